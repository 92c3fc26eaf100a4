"""Split a text listing into papers, block by block.

A listing is a header line, then one block per paper: an optional title, an optional
category (``Area · Subarea`` or a lone area), an authors line and the abstract; blank
lines between them are optional.  An abstract feed is a listing whose blocks are the
abstract alone.

The abstract is what ends a block: a line of prose that is long or ends a sentence (a
wrapped abstract's next lines continue it).  Everything between two abstracts is the next
paper's metadata, read by position, not by its words: the last line is the authors, a
line right before it is the category, and a line before that the title.  So a lone area
of title-case words with a small word in it (``Domain(s) Of Application``,
``Knowledge Representation and Reasoning``) is a category, not a short abstract that
would shift every later paper's authors by one.

Whether the line before the authors is a title or a category cannot be told from one
block; it is decided by the file: a listing that shows titles has blocks with a title,
a category and authors, so until such a block (or a category-shaped line) settles it,
up to ``WINDOW`` papers are held back, and then they all are read the same way.

Works on an iterator of ``(line_number, line)`` so a file is never held in memory; a
line given as ``None`` was rejected (too long) and ends its block without a paper.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field


from extractor import pattern_cache
from extractor.extract.authors import parse_authors
from extractor.extract.categories import parse_category
from extractor.records import Paper

WINDOW = 32  # papers held back at most while the file's block shape is unknown
LONG = 20  # words: a prose line this long is an abstract even without a full stop

_WORD = pattern_cache.compile(r"[\p{L}][\p{L}\p{M}'’\-]*")
_TERMINAL = pattern_cache.compile(r"""[.!?。)\]"'”’]\s*$""")
_SENTENCE_END = pattern_cache.compile(r"""[.!?。][)\]"'”’]*\s*$""")
_CATEGORY_SEP = pattern_cache.compile(r"\s[·•›]\s")
_TITLE_END = pattern_cache.compile(r"[?!]\s*$")
_ITEM_SEP = pattern_cache.compile(r"[,;]")


def is_prose(line: str) -> bool:
    """True for abstract-like text, False for an authors or category line.

    Metadata lines are lists of short capitalised items; prose has sentences with many
    lower-case words.  An author list is never judged by length alone because long
    collaborations print hundreds of names on one line.
    """
    return _prose_words(line) > 0


def is_abstract(line: str) -> bool:
    """Prose that is a paper's abstract, not a short prose-like title or area."""
    words = _prose_words(line)
    return words > 0 and (words >= LONG or bool(_SENTENCE_END.search(line)))


def _prose_words(line: str) -> int:
    """The number of words of ``line`` when it is prose (see ``is_prose``), else 0."""
    text = line.strip()
    if not text:
        return 0
    if _CATEGORY_SEP.search(text) and len(text) < 200:
        return 0
    words = _WORD.findall(text)
    if len(words) < 4:
        return 0
    lower = sum(map(str.islower, [w[0] for w in words]))
    items = [p.strip() for p in _ITEM_SEP.split(text) if p.strip()]
    if len(items) >= 2 and all(len(_WORD.findall(i)) <= 6 for i in items):
        # a list of short items: names unless mostly lower-case words; names with
        # particles ("Ada van der Berg") still start and end with a capital
        if lower / len(words) < 0.34 or all(_is_name(i) for i in items):
            return 0
    if lower / len(words) < 0.25 and len(words) <= 12:
        return 0  # a title-cased heading
    return len(words)


def _is_name(item: str) -> bool:
    words = _WORD.findall(item)
    return bool(words) and words[0][0].isupper() and words[-1][0].isupper()


@dataclass(slots=True)
class _Block:
    meta: list[str]
    abstract: list[str]
    line: int
    lines: list[str] = field(default_factory=list)


def segment_lines(lines: Iterable[tuple[int, str | None]], fmt: str = "auto") -> Iterator[Paper]:
    """Yield papers from numbered lines.

    ``fmt``: ``auto`` finds abstracts and metadata as described above; ``feed`` takes
    every paragraph as an abstract; ``listing`` is ``auto`` (kept as a name users can force).
    """
    shape = _Shape()
    for block in _blocks(lines, fmt):
        yield from shape.add(block)
    yield from shape.close()


