"""OpenReview notes, API v1 (``content.title``) and v2 (``content.title.value``), as a
bare list or the API's ``{"notes": [...], "count": N}``.

The venue string says venue, year and decision at once (``ICLR 2024 poster``,
``Submitted to ICLR 2022``); ``venueid`` (``NeurIPS.cc/2023/Track/Datasets_and_Benchmarks``)
gives the same venue and year, and the track.
"""

from __future__ import annotations

import regex

from extractor import pattern_cache
from extractor.records import Paper
from extractor.sources.mapping import Fields, Problems, Table, one_line, to_paper

NAME = "openreview"
TABLE = Table(
    abstract=("content.abstract",),
    title=("content.title",),
    external_id=("id",),
    authors=("content.authors",),
    categories=("content.primary_area", "content.subject_areas", "content.area"),
    keywords=("content.keywords",),
    links=("content.code", "content.github", "content.project_page", "content.website"),
    venue=("content.venue",),
    year=("content.year",),
    track=("content.track",),
    identifiers={"openreview": ("forum", "id")},
)

_VENUE = pattern_cache.compile(
    r"^(?:submitted to\s+)?(?P<name>.*?)\s*\b(?P<year>(?:19|20)\d\d)\b\s*(?P<rest>.*)$", regex.I)
_VENUE_ID = pattern_cache.compile(r"^(?P<name>[^/.]+)[^/]*/(?P<year>(?:19|20)\d\d)(?:/(?P<rest>.*))?$")


def is_note(record: dict) -> bool:
    content = record.get("content")
    return isinstance(content, dict) and any(k in record for k in ("forum", "invitation", "invitations", "replyto"))


def to_items(record, position, where, source):
    return to_paper(record, TABLE, position, where, source, _finish)


def _finish(paper: Paper, fields: Fields, problems: Problems) -> None:
    venue_id = fields.get("content.venueid")
    if isinstance(venue_id, str) and (m := _VENUE_ID.match(venue_id.strip())):
        paper.year = paper.year or int(m.group("year"))
        track = (m.group("rest") or "").removeprefix("Track/")
        if track and track != "Conference" and not paper.track:
            paper.track = one_line(track.split("/")[0].replace("_", " "))
        venue_name = m.group("name")
    else:
        venue_name = None
    if paper.venue and (m := _VENUE.match(paper.venue)):
        submitted = paper.venue.lower().startswith("submitted to")
        paper.year = paper.year or int(m.group("year"))
        paper.status = one_line(m.group("rest")) or ("submitted" if submitted else None)
        paper.venue = one_line(m.group("name")) or venue_name
    elif venue_name:
        paper.venue = venue_name
    if paper.track and paper.status and paper.status.lower().startswith(paper.track.lower()):
        paper.status = paper.status[len(paper.track):].strip() or None  # "Datasets and Benchmarks Poster"
    forum = next((v for s, v in paper.identifiers if s == "openreview"), None)
    if forum and not paper.url:
        paper.url = f"https://openreview.net/forum?id={forum}"
