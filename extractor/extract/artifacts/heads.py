"""The type of an artifact, read from the head noun nearest to its name ("a modular
framework" gives framework, "the first benchmark" benchmark), ``method`` by default.
"""

from __future__ import annotations

import re
from functools import lru_cache

import regex

from extractor import pattern_cache
from extractor.extract import name_cues
from extractor.extract.artifacts.doc import _Doc, _stop
from extractor.extract.artifacts.vocab import _SUFFIX_TYPES, _cues


@lru_cache(maxsize=1)
def _head_re() -> tuple[regex.Pattern, dict[str, str]]:
    heads: dict[str, str] = {}
    for typ, words in _cues()["heads"].items():
        for w in words:
            heads[w] = typ
    alt = "|".join(sorted((regex.escape(w) for w in heads), key=len, reverse=True))
    return regex.compile(rf"(?<![\p{{L}}\-])(?:{alt})(?![\p{{L}}\-])", regex.I), heads


def _word_trie(words) -> str:
    """An alternation of the literal ``words`` as a trie, every word kept (a word that
    another one extends is an optional end: "algorithm(?:s)?")."""
    by_first: dict[str, list[str]] = {}
    end = False
    for w in words:
        if w:
            by_first.setdefault(w[0], []).append(w[1:])
        else:
            end = True
    alts = [re.escape(ch) + _word_trie(rest) for ch, rest in sorted(by_first.items())]
    if not alts:
        return ""
    body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
    return "(?:" + body + ")?" if end else body


@lru_cache(maxsize=1)
def _head_ascii() -> re.Pattern:
    """``_head_re`` for lower-cased ASCII text: a head is a whole run of letters and
    hyphens, so one of the (lower-case) heads between a character and a lookahead that
    are no letter or hyphen; a trie in stdlib ``re``.  (A head of other characters is
    never such a run.)"""
    heads = [h for h in _head_re()[1] if re.fullmatch(r"[a-z\-]+", h)]
    return re.compile(r"(?<![a-z\-])" + _word_trie(heads) + r"(?![a-z\-])" if heads else r"(?!)")


def _heads_in(text: str, lo: int, hi: int) -> list[tuple[int, int, str]]:
    """(start, end, word) of the head nouns in ``text[lo:hi]`` (``_head_re`` matches).

    In ASCII text a head match is a whole run of letters and hyphens whose lower-case
    form is a head: the lower-cased text (same offsets) is scanned for the heads with a
    trie in stdlib ``re`` (``_head_ascii``), instead of with the case-insensitive
    alternation of every head or by looking up every run of letters.
    """
    if text.isascii():
        return [(m.start(), m.end(), text[m.start() : m.end()]) for m in _head_ascii().finditer(text.lower(), lo, hi)]
    return [(m.start(), m.end(), m.group()) for m in _head_re()[0].finditer(text, lo, hi)]


_PARTICIPLE = pattern_cache.compile(r"\s+\p{Ll}+(?:ing|ed)\b")
_COORD_AFTER = pattern_cache.compile(r"\s+(?:and|or)\s")
_NET_SUFFIX = pattern_cache.compile(r"(?:^|[-‐‑]|\p{Ll})Net$")
_NP_END = pattern_cache.compile(rf"\b{name_cues.alternation(_cues()['np_end'])}\b|[(,]\s*(?:which|that)\b")
_APPOS_PREP = pattern_cache.compile(rf"\s*\b{name_cues.alternation(_cues()['prepositions'])}\s", regex.I)
_APPOS_TYPE = pattern_cache.compile(
    r"[)}]*\s*(?:\([^()]{0,80}\))?\s*(?:,|:|--|—|\s-)\s*(?:i\.e\.,?\s*)?(?:a|an|the|our)?\b")


