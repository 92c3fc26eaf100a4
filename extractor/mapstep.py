"""Extraction as a pure map step, for running it on an existing distributed engine.

``extract_partition`` has the shape Spark's ``mapPartitions``, a Dask bag's
``map_partitions`` or ``multiprocessing.Pool.imap`` expect: an iterable of papers in, the
same papers with their facts out, no database and no shared state.  The extracted
papers then go through the ordinary loader (``load_extracted``), so the stored rows are
exactly those of ``extractor ingest``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import islice

from extractor.extract.paper import extract_papers
from extractor.records import Paper, Rejection

BATCH = 500


def extract_partition(papers: Iterable[Paper]) -> Iterator[Paper]:
    """Batch by batch (``extract_papers``): a long-lived worker then extracts in spaCy
    memory zones once warm, so its memory does not grow with the papers it has seen."""
    it = iter(papers)
    while batch := list(islice(it, BATCH)):
        yield from extract_papers(batch)


def already_extracted(papers: list[Paper]):
    """The loader's ``extract`` hook for papers whose facts were computed elsewhere."""
    return lambda: papers


def load_extracted(engine, path: str, items: Iterable[Paper | Rejection], fmt: str = "auto") -> dict:
    """Load papers of one source file extracted elsewhere: one transaction, same rows."""
    import os

    from extractor.db.engine import migrate
    from extractor.load import Loader
    from extractor.sources import inspect_file
    from extractor.sources.reader import detect_format

    migrate(engine)
    loader = Loader(engine)
    src = inspect_file(path)
    src.key = os.path.abspath(path)
    run_id = loader.begin_run("load-extracted")
    outcome = loader.load_source(run_id, src, detect_format(src) if fmt == "auto" else fmt, items, already_extracted)
    loader.finish_run(run_id, "ok", files_seen=1, files_ingested=1, papers_new=outcome.papers_new,
                      papers_known=outcome.papers_known)
    return dict(papers=outcome.papers, papers_new=outcome.papers_new)
