"""Finding input files and learning what they are before any parsing.

One streaming pass computes the sha256 (the ledger's identity of a file's content) and
decides the encoding, so a binary or undecodable file is rejected before it can
half-load, and nothing is ever held whole in memory.
"""

from __future__ import annotations

import codecs
import hashlib
import os
import shutil
import sys
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import regex

CHUNK = 1 << 20
# hidden files, editor backups, and SQLite databases with their WAL, SHM and lock files
_SKIP_NAMES = regex.compile(r"^\.|~$|\.(?:db|sqlite3?)(?:-wal|-shm|-journal|\.lock)?$")


@dataclass(slots=True)
class SourceFile:
    path: str  # as given (absolute or relative); "-" is spooled to a temp file first
    name: str  # base name, what the views show as source_name
    sha256: str
    size: int
    encoding: str | None  # None: cannot be decoded (see problem)
    problem: str | None = None  # why the whole file is rejected, with its line
    key: str = ""  # identity in the ledger: absolute path, or stdin:<sha256>

    def __post_init__(self) -> None:
        self.key = self.key or self.path


def discover(paths: Iterable[str]) -> Iterator[str]:
    """Files named or found under directories (recursively, sorted); ``-`` is stdin."""
    for given in paths:
        if given == "-":
            yield "-"
            continue
        p = Path(given)
        if p.is_dir():
            for root, dirs, files in os.walk(p):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for f in sorted(files):
                    if not _SKIP_NAMES.search(f):
                        yield str(Path(root) / f)
        else:
            yield given


def spool_stdin() -> str:
    """Copy stdin to a temp file so it can be hashed and then parsed like any file."""
    fd, path = tempfile.mkstemp(prefix="extractor-stdin-")
    with os.fdopen(fd, "wb") as out:
        shutil.copyfileobj(sys.stdin.buffer, out, CHUNK)
    return path


def inspect_file(path: str, name: str | None = None) -> SourceFile:
    """Hash the file and decide how to decode it, in one pass."""
    sha = hashlib.sha256()
    size = 0
    utf8 = codecs.getincrementaldecoder("utf-8")("strict")
    utf8_ok = True
    bad_line = None
    newlines = 0
    nul_line = None
    high_c1 = False
    with open(path, "rb") as fh:
        while chunk := fh.read(CHUNK):
            sha.update(chunk)
            size += len(chunk)
            if nul_line is None and b"\x00" in chunk:
                nul_line = newlines + chunk[: chunk.index(b"\x00")].count(b"\n") + 1
            if utf8_ok:
                try:
                    utf8.decode(chunk)
                except UnicodeDecodeError as exc:
                    utf8_ok = False
                    bad_line = newlines + chunk[: exc.start].count(b"\n") + 1
            if not utf8_ok and not high_c1:
                high_c1 = regex.search(rb"[\x80-\x9f]", chunk) is not None
            newlines += chunk.count(b"\n")
        if utf8_ok:
            try:
                utf8.decode(b"", final=True)
            except UnicodeDecodeError:
                utf8_ok, bad_line = False, newlines + 1
    src = SourceFile(path, name or os.path.basename(path), sha.hexdigest(), size, None)
    if size == 0:
        src.problem = "empty file"
    elif nul_line is not None:
        src.problem = f"binary content (NUL byte on line {nul_line})"
    elif utf8_ok:
        src.encoding = "utf-8-sig"
    else:
        src.encoding = _fallback_encoding(path, high_c1)
        if src.encoding is None:
            src.problem = f"not valid UTF-8 (first bad byte on line {bad_line}) and no other encoding is certain"
    return src


def _fallback_encoding(path: str, has_c1_bytes: bool) -> str | None:
    """GB18030 or Latin-1, only when the decoded text looks like real text.

    GB18030 accepts most byte soup, so it is taken only when it decodes strictly and
    most non-ASCII characters are CJK; Latin-1 only when no C1 control bytes occur
    (those mean cp1252 or binary) and the non-ASCII characters are letters.
    """
    for encoding in ("gb18030", "latin-1"):
        if encoding == "latin-1" and has_c1_bytes:
            continue
        decoder = codecs.getincrementaldecoder(encoding)("strict")
        total = good = 0
        try:
            with open(path, "rb") as fh:
                while chunk := fh.read(CHUNK):
                    text = decoder.decode(chunk)
                    for ch in text:
                        if ord(ch) > 127:
                            total += 1
                            if encoding == "gb18030":
                                good += "\u4e00" <= ch <= "\u9fff" or "\u3000" <= ch <= "\u303f" or "\uff00" <= ch <= "\uffef"
                            else:
                                good += ch.isalpha()
                decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            continue
        if total and good / total >= 0.9:
            return encoding
    return None
