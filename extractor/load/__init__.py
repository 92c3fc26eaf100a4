"""Load stage: the only module that writes to the database.

Each source file is loaded in one transaction, so a crash at any point leaves the
database exactly as it was before that file.  Papers are keyed by the content key of
their abstract, or by an identifier a source gives (arXiv id, DOI, ...): a paper seen again
(same file re-ingested, the same abstract in another file, the same arXiv id with a
slightly different abstract) is stored once and only gains a sighting.  What a sighting
says beyond the abstract (title, authors, categories, structured links, venue) updates the
paper when it differs from what that source said before: the newest sighting wins, the
replaced values go to ``paper_history``.  A paper no file holds any more is soft-deleted
(``papers.deleted``), never removed.  Rows are written in batches through SQLAlchemy Core
with ``ON CONFLICT`` upserts, which both SQLite and PostgreSQL support.

The package holds one writer, ``Loader`` (``loader``), and what it is built from: the
statements it runs (``statements``), the per-dialect bulk writes (``dialects``), the
search index kept beside extraction (``search_index``), a sighting's stored values
(``rows``) and the bookkeeping of a file's batches (``batches``).
"""

from extractor.load.batches import SourceOutcome, now
from extractor.load.loader import BATCH, Loader

__all__ = ["BATCH", "Loader", "SourceOutcome", "now"]
