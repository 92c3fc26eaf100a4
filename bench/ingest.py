"""Throughput of every ingestion stage, end to end, on SQLite and PostgreSQL.

    python bench/ingest.py                       # 1k and 10k papers, both databases
    python bench/ingest.py --sizes 1k,10k,100k,1m --dbs sqlite --format jsonl
    python bench/ingest.py --workers 1,2         # parallel extraction too
    make bench                                   # everything the targets need (~1 h)

For each size it builds a corpus (``bench/corpus.py``, deterministic), then measures:
read+segment papers/s; extraction papers/s per field (tokenization, links, datasets,
artifacts, numbers) on up to 10k papers; end-to-end papers/s of a real
``extractor ingest`` subprocess (in-process seconds, start-up included, and wall time of
the process; the median of ``--repeat`` runs below 1M papers), its peak RSS and the
database size; the load stage (up to 20k pre-extracted papers through the loader into a
fresh database); the time of a second ingest of the same corpus (nothing new).  With
several ``--workers`` counts the first is the reference and the others are run end to
end too (at the ``--scale-sizes`` only), taking turns with it run by run.
Prints a table, then the figures against the targets of issue #6, and writes JSON.
PostgreSQL: ``EXTRACTOR_BENCH_PG_URL`` or a throwaway cluster from the local binaries.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpus import FORMATS, base_records, write  # noqa: E402
from extractor.db.engine import open_engine  # noqa: E402
from extractor.records import Paper  # noqa: E402
from extractor.sources import discover, inspect_file, open_source, read_papers  # noqa: E402

SIZES = {"1k": 1_000, "10k": 10_000, "100k": 100_000, "1m": 1_000_000}


def papers_of(folder: Path):
    for path in discover([str(folder)]):
        for item in read_papers(open_source(path)):
            if isinstance(item, Paper):
                yield item


def stage_read(folder: Path) -> float:
    t0 = time.perf_counter()
    n = sum(1 for _ in papers_of(folder))
    return n / (time.perf_counter() - t0)


def stage_extract(folder: Path, limit: int = 10_000) -> dict[str, float]:
    from extractor.extract.artifacts import extract_artifacts
    from extractor.extract.datasets import extract_datasets
    from extractor.extract.links import links_in_field, links_in_text, merge_links
    from extractor.extract.numbers import extract_results
    from extractor.extract.paper import extract_paper, warm_up
    from extractor.nlp import analyze

    warm_up()
    sample = []
    for p in papers_of(folder):
        sample.append(p)
        if len(sample) >= limit:
            break
    texts = [p.abstract for p in sample]
    n = len(texts)
    out = {}
    t0 = time.perf_counter()
    abstracts = [analyze(t) for t in texts]
    out["sentences"] = n / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for p in sample:
        merge_links(links_in_text(p.abstract), [x for v in p.field_links for x in links_in_field(v)])
    out["links"] = n / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    found = [extract_datasets(a) for a in abstracts]
    out["datasets"] = n / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for a in abstracts:
        extract_artifacts(a)
    out["artifacts"] = n / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for a, d in zip(abstracts, found):
        extract_results(a, d)
    out["numbers"] = n / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for p in sample:
        extract_paper(p)
    out["all extractors"] = n / (time.perf_counter() - t0)
    return out


def real_extract_rate() -> float:
    """Papers/s of all extractors over the real abstracts, each once (run it in a fresh
    process: see ``stage_extract_real``)."""
    from extractor.extract.paper import extract_paper, warm_up

    papers = [Paper(abstract=r["abstract"], position=i, field_links=r["links"]) for i, r in enumerate(base_records())]
    warm_up()
    t0 = time.perf_counter()
    for p in papers:
        extract_paper(p)
    return len(papers) / (time.perf_counter() - t0)


def stage_extract_real() -> float:
    """All extractors over the real abstracts of ``../shared`` (seeds and corpus), each
    once, in a fresh process: no abstract, sentence or window seen before, unlike the
    recombined bench corpora, where caches keyed by text (tokenizer chunks, catalog
    parts) hit more often than they would on new listings."""
    code = "from bench.ingest import real_extract_rate; print(real_extract_rate())"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def startup_seconds(reps: int = 3) -> float:
    """Seconds an ingest spends, once, before it can extract its first paper: importing
    spaCy and the extractors, building the blank pipeline, the catalog and the matchers
    (``warm_up``); in a fresh process each time, the median of ``reps``.  On one worker
    it is part of every run; with ``--workers`` the workers' supervisor pays it while the
    main process opens the database and writes papers."""
    code = ("import time; t0 = time.perf_counter(); from extractor.extract.paper import warm_up; warm_up(); "
            "print(time.perf_counter() - t0)")
    runs = [float(subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                                 check=True).stdout) for _ in range(reps)]
    return statistics.median(runs)


def stage_load(folder: Path, url: str, limit: int = 20_000) -> float:
    """Load stage alone: papers extracted beforehand, then timed through the loader."""
    from extractor.db.engine import migrate
    from extractor.extract.paper import extract_papers
    from extractor.load import Loader

    sample = []
    for p in papers_of(folder):
        sample.append(p)
        if len(sample) >= limit:
            break
    extract_papers(sample)
    engine = open_engine(url)
    migrate(engine)
    loader = Loader(engine)
    loader.sync_catalog()
    run = loader.begin_run("bench")
    src = inspect_file(next(discover([str(folder)])))
    t0 = time.perf_counter()
    loader.load_source(run, src, "jsonl", iter(sample))
    rate = len(sample) / (time.perf_counter() - t0)
    engine.dispose()
    return rate


def peak_rss_ingest(folder: Path, url: str, workers: int) -> dict:
    """Run ``extractor ingest`` and read its peak RSS (its main process).

    Not ``ru_maxrss``: a child's ``ru_maxrss`` starts at the RSS of the process that
    spawned it (the kernel records the old address space's high-water mark at ``exec``),
    so it would report this benchmark's own memory whenever that is larger.  The child's
    own ``VmHWM`` is read from ``/proc`` every 20 ms instead (it only rises; the last
    reading is at most 20 ms before exit).  Without ``/proc``, ``ru_maxrss`` is used.
    """
    cmd = [sys.executable, "-m", "extractor.cli", "ingest", str(folder), "--db", url, "--json",
           "--no-progress", "--workers", str(workers)]
    t0 = time.perf_counter()
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, text=True)
        hwm = [0]
        stop = threading.Event()
        watcher = threading.Thread(target=_watch_hwm, args=(proc.pid, stop, hwm), daemon=True)
        watcher.start()
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        stop.set()
        watcher.join()
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if proc.returncode != 0:
            raise RuntimeError(f"ingest failed ({proc.returncode}): {err.read()[-2000:]}")
        summary = json.loads(out.read())
    return dict(wall=wall, papers=summary["papers"], papers_new=summary["papers_new"],
                in_process_seconds=summary["seconds"], peak_rss_mb=(hwm[0] or usage.ru_maxrss) / 1024)


def _watch_hwm(pid: int, stop: threading.Event, hwm: list[int]) -> None:
    """Keep ``hwm[0]`` at the highest ``VmHWM`` (kB) of process ``pid`` read so far."""
    while not stop.wait(0.02):
        try:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        hwm[0] = max(hwm[0], int(line.split()[1]))
                        break
        except OSError:
            return


def interleaved(folder: Path, urls: dict[int, str], reps: int, pg_server: str | None, name: str) -> dict[int, dict]:
    """``reps`` ingests of ``folder`` per worker count, each into a fresh database, the
    counts taking turns (1, 2, 1, 2, ...); per count the median papers/s.

    One run on a shared machine varies by +-10% (more at 10k, where a run lasts seconds),
    so a single figure says little about a target; the median of several does, and the
    runs are kept to show the spread.  Taking turns keeps a drift of the machine's speed
    out of the speed-up: it is also given as the median of the ratios pair by pair.
    The last run of each count leaves its database at ``urls[count]``.
    """
    runs: dict[int, list[dict]] = {w: [] for w in urls}
    for i in range(reps):
        for w, url in urls.items():
            target = url if i == reps - 1 else _fresh_like(url, pg_server, f"{name}_w{w}_r{i}")
            runs[w].append(peak_rss_ingest(folder, target, w))
            if target != url:
                _drop(target, pg_server)
    out = {}
    for w, rs in runs.items():
        rates = [r["papers"] / r["in_process_seconds"] for r in rs]
        out[w] = dict(rs[-1], papers_s=statistics.median(rates), runs=[round(x) for x in rates], rates=rates,
                      wall_papers_s=statistics.median(r["papers"] / r["wall"] for r in rs),
                      peak_rss_mb=max(r["peak_rss_mb"] for r in rs))
    return out


def _fresh_like(url: str, pg_server: str | None, name: str) -> str:
    if url.startswith("sqlite:///"):
        return url[: -len(".db")] + f"-{name}.db"
    return _pg_database(pg_server, name)


def _drop(url: str, pg_server: str | None) -> None:
    if url.startswith("sqlite:///"):
        path = Path(url[len("sqlite:///"):])
        for p in path.parent.glob(path.name + "*"):
            p.unlink()
        return
    from sqlalchemy import create_engine, text

    admin = create_engine(pg_server, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{url.rsplit("/", 1)[1]}"'))
    admin.dispose()


def db_size(url: str) -> float:
    engine = open_engine(url)
    try:
        if engine.dialect.name == "sqlite":
            path = Path(engine.url.database)
            return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file()) / 2**20
        from sqlalchemy import text

        with engine.connect() as conn:
            return conn.execute(text("SELECT pg_database_size(current_database())")).scalar() / 2**20
    finally:
        engine.dispose()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1k,10k")
    ap.add_argument("--dbs", default="sqlite,postgresql")
    ap.add_argument("--format", default="jsonl", choices=list(FORMATS))
    ap.add_argument("--workers", default="1", help="worker counts, e.g. 1,2 (the first is the reference)")
    ap.add_argument("--scale-sizes", default="10k,100k", help="sizes at which the other worker counts run")
    ap.add_argument("--repeat", type=int, default=3,
                    help="end-to-end runs per figure below 1M papers (the median is reported; 1M runs once)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "ingest.json")
    ap.add_argument("--keep", action="store_true", help="keep the generated corpora")
    args = ap.parse_args()

    # An installed package has its bytecode compiled (pip does it); a checkout run with
    # PYTHONDONTWRITEBYTECODE set would recompile the extractor's modules in every
    # ingest process timed here instead (~50 ms each).
    compileall.compile_dir(str(ROOT / "extractor"), quiet=1)
    # and after its first run, its compiled patterns (``extractor/pattern_cache.py``)
    subprocess.run([sys.executable, "-c", "import extractor.extract.paper as p; p.warm_up()"], cwd=ROOT, check=True)
    cluster = None
    pg_server = os.environ.get("EXTRACTOR_BENCH_PG_URL")
    if "postgresql" in args.dbs and not pg_server:
        from tests.pgcluster import Cluster

        cluster = Cluster()
        pg_server = cluster.start()
    work = Path(tempfile.mkdtemp(prefix="extractor-bench-"))
    rows = []
    real = stage_extract_real()
    print(f"all extractors on the {len(base_records())} real abstracts of ../shared, each once: {real:.0f} papers/s",
          flush=True)
    startup = startup_seconds()
    print(f"start-up before the first paper is extracted (spaCy, pipeline, catalog): {startup:.2f} s", flush=True)
    try:
        for label in args.sizes.split(","):
            n = SIZES[label.lower()]
            folder = work / f"corpus-{label}"
            write(n, folder, formats=[args.format], files=max(1, n // 50_000))
            read_rate = stage_read(folder)
            extract_rates = stage_extract(folder)
            for db in args.dbs.split(","):
                url = (f"sqlite:///{work / f'{label}.db'}" if db == "sqlite"
                       else _pg_database(pg_server, f"bench_{label}"))
                load_url = (f"sqlite:///{work / f'{label}-load.db'}" if db == "sqlite"
                            else _pg_database(pg_server, f"bench_{label}_load"))
                load_rate = stage_load(folder, load_url)
                workers = [int(w) for w in args.workers.split(",")]
                reps = args.repeat if n < 1_000_000 else 1
                counts = workers if label.lower() in args.scale_sizes.lower().split(",") else workers[:1]
                urls = {w: url if w == workers[0] else
                        (f"sqlite:///{work / f'{label}-w{w}.db'}" if db == "sqlite"
                         else _pg_database(pg_server, f"bench_{label}_w{w}")) for w in counts}
                runs = interleaved(folder, urls, reps, pg_server, f"bench_{label}")
                first = runs[workers[0]]
                again = peak_rss_ingest(folder, url, workers[0])
                e2e = first["papers_s"]
                rows.append(dict(
                    size=label, papers=first["papers"], db=db, format=args.format, workers=workers[0],
                    read_segment_papers_s=round(read_rate),
                    extract_papers_s={k: round(v) for k, v in extract_rates.items()},
                    load_papers_s=round(load_rate),
                    end_to_end_papers_s=round(e2e),
                    end_to_end_runs=first["runs"],
                    end_to_end_wall_papers_s=round(first["wall_papers_s"]),
                    peak_rss_mb=round(first["peak_rss_mb"], 1),
                    db_size_mb=round(db_size(url), 1),
                    reingest_unchanged_s=round(again["wall"], 2),
                    more_workers={},
                ))
                for w in counts[1:]:
                    run = runs[w]
                    rows[-1]["more_workers"][w] = dict(
                        end_to_end_papers_s=round(run["papers_s"]),
                        speedup_x=round(statistics.median(a / b for a, b in zip(run["rates"], first["rates"])), 2),
                        end_to_end_runs=run["runs"],
                        end_to_end_wall_papers_s=round(run["wall_papers_s"]),
                        peak_rss_mb=round(run["peak_rss_mb"], 1),
                    )
                _print_row(rows[-1])
    finally:
        if cluster:
            cluster.stop()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    _print_targets(rows)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(dict(machine=_machine(), real_abstracts_extract_papers_s=round(real),
                                        startup_s=round(startup, 3), rows=rows),
                                   indent=2))
    print(f"\nwritten {args.out}")


def _pg_database(server: str, name: str) -> str:
    from tests.pgcluster import fresh_database

    return fresh_database(server, name)


_HEADER = False


def _print_row(r: dict) -> None:
    global _HEADER
    if not _HEADER:
        print(f"{'size':>5} {'db':<10} {'read':>8} {'sentences':>9} {'links':>8} {'datasets':>8} {'artifacts':>9} "
              f"{'numbers':>8} {'extract':>8} {'load':>8} {'e2e':>7} {'e2e wall':>8} {'rss MB':>7} {'db MB':>7} "
              f"{'again s':>7}")
        _HEADER = True
    x = r["extract_papers_s"]
    print(f"{r['size']:>5} {r['db']:<10} {r['read_segment_papers_s']:>8} {x['sentences']:>9} {x['links']:>8} "
          f"{x['datasets']:>8} {x['artifacts']:>9} {x['numbers']:>8} {x['all extractors']:>8} "
          f"{r['load_papers_s']:>8} {r['end_to_end_papers_s']:>7} {r['end_to_end_wall_papers_s']:>8} "
          f"{r['peak_rss_mb']:>7} {r['db_size_mb']:>7} {r['reingest_unchanged_s']:>7}", flush=True)
    if len(r["end_to_end_runs"]) > 1:
        print(f"{'':>5} {'':<10} e2e is the median of {len(r['end_to_end_runs'])} runs: {r['end_to_end_runs']}")
    for w, m in r["more_workers"].items():
        wall = m["end_to_end_wall_papers_s"] / r["end_to_end_wall_papers_s"]
        print(f"{'':>5} {'':<10} --workers {w}: e2e {m['end_to_end_papers_s']} papers/s "
              f"({m['speedup_x']}x, the median of the runs' ratios pair by pair; runs {m['end_to_end_runs']}), "
              f"wall {m['end_to_end_wall_papers_s']} ({wall:.2f}x), rss {m['peak_rss_mb']} MB", flush=True)


# issue #6: end to end papers/s on one worker, per database
_E2E_TARGET = {"sqlite": 1500, "postgresql": 1000}


def _print_targets(rows: list[dict]) -> None:
    """Each target of issue #6 with the figures measured in this run ("n/a" when the run
    did not include what it needs, e.g. no 1M corpus)."""
    print("\ntargets (this run):")

    def line(ok: bool | None, text: str) -> None:
        print(f"  {'n/a ' if ok is None else 'met ' if ok else 'MISS'} {text}")

    for r in rows:
        goal = _E2E_TARGET[r["db"]]
        line(r["end_to_end_papers_s"] >= goal,
             f"{r['db']} {r['size']}: e2e {r['end_to_end_papers_s']} papers/s on {r['workers']} worker (>= {goal})")
        for w, m in r["more_workers"].items():
            ratio = m["speedup_x"]
            wall = m["end_to_end_wall_papers_s"] / r["end_to_end_wall_papers_s"]
            line(ratio >= 1.7, f"{r['db']} {r['size']}: --workers {w} scales {ratio:.2f}x (>= 1.7x; "
                               f"wall clock of the whole command {wall:.2f}x)")
    by = {(r["db"], r["papers"]): r for r in rows}
    for db in _E2E_TARGET:
        sized = sorted(p for d, p in by if d == db)
        big = by.get((db, 1_000_000))
        line(None if big is None else big["peak_rss_mb"] < 300,
             f"{db}: peak RSS at 1M {big['peak_rss_mb'] if big else '-'} MB (< 300)")
        small = by.get((db, 10_000))
        if big and small:
            ratio = big["end_to_end_papers_s"] / small["end_to_end_papers_s"]
            line(ratio >= 0.8, f"{db}: papers/s at 1M / at 10k = {ratio:.2f} (>= 0.8)")
        else:
            line(None, f"{db}: linear cost needs 10k and 1M (have {', '.join(map(str, sized)) or 'none'})")
        hundred = by.get((db, 100_000))
        line(None if hundred is None else hundred["reingest_unchanged_s"] < 5,
             f"{db}: re-ingest unchanged 100k {hundred['reingest_unchanged_s'] if hundred else '-'} s (< 5)")


def _machine() -> dict:
    return dict(python=platform.python_version(), platform=platform.platform(), cpus=os.cpu_count())


if __name__ == "__main__":
    main()
