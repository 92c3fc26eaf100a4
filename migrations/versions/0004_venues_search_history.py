"""Venues, the record as read, identifiers, full-text search, history and soft deletes.

Revision ID: 0004
Revises: 0005
Create Date: 2026-12-01

Written beside 0005 (source identity), both revising 0003; chained after it when the two
branches met, so a database already at 0005 upgrades too.  They touch different tables.

What analysts reach for (issues 19, 16 and 17):
- ``venues`` (name, year, track), named by each sighting and, for the paper, by its newest
  sighting that names one; existing sightings are back-filled from their file names
  (``iclr2024.json`` -> ICLR 2024), the same rule ingest applies.
- per sighting: the venue, the status ("Poster", "Oral"), the source record as read (JSON)
  and a fingerprint of what it says of the paper, so a re-read can tell a correction from
  a repetition; per author: an affiliation; per paper: identifiers (arXiv, DOI, ...) that
  match the same paper across sources, the values a correction replaced
  (``paper_history``), ``updated_at`` and a ``deleted`` flag (``created_at`` becomes
  ``first_seen_at``).  ``updated_at`` starts as ``first_seen_at``.
- full-text search over title and abstract, asked the same way on both databases,
  ``SELECT rowid, title FROM papers_fts('query') ORDER BY rank``: an FTS5 table on
  SQLite (external content: the view ``papers_fts_docs`` of papers not soft-deleted; kept
  in step by the loader, built here from the stored papers), a set-returning function of
  that name on PostgreSQL over ``papers_fts_terms`` (each paper's ``tsvector``, GIN-indexed,
  filled by the loader and built here).
- every view recreated: the fact views carry title, venue and year, views hide papers a
  re-sync soft-deleted, new views for venues, identifiers, affiliations, history and changes.

The views are the same SQL on both databases except two expressions, a timestamp's UTC
day and a timestamp as UTC text, rendered per dialect (``_day``, ``_ts``; see 0003 for
why); sql/views.sql holds the SQLite text.  Columns added to existing tables are added with
``ALTER TABLE`` (no table is rebuilt: on SQLite, rebuilding ``papers`` with foreign keys on
would cascade-delete its sightings and facts).
"""

import sqlalchemy as sa
from alembic import context, op

revision = "0004"
down_revision = "0005"
branch_labels = None
depends_on = None

TS = sa.DateTime(timezone=True)
CASCADE = {"ondelete": "CASCADE"}
EPOCH = "1970-01-01 00:00:00.000000"  # placeholder default while a NOT NULL column is added

OLD_VIEWS = [
    "v_papers", "v_paper_authors", "v_paper_categories", "v_paper_links",  # 0001
    "v_paper_datasets", "v_paper_artifacts", "v_results",  # 0002
    "v_category_summary", "v_dataset_usage", "v_author_summary", "v_top_results", "v_ingest_timeline",  # 0003
]
NAMES = [
    "v_papers", "v_paper_authors", "v_paper_categories", "v_paper_links", "v_paper_datasets",
    "v_paper_artifacts", "v_results", "v_paper_identifiers", "v_paper_affiliations", "v_paper_history",
    "v_paper_changes", "v_category_summary", "v_dataset_usage", "v_author_summary", "v_top_results",
    "v_ingest_timeline", "v_venue_summary",
]

SEARCH_TEXT = "COALESCE(p.title, '') || ' ' || p.abstract"
# SQLite: the index's external content is a view of the papers no re-sync soft-deleted,
# so "the index holds exactly the live papers" is what FTS5's own integrity check checks.
# The loader adds, corrects and soft-deletes in step itself (in batches, on its hot path);
# the trigger keeps a hard delete by anything else (a clean-up command, hand-written SQL)
# from leaving the index pointing at a paper that is gone.
SQLITE_SEARCH = [
    "CREATE VIEW papers_fts_docs AS SELECT id, title, abstract FROM papers WHERE NOT deleted",
    "CREATE VIRTUAL TABLE papers_fts USING fts5(title, abstract, content=\"papers_fts_docs\", "
    "content_rowid=\"id\", tokenize=\"porter unicode61\")",
    "CREATE TRIGGER papers_fts_hard_delete AFTER DELETE ON papers WHEN NOT old.deleted BEGIN "
    "INSERT INTO papers_fts(papers_fts, rowid, title, abstract) VALUES ('delete', old.id, old.title, old.abstract); "
    "END",
]
# PostgreSQL: each paper's terms in a table of their own rather than an expression index
# on papers, so the loader can have the server compute them (to_tsvector is most of the
# cost of indexing) while it extracts the next batch, in the same transaction.
PG_SEARCH = [
    "CREATE TABLE papers_fts_terms (paper_id INTEGER PRIMARY KEY REFERENCES papers (id) ON DELETE CASCADE, "
    "terms TSVECTOR NOT NULL)",
    "CREATE INDEX papers_fts_terms_gin ON papers_fts_terms USING gin (terms)",
    # same name and columns as the FTS5 table's table-valued form; rank: lower is better
    """\
CREATE FUNCTION papers_fts(query text)
RETURNS TABLE (rowid integer, title text, abstract text, rank real)
LANGUAGE sql STABLE AS $$
SELECT p.id, p.title, p.abstract, -ts_rank(s.terms, websearch_to_tsquery('english', query))
FROM papers_fts_terms s
JOIN papers p ON p.id = s.paper_id
WHERE s.terms @@ websearch_to_tsquery('english', query) AND NOT p.deleted
$$""",
]
# The terms of papers (the loader runs the same statement for the ids it adds).
PG_TERMS = (f"INSERT INTO papers_fts_terms (paper_id, terms) "
            f"SELECT p.id, to_tsvector('english', {SEARCH_TEXT}) FROM papers p")


