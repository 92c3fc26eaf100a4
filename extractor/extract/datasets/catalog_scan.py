"""Catalog names in an abstract: the anchor words the text shares with the catalog,
the PhraseMatcher on the small regions around them (or the unit walk where the
tokenizer cannot split a name), then the boundary and case tests a match must pass.

Scanning only around anchor words keeps the cost off abstracts that name no catalog
dataset, which are most of them.
"""

from __future__ import annotations

import itertools

from functools import lru_cache

import regex
from spacy.attrs import IDX, LENGTH

from extractor import lexicon, pattern_cache
from extractor.catalog import (
    INNER_GAP,
    UNIT,
    Catalog,
    Dataset,
    edition,
    is_model,
    key,
    lookup,
    surface_forms,
)
from extractor.components.dataset_matcher import load_for, loaded_matches
from extractor.extract import name_cues
from extractor.extract.abbreviations import find_abbreviations
from extractor.extract.datasets.hits import _ASCII_UNITS, _CONTEXT_BACK, _NEXT_WORD, _RUN_BACK, _Hit, _probe, _Units
from extractor.extract.datasets.vocab import (
    _ACRONYM,
    _CAMEL,
    _CAP_OR_DIGIT,
    _CAP_WORD_AFTER,
    _COMMON,
    _GENERIC,
    _HEADS,
    _LIKE_TAIL,
    _LOWER_PIECE_WITH_DIGIT,
    _SPLIT_START,
    _TITLE_WORD,
    _TWO_DIGITS,
    _YEAR,
)
from extractor.nlp import get_nlp


def _ascii_view(text: str, cat: Catalog, like: tuple | None = None) -> tuple:
    """The text in UTF-8, its ASCII view (``_ASCII_UNITS``, with a space at each end),
    the view's units, which of them are anchor words or head units (one set
    intersection, read by ``_anchor_windows`` and ``_head_starts``), and the view's
    letters without separators (``_anchor_windows``).

    ``like``: the view of the same text for another catalog.  All but the anchor words
    depend on the text alone, so the corpus-level names reuse the package catalog's view
    instead of splitting the text again (the split is most of the cost: a bytes object
    per unit)."""
    if like is not None:
        enc, spaced, units, _, squashed = like
    else:
        enc = text.encode("utf-8", "surrogatepass")
        spaced = b" " + enc.translate(_ASCII_UNITS) + b" "
        units = spaced.split()
        squashed = spaced.replace(b" ", b"")  # the units joined: every other byte is a space
    return enc, spaced, units, _probe(cat.anchor_words).intersection(units), squashed


def _anchor_windows(text: str, low: str, cat: Catalog, view: tuple) -> list[tuple[int, int, int]]:
    """(lo, hi, end) for every anchor found: a catalog name holding it starts in
    ``text[lo:hi + 1]`` and ends by ``end``.

    Each alias has anchor words (``Catalog.anchors``); a name in the text contains one
    as a whole unit, at most ``back`` characters after the name's start.  The text's
    ASCII units, as bytes between spaces, give by one set intersection the anchor words
    present (``_ascii_view``) and by ``bytes.find`` where; the letters around an anchor
    that is an ordinary word must spell the rest of a name ("Open" before "Images") for
    a window to count.  Most anchor words found are such ordinary words with no name
    around them: one ``bytes in`` on the text's letters without separators rules out
    nearly all of them before any occurrence is looked at (the anchor's ``needs``,
    ``catalog._needs``).
    """
    enc, spaced, _, present, squashed = view
    if not present:
        return []
    ascii_text = len(enc) == len(text)
    windows = []
    anchors = cat.anchors
    for w in present:
        anchor = anchors.get(w)
        if anchor is None:  # a head unit only
            continue
        back, fwd, before, after, needs = anchor
        if needs is not None:
            for n in needs:
                if n in squashed:
                    break
            else:
                continue
        needle = b" " + w + b" "
        k = len(w)
        p = spaced.find(needle)  # p: byte offset of the word in ``enc``
        while p >= 0:
            # (a byte window three times the character count holds any gap characters)
            if before is None and after is None:
                ok = True
            elif before is None:
                ok = spaced[p + 1 + k : p + 1 + k + 3 * fwd].replace(b" ", b"").startswith(after)
            elif after is None:
                ok = spaced[max(p + 1 - 3 * back, 0) : p + 1].replace(b" ", b"").endswith(before)
            else:
                left = spaced[max(p + 1 - 3 * back, 0) : p + 1].replace(b" ", b"")
                right = spaced[p + 1 + k : p + 1 + k + 3 * fwd].replace(b" ", b"")
                ok = any(left.endswith(a) and right.startswith(b) for a, b in (c.split(b" ") for c in after))
            if ok:
                if ascii_text:
                    windows.append((max(p - back, 0), p, p + k + fwd))
                else:
                    c = len(enc[:p].decode("utf-8", "surrogatepass"))
                    e = c + k
                    # a non-ASCII letter next to it makes it part of a longer unit
                    if (c == 0 or not low[c - 1].isalnum()) and (e == len(low) or not low[e].isalnum()):
                        windows.append((max(c - back, 0), c, e + fwd))
            p = spaced.find(needle, p + k + 1)
    windows.sort()
    return windows


def _regions(windows: list[tuple[int, int, int]]) -> list[list[int]]:
    """The anchor windows merged where their start ranges overlap: [lo, hi, end]."""
    regions: list[list[int]] = []
    for lo, hi, end in windows:
        if regions and lo <= regions[-1][1]:
            r = regions[-1]
            r[1] = max(r[1], hi)
            r[2] = max(r[2], end)
        else:
            regions.append([lo, hi, end])
    return regions


_RUN_FORWARD = pattern_cache.compile(r"\S*")


