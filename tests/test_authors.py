"""Author lines: order, exact names, truncation markers."""

import pytest

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
