"""BibTeX with abstracts: LaTeX unescaped, Last, First names, ids from doi/url/eprint."""

from tests.sources import FIXTURES, detected, ids, read, rejections


def test_acl_anthology_entries():
    assert detected(FIXTURES / "acl.bib") == "bibtex"
    bert, tables, no_abstract = read(FIXTURES / "acl.bib")
    assert bert.title == "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding"
    assert bert.authors == ["Jacob Devlin", "Ming-Wei Chang", "Kenton Lee", "Kristina Toutanova"]
    assert bert.abstract.endswith("pushing the GLUE score to 80.5% (7.7% point absolute improvement).")
    assert ids(bert) == {"doi": "10.18653/v1/n19-1423", "acl": "N19-1423"}
    assert bert.year == 2019 and bert.venue.startswith("Proceedings of the 2019 Conference of the North American")
    assert bert.record["publisher"] == "Association for Computational Linguistics"  # @string resolved
    assert bert.line == 4
    assert tables.title == "Reading Tables with Müller's Method"
    assert tables.authors == ["Tobias Müller", "José García", "Jan van der Berg"]
    assert tables.keywords == ["tables", "question answering"]
    assert ids(tables) == {"acl": "2022.findings-acl.12"}
    assert (no_abstract.location, no_abstract.reason) == ("line 31", "record has no abstract")


def test_bibtex_without_any_abstract_is_rejected_as_a_file():
    (rejection,) = read(FIXTURES / "no_abstracts.bib")
    assert rejection.location is None and "BibTeX with 2 entries and no abstract field" in rejection.reason


def test_a_broken_entry_is_one_rejection_and_the_next_is_read(tmp_path):
    f = tmp_path / "x.bib"
    f.write_text('@article{a, title = {Broken, abstract = {We show a method that works on many problems.}\n\n'
                 '@article{b,\n  title = {Fine},\n  author = {Doe, Jane},\n'
                 '  abstract = {We show another method that works on many hard problems.}\n}\n')
    got = read(f)
    assert [type(x).__name__ for x in got] == ["Rejection", "Paper"]
    assert got[0].location == "line 1" and "malformed BibTeX" in got[0].reason
    assert got[1].authors == ["Jane Doe"]


def test_an_arxiv_export_gives_the_eprint_id(tmp_path):
    f = tmp_path / "a.bib"
    f.write_text("@misc{x, title={T}, author={Ba, Jimmy}, eprint={1412.6980v2}, archivePrefix={arXiv},\n"
                 "  abstract={We introduce Adam, an algorithm for first-order gradient-based optimization.}}\n")
    (paper,) = read(f)
    assert ids(paper) == {"arxiv": "1412.6980"}
    assert not rejections(f)
