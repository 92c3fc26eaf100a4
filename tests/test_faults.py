"""Faults with real processes: SIGKILL mid-run, overlapping runs, readers during a run,
read-only and full databases.  Nothing half-written, nothing lost, nothing doubled."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest
from sqlalchemy import event, text
from sqlalchemy.exc import DBAPIError, OperationalError

from extractor.db.engine import open_engine
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES, need_shared
from tests.corpusgen import write_variants
from tests.processes import HAS_PROC, descendants, wait_gone


def start_ingest(db_url: str, *paths, extra=()):
    return subprocess.Popen(
        [sys.executable, "-m", "extractor.cli", "ingest", *map(str, paths), "--db", db_url, "--json", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def dump(db_url: str) -> dict:
    """Everything users can see, keyed by content rather than by surrogate ids."""
    engine = open_engine(db_url)
    queries = {
        "papers": "SELECT p.content_key, p.title, p.abstract, p.authors_truncated FROM papers p",
        "sightings": "SELECT source_name, position, content_key, external_id FROM v_papers",
        "sources": "SELECT name, sha256, format, papers FROM sources",
        "authors": "SELECT p.content_key, a.position, a.name FROM v_paper_authors a "
                   "JOIN papers p ON p.id = a.paper_id",
        "categories": "SELECT p.content_key, c.area, c.subarea FROM v_paper_categories c "
                      "JOIN papers p ON p.id = c.paper_id",
        "links": "SELECT p.content_key, l.url, l.kind, l.owner, l.repo, l.promised FROM v_paper_links l "
                 "JOIN papers p ON p.id = l.paper_id",
        "datasets": "SELECT p.content_key, d.dataset, d.mention, d.role, d.start_char FROM v_paper_datasets d "
                    "JOIN papers p ON p.id = d.paper_id",
        "artifacts": "SELECT p.content_key, a.name, a.type, a.start_char FROM v_paper_artifacts a "
                     "JOIN papers p ON p.id = a.paper_id",
        "results": "SELECT p.content_key, r.text, r.value, r.unit, r.kind, r.role, r.start_char FROM v_results r "
                   "JOIN papers p ON p.id = r.paper_id",
    }
    with engine.connect() as conn:
        out = {name: sorted(tuple(map(str, row)) for row in conn.execute(text(sql))) for name, sql in queries.items()}
    engine.dispose()
    return out


def complete_files_only(db_url: str) -> None:
    """Every source row's paper count matches its sightings: no half-loaded file."""
    engine = open_engine(db_url)
    with engine.connect() as conn:
        rows = conn.execute(text(
            "SELECT s.name, s.papers, (SELECT COUNT(*) FROM sightings g WHERE g.source_id = s.id) FROM sources s"
        )).all()
        orphans = conn.execute(text(
            "SELECT COUNT(*) FROM papers p WHERE NOT EXISTS (SELECT 1 FROM sightings s WHERE s.paper_id = p.id)"
        )).scalar_one()
    engine.dispose()
    assert all(r[1] == r[2] for r in rows), rows
    assert orphans == 0


@pytest.fixture(scope="module")
def inbox(tmp_path_factory):
    need_shared()
    folder = tmp_path_factory.mktemp("inbox")
    write_variants(folder, files=6, per_file=700)
    return folder


def test_sigkill_at_any_point_then_rerun_equals_a_clean_run(db_url, inbox, tmp_path):
    clean = db_url
    t0 = time.monotonic()
    clean_run = start_ingest(clean, inbox)
    assert clean_run.wait(timeout=600) == 0, clean_run.stderr.read()
    whole = time.monotonic() - t0  # kills at fractions of it: mid-run on a fast or slow host
    expected = dump(clean)
    engine = open_engine(clean)
    with engine.begin() as conn:  # empty it again for the killed runs
        for table in ("sightings", "sources", "papers", "rejections", "ingest_runs"):
            conn.execute(text(f"DELETE FROM {table}"))
    engine.dispose()
    killed_mid_run = 0
    for fraction in (0.15, 0.3, 0.45, 0.6):
        delay = fraction * whole
        proc = start_ingest(db_url, inbox)
        time.sleep(delay)
        if proc.poll() is None:
            killed_mid_run += 1
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        complete_files_only(db_url)
    assert killed_mid_run >= 2, "the run finished before any kill: make the inbox larger"
    final = start_ingest(db_url, inbox)
    out, err = final.communicate(timeout=600)
    assert final.returncode == 0, err
    assert dump(db_url) == expected
    engine = open_engine(db_url)
    with engine.connect() as conn:
        statuses = {r[0] for r in conn.execute(text("SELECT status FROM ingest_runs"))}
    engine.dispose()
    assert "interrupted" in statuses


