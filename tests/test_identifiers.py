"""Identifiers: the ids a source gives are stored (``v_paper_identifiers``) and match the same
paper across sources, even when the abstracts differ slightly (issue 16, point 2).

The readers that fill ``Paper.identifiers`` are written elsewhere; these tests load
``Paper`` objects as a reader would hand them over, through the real loader, on both
databases."""

from __future__ import annotations

import json

from sqlalchemy import text

from extractor.db.engine import migrate
from extractor.load import Loader
from extractor.records import Paper
from extractor.sources import inspect_file

ARXIV = ("We propose a sparse router for mixture-of-experts speech models that balances expert load "
         "and cuts FLOPs by 40%.")
# the OpenReview version of the same paper: the camera-ready abstract was edited
OPENREVIEW = ("We propose a sparse router for mixture-of-experts speech recognition models that balances "
              "expert load and cuts FLOPs by 42%.")


def load(engine, tmp_path, name: str, papers: list[Paper]):
    """Load ``papers`` as the content of a file called ``name``, as ingest would."""
    path = tmp_path / name
    path.write_text(name + "".join(p.abstract for p in papers), encoding="utf-8")
    migrate(engine)
    loader = Loader(engine)
    run = loader.begin_run("test")
    src = inspect_file(str(path))
    src.key = str(path)
    return loader.load_source(run, src, "json", iter(papers))


def paper(abstract: str, position: int = 0, **fields) -> Paper:
    return Paper(abstract=abstract, position=position, **fields)


def rows(engine, sql: str) -> list[tuple]:
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text(sql))]


def test_the_same_paper_from_arxiv_and_openreview_is_one_paper_with_two_sightings(engine, tmp_path):
    first = load(engine, tmp_path, "arxiv.jsonl", [
        paper(ARXIV, title="Sparse Routing",
              identifiers=[("arxiv", "2401.01234v2"), ("doi", "10.48550/ARXIV.2401.01234")]),
    ])
    second = load(engine, tmp_path, "openreview.json", [
        paper(OPENREVIEW, title="Sparse Routing for Speech", venue="ICLR", year=2025,
              identifiers=[("openreview", "AbC123xyz"), ("arxiv", "2401.01234")]),
    ])
    assert (first.papers_new, second.papers_new, second.papers_known) == (1, 0, 1)
    assert rows(engine, "SELECT COUNT(*) FROM papers") == [(1,)]
    assert rows(engine, "SELECT source_name, venue FROM v_papers ORDER BY source_name") == [
        ("arxiv.jsonl", None), ("openreview.json", "ICLR")]
    # ids as stored: arXiv without its version, DOI lower-case; every id of both sources
    assert rows(engine, "SELECT scheme, value FROM v_paper_identifiers ORDER BY scheme") == [
        ("arxiv", "2401.01234"), ("doi", "10.48550/arxiv.2401.01234"), ("openreview", "AbC123xyz")]
    # the paper keeps its first abstract (the facts' spans refer to it); the newest sighting
    # gives the title and the venue, and each sighting keeps what it said
    assert rows(engine, "SELECT DISTINCT abstract, title FROM v_papers") == [(ARXIV, "Sparse Routing for Speech")]
    assert rows(engine, "SELECT venue, year FROM v_paper_changes") == [("ICLR", 2025)]
    assert second.papers_updated == 1


def test_papers_sharing_an_id_within_one_file_are_one_paper(engine, tmp_path):
    summary = load(engine, tmp_path, "mixed.json", [
        paper(ARXIV, 0, identifiers=[("doi", "10.1/X")]),
        paper("Something else entirely, about graphs and their neural networks.", 1, identifiers=[("doi", "10.1/y")]),
        paper(OPENREVIEW, 2, identifiers=[("DOI", "10.1/x")]),
    ])
    assert (summary.papers, summary.papers_new, summary.papers_known) == (3, 2, 1)
    assert rows(engine, "SELECT position, paper_id FROM v_papers ORDER BY position") == [(0, 1), (1, 2), (2, 1)]
    assert rows(engine, "SELECT paper_id, value FROM v_paper_identifiers ORDER BY value") == [
        (1, "10.1/x"), (2, "10.1/y")]


def test_an_id_already_naming_another_paper_stays_with_it(engine, tmp_path):
    """A broken record claiming another paper's id must not merge two papers that differ
    by content: the paper it matches by its abstract keeps its own identity."""
    load(engine, tmp_path, "a.json", [paper(ARXIV, identifiers=[("arxiv", "2401.01234")])])
    load(engine, tmp_path, "b.json", [paper("A different paper on graph neural networks for molecules.")])
    load(engine, tmp_path, "c.json", [
        paper("A different paper on graph neural networks for molecules.", identifiers=[("arxiv", "2401.01234")]),
    ])
    assert rows(engine, "SELECT COUNT(*) FROM papers") == [(2,)]
    assert rows(engine, "SELECT paper_id, value FROM v_paper_identifiers") == [(1, "2401.01234")]


def test_a_re_read_keeps_ids_and_gives_known_papers_new_ones(engine, tmp_path):
    load(engine, tmp_path, "a.json", [paper(ARXIV)])
    again = load(engine, tmp_path, "a.json", [paper(ARXIV, identifiers=[("s2", "abcdef0123")])])
    assert (again.papers_new, again.papers_known) == (0, 1)
    assert rows(engine, "SELECT scheme, value FROM v_paper_identifiers") == [("s2", "abcdef0123")]
    load(engine, tmp_path, "a.json", [paper(ARXIV, identifiers=[("s2", "abcdef0123")])])
    assert rows(engine, "SELECT COUNT(*) FROM paper_identifiers") == [(1,)]


def test_papers_sharing_a_project_doi_or_a_linked_arxiv_page_stay_distinct(engine, tmp_path):
    """What broke: ids were read from code and project links, so four papers of one export,
    two linking the same dataset DOI and two the same arXiv page, were stored as two (the
    second of each pair overwrote the first's title and lost its facts)."""
    from extractor.pipeline import ingest

    records = [
        {"title": f"Paper {i}", "abstract": f"{ARXIV} Variant {i} of the study.", **link}
        for i, link in enumerate([
            {"project": "https://doi.org/10.5281/zenodo.10044260"},
            {"project": "https://doi.org/10.5281/zenodo.10044260"},
            {"github": "https://arxiv.org/abs/2401.00001"},
            {"project": "https://arxiv.org/abs/2401.00001"},
        ])
    ]
    (tmp_path / "listing.json").write_text(json.dumps(records), encoding="utf-8")
    ingest(engine, [str(tmp_path / "listing.json")])
    assert rows(engine, "SELECT title FROM v_papers ORDER BY title") == [(f"Paper {i}",) for i in range(4)]
    assert rows(engine, "SELECT COUNT(*) FROM v_paper_identifiers") == [(0,)]
