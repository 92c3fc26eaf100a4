"""Helpers of the per-format reader tests: read a file as the pipeline does."""

from __future__ import annotations

from pathlib import Path

from extractor.records import Paper, Rejection
from extractor.sources import open_source, read_papers
from extractor.sources.detect import detect_format
from extractor.sources.reader import Companions

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def read(path, fmt: str = "auto", run=()) -> list[Paper | Rejection]:
    return list(read_papers(open_source(str(path)), fmt, Companions([str(p) for p in run])))


def papers(path, fmt: str = "auto", run=()) -> list[Paper]:
    return [x for x in read(path, fmt, run) if isinstance(x, Paper)]


def rejections(path, fmt: str = "auto", run=()) -> list[Rejection]:
    return [x for x in read(path, fmt, run) if isinstance(x, Rejection)]


def detected(path) -> str:
    src = open_source(str(path))
    try:
        return detect_format(src)
    finally:
        src.stream.release()


def ids(paper: Paper) -> dict[str, str]:
    return dict(paper.identifiers)
