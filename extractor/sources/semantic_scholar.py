"""Semantic Scholar Graph API answers: a search (``{"total": N, "data": [...]}``) or a
batch (a list where ``null`` stands for an id the API did not find).  ``externalIds``
carries arXiv, DOI and ACL ids; ``fieldsOfStudy`` are the categories."""

from __future__ import annotations

from extractor.records import Rejection
from extractor.sources.mapping import Table, to_paper

NAME = "s2"
TABLE = Table(
    abstract=("abstract",),
    title=("title",),
    external_id=("paperId",),
    authors=("authors",),
    categories=("fieldsOfStudy",),
    url=("url",),
    venue=("venue", "publicationVenue.name", "journal.name"),
    year=("year", "publicationDate"),
    identifiers={
        "s2": ("paperId",),
        "arxiv": ("externalIds.ArXiv",),
        "doi": ("externalIds.DOI",),
        "acl": ("externalIds.ACL",),
    },
)


def is_paper(record: dict) -> bool:
    return "paperId" in record


def to_items(record, position, where, source):
    if record is None:
        return [Rejection(source, where, "null: the API found no paper for this id")]
    return to_paper(record, TABLE, position, where, source)
