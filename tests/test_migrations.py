"""Migrations: round trip on both databases, and they build exactly what the code expects."""

import re
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text

from extractor.db import schema
from extractor.db.engine import downgrade, migrate

VIEWS_SQL = Path(__file__).resolve().parents[1] / "sql" / "views.sql"
VIEWS = ["v_papers", "v_paper_authors", "v_paper_categories", "v_paper_links",
         "v_paper_datasets", "v_paper_artifacts", "v_results",
         "v_category_summary", "v_dataset_usage", "v_author_summary", "v_top_results", "v_ingest_timeline"]


def tables(engine):
    return set(inspect(engine).get_table_names()) - {"alembic_version"}


def test_upgrade_downgrade_upgrade_round_trip(engine):
    migrate(engine)
    assert tables(engine) == set(schema.metadata.tables)
    assert set(VIEWS) <= set(inspect(engine).get_view_names())
    downgrade(engine, "base")
    assert tables(engine) == set()
    assert inspect(engine).get_view_names() == []
    migrate(engine)
    assert tables(engine) == set(schema.metadata.tables)


def test_migrations_match_the_loader_schema(engine):
    migrate(engine)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), schema.metadata)
    assert diff == []


def test_views_sql_is_what_the_migrations_create(sqlite_url):
    from extractor.db.engine import open_engine

    engine = open_engine(sqlite_url)
    migrate(engine)
    with engine.connect() as conn:
        created = dict(conn.execute(text("SELECT name, sql FROM sqlite_master WHERE type = 'view'")).all())
    squash = lambda s: re.sub(r"\s+", " ", s).strip()  # noqa: E731
    in_file = {
        re.search(r"CREATE VIEW (\w+)", stmt).group(1): squash(stmt[stmt.index("CREATE VIEW"):])
        for stmt in VIEWS_SQL.read_text().split(";") if "CREATE VIEW" in stmt
    }
    assert set(in_file) == set(VIEWS)
    assert {k: squash(v) for k, v in created.items()} == in_file


def test_head_constant_is_the_newest_migration():
    """``HEAD`` lets ``migrate`` skip alembic on a current database; a new migration
    must move it, or databases would stay one migration behind."""
    from alembic.script import ScriptDirectory

    from extractor.db.engine import HEAD, alembic_config

    assert ScriptDirectory.from_config(alembic_config()).get_current_head() == HEAD


def test_a_database_behind_head_is_still_migrated(engine):
    from extractor.db.engine import HEAD, current_revision

    migrate(engine, "0001")
    with engine.connect() as conn:
        assert current_revision(conn) == "0001"
    migrate(engine)
    with engine.connect() as conn:
        assert current_revision(conn) == HEAD
    assert tables(engine) == set(schema.metadata.tables)
