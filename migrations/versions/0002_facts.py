"""Extracted facts: datasets and aliases, paper datasets, artifacts, reported results.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

CASCADE = {"ondelete": "CASCADE"}

# Kept verbatim in sql/views.sql too (a test compares them).
VIEWS = [
    """\
CREATE VIEW v_paper_datasets AS
SELECT pd.paper_id AS paper_id, d.name AS dataset, pd.mention AS mention, pd.role AS role,
       pd.start_char AS start_char, pd.end_char AS end_char, d.domain AS domain,
       d.kind AS dataset_kind, d.discovered AS discovered
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id""",
    """\
CREATE VIEW v_paper_artifacts AS
SELECT a.paper_id AS paper_id, a.name AS name, a.type AS type,
       a.start_char AS start_char, a.end_char AS end_char, a.position AS position
FROM paper_artifacts a""",
    """\
CREATE VIEW v_results AS
SELECT r.paper_id AS paper_id, r.text AS text, r.value AS value, r.value_high AS value_high,
       r.unit AS unit, r.kind AS kind, r.role AS role, r.qualifier AS qualifier,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline,
       r.start_char AS start_char, r.end_char AS end_char, r.position AS position
FROM results r""",
]


def upgrade() -> None:
    op.create_table(
        "datasets",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False, unique=True),
        sa.Column("domain", sa.String(32)),
        sa.Column("kind", sa.String(32)),
        sa.Column("discovered", sa.Boolean, nullable=False),
    )
    op.create_table(
        "dataset_aliases",
        sa.Column("alias", sa.Text, primary_key=True),
        sa.Column("dataset_id", sa.Integer, sa.ForeignKey("datasets.id", **CASCADE), nullable=False),
        sa.Column("case_sensitive", sa.Boolean, nullable=False),
    )
    op.create_table(
        "paper_datasets",
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), primary_key=True),
        sa.Column("dataset_id", sa.Integer, sa.ForeignKey("datasets.id"), primary_key=True),
        sa.Column("mention", sa.Text, nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("start_char", sa.Integer, nullable=False),
        sa.Column("end_char", sa.Integer, nullable=False),
        sa.Column("extractor_version", sa.String(32), nullable=False),
    )
    op.create_index("ix_paper_datasets_dataset", "paper_datasets", ["dataset_id"])
    op.create_table(
        "paper_artifacts",
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("type", sa.String(16), nullable=False),
        sa.Column("start_char", sa.Integer, nullable=False),
        sa.Column("end_char", sa.Integer, nullable=False),
        sa.Column("extractor_version", sa.String(32), nullable=False),
    )
    op.create_table(
        "results",
        sa.Column("paper_id", sa.Integer, sa.ForeignKey("papers.id", **CASCADE), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("value", sa.Float, nullable=False),
        sa.Column("value_high", sa.Float),
        sa.Column("unit", sa.String(16), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("qualifier", sa.Text),
        sa.Column("metric", sa.Text),
        sa.Column("dataset", sa.Text),
        sa.Column("baseline", sa.Text),
        sa.Column("start_char", sa.Integer, nullable=False),
        sa.Column("end_char", sa.Integer, nullable=False),
        sa.Column("extractor_version", sa.String(32), nullable=False),
    )
    op.create_index("ix_results_kind_unit", "results", ["kind", "unit"])
    for view in VIEWS:
        op.execute(view)


def downgrade() -> None:
    for view in ("v_results", "v_paper_artifacts", "v_paper_datasets"):
        op.execute(f"DROP VIEW IF EXISTS {view}")
    for table in ("results", "paper_artifacts", "paper_datasets", "dataset_aliases", "datasets"):
        op.drop_table(table)
