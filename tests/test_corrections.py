"""Corrections land: a record whose abstract is unchanged but whose title, authors, category
or structured links were corrected in the source updates the paper (the newest sighting
wins), keeps the replaced values in ``v_paper_history``, moves ``updated_at`` and counts as
"updated"; re-reading what was already read counts nothing.  On both databases."""

from __future__ import annotations

import json
import subprocess
import sys

from sqlalchemy import text

from extractor.pipeline import ingest
from tests.conftest import ROOT

ABSTRACTS = [
    "We propose a sparse router for mixture-of-experts speech models that balances expert load.",
    "We study bilevel optimization and give a single-loop method with optimal sample complexity.",
    "We introduce a benchmark of paired brain recordings for decoding speech from neural signals.",
]


def record(i: int, **changes) -> dict:
    base = dict(id=f"p{i}", title=f"Title {i}", author=f"Ann Lee; Bo Chen {i}", abstract=ABSTRACTS[i],
                primary_area="Deep Learning · Robustness", keywords="routing;experts",
                github=f"https://github.com/lab/repo{i}", project="", site=f"https://example.org/{i}",
                aff="MIT; ETH Zurich")
    base.update(changes)
    return base


def write(path, records) -> None:
    path.write_text(json.dumps(records), encoding="utf-8")


def rows(engine, sql: str, **params) -> list[tuple]:
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text(sql), params)]


def paper_id(engine, i: int) -> int:
    return rows(engine, "SELECT id FROM papers WHERE abstract = :a", a=ABSTRACTS[i])[0][0]


def test_a_corrected_record_updates_its_paper_and_keeps_the_old_values(engine, tmp_path):
    src = tmp_path / "listing.json"
    write(src, [record(0), record(1)])
    first = ingest(engine, [str(src)])
    assert (first.papers_new, first.papers_updated) == (2, 0)
    pid = paper_id(engine, 0)
    (seen, updated_before), = rows(engine, "SELECT first_seen_at, updated_at FROM v_paper_changes WHERE paper_id = :p",
                                   p=pid)
    assert seen == updated_before
    write(src, [record(0, title="Title 0, corrected", author="Ann Lee; Bo Chen; Cy Diaz",
                       primary_area="Optimization", github="https://github.com/lab/moved0",
                       aff="MIT; ETH Zurich; EPFL"),
                record(1)])
    again = ingest(engine, [str(src)])
    assert (again.files_ingested, again.papers_new, again.papers_known, again.papers_updated) == (1, 0, 2, 1)
    assert rows(engine, "SELECT title FROM v_papers WHERE paper_id = :p", p=pid) == [("Title 0, corrected",)]
    assert rows(engine, "SELECT name FROM v_paper_authors WHERE paper_id = :p ORDER BY position", p=pid) == [
        ("Ann Lee",), ("Bo Chen",), ("Cy Diaz",)]
    assert rows(engine, "SELECT author, affiliation FROM v_paper_affiliations WHERE paper_id = :p ORDER BY position",
                p=pid) == [("Ann Lee", "MIT"), ("Bo Chen", "ETH Zurich"), ("Cy Diaz", "EPFL")]
    assert rows(engine, "SELECT area, subarea FROM v_paper_categories WHERE paper_id = :p", p=pid) == [
        ("Optimization", None)]
    # the structured link is re-extracted: the old repository is gone, the new one is there
    assert rows(engine, "SELECT owner, repo, title FROM v_paper_links WHERE paper_id = :p AND kind = 'code'",
                p=pid) == [("lab", "moved0", "Title 0, corrected")]
    # the replaced values stay queryable
    assert rows(engine, "SELECT changed, title, authors, affiliations, categories, keywords, link_fields "
                        "FROM v_paper_history WHERE paper_id = :p", p=pid) == [
        ("title, authors, categories, link_fields", "Title 0", "Ann Lee; Bo Chen 0", "MIT; ETH Zurich",
         "Deep Learning · Robustness", "experts; routing", "https://github.com/lab/repo0")]
    (updated_after,), = rows(engine, "SELECT updated_at FROM v_paper_changes WHERE paper_id = :p", p=pid)
    assert updated_after > updated_before
    # the untouched paper did not move
    other = paper_id(engine, 1)
    assert rows(engine, "SELECT updated_at = first_seen_at FROM v_paper_changes WHERE paper_id = :p",
                p=other) in ([(1,)], [(True,)])
    assert rows(engine, "SELECT papers_updated FROM ingest_runs ORDER BY id") == [(0,), (1,)]


