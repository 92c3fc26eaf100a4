"""The one pass over a file's bytes that every reader consumes.

The sha256 the ledger records must be the hash of exactly the bytes that were parsed: a
file hashed in one pass and parsed in another can change in between (a scraper's
``curl -o`` truncating it mid-ingest), and its partial content would then be recorded
under the complete file's hash and skipped for ever.  So the bytes are hashed, checked
against the file's encoding and counted as they pass to the parser, and when the parser
is done the rest is read to the end: only then is the hash known, and the file's size and
modification time are compared with those it had when it was opened.
"""

from __future__ import annotations

import codecs
import hashlib
import io
import os

from extractor.sources.errors import FileChanged, Rejected

CHUNK = 1 << 20
HEAD = CHUNK  # bytes sniffed for the encoding and the format before any parsing


class SourceStream(io.RawIOBase):
    """A read-only byte stream over an open file that hashes and checks what passes.

    ``head()`` reads ahead (up to ``HEAD`` bytes) without consuming, for sniffing; the
    bytes are still hashed once.  ``set_encoding`` makes every byte read from then on
    (the head included) be checked against it: a byte that does not decode, or a NUL in a
    text encoding, raises ``Rejected`` naming its line, whichever reader is reading.
    ``finish()`` reads what the reader left, checks the file did not change, and returns
    the sha256.
    """

    def __init__(self, raw: io.FileIO):
        super().__init__()
        self._raw = raw
        st = os.fstat(raw.fileno())
        self.size = st.st_size
        self._mtime = st.st_mtime_ns
        self._sha = hashlib.sha256()
        self._buffer = b""  # read from the file (hashed); given to the reader from _pos on
        self._pos = 0
        self._offset = 0  # bytes given to the reader so far
        self.consumed = 0  # bytes read from the file so far
        self._decoder = None
        self._encoding: str | None = None
        self._nul_is_binary = True
        self._newlines = 0  # in the bytes checked so far
        self.sha256: str | None = None

    # --- io.RawIOBase ---------------------------------------------------------
    def readable(self) -> bool:
        return True

    def readinto(self, b) -> int:
        view = memoryview(b).cast("B")
        if self._pos >= len(self._buffer):
            self._buffer, self._pos = self._pull(max(len(view), CHUNK)), 0
            if not self._buffer:
                return 0
        n = min(len(view), len(self._buffer) - self._pos)
        view[:n] = memoryview(self._buffer)[self._pos : self._pos + n]
        self._pos += n
        self._offset += n
        return n

    def close(self) -> None:
        """Wrappers (text, buffering) close what they wrap when they are dropped: the
        stream outlives them, to be read to the end; ``release`` closes the file."""

    def release(self) -> None:
        self._raw.close()
        super().close()

    # --- sniffing ---------------------------------------------------------------
    def head(self, size: int = HEAD) -> bytes:
        """The next ``size`` bytes without consuming them (fewer at the end of the file)."""
        while len(self._buffer) - self._pos < size:
            more = self._pull(size - (len(self._buffer) - self._pos))
            if not more:
                break
            self._buffer, self._pos = self._buffer[self._pos :] + more, 0
        return self._buffer[self._pos : self._pos + size]

    def set_encoding(self, encoding: str) -> None:
        """Check every byte against ``encoding`` from now on, the bytes already read too."""
        self._encoding = encoding
        self._decoder = codecs.getincrementaldecoder(encoding)("strict")
        self._nul_is_binary = not encoding.startswith(("utf-16", "utf-32"))
        pending = self._buffer if self._offset == 0 and self._pos == 0 else b""
        if pending:
            self._check(pending)

    # --- the end ----------------------------------------------------------------
    def finish(self, check: bool = True) -> str:
        """Read to the end (hashing), verify the file is unchanged, return its sha256.

        ``check=False`` after a reader already gave up on the content: the rest is only
        hashed, so that the rejection is recorded against the complete file.
        """
        if not check:
            self._decoder = None
        self._buffer, self._pos = b"", 0
        while self._pull(CHUNK):
            pass
        if check and self._decoder is not None:
            try:
                self._decoder.decode(b"", final=True)
            except UnicodeDecodeError:
                raise Rejected(
                    f"not valid {_name(self._encoding)} (the file ends inside a character, line {self._newlines + 1})"
                ) from None
        st = os.fstat(self._raw.fileno())
        if (st.st_size, st.st_mtime_ns) != (self.size, self._mtime) or self.consumed != self.size:
            raise FileChanged(
                f"the file changed while it was read ({self.size} bytes when opened, {self.consumed} read, "
                f"{st.st_size} now); not recorded, it will be read again next run"
            )
        self.sha256 = self._sha.hexdigest()
        return self.sha256

    def hash_all(self) -> str:
        """The sha256 of the whole file, then back to its start (for the unchanged-file check)."""
        sha = hashlib.sha256()
        self._raw.seek(0)
        while chunk := self._raw.read(CHUNK):
            sha.update(chunk)
        self._raw.seek(self.consumed)
        return sha.hexdigest()

    # --- internals ----------------------------------------------------------------
    def _pull(self, size: int) -> bytes:
        chunk = self._raw.read(size)
        if chunk:
            self._sha.update(chunk)
            self.consumed += len(chunk)
            if self._decoder is not None:
                self._check(chunk)
        return chunk

    def _check(self, chunk: bytes) -> None:
        if self._nul_is_binary and b"\x00" in chunk:
            line = self._newlines + chunk[: chunk.index(b"\x00")].count(b"\n") + 1
            raise Rejected(f"binary content (NUL byte on line {line})")
        try:
            self._decoder.decode(chunk)
        except UnicodeDecodeError as exc:
            # the decoder's buffered bytes (a partial character) hold no newline
            line = self._newlines + exc.object[: exc.start].count(b"\n") + 1
            raise Rejected(f"not valid {_name(self._encoding)} (first bad byte on line {line})") from None
        self._newlines += chunk.count(b"\n")


def _name(encoding: str | None) -> str:
    return {"utf-8": "UTF-8", "utf-8-sig": "UTF-8", "utf-16": "UTF-16", "utf-32": "UTF-32"}.get(
        encoding or "", encoding or "text"
    )