def test_overlapping_runs_wait_or_exit_clearly_and_never_double_ingest(db_url, inbox):
    first = start_ingest(db_url, inbox)
    engine = open_engine(db_url)
    deadline = time.time() + 60
    while time.time() < deadline:  # until the first run holds the lock
        try:
            with engine.connect() as conn:
                if conn.execute(text("SELECT COUNT(*) FROM ingest_runs WHERE status = 'running'")).scalar():
                    break
        except DBAPIError:  # schema not created yet
            pass
        time.sleep(0.1)
    second = start_ingest(db_url, inbox)
    out, err = second.communicate(timeout=120)
    assert second.returncode == 4
    assert "another extractor ingest is running" in err
    waiting = start_ingest(db_url, inbox, extra=("--wait", "600"))
    assert first.wait(timeout=600) == 0
    out, err = waiting.communicate(timeout=600)
    assert waiting.returncode == 0, err
    summary = json.loads(out)
    assert summary["files_skipped"] == 6 and summary["papers_new"] == 0
    with engine.connect() as conn:
        assert conn.execute(text("SELECT COUNT(*) FROM sightings")).scalar() == 6 * 700
        assert conn.execute(text("SELECT COUNT(*) FROM papers")).scalar() == 6 * 700
    engine.dispose()


@pytest.fixture(scope="module")
def big_inbox(tmp_path_factory):
    """About 100,000 distinct papers in 55 JSON Lines files."""
    need_shared()
    folder = tmp_path_factory.mktemp("big")
    write_variants(folder, files=55)
    return folder


def test_dashboard_queries_during_a_100k_paper_run_are_consistent(db_url, big_inbox):
    readers_see_whole_files(db_url, big_inbox, expect_papers=55 * 1817)


def test_readers_see_consistent_data_during_a_run(db_url, inbox):
    readers_see_whole_files(db_url, inbox, expect_papers=6 * 700)


def readers_see_whole_files(db_url, folder, expect_papers):
    engine = open_engine(db_url)
    ingest(engine, [str(EXAMPLES)])  # schema and some data before the run starts
    proc = start_ingest(db_url, folder)
    observations = slowest = 0
    while proc.poll() is None:
        t0 = time.perf_counter()
        with engine.connect() as conn:
            if engine.dialect.name == "postgresql":
                conn.execute(text("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"))
            # one statement, one snapshot: rows, ledger and a dashboard aggregate agree
            sightings, per_source, by_area, pairs = conn.execute(text(
                "SELECT (SELECT COUNT(*) FROM v_papers), (SELECT COALESCE(SUM(papers), 0) FROM sources), "
                "(SELECT COALESCE(SUM(papers), 0) FROM v_category_summary), "
                "(SELECT COUNT(*) FROM (SELECT DISTINCT paper_id, area, subarea FROM v_paper_categories) x)"
            )).one()
            assert by_area == pairs
        slowest = max(slowest, time.perf_counter() - t0)
        assert sightings == per_source  # a file is visible whole or not at all
        observations += 1
        time.sleep(0.05)
    assert proc.returncode == 0, proc.stderr.read()
    assert observations > 5
    assert slowest < 5.0  # readers are never blocked for long
    with engine.connect() as conn:  # the dashboard's aggregate agrees with the rows
        papers = conn.execute(text("SELECT COUNT(*) FROM papers")).scalar_one()
        by_area = conn.execute(text("SELECT COALESCE(SUM(papers), 0) FROM v_category_summary")).scalar_one()
        with_categories = conn.execute(text(
            "SELECT COUNT(*) FROM (SELECT DISTINCT paper_id, area, subarea FROM v_paper_categories) x")).scalar_one()
    assert papers == expect_papers + 11
    assert by_area == with_categories
    engine.dispose()