# "a set of kernels", "a data collection device": a set or collection of things that are no
# data, or one that only modifies the noun after it
@lru_cache(maxsize=1)
def _not_data_after() -> regex.Pattern:
    amounts = name_cues.alternation(name_cues.cue_patterns("data_amount", name_cues.DATASETS))
    return pattern_cache.compile(
        # "of" and what it holds, no number and no data in its first words ("a set of kernels")
        rf"\s+of\s+(?!(?:[\w–-]+\s+){{0,5}}?(?:\d|(?:{amounts})s?\b))"
        # or a noun right after it that it only modifies ("a data collection device")
        r"|\s+(?!(?:of|for|with|that|which|from|in|on|to|and|or|as|is|was)\b)\p{Ll}{3,}\b",
        regex.IGNORECASE,
    )


def _weak_head(text: str, end: int, word: str) -> bool:
    low = word.lower()
    collecting = name_cues.collecting_heads()
    return (low in collecting or low[-1:] == "s" and low[:-1] in collecting) and _not_data_after().match(text, end) is not None


def _type_of(name: str, d: _Doc, lo: int, hi: int, at: int, verb: str | None) -> str:
    low = name.lower()
    for suffix, typ in _SUFFIX_TYPES:
        if low.endswith(suffix):
            return typ
    heads = _head_re()[1]
    appos = _APPOS_TYPE.match(d.text, at + len(name))
    if appos and _APPOS_PREP.match(d.text, appos.end()):
        appos = None  # "our method, called X, on 32 datasets": a phrase of the verb, no appositive
    if appos:
        # "X, a unified estimation, planning, and control framework using ...": the head
        # of the noun phrase is its last head noun before a preposition or clause
        a = appos.end()
        lim = min(len(d.text), a + 70)
        stop = _stop(d.text).search(d.text, a, lim)
        np_end = _NP_END.search(d.text, a, stop.start() if stop else lim)
        found = [f for f in _heads_in(d.text, a, np_end.start() if np_end else (stop.start() if stop else lim))
                 if not _weak_head(d.text, f[1], f[2])]
        for _, m_end, word in found:  # "a novel approach incorporating a decoder": approach
            if _PARTICIPLE.match(d.text, m_end):
                return heads[word.lower()]
        for _, m_end, word in found:  # "a benchmark and baseline method": the first conjunct
            if _COORD_AFTER.match(d.text, m_end):
                return heads[word.lower()]
        if found:
            return heads[found[-1][2].lower()]
        first = [f for f in _heads_in(d.text, a, lim) if not _weak_head(d.text, f[1], f[2])][:1]
        if first and (not stop or first[0][0] < stop.start()):
            return heads[first[0][2].lower()]
    best: tuple[int, str] | None = None
    for m_start, m_end, word in _heads_in(d.text, lo, hi):
        if _weak_head(d.text, m_end, word):
            continue
        dist = abs(m_start - at)
        # (a head no nearer than the best so far is not taken either way: the long-form
        # test, which may pair parentheses, runs only for one that would be)
        if best is not None and dist >= best[0]:
            continue
        if d.inside_long_form(m_start, m_end, lo - 122, hi + 301):
            continue  # "adversarial model perturbation (AMP)": only the last word is a head
        best = (dist, heads[word.lower()])
    # "the time-sliced evaluation set, X", "a new set of 12,000 morphs that we call X": data,
    # when no head noun stands nearer the name
    set_before, set_after = name_cues.data_set_re().before, name_cues.data_set_re().after
    for data_set in set_before.finditer(d.text, max(lo, at - 100), at):
        if best is None or at - data_set.start() < best[0]:
            return "dataset"
    if set_after.match(d.text, at + len(name)):
        return "dataset"
    if best is not None:
        return best[1]
    if _NET_SUFFIX.search(name):
        return "model"  # "we propose FG-Net for ..." with no head noun around
    if verb and verb in _cues()["verb_types"]:
        return _cues()["verb_types"][verb]
    return "method"


@lru_cache(maxsize=1)
def _head_set() -> frozenset[str]:
    return frozenset(_head_re()[1])