def _scan_catalog(
    text: str, low: str, cat: Catalog, sent_starts: set[int], urls: list[tuple[int, int]], view: tuple
) -> list[_Hit]:
    """Longest catalog names, left to right, as if every unit of the text were tried.

    A unit that starts no name is a no-op of the left-to-right scan, so trying only the
    units inside the anchor windows -- in order, skipping what an earlier name consumed
    -- gives the whole-text result.

    The names are found by the catalog's spaCy ``PhraseMatcher``s
    (``extractor.components.dataset_matcher``) on small Docs of the anchor regions:
    each region is widened to whole white-space-delimited chunks (the tokenizer reads
    each chunk on its own, so they tokenize as in the whole text), regions whose ranges
    touch make one part, and each part is matched on its own (``_part_matches``).  The
    matches then go through the same validation as ever (``_accept``), on the text's units.

    Token patterns cannot see a name that starts or ends inside a token, and the
    tokenizer keeps some multi-unit chunks whole that no pattern spells: ``CIFAR-10/100``
    (the digit before "/"), ``COCO-2017``, ``10-ImageNet``.  A region holding such a
    token that no match covers (``_plain``), or a match that does not start and end on
    unit boundaries, is scanned on the text instead (``_scan_region``): the unit walk
    over folded keys, which is tokenization-free.  That is the fallback only: on the
    1,957 seed and corpus abstracts 80 of 2,065 regions take it.
    """
    windows = _anchor_windows(text, low, cat, view)
    if not windows:
        return []
    load_for(view[3], cat)  # the catalog entries this text can name (built on first need)
    regions = _regions(windows)
    # each region's Doc range: whole chunks from its first possible start to the end of
    # the last name it may hold; ranges that touch are read as one part
    parts: list[list] = []  # [a, b, regions]
    for r in regions:
        a = _RUN_BACK.match(text, 0, r[0]).start()
        while text[a].isspace():
            a += 1
        b = _RUN_FORWARD.match(text, r[2]).end() if r[2] < len(text) else len(text)
        if parts and a <= parts[-1][1]:
            parts[-1][1] = max(parts[-1][1], b)
            parts[-1][2].append(r)
        else:
            parts.append([a, b, [r]])
    hits: list[_Hit] = []
    floor = 0  # every unit starting before ``floor`` has been tried or consumed
    for a, b, part_regions in parts:
        found, scan = _part_matches(text[a:b], cat)
        if a:
            found = [(a + s, a + e, entry, cs) for s, e, entry, cs in found]
        for lo, hi, _ in part_regions:
            if hi < floor:
                continue
            lo = max(lo, floor)
            new: list[_Hit] = []
            nxt = None if scan else _accept_matches(text, cat, lo, hi, found, sent_starts, urls, new)
            if nxt is None:  # the fallback
                new = []
                nxt = _scan_region(text, cat, lo, hi, sent_starts, urls, new)
            hits += new
            floor = nxt
    return hits


@lru_cache(maxsize=16384)
def _part_matches(part: str, cat: Catalog) -> tuple[tuple[tuple[int, int, Dataset, bool], ...], bool]:
    """The catalog matches of one part's Doc as (start, end, entry, case-sensitive) in
    character offsets into ``part``, sorted as ``token_matches``, and whether the part
    holds a token that may hide a name the patterns cannot see (read by the unit walk).

    Both depend on the part's text only (the tokenizer reads each white-space-delimited
    chunk on its own), and the same parts come back paper after paper: the anchor words
    that are ordinary words ("multiple", "quality") make a part of just their chunk.  On
    the reference abstracts 88% of the parts repeat one read before, so the Doc, the
    PhraseMatcher run and the token checks are made once per distinct part.
    """
    doc = get_nlp().make_doc(part)
    # token offsets and lengths as plain ints (no Token objects: they cost more than the
    # rest of this together)
    idx, length = doc.to_array([IDX, LENGTH]).T.tolist()
    matches = []
    covered = set()
    for s, e, entry, cs in loaded_matches(doc, cat):
        matches.append((idx[s], idx[e - 1] + length[e - 1], entry, cs))
        covered.update(range(s, e))
    # a token of several units, or of a unit and glued punctuation ("CelebA.", "TCGA-",
    # "2.0"), that no match covers may hide a name the patterns cannot see
    opaque = False
    for t, (i, n) in enumerate(zip(idx, length)):  # a loop: asked for every token of a region
        if t not in covered and not _plain(part[i : i + n]):
            opaque = True
            break
    return tuple(matches), opaque


@lru_cache(maxsize=65536)
def _plain(token: str) -> bool:
    """Is this token text one whole unit, or no unit at all ("|", ",")?"""
    return UNIT.fullmatch(token) is not None or UNIT.search(token) is None


def _units_from(text: str, lo: int) -> tuple[_Units, int]:
    """The text's units read from one white-space run before ``lo`` (so the unit before
    a tried one is at hand), and the index of the first starting at or after ``lo``."""
    units = _Units(text, _CONTEXT_BACK.match(text, 0, lo).start())
    get = units.get
    i = 0
    while (sp := get(i)) is not None and sp[0] < lo:
        i += 1
    return units, i


def _scan_region(
    text: str, cat: Catalog, lo: int, hi: int, sent_starts: set[int], urls: list[tuple[int, int]], hits: list[_Hit]
) -> int:
    """The unit scan of the units starting in ``text[lo:hi + 1]``; returns the new floor."""
    units, i = _units_from(text, lo)
    get = units.get
    spans = units.spans
    while (sp := get(i)) is not None and sp[0] <= hi:
        i = _try_unit(text, cat, spans, get, i, sent_starts, urls, hits)
    return sp[0] if sp is not None else len(text)


