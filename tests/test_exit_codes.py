"""The command line's one error path: every failure is one line on stderr and a documented
exit code (the table in docs/operations.md names these tests).  Real processes, real files."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys

import pytest

from tests.conftest import EXAMPLES

PYTHON = [sys.executable, "-m", "extractor"]


def cli(*args, cwd=None, env=None, stdout=subprocess.PIPE, prefix=()):
    return subprocess.run(
        [*prefix, *PYTHON, *map(str, args)], stdout=stdout, stderr=subprocess.PIPE, text=True, cwd=cwd,
        env={**{k: v for k, v in os.environ.items() if k != "EXTRACTOR_DB"}, **(env or {})}, timeout=300,
    )


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("extractor: "), stderr
    assert "Traceback" not in stderr
    return lines[0]


@pytest.fixture(scope="module")
def ingested(tmp_path_factory):
    folder = tmp_path_factory.mktemp("db")
    res = cli("ingest", EXAMPLES, "--db", f"sqlite:///{folder / 'papers.db'}")
    assert res.returncode == 0, res.stderr
    return folder / "papers.db"


USAGE_ERRORS = {
    "wait_negative": (["ingest", "x", "--wait", "-3"], "--wait: must be 0 or more seconds"),
    "workers_zero": (["ingest", "x", "--workers", "0"], "--workers: must be 1 or more"),
    "year_out_of_range": (["ingest", "x", "--year", "99999"], "--year: not a year (1000-2999): 99999"),
    "year_not_a_number": (["ingest", "x", "--year", "2024a"], "--year: not a year: '2024a'"),
    "path_missing": (["ingest", "inbox/", "--json"], "no such file or directory: 'inbox/'"),
    "paths_missing": (["ingest", "a.jsonl", "-", "b.jsonl"], "no such file or directory: 'a.jsonl' (and 1 more)"),
    "unknown_option": (["stats", "--colour"], "unrecognized arguments: --colour"),
    "no_command": ([], "required: COMMAND"),
    "db_mysql": (["stats", "--db", "mysql://user@host/db"], "mysql://... is not supported"),
    "db_unknown_scheme": (["ingest", "x", "--db", "foo://"], "foo://... is not supported"),
    "db_not_a_url": (["ingest", "x", "--db", "notaurl"], "'notaurl' is not a database URL"),
    "db_empty": (["ingest", "x", "--db", ""], "--db is empty"),
    "db_driver_missing": (["stats", "--db", "postgresql+pg8000://u@h/d"], "the driver is not available"),
    "db_in_memory": (["ingest", "x", "--db", "sqlite://"], "in-memory database"),
    "db_mysql_with_workers_started": (["ingest", "x", "--workers", "2", "--db", "mysql://u@h/d"], "not supported"),
    "db_in_memory_named": (["ingest", "x", "--db", "sqlite:///:memory:"], "in-memory database"),
    "report_out_missing_folder": (["report", "--out", "/no/such/dir/r.html"], "the folder /no/such/dir does not exist"),
    "browse_out_missing_folder": (["browse-metadata", "--out", "/no/such/dir/m.json"], "does not exist"),
    "browse_postgres": (["browse-metadata", "--db", "postgresql://u@127.0.0.1:9/d"], "Datasette opens SQLite files"),
}


@pytest.mark.parametrize("case", sorted(USAGE_ERRORS))
def test_usage_errors_exit_2_with_one_line(case, tmp_path):
    args, message = USAGE_ERRORS[case]
    res = cli(*args, cwd=tmp_path)
    assert res.returncode == 2, res.stderr
    assert message in one_line(res.stderr)
    assert list(tmp_path.iterdir()) == []  # nothing created: no papers.db, no lock


def test_a_bad_database_url_in_the_environment_is_a_usage_error_too(tmp_path):
    res = cli("stats", cwd=tmp_path, env={"EXTRACTOR_DB": "mysql://user@host/db"})
    assert res.returncode == 2 and "not supported" in one_line(res.stderr)


def test_migrate_to_an_unknown_revision_is_a_usage_error(ingested):
    res = cli("migrate", "--db", f"sqlite:///{ingested}", "--revision", "bogus")
    assert res.returncode == 2
    assert "no migration 'bogus'; known: base, 0001" in one_line(res.stderr)


def test_migrate_says_what_it_did_and_refuses_a_downgrade_unless_asked(tmp_path):
    from extractor.db.engine import HEAD

    db = tmp_path / "m.db"
    url = f"sqlite:///{db}"
    revision = lambda: sqlite3.connect(db).execute("SELECT version_num FROM alembic_version").fetchone()[0]  # noqa: E731
    res = cli("migrate", "--db", url)
    assert res.returncode == 0 and f"upgraded {url} from migration base to {HEAD}" in res.stdout
    res = cli("migrate", "--db", url)
    assert res.returncode == 0 and f"already at migration {HEAD}; nothing to do" in res.stdout
    res = cli("migrate", "--db", url, "--revision", "0002")
    assert res.returncode == 2
    assert f"the database is at migration {HEAD}, newer than 0002; pass --downgrade" in one_line(res.stderr)
    assert revision() == HEAD and "migrated" not in res.stdout
    res = cli("migrate", "--db", url, "--revision", "0002", "--downgrade")
    assert res.returncode == 0 and f"downgraded {url} from migration {HEAD} to 0002" in res.stdout
    assert revision() == "0002"
    res = cli("migrate", "--db", url)
    assert res.returncode == 0 and f"upgraded {url} from migration 0002 to {HEAD}" in res.stdout
    assert revision() == HEAD


READ_COMMANDS = {
    "stats": ["stats"],
    "datasets": ["datasets"],
    "sources": ["sources"],
    "prune": ["prune"],
    "reextract": ["reextract"],
    "report": ["report", "--out", "r.html"],
    "browse-metadata": ["browse-metadata", "--out", "m.json"],
}


@pytest.mark.parametrize("command", sorted(READ_COMMANDS))
def test_commands_that_only_read_refuse_a_database_that_does_not_exist(command, tmp_path):
    res = cli(*READ_COMMANDS[command], "--db", "sqlite:///typo.db", cwd=tmp_path)
    assert res.returncode == 3
    assert f"no database at {tmp_path / 'typo.db'}" in one_line(res.stderr)
    assert list(tmp_path.iterdir()) == []  # no empty database, no report of nothing


def test_the_default_database_is_not_created_by_a_read_command(tmp_path):
    res = cli("report", "--out", "r.html", cwd=tmp_path)  # an empty folder: no papers.db here
    assert res.returncode == 3 and "no database at" in one_line(res.stderr)
    assert list(tmp_path.iterdir()) == []


def test_a_file_that_is_not_an_extractor_database_is_refused_untouched(tmp_path):
    db = tmp_path / "other.db"
    sqlite3.connect(db).execute("CREATE TABLE notes (x)").connection.commit()
    res = cli("stats", "--db", f"sqlite:///{db}")
    assert res.returncode == 3 and "holds no extractor database" in one_line(res.stderr)
    tables = {r[0] for r in sqlite3.connect(db).execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"notes"}


def test_a_file_that_cannot_be_read_exits_6_and_is_retried_by_the_next_run(tmp_path):
    """Exit 6: the run could not finish its inbox (distinct from 1, "input rejected").
    A file the process may not read is such a file: it is recorded, the other files are
    ingested, and the next run tries it again."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    shutil.copy(EXAMPLES / "feed.txt", inbox / "a.txt")
    shutil.copy(EXAMPLES / "listing.txt", inbox / "b.txt")
    os.chmod(inbox / "b.txt", 0)
    prefix = ()
    if os.geteuid() == 0:  # root reads anything: drop the capabilities that let it
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv: cannot make a file unreadable")
        prefix = ("setpriv", "--bounding-set=-dac_override,-dac_read_search")
    db = f"sqlite:///{tmp_path / 'x.db'}"
    res = cli("ingest", inbox, "--db", db, "--json", prefix=prefix)
    assert res.returncode == 6, res.stderr
    summary = json.loads(res.stdout)
    assert (summary["files_ingested"], summary["files_failed"], summary["status"]) == (1, 1, "incomplete")
    assert "b.txt" in summary["rejections"][0]["source"]
    assert "permission denied (not ingested; it will be read again next run)" == summary["rejections"][0]["reason"]
    os.chmod(inbox / "b.txt", 0o644)
    res = cli("ingest", inbox, "--db", db, "--json")
    assert res.returncode == 0, res.stderr
    summary = json.loads(res.stdout)
    assert (summary["files_skipped"], summary["files_ingested"], summary["papers_new"]) == (1, 1, 4)


