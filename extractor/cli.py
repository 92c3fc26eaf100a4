"""Command line: the only module that parses arguments; everything else is a library call.

Exit codes (documented in README and docs/operations.md):
0 success; 1 something was rejected (the rest was ingested); 2 usage error;
3 database error (unreachable, read-only, disk full); 4 another ingest holds the database;
5 a worker process of ``--workers`` failed or was killed.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import tempfile

from extractor import __version__

EXIT_OK, EXIT_REJECTED, EXIT_USAGE, EXIT_DB, EXIT_LOCKED, EXIT_WORKER = 0, 1, 2, 3, 4, 5

log = logging.getLogger("extractor")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="extractor",
        description="Turn scraped ML paper listings into a relational database of facts.",
    )
    parser.add_argument("--version", action="version", version=f"extractor {__version__}")
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
    p.add_argument("--format", default="auto", choices=["auto", "listing", "feed", "json", "jsonl"],
                   help="force an input format instead of detecting it per file")
    p.add_argument("--force", action="store_true", help="re-read files even when their sha256 is unchanged")
    p.add_argument("--json", action="store_true", help="print the run summary as JSON (for schedulers)")
    p.add_argument("--wait", type=float, default=0.0, metavar="SECONDS",
                   help="wait this long for another running ingest to finish (default: exit at once)")
    p.add_argument("--log-format", choices=["text", "json"], default=None,
                   help="one log line per file on stderr with outcome and timing")
    p.add_argument("--no-progress", action="store_true", help="no progress bar even on a terminal")
    p.add_argument("--workers", type=int, default=1, metavar="N",
                   help="extract in N worker processes (output is identical; default 1)")
    p.add_argument("--concurrent", action="store_true",
                   help="PostgreSQL: let several ingest processes share the database, locking per file")
    p.add_argument("--venue", metavar="NAME",
                   help="venue of papers whose record names none (default: from the file name, e.g. iclr2024.json)")
    p.add_argument("--year", type=int, metavar="YYYY", help="year of papers whose record gives none")

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
    p.add_argument("--revision", default="head")

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
    p.add_argument("--out", default=".", metavar="DIR",
                   help="directory to write VIEW.FORMAT files to (default: here); - for standard output (one view)")

    p = sub.add_parser("report", help="write a self-contained HTML report with charts of the database")
    db_option(p)
    p.add_argument("--out", required=True, metavar="FILE.html", help="the HTML file to write")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "ingest" and args.workers > 1:
        # the workers build the pipeline while this process imports the database layer,
        # opens the database and reads the first files
        from extractor.workers import Extraction

        args.extraction = Extraction(workers=args.workers)
    from sqlalchemy.exc import SQLAlchemyError

    handler = {
        "ingest": cmd_ingest,
        "evaluate": cmd_evaluate,
        "stats": cmd_stats,
        "migrate": cmd_migrate,
        "reextract": cmd_reextract,
        "datasets": cmd_datasets,
        "browse-metadata": cmd_browse_metadata,
        "report": cmd_report,
        "export": cmd_export,
    }[args.command]
    from extractor.db.lock import LockBusy, LockUnavailable
    from extractor.workers import WorkerError

    try:
        return handler(args)
    except WorkerError as exc:
        print(f"extractor: {exc}\nextractor: the file being loaded was rolled back", file=sys.stderr)
        return EXIT_WORKER
    except LockBusy as exc:
        print(f"extractor: {exc}", file=sys.stderr)
        return EXIT_LOCKED
    except LockUnavailable as exc:
        print(f"extractor: database error: {exc}", file=sys.stderr)
        return EXIT_DB
    except SQLAlchemyError as exc:
        print(f"extractor: database error: {_db_cause(exc)}", file=sys.stderr)
        return EXIT_DB
    except KeyboardInterrupt:
        print("extractor: interrupted; the file being loaded was rolled back", file=sys.stderr)
        return 130


def _db_cause(exc) -> str:
    orig = getattr(exc, "orig", None) or exc
    text = str(orig).strip().splitlines()[0] if str(orig).strip() else type(orig).__name__
    lowered = text.lower()
    if "readonly" in lowered or "read-only" in lowered or "read only" in lowered:
        return f"the database is read-only ({text})"
    if "disk" in lowered and "full" in lowered or "no space" in lowered:
        return f"the disk is full ({text})"
    if "unable to open" in lowered or "connection" in lowered or "could not" in lowered:
        return f"cannot reach the database ({text})"
    return text


def _engine(args):
    from extractor.db.engine import open_engine

    return open_engine(getattr(args, "db", None))


def cmd_ingest(args) -> int:
    extraction = getattr(args, "extraction", None)
    try:
        return _ingest(args, extraction)
    finally:
        if extraction is not None:
            extraction.close(cancel=True)  # when the run never started; else already closed


def _ingest(args, extraction) -> int:
    from tqdm import tqdm

    from extractor.pipeline import ingest

    _setup_logging(args.log_format)
    engine = _engine(args)
    show_bar = sys.stderr.isatty() and not args.no_progress and not args.log_format
    bar = tqdm(unit=" papers", disable=not show_bar, file=sys.stderr, leave=False)

    def on_file(outcome, seconds):
        bar.set_postfix_str(outcome.name[-40:])
        if args.log_format:
            log.info(
                "file",
                extra=dict(fields=dict(file=outcome.path, outcome=outcome.status, papers=outcome.papers,
                                       papers_new=outcome.papers_new, papers_updated=outcome.papers_updated,
                                       rejections=len(outcome.rejections),
                                       seconds=round(seconds, 3))),
            )

    try:
        summary = ingest(
            engine, args.paths, fmt=args.format, force=args.force, on_file=on_file,
            on_papers=bar.update if show_bar else None, wait=args.wait, workers=args.workers,
            concurrent=args.concurrent, extraction=extraction, venue=args.venue, year=args.year,
        )
    finally:
        bar.close()
        engine.dispose()
    if args.json:
        print(json.dumps(summary.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(_summary_text(summary, engine.url.render_as_string(hide_password=True)))
    return EXIT_REJECTED if summary.files_rejected or summary.records_rejected else EXIT_OK


def _summary_text(s, url: str) -> str:
    lines = [
        f"database: {url}",
        f"files: {s.files_seen} seen, {s.files_ingested} ingested, {s.files_skipped} unchanged (skipped), "
        f"{s.files_rejected} rejected",
        f"papers: {s.papers} read, {s.papers_new} new, {s.papers_known} already known"
        + (f", {s.papers_updated} updated" if s.papers_updated else "")
        + (f", {s.papers_removed} removed" if s.papers_removed else ""),
    ]
    if s.rejections:
        lines.append(f"rejected: {len(s.rejections)}")
        for r in s.rejections:
            where = f":{r['location']}" if r["location"] else ""
            lines.append(f"  {r['source']}{where}: {r['reason']}")
    lines.append(f"time: {s.seconds:.2f}s (run {s.run_id})")
    return "\n".join(lines)


def cmd_stats(args) -> int:
    from extractor.db.engine import migrate
    from extractor.load import Loader

    engine = _engine(args)
    migrate(engine)
    counts = Loader(engine).table_counts()
    engine.dispose()
    if args.json:
        print(json.dumps(counts, indent=2))
    else:
        width = max(map(len, counts))
        for name, n in counts.items():
            print(f"{name:<{width}}  {n:>9}")
    return EXIT_OK


def cmd_datasets(args) -> int:
    from extractor.db.engine import migrate
    from extractor.load import Loader

    engine = _engine(args)
    migrate(engine)
    rows = Loader(engine).dataset_usage(discovered_only=args.discovered, include_unused=args.all)
    engine.dispose()
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

    engine = _engine(args)
    n = reextract(engine, everything=args.all)
    engine.dispose()
    if args.json:
        print(json.dumps({"papers_reextracted": n, "extractor_version": __version__}))
    else:
        print(f"re-extracted {n} papers with extractor {__version__}")
    return EXIT_OK


def cmd_migrate(args) -> int:
    from extractor.db.engine import migrate

    engine = _engine(args)
    migrate(engine, args.revision)
    engine.dispose()
    print(f"migrated {engine.url.render_as_string(hide_password=True)} to {args.revision}")
    return EXIT_OK


def cmd_browse_metadata(args) -> int:
    from pathlib import Path

    from extractor.dashboards.browse import database_name, write_metadata
    from extractor.db.engine import database_url

    url = database_url(args.db)
    try:
        name = database_name(url)
    except ValueError as exc:
        print(f"extractor: {exc}", file=sys.stderr)
        return EXIT_USAGE
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

    engine = _engine(args)
    try:
        charts = write_report(engine, Path(args.out))
    finally:
        engine.dispose()
    print(f"wrote {args.out}: {len(charts)} charts")
    return EXIT_OK


def cmd_export(args) -> int:
    from pathlib import Path

    from extractor.db.engine import migrate
    from extractor.export import ExportError, export

    engine = _engine(args)
    try:
        migrate(engine)
        done = export(engine, args.views, args.format, None if args.out == "-" else Path(args.out))
    except ExportError as exc:
        print(f"extractor: {exc}", file=sys.stderr)
        return EXIT_USAGE
    finally:
        engine.dispose()
    if args.out != "-":
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
        print(f"extractor: cannot read gold file: {exc}", file=sys.stderr)
        return EXIT_USAGE
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
