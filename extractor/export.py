"""Views to files, for people who take the data elsewhere: CSV, JSON Lines or Parquet.

``extractor export --format parquet v_results v_papers`` writes ``v_results.parquet`` and
``v_papers.parquet``.  Rows are streamed from the database in batches (a server-side cursor
on PostgreSQL) and written batch by batch, so exporting a million rows costs the memory of
one batch.  A column's type is taken from the database (``BOOLEAN`` stays a boolean even
where SQLite returns 0/1) and rows are sorted by every column, so the same view exports
the same file from SQLite and from PostgreSQL (NULLs last; text sorts alike under PostgreSQL's C
collation; another collation may order names differently); a computed column SQLite
cannot type is typed by its first non-NULL value.
Parquet needs pyarrow (``pip install 'extractor[parquet]'``).
"""

from __future__ import annotations

import csv
import datetime
import decimal
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from sqlalchemy import Boolean, Engine, Float, Integer, Numeric, inspect, text
from sqlalchemy.types import NullType

FORMATS = ("csv", "jsonl", "parquet")
BATCH = 10_000


class ExportError(ValueError):
    """A view that does not exist, or a format that cannot be written here."""


def exportable(engine: Engine) -> list[str]:
    """The public views (the SQL interface), then the tables, by name."""
    from extractor.db.schema import is_search_object

    insp = inspect(engine)
    views = sorted(v for v in insp.get_view_names() if v.startswith("v_"))
    tables = sorted(t for t in insp.get_table_names() if not is_search_object(t))
    return views + tables


def export(engine: Engine, names: list[str], fmt: str, out: Path | None) -> list[tuple[str, str, int]]:
    """Write each view of ``names`` to ``out/NAME.fmt`` (``out`` None: stdout, one view, text
    formats); returns (view, where, rows) per view.  Names are checked against the
    database's views and tables before anything is written."""
    if fmt not in FORMATS:
        raise ExportError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    if fmt == "parquet":
        try:
            import pyarrow  # noqa: F401
        except ImportError:
            raise ExportError("--format parquet needs pyarrow: pip install 'extractor[parquet]'") from None
    known = exportable(engine)
    unknown = [n for n in names if n not in known]
    if unknown:
        views = ", ".join(v for v in known if v.startswith("v_"))
        raise ExportError(f"no view or table named {', '.join(unknown)}; the views are {views}")
    if out is None and (len(names) != 1 or fmt == "parquet"):
        raise ExportError("--stdout (standard output) takes one view in csv or jsonl")
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    done = []
    for name in names:
        columns = [(c["name"], kind) for c, kind in _kinds(engine, name)]
        if out is None:
            rows = _write(engine, name, columns, fmt, sys.stdout)
            done.append((name, "-", rows))
            continue
        path = out / f"{name}.{fmt}"
        if fmt == "parquet":
            rows = _write_parquet(engine, name, columns, path)
        else:
            with path.open("w", encoding="utf-8", newline="") as fh:
                rows = _write(engine, name, columns, fmt, fh)
        done.append((name, str(path), rows))
    return done


def _kinds(engine: Engine, name: str) -> list[tuple[dict, str]]:
    """Each column with its kind: bool, int, float or text.  Its SQL type decides; a column
    SQLite cannot type (an expression in a view) is probed for its first non-NULL value."""
    out = []
    quote = engine.dialect.identifier_preparer.quote
    for column in inspect(engine).get_columns(name):
        sql_type = column["type"]
        if isinstance(sql_type, Boolean):
            kind = "bool"
        elif isinstance(sql_type, Integer):
            kind = "int"
        elif isinstance(sql_type, (Float, Numeric)):
            kind = "float"
        elif isinstance(sql_type, NullType):
            with engine.connect() as conn:
                sample = conn.execute(text(f"SELECT {quote(column['name'])} FROM {quote(name)} "
                                           f"WHERE {quote(column['name'])} IS NOT NULL LIMIT 1")).scalar()
            kind = ("bool" if isinstance(sample, bool) else "int" if isinstance(sample, int)
                    else "float" if isinstance(sample, (float, decimal.Decimal)) else "text")
        else:
            kind = "text"
        out.append((column, kind))
    return out


def _batches(engine: Engine, name: str, columns: list[tuple[str, str]]) -> Iterator[list[list]]:
    """Rows of ``name`` in batches, each value in the Python type of its column's kind."""
    convert = [_CONVERT[kind] for _, kind in columns]
    quoted = engine.dialect.identifier_preparer.quote(name)
    with engine.connect() as conn:
        # every column in order: the same rows in the same order from either database (a
        # view has no order of its own; each engine returned its own)
        order = ", ".join(f"{i} NULLS LAST" for i in range(1, len(columns) + 1))
        result = conn.execution_options(stream_results=True, yield_per=BATCH).execute(
            text(f"SELECT * FROM {quoted} ORDER BY {order}"))
        for part in result.partitions(BATCH):
            yield [[None if v is None else f(v) for f, v in zip(convert, row)] for row in part]


def _text(value) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


_CONVERT = {"bool": bool, "int": int, "float": float, "text": _text}


def _write(engine: Engine, name: str, columns: list[tuple[str, str]], fmt: str, fh: IO[str]) -> int:
    names = [n for n, _ in columns]
    rows = 0
    if fmt == "csv":
        writer = csv.writer(fh)
        writer.writerow(names)
        for batch in _batches(engine, name, columns):
            writer.writerows([["true" if v is True else "false" if v is False else v for v in row] for row in batch])
            rows += len(batch)
    else:
        for batch in _batches(engine, name, columns):
            fh.writelines(json.dumps(dict(zip(names, row)), ensure_ascii=False) + "\n" for row in batch)
            rows += len(batch)
    return rows


def _write_parquet(engine: Engine, name: str, columns: list[tuple[str, str]], path: Path) -> int:
    import pyarrow as pa
    import pyarrow.parquet as pq

    types = {"bool": pa.bool_(), "int": pa.int64(), "float": pa.float64(), "text": pa.string()}
    schema = pa.schema([(n, types[kind]) for n, kind in columns])
    rows = 0
    with pq.ParquetWriter(str(path), schema) as writer:  # an empty view still gets its columns
        for batch in _batches(engine, name, columns):
            arrays = [pa.array(list(col), type=field.type) for field, col in zip(schema, zip(*batch))]
            writer.write_table(pa.Table.from_arrays(arrays, schema=schema))
            rows += len(batch)
    return rows
