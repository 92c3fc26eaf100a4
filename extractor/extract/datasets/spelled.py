"""Data sources a paper spells out with their acronym after them ("plots from the Chilean
National Forest and Soil Inventory (CNFSI)"): the dataset the acronym names, its mention the
long form.  Many such national inventories, registers and surveys are in no catalog; what
marks them is what the data is taken from ("from the"), the long form's head (name_cues.tsv
``data_long_head`` and ``source_head``) and the acronym the long form spells."""

from __future__ import annotations

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.extract import name_cues
from extractor.extract.datasets.catalog_scan import _defines
from extractor.extract.datasets.hits import _Hit, _overlaps

# what the data is taken from, then the spelled-out name and its acronym
# (Title-Case words, function words between them; the head ends the name)
_SPELLED = pattern_cache.compile(
    r"\bfrom\sthe\s"
    r"(?P<long>\p{Lu}[\p{L}'’-]*(?:\s(?:(?:and|of|for|the|on|in|de|du|des)\s)?\p{Lu}[\p{L}'’-]*){0,8}?\s"
    r"(?:"
    + "|".join(name_cues.cue_patterns("data_long_head", name_cues.DATASETS) + name_cues.cue_patterns("source_head", name_cues.DATASETS))
    + r"))"
    r"\s\((?P<acr>\p{Lu}[\p{L}\p{N}-]{1,11})\)"
)


def with_spelled_sources(text: str, hits: list[_Hit]) -> list[_Hit]:
    """``hits`` with each data source spelled out before its acronym, named by the acronym
    (the catalog's entry where it knows the long form); a name discovered inside the long
    form gives way to it (the head noun found "Zorb Quux" in "the Zorb Quux Data Collection
    (ZQDC)": the source is ZQDC)."""
    if "(" not in text:
        return hits
    out = list(hits)
    for m in _SPELLED.finditer(text):
        a, b = m.start("long"), m.end("long")
        long_form, acr = m.group("long"), m.group("acr")
        # (the long form's words give the acronym's letters: not "the National Survey (2019)")
        if sum(c.isupper() for c in acr) < 2 or not _defines(long_form, acr):
            continue
        rest = [h for h in out if not (h.entry is None and a <= h.start and h.end <= b)]
        if _overlaps(rest, a, m.end()):
            continue
        entry = lookup(long_form)
        out = [*rest, _Hit(a, b, entry, name=None if entry is not None else acr)]
    return out
