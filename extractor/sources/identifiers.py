"""Identifiers a source gives for a paper, in the one spelling every source shares.

Two sources name the same paper differently (``arXiv:2106.01234v2``,
``https://arxiv.org/abs/2106.01234``, ``2106.01234``; ``10.18653/V1/N19-1423`` and
``https://doi.org/10.18653/v1/N19-1423``), so each scheme has one normal form: arXiv ids
without version, DOIs lower-cased without resolver, OpenReview forum ids, Semantic Scholar
paper ids, ACL Anthology ids and Papers with Code slugs as they are.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import regex

from extractor import pattern_cache

SCHEMES = ("arxiv", "doi", "openreview", "s2", "acl", "pwc")

_ARXIV = pattern_cache.compile(
    r"^(?:arxiv:)?(?P<id>\d{4}\.\d{4,5}|[a-z][a-z\-]*(?:\.[a-z]{2})?/\d{7})(?:v\d+)?$", regex.IGNORECASE
)
_DOI = pattern_cache.compile(r"^(?:doi:|https?://(?:dx\.)?doi\.org/)?(?P<doi>10\.\d{4,9}/\S+)$", regex.IGNORECASE)
_S2 = pattern_cache.compile(r"^[0-9a-f]{40}$")
_ACL = pattern_cache.compile(r"^(?:[A-Z]\d{2}-\d{4}|\d{4}\.[a-z\-]+\.\d+|\d{4}\.[a-z\-]+-[a-z\-]+\.\d+)$")


def arxiv_id(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    text = value.strip()
    if "arxiv.org/" in text.lower():
        return _arxiv_from_url(text)
    m = _ARXIV.match(text)
    if not m:
        return None
    found = m.group("id")
    return found if "/" not in found else found.lower()


def doi(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    m = _DOI.match(value.strip())
    return m.group("doi").lower() if m else None


def s2_id(value: object) -> str | None:
    return value.lower() if isinstance(value, str) and _S2.match(value.lower()) else None


def acl_id(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    text = value.strip()
    if "aclanthology.org/" in text or "aclweb.org/anthology/" in text:
        return _acl_from_url(text)
    return text if _ACL.match(text) else None


_ID_HOSTS = ("arxiv.org", "openreview.net", "doi.org", "aclanthology.org", "aclweb.org", "semanticscholar.org",
             "paperswithcode.com")


def from_url(url: object) -> list[tuple[str, str]]:
    """The identifiers a paper's URL carries (an arXiv abstract page, an OpenReview forum ...)."""
    if not isinstance(url, str):
        return []
    lowered = url.lower()
    if not any(host in lowered for host in _ID_HOSTS):  # most links (code, project pages) carry none
        return []
    parts = urlsplit(url if "://" in url else f"https://{url}")
    host = (parts.hostname or "").lower().removeprefix("www.").removeprefix("export.")
    path = parts.path.rstrip("/")
    found = None
    if host == "arxiv.org":
        found = ("arxiv", _arxiv_from_url(url))
    elif host == "openreview.net":
        ids = parse_qs(parts.query).get("id")
        found = ("openreview", ids[0]) if ids and ids[0] else None
    elif host in ("doi.org", "dx.doi.org"):
        found = ("doi", doi(url))
    elif host in ("aclanthology.org", "aclweb.org"):
        found = ("acl", _acl_from_url(url))
    elif host == "semanticscholar.org" and path.startswith("/paper/"):
        found = ("s2", s2_id(path.rsplit("/", 1)[-1]))
    elif host == "paperswithcode.com" and path.startswith("/paper/"):
        found = ("pwc", path.removeprefix("/paper/").split("/")[0] or None)
    return [found] if found and found[1] else []


_ARXIV_URL = pattern_cache.compile(
    r"arxiv\.org/(?:abs|pdf|html)/(?P<id>[^?#]+?)(?:\.pdf)?/?(?:[?#]|$)", regex.IGNORECASE)
_ACL_URL = pattern_cache.compile(
    r"(?:aclanthology\.org|aclweb\.org/anthology)/(?P<id>[^/?#]+?)(?:\.pdf|\.bib)?/?(?:[?#]|$)")


def _arxiv_from_url(url: str) -> str | None:
    m = _ARXIV_URL.search(url)
    return arxiv_id(m.group("id")) if m else None


def _acl_from_url(url: str) -> str | None:
    m = _ACL_URL.search(url)
    return m.group("id") if m and _ACL.match(m.group("id")) else None


def add(found: list[tuple[str, str]], scheme: str, value: str | None) -> None:
    """Append ``(scheme, value)`` once; ``None`` (an id that did not parse) is skipped."""
    if value and (scheme, value) not in found:
        found.append((scheme, value))
