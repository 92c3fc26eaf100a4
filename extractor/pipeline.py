"""One ingest run: discover -> inspect -> read/segment -> extract -> load, file by file.

Kept free of argument parsing and printing so schedulers, tests and the CLI all drive the
same code; progress and per-file outcomes are reported through callbacks.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable, Iterable
from contextlib import contextmanager, nullcontext
from dataclasses import asdict, dataclass, field

from sqlalchemy import Engine

from extractor import identity
from extractor.db.engine import migrate
from extractor.db.lock import run_lock
from extractor.identity import SourceKey
from extractor.load import Loader, SourceOutcome
from extractor.records import Paper, Rejection
from extractor.sources import discover, inspect_file, read_papers
from extractor.sources.files import spool_stdin
from extractor.sources.reader import READER_VERSION, detect_format
from extractor.venues import with_venues
from extractor.version import extractor_version
from extractor.workers import Extraction


@dataclass(slots=True)
class RunSummary:
    run_id: int | None = None
    status: str = "ok"
    files_seen: int = 0
    files_ingested: int = 0
    files_skipped: int = 0
    files_rejected: int = 0
    files_failed: int = 0  # could not be read or finished: retried by the next run
    sources_pruned: int = 0  # sources of files that are gone, forgotten (``prune``)
    papers: int = 0
    papers_new: int = 0
    papers_known: int = 0
    papers_updated: int = 0
    papers_removed: int = 0
    records_rejected: int = 0
    seconds: float = 0.0
    extractor_version: str = field(default_factory=extractor_version)
    rejections: list[dict] = field(default_factory=list)
    files: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


@contextmanager
def fewer_collections(gen0: int = 100_000):
    """Run the cyclic garbage collector less often while a batch job runs.

    Extraction and loading allocate millions of short-lived containers (records, row
    dicts, tuples) and make almost no reference cycles; at the default threshold
    (700) the collector runs every few papers and rescans the young objects for
    nothing: about 3% of an ingest.  Reference counting still frees everything
    promptly, so memory does not grow; the old threshold is restored afterwards.
    """
    old = gc.get_threshold()
    gc.set_threshold(max(gen0, old[0]), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)



def ingest(
    engine: Engine,
    paths: Iterable[str],
    fmt: str = "auto",
    force: bool = False,
    extract: Callable[[list[Paper]], list[Paper]] | None = None,
    on_file: Callable[[SourceOutcome, float], None] | None = None,
    on_papers: Callable[[int], None] | None = None,
    wait: float = 0.0,
    workers: int = 1,
    concurrent: bool = False,
    extraction: Extraction | None = None,
    prune: bool = False,
    on_start: Callable[[int, int | None], None] | None = None,
    venue: str | None = None,
    year: int | None = None,
) -> RunSummary:
    """Ingest ``paths`` into the database behind ``engine``; see ``RunSummary``.

    Unchanged files (same content read the same way: ``extractor.identity``) are skipped
    unless ``force``.  ``prune`` then forgets the sources of files that are gone from the
    folders given.  ``on_start(files, bytes)`` is told the work ahead once the paths are
    walked (bytes None when standard input is among them); ``on_file`` after each file,
    whose ``outcome.size`` counts towards it.  ``workers``
    > 1 extracts in that many processes; the database is still written by this one.
    ``concurrent`` (PostgreSQL) lets several ingest processes share one database: each
    file is locked on its own instead of the whole run.  ``extraction``, instead of
    ``extract`` and ``workers``: a stage started earlier (the command line starts its
    workers before it opens the database); it is closed here.  ``venue`` and ``year``:
    for papers whose record names none (``extractor.venues``; the file name comes last).
    """
    with fewer_collections():
        extraction = extraction or Extraction(extract, workers)
        try:
            summary = _ingest(engine, list(paths), fmt, force, extraction, on_file, on_papers, wait, concurrent,
                              prune, on_start, (venue, year))
        except BaseException:
            extraction.close(cancel=True)
            raise
        extraction.close()
        return summary


def _ingest(engine, paths, fmt, force, extract, on_file, on_papers, wait, concurrent, prune=False,
            on_start=None, venue=(None, None)) -> RunSummary:
    per_file = concurrent and engine.dialect.name == "postgresql"
    loader = Loader(engine)
    summary = RunSummary()
    with run_lock(engine, wait=wait) if not per_file else nullcontext():
        migrate(engine)
        started = time.perf_counter()
        if not per_file:
            loader.mark_interrupted()
        loader.sync_catalog()
        summary.run_id = run_id = loader.begin_run("ingest")
        try:
            # the names only, walked first so that progress has a total
            files = [(root, path) for root in paths for path in discover([root])]
            if on_start:
                on_start(len(files), None if "-" in paths else sum(map(_size, (p for _, p in files))))
            for root, given in files:
                summary.files_seen += 1
                t0 = time.perf_counter()
                outcome = _one_file(loader, run_id, root, given, fmt, force, extract, on_papers, per_file, venue)
                _account(summary, outcome)
                if on_file:
                    on_file(outcome, time.perf_counter() - t0)
            roots = [p for p in paths if p != "-"]
            if prune and roots:
                gone = identity.gone(loader.known_sources(), roots)
                _, _, removed = loader.prune([r.id for r in gone])
                summary.sources_pruned, summary.papers_removed = len(gone), summary.papers_removed + removed
        except BaseException as exc:
            summary.status = "interrupted" if isinstance(exc, KeyboardInterrupt) else "failed"
            _finish(loader, summary, started)
            raise
        if summary.files_failed:
            summary.status = "incomplete"
        elif summary.files_rejected or summary.records_rejected:
            summary.status = "rejected"
        else:
            summary.status = "ok"
        _finish(loader, summary, started)
    return summary


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:  # gone since the walk, or not a file: reported when its turn comes
        return 0


def _one_file(loader, run_id, root, given, fmt, force, extract, on_papers, per_file=False,
              venue=(None, None)) -> SourceOutcome:
    if given == "-":
        tmp = spool_stdin()
        try:
            src = inspect_file(tmp, name="stdin")
            src.key = f"{identity.STDIN}{src.sha256}"
            return _load(loader, run_id, src, "stdin", fmt, force, extract, on_papers, per_file, venue)
        finally:
            os.unlink(tmp)
    if not os.path.isfile(given):
        rejection = Rejection(os.path.basename(given), None, "no such file")
        loader.record_rejections(run_id, rejection.source, given, [rejection])
        return SourceOutcome(rejection.source, given, "rejected", rejections=[rejection])
    try:
        src = inspect_file(given)
    except OSError as exc:  # unreadable (permissions, I/O error): not the file's fault, try again next run
        rejection = Rejection(os.path.basename(given), None, f"cannot read the file ({exc.strerror or exc})")
        loader.record_rejections(run_id, rejection.source, os.path.abspath(given), [rejection])
        return SourceOutcome(rejection.source, given, "failed", rejections=[rejection], size=_size(given))
    src.key = os.path.abspath(given)
    return _load(loader, run_id, src, identity.relative_name(root, given), fmt, force, extract, on_papers,
                 per_file, venue)


def _load(loader, run_id, src, relpath, fmt, force, extract, on_papers, per_file=False,
          venue=(None, None)) -> SourceOutcome:
    if src.problem:
        chosen = "rejected"
    else:
        chosen = detect_format(src) if fmt == "auto" else fmt
    key = SourceKey(relpath, src.key, src.sha256, chosen, READER_VERSION)
    if not force:
        match = loader.find_source(key)
        if match.unchanged(key):
            removed = loader.keep_source(match, key, src.name)
            return SourceOutcome(src.name, src.key, "skipped", papers_removed=removed, size=src.size)
    items = with_venues(read_papers(src, chosen), src.name, *venue)
    if on_papers:
        items = _counting(items, on_papers)
    outcome = loader.load_source(run_id, src, chosen, items, extract, file_lock=per_file, force=force, key=key)
    outcome.size = src.size
    return outcome


def _counting(items, on_papers):
    for item in items:
        yield item
        on_papers(1)


def _account(summary: RunSummary, outcome: SourceOutcome) -> None:
    if outcome.status == "skipped":
        summary.files_skipped += 1
    elif outcome.status == "failed":
        summary.files_failed += 1
    elif outcome.status == "rejected":
        summary.files_rejected += 1
    else:
        summary.files_ingested += 1
    summary.papers += outcome.papers
    summary.papers_new += outcome.papers_new
    summary.papers_known += outcome.papers_known
    summary.papers_updated += outcome.papers_updated
    summary.papers_removed += outcome.papers_removed
    if outcome.status not in ("rejected", "failed"):
        summary.records_rejected += outcome.rejected
    summary.rejections.extend(
        dict(source=r.source, location=r.location, reason=r.reason) for r in outcome.rejections
    )
    summary.files.append(
        dict(name=outcome.name, path=outcome.path, status=outcome.status, papers=outcome.papers,
             papers_new=outcome.papers_new, papers_updated=outcome.papers_updated,
             rejections=len(outcome.rejections))
    )


def _finish(loader: Loader, summary: RunSummary, started: float) -> None:
    summary.seconds = round(time.perf_counter() - started, 3)
    loader.finish_run(
        summary.run_id,
        summary.status,
        files_seen=summary.files_seen,
        files_ingested=summary.files_ingested,
        files_skipped=summary.files_skipped,
        files_rejected=summary.files_rejected,
        papers_new=summary.papers_new,
        papers_known=summary.papers_known,
        papers_updated=summary.papers_updated,
        records_rejected=summary.records_rejected,
    )


def reextract(
    engine: Engine,
    everything: bool = False,
    batch: int = 500,
    extract: Callable | None = None,
    on_batch: Callable[[int], None] | None = None,
) -> int:
    """Re-run the extractors over stored abstracts whose extractor version differs.

    Needs no source files; each batch is one transaction, so an interrupted run keeps
    the batches it finished and the next run picks up the rest.  The default extraction
    also matches the corpus-level names (``Loader.corpus_names``): the names other papers
    gave datasets, as they stand when the run starts, so that ``--all`` after ingesting a
    corpus finds them where no cue names them.
    """
    migrate(engine)
    loader = Loader(engine)
    done = 0
    last = 0
    with run_lock(engine), fewer_collections():
        stage = Extraction(extract, names=loader.corpus_names() if extract is None else ())
        try:
            while stale := loader.stale_papers(last, batch, everything):
                extracted = stage([p for _, p in stale])()
                loader.replace_facts([(pid, p) for (pid, _), p in zip(stale, extracted)])
                last = stale[-1][0]
                done += len(stale)
                if on_batch:
                    on_batch(len(stale))
        finally:
            stage.close()
    return done