def _day(expr: str, dialect: str) -> str:
    """The UTC day of timestamp ``expr`` as 'YYYY-MM-DD' text, identical on both databases."""
    if dialect == "postgresql":
        return f"to_char({expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
    return f"substr({expr}, 1, 10)"


def _ts(expr: str, dialect: str) -> str:
    """Timestamp ``expr`` as UTC text 'YYYY-MM-DD HH:MM:SS.ffffff' (how SQLite stores it)."""
    if dialect == "postgresql":
        return f"to_char({expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')"
    return f"substr({expr}, 1, 26)"


_LAST_SEEN = """\
(SELECT s.paper_id AS paper_id, MAX(src.ingested_at) AS last_at
        FROM sightings s JOIN sources src ON src.id = s.source_id
        GROUP BY s.paper_id)"""

_VENUE = "NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year"
_LABELS = f"p.title AS title, {_VENUE}"
_OF_LIVE_PAPER = """\
JOIN papers p ON p.id = {alias}.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE NOT p.deleted"""


# per group of papers with the flags below: papers, those linking code, their share, those reporting numbers
_COUNTS = """COUNT(*) AS papers,
       SUM(f.has_code) AS papers_with_code,
       CAST(ROUND(1.0 * SUM(f.has_code) / COUNT(*), 4) AS FLOAT) AS share_with_code,
       SUM(f.has_results) AS papers_with_results"""


def _flags(paper: str) -> str:
    """Whether paper ``paper`` links code (promised links count) and reports a number, as 1/0."""
    return f"""CASE WHEN EXISTS (SELECT 1 FROM paper_links l
                               WHERE l.paper_id = {paper} AND l.kind = 'code') THEN 1 ELSE 0 END AS has_code,
             CASE WHEN EXISTS (SELECT 1 FROM results r
                               WHERE r.paper_id = {paper}) THEN 1 ELSE 0 END AS has_results"""


