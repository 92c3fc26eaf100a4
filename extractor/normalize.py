"""Normalization stage: the identity of a paper and the cleaning of stored text."""

from __future__ import annotations

import hashlib
import re
import unicodedata


def normalize_abstract(text: str) -> str:
    """The form two scrapes of one abstract share: NFKC, case-folded, spaces collapsed.

    Scrapers differ in Unicode forms (full-width digits, ligatures), case of headings
    and line wrapping; none of that makes a different paper.
    """
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def content_key(abstract: str) -> str:
    """Stable key of a paper: sha256 of the normalized abstract (hex, 32 chars)."""
    return hashlib.sha256(normalize_abstract(abstract).encode("utf-8")).hexdigest()[:32]


def meta_key(paper) -> int:
    """Fingerprint of what a sighting says about its paper beyond the abstract: title, url,
    authors and affiliations, categories, keywords, structured links, venue.

    Stored per sighting, so that re-reading a file tells a correction (the source now says
    something else) from a repetition (it says what it said), whatever other sources say
    about the same paper.  A signed 64-bit integer (a BIGINT on both databases).
    """
    said = (
        paper.title, paper.url, paper.authors, paper.authors_truncated, paper.affiliations,
        [(c.area, c.subarea) for c in paper.categories], paper.keywords, paper.field_links,
        paper.venue, paper.year, paper.track,
    )
    digest = hashlib.blake2b(repr(said).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


_ARXIV_VERSION = re.compile(r"v\d+$")


def identifier(scheme: str, value: str) -> tuple[str, str] | None:
    """``(scheme, value)`` as stored: scheme lower-case, value trimmed, a DOI lower-case
    (DOIs are case-insensitive), an arXiv id without ``arXiv:`` or its version; None when
    empty.  The readers already give them so; this keeps the key the same if one does not."""
    scheme = (scheme or "").strip().lower()
    value = (value or "").strip()
    if not scheme or not value:
        return None
    if scheme == "doi":
        value = value.lower().removeprefix("https://doi.org/").removeprefix("doi:")
    elif scheme == "arxiv":
        value = _ARXIV_VERSION.sub("", value.removeprefix("arXiv:").removeprefix("arxiv:"))
    return scheme, value
