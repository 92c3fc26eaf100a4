"""BibTeX files with ``abstract`` fields (ACL Anthology, arXiv and publisher exports).

Read entry by entry: a line starting with ``@type{`` opens an entry, which bibtexparser
then parses on its own (with the file's ``@string`` macros), so a file of any size costs
the memory of one entry and a broken entry is one rejection.  Values are LaTeX: they are
turned into plain Unicode (``M{\\"u}ller`` -> ``Müller``, ``\\%`` -> ``%``), and names are
``Last, First`` or ``First Last``, split on ``and``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

import regex

from extractor import pattern_cache
from extractor.extract.authors import once
from extractor.records import Paper, Rejection
from extractor.sources import identifiers as ids
from extractor.sources.files import SourceFile
from extractor.sources.latex import unlatex
from extractor.sources.mapping import Fields, Problems, Table, one_line, to_paper
from extractor.sources.text import drain, numbered_lines

NAME = "bibtex"
TABLE = Table(
    abstract=("abstract",),
    title=("title",),
    external_id=("ID",),
    authors=("author",),
    keywords=("keywords",),
    links=("code", "github", "project"),
    url=("url",),
    venue=("booktitle", "journal"),
    year=("year",),
    identifiers={"doi": ("doi",), "openreview": ("openreview",)},
)
ENTRY = pattern_cache.compile(r"^\s*@\s*(?P<type>[A-Za-z]+)\s*[{(]")
_BRACE = pattern_cache.compile(r"(?<!\\)[{}]")
MAX_ENTRY_LINES = 5_000

logging.getLogger("bibtexparser").setLevel(logging.CRITICAL)


def entries(lines: Iterator[tuple[int, str | None]]) -> Iterator[tuple[int, str]]:
    """``(first line, text)`` of each ``@...`` block; text between blocks is a comment."""
    start, block, depth = 0, [], 0
    for number, line in lines:
        if line is None:  # an over-long line: the entry it was in is broken
            start, block, depth = 0, [], 0
            continue
        opens = ENTRY.match(line)
        if opens and (depth <= 0 or not line[:1].isspace()):
            if block:
                yield start, "\n".join(block)
            start, block, depth = number, [], 0
        if start and len(block) < MAX_ENTRY_LINES:
            block.append(line)
            for brace in _BRACE.findall(line):
                depth += 1 if brace == "{" else -1
    if block:
        yield start, "\n".join(block)


def read(src: SourceFile) -> Iterator[Paper | Rejection]:
    import bibtexparser
    from bibtexparser import middlewares as mw

    rejections: list[Rejection] = []
    macros: list[str] = []
    position = 0
    for line, text in entries(numbered_lines(src, rejections)):
        yield from drain(rejections)
        where = f"line {line}"
        kind = ENTRY.match(text).group("type").lower()
        if kind in ("comment", "preamble"):
            continue
        if kind == "string":
            macros.append(text)
            continue
        library = bibtexparser.parse_string(
            "\n".join([*macros, text]), append_middleware=[mw.SeparateCoAuthors(), mw.SplitNameParts()]
        )
        if library.failed_blocks or not library.entries:
            error = library.failed_blocks[0].error if library.failed_blocks else "no entry found"
            detail = (str(error).strip().splitlines() or [type(error).__name__])[0][:200]
            yield Rejection(src.name, where, f"malformed BibTeX entry: {detail}")
            continue
        entry = library.entries[0]
        record = {"ENTRYTYPE": entry.entry_type, "ID": entry.key}
        record.update((f.key, _raw(f.value)) for f in entry.fields)
        for item in to_paper(_decoded(entry), TABLE, position, where, src.name, _finish):
            if isinstance(item, Paper):
                position += 1
                item.line = line
                item.record = record
            yield item
    yield from drain(rejections)


def _raw(value) -> object:
    if isinstance(value, list):  # names split by the middleware
        return [n.merge_first_name_first for n in value]
    return value


def _decoded(entry) -> dict:
    out: dict[str, object] = {"ID": entry.key, "ENTRYTYPE": entry.entry_type}
    for f in entry.fields:
        if isinstance(f.value, list):
            out[f.key] = [one_line(unlatex(" ".join([*n.first, *n.von, *n.last, *n.jr]))) for n in f.value]
        elif isinstance(f.value, str):
            out[f.key] = unlatex(f.value)
    return out


def _finish(paper: Paper, fields: Fields, problems: Problems) -> None:
    paper.authors = once(paper.authors)
    paper.keywords = [k.strip() for kw in paper.keywords for k in regex.split(r"[,;]", kw) if k.strip()]
    prefix = fields.get("archiveprefix")
    if isinstance(prefix, str) and prefix.strip().lower() == "arxiv":
        ids.add(paper.identifiers, "arxiv", ids.arxiv_id(fields.get("eprint")))
    ids.add(paper.identifiers, "acl", ids.acl_id(fields.get("url")))
    if paper.venue:
        paper.venue = one_line(paper.venue)
