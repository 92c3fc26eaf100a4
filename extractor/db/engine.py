"""Opening a database by URL and bringing its schema to the current migration."""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy import Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url

DEFAULT_URL = "sqlite:///papers.db"
MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"
# The newest migration's revision (``tests/test_migrations.py`` checks it is alembic's
# head): a database already there is recognised without loading alembic and the
# migration scripts, a tenth of a second on every run of a scheduled ingest.
HEAD = "0004"


def database_url(url: str | None = None) -> str:
    """``--db`` wins, then ``EXTRACTOR_DB``, then a ``papers.db`` file here.

    A bare ``postgresql://`` URL is given the psycopg 3 driver, the one we install.
    """
    url = url or os.environ.get("EXTRACTOR_DB") or DEFAULT_URL
    if url.startswith("postgresql://") or url.startswith("postgres://"):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


def open_engine(url: str | None = None) -> Engine:
    url = database_url(url)
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        engine = create_engine(url, connect_args={"timeout": 60})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn, _record):  # noqa: ANN001
            # WAL lets dashboards read while an ingest writes; foreign keys make
            # ON DELETE CASCADE real; the busy timeout makes writers wait, not fail.
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA busy_timeout=60000")
            if parsed.database and parsed.database != ":memory:":
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA synchronous=NORMAL")
            cur.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


def alembic_config():
    """Alembic pointed at our migrations; the connection is handed over in attributes."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def current_revision(conn: Connection) -> str | None:
    """The migration the database is at; None for a database never migrated."""
    if not inspect(conn).has_table("alembic_version"):
        return None
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


def migrate(engine: Engine, revision: str = "head") -> None:
    """Apply migrations up to ``revision`` (idempotent: does nothing when current)."""
    if revision == "head":
        with engine.connect() as conn:
            if current_revision(conn) == HEAD:
                return
    from alembic import command

    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revision)


def downgrade(engine: Engine, revision: str) -> None:
    from alembic import command

    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, revision)