def test_re_reading_unchanged_records_counts_nothing_as_updated(engine, tmp_path):
    """With --force, and when a changed file is re-read for another record's sake."""
    src = tmp_path / "listing.json"
    write(src, [record(0), record(1)])
    ingest(engine, [str(src)])
    forced = ingest(engine, [str(src)], force=True)
    assert (forced.papers_known, forced.papers_updated) == (2, 0)
    write(src, [record(0), record(1, title="Title 1, corrected")])
    changed = ingest(engine, [str(src)])
    assert changed.papers_updated == 1
    assert ingest(engine, [str(src)], force=True).papers_updated == 0
    assert rows(engine, "SELECT COUNT(*) FROM paper_history") == [(1,)]


def test_the_newest_sighting_wins_and_a_re_read_does_not_flip_flop(engine, tmp_path):
    """Two files disagree on a title: the later one wins; forcing both again changes nothing;
    a correction in the earlier file then wins, being newer."""
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    write(a, [record(0, title="Title from A")])
    write(b, [record(0, title="Title from B")])
    first = ingest(engine, [str(a), str(b)])
    assert (first.papers_new, first.papers_known, first.papers_updated) == (1, 1, 1)
    assert rows(engine, "SELECT DISTINCT title FROM v_papers") == [("Title from B",)]
    forced = ingest(engine, [str(a), str(b)], force=True)
    assert forced.papers_updated == 0
    assert rows(engine, "SELECT DISTINCT title FROM v_papers") == [("Title from B",)]
    write(a, [record(0, title="Title from A, corrected")])
    assert ingest(engine, [str(a), str(b)]).papers_updated == 1
    assert rows(engine, "SELECT DISTINCT title FROM v_papers") == [("Title from A, corrected",)]
    assert rows(engine, "SELECT title FROM v_paper_history ORDER BY replaced_at") == [
        ("Title from A",), ("Title from B",)]


def test_a_source_that_leaves_a_field_empty_erases_nothing(engine, tmp_path):
    (tmp_path / "a.json").write_text(json.dumps([record(2)]), encoding="utf-8")
    (tmp_path / "b.txt").write_text(f"Daily Papers\n\n{ABSTRACTS[2]}\n", encoding="utf-8")
    summary = ingest(engine, [str(tmp_path)])
    assert (summary.papers_new, summary.papers_known, summary.papers_updated) == (1, 1, 0)
    pid = paper_id(engine, 2)
    assert rows(engine, "SELECT DISTINCT title FROM v_papers") == [("Title 2",)]
    assert len(rows(engine, "SELECT * FROM v_paper_authors WHERE paper_id = :p", p=pid)) == 2


def test_a_removed_paper_comes_back_when_a_file_holds_it_again(engine, tmp_path):
    src = tmp_path / "listing.json"
    write(src, [record(0), record(1)])
    ingest(engine, [str(src)])
    pid = paper_id(engine, 1)
    write(src, [record(0)])
    gone = ingest(engine, [str(src)])
    assert gone.papers_removed == 1
    assert rows(engine, "SELECT COUNT(*) FROM v_results WHERE paper_id = :p", p=pid) == [(0,)]
    assert rows(engine, "SELECT COUNT(*) FROM v_paper_authors WHERE paper_id = :p", p=pid) == [(0,)]
    write(src, [record(0), record(1)])
    back = ingest(engine, [str(src)])
    assert (back.papers_new, back.papers_updated) == (0, 1)
    assert rows(engine, "SELECT deleted FROM v_paper_changes WHERE paper_id = :p", p=pid) in ([(0,)], [(False,)])
    # its facts were kept, not extracted again
    assert len(rows(engine, "SELECT * FROM v_paper_links WHERE paper_id = :p", p=pid)) == 1
    assert rows(engine, "SELECT COUNT(*) FROM paper_history") == [(0,)]


