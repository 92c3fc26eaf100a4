"""The generic JSON path: {name} authors, case-insensitive keys, wrapper keys, wrapped
text, wrong-typed fields named instead of dropped."""

import json

import pytest

from extractor.records import Paper, Rejection
from tests.sources import ids, read

ABSTRACT = "We propose a method that improves accuracy on standard benchmarks by a wide margin."


def write(tmp_path, value, name="x.json"):
    f = tmp_path / name
    f.write_text(json.dumps(value))
    return f


def test_author_objects_capitalised_keys_and_collapsed_titles(tmp_path):
    f = write(tmp_path, [{"Title": "A  Title\n  Wrapped", "Abstract": "We propose a method\nthat works on many\n"
                          "hard problems.", "Authors": [{"name": "Ada Lovelace"}, {"name": "Alan Turing"}],
                          "projectPage": "https://x.github.io/p", "DOI": "https://doi.org/10.1234/ABC"}])
    (p,) = read(f)
    assert p.title == "A Title Wrapped"
    assert p.abstract == "We propose a method that works on many hard problems."
    assert p.authors == ["Ada Lovelace", "Alan Turing"]
    assert p.field_links == ["https://x.github.io/p"] and ids(p) == {"doi": "10.1234/abc"}


@pytest.mark.parametrize("wrapper", ["data", "notes", "results", "papers", "Results"])
def test_one_wrapper_key_holds_the_records(tmp_path, wrapper):
    f = write(tmp_path, {"total": 2, wrapper: [{"abstract": ABSTRACT}, {"abstract": ABSTRACT + " 2"}], "next": 2})
    assert [p.position for p in read(f)] == [0, 1]


def test_arxiv_category_codes_are_one_category_each(tmp_path):
    (p,) = read(write(tmp_path, [{"abstract": ABSTRACT, "categories": "cs.LG stat.ML"}]))
    assert [(c.area, c.subarea) for c in p.categories] == [("cs.LG", None), ("stat.ML", None)]


def test_a_repeated_author_list_is_stored_once(tmp_path):
    (p,) = read(write(tmp_path, [{"abstract": ABSTRACT, "author": "A B; C D; E F; A B; C D; E F",
                                  "aff": "U1;U2;U3;U1;U2;U3"}]))
    assert p.authors == ["A B", "C D", "E F"] and p.affiliations == ["U1", "U2", "U3"]
    (q,) = read(write(tmp_path, [{"abstract": ABSTRACT, "authors": ["A B", "C D", "A B", "C D"]}], "y.json"))
    assert q.authors == ["A B", "C D"]


@pytest.mark.parametrize(("field", "value", "message"), [
    ("title", 42, "field 'title' is a number, not text; ignored"),
    ("id", ["a", "b"], "field 'id' is a list, not text; ignored"),
    ("authors", [{"name": "A B"}, {"email": "x@y"}], "field 'authors[1]' is an object without a name; ignored"),
    ("authors", [{"name": "A B"}, 7], "field 'authors[1]' is a number, not a name; ignored"),
    ("keywords", {"a": 1}, "field 'keywords' is an object, not text or a list of text; ignored"),
    ("year", "someday", "field 'year' is 'someday', not a year; ignored"),
])
def test_a_wrong_typed_field_is_a_rejection_naming_it_and_the_paper_is_kept(tmp_path, field, value, message):
    got = read(write(tmp_path, [{"abstract": ABSTRACT, field: value}]))
    rejection, paper = got
    assert isinstance(rejection, Rejection) and isinstance(paper, Paper)
    assert (rejection.location, rejection.reason) == ("record 1", message)


def test_a_non_text_abstract_rejects_the_record_naming_the_field(tmp_path):
    (rejection,) = read(write(tmp_path, [{"abstract": ["not", "text"]}]))
    assert rejection.reason == "field 'abstract' is a list, not text; ignored"


def test_the_record_is_kept_as_read(tmp_path):
    record = {"abstract": ABSTRACT, "extra": {"nested": [1, 2]}, "Venue": "ICML", "year": "2023"}
    (p,) = read(write(tmp_path, [record]))
    assert p.record == record and (p.venue, p.year) == ("ICML", 2023)


def test_openreview_site_gives_the_forum_id(tmp_path):
    (p,) = read(write(tmp_path, [{"abstract": ABSTRACT, "id": "Hvq9RtSoHG",
                                  "site": "https://openreview.net/forum?id=Hvq9RtSoHG"}]))
    assert ids(p) == {"openreview": "Hvq9RtSoHG"}


def test_code_and_project_links_give_no_identifiers_only_the_papers_own_url(tmp_path):
    """What broke: a dataset's Zenodo DOI in ``project`` and a related paper's arXiv page in
    ``github`` became the paper's identifiers, so the loader merged distinct papers."""
    (p,) = read(write(tmp_path, [{"abstract": ABSTRACT, "site": "https://arxiv.org/abs/2401.01234v2",
                                  "project": "https://doi.org/10.5281/zenodo.10044260",
                                  "github": "https://arxiv.org/abs/2312.99999"}]))
    assert ids(p) == {"arxiv": "2401.01234"}
    assert "https://doi.org/10.5281/zenodo.10044260" in p.field_links


@pytest.mark.parametrize("number", ["99999999999999999999999999999", "1e400"])
def test_a_number_too_large_for_the_c_parser_does_not_end_the_file(tmp_path, number):
    """What broke: valid JSON with a number beyond 64 bits (or past 1e308) stopped yajl,
    so the records after it were never read; the number is read as its text now."""
    f = tmp_path / "x.json"
    f.write_text(f'[{{"abstract": "{ABSTRACT}"}}, {{"abstract": "{ABSTRACT} 2", "id": {number}}}, '
                 f'{{"abstract": "{ABSTRACT} 3"}}]')
    papers = read(f)
    assert [p.abstract for p in papers] == [ABSTRACT, ABSTRACT + " 2", ABSTRACT + " 3"]


def test_a_json_lines_api_answer_with_many_brackets_gives_its_records(tmp_path):
    """What broke: a saved API answer on one line with more than 32 brackets (records with
    author objects) was rejected as "2 JSON values on one line"."""
    record = {"abstract": ABSTRACT, "authors": [{"name": f"Author {i}"} for i in range(20)]}
    f = tmp_path / "answers.jsonl"
    f.write_text(json.dumps({"total": 2, "data": [record, dict(record, abstract=ABSTRACT + " 2")]}) + "\n")
    papers = read(f)
    assert [p.abstract for p in papers] == [ABSTRACT, ABSTRACT + " 2"]
    assert all(isinstance(p, Paper) and len(p.authors) == 20 for p in papers)
