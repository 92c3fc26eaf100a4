"""From a structured record (JSON object, CSV row, XML entry, BibTeX entry) to a Paper.

Each format module holds one ``Table``: for each Paper field, the keys (dotted paths for
nested objects) that may hold it, first found wins.  Keys are matched as people write
them: case, ``_``, ``-`` and spaces do not matter (``projectPage`` = ``project_page`` =
``Project Page``), and an OpenReview API v2 ``{"value": ...}`` wrapper is looked through.
A field present with the wrong type (a numeric title, a list as id, an author object
without a name) is not dropped silently: it becomes a rejection naming the field, and
the rest of the record is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache

import regex

from extractor import pattern_cache
from extractor.extract.authors import once, parse_authors
from extractor.extract.categories import parse_category
from extractor.records import Paper, Rejection
from extractor.sources import identifiers as ids

MAX_ABSTRACT = 200_000

Item = Paper | Rejection

_NON_ALNUM = pattern_cache.compile(r"[^0-9a-z]+")
_SPACES = pattern_cache.compile(r"\s+")
_KEYWORD_SEP = pattern_cache.compile(r"[;\n]")
_YEAR = pattern_cache.compile(r"(?<!\d)(19|20)\d\d(?!\d)")
_ARXIV_CATEGORY = pattern_cache.compile(r"^[a-z][a-z\-]*(?:\.[A-Za-z\-]+)?$")


@lru_cache(maxsize=1 << 14)
def norm_key(key: str) -> str:
    return _NON_ALNUM.sub("", key.casefold())


@cache
def _parts(path: str) -> tuple[str, ...]:
    """A dotted path as normalised keys (list indexes kept), computed once per path."""
    return tuple(part if part.isdigit() else norm_key(part) for part in path.split("."))


@dataclass(frozen=True)
class Table:
    """Where each Paper field is found in one format's records."""

    abstract: tuple[str, ...] = ()
    title: tuple[str, ...] = ()
    external_id: tuple[str, ...] = ()
    authors: tuple[str, ...] = ()
    affiliations: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    links: tuple[str, ...] = ()  # code repositories and project pages
    url: tuple[str, ...] = ()
    venue: tuple[str, ...] = ()
    year: tuple[str, ...] = ()
    track: tuple[str, ...] = ()
    status: tuple[str, ...] = ()
    # identifier scheme -> keys; the URL of ``url`` (the paper's own page) is read for identifiers too
    identifiers: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def keys(self) -> set[str]:
        """Every top-level key this table reads (normalised), to recognise a shape."""
        out = set()
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            paths = [p for v in value.values() for p in v] if isinstance(value, Mapping) else value
            out.update(norm_key(p.split(".")[0]) for p in paths)
        return out


MISSING = object()
_FIELDS = ("abstract", "title", "external_id", "authors", "affiliations", "categories", "keywords", "links", "url",
           "venue", "year", "track", "status")
_PRESENT: dict[tuple, dict[tuple, tuple[str, ...]]] = {}  # record keys -> paths -> those present


