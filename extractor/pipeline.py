"""One ingest run: discover -> inspect -> read/segment -> extract -> load, file by file.

Kept free of argument parsing and printing so schedulers, tests and the CLI all drive the
same code; progress and per-file outcomes are reported through callbacks.
"""

from __future__ import annotations

import gc
import logging
import os
import time
import traceback
from collections.abc import Callable, Iterable
from contextlib import contextmanager, nullcontext
from dataclasses import asdict, dataclass, field

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from extractor import identity
from extractor.db.engine import migrate
from extractor.db.lock import run_lock
from extractor.identity import SourceKey
from extractor.interrupts import raise_pending
from extractor.load import Loader, SourceOutcome
from extractor.records import Paper, Rejection
from extractor.sources import Companions, Failed, Rejected, discover, open_source, read_papers
from extractor.sources.detect import detect_format
from extractor.sources.files import spool_stdin
from extractor.sources.reader import READER_VERSION
from extractor.venues import with_venues
from extractor.version import extractor_version
from extractor.workers import Extraction, WorkerError

log = logging.getLogger("extractor")


@dataclass(slots=True)
class RunSummary:
    run_id: int | None = None
    status: str = "ok"
    files_seen: int = 0
    files_ingested: int = 0
    files_skipped: int = 0
    files_rejected: int = 0
    files_failed: int = 0  # could not be read or finished (permissions, changed while read): retried next run
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
    paths = list(paths)
    companions = Companions(paths)
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
                raise_pending()  # (an interrupt swallowed in a finalizer ends the run here)
                summary.files_seen += 1
                t0 = time.perf_counter()
                outcome = _one_file(loader, run_id, root, given, fmt, force, extract, on_papers, per_file,
                                    companions, venue)
                _account(summary, outcome)
                if on_file:
                    on_file(outcome, time.perf_counter() - t0)
            raise_pending()
            roots = [p for p in paths if p != "-"]
            if prune and roots:
                gone = identity.gone(loader.known_sources(), roots)
                _, _, removed = loader.prune([r.id for r in gone])
                summary.sources_pruned, summary.papers_removed = len(gone), summary.papers_removed + removed
        except BaseException as exc:
            interrupt = _interrupt_behind(exc)
            summary.status = "interrupted" if interrupt is not None else "failed"
            _finish_after(exc, loader, summary, started)
            if interrupt is not None and interrupt is not exc:
                # Ctrl-C or SIGTERM landed inside a PostgreSQL statement: the rollback that
                # followed found the connection still busy ("another command is already in
                # progress") and raised over it.  The server drops the transaction with the
                # connection, so the run ends as the interrupt it was.
                raise interrupt from None
            raise
        finally:
            companions.close()
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
              companions=None, venue=(None, None)) -> SourceOutcome:
    """Everything that can go wrong with one file ends here as its outcome: rejected
    (content, recorded with its hash) or failed (unreadable or changed while read: not
    recorded, retried next run).  Only the database, the workers and interrupts stop a run."""
    name, key = ("stdin", "stdin") if given == "-" else (os.path.basename(given), os.path.abspath(given))
    spooled = None
    try:
        if given == "-":
            spooled = spool_stdin()
            src = open_source(spooled, name="stdin")
            src.sha256 = src.stream.hash_all()
            src.key = key = f"{identity.STDIN}{src.sha256}"
            relpath = "stdin"
        else:
            src = open_source(given)
            src.key = key
            relpath = identity.relative_name(root, given)
        try:
            outcome = _load(loader, run_id, src, relpath, fmt, force, extract, on_papers, per_file, companions,
                            venue)
            outcome.size = src.size
            return outcome
        finally:
            src.stream.release()
    except (SQLAlchemyError, WorkerError, MemoryError):
        raise
    except Failed as exc:
        return _failed(loader, run_id, name, key, str(exc), given)
    except RecursionError as exc:
        return _failed(loader, run_id, name, key, f"RecursionError: {exc}", given)
    except OSError as exc:
        return _failed(loader, run_id, name, key, f"cannot read: {exc.strerror or exc}", given)
    except Exception as exc:  # noqa: BLE001 - a bug met in one file must not stop the inbox
        return _failed(loader, run_id, name, key, f"unexpected {type(exc).__name__}: {str(exc)[:300]}", given)
    finally:
        if spooled:
            os.unlink(spooled)


