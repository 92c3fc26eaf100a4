"""Nothing stored as garbage: files no reader maps are rejected saying what was
recognised and what was missing, while the other files of the run still land."""

import json

import pytest
from sqlalchemy import text

from extractor.pipeline import ingest
from extractor.records import Paper
from tests.conftest import EXAMPLES
from tests.sources import detected, read

ABSTRACT = "We propose a method that improves accuracy on standard benchmarks by a wide margin."

GARBAGE = {
    "unknown.xml": ('<?xml version="1.0"?><catalog xmlns="urn:books"><book><title>T</title></book></catalog>',
                    "XML with root element <catalog> (urn:books): not a format extractor reads"),
    "page.html": ("<!DOCTYPE html>\n<html><head><title>Papers</title></head><body><p>" + ABSTRACT
                  + "</p></body></html>", "an HTML page, not a listing"),
    "page2.htm": ("<html>\n<body><p>" + ABSTRACT + "</p></body></html>", "an HTML page, not a listing"),
    "refs.bib": ("@article{a, title={T}, author={Doe, Jane}, year={2020}}\n",
                 "BibTeX with 1 entries and no abstract field"),
    "table.csv": ("id,title,authors,venue\n1,T,A B,ICML\n",
                  "CSV with columns id, title, authors, venue: no abstract column"),
    "shape.json": (json.dumps([{"name": "x", "score": 3}]), "JSON records with keys name, score: no abstract field"),
    "shape.jsonl": (json.dumps({"paper": "x"}) + "\n", "JSON records with keys paper: no abstract field"),
    "broken.xml": ("<?xml version='1.0'?>\n<<feed>", "malformed or truncated XML"),
}


@pytest.mark.parametrize("name", sorted(GARBAGE))
def test_a_file_no_reader_maps_is_rejected_as_a_whole(tmp_path, name):
    content, reason = GARBAGE[name]
    f = tmp_path / name
    f.write_text(content)
    (rejection,) = read(f)
    assert rejection.location is None and reason in rejection.reason


def test_garbage_is_rejected_while_the_other_files_land(engine, tmp_path):
    for name, (content, _) in GARBAGE.items():
        (tmp_path / name).write_text(content)
    (tmp_path / "good.json").write_text(json.dumps([{"abstract": ABSTRACT}]))
    summary = ingest(engine, [str(tmp_path)])
    assert summary.files_rejected == len(GARBAGE) and summary.files_ingested == 1
    assert summary.papers_new == 1 and summary.status == "rejected"
    with engine.connect() as conn:
        formats = dict(conn.execute(text("SELECT name, format FROM sources")).all())
    assert formats["good.json"] == "json" and formats["page.html"] == "rejected"
    again = ingest(engine, [str(tmp_path)])  # recorded with their hash: not read again until they change
    assert again.files_skipped == len(GARBAGE) + 1


@pytest.mark.parametrize(("name", "fmt"), [("feed.txt", "listing"), ("listing.txt", "listing"),
                                           ("papers.json", "json"), ("papers.jsonl", "jsonl")])
def test_the_bundled_examples_keep_their_formats(name, fmt):
    assert detected(EXAMPLES / name) == fmt


def test_a_listing_whose_first_line_has_commas_is_not_taken_for_csv(tmp_path):
    f = tmp_path / "l.txt"
    f.write_text(f"Ada Lovelace, Alan Turing\n\n{ABSTRACT}\n")
    assert detected(f) == "listing"


def test_every_format_is_a_format_choice_and_in_the_readme_input_table():
    from extractor.cli import build_parser
    from extractor.sources.formats import FORMATS
    from tests.conftest import ROOT

    ingest_parser = build_parser()._subparsers._group_actions[0].choices["ingest"]
    (option,) = [a for a in ingest_parser._actions if a.dest == "format"]
    assert tuple(option.choices) == FORMATS
    readme = (ROOT / "README.md").read_text()
    table = readme[readme.index("## Inputs"):readme.index("## Command line")]
    assert all(f"| `{name}` |" in table for name in FORMATS if name != "auto")


def _cut(text: str, marker: str) -> str:
    return text[: text.index(marker)]


@pytest.mark.parametrize(("fixture", "marker", "kept", "reason"), [
    ("arxiv_oai.xml", "<id>2106.01234", ["0704.0001"], "malformed or truncated XML"),
    ("openreview_v2.json", '"A Benchmark for Multimodal', ["2dnO3LLiJ1"], "malformed or truncated JSON after 1"),
    ("s2_search.json", "a6cb366736791bcc", ["df2b0e26d0599ce3e70df8a9da02e51594e0e992"],
     "malformed or truncated JSON after 2"),
    ("acl.bib", "  journal={arXiv", ["devlin-etal-2019-bert", "muller-etal-2022-tables"], "malformed BibTeX entry"),
])
def test_a_truncated_file_keeps_its_complete_records_and_names_the_break(tmp_path, fixture, marker, kept, reason):
    from tests.sources import FIXTURES

    text = (FIXTURES / fixture).read_text()
    f = tmp_path / fixture
    f.write_text(_cut(text, marker))
    got = read(f)
    papers = [x for x in got if isinstance(x, Paper)]
    assert [p.external_id for p in papers] == kept
    assert reason in got[-1].reason


@pytest.mark.parametrize(("record", "fmt"), [
    ({"id": "x", "forum": "x", "invitation": "i", "content": {"title": {"value": "T"}}}, "openreview"),
    ({"paper": {"id": "2401.00001", "title": "T", "authors": []}}, "hf-daily"),
    ({"paperId": "a" * 40, "title": "T", "abstract": None}, "s2"),
    ({"paper_url": "https://paperswithcode.com/paper/x", "abstract": "", "title": "T"}, "pwc"),
    ({"id": "2401.00001", "authors_parsed": [], "title": "T"}, "arxiv-jsonl"),
])
def test_a_record_without_an_abstract_is_rejected_in_every_json_format(tmp_path, record, fmt):
    f = tmp_path / "x.json"
    f.write_text(json.dumps([record]))
    assert detected(f) == fmt
    (rejection,) = read(f)
    assert (rejection.location, rejection.reason) == ("record 1", "record has no abstract")