def test_a_path_that_cannot_be_looked_at_is_not_reported_as_missing(tmp_path):
    """What broke (review): a PATH inside a folder the process may not search read as
    "no such file or directory" (usage error); it exists, so reading it says why."""
    closed = tmp_path / "closed"
    closed.mkdir()
    shutil.copy(EXAMPLES / "feed.txt", closed / "a.txt")
    os.chmod(closed, 0)
    prefix = ()
    if os.geteuid() == 0:  # root searches anything: drop the capabilities that let it
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv: cannot make a folder unsearchable")
        prefix = ("setpriv", "--bounding-set=-dac_override,-dac_read_search")
    try:
        res = cli("ingest", closed / "a.txt", "--db", f"sqlite:///{tmp_path / 'x.db'}", "--json", prefix=prefix)
    finally:
        os.chmod(closed, 0o755)
    assert res.returncode == 74, res.stderr  # as before the check: the path is named
    assert "Permission denied" in one_line(res.stderr) and "no such file" not in res.stderr


def test_an_unexpected_exception_is_an_internal_error_exit_70_never_1(ingested):
    """A bug (simulated: the stats query raises) is one line naming the command and the
    exception, exit 70; EXTRACTOR_DEBUG=1 adds the traceback."""
    code = ("import sys; from extractor import cli, load; "
            "load.Loader.table_counts = lambda self: {}['no such table']; "
            f"sys.exit(cli.main(['stats', '--db', 'sqlite:///{ingested}']))")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert res.returncode == 70
    line = one_line(res.stderr)
    assert "internal error in 'extractor stats': KeyError: 'no such table'" in line and "please report it" in line
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "EXTRACTOR_DEBUG": "1"})
    assert res.returncode == 70 and "Traceback" in res.stderr


