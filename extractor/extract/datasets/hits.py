"""What every step shares: a hit (a name found, with its span and how it was found),
the sentence a position is in, whether a name is the object of "we introduce ...".
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

import regex

from extractor import pattern_cache
from extractor.catalog import (
    UNIT,
    Dataset,
    is_model,
)
from extractor.extract import name_cues
from extractor.extract.datasets.vocab import (
    _ADJ_TAIL,
    _BENCH_SUFFIX,
    _BLOCK,
    _CAMEL,
    _COMMON,
    _CREATE,
    _DIGIT,
    _GENERIC,
    _HEAD_UNITS,
    _HEADS,
    _LETTER,
    _LOWER_PREFIX,
    _LOWERS,
    _METHOD_HEADS,
    _METRICS,
    _MIXED_PLURAL,
    _NUMBERISH,
    _PLURAL_ACRONYM,
    _QUANTITY,
    _STRICT_OBJ,
    _TITLE_WORD,
    _UPPER,
    _VERSION,
)
from extractor.nlp import Abstract


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


def opens_sentence(text: str, starts: list[int], a: int) -> bool:
    """Does the word at ``a`` start its sentence (or a quote, a parenthesis, a clause after a
    colon), where a capital says nothing about a name ("Our Zorb Dataset"; not "the National
    Transit Database")?"""
    lead = text[_sentence_of(starts, a) : a].rstrip()
    return not lead.lstrip("\"“([") or lead[-1] in ":;\"“("


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
    if " " in s and s.split(" ", 1)[0].lower() in _METRICS and any(ch.isdigit() for ch in s):
        return False  # "AUC 0.957": a metric's level
    if _QUANTITY.fullmatch(s):
        return False  # "250km", "0.5dB"
    if "-" in s and all(p.lower() in _GENERIC or p.islower() for p in s.split("-")):
        return False  # "RGB-thermal": a kind of data
    if _PLURAL_ACRONYM.fullmatch(s) or _MIXED_PLURAL.fullmatch(s):  # LLMs, GNNs, NeRFs, ViTs
        return False
    if s[-1:] == "s" and " " not in s and is_model(s[:-1]):
        return False  # "ResNets on CIFAR-10": the plural of a model family
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
    release: bool = False  # a derived name that is its base's release or part ("CHIRPS v2.0")


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


def _introduced(text: str, sent_start: int, start: int, *, strict: bool) -> bool:
    """Is the name at ``start`` the object of "we introduce/construct/release ..."?  (The
    verb is looked for at most 600 characters back: a "sentence" of thousands of characters
    holding hundreds of names is not read whole for each.)"""
    window = text[max(sent_start, start - 600) : start]
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
_NEXT_WORD = pattern_cache.compile(r"[ \t]+(?P<w>[\p{L}][\p{L}\-]*)")
_RUN_BACK = pattern_cache.compile(r"\S*", regex.REVERSE)
