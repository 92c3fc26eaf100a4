"""Distinct-paper test corpora made from ../shared/corpus (variant k of each abstract)."""

from __future__ import annotations

import json
from pathlib import Path

from extractor.sources.identifiers import from_url
from tests.conftest import CORPUS

_LINK_FIELDS = ("site", "project", "github")


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
                # a variant is another paper: it keeps no identifier of the original (an
                # OpenReview / arXiv / ACL URL in a link field would merge the variants)
                variant = {**r, "abstract": f"{r['abstract']} (Variant {k}.)"}
                for name in _LINK_FIELDS:
                    if any(from_url(variant.get(name) or "")):
                        variant[name] = ""
                fh.write(json.dumps(variant, ensure_ascii=False) + "\n")
        paths.append(path)
    return paths
