"""Reported numbers: this extractor against quantulum3, side by side on the same abstracts.

Prints abstracts per second for both (on the seed gold abstracts plus ``shared/corpus``)
and results precision/recall/F1 for both on the seed gold, matching (value, unit) pairs
per paper with the value within 1e-6.  Only quantulum3 quantities whose unit is a
percentage or a multiplier count (its ``percentage`` unit; a ``count``/``dimensionless``
quantity whose surface is ``x``/``×``/``times``/``fold``), so it is not penalised for
the lengths, sizes and counts it is built to find.

Usage: .venv/bin/python bench/numbers_vs_quantulum3.py [--shared PATH] [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import time
import warnings
from pathlib import Path

import regex

from extractor.extract.numbers import extract_results
from extractor.nlp import analyze  # what the pipeline hands the extractor
from extractor.records import DatasetMention
from extractor.segment import segment_lines

_MULT = regex.compile(r"(?:x|X|×|times|fold)\s*$|\\times")
_PP = regex.compile(r"percentage[- ]points?|\bpp\b", regex.IGNORECASE)


def load(shared: Path):
    gold = {}
    for line in (shared / "gold" / "seed_gold.jsonl").open(encoding="utf-8"):
        d = json.loads(line)
        gold[d["id"]] = d
    seeds = []
    for path in sorted((shared / "seeds").iterdir()):
        with path.open(encoding="utf-8-sig") as fh:
            for p in segment_lines(enumerate(fh, 1)):
                seeds.append((p.abstract, gold[f"{path.name}#{p.position}"]))
    corpus = []
    for path in sorted((shared / "corpus").glob("*.json")):
        corpus += [r.get("abstract") or "" for r in json.loads(path.read_text(encoding="utf-8"))]
    return seeds, corpus


def quantulum_pairs(parser, text: str) -> list[tuple[float, str]]:
    out = []
    try:
        quantities = parser.parse(text)
    except Exception:  # quantulum3 raises on some inputs
        return out
    for q in quantities:
        name = q.unit.name
        if name == "percentage":
            out.append((float(q.value), "pp" if _PP.search(q.surface) else "percent"))
        elif name in ("count", "dimensionless") and _MULT.search(q.surface):
            out.append((float(q.value), "times"))
    return out


def f1(pairs_by_paper, seeds):
    tp = fp = fn = 0
    for got, (_, g) in zip(pairs_by_paper, seeds):
        free = [(x["value"], x["unit"]) for x in g["results"]]
        for v, u in got:
            hit = next((x for x in free if abs(x[0] - v) < 1e-6 and x[1] == u), None)
            if hit is None:
                fp += 1
            else:
                free.remove(hit)
                tp += 1
        fn += len(free)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def gold_datasets(abstract, g):
    out = []
    for d in g["datasets"]:
        i = abstract.find(d["mention"])
        if i >= 0:
            out.append(DatasetMention(d["name"], d["mention"], d["role"], i, i + len(d["mention"])))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    from quantulum3 import parser as qparser

    seeds, corpus = load(args.shared)
    texts = [a for a, _ in seeds] + corpus
    n = len(texts)
    print(f"abstracts: {n} ({len(seeds)} seed + {len(corpus)} corpus)")

    analyze(texts[0])  # build the pipeline once
    best_parse_extract = best_extract = float("inf")
    for _ in range(args.repeat):
        t = time.perf_counter()
        docs = [analyze(x) for x in texts]
        t_parse = time.perf_counter() - t
        t = time.perf_counter()
        for d in docs:
            extract_results(d)
        t_ext = time.perf_counter() - t
        best_extract = min(best_extract, t_ext)
        best_parse_extract = min(best_parse_extract, t_parse + t_ext)

    qparser.parse("warm up 5%")
    t = time.perf_counter()
    for x in texts:
        quantulum_pairs(qparser, x)
    t_q = time.perf_counter() - t

    ours = []
    for a, g in seeds:
        ours.append([(r.value, r.unit) for r in extract_results(analyze(a), gold_datasets(a, g))])
    theirs = [quantulum_pairs(qparser, a) for a, _ in seeds]
    po, ro, fo = f1(ours, seeds)
    pq, rq, fq = f1(theirs, seeds)

    rate_ext = n / best_extract
    rate_full = n / best_parse_extract
    rate_q = n / t_q
    print(f"{'':34}{'abstracts/s':>12}{'P':>8}{'R':>8}{'F1':>8}")
    print(f"{'extractor (extract_results only)':34}{rate_ext:>12,.0f}{po:>8.3f}{ro:>8.3f}{fo:>8.3f}")
    print(f"{'extractor (sentences + extract)':34}{rate_full:>12,.0f}{'':>8}{'':>8}{'':>8}")
    print(f"{'quantulum3 (percent/multiplier)':34}{rate_q:>12,.0f}{pq:>8.3f}{rq:>8.3f}{fq:>8.3f}")
    print(f"speed ratio: {rate_ext / rate_q:,.0f}x (extract only), {rate_full / rate_q:,.0f}x (sentences + extract)")
    print(f"F1 difference: {fo - fq:+.3f}")


if __name__ == "__main__":
    main()
