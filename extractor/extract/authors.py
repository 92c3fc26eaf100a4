"""Author lines -> ordered names plus the "list was cut short" flag."""

from __future__ import annotations

import regex

from extractor import pattern_cache

# Markers a listing uses when it does not print every author.
_TRUNCATION = pattern_cache.compile(
    r"(?:[,;]?\s*(?:等(?:人)?|et\s*al\.?|and\s+others|\.\.\.|…))\s*$", regex.IGNORECASE
)
# The last character (case-folded) each marker above can end with.  A line ending in none
# of them cannot hold one, and is not searched: the search tries every position of the
# line's tail and cost half of reading a JSON Lines record.
_MARKER_LAST = frozenset("等人.ls…")
_AND = pattern_cache.compile(r"(?:,\s*|\s+)(?:and|&)\s+(?=\S)")
_INITIAL = pattern_cache.compile(r"(?:^|[\s.\-])\p{Lu}\.$")


def parse_authors(line: str, sep: str = ",") -> tuple[list[str], bool]:
    """Split an authors line into names in listed order.

    ``sep`` is ``,`` for listing pages and ``;`` for JSON exports.  Names are kept
    exactly as printed (only surrounding spaces and separators are removed), except
    that a trailing period of an initial ("Jr.") is kept.
    """
    text = line.strip()
    truncated = False
    # the marker ends the line: searching its last characters finds the same one (a long
    # author list otherwise costs a scan from its first character)
    while text[-1:].casefold() in _MARKER_LAST and (m := _TRUNCATION.search(text, max(0, len(text) - 64))):
        truncated = True
        text = text[: m.start()].rstrip()
    if sep == ",":
        text = _AND.sub(", ", text)
    names = []
    for part in text.split(sep):
        name = part.strip().strip(" \t\u00a0,;:")
        # a trailing period is punctuation unless it closes an initial ("John Q.")
        if name.endswith(".") and not _INITIAL.search(name):
            name = name[:-1].rstrip()
        if name:
            names.append(name)
    return once(names), truncated


def once(names: list[str]) -> list[str]:
    """An author list printed more than once in a row (``A; B; C; A; B; C``, as ICRA
    exports do) is the list once; anything else is kept as given."""
    n = len(names)
    start = 0
    while True:  # each later place of the first name is a candidate period
        try:
            size = names.index(names[0], start + 1)
        except (ValueError, IndexError):
            return names
        if n % size == 0 and names[:size] * (n // size) == names:
            return names[:size]
        start = size
