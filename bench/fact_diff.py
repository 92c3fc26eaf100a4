"""What a rule change changed: the facts two ``extraction_digest.py --out`` files disagree
on, each with the abstract around it, so that every changed fact can be read by hand.

    python bench/extraction_digest.py FILES... --out before.jsonl   # on the old code
    python bench/extraction_digest.py FILES... --out after.jsonl    # on the new code
    python bench/fact_diff.py FILES... --before before.jsonl --after after.jsonl

FILES must be the same files, in the same order, as the digests were made of.  Lines
read ``#<paper> <field> -|+ <name or number> :: <context>``: ``-`` a fact only the
old code stored, ``+`` one only the new code stores (a changed attribute shows as both).
Only the plain pass (package catalog alone) is compared.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from extractor.records import Paper  # noqa: E402
from extractor.sources import discover, open_source, read_papers  # noqa: E402

FIELDS = ("links", "datasets", "artifacts", "results")


def _plain(path: str) -> list[list]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line.split("\t", 1)[1]) for line in f if line.startswith("plain\t")]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    ap.add_argument("--context", type=int, default=90, help="characters of abstract before each fact")
    args = ap.parse_args(argv)
    papers = [p for path in discover(args.files) for p in read_papers(open_source(path)) if isinstance(p, Paper)]
    before, after = _plain(args.before), _plain(args.after)
    if not len(papers) == len(before) == len(after):
        print(f"fact_diff: {len(papers)} papers, {len(before)} and {len(after)} digest lines", file=sys.stderr)
        return 2
    changed = 0
    for i, (paper, old, new) in enumerate(zip(papers, before, after)):
        if old == new:
            continue
        changed += 1
        text = paper.abstract
        for field, xs, ys in zip(FIELDS, old, new):
            for sign, facts, other in (("-", xs, ys), ("+", ys, xs)):
                for e in facts:
                    if e in other:
                        continue
                    start, end = e.get("start"), e.get("end")
                    around = "" if start is None else text[max(0, start - args.context) : end + 40]
                    print(f"#{i} {field} {sign} {e.get('name') or e.get('text') or e.get('url')} :: {around!r}")
    print(f"changed papers {changed}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