def _accept_matches(
    text: str,
    cat: Catalog,
    lo: int,
    hi: int,
    matches: list[tuple[int, int, Dataset, bool]],
    sent_starts: set[int],
    urls: list[tuple[int, int]],
    hits: list[_Hit],
) -> int | None:
    """The unit scan of ``text[lo:hi + 1]`` with the names the PhraseMatcher found there
    (sorted by start, longest first): at each unit a match starts on, its longest match
    is what the key walk finds.  None if a match is not on unit boundaries."""
    for m in matches:
        if lo <= m[0] <= hi:
            break
    else:
        # No match starts in the region (most regions: an anchor word with no name
        # around it): the walk below would only step over the region's units to the first
        # unit starting after ``hi``.  A unit (``UNIT``: letters and digits, then plus
        # signs) starts exactly where a letter or digit follows no letter or digit.
        nxt = _UNIT_START.search(text, hi + 1)
        return nxt.start() if nxt is not None else len(text)
    units, i = _units_from(text, lo)
    get = units.get
    spans = units.spans
    floor = lo
    for a, b, entry, cs in matches:
        if a < floor or a > hi:
            continue
        while (sp := get(i)) is not None and sp[0] < a:
            i += 1
        if sp is None or sp[0] != a:
            return None
        last = i
        while (sp := get(last)) is not None and sp[1] < b:
            last += 1
        if sp is None or sp[1] != b:
            return None
        i = _accept(text, spans, get, i, last, entry, cs, sent_starts, urls, hits)
        sp = get(i)
        floor = sp[0] if sp is not None else len(text)
    # every unit up to ``hi`` is tried; the scan stops at the first one after it
    while (sp := get(i)) is not None and sp[0] <= hi:
        i += 1
    return sp[0] if sp is not None else len(text)


# a year right before a name; not one of a range, a list or a time clause ("2014–2017 WMT",
# "2016 and 2017 WMT", "Since 2016 WMT has")
_YEAR_BEFORE = pattern_cache.compile(
    r"(?<![\p{L}\p{N}\-–—.,/]|\b(?:and|or|to|through|since|until|by|before|after|in)\s)(?P<y>(?:19|20)\d\d) $",
    regex.IGNORECASE,
)
_UNIT_START = pattern_cache.compile(r"(?<![\p{L}\p{N}])[\p{L}\p{N}]")


def _try_unit(
    text: str,
    cat: Catalog,
    spans: list[tuple[int, int]],
    get,
    i: int,
    sent_starts: set[int],
    urls: list[tuple[int, int]],
    hits: list[_Hit],
) -> int:
    """One step of the left-to-right scan at unit ``i``: record a name starting there,
    if any, and return the next unit to try."""
    best: tuple[int, Dataset, bool] | None = None  # (last unit, entry, case-sensitive)
    k_cased = ""
    j = i
    while True:
        k_cased += text[spans[j][0] : spans[j][1]]
        low = k_cased.lower()
        if low not in cat.prefixes:
            break
        e = cat.cased.get(k_cased)
        if e is not None:
            best = (j, e, True)
        else:
            e = cat.folded.get(low)
            if e is not None:
                best = (j, e, False)
        nxt = get(j + 1)
        if nxt is not None and INNER_GAP.fullmatch(text, spans[j][1], nxt[0]):
            j += 1
        else:
            break
    if best is None:
        return i + 1
    last, entry, cs = best
    return _accept(text, spans, get, i, last, entry, cs, sent_starts, urls, hits)


_LOWER_WORDS = pattern_cache.compile(r"[\p{Ll} ]+")
_INNER_CAPITAL = pattern_cache.compile(r".\p{L}*\p{Ll}\p{L}*\p{Lu}|.\p{L}*\p{Lu}\p{L}*\p{Ll}\p{L}*\p{Lu}")


# where a dataset is named: "evaluated on kinetics"
_DATA_CONTEXT_BEFORE = pattern_cache.compile(r"\b(?:on|from)\s$")


@lru_cache(maxsize=4096)
def _title_only(entry: Dataset, word: str) -> bool:
    """Is every form of ``entry`` that spells ``word`` a capitalised word ("Kinetics",
    "Places")?  Then the word in lower case is the ordinary one (not an acronym's: the
    catalog's "MNIST" is also read as "mnist")."""
    forms = [f for f in (entry.name, *(a.lstrip("=") for a in entry.aliases)) if f.lower() == word]
    return bool(forms) and all(_TITLE_CASE_WORD.fullmatch(f) for f in forms)


@lru_cache(maxsize=4096)
def _camel_only(entry: Dataset) -> bool:
    """Is every form of ``entry`` written with a capital inside a word of mixed case
    ("RaDICaL", "SQuAD", "HoVer")?  Then a match written all in lower case is a word."""
    forms = (entry.name, *(a.lstrip("=") for a in entry.aliases))
    return all(any(_INNER_CAPITAL.match(w) for w in f.split()) for f in forms)