class Fields:
    """Case- and punctuation-insensitive lookup of dotted paths in one record."""

    __slots__ = ("record", "_index", "_present")

    def __init__(self, record: dict):
        self.record = record
        self._index: dict[int, dict[str, str]] = {}
        shape = tuple(record)
        self._present = _PRESENT.get(shape)
        if self._present is None:
            if len(_PRESENT) > 10_000:
                _PRESENT.clear()
            self._present = _PRESENT[shape] = {}

    def get(self, path: str) -> object:
        value: object = self.record
        for part in _parts(path):
            if isinstance(value, dict) and "value" in value:
                value = _unwrap(value)
            if isinstance(value, list) and part.isdigit():
                value = value[int(part)] if int(part) < len(value) else MISSING
                continue
            if not isinstance(value, dict):
                return MISSING
            key = self._keys(value).get(part)
            if key is None:
                return MISSING
            value = value[key]
        return _unwrap(value)

    def first(self, paths: tuple[str, ...]) -> tuple[str | None, object]:
        """(path, value) of the first path present with a value that is not null or empty."""
        return self.pick(self._entries(paths))

    def pick(self, entries: tuple[tuple[str, str | None], ...]) -> tuple[str | None, object]:
        """``first`` over a plan's entries: (path, the record's own key when the path is
        one key, else None)."""
        record = self.record
        for path, key in entries:
            value = _unwrap(record[key]) if key is not None else self.get(path)
            if value is MISSING or value is None or value == "" or value == []:
                continue
            return path, value
        return None, MISSING

    def plan(self, table: Table) -> dict[str, tuple]:
        """For each field of ``table`` the record has, where it has it (worked out once
        per shape of record: a file's records cost one lookup per field they have)."""
        found = self._present.get(id(table))
        if found is None:
            found = {}
            for name in _FIELDS:
                if entries := self._entries(getattr(table, name)):
                    found[name] = entries
            schemes = tuple((scheme, e) for scheme, paths in table.identifiers.items() if (e := self._entries(paths)))
            if schemes:
                found["identifiers"] = schemes
            self._present[id(table)] = found
        return found

    def _entries(self, paths: tuple[str, ...]) -> tuple[tuple[str, str | None], ...]:
        top = self._keys(self.record)
        return tuple((p, top[_parts(p)[0]] if len(_parts(p)) == 1 else None) for p in self.present(paths))

    def present(self, paths: tuple[str, ...]) -> tuple[str, ...]:
        """The paths whose first key the record has.  Records of one file share their
        keys, so this is worked out once per shape, not once per record and field."""
        found = self._present.get(paths)
        if found is None:
            top = self._keys(self.record)
            found = self._present[paths] = tuple(p for p in paths if _parts(p)[0] in top)
        return found

    def _keys(self, obj: dict) -> dict[str, str]:
        index = self._index.get(id(obj))
        if index is None:
            index = {}
            for k in obj:
                if isinstance(k, str):
                    index.setdefault(norm_key(k), k)
            self._index[id(obj)] = index
        return index


def _unwrap(value: object) -> object:
    """OpenReview API v2 wraps every content field: ``{"value": ...}``."""
    if isinstance(value, dict) and "value" in value and len(value) <= 4:
        return value["value"]
    return value


class Problems(list):
    """Field rejections of one record: (field, what was wrong)."""

    def wrong(self, path: str, value: object, wanted: str) -> None:
        self.append(f"field '{path}' is {_kind(value)}, not {wanted}; ignored")


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"


# --- text --------------------------------------------------------------------------
def clean(text: str) -> str:
    """Drop NULs and carriage returns; everything else is stored verbatim."""
    return text.replace("\x00", "").replace("\r", "")


def join_wraps(text: str) -> str:
    """Hard-wrapped text (arXiv wraps titles and abstracts at ~80 columns) as one line:
    each line stripped, blank lines dropped, the rest joined by one space."""
    text = clean(text)
    if "\n" not in text:
        return text.strip()
    return " ".join(line for part in text.split("\n") if (line := part.strip()))


def one_line(text: str) -> str:
    """Titles and names: every run of whitespace is one space."""
    return " ".join(text.replace("\x00", "").split())


def text_value(fields: Fields, entries: tuple, problems: Problems, numbers: bool = False) -> str | None:
    if len(entries) == 1 and entries[0][1] is not None:  # one top-level key holding text: the usual case
        value = fields.record[entries[0][1]]
        if type(value) is str:
            return value or None
    path, value = fields.pick(entries)
    if value is MISSING:
        return None
    if isinstance(value, str):
        return value
    if numbers and isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    problems.wrong(path, value, "text")
    return None


def string_list(fields: Fields, entries: tuple, problems: Problems) -> list[str]:
    """A list of strings, or one string; other items are field problems."""
    if len(entries) == 1 and entries[0][1] is not None:
        value = fields.record[entries[0][1]]
        if type(value) is str:
            return [value] if value else []
    path, value = fields.pick(entries)
    if value is MISSING:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        out = []
        for i, item in enumerate(value):
            if isinstance(item, str):
                out.append(item)
            elif item is not None:
                problems.wrong(f"{path}[{i}]", item, "text")
        return out
    problems.wrong(path, value, "text or a list of text")
    return []


