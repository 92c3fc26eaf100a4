"""End-to-end ingest time of this checkout against another commit, in paired runs.

    python bench/paired.py --base f6e2b69                  # 10k papers, 3 pairs
    python bench/paired.py --base HEAD~1 --size 1k --pairs 5

Issue 15's speed criterion compares ``extractor ingest`` of 10k papers (SQLite, one
worker) with a previous commit "in the same run".  On a shared machine a command's time
moves by up to 2x within minutes, so the two are only comparable when they take turns:
each pair runs both, in alternating order (ABBA...), on the same corpus
(``bench/corpus.py``, the one ``bench/ingest.py`` uses) into a fresh database.  The base
commit is exported with ``git archive`` into a temporary directory and run with this
interpreter (``PYTHONPATH`` set to it), so both use the same installed libraries; this
checkout's package is copied the same way (uncommitted edits included).  Both trees are
byte-compiled first so neither run pays for compiling its sources, and each warms a
pattern cache of its own (``extractor/pattern_cache.py``, in the temporary directory;
commits before it have none) as a first run would; ``--cold`` runs without that cache.

Prints every run (wall and CPU seconds of the process, start-up included), then the
median of each and the ratios this/base; ``--limit`` (default 1.10) is the ratio the
criterion allows, and the exit status is 1 when the median CPU ratio exceeds it.

``--stage extract`` times the extraction stage alone instead: each tree reads the corpus
with its own reader, then only its ``extract_papers`` (in batches of 1,000, as ingest
runs it) is timed, in the same process.  End to end includes what later issues added to
reading and loading; this figure says how much of a difference is the extractors'.
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpus import write  # noqa: E402

SIZES = {"1k": 1_000, "10k": 10_000, "100k": 100_000}


def export(commit: str | None, into: Path) -> Path:
    """The package of ``commit`` (a name git understands; None: this working tree, edits
    included) as plain files under ``into``, laid out as installed.

    An editable install maps ``extractor.migrations`` and ``extractor.sql`` to the
    repository it was made from, whatever ``PYTHONPATH`` says, so a base commit run with
    it would migrate with this checkout's migrations.  Both trees therefore get them
    inside the package, where a wheel puts them, and are found there first.
    """
    into.mkdir(parents=True)
    if commit is None:
        for part in ("extractor", "migrations", "sql"):
            shutil.copytree(ROOT / part, into / part, ignore=shutil.ignore_patterns("__pycache__"))
    else:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    for part in ("migrations", "sql"):
        if (into / part).is_dir() and not (into / "extractor" / part).exists():
            shutil.copytree(into / part, into / "extractor" / part)
    return into


def environment(tree: Path, cache: Path | None) -> dict[str, str]:
    """The environment a run of ``tree`` gets: its own pattern cache under ``cache``, or
    none (``EXTRACTOR_CACHE_DIR`` empty)."""
    return dict(os.environ, PYTHONPATH=str(tree),
                EXTRACTOR_CACHE_DIR="" if cache is None else str(cache / tree.name))


def warm(tree: Path, cache: Path | None) -> None:
    """Leave ``tree``'s pattern cache as a first run of the installed package would."""
    if cache is None or not (tree / "extractor" / "pattern_cache.py").exists():
        return
    subprocess.run([sys.executable, "-c", "import extractor.extract.paper as p; p.warm_up()"],
                   cwd=tree, env=environment(tree, cache), check=True, capture_output=True)


