"""JSON records one at a time, from a byte stream or a line, with a nesting cap.

Built on ijson's event stream (no recursion, no prefix strings) so that a 1,000,000-record
file costs the memory of one record and a record nested 100,000 deep is a rejected
record, never a ``RecursionError``.  Records are the items of a top-level array, the items
of the array under one wrapper key of a top-level object (``data``, ``notes``,
``results``, ``papers``: API responses such as ``{"total": 3, "data": [...]}``), or a
top-level object itself; several top-level values may follow one another.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator

import ijson

MAX_DEPTH = 32
# bytes ijson parses at a time: its C backend makes every event of a buffer at once, so a
# larger buffer of tiny records costs ~30 times its size in event tuples
BUF = 64 * 1024
WRAPPERS = frozenset({"data", "notes", "results", "papers"})


class TooDeep:
    """Stands for a record skipped for its nesting depth."""

    __slots__ = ()


TOO_DEEP = TooDeep()
JSONError = (ijson.JSONError, ValueError)


def json_records(stream) -> Iterator[object]:
    """Records of a JSON document (see the module's docstring), each a Python value."""
    mode = "top"  # top | object (a top-level object: a record or a wrapper) | items | rest
    depth = 0  # containers open after the current event
    items_at = 0  # depth inside the array whose items are the records
    key = None
    builder: ijson.ObjectBuilder | None = None
    too_deep = False
    for event, value in ijson.basic_parse(stream, use_float=True, multiple_values=True, buf_size=BUF):
        opening = event == "start_map" or event == "start_array"
        closing = event == "end_map" or event == "end_array"
        if mode == "top":
            if event == "start_array":
                mode, depth, items_at = "items", 1, 1
            elif event == "start_map":
                mode, depth, key, too_deep = "object", 1, None, False
                builder = ijson.ObjectBuilder()
                builder.event(event, value)
            else:
                yield value  # a bare scalar: not a record, the caller says so
            continue
        if mode == "object":
            if depth == 1 and event == "map_key":
                key = value
            elif depth == 1 and event == "start_array" and key.casefold() in WRAPPERS:
                mode, depth, items_at, builder = "items", 2, 2, None  # what came before was metadata
                continue
            depth += opening - closing
            if depth > MAX_DEPTH:
                too_deep, builder = True, None
            if builder is not None:
                builder.event(event, value)
            if depth == 0:
                yield TOO_DEEP if too_deep else builder.value
                mode, builder = "top", None
            continue
        if mode == "items":
            if depth == items_at:
                if event == "end_array":  # the end of the records
                    depth -= 1
                    mode = "top" if depth == 0 else "rest"
                    continue
                if not opening:
                    yield value  # a scalar item (null in a batch answer): the caller says so
                    continue
                builder, too_deep = ijson.ObjectBuilder(), False
            depth += opening - closing
            if depth - items_at > MAX_DEPTH:
                too_deep, builder = True, None
            if builder is not None:
                builder.event(event, value)
            if depth == items_at:
                yield TOO_DEEP if too_deep else builder.value
                builder = None
            continue
        # rest: the wrapper object's keys after the records, skipped
        depth += opening - closing
        if depth == 0:
            mode = "top"


def wrapped(value: object) -> list | None:
    """The records of a wrapper object (the first ``WRAPPERS`` key holding a list), as a
    document's top-level object is read; None when ``value`` is not one."""
    if not isinstance(value, dict):
        return None
    shape = tuple(value)
    keys = _WRAPPER_KEYS.get(shape)
    if keys is None:  # the records of a file share their keys: looked at once
        if len(_WRAPPER_KEYS) > 10_000:
            _WRAPPER_KEYS.clear()
        keys = _WRAPPER_KEYS[shape] = tuple(k for k in shape if isinstance(k, str) and k.casefold() in WRAPPERS)
    for key in keys:
        if isinstance(value[key], list):
            return value[key]
    return None


_WRAPPER_KEYS: dict[tuple, tuple] = {}


def parse_line(line: str) -> object:
    """One JSON value from a line, ``TOO_DEEP`` past the cap; raises ``ValueError``.

    ``json.loads`` recurses per level, so it only sees lines that cannot be too deep:
    counting brackets is a bound on the depth that costs no parse.
    """
    if line.count("[") + line.count("{") <= MAX_DEPTH:
        return json.loads(line)
    values = list(json_records(io.BytesIO(line.encode("utf-8", "surrogatepass"))))
    if len(values) != 1:
        raise ValueError(f"{len(values)} JSON values on one line")
    return values[0]
