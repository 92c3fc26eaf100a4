"""The arXiv metadata snapshot (one JSON record per line, as Kaggle's ``arxiv-metadata-oai-snapshot.json``).

``authors_parsed`` gives each name as ``[last, first, suffix]`` with LaTeX accents
already resolved, so it wins over the ``authors`` string; ``categories`` holds the
space-separated arXiv codes (``cs.LG stat.ML``: one category each); code and project
links are written in ``comments``.
"""

from __future__ import annotations

import regex

from extractor.extract.authors import once, parse_authors
from extractor.records import Paper
from extractor.sources.mapping import Fields, Problems, Table, clean, to_paper, urls_in

NAME = "arxiv-jsonl"
TABLE = Table(  # authors: from authors_parsed, else the authors string (see _finish)
    abstract=("abstract",),
    title=("title",),
    external_id=("id",),
    categories=("categories",),
    year=("versions.0.created", "update_date"),
    identifiers={"arxiv": ("id",), "doi": ("doi",)},
)
# keys only this format has, for recognising it
SIGNATURE = ({"authors_parsed"}, {"submitter", "versions"})


def to_items(record, position, where, source):
    return to_paper(record, TABLE, position, where, source, _finish)


def _finish(paper: Paper, fields: Fields, problems: Problems) -> None:
    record = fields.record  # the snapshot's keys are fixed: read directly
    parsed = record.get("authors_parsed")
    names = []
    if isinstance(parsed, list):
        names = [
            " ".join(f"{first} {last} {suffix}".split())
            for part in parsed
            if isinstance(part, list) and part and all(isinstance(p, str) for p in part)
            for last, first, suffix in [(part + ["", ""])[:3]]
        ]
    if names:
        paper.authors = once(names)
    elif isinstance(record.get("authors"), str):
        paper.authors, paper.authors_truncated = parse_authors(clean(record["authors"]), ",")
    comments = record.get("comments")
    if isinstance(comments, str) and ("http" in comments or "github" in comments or "www." in comments):
        paper.field_links.extend(urls_in(comments))
    if paper.year is None and paper.external_id:
        m = regex.match(r"(\d\d)(\d\d)\.", paper.external_id)
        paper.year = 2000 + int(m.group(1)) if m else None
    paper.venue = "arXiv"
