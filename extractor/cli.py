"""Command line: the only module that parses arguments; everything else is a library call.

One error path: every failure ends in ``main`` as one line on stderr (what failed, where,
what to do) and one of these exit codes (the table in docs/operations.md names the test
that produces each):

0 success; 1 something was rejected (the rest was ingested); 2 usage error; 3 database
error (unreachable, missing, read-only, disk full); 4 another ingest holds the database;
5 a worker process of ``--workers`` failed or was killed; 6 the run could not finish its
inbox (files that could not be read, retried next run); 70 internal error (a bug);
74 a file outside the database could not be written or read (``--out`` on a full disk);
130 interrupted (Ctrl-C); 141 the reader of the output went away (``| head``);
143 terminated (SIGTERM).
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import os
import sys
import tempfile
import time
from contextlib import contextmanager

from extractor.version import extractor_version

EXIT_OK, EXIT_REJECTED, EXIT_USAGE, EXIT_DB, EXIT_LOCKED, EXIT_WORKER, EXIT_INCOMPLETE = 0, 1, 2, 3, 4, 5, 6
EXIT_INTERNAL = 70  # sysexits' EX_SOFTWARE: never 1, which means "some input rejected"
EXIT_IO = 74  # sysexits' EX_IOERR
EXIT_INTERRUPTED, EXIT_PIPE, EXIT_TERMINATED = 130, 141, 143  # 128 + SIGINT, SIGPIPE, SIGTERM

log = logging.getLogger("extractor")


class CommandError(Exception):
    """A failure a command reports itself: one line and its exit code."""

    def __init__(self, message: str, code: int = EXIT_USAGE):
        super().__init__(message)
        self.code = code


class _Parser(argparse.ArgumentParser):
    """argparse, with its errors on one line (and the same exit code, 2)."""

    def error(self, message: str):
        self.exit(EXIT_USAGE, f"extractor: usage error: {message} (see: {self.prog} --help)\n")


def _seconds(value: str) -> float:
    try:
        seconds = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {value!r}") from None
    if math.isnan(seconds) or seconds < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more seconds, got {value}")
    return seconds


def _count(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, got {value}")
    return n


def _year(value: str) -> int:
    """As a record's year is read (``sources.mapping.year_of``): four digits, 1000-2999."""
    try:
        year = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a year: {value!r}") from None
    if not 1000 <= year <= 2999:
        raise argparse.ArgumentTypeError(f"not a year (1000-2999): {value}")
    return year


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="extractor",
        description="Turn scraped ML paper listings into a relational database of facts.",
    )
    parser.add_argument("--version", action="version", version=f"extractor {extractor_version()}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def db_option(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "--db", metavar="URL",
            help="database URL (default: $EXTRACTOR_DB or sqlite:///papers.db); "
                 "e.g. postgresql://user@host/dbname",
        )

    p = sub.add_parser("ingest", help="ingest listing files (text, JSON, JSON Lines) into the database")
    p.add_argument("paths", nargs="+", metavar="PATH", help="files, directories (recursive) or - for stdin")
    db_option(p)
    from extractor.sources.formats import FORMATS

    p.add_argument("--format", default="auto", choices=FORMATS, metavar="FORMAT",
                   help=f"force an input format instead of detecting it per file: {', '.join(FORMATS)}")
    p.add_argument("--force", action="store_true",
                   help="re-read files even when they were read before exactly as they are now")
    p.add_argument("--prune", action="store_true",
                   help="then forget the files under PATHs that are gone (as 'extractor prune --yes' does)")
    p.add_argument("--json", action="store_true", help="print the run summary as JSON (for schedulers)")
    p.add_argument("--wait", type=_seconds, default=0.0, metavar="SECONDS",
                   help="wait this long for another running ingest to finish (default: exit at once)")
    p.add_argument("--log-format", choices=["text", "json"], default=None,
                   help="one log line per file on stderr with outcome, timing, percent done and ETA")
    p.add_argument("--no-progress", action="store_true", help="no progress bar even on a terminal")
    p.add_argument("--workers", type=_count, default=1, metavar="N",
                   help="extract in N worker processes (output is identical; default 1)")
    p.add_argument("--concurrent", action="store_true",
                   help="PostgreSQL: let several ingest processes share the database, locking per file")
    p.add_argument("--venue", metavar="NAME",
                   help="venue of papers whose record names none (default: from the file name, e.g. iclr2024.json)")
    p.add_argument("--year", type=_year, metavar="YYYY", help="year of papers whose record gives none")

    p = sub.add_parser("sources", help="the ingested files: name, where last seen, content hash, papers")
    db_option(p)
    p.add_argument("--gone", action="store_true", help="only files no longer where they were last seen")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("prune", help="forget files that are gone: their sightings, and papers seen nowhere else")
    p.add_argument("paths", nargs="*", metavar="PATH", help="only files last seen under these folders")
    db_option(p)
    p.add_argument("--yes", "--apply", dest="apply", action="store_true",
                   help="remove them (default: only list what would be removed)")
    p.add_argument("--wait", type=_seconds, default=0.0, metavar="SECONDS",
                   help="wait this long for a running ingest to finish (default: exit at once)")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("evaluate", help="score extraction against gold annotations (JSONL)")
    p.add_argument("paths", nargs="+", metavar="PATH")
    p.add_argument("--gold", required=True, metavar="GOLD.jsonl")
    p.add_argument("--json", action="store_true", help="print scores as JSON")
    p.add_argument("--misses", action="store_true", help="list every miss (missed, spurious, wrong attribute)")

    p = sub.add_parser("stats", help="row counts per table")
    db_option(p)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("datasets", help="datasets with paper counts; discovered (not in the catalog) ones flagged")
    db_option(p)
    p.add_argument("--discovered", action="store_true", help="only names found from context, for review")
    p.add_argument("--all", action="store_true", help="include catalog datasets no paper mentions")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("reextract", help="re-run the extractors over stored abstracts (no source files needed)")
    db_option(p)
    p.add_argument("--all", action="store_true",
                   help="every paper, not only those extracted by another extractor version")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("migrate", help="apply the schema migrations (ingest does this itself)")
    db_option(p)
    p.add_argument("--revision", default="head", help="a migration id, head (default) or base")
    p.add_argument("--downgrade", action="store_true",
                   help="allow going back to an older revision (drops what later migrations added)")

    p = sub.add_parser("browse-metadata",
                       help="write Datasette metadata and configuration (descriptions, facets, labels, search, "
                            "canned queries)")
    db_option(p)
    p.add_argument("--out", default="metadata.json", metavar="FILE",
                   help="where to write the JSON (default: metadata.json); then: datasette DB.db -m FILE")
    p.add_argument("--config", metavar="FILE",
                   help="where to write the Datasette 1.0 configuration (default: datasette.yaml beside --out); "
                        "then: datasette DB.db -m metadata.json -c datasette.yaml")

    p = sub.add_parser("export", help="write views to CSV, JSON Lines or Parquet files, one file per view")
    p.add_argument("views", nargs="+", metavar="VIEW", help="views (or tables) to export, e.g. v_results v_papers")
    db_option(p)
    p.add_argument("--format", required=True, choices=["csv", "jsonl", "parquet"],
                   help="file format (parquet needs pyarrow: pip install 'extractor[parquet]')")
    p.add_argument("--dir", default=".", metavar="DIR",
                   help="folder to write VIEW.FORMAT files to (default: here; created if missing)")
    p.add_argument("--stdout", action="store_true", help="write the one VIEW to standard output (csv or jsonl)")

    p = sub.add_parser("report", help="write a self-contained HTML report with charts of the database")
    db_option(p)
    p.add_argument("--out", required=True, metavar="FILE.html", help="the HTML file to write")
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # `extractor stats | head -3`: the reader has gone; say nothing more, and keep
        # Python from complaining when it flushes stdout at exit
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_PIPE


