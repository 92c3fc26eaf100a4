"""Which venue and year a paper belongs to, when its record does not say.

A listing rarely names its venue inside each record, but its file usually does
(``iclr2024.json``, ``wacv2024.json``, ``ICRA_2023.txt``), and the user can say it on the
command line (``--venue NAME --year YYYY``).  The record wins, then the command line, then
the file name.  Venue names are spelled as in ``extractor/data/venues.csv`` (the
vocabulary is data: one row per venue, with its other spellings), so ``iclr``, ``ICLR`` and
``ICLR 2024`` are one venue; a name the table does not know is kept as the source wrote it.
A file name is only read when a known venue is followed directly by a year, so a file
called ``rss_feed_2024.xml`` or ``export2024.json`` gets no venue.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator
from functools import lru_cache
from importlib import resources
from pathlib import PurePath


from extractor import pattern_cache
from extractor.records import Paper

_YEAR = r"(?:19[5-9]\d|20\d\d)"
# a known venue, an optional separator, a year not followed by more of a date
_FILE_NAME = pattern_cache.compile(rf"(?<![\p{{L}}\d])(\p{{L}}[\p{{L}}-]*?)[-_ .]?({_YEAR})(?![-_]?\d)")
_WORD = pattern_cache.compile(r"\p{L}[\p{L}-]*")
_YEAR_IN_TEXT = pattern_cache.compile(rf"(?<!\d){_YEAR}(?!\d)")


class VenueError(ValueError):
    """A row of ``venues.csv`` is malformed; the message names the line."""


@lru_cache(maxsize=1)
def known_venues() -> dict[str, str]:
    """Lower-case spelling (name or alias) -> the venue's name as ``venues.csv`` writes it."""
    text = resources.files("extractor").joinpath("data/venues.csv").read_text(encoding="utf-8")
    out: dict[str, str] = {}
    for number, row in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        name = (row.get("name") or "").strip()
        if not name or None in row:
            raise VenueError(f"venues.csv line {number}: expected 'name,aliases'")
        for spelling in [name, *(row.get("aliases") or "").split("|")]:
            key = spelling.strip().casefold()
            if not key:
                continue
            if out.get(key, name) != name:
                raise VenueError(f"venues.csv line {number}: '{spelling}' already names {out[key]}")
            out[key] = name
    return out


def venue_of_file(name: str) -> tuple[str, int] | None:
    """(venue, year) a file name gives, e.g. ``ICRA_2023.txt`` -> ("ICRA", 2023); else None."""
    stem = PurePath(name).name
    known = known_venues()
    for match in _FILE_NAME.finditer(stem):
        venue = known.get(match.group(1).casefold())
        if venue:
            return venue, int(match.group(2))
    return None


def canonical_venue(given: str | None) -> tuple[str | None, int | None]:
    """The venue a record names, spelled as the table spells it, and a year it names too.

    "ICLR 2024 Conference" -> ("ICLR", 2024); "iclr" -> ("ICLR", None).  Only a name that
    starts with a known venue is respelled, and never a workshop's ("ICLR 2024 Workshop on
    X" is a venue of its own); anything else is kept as written, whitespace collapsed.
    """
    if not given or not given.strip():
        return None, None
    text = " ".join(given.split())
    known = known_venues()
    year = _YEAR_IN_TEXT.search(text)
    name = known.get(text.casefold())
    if name is None:
        first = _WORD.match(text)
        name = known.get(first.group().casefold()) if first else None
        if name is None or "workshop" in text.casefold():
            name = text
    return name, int(year.group()) if year else None


def with_venues(items: Iterable, file_name: str, venue: str | None = None, year: int | None = None) -> Iterator:
    """Pass papers (and rejections) through, each paper's venue and year filled in.

    The record's own venue wins; then ``venue``/``year`` (the command line); then the file
    name.  A year from elsewhere is only given to a paper whose venue it belongs to.
    """
    given_name, _ = canonical_venue(venue)
    fallback_name, fallback_year = given_name, year
    if fallback_name is None:
        from_file = venue_of_file(file_name)
        if from_file:
            fallback_name = from_file[0]
            fallback_year = year if year is not None else from_file[1]
    cache: dict[str, tuple[str | None, int | None]] = {}
    for item in items:
        if isinstance(item, Paper):
            if item.venue:
                if item.venue not in cache:
                    cache[item.venue] = canonical_venue(item.venue)
                item.venue, named_year = cache[item.venue]
                if item.year is None:
                    item.year = named_year if named_year is not None else (
                        fallback_year if item.venue == fallback_name else None)
            else:
                item.venue = fallback_name
                if item.year is None:
                    item.year = fallback_year
        yield item
