"""Bulk inserts and key look-ups written per dialect, below SQLAlchemy's per-row cost.

A batch's rows go to SQLite as driver tuples and to PostgreSQL as one array per column;
SQLAlchemy's generic path compiled and converted each row anew, which cost more than the
database's own work.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Sequence

_IN_CHUNK = 900  # bound parameters per IN (...) list, under SQLite's limit


# --- PostgreSQL: whole batches as array parameters -----------------------------------
#
# A multi-row VALUES statement carries one bound parameter per cell; psycopg parses every
# such statement anew (each batch has a different length) and SQLAlchemy compiles it: on
# PostgreSQL that cost more than the server's work.  ``unnest`` takes one array per
# column instead, so the statement text is the same for every batch.


# --- SQLite: rows as driver tuples -----------------------------------------------------
#
# SQLAlchemy turns each row dict into parameters column by column (``construct_params``):
# for the ~10 upserted rows of a paper that cost more than SQLite's own work.  The rows go
# to the driver as tuples instead, each value converted by its column type's own bind
# processor (dates, booleans), so what is stored is what SQLAlchemy would store.


def _sqlite_insert(conn, table, rows: list[dict], conflict: list[str], returning: list[str] | None = None) -> list:
    """``INSERT ... ON CONFLICT (conflict) DO NOTHING [RETURNING returning]`` of ``rows``
    (dicts with the same keys): the returned rows are those really inserted."""
    if not rows:
        return []
    columns = list(rows[0])
    dialect = conn.dialect
    procs = [
        (i, p) for i, c in enumerate(columns)
        if (p := table.c[c].type.dialect_impl(dialect).bind_processor(dialect))
    ]
    tuples = []
    memo: list[dict] = [{} for _ in procs]  # a batch's rows share their timestamps: convert each once
    for r in rows:
        values = [r[c] for c in columns]
        for (i, p), seen in zip(procs, memo):
            v = values[i]
            try:
                values[i] = seen[v]
            except KeyError:
                values[i] = seen[v] = p(v)
            except TypeError:  # unhashable
                values[i] = p(v)
        tuples.append(values)
    head = f"INSERT INTO {table.name} ({', '.join(columns)}) VALUES "
    tail = f" ON CONFLICT ({', '.join(conflict)}) DO NOTHING"
    one = "(" + ", ".join("?" * len(columns)) + ")"
    if not returning:
        conn.exec_driver_sql(head + one + tail, [tuple(v) for v in tuples])
        return []
    # RETURNING needs one statement per chunk of rows (``executemany`` returns nothing)
    out = []
    per = max(1, _IN_CHUNK // len(columns))
    for chunk in _chunks(tuples, per):
        sql = head + ", ".join([one] * len(chunk)) + tail + f" RETURNING {', '.join(returning)}"
        out += conn.exec_driver_sql(sql, tuple(v for row in chunk for v in row)).all()
    return out


def _sqlite_select_keys(conn, table, key_cols: Sequence[str], keys: list[tuple], id_column: str = "id") -> list:
    """``SELECT id, key_cols FROM table WHERE (key_cols) IN (the keys)``, in chunks of at
    most ``_IN_CHUNK`` parameters (row values for several columns)."""
    cols = ", ".join(key_cols)
    one = "?" if len(key_cols) == 1 else "(" + ", ".join("?" * len(key_cols)) + ")"
    where = cols if len(key_cols) == 1 else f"({cols})"
    out = []
    for chunk in _chunks(sorted(keys), max(1, _IN_CHUNK // len(key_cols))):
        marks = ", ".join([one] * len(chunk))
        values = f"VALUES {marks}" if len(key_cols) > 1 else marks
        sql = f"SELECT {id_column}, {cols} FROM {table.name} WHERE {where} IN ({values})"
        out += conn.exec_driver_sql(sql, tuple(v for key in chunk for v in key)).all()
    return out


def _pg_array_types(table, columns: Sequence[str]) -> list[str]:
    dialect = importlib.import_module("sqlalchemy.dialects.postgresql").dialect()
    return [f"{table.c[c].type.compile(dialect=dialect)}[]" for c in columns]


def _pg_insert(conn, table, rows: list[dict], conflict: list[str], returning: list[str] | None = None) -> list:
    """``INSERT ... SELECT * FROM unnest(arrays) ON CONFLICT (conflict) DO NOTHING``."""
    columns = list(rows[0])
    casts = ", ".join(f"%s::{typ}" for typ in _pg_array_types(table, columns))
    params = [[r[c] for r in rows] for c in columns]
    sql = (
        f"INSERT INTO {table.name} ({', '.join(columns)}) SELECT * FROM unnest({casts}) "
        f"ON CONFLICT ({', '.join(conflict)}) DO NOTHING"
    )
    if returning:
        return _pg_fetch(conn, sql + f" RETURNING {', '.join(returning)}", params)
    _pg_fetch(conn, sql, params, fetch=False)
    return []


def _pg_select_keys(conn, table, key_cols: Sequence[str], keys: list[tuple], id_column: str = "id") -> list:
    """``SELECT id, key_cols FROM table WHERE (key_cols) IN (the keys)``."""
    if not keys:
        return []
    casts = ", ".join(f"%s::{typ}" for typ in _pg_array_types(table, key_cols))
    cols = ", ".join(key_cols)
    sql = f"SELECT {id_column}, {cols} FROM {table.name} WHERE ({cols}) IN (SELECT * FROM unnest({casts}))"
    return _pg_fetch(conn, sql, [list(col) for col in zip(*keys)])


def _pg_fetch(conn, sql: str, params: list, fetch: bool = True) -> list:
    """Run ``sql`` on the connection's own psycopg cursor (inside its transaction)."""
    cursor = conn.connection.driver_connection.cursor()
    try:
        cursor.execute(sql, params)
        return cursor.fetchall() if fetch else []
    finally:
        cursor.close()


def _chunks(seq: Sequence, size: int) -> Iterator[Sequence]:
    for i in range(0, len(seq), size):
        yield seq[i : i + size]
