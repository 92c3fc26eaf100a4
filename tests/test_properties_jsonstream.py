"""The JSON stream reads every valid document as ``json.loads`` does, whatever its chunk
boundaries, except that a number the C parser cannot hold arrives as its text."""

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from extractor.sources import jsonstream

LIMIT = 2**63 - 1
# characters that matter to the quoting: quotes, escapes, digits, exponents, signs
TEXT = st.text(alphabet='"\\0123456789eE+-. ab\n\u00e9[{', max_size=40)
NUMBERS = st.one_of(st.integers(), st.integers(min_value=LIMIT - 3, max_value=LIMIT + 3).map(lambda n: n * (-1) ** n),
                    st.integers(min_value=10**18, max_value=10**40), st.floats(allow_nan=False, allow_infinity=False))
VALUES = st.recursive(st.one_of(st.none(), st.booleans(), NUMBERS, TEXT),
                      lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(TEXT, inner, max_size=4)),
                      max_leaves=20)


def expected(value):
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int) and abs(value) > LIMIT:
        return str(value)
    if isinstance(value, list):
        return [expected(v) for v in value]
    if isinstance(value, dict):
        return {k: expected(v) for k, v in value.items()}
    return value


def records(data: bytes, buf: int, monkeypatch) -> list:
    monkeypatch.setattr(jsonstream, "BUF", buf)
    return list(jsonstream.json_records(io.BytesIO(data)))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(items=st.lists(VALUES, max_size=5), buf=st.sampled_from([1, 2, 3, 5, 8, 64 * 1024]), indent=st.sampled_from([None, 1]))
def test_any_document_reads_as_json_loads_with_large_numbers_as_text(items, buf, indent, monkeypatch):
    data = json.dumps(items, indent=indent, ensure_ascii=False).encode()
    assert records(data, buf, monkeypatch) == expected(items)


@pytest.mark.parametrize("number, read", [
    ("1e400", "1e400"), ("-1E+400", "-1E+400"), ("1.5e308", 1.5e308), ("1e-400", 0.0),
    ("9223372036854775807", 2**63 - 1), ("-9223372036854775808", "-9223372036854775808"),
    ("1" + "0" * 4000, "1" + "0" * 4000), ("0." + "1" * 4000, float("0." + "1" * 4000)),
])
@pytest.mark.parametrize("buf", [1, 7, 64 * 1024])
def test_numbers_at_and_past_the_limits(number, read, buf, monkeypatch):
    data = f'[{{"n": {number}, "s": "{number} \\" {number}"}}, 2]'.encode()
    assert records(data, buf, monkeypatch) == [{"n": read, "s": f'{number} " {number}'}, 2]


@settings(max_examples=300, deadline=None)
@given(value=VALUES)
def test_a_json_lines_line_reads_as_a_document_does(value):
    """What broke: a line with more than 32 brackets (an API answer with its records, a
    record with many authors) went through the document reader, which opened the wrapper
    and rejected "2 JSON values on one line"; and a large number read as a number on a
    short line but as text on a long one."""
    line = json.dumps(value, ensure_ascii=False)
    assert jsonstream.parse_line(line) == expected(value)
    assert jsonstream.parse_line(line + " " * 3) == expected(value)


def test_a_long_wrapper_line_is_one_value_and_large_numbers_are_text_on_any_line():
    record = {"abstract": "x", "authors": [{"name": "a"}] * 20, "id": 2**70}
    wrapper = {"data": [record, record]}
    assert jsonstream.parse_line(json.dumps(wrapper)) == expected(wrapper)
    assert jsonstream.parse_line('{"n": 1e400, "m": 1.5}') == {"n": "1e400", "m": 1.5}
