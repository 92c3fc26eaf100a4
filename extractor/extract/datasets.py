"""Named datasets, benchmarks, corpora and environments in an abstract.

Two sources of evidence, both read off ``doc.text`` so every span is exact:

* the catalog (``extractor.catalog``), matched by spaCy ``PhraseMatcher``s
  (``extractor.components.dataset_matcher``: case rules per alias, spelling variants as
  patterns) on a small Doc of the text around the catalog's anchor words, then
  validated on the text's alphanumeric units (boundaries, derived names like
  ``MATH-P-Hard``, year suffixes, ``CIFAR-10/100``).  Where the tokenizer keeps several
  units in one token that no pattern spells (``COCO-2017``, ``CelebA.``), the region is
  read by the unit walk over folding keys instead, which needs no tokens
  (``_scan_catalog``).
* context: names missing from the catalog are found where a careful reader would infer
  them — "the X dataset", "we introduce X, a benchmark of ...", "a new dataset, X",
  "X-Bench", variants built on a catalog name ("MATH-P-Hard"), and unknown names
  coordinated with known ones ("on DomainBed and InvarianceUnitTest").

Sentence spans (from ``extractor.nlp.Abstract``) scope the "introduced" decision and keep
capitalised ordinary words (``Traffic``) from matching at a sentence start; the
abstract is never tokenized as a whole, only the anchor regions (``_part_matches``).

Speed: the extractor must cost a small fraction of the ~0.6 ms per abstract the whole
pipeline may spend, so nothing walks every unit or token.  The catalog is found through a
set intersection of the text's ASCII words with the catalog's anchor words
(``Catalog.anchors``) and scanned only around those; the context patterns, all built
around a head noun ("dataset", "benchmark", ...), run only on short windows around head
nouns; coordination and ``-Bench`` names are looked up next to the hits that need them.
Every shortcut yields exactly what the whole-text scan yields (see the comments at
``_near_heads`` and ``_scan_catalog``).
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import lru_cache

import regex
from spacy.attrs import IDX, LENGTH
from spacy.tokens import Doc

from extractor import lexicon, pattern_cache
from extractor.catalog import (
    INNER_GAP, UNIT, Catalog, Dataset, _stop_words, by_leading_words, edition, get_catalog, is_model, key, lookup,
    surface_forms,
)
from extractor.components.dataset_matcher import load_for, loaded_matches
from extractor.extract import name_cues
from extractor.extract.abbreviations import find_abbreviations
from extractor.nlp import Abstract, as_abstract, get_nlp
from extractor.records import Artifact, DatasetMention

# --------------------------------------------------------------------------- vocab

# The words are data (``extractor/data/lexicon``, selected by ``name_cues``); the
# patterns here only arrange them.
def _head_forms(strong: bool = False) -> list[str]:
    return [f for r in name_cues.dataset_heads() if r["strong"] or not strong for f in (r["head"], r["plural"])]


_HEADS = name_cues.alternation(_head_forms(), spaced=r"\s?")  # "data set" or "dataset"
_STRONG_HEADS = pattern_cache.compile("(?i)^" + name_cues.alternation(_head_forms(strong=True), spaced=r"\s?") + "$")

# Acronyms and words that look like names but name fields, tasks, metrics, venues,
# tools or languages; "the NLP benchmark" or "an EEG dataset" names no dataset.
_GENERIC = frozenset(w.lower() for w in name_cues.well_known(name_cues.DATASETS))
_METRICS = frozenset(w.lower() for w in name_cues.well_known_of_kind("metric"))
# a short lower-case prefix before a capital ("s" of "sEMG", "mi" of "miRNA")
_LOWER_PREFIX = pattern_cache.compile(r"\p{Ll}{1,3}\p{Lu}")
_LOWERS = "abcdefghijklmnopqrstuvwxyz"

# Lower-case hyphen tails that turn a name into an adjective ("MNIST-based").
_ADJ_TAIL = pattern_cache.compile("(?i)-" + name_cues.alternation(name_cues.hyphen_tails(name_cues.DATASETS)) + "$")


def _create() -> regex.Pattern:
    """"we introduce", "this paper presents", "our work further constructs" ..."""
    self_nouns = name_cues.alternation(name_cues.cue_words("self_noun", name_cues.DATASETS))
    subjects = "|".join(f"[{w[0].upper()}{w[0]}]{regex.escape(w[1:])}" for w in name_cues.cue_words("subject"))
    adverbs = name_cues.alternation(name_cues.cue_words("adverb", name_cues.DATASETS))
    verbs = name_cues.alternation([r["verb"] for r in name_cues.introduce_verbs(name_cues.DATASETS)])
    gerunds = name_cues.alternation([r["gerund"] for r in name_cues.introduce_verbs(name_cues.DATASETS) if r.get("gerund")])
    who = rf"\b(?:{subjects}|[Tt]his\s+{self_nouns}|[Oo]ur\s+{self_nouns})\b"
    return regex.compile(
        rf"{who}(?:\s+{adverbs})*\s+{verbs}[sd]?\b"
        # "we address this gap by introducing X": the gerund after "by" in the paper's sentence
        rf"|{who}[^.;]*?\bby(?:\s+{adverbs})*\s+{gerunds}\b"
    )


_CREATE = _create()
# Words between the creation verb and a name that show the name is only used.
_BLOCK = pattern_cache.compile(r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("use_cue", name_cues.DATASETS)) + r")\b")
_NAMING = name_cues.alternation(name_cues.naming_cues("participle", "adverb"))
_STRICT_OBJ = pattern_cache.compile(
    rf"(?i)\s*(?:(?:the|a|an|our)\s+)?(?:[\w-]+\s+){{0,4}}?{_HEADS}\s*(?:[,:(]|{_NAMING})?\s*"
)
_METHOD_HEADS = name_cues.alternation(name_cues.own_method_heads())
_METHOD_APPOS = pattern_cache.compile(rf"(?i)\s*[:,]\s*(?:a|an|the)\s+(?:[\w-]+\s+){{0,5}}?{_METHOD_HEADS}\b")
# "PAWS-Data: an extensive dataset ..."
_DATA_APPOS = pattern_cache.compile(rf"\s*[:,(—]\s*(?:a|an|the)\s+(?:[\w-]+\s+){{0,5}}?{_HEADS}\b")
_NOVELTY = name_cues.alternation(name_cues.cue_words("novelty", name_cues.DATASETS))
_NEW = pattern_cache.compile(rf"(?i)\b{_NOVELTY}\b")
_NOVELTY_WORDS = frozenset(name_cues.cue_words("novelty", name_cues.DATASETS))

# A name-like string: units joined by hyphen/dot/plus, starting at a capital or digit or at
# a short lower-case prefix before its capital ("imSitu", "xView"), never inside a word
# (not "Rbix" out of "zoRbix")
_NAME = r"(?<![\p{L}\p{N}])(?:\p{Ll}{1,3}(?=\p{Lu})|[\p{Lu}\p{N}])[\p{L}\p{N}]*(?:[-.+][\p{L}\p{N}]+)*\+*(?:['’]\d\d(?!\p{L}))?"  # SHREC'14
_NAME_RE = pattern_cache.compile(_NAME)

# "the X dataset", "X benchmark" -- up to three name words before a head noun.
_HEAD_CUE = pattern_cache.compile(
    rf"(?P<pre>\b[\p{{L}}]+\s+)?(?P<name>{_NAME}(?:\s+(?:of\s+)?{_NAME}){{0,2}})\s+(?P<head>{_HEADS})\b"
)
# "the first benchmark MuSLR", "a new dataset, X", "a benchmark called X"
_AFTER_HEAD_SEP = rf"(?:\s*[,:(—–]\s*|\s+-{{1,3}}\s+|\s+{_NAMING}\s+|\s+)"  # "a new ... dataset - LUCES-ST"
_NAMING_AFTER = pattern_cache.compile(rf"\b{_NAMING}\b")
_AFTER_HEAD = pattern_cache.compile(
    rf"\b(?P<det>{_NOVELTY}|a|an)\s+(?P<mods>(?:[\w-]+\s+){{0,4}}?)(?P<head>{_HEADS})"
    rf"{_AFTER_HEAD_SEP}(?P<name>{_NAME})"
)
# "X, a new benchmark of ..." / "X, the first dataset ..." / "X (a benchmark ...)"
_APPOSITIVE_END = (
    r"(?=\s*(?:[,.;:()]|$)|\s+" + name_cues.alternation(name_cues.cue_words("appositive_end", name_cues.DATASETS)) + r"\b)"
)
_QUANTIFIERS = name_cues.cue_words("quantifier", name_cues.DATASETS)
_DETERMINER = name_cues.alternation(("the", *_QUANTIFIERS))
_APPOSITIVE = pattern_cache.compile(
    rf"(?P<name>{_NAME})\s*(?:,|\(|:|—|--)\s*(?:{_DETERMINER}\s+)"
    rf"(?P<mods>(?:[\w-]+\s+){{0,6}}?){_HEADS}{_APPOSITIVE_END}"
)
# a description of a method, or one that goes on ("a benchmark for", "a suite that")
_METHODISH = pattern_cache.compile(rf"(?i)\b(?:{_METHOD_HEADS}|for|of|that|to|which|with)\b")
_SUFFIXES = tuple(name_cues.name_suffixes())
_BENCH_SUFFIX = pattern_cache.compile("(?i)" + name_cues.alternation(_SUFFIXES) + "$")
_LIST_SEP = pattern_cache.compile(r"^\s*(?:,\s*(?:and|or|as\s+well\s+as)?|and|or|&|/|;)\s*$")
_URL = pattern_cache.compile(r"https?://\S+|www\.\S+|\S+\.(?:com|org|io|net|edu|ai)/\S*")
_YEAR = pattern_cache.compile(r"^(?:19|20)\d\d$")
_TWO_DIGITS = pattern_cache.compile(r"\d\d")
_TITLE_WORD = pattern_cache.compile(r"^\p{Lu}\p{Ll}+$")
_PLURAL_ACRONYM = pattern_cache.compile(r"\p{Lu}{2,}s")
_MIXED_PLURAL = pattern_cache.compile(r"\p{Lu}[\p{L}\p{N}]*\p{Lu}s")  # the plural of a mixed-case acronym
_NUMBERISH = pattern_cache.compile(r"[\d.,+\-]+|\p{Lu}")
_QUANTITY = pattern_cache.compile(r"\d[\d.,]*(?:[a-z]{1,3}|dB|[KMGT]B|[kMG]?Hz)")
_VERSION = pattern_cache.compile(r"(?i)v?\d+(?:\.\d+)*[kmb]?")
_CAMEL = pattern_cache.compile(r"\p{Ll}\p{Lu}")
_UPPER = pattern_cache.compile(r"\p{Lu}")
_LETTER = pattern_cache.compile(r"\p{L}")
_DIGIT = pattern_cache.compile(r"\p{N}")
_CAP_OR_DIGIT = pattern_cache.compile(r"[\p{Lu}\p{N}]")
_LOWER_PIECE_WITH_DIGIT = pattern_cache.compile(r"\p{Ll}+\p{N}[\p{L}\p{N}]*(?![\p{L}\p{N}\-])")
# a data split's name at the start of a piece glued on by a hyphen ("COCO-val2017")
_SPLIT_START = pattern_cache.compile(
    "(?i)" + name_cues.alternation([r["word"] for r in lexicon.load("phrases") if "split" in r.values("list")])
)
_ACRONYM = pattern_cache.compile(r"[\p{Lu}\p{N}][\p{L}\p{N}\-]{1,9}")
_A_DESCRIPTION = pattern_cache.compile(
    r"(?i)\b(?:a|an)\s+(?:(?!(?:on|in|of|for|with|from|to|by|at|the|and|or)\b)[\w-]+\s+){0,3}$"
)
_CAP_WORD_AFTER = pattern_cache.compile(r" \p{Lu}\p{Ll}")
# coordination around a dataset (``_extend_lists``)
# a short parenthesis may follow each name: "JIGSAWS (↑ 6.0%), MTL-AQA (↑ 0.99%), and X";
# an arrow pairs the source and target datasets of a transfer ("Kinetics->BABEL")
_RIGHT_SEP = pattern_cache.compile(
    r"(?:\s*\([^()]{1,24}\))?\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|&\s*|/|<?->|[→↔])\s*")
_LEFT_SEP = pattern_cache.compile(r"(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|/|\s*(?:<?->|[→↔])\s*)$")
_CONJ = pattern_cache.compile(r"\b(?:and|or)\b|[&/→↔]|->")
_HEAD_AFTER = pattern_cache.compile(rf"\s+{_HEADS}\b")
# the characters a ``_NAME`` is made of, read backwards from a position
_NAME_CHARS_BACK = pattern_cache.compile(r"[\p{L}\p{N}\-.+]*", regex.REVERSE)
_NAME_CHARS = pattern_cache.compile(r"[\p{L}\p{N}\-.+]*")
_COMMON = name_cues.common_words()


def _sentence_starts(ab: Abstract) -> list[int]:
    """Start offsets of the sentences; the text's first character always starts one (as
    the first token does in a spaCy Doc, leading white space included)."""
    starts = [a for a, _ in ab.sentences]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    return starts


def _sentence_of(starts: list[int], pos: int) -> int:
    """Start of the sentence holding ``pos`` (the first sentence for a position before it)."""
    return starts[max(bisect_right(starts, pos) - 1, 0)]


@lru_cache(maxsize=8192)
def _namey(s: str, *, strong: bool = False) -> bool:
    """Does ``s`` look like a dataset's proper name rather than a word or acronym?

    ``strong`` cues ("the X dataset", "benchmark X") also admit one capitalised word
    (``Brittlebench``, ``Reddit``) that is not an ordinary word.

    Cached: a function of the string alone (the word lists and the catalog are read once
    per process), asked again and again about the same candidates ("The", "Our", a
    dataset's name in every rule that meets it).
    """
    if not s or s.lower() in _GENERIC or is_model(s):
        return False
    if s[0].islower() and _LOWER_PREFIX.match(s) and s.lstrip(_LOWERS).lower() in _GENERIC:
        return False  # "sEMG", "mRNA", "iEEG": a kind of data with a lower-case prefix
    if _ADJ_TAIL.search(s):
        return False
    if "-" in s and s.rsplit("-", 1)[1].lower() in _METRICS:
        return False  # "SC-IoU", "COCO-mAP": a metric
    if _QUANTITY.fullmatch(s):
        return False  # "250km", "0.5dB"
    if "-" in s and all(p.lower() in _GENERIC or p.islower() for p in s.split("-")):
        return False  # "RGB-thermal": a kind of data
    if _PLURAL_ACRONYM.fullmatch(s) or _MIXED_PLURAL.fullmatch(s):  # LLMs, GNNs, NeRFs, ViTs
        return False
    words = s.split()
    if all(w.lower() in _COMMON or w.lower() in _GENERIC for w in words):
        return False
    if _NUMBERISH.fullmatch(s):
        return False
    if _VERSION.fullmatch(s):  # versions and sizes
        return False
    shaped = (
        _CAMEL.search(s)
        or len(_UPPER.findall(s)) >= 2
        or (_LETTER.search(s) and _DIGIT.search(s))
        or _BENCH_SUFFIX.search(s)
    )
    if shaped:
        return True
    return strong and len(words) == 1 and bool(_TITLE_WORD.match(s)) and s.lower() not in _COMMON


@dataclass(slots=True)
class _Hit:
    start: int
    end: int
    entry: Dataset | None  # None: discovered
    introduced: bool = False
    base: Dataset | None = None  # the catalog name a derived one is built on ("MATH-P-Hard")
    name: str | None = None  # a discovered name when the mention holds more ("X Benchmark")


# ASCII letters and digits kept (lower-cased), every other byte a separator: the split of
# the UTF-8 text is its ASCII units, and a non-ASCII character always ends one.
_ASCII_UNITS = bytes(c if 48 <= c <= 57 or 97 <= c <= 122 else c + 32 if 65 <= c <= 90 else 32 for c in range(256))
# from a position back over the rest of its white-space run and the run before it
_CONTEXT_BACK = pattern_cache.compile(r"(?:\S+\s+)?\S*", regex.REVERSE)


class _Units:
    """The text's units (``catalog.UNIT``) from a position on, read only as far as asked."""

    __slots__ = ("spans", "_it")

    def __init__(self, text: str, pos: int):
        self.spans: list[tuple[int, int]] = []
        self._it = UNIT.finditer(text, pos)

    def get(self, k: int) -> tuple[int, int] | None:
        spans = self.spans
        while len(spans) <= k:
            m = next(self._it, None)
            if m is None:
                return None
            spans.append(m.span())
        return spans[k]


@lru_cache(maxsize=4)
def _probe(anchor_words: frozenset[bytes]) -> frozenset[bytes]:
    """The ASCII units worth looking up in a text: the catalog's anchor words and the
    units a head noun can be (``_HEAD_UNITS``)."""
    return anchor_words.union(*_HEAD_UNITS.values())


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
    if text[end : end + 1] == "." and text[end + 1 : end + 2].isdigit() and text[end - 1].isdigit():
        # glued to more digits by a point, the name is another one: "C4.5" (a decision
        # tree algorithm) is not C4; one the catalog knows ("CIFAR-10.1") is matched
        # whole; ".0" writes the same version out ("Argoverse 2.0" is Argoverse 2)
        nxt = get(last + 1)
        if nxt is None or nxt[0] != end + 1 or text[nxt[0] : nxt[1]].strip("0"):
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
    # An edition ("VisDial v1.0"), or capitalised words between the name and a head noun
    # ("the ImageNet VID dataset"), make a dataset built on it.
    tail = _DERIVED_TAIL.match(text, end)
    if tail is not None and _derived_words(tail.group("words")):
        b = tail.end("words")
        surface = text[start:b]
        version = tail.group("version")
        entry2 = lookup(surface) or (lookup(text[start:end] + " " + version[1:]) if version else None)
        hits.append(_Hit(start, b, entry2) if entry2 is not None else _Hit(start, b, None, base=entry))
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
        while (nxt := get(b + 1)) is not None and text[spans[b][1] : nxt[0]] == "-":
            b += 1
        # keep only the part before a lower-case adjective tail ("-based"; not a piece
        # with a digit: "-ctest10k")
        while b > last and text[spans[b][0]].islower() and not _LOWER_PIECE_WITH_DIGIT.match(text, spans[b][0]):
            b -= 1
        surface = text[spans[a][0] : spans[b][1]]
        if (b > last or a < i) and not is_model(surface) and lookup(surface) is None:
            hits.append(_Hit(spans[a][0], spans[b][1], None, base=entry))
        elif lookup(surface) is not None:
            hits.append(_Hit(spans[a][0], spans[b][1], lookup(surface)))
        return b + 1
    # An ordinary word kept case-exact ("Traffic") is not a name at a sentence start.
    if cs and last == i and _TITLE_WORD.match(text[start:end]):
        prev_cap = i > 0 and text[spans[i - 1][1] : start] == " " and text[spans[i - 1][0]].isupper()
        nxt = get(last + 1)
        next_cap = nxt is not None and text[end : nxt[0]] == " " and text[nxt[0]].isupper()
        if start in sent_starts or prev_cap or next_cap:
            return last + 1  # "Equal Opportunity", "Traffic forecasting ..."
    if _inside_name(text, spans, get, i, last, sent_starts):
        return last + 1
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
    nxt = get(last + 1)
    if nxt is None or text[end : nxt[0]] != " " or not _TITLE_CASE_WORD.fullmatch(text, nxt[0], nxt[1]):
        return False
    return _CAPS_TO_HEAD.match(text, end) is None


def _variant_hit(start: int, end: int, name: str, base: Dataset) -> _Hit:
    """The catalog's entry for a variant of ``base`` written ``name``, or a name built on it."""
    entry = lookup(name)
    return _Hit(start, end, entry) if entry is not None else _Hit(start, end, None, base=base, name=name)


_DERIVED_TAIL = pattern_cache.compile(
    rf"(?P<words>[ \t]+(?P<version>[vV]\d+(?:\.\d+)*)(?![\p{{L}}\p{{N}}])|(?:[ \t]+\p{{Lu}}[\p{{L}}\p{{N}}]*){{1,2}}"
    # the head noun right after, or after the name coordinated with it ("the Waymo Open
    # Motion and the Argoverse 2 Motion Forecasting datasets")
    rf"(?=[ \t]+{_HEADS}\b|\s*,?\s+(?:and|or)\s+(?:the\s+)?(?:[\p{{Lu}}\p{{N}}][\p{{L}}\p{{N}}.+-]*\s+){{1,4}}{_HEADS}\b))"
)


def _derived_words(words: str) -> bool:
    """Are the capitalised words after a catalog name part of a longer name (not common
    words, field acronyms or metrics: "the MNIST Test dataset" is MNIST's test set)?"""
    return all(w.lower() not in _COMMON and w.lower() not in _GENERIC for w in words.split())


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
    if nxt is not None and nxt.group("w").lower() in _DEVICES:
        return True  # "a dual-arm ALOHA robot"
    paren = text.find("(", h.end, h.end + 3)
    if paren < 0:
        return False
    pair = find_abbreviations(text, paren, paren + 1)
    return bool(pair) and pair[0].short_start == h.start


def _drop_redefined(text: str, hits: list[_Hit]) -> list[_Hit]:
    """An acronym the paper defines as something else ("constraints (COCO)") is not the
    dataset that shares it, anywhere in the paper."""
    redefined: set[str] = set()
    for h in hits:
        entry = h.entry or h.base  # also a name built on a catalog name: "Self-Supervised
        # denoising Transformer (SST-GP)" is the paper's SST, not a variant of the SST dataset
        if entry is None or text[h.start - 1 : h.start] != "(" or text[h.end : h.end + 1] != ")":
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
            if _defines(long_form, spelled) and words[k][:1].lower() == short[0].lower():
                if lookup(long_form) is not entry:
                    redefined.add(short)
                break
    if not redefined:
        return hits
    return [h for h in hits if text[h.start : h.end] not in redefined]


# "We introduce a new salient object detection dataset using images taken by ..., which we
# call X": a naming cue right before the name names the dataset the verb introduced, however
# long (and whatever use words) the description between them
_NAMING_ENDS = tuple(f" {cue} " for cue in name_cues.naming_cues("participle")) + tuple(
    f" we {cue} " for cue in name_cues.naming_cues("verb")
)
_DATA_OBJECT = pattern_cache.compile(
    rf"(?i)\s*(?:(?:the|a|an|our)\s+)?(?:[\w-]+\s+){{0,5}}?{_HEADS}\b(?P<rest>.*)", regex.DOTALL
)
_METHOD_WORD = pattern_cache.compile(rf"(?i)\b{_METHOD_HEADS}\b")


def _names_object(between: str) -> bool:
    """Is ``between`` a dataset head noun's phrase (the verb's object) up to the naming cue,
    with no method head noun after it ("a dataset and a model, which we call X")?"""
    m = _DATA_OBJECT.match(between)
    return m is not None and _METHOD_WORD.search(m.group("rest")) is None


_VERSION_AFTER = pattern_cache.compile(r" (?:v\d+(?:\.\d+)*|(?:19|20)\d\d)(?![\p{L}\p{N}])")


# (``re``: literal cues, no two of which match at one position, so either module finds the
# same; ``re`` scans for literals several times faster)
_NAMING_LATER = re.compile(
    "(?:" + "|".join(re.escape(c) for c in sorted(_NAMING_ENDS, key=len, reverse=True)) + ")"
)


def _named_later(text: str, starts: list[int], h: int, end: int) -> tuple[int, int] | None:
    """The name a naming cue gives, later in the sentence, to the dataset a creation cue
    introduced with the head noun at ``h:end`` ("we introduce a new multimodal dataset for
    zero-shot evaluation called X", "... dataset using images taken by ..., which we call
    X"), looked for in a short window after the head; a name the catalog knows is left to
    the catalog."""
    c = _NAMING_LATER.search(text, end, end + 240)
    if c is None or text.find(". ", end, c.start()) >= 0:
        return None
    a = c.end()
    b = _name_run(text, a, min(len(text), a + 80))
    if b is not None and (v := _VERSION_AFTER.match(text, b)) is not None:
        b = v.end()  # "named MUSIC-AVQA v2.0"
    if b is None or text.startswith(" (", b) or lookup(text[a:b].rstrip(".,;:)")) is not None:
        return None  # "named Facial Image Composition (FIC) data": the short form is read as one
    window = text[_sentence_of(starts, h) : a]
    m = None
    for m in _CREATE.finditer(window):
        pass
    return (a, b) if m is not None and _names_object(window[m.end() :]) else None


def _introduced(text: str, sent_start: int, start: int, *, strict: bool) -> bool:
    """Is the name at ``start`` the object of "we introduce/construct/release ..."?"""
    window = text[sent_start:start]
    m = None
    for m in _CREATE.finditer(window):
        pass
    if m is None:
        return False
    between = window[m.end() :]
    if not strict and between.endswith(_NAMING_ENDS) and _names_object(between):
        return True
    if _BLOCK.search(between) or len(between.split()) > (8 if not strict else 6):
        return False
    if strict:
        # a known dataset is new only when it is itself the thing introduced
        return not between.strip(" ,:(") or bool(_STRICT_OBJ.fullmatch(between))
    return True


def _overlaps(hits: list[_Hit], a: int, b: int) -> bool:
    for h in hits:  # a loop, not any(<generator>): asked for every candidate name
        if h.start < b and a < h.end:
            return True
    return False


# Every context pattern holds a head noun preceded by white space; these find the heads.
_HEAD_AT = pattern_cache.compile(_HEADS)
# stem -> the units a head found from it can be in the text's ASCII view
# (``_ascii_view``).  A head is preceded by white space and every pattern reads a
# non-word character or the end right after it (``\b``, a separator, white space), so
# its ASCII unit is the head itself, or "data"/"test" of "data sets"/"test beds".  The
# stem is the common start of a head's forms, its first word if it has several.
def _head_units() -> dict[str, tuple[bytes, ...]]:
    out: dict[str, tuple[bytes, ...]] = {}
    for r in name_cues.dataset_heads():
        forms = (r["head"], r["plural"])
        words = [f.split() for f in forms]
        stem = words[0][0] if len(words[0]) > 1 else os.path.commonprefix(forms)
        units = [w[0] for w in words if len(w) > 1] + ["".join(w) for w in words]
        out[stem] = tuple(dict.fromkeys(u.encode() for u in units))
    return out


_HEAD_UNITS = _head_units()
# stems of heads written in two words: a head only as "data set(s)", "test bed(s)"
_SPLIT_STEMS = frozenset(r["head"].split()[0] for r in name_cues.dataset_heads() if " " in r["head"])


# what may follow such a stem: the second word's first letter (no space) or white space
_S_OR_SPACE = frozenset(r["head"].split()[1][0] for r in name_cues.dataset_heads() if " " in r["head"]) | frozenset(
    chr(c) for c in range(0x3001) if chr(c).isspace()
)


def _head_starts(text: str, present: frozenset[bytes]) -> dict[int, int]:
    """Where a head noun starts, after white space, in order, each with where
    ``_HEAD_AT`` ends there (read again by every rule that looks at the head).  A stem
    none of whose head units is among the text's units (``present``, from
    ``_ascii_view``) heads no match there, and the text is not searched for it: most
    abstracts hold only one or two of the eight.  (No stem starts another, so one
    position is found once.)"""
    out = []
    for stem, head_units in _HEAD_UNITS.items():
        if present.isdisjoint(head_units):
            continue
        p = text.find(stem)
        short = stem in _SPLIT_STEMS
        while p >= 0:
            if (
                p > 0
                and text[p - 1].isspace()
                and (not short or text[p + len(stem) : p + len(stem) + 1] in _S_OR_SPACE)
                and (m := _HEAD_AT.match(text, p))
            ):
                out.append((p, m.end()))
            p = text.find(stem, p + 1)
    out.sort()
    return dict(out)


def _runs_back(n: int) -> regex.Pattern:
    return regex.compile(rf"(?:\S+\s+){{0,{n}}}", regex.REVERSE)


def _runs_forward(n: int) -> regex.Pattern:
    return regex.compile(rf"\S*(?:\s+\S+){{0,{n}}}")


# (pattern, white-space runs a match may reach before its head, runs after), one more
# of each than the pattern allows: _HEAD_CUE has a word and three names before "dataset"
# and a two-run head ("data sets"); _AFTER_HEAD a determiner and four modifiers before,
# a separator ("called") and the name after; _APPOSITIVE a name, separator, determiner
# and six modifiers before, and looks one word past the head.
#
# Each also has a test that a head can be its head at all, read at the head's edges:
# a name right before it (_HEAD_CUE), the right words right after it, or for
# _APPOSITIVE also the right words before it (the end of a name, a separator, a
# determiner and at most six modifiers: most heads have no separator that close).  A
# head that fails is skipped; a match with a later head is found from that head's window.
_NAME_BEFORE = pattern_cache.compile(rf"{_NAME}\s+", regex.REVERSE)
_AFTER_HEAD_TAIL = pattern_cache.compile(rf"{_AFTER_HEAD_SEP}[\p{{Lu}}\p{{N}}]")
_APPOSITIVE_TAIL = pattern_cache.compile(_APPOSITIVE_END)
_APPOSITIVE_LEAD = pattern_cache.compile(
    rf"[\p{{L}}\p{{N}}+]\s*(?:,|\(|:|—|--)\s*{_DETERMINER}\s+(?:[\w-]++\s++){{0,6}}", regex.REVERSE
)  # (possessive: a word is read whole, between white space, so nothing to give back)


def _name_before(text: str, h: int, end: int) -> bool:
    return _NAME_BEFORE.match(text, 0, h) is not None


def _tail(pattern: regex.Pattern):
    def test(text: str, h: int, end: int) -> bool:
        # the head may also end before an optional plural "s"
        if pattern.match(text, end) is not None:
            return True
        return text[end - 1] == "s" and pattern.match(text, end - 1) is not None

    return test


_HEAD_CUE_WIN = (_HEAD_CUE, _runs_back(5), _runs_forward(2), _name_before)
_AFTER_HEAD_WIN = (_AFTER_HEAD, _runs_back(6), _runs_forward(4), _tail(_AFTER_HEAD_TAIL))
_appositive_tail = _tail(_APPOSITIVE_TAIL)


def _appositive_head(text: str, h: int, end: int) -> bool:
    return _APPOSITIVE_LEAD.match(text, 0, h) is not None and _appositive_tail(text, h, end)


_APPOSITIVE_WIN = (_APPOSITIVE, _runs_back(10), _runs_forward(3), _appositive_head)


def _near_heads(win: tuple, text: str, heads: dict[int, int]):
    """``pattern.finditer(text)``, searching only short windows around head nouns.

    A match holds a head and spans at most the given white-space runs around it, so the
    first match at or after ``pos`` starts no earlier than the window of the first head
    at or after ``pos``; searching that window (then the next head's) finds it.  The
    window ends at white space, where ``\\b`` and the lookaheads read what the whole
    text would give them.
    """
    pat, back, forward, possible = win
    pos = 0
    for h, end in heads.items():
        if h < pos or not possible(text, h, end):
            continue
        while True:
            m = pat.search(text, back.match(text, pos, h).start(), forward.match(text, h).end())
            if m is None:
                break
            yield m
            pos = m.end()
            if pos > h:
                break


def _bench_names(text: str, low: str):
    """The ``_NAME_RE`` matches of the whole text that may end in -bench, -gym, -arena:
    those of the name-character runs where such an ending is followed by a non-letter."""
    runs = set()
    n = len(low)
    for suffix in _SUFFIXES:
        p = low.find(suffix)
        while p >= 0:
            e = p + len(suffix)
            if e == n or not low[e].isalnum():
                r = _NAME_CHARS_BACK.match(text, 0, p).start()
                runs.add((r, _NAME_CHARS.match(text, p).end()))
            p = low.find(suffix, e)
    for r, e in sorted(runs):
        yield from _NAME_RE.finditer(text, r, e)


def _discover(
    text: str,
    low: str,
    hits: list[_Hit],
    starts: list[int],
    urls: list[tuple[int, int]],
    present: frozenset[bytes],
) -> list[_Hit]:
    found: list[_Hit] = []

    def add(a: int, b: int, *, strong: bool, new: bool = False, name: str | None = None, defined: bool = False) -> None:
        """Record the name at ``a:b`` (``name``: its name when the mention holds more, as
        a head: "ChineseHardCase Benchmark"); ``defined``: drop it if the paper defines
        it as the short form of something else."""
        # trim trailing punctuation a name never ends with
        while b > a and text[b - 1] in ".,;:)":
            b -= 1
        s = text[a:b]
        if not s:
            return
        if _overlaps(hits, a, b) or _overlaps(found, a, b):
            return
        if any(x <= a < y for x, y in urls):
            return
        entry = lookup(name or s)
        if entry is None and not _namey(name or s, strong=strong):
            return
        if entry is None and defined and _defined_as_other(text, s):
            return
        sent = _sentence_of(starts, a)
        intro = new or _introduced(text, sent, a, strict=False)
        found.append(_Hit(a, b, entry, intro, name=name if entry is None else None))

    heads = _head_starts(text, present)
    for m in _near_heads(_HEAD_CUE_WIN, text, heads):
        pre = (m.group("pre") or "").strip().lower()
        head = m.group("head").lower()
        if _A_DESCRIPTION.search(text[max(0, m.start("name") - 50) : m.start("name")]):
            continue  # "an object-level SA dataset": a description, not a name
        if pre in _QUANTIFIERS:
            continue
        if head.endswith("s") and not head.endswith("corpus"):
            # "MIL datasets": a kind of data, unless names are listed before it ("the NBA
            # and JTA datasets": ``_around_head``) or with a known one (``_extend_lists``)
            continue
        strong = bool(_STRONG_HEADS.match(head)) and pre == "the"
        name = m.group("name")
        # multi-word: every word must look like part of a name, or the last one alone
        words = [w for w in name.split() if w != "of"]  # "World of Bits"
        # a year or version after the first word is part of the name ("ZorbEval 2021"), as
        # is a digit-led word with a capital ("the IKEA Ego 3D dataset")
        if len(words) > 1 and not all(
            _namey(w, strong=True) or w[0].isupper() or (k and (_VERSION.fullmatch(w) or w[0].isdigit() and _UPPER.search(w)))
            for k, w in enumerate(words)
        ):
            name = words[-1]
        a = m.start("name") + m.group("name").rfind(name) if name != m.group("name") else m.start("name")
        if len(words) > 1 and name == m.group("name") and not any(_namey(w) for w in words):
            # "the Large Scale dataset": capitalised description, not a name
            if all(w.lower() in _COMMON for w in words):
                continue
        b = a + len(name)
        if name == m.group("name") and m.group("pre") and m.group("pre")[0].isupper():
            # more name words before the three the pattern reads ("the NIST Assembly Task
            # Board 1 benchmark"), less the ordinary ones a sentence may start with
            a2 = _name_run_back(text, b, 6)
            while a2 is not None and a2 < a:
                w = text[a2 : text.find(" ", a2)]
                if w.lower() not in _COMMON:
                    break
                a2 = _space_end(text, a2 + len(w))
            if a2 is not None and a2 < a:
                a = a2
        add(a, b, strong=strong, defined=True)

    for m in _near_heads(_AFTER_HEAD_WIN, text, heads):
        fresh = m.group("det").lower() in _NOVELTY_WORDS or _NEW.search(m.group("mods"))
        created = _CREATE.search(text[_sentence_of(starts, m.start()) : m.start()])
        if not (fresh or created) or (m.group("head").lower().endswith("s") and not m.group("head").lower().endswith("us")):
            continue
        a, b = m.start("name"), m.end("name")
        if ":" in text[m.end("head") : a] or _NAMING_AFTER.search(text, m.end("head"), a):
            # "a new challenge: Online Watch-And-Help", "a benchmark called Foo Bar"
            b = _name_run(text, a, min(len(text), a + 80)) or b
        add(a, b, strong=True, new=True)

    for m in _near_heads(_APPOSITIVE_WIN, text, heads):
        mods = m.group("mods") or ""
        if _METHODISH.search(mods):
            continue
        new = bool(_NEW.search(mods))
        add(m.start("name"), m.end("name"), strong=True, new=new)

    for m in _bench_names(text, low):
        s = m.group()
        if _BENCH_SUFFIX.search(s.rstrip(".,;:")) and len(s) > 6 and not s.lower().endswith(("benchmark", "benchmarks")):
            add(m.start(), m.end(), strong=True)

    for h, end in heads.items():
        # (the cue is looked for in a short window after the head, not in the whole text)
        if (named_later := _named_later(text, starts, h, end)) is not None:
            add(*named_later, strong=True, new=True)
        if text[h - 2 : h - 1] in _CLOSE_QUOTES and (quoted := _quoted_before(text, h - 2)) is not None:
            add(*quoted, strong=True, defined=True)  # "the multi-species 'DeepSeagrass' dataset"
        head = _head_at(text, h, end)
        if head is None:
            continue
        singular = head in _SINGULAR
        names, named = _around_head(text, h, end, head, singular, hits + found)
        for a, b in names:
            add(a, b, strong=True, defined=True, new=named)
    for a, b, n, lo in _capitalised_heads(text):
        if lo == a:
            add(a, b, strong=True, name=n)
        elif not _overlaps(hits, lo, a) and not _overlaps(found, lo, a):
            # a short form after its long form: new where the long form is the object of
            # a creation cue (its naming cue included)
            add(a, b, strong=True, name=n, new=_introduced(text, _sentence_of(starts, lo), lo, strict=False))
    for a, b, strong in _evaluated_on(text, starts, hits + found):
        add(a, b, strong=strong, defined=True)
    return found


# a name in quotes right before a head noun: the quotes set off what the head names
_CLOSE_QUOTES = {'"': '"', "'": "'‘", "’": "'‘", "”": "“"}  # closing quote -> its opening ones
_QUOTED_NAME = pattern_cache.compile(rf"{_NAME}(?:[ \t]+{_NAME}){{0,3}}")


def _quoted_before(text: str, q: int) -> tuple[int, int] | None:
    """The name between the closing quote at ``q`` and its opening quote, at most four
    name words ("the 'DeepSeagrass' dataset", '"Zorb Wetlands" benchmark'); None if what
    the quotes hold is no name (a phrase, a plain word)."""
    lo = max(0, q - 60)
    o = max(text.rfind(c, lo, q) for c in _CLOSE_QUOTES[text[q]])
    if o < 0 or o + 1 >= q or (o > 0 and text[o - 1].isalnum()):
        return None  # none, or an apostrophe inside a word ("model's")
    m = _QUOTED_NAME.fullmatch(text, o + 1, q)
    if m is None:
        return None
    words = m.group().split()
    if not (_namey(m.group(), strong=True) or len(words) > 1 and all(w[0].isupper() for w in words)):
        return None
    return o + 1, q


# ------------------------------------------------------------------ names around a head noun
#
# A head noun names the kind of the names around it.  Before a singular head the name may
# carry its own modifiers ("the LM-O object pose estimation dataset") or its short form in
# parentheses ("the Multi-Vehicle Stereo Event-Camera (MVSEC) dataset"); after it, the name
# may follow ("the attribute benchmark VAW").  A plural head is named by a list, before it
# ("on YTVIS-21, YTVIS-22, and OVIS datasets") or after it ("datasets (FG-NET, MORPH
# Album 2, and CACD-VS)", "benchmarks such as X and Y").  A name written with its head
# capitalised takes the head in ("the Honda Research Institute Driving Dataset").

_SINGULAR = frozenset(r["head"].replace(" ", "") for r in name_cues.dataset_heads())
_PLURAL = frozenset(r["plural"].replace(" ", "") for r in name_cues.dataset_heads())
_STRONG = frozenset(f.replace(" ", "") for r in name_cues.dataset_heads() if r["strong"] for f in (r["head"], r["plural"]))
# one word of a multi-word name: a name token, or a capitalised or numeric word
_NAME_WORD = pattern_cache.compile(rf"{_NAME}|\p{{Lu}}[\p{{L}}\p{{N}}'’]*")
_WORD_BACK = pattern_cache.compile(r"[\p{L}\p{N}\-.+'’]+", regex.REVERSE)
_MODIFIER = pattern_cache.compile(r"\p{Ll}[\p{Ll}\p{N}\-]*")
_SPACE_BACK = pattern_cache.compile(r"[ \t]+", regex.REVERSE)
_PAREN_BEFORE = pattern_cache.compile(r"\((?P<abbr>[^()\s][^()]{0,24})\)[ \t]*", regex.REVERSE)
# between items of a list, read forward and backward
_ITEM_SEP = pattern_cache.compile(r"(?:[ \t]*\([^()]{1,24}\))?[ \t]*(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+and[ \t]+|[ \t]+or[ \t]+|[ \t]*[&/][ \t]*)(?:the[ \t]+)?")
_ITEM_SEP_BACK = pattern_cache.compile(
    r"(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+and[ \t]+|[ \t]+or[ \t]+|[ \t]*[&/][ \t]*)(?:the[ \t]+)?", regex.REVERSE
)
# what opens a list after a plural head: "datasets (e.g., A, B)", "datasets such as A and B",
# and a naming cue ("datasets, named A and B", "benchmarks called A and B")
_LIST_WORDS = "namely|including|such[ \t]+as|like|" + name_cues.alternation(name_cues.naming_cues("participle"))
_LIST_OPEN = pattern_cache.compile(
    r"[ \t]*(?:\([ \t]*(?:(?:e\.g\.|i\.e\.|namely|including),?[ \t]*)?|:[ \t]*|,[ \t]+(?:(?:e\.g\.|i\.e\.),?[ \t]+"
    rf"|(?:{_LIST_WORDS})[ \t]+)?|[ \t]+(?:(?:{_LIST_WORDS})[ \t]+|(?:e\.g\.|i\.e\.),?[ \t]+))"
)
_NAMED_HERE = frozenset(r["cue"] for r in lexicon.load("naming_cues") if r["made_here"] and r["form"] == "participle")
_OPENER = frozenset("the on in of from across over with using both for and to".split())
_CONNECTORS = frozenset("of in for on and or with".split())


def _space_end(text: str, pos: int) -> int:
    """The end of the white-space run at ``pos``."""
    while pos < len(text) and text[pos].isspace():
        pos += 1
    return pos


def _space_start(text: str, pos: int) -> int:
    """Start of the run of spaces and tabs ending at ``pos`` (``pos`` if there is none)."""
    sp = _SPACE_BACK.match(text, 0, pos)
    return sp.start() if sp is not None else pos


def _head_at(text: str, h: int, end: int) -> str | None:
    """The head noun ``text[h:end]`` (``_head_starts``), spaces dropped ("datasets",
    "testbed"); None if a letter or digit goes on after it."""
    word = "".join(text[h:end].split()).lower()
    return word if end == len(text) or not text[end].isalnum() else None


def _words_back(text: str, end: int, most: int, accept) -> int | None:
    """Start of the longest run of up to ``most`` words (``_WORD_BACK``) ending at
    ``end``, one space run apart, each of which ``accept``s; None if the last does not."""
    start = None
    for _ in range(most):
        m = _WORD_BACK.match(text, 0, end)
        if m is None or m.start() == end or not accept(m.group()):
            break
        start = m.start()
        sp = _SPACE_BACK.match(text, 0, start)
        if sp is None or sp.start() == start:
            break
        end = sp.start()
    return start


def _name_run_back(text: str, end: int, words: int = 4) -> int | None:
    """Start of the longest run of up to ``words`` name words ending at ``end`` (a name
    token, or a capitalised or numeric word: "MORPH Album 2"), the first a name word."""
    return _words_back(text, end, words, _is_name_word)


def _name_run(text: str, pos: int, limit: int, words: int = 4) -> int | None:
    """End of the run of up to ``words`` name words starting at ``pos``."""
    end = None
    for _ in range(words):
        m = _NAME_WORD.match(text, pos, limit)
        if m is None or (m.end() < limit and (text[m.end()].isalnum())):
            break
        end = m.end()
        if not text.startswith(" ", end) or end + 1 >= limit:
            break
        pos = end + 1
    return end


def _acceptable_item(s: str, hits: list, a: int, b: int) -> tuple[bool, bool]:
    """(may be a dataset's name, looks like one by its shape or is known)."""
    if _overlaps(hits, a, b) or lookup(s) is not None:
        return True, True
    ok = _namey(s, strong=True) or (" " in s and _namey(s.split()[-1], strong=True))
    return ok, ok and (_namey(s) or " " in s and any(_namey(w) for w in s.split()))


def _trim_item(text: str, a: int, b: int) -> int:
    """A list item less a trailing head-like or common word ("ImageNet dataset")."""
    words = text[a:b].split()
    while len(words) > 1 and words[-1].lower() in _COMMON:
        words.pop()
    return a + len(" ".join(words))


def _list_after(text: str, pos: int, hits: list, comma: bool) -> list[tuple[int, int]]:
    """The names of a list starting at ``pos`` ("A, B, and C"), as long as each may be a
    name; ``comma``: the list was opened by a bare comma, which needs two names."""
    items: list[tuple[int, int, bool]] = []
    limit = min(len(text), pos + 300)
    while True:
        end = _name_run(text, pos, limit)
        if end is None:
            break
        end = _trim_item(text, pos, end)
        ok, shaped = _acceptable_item(text[pos:end], hits, pos, end)
        nxt = _NEXT_WORD.match(text, end)
        if not ok or nxt is not None and nxt.group("w")[0].islower() and nxt.group("w") not in ("and", "or"):
            break  # "(Synapse, NIH Pancreas, and Skin lesion)": a description
        items.append((pos, end, shaped))
        sep = _ITEM_SEP.match(text, end, limit)
        if sep is None or sep.end() == end:
            break
        pos = sep.end()
    if len(items) < (2 if comma else 1) or not any(shaped for *_, shaped in items):
        return []
    return [(a, b) for a, b, _ in items]


def _list_before(text: str, end: int, hits: list) -> list[tuple[int, int]]:
    """The names of a list ending at ``end`` ("the NBA and JTA", "on A, B, and C"), read
    backwards; a single name counts after "the" when it has a name's shape."""
    items: list[tuple[int, int, bool]] = []
    while True:
        a = _name_run_back(text, end)
        if a is None:
            break
        ok, shaped = _acceptable_item(text[a:end], hits, a, end)
        if not ok:
            break
        items.append((a, end, shaped))
        sep = _ITEM_SEP_BACK.match(text, 0, a)
        if sep is None or sep.start() == a:
            break
        end = sep.start()
    if not items:
        return []
    first = _modifiers_back(text, _space_start(text, items[-1][0]), 2)  # "the few-shot X benchmarks"
    opener = _WORD_BACK.match(text, 0, _space_start(text, first)) if first else None
    opened = opener is not None and opener.group().lower() in _OPENER
    if not any(shaped for *_, shaped in items) or not opened and len(items) < 2:
        return []
    if len(items) == 1 and (opener.group().lower() != "the" or not _namey(text[items[0][0] : items[0][1]])):
        return []
    return [(a, b) for a, b, _ in reversed(items)]


def _modifiers_back(text: str, end: int, most: int) -> int:
    """Where up to ``most`` lower-case modifiers ending at ``end`` start ("object pose
    estimation" of "LM-O object pose estimation dataset"); no function words.  ``end``
    if there are none."""
    start = _words_back(text, end, most, _is_modifier)
    return end if start is None else start


# word -> bool, cached: a few thousand words ("image", "benchmark", "the") are read
# before nearly every head noun
@lru_cache(maxsize=8192)
def _is_name_word(word: str) -> bool:
    return _NAME_WORD.fullmatch(word) is not None


@lru_cache(maxsize=8192)
def _is_modifier(word: str) -> bool:
    return _MODIFIER.fullmatch(word) is not None and word not in _stop_words()


def _before_pre(text: str, a: int) -> str:
    sp = _SPACE_BACK.match(text, 0, a)
    if sp is None or sp.start() == a:
        return ""
    m = _WORD_BACK.match(text, 0, sp.start())
    return m.group().lower() if m else ""


def _around_head(text: str, h: int, h_end: int, head: str, singular: bool, hits: list) -> tuple[list[tuple[int, int]], bool]:
    """The names a head noun at ``h:h_end`` names, besides those the head-cue patterns
    find; and whether a naming cue gave them their names ("datasets, named A and B": the
    paper's own, as "a dataset called A" is)."""
    out = []
    named = False
    sp = _SPACE_BACK.match(text, 0, h)
    before = sp.start() if sp else h
    if singular:
        # "the Multi-Vehicle Stereo Event-Camera (MVSEC) dataset": the short form, or
        # the name before a parenthesis that is not its short form ("NIST SD302 (N2N)")
        paren = _PAREN_BEFORE.match(text, 0, h) if text[before - 1 : before] == ")" else None
        if paren is not None:
            p = paren.start()
            pair = find_abbreviations(text, p, p + 1)
            if pair and pair[0].short_start == paren.start("abbr"):
                out.append((pair[0].short_start, pair[0].short_end))
            else:
                end = _space_start(text, p)
                a = _name_run_back(text, end, 3)
                if a is not None and _before_pre(text, a) not in _QUANTIFIERS:
                    out.append((a, end))
        elif head in _STRONG:
            # "the LM-O object pose estimation dataset", "Apollo 3D synthetic dataset"
            m0 = _modifiers_back(text, before, 3)
            if m0 < before:
                end = _space_start(text, m0)
                a = _name_run_back(text, end, 3)
                if a is not None and _before_pre(text, a) not in _QUANTIFIERS and _namey(text[a:end]):
                    out.append((a, end))
            # "the attribute benchmark VAW": a name with a name's shape right after; or set
            # off as an aside that closes ("the public remote sensing dataset (EORSSD)", "on a
            # large dataset, InLoc, show"): a description the name after it names
            nxt = text.find(" ", h, h + 16)  # the name starts after the head and one space
            aside = text[h_end : h_end + 1] in _ASIDE_OPEN or text.startswith(" (", h_end)
            if aside or nxt > 0 and text[nxt + 1 : nxt + 2].isalnum() and not text[nxt + 1].islower():
                m = _AFTER_NAME.match(text, h)
                if m is not None and _namey(m.group("name")) and not _HEAD_AFTER.match(text, m.end("name")):
                    out.append(m.span("name"))
    else:
        # "on YTVIS-21, YTVIS-22, and OVIS datasets", "the Kodak, CLIC2020, and Tecnick
        # image datasets"
        m0 = _modifiers_back(text, before, 2)
        end = _space_start(text, m0) if m0 < before else before
        out += _list_before(text, end, hits)
        # "datasets (FG-NET, MORPH Album 2, and CACD-VS)", "benchmarks such as A and B"
        op = _LIST_OPEN.match(text, h_end)
        if op is not None and op.end() > h_end:
            bare = op.group().strip() == ","
            after = _list_after(text, op.end(), hits, comma=bare)
            # (not when it names a known dataset too: "benchmarks called GSM8K and X")
            named = (
                bool(after)
                and op.group().strip(" \t,").lower() in _NAMED_HERE
                and all(lookup(text[a:b]) is None for a, b in after)
            )
            out += after
    return out, named


_AFTER_NAME = pattern_cache.compile(
    rf"{_HEADS}(?:[ \t]+(?P<name>{_NAME})(?![\p{{L}}\p{{N}}])|[ \t]*\((?P<name>{_NAME})\)|,[ \t]+(?P<name>{_NAME}),)"
)
_ASIDE_OPEN = frozenset("(,")  # what may follow a head before a name set off after it
_CAP_HEADS = tuple(
    dict.fromkeys(
        cap for r in name_cues.dataset_heads()
        for cap in (" ".join(w.capitalize() for w in r["head"].split()), r["head"].replace(" ", "").capitalize())
    )
)


_IN_PARENS = pattern_cache.compile(r"[ \t]*[()]")
# matches where ``_finds(text, _CAP_HEADS)`` finds anything: it tries every head at every
# position from the text's second character on, as the finds do
_ANY_CAP_HEAD = re.compile("|".join(re.escape(h) for h in _CAP_HEADS))


def _finds(text: str, words) -> list[tuple[int, int]]:
    """(start, end) of every occurrence of each of ``words`` after the text's start."""
    out = []
    for w in words:
        p = text.find(w, 1)
        while p > 0:
            out.append((p, p + len(w)))
            p = text.find(w, p + len(w))
    return out


_OPEN_QUOTES = frozenset("\"'‘“")


def _words_before_long(text: str, lo: int) -> int:
    """Where a long form's words start, with the capitalised words and the opening quote
    before the letters its short form spells ('dubbed "The Growing Strawberries" Dataset
    (GSD)')."""
    for _ in range(3):
        k = _space_start(text, lo)
        if k > 0 and text[k - 1] in _OPEN_QUOTES:
            lo = k - 1
            continue
        w = _WORD_BACK.match(text, 0, k) if k < lo else None
        if w is None or not w.group()[0].isupper():
            break
        lo = w.start()
    return lo


def _capitalised_heads(text: str) -> list[tuple[int, int, str, int]]:
    """Names written with their head capitalised ("the Honda Research Institute Driving
    Dataset", "the ChineseHardCase Benchmark"): the mention holds the head, the name is
    the words before it.  Not a run cut from a longer name ("... Tracking in Context
    Dataset") nor a long form beside its short one ("HaGRID (HAnd Gesture ... Dataset)");
    a short form after one ("the Zorb Strawberries Dataset (ZSD)") is the name.  Each with
    where the words it stands for start (the name's own start but for a short form)."""
    out = []
    if _ANY_CAP_HEAD.search(text, 1) is None:
        return out  # the finds below find nothing (few abstracts write a head capitalised)
    for p, end in _finds(text, _CAP_HEADS):
        if text[p - 1] != " " or end < len(text) and text[end].isalpha():
            continue
        if paren := _IN_PARENS.match(text, end):
            # "the Zorb Strawberries Dataset (ZSD)": the short form its long form defines
            # names it, as before a lower-case head ("the ... Event-Camera (MVSEC) dataset")
            q = paren.end() - 1
            if text[q] == "(" and (pair := find_abbreviations(text, q, q + 1)):
                long = pair[0].long.rstrip(" \t\"'’”")
                if long.endswith(text[p:end]) and pair[0].short_start == q + 1 and _namey(pair[0].short):
                    lo = _words_before_long(text, pair[0].long_start)
                    out.append((pair[0].short_start, pair[0].short_end, pair[0].short, lo))
            continue
        a = _name_run_back(text, p - 1, 6)
        if a is None or _before_pre(text, a) in _CONNECTORS:
            continue
        words = text[a : p - 1].split()
        while words and words[0].lower() in _COMMON:
            a = text.index(words[1], a + len(words[0])) if len(words) > 1 else p
            words.pop(0)
        if words and a < p and not is_model(text[a : p - 1]):
            out.append((a, end, text[a : p - 1], a))
    return out


# ------------------------------------------------------------------ "evaluated on X"
#
# A name with a name's shape after "on" or "in" is a dataset where the sentence reports an
# evaluation before it ("Experiments on MultiATIS++ show", "4.2% higher accuracy on
# AmbigQA", "improvements on HumanEva-I"), unless a word after it makes it something else
# ("on UR5 robots", "on ViT backbones").
_EVAL_CUE = pattern_cache.compile(r"(?i)(?:\b(?:" + "|".join(name_cues.cue_patterns("evaluation_cue", name_cues.DATASETS)) + r")\b|\d\s*%|\d\s*(?:points?|pp)\b)")
# a lower-case word may follow the name only if it is a function word, a head noun or a
# verb that reports ("Experiments on MultiATIS++ show"); any other one makes the name a
# modifier ("in KL divergence", "on the RIP constant")
_AFTER_DATA = frozenset(name_cues.cue_words("after_data", name_cues.DATASETS)) | _SINGULAR | _PLURAL
_NEXT_WORD = pattern_cache.compile(r"[ \t]+(?P<w>[\p{L}][\p{L}\-]*)")
_MULTIPLIER = pattern_cache.compile(r"\d+(?:\.\d+)?[x×]")
_GOVERNS = frozenset(w.lower() for w in name_cues.cue_words("governs", name_cues.DATASETS))


def _defined_as_other(text: str, name: str) -> bool:
    """Does the paper define ``name`` as the short form of something that is not a
    dataset ("Model-Agnostic Optimization (MAO)")?"""
    p = text.find(f"({name})")
    short = name
    if p < 0:
        # defined in the plural: "single board computers (SBCs) ... on the SBC"
        p = text.find(f"({name}s)")
        short = name + "s"
    if p < 0 or _HEAD_AFTER.match(text, p + len(short) + 2):
        return False  # not defined, or defined as one: "... (ZOE) dataset"
    pair = find_abbreviations(text, p, p + 1)
    if not pair or pair[0].short != short:
        return False
    last = pair[0].long.split()[-1].lower() if pair[0].long.split() else ""
    return last not in _SINGULAR and last not in _PLURAL and lookup(pair[0].long) is None


def _on_names(text: str):
    """(where the preposition starts, where the name after it starts) for "on X", "in
    the X", "across X" with X capitalised or a number: ``str.find`` per preposition,
    then the name start checked (a scan of the text with one pattern tried at every
    space cost more than the rest of the rule)."""
    out = []
    find = text.find
    startswith = text.startswith
    n = len(text)
    for prep, k in _ON_WORDS:
        p = find(prep)
        while p >= 0:
            q = p + k
            if startswith("the ", q):
                q += 4
            if q < n and text[q] in _ASCII_CAP_OR_DIGIT:
                out.append((p, q))
            p = find(prep, q)
    return sorted(out)


_ON_WORDS = tuple((w, len(w)) for w in (" on ", " in ", "(on ", "(in ", " across "))
# the ASCII characters that are upper-case letters or digits (``str.isupper``/``isdigit``)
_ASCII_CAP_OR_DIGIT = frozenset(c for c in map(chr, range(128)) if c.isupper() or c.isdigit())


def _evaluated_on(text: str, starts: list[int], known: list[_Hit]) -> list[tuple[int, int, bool]]:
    out = []
    for p, q in _on_names(text):
        if any(h.start <= q < h.end for h in known):
            continue  # "on ImageNet": found already
        n = _NAME_RE.match(text, q)
        if n is None:
            continue
        a, b = n.span()
        while b > a and text[b - 1] in ".,;:":
            b -= 1
        if b < len(text) and text[b].isalnum():
            continue
        if v := _EDITION.match(text, b):
            b = v.end()  # "VisDial v1.0"
        if text[b : b + 1] in ("_", "^") or _MULTIPLIER.fullmatch(text, a, b):
            continue  # "AP_novel", "6x"
        nxt = _NEXT_WORD.match(text, b)
        if nxt is not None:
            w = nxt.group("w")
            if w[0].isupper() or (w.lower() not in _AFTER_DATA and w.lower() not in _stop_words()):
                continue
        if not _EVAL_CUE.search(text, max(_sentence_of(starts, a), a - 90), p + 1):
            continue
        if text[text.rfind(" ", 0, p) + 1 : p].lower() in _GOVERNS:
            continue  # "depending on HP": what something depends on, not a dataset
        if _defined_as_other(text, text[a:b]):
            continue
        # "Experimental results on Squall show": one capitalised word is a name here too;
        # so it is coordinated with a name of a name's shape ("on Wildtrack and MultiviewX")
        strong = nxt is not None and (
            _EVAL_SUBJECT.search(text, max(0, p - 40), p) is not None or _coordinated_with_name(text, nxt)
        )
        out.append((a, b, strong))
    return out


def _coordinated_with_name(text: str, nxt) -> bool:
    """Is the word ``nxt`` "and"/"or" before a name that looks like a dataset's own?"""
    if nxt.group("w") not in ("and", "or"):
        return False
    n = _NAME_RE.match(text, _space_end(text, nxt.end()))
    return n is not None and _namey(n.group().rstrip(".,;:"))


_EVAL_SUBJECT = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("evaluation_subject", name_cues.DATASETS)) + r")$"
)


