"""One writer at a time: overlapping scheduled runs must not double-ingest.

PostgreSQL gets a session advisory lock (released by the server if the process dies);
SQLite gets an exclusive ``flock`` on ``<database>.lock`` (released by the kernel if the
process dies), while SQLite's own busy timeout covers short write contention.  The lock
file is named after the database file's real path (symlinks and ``..`` resolved): the
same file reached through a symlink or another relative path is the same lock, so two
writers cannot overlap on it.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine, text

from extractor.db.engine import database_file

# Arbitrary, fixed: identifies "an extractor ingest run" among advisory locks.
ADVISORY_KEY = 0x45585452


class LockBusy(RuntimeError):
    """Another ingest run holds the database."""


class LockUnavailable(RuntimeError):
    """The lock itself cannot be taken (read-only folder, missing directory)."""


@contextmanager
def run_lock(engine: Engine, wait: float = 0.0) -> Iterator[None]:
    if engine.dialect.name == "postgresql":
        with _pg_lock(engine, wait):
            yield
        return
    database = database_file(engine)
    if database is None:  # in memory: no other process can see it
        yield
        return
    with _file_lock(f"{database}.lock", wait, str(database)):
        yield


def _deadline_loop(wait: float) -> Iterator[None]:
    deadline = time.monotonic() + wait
    while True:
        yield
        if time.monotonic() >= deadline:
            return
        time.sleep(min(0.5, max(0.05, wait / 20)))


@contextmanager
def _pg_lock(engine: Engine, wait: float) -> Iterator[None]:
    with engine.connect() as conn:
        for _ in _deadline_loop(wait):
            got = conn.execute(text("SELECT pg_try_advisory_lock(:k)"), {"k": ADVISORY_KEY}).scalar()
            conn.commit()
            if got:
                break
        else:
            raise LockBusy(_busy_message(engine.url.render_as_string(hide_password=True), wait))
        try:
            yield
        finally:
            conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": ADVISORY_KEY})
            conn.commit()


@contextmanager
def _file_lock(path: str, wait: float, url: str) -> Iterator[None]:
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise LockUnavailable(f"cannot create the lock file {path}: {exc.strerror}") from exc
    try:
        for _ in _deadline_loop(wait):
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                continue
        else:
            raise LockBusy(_busy_message(url, wait))
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def _busy_message(url: str, wait: float) -> str:
    waited = f" after waiting {wait:g}s" if wait else ""
    return (
        f"another extractor ingest is running against {url}{waited}; "
        "try again later or pass --wait SECONDS"
    )
