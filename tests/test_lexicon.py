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


# ------------------------------------------------------------------- link vocabulary
def _rows(name):
    return [pytest.param(row, id=f"{name}:{row.line}") for row in lexicon.load(name)]


@pytest.mark.parametrize("row", _rows("hosts"))
def test_each_host_types_its_links(row):
    from extractor.extract.links import classify

    host = row["host"]
    host = "lab" + host if host.startswith(".") else host
    link = classify(f"https://{host}/owner/repo/x")
    expected = {"code": "code", "hub": "code", "other": "other", "page": "project_page"}[row["role"]]
    assert link.kind == expected
    if row["role"] == "code":
        assert (link.owner, link.repo) == ("owner", "repo")


@pytest.mark.parametrize("row", _rows("hub_paths"))
def test_each_hub_path_segment_decides_what_follows(row):
    from extractor.extract.links import classify

    link = classify(f"https://huggingface.co/{row['segment']}/org/name")
    if row["role"] == "repository":
        assert (link.kind, link.owner, link.repo) == ("code", "org", "name")
    else:
        assert link.kind == "other"


@pytest.mark.parametrize("row", _rows("tlds"))
def test_each_tld_makes_a_schemeless_address_a_link(row):
    from extractor.extract.links import links_in_field, links_in_text

    assert [x.url for x in links_in_field(f"lab.{row['tld']}/code")] == [f"https://lab.{row['tld']}/code"]
    assert [x.url for x in links_in_text(f"Code is at lab.{row['tld']}/code.")] == [f"https://lab.{row['tld']}/code"]


@pytest.mark.parametrize("row", _rows("downloads"))
def test_each_download_extension_is_not_a_page(row):
    from extractor.extract.links import classify

    assert classify(f"https://lab.example.org/files/data.{row['extension']}").kind == "other"
    assert classify("https://lab.example.org/files/").kind == "project_page"


@pytest.mark.parametrize("row", _rows("promises"))
def test_each_promise_pattern_marks_its_link(row):
    import regex

    from extractor.extract.links import links_in_text

    text = row["example"]
    assert regex.search(row["pattern"], text, regex.IGNORECASE), text
    assert links_in_text(text)[0].promised


@pytest.mark.parametrize("row", _rows("html_tags"))
def test_each_html_tag_is_removed_from_the_view(row):
    from extractor.text import clean

    view = clean(f"a <{row['tag']}>b</{row['tag']}> c").text
    assert "<" not in view and "b" in view
