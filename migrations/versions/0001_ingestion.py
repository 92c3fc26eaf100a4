"""Ingestion foundation: sources, runs, papers, sightings, authors, categories, links.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

TS = sa.DateTime(timezone=True)
CASCADE = {"ondelete": "CASCADE"}

# Kept verbatim in sql/views.sql too (a test compares them).
VIEWS = [
    """\
CREATE VIEW v_papers AS
SELECT s.paper_id AS paper_id, src.name AS source_name, s.position AS position,
       s.external_id AS external_id, p.title AS title, p.abstract AS abstract,
       p.authors_truncated AS authors_truncated, p.content_key AS content_key,
       p.url AS url, src.path AS source_path, s.line AS line
FROM sightings s
JOIN papers p ON p.id = s.paper_id
JOIN sources src ON src.id = s.source_id""",
    """\
CREATE VIEW v_paper_authors AS
SELECT pa.paper_id AS paper_id, pa.position AS position, a.name AS name
FROM paper_authors pa
JOIN authors a ON a.id = pa.author_id""",
    """\
CREATE VIEW v_paper_categories AS
SELECT pc.paper_id AS paper_id, c.area AS area, NULLIF(c.subarea, '') AS subarea
FROM paper_categories pc
JOIN categories c ON c.id = pc.category_id""",
    """\
CREATE VIEW v_paper_links AS
SELECT l.paper_id AS paper_id, l.url AS url, l.kind AS kind, l.host AS host,
       r.owner AS owner, r.repo AS repo, l.promised AS promised, l.position AS position,
       l.start_char AS start_char, l.end_char AS end_char
FROM paper_links l
LEFT JOIN repositories r ON r.id = l.repository_id""",
]


def upgrade() -> None:
    op.create_table(
        "ingest_runs",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("started_at", TS, nullable=False),
        sa.Column("finished_at", TS),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("command", sa.String(32), nullable=False),
        sa.Column("files_seen", sa.Integer, nullable=False),
        sa.Column("files_ingested", sa.Integer, nullable=False),
        sa.Column("files_skipped", sa.Integer, nullable=False),
        sa.Column("files_rejected", sa.Integer, nullable=False),
        sa.Column("papers_new", sa.Integer, nullable=False),
        sa.Column("papers_known", sa.Integer, nullable=False),
        sa.Column("records_rejected", sa.Integer, nullable=False),
        sa.Column("extractor_version", sa.String(32), nullable=False),
    )
    op.create_table(
        "sources",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("path", sa.Text, nullable=False, unique=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("format", sa.String(16), nullable=False),
        sa.Column("encoding", sa.String(16)),
        sa.Column("size", sa.Integer, nullable=False),
        sa.Column("papers", sa.Integer, nullable=False),
        sa.Column("run_id", sa.Integer, sa.ForeignKey("ingest_runs.id")),
        sa.Column("ingested_at", TS, nullable=False),
    )
    op.create_table(
        "papers",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("content_key", sa.String(64), nullable=False, unique=True),
        sa.Column("title", sa.Text),
        sa.Column("abstract", sa.Text, nullable=False),
        sa.Column("url", sa.Text),
        sa.Column("link_fields", sa.Text),
        sa.Column("authors_truncated", sa.Boolean, nullable=False),
        sa.Column("extractor_version", sa.String(32), nullable=False),
        sa.Column("first_run_id", sa.Integer, sa.ForeignKey("ingest_runs.id")),
        sa.Column("created_at", TS, nullable=False),
    )
    op.create_table(
        "sightings",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("source_id", sa.Integer, sa.ForeignKey("sources.id", **CASCADE), nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), nullable=False),
        sa.Column("line", sa.Integer),
        sa.Column("external_id", sa.Text),
        sa.UniqueConstraint("source_id", "position", name="uq_sightings_source_position"),
    )
    op.create_index("ix_sightings_paper", "sightings", ["paper_id"])
    op.create_table(
        "authors",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False, unique=True),
    )
    op.create_table(
        "paper_authors",
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("author_id", sa.Integer, sa.ForeignKey("authors.id"), nullable=False),
    )
    op.create_index("ix_paper_authors_author", "paper_authors", ["author_id"])
    op.create_table(
        "categories",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("area", sa.Text, nullable=False),
        sa.Column("subarea", sa.Text, nullable=False),
        sa.UniqueConstraint("area", "subarea", name="uq_categories_area_subarea"),
    )
    op.create_table(
        "paper_categories",
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), primary_key=True),
        sa.Column("category_id", sa.Integer, sa.ForeignKey("categories.id"), primary_key=True),
    )
    op.create_index("ix_paper_categories_category", "paper_categories", ["category_id"])
    op.create_table(
        "paper_keywords",
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), primary_key=True),
        sa.Column("keyword", sa.Text, primary_key=True),
    )
    op.create_table(
        "repositories",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("host", sa.Text, nullable=False),
        sa.Column("owner", sa.Text, nullable=False),
        sa.Column("repo", sa.Text, nullable=False),
        sa.UniqueConstraint("host", "owner", "repo", name="uq_repositories_host_owner_repo"),
    )
    op.create_table(
        "paper_links",
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("url", sa.Text, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("host", sa.Text),
        sa.Column("repository_id", sa.Integer, sa.ForeignKey("repositories.id")),
        sa.Column("promised", sa.Boolean, nullable=False),
        sa.Column("start_char", sa.Integer),
        sa.Column("end_char", sa.Integer),
        sa.Column("extractor_version", sa.String(32), nullable=False),
    )
    op.create_index("ix_paper_links_repository", "paper_links", ["repository_id"])
    op.create_table(
        "rejections",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("run_id", sa.Integer, sa.ForeignKey("ingest_runs.id")),
        sa.Column("source_name", sa.Text, nullable=False),
        sa.Column("source_path", sa.Text, nullable=False),
        sa.Column("location", sa.Text),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("created_at", TS, nullable=False),
    )
    for view in VIEWS:
        op.execute(view)


def downgrade() -> None:
    for view in ("v_paper_links", "v_paper_categories", "v_paper_authors", "v_papers"):
        op.execute(f"DROP VIEW IF EXISTS {view}")
    for table in (
        "rejections", "paper_links", "repositories", "paper_keywords", "paper_categories",
        "categories", "paper_authors", "authors", "sightings", "papers", "sources", "ingest_runs",
    ):
        op.drop_table(table)