def _name_from(text: str, pos: int) -> int | None:
    """End of the name the whole-text ``_NAME_RE`` scan finds at ``pos``, if it finds one
    there (with an edition after it: "VisDial v0.9"); ``pos`` follows a separator, which
    no name contains, so the scan restarts here."""
    m = _NAME_RE.match(text, pos)
    if m is None:
        return None
    v = _EDITION.match(text, m.end())
    return v.end() if v else m.end()


_EDITION = pattern_cache.compile(r"[ \t]+[vV]\d+(?:\.\d+)*(?![\p{L}\p{N}]|\.\d)")
_CAP_WORD_RUN = pattern_cache.compile(r" \p{Lu}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)*(?![\p{L}\p{N}\-.+])")


def _name_to(text: str, end: int) -> int | None:
    """Start of the name the whole-text ``_NAME_RE`` scan finds ending at ``end``, if any;
    the scan restarts after any character no name contains, so reading from the start of
    the run of name characters before ``end`` finds the same names."""
    start = None
    for m in _NAME_RE.finditer(text, _NAME_CHARS_BACK.match(text, 0, end).start(), end):
        start = m.start() if m.end() == end else None
    return start


def _extend_lists(text: str, hits: list[_Hit], urls: list[tuple[int, int]], starts: list[int]) -> list[_Hit]:
    """Unknown names coordinated with a dataset are datasets too ("DomainBed and X").

    Only a real coordination counts (some separator is "and", "or", "&" or "/"): a bare
    comma after a dataset often starts a clause ("for COCO, DE-ViT surpasses ...").
    """
    extra: list[_Hit] = []
    right, left, conj = _RIGHT_SEP, _LEFT_SEP, _CONJ

    def known(a: int, b: int) -> bool:
        return _overlaps(hits, a, b) or _overlaps(extra, a, b)

    for h in sorted(hits, key=lambda h: h.start):
        items: list[tuple[int, int]] = []
        coordinated = False
        pos = h.end
        while True:
            if hd := _HEAD_AFTER.match(text, pos):
                pos = hd.end()  # "on the Google Street View dataset and Pano360"
            m = right.match(text, pos)
            if not (m and m.group().strip()):
                break
            nxt = m.end()
            b = _name_from(text, nxt)
            if b is not None and text[nxt : nxt + 1].isupper():
                # a name of capitalised words: "GTEA and Desktop Assembly show that"
                for _ in range(2):
                    if (w := _CAP_WORD_RUN.match(text, b)) is None:
                        break
                    b = w.end()
            if b is None:
                # "on A, B, C, and real robot tasks": the list was a coordination
                coordinated = coordinated or bool(items and conj.search(m.group()))
                break
            coordinated = coordinated or bool(conj.search(m.group()))
            if not known(nxt, b):
                s = text[nxt:b]
                if not _namey(s) or lookup(s) is not None:
                    break
                items.append((nxt, b))
            pos = b
        pos = h.start
        while m := left.search(text[max(0, pos - 12) : pos]):
            prev_end = max(0, pos - 12) + m.start()
            a = _name_to(text, prev_end)
            if a is None:
                break
            coordinated = coordinated or bool(conj.search(m.group()))
            if not known(a, prev_end):
                s = text[a:prev_end]
                if not _namey(s) or lookup(s) is not None:
                    break
                items.append((a, prev_end))
            pos = a
        if not coordinated:
            continue
        for a, b in items:
            if not known(a, b) and not any(x <= a < y for x, y in urls):
                extra.append(_Hit(a, b, None, h.introduced and _introduced(text, _sentence_of(starts, a), a, strict=False)))
    return extra


