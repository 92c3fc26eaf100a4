"""URLs in abstracts and link fields -> typed links.

A URL's kind decides how users query it ("share of papers with code"), so code hosts
are parsed to owner/repo here once rather than by every dashboard.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from urllib.parse import urlsplit

import regex

from extractor import lexicon, pattern_cache
from extractor.records import Link
from extractor.text import CleanText, clean

# A URL runs to the next whitespace; trailing punctuation is trimmed afterwards.
_URL_CHARS = r"[^\s<>\"'`{}|\\^]"
# A URL runs to the next whitespace, except for a stray space that scraping put inside it:
# after a hyphen or underscore ("github.com/Ricky- Xian/repo"), or after a slash when the
# rest still looks like a path ("github.com/ owner/repo").  Without a scheme, a dotted
# host name followed by a path or ending in a known page suffix ("github.com/o/r",
# "urdformer.github.io"), checked against the TLDs and hosts in ``_bare_ok``.
_JOINED_SPACES = rf"(?:(?<=[-_]) (?=[\w]){_URL_CHARS}+|(?<=/) (?=[\w.\-]+/){_URL_CHARS}+)*"
_URL = pattern_cache.compile(rf"(?:https?://|www\.){_URL_CHARS}+{_JOINED_SPACES}", regex.IGNORECASE)
_BARE_URL = pattern_cache.compile(
    rf"(?<![\w@/.:\-])(?P<bare>(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+[A-Za-z]{{2,}})"
    rf"(?=[/:\s.,;)\]]|$){_URL_CHARS}*{_JOINED_SPACES}",
    regex.IGNORECASE,
)
_TRAILING = ".,;:!?)]}>'\"”’"
# Bare domains in structured fields ("github.com/x/y", "crashcar.compute.dtu.dk").
_BARE = pattern_cache.compile(r"^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:/\S*)?$")
_NEW_URL = pattern_cache.compile(r"[\s,;]+(?=(?:https?://|www\.))", regex.IGNORECASE)
_FIELD_SEP = pattern_cache.compile(r"\s*[,;]\s*|\s*\|\s*")
_SPACES = pattern_cache.compile(r"\s+")
_SENTENCE_END = pattern_cache.compile(r"[.!?](?=\s+[\p{Lu}\d(])|\n")


# ------------------------------------------------------------------- vocabulary (data)
@cache
def _hosts() -> tuple[dict[str, str], tuple[tuple[str, str], ...]]:
    """(exact host -> role, (suffix, role) for subdomain rows and other/page hosts)."""
    exact: dict[str, str] = {}
    suffixes: list[tuple[str, str]] = []
    for row in lexicon.load("hosts"):
        host, role = row["host"].lower(), row["role"]
        if host.startswith("."):
            suffixes.append((host, role))
            continue
        exact[host] = role
        if role in ("other", "page"):
            suffixes.append(("." + host, role))
    return exact, tuple(suffixes)


@cache
def _hub_paths() -> dict[str, str]:
    return {r["segment"]: r["role"] for r in lexicon.load("hub_paths")}


@cache
def _tlds() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon.words("tlds", "tld"))


@cache
def _download() -> regex.Pattern:
    exts = "|".join(regex.escape(e) for e in lexicon.words("downloads", "extension"))
    return regex.compile(rf"\.(?:{exts})$", regex.IGNORECASE)


@cache
def _promise() -> regex.Pattern:
    return regex.compile("|".join(f"(?:{p})" for p in lexicon.words("promises", "pattern")), regex.IGNORECASE)


def _role(host: str) -> str | None:
    exact, suffixes = _hosts()
    role = exact.get(host)
    if role is not None:
        return role
    for suffix, role in suffixes:
        if host.endswith(suffix):
            return role
    return None


def classify(url: str) -> Link:
    """Kind, host, owner and repo of one normalized URL."""
    parts = urlsplit(url if "://" in url else "https://" + url)
    host = (parts.hostname or "").lower()
    if host.startswith("www."):
        host = host[4:]
    segments = [s for s in parts.path.split("/") if s]
    role = _role(host)
    if role == "code" and len(segments) >= 2:
        repo = segments[1]
        if repo.lower().endswith(".git"):
            repo = repo[:-4]
        return Link(url=url, kind="code", host=host, owner=segments[0], repo=repo)
    if role == "hub" and segments:
        first = _hub_paths().get(segments[0])
        if first == "repository" and len(segments) >= 3:
            return Link(url=url, kind="code", host=host, owner=segments[1], repo=segments[2])
        if first is None and len(segments) >= 2:
            return Link(url=url, kind="code", host=host, owner=segments[0], repo=segments[1])
    if role == "page" or (role is None and host and not _is_download(segments)):
        return Link(url=url, kind="project_page", host=host)
    return Link(url=url, kind="other", host=host or None)


def _is_download(segments: list[str]) -> bool:
    """A URL to a file (``data.zip``, ``paper.pdf``) or to a download page
    (``fetoplane.org/data``) is not a project page."""
    return bool(segments) and (
        _download().search(segments[-1]) is not None or segments[-1].lower() in _download_segments()
    )


@cache
def _download_segments() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon.words("download_segments", "segment"))


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
        if host.rsplit(".", 1)[-1].lower() not in _tlds():
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
    """Every URL in ``text`` (as stored: markup is resolved here) in order."""
    return links_in_view(clean(text))


def links_in_view(view: CleanText) -> list[Link]:
    """Every URL of an abstract, in order, with spans in the stored text and the promise
    flag of its clause: URLs written out in the clean view (``\\url{...}`` and LaTeX
    escapes resolved, a missing scheme added) and link targets of markup
    (``[text](url)``, ``\\href{url}{text}``), which the view shows only as their text."""
    text = view.text
    found: list[tuple[int, Link]] = []
    if view.targets:
        for target in view.targets:
            url = None if target.badge else normalize_url(target.url)
            if url:
                pos = target.view_start
                found.append((pos, replace(classify(url), promised=_promised_at(text, pos, pos), start=target.start,
                                           end=target.end)))
    matches = []
    if "://" in text or "www." in text.lower():  # every scheme match holds one or the other
        matches = list(_URL.finditer(text))
    bare = _bare_matches(text, [m.span() for m in matches])
    if bare:
        matches = sorted(matches + bare, key=lambda m: m.start())
    if matches:
        for i, m in enumerate(matches):
            url = normalize_url(m.group().replace(" ", ""))
            if not url:
                continue
            start = m.start()
            end = m.end() - _trimmed(m.group(), url)
            rs, re_ = view.span(start, end)
            found.append((start, replace(classify(url), promised=_is_promised(text, matches, i), start=rs, end=re_)))
    found.sort(key=lambda x: x[0])
    return _dedupe([link for _, link in found])


@cache
def _tld_hint() -> re.Pattern:
    """A dot and a known TLD ending a word: where a bare host may end (stdlib ``re``:
    a literal-led scan, several times faster than the full pattern over every position)."""
    tlds = "|".join(sorted(_tlds() | {t.upper() for t in _tlds()}, key=len, reverse=True))
    return re.compile(rf"\.(?:{tlds})(?![A-Za-z0-9])")


def _bare_matches(text: str, taken: list[tuple[int, int]]) -> list[regex.Match]:
    """URLs written without a scheme: looked for only around a known TLD that is not
    part of a URL already found, in the run of non-space characters holding it."""
    out: list[regex.Match] = []
    done = -1
    for hint in _tld_hint().finditer(text):
        at = hint.start()
        if at == 0 or not text[at - 1].isalnum() or at < done or any(a <= at < b for a, b in taken):
            continue
        lo = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at), text.rfind("(", 0, at), at - 100) + 1
        hi = text.find(" ", at)
        hi = len(text) if hi < 0 else min(hi + 60, len(text))  # a stray space may join a path
        for m in _BARE_URL.finditer(text, lo, hi):
            if _bare_ok(m) and not any(a <= m.start() < b for a, b in taken):
                out.append(m)
                done = max(done, m.end())
    return out


def _bare_ok(m: regex.Match) -> bool:
    """A URL written without a scheme: a known TLD, and a path after the host or a host
    that is a page or a repository host by itself (``urdformer.github.io``)."""
    host = m.group("bare").lower()
    if host.rsplit(".", 1)[-1] not in _tlds():
        return False
    rest = m.group()[len(m.group("bare")) :]
    if rest.startswith("/") and len(rest.rstrip(_TRAILING)) > 1:
        return True
    return _role(host[4:] if host.startswith("www.") else host) in ("page", "code", "hub") and host not in _hosts()[0]


def _trimmed(raw: str, url: str) -> int:
    """How many trailing characters of the raw match were trimmed off the URL.

    A scheme added (``www.``, bare hosts) and stray inner spaces dropped do not change the
    end of the match, so the span ends where the kept characters end.
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
    promise = _promise()
    if promise.search(text, window_start, m.start()):
        return True
    nxt = _SENTENCE_END.search(text, m.end())
    after_end = nxt.start() if nxt else len(text)
    if i + 1 < len(matches) and matches[i + 1].start() < after_end:
        return False  # text after belongs to the next URL
    return bool(promise.search(text, m.end(), after_end))


