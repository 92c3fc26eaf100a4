"""A paper that links its code under a name the abstract writes as a coined word calls
that name its own ("github.com/lab/monolig" and "... with LiDAR guidance (MonoLiG)").
The links reach the artifact extractor on every path: ingestion, re-extraction from the
database, and a correction of a stored record's links or title."""

import json

from sqlalchemy import text

import extractor
from extractor.pipeline import ingest, reextract

ABSTRACT = (
    "We propose a ranking method based on Sparse Graph Attention and Retrieval Priors (SGARP) "
    "that needs no labels."
)


def _names(engine) -> list[str]:
    with engine.connect() as conn:
        return sorted(n for (n,) in conn.execute(text("SELECT name FROM paper_artifacts")))


def test_the_repository_name_is_an_artifact_only_with_the_link():
    with_link = extractor.extract(ABSTRACT, links=["https://github.com/lab/sgarp"])
    without = extractor.extract(ABSTRACT)
    assert [(a.name, ABSTRACT[a.start : a.end]) for a in with_link.artifacts] == [("SGARP", "SGARP")]
    assert without.artifacts == []


def test_a_plain_word_repository_names_nothing():
    paper = extractor.extract("Our models rank documents without labels.", links=["https://github.com/lab/models"])
    assert paper.artifacts == []


def test_a_link_in_the_text_counts_as_well():
    paper = extractor.extract(ABSTRACT + " Code: https://github.com/lab/SGARP.")
    assert [a.name for a in paper.artifacts] == ["SGARP"]


def _write(path, github: str, title: str = "Ranking without labels") -> None:
    record = dict(id="p1", title=title, author="Ann Lee; Bo Chen", abstract=ABSTRACT, github=github)
    path.write_text(json.dumps([record]), encoding="utf-8")


def test_stored_and_re_extracted_from_the_stored_links(engine, tmp_path):
    src = tmp_path / "listing.json"
    _write(src, "https://github.com/lab/sgarp")
    ingest(engine, [str(src)])
    assert _names(engine) == ["SGARP"]
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM paper_artifacts"))
    assert reextract(engine, everything=True) == 1
    assert _names(engine) == ["SGARP"]


def test_a_corrected_link_or_title_re_extracts_the_paper(engine, tmp_path):
    src = tmp_path / "listing.json"
    _write(src, "https://github.com/lab/other")
    ingest(engine, [str(src)])
    assert _names(engine) == []
    _write(src, "https://github.com/lab/sgarp")  # the link corrected in the source
    assert ingest(engine, [str(src)]).papers_updated == 1
    assert _names(engine) == ["SGARP"]
    _write(src, "https://github.com/lab/sgarp", title="SGARP: Ranking without labels")
    assert ingest(engine, [str(src)]).papers_updated == 1  # the title corrected: the facts stay right
    assert _names(engine) == ["SGARP"]


def test_a_corrected_title_re_extracts_its_lead_name(engine, tmp_path):
    src = tmp_path / "listing.json"
    abstract = "Captioning long videos is costly. QuillNet routes each frame to one expert."
    record = dict(id="p1", title="Sparse routing for captioning", author="Ann Lee", abstract=abstract)
    src.write_text(json.dumps([record]), encoding="utf-8")
    ingest(engine, [str(src)])
    assert _names(engine) == []
    record["title"] = "QuillNet: Sparse routing for captioning"
    src.write_text(json.dumps([record]), encoding="utf-8")
    assert ingest(engine, [str(src)]).papers_updated == 1
    assert _names(engine) == ["QuillNet"]
