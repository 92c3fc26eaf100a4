"""extractor: scraped ML paper listings -> a relational database of facts.

The library is three calls, the same code the command line runs (README, "Library")::

    import extractor

    summary = extractor.ingest(["examples"], db="sqlite:///papers.db")  # a RunSummary
    paper = extractor.extract("We propose X, improving accuracy on ImageNet by 2.1%.")
    engine = extractor.open_db("sqlite:///papers.db")  # SQLAlchemy engine, schema current

Importing the package costs nothing: each call imports what it needs when it is first
called, so the command line forks its worker processes before SQLAlchemy or spaCy is
loaded, and a script that only reads the version pays for nothing else.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

__version__ = "0.1.0"
__all__ = ["__version__", "extract", "ingest", "open_db"]

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Iterable

    from sqlalchemy import Engine

    from extractor.pipeline import RunSummary
    from extractor.records import Paper


def open_db(url: str | None = None, *, create: bool = True) -> Engine:
    """A SQLAlchemy engine on the database at ``url``, its schema at the newest migration.

    ``url`` defaults to ``$EXTRACTOR_DB``, then ``sqlite:///papers.db``; a bare
    ``postgresql://`` URL gets the psycopg 3 driver.  With ``create=False`` the database
    must already exist and hold extractor's tables (``DatabaseMissing`` otherwise), as
    the read-only commands require.  A bad URL raises ``DatabaseURLError``.
    """
    from extractor.db.engine import check_url, migrate, open_engine, require_schema

    check_url(url)
    engine = open_engine(url, create=create)
    try:
        if not create:
            require_schema(engine)
        migrate(engine)
    except BaseException:
        engine.dispose()
        raise
    return engine


def ingest(paths: str | os.PathLike | Iterable[str | os.PathLike], db: str | Engine | None = None,
           **options) -> RunSummary:
    """Ingest files or folders (or ``"-"``, standard input) into ``db``, a URL or an engine.

    Exactly ``extractor ingest``: unchanged files are skipped, each file is one
    transaction, bad records become rejections.  ``options`` are those of
    ``extractor.pipeline.ingest`` (``force``, ``fmt``, ``workers``, ``prune``, ``wait``,
    ``on_file`` ...).  Returns the run summary (``papers_new``, ``rejections`` ...).
    """
    from extractor.pipeline import ingest as run

    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    paths = [os.fspath(p) for p in paths]
    engine = db if hasattr(db, "dialect") else open_db(db)
    try:
        return run(engine, paths, **options)
    finally:
        if engine is not db:
            engine.dispose()


def extract(text: str, *, links: Iterable[str] = (), title: str | None = None) -> Paper:
    """The facts of one abstract: a ``Paper`` whose ``links``, ``datasets``,
    ``artifacts`` and ``results`` are filled, each fact with its character span.

    ``links``: values of structured link fields (a JSON record's ``github``), merged
    with the links found in the text as ingestion does.  ``title``: the paper's title,
    whose leading name ("StructLM: ...") is an artifact where the text names it too.
    No database is involved.
    (Once the ``extractor.extract`` subpackage is imported it takes this name; it is
    callable and does the same.)
    """
    return _extract(text, links=links, title=title)


def _extract(text: str, *, links: Iterable[str] = (), title: str | None = None) -> Paper:
    from extractor.extract.paper import extract_paper
    from extractor.records import Paper

    return extract_paper(Paper(abstract=text, position=0, field_links=list(links), title=title))
