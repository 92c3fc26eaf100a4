"""Text listings and abstract feeds: lines in, papers out through the segmenter."""

from __future__ import annotations

from collections.abc import Iterator

from extractor.records import Paper, Rejection
from extractor.segment import segment_lines
from extractor.sources.files import SourceFile
from extractor.sources.mapping import MAX_ABSTRACT
from extractor.sources.text import drain, numbered_lines


def read(src: SourceFile, fmt: str = "listing") -> Iterator[Paper | Rejection]:
    rejections: list[Rejection] = []
    any_paper = False
    for paper in segment_lines(numbered_lines(src, rejections), "feed" if fmt == "feed" else "auto"):
        yield from drain(rejections)
        any_paper = True
        if len(paper.abstract) > MAX_ABSTRACT:
            yield Rejection(src.name, f"line {paper.line}", f"abstract longer than {MAX_ABSTRACT} characters")
            continue
        yield paper
    yield from drain(rejections)
    if not any_paper:
        yield Rejection(src.name, None, "no papers found (no abstract-like paragraph)")
