#!/usr/bin/env bash
# The package as a job host gets it: the wheel built from this checkout, installed with
# its dependencies into a fresh virtualenv outside the checkout, and run from an empty
# folder under /tmp (ingest, stats, report, browse-metadata, python -m extractor).
# Usage: scripts/wheel-check.sh [PYTHON]   (CI runs it after the tests)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
python=${1:-python3}
work=$(mktemp -d /tmp/extractor-wheel-XXXXXX)
trap 'rm -rf "$work"' EXIT
"$python" -m venv "$work/venv"
"$work/venv/bin/pip" install -q --upgrade pip
"$work/venv/bin/pip" wheel --no-deps -q -w "$work/dist" "$repo"
"$work/venv/bin/pip" install -q "$work"/dist/extractor-*.whl
mkdir "$work/run"
cp -r "$repo/examples" "$work/run/inbox"
cd "$work/run"
ext="$work/venv/bin/extractor"
"$ext" ingest inbox --db sqlite:///papers.db
"$ext" stats --db sqlite:///papers.db
"$ext" report --db sqlite:///papers.db --out report.html
queries=$(ls "$repo"/sql/queries/*.sql | wc -l)
"$ext" browse-metadata --db sqlite:///papers.db --out metadata.json | tee browse.out
grep -q " $queries canned queries" browse.out
"$work/venv/bin/python" -m extractor --version
"$work/venv/bin/python" -c "import extractor, sys; assert extractor.__file__.startswith('$work/venv/'), extractor.__file__"
echo "wheel check: ok"
