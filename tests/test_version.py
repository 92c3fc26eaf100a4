"""The stored extractor version carries a fingerprint of the rules, so an upgrade that
changes a rule, a lexicon row or a catalog entry makes ``reextract`` redo every paper."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from sqlalchemy import text

from extractor import __version__
from extractor.pipeline import ingest
from extractor.version import extractor_version, fingerprint, rule_files
from tests.conftest import EXAMPLES, ROOT

PACKAGE = ROOT / "extractor"


def _copy_package(tmp_path: Path) -> Path:
    dest = tmp_path / "site" / "extractor"
    shutil.copytree(PACKAGE, dest, ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def _edit_hedge_row(package: Path) -> None:
    """Change one lexicon row as a rule update would ("approximately" gains a twin)."""
    path = package / "data" / "lexicon" / "hedges.tsv"
    rows = path.read_text(encoding="utf-8")
    assert "\nroughly\t" in rows
    path.write_text(rows.replace("\nroughly\t", "\nroughly speaking\t\tbefore\tword\nroughly\t", 1), encoding="utf-8")


def test_the_version_is_the_release_plus_a_rules_fingerprint_that_fits_its_column():
    version = extractor_version()
    assert re.fullmatch(re.escape(__version__) + r"\+[0-9a-f]{12}", version)
    assert len(version) <= 32  # String(32) columns


def test_the_fingerprint_follows_the_rule_files_and_nothing_else(tmp_path):
    copy = _copy_package(tmp_path)
    assert fingerprint(rule_files(copy)) == fingerprint(rule_files(PACKAGE))
    (copy / "cli.py").write_text("# the command line is not a rule\n", encoding="utf-8")
    assert fingerprint(rule_files(copy)) == fingerprint(rule_files(PACKAGE))
    _edit_hedge_row(copy)
    assert fingerprint(rule_files(copy)) != fingerprint(rule_files(PACKAGE))


def test_changing_a_lexicon_row_makes_reextract_pick_every_paper_up(tmp_path):
    db = f"sqlite:///{tmp_path / 'papers.db'}"
    from extractor.db.engine import open_engine

    engine = open_engine(db)
    summary = ingest(engine, [str(EXAMPLES)])
    assert summary.extractor_version == extractor_version()
    with engine.connect() as conn:
        papers = conn.execute(text("SELECT COUNT(*) FROM papers")).scalar()
    assert papers > 0

    def reextract_with(package_parent: Path | None) -> dict:
        env = dict(os.environ)
        if package_parent is not None:
            env["PYTHONPATH"] = os.pathsep.join([str(package_parent), env.get("PYTHONPATH", "")])
        res = subprocess.run([sys.executable, "-m", "extractor.cli", "reextract", "--db", db, "--json"],
                             capture_output=True, text=True, env=env, cwd=tmp_path)
        assert res.returncode == 0, res.stderr
        return json.loads(res.stdout)

    assert reextract_with(None) == {"papers_reextracted": 0, "papers_changed": 0,
                                    "extractor_version": extractor_version()}
    upgraded = _copy_package(tmp_path)
    _edit_hedge_row(upgraded)
    out = reextract_with(upgraded.parent)
    assert out["papers_reextracted"] == papers
    assert out["papers_changed"] == 0  # no example says "roughly speaking": same facts
    assert out["extractor_version"] != extractor_version()
    with engine.connect() as conn:
        stored = {r[0] for r in conn.execute(text("SELECT DISTINCT extractor_version FROM papers"))}
    assert stored == {out["extractor_version"]}
    assert reextract_with(upgraded.parent)["papers_reextracted"] == 0
    engine.dispose()