def run_once(tree: Path, corpus: Path, db: Path, cache: Path | None = None) -> tuple[float, float]:
    """(wall, CPU) seconds of one ``extractor ingest`` of ``corpus`` by the code in ``tree``."""
    for leftover in db.parent.glob(db.name + "*"):
        leftover.unlink()
    env = environment(tree, cache)
    cmd = [sys.executable, "-m", "extractor", "ingest", str(corpus), "--db", f"sqlite:///{db}",
           "--no-progress", "--workers", "1"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"paired: {tree.name}: extractor ingest exited {done.returncode}: "
                         f"{(done.stderr or done.stdout).strip().splitlines()[-1:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


# Run in a tree's own directory with its own PYTHONPATH: read the corpus with that tree's
# reader, then time its extraction stage only (reading and start-up are not counted).
# The papers read are frozen out of the collector's sight and the stage runs under the
# pipeline's own collection thresholds: ingest streams its papers, so its collections never
# walk a whole corpus held in memory, and neither may this figure's.
_EXTRACT_STAGE = """
import gc, sys, time
import extractor.sources as sources
from extractor.extract.paper import extract_papers
from extractor.pipeline import fewer_collections
from extractor.records import Paper
opener = getattr(sources, "open_source", None) or sources.inspect_file
papers = [p for p in sources.read_papers(opener(sys.argv[1])) if isinstance(p, Paper)]
gc.collect()
gc.freeze()
t0, c0 = time.perf_counter(), time.process_time()
with fewer_collections():
    for i in range(0, len(papers), 1000):
        extract_papers(papers[i:i + 1000])
print(len(papers), time.perf_counter() - t0, time.process_time() - c0)
"""


def run_stage(tree: Path, corpus: Path, cache: Path | None = None) -> tuple[float, float]:
    """(wall, CPU) seconds of the extraction stage alone of the code in ``tree`` over ``corpus``."""
    done = subprocess.run([sys.executable, "-c", _EXTRACT_STAGE, str(corpus)], cwd=tree,
                          env=environment(tree, cache), capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"paired: {tree.name}: extraction stage exited {done.returncode}: "
                         f"{(done.stderr or done.stdout).strip().splitlines()[-1:]}")
    _, wall, cpu = done.stdout.split()
    return float(wall), float(cpu)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", required=True, help="the commit to compare with (e.g. f6e2b69, HEAD~1)")
    ap.add_argument("--size", default="10k", help="papers: 1k, 10k, 100k or a number")
    ap.add_argument("--pairs", type=int, default=3)
    ap.add_argument("--limit", type=float, default=1.10, help="the CPU ratio allowed (exit 1 above it)")
    ap.add_argument("--cold", action="store_true", help="no pattern cache: every run compiles its patterns")
    ap.add_argument("--stage", choices=("ingest", "extract"), default="ingest",
                    help="what is timed: the whole ingest process (default) or the extraction stage alone")
    args = ap.parse_args(argv)
    n = SIZES.get(args.size) or int(args.size)
    with tempfile.TemporaryDirectory(prefix="extractor-paired-") as tmp:
        work = Path(tmp)
        trees = {"this": export(None, work / "this"), "base": export(args.base, work / "base")}
        corpus = write(n, work / "corpus", formats=("jsonl",))[0]
        cache = None if args.cold else work / "pattern-cache"
        for tree in trees.values():
            compileall.compile_dir(str(tree / "extractor"), quiet=1)
            warm(tree, cache)
        runs: dict[str, list[tuple[float, float]]] = {"this": [], "base": []}
        what = "SQLite, one worker" if args.stage == "ingest" else "extraction stage alone"
        print(f"{n} papers, {args.pairs} pairs, this checkout against {args.base}, {what}, "
              f"{'no pattern cache' if args.cold else 'pattern cache warm'}")
        for i in range(args.pairs):
            order = ("this", "base") if i % 2 == 0 else ("base", "this")
            for name in order:
                if args.stage == "extract":
                    wall, cpu = run_stage(trees[name], corpus, cache)
                else:
                    wall, cpu = run_once(trees[name], corpus, work / f"{name}.db", cache)
                runs[name].append((wall, cpu))
                print(f"  pair {i + 1} {name:4s}  wall {wall:7.2f} s  cpu {cpu:7.2f} s", flush=True)
    med = {name: (statistics.median(w for w, _ in r), statistics.median(c for _, c in r)) for name, r in runs.items()}
    for name, (wall, cpu) in med.items():
        print(f"median {name:4s}  wall {wall:7.2f} s  cpu {cpu:7.2f} s  ({n / wall:.0f} papers/s)")
    wall_ratio = med["this"][0] / med["base"][0]
    cpu_ratio = med["this"][1] / med["base"][1]
    verdict = "within" if cpu_ratio <= args.limit else "above"
    print(f"this/base  wall {wall_ratio:.3f}  cpu {cpu_ratio:.3f}  ({verdict} the limit {args.limit:.2f})")
    return 0 if cpu_ratio <= args.limit else 1


if __name__ == "__main__":
    sys.exit(main())
