"""Turn one inspected source file into a stream of papers and rejections.

Formats are detected per file from its first bytes (JSON starts with ``[`` or ``{``;
anything else is a text listing); ``fmt`` forces one.  Records are yielded one at a
time: a 1,000,000-record file costs the memory of one record.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator

import ijson

from extractor.extract.authors import parse_authors
from extractor.extract.categories import parse_category
from extractor.records import Paper, Rejection
from extractor.segment import segment_lines
from extractor.sources.files import SourceFile

FORMATS = ("auto", "listing", "feed", "json", "jsonl")
# Bump when reading changes what a file yields for the same bytes (detection, decoding,
# segmentation, field mapping): the skip test keys on (sha256, format, READER_VERSION),
# so every file is then read once more by the new reader (its papers are known: no
# extraction), and a file read with a forced wrong format is read again.
READER_VERSION = "1"
MAX_LINE = 1 << 20  # a text line longer than 1 MiB is not an abstract
MAX_ABSTRACT = 200_000

Item = Paper | Rejection


def detect_format(src: SourceFile) -> str:
    with open(src.path, encoding=src.encoding, errors="replace") as fh:
        head = fh.read(4096).lstrip("\ufeff \t\r\n")
        if head.startswith("["):
            return "json"
        if head.startswith("{"):
            fh.seek(0)
            first = fh.readline(MAX_LINE).lstrip("\ufeff").strip()
            try:
                json.loads(first)
                return "jsonl"
            except ValueError:
                return "json"
    return "listing"


def read_papers(src: SourceFile, fmt: str = "auto") -> Iterator[Item]:
    """Papers of one file in order, with a Rejection for each bad line or record."""
    if src.problem:
        yield Rejection(src.name, None, src.problem)
        return
    fmt = detect_format(src) if fmt == "auto" else fmt
    if fmt == "json":
        yield from _json_array(src)
    elif fmt == "jsonl":
        yield from _json_lines(src)
    else:
        yield from _text(src, fmt)


def _lines(src: SourceFile, rejections: list[Rejection]) -> Iterator[tuple[int, str]]:
    with open(src.path, encoding=src.encoding, newline=None) as fh:
        number = 0
        while True:
            line = fh.readline(MAX_LINE)
            if not line:
                return
            number += 1
            if len(line) >= MAX_LINE and not line.endswith("\n"):
                rejections.append(Rejection(src.name, f"line {number}", f"line longer than {MAX_LINE} characters"))
                while (rest := fh.readline(MAX_LINE)) and not rest.endswith("\n"):
                    pass
                continue
            yield number, _clean(line)


def _text(src: SourceFile, fmt: str) -> Iterator[Item]:
    rejections: list[Rejection] = []
    any_paper = False
    for paper in segment_lines(_lines(src, rejections), "feed" if fmt == "feed" else "auto"):
        yield from _drain(rejections)
        any_paper = True
        if len(paper.abstract) > MAX_ABSTRACT:
            yield Rejection(src.name, f"line {paper.line}", f"abstract longer than {MAX_ABSTRACT} characters")
            continue
        yield paper
    yield from _drain(rejections)
    if not any_paper:
        yield Rejection(src.name, None, "no papers found (no abstract-like paragraph)")


def _drain(rejections: list[Rejection]) -> Iterator[Rejection]:
    while rejections:
        yield rejections.pop(0)


def _clean(text: str) -> str:
    """Drop NULs and normalise newlines; everything else is stored verbatim."""
    return text.replace("\x00", "").replace("\r", "")


def _json_array(src: SourceFile) -> Iterator[Item]:
    """A JSON array of records (or one top-level object, or concatenated objects)."""
    position = 0
    index = -1
    with open(src.path, "rb") as raw:
        if src.encoding == "utf-8-sig":
            if raw.read(3) != b"\xef\xbb\xbf":
                raw.seek(0)
            stream = raw
        else:
            stream = io.TextIOWrapper(raw, encoding=src.encoding)
        try:
            for index, record in enumerate(_json_records(stream)):
                where = f"record {index + 1}"
                if isinstance(record, _TooDeep):
                    yield Rejection(src.name, where, f"record nested deeper than {MAX_DEPTH} levels")
                    continue
                item = record_to_paper(record, position, where, src.name)
                if isinstance(item, Paper):
                    position += 1
                yield item
        except (ijson.JSONError, ValueError, UnicodeDecodeError) as exc:
            detail = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
            yield Rejection(
                src.name,
                f"record {index + 2}",
                f"malformed or truncated JSON after {index + 1} complete records: {detail}",
            )


class _TooDeep:
    """Marks a record that was skipped for its nesting depth."""


MAX_DEPTH = 32


def _json_records(stream) -> Iterator[object]:
    """Records of a JSON array (or of concatenated top-level values), one at a time.

    Built from ijson's prefix-free event stream with a depth cap: ijson's own ``items``
    keeps a prefix string per level, which costs memory quadratic in the depth, so a
    hostile 100,000-deep array would exhaust the machine.
    """
    depth = 0
    level = None  # depth at which records start: 1 inside a top-level array, else 0
    builder = None
    too_deep = False
    for event, value in ijson.basic_parse(stream, use_float=True, multiple_values=True):
        opening = event in ("start_map", "start_array")
        closing = event in ("end_map", "end_array")
        if level is None:
            level = 1 if event == "start_array" else 0
            if level == 1:
                depth = 1
                continue
        if depth == level and level == 1 and event == "end_array":
            depth, level = 0, None  # end of the top-level array; another may follow
            continue
        if depth == level:
            builder, too_deep = ijson.ObjectBuilder(), False
        if opening:
            depth += 1
            if depth - level > MAX_DEPTH:
                too_deep, builder = True, None
        elif closing:
            depth -= 1
        if builder is not None and not too_deep:
            builder.event(event, value)
        if depth == level:
            yield _TooDeep() if too_deep else builder.value
            if level == 0:
                level = None


def _json_lines(src: SourceFile) -> Iterator[Item]:
    position = 0
    rejections: list[Rejection] = []
    for number, line in _lines(src, rejections):
        yield from _drain(rejections)
        line = line.strip().lstrip("\ufeff")
        if not line:
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError) as exc:
            yield Rejection(src.name, f"line {number}", f"malformed JSON: {str(exc)[:200]}")
            continue
        item = record_to_paper(record, position, f"line {number}", src.name)
        if isinstance(item, Paper):
            position += 1
        yield item
    yield from _drain(rejections)


def _text_field(record: dict, *names: str) -> str | None:
    for name in names:
        value = record.get(name)
        if isinstance(value, str):
            value = _clean(value).strip()
            if value:
                return value
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and name == "id":
            return str(value)
    return None


def _list_field(record: dict, *names: str) -> list[str] | None:
    """A ``;``-separated string or a list of strings."""
    for name in names:
        value = record.get(name)
        if isinstance(value, list):
            return [_clean(v).strip() for v in value if isinstance(v, str) and v.strip()]
        if isinstance(value, str) and value.strip():
            return [value]
    return None


def record_to_paper(record: object, position: int, where: str, source: str) -> Item:
    """Structured fields win over extraction from text: they are the export's own facts."""
    if not isinstance(record, dict):
        return Rejection(source, where, f"record is a JSON {type(record).__name__}, not an object")
    abstract = _text_field(record, "abstract", "summary", "text")
    if not abstract:
        return Rejection(source, where, "record has no abstract")
    if len(abstract) > MAX_ABSTRACT:
        return Rejection(source, where, f"abstract longer than {MAX_ABSTRACT} characters")
    paper = Paper(abstract=abstract, position=position, line=None)
    paper.external_id = _text_field(record, "id", "paper_id")
    paper.title = _text_field(record, "title")
    authors = _list_field(record, "author", "authors")
    if authors:
        if len(authors) == 1:
            sep = ";" if ";" in authors[0] else ","
            paper.authors, paper.authors_truncated = parse_authors(authors[0], sep)
        else:
            names = []
            for a in authors:
                parsed, cut = parse_authors(a, ";")
                names.extend(parsed)
                paper.authors_truncated |= cut
            paper.authors = names
    areas = _list_field(record, "primary_area", "area", "category", "categories")
    for area in areas or []:
        paper.categories.extend(parse_category(area))
    keywords = _list_field(record, "keywords")
    if keywords:
        paper.keywords = [k.strip() for kw in keywords for k in kw.split(";") if k.strip()]
    for name in ("github", "code", "project", "project_page"):
        value = record.get(name)
        if isinstance(value, str) and value.strip():
            paper.field_links.append(value)
        elif isinstance(value, list):
            paper.field_links.extend(v for v in value if isinstance(v, str))
    paper.url = _text_field(record, "site", "url")
    paper.track = _text_field(record, "track")
    paper.status = _text_field(record, "status")
    aff = record.get("aff")
    if isinstance(aff, str) and aff.strip(" ;"):
        # one entry per author, in author order ("" where the export has none)
        paper.affiliations = [a.strip() for a in aff.split(";")][: len(paper.authors) or None]
    paper.record = record
    return paper
