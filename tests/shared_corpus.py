"""The abstracts of the shared real corpus (dev set, seeds, conference listings), for the
tests that hold a fast path to its reference on every window of real text."""

from __future__ import annotations

from pathlib import Path

from extractor.records import Paper
from extractor.sources import discover, open_source, read_papers

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def corpus_abstracts() -> list[str]:
    files = [SHARED / "dev" / "dev.json", *sorted((SHARED / "seeds").glob("*"))]
    files += sorted((SHARED / "corpus").glob("*.json"))
    paths = discover([str(f) for f in files if f.exists()])
    return [p.abstract for path in paths for p in read_papers(open_source(path)) if isinstance(p, Paper) and p.abstract]