def _blocks(lines: Iterable[tuple[int, str | None]], fmt: str) -> Iterator[_Block]:
    meta: list[tuple[int, str]] = []
    raw: list[str] = []  # the block's lines as read (metadata and abstract)
    abstract: list[str] = []
    start = 0
    seen_first = False
    blank = True  # a blank line since the last non-blank one

    def flush() -> _Block | None:
        nonlocal meta, abstract, raw
        if not abstract:
            return None
        block = _Block([m for _, m in meta], abstract, start, raw)
        meta, abstract, raw = [], [], []
        return block

    for number, text in lines:
        if text is None:  # a rejected line: its block is broken, nothing of it goes on
            if b := flush():
                yield b
            meta, raw, blank = [], [], True
            continue
        line = text.strip().lstrip("\ufeff")
        if not line:
            blank = True
            if fmt == "feed" and (b := flush()):
                yield b
            continue
        if not seen_first:
            seen_first = True
            if not is_prose(line):
                continue  # the file's header ("Daily Papers", "论文检索")
        if abstract and not blank and _continues(abstract[-1], line, fmt):
            abstract.append(line)
        elif meta and not blank and not abstract and _wraps(meta[-1][1], line):
            start, first = meta.pop()  # a short first line of a wrapped abstract, not metadata
            abstract = [first, line]
        elif fmt == "feed" or is_abstract(line):
            if b := flush():
                yield b
            abstract, start = [line], number
        else:
            if b := flush():
                yield b
            meta.append((number, line))
        raw.append(text)
        blank = False
    if b := flush():
        yield b
    elif meta and is_prose(meta[-1][1]):  # a last short abstract, without a full stop
        yield _Block([m for _, m in meta[:-1]], [meta[-1][1]], meta[-1][0], raw)


def _continues(previous: str, line: str, fmt: str) -> bool:
    """A wrapped abstract's next line: no blank line before it, the previous line does
    not end a sentence, and it is not itself a metadata line."""
    if fmt == "feed":
        return True
    if _TERMINAL.search(previous) or _CATEGORY_SEP.search(line):
        return False
    return is_prose(line) or line[:1].islower()


def _wraps(previous: str, line: str) -> bool:
    """``previous`` (short prose, taken for metadata) and ``line`` are an abstract
    wrapped after its first line: the line goes on in lower case, or the two make a
    sentence together that neither makes alone (an authors line with ``van der`` before
    an abstract is no such pair: the abstract is one on its own)."""
    if not is_prose(previous) or not _continues(previous, line, "auto"):
        return False
    return line[:1].islower() or not is_abstract(line) and is_abstract(f"{previous} {line}")


class _Shape:
    """Reads each block's metadata lines once the file's shape is known (see module doc)."""

    def __init__(self) -> None:
        self.titled: bool | None = None
        self.held: deque[_Block] = deque()
        self.position = 0

    def add(self, block: _Block) -> Iterator[Paper]:
        if len(block.meta) >= 3:
            self.titled = True
        if self.titled is None and len(block.meta) == 2 and not self._settled(block.meta[0]):
            self.held.append(block)
            if len(self.held) >= WINDOW:
                self.titled = False
                yield from self.close()
            return
        if self.held:
            self.held.append(block)
            if self.titled is not None:
                yield from self.close()
            return
        yield self._paper(block)

    def close(self) -> Iterator[Paper]:
        if self.titled is None:
            self.titled = False
        while self.held:
            yield self._paper(self.held.popleft())

    @staticmethod
    def _settled(first: str) -> bool:
        """A two-line block whose first line reads one way whatever the file's shape."""
        return bool(_CATEGORY_SEP.search(first) or _TITLE_END.search(first))

    def _paper(self, block: _Block) -> Paper:
        paper = Paper(abstract=" ".join(block.abstract), position=self.position, line=block.line or None)
        self.position += 1
        paper.record = {"lines": block.lines}
        meta = block.meta
        if not meta:
            return paper
        if len(meta) == 1:
            if _CATEGORY_SEP.search(meta[0]):
                paper.categories = parse_category(meta[0])
            else:
                paper.authors, paper.authors_truncated = parse_authors(meta[0])
            return paper
        *head, before, authors = meta
        paper.authors, paper.authors_truncated = parse_authors(authors)
        if head:
            paper.title = " ".join(head)
            paper.categories = parse_category(before)
        elif _CATEGORY_SEP.search(before) or not (self.titled or _TITLE_END.search(before)):
            paper.categories = parse_category(before)
        else:
            paper.title = before
        return paper
