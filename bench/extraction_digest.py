"""What the extractors produce over a corpus, as one digest: the check that a change
meant only to make extraction faster changed nothing it stores.

    python bench/extraction_digest.py FILE... --out facts.jsonl     # digest, and every fact
    diff <(python bench/extraction_digest.py A --out -) <(...)      # or compare two files

Each paper is extracted twice: with the package catalog alone, and with corpus-level
names (every dataset name the first pass found, as ``extractor ingest`` feeds them from
the database), so both paths of ``extract_paper`` are covered.  Prints the digest, the
paper count and the CPU seconds of each pass.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from extractor.catalog import with_names  # noqa: E402
from extractor.extract.paper import extract_paper  # noqa: E402
from extractor.records import Paper  # noqa: E402
from extractor.sources import discover, open_source, read_papers  # noqa: E402


def _facts(p: Paper) -> str:
    return json.dumps(
        [[dataclasses.asdict(x) for x in xs] for xs in (p.links, p.datasets, p.artifacts, p.results)],
        sort_keys=True, ensure_ascii=False, default=str,
    )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--out", help="write every paper's facts here (JSON Lines; - for stdout)")
    args = ap.parse_args(argv)
    papers = [p for path in discover(args.files) for p in read_papers(open_source(path)) if isinstance(p, Paper)]
    digest = hashlib.sha256()
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8") if args.out else None
    names: set[str] = set()
    t0 = time.process_time()
    for p in papers:
        extract_paper(p)
        line = _facts(p)
        digest.update(line.encode())
        names.update(d.name for d in p.datasets)
        if out:
            out.write("plain\t" + line + "\n")
    t1 = time.process_time()
    catalog = with_names(tuple(sorted(names)))
    for p in papers:
        extract_paper(p, catalog)
        line = _facts(p)
        digest.update(line.encode())
        if out:
            out.write("named\t" + line + "\n")
    t2 = time.process_time()
    if out and out is not sys.stdout:
        out.close()
    print(f"{digest.hexdigest()}  {len(papers)} papers  plain {t1 - t0:.2f} s  named {t2 - t1:.2f} s",
          file=sys.stderr if out is sys.stdout else sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
