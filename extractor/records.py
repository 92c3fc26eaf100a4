"""Typed records that flow from the extractors to the loader.

Every fact keeps the character span (``start``, ``end``) of the text it came from in
the abstract, so ``abstract[start:end]`` is its provenance.  Facts taken from
structured fields (a JSON ``github`` field) have no span: ``start``/``end`` are None.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Category:
    area: str
    subarea: str | None = None


@dataclass(frozen=True, slots=True)
class Link:
    url: str
    kind: str  # code | project_page | other
    host: str | None = None
    owner: str | None = None
    repo: str | None = None
    promised: bool = False
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True, slots=True)
class DatasetMention:
    name: str  # canonical name
    mention: str  # first surface form exactly as in the text
    role: str  # used | introduced
    start: int
    end: int
    discovered: bool = False  # found by context, not in the catalog
    domain: str | None = None
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class Artifact:
    name: str
    type: str  # method | model | framework | benchmark | dataset | metric | other
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Result:
    text: str  # == abstract[start:end]
    value: float
    value_high: float | None
    unit: str  # percent | pp | times | points | other
    kind: str  # improvement | reduction | speedup | degradation | score | other
    role: str  # result | baseline
    qualifier: str | None
    metric: str | None
    dataset: str | None
    baseline: str | None
    start: int
    end: int


@dataclass(slots=True)
class Paper:
    """One paper as segmented from a source, before and after extraction."""

    abstract: str
    position: int  # 0-based order of the paper in its source
    line: int | None = None  # 1-based line (text) or record index (JSON) for messages
    title: str | None = None
    external_id: str | None = None
    url: str | None = None  # the listing's own page for the paper (JSON ``site``)
    authors: list[str] = field(default_factory=list)
    authors_truncated: bool = False
    categories: list[Category] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    field_links: list[str] = field(default_factory=list)  # raw github/project fields
    # What a source says about the paper beyond its text; the readers fill these, the
    # loader stores them (identifiers match one paper across sources, the record keeps
    # everything the source gave even where no column holds it).
    identifiers: list[tuple[str, str]] = field(default_factory=list)  # (scheme, value): arxiv, doi, openreview, s2, acl, pwc
    venue: str | None = None  # e.g. "ICLR", as the source names it
    year: int | None = None
    track: str | None = None
    status: str | None = None  # e.g. "Poster", "Oral", "accepted"
    affiliations: list[str] = field(default_factory=list)  # aligned with authors ("" where unknown)
    record: dict | None = None  # the source record as read (JSON-serialisable); text formats: {"lines": [...]}
    links: list[Link] = field(default_factory=list)
    datasets: list[DatasetMention] = field(default_factory=list)
    artifacts: list[Artifact] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Rejection:
    source: str
    location: str | None  # "line 12" / "record 3" / None for the whole file
    reason: str
