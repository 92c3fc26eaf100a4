"""Finding input files and opening them for the one pass that reads them.

Opening a file already says most of what can go wrong with it: it is not a regular file
(a FIFO would block the run, a dangling link has nothing behind it), it cannot be opened,
or its first bytes show it is empty, binary or in no certain encoding.  Each of these is
one precise reason, for the file alone: the run goes on with the next one.
"""

from __future__ import annotations

import os
import shutil
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path


from extractor import pattern_cache
from extractor.sources.encoding import sniff_encoding
from extractor.sources.errors import Failed
from extractor.sources.stream import CHUNK, HEAD, SourceStream

# hidden files, editor backups, and SQLite databases with their WAL, SHM and lock files
_SKIP_NAMES = pattern_cache.compile(r"^\.|~$|\.(?:db|sqlite3?)(?:-wal|-shm|-journal|\.lock)?$")


@dataclass(slots=True)
class SourceFile:
    path: str  # as given (absolute or relative); "-" is spooled to a temp file first
    name: str  # base name, what the views show as source_name
    sha256: str  # of the bytes read: known once the stream reaches the end ("" before)
    size: int
    encoding: str | None  # None: cannot be decoded (see problem)
    problem: str | None = None  # why the whole file is rejected, with its line
    key: str = ""  # identity in the ledger: absolute path, or stdin:<sha256>
    stream: SourceStream | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.key = self.key or self.path


def discover(paths: Iterable[str]) -> Iterator[str]:
    """Files named or found under directories (recursively, sorted); ``-`` is stdin.

    A directory that cannot be listed is yielded itself, so that opening it reports why.
    """
    for given in paths:
        if given == "-":
            yield "-"
            continue
        p = Path(given)
        if p.is_dir():
            unlisted: list[str] = []
            for root, dirs, files in os.walk(p, onerror=lambda exc, found=unlisted: found.append(exc.filename)):
                yield from _drain(unlisted)
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for f in sorted(files):
                    if not _SKIP_NAMES.search(f):
                        yield str(Path(root) / f)
            yield from _drain(unlisted)
        else:
            yield given


def _drain(items: list[str]) -> Iterator[str]:
    while items:
        yield items.pop(0)


def spool_stdin() -> str:
    """Copy stdin to a temp file so it can be hashed and then parsed like any file."""
    fd, path = tempfile.mkstemp(prefix="extractor-stdin-")
    with os.fdopen(fd, "wb") as out:
        shutil.copyfileobj(sys.stdin.buffer, out, CHUNK)
    return path


def open_source(path: str, name: str | None = None) -> SourceFile:
    """Open ``path`` for reading and decide its encoding from its first bytes.

    Raises ``Failed`` with a precise reason when the file cannot be read at all.  The
    hash is not known yet: it is the stream's, once a reader has read it to the end.
    """
    fh = _open_regular(path)
    stream = SourceStream(fh)
    try:
        head = stream.head(HEAD)
    except OSError as exc:
        stream.release()
        raise Failed(f"cannot read: {exc.strerror or exc}") from None
    encoding, problem = sniff_encoding(head, complete=len(head) < HEAD)
    if encoding:
        stream.set_encoding(encoding)
    return SourceFile(path, name or os.path.basename(path), "", stream.size, encoding, problem, stream=stream)


def inspect_file(path: str, name: str | None = None) -> SourceFile:
    """``open_source`` with the sha256 computed up front, for callers that need it before
    reading (``mapstep.load_extracted`` loads papers read elsewhere)."""
    src = open_source(path, name)
    src.sha256 = src.stream.hash_all()
    return src


def _open_regular(path: str):
    """The file opened for reading, or ``Failed`` saying exactly why not."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            return _fail(f"dangling symbolic link (to {os.readlink(path)!r}, which does not exist)")
        return _fail("no such file (it vanished before it could be read)")
    except OSError as exc:
        return _fail(f"cannot read: {exc.strerror or exc}")
    if not stat.S_ISREG(st.st_mode):
        return _fail(_not_regular(path, st.st_mode))
    try:
        # O_NONBLOCK: if the path became a FIFO since the stat, opening must not hang the run
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except PermissionError:
        return _fail("permission denied")
    except FileNotFoundError:
        return _fail("no such file (it vanished before it could be read)")
    except OSError as exc:
        return _fail(f"cannot open: {exc.strerror or exc}")
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        return _fail(_not_regular(path, mode))
    if hasattr(os, "set_blocking"):
        os.set_blocking(fd, True)
    return open(fd, "rb", buffering=0)


def _not_regular(path: str, mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO), not a regular file: not read"
    if stat.S_ISDIR(mode):
        if not os.access(path, os.R_OK | os.X_OK):
            return "a directory that cannot be listed: permission denied"
        return "a directory, not a regular file (it replaced the file while the run went on)"
    if stat.S_ISSOCK(mode):
        return "a socket, not a regular file: not read"
    return "a device, not a regular file: not read"


def _fail(reason: str):
    raise Failed(reason)
