"""Dashboard views: per-category, per-dataset and per-author summaries, leaderboards, ingest timeline.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30

The views are the same SQL on SQLite and PostgreSQL except for one expression, the UTC
calendar day of a timestamp as ``'YYYY-MM-DD'`` text.  That one cannot be written once:
SQLite stores the loader's UTC timestamps as ISO text (so the day is its first ten
characters), while every PostgreSQL conversion of a ``timestamptz`` to a date or text
that SQLite also parses (``CAST``, ``date()``) uses the *session* time zone, so the same
row would fall on a different day for a client in Tokyo than for one in UTC.  ``_day``
renders it per dialect; sql/views.sql holds the SQLite text and names the substitution.
"""

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

NAMES = ["v_category_summary", "v_dataset_usage", "v_author_summary", "v_top_results", "v_ingest_timeline"]


def _day(expr: str, dialect: str) -> str:
    """The UTC day of timestamp ``expr`` as 'YYYY-MM-DD' text, identical on both databases."""
    if dialect == "postgresql":
        return f"to_char({expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
    return f"substr({expr}, 1, 10)"


# Per paper: when it was last seen, i.e. the latest ingest of a file that still holds it.
_LAST_SEEN = """\
(SELECT s.paper_id AS paper_id, MAX(src.ingested_at) AS last_at
        FROM sightings s JOIN sources src ON src.id = s.source_id
        GROUP BY s.paper_id)"""


def views(dialect: str) -> list[str]:
    """The CREATE VIEW statements for ``dialect`` (kept verbatim in sql/views.sql for SQLite)."""
    day = lambda expr: _day(expr, dialect)  # noqa: E731
    return [
        """\
CREATE VIEW v_category_summary AS
SELECT c.area AS area, NULLIF(c.subarea, '') AS subarea, COUNT(*) AS papers,
       SUM(f.has_code) AS papers_with_code,
       CAST(ROUND(1.0 * SUM(f.has_code) / COUNT(*), 4) AS FLOAT) AS share_with_code,
       SUM(f.has_results) AS papers_with_results
FROM (SELECT pc.paper_id AS paper_id, pc.category_id AS category_id,
             CASE WHEN EXISTS (SELECT 1 FROM paper_links l
                               WHERE l.paper_id = pc.paper_id AND l.kind = 'code') THEN 1 ELSE 0 END AS has_code,
             CASE WHEN EXISTS (SELECT 1 FROM results r
                               WHERE r.paper_id = pc.paper_id) THEN 1 ELSE 0 END AS has_results
      FROM paper_categories pc) f
JOIN categories c ON c.id = f.category_id
GROUP BY c.id, c.area, c.subarea""",
        f"""\
CREATE VIEW v_dataset_usage AS
SELECT d.name AS dataset, d.domain AS domain, COUNT(*) AS papers,
       SUM(CASE WHEN pd.role = 'introduced' THEN 1 ELSE 0 END) AS papers_introducing,
       {day('MIN(p.created_at)')} AS first_seen, {day('MAX(ls.last_at)')} AS last_seen
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id
JOIN papers p ON p.id = pd.paper_id
LEFT JOIN {_LAST_SEEN} ls ON ls.paper_id = pd.paper_id
GROUP BY d.id, d.name, d.domain""",
        f"""\
CREATE VIEW v_author_summary AS
SELECT a.name AS name, COUNT(DISTINCT pa.paper_id) AS papers, COUNT(DISTINCT c.area) AS areas,
       {day('MIN(p.created_at)')} AS first_seen, {day('MAX(ls.last_at)')} AS last_seen
FROM authors a
JOIN paper_authors pa ON pa.author_id = a.id
JOIN papers p ON p.id = pa.paper_id
LEFT JOIN {_LAST_SEEN} ls ON ls.paper_id = pa.paper_id
LEFT JOIN paper_categories pc ON pc.paper_id = pa.paper_id
LEFT JOIN categories c ON c.id = pc.category_id
GROUP BY a.id, a.name""",
        """\
CREATE VIEW v_top_results AS
SELECT r.paper_id AS paper_id,
       COALESCE(NULLIF(p.title, ''),
                CASE WHEN LENGTH(p.abstract) > 80 THEN RTRIM(SUBSTR(p.abstract, 1, 80)) || '…'
                     ELSE p.abstract END) AS title_or_snippet,
       r.kind AS kind, r.unit AS unit, r.value AS value, r.value_high AS value_high,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline, r.text AS text
FROM results r
JOIN papers p ON p.id = r.paper_id
WHERE r.role = 'result' AND r.kind IN ('speedup', 'improvement')
ORDER BY CASE r.kind WHEN 'speedup' THEN 0 ELSE 1 END,
         CASE r.unit WHEN 'times' THEN 0 WHEN 'pp' THEN 1 WHEN 'percent' THEN 2 ELSE 3 END,
         COALESCE(r.value_high, r.value) DESC, r.paper_id, r.position""",
        f"""\
CREATE VIEW v_ingest_timeline AS
SELECT t.day AS day, SUM(t.papers_new) AS papers_new, SUM(t.sources) AS sources
FROM (SELECT {day('p.created_at')} AS day, 1 AS papers_new, 0 AS sources FROM papers p
      UNION ALL
      SELECT {day('src.ingested_at')} AS day, 0 AS papers_new, 1 AS sources FROM sources src) t
GROUP BY t.day
ORDER BY t.day""",
    ]


def upgrade() -> None:
    for view in views(op.get_bind().dialect.name):
        op.execute(view)


def downgrade() -> None:
    for name in reversed(NAMES):
        op.execute(f"DROP VIEW IF EXISTS {name}")