def _promised_at(text: str, start: int, end: int) -> bool:
    """The promise flag of a link shown at ``text[start:end]`` of the view (a markup
    target): a promise in its sentence."""
    sentence_start = 0
    for sm in _SENTENCE_END.finditer(text, 0, start):
        sentence_start = sm.end()
    nxt = _SENTENCE_END.search(text, end)
    return bool(_promise().search(text, sentence_start, nxt.start() if nxt else len(text)))


def links_in_field(value: str) -> list[Link]:
    """URLs in a structured field (``github``, ``project``): several, one, or plain text.

    Stray spaces inside one URL are joined ("github.com/o/action flow matching"), while
    a space before a new scheme or ``www.`` starts a new URL.  Markup is resolved first:
    a Markdown link is its url; a badge (a link whose text is an image, as listing sites
    render "[![github](icon.svg) owner/repo](url)") is the site's decoration, not a link.
    """
    if not value or not value.strip():
        return []
    view = clean(value.strip())
    links = [classify(url) for t in view.targets if not t.badge and (url := normalize_url(t.url))]
    for chunk in _NEW_URL.split(view.text.strip()):
        for piece in _FIELD_SEP.split(chunk):
            joined = _SPACES.sub("", piece)
            url = normalize_url(joined)
            if url:
                links.append(classify(url))
    return _dedupe(links)


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
