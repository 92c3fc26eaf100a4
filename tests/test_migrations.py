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
         "v_paper_identifiers", "v_paper_affiliations", "v_paper_history", "v_paper_changes",
         "v_category_summary", "v_dataset_usage", "v_author_summary", "v_top_results", "v_ingest_timeline",
         "v_venue_summary", "v_paper_keywords"]


def tables(engine):
    return {t for t in inspect(engine).get_table_names() if not schema.is_search_object(t)} - {"alembic_version"}


def search_objects(engine) -> set[str]:
    """The full-text search objects: FTS5 tables on SQLite, the function on PostgreSQL."""
    with engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            names = inspect(conn).get_table_names() + inspect(conn).get_view_names()
            return {t for t in names if schema.is_search_object(t)}
        return set(conn.execute(text("SELECT proname FROM pg_proc WHERE proname = 'papers_fts'")).scalars())


def test_upgrade_downgrade_upgrade_round_trip(engine):
    migrate(engine)
    assert tables(engine) == set(schema.metadata.tables)
    assert set(VIEWS) == {v for v in inspect(engine).get_view_names() if not schema.is_search_object(v)}
    assert schema.SEARCH in search_objects(engine)
    downgrade(engine, "base")
    assert tables(engine) == set()
    assert inspect(engine).get_view_names() == []
    assert search_objects(engine) == set()
    migrate(engine)
    assert tables(engine) == set(schema.metadata.tables)


def test_migrations_match_the_loader_schema(engine):
    migrate(engine)
    with engine.connect() as conn:
        context = MigrationContext.configure(
            conn, opts={"include_name": lambda name, kind, _: not schema.is_search_object(name)})
        diff = compare_metadata(context, schema.metadata)
    assert diff == []


def test_views_sql_is_what_the_migrations_create(sqlite_url):
    from extractor.db.engine import open_engine

    engine = open_engine(sqlite_url)
    migrate(engine)
    with engine.connect() as conn:
        views = conn.execute(text("SELECT name, sql FROM sqlite_master WHERE type = 'view'"))
        created = {name: sql for name, sql in views if not schema.is_search_object(name)}
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


# --- a database made by the previous release (0003) is migrated and back-filled ------------

def _copy_as_release_0003(source_engine, old_engine) -> None:
    """Give ``old_engine`` (at 0003) the rows ``source_engine`` holds, in 0003's columns: what
    the release before 0004 would have stored for the same inputs (it had no venues, tracks,
    statuses, affiliations, records or identifiers; ``first_seen_at`` was ``created_at``)."""
    from sqlalchemy import MetaData, select

    old = MetaData()
    old.reflect(old_engine)
    with source_engine.connect() as src, old_engine.begin() as dst:
        for table in old.sorted_tables:
            if table.name == "alembic_version":
                continue
            names = [c.name for c in table.columns]
            current = schema.metadata.tables[table.name]
            cols = [current.c["first_seen_at" if n == "created_at" and table.name == "papers" else n] for n in names]
            rows = [dict(zip(names, r)) for r in src.execute(select(*cols))]
            if rows:
                dst.execute(table.insert(), rows)
            if old_engine.dialect.name == "postgresql" and "id" in names:
                dst.execute(text(f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                                 f"COALESCE(MAX(id), 1)) FROM {table.name}"))


def _views(engine, skip: dict[str, set[str]]) -> dict[str, list]:
    out = {}
    with engine.connect() as conn:
        for view in VIEWS:
            result = conn.execute(text(f"SELECT * FROM {view}"))
            keep = [i for i, k in enumerate(result.keys()) if k not in skip.get(view, set())]
            out[view] = sorted((tuple(str(r[i]) for i in keep) for r in result), key=str)
    return out


def test_a_database_of_the_previous_release_is_migrated_and_back_filled(db_url, tmp_path, request):
    """Rows stored by 0003's schema reach 0004 with venues back-filled from file names,
    updated_at = first_seen_at, the search index built, and every view as a fresh ingest of
    the same files gives, except what 0003 never stored."""
    import json

    from extractor.db.engine import open_engine
    from extractor.pipeline import ingest
    from tests.conftest import CORPUS, EXAMPLES, _fresh_pg_database, need_shared

    need_shared()
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    records = json.loads((CORPUS / "wacv2024.json").read_text(encoding="utf-8"))[:60]
    (inbox / "wacv2024.json").write_text(json.dumps(records), encoding="utf-8")
    for example in EXAMPLES.iterdir():
        (inbox / example.name).write_bytes(example.read_bytes())
    if db_url.startswith("sqlite"):
        fresh_url = f"sqlite:///{tmp_path / 'fresh.db'}"
    else:
        fresh_url = _fresh_pg_database(request.getfixturevalue("pg_server"))
    fresh, old = open_engine(fresh_url), open_engine(db_url)
    ingest(fresh, [str(inbox)])
    migrate(old, "0003")
    _copy_as_release_0003(fresh, old)
    migrate(old)
    # what 0003 could not have stored differs; everything else is the same
    lost = {"v_papers": {"track", "status", "affiliations", "record"},
            "v_paper_affiliations": {"author", "affiliation"}}
    migrated = _views(old, lost)
    assert migrated.pop("v_paper_affiliations") == []
    expected = _views(fresh, lost)
    expected.pop("v_paper_affiliations")
    assert migrated == expected
    with old.connect() as conn:
        venues = conn.execute(text("SELECT venue, year, COUNT(*) FROM v_papers GROUP BY venue, year")).all()
        assert sorted(map(tuple, venues), key=str) == sorted([("WACV", 2024, 60), (None, None, 12)], key=str)
        assert conn.execute(text("SELECT COUNT(*) FROM papers WHERE updated_at <> first_seen_at")).scalar() == 0
        found = conn.execute(text("SELECT COUNT(*) FROM papers_fts('segmentation')")).scalar()
    assert found > 0
    if old.dialect.name == "sqlite":
        with old.begin() as conn:
            conn.execute(text("INSERT INTO papers_fts(papers_fts, rank) VALUES ('integrity-check', 1)"))
    # the migrated database goes on as any other: a forced re-read stores no paper twice and
    # fills in what the old release dropped (tracks: a venue change for the WACV papers)
    again = ingest(old, [str(inbox)], force=True)
    assert (again.papers_new, again.papers_updated) == (0, 60)
    with old.connect() as conn:
        assert conn.execute(text("SELECT COUNT(DISTINCT track) FROM v_papers WHERE venue = 'WACV'")).scalar() == 1
    fresh.dispose()
    old.dispose()
