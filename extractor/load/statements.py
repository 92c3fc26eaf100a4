"""The statements the loader runs on lists of ids, built once at import.

Built per batch, each statement kept its bound values alive in reference cycles until a
full collection; built once, the list is bound at execution instead.
"""

from __future__ import annotations

from sqlalchemy import bindparam, delete, select, update

from extractor.db import schema as t

# Statements that filter on a list of ids are built once, the list bound at execution
# (``expanding``).  A statement is a web of reference cycles (clauses, memoized
# attributes); built per batch with ``.in_(values)`` each one kept its values alive until
# a full collection, which a long run with the collector slowed down (``fewer_collections``)
# almost never reaches: peak RSS grew ~100 bytes per paper ingested.
_IDS = bindparam("ids", expanding=True)
_STILL_SEEN = select(t.sightings.c.paper_id).where(t.sightings.c.paper_id.in_(_IDS)).distinct()
_DELETE_FACTS = {
    table.name: delete(table).where(table.c.paper_id.in_(_IDS))
    for table in (*t.DERIVED, t.paper_authors, t.paper_categories, t.paper_keywords)
}
_SOFT_DELETE = (
    update(t.papers).where(t.papers.c.id.in_(_IDS), t.papers.c.deleted.is_(False))
    .values(deleted=True, updated_at=bindparam("now"))
)
_REVERSION = update(t.papers).where(t.papers.c.id.in_(_IDS)).values(extractor_version=bindparam("version"))
_RESTAMP = update(t.papers).where(t.papers.c.id.in_(_IDS)).values(updated_at=bindparam("now"))
# The derived rows' columns as ``Loader._insert_facts`` builds them (the version follows).
FACT_COLUMNS = {
    "paper_links": ("paper_id", "position", "url", "kind", "host", "repository_id", "promised", "start_char",
                    "end_char"),
    "paper_datasets": ("paper_id", "dataset_id", "mention", "role", "start_char", "end_char"),
    "paper_artifacts": ("paper_id", "position", "name", "type", "start_char", "end_char"),
    "results": ("paper_id", "position", "text", "value", "value_high", "unit", "kind", "role", "qualifier",
                "metric", "dataset", "baseline", "start_char", "end_char"),
}

_TEXTS = select(t.papers.c.id, t.papers.c.title, t.papers.c.abstract).where(
    t.papers.c.id.in_(_IDS), t.papers.c.deleted.is_(False))
# What a correction compares a sighting with: the paper as stored.
_CURRENT = select(
    t.papers.c.id, t.papers.c.title, t.papers.c.url, t.papers.c.link_fields, t.papers.c.venue_id,
    t.papers.c.authors_truncated, t.papers.c.abstract, t.papers.c.deleted, t.papers.c.affiliations,
).where(t.papers.c.id.in_(_IDS))
_CURRENT_AUTHORS = (
    select(t.paper_authors.c.paper_id, t.authors.c.name, t.affiliations.c.name)
    .select_from(t.paper_authors.join(t.authors, t.authors.c.id == t.paper_authors.c.author_id)
                 .outerjoin(t.affiliations, t.affiliations.c.id == t.paper_authors.c.affiliation_id))
    .where(t.paper_authors.c.paper_id.in_(_IDS)).order_by(t.paper_authors.c.paper_id, t.paper_authors.c.position)
)
_CURRENT_CATEGORIES = (
    select(t.paper_categories.c.paper_id, t.categories.c.area, t.categories.c.subarea)
    .select_from(t.paper_categories.join(t.categories, t.categories.c.id == t.paper_categories.c.category_id))
    .where(t.paper_categories.c.paper_id.in_(_IDS))
)
_CURRENT_KEYWORDS = select(t.paper_keywords.c.paper_id, t.paper_keywords.c.keyword).where(
    t.paper_keywords.c.paper_id.in_(_IDS))
_CORRECT = (
    update(t.papers).where(t.papers.c.id == bindparam("pid"))
    .values(title=bindparam("title"), url=bindparam("url"), link_fields=bindparam("link_fields"),
            venue_id=bindparam("venue_id"), authors_truncated=bindparam("authors_truncated"),
            affiliations=bindparam("affiliations"), deleted=False, updated_at=bindparam("now"))
)
# Full-text search.  FTS5 (SQLite): an external-content index is told what to add and,
# with the values it indexed, what to drop.  PostgreSQL: the server computes each paper's
# terms from the stored row; the search function hides soft-deleted papers itself.
_FTS_ADD = f"INSERT INTO {t.SEARCH}(rowid, title, abstract) VALUES (?, ?, ?)"
# One statement for a batch: the index thread then runs inside one sqlite3_step, outside
# Python's lock, instead of taking the lock back for every row's parameters (which made the
# main thread hand it over thousands of times per 10k papers).
_FTS_ADD_IDS = (
    f"INSERT INTO {t.SEARCH}(rowid, title, abstract) SELECT id, title, abstract FROM papers "
    "WHERE id IN (SELECT value FROM json_each(?))"
)
_FTS_DROP = f"INSERT INTO {t.SEARCH}({t.SEARCH}, rowid, title, abstract) VALUES ('delete', ?, ?, ?)"
_PG_TERMS_ADD = (
    f"INSERT INTO {t.SEARCH}_terms (paper_id, terms) SELECT p.id, "
    "to_tsvector('english', COALESCE(p.title, '') || ' ' || p.abstract) FROM papers p WHERE p.id = ANY(%s)"
)
_PG_TERMS_DROP = f"DELETE FROM {t.SEARCH}_terms WHERE paper_id = ANY(%s)"