def _accept(
    text: str,
    spans: list[tuple[int, int]],
    get,
    i: int,
    last: int,
    entry: Dataset,
    cs: bool,
    sent_starts: set[int],
    urls: list[tuple[int, int]],
    hits: list[_Hit],
) -> int:
    """Validate the catalog name on units ``i..last`` (case-exact if ``cs``): record it,
    or the name built on it, and return the next unit to try."""
    start, end = spans[i][0], spans[last][1]
    if any(a <= start < b for a, b in urls):
        return last + 1
    if not cs and _LOWER_WORDS.fullmatch(text, start, end) and _camel_only(entry):
        return last + 1  # "robot-assisted radical prostatectomy": a word; RaDICaL is written in its capitals
    if (
        not cs
        and last == i
        and _LOWER_WORDS.fullmatch(text, start, end)
        and _title_only(entry, text[start:end])
        and not _DATA_CONTEXT_BEFORE.search(text, max(0, start - 12), start)
        and not ((w := _NEXT_WORD.match(text, end)) is not None and w.group("w").lower() in _DATA_HEADS)
    ):
        # "a phase transformation kinetics model": a word; Kinetics is written capitalised
        # (not "results on kinetics and something-something", "the kinetics dataset")
        return last + 1
    if text[end : end + 1] == "." and text[end + 1 : end + 2].isdigit() and text[end - 1].isdigit():
        # glued to more digits by a point, the name is another one: "C4.5" (a decision
        # tree algorithm) is not C4; one the catalog knows ("CIFAR-10.1") is matched
        # whole; ".0" writes the same version out ("Argoverse 2.0" is Argoverse 2), and a
        # release number written as a word of its own continues its series ("WorldClim
        # 2.1" is WorldClim 2), not a value ("2.1%")
        nxt = get(last + 1)
        if nxt is None or nxt[0] != end + 1:
            return last + 1
        if text[nxt[0] : nxt[1]].strip("0") and not (
            text[spans[last][0] - 1 : spans[last][0]] == " "
            and text[spans[last][0] : end].isdigit()
            and text[nxt[0] : nxt[1]].isdigit()
            and _RELEASE_END.match(text, nxt[1]) is not None
        ):
            return last + 1
        last += 1
        end = nxt[1]
    # Year suffix ("COCO-2017", "WMT'17") belongs to the name: the same dataset, or
    # another edition of its series ("ICDAR 2017" is not ICDAR 2015).
    nxt = get(last + 1)
    if nxt is not None and (
        (text[end : nxt[0]] in ("-", " ") and _YEAR.match(text[nxt[0] : nxt[1]]))
        or (text[end : nxt[0]] in ("'", "’") and _TWO_DIGITS.fullmatch(text, nxt[0], nxt[1]))
    ):
        ed = edition(entry, text[start:end], text[nxt[0] : nxt[1]])
        last += 1
        end = spans[last][1]
        if isinstance(ed, str):
            hits.append(_Hit(start, end, None, base=entry, name=ed))
            return last + 1
        if ed is not None:
            entry = ed
    elif (
        not any(ch.isdigit() for ch in text[start:end])  # "2017 WMT14": the name's own edition
        and (year := _YEAR_BEFORE.search(text, max(0, start - 20), start)) is not None
        and (ed := edition(entry, text[start:end], year.group("y"))) is not None
    ):
        # a year written before the name names the edition as one after it does ("the
        # 2017 WMT Metrics Shared Task" is WMT17); only where it makes another edition of
        # a series (not "the 2012 ImageNet")
        start = year.start("y")
        if isinstance(ed, str):
            hits.append(_Hit(start, end, None, base=entry, name=ed))
            return last + 1
        entry = ed
    # An edition ("VisDial v1.0"), or capitalised words between the name and a head noun
    # ("the ImageNet VID dataset"), make a dataset built on it.
    tail = _DERIVED_TAIL.match(text, end)
    if tail is not None and tail.group("titled") and (entry.discovered or _TASK_WORDS & set(tail.group("titled").lower().split())):
        # a corpus-level name inside a longer one ("BRIAR Government Collection"): not a
        # base; a task's name before the end word ("the COCO Detection Challenge",
        # "Cityscapes Semantic Segmentation Benchmark") names the catalog's dataset itself
        tail = None
    if tail is not None and tail.group("variant") and tail.group("variant")[0].isdigit() and lookup(text[start : tail.end("words")]) is None:
        tail = None  # "ImageNet 256", "Stanford Dogs 120": a resolution or class count, unless the catalog names it
    if tail is not None and tail.group("release") and not _released(entry, text[start:end], tail.group("release")):
        tail = None  # "on MMLU 2.4, and on BBH 3.1": a value reported on a series with no releases
    if tail is not None and (
        tail.group("task") or tail.group("release") or tail.group("variant") or _derived_words(tail.group("titled") or tail.group("words"))
    ):
        b = tail.end("words")
        surface = text[start:b]
        version = tail.group("version")
        entry2 = lookup(surface) or (lookup(text[start:end] + " " + version[1:]) if version else None)
        if entry2 is None and tail.group("release") and tail.group("release").endswith(".0"):
            entry2 = lookup(text[start:end] + " " + tail.group("release")[:-2])  # "Argoverse 2.0"
        released = bool(tail.group("version") or tail.group("release") or tail.group("task"))
        hits.append(_Hit(start, b, entry2) if entry2 is not None else _Hit(start, b, None, base=entry, release=released))
        j = last
        while (nxt := get(j + 1)) is not None and nxt[0] < b:
            j += 1
        return j + 1
    # A capital or digit glued on by a hyphen makes another name: MATH-P-Hard, Ag-MBPP-X.
    nxt = get(last + 1)
    # (or a lower-case piece holding a digit that names no split: "ImageNet-ctest10k", not
    # "COCO-val2017")
    derived_after = nxt is not None and text[end : nxt[0]] == "-" and (
        _CAP_OR_DIGIT.match(text[nxt[0]])
        or _LOWER_PIECE_WITH_DIGIT.match(text, nxt[0]) is not None and not _SPLIT_START.match(text, nxt[0])
        or _one_letter(text, nxt)  # "Pokec-z", "Pokec-n": a variant named by one letter
    )
    derived_before = (
        i > 0
        and text[spans[i - 1][1] : start] == "-"
        and (
            _CAP_OR_DIGIT.match(text[spans[i - 1][0]])
            # "Sort-of-CLEVR": a capitalised word joined on by "-of-"
            or i > 1
            and text[spans[i - 1][0] : spans[i - 1][1]] == "of"
            and text[spans[i - 2][1] : spans[i - 1][0]] == "-"
            and _CAP_OR_DIGIT.match(text[spans[i - 2][0]])
        )
    )
    if derived_after or derived_before:
        a, b = i, last
        while a > 0 and text[spans[a - 1][1] : spans[a][0]] == "-":
            a -= 1
        while (nxt := get(b + 1)) is not None and (
            text[spans[b][1] : nxt[0]] == "-"
            # a decimal version glued on is part of it: "Loghub-2.0", not "Loghub-2"
            or text[spans[b][1] : nxt[0]] == "." and text[spans[b][0]].isdigit() and text[nxt[0]].isdigit()
        ):
            b += 1
        # keep only the part before a lower-case adjective tail ("-based"; not a piece
        # with a digit: "-ctest10k")
        tail = b
        while (
            b > last
            and text[spans[b][0]].islower()
            and not _LOWER_PIECE_WITH_DIGIT.match(text, spans[b][0])
            and not _one_letter(text, spans[b])
        ):
            b -= 1
        surface = text[spans[a][0] : spans[b][1]]
        if b < tail and (b > last or a < i) and lookup(surface) is None and _LIKE_TAIL.search(text, spans[a][0], spans[tail][1]):
            return tail + 1  # "A HoVer-Net-style architecture": a built name made a modifier (not "COCO-Zorb-filtered")
        if surface.lower() in _GENERIC:
            return b + 1  # a well-known name built like one: "Cortex-M4" is a chip, not M4's data
        if lookup(surface) is None and _COMPARED_BEFORE.search(text, max(0, spans[a][0] - 40), spans[a][0]):
            return b + 1  # what is compared with is a system: "outperforming Contact-GraspNet by"
        if (
            lookup(surface) is None
            and (w := _NEXT_WORD.match(text, spans[b][1]))
            and w.group("w")[0].isupper()
            and w.group("w").lower() not in _DATA_HEADS
            and (w2 := _NEXT_WORD.match(text, w.end()))
            and w2.group("w")[0].isupper()
            and w2.group("w").lower() not in _DATA_HEADS
        ):
            # the first words of a longer title: "Weather-Aware Feature Mixing (WAFM)" (not a
            # split or a language after a name: "nuScenes-Night Val", "Flickr30K-CN Chinese captions")
            return b + 1
        if (b > last or a < i) and not is_model(surface) and lookup(surface) is None:
            hits.append(_Hit(spans[a][0], spans[b][1], None, base=entry))
        elif lookup(surface) is not None:
            hits.append(_Hit(spans[a][0], spans[b][1], lookup(surface)))
        return b + 1
    # An ordinary word kept case-exact ("Traffic") is not a name at a sentence start.
    if cs and last == i and _TITLE_WORD.match(text[start:end]):
        prev_cap = (
            i > 0
            and text[spans[i - 1][1] : start] == " "
            and text[spans[i - 1][0]].isupper()
            # (not an ordinary word that only opens the sentence, the name set off by a comma
            # after it: "On Crafter, X reaches"; not "In Weather forecasting", "The Adult learners")
            and not (
                spans[i - 1][0] in sent_starts
                and text[spans[i - 1][0] : spans[i - 1][1]].lower() in _COMMON
                and text[end : end + 1] == ","
            )
        )
        nxt = get(last + 1)
        next_cap = nxt is not None and text[end : nxt[0]] == " " and text[nxt[0]].isupper()
        if start in sent_starts or prev_cap or next_cap:
            return last + 1  # "Equal Opportunity", "Traffic forecasting ..."
    if _inside_name(text, spans, get, i, last, sent_starts):
        return last + 1
    if _TASK_END.search(text, start, end) and _SYSTEM_AFTER.match(text, end):
        return last + 1  # "the SemEval-2017 Task 4 baseline": the task's system, not its data
    if not cs and last > i and _lower_words(text[start:end], entry):
        return last + 1
    hits.append(_Hit(start, end, entry))
    # "CIFAR-10/100": the number after the slash swaps in for the last unit.
    nxt = get(last + 1)
    if nxt is not None and text[end : nxt[0]] == "/" and text[spans[last][0]].isdigit():
        alt = text[spans[i][0] : spans[last][0]] + text[nxt[0] : nxt[1]]
        other = lookup(alt)
        if other is not None and other is not entry:
            last += 1
            # a variant glued to the second name is a variant of both: "CIFAR-10/100-LT"
            # is CIFAR-10-LT and CIFAR-100-LT
            tail = get(last + 1)
            if tail is not None and text[nxt[1] : tail[0]] == "-" and _CAP_OR_DIGIT.match(text[tail[0]]):
                variant = text[end : tail[1]].rsplit("-", 1)[1]
                first, second = text[start:end] + "-" + variant, alt + "-" + variant
                if not is_model(first) and not is_model(second):
                    hits[-1] = _variant_hit(start, tail[1], first, entry)
                    hits.append(_variant_hit(nxt[0], tail[1], second, other))
                    return last + 2
            hits.append(_Hit(nxt[0], nxt[1], other))
    return last + 1


