"""Source identity: a source is its content plus its name relative to the ingested root;
the skip test keys on (sha256, format, reader version); prune forgets files that are gone.
The rules as pure functions, then real ingests on both databases, the commands, and the
back-fill of migration 0005."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from sqlalchemy import text

from extractor.identity import Known, SourceKey, gone, match, relative_name
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES

KEY = SourceKey("2024/a.json", "/in/2024/a.json", "s1", "json", "1")


def row(id, relpath="2024/a.json", path="/in/2024/a.json", sha="s1", fmt="json", version="1"):
    return Known(relpath, path, sha, fmt, version, id)


# --- the rules -------------------------------------------------------------------------

def test_relative_name_is_relative_to_the_folder_given_or_the_base_name(tmp_path):
    (tmp_path / "in" / "2024").mkdir(parents=True)
    f = tmp_path / "in" / "2024" / "a.json"
    f.write_text("[]")
    assert relative_name(str(tmp_path / "in"), str(f)) == "2024/a.json"
    assert relative_name(str(tmp_path / "in" / "2024"), str(f)) == "a.json"
    assert relative_name(str(f), str(f)) == "a.json"


def test_same_name_and_content_is_the_same_source_and_unchanged():
    m = match([row(1)], KEY, exists=lambda p: True)
    assert m.row.id == 1 and m.unchanged(KEY) and not m.moved(KEY) and m.superseded == ()


@pytest.mark.parametrize("field, value", [("fmt", "listing"), ("version", "0"), ("sha", "s0")])
def test_the_skip_test_keys_on_content_format_and_reader_version(field, value):
    m = match([row(1, **{field: value})], KEY, exists=lambda p: True)
    assert m.row.id == 1 and not m.unchanged(KEY)


def test_a_file_rejected_whole_is_unchanged_for_detection_but_read_again_when_a_format_is_forced():
    """Regression (one-pass reading): a fault deep in the file is found after its format
    was detected, so the row says 'rejected' while the next run detects 'json'; the same
    bytes must not be read again on every run."""
    m = match([row(1, fmt="rejected")], KEY, exists=lambda p: True)
    assert m.unchanged(KEY, detected=True) and not m.unchanged(KEY)


def test_a_moved_inbox_finds_its_sources_by_name_and_content():
    m = match([row(1, path="/old/2024/a.json")], KEY, exists=lambda p: False)
    assert m.row.id == 1 and m.unchanged(KEY) and m.moved(KEY)


def test_a_renamed_file_is_found_by_content_once_its_old_name_is_gone():
    old = row(1, relpath="2024/old.json", path="/in/2024/old.json")
    assert match([old], KEY, exists=lambda p: False).row.id == 1
    # the old name still exists: a copy, a source of its own
    assert match([old], KEY, exists=lambda p: True).row is None


def test_a_file_rewritten_in_place_takes_the_row_of_its_previous_content():
    m = match([row(1, sha="s0")], KEY, exists=lambda p: True)
    assert m.row.id == 1 and not m.unchanged(KEY) and m.superseded == ()


def test_a_path_that_now_holds_another_sources_content_supersedes_its_row():
    """b.json overwritten with a's content (a still where it was): the row recorded at
    b's path held content that exists nowhere now."""
    a = row(1, relpath="a.json", path="/x/a.json")
    b = row(2, relpath="a.json", path="/y/a.json", sha="s2")
    key = SourceKey("a.json", "/y/a.json", "s1", "json", "1")
    m = match([a, b], key, exists=lambda p: True)
    assert m.row.id == 1 and m.superseded == (2,)


def test_standard_input_is_only_ever_its_content():
    key = SourceKey("stdin", "stdin:s1", "s1", "json", "1")
    assert match([row(1, relpath="stdin", path="stdin:s1")], key).row.id == 1
    assert match([row(1, relpath="other", path="/p", sha="s1")], key).row is None


def test_gone_is_what_is_missing_under_roots_that_exist():
    rows = [row(1, path="/in/a"), row(2, path="/in/b"), row(3, path="/other/c"), row(4, path="stdin:s")]
    present = {"/in", "/in/a"}
    assert [r.id for r in gone(rows, exists=present.__contains__)] == [2, 3]
    assert [r.id for r in gone(rows, ["/in"], exists=present.__contains__)] == [2]
    # an unmounted root looks like a root whose files were all deleted: never pruned
    assert gone(rows, ["/other"], exists=present.__contains__) == []


# --- real ingests --------------------------------------------------------------------

def counts(engine) -> dict:
    """Rows of sources and sightings, and the papers some file holds (a re-sync or a prune
    soft-deletes the others: they stay in the table, flagged, for incremental readers)."""
    tables = {"sources": "sources", "sightings": "sightings", "papers": "papers WHERE NOT deleted"}
    with engine.connect() as conn:
        return {name: conn.execute(text(f"SELECT COUNT(*) FROM {rows}")).scalar_one() for name, rows in tables.items()}


