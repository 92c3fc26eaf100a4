"""arXiv OAI-PMH harvests (``ListRecords`` / ``GetRecord``), with ``arXiv`` or
``arXivRaw`` metadata.

``arXiv`` gives authors as ``keyname``/``forenames``/``affiliation`` elements;
``arXivRaw`` as one string with LaTeX accents (``C. Bal\\'azs``), which are resolved.
Deleted records (``<header status="deleted">``) carry no metadata and are passed over;
an OAI-PMH ``<error>`` (``noRecordsMatch``, ``badResumptionToken`` ...) is a rejection.
"""

from __future__ import annotations

from collections.abc import Iterator

from extractor.extract.authors import once, parse_authors
from extractor.records import Paper, Rejection
from extractor.sources.files import SourceFile
from extractor.sources.jsonstream import MAX_DEPTH, TOO_DEEP
from extractor.sources.latex import unlatex
from extractor.sources.mapping import Fields, Problems, Table, to_paper, urls_in
from extractor.sources.xmlstream import XMLError, records, refused

NAME = "arxiv-oai"
OAI = "http://www.openarchives.org/OAI/2.0/"
TABLE = Table(
    abstract=("metadata.abstract",),
    title=("metadata.title",),
    external_id=("metadata.id",),
    authors=("metadata.authors.author",),
    categories=("metadata.categories",),
    year=("metadata.created", "metadata.version.0.date", "header.datestamp"),
    identifiers={"arxiv": ("metadata.id",), "doi": ("metadata.doi",)},
)
REPEATED = frozenset({"author", "version", "setSpec", "affiliation"})


def read(src: SourceFile) -> Iterator[Paper | Rejection]:
    position = 0
    index = 0
    try:
        for record in records(src.stream, {"record", "error"}, REPEATED):
            if isinstance(record, dict) and "@code" in record and "header" not in record:  # <error code=...>
                text = str(record.get("#text", "")).strip()
                yield Rejection(src.name, None, f"OAI-PMH error {record['@code']}: {text[:200]}")
                continue
            index += 1
            where = f"record {index}"
            if record is TOO_DEEP:
                yield Rejection(src.name, where, f"record nested deeper than {MAX_DEPTH} levels")
                continue
            record = _flatten(record)
            if record is None:
                continue  # deleted: nothing to read
            for item in to_paper(record, TABLE, position, where, src.name, _finish):
                position += isinstance(item, Paper)
                yield item
    except XMLError as exc:
        yield Rejection(src.name, f"record {index + 1}", f"{refused(exc)} (after {index} complete records)")


def _flatten(record: object) -> dict | None:
    """``metadata`` holds one element (``arXiv`` or ``arXivRaw``): its fields, directly."""
    if not isinstance(record, dict):
        return None
    header = record.get("header")
    if isinstance(header, dict) and header.get("@status") == "deleted":
        return None
    metadata = record.get("metadata")
    if isinstance(metadata, dict) and len(metadata) == 1:
        (schema, fields), = metadata.items()
        record = {**record, "metadata": fields, "schema": schema}
    return record


def _finish(paper: Paper, fields: Fields, problems: Problems) -> None:
    raw = fields.get("metadata.authors")
    if isinstance(raw, str):  # arXivRaw: one string in LaTeX
        paper.authors, paper.authors_truncated = parse_authors(unlatex(raw), ",")
    paper.authors = once(paper.authors)
    comments = fields.get("metadata.comments")
    if isinstance(comments, str):
        paper.field_links.extend(urls_in(comments))
    if paper.external_id:
        paper.url = f"https://arxiv.org/abs/{paper.external_id}"
    paper.venue = "arXiv"
