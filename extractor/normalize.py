"""Normalization stage: the identity of a paper and the cleaning of stored text."""

from __future__ import annotations

import hashlib
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