# the nouns after a shared task's task or track that make a name its system's ("baseline")
_SYSTEM_WORDS = name_cues.alternation(name_cues.cue_patterns("system_after", name_cues.DATASETS))
# a shared task's task or track at the end of a name, and a noun after it that makes the
# name its system's ("the DCASE 2023 Task 4 baseline")
_TASK_END = pattern_cache.compile(r"(?:Task|Track)[ \t]?\d{1,2}[A-C]?$")
_SYSTEM_AFTER = pattern_cache.compile(rf"[ \t]+{_SYSTEM_WORDS}\b")


def _one_letter(text: str, unit: tuple[int, int]) -> bool:
    """Is the unit one lower-case letter that ends a word ("z" of "Pokec-z")?"""
    a, b = unit
    return b - a == 1 and text[a].islower() and not text[b : b + 1].isalnum() and text[b : b + 1] != "-"


# capitalised words after a name, then a head noun: "Corrupted CIFAR-10 Type 1 dataset"
_CAPS_TO_HEAD = pattern_cache.compile(rf"(?i)(?:[ \t]+[\p{{Lu}}\p{{N}}][\p{{L}}\p{{N}}.-]*){{1,3}}[ \t]+{_HEADS}\b")
_CAP_WORD = pattern_cache.compile(r"\p{Lu}\p{L}+")
_TITLE_CASE_WORD = pattern_cache.compile(r"\p{Lu}\p{Ll}+")


