"""CSV (or TSV) exports with a header row: columns are matched like JSON keys
(``Abstract``, ``Paper Title``, ``authors``), with the generic record's table."""

from __future__ import annotations

import csv
from collections.abc import Iterator

from extractor.records import Paper, Rejection
from extractor.sources import generic
from extractor.sources.files import SourceFile
from extractor.sources.mapping import norm_key
from extractor.sources.text import MAX_LINE, text_stream

NAME = "csv"
DELIMITERS = ",;\t|"
csv.field_size_limit(max(csv.field_size_limit(), MAX_LINE))


def dialect(sample: str) -> type[csv.Dialect] | csv.Dialect:
    try:
        return csv.Sniffer().sniff(sample.split("\n", 1)[0] + "\n", delimiters=DELIMITERS)
    except csv.Error:
        return csv.excel


def header(sample: str) -> list[str] | None:
    """The column names of a CSV whose first line is a header of known keys, else None."""
    first = sample.split("\n", 1)[0].strip()
    if not first or not any(d in first for d in DELIMITERS):
        return None
    try:
        row = next(csv.reader([first], dialect(sample)))
    except (csv.Error, StopIteration):
        return None
    known = generic.TABLE.keys()
    cells = [c.strip() for c in row]
    if len(cells) < 2 or not all(cells) or sum(norm_key(c) in known for c in cells) < 2:
        return None
    return cells


def read(src: SourceFile) -> Iterator[Paper | Rejection]:
    fh = text_stream(src, newline="")
    reader = csv.reader(fh, dialect(_first_line(src)))
    position = 0
    columns = None
    while True:
        # a malformed row (a field over the size limit, a stray quote) is one rejection;
        # the reader goes on at the next line, as JSON Lines does
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            yield Rejection(src.name, f"line {reader.line_num}", f"malformed CSV: {exc}")
            continue
        if columns is None:
            columns = [c.strip().lstrip("\ufeff") for c in row]
            continue
        where = f"line {reader.line_num}"
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(columns):
            yield Rejection(src.name, where, f"row has {len(row)} cells, the header {len(columns)}")
            continue
        for item in generic.to_items(dict(zip(columns, row)), position, where, src.name):
            position += isinstance(item, Paper)
            yield item


def _first_line(src: SourceFile) -> str:
    head = src.stream.head(1 << 16)
    return head.decode(src.encoding or "utf-8", "ignore").lstrip("\ufeff")