def test_the_cli_summary_counts_updates(tmp_path):
    db = f"sqlite:///{tmp_path / 'x.db'}"
    src = tmp_path / "listing.json"
    write(src, [record(0), record(1)])
    cli = lambda *a: subprocess.run([sys.executable, "-m", "extractor.cli", *a], cwd=ROOT,  # noqa: E731
                                    capture_output=True, text=True, timeout=300)
    assert cli("ingest", str(src), "--db", db).returncode == 0
    write(src, [record(0, title="Corrected"), record(1)])
    res = cli("ingest", str(src), "--db", db)
    assert res.returncode == 0, res.stderr
    assert "2 read, 0 new, 2 already known, 1 updated" in res.stdout
    write(src, [record(0, title="Corrected again"), record(1)])
    summary = json.loads(cli("ingest", str(src), "--db", db, "--json").stdout)
    assert summary["papers_updated"] == 1 and summary["files"][0]["papers_updated"] == 1


def test_an_empty_link_field_is_no_correction(engine, tmp_path):
    """Regression: a source giving ``"github": [""]`` said no link; it must not count as
    changing the paper's (absent) structured links."""
    write(tmp_path / "a.json", [record(0, github="")])
    write(tmp_path / "b.json", [record(0, github=[""])])
    summary = ingest(engine, [str(tmp_path / "a.json"), str(tmp_path / "b.json")])
    assert (summary.papers_known, summary.papers_updated) == (1, 0)


def test_the_history_of_a_removed_paper_is_hidden_and_shown_again_when_it_comes_back(engine, tmp_path):
    """What broke: ``v_paper_history`` read the history table alone, so the corrections of
    a paper a re-sync removed stayed visible, unlike the paper in every other view."""
    src = tmp_path / "listing.json"
    write(src, [record(0), record(1)])
    ingest(engine, [str(src)])
    write(src, [record(0), record(1, title="Title 1, corrected")])
    ingest(engine, [str(src)])
    pid = paper_id(engine, 1)
    assert rows(engine, "SELECT paper_id, title FROM v_paper_history") == [(pid, "Title 1")]
    write(src, [record(0)])
    ingest(engine, [str(src)])
    assert rows(engine, "SELECT COUNT(*) FROM v_paper_history") == [(0,)]
    write(src, [record(0), record(1, title="Title 1, corrected")])
    ingest(engine, [str(src)])
    assert rows(engine, "SELECT paper_id, title FROM v_paper_history") == [(pid, "Title 1")]


def test_keywords_are_in_a_view_with_the_paper_label_and_a_folded_form(engine, tmp_path):
    src = tmp_path / "listing.json"
    write(src, [record(0, keywords="Imitation Learning; routing"), record(1, keywords="imitation learning")])
    ingest(engine, [str(src)])
    assert rows(engine, "SELECT title, keyword, keyword_folded FROM v_paper_keywords ORDER BY title, keyword") == [
        ("Title 0", "Imitation Learning", "imitation learning"), ("Title 0", "routing", "routing"),
        ("Title 1", "imitation learning", "imitation learning")]
    assert rows(engine, "SELECT keyword_folded, COUNT(*) FROM v_paper_keywords GROUP BY keyword_folded "
                        "ORDER BY 2 DESC, 1") == [("imitation learning", 2), ("routing", 1)]
    write(src, [record(0, keywords="Imitation Learning; routing")])
    ingest(engine, [str(src)])  # paper 1 removed: its keywords go with it
    assert rows(engine, "SELECT COUNT(*) FROM v_paper_keywords WHERE title = 'Title 1'") == [(0,)]