def _failed(loader, run_id, name: str, key: str, reason: str, given: str) -> SourceOutcome:
    rejection = Rejection(name, None, f"{reason} (not ingested; it will be read again next run)")
    loader.record_rejections(run_id, name, key, [rejection])
    return SourceOutcome(name, key, "failed", rejections=[rejection], size=0 if given == "-" else _size(given))


def _load(loader, run_id, src, relpath, fmt, force, extract, on_papers, per_file=False,
          companions=None, venue=(None, None)) -> SourceOutcome:
    chosen = fmt
    if not src.problem and fmt == "auto":
        try:
            chosen = detect_format(src)
        except Rejected as exc:
            src.problem = str(exc)
    if src.problem:
        chosen = "rejected"
    # The file is read once, hashing as it is parsed, and recorded with the hash of what
    # was read.  Only a file the ledger may already hold (a source with its path, its
    # name or its size: the same content has the same size) is hashed first, to be
    # skipped when unchanged; a change after that is caught when the read ends.
    if not src.sha256 and (per_file or (not force and loader.may_hold(src.key, relpath, src.size))):
        src.sha256 = src.stream.hash_all()
    key = SourceKey(relpath, src.key, src.sha256, chosen, READER_VERSION)
    if not force and src.sha256:
        match = loader.find_source(key)
        if match.unchanged(key, detected=fmt == "auto"):
            removed = loader.keep_source(match, key, src.name)
            return SourceOutcome(src.name, src.key, "skipped", papers_removed=removed)
    items = with_venues(read_papers(src, chosen, companions), src.name, *venue)
    if on_papers:
        items = _counting(items, on_papers)
    try:
        return loader.load_source(run_id, src, chosen, items, extract, file_lock=per_file, force=force, key=key)
    except Rejected as exc:  # found after papers were read: the file was rolled back, all of it is rejected
        rejection = Rejection(src.name, None, str(exc))
        rejected = SourceKey(relpath, src.key, src.sha256, "rejected", READER_VERSION)
        return loader.load_source(run_id, src, "rejected", iter([rejection]), extract, file_lock=per_file,
                                  force=force, key=rejected)


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


def _interrupt_behind(exc: BaseException) -> KeyboardInterrupt | None:
    """``exc`` if it is an interrupt, else the interrupt it was raised while handling."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, KeyboardInterrupt):
            return exc
        seen.add(id(exc))
        exc = exc.__context__
    return None


def _finish_after(exc: BaseException, loader: Loader, summary: RunSummary, started: float) -> None:
    """Record how a run that raised ``exc`` ended, without hiding ``exc``.

    An interrupt (SIGTERM, Ctrl-C) that lands while SQLite runs a statement makes
    SQLAlchemy close that connection with the statement's cursor still referenced from
    the traceback: sqlite3 then keeps the connection, and its write lock, until the cursor
    is gone, and recording the run would wait out the busy timeout and fail ("database is
    locked", exit 3 after a minute instead of 143).  The finished frames of the traceback
    are cleared first, which lets the cursor go; should recording fail all the same, the
    next run marks this one interrupted (``Loader.mark_interrupted``)."""
    traceback.clear_frames(exc.__traceback__)
    gc.collect()
    try:
        _finish(loader, summary, started)
    except SQLAlchemyError as failed:
        log.warning("extractor: could not record how run %s ended (%s)", summary.run_id, failed)


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
    on_batch: Callable[[int, int], None] | None = None,
) -> int:
    """Re-run the extractors over stored abstracts whose extractor version differs.

    Needs no source files; each batch is one transaction, so an interrupted run keeps
    the batches it finished and the next run picks up the rest.  The default extraction
    also matches the corpus-level names (``Loader.corpus_names``): the names other papers
    gave datasets, as they stand when the run starts, so that ``--all`` after ingesting a
    corpus finds them where no cue names them.  ``on_batch(papers, changed)`` after each
    batch: ``changed`` papers got different facts (and a new ``updated_at``).
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
                changed = loader.replace_facts([(pid, p) for (pid, _), p in zip(stale, extracted)])
                last = stale[-1][0]
                done += len(stale)
                if on_batch:
                    on_batch(len(stale), changed)
        finally:
            stage.close()
    return done
