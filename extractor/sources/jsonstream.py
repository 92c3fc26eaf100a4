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
import regex

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


def json_records(stream, whole: bool = False) -> Iterator[object]:
    """Records of a JSON document (see the module's docstring), each a Python value;
    with ``whole``, each top-level value as it is (an array or a wrapper object not
    opened), still under the nesting cap."""
    mode = "top"  # top | object (a top-level object: a record or a wrapper) | items | rest
    depth = 0  # containers open after the current event
    items_at = 0  # depth inside the array whose items are the records
    key = None
    builder: ijson.ObjectBuilder | None = None
    too_deep = False
    events = ijson.basic_parse(_LargeNumbersQuoted(stream), use_float=True, multiple_values=True, buf_size=BUF)
    for event, value in events:
        opening = event == "start_map" or event == "start_array"
        closing = event == "end_map" or event == "end_array"
        if mode == "top":
            if event == "start_array" and not whole:
                mode, depth, items_at = "items", 1, 1
            elif opening:
                mode, depth, key, too_deep = "object", 1, None, False
                builder = ijson.ObjectBuilder()
                builder.event(event, value)
            else:
                yield value  # a bare scalar: not a record, the caller says so
            continue
        if mode == "object":
            if depth == 1 and event == "map_key":
                key = value
            elif depth == 1 and event == "start_array" and not whole and key.casefold() in WRAPPERS:
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


class _LargeNumbersQuoted(io.RawIOBase):
    """The bytes of a JSON document with every number ijson's C parser cannot hold
    (an integer past 64 bits, a float past ``1e308``) turned into a string.

    yajl stops at such a number with "integer overflow" and cannot go on, so one ``"id":
    123456789012345678901234`` ended the file.  The number is valid JSON and the field
    rarely matters; as a string it reads as JSON Lines (``json.loads``) reads it, near
    enough.  Only chunks with a run of 19 digits or a 3-digit exponent are tokenized;
    the others only update whether the stream is inside a string, by counting quotes.
    """

    def __init__(self, raw):
        super().__init__()
        self._raw = raw
        self._in_string = False
        self._carry = b""  # a tail the next chunk may continue (digits, an escape)
        self._out = b""
        self._eof = False

    def readable(self) -> bool:
        return True

    def readinto(self, b) -> int:
        while not self._out and not self._eof:
            chunk = self._raw.read(BUF)
            self._eof = not chunk
            data = self._carry + chunk
            cut = len(data) if self._eof else _cut(data)
            self._carry = data[cut:]
            self._out = self._quoted(data[:cut])
        n = min(len(b), len(self._out))
        b[:n] = self._out[:n]
        self._out = self._out[n:]
        return n

    def _quoted(self, data: bytes) -> bytes:
        if not _suspect(data):
            quotes = data.count(b'"')
            if b'\\"' in data:
                quotes -= _ESCAPE.findall(data).count(b'\\"')
            self._in_string ^= quotes % 2 == 1
            return data
        start = 0
        if self._in_string:
            rest = _REST_OF_STRING.match(data)
            if rest is None:
                return data
            start, self._in_string = rest.end(), False

        def token(m: regex.Match) -> bytes:
            if m.group(2) is not None:
                return _as_string(m.group(2))
            if m.group(1) is None:  # a string the next chunk closes
                self._in_string = True
            return m.group(0)

        return data[:start] + _TOKEN.sub(token, data[start:])


def _as_string(number: bytes) -> bytes:
    if not _JSON_NUMBER.fullmatch(number):
        return number  # not JSON: the parser says so
    if _JSON_INTEGER.fullmatch(number):
        digits = number.lstrip(b"-")
        too_large = len(digits) > 19 or (len(digits) == 19 and int(digits) > 2**63 - 1)
    else:
        too_large = float(number) in (float("inf"), float("-inf"))
    return b'"' + number + b'"' if too_large else number


def _cut(data: bytes) -> int:
    """Where the bytes the next chunk cannot change end: before a trailing number or
    escape, unless that run is longer than ``MAX_CARRY`` (then never inside an escape; a
    number of more than 4,096 digits split there is a malformed-JSON rejection)."""
    cut = len(data.rstrip(_CONTINUED))
    if len(data) - cut <= MAX_CARRY:
        return cut
    backslashes = len(data) - len(data.rstrip(b"\\"))
    return len(data) - backslashes % 2


MAX_CARRY = 4096
_CONTINUED = b"0123456789.eE+-\\"
def _suspect(data: bytes) -> bool:
    """A run of 19 digits or a 3-digit exponent: what an overflowing number needs (a
    translate and three finds: a regex search costs ten times as much)."""
    folded = data.translate(_FOLD)
    return b"0" * 19 in folded or b"e000" in folded or b"e+000" in folded


_FOLD = bytes.maketrans(b"123456789E-", b"000000000e+")
_ESCAPE = regex.compile(rb"\\.", regex.DOTALL)
_REST_OF_STRING = regex.compile(rb'(?:[^"\\]++|\\.)*+"', regex.DOTALL)
_TOKEN = regex.compile(rb'"(?:[^"\\]++|\\.)*+(")?|(-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)', regex.DOTALL)
_JSON_NUMBER = regex.compile(rb"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_JSON_INTEGER = regex.compile(rb"-?(?:0|[1-9][0-9]*)")


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


def _int_or_text(text: str) -> int | str:
    """As the document reader reads an integer: past 64 bits, its text (the same record
    reads the same from a JSON array and a JSON Lines file)."""
    digits = text.lstrip("-")
    if len(digits) > 19 or (len(digits) == 19 and int(digits) > 2**63 - 1):
        return text
    return int(text)


def _float_or_text(text: str) -> float | str:
    value = float(text)
    return text if value in (float("inf"), float("-inf")) else value


def parse_line(line: str) -> object:
    """One JSON value from a line, ``TOO_DEEP`` past the cap; raises ``ValueError``.

    ``json.loads`` recurses per level, so it only sees lines that cannot be too deep:
    counting brackets is a bound on the depth that costs no parse.
    """
    if line.count("[") + line.count("{") <= MAX_DEPTH:
        return json.loads(line, parse_int=_int_or_text, parse_float=_float_or_text)
    values = list(json_records(io.BytesIO(line.encode("utf-8", "surrogatepass")), whole=True))
    if len(values) != 1:
        raise ValueError(f"{len(values)} JSON values on one line")
    return values[0]
