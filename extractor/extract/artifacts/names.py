"""What a name looks like: its folded key, whether a word is coined, the tokens a
name run is read from.

Kept apart from the cues so that every step judges a candidate by the same notion of a
name ("DifferNet" and "Differ-Net" are one name; "GPT-4o" is coined, "Transformer" is not).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

import regex

from extractor import pattern_cache
from extractor.extract import name_cues
from extractor.extract.artifacts.vocab import _cues

_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-"})
# a LaTeX-wrapped name, or one word-like token (letters, digits, inner hyphens, ^ and a
# trailing ++)
_WRAPPED = (
    r"\\(?:emph|textsf|texttt|textbf|textit|textsc|mathsf|mathrm|mathbf|mathtt)\s*"
    r"\{(?P<w>[^{}$]{1,60})\}"
)
# (a run of word characters per repetition, not one: the same match, fewer steps)
_WORD = r"(?<![\p{L}\p{N}\\{.,])[\p{L}\p{N}](?:[\p{L}\p{N}^'’]+|[-‐‑](?=[\p{L}\p{N}]))*\+{0,2}"
_TOKEN = pattern_cache.compile(_WRAPPED + r"|(?P<t>" + _WORD + ")")
_WORD_TOKEN = pattern_cache.compile(_WORD)
# the same on ASCII text, in stdlib ``re`` (\\p{L}\\p{N} is [A-Za-z0-9] there; the Unicode
# apostrophe and hyphens cannot occur)
_WORD_TOKEN_ASCII = re.compile(r"(?<![A-Za-z0-9\\{.,])[A-Za-z0-9](?:[A-Za-z0-9^']+|-(?=[A-Za-z0-9]))*\+{0,2}")
_new_cand = tuple.__new__
_STRIP_POSSESSIVE = pattern_cache.compile(r"['’]s?$")
_PLURAL_ACRONYM = pattern_cache.compile(r"^\p{Ll}?\p{Lu}{2,}s$")
# a size, a count, a dimension or a unit: "8B", "200M", "3D", "8GB", "100Hz", "5nm",
# "3D-2D" (two capitals only after a unit's prefix letter: "3SD" is a name)
_SIZE_LIKE = pattern_cache.compile(r"^(?:[\d.]+(?:[KMBGTDkmbgtd][A-Za-z]|[A-Za-z][a-z]?)[-/x×]?)+$")
_ROMAN = pattern_cache.compile(r"^(?:[IVX]+|[ivx]+)$")
_LOWER_UPPER = pattern_cache.compile(r"\p{Ll}\p{Lu}")
_UPPER2 = pattern_cache.compile(r"\p{Lu}.*\p{Lu}")
_FOLD = pattern_cache.compile(r"[\s\-‐‑.]+")


@lru_cache(maxsize=65536)
def normalize_name(name: str) -> str:
    """The comparison key of a name: case folded, spaces, hyphens and dots dropped."""
    return _FOLD.sub("", name).casefold()


@lru_cache(maxsize=65536)
def is_coined(word: str) -> bool:
    """A token that looks invented: an acronym, CamelCase, or letters mixed with digits.

    ``BQQ``, ``LogiCAM``, ``scDFM``, ``RFT-Inf``, ``μP^2``, ``PFGM++`` are coined;
    ``Data-Driven``, ``Transformer``, ``first-order`` are not.
    """
    for part in _HYPHEN_SPLIT.split(word):
        if not part:
            continue
        if _UPPER2.search(part) or _LOWER_UPPER.search(part):
            return True
        if any(c.isdigit() for c in part) and any(c.isupper() for c in part):
            return True
        if part.endswith("++") and any(c.isupper() for c in part):
            return True
    return False


def _is_capitalised(word: str) -> bool:
    return word[:1].isupper()


_HYPHEN_SPLIT = pattern_cache.compile(r"[-‐‑]")
_AFTER_CUE = pattern_cache.compile(r"\s*(?:,\s*)?(?:as\s+)?(?P<det>the\s+|a\s+|an\s+)?")  # "named as X"
_COORD_GAP = pattern_cache.compile(r"\s*(?:,\s*)?(?:(?:and|or)\s+)?")
_HYPHEN_OR_DIGIT = pattern_cache.compile(r"[-‐‑\d]")
_LATEX_PREFIX = pattern_cache.compile(r"\s*\\\w+\{?|\s*\$")
_APPOS_AFTER = pattern_cache.compile(r",\s+(?:a|an|the|our)\b|\s*\(")
# a capitalised name may also be followed by the clause that describes it ("we present
# Gaitor, which learns ..."); a plain word may not ("a new algorithm that we introduce here,
# which works")
_CLAUSE_AFTER = pattern_cache.compile(r",\s+(?:which|that)\b")
_APPOS_BEFORE = pattern_cache.compile(r"([\p{L}\-]+),\s+(?:i\.e\.,?\s+|namely\s+)?$")
_WORDS = pattern_cache.compile(r"[\p{L}\-‐‑]+")
_WE_OUR = pattern_cache.compile(r"\b(?:we|our)\b", regex.I)
# the paper as the subject of a sentence whose verb a cue after "and", "to" or "by" shares
_SUBJECT = pattern_cache.compile(rf"\b(?:we|our|us|this\s+{name_cues.alternation(_cues()['self_nouns'])})\b", regex.I)
_WE_INTRODUCE = pattern_cache.compile(rf"\b(?:we|our)\s+(?:\w+\s+)?{name_cues.alternation(_cues()['and_verbs'])}")


class _Cand(NamedTuple):
    name: str
    start: int
    end: int
    paren: bool  # written inside parentheses


class _Sent(NamedTuple):
    start_char: int
    end_char: int


_WORD_PIECES = re.compile(r"[\s\-‐‑/]+")


@lru_cache(maxsize=1)
def _well_known() -> frozenset[str]:
    names = _cues()["well_known"]
    return frozenset(names) | frozenset(normalize_name(n) for n in names)