def test_an_output_that_cannot_be_written_exits_74(ingested):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    res = cli("report", "--db", f"sqlite:///{ingested}", "--out", "/dev/full")
    assert res.returncode == 74
    assert "input/output error on /dev/full: No space left on device" in one_line(res.stderr)


@pytest.mark.parametrize("command", [["stats"], ["datasets", "--all"], ["sources"]])
def test_output_to_a_closed_pipe_ends_quietly_with_141(ingested, command):
    """``extractor stats | head -3``: the reader is gone before anything is written."""
    read, write = os.pipe()
    os.close(read)
    try:
        res = cli(*command, "--db", f"sqlite:///{ingested}", stdout=write)
    finally:
        os.close(write)
    assert res.returncode == 141
    assert res.stderr == ""


def test_stats_piped_into_head_prints_its_first_lines(ingested):
    res = subprocess.run(f"{sys.executable} -m extractor datasets --all --db sqlite:///{ingested} | head -3",
                         shell=True, capture_output=True, text=True, timeout=120)
    assert len(res.stdout.splitlines()) == 3 and res.stderr == ""


def test_the_exit_code_table_names_every_code_and_an_existing_test():
    """docs/operations.md lists every exit code the command line uses, each with the test
    that produces it; a code added without a row, or a test renamed, fails here."""
    import re

    from extractor import cli as module
    from tests.conftest import ROOT

    doc = (ROOT / "docs" / "operations.md").read_text()
    table = doc[doc.index("## Exit codes"):doc.index("## Locking")]
    rows = re.findall(r"^\| (\d+) \| .* \| (.+) \|$", table, re.M)
    codes = {getattr(module, name) for name in dir(module) if name.startswith("EXIT_")}
    assert {int(code) for code, _ in rows} == codes
    for code, tests in rows:
        named = re.findall(r"`(tests/[\w/]+\.py)::(\w+)`", tests)
        assert named, f"exit code {code} names no test"
        for path, name in named:
            assert re.search(rf"^def {name}\(", (ROOT / path).read_text(), re.M), f"{path}::{name} does not exist"