def sources(engine) -> list[tuple]:
    with engine.connect() as conn:
        return sorted(conn.execute(text("SELECT relpath, path, format, reader_version FROM sources")).all())


def test_a_forced_wrong_format_is_undone_by_the_next_run_with_the_right_one(engine, tmp_path):
    shutil.copy(EXAMPLES / "papers.json", tmp_path / "papers.json")
    ingest(engine, [str(tmp_path / "papers.json")], fmt="listing")
    assert [s[2] for s in sources(engine)] == ["listing"]  # lines of JSON taken for abstracts
    with engine.connect() as conn:
        assert all(a.lstrip().startswith('"') for a in conn.execute(text("SELECT abstract FROM papers")).scalars())
    right = ingest(engine, [str(tmp_path / "papers.json")])
    assert (right.files_ingested, right.files_skipped) == (1, 0)
    assert counts(engine) == {"sources": 1, "sightings": 3, "papers": 3}
    assert [s[2] for s in sources(engine)] == ["json"]
    again = ingest(engine, [str(tmp_path / "papers.json")])
    assert again.files_skipped == 1


def test_moving_the_inbox_keeps_one_sighting_per_paper(engine, tmp_path):
    shutil.copytree(EXAMPLES, tmp_path / "a" / "inbox" / "sub")
    first = ingest(engine, [str(tmp_path / "a" / "inbox")])
    before = counts(engine)
    shutil.move(tmp_path / "a" / "inbox", tmp_path / "b")
    moved = ingest(engine, [str(tmp_path / "b")])
    assert (moved.files_skipped, moved.files_ingested, moved.papers_new) == (first.files_seen, 0, 0)
    assert counts(engine) == before
    assert {s[0] for s in sources(engine)} == {f"sub/{p.name}" for p in EXAMPLES.iterdir()}
    assert all(s[1].startswith(str(tmp_path / "b")) for s in sources(engine))


def test_a_renamed_file_keeps_its_sightings_and_takes_its_new_name(engine, tmp_path):
    shutil.copy(EXAMPLES / "feed.txt", tmp_path / "old.txt")
    ingest(engine, [str(tmp_path)])
    before = counts(engine)
    os.rename(tmp_path / "old.txt", tmp_path / "new.txt")
    summary = ingest(engine, [str(tmp_path)])
    assert (summary.files_skipped, summary.papers_new) == (1, 0)
    assert counts(engine) == before
    assert [s[0] for s in sources(engine)] == ["new.txt"]
    with engine.connect() as conn:
        assert conn.execute(text("SELECT DISTINCT source_name FROM v_papers")).scalars().all() == ["new.txt"]


def test_the_same_file_named_directly_or_through_its_folder_is_one_source(engine, tmp_path):
    shutil.copy(EXAMPLES / "feed.txt", tmp_path / "feed.txt")
    ingest(engine, [str(tmp_path / "feed.txt")])
    summary = ingest(engine, [str(tmp_path)])
    assert summary.files_skipped == 1 and counts(engine)["sources"] == 1


def test_prune_forgets_files_that_are_gone_and_papers_seen_nowhere_else(engine, tmp_path):
    from extractor.identity import gone as gone_rows
    from extractor.load import Loader

    shutil.copytree(EXAMPLES, tmp_path / "in")
    ingest(engine, [str(tmp_path / "in")])
    before = counts(engine)
    os.unlink(tmp_path / "in" / "feed.txt")  # 3 papers, none of them in another file
    loader = Loader(engine)
    doomed = gone_rows(loader.known_sources())
    assert [r.relpath for r in doomed] == ["feed.txt"]
    assert loader.prune([r.id for r in doomed]) == (1, 3, 3)
    assert counts(engine) == {"sources": before["sources"] - 1, "sightings": before["sightings"] - 3,
                              "papers": before["papers"] - 3}
    with engine.connect() as conn:  # their facts went with them
        assert conn.execute(text("SELECT COUNT(*) FROM results r LEFT JOIN papers p ON p.id = r.paper_id "
                                 "WHERE p.id IS NULL")).scalar_one() == 0


def test_ingest_prune_ingests_and_prunes_in_one_run(engine, tmp_path):
    shutil.copytree(EXAMPLES, tmp_path / "in")
    ingest(engine, [str(tmp_path / "in")])
    os.unlink(tmp_path / "in" / "listing.txt")
    shutil.copy(EXAMPLES / "listing.txt", tmp_path / "in" / "renamed.txt")  # moved, in effect
    (tmp_path / "in" / "papers.json").unlink()
    summary = ingest(engine, [str(tmp_path / "in")], prune=True)
    assert (summary.files_skipped, summary.sources_pruned, summary.papers_new) == (3, 1, 0)
    assert summary.papers_removed == 2  # papers.json's own (its third paper is in papers.jsonl)
    assert {s[0] for s in sources(engine)} == {"feed.txt", "renamed.txt", "papers.jsonl"}


