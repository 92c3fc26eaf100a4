"""The abstracts of the shared real corpus (dev set, seeds, conference listings), for the
tests that hold a fast path to its reference on every window of real text, and the
hand-annotated samples of it (``tests/samples``) with what the extractors make of them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from extractor.extract.paper import extract_paper
from extractor.records import Paper
from extractor.sources import discover, open_source, read_papers

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def corpus_abstracts() -> list[str]:
    files = [SHARED / "dev" / "dev.json", *sorted((SHARED / "seeds").glob("*"))]
    files += sorted((SHARED / "corpus").glob("*.json"))
    paths = discover([str(f) for f in files if f.exists()])
    return [p.abstract for path in paths for p in read_papers(open_source(path)) if isinstance(p, Paper) and p.abstract]


def annotated_samples(path: Path) -> Iterator[tuple[dict, Paper]]:
    """Each gold line of a sample file (``id`` = ``<corpus file>#<position>``) with the
    paper extracted from that abstract of ``../shared/corpus``."""
    listings: dict[str, list] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        gold = json.loads(line)
        source, position = gold["id"].split("#")
        if source not in listings:
            listings[source] = json.loads((SHARED / "corpus" / source).read_text(encoding="utf-8"))
        yield gold, extract_paper(Paper(abstract=listings[source][int(position)]["abstract"], position=0))
