"""Shared fixtures: real databases (a SQLite file, a throwaway PostgreSQL cluster).

PostgreSQL comes from ``EXTRACTOR_TEST_PG_URL`` when set (a server the tests may create
databases on), else from a cluster started here from the local binaries.  Without either,
PostgreSQL tests are skipped locally but fail in CI (``CI=true``): they must never be
silently skipped there.
"""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import tempfile
from pathlib import Path

import pytest

# Compiled patterns (``extractor/pattern_cache.py``) go to a directory of the session's
# own, shared by the processes the tests start, never to the user's cache; set before
# anything imports the extractors, which compile their patterns on import.
os.environ["EXTRACTOR_CACHE_DIR"] = _PATTERN_CACHE = tempfile.mkdtemp(prefix="extractor-test-patterns-")
atexit.register(shutil.rmtree, _PATTERN_CACHE, ignore_errors=True)

from extractor.db.engine import database_url, open_engine  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SEEDS = SHARED / "seeds"
CORPUS = SHARED / "corpus"
GOLD = SHARED / "gold" / "seed_gold.jsonl"
EXAMPLES = ROOT / "examples"

_counter = itertools.count()


def need_shared() -> None:
    if not SEEDS.is_dir():
        pytest.skip("../shared is not present next to the repository")


@pytest.fixture(scope="session")
def pg_server():
    url = os.environ.get("EXTRACTOR_TEST_PG_URL")
    if url:
        yield database_url(url)
        return
    from tests.pgcluster import Cluster, ClusterError

    try:
        cluster = Cluster()
        admin = cluster.start()
    except ClusterError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL tests must run in CI but no server could be started: {exc}")
        pytest.skip(f"no PostgreSQL available: {exc}")
    yield admin
    cluster.stop()


def _fresh_pg_database(server_url: str) -> str:
    from tests.pgcluster import fresh_database

    return fresh_database(server_url, f"t_{os.getpid()}_{next(_counter)}")


@pytest.fixture
def pg_url(pg_server):
    return _fresh_pg_database(pg_server)


@pytest.fixture
def sqlite_url(tmp_path):
    return f"sqlite:///{tmp_path / 'papers.db'}"


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request, tmp_path):
    """Each test using this runs once on a SQLite file and once on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'papers.db'}"
    return _fresh_pg_database(request.getfixturevalue("pg_server"))


@pytest.fixture
def engine(db_url):
    eng = open_engine(db_url)
    yield eng
    eng.dispose()
