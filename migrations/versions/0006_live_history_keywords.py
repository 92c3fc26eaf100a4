"""The history of removed papers is hidden like the rest of them; keywords get a view.

Revision ID: 0006
Revises: 0004
Create Date: 2026-12-03

``v_paper_history`` read ``paper_history`` alone, so the corrections of a paper that a
re-sync soft-deleted stayed visible, although every other view but ``v_paper_changes``
hides such papers (README, sql/README.md).  It now reads the live papers only.

``paper_keywords`` (the keywords a source gives, as written) had no view, so a dashboard,
which reads views only, could not reach the one topic field many exports carry.
``v_paper_keywords`` gives them with the paper's title, venue and year, as the other
fact views do, and a lower-cased form to group "Imitation Learning" with "imitation
learning".
"""

from alembic import context, op

revision = "0006"
down_revision = "0004"
branch_labels = None
depends_on = None


def _ts(expr: str, dialect: str) -> str:
    """Timestamp ``expr`` as UTC text 'YYYY-MM-DD HH:MM:SS.ffffff' (how SQLite stores it)."""
    if dialect == "postgresql":
        return f"to_char({expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')"
    return f"substr({expr}, 1, 26)"


def views(dialect: str) -> list[str]:
    """The CREATE VIEW statements for ``dialect`` (kept verbatim in sql/views.sql for SQLite)."""
    return [
        f"""\
CREATE VIEW v_paper_history AS
SELECT h.paper_id AS paper_id, {_ts('h.replaced_at', dialect)} AS replaced_at, h.changed AS changed,
       h.title AS title, h.url AS url, h.authors AS authors, h.affiliations AS affiliations,
       h.categories AS categories, h.keywords AS keywords, h.link_fields AS link_fields,
       NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year, NULLIF(v.track, '') AS track, h.run_id AS run_id
FROM paper_history h
JOIN papers p ON p.id = h.paper_id
LEFT JOIN venues v ON v.id = h.venue_id
WHERE NOT p.deleted""",
        """\
CREATE VIEW v_paper_keywords AS
SELECT k.paper_id AS paper_id, p.title AS title, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year,
       k.keyword AS keyword, LOWER(k.keyword) AS keyword_folded
FROM paper_keywords k
JOIN papers p ON p.id = k.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE NOT p.deleted""",
    ]


def upgrade() -> None:
    op.execute("DROP VIEW IF EXISTS v_paper_history")
    for view in views(op.get_bind().dialect.name):
        op.execute(view)


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    op.execute("DROP VIEW IF EXISTS v_paper_keywords")
    op.execute("DROP VIEW IF EXISTS v_paper_history")
    previous = context.script.get_revision("0004").module
    for view in previous.views(dialect):
        if view.startswith("CREATE VIEW v_paper_history "):
            op.execute(view)
