"""Extraction on a pool of processes, loading through the ordinary loader.

    python scripts/scale_out.py examples/ --db sqlite:///scaled.db [--processes 2]

The same structure runs on Dask (``bag.map_partitions(extract_partition)``) or Spark
(``rdd.mapPartitions(extract_partition)``): read and segment files on the driver or the
workers, map ``extract_partition`` over partitions, then call ``load_extracted`` once
per source file (one transaction each) from a single writer or from several PostgreSQL
writers.
"""

from __future__ import annotations

import argparse
from itertools import islice
from multiprocessing import Pool

from extractor.db.engine import open_engine
from extractor.mapstep import extract_partition, load_extracted
from extractor.records import Paper
from extractor.sources import discover, inspect_file, read_papers


def extract_chunk(papers: list[Paper]) -> list[Paper]:
    return list(extract_partition(papers))


def chunks(items, size=200):
    it = iter(items)
    while chunk := list(islice(it, size)):
        yield chunk


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--db", required=True)
    ap.add_argument("--processes", type=int, default=2)
    args = ap.parse_args()
    engine = open_engine(args.db)
    with Pool(args.processes) as pool:
        for path in discover(args.paths):
            items = read_papers(inspect_file(path))
            papers = [p for p in items if isinstance(p, Paper)]
            extracted = [p for chunk in pool.imap(extract_chunk, chunks(papers)) for p in chunk]
            print(path, load_extracted(engine, path, extracted))
    engine.dispose()


if __name__ == "__main__":
    main()
