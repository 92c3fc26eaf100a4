"""Vocabulary as data: the one loader of the word lists the extractors read.

Hedges, metric names, change words, introducing verbs and the like live in tab-separated
files under ``extractor/data/lexicon/`` so that a reviewer can add a row without reading
Python, and so that every row can be tested on its own (``tests/test_lexicon.py``
generates one test per row).  A bad row names its file and line: a typo in a data file
must fail loudly at start-up, not silently drop a word.

File format (``NAME.tsv``)::

    # comments and blank lines are ignored
    word    normal?    kind:improvement|reduction|speedup    pattern:regex    scale:float?
    up to   up to      improvement                            up\\s+to

The first other line is the header.  A column is required unless its name ends in ``?``;
after a ``:`` it declares a type: ``a|b|c`` (one of these values), ``regex`` (must compile
with the ``regex`` module), ``float``, ``int`` or ``bool`` (``true``/``false``).  Cells may
hold several values separated by `` | `` (space, bar, space); ``Row.values(column)``
splits them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

import regex

from extractor import pattern_cache

SUFFIX = ".tsv"
MULTI = " | "


class LexiconError(ValueError):
    """A lexicon file that cannot be read as declared; the message names file and line."""


@dataclass(frozen=True, slots=True)
class Column:
    name: str
    required: bool
    kind: str | None  # None (text), "choice", "regex", "float", "int", "bool"
    choices: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Row:
    """One entry: cells by column name (typed as the header declares), and where it stands."""

    file: str
    line: int
    cells: tuple[tuple[str, object], ...]

    def __getitem__(self, column: str):
        for name, value in self.cells:
            if name == column:
                return value
        raise KeyError(f"{self.file}: no column {column!r}")

    def get(self, column: str, default=None):
        for name, value in self.cells:
            if name == column:
                return default if value is None else value
        return default

    def values(self, column: str) -> list[str]:
        """The cell's values when it lists several (``a | b``); [] for an empty cell."""
        value = self.get(column)
        if value is None:
            return []
        return [v.strip() for v in str(value).split(MULTI) if v.strip()]

    def as_dict(self) -> dict:
        return dict(self.cells)

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


def _column(spec: str, where: str) -> Column:
    optional = spec.endswith("?")  # "scale:float?" or "normal?"
    name, _, kind = spec.rstrip("?").partition(":")
    required = not (optional or name.endswith("?"))
    name = name.rstrip("?").strip()
    if not name or not regex.fullmatch(r"[a-z_][a-z0-9_]*", name):
        raise LexiconError(f"{where}: bad column name {spec!r}")
    if not kind:
        return Column(name, required, None)
    if kind in ("regex", "float", "int", "bool"):
        return Column(name, required, kind)
    choices = frozenset(c.strip() for c in kind.split("|") if c.strip())
    if len(choices) < 2:
        raise LexiconError(f"{where}: column {name!r} declares an unknown type {kind!r}")
    return Column(name, required, "choice", choices)


_BOOLS = {"true": True, "false": False}
# A cell with no character that means anything to the regex parser is a valid pattern of
# itself (it matches its own text): only the others are compiled to check them, which
# halves what checking costs every process at start-up (900 of ~1,450 cells are words).
_PLAIN = pattern_cache.compile(r"[^\\.^$*+?{}\[\]|()#]*")


def _cell(column: Column, raw: str, where: str):
    text = raw.strip()
    if not text:
        if column.required:
            raise LexiconError(f"{where}: column {column.name!r} is empty")
        return None
    kind = column.kind
    try:
        if kind is None:
            return text
        if kind == "choice":
            bad = [v for v in text.split(MULTI) if v.strip() not in column.choices]
            if bad:
                raise ValueError(f"{bad[0].strip()!r} is not one of {', '.join(sorted(column.choices))}")
            return text
        if kind == "regex":
            if not _PLAIN.fullmatch(text):
                pattern_cache.compile(text)
            return text
        if kind == "float":
            return float(text)
        if kind == "int":
            return int(text)
        if text.lower() not in _BOOLS:
            raise ValueError(f"{text!r} is not true or false")
        return _BOOLS[text.lower()]
    except (ValueError, regex.error) as exc:
        raise LexiconError(f"{where}: column {column.name!r}: {exc}") from None


def parse(text: str, file: str) -> tuple[Row, ...]:
    """Rows of a lexicon file's text; ``file`` names it in errors."""
    columns: list[Column] | None = None
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        where = f"{file}:{number}"
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = line.rstrip("\n").split("\t")
        if columns is None:
            columns = [_column(c.strip(), where) for c in cells]
            names = [c.name for c in columns]
            if len(set(names)) != len(names):
                raise LexiconError(f"{where}: a column name appears twice")
            continue
        if len(cells) > len(columns):
            raise LexiconError(f"{where}: {len(cells)} cells for {len(columns)} columns (a tab too many?)")
        cells += [""] * (len(columns) - len(cells))
        rows.append(Row(file, number, tuple((c.name, _cell(c, raw, where)) for c, raw in zip(columns, cells))))
    if columns is None:
        raise LexiconError(f"{file}: no header line")
    return tuple(rows)


def names() -> list[str]:
    """Every lexicon shipped with the package."""
    folder = resources.files("extractor") / "data" / "lexicon"
    return sorted(p.name[: -len(SUFFIX)] for p in folder.iterdir() if p.name.endswith(SUFFIX))


@cache
def load(name: str) -> tuple[Row, ...]:
    """The rows of ``extractor/data/lexicon/NAME.tsv`` (read once per process)."""
    path = resources.files("extractor") / "data" / "lexicon" / f"{name}{SUFFIX}"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LexiconError(f"data/lexicon/{name}{SUFFIX}: no such lexicon") from None
    return parse(text, f"data/lexicon/{name}{SUFFIX}")


def words(name: str, column: str) -> list[str]:
    """Every value of one column, in file order (multi-valued cells flattened)."""
    return [v for row in load(name) for v in row.values(column)]
