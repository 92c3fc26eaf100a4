"""Which ``sources`` row an input file is, whether it can be skipped, and which are gone.

A source is its content plus its name relative to the folder it was ingested from: in
``extractor ingest inbox``, ``inbox/2024/a.json`` is ``2024/a.json``; a file named on
the command line is its base name.  So moving the inbox, or running from another working
directory, finds the same sources instead of doubling every sighting; a renamed file is
recognised by its content once its old name is gone; a file rewritten in place replaces
what its previous content contributed.  ``path`` (absolute) is where a source was last
seen, one source per path, and what ``prune`` checks.

The skip test keys on (sha256, format, reader version): a file read with a forced wrong
``--format``, or by an older reader, is read again by the next run with the right one.

Pure functions over rows the loader reads; the file system is consulted through
``exists`` so the rules are tested without one.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

STDIN = "stdin:"  # path prefix of what was read from standard input (no file to check)


@dataclass(frozen=True, slots=True)
class SourceKey:
    """What a file is now: how the ledger identifies it and how it would be read."""

    relpath: str
    path: str  # absolute, or stdin:<sha256>
    sha256: str
    format: str
    reader_version: str

    @property
    def is_file(self) -> bool:
        return not self.path.startswith(STDIN)


@dataclass(frozen=True, slots=True)
class Known(SourceKey):
    """A ``sources`` row, as the decisions below need it: what the file was, and its id."""

    id: int


@dataclass(frozen=True, slots=True)
class Match:
    """The row a file is (None: a new source) and rows its path held with other content."""

    row: Known | None
    superseded: tuple[int, ...] = ()

    def unchanged(self, key: SourceKey) -> bool:
        """The skip test: this content was read, in this format, by this reader."""
        r = self.row
        return r is not None and (r.sha256, r.format, r.reader_version) == (
            key.sha256, key.format, key.reader_version)

    def moved(self, key: SourceKey) -> bool:
        return self.row is not None and (self.row.path, self.row.relpath) != (key.path, key.relpath)


def relative_name(root: str, path: str) -> str:
    """``path``'s name relative to ``root`` as given on the command line (``/`` separated);
    the base name when ``root`` is the file itself."""
    if os.path.isdir(root):
        return Path(os.path.relpath(path, root)).as_posix()
    return os.path.basename(path)


def match(rows: Iterable[Known], key: SourceKey, exists: Callable[[str], bool] = os.path.exists) -> Match:
    """The row ``key`` is, among ``rows`` (those sharing its relpath and content, its
    path, or its content).

    In order: the same name and content (possibly moved); the same file and content
    named from another root; the file's previous content at this path (rewritten in
    place: it takes the new content); the same content at a path that is gone
    (renamed or moved).  A row at this path that is not the match held content the
    file no longer has: it is superseded.
    """
    rows = list(rows)
    same = next((r for r in rows if (r.relpath, r.sha256) == (key.relpath, key.sha256)), None)
    if not key.is_file:
        return Match(same)
    at_path = [r for r in rows if r.path == key.path]
    if same is None:
        same = next((r for r in at_path if r.sha256 == key.sha256), None) or (at_path[0] if at_path else None)
    if same is None:
        same = next((r for r in rows if r.sha256 == key.sha256 and r.is_file and not exists(r.path)), None)
    return Match(same, tuple(r.id for r in at_path if same is None or r.id != same.id))


def is_under(path: str, root: str) -> bool:
    root = os.path.abspath(root)
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def gone(rows: Iterable[Known], roots: Iterable[str] = (), exists: Callable[[str], bool] = os.path.exists
         ) -> list[Known]:
    """Sources whose file is no longer where it was last seen, for ``prune``.

    With ``roots``, only sources last seen under one of them, and only under roots that
    exist: an unmounted inbox must not look like an inbox whose files were all deleted.
    What was read from standard input has no file and is never gone.
    """
    roots = [os.path.abspath(r) for r in roots]
    present = [r for r in roots if exists(r)]
    out = []
    for row in rows:
        if not row.is_file or exists(row.path):
            continue
        if roots and not any(is_under(row.path, r) for r in present):
            continue
        out.append(row)
    return out
