"""CSV exports with a header row: columns matched like JSON keys."""

from extractor.sources.text import MAX_LINE
from tests.sources import FIXTURES, detected, read


def test_columns_are_matched_like_json_keys():
    assert detected(FIXTURES / "papers.csv") == "csv"
    first, second = read(FIXTURES / "papers.csv")
    assert (first.external_id, first.title) == ("p1", "Frugal Adversarial Training")
    assert first.authors == ["Maria Gonzalez", "Wei Chen", "Tobias Müller"]
    assert [(c.area, c.subarea) for c in first.categories] == [("Deep Learning", "Robustness")]
    assert first.field_links == ["https://github.com/example-lab/frugal-at"] and first.year == 2024
    assert second.authors == ["Jonas Berg", "Lena Vogel"] and second.field_links == []
    assert (first.line, first.record["Paper ID"]) == (None, "p1")


def test_tab_separated_and_a_short_row(tmp_path):
    f = tmp_path / "x.tsv"
    f.write_text("title\tabstract\tauthors\nT\tWe show a method that works well on many hard problems.\tA B; C D\n"
                 "U\tonly two cells\n")
    paper, short = read(f)
    assert paper.authors == ["A B", "C D"]
    assert short.location == "line 3" and "2 cells, the header 3" in short.reason


def test_csv_without_an_abstract_column_is_rejected_naming_its_columns(tmp_path):
    f = tmp_path / "x.csv"
    f.write_text("id,title,authors\n1,T,A B\n")
    (rejection,) = read(f)
    assert rejection.reason.startswith("CSV with columns id, title, authors: no abstract column")


def test_a_row_over_the_field_size_limit_is_one_rejection_and_later_rows_are_read(tmp_path):
    """What broke: one oversized field ended the file: every later row was lost (all of
    them when it was the first row), although a malformed row is a record rejection."""
    f = tmp_path / "x.csv"
    f.write_text("title,abstract\n"
                 "Big," + "y" * (MAX_LINE + 10) + "\n"
                 "Ok,We show a method that works well on many hard problems.\n")
    rejection, paper = read(f)
    assert rejection.location == "line 2" and rejection.reason.startswith("malformed CSV: field larger than")
    assert paper.title == "Ok"