@lru_cache(maxsize=4096)
def _lower_words(surface: str, entry: Dataset) -> bool:
    """Is ``surface`` a camel-case catalog name taken apart into lower-case words
    ("realistic virtual home environments" for VirtualHome)?  Its humps, split at white
    space and all in lower case, are ordinary words; a name split where the catalog writes
    a space or hyphen ("fashion mnist") is matched as ever."""
    if any(c.isupper() for c in surface):
        return False
    words = surface.split()
    if len(words) < 2:
        return False
    forms = surface_forms(entry)
    if any(s.split() == words for s, _ in forms):
        return False  # the catalog writes it so ("tau bench")
    for s, _ in forms:
        folded = s.lower()
        for u, v in zip(words, words[1:]):
            k = folded.find(u + v)
            if k >= 0 and s[k + len(u) - 1].islower() and s[k + len(u)].isupper():
                return True
    return False


def _inside_name(text: str, spans, get, i: int, last: int, sent_starts: set[int]) -> bool:
    """Is the catalog name on units ``i..last`` one part of a longer Title-Case name, a
    capitalised word glued on by a space on either side ("Neural Scene Flow Field
    (NSFF)", "the NVIDIA DRIVE Orin SoC", "the Neural Scene Flow Prior method")?  Not
    where the words after it run to a head noun ("the Corrupted CIFAR-10 Type 1
    dataset": a dataset built on it), nor after an ordinary word that only starts a
    sentence ("In COCO Captions ...")."""
    if i == 0:
        return False
    start, end = spans[i][0], spans[last][1]
    pa, pb = spans[i - 1]
    if text[pb:start] != " " or not _CAP_WORD.fullmatch(text, pa, pb):
        return False
    if pa in sent_starts and text[pa:pb].lower() in _COMMON:
        return False  # "The ImageNet ...", "In COCO ..."
    if pa > 0 and not text[pa - 1].isspace():
        return False  # "(Neural", "Multi-Scale": not a plain word
    if (short := _SHORT_AFTER.match(text, end)) is not None:
        # "Adversarial Dynamic BinVal (ADBV)": the longer name its short form spells
        caps = list(itertools.takewhile(lambda w: w[:1].isupper(), reversed(text[max(0, start - 60) : start].split())))[:4]
        long_form = " ".join([*reversed(caps), text[start:end]])
        return _defines(long_form, short.group("s")) and not _defines(text[start:end], short.group("s"))
    nxt = get(last + 1)
    if nxt is None or text[end : nxt[0]] != " " or not _TITLE_CASE_WORD.fullmatch(text, nxt[0], nxt[1]):
        return False
    return _CAPS_TO_HEAD.match(text, end) is None


# a short form in parentheses right after a name: " (ADBV)"
_SHORT_AFTER = pattern_cache.compile(r" \((?P<s>\p{Lu}[\p{L}\p{N}-]{1,11})\)")


def _variant_hit(start: int, end: int, name: str, base: Dataset) -> _Hit:
    """The catalog's entry for a variant of ``base`` written ``name``, or a name built on it."""
    entry = lookup(name)
    return _Hit(start, end, entry) if entry is not None else _Hit(start, end, None, base=base, name=name)