_URL_TRIGGERS = ("://", "www.", ".com/", ".org/", ".io/", ".net/", ".edu/", ".ai/")
_URL_TRIGGER = re.compile(r"://|www\.|\.(?:com|org|io|net|edu|ai)/")
_RUN_BACK = pattern_cache.compile(r"\S*", regex.REVERSE)
# the character before the "/" of each trigger holding one, and the triggers without one
_BEFORE_SLASH = frozenset(t[t.index("/") - 1] for t in _URL_TRIGGERS if "/" in t)
_NO_SLASH_TRIGGERS = tuple(t for t in _URL_TRIGGERS if "/" not in t)


def _may_hold_url(text: str) -> bool:
    """Does ``text`` hold a URL trigger?  A slash that follows none of the characters a
    trigger has before its slash ("and/or", "10/100") starts none, so the text's few
    slashes are looked at instead of scanning it for the triggers."""
    if any(t in text for t in _NO_SLASH_TRIGGERS):
        return True
    p = text.find("/", 1)
    while p > 0:
        if text[p - 1] in _BEFORE_SLASH:
            return True
        p = text.find("/", p + 1)
    return False


def _gate(phrase: str) -> str:
    """A piece of ``phrase`` that the lower-cased text holds wherever the case-blind
    pattern of the phrase matches: its longest word, cut before "s", "i" and "k" (which
    "ſ", "İ" and the Kelvin sign match under ``(?i)`` without lower-casing to them)."""
    return max(regex.split("[sik]", max(phrase.split(), key=len)), key=len)


