"""Split a text listing into papers.

Both text formats are read by one rule: every *abstract-like* line (prose) closes a
paper, and the short lines just before it are that paper's metadata (category, authors).
An abstract feed is simply a listing that has no metadata lines.  The first non-empty
line of a file is its header when it is not itself prose.

Works on an iterator of ``(line_number, line)`` so a file is never held in memory.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import regex

from extractor.extract.authors import parse_authors
from extractor.extract.categories import parse_category
from extractor.records import Paper

_WORD = regex.compile(r"[\p{L}][\p{L}\p{M}'’\-]*")
_TERMINAL = regex.compile(r"""[.!?。)\]"'”’]\s*$""")
_CATEGORY_SEP = regex.compile(r"\s[·•›]\s")


def is_prose(line: str) -> bool:
    """True for abstract text, False for an authors or category line.

    Metadata lines are lists of short capitalised items; prose has sentences with many
    lower-case words.  An author list is never judged by length alone because long
    collaborations print hundreds of names on one line.
    """
    text = line.strip()
    if not text:
        return False
    if _CATEGORY_SEP.search(text) and len(text) < 200:
        return False
    words = _WORD.findall(text)
    if len(words) < 4:
        return False
    items = [p.strip() for p in regex.split(r"[,;]", text) if p.strip()]
    lower = sum(1 for w in words if w[0].islower())
    if len(items) >= 2 and all(len(_WORD.findall(i)) <= 6 for i in items):
        # a list of short items: names unless mostly lower-case words
        if lower / len(words) < 0.34:
            return False
    if lower / len(words) < 0.25 and len(words) <= 12:
        return False  # a title-cased heading
    return True


@dataclass(slots=True)
class _Pending:
    meta: list[tuple[int, str]]
    abstract: list[str]
    line: int


def segment_lines(lines: Iterable[tuple[int, str]], fmt: str = "auto") -> Iterator[Paper]:
    """Yield papers from numbered lines.

    ``fmt``: ``auto`` classifies each line; ``feed`` takes every paragraph as an
    abstract; ``listing`` is ``auto`` (kept as a name users can force).
    """
    position = 0
    meta: list[tuple[int, str]] = []
    abstract: list[str] = []
    abstract_line = 0
    seen_first = False
    blank_since_abstract = True

    def flush() -> Paper | None:
        nonlocal position, meta, abstract
        if not abstract:
            return None
        paper = _make_paper(" ".join(abstract), meta, position, abstract_line)
        position += 1
        meta, abstract = [], []
        return paper

    for number, raw in lines:
        line = raw.strip().lstrip("\ufeff")
        if not line:
            blank_since_abstract = True
            if fmt == "feed" and abstract:
                paper = flush()
                if paper:
                    yield paper
            continue
        if not seen_first:
            seen_first = True
            if not is_prose(line):
                continue  # the file's header ("Daily Papers", "论文检索")
        prose = True if fmt == "feed" else is_prose(line)
        if prose:
            continuing = abstract and (
                (fmt == "feed" and not blank_since_abstract)
                or (not blank_since_abstract and not _TERMINAL.search(abstract[-1]))
            )
            if not continuing:
                paper = flush()
                if paper:
                    yield paper
                abstract_line = number
            abstract.append(line)
        else:
            paper = flush()
            if paper:
                yield paper
            meta.append((number, line))
        blank_since_abstract = False
    paper = flush()
    if paper:
        yield paper


def _make_paper(abstract: str, meta: list[tuple[int, str]], position: int, line: int) -> Paper:
    paper = Paper(abstract=abstract, position=position, line=line)
    lines = [text for _, text in meta]
    if not lines:
        return paper
    if len(lines) == 1:
        only = lines[0]
        if _CATEGORY_SEP.search(only):
            paper.categories = parse_category(only)
        else:
            paper.authors, paper.authors_truncated = parse_authors(only)
        return paper
    *head, category, authors = lines
    paper.authors, paper.authors_truncated = parse_authors(authors)
    paper.categories = parse_category(category)
    if head:
        paper.title = " ".join(head)
    return paper