# what may follow a release number: the end of the name's phrase, no unit or more digits
_RELEASE_END = pattern_cache.compile(r"(?![\p{L}\p{N}%]|[.,]\d|\s?%)")
_TASK_WORDS = frozenset(w.lower() for w in name_cues.cue_words("task_noun"))
_NAME_END = name_cues.alternation(name_cues.cue_words("name_end", name_cues.DATASETS))
# (a mark with a pattern is glued to its number: "DR17"; the others take a space or none)
_RELEASE_MARK = "|".join(
    r.get("pattern") or regex.escape(r["word"]).replace(r"\ ", r"[ \t]+") + r"[ \t]?"
    for r in lexicon.load("name_cues")
    if r["role"] == "release_mark"
)
_DERIVED_TAIL = pattern_cache.compile(
    rf"(?P<words>[ \t]+(?P<version>[vV]\d+(?:\.\d+)*)(?![\p{{L}}\p{{N}}])"
    # a release number without its "v" where the name's phrase ends after it ("OntoNotes 4.0
    # and MSRA", "MultiWOZ 2.4,"), not a value reported on the dataset ("CIFAR-10 94.5%")
    rf"|[ \t]+(?P<release>[1-9]\.\d)(?=\s*[,;:()]|\.(?!\d)|\s+(?:and|or)\s+(?![\d+\-−])|\s+{_HEADS}\b)"
    # one task or track of a shared-task series ("SemEval-2017 Task 4")
    # (or a data release: "APOGEE DR17", "Landsat Collection 2", name_cues.tsv release_mark)
    rf"|[ \t]+(?P<task>(?:{_RELEASE_MARK})\d{{1,2}}(?:\.\d)?[A-C]?)(?![\p{{L}}\p{{N}}])"
    # a variant code where the name's phrase ends after it ("NTU RGB+D 60,", "ASVspoof 2019 LA
    # and", "PEGASE 1354-bus and", "the CALCE CS2 cells"), not a count or value ("MNIST 10
    # times", "CIFAR-10 94.5%")
    rf"|[ \t]+(?P<variant>\d{{2,4}}(?:-\p{{Ll}}{{2,5}})?|\p{{Lu}}{{2,3}}\d?)"
    rf"(?=\s*[,;)]|\.(?:\s|$)|\s+(?:and|or)\s+(?![\d+\-−])|\s+(?:{_HEADS}|cells|systems?|sets?|splits?|subsets?)\b)"
    # (not its system: "the DCASE 2023 Task 4 baseline")
    rf"(?![ \t]+{_SYSTEM_WORDS}\b)"
    # capitalised words, then a Title-Case word that ends the name and belongs to it ("the
    # TREC Session Track", "the Monash Forecasting Archive")
    rf"|(?P<titled>(?:[ \t]+\p{{Lu}}[\p{{L}}\p{{N}}]*){{1,2}})[ \t]+{_NAME_END}(?![\p{{L}}\p{{N}}-])"
    # (a word may carry hyphenated pieces: "CapgMyo DB-a")
    rf"|(?:[ \t]+\p{{Lu}}[\p{{L}}\p{{N}}]*(?:-(?:\p{{Ll}}|\p{{N}}+)(?![\p{{L}}\p{{N}}]))*){{1,2}}"
    # the head noun right after, or after the name coordinated with it ("the Waymo Open
    # Motion and the Argoverse 2 Motion Forecasting datasets", "IWSLT17 TED and News
    # Commentary v11 benchmarks")
    rf"(?=[ \t]+{_HEADS}\b|\s*,?\s+(?:and|or)\s+(?:the\s+)?(?:(?:[\p{{Lu}}\p{{N}}][\p{{L}}\p{{N}}.+-]*|[vV]\d+(?:\.\d+)*)\s+){{1,4}}{_HEADS}\b))"
)


# right after a verb of beating another (baselines.tsv outdo_verb): a name built on a
# catalog name there is a system built on its data ("outperforming Contact-GraspNet")
_COMPARED_BEFORE = pattern_cache.compile(
    r"\b(?:" + "|".join(r["word"] for r in lexicon.load("baselines") if "outdo_verb" in r.values("list")) + r")\s(?:the\s)?$",
    regex.IGNORECASE,
)


def _derived_words(words: str) -> bool:
    """Are the capitalised words after a catalog name part of a longer name (not common
    words, field acronyms or metrics: "the MNIST Test dataset" is MNIST's test set)?"""
    return all(w.lower() not in _COMMON and w.lower() not in _GENERIC and not is_model(w) for w in words.split())


def _camel_acronym(mention: str, entry: Dataset) -> bool:
    """Is ``mention`` a camel-case spelling ("CoCo") of a name the catalog only writes in
    capitals ("COCO")?  Then it is another name: a method, a model, a tool."""
    return bool(_CAMEL.search(mention)) and _all_caps_only(entry, key(mention))


@lru_cache(maxsize=4096)
def _all_caps_only(entry: Dataset, k: str) -> bool:
    forms = [s for s, _ in surface_forms(entry) if key(s) == k]
    return bool(forms) and not any(c.islower() for s in forms for c in s)


def _defines(long_form: str, short: str) -> bool:
    """Schwartz-Hearst test: the letters of ``short`` occur in order in ``long_form``,
    the first one starting a word."""
    letters = [c.lower() for c in short if c.isalnum()]
    lf = long_form.lower()
    if not letters:
        return False
    j = len(lf)
    for idx in range(len(letters) - 1, -1, -1):
        c = letters[idx]
        while True:
            j = lf.rfind(c, 0, j)
            if j < 0:
                return False
            if idx > 0 or j == 0 or not lf[j - 1].isalnum():
                break
    return True


_DEVICES = frozenset(w.lower() for w in name_cues.cue_words("device"))


def _defines_here(text: str, h: _Hit) -> bool:
    """Is the name at ``h`` this paper's own short form ("we propose SHIFT (Spectral
    Heteroscedastic ...)") or part of a longer name ("(BRIAR Government Collection)")?"""
    if _CAP_WORD_AFTER.match(text, h.end):
        return True
    nxt = _NEXT_WORD.match(text, h.end)
    if nxt is not None and nxt.group("w").lower() in _DEVICES and not _device_data(text, nxt.end()):
        return True  # "a dual-arm ALOHA robot"
    paren = text.find("(", h.end, h.end + 3)
    if paren < 0:
        return False
    pair = find_abbreviations(text, paren, paren + 1)
    return bool(pair) and pair[0].short_start == h.start


_RELEASE_IN_NAME = pattern_cache.compile(r"(?<![\d.])v?\d\.\d(?![\d.])")


def _released(entry, surface: str, release: str) -> bool:
    """Is "<surface> <release>" a release of the catalog entry ("OntoNotes 4.0", "MultiWOZ
    2.4", "Argoverse 2.0")?  Only where the catalog knows it, or knows the series in
    numbered releases ("MultiWOZ 2.1"); "ImageNet 1.3" is a value reported on ImageNet."""
    if lookup(f"{surface} {release}") is not None:
        return True
    if release.endswith(".0") and lookup(f"{surface} {release[:-2]}") is not None:
        return True
    return any(_RELEASE_IN_NAME.search(n) for n in (entry.name, *entry.aliases))


def named_device(text: str, mention: str) -> bool:
    """Does the paper write ``mention`` right before a device noun anywhere ("AMD MI250X
    and MI300X GPUs ... peak FLOPs on MI300X")?  Then it is the hardware, not data."""
    at = text.find(mention)
    while at >= 0:
        end = at + len(mention)
        nxt = _NEXT_WORD.match(text, end)
        if nxt is not None and nxt.group("w").lower() in _DEVICES and not text[end : end + 1].isalnum() and not _device_data(text, nxt.end()):
            return True
        at = text.find(mention, end)
    return False