# (one of them is in the text wherever a metric list opens: the pattern is searched only then)
_METRIC_LIST_WORDS = tuple(_gate(w) for w in name_cues.cue_words("metric_list", name_cues.DATASETS))
_METRIC_LIST = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("metric_list", name_cues.DATASETS)) + r")\s*\(?\s*"
)
# where a list that opens there ends: a preposition or verb after it, or the clause's end
_LIST_END = pattern_cache.compile(r"[.;:)]|\s(?:on|for|in|at|with|over|across|than|compared|while|and\s+(?:the|a|an|on|in|for))\s")
# the items before one in such a list: names (capital or digit first) and separators only
# ("in terms of required inductive bias, MNIST < ..." opens no list of names)
_ITEMS_BEFORE = pattern_cache.compile(
    r"(?:[\p{Lu}\p{N}][\p{L}\p{N}.+\-]*(?:[ \t]+[\p{Lu}\p{N}][\p{L}\p{N}.+\-]*)*\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+))*"
)
# right after a list item: a separator or the list's end
_ITEM_END = pattern_cache.compile(r"\s*(?:,|\band\b|\bor\b|\)|$)")


def _without_metric_lists(text: str, low: str, hits: list[_Hit]) -> list[_Hit]:
    """``hits`` less the names listed right after "in terms of" ("improves in terms of
    (NMI, AMI, and F-Score) for EgoRoutine, UTE and ...": AMI is the metric there, not the
    AMI corpus).  A name that modifies a noun after it ("in terms of ImageNet accuracy")
    stays, as do the names after the list ("... of FID on CIFAR-10")."""
    if not hits or not any(w in low for w in _METRIC_LIST_WORDS):
        return hits
    spans = []
    for m in _METRIC_LIST.finditer(text):
        end = _LIST_END.search(text, m.end(), min(len(text), m.end() + 120))
        spans.append((m.end(), end.start() if end else min(len(text), m.end() + 120)))
    if not spans:
        return hits
    return [
        h for h in hits
        if not any(
            a <= h.start and h.end <= b and _ITEM_END.match(text, h.end, b) and _ITEMS_BEFORE.fullmatch(text, a, h.start)
            for a, b in spans
        )
    ]


