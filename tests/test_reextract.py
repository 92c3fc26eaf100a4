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
    assert json.loads(res.stdout) == {"papers_reextracted": 11, "extractor_version": extractor_version()}