def _main(argv: list[str] | None) -> int:
    args = build_parser().parse_args(argv)
    try:
        _check_arguments(args)
    except CommandError as exc:
        return _report(exc, args)
    extraction = None
    if args.command == "ingest" and args.workers > 1:
        # the workers build the pipeline while this process imports the database layer,
        # opens the database and reads the first files
        from extractor.workers import Extraction

        extraction = args.extraction = Extraction(workers=args.workers)
    from extractor.interrupts import sigterm_raises

    try:
        with sigterm_raises():  # after forking the workers' supervisor, which has its own
            _check_database_url(args)
            return HANDLERS[args.command](args)
    except BrokenPipeError:
        raise
    except BaseException as exc:  # noqa: BLE001 -- the one place every failure ends
        return _report(exc, args)
    finally:
        if extraction is not None:
            extraction.close(cancel=True)  # a run that never started; else already closed


def _report(exc: BaseException, args) -> int:
    """Print the one line for ``exc`` and return its exit code."""
    code, message = _failure(exc, args)
    print(f"extractor: {message}", file=sys.stderr)
    if code == EXIT_INTERNAL and os.environ.get("EXTRACTOR_DEBUG"):
        import traceback

        traceback.print_exception(exc)
    return code


def _check_arguments(args) -> None:
    """Usage errors found before anything is imported, opened or read: an empty
    ``--db``, an ``--out`` whose folder does not exist."""
    if getattr(args, "db", None) is not None and not args.db.strip():
        raise CommandError("--db is empty; give a database URL such as sqlite:///papers.db")
    out = getattr(args, "out", None)
    if out is not None:
        folder = os.path.dirname(os.path.abspath(out))
        if os.path.isdir(out):
            raise CommandError(f"--out {out} is a folder; name the file to write")
        if not os.path.isdir(folder):
            raise CommandError(f"--out {out}: the folder {folder} does not exist")
        if not os.access(folder, os.W_OK):
            raise CommandError(f"--out {out}: the folder {folder} is not writable")