# --- the Paper ---------------------------------------------------------------------
def to_paper(
    record: object,
    table: Table,
    position: int,
    where: str,
    source: str,
    finish: Callable[[Paper, Fields, Problems], None] | None = None,
) -> list[Item]:
    """The record as a Paper (with field rejections before it), or one Rejection.

    ``finish(paper, fields, problems)`` adds what the format gives beyond the table
    (identifiers from ids of its own kind, a venue parsed from a string ...).
    """
    if not isinstance(record, dict):
        kind = "null" if record is None else _kind(record).split(" ", 1)[1]
        return [Rejection(source, where, f"record is a JSON {kind}, not an object")]
    fields = Fields(record)
    plan = fields.plan(table)
    problems = Problems()
    abstract = text_value(fields, plan.get("abstract", ()), problems)
    if abstract is None:
        reason = problems[0] if problems else "record has no abstract"
        return [Rejection(source, where, reason)]
    abstract = join_wraps(abstract)
    if not abstract:
        return [Rejection(source, where, "record has no abstract")]
    if len(abstract) > MAX_ABSTRACT:
        return [Rejection(source, where, f"abstract longer than {MAX_ABSTRACT} characters")]
    paper = Paper(abstract=abstract, position=position, line=None)
    if "external_id" in plan:
        value = text_value(fields, plan["external_id"], problems, numbers=True)
        paper.external_id = one_line(value) or None if value else None
    if "title" in plan:
        value = text_value(fields, plan["title"], problems)
        paper.title = one_line(value) or None if value else None
    if "authors" in plan:
        set_authors(paper, fields, plan, problems)
    if "categories" in plan:
        for area in string_list(fields, plan["categories"], problems):
            paper.categories.extend(categories_of(area))
    if "keywords" in plan:
        for value in string_list(fields, plan["keywords"], problems):
            paper.keywords.extend(k.strip() for k in _KEYWORD_SEP.split(clean(value)) if k.strip())
    for entry in plan.get("links", ()):
        for value in string_list(fields, (entry,), problems):
            value = clean(value).strip()
            if value and value not in paper.field_links:
                paper.field_links.append(value)
    if "url" in plan:
        value = text_value(fields, plan["url"], problems)
        paper.url = clean(value).strip() or None if value else None
    for name in ("venue", "track", "status"):
        if name in plan:
            value = text_value(fields, plan[name], problems)
            setattr(paper, name, one_line(value) or None if value else None)
    if "year" in plan:
        paper.year = year_of(fields, plan["year"], problems)
    for scheme, entries in plan.get("identifiers", ()):
        value = text_value(fields, entries, problems, numbers=True)
        ids.add(paper.identifiers, scheme, normal_id(scheme, value))
    # The paper's own page only: a code or project link may carry another work's id (a
    # dataset's Zenodo DOI, a related arXiv paper), and two papers sharing one would be
    # matched as one paper by the loader.
    for scheme, value in ids.from_url(paper.url):
        ids.add(paper.identifiers, scheme, value)
    if finish:
        finish(paper, fields, problems)
    paper.record = record
    if problems:
        return [*(Rejection(source, where, p) for p in problems), paper]
    return [paper]


def normal_id(scheme: str, value: str | None) -> str | None:
    if value is None:
        return None
    if scheme == "arxiv":
        return ids.arxiv_id(value)
    if scheme == "doi":
        return ids.doi(value)
    if scheme == "s2":
        return ids.s2_id(value)
    if scheme == "acl":
        return ids.acl_id(value)
    found = ids.from_url(value)  # an id given as its page's URL (a Papers with Code paper_url)
    if found and found[0][0] == scheme:
        return found[0][1]
    return one_line(value) or None


