"""Deciding a file's encoding from its first bytes, never by guessing.

UTF-8 (with or without a BOM) and UTF-16/UTF-32 with a BOM are read as such.  Anything
else is handed to charset-normalizer, restricted to the legacy encodings listings are
really written in, and taken only when the detector finds it orderly (``MAX_CHAOS``).
A file that holds well-formed UTF-8 characters *and* bytes that are not UTF-8 mixes two
encodings: no single decoding is right, so it is rejected naming the first bad byte's
line instead of being read as mojibake.  The stream then checks every later byte against
the encoding chosen here (``SourceStream.set_encoding``).
"""

from __future__ import annotations

import codecs


from extractor import pattern_cache

# Tried in this order for text that is not UTF-8: Western European (cp1252 is the
# superset of Latin-1 that Windows and most web pages write), then the CJK encodings.
LEGACY = ("cp1252", "latin_1", "gb18030", "big5", "shift_jis", "euc_jp", "euc_kr")
MAX_CHAOS = 0.1  # charset-normalizer's "mess" ratio above which no guess is certain

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_UTF8_CHAR = pattern_cache.compile(r"[^\x00-\x7f\udc80-\udcff]")  # decoded with surrogateescape
_BAD_BYTE = pattern_cache.compile(r"[\udc80-\udcff]")


def sniff_encoding(head: bytes, complete: bool) -> tuple[str | None, str | None]:
    """``(encoding, None)`` or ``(None, why the file cannot be decoded)``.

    ``head`` is the start of the file, ``complete`` whether it is the whole file (a
    character cut at the end of a partial head is not an error).
    """
    if not head:
        return None, "empty file"
    for bom, encoding in _BOMS:
        if head.startswith(bom):
            return encoding, None
    if b"\x00" in head:
        if _looks_utf16(head):
            return None, ("UTF-16 without a byte-order mark (NUL bytes between the characters): "
                          "save it with a BOM or as UTF-8")
        line = head[: head.index(b"\x00")].count(b"\n") + 1
        return None, f"binary content (NUL byte on line {line})"
    try:
        codecs.getincrementaldecoder("utf-8")("strict").decode(head, final=complete)
        return "utf-8", None
    except UnicodeDecodeError as exc:
        line = head[: exc.start].count(b"\n") + 1
    if _mixed(head):
        return None, (f"not valid UTF-8 (first bad byte on line {line}): the file mixes UTF-8 with another "
                      "encoding, so no decoding of it is right")
    encoding = _detect(head)
    if encoding is None:
        return None, f"not valid UTF-8 (first bad byte on line {line}) and no other encoding is certain"
    return encoding, None


def _mixed(head: bytes) -> bool:
    """Well-formed UTF-8 characters beside bytes that are not UTF-8.

    Text in another encoding forms a valid UTF-8 sequence now and then by accident (one
    GB18030 character in four or so, each beside several invalid bytes); a UTF-8 file
    with stray bytes of another encoding has at least as many real characters as strays.
    """
    text = head.decode("utf-8", "surrogateescape")
    good = len(_UTF8_CHAR.findall(text))
    return good > 0 and 2 * good >= len(_BAD_BYTE.findall(text))


def _detect(head: bytes) -> str | None:
    from charset_normalizer import from_bytes

    matches = from_bytes(head, cp_isolation=list(LEGACY), threshold=MAX_CHAOS)
    good = {codecs.lookup(m.encoding).name: m for m in matches if m.chaos <= MAX_CHAOS}
    for name in LEGACY:
        if codecs.lookup(name).name in good:
            return codecs.lookup(name).name
    return None


def _looks_utf16(head: bytes) -> bool:
    """Text in UTF-16 without a BOM: NULs in (almost) every other byte, on one side."""
    sample = head[:4096]
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) / 2
    return max(even, odd) > 0.4 * half and min(even, odd) < 0.05 * half