def _find_urls(text: str) -> list[tuple[int, int]]:
    """Spans of ``_URL.finditer(text)``.  Each match holds one of ``_URL_TRIGGERS`` and
    runs to the end of its white-space run, so the search starts at the run of the next
    trigger instead of trying the pattern at every character."""
    out: list[tuple[int, int]] = []
    if not _may_hold_url(text):
        return out
    pos = 0
    while True:
        t = _URL_TRIGGER.search(text, pos)
        if t is None:
            return out
        m = _URL.search(text, _RUN_BACK.match(text, pos, t.start()).start())
        if m is None:
            return out
        out.append(m.span())
        pos = m.end()


def _aligned_lower(text: str) -> str:
    """``text.lower()`` with every offset kept (a character whose lower case is longer,
    like "İ", stays as it is)."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def extract_datasets(x: Abstract | Doc | str, names: Catalog | None = None) -> list[DatasetMention]:
    """Datasets the paper uses or introduces, one per dataset, in order of first mention.

    Takes an ``Abstract``, a parsed Doc or plain text (``as_abstract``) and reads only the
    text and the sentence spans.  ``names``: corpus-level names (``catalog.with_names``),
    the names other papers gave datasets, looked for where nothing else is found.
    """
    ab = as_abstract(x)
    text = ab.text
    if not text:
        return []
    cat = get_catalog()
    low = _aligned_lower(text)
    starts = _sentence_starts(ab)
    urls = _find_urls(text)
    view = _ascii_view(text, cat)
    sent_starts = set(starts)
    hits = _drop_redefined(text, _scan_catalog(text, low, cat, sent_starts, urls, view))
    hits = [h for h in hits if h.entry is None or not _camel_acronym(text[h.start : h.end], h.entry)]
    kept = []
    own: set[str] = set()  # catalog names the paper gives to its own method
    for h in hits:
        sent = _sentence_of(starts, h.start)
        h.introduced = _introduced(text, sent, h.start, strict=h.entry is not None)
        if h.introduced and h.entry is not None:
            after = text[h.end : h.end + 80]
            if _METHOD_APPOS.match(after):
                own.add(h.entry.name)
                continue  # "We present PAWS: a robot learning framework" is not the dataset
            if _CAP_WORD_AFTER.match(after):
                h.introduced = False  # "We introduce MuJoCo Playground": a new name built on it
        kept.append(h)
    if own:
        # The name means the paper's method everywhere in it, and so do names built on it
        # ("PAWS-Sim"), unless the text calls one a dataset ("PAWS-Data: an extensive dataset").
        kept = [
            h for h in kept
            if not (h.entry is not None and h.entry.name in own)
            and not (h.base is not None and h.base.name in own and not _DATA_APPOS.match(text, h.end))
        ]
    hits = kept
    for h in hits:
        if not h.introduced and h.entry is not None:
            m = _APPOSITIVE.match(text, h.start)
            if m and m.start("name") == h.start and _NEW.search(m.group("mods") or ""):
                h.introduced = True
    found = _discover(text, low, hits, starts, urls, view[3])
    all_hits = hits + found
    if names is not None:
        # the corpus-level names where the paper names nothing else (what it found by a
        # cue or in the catalog keeps its name and role)
        more = _scan_catalog(text, low, names, sent_starts, urls, _ascii_view(text, names, view))
        for h in _drop_redefined(text, more):
            if _overlaps(all_hits, h.start, h.end) or _defines_here(text, h):
                continue
            h.introduced = _introduced(text, _sentence_of(starts, h.start), h.start, strict=True)
            all_hits.append(h)
    all_hits += _extend_lists(text, all_hits, urls, starts)
    all_hits = _without_metric_lists(text, low, all_hits)
    all_hits.sort(key=lambda h: h.start)

    out: dict[str, DatasetMention] = {}
    intro: set[str] = set()
    for h in all_hits:
        mention = text[h.start : h.end]
        if h.entry is None and h.name is None and _stressed(mention, text):
            continue
        if h.entry is not None and h.entry.discovered:  # a corpus-level name
            name, domain, kind, disc = h.entry.name, None, None, True
        elif h.entry is not None:
            name, domain, kind, disc = h.entry.name, h.entry.domain, h.entry.kind, False
        else:
            name, domain, kind, disc = h.name or mention, None, None, True
            if h.name is None and (glued := _GLUED_HEAD.fullmatch(mention)) is not None:
                # a head noun written without its space ("LRWdatasets"): the name before it
                name = glued.group("name")
                if (entry := lookup(name)) is not None:
                    name, domain, kind, disc = entry.name, entry.domain, entry.kind, entry.discovered
            if disc and not h.introduced and (entry := _short_form_of(name)) is not None:
                name, domain, kind, disc = entry.name, entry.domain, entry.kind, False
        k = "".join(UNIT.findall(name)).lower()
        if h.introduced:
            intro.add(k)
        if k not in out:
            out[k] = DatasetMention(name, mention, "used", h.start, h.end, disc, domain, kind)
    return [
        DatasetMention(m.name, m.mention, "introduced" if k in intro else "used", m.start, m.end, m.discovered, m.domain, m.kind)
        for k, m in out.items()
    ]


def _short_form_of(name: str) -> Dataset | None:
    """The catalog entry a used name found by its cue is the short form of ("Waymo",
    "E2E", "Open-X"): the one entry whose name leads with it.  A plain capitalised word
    ("Deep", "Moving") only where every word after it in that entry's forms is a generic
    part of a dataset's name ("Waymo Open Dataset"): not a word of the name's own
    ("Moving MNIST", "Daily Dialog")."""
    found = by_leading_words(name)
    if found is None:
        return None
    entry, rests = found
    if _PLAIN_WORD.fullmatch(name) and not any(
        all(w.lower() in _GENERIC_NAME_WORDS or _VERSION_WORD.fullmatch(w) for w in rest.split()) for rest in rests
    ):
        return None
    return entry


_PLAIN_WORD = pattern_cache.compile(r"\p{Lu}\p{Ll}+")
_VERSION_WORD = pattern_cache.compile(r"[vV]?\d+(?:\.\d+)?")
_GENERIC_NAME_WORDS = frozenset(
    {w.lower() for r in name_cues.dataset_heads() for f in (r["head"], r["plural"]) for w in (f, f.replace(" ", ""))}
    | set(name_cues.cue_words("generic_name_word", "datasets"))
)


# a word whose capitals stress the letters of a short form: "TAMpering ... for PARcels,
# called TAMPAR"
_STRESSED_WORD = pattern_cache.compile(r"(?P<caps>\p{Lu}{2,})\p{Ll}{3,}")


def _stressed(mention: str, text: str) -> bool:
    """Is ``mention`` an ordinary word with its first letters capitalised to spell a short
    form the text writes in capitals ("TAMpering detection dataset for PARcels, called
    TAMPAR")?  Then it is a word of the long form, not a name."""
    m = _STRESSED_WORD.fullmatch(mention)
    if m is None:
        return False
    caps = m.group("caps")
    p = text.find(caps)
    while p >= 0:
        a = p
        while a > 0 and text[a - 1].isupper():
            a -= 1
        b = p + len(caps)
        while b < len(text) and text[b].isupper():
            b += 1
        if b - a > len(caps) and not text[b : b + 1].islower():
            return True  # the capitals inside a longer short form: "TAMPAR"
        p = text.find(caps, p + 1)
    return False


# a name glued to a lower-case head noun ("LRWdatasets", "ZorbQAbenchmark"): the name
# ends in a capital or a digit, so an ordinary word ending in a head ("testbed") is none
_GLUED_HEAD = pattern_cache.compile(
    r"(?P<name>[\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{Lu}\p{N}])(?:"
    # longest first; ties alphabetically, so each process builds the same text (the
    # compiled pattern is cached under it: ``pattern_cache``)
    + "|".join(sorted(map(regex.escape, _SINGULAR | _PLURAL), key=lambda w: (-len(w), w)))
    + ")"
)
_SHORT_ACRONYM = pattern_cache.compile(r"\p{Lu}{2,4}")


def corpus_name(name: str, papers: int) -> bool:
    """May a name that ``papers`` papers gave a dataset be looked for in every paper?
    Only one with a name's shape (not an ordinary or capitalised word, a model, a field
    acronym, a description), and a short acronym ("MAD", "SVOL") only once two papers
    used it: one paper's acronym often means something else in the next."""
    if not _namey(name) or is_model(name) or lookup(name) is not None:
        return False
    if _CONJ.search(name) or _PLURAL_END.search(name) or name.split()[-1].lower() in _METRICS:
        return False  # "X-E and X-H", "NeRFs", "Safe mIoU"
    return papers >= 2 or not _SHORT_ACRONYM.fullmatch(name)


_PLURAL_END = pattern_cache.compile(r"\p{Lu}s$")


_NOT_OWN = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("not_own", name_cues.DATASETS)) + r")\b")
_PAREN_AFTER = pattern_cache.compile(r"\s*\([^()]{1,160}\)")
# a head noun naming one dataset (singular)
_ONE_DATASET = pattern_cache.compile(
    "(?i)\\b" + name_cues.alternation([r["head"] for r in name_cues.dataset_heads()], spaced=r"[\s-]?") + "\\b"
    # not a head that only modifies another ("three anomaly detection dataset collections")
    + rf"(?!\s+{_HEADS}\b)"
)


