"""What a sighting says, in the forms a paper row stores and a correction compares.

One place for the folding (affiliations aligned to authors, lists joined for
``paper_history``) so a correction and a first insert store the same text.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime

from extractor.records import Paper

# --- what a sighting says, in the forms stored and compared ----------------------------

_FIELDS = ("title", "url", "authors", "categories", "keywords", "link_fields", "venue")


def _venue_key(p: Paper) -> tuple[str, int, str]:
    return (p.venue or "", p.year or 0, p.track or "")


def _aligned_affiliations(p: Paper) -> list[str | None]:
    """One affiliation per author, in author order; None where the source gives none."""
    affs = p.affiliations
    return [((affs[i] or "").strip() or None) if i < len(affs) else None for i in range(len(p.authors))]


def _affiliations_text_of(affs: Iterable[str | None]) -> str | None:
    return "; ".join(dict.fromkeys(a for a in affs if a)) or None


def _affiliations_text(p: Paper) -> str | None:
    """papers.affiliations: the distinct affiliations in author order, '; '-joined."""
    return _affiliations_text_of(_aligned_affiliations(p)) if p.affiliations else None


_RECORD = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=str)


def _json(record: dict | None) -> str | None:
    return None if record is None else _RECORD.encode(record)


def _merged(cur: dict, p: Paper, venue_id: int | None) -> dict:
    """The paper's values once sighting ``p`` is applied: what it gives wins, what it
    leaves empty keeps the stored value (an abstract-only feed erases no title)."""
    names, truncated, affs = cur["authors"]
    if p.authors:
        new_names = tuple(p.authors)
        if any(p.affiliations):
            affs = tuple(_aligned_affiliations(p))
        elif new_names != names:
            affs = (None,) * len(new_names)
        names, truncated = new_names, p.authors_truncated
    return dict(
        title=p.title or cur["title"],
        url=p.url or cur["url"],
        authors=(names, truncated, affs),
        categories=frozenset((c.area, c.subarea or "") for c in p.categories) if p.categories else cur["categories"],
        keywords=frozenset(p.keywords) if p.keywords else cur["keywords"],
        link_fields="\n".join(p.field_links) or cur["link_fields"],
        venue=venue_id if venue_id is not None else cur["venue"],
    )


def _history_row(pid: int, run_id: int, stamp: datetime, changed: list[str], cur: dict) -> dict:
    """The replaced values, as text an analyst reads ('; '-joined lists)."""
    names, _, affs = cur["authors"]
    return dict(
        paper_id=pid, run_id=run_id, replaced_at=stamp, changed=", ".join(changed), title=cur["title"],
        url=cur["url"], authors="; ".join(names) or None,
        affiliations="; ".join(a or "" for a in affs) if any(affs) else None,
        categories="; ".join(f"{a} · {s}" if s else a for a, s in sorted(cur["categories"])) or None,
        keywords="; ".join(sorted(cur["keywords"])) or None, link_fields=cur["link_fields"], venue_id=cur["venue"],
    )