def _device_data(text: str, at: int) -> bool:
    """Does a data head noun follow the device noun ending at ``at`` ("the SmartFall
    smartwatch dataset")?  Then the name is data recorded with the device."""
    nxt = _NEXT_WORD.match(text, at)
    return nxt is not None and nxt.group("w").lower() in _DATA_HEADS


_DATA_HEADS = frozenset(
    w for r in name_cues.dataset_heads() for h in (r["head"], r["plural"]) for w in (h.lower(), h.lower().replace(" ", ""))
)


_DATA_LONG_HEAD = pattern_cache.compile(
    r"\s(?:" + "|".join(name_cues.cue_patterns("data_long_head", name_cues.DATASETS)) + r")$"
)


# "Case Western Reserve University (CWRU) bearing dataset": the acronym heads a dataset's name
# (a modifier at most between, no preposition or count: not "(ARC) on four benchmarks")
_DATA_HEAD_AFTER = pattern_cache.compile(
    rf"(?i)\)\s(?:(?!{name_cues.alternation(name_cues.cue_words('acronym_gap', name_cues.DATASETS))}\b)\p{{L}}[\w-]*\s)?{_HEADS}\b"
)


def names_data(long_form: str) -> bool:
    """Does a long form end in a head that names data ("... Examination Survey", "... Registry")?
    Its acronym is then the dataset the catalog knows by that acronym, not a redefinition."""
    return _DATA_LONG_HEAD.search(long_form) is not None


# a proper name spelled out (its words capitalised, but for function words) after what data
# is taken on or from: "evaluated on the General Language Understanding Evaluation (GLUE)"
# (not "using the Propensity Score Matching (PSM)", "of the Radiative Transfer Equation (RTE)")
_TITLED = pattern_cache.compile(r"\p{Lu}\S*(?:\s(?:\p{Lu}\S*|of|for|and|the|on|in|to))*")
_USED_THE_BEFORE = pattern_cache.compile(r"\b(?:on|from)\sthe\s$", regex.IGNORECASE)


def _data_spelled_out(text: str, h: _Hit, long_form: str) -> bool:
    """Is the long form before a catalog short form the name of data the paper uses, which
    the catalog does not spell out ("contributing to the Medical Information Mart for
    Intensive Care IV (MIMIC-IV)"), rather than a redefinition ("We propose Learned
    Progressive Widening (LPW)", "into the Low Risk Area (LRA)")?"""
    if not _TITLED.fullmatch(long_form):
        return False
    at = text.rfind(long_form, 0, h.start)
    return at > 0 and _USED_THE_BEFORE.search(text, max(0, at - 16), at) is not None


# a long form in parentheses right after an acronym: "CoRIS (Coastal Resilience Indicator Selection)"
_LONG_FORM_AFTER = pattern_cache.compile(r"\s\((?P<long>\p{Lu}[\p{L}-]*(?:\s[\p{L}-]+){1,8})\)")


def _drop_redefined(text: str, hits: list[_Hit]) -> list[_Hit]:
    """An acronym the paper defines as something else ("constraints (COCO)") is not the
    dataset that shares it, anywhere in the paper."""
    redefined: set[str] = set()
    for h in hits:
        entry = h.entry or h.base  # also a name built on a catalog name: "Self-Supervised
        # denoising Transformer (SST-GP)" is the paper's SST, not a variant of the SST dataset
        if entry is None:
            continue
        if (after := _LONG_FORM_AFTER.match(text, h.end)) is not None:
            # the acronym first, its other long form after it: "We present CoRIS (Coastal
            # Resilience Indicator Selection), a participatory framework"
            short, long_form = text[h.start : h.end], after.group("long")
            # (only where the catalog spells the acronym out and this is another long form:
            # "FEVER (Fact Extraction and VERification)" stays FEVER, whose long form the
            # catalog lacks)
            if (
                _ACRONYM.fullmatch(short)
                and _defines(long_form, short)
                and lookup(long_form) is not entry
                and not names_data(long_form)
                and any(
                    " " in form and short.lower() not in form.lower() and _defines(form, short)
                    for form in (entry.name, *entry.aliases)
                )
            ):
                redefined.add(short)
            continue
        if text[h.start - 1 : h.start] != "(" or text[h.end : h.end + 1] != ")":
            continue
        short = text[h.start : h.end]
        if not _ACRONYM.fullmatch(short) or sum(c.isupper() for c in short) < 2:
            continue
        spelled = short if h.entry is not None else short.split("-", 1)[0]
        need = len(short) + 4
        lo = max(0, h.start - 1 - 40 * need)
        words = text[lo : h.start - 1].split()
        if lo > 0 and len(words) <= need:  # the slice may have cut the first word
            words = text[: h.start - 1].split()
        words = words[-need:]
        for k in range(len(words)):
            long_form = " ".join(words[k:])
            if "(" in long_form or ")" in long_form:
                continue  # a long form holds no aside: "biometry (HC18), ... and breast lesions (BUSI)"
            if _defines(long_form, spelled) and words[k][:1].lower() == short[0].lower():
                other = lookup(long_form)
                # (or spelled out as another catalog entry, found there: "the Human Metabolome
                # Database (HMDB)" is no HMDB51)
                if other is not entry and (
                    other is not None
                    or not names_data(long_form) and not _DATA_HEAD_AFTER.match(text, h.end) and not _data_spelled_out(text, h, long_form)
                ):
                    redefined.add(short)
                break
    if not redefined:
        return hits
    return [h for h in hits if text[h.start : h.end] not in redefined]