def _check_database_url(args) -> None:
    """``--db`` (or ``EXTRACTOR_DB``): scheme known, driver importable, not in memory.
    Imports SQLAlchemy and the driver, so it runs after the workers are forked."""
    if not hasattr(args, "db"):
        return
    from extractor.db.engine import DatabaseURLError, check_url

    try:
        check_url(args.db)
    except DatabaseURLError as exc:
        raise CommandError(str(exc)) from None


def _failure(exc: BaseException, args) -> tuple[int, str]:
    """The exit code and the one line for an exception that ended a command."""
    from extractor.db.engine import DatabaseMissing, DowngradeRefused, UnknownRevision
    from extractor.db.lock import LockBusy, LockUnavailable
    from extractor.interrupts import Terminated
    from extractor.workers import WorkerError

    rolled_back = "the file being loaded was rolled back" if args.command == "ingest" else \
        "the transaction in progress was rolled back"
    if isinstance(exc, CommandError):
        if exc.code == EXIT_USAGE:
            return exc.code, f"usage error: {exc} (see: extractor {args.command} --help)"
        return exc.code, str(exc)
    if isinstance(exc, (UnknownRevision, DowngradeRefused)):
        return EXIT_USAGE, f"usage error: {exc}"
    if isinstance(exc, Terminated):
        return EXIT_TERMINATED, (f"terminated (SIGTERM); {rolled_back} and the run marked interrupted; "
                                 "run again to finish")
    if isinstance(exc, KeyboardInterrupt):
        return EXIT_INTERRUPTED, f"interrupted; {rolled_back}; run again to finish"
    if isinstance(exc, WorkerError):
        return EXIT_WORKER, (f"{_worker_cause(str(exc))}; {rolled_back}; run again "
                             "(EXTRACTOR_DEBUG=1 prints the worker's traceback)")
    if isinstance(exc, LockBusy):
        return EXIT_LOCKED, str(exc)
    if isinstance(exc, (LockUnavailable, DatabaseMissing)):
        return EXIT_DB, f"database error: {exc}"
    if not isinstance(exc, Exception):  # SystemExit and kin: not ours to translate
        raise exc
    from sqlalchemy.exc import SQLAlchemyError

    if isinstance(exc, SQLAlchemyError):
        return EXIT_DB, f"database error: {_db_cause(exc)}"
    if isinstance(exc, OSError):
        where = f" {exc.filename}" if exc.filename else (f" {args.out}" if getattr(args, "out", None) else "")
        return EXIT_IO, (f"input/output error{where and ' on' + where}: {exc.strerror or exc}; "
                         "check the path, its permissions and the free space")
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return EXIT_INTERNAL, (
        f"internal error in 'extractor {args.command}': {type(exc).__name__}: {first[:300]}; this is a bug, "
        "please report it (EXTRACTOR_DEBUG=1 prints the traceback)"
    )


def _worker_cause(message: str) -> str:
    """A worker's error on one line: what happened, and the exception its traceback ends with."""
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    if not lines:
        return "a worker process failed"
    head = lines[0].rstrip(":")
    return head if len(lines) == 1 else f"{head}: {lines[-1]}"


