"""Semantic Scholar Graph API: search answers ({total, data}) and batch lists with nulls."""

from tests.sources import FIXTURES, detected, ids, papers, read


def test_search_answer_maps_external_ids_fields_of_study_and_venue():
    assert detected(FIXTURES / "s2_search.json") == "s2"
    got = read(FIXTURES / "s2_search.json")
    bert, missing, adam = got
    assert ids(bert) == {"s2": "df2b0e26d0599ce3e70df8a9da02e51594e0e992", "arxiv": "1810.04805",
                         "doi": "10.18653/v1/n19-1423", "acl": "N19-1423"}
    assert bert.authors == ["Jacob Devlin", "Ming-Wei Chang", "Kenton Lee", "Kristina Toutanova"]
    assert (bert.year, bert.venue) == (2019, "North American Chapter of the Association for Computational Linguistics")
    assert [c.area for c in adam.categories] == ["Computer Science", "Mathematics"]
    assert (missing.location, missing.reason) == ("record 2", "record has no abstract")  # "abstract": null


def test_batch_answer_null_entries_are_named():
    first, null, last = read(FIXTURES / "s2_batch.json")
    assert null.location == "record 2" and "found no paper" in null.reason
    assert [p.external_id for p in (first, last)] == [
        "df2b0e26d0599ce3e70df8a9da02e51594e0e992", "a6cb366736791bcccc5c8639de5a8f9636bf87e8"]


def test_positions_count_papers_only():
    assert [p.position for p in papers(FIXTURES / "s2_batch.json")] == [0, 1]