def test_read_only_sqlite_database_is_a_clear_error_and_untouched(tmp_path):
    db = tmp_path / "ro.db"
    engine = open_engine(f"sqlite:///{db}")
    ingest(engine, [str(EXAMPLES / "feed.txt")])
    engine.dispose()
    before = dump(f"sqlite:///{db}")
    url = f"sqlite:///file:{db}?mode=ro&uri=true"
    res = subprocess.run([sys.executable, "-m", "extractor.cli", "ingest", str(EXAMPLES), "--db", url],
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 3
    assert "read-only" in res.stderr
    assert dump(f"sqlite:///{db}") == before


def test_full_disk_mid_file_rolls_back_that_file(tmp_path):
    need_shared()
    db = tmp_path / "full.db"
    engine = open_engine(f"sqlite:///{db}")
    ingest(engine, [str(EXAMPLES / "feed.txt")])
    before = dump(f"sqlite:///{db}")
    pages = sqlite3.connect(db).execute("PRAGMA page_count").fetchone()[0]

    @event.listens_for(engine, "connect")
    def _cap(dbapi_conn, _rec):  # the file may grow only a little: SQLITE_FULL
        dbapi_conn.execute(f"PRAGMA max_page_count = {pages + 20}")

    engine.dispose()
    write_variants(tmp_path / "in", files=1, per_file=500)
    with pytest.raises(OperationalError, match="full"):
        ingest(engine, [str(tmp_path / "in")])
    engine.dispose()
    assert dump(f"sqlite:///{db}") == before
    assert sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.mark.postgres
def test_concurrent_workers_share_postgres_with_per_file_locks(pg_url, inbox):
    engine = open_engine(pg_url)
    from extractor.db.engine import migrate

    migrate(engine)
    workers = [start_ingest(pg_url, inbox, extra=("--concurrent",)) for _ in range(3)]
    summaries = []
    for w in workers:
        out, err = w.communicate(timeout=600)
        assert w.returncode == 0, err
        summaries.append(json.loads(out))
    assert sum(s["files_ingested"] for s in summaries) == 6  # each file by exactly one worker
    assert sum(s["papers_new"] for s in summaries) == 6 * 700
    with engine.connect() as conn:
        assert conn.execute(text("SELECT COUNT(*) FROM papers")).scalar() == 6 * 700
        assert conn.execute(text("SELECT COUNT(*) FROM sightings")).scalar() == 6 * 700
    engine.dispose()


@pytest.mark.skipif(not HAS_PROC, reason="reads the process tree from /proc")
def test_a_killed_parallel_ingest_leaves_no_worker_running_and_no_half_file(db_url, inbox):
    proc = start_ingest(db_url, inbox, extra=("--workers", "2"))
    deadline = time.monotonic() + 60
    while len(kids := descendants(proc.pid)) < 3 and time.monotonic() < deadline:  # supervisor + 2 workers
        time.sleep(0.05)
    assert len(kids) >= 3, "the workers never started"
    time.sleep(0.5)  # extracting now
    assert proc.poll() is None, "the run finished before the kill: make the inbox larger"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert wait_gone(kids) == []
    complete_files_only(db_url)


@pytest.mark.skipif(not HAS_PROC, reason="reads the process tree from /proc")
def test_a_worker_killed_mid_run_fails_the_run_with_exit_5_and_rolls_its_file_back(db_url, inbox):
    """What the OOM killer does to one worker: the run must stop with a clear error, not
    wait forever for facts that will never come, and keep no half-loaded file."""
    proc = start_ingest(db_url, inbox, extra=("--workers", "2"))
    deadline = time.monotonic() + 60
    workers = []
    while len(workers) < 2 and time.monotonic() < deadline:
        supervisors = descendants(proc.pid)[:1]
        workers = descendants(supervisors[0]) if supervisors else []
        time.sleep(0.05)
    assert len(workers) == 2, "the workers never started"
    time.sleep(0.5)
    os.kill(workers[0], signal.SIGKILL)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 5, err
    assert "extraction workers stopped" in err and "rolled back" in err
    complete_files_only(db_url)


def _sources_committed(db_url: str) -> int:
    engine = open_engine(db_url)
    try:
        with engine.connect() as conn:
            return conn.execute(text("SELECT COUNT(*) FROM sources")).scalar_one()
    except DBAPIError:  # schema not created yet
        return 0
    finally:
        engine.dispose()


@pytest.mark.parametrize("signum, code, said", [(signal.SIGTERM, 143, "terminated (SIGTERM)"),
                                                (signal.SIGINT, 130, "interrupted")])
def test_a_stopped_run_rolls_its_file_back_marks_the_run_and_says_so(db_url, inbox, signum, code, said):
    """SIGTERM (systemd stopping the unit) is handled as Ctrl-C is: the file being loaded
    rolled back, the run marked interrupted, one line, its own exit code; the next run
    finishes the inbox."""
    proc = start_ingest(db_url, inbox)
    deadline = time.monotonic() + 120
    while _sources_committed(db_url) < 1 and time.monotonic() < deadline:  # mid-run: one file done
        time.sleep(0.05)
    assert proc.poll() is None, "the run finished before the signal: make the inbox larger"
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == code, err
    assert err.strip().count("\n") == 0 and said in err and "rolled back" in err
    complete_files_only(db_url)
    engine = open_engine(db_url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT status FROM ingest_runs")).scalars().all() == ["interrupted"]
    final = start_ingest(db_url, inbox)
    out, err = final.communicate(timeout=600)
    assert final.returncode == 0, err
    with engine.connect() as conn:
        assert conn.execute(text("SELECT COUNT(*) FROM papers")).scalar_one() == 6 * 700
    engine.dispose()
    complete_files_only(db_url)


def test_the_run_lock_is_the_database_files_even_through_a_symlink(tmp_path):
    """Two writers on one SQLite file must not overlap, however they name it."""
    from extractor.db.lock import run_lock

    (tmp_path / "real").mkdir()
    db = tmp_path / "real" / "papers.db"
    engine = open_engine(f"sqlite:///{db}")
    ingest(engine, [str(EXAMPLES / "feed.txt")])
    (tmp_path / "link.db").symlink_to(db)
    (tmp_path / "dir").symlink_to(tmp_path / "real")
    with run_lock(engine):  # this process is "the other ingest" on the real file
        for url in (f"sqlite:///{tmp_path / 'link.db'}", f"sqlite:///{tmp_path / 'dir' / '..' / 'real' / 'papers.db'}",
                    f"sqlite:///{tmp_path / 'dir' / 'papers.db'}"):
            res = subprocess.run([sys.executable, "-m", "extractor", "ingest", str(EXAMPLES), "--db", url],
                                 capture_output=True, text=True, timeout=120)
            assert res.returncode == 4, (url, res.stderr)
            assert f"another extractor ingest is running against {db}" in res.stderr
    engine.dispose()
    assert (tmp_path / "real" / "papers.db.lock").exists() and not (tmp_path / "link.db.lock").exists()


def test_main_leaves_the_callers_sigterm_handler_as_it_was(tmp_path):
    """Regression: ``cli.main`` called in-process (tests, scripts) left its SIGTERM handler
    installed, and a worker pool the caller started later inherited it in its supervisor,
    whose build then no longer stopped at once when the pool was closed."""
    from extractor.cli import main

    before = signal.getsignal(signal.SIGTERM)
    assert main(["ingest", str(EXAMPLES / "feed.txt"), "--db", f"sqlite:///{tmp_path / 'x.db'}"]) == 0
    assert main(["stats", "--db", f"sqlite:///{tmp_path / 'x.db'}"]) == 0
    assert signal.getsignal(signal.SIGTERM) is before


# --- the file boundary (issue 17): every per-file failure is that file's alone ---------------
ABSTRACT = "We propose a method that improves accuracy on standard benchmarks by a wide margin."


def jsonl(path, n, tag="p"):
    with open(path, "w") as fh:
        for i in range(n):
            fh.write(json.dumps({"id": f"{tag}{i}", "abstract": f"{ABSTRACT} Paper {tag} {i}."}) + "\n")


def scalar(engine, sql):
    with engine.connect() as conn:
        return conn.execute(text(sql)).scalar()


def test_a_file_truncated_while_it_is_read_is_rolled_back_and_read_again_next_run(engine, tmp_path, monkeypatch):
    """``curl -o`` over a listing while it is ingested: the hook truncates the real file
    right after the first chunk past the sniffed head has been read, every time."""
    from extractor.sources import stream

    inbox = tmp_path / "inbox"
    inbox.mkdir()
    victim = inbox / "listing.jsonl"
    jsonl(victim, 12_000)  # about 1.4 MB: read in more than one chunk
    complete = victim.read_bytes()
    pull = stream.SourceStream._pull
    done = []

    def truncating_pull(self, size):
        chunk = pull(self, size)
        if self.consumed > stream.HEAD and not done:  # a writer opens the file with O_TRUNC
            done.append(True)
            with open(victim, "wb") as out:
                out.write(complete[: len(complete) // 3])
        return chunk

    monkeypatch.setattr(stream.SourceStream, "_pull", truncating_pull)
    summary = ingest(engine, [str(inbox)])
    assert done and (summary.files_failed, summary.files_ingested, summary.status) == (1, 0, "incomplete")
    (failure,) = summary.rejections
    assert "changed while it was read" in failure["reason"] and "read again next run" in failure["reason"]
    assert scalar(engine, "SELECT COUNT(*) FROM papers") == 0  # nothing of it kept
    assert scalar(engine, "SELECT COUNT(*) FROM sources") == 0  # the ledger does not claim it
    monkeypatch.undo()
    victim.write_bytes(complete)  # the writer finishes
    again = ingest(engine, [str(inbox)])
    assert (again.files_ingested, again.papers_new) == (1, 12_000)
    import hashlib

    assert scalar(engine, "SELECT sha256 FROM sources") == hashlib.sha256(complete).hexdigest()


def test_the_recorded_hash_is_that_of_the_bytes_read(engine, tmp_path):
    import hashlib

    f = tmp_path / "a.jsonl"
    jsonl(f, 5)
    ingest(engine, [str(f)])
    assert scalar(engine, "SELECT sha256 FROM sources") == hashlib.sha256(f.read_bytes()).hexdigest()


def test_files_vanishing_or_turning_into_directories_mid_run_fail_alone(engine, tmp_path):
    for name in ("a", "b", "c", "d"):
        jsonl(tmp_path / f"{name}.jsonl", 3, tag=name)

    def meddle(outcome, seconds):  # between discovery and reading of the next file
        if outcome.name == "a.jsonl":
            os.unlink(tmp_path / "b.jsonl")
        elif outcome.name == "b.jsonl":
            os.unlink(tmp_path / "c.jsonl")
            os.mkdir(tmp_path / "c.jsonl")

    summary = ingest(engine, [str(tmp_path)], on_file=meddle)
    assert (summary.files_ingested, summary.files_failed, summary.papers_new) == (2, 2, 6)
    reasons = {r["source"]: r["reason"] for r in summary.rejections}
    assert reasons["b.jsonl"].startswith("no such file (it vanished before it could be read)")
    assert reasons["c.jsonl"].startswith("a directory, not a regular file")
    assert [f["status"] for f in summary.files] == ["ingested", "failed", "failed", "ingested"]


def test_fifo_and_dangling_link_get_precise_reasons_and_do_not_block_the_run(tmp_path):
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    os.mkfifo(inbox / "a_pipe.jsonl")  # nobody writes to it: opening it for reading would block
    os.symlink(tmp_path / "gone.jsonl", inbox / "b_link.jsonl")
    jsonl(inbox / "c_good.jsonl", 2)
    res = subprocess.run([sys.executable, "-m", "extractor.cli", "ingest", str(inbox), "--json",
                          "--db", f"sqlite:///{tmp_path / 'x.db'}"], capture_output=True, text=True, timeout=120)
    summary = json.loads(res.stdout)
    assert (summary["files_failed"], summary["files_ingested"], summary["papers_new"]) == (2, 1, 2)
    reasons = {r["source"]: r["reason"] for r in summary["rejections"]}
    assert reasons["a_pipe.jsonl"].startswith("a named pipe (FIFO), not a regular file")
    assert reasons["b_link.jsonl"].startswith("dangling symbolic link (to ")


def test_an_unreadable_file_fails_alone_and_every_later_file_lands(tmp_path):
    """A mode-000 file in a real process; as root, without the capabilities that let
    root read any file (``setpriv``), so the kernel refuses it as it would a user."""
    import shutil

    inbox = tmp_path / "inbox"
    inbox.mkdir()
    jsonl(inbox / "a_locked.jsonl", 2, tag="a")
    jsonl(inbox / "b_open.jsonl", 3, tag="b")
    (inbox / "c_closed").mkdir()
    jsonl(inbox / "c_closed" / "inside.jsonl", 4, tag="c")
    os.chmod(inbox / "a_locked.jsonl", 0)
    os.chmod(inbox / "c_closed", 0)
    cmd = [sys.executable, "-m", "extractor.cli", "ingest", str(inbox), "--json", "--db",
           f"sqlite:///{tmp_path / 'x.db'}"]
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("root without setpriv cannot be refused a file")
        cmd = ["setpriv", "--bounding-set=-dac_override,-dac_read_search", *cmd]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in res.stderr
    os.chmod(inbox / "c_closed", 0o755)  # let pytest clean up
    summary = json.loads(res.stdout)
    assert (summary["files_failed"], summary["files_ingested"], summary["papers_new"]) == (2, 1, 3)
    locked, closed = summary["rejections"]
    assert locked["source"] == "a_locked.jsonl" and locked["reason"].startswith("permission denied")
    assert closed["source"] == "c_closed" and closed["reason"].startswith("a directory that cannot be listed")
    assert [f["status"] for f in summary["files"]] == ["failed", "ingested", "failed"]


def test_an_interrupt_inside_a_database_statement_is_still_an_interrupt(db_url, tmp_path, monkeypatch):
    """What broke: SIGTERM or Ctrl-C landing while SQLite ran a statement made SQLAlchemy
    close that connection with its cursor still referenced from the traceback, so SQLite
    kept the file's write lock; recording the run then waited out the busy timeout and a
    minute later the run ended as "database is locked" (exit 3), left ``running``."""
    from extractor.interrupts import Terminated

    need_shared()
    write_variants(tmp_path / "inbox", files=2, per_file=60)
    calls = []

    def interrupting(real):
        def run(self, cursor, statement, parameters, context=None):
            real(self, cursor, statement, parameters, context)
            if statement.startswith("INSERT INTO sources"):  # the second file, its load begun
                calls.append(statement)
                if len(calls) == 2:
                    raise Terminated()  # as the SIGTERM handler raises it, right after the C call
        return run

    engine = open_engine(db_url)
    dialect = type(engine.dialect)
    for name in ("do_execute", "do_executemany"):
        monkeypatch.setattr(dialect, name, interrupting(getattr(dialect, name)))
    with pytest.raises(Terminated):
        ingest(engine, [str(tmp_path / "inbox")])
    monkeypatch.undo()
    with engine.connect() as conn:
        assert conn.execute(text("SELECT status FROM ingest_runs")).scalars().all() == ["interrupted"]
    engine.dispose()
    complete_files_only(db_url)
