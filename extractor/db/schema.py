"""The normalized tables, as SQLAlchemy Core objects for the loader.

The Alembic migrations in ``migrations/`` are what create these in a database; a test
checks that ``alembic upgrade head`` yields exactly this metadata, so the two cannot
drift.  Optional text (a missing subarea) is stored as ``''`` where it is part of a
unique key, because SQLite treats NULLs as distinct; the views turn it back into NULL.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

metadata = MetaData()

CASCADE = {"ondelete": "CASCADE"}

ingest_runs = Table(
    "ingest_runs",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("started_at", DateTime(timezone=True), nullable=False),
    Column("finished_at", DateTime(timezone=True)),
    Column("status", String(16), nullable=False),  # running | ok | rejected | incomplete | failed | interrupted
    Column("command", String(32), nullable=False),
    Column("files_seen", Integer, nullable=False, default=0),
    Column("files_ingested", Integer, nullable=False, default=0),
    Column("files_skipped", Integer, nullable=False, default=0),
    Column("files_rejected", Integer, nullable=False, default=0),
    Column("papers_new", Integer, nullable=False, default=0),
    Column("papers_known", Integer, nullable=False, default=0),
    Column("records_rejected", Integer, nullable=False, default=0),
    Column("extractor_version", String(32), nullable=False),
    Column("papers_updated", Integer, nullable=False, default=0),  # migration 0004
)

# A source is its content plus its name relative to the folder it was ingested from
# (relpath, sha256): moving the inbox or renaming a file does not make a new source.
# ``path`` is where it was last seen (absolute; ``stdin:<sha256>`` for standard input),
# one source per path.  The skip test compares sha256, format and reader_version
# (migration 0005).
sources = Table(
    "sources",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("path", Text, nullable=False, unique=True),
    Column("name", Text, nullable=False),
    Column("sha256", String(64), nullable=False),
    Column("format", String(16), nullable=False),
    Column("encoding", String(16)),
    Column("size", Integer, nullable=False),
    Column("papers", Integer, nullable=False, default=0),
    Column("run_id", Integer, ForeignKey("ingest_runs.id")),
    Column("ingested_at", DateTime(timezone=True), nullable=False),
    Column("relpath", Text, nullable=False, server_default=""),
    Column("reader_version", String(16), nullable=False, server_default="0"),
    Index("uq_sources_relpath_sha256", "relpath", "sha256", unique=True),
    Index("ix_sources_sha256", "sha256"),
    Index("ix_sources_size", "size"),
)

# Where a paper was published: (name, year, track) as the record, the command line or the
# file name says (migration 0004).  Unknown parts are stored as '' / 0, part of the key.
venues = Table(
    "venues",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", Text, nullable=False, default=""),
    Column("year", Integer, nullable=False, default=0),
    Column("track", Text, nullable=False, default=""),
    UniqueConstraint("name", "year", "track", name="uq_venues_name_year_track"),
)

papers = Table(
    "papers",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("content_key", String(64), nullable=False, unique=True),
    Column("title", Text),
    Column("abstract", Text, nullable=False),
    Column("url", Text),
    Column("link_fields", Text),  # raw github/project field values, newline-joined
    Column("authors_truncated", Boolean, nullable=False, default=False),
    Column("extractor_version", String(32), nullable=False),
    Column("first_run_id", Integer, ForeignKey("ingest_runs.id")),
    Column("first_seen_at", DateTime(timezone=True), nullable=False),  # created_at before 0004
    # migration 0004: when the row or its facts last changed (a correction, re-extraction,
    # removal, return), the soft-delete flag a re-sync sets instead of deleting, the venue
    # of the newest sighting that names one, and the distinct affiliations, '; '-joined
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("deleted", Boolean, nullable=False, default=False),
    Column("venue_id", Integer, ForeignKey("venues.id")),
    Column("affiliations", Text),
)

sightings = Table(
    "sightings",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("source_id", Integer, ForeignKey("sources.id", **CASCADE), nullable=False),
    Column("position", Integer, nullable=False),
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), nullable=False),
    Column("line", Integer),
    Column("external_id", Text),
    # migration 0004: what this source says of the paper
    Column("venue_id", Integer, ForeignKey("venues.id")),
    Column("status", Text),
    Column("record", JSON),  # the source record as read
    Column("meta_key", BigInteger),  # fingerprint of its title, authors, categories, links, venue
    UniqueConstraint("source_id", "position", name="uq_sightings_source_position"),
    Index("ix_sightings_paper", "paper_id"),
)

authors = Table(
    "authors",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", Text, nullable=False, unique=True),
)

affiliations = Table(
    "affiliations",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", Text, nullable=False, unique=True),
)

paper_authors = Table(
    "paper_authors",
    metadata,
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("author_id", Integer, ForeignKey("authors.id"), nullable=False),
    Column("affiliation_id", Integer, ForeignKey("affiliations.id")),  # migration 0004
    Index("ix_paper_authors_author", "author_id"),
)

categories = Table(
    "categories",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("area", Text, nullable=False),
    Column("subarea", Text, nullable=False, default=""),
    UniqueConstraint("area", "subarea", name="uq_categories_area_subarea"),
)

paper_categories = Table(
    "paper_categories",
    metadata,
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), primary_key=True),
    Column("category_id", Integer, ForeignKey("categories.id"), primary_key=True),
    Index("ix_paper_categories_category", "category_id"),
)

paper_keywords = Table(
    "paper_keywords",
    metadata,
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), primary_key=True),
    Column("keyword", Text, primary_key=True),
)

repositories = Table(
    "repositories",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("host", Text, nullable=False),
    Column("owner", Text, nullable=False),
    Column("repo", Text, nullable=False),
    UniqueConstraint("host", "owner", "repo", name="uq_repositories_host_owner_repo"),
)

paper_links = Table(
    "paper_links",
    metadata,
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("url", Text, nullable=False),
    Column("kind", String(16), nullable=False),
    Column("host", Text),
    Column("repository_id", Integer, ForeignKey("repositories.id")),
    Column("promised", Boolean, nullable=False, default=False),
    Column("start_char", Integer),
    Column("end_char", Integer),
    Column("extractor_version", String(32), nullable=False),
    Index("ix_paper_links_repository", "repository_id"),
)

rejections = Table(
    "rejections",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("run_id", Integer, ForeignKey("ingest_runs.id")),
    Column("source_name", Text, nullable=False),
    Column("source_path", Text, nullable=False),
    Column("location", Text),
    Column("reason", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

# --- facts added by the extraction issues (migration 0002) -----------------------

datasets = Table(
    "datasets",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", Text, nullable=False, unique=True),
    Column("domain", String(32)),
    Column("kind", String(32)),
    Column("discovered", Boolean, nullable=False, default=False),
)

dataset_aliases = Table(
    "dataset_aliases",
    metadata,
    Column("alias", Text, primary_key=True),
    Column("dataset_id", Integer, ForeignKey("datasets.id", **CASCADE), nullable=False),
    Column("case_sensitive", Boolean, nullable=False, default=False),
)

paper_datasets = Table(
    "paper_datasets",
    metadata,
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), primary_key=True),
    Column("dataset_id", Integer, ForeignKey("datasets.id"), primary_key=True),
    Column("mention", Text, nullable=False),
    Column("role", String(16), nullable=False),
    Column("start_char", Integer, nullable=False),
    Column("end_char", Integer, nullable=False),
    Column("extractor_version", String(32), nullable=False),
    Index("ix_paper_datasets_dataset", "dataset_id"),
)

paper_artifacts = Table(
    "paper_artifacts",
    metadata,
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("name", Text, nullable=False),
    Column("type", String(16), nullable=False),
    Column("start_char", Integer, nullable=False),
    Column("end_char", Integer, nullable=False),
    Column("extractor_version", String(32), nullable=False),
)

results = Table(
    "results",
    metadata,
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("text", Text, nullable=False),
    Column("value", Float, nullable=False),
    Column("value_high", Float),
    Column("unit", String(16), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("role", String(16), nullable=False),
    Column("qualifier", Text),
    Column("metric", Text),
    Column("dataset", Text),
    Column("baseline", Text),
    Column("start_char", Integer, nullable=False),
    Column("end_char", Integer, nullable=False),
    Column("extractor_version", String(32), nullable=False),
    Index("ix_results_kind_unit", "kind", "unit"),
)

# --- identity across sources, history (migration 0004) --------------------------------

# An id a source gives (arxiv, doi, openreview, s2, acl, pwc) names one paper: the same
# paper from two sources with slightly different abstracts is matched through it.
paper_identifiers = Table(
    "paper_identifiers",
    metadata,
    Column("scheme", String(16), primary_key=True),
    Column("value", Text, primary_key=True),
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), nullable=False),
    Index("ix_paper_identifiers_paper", "paper_id"),
)

# The values a correction replaced (newest sighting wins; the old ones stay queryable).
paper_history = Table(
    "paper_history",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("paper_id", Integer, ForeignKey("papers.id", **CASCADE), nullable=False),
    Column("run_id", Integer, ForeignKey("ingest_runs.id")),
    Column("replaced_at", DateTime(timezone=True), nullable=False),
    Column("changed", Text, nullable=False),  # the fields that changed, e.g. "title, authors"
    Column("title", Text),
    Column("url", Text),
    Column("authors", Text),  # '; '-joined, in order
    Column("affiliations", Text),  # '; '-joined, aligned with authors
    Column("categories", Text),  # 'Area · Subarea', '; '-joined
    Column("keywords", Text),  # '; '-joined
    Column("link_fields", Text),  # newline-joined, as papers.link_fields
    Column("venue_id", Integer, ForeignKey("venues.id")),
    Index("ix_paper_history_paper", "paper_id"),
)

DERIVED = (paper_links, paper_datasets, paper_artifacts, results)

# Full-text search over titles and abstracts (migration 0004): on SQLite an FTS5 table of
# this name with its shadow tables ``papers_fts_*`` and its external content, the view
# ``papers_fts_docs`` of papers not soft-deleted; on PostgreSQL a function of this name over
# ``papers_fts_terms`` (a tsvector per paper, GIN-indexed).  The loader keeps both in step.
# Not SQLAlchemy tables or public views: the migrations create them, and schema
# comparisons leave them out.
SEARCH = "papers_fts"


def is_search_object(name: str) -> bool:
    """The search table or function, or one of its tables, views or indexes (by name)."""
    return bool(name) and (name == SEARCH or name.startswith(SEARCH + "_"))
