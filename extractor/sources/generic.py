"""The generic record: JSON, JSON Lines and CSV exports of paper listings.

Keys as people name them in scrapes and spreadsheet exports (``Abstract``,
``project_page``, ``authors`` as ``A; B`` or ``[{"name": ...}]``); the first found wins.
"""

from __future__ import annotations

from extractor.sources.mapping import Table, to_paper

TABLE = Table(
    abstract=("abstract", "summary", "text", "paper_abstract", "abstract_text"),
    title=("title", "paper_title", "name"),
    external_id=("id", "paper_id", "uid"),
    authors=("author", "authors", "author_names", "creators"),
    affiliations=("aff", "affiliations", "author_affiliations"),
    categories=("primary_area", "area", "category", "categories", "subject", "subjects", "topic"),
    keywords=("keywords", "keyword", "tags"),
    links=("github", "code", "code_url", "github_repo", "repo", "repository", "project", "project_page",
           "projectpage", "homepage"),
    url=("site", "url", "link", "paper_url", "abs_url"),
    venue=("venue", "conference", "journal", "booktitle"),
    year=("year", "published", "date", "publication_date"),
    track=("track",),
    status=("status", "decision", "presentation"),
    identifiers={
        "doi": ("doi",),
        "arxiv": ("arxiv_id", "arxiv", "arxivid", "eprint"),
        "openreview": ("openreview_id", "forum"),
        "acl": ("acl_id", "anthology_id"),
        "s2": ("paperId", "s2_id", "corpus_paper_id"),
        "pwc": ("pwc_id",),
    },
)


def to_items(record, position, where, source):
    return to_paper(record, TABLE, position, where, source)
