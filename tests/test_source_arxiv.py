"""arXiv: API Atom feeds, OAI-PMH (arXiv and arXivRaw metadata), the metadata snapshot."""

import json

import pytest

from extractor.sources.jsonstream import MAX_DEPTH
from tests.sources import FIXTURES, detected, ids, papers, read


def test_atom_feed_maps_ids_titles_authors_categories_and_links():
    assert detected(FIXTURES / "arxiv_atom.xml") == "arxiv-atom"
    first, old = papers(FIXTURES / "arxiv_atom.xml")
    assert first.title == "Sparse Mixtures of Adapters for Efficient Fine-Tuning of Large Language Models"
    assert first.abstract.startswith("We propose SparseMoA, a mixture of low-rank adapters routed per token. On GLUE")
    assert "\n" not in first.abstract  # hard wraps joined
    assert first.authors == ["Ana Souza", "Kenji Watanabe"]
    assert first.affiliations == ["University of Lisbon", ""]
    assert [c.area for c in first.categories] == ["cs.LG", "cs.CL"]
    assert first.field_links == ["https://github.com/asouza/sparse-moa"]  # from arxiv:comment
    assert ids(first) == {"arxiv": "2401.12345", "doi": "10.1000/xyz.2024.17"}
    assert (first.external_id, first.year, first.venue) == ("2401.12345", 2024, "arXiv")
    assert first.record["comment"].startswith("12 pages")
    assert ids(old) == {"arxiv": "hep-ex/0307015"} and old.authors == ["H1 Collaboration"]


def test_an_api_error_entry_is_a_rejection_not_a_paper():
    (rejection,) = read(FIXTURES / "arxiv_atom_error.xml")
    assert "arXiv API answered an error: incorrect id format" in rejection.reason


def test_oai_arxiv_metadata_names_and_affiliations_in_order():
    assert detected(FIXTURES / "arxiv_oai.xml") == "arxiv-oai"
    got = read(FIXTURES / "arxiv_oai.xml")  # the deleted record is passed over
    first, second = got
    assert first.authors == ["C. Balázs", "E. L. Berger", "P. M. Nadolsky"]
    assert first.affiliations == ["", "Argonne National Laboratory", ""]
    assert first.title == "Calculation of prompt diphoton production cross sections at Tevatron and LHC energies"
    assert ids(first) == {"arxiv": "0704.0001", "doi": "10.1103/physrevd.76.013009"} and first.year == 2007
    assert [c.area for c in second.categories] == ["cs.LG", "stat.ML"]
    assert second.field_links == ["https://dreamstep.github.io/"]


def test_oai_arxiv_raw_resolves_latex_accents_in_the_author_string():
    (paper,) = papers(FIXTURES / "arxiv_oai_raw.xml")
    assert paper.authors == ["C. Balázs", "E. L. Berger", "P. M. Nadolsky", "C.-P. Yuan"]
    assert paper.year == 2007


def test_oai_error_is_a_rejection(tmp_path):
    f = tmp_path / "oai.xml"
    f.write_text('<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">'
                 '<responseDate>2024-01-01</responseDate><request verb="ListRecords">x</request>'
                 '<error code="noRecordsMatch">The combination of the values results in an empty list.</error>'
                 '</OAI-PMH>')
    (rejection,) = read(f)
    assert rejection.reason.startswith("OAI-PMH error noRecordsMatch")


def test_oai_in_another_metadata_format_is_rejected_saying_so(tmp_path):
    f = tmp_path / "dc.xml"
    f.write_text('<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords>'
                 '<record><header><identifier>x</identifier></header><metadata>'
                 '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/"><title>T</title></oai_dc:dc>'
                 '</metadata></record></ListRecords></OAI-PMH>')
    (rejection,) = read(f)
    assert "oai_dc" in rejection.reason and "arXiv and arXivRaw" in rejection.reason


def test_snapshot_uses_authors_parsed_splits_categories_and_finds_code_in_comments():
    assert detected(FIXTURES / "arxiv_snapshot.jsonl") == "arxiv-jsonl"
    first, second = papers(FIXTURES / "arxiv_snapshot.jsonl")
    assert first.authors == ["C. Balázs", "E. L. Berger", "P. M. Nadolsky", "C. -P. Yuan"]
    assert first.title == "Calculation of prompt diphoton production cross sections at Tevatron and LHC energies"
    assert ids(first) == {"arxiv": "0704.0001", "doi": "10.1103/physrevd.76.013009"}
    assert first.year == 2007
    assert [(c.area, c.subarea) for c in second.categories] == [("cs.LG", None), ("stat.ML", None)]
    assert second.field_links == ["https://github.com/sokafor/dreamstep"]
    assert second.authors == ["Samuel Okafor", "Hugo Laurent Jr"]
    assert second.abstract.endswith("by 18.2 percentage points.")


def test_truncated_atom_keeps_the_complete_entries(tmp_path):
    text = (FIXTURES / "arxiv_atom.xml").read_text()
    f = tmp_path / "cut.xml"
    f.write_text(text[: text.index("<title>Multi-Electron")])
    got = read(f)
    assert [p.external_id for p in got[:-1]] == ["2401.12345"]
    assert got[-1].location == "entry 2" and "truncated XML" in got[-1].reason


def test_an_entity_bomb_is_refused_never_expanded(tmp_path):
    f = tmp_path / "bomb.xml"
    lol = "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10))
    f.write_text(f'<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY lol0 "lol">{lol}]>'
                 '<feed xmlns="http://www.w3.org/2005/Atom"><entry><summary>&lol9;</summary></entry></feed>')
    (rejection,) = read(f)
    assert "entity expansion is off" in rejection.reason


def test_an_external_entity_is_refused(tmp_path):
    f = tmp_path / "xxe.xml"
    f.write_text('<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                 '<feed xmlns="http://www.w3.org/2005/Atom"><entry><summary>&x;</summary></entry></feed>')
    (rejection,) = read(f)
    assert "refused" in rejection.reason and "root" not in rejection.reason


def test_an_entry_without_summary_is_rejected_and_the_rest_read(tmp_path):
    f = tmp_path / "feed.xml"
    f.write_text('<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/2401.00001v1</id>'
                 '<title>No summary</title></entry><entry><id>http://arxiv.org/abs/2401.00002v1</id>'
                 '<summary>We show a method that works well on many hard problems.</summary></entry></feed>')
    missing, paper = read(f)
    assert (missing.location, missing.reason) == ("entry 1", "record has no abstract")
    assert paper.external_id == "2401.00002"


def test_an_entry_nested_too_deep_is_rejected(tmp_path):
    f = tmp_path / "deep.xml"
    depth = MAX_DEPTH + 5
    f.write_text('<feed xmlns="http://www.w3.org/2005/Atom"><entry><summary>x</summary>' + "<a>" * depth
                 + "</a>" * depth + "</entry></feed>")
    (rejection,) = read(f)
    assert "nested deeper" in rejection.reason


@pytest.mark.parametrize("line", ['{"id": "2401.1", "abstract": "x", "authors_parsed": 3}'])
def test_snapshot_wrong_authors_parsed_falls_back_to_the_authors_string(tmp_path, line):
    f = tmp_path / "s.jsonl"
    record = json.loads(line) | {"authors": "A B and C D", "submitter": "A B",
                                  "abstract": "We show a method that works well on many hard problems."}
    f.write_text(json.dumps(record) + "\n")
    (paper,) = papers(f)
    assert paper.authors == ["A B", "C D"]
