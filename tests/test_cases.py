"""Regression cases as data: ``tests/cases/*.jsonl``, one line per phenomenon.

Each line is ``{"name": ..., "text": ..., "title": ...?, <field>: [expected facts], "xfail": "why"?}``
where a field is ``results``, ``datasets``, ``artifacts`` or ``links``.  Only the keys an
expected fact gives are compared (``{"value": 40, "kind": "speedup"}`` checks two
attributes), and the facts must come in the order the extractor reports them, all of
them: a case that lists two results fails when a third appears.  A line with ``xfail``
is a known hard case (strict: it fails the suite the day it starts passing, so its mark
is removed then).  Name a case after what broke, as a regression test would be named.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from extractor.records import Paper

CASES = Path(__file__).parent / "cases"
FIELDS = ("results", "datasets", "artifacts", "links")


def _load():
    for path in sorted(CASES.glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            case = json.loads(line)
            marks = [pytest.mark.xfail(strict=True, reason=case["xfail"])] if case.get("xfail") else []
            yield pytest.param(case, id=f"{path.stem}:{number}:{case['name']}", marks=marks)


def _facts(paper: Paper, field: str) -> list[dict]:
    from dataclasses import asdict

    return [asdict(f) for f in getattr(paper, field)]


def _compare(expected: list[dict], got: list[dict]) -> list[dict]:
    """``got`` reduced to the keys each expected fact names (for a readable diff)."""
    return [{k: g.get(k) for k in e} for e, g in zip(expected, got)] + got[len(expected):]


@pytest.mark.parametrize("case", list(_load()))
def test_case(case):
    from extractor.extract.paper import extract_paper

    unknown = set(case) - {"name", "text", "title", "xfail", "field_links", *FIELDS}
    assert not unknown, f"unknown keys {unknown} in case {case['name']!r}"
    paper = extract_paper(
        Paper(abstract=case["text"], position=0, field_links=case.get("field_links", []), title=case.get("title"))
    )
    checked = [f for f in FIELDS if f in case]
    assert checked, f"case {case['name']!r} expects nothing"
    for field in checked:
        expected = case[field]
        got = _facts(paper, field)
        assert _compare(expected, got) == expected, f"{field} of {case['name']!r}"


def test_case_names_are_unique():
    names = [p.values[0]["name"] for p in _load()]
    assert len(names) == len(set(names)), "two cases share a name"