def _long_form_before(datasets: list[DatasetMention], text: str, paren: int) -> int | None:
    """The index of the discovered dataset whose mention ends right before the parenthesis
    at ``paren`` (white space between), if any."""
    for j, d in enumerate(datasets):
        if d.discovered and d.end <= paren and not text[d.end : paren].strip():
            return j
    return None


def with_introduced(datasets: list[DatasetMention], artifacts, text: str) -> list[DatasetMention]:
    """``datasets`` with what the artifacts extractor found the paper introduces: a dataset
    or benchmark artifact said to be one next to its name (a singular head noun: "a new X
    dataset", "X, a synthetic dataset", "Dataset (X)"; not "our X ... on five datasets")
    is one of the paper's datasets, introduced ("a brand new large dataset, the Video-based
    ... Dataset (VEATIC)"); one the dataset contexts found as used becomes introduced
    ("introducing two novel datasets: (1) SciOL, ...")."""
    own = {key(a.name) for a in artifacts if a.type not in ("dataset", "benchmark")}
    if own:
        # a name the paper presents as its method is not a dataset of it, whatever another
        # paper called it ("we propose SHIFT (Spectral ...)")
        datasets = [d for d in datasets if not (d.discovered and key(d.name) in own and d.role == "used")]
    index: dict[str, int] = {}
    for i, d in enumerate(datasets):
        index.setdefault(key(d.name), i)
        index.setdefault(key(d.mention), i)
    seen = set(index)
    out = list(datasets)
    extra = []
    for a in artifacts:
        k = key(a.name)
        if a.type not in ("dataset", "benchmark") or not k or k in seen and k not in index:
            continue
        after = a.end
        if paren := _PAREN_AFTER.match(text, after):
            after = paren.end()  # "RoboMIND (Multi-embodiment ... Manipulation), a dataset"
        if not _ONE_DATASET.search(text, max(0, a.start - 60), min(len(text), after + 90)):
            continue
        if k in index:
            d = out[index[k]]
            # a catalog dataset exists: the paper uses it; so does "X, a publicly available dataset"
            if d.role == "used" and d.discovered and not _NOT_OWN.search(text, a.end, min(len(text), a.end + 25)):
                out[index[k]] = replace(d, role="introduced")
            continue
        # not a catalog dataset, a model, a coordination, or a piece of a dataset already
        # found ("PASCAL" of "PASCAL VOC")
        if lookup(a.name) is not None or is_model(a.name) or _CONJ.search(a.name) or any(k in h for h in seen):
            continue
        if _PLURAL_ACRONYM.fullmatch(a.name) or _MIXED_PLURAL.fullmatch(a.name):
            continue  # "trained NeRFs": a plural names things, not one dataset
        if text[a.start - 1 : a.start] == "(" and (j := _long_form_before(out, text, a.start - 1)) is not None:
            # "a conversational dataset, VideoGazeSpeech (VGS)": one dataset, named by its
            # short form as the artifact is, its mention the long form written first
            out[j] = replace(out[j], name=a.name, role="introduced")
            seen.add(k)
            continue
        seen.add(k)
        extra.append(DatasetMention(a.name, text[a.start : a.end], "introduced", a.start, a.end, True, None, None))
    if not extra:
        return out
    return sorted([*out, *extra], key=lambda d: d.start)