def _db_cause(exc) -> str:
    orig = getattr(exc, "orig", None) or exc
    text = str(orig).strip().splitlines()[0] if str(orig).strip() else type(orig).__name__
    lowered = text.lower()
    if "readonly" in lowered or "read-only" in lowered or "read only" in lowered:
        return f"the database is read-only ({text})"
    if "disk" in lowered and "full" in lowered or "no space" in lowered:
        return f"the disk is full ({text})"
    if "unable to open" in lowered or "connection" in lowered or "could not" in lowered:
        return f"cannot reach the database ({text}); check --db and that the server is up"
    return text


def _engine(args, create: bool = False):
    """The engine for ``--db``.  Unless ``create``, the database must exist and hold
    extractor's schema (``DatabaseMissing``, exit 3): a command that only reads must not
    leave an empty database behind a mistyped path."""
    from extractor.db.engine import open_engine, require_schema

    engine = open_engine(getattr(args, "db", None), create=create)
    if not create:
        try:
            require_schema(engine)
        except BaseException:
            engine.dispose()
            raise
    return engine


@contextmanager
def _database(args, create: bool = False):
    """The engine for ``--db`` (see ``_engine``), its schema brought to the newest
    migration, disposed of afterwards: what a command that reads or writes rows uses."""
    from extractor.db.engine import migrate

    engine = _engine(args, create=create)
    try:
        migrate(engine)
        yield engine
    finally:
        engine.dispose()


def _url(engine) -> str:
    return engine.url.render_as_string(hide_password=True)


