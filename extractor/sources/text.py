"""The decoded views of a source's one byte stream: text, lines, UTF-8 bytes."""

from __future__ import annotations

import io
from collections.abc import Iterator

from extractor.records import Rejection
from extractor.sources.files import SourceFile
from extractor.sources.stream import CHUNK

MAX_LINE = 1 << 20  # a text line longer than 1 MiB is not an abstract


def text_stream(src: SourceFile, newline: str | None = None) -> io.TextIOWrapper:
    """The file as text in its encoding (the BOM dropped); undecodable bytes never get
    here: the stream rejects them first, naming their line."""
    buffered = io.BufferedReader(src.stream, CHUNK)
    encoding = "utf-8-sig" if src.encoding in ("utf-8", "utf-8-sig") else src.encoding
    return io.TextIOWrapper(buffered, encoding=encoding, errors="strict", newline=newline)


def utf8_stream(src: SourceFile):
    """The file as UTF-8 bytes without BOM, for parsers that take bytes (ijson)."""
    if src.encoding in ("utf-8", "utf-8-sig"):
        if src.stream.head(3).startswith(b"\xef\xbb\xbf"):
            src.stream.read(3)
        return src.stream
    return _Recoded(text_stream(src))


class _Recoded(io.RawIOBase):
    """Text of another encoding re-encoded as UTF-8."""

    def __init__(self, text: io.TextIOWrapper):
        super().__init__()
        self._text = text
        self._pending = b""

    def readable(self) -> bool:
        return True

    def readinto(self, b) -> int:
        while not self._pending:
            chunk = self._text.read(CHUNK // 4)
            if not chunk:
                return 0
            self._pending = chunk.encode("utf-8", "surrogatepass")
        n = min(len(b), len(self._pending))
        b[:n] = self._pending[:n]
        self._pending = self._pending[n:]
        return n


def numbered_lines(src: SourceFile, rejections: list[Rejection]) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` without the newline; a line over ``MAX_LINE`` characters
    is skipped with a rejection appended to ``rejections`` (read as it comes)."""
    fh = text_stream(src)
    number = 0
    while True:
        line = fh.readline(MAX_LINE)
        if not line:
            return
        number += 1
        if len(line) >= MAX_LINE and not line.endswith("\n"):
            rejections.append(Rejection(src.name, f"line {number}", f"line longer than {MAX_LINE} characters"))
            while (rest := fh.readline(MAX_LINE)) and not rest.endswith("\n"):
                pass
            yield number, None
            continue
        yield number, line.rstrip("\n").replace("\x00", "").replace("\r", "")


def drain(rejections: list[Rejection]) -> Iterator[Rejection]:
    while rejections:
        yield rejections.pop(0)
