"""Hugging Face daily papers (``/api/daily_papers``): each item wraps the paper in
``paper`` (``summary``, ``authors[].name``, the arXiv id as ``id``); the code repository
and project page are ``githubRepo`` and ``projectPage``, on the paper or on the item."""

from __future__ import annotations

from extractor.records import Paper
from extractor.sources.mapping import Fields, Problems, Table, to_paper

NAME = "hf-daily"
TABLE = Table(
    abstract=("paper.summary", "summary"),
    title=("paper.title", "title"),
    external_id=("paper.id",),
    authors=("paper.authors",),
    links=("paper.githubRepo", "githubRepo", "paper.projectPage", "projectPage"),
    year=("paper.publishedAt", "publishedAt"),
    identifiers={"arxiv": ("paper.id",)},
)


def is_item(record: dict) -> bool:
    paper = record.get("paper")
    return isinstance(paper, dict) and ("summary" in paper or "title" in paper)


def to_items(record, position, where, source):
    return to_paper(record, TABLE, position, where, source, _finish)


def _finish(paper: Paper, fields: Fields, problems: Problems) -> None:
    if paper.external_id and not paper.url:
        paper.url = f"https://huggingface.co/papers/{paper.external_id}"
