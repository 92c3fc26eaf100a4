"""Author lines: order, exact names, truncation markers."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from extractor.extract.authors import once, parse_authors


def test_names_kept_exactly_in_order():
    assert parse_authors("Thiem Van Chu, Min-Yen Kan, Tobias Müller")[0] == [
        "Thiem Van Chu", "Min-Yen Kan", "Tobias Müller"]


def test_semicolon_separated_json_authors():
    names, cut = parse_authors("Holger S. G. Heidrich; Jannik Irmai; Prashanth L.A.", ";")
    assert names == ["Holger S. G. Heidrich", "Jannik Irmai", "Prashanth L.A."]
    assert not cut


def test_final_and_is_a_separator():
    assert parse_authors("A B, C D, and E F")[0] == ["A B", "C D", "E F"]


@pytest.mark.parametrize("line", ["A B, C D 等", "A B, C D, et al.", "A B, C D…", "A B, C D ..."])
def test_truncation_markers(line):
    assert parse_authors(line) == (["A B", "C D"], True)


def test_trailing_punctuation_is_not_part_of_a_name():
    assert parse_authors("Ann Bell, Carl Dunn.")[0] == ["Ann Bell", "Carl Dunn"]
    # ...but the period of a final initial belongs to the name
    assert parse_authors("Ann Bell, Carl D.")[0] == ["Ann Bell", "Carl D."]


@pytest.mark.parametrize(("names", "once_"), [
    (["A", "B", "C", "A", "B", "C"], ["A", "B", "C"]),
    (["A", "B", "A", "B", "A", "B"], ["A", "B"]),
    (["A", "A"], ["A"]),
    (["A", "B", "A"], ["A", "B", "A"]),
    (["A", "B", "C", "A", "B"], ["A", "B", "C", "A", "B"]),
])
def test_an_author_list_repeated_whole_is_kept_once(names, once_):
    assert once(names) == once_
    assert parse_authors("; ".join(names), ";")[0] == once_


# --- the cheap test before the truncation search (regression: the search cost half of
# reading a JSON Lines record, on lines that end in no marker at all)

class _Everything:
    def __contains__(self, _):
        return True


_PIECES = ["A B", "Ann", ",", ";", " ", "\u00a0", "\u2003", "\x1c", "et al", "ET AL.", "Et Al", "etal.",
           "and others", "AND OTHERſ", "等", "等人", "...", "…", ".", "l", "S", "ß", "İ"]


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(_PIECES), max_size=12), st.sampled_from([",", ";"]))
def test_marker_gate_never_skips_a_marker_the_search_finds(monkeypatch, pieces, sep):
    from extractor.extract import authors

    line = "".join(pieces)
    gated = parse_authors(line, sep)
    monkeypatch.setattr(authors, "_MARKER_LAST", _Everything())  # every line searched
    assert gated == parse_authors(line, sep)
    monkeypatch.undo()


def test_every_case_folded_form_of_a_marker_end_passes_the_gate():
    """The gate lists the characters a marker can end with as the search folds case."""
    import regex

    from extractor.extract.authors import _MARKER_LAST

    ends = regex.compile("[等人.ls…]", regex.IGNORECASE)
    missed = [c for c in map(chr, range(0x30000)) if not "\ud800" <= c <= "\udfff"
              and ends.fullmatch(c) and c.casefold() not in _MARKER_LAST]
    assert missed == []
