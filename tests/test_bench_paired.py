"""``bench/paired.py``: the paired comparison with a previous commit that issue 15's speed
criterion names.  The figures themselves are the script's business (no timed tests);
these check that each side really runs its own code and that the verdict follows the
ratio."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from bench import paired
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                                reason="needs a git checkout")


def _resolved(tree, code: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(tree))
    return subprocess.run([sys.executable, "-c", code], cwd=tree, env=env, check=True,
                          capture_output=True, text=True).stdout.strip()


def test_base_commit_migrates_with_its_own_migrations(tmp_path):
    """What broke: run with this checkout's editable install, an exported base commit
    found ``extractor.migrations`` in this checkout (the install's mapping), created this
    checkout's schema and failed on its first insert."""
    base = paired.export("HEAD", tmp_path / "base")
    found = _resolved(base, "import extractor, extractor.resources as r; print(extractor.__file__); "
                            "print(r.migrations_dir()); print(r.sql_dir())")
    package, migrations, sql = found.splitlines()
    for path in (package, migrations, sql):
        assert path.startswith(str(base)), path


def test_this_checkout_is_copied_with_uncommitted_edits(tmp_path):
    this = paired.export(None, tmp_path / "this")
    assert (this / "extractor" / "cli.py").read_bytes() == (ROOT / "extractor" / "cli.py").read_bytes()
    assert _resolved(this, "import extractor.resources as r; print(r.migrations_dir())").startswith(str(this))
    assert not list((this / "extractor").rglob("__pycache__"))


def test_a_pair_prints_both_runs_and_the_ratio_of_their_cpu_decides_the_exit_status(tmp_path):
    cmd = [sys.executable, str(ROOT / "bench" / "paired.py"), "--base", "HEAD", "--size", "5", "--pairs", "1",
           "--limit", "0.01"]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    cpu = {line.split()[2]: float(line.split()[-2]) for line in lines if line.lstrip().startswith("pair 1")}
    assert set(cpu) == {"this", "base"}
    assert lines[-1].startswith("this/base") and lines[-1].endswith("(above the limit 0.01)")
    ratio = float(lines[-1].split("cpu")[1].split()[0])
    assert ratio == pytest.approx(cpu["this"] / cpu["base"], abs=0.01)


def test_the_extraction_stage_alone_is_timed_without_start_up_or_reading(tmp_path):
    """``--stage extract`` says how much of an end-to-end difference is the extractors':
    its figure must leave out the imports, reading and loading that the process pays."""
    tree = paired.export(None, tmp_path / "this")
    corpus = paired.write(50, tmp_path / "corpus", formats=("jsonl",))[0]
    _, stage_cpu = paired.run_stage(tree, corpus)
    _, process_cpu = paired.run_once(tree, corpus, tmp_path / "x.db")
    assert 0 < stage_cpu < process_cpu / 2


def test_a_pair_of_extraction_stages_prints_both_and_their_ratio(tmp_path):
    cmd = [sys.executable, str(ROOT / "bench" / "paired.py"), "--base", "HEAD", "--size", "5", "--pairs", "1",
           "--stage", "extract", "--limit", "1000"]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "extraction stage alone" in lines[0]
    assert {line.split()[2] for line in lines if line.lstrip().startswith("pair 1")} == {"this", "base"}
    assert lines[-1].endswith("(within the limit 1000.00)")