def cmd_ingest(args) -> int:
    from tqdm import tqdm

    from extractor.pipeline import ingest
    from extractor.progress import Progress

    extraction = getattr(args, "extraction", None)  # started by ``_main``, which closes it
    _setup_logging(args.log_format)
    engine = _engine(args, create=True)  # lazy: a bad --db is reported before a bad PATH
    missing = [p for p in args.paths if p != "-" and _missing(p)]
    if missing:
        engine.dispose()
        raise CommandError(f"no such file or directory: {missing[0]!r}"
                           + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""))
    show_bar = sys.stderr.isatty() and not args.no_progress and not args.log_format
    bar = tqdm(unit="B", unit_scale=True, disable=not show_bar, file=sys.stderr, leave=False,
               bar_format="{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}]{postfix}")
    progress = Progress()
    papers = 0
    shown = 0.0

    def on_start(files: int, total: int | None) -> None:
        progress.start(files, total)
        bar.reset(total=total)
        if args.log_format:
            log.info("start", extra=dict(fields=dict(files=files, **progress.figures())))

    def on_papers(n: int) -> None:
        nonlocal papers, shown
        papers += n
        now = time.monotonic()
        if now - shown >= 0.5:  # a file of many papers: show them coming, twice a second at most
            shown = now
            bar.set_postfix_str(f"{papers:,} papers", refresh=True)

    def on_file(outcome, seconds):
        progress.advance(outcome.size)
        bar.update(outcome.size)
        bar.set_postfix_str(f"{papers:,} papers, {outcome.name[-40:]}", refresh=False)
        if args.log_format:
            log.info(
                "file",
                extra=dict(fields=dict(file=outcome.path, outcome=outcome.status, papers=outcome.papers,
                                       papers_new=outcome.papers_new, papers_updated=outcome.papers_updated,
                                       rejections=len(outcome.rejections),
                                       seconds=round(seconds, 3), **progress.figures())),
            )

    try:
        summary = ingest(
            engine, args.paths, fmt=args.format, force=args.force, on_file=on_file,
            on_papers=on_papers if show_bar else None, wait=args.wait, workers=args.workers,
            concurrent=args.concurrent, extraction=extraction, prune=args.prune, on_start=on_start,
            venue=args.venue, year=args.year,
        )
        bar.refresh()  # the last figures (tqdm draws at most ten times a second)
    finally:
        bar.close()
        engine.dispose()
    if args.json:
        print(json.dumps(summary.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(_summary_text(summary, _url(engine)))
    if summary.files_failed:
        return EXIT_INCOMPLETE
    return EXIT_REJECTED if summary.files_rejected or summary.records_rejected else EXIT_OK


def _missing(path: str) -> bool:
    """Nothing at ``path`` (a typo, a volume not mounted); a path that cannot be looked
    at (permission denied) is not missing: reading it reports why."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return True
    except OSError:
        return False
    return False


def _summary_text(s, url: str) -> str:
    lines = [
        f"database: {url}",
        f"files: {s.files_seen} seen, {s.files_ingested} ingested, {s.files_skipped} unchanged (skipped), "
        f"{s.files_rejected} rejected"
        + (f", {s.files_failed} could not be read (retried next run)" if s.files_failed else ""),
        f"papers: {s.papers} read, {s.papers_new} new, {s.papers_known} already known"
        + (f", {s.papers_updated} updated" if s.papers_updated else "")
        + (f", {s.papers_removed} removed" if s.papers_removed else ""),
    ]
    if s.sources_pruned:
        lines.append(f"pruned: {s.sources_pruned} files that are gone")
    if s.rejections:
        lines.append(f"rejected: {len(s.rejections)}")
        for r in s.rejections:
            where = f":{r['location']}" if r["location"] else ""
            lines.append(f"  {r['source']}{where}: {r['reason']}")
    lines.append(f"time: {s.seconds:.2f}s (run {s.run_id})")
    return "\n".join(lines)


def cmd_sources(args) -> int:
    from extractor import identity
    from extractor.load import Loader

    with _database(args) as engine:
        rows = Loader(engine).sources()
    gone = {r.id for r in identity.gone(identity.Known(r["relpath"], r["path"], r["sha256"], r["format"],
                                                       r["reader_version"], r["id"]) for r in rows)}
    for r in rows:
        r["present"] = r["id"] not in gone
    if args.gone:
        rows = [r for r in rows if not r["present"]]
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False, default=str))
        return EXIT_OK
    print(f"{'name':<40} {'format':<8} {'papers':>7} {'sha256':<12}  {'state':<7} last seen at")
    for r in rows:
        state = "present" if r["present"] else "gone"
        print(f"{r['relpath'][-40:]:<40} {r['format']:<8} {r['papers']:>7} {r['sha256'][:12]:<12}  {state:<7} "
              f"{r['path']}")
    return EXIT_OK


def cmd_prune(args) -> int:
    from extractor import identity
    from extractor.db.lock import run_lock
    from extractor.load import Loader

    with _database(args) as engine, run_lock(engine, wait=args.wait):
        loader = Loader(engine)
        gone = identity.gone(loader.known_sources(), args.paths)
        removed = loader.prune([r.id for r in gone]) if args.apply else None
    if args.json:
        out = dict(applied=args.apply, sources=[dict(relpath=r.relpath, path=r.path) for r in gone])
        if removed:
            out.update(zip(("sources_removed", "sightings_removed", "papers_removed"), removed))
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return EXIT_OK
    for r in gone:
        print(f"{'removed' if args.apply else 'would remove'}: {r.relpath} (last seen at {r.path})")
    if removed:
        print(f"pruned {removed[0]} files that are gone: {removed[1]} sightings and {removed[2]} papers seen "
              "nowhere else removed")
    elif gone:
        print(f"{len(gone)} files are gone; nothing removed (dry run): pass --yes to remove them")
    else:
        print("no file is gone; nothing to prune")
    return EXIT_OK


def cmd_stats(args) -> int:
    from extractor.load import Loader

    with _database(args) as engine:
        counts = Loader(engine).table_counts()
    if args.json:
        print(json.dumps(counts, indent=2))
    else:
        width = max(map(len, counts))
        for name, n in counts.items():
            print(f"{name:<{width}}  {n:>9}")
    return EXIT_OK


def cmd_datasets(args) -> int:
    from extractor.load import Loader

    with _database(args) as engine:
        rows = Loader(engine).dataset_usage(discovered_only=args.discovered, include_unused=args.all)
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return EXIT_OK
    print(f"{'dataset':<40} {'domain':<12} {'papers':>6} {'introduced':>10}  flag")
    for r in rows:
        flag = "discovered" if r["discovered"] else ""
        print(f"{r['dataset'][:40]:<40} {(r['domain'] or '-'):<12} {r['papers']:>6} {r['introduced']:>10}  {flag}")
    return EXIT_OK


def cmd_reextract(args) -> int:
    from extractor.pipeline import reextract

    changed = 0

    def on_batch(_papers: int, batch_changed: int) -> None:
        nonlocal changed
        changed += batch_changed

    with _database(args) as engine:
        n = reextract(engine, everything=args.all, on_batch=on_batch)
    if args.json:
        print(json.dumps({"papers_reextracted": n, "papers_changed": changed,
                          "extractor_version": extractor_version()}))
    else:
        print(f"re-extracted {n} papers with extractor {extractor_version()}; {changed} got different facts")
    return EXIT_OK


def cmd_migrate(args) -> int:
    from extractor.db.engine import migrate_to

    engine = _engine(args, create=True)
    try:
        done = migrate_to(engine, args.revision, allow_downgrade=args.downgrade)
    finally:
        engine.dispose()
    url = _url(engine)
    if done.action == "current":
        print(f"{url} is already at migration {done.after or 'base'}; nothing to do")
    else:
        print(f"{done.action} {url} from migration {done.before or 'base'} to {done.after or 'base'}")
    return EXIT_OK


def cmd_browse_metadata(args) -> int:
    from pathlib import Path

    from extractor.dashboards.browse import database_name, write_metadata
    from extractor.db.engine import database_url

    url = database_url(args.db)
    try:
        name = database_name(url)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    _engine(args).dispose()  # it must exist: browsing an empty database helps nobody
    config_out = Path(args.config) if args.config else None
    metadata, config = write_metadata(url, Path(args.out), config_out)
    queries = len(config["databases"][name]["queries"])
    print(f"wrote {args.out}: {len(metadata['databases'][name]['tables'])} tables and views, "
          f"{queries} canned queries for database '{name}'")
    print(f"wrote {config_out or Path(args.out).with_name('datasette.yaml')}: facets, labels and search "
          f"of {len(config['databases'][name]['tables'])} tables and views (Datasette 1.0)")
    return EXIT_OK


def cmd_report(args) -> int:
    from pathlib import Path

    from extractor.dashboards.report import write_report

    with _database(args) as engine:
        charts = write_report(engine, Path(args.out))
    print(f"wrote {args.out}: {len(charts)} charts")
    return EXIT_OK


def cmd_export(args) -> int:
    from pathlib import Path

    from extractor.export import ExportError, export

    with _database(args) as engine:
        try:
            done = export(engine, args.views, args.format, None if args.stdout else Path(args.dir))
        except ExportError as exc:
            raise CommandError(str(exc)) from None
    if not args.stdout:
        for view, path, rows in done:
            print(f"wrote {path}: {rows} rows of {view}")
    return EXIT_OK


def cmd_evaluate(args) -> int:
    from extractor.db.engine import open_engine
    from extractor.evaluate import load_gold, predictions, score
    from extractor.pipeline import ingest

    try:
        gold = load_gold(args.gold)
    except (OSError, ValueError, KeyError) as exc:
        raise CommandError(f"cannot read the gold file {args.gold}: {exc}") from None
    with tempfile.TemporaryDirectory(prefix="extractor-eval-") as tmp:
        engine = open_engine(f"sqlite:///{os.path.join(tmp, 'eval.db')}")
        ingest(engine, args.paths)
        report = score(gold, predictions(engine))
        engine.dispose()
    if args.json:
        out = report.to_dict()
        if args.misses:
            out["misses"] = report.misses
        print(json.dumps(out, indent=2, ensure_ascii=False, default=str))
    else:
        print(report.to_text())
        if args.misses:
            print("\nmisses:")
            for m in report.misses:
                print(f"  [{m['field']}] {m['paper']} {m['type']}: {m['item']}")
    return EXIT_OK


# Each command's handler.  A new command adds its line here, opens the database with
# ``_database(args)`` (a missing one is refused unless ``create=True``) and raises (never
# prints and exits) on failure: ``_failure`` turns every exception into one line and an
# exit code, ``CommandError(message, code)`` being the one to raise for its own failures.
HANDLERS = {
    "ingest": cmd_ingest,
    "sources": cmd_sources,
    "prune": cmd_prune,
    "evaluate": cmd_evaluate,
    "stats": cmd_stats,
    "migrate": cmd_migrate,
    "reextract": cmd_reextract,
    "datasets": cmd_datasets,
    "browse-metadata": cmd_browse_metadata,
    "report": cmd_report,
    "export": cmd_export,
}


class _JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        payload = {"ts": self.formatTime(record), "level": record.levelname.lower(), "event": record.getMessage()}
        payload.update(getattr(record, "fields", {}))
        return json.dumps(payload, ensure_ascii=False)


class _TextFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        fields = getattr(record, "fields", {})
        return " ".join([record.getMessage(), *(f"{k}={v}" for k, v in fields.items())])


def _setup_logging(fmt: str | None) -> None:
    if not fmt:
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_JsonFormatter() if fmt == "json" else _TextFormatter())
    log.handlers[:] = [handler]
    log.setLevel(logging.INFO)
    log.propagate = False


if __name__ == "__main__":
    sys.exit(main())