def test_ingest_prune_leaves_a_missing_root_alone(engine, tmp_path):
    shutil.copytree(EXAMPLES, tmp_path / "in")
    ingest(engine, [str(tmp_path / "in")])
    before = counts(engine)
    shutil.move(tmp_path / "in", tmp_path / "elsewhere")  # as if the volume were unmounted
    summary = ingest(engine, [str(tmp_path / "in")], prune=True)
    assert summary.sources_pruned == 0 and counts(engine) == before


# --- the commands ----------------------------------------------------------------------

def cli(*args):
    return subprocess.run([sys.executable, "-m", "extractor", *map(str, args)], capture_output=True, text=True,
                          timeout=300)


def test_sources_lists_files_and_prune_is_a_dry_run_until_told(tmp_path):
    shutil.copytree(EXAMPLES, tmp_path / "in")
    db = f"sqlite:///{tmp_path / 'x.db'}"
    assert cli("ingest", tmp_path / "in", "--db", db).returncode == 0
    os.unlink(tmp_path / "in" / "feed.txt")
    listed = json.loads(cli("sources", "--db", db, "--json").stdout)
    assert {(r["relpath"], r["present"]) for r in listed} == {
        ("feed.txt", False), ("listing.txt", True), ("papers.json", True), ("papers.jsonl", True)}
    text_out = cli("sources", "--db", db, "--gone").stdout
    assert "feed.txt" in text_out and "gone" in text_out and "listing.txt" not in text_out

    dry = cli("prune", "--db", db)
    assert dry.returncode == 0
    assert "would remove: feed.txt" in dry.stdout and "pass --yes to remove them" in dry.stdout
    assert len(json.loads(cli("sources", "--db", db, "--json").stdout)) == 4
    done = cli("prune", "--db", db, "--yes")
    assert done.returncode == 0
    assert "pruned 1 files that are gone: 3 sightings and 3 papers seen nowhere else removed" in done.stdout
    assert len(json.loads(cli("sources", "--db", db, "--json").stdout)) == 3
    assert "no file is gone" in cli("prune", "--db", db).stdout


def test_ingest_prune_on_the_command_line(tmp_path):
    shutil.copytree(EXAMPLES, tmp_path / "in")
    db = f"sqlite:///{tmp_path / 'x.db'}"
    assert cli("ingest", tmp_path / "in", "--db", db).returncode == 0
    os.unlink(tmp_path / "in" / "feed.txt")
    res = cli("ingest", tmp_path / "in", "--db", db, "--prune")
    assert res.returncode == 0, res.stderr
    assert "pruned: 1 files that are gone" in res.stdout and "3 removed" in res.stdout


# --- migration 0005 on a database that has data ----------------------------------------

def test_migration_0005_backfills_sources_and_keeps_every_sighting(db_url, tmp_path):
    from extractor.db.engine import migrate, open_engine

    engine = open_engine(db_url)
    migrate(engine, "0003")
    stamp = "2026-11-30 10:00:00+00:00"
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO ingest_runs (id, started_at, status, command, files_seen, files_ingested, "
                          "files_skipped, files_rejected, papers_new, papers_known, records_rejected, "
                          f"extractor_version) VALUES (1, '{stamp}', 'ok', 'ingest', 3, 3, 0, 0, 1, 2, 0, '0.1.0')"))
        for sid, path, name, sha in [(1, "/a/feed.txt", "feed.txt", "s1"), (2, "/b/feed.txt", "feed.txt", "s1"),
                                     (3, "stdin:s9", "stdin", "s9")]:
            conn.execute(text("INSERT INTO sources (id, path, name, sha256, format, size, papers, run_id, ingested_at)"
                              f" VALUES ({sid}, '{path}', '{name}', '{sha}', 'feed', 10, 1, 1, '{stamp}')"))
        conn.execute(text("INSERT INTO papers (id, content_key, abstract, authors_truncated, extractor_version, "
                          f"created_at) VALUES (1, 'k1', 'An abstract.', false, '0.1.0', '{stamp}')"))
        for sid in (1, 2, 3):
            conn.execute(text(f"INSERT INTO sightings (source_id, position, paper_id) VALUES ({sid}, 0, 1)"))
    migrate(engine)
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT id, relpath, path, reader_version FROM sources ORDER BY id")).all()
        sightings = conn.execute(text("SELECT COUNT(*) FROM sightings")).scalar_one()
    engine.dispose()
    assert [tuple(r) for r in rows] == [(1, "feed.txt", "/a/feed.txt", "0"), (2, "/b/feed.txt", "/b/feed.txt", "0"),
                                        (3, "stdin", "stdin:s9", "0")]
    assert sightings == 3
