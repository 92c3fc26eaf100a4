"""The two JSON containers every JSON format comes in: one document, or one record per line.

The format decides what a record means (``to_items``); this module only finds the
records, in order, each with its location for messages, and turns a broken document
into one rejection after the records that were complete.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from extractor.records import Paper, Rejection
from extractor.sources.files import SourceFile
from extractor.sources.jsonstream import MAX_DEPTH, JSONError, TooDeep, json_records, parse_line, wrapped
from extractor.sources.text import drain, numbered_lines, utf8_stream

Item = Paper | Rejection
# (record, position of the next paper, location, source name) -> items
ToItems = Callable[[object, int, str, str], list[Item]]


def read_document(src: SourceFile, to_items: ToItems) -> Iterator[Item]:
    """Records of a JSON document: an array, a wrapper object, or objects one after another."""
    position = 0
    index = -1
    try:
        for index, record in enumerate(json_records(utf8_stream(src))):
            where = f"record {index + 1}"
            if isinstance(record, TooDeep):
                yield Rejection(src.name, where, f"record nested deeper than {MAX_DEPTH} levels")
                continue
            for item in to_items(record, position, where, src.name):
                position += isinstance(item, Paper)
                yield item
    except JSONError as exc:
        detail = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
        yield Rejection(src.name, f"record {index + 2}",
                        f"malformed or truncated JSON after {index + 1} complete records: {detail}")


def read_lines(src: SourceFile, to_items: ToItems) -> Iterator[Item]:
    """One record per line; a bad line is one rejection and the next line is read."""
    position = 0
    rejections: list[Rejection] = []
    for number, line in numbered_lines(src, rejections):
        yield from drain(rejections)
        if line is None or not line.strip():
            continue
        where = f"line {number}"
        try:
            record = parse_line(line.strip().lstrip("\ufeff"))
        except JSONError as exc:
            yield Rejection(src.name, where, f"malformed JSON: {str(exc)[:200]}")
            continue
        if isinstance(record, TooDeep):
            yield Rejection(src.name, where, f"record nested deeper than {MAX_DEPTH} levels")
            continue
        inner = wrapped(record)  # an API answer saved as one line: its records
        for i, one in enumerate([record] if inner is None else inner):
            for item in to_items(one, position, where if inner is None else f"{where} record {i + 1}", src.name):
                position += isinstance(item, Paper)
                yield item
    yield from drain(rejections)