def views(dialect: str) -> list[str]:
    """The CREATE VIEW statements for ``dialect`` (kept verbatim in sql/views.sql for SQLite)."""
    day = lambda expr: _day(expr, dialect)  # noqa: E731
    ts = lambda expr: _ts(expr, dialect)  # noqa: E731
    live = lambda alias: _OF_LIVE_PAPER.format(alias=alias)  # noqa: E731
    return [
        f"""\
CREATE VIEW v_papers AS
SELECT s.paper_id AS paper_id, src.name AS source_name, s.position AS position,
       s.external_id AS external_id, p.title AS title, p.abstract AS abstract,
       p.authors_truncated AS authors_truncated, p.content_key AS content_key,
       p.url AS url, src.path AS source_path, s.line AS line,
       {_VENUE}, NULLIF(v.track, '') AS track, s.status AS status,
       p.affiliations AS affiliations, {ts('p.first_seen_at')} AS first_seen_at,
       {ts('p.updated_at')} AS updated_at, CAST(s.record AS TEXT) AS record
FROM sightings s
JOIN papers p ON p.id = s.paper_id
JOIN sources src ON src.id = s.source_id
LEFT JOIN venues v ON v.id = s.venue_id""",
        """\
CREATE VIEW v_paper_authors AS
SELECT pa.paper_id AS paper_id, pa.position AS position, a.name AS name
FROM paper_authors pa
JOIN authors a ON a.id = pa.author_id
JOIN papers p ON p.id = pa.paper_id
WHERE NOT p.deleted""",
        """\
CREATE VIEW v_paper_categories AS
SELECT pc.paper_id AS paper_id, c.area AS area, NULLIF(c.subarea, '') AS subarea
FROM paper_categories pc
JOIN categories c ON c.id = pc.category_id
JOIN papers p ON p.id = pc.paper_id
WHERE NOT p.deleted""",
        f"""\
CREATE VIEW v_paper_links AS
SELECT l.paper_id AS paper_id, l.url AS url, l.kind AS kind, l.host AS host,
       r.owner AS owner, r.repo AS repo, l.promised AS promised, l.position AS position,
       l.start_char AS start_char, l.end_char AS end_char, {_LABELS}
FROM paper_links l
LEFT JOIN repositories r ON r.id = l.repository_id
{live('l')}""",
        f"""\
CREATE VIEW v_paper_datasets AS
SELECT pd.paper_id AS paper_id, d.name AS dataset, pd.mention AS mention, pd.role AS role,
       pd.start_char AS start_char, pd.end_char AS end_char, d.domain AS domain,
       d.kind AS dataset_kind, d.discovered AS discovered, {_LABELS}
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id
{live('pd')}""",
        f"""\
CREATE VIEW v_paper_artifacts AS
SELECT a.paper_id AS paper_id, a.name AS name, a.type AS type,
       a.start_char AS start_char, a.end_char AS end_char, a.position AS position, {_LABELS}
FROM paper_artifacts a
{live('a')}""",
        f"""\
CREATE VIEW v_results AS
SELECT r.paper_id AS paper_id, r.text AS text, r.value AS value, r.value_high AS value_high,
       r.unit AS unit, r.kind AS kind, r.role AS role, r.qualifier AS qualifier,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline,
       r.start_char AS start_char, r.end_char AS end_char, r.position AS position, {_LABELS}
FROM results r
{live('r')}""",
        """\
CREATE VIEW v_paper_identifiers AS
SELECT i.paper_id AS paper_id, i.scheme AS scheme, i.value AS value
FROM paper_identifiers i
JOIN papers p ON p.id = i.paper_id
WHERE NOT p.deleted""",
        """\
CREATE VIEW v_paper_affiliations AS
SELECT pa.paper_id AS paper_id, pa.position AS position, a.name AS author, f.name AS affiliation
FROM paper_authors pa
JOIN authors a ON a.id = pa.author_id
JOIN affiliations f ON f.id = pa.affiliation_id
JOIN papers p ON p.id = pa.paper_id
WHERE NOT p.deleted""",
        f"""\
CREATE VIEW v_paper_history AS
SELECT h.paper_id AS paper_id, {ts('h.replaced_at')} AS replaced_at, h.changed AS changed,
       h.title AS title, h.url AS url, h.authors AS authors, h.affiliations AS affiliations,
       h.categories AS categories, h.keywords AS keywords, h.link_fields AS link_fields,
       {_VENUE}, NULLIF(v.track, '') AS track, h.run_id AS run_id
FROM paper_history h
LEFT JOIN venues v ON v.id = h.venue_id""",
        f"""\
CREATE VIEW v_paper_changes AS
SELECT p.id AS paper_id, p.title AS title, {_VENUE},
       {ts('p.first_seen_at')} AS first_seen_at, {ts('p.updated_at')} AS updated_at,
       p.deleted AS deleted, p.extractor_version AS extractor_version
FROM papers p
LEFT JOIN venues v ON v.id = p.venue_id""",
        f"""\
CREATE VIEW v_category_summary AS
SELECT c.area AS area, NULLIF(c.subarea, '') AS subarea, {_COUNTS}
FROM (SELECT pc.paper_id AS paper_id, pc.category_id AS category_id,
             {_flags('pc.paper_id')}
      FROM paper_categories pc
      JOIN papers p ON p.id = pc.paper_id
      WHERE NOT p.deleted) f
JOIN categories c ON c.id = f.category_id
GROUP BY c.id, c.area, c.subarea""",
        f"""\
CREATE VIEW v_dataset_usage AS
SELECT d.name AS dataset, d.domain AS domain, COUNT(*) AS papers,
       SUM(CASE WHEN pd.role = 'introduced' THEN 1 ELSE 0 END) AS papers_introducing,
       {day('MIN(p.first_seen_at)')} AS first_seen, {day('MAX(ls.last_at)')} AS last_seen
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id
JOIN papers p ON p.id = pd.paper_id
LEFT JOIN {_LAST_SEEN} ls ON ls.paper_id = pd.paper_id
WHERE NOT p.deleted
GROUP BY d.id, d.name, d.domain""",
        f"""\
CREATE VIEW v_author_summary AS
SELECT a.name AS name, COUNT(DISTINCT pa.paper_id) AS papers, COUNT(DISTINCT c.area) AS areas,
       {day('MIN(p.first_seen_at)')} AS first_seen, {day('MAX(ls.last_at)')} AS last_seen
FROM authors a
JOIN paper_authors pa ON pa.author_id = a.id
JOIN papers p ON p.id = pa.paper_id
LEFT JOIN {_LAST_SEEN} ls ON ls.paper_id = pa.paper_id
LEFT JOIN paper_categories pc ON pc.paper_id = pa.paper_id
LEFT JOIN categories c ON c.id = pc.category_id
WHERE NOT p.deleted
GROUP BY a.id, a.name""",
        f"""\
CREATE VIEW v_top_results AS
SELECT r.paper_id AS paper_id,
       COALESCE(NULLIF(p.title, ''),
                CASE WHEN LENGTH(p.abstract) > 80 THEN RTRIM(SUBSTR(p.abstract, 1, 80)) || '…'
                     ELSE p.abstract END) AS title_or_snippet,
       r.kind AS kind, r.unit AS unit, r.value AS value, r.value_high AS value_high,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline, r.text AS text, {_VENUE}
FROM results r
JOIN papers p ON p.id = r.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE r.role = 'result' AND r.kind IN ('speedup', 'improvement') AND NOT p.deleted
ORDER BY CASE r.kind WHEN 'speedup' THEN 0 ELSE 1 END,
         CASE r.unit WHEN 'times' THEN 0 WHEN 'pp' THEN 1 WHEN 'percent' THEN 2 ELSE 3 END,
         COALESCE(r.value_high, r.value) DESC, r.paper_id, r.position""",
        f"""\
CREATE VIEW v_ingest_timeline AS
SELECT t.day AS day, SUM(t.papers_new) AS papers_new, SUM(t.sources) AS sources
FROM (SELECT {day('p.first_seen_at')} AS day, 1 AS papers_new, 0 AS sources FROM papers p WHERE NOT p.deleted
      UNION ALL
      SELECT {day('src.ingested_at')} AS day, 0 AS papers_new, 1 AS sources FROM sources src) t
GROUP BY t.day
ORDER BY t.day""",
        f"""\
CREATE VIEW v_venue_summary AS
SELECT {_VENUE}, {_COUNTS}
FROM (SELECT p.id AS paper_id, p.venue_id AS venue_id,
             {_flags('p.id')}
      FROM papers p
      WHERE NOT p.deleted) f
LEFT JOIN venues v ON v.id = f.venue_id
GROUP BY v.name, v.year""",
    ]


