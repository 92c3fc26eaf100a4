"""Re-extraction from stored abstracts after an extractor upgrade, without source files."""

import json
import subprocess
import sys

from sqlalchemy import text

from extractor.pipeline import ingest, reextract
from extractor.version import extractor_version
from tests.conftest import EXAMPLES


def snapshot(engine):
    with engine.connect() as conn:
        return {
            view: sorted(map(tuple, conn.execute(text(f"SELECT * FROM {view}"))))
            for view in ("v_paper_links", "v_paper_datasets", "v_paper_artifacts", "v_results")
        }


def test_every_derived_row_carries_the_extractor_version(engine):
    ingest(engine, [str(EXAMPLES)])
    with engine.connect() as conn:
        for table in ("papers", "paper_links", "paper_datasets", "paper_artifacts", "results"):
            versions = {r[0] for r in conn.execute(text(f"SELECT DISTINCT extractor_version FROM {table}"))}
            assert versions == {extractor_version()}, table


def test_reextract_rebuilds_rows_of_other_versions_only(engine, tmp_path):
    ingest(engine, [str(EXAMPLES)])
    expected = snapshot(engine)
    with engine.begin() as conn:  # as if two papers had been extracted by an older release
        old = [r[0] for r in conn.execute(text("SELECT id FROM papers ORDER BY id LIMIT 2"))]
        conn.execute(text(f"UPDATE papers SET extractor_version = '0.0.1' WHERE id IN ({old[0]}, {old[1]})"))
        for table in ("paper_links", "paper_datasets", "paper_artifacts", "results"):
            conn.execute(text(f"DELETE FROM {table}"))
    assert reextract(engine) == 2
    with engine.connect() as conn:
        n_papers = conn.execute(text("SELECT COUNT(DISTINCT paper_id) FROM results")).scalar()
    assert 0 < n_papers <= 2
    assert reextract(engine) == 0
    assert reextract(engine, everything=True) == 11
    assert snapshot(engine) == expected


def test_reextract_command(tmp_path):
    db = f"sqlite:///{tmp_path / 'x.db'}"
    run = lambda *a: subprocess.run([sys.executable, "-m", "extractor.cli", *a], capture_output=True, text=True)  # noqa: E731
    run("ingest", str(EXAMPLES), "--db", db)
    res = run("reextract", "--db", db, "--all", "--json")
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout) == {"papers_reextracted": 11, "papers_changed": 0,
                                      "extractor_version": extractor_version()}


def test_reextract_all_moves_updated_at_only_of_papers_whose_facts_changed(engine):
    """What broke: ``reextract --all`` stamped every paper as updated, so an incremental
    reader of ``updated_at`` re-read the whole corpus after an upgrade that changed a few."""
    ingest(engine, [str(EXAMPLES)])
    with engine.begin() as conn:  # an older release: one paper lacked its results, all were older
        changed = conn.execute(text("SELECT MIN(paper_id) FROM results")).scalar()
        linked = conn.execute(text(  # its booleans read back as 0/1 on SQLite: still unchanged
            f"SELECT MIN(paper_id) FROM paper_links WHERE promised IS NOT NULL AND paper_id != {changed}")).scalar()
        conn.execute(text(f"DELETE FROM results WHERE paper_id = {changed}"))
        conn.execute(text("UPDATE papers SET extractor_version = '0.0.1', updated_at = '2001-01-01 00:00:00+00'"))
    batches = []
    assert reextract(engine, everything=True, on_batch=lambda n, c: batches.append((n, c))) == 11
    assert batches == [(11, 1)]
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT id, extractor_version, updated_at FROM papers")).all()
    assert {v for _, v, _ in rows} == {extractor_version()}
    moved = {pid for pid, _, at in rows if not str(at).startswith("2001-01-01")}
    assert moved == {changed} and linked is not None
