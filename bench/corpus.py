"""Build N-paper benchmark corpora in every input format, deterministically.

Papers recombine real abstracts from ``../shared/corpus`` and ``../shared/seeds``: each
takes a base abstract, swaps one sentence for a sentence of another abstract and appends a
variant tag, so content keys differ while the text stays as hard to extract as real text.
Written streaming, so a 1M-paper corpus costs no memory.

    python bench/corpus.py --papers 10000 --out bench/out/corpus-10k [--formats listing,feed,json,jsonl,...]

``arxiv-jsonl`` writes records as arXiv's metadata snapshot has them (``authors_parsed``,
space-separated ``categories``, abstracts hard-wrapped at 80 columns, code links in
``comments``); ``arxiv-atom`` an arXiv API feed of the same papers.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from extractor.components.sentences import sentence_spans  # noqa: E402
from extractor.records import Paper  # noqa: E402
from extractor.sources import discover, open_source, read_papers  # noqa: E402

SHARED = ROOT.parent / "shared"
FORMATS = ("listing", "feed", "json", "jsonl", "arxiv-jsonl", "arxiv-atom")
EXTENSIONS = {"listing": "txt", "feed": "txt", "arxiv-jsonl": "jsonl", "arxiv-atom": "xml"}
ARXIV_CATEGORIES = ("cs.LG", "cs.CV", "cs.CL", "cs.AI", "cs.RO", "stat.ML", "eess.IV", "math.OC")


def base_records() -> list[dict]:
    records = []
    for path in discover([str(SHARED / "seeds"), str(SHARED / "corpus")]):
        for item in read_papers(open_source(path)):
            if isinstance(item, Paper):
                records.append(dict(
                    abstract=item.abstract, title=item.title, authors=item.authors,
                    categories=[(c.area, c.subarea) for c in item.categories],
                    links=item.field_links,
                ))
    return records


def papers(n: int, seed: int = 0) -> Iterator[dict]:
    rng = random.Random(seed)
    base = base_records()
    categories = sorted({c for r in base for c in r["categories"]}, key=str) or [("Machine Learning", None)]
    sentences = [s for r in base[:400] for s in _sentences(r["abstract"])]
    for i in range(n):
        r = base[i % len(base)]
        parts = _sentences(r["abstract"])
        if len(parts) > 2:
            parts[rng.randrange(1, len(parts) - 1)] = rng.choice(sentences)
        abstract = " ".join(parts) + f" (Variant {i}.)"
        authors = r["authors"] or base[rng.randrange(len(base))]["authors"] or ["Anonymous Author"]
        yield dict(
            id=f"bench-{seed}-{i}", title=r["title"] or f"Paper {i}", abstract=abstract,
            authors=authors, category=r["categories"][0] if r["categories"] else rng.choice(categories),
            github=r["links"][0] if r["links"] else "",
        )


def _sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in sentence_spans(text)]


def write(n: int, out: Path, formats=FORMATS, seed: int = 0, files: int = 1) -> list[Path]:
    """``files`` files per format, the N papers split evenly across them."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for fmt in formats:
        per = -(-n // files)
        stream = papers(n, seed)
        for k in range(files):
            path = out / f"{fmt}_{k:03d}.{EXTENSIONS.get(fmt, fmt)}"
            with path.open("w", encoding="utf-8") as fh:
                _write_one(fh, fmt, (p for _, p in zip(range(per), stream)))
            written.append(path)
    return written


def _write_one(fh, fmt: str, items) -> None:
    if fmt == "arxiv-jsonl":
        for i, p in enumerate(items):
            fh.write(json.dumps(_snapshot_record(i, p), ensure_ascii=False) + "\n")
    elif fmt == "arxiv-atom":
        fh.write('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n'
                 "  <title>ArXiv Query: bench</title>\n")
        for i, p in enumerate(items):
            fh.write(_atom_entry(i, p))
        fh.write("</feed>\n")
    elif fmt == "listing":
        fh.write("Paper search\n\n")
        for p in items:
            area, sub = p["category"]
            fh.write(f"{area} · {sub}\n\n" if sub else f"{area}\n\n")
            fh.write(", ".join(p["authors"]) + "\n\n" + p["abstract"] + "\n\n")
    elif fmt == "feed":
        fh.write("Daily Papers\n\n")
        for p in items:
            fh.write(p["abstract"] + "\n\n")
    else:
        first = True
        if fmt == "json":
            fh.write("[\n")
        for p in items:
            area, sub = p["category"]
            record = dict(id=p["id"], title=p["title"], author="; ".join(p["authors"]), abstract=p["abstract"],
                          primary_area=f"{area} · {sub}" if sub else area, github=p["github"])
            line = json.dumps(record, ensure_ascii=False)
            if fmt == "json":
                fh.write(("" if first else ",\n") + line)
            else:
                fh.write(line + "\n")
            first = False
        if fmt == "json":
            fh.write("\n]\n")


def _arxiv_id(i: int, p: dict) -> str:
    return f"{2001 + (i // 99_999) % 99:04d}.{i % 99_999 + 1:05d}"


def _categories(i: int) -> list[str]:
    return [ARXIV_CATEGORIES[i % len(ARXIV_CATEGORIES)], ARXIV_CATEGORIES[(i * 7 + 3) % len(ARXIV_CATEGORIES)]]


def _snapshot_record(i: int, p: dict) -> dict:
    parsed = [[*reversed(a.rsplit(" ", 1)), ""] if " " in a else [a, "", ""] for a in p["authors"]]
    return {
        "id": _arxiv_id(i, p), "submitter": p["authors"][0], "authors": ", ".join(p["authors"]),
        "title": "\n  ".join(textwrap.wrap(p["title"], 78)),
        "comments": f"Code: {p['github']}" if p["github"] else None,
        "journal-ref": None, "doi": None, "report-no": None, "categories": " ".join(_categories(i)),
        "license": None, "abstract": "  " + "\n".join(textwrap.wrap(p["abstract"], 80)) + "\n",
        "versions": [{"version": "v1", "created": "Mon, 2 Apr 2024 19:18:42 GMT"}], "update_date": "2024-04-02",
        "authors_parsed": parsed,
    }


def _atom_entry(i: int, p: dict) -> str:
    arxiv = _arxiv_id(i, p)
    authors = "".join(f"    <author><name>{escape(a)}</name></author>\n" for a in p["authors"])
    comment = (f'    <arxiv:comment xmlns:arxiv="http://arxiv.org/schemas/atom">Code: {escape(p["github"])}'
               "</arxiv:comment>\n") if p["github"] else ""
    categories = "".join(f'    <category term="{c}" scheme="http://arxiv.org/schemas/atom"/>\n' for c in _categories(i))
    summary = escape("\n".join(textwrap.wrap(p["abstract"], 80)))
    return (f"  <entry>\n    <id>http://arxiv.org/abs/{arxiv}v1</id>\n"
            "    <published>2024-04-02T19:18:42Z</published>\n"
            f"    <title>{escape(p['title'])}</title>\n    <summary>  {summary}\n</summary>\n{authors}{comment}"
            f'    <link href="http://arxiv.org/abs/{arxiv}v1" rel="alternate" type="text/html"/>\n{categories}'
            "  </entry>\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--papers", type=int, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--formats", default=",".join(FORMATS))
    ap.add_argument("--files", type=int, default=1, help="files per format")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    for path in write(args.papers, args.out, args.formats.split(","), args.seed, args.files):
        print(path)


if __name__ == "__main__":
    main()