def set_authors(paper: Paper, fields: Fields, plan: dict, problems: Problems) -> None:
    """Names in order from a string (``;`` or ``,`` separated), a list of strings or a
    list of ``{name}`` objects; affiliations aligned with them."""
    path, value = fields.pick(plan.get("authors", ()))
    names: list[str] = []
    affiliations: list[str] = []
    if value is MISSING:
        return
    if isinstance(value, str):
        sep = ";" if ";" in value else ","
        paper.authors, paper.authors_truncated = parse_authors(clean(value), sep)  # said once already
        paper.affiliations = aligned_affiliations(fields, plan.get("affiliations", ()), problems, len(paper.authors))
        return
    elif isinstance(value, list):
        for i, item in enumerate(value):
            if isinstance(item, dict):
                name = author_name(item)
                if name is None:
                    problems.append(f"field '{path}[{i}]' is an object without a name; ignored")
                    continue
                names.append(name)
                affiliations.append(_affiliation(item))
            elif isinstance(item, str):
                parsed, cut = parse_authors(clean(item), ";")
                names.extend(parsed)
                affiliations.extend("" for _ in parsed)
                paper.authors_truncated |= cut
            elif item is not None:
                problems.wrong(f"{path}[{i}]", item, "a name")
    else:
        problems.wrong(path, value, "a list of names")
        return
    paper.authors = once(names)
    if any(affiliations):
        paper.affiliations = affiliations[: len(paper.authors)]
    else:
        paper.affiliations = aligned_affiliations(fields, plan.get("affiliations", ()), problems, len(paper.authors))


def author_name(item: dict) -> str | None:
    name = item.get("name")
    if isinstance(name, str) and name.strip():  # the common spelling, without the general lookup
        return one_line(name)
    f = Fields(item)
    for key in ("name", "full_name", "display_name", "author"):
        value = f.get(key)
        if isinstance(value, str) and value.strip():
            return one_line(value)
    given = next((v for k in ("given", "first", "forenames", "first_name") if isinstance(v := f.get(k), str)), "")
    family = next((v for k in ("family", "last", "keyname", "last_name") if isinstance(v := f.get(k), str)), "")
    name = one_line(f"{given} {family}")
    return name or None


def _affiliation(item: dict) -> str:
    if len(item) == 1 and "name" in item:
        return ""
    f = Fields(item)
    for key in ("affiliation", "affiliations", "institution"):
        value = f.get(key)
        if isinstance(value, str):
            return one_line(value)
        if isinstance(value, list):
            return ", ".join(one_line(v) for v in value if isinstance(v, str))
        if isinstance(value, dict) and isinstance(value.get("name"), str):
            return one_line(value["name"])
    return ""


def aligned_affiliations(fields: Fields, entries: tuple, problems: Problems, count: int) -> list[str]:
    """One entry per author, in author order ("" where the source has none)."""
    path, value = fields.pick(entries)
    if value is MISSING or not count:
        return []
    if isinstance(value, str):
        if not value.strip(" ;"):
            return []
        return [one_line(a) for a in clean(value).split(";")][:count]
    if isinstance(value, list):
        return [one_line(a) if isinstance(a, str) else "" for a in value][:count]
    problems.wrong(path, value, "text or a list of text")
    return []


def categories_of(value: str) -> list:
    """``Area · Subarea`` paths, or arXiv's space-separated codes (``cs.LG stat.ML``), one each."""
    text = clean(value).strip()
    if " " not in text or "." not in text:  # one code, or words: one path (never split on commas)
        return parse_category(text if "  " not in text and "\n" not in text else one_line(text))
    codes = text.split() if "." in text and text[:1].islower() else ()
    if len(codes) > 1 and all(_ARXIV_CATEGORY.match(c) for c in codes) and any("." in c for c in codes):
        return [c for code in codes for c in parse_category(code)]
    return parse_category(one_line(text))


def year_of(fields: Fields, entries: tuple, problems: Problems) -> int | None:
    path, value = fields.pick(entries)
    if value is MISSING:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and 1000 <= value <= 2999:
        return value
    if isinstance(value, str):
        m = _YEAR.search(value)
        if m:
            return int(m.group(0))
    problems.append(f"field '{path}' is {value!r:.40}, not a year; ignored")
    return None


_URL = pattern_cache.compile(
    r"(?:https?://|www\.|(?<![\w.@/])github\.com/|(?<![\w.@/])gitlab\.com/)[^\s<>\"'{}|\\^`]+", regex.I
)


def urls_in(text: str) -> list[str]:
    """URLs written in free text (arXiv ``comments``: "Code: https://github.com/o/r.")."""
    return [m.group(0).rstrip(".,;:)]}") for m in _URL.finditer(text)]