def _previous(rev: str):
    """An earlier migration's module, for the views a downgrade puts back."""
    return context.script.get_revision(rev).module


def upgrade() -> None:
    dialect = op.get_bind().dialect.name
    for name in reversed(OLD_VIEWS):
        op.execute(f"DROP VIEW IF EXISTS {name}")
    op.create_table(
        "venues",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("year", sa.Integer, nullable=False),
        sa.Column("track", sa.Text, nullable=False),
        sa.UniqueConstraint("name", "year", "track", name="uq_venues_name_year_track"),
    )
    op.create_table(
        "affiliations",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False, unique=True),
    )
    op.alter_column("papers", "created_at", new_column_name="first_seen_at")
    op.add_column("papers", sa.Column("updated_at", TS, nullable=False, server_default=EPOCH))
    op.add_column("papers", sa.Column("deleted", sa.Boolean, nullable=False, server_default=sa.false()))
    _add_reference("papers", "venue_id", "venues")
    op.add_column("papers", sa.Column("affiliations", sa.Text))
    op.execute("UPDATE papers SET updated_at = first_seen_at")
    if dialect == "postgresql":
        op.alter_column("papers", "updated_at", server_default=None)
    _add_reference("sightings", "venue_id", "venues")
    op.add_column("sightings", sa.Column("status", sa.Text))
    op.add_column("sightings", sa.Column("record", sa.JSON))
    op.add_column("sightings", sa.Column("meta_key", sa.BigInteger))
    _add_reference("paper_authors", "affiliation_id", "affiliations")
    op.add_column("ingest_runs", sa.Column("papers_updated", sa.Integer, nullable=False, server_default="0"))
    # a file is hashed before it is read only when a source may be it (its path, name or size)
    op.create_index("ix_sources_size", "sources", ["size"])
    op.create_table(
        "paper_identifiers",
        sa.Column("scheme", sa.String(16), primary_key=True),
        sa.Column("value", sa.Text, primary_key=True),
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), nullable=False),
    )
    op.create_index("ix_paper_identifiers_paper", "paper_identifiers", ["paper_id"])
    op.create_table(
        "paper_history",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), nullable=False),
        sa.Column("run_id", sa.Integer, sa.ForeignKey("ingest_runs.id")),
        sa.Column("replaced_at", TS, nullable=False),
        sa.Column("changed", sa.Text, nullable=False),
        sa.Column("title", sa.Text),
        sa.Column("url", sa.Text),
        sa.Column("authors", sa.Text),
        sa.Column("affiliations", sa.Text),
        sa.Column("categories", sa.Text),
        sa.Column("keywords", sa.Text),
        sa.Column("link_fields", sa.Text),
        sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id")),
    )
    op.create_index("ix_paper_history_paper", "paper_history", ["paper_id"])
    _backfill_venues()
    if dialect == "postgresql":
        for statement in PG_SEARCH:
            op.execute(statement)
        op.execute(PG_TERMS)
    else:
        for statement in SQLITE_SEARCH:
            op.execute(statement)
        op.execute("INSERT INTO papers_fts(papers_fts) VALUES ('rebuild')")
    for view in views(dialect):
        op.execute(view)


