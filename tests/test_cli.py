"""The command line as a user runs it: real subprocesses, real files, exit codes."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from extractor.cli import build_parser
from tests.conftest import EXAMPLES, GOLD, SEEDS, need_shared

ROOT = Path(__file__).resolve().parents[1]


def cli(*args, env=None, cwd=None, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "extractor.cli", *args], capture_output=True, text=True,
        env={**os.environ, **(env or {})}, cwd=cwd, input=stdin, timeout=300,
    )


def test_ingest_prints_a_summary_and_defaults_to_papers_db(tmp_path):
    res = cli("ingest", str(EXAMPLES), cwd=tmp_path, env={"EXTRACTOR_DB": ""})
    assert res.returncode == 0, res.stderr
    assert "4 ingested" in res.stdout and "11 new, 1 already known" in res.stdout
    assert (tmp_path / "papers.db").exists()


def test_ingest_json_summary_and_env_database(tmp_path):
    db = f"sqlite:///{tmp_path / 'x.db'}"
    res = cli("ingest", str(EXAMPLES), "--json", env={"EXTRACTOR_DB": db})
    summary = json.loads(res.stdout)
    assert summary["papers_new"] == 11 and summary["status"] == "ok"
    again = json.loads(cli("ingest", str(EXAMPLES), "--json", env={"EXTRACTOR_DB": db}).stdout)
    assert again["files_skipped"] == 4 and again["papers_new"] == 0


def test_ingest_exits_non_zero_when_anything_is_rejected(tmp_path):
    (tmp_path / "empty.txt").write_text("")
    res = cli("ingest", str(tmp_path), str(EXAMPLES / "feed.txt"), "--db", f"sqlite:///{tmp_path / 'x.db'}")
    assert res.returncode == 1
    assert "empty.txt: empty file" in res.stdout


def test_ingest_reads_stdin(tmp_path):
    res = cli("ingest", "-", "--db", f"sqlite:///{tmp_path / 'x.db'}", "--json",
              stdin=(EXAMPLES / "feed.txt").read_text())
    assert json.loads(res.stdout)["papers_new"] == 3


def test_ingest_json_logs_one_line_per_file(tmp_path):
    res = cli("ingest", str(EXAMPLES), "--db", f"sqlite:///{tmp_path / 'x.db'}", "--log-format", "json")
    events = [json.loads(line) for line in res.stderr.splitlines() if line.startswith("{")]
    lines = [x for x in events if x["event"] == "file"]
    assert [Path(x["file"]).name for x in lines] == ["feed.txt", "listing.txt", "papers.json", "papers.jsonl"]
    assert all(x["outcome"] == "ingested" and "seconds" in x for x in lines)
    assert events[0]["event"] == "start" and events[0]["files"] == 4


def test_stats_counts_tables(tmp_path):
    db = f"sqlite:///{tmp_path / 'x.db'}"
    cli("ingest", str(EXAMPLES), "--db", db)
    counts = json.loads(cli("stats", "--db", db, "--json").stdout)
    assert counts["papers"] == 11 and counts["sightings"] == 12


def test_unreachable_database_is_a_clear_error(tmp_path):
    res = cli("ingest", str(EXAMPLES), "--db", "postgresql://nobody@127.0.0.1:9/none")
    assert res.returncode == 3
    assert "database error" in res.stderr and "cannot reach" in res.stderr


def test_evaluate_scores_authors_categories_links_perfectly_on_seed_gold():
    need_shared()
    res = cli("evaluate", "--gold", str(GOLD), str(SEEDS), "--json")
    assert res.returncode == 0, res.stderr
    fields = json.loads(res.stdout)["fields"]
    for name in ("papers", "authors", "categories", "links"):
        assert fields[name]["f1"] == 1.0, name
    text = cli("evaluate", "--gold", str(GOLD), str(SEEDS), "--misses").stdout
    assert re.search(r"^authors\s+1\.000\s+1\.000\s+1\.000", text, re.M)


def test_every_command_is_documented_in_the_readme():
    readme = (ROOT / "README.md").read_text()
    commands = build_parser()._subparsers._group_actions[0].choices
    for name in commands:
        assert f"extractor {name}" in readme, f"`extractor {name}` is not documented in README.md"


@pytest.mark.postgres
def test_ingest_into_postgres_by_url(pg_url, tmp_path):
    res = cli("ingest", str(EXAMPLES), "--db", pg_url.replace("+psycopg", ""), "--json")
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["papers_new"] == 11
