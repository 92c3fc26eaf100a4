"""arXiv API responses (Atom 1.0 feeds from ``export.arxiv.org/api/query``).

An entry's ``id`` is its abstract page (``http://arxiv.org/abs/2401.12345v2``); authors
carry ``arxiv:affiliation``; ``arxiv:comment`` holds code links; ``arxiv:doi`` the DOI.
The API reports errors as an entry titled ``Error`` (its summary says what was wrong):
such an entry is a rejection, not a paper.
"""

from __future__ import annotations

from collections.abc import Iterator

from extractor.extract.authors import once
from extractor.records import Paper, Rejection
from extractor.sources.files import SourceFile
from extractor.sources.jsonstream import MAX_DEPTH, TOO_DEEP
from extractor.sources.mapping import Fields, Problems, Table, categories_of, to_paper, urls_in
from extractor.sources.xmlstream import XMLError, records, refused

NAME = "arxiv-atom"
ATOM = "http://www.w3.org/2005/Atom"
TABLE = Table(
    abstract=("summary",),
    title=("title",),
    authors=("author",),
    year=("published", "updated"),
    identifiers={"doi": ("doi",), "arxiv": ("id",)},
)
REPEATED = frozenset({"author", "category", "link", "affiliation"})


def read(src: SourceFile) -> Iterator[Paper | Rejection]:
    position = 0
    index = 0
    try:
        for index, record in enumerate(records(src.stream, {"entry"}, REPEATED), 1):
            where = f"entry {index}"
            if record is TOO_DEEP:
                yield Rejection(src.name, where, f"entry nested deeper than {MAX_DEPTH} levels")
                continue
            for item in to_items(record, position, where, src.name):
                position += isinstance(item, Paper)
                yield item
    except XMLError as exc:
        yield Rejection(src.name, f"entry {index + 1}", f"{refused(exc)} (after {index} complete entries)")


def to_items(record, position, where, source):
    if isinstance(record, dict) and str(record.get("title", "")).strip() == "Error":
        summary = record.get("summary")
        return [Rejection(source, where, f"the arXiv API answered an error: {str(summary).strip()[:200]}")]
    return to_paper(record, TABLE, position, where, source, _finish)


def _finish(paper: Paper, fields: Fields, problems: Problems) -> None:
    paper.external_id = next((v for s, v in paper.identifiers if s == "arxiv"), None) or (
        fields.get("id") if isinstance(fields.get("id"), str) else None)
    paper.authors = once(paper.authors)
    for category in _list(fields.get("category")):
        term = category.get("@term") if isinstance(category, dict) else None
        if isinstance(term, str) and term.strip():
            paper.categories.extend(categories_of(term))
    comment = fields.get("comment")
    if isinstance(comment, str):
        paper.field_links.extend(urls_in(comment))
    for link in _list(fields.get("link")):
        if isinstance(link, dict) and link.get("@rel") == "alternate" and isinstance(link.get("@href"), str):
            paper.url = paper.url or link["@href"]
    paper.venue = "arXiv"  # the abstract page's id is the entry's own: nothing more to read from the URL


def _list(value) -> list:
    return value if isinstance(value, list) else [] if value is None else [value]