def _made_here() -> regex.Pattern:
    """A verb (any form) or naming cue that makes a dataset the paper's own, then up to
    four words before the name."""
    forms = []
    for r in lexicon.load("introduce_verbs"):
        if r["made_here"]:
            verb = regex.escape(r["verb"]).replace(r"\-", r"[\s-]")
            forms.append(f"{verb[:-1]}(?:e|es|ing)" if verb.endswith("e") else f"{verb}(?:s|ing)?")
    forms += [regex.escape(r["cue"]) for r in lexicon.load("naming_cues") if r["made_here"]]
    return regex.compile(r"(?i)\b(?:" + "|".join(forms) + r")\b(?:\W+\w+){0,4}?\W+$")


_MADE_HERE = _made_here()


def without_used(artifacts, datasets: list[DatasetMention], text: str) -> list:
    """``artifacts`` less the catalog datasets the paper only uses ("We test the proposed
    method on CelebA-HQ and UTKFace"): a known dataset found as used is not the paper's
    own.  (A discovered one may be a misread name of the paper's own: kept.)  Plus the
    datasets it introduces that no artifact cue named ("a new challenge: Online
    Watch-And-Help"): a dataset or benchmark the paper presents is one of its artifacts."""
    used = {key(s) for d in datasets if d.role == "used" and not d.discovered for s in (d.name, d.mention)}
    kept = [
        a for a in artifacts
        if key(a.name) not in used
        or _MADE_HERE.search(text, max(0, a.start - 60), a.start)  # "We introduce and open source X"
    ]
    have = {key(a.name) for a in kept}
    extra = [
        Artifact(d.name, _data_type(text, d.start, d.end), d.start, d.end)
        for d in datasets
        if d.role == "introduced" and d.discovered and key(d.name) not in have and key(d.mention) not in have
    ]
    return sorted(kept + extra, key=lambda a: a.start) if extra else kept


_BENCHMARK_HEADS = frozenset(h for h, t in name_cues.head_types().items() if t == "benchmark") | {
    f.replace(" ", "") for r in name_cues.dataset_heads() if r["head"] not in ("data set", "corpus", "collection")
    for f in (r["head"], r["plural"])
}
_HEAD_WORDS = pattern_cache.compile(rf"(?i)\b{_HEADS}\b")


def _data_type(text: str, start: int, end: int) -> str:
    """"benchmark" or "dataset", by the head noun nearest to a dataset's mention."""
    near = [(abs(m.start() - start), m.group()) for m in _HEAD_WORDS.finditer(text, max(0, start - 80), end + 80)]
    if not near:
        return "dataset"
    word = "".join(min(near)[1].split()).lower()
    return "benchmark" if word in _BENCHMARK_HEADS else "dataset"
