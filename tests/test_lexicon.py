"""The lexicon loader, and one generated test per row of the shipped vocabulary files.

A row that the extractors cannot use (a hedge the number reader does not pick up) fails
under its own name, so a reviewer who adds a word sees at once whether it works."""

from __future__ import annotations

import pytest

from extractor import lexicon
from extractor.lexicon import LexiconError, parse


def test_rows_are_typed_as_the_header_declares():
    rows = parse("# a comment\nword\tscale:float?\tkind:up|down\n\nx\t1.5\tup\ny\t\tdown | up\n", "t.tsv")
    assert [r["word"] for r in rows] == ["x", "y"]
    assert rows[0]["scale"] == 1.5 and rows[1]["scale"] is None
    assert rows[1].values("kind") == ["down", "up"]
    assert rows[0].where == "t.tsv:4"


@pytest.mark.parametrize(
    "text, message",
    [
        ("word\nx\ty\n", "t.tsv:2: 2 cells for 1 columns"),
        ("word\tkind:up|down\nx\tsideways\n", "t.tsv:2: column 'kind': 'sideways' is not one of down, up"),
        ("word\tn:int\nx\tmany\n", "t.tsv:2: column 'n'"),
        ("word\tpattern:regex\nx\t(unclosed\n", "t.tsv:2: column 'pattern'"),
        ("word\tother\nx\t\n", "t.tsv:2: column 'other' is empty"),
        ("# only a comment\n", "t.tsv: no header line"),
        ("word\tword\n", "t.tsv:1: a column name appears twice"),
        ("word\tflag:bool\nx\tmaybe\n", "t.tsv:2: column 'flag'"),
    ],
)
def test_a_bad_row_names_its_file_and_line(text, message):
    with pytest.raises(LexiconError) as err:
        parse(text, "t.tsv")
    assert message in str(err.value)


def test_an_unknown_lexicon_is_a_clear_error():
    with pytest.raises(LexiconError, match="no such lexicon"):
        lexicon.load("no-such-lexicon")


def test_every_shipped_lexicon_loads():
    assert "hedges" in lexicon.names()
    for name in lexicon.names():
        assert lexicon.load(name), f"{name} has no rows"


def _hedge_cases():
    for row in lexicon.load("hedges"):
        for position in row.values("position"):
            yield pytest.param(row, position, id=f"{row['hedge']}-{position}")


@pytest.mark.parametrize("row, position", list(_hedge_cases()))
def test_each_hedge_qualifies_the_number_it_stands_by(row, position):
    from extractor.extract.numbers import extract_results
    from extractor.nlp import analyze

    hedge = row["hedge"]
    if row["form"] == "symbol":
        number = f"${hedge}$5%" if hedge.startswith("\\") else f"{hedge}5%"
    elif position == "before":
        number = f"{hedge} 5%"
    else:
        number = f"5% {hedge}"
    text = f"Our method improves accuracy by {number} over the baseline."
    results = extract_results(analyze(text), [])
    assert [r.qualifier for r in results] == [row["normal"] or hedge.lower()], text