def _add_reference(table: str, column: str, target: str) -> None:
    """A nullable column referencing ``target.id``.  SQLite adds the reference with the
    column (alembic would add it as a separate constraint, which SQLite cannot)."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(f"ALTER TABLE {table} ADD COLUMN {column} INTEGER REFERENCES {target} (id)")
    else:
        op.add_column(table, sa.Column(column, sa.Integer, sa.ForeignKey(f"{target}.id")))


def _backfill_venues() -> None:
    """Sightings of files named like ``iclr2024.json`` get that venue, as ingest now gives
    them; a paper gets the venue of its most recently ingested sighting that has one."""
    from extractor.venues import venue_of_file

    conn = op.get_bind()
    venues = sa.table("venues", sa.column("id"), sa.column("name"), sa.column("year"), sa.column("track"))
    ids: dict[tuple, int] = {}
    for source_id, name in conn.execute(sa.text("SELECT id, name FROM sources")).all():
        found = venue_of_file(name)
        if not found:
            continue
        if found not in ids:
            ids[found] = conn.execute(
                venues.insert().values(name=found[0], year=found[1], track="").returning(venues.c.id)
            ).scalar_one()
        conn.execute(sa.text("UPDATE sightings SET venue_id = :v WHERE source_id = :s"),
                     {"v": ids[found], "s": source_id})
    if ids:
        conn.execute(sa.text("""
            UPDATE papers SET venue_id = (
                SELECT s.venue_id FROM sightings s JOIN sources src ON src.id = s.source_id
                WHERE s.paper_id = papers.id AND s.venue_id IS NOT NULL
                ORDER BY src.ingested_at DESC, s.id DESC LIMIT 1)"""))


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    for name in reversed(NAMES):
        op.execute(f"DROP VIEW IF EXISTS {name}")
    if dialect == "postgresql":
        op.execute("DROP FUNCTION IF EXISTS papers_fts(text)")
        op.execute("DROP TABLE IF EXISTS papers_fts_terms")
    else:
        op.execute("DROP TRIGGER IF EXISTS papers_fts_hard_delete")
        op.execute("DROP TABLE IF EXISTS papers_fts")
        op.execute("DROP VIEW IF EXISTS papers_fts_docs")
    # what 0003 could not hold: history, identifiers, and the rows the soft deletes kept
    op.drop_table("paper_history")
    op.drop_table("paper_identifiers")
    op.execute("DELETE FROM papers WHERE deleted")
    op.drop_index("ix_sources_size", table_name="sources")
    op.drop_column("ingest_runs", "papers_updated")
    op.drop_column("paper_authors", "affiliation_id")
    for column in ("meta_key", "record", "status", "venue_id"):
        op.drop_column("sightings", column)
    for column in ("affiliations", "venue_id", "deleted", "updated_at"):
        op.drop_column("papers", column)
    op.alter_column("papers", "first_seen_at", new_column_name="created_at")
    op.drop_table("affiliations")
    op.drop_table("venues")
    for rev in ("0001", "0002"):
        for view in _previous(rev).VIEWS:
            op.execute(view)
    for view in _previous("0003").views(dialect):
        op.execute(view)
