"""Source identity that survives moves, and a skip test that knows how a file was read.

Revision ID: 0005
Revises: 0003
Create Date: 2026-12-01

A source was keyed by its absolute path: moving the inbox duplicated every sighting and a
renamed file kept its old sightings for ever.  A source is now its content plus its name
relative to the folder it was ingested from (``relpath``, unique with ``sha256``);
``path`` is where it was last seen (what ``extractor prune`` checks; one source per
path: the file's current content).  ``reader_version`` joins sha256 and format in the
skip test, so a file read with a forced wrong ``--format``, or by an older reader, is
read again.

Existing rows are back-filled: ``relpath`` is the file name (the root they were ingested
from was not recorded; the first run over them sets it), except that of several rows
with the same name and content all but the first keep their absolute path, so none is
merged away; ``reader_version`` is ``'0'``, "read before reader versions were recorded",
so each file is read once more by the current reader (its papers are known: no
extraction).

Nothing is rebuilt: on SQLite a table rebuild (batch mode) would drop and re-create
``sources``, and with foreign keys enforced dropping it deletes every sighting (ON DELETE
CASCADE).  So the columns are added with a default, kept (a row written without them,
by hand or by an older tool, reads "name not recorded, read by an unknown reader" and is
read again), and the new key is a unique index.
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("sources", sa.Column("relpath", sa.Text, nullable=False, server_default=""))
    op.add_column("sources", sa.Column("reader_version", sa.String(16), nullable=False, server_default="0"))
    op.execute("UPDATE sources SET relpath = name")
    op.execute(
        "UPDATE sources SET relpath = path "
        "WHERE id NOT IN (SELECT MIN(id) FROM sources GROUP BY name, sha256)"
    )
    op.create_index("uq_sources_relpath_sha256", "sources", ["relpath", "sha256"], unique=True)
    op.create_index("ix_sources_sha256", "sources", ["sha256"])


def downgrade() -> None:
    op.drop_index("ix_sources_sha256", "sources")
    op.drop_index("uq_sources_relpath_sha256", "sources")
    op.drop_column("sources", "reader_version")
    op.drop_column("sources", "relpath")
