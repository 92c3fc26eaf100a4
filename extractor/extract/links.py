"""URLs in abstracts and link fields -> typed links.

A URL's kind decides how users query it ("share of papers with code"), so code hosts
are parsed to owner/repo here once rather than by every dashboard.
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import urlsplit

import regex

from extractor.records import Link

CODE_HOSTS = {"github.com", "gitlab.com", "bitbucket.org", "codeberg.org"}
_HF_KINDS = {"datasets", "spaces"}

# A URL runs to the next whitespace; trailing punctuation is trimmed afterwards.
_URL_CHARS = r"[^\s<>\"'`{}|\\^]"
# A URL runs to the next whitespace, except for a stray space that scraping put inside it:
# after a hyphen or underscore ("github.com/Ricky- Xian/repo"), or after a slash when the
# rest still looks like a path ("github.com/ owner/repo").
_URL = regex.compile(
    rf"(?:https?://|www\.){_URL_CHARS}+"
    rf"(?:(?<=[-_]) (?=[\w]){_URL_CHARS}+|(?<=/) (?=[\w.\-]+/){_URL_CHARS}+)*",
    regex.IGNORECASE,
)
_TRAILING = ".,;:!?)]}>'\"”’"
# Bare domains in structured fields ("github.com/x/y", "crashcar.compute.dtu.dk").
_BARE = regex.compile(r"^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:/\S*)?$")
_TLDS = frozenset(
    """com org net edu gov io ai dev app me co uk de fr cn jp kr in ca au ch nl se no fi dk
    it es pl ru br eu us info site page tech science xyz ly be at il sg hk tw nz cz pt gr
    ie hu ro tr ir mx ar cl za vn th my id ph pk bd sa ae cc tv fm gl github lab""".split()
)
_PROMISE = regex.compile(
    r"\bwill\s+(?:\w+\s+){0,3}?(?:be\s+)?(?:made\s+|publicly\s+|open[\s-]?sourced?\s+|released|available|public)"
    r"|\bto\s+be\s+(?:made\s+)?(?:released|available|open[\s-]?sourced)"
    r"|\b(?:upon|after)\s+(?:paper\s+)?(?:acceptance|publication)"
    r"|\bcoming\s+soon\b|\bsoon\s+be\b",
    regex.IGNORECASE,
)
_DOWNLOAD = regex.compile(r"\.(?:zip|tar|gz|tgz|pdf|csv|json|h5|pt|pth|bin|txt)$")
_NEW_URL = regex.compile(r"[\s,;]+(?=(?:https?://|www\.))", regex.IGNORECASE)
_FIELD_SEP = regex.compile(r"\s*[,;]\s*|\s*\|\s*")
_SPACES = regex.compile(r"\s+")
_SENTENCE_END = regex.compile(r"[.!?](?=\s+[\p{Lu}\d(])|\n")


def classify(url: str) -> Link:
    """Kind, host, owner and repo of one normalized URL."""
    parts = urlsplit(url if "://" in url else "https://" + url)
    host = (parts.hostname or "").lower()
    if host.startswith("www."):
        host = host[4:]
    segments = [s for s in parts.path.split("/") if s]
    if host in CODE_HOSTS and len(segments) >= 2:
        repo = segments[1]
        if repo.lower().endswith(".git"):
            repo = repo[:-4]
        return Link(url=url, kind="code", host=host, owner=segments[0], repo=repo)
    if host == "huggingface.co" and segments:
        if segments[0] in _HF_KINDS and len(segments) >= 3:
            return Link(url=url, kind="code", host=host, owner=segments[1], repo=segments[2])
        if segments[0] not in _HF_KINDS | {"papers", "docs", "blog", "models"} and len(segments) >= 2:
            return Link(url=url, kind="code", host=host, owner=segments[0], repo=segments[1])
    if host.endswith((".github.io", ".gitlab.io")) or _looks_like_page(host, segments):
        return Link(url=url, kind="project_page", host=host)
    return Link(url=url, kind="other", host=host or None)


_OTHER_HOSTS = {
    "arxiv.org", "doi.org", "dx.doi.org", "openreview.net", "youtube.com", "youtu.be",
    "proceedings.mlr.press", "openaccess.thecvf.com", "zenodo.org", "kaggle.com",
    "drive.google.com", "docs.google.com", "paperswithcode.com", "pypi.org",
    "aclanthology.org", "ieeexplore.ieee.org", "dl.acm.org", "link.springer.com",
    "figshare.com", "osf.io", "dropbox.com", "colab.research.google.com", "x.com",
    "twitter.com", "huggingface.co", "github.com", "gitlab.com", "bitbucket.org",
}


def _looks_like_page(host: str, segments: list[str]) -> bool:
    """Project and personal pages: lab sites, sites.google.com/view/..., own domains."""
    if host in _OTHER_HOSTS or any(host.endswith("." + h) for h in ("arxiv.org", "doi.org")):
        return False
    if host == "sites.google.com":
        return True
    last = segments[-1].lower() if segments else ""
    if _DOWNLOAD.search(last):
        return False  # a download, not a page
    return bool(host)


def normalize_url(raw: str) -> str | None:
    """Trim what scraping glues to a URL; None when nothing URL-like is left."""
    url = raw.strip()
    while url and url[-1] in _TRAILING:
        # keep a closing bracket that closes one opened inside the URL
        if url[-1] == ")" and url.count("(") >= url.count(")"):
            break
        url = url[:-1]
    if url.lower().startswith("www."):
        url = "https://" + url
    if "://" not in url:
        if not _BARE.match(url):
            return None
        host = url.split("/", 1)[0].split(":", 1)[0]
        if host.rsplit(".", 1)[-1].lower() not in _TLDS:
            return None
        url = "https://" + url
    return url


def link_key(url: str) -> str:
    """Identity of a link: scheme added, host case folded, no trailing ``/`` or ``.git``."""
    parts = urlsplit(url if "://" in url else "https://" + url)
    path = parts.path
    while path.endswith("/") or path.lower().endswith(".git"):
        path = path[:-1] if path.endswith("/") else path[:-4]
    key = f"{(parts.hostname or '').lower()}{path}"
    if parts.query:
        key += "?" + parts.query
    return key


def links_in_text(text: str) -> list[Link]:
    """Every URL in ``text`` in order, with spans and the promise flag of its clause."""
    if "://" not in text and "www." not in text.lower():
        return []  # every URL match holds one or the other; the scan costs more than this
    found: list[Link] = []
    matches = list(_URL.finditer(text))
    for i, m in enumerate(matches):
        url = normalize_url(m.group().replace(" ", ""))
        if not url:
            continue
        start = m.start()
        end = m.end() - _trimmed(m.group(), url)
        found.append(
            replace(classify(url), promised=_is_promised(text, matches, i), start=start, end=end)
        )
    return _dedupe(found)


def _trimmed(raw: str, url: str) -> int:
    """How many trailing characters of the raw match were trimmed off the URL.

    ``www.`` URLs gained a scheme and stray inner spaces were dropped; neither changes
    the end of the match, so the span ends where the kept characters end.
    """
    kept = url[len("https://") :] if not raw.lower().startswith(("http://", "https://")) else url
    return len(raw.replace(" ", "")) - len(kept)


def _is_promised(text: str, matches: list, i: int) -> bool:
    """A promise applies to the URL it precedes within the same sentence.

    "See our page (URL1), where code will be made available (URL2)": only URL2 is
    promised, so the window starts after the previous URL of the sentence.
    """
    m = matches[i]
    sentence_start = 0
    for sm in _SENTENCE_END.finditer(text, 0, m.start()):
        sentence_start = sm.end()
    window_start = sentence_start
    if i > 0 and matches[i - 1].end() > sentence_start:
        window_start = matches[i - 1].end()
    before = text[window_start : m.start()]
    if _PROMISE.search(before):
        return True
    nxt = _SENTENCE_END.search(text, m.end())
    after_end = nxt.start() if nxt else len(text)
    if i + 1 < len(matches) and matches[i + 1].start() < after_end:
        return False  # text after belongs to the next URL
    return bool(_PROMISE.search(text[m.end() : after_end]))


def links_in_field(value: str) -> list[Link]:
    """URLs in a structured field (``github``, ``project``): several, one, or plain text.

    Stray spaces inside one URL are joined ("github.com/o/action flow matching"), while
    a space before a new scheme or ``www.`` starts a new URL.
    """
    if not value or not value.strip():
        return []
    chunks = _NEW_URL.split(value.strip())
    links = []
    for chunk in chunks:
        for piece in _FIELD_SEP.split(chunk):
            joined = _SPACES.sub("", piece)
            url = normalize_url(joined)
            if url:
                links.append(classify(url))
    return links


def merge_links(text_links: list[Link], field_links: list[Link]) -> list[Link]:
    """Text links first (they carry spans and promises), then field links not already seen."""
    return _dedupe([*text_links, *field_links])


def _dedupe(links: list[Link]) -> list[Link]:
    seen: dict[str, int] = {}
    out: list[Link] = []
    for link in links:
        key = link_key(link.url)
        if key in seen:
            continue
        seen[key] = len(out)
        out.append(link)
    return out
