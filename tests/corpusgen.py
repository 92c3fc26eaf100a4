"""Distinct-paper test corpora made from ../shared/corpus (variant k of each abstract)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import CORPUS


def corpus_records() -> list[dict]:
    records = []
    for path in sorted(CORPUS.glob("*.json")):
        records.extend(json.loads(path.read_text(encoding="utf-8")))
    return records


def write_variants(out: Path, files: int, per_file: int | None = None) -> list[Path]:
    """``files`` JSONL files whose papers are all distinct from each other."""
    records = corpus_records()[:per_file]
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for k in range(files):
        path = out / f"batch_{k:03d}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for r in records:
                # a variant is another paper: it keeps no identifier of the original (the
                # site's OpenReview / arXiv / ACL URL would merge the variants into one)
                variant = {**r, "abstract": f"{r['abstract']} (Variant {k}.)", "site": ""}
                fh.write(json.dumps(variant, ensure_ascii=False) + "\n")
        paths.append(path)
    return paths
