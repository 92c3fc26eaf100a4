"""Opening a database by URL and bringing its schema to the current migration."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, make_url

DEFAULT_URL = "sqlite:///papers.db"
# The newest migration's revision (``tests/test_migrations.py`` checks it is alembic's
# head): a database already there is recognised without loading alembic and the
# migration scripts, a tenth of a second on every run of a scheduled ingest.
HEAD = "0006"  # 0003 -> 0005 -> 0004 -> 0006: see migrations/versions/0004_venues_search_history.py
# The databases the schema, the views and the loader are written and tested for.
BACKENDS = {"sqlite": "sqlite:///FILE.db", "postgresql": "postgresql://user@host/dbname"}


class DatabaseURLError(ValueError):
    """``--db`` (or ``EXTRACTOR_DB``) is not a URL of a database extractor can use."""


class DatabaseMissing(RuntimeError):
    """A command that only reads was pointed at a database that does not exist (yet)."""


class UnknownRevision(ValueError):
    """``migrate --revision`` names no migration."""


class DowngradeRefused(ValueError):
    """``migrate`` to an older revision without ``--downgrade``."""


def database_url(url: str | None = None) -> str:
    """``--db`` wins, then ``EXTRACTOR_DB``, then a ``papers.db`` file here.

    A bare ``postgresql://`` URL is given the psycopg 3 driver, the one we install.
    """
    url = url or os.environ.get("EXTRACTOR_DB") or DEFAULT_URL
    if url.startswith("postgresql://") or url.startswith("postgres://"):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def check_url(url: str | None = None) -> URL:
    """The parsed URL, or ``DatabaseURLError`` saying what is wrong and what would do.

    Checked before anything is opened, so a typo is a usage error (and not "cannot
    reach the database" after a timeout), an unknown scheme or a driver that is not
    installed is one clear line instead of a traceback, and an in-memory SQLite
    database, which would be thrown away when the command ends, is refused.
    """
    given = database_url(url)
    try:
        parsed = make_url(given)
    except Exception as exc:  # sqlalchemy.exc.ArgumentError, ValueError: not a URL at all
        raise DatabaseURLError(f"--db {given!r} is not a database URL; {_examples()}") from exc
    backend = parsed.get_backend_name()
    if backend not in BACKENDS:
        raise DatabaseURLError(f"--db {parsed.drivername}://... is not supported; {_examples()}")
    try:
        parsed.get_dialect().import_dbapi()
    except Exception as exc:  # NoSuchModuleError (unknown driver), ImportError (not installed)
        raise DatabaseURLError(
            f"--db {parsed.drivername}://...: the driver is not available ({exc}); {_examples()}"
        ) from exc
    if backend == "sqlite" and sqlite_path(parsed) is None:
        raise DatabaseURLError(
            "--db sqlite:// is an in-memory database, thrown away when the command ends; "
            "name a file: sqlite:///papers.db"
        )
    return parsed


def _examples() -> str:
    return "use " + " or ".join(BACKENDS.values())


def sqlite_path(url: URL) -> str | None:
    """The file behind a SQLite URL (URI filenames ``file:x.db?mode=ro`` included); None in memory."""
    database = url.database
    if not database or database == ":memory:":
        return None
    if database.startswith("file:"):
        database = database[len("file:") :].split("?", 1)[0]
        if not database or database == ":memory:" or url.query.get("mode") == "memory":
            return None
    return database


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


def open_engine(url: str | None = None, create: bool = True) -> Engine:
    """An engine for ``url``; with ``create=False`` a SQLite file must already exist
    (``DatabaseMissing``): commands that only read must not leave an empty database
    behind a mistyped path."""
    url = database_url(url)
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        path = sqlite_path(parsed)
        if not create and (path is None or not os.path.isfile(path)):
            raise DatabaseMissing(
                f"no database at {os.path.abspath(path) if path else 'sqlite:// (memory)'}: check --db "
                "(or EXTRACTOR_DB), or create it with extractor ingest"
            )
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
                # A file is one transaction: with SQLite's default 2 MB page cache, its
                # dirty index pages were spilled to the WAL and read back over and over
                # (41k reads and 80k writes for 10k papers; 12k and 53k with 64 MiB). The
                # cap is fixed, so memory still does not grow with the corpus.
                cur.execute("PRAGMA cache_size=-65536")
            cur.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


def require_schema(engine: Engine) -> None:
    """``DatabaseMissing`` unless extractor's migrations were ever applied here: a
    read command pointed at an empty or foreign database says so instead of creating
    tables in it."""
    with engine.connect() as conn:
        if current_revision(conn) is None:
            where = engine.url.render_as_string(hide_password=True)
            raise DatabaseMissing(
                f"{where} holds no extractor database (never migrated): check --db, "
                "or create it with extractor ingest or extractor migrate"
            )


def alembic_config():
    """Alembic pointed at our migrations; the connection is handed over in attributes."""
    from alembic.config import Config

    from extractor.resources import migrations_dir

    cfg = Config()
    cfg.set_main_option("script_location", str(migrations_dir()))
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


@dataclass(frozen=True, slots=True)
class Migration:
    """What ``migrate_to`` did: ``action`` is upgraded, downgraded or current."""

    before: str | None
    after: str | None
    action: str


def revisions() -> list[str]:
    """Every migration's revision id, oldest first."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    return [s.revision for s in reversed(list(script.walk_revisions()))]


def resolve_revision(revision: str) -> str | None:
    """The revision id ``revision`` names (``head``, ``base`` -> None, an id or a unique
    prefix of one); ``UnknownRevision`` listing the known ones otherwise."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    if revision == "base":
        return None
    try:
        found = script.get_revision(revision)
    except Exception as exc:  # alembic's ResolutionError / CommandError
        raise UnknownRevision(
            f"no migration {revision!r}; known: base, {', '.join(revisions())}, head"
        ) from exc
    if found is None:
        raise UnknownRevision(f"no migration {revision!r}; known: base, {', '.join(revisions())}, head")
    return found.revision


def migrate_to(engine: Engine, revision: str = "head", allow_downgrade: bool = False) -> Migration:
    """Bring the database to ``revision`` and say what was done.

    Going back is refused (``DowngradeRefused``) unless ``allow_downgrade``: a
    downgrade drops the tables and columns of the later migrations, and ``migrate
    --revision 0002`` on a newer database used to print "migrated" having done nothing.
    """
    target = resolve_revision(revision)
    order = [None, *revisions()]
    with engine.connect() as conn:
        before = current_revision(conn)
    if before not in order:
        raise UnknownRevision(f"the database is at migration {before!r}, which this extractor does not know")
    if order.index(target) == order.index(before):
        return Migration(before, target, "current")
    if order.index(target) > order.index(before):
        migrate(engine, target or "base")
        return Migration(before, target, "upgraded")
    if not allow_downgrade:
        raise DowngradeRefused(
            f"the database is at migration {before}, newer than {target or 'base'}; pass --downgrade "
            "to go back (drops what the later migrations added)"
        )
    downgrade(engine, target or "base")
    return Migration(before, target, "downgraded")


def database_file(engine: Engine) -> Path | None:
    """The SQLite file behind ``engine`` with every symlink resolved; None for a server."""
    if engine.dialect.name != "sqlite":
        return None
    path = sqlite_path(engine.url)
    return Path(os.path.realpath(path)) if path else None
