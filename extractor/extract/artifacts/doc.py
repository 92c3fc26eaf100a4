"""One abstract as the artifact rules read it: its short forms, where each name was
first written, and the tests every candidate passes (not cited, not known, not math).

Built once per paper so that the cue windows, the parts and the claims share one
reading of the abbreviations instead of each pairing parentheses again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice

import regex

from extractor import lexicon, pattern_cache
from extractor.catalog import is_model
from extractor.extract import name_cues
from extractor.extract.abbreviations import Abbreviation, find_abbreviations
from extractor.extract.artifacts.names import (
    _HYPHEN_SPLIT,
    _PLURAL_ACRONYM,
    _ROMAN,
    _SIZE_LIKE,
    _STRIP_POSSESSIVE,
    _TOKEN,
    _WORD_TOKEN,
    _WORD_TOKEN_ASCII,
    _Cand,
    _new_cand,
    is_coined,
    normalize_name,
)
from extractor.extract.artifacts.vocab import _NOT_OWN_AFTER, _NOT_OWN_ANY, _PART_NOUN_SET, _cues


def _stop_words(space: str) -> list[str]:
    """The words that end a cue's object, as regex branches (``space``: white space)."""
    c = _cues()
    after_and = "|".join(map(re.escape, c["stops_after_and"]))
    return [re.escape(w) for w in c["clause_stops"]] + [f"and{space}+(?:{after_and})\\w*"]


_STOP = pattern_cache.compile(
    r"[;:]|\s—|--|\s-\s|\.(?:\s|$)|(?<![-‐‑])\b(?:" + "|".join(_stop_words(r"\s")) + r")\b(?![-‐‑])"
)  # a stop word inside a compound ("end-to-end", "DifferNet-based") stops nothing


# ``_STOP`` for ASCII text in stdlib ``re`` (several times faster to scan): there ``\\s``
# is spelt out (``re``'s also takes \\x1c-\\x1f, ``regex``'s does not), ``\\w`` and ``\\b``
# mean the same on ASCII, and the dash alternatives cannot match.  Every branch starts
# with a literal character (a stop word's "(?<!-)\\b" is checked behind its first letter,
# which holds at the text's start too), so ``re`` skips to the characters that can start
# one instead of trying each position.
def _stop_ascii() -> re.Pattern:
    space = r"[\t\n\x0b\x0c\r ]"
    by_first: dict[str, list[str]] = {}
    for w in _stop_words(space):
        by_first.setdefault(w[0], []).append(w[1:])
    branches = [";", ":", "--", *(re.escape(c) + "-" + space for c in "\t\n\x0b\x0c\r "), r"\.(?:" + space + "|$)"]
    branches += [rf"{c}(?<![\w-]{c})(?:{'|'.join(rest)})\b(?!-)" for c, rest in by_first.items()]
    return re.compile("|".join(branches))


_STOP_ASCII = _stop_ascii()


def _stop(text: str) -> re.Pattern | regex.Pattern:
    return _STOP_ASCII if text.isascii() else _STOP


def _self_re() -> regex.Pattern:
    """Words that show a sentence speaks of the paper's own work ("we", "novel",
    "proposing", "this method")."""
    c = _cues()
    verbs = [f"{regex.escape(v[:-1])}(?:e|es|ed|ing)" for v in c["self_verbs"]]
    this = name_cues.alternation(c["self_nouns"] + c["self_things"])
    words = [*map(regex.escape, c["subjects"]), "our", "us", *map(regex.escape, c["novelty"]), *verbs]
    return regex.compile(rf"\b(?:{'|'.join(words)}|this\s+{this})\b", regex.I)


def _naming_in(space: str) -> list[str]:
    """The naming cues that take a name from an introduction cue's window, as regex
    branches (``space``: white space): "termed", "referred to as", "we call"."""
    c = _cues()
    out = []
    for cue in c["in_window"]:
        words = cue.split()
        if cue in c["naming_verbs"]:
            subjects = "|".join(map(re.escape, c["subjects"]))
            out.append(f"(?:{subjects}){space}+" + re.escape(words[0]))
        else:
            out.append(f"{space}+".join(map(re.escape, words)))
    return out


_SELF = _self_re()
_NAMING_IN = pattern_cache.compile(r"\b(?:" + "|".join(_naming_in(r"\s")) + r")\b", regex.I)
# the same for ASCII text in stdlib ``re`` (``\\s`` spelt out as in ``_STOP_ASCII``)
_NAMING_IN_ASCII = re.compile(r"\b(?:" + "|".join(_naming_in(r"[\t\n\x0b\x0c\r ]")) + r")\b", re.I)
_PREP = pattern_cache.compile(rf"\b{name_cues.alternation(_cues()['prepositions'])}\b", regex.I)
# "a new framework " before a preposition: the long form after it names that head
# between "of" and the long form it names: nothing, or an article and one word ("a dataset
# of an automated Conversational Agent ... (CAISE)"; not "a method of the discrete ...")
_OF_WHAT = pattern_cache.compile(r"\s+(?:an?\s+(?:[\w-]+\s+)?)?")
_HEAD_THEN_PREP = pattern_cache.compile(r"(?i)(?:(?:a|an|the|our)\s+)?(?:[\w-]+\s+){0,3}?(?P<head>[\w-]+)\s+$")
_DET_LEAD = pattern_cache.compile(r"\s*(?:(?:the|a|an|our)\s+)?", regex.I)
_DET = pattern_cache.compile(r"\s*(?:the|a|an|our)?\s*$", regex.I)


class _Doc:
    """Per-document state: text, and abbreviation pairs found on demand.

    Each parenthesis is paired on its own when a question first needs it, so the pairs
    found are those ``find_abbreviations(text)`` gives there.  A long form holds no
    "(" (the pairing cuts the text before a parenthesis at the previous one), so one
    that covers a position ``pos`` is that of the last parenthesis opening before
    ``pos`` ("SHORT (long)") or of the first opening at or after it ("long (SHORT)"),
    and a short form starting at ``pos`` is likewise paired by one of those two: a
    question about one position pairs at most two parentheses, not every one near it.
    """

    __slots__ = ("text", "_at", "stressed", "redefined")

    def __init__(self, text: str, marks=()) -> None:
        self.text = text
        self._at: dict[int, Abbreviation | None] = {}  # parenthesis offset -> its pair
        self.redefined: frozenset[str] = frozenset()  # known acronyms the text gives a meaning of its own
        # spans the markup stressed as a whole ("**proxy-tuning**", "\\emph{X}"): a name
        # so set off is one the authors coin
        self.stressed = frozenset((a, b) for a, b, _ in marks)

    def _pair_at(self, p: int) -> Abbreviation | None:
        """The pair of the parenthesis opening at ``p`` (None if none or ``p`` < 0)."""
        if p < 0:
            return None
        at = self._at
        if p in at:
            return at[p]
        found = find_abbreviations(self.text, p, p + 1)
        a = at[p] = found[0] if found else None
        return a

    def abbr(self, lo: int, hi: int) -> list[Abbreviation]:
        """Pairs whose parenthesis opens in ``[lo, hi)``, in text order."""
        text = self.text
        out = []
        p = text.find("(", max(0, lo), hi)
        while p >= 0:
            a = self._pair_at(p)
            if a is not None:
                out.append(a)
            p = text.find("(", p + 1, hi)
        return out

    @property
    def abbreviations(self) -> list[Abbreviation]:
        return self.abbr(0, len(self.text))

    def _covering(self, pos: int, lo: int, hi: int) -> Iterator[Abbreviation]:
        """The pairs whose long form can hold ``pos``, of the last parenthesis opening in
        ``[lo, pos)`` and the first opening in ``[pos, hi)``, in text order, each paired
        only when asked for: not that of a parenthesis closed before ``pos``, nor that
        of one after a ". ", "; " or ": " at or after ``pos`` (the pairing cuts there)."""
        text = self.text
        p = text.rfind("(", max(0, lo), pos)
        if p >= 0 and text.find(")", p, pos) < 0 and (a := self._pair_at(p)) is not None:
            yield a
        p = text.find("(", pos, hi)
        if (
            p >= 0
            and text.find(". ", pos, p) < 0
            and text.find("; ", pos, p) < 0
            and text.find(": ", pos, p) < 0
            and (a := self._pair_at(p)) is not None
        ):
            yield a

    # a long form lies within 300 characters before its parenthesis ("long (SHORT)") or
    # inside it, at most 120 characters ("SHORT (long)")
    def in_long_form(self, start: int, end: int) -> bool:
        return any(a.long_start <= start and end <= a.long_end for a in self._covering(start, start - 122, end + 301))

    def inside_long_form(self, start: int, end: int, lo: int, hi: int) -> bool:
        """Is ``[start, end)`` in a long form, short of its last character, of a pair
        whose parenthesis opens in ``[lo, hi)``?"""
        return any(a.long_start <= start and end < a.long_end - 1 for a in self._covering(start, lo, hi))

    def short_for(self, start: int, end: int) -> Abbreviation | None:
        for a in self._covering(start, start - 122, start + 301):
            if a.long_start <= start < a.long_end:
                return a
        return None

    def pair_of(self, short_start: int) -> Abbreviation | None:
        """The pair whose short form starts at ``short_start``: inside the last
        parenthesis before it ("long (SHORT)"), or the one word before the first after
        it ("SHORT (long)"); that parenthesis is paired only when the word can be it."""
        text = self.text
        p = text.rfind("(", max(0, short_start - 122), short_start)
        a = self._pair_at(p)
        if a is not None and a.short_start == short_start:
            return a
        p = text.find("(", short_start, short_start + 64)
        if p >= 0 and len(text[short_start:p].split()) == 1:
            a = self._pair_at(p)
            if a is not None and a.short_start == short_start:
                return a
        return None

    def long_starting(self, pos: int, limit: int) -> Abbreviation | None:
        """A pair whose long form starts at ``pos`` (give or take spaces): one of a
        parenthesis opening within two characters of ``pos`` or of the first after."""
        text = self.text
        near = min(pos + 3, limit)
        parens = []
        p = text.find("(", max(0, pos - 2), near)
        while p >= 0:
            parens.append(p)
            p = text.find("(", p + 1, near)
        after = text.find("(", near, limit)
        # the first parenthesis after pairs a long form before it ("long (SHORT)"; one
        # inside it starts past ``pos + 2``), which the pairing never starts before a
        # ". ", "; " or ": " that it finds within 300 characters before the parenthesis,
        # nor before those 300: a long form from ``pos`` cannot be one past those
        lo = max(pos + 1, after - 300)
        if after >= 0 and lo <= pos + 2 and text.find(". ", lo, after) < 0 and text.find("; ", lo, after) < 0 and text.find(": ", lo, after) < 0:
            parens.append(after)
        for p in parens:
            a = self._pair_at(p)
            if a is not None and pos <= a.long_start <= pos + 2 and a.short_end <= limit:
                return a
        return None

    def used_before(self, name: str, pos: int) -> bool:
        """Is ``name`` written before ``pos``, as a word of its own (an acronym also in its
        plural: "whole slide images (WSIs) ... at the WSI level")?"""
        if len(name) < 2:
            return False
        text = self.text
        # (not where the name is defined anew: "Attention Networks (HANs) ... a Hierarchical
        # Anchor Network (HAN)")
        acronym = name[-1].isupper() and text[pos - 1 : pos] != "("
        i = text.find(name, 0, pos)
        while i >= 0:
            j = i + len(name)
            if j < len(text) and text[j] == "s" and acronym:
                j += 1
            if (i == 0 or not text[i - 1].isalnum()) and (j >= len(text) or not text[j].isalnum()):
                return True
            i = text.find(name, i + 1, pos)
        return False


    def used_as_others(self, name: str, pos: int) -> bool:
        """Is ``name`` written before ``pos`` as someone else's ("previous X", "X (Lee et
        al., 2020)", "X, a widely used ...")?"""
        text = self.text
        i = text.find(name, 0, pos)
        while i >= 0:
            j = i + len(name)
            if (i == 0 or not text[i - 1].isalnum()) and (j >= len(text) or not text[j].isalnum()):
                lo = text.rfind(". ", 0, i) + 1
                if _NOT_OWN_ANY.search(text, lo, i) or _NOT_OWN_AFTER.match(text, j) or _CITED.match(text, i):
                    return True
            i = text.find(name, i + 1, pos)
        return False


def _is_model(d: _Doc, name: str) -> bool:
    """``catalog.is_model``, unless the text gives the acronym a meaning of its own."""
    return name not in d.redefined and is_model(name)


@lru_cache(maxsize=1)
def _expansions() -> dict[str, tuple[frozenset[str], tuple[str, ...]]]:
    """Listed acronym -> the first words of its expansions and the expansions
    (``expansions.tsv``), folded: what a long form is compared with, word by word, so
    that spelling ("Pre-training"/"Pretraining") and case do not count as a new meaning."""
    out: dict[str, tuple[set[str], list[str]]] = {}
    for row in lexicon.load("expansions"):
        firsts, folded = out.setdefault(row["acronym"], (set(), []))
        firsts.add(_fold(row["expansion"].split()[0]))
        folded.append(_fold(row["expansion"]))
    return {k: (frozenset(s), tuple(f)) for k, (s, f) in out.items()}


def _fold(words: str) -> str:
    return "".join(ch for ch in words.lower() if ch.isalnum())


def _redefined(d: _Doc) -> frozenset[str]:
    """The listed well-known acronyms (``expansions.tsv``) this text defines with a long
    form of its own ("Spatial Alignment Module (SAM)", not "Segment Anything Model (SAM)"):
    there they name the paper's thing, not the known one."""
    known = _expansions()
    text = d.text
    out = []
    p = text.find("(")
    while p >= 0:
        q = text.find(")", p + 1, p + 12)
        inner = text[p + 1 : q] if q > 0 else ""
        short = inner[:-1] if inner[-1:] == "s" and inner[:-1] in known else inner
        if short in known and (pair := d._pair_at(p)) is not None and pair.long_start < pair.short_start:
            firsts, expansions = known[short]
            words = pair.long.split()
            long = _fold(pair.long)
            # only a part the paper builds ("... Module (SAM)", "... mechanism (SAM)"): another
            # field's meaning of the acronym ("Multi-Party Computation (MPC)") is no more the
            # paper's than the listed one; a long form may hold more than the expansion,
            # "adapting the Segment Anything", or less: "Policy Optimization (PPO)"
            if (
                len(words) > 1
                and words[-1].lower() in _PART_NOUN_SET
                and _fold(words[0]) not in firsts
                and not any(e in long or long in e for e in expansions)
            ):
                out += [short, inner]
        p = text.find("(", p + 1)
    return frozenset(out)


def _tokens(text: str, start: int, end: int, limit: int = 0) -> list[_Cand]:
    """Word-like tokens (LaTeX wrappers unwrapped) of ``text[start:end]`` (the first
    ``limit`` if given)."""
    if text.find("\\", start, end) < 0:
        # no LaTeX wrapper can start here: only the plain-token branch of ``_TOKEN``
        # matches, and a plain token has no spaces to strip
        pat = _WORD_TOKEN_ASCII if text.isascii() else _WORD_TOKEN
        it = pat.finditer(text, start, end) if not limit else islice(pat.finditer(text, start, end), limit)
        if text.find("'", start, end) < 0 and text.find("\u2019", start, end) < 0:
            if text.find("(", start - 1 if start else 0, end) < 0:
                # no token starts right after a "(" (the one before ``start`` included)
                return [_new_cand(_Cand, (m.group(), m.start(), m.end(), False)) for m in it]
            return [_new_cand(_Cand, (m.group(), (s := m.start()), m.end(), text[s - 1 : s] == "(")) for m in it]
        out = []
        for m in it:
            s, e = m.span()
            word = m.group()
            if "'" in word or "\u2019" in word:
                pm = _STRIP_POSSESSIVE.search(word)
                if pm:
                    word = word[: pm.start()]
                    e = s + len(word)
            out.append(_new_cand(_Cand, (word, s, e, text[s - 1 : s] == "(")))
        return out
    return _tokens_any(text, start, end, limit)


def _tokens_any(text: str, start: int, end: int, limit: int = 0) -> list[_Cand]:
    """``_tokens`` for any text (LaTeX wrappers included): the reference version."""
    out = []
    for m in _TOKEN.finditer(text, start, end):
        if limit and len(out) >= limit:
            break
        g = "w" if m.group("w") is not None else "t"
        s, e = m.span(g)
        word = text[s:e].strip()
        pm = _STRIP_POSSESSIVE.search(word)
        if pm and g == "t":
            word = word[: pm.start()]
            e = s + len(word)
        if not word:
            continue
        paren = text[s - 1 : s] == "(" or text[max(0, m.start() - 1) : m.start()] == "("
        out.append(_Cand(word, s, e, paren))
    return out


def _in_math(text: str, pos: int, sent_start: int) -> bool:
    return text.count("$", sent_start, pos) % 2 == 1


# a citation at a candidate: "(Shi et al., 2020)", "Smith and Jones, 2021", "Li et al.
# (2019)": an author's name, never something the paper names
_CITED = pattern_cache.compile(
    r"\p{Lu}[\p{L}'’\-]*(?:\s+et\s+al\b|(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’\-]*)?(?:,\s+|\s+\()(?:19|20)\d\d[a-z]?\b)"
)

# a reference marker right after a name: "[22]", "[3, 7]", "(Smith et al., 2021)"
_CITATION_AFTER = pattern_cache.compile(
    r"[ \t]?(?:\[\d{1,3}(?:[ \t]?[,–-][ \t]?\d{1,3})*\]"
    r"|\([^()]{0,40}?(?:\bet\sal\.?,?|\p{Lu}[\p{L}\-]+,)\s(?:19|20)\d\d[a-z]?(?:;[^()]{0,60})?\))"
)


_ORDINARY = frozenset(name_cues.common_words())


_NUMBER_BEFORE = pattern_cache.compile(r"(?<![\w.-])\d[\d,.]*\s$")

def _acceptable(
    name: str, d: _Doc, pos: int, well_known: frozenset[str], compound_ok: bool = False, seen_ok: bool = False
) -> bool:
    """Can ``name`` at ``pos`` be the paper's own?  ``seen_ok``: the text may have written
    it before ("the proposed TeleHand" after a list that named it), unless as someone else's."""
    if len(name) < 2 or _ROMAN.match(name) or _PLURAL_ACRONYM.match(name):
        return False
    if _CITED.match(d.text, pos) or _CITATION_AFTER.match(d.text, pos + len(name)):
        return False  # an author, or a name with its reference: "a method called SuperRetina [22]"
    if d.text[max(0, pos - 2) : pos].endswith(("->", "→", "↔")) or d.text.startswith(("->", "→", "<->", "↔"), pos + len(name)):
        return False  # "denoted as Kinetics->BABEL": one end of a transfer between datasets
    if name in well_known or normalize_name(name) in well_known:
        return False
    if name.islower() and name in _ORDINARY and (pos, pos + len(name)) not in d.stressed:
        return False  # "We release code, the videos and models": an ordinary word, no name
    if name[-1:] == "s" and (name[:-1] in well_known or _is_model(d, name[:-1])):
        return False  # "NeRFs", "LLMs": the plural of a known name
    if name.isdigit() or not any(ch.isalpha() for ch in name) or _SIZE_LIKE.match(name):
        return False  # "3D-2D", "8B", "200M"
    if len(name) <= 4 and _NUMBER_BEFORE.search(d.text, max(0, pos - 12), pos):
        return False  # "a 20 kV network", "8 GB of memory": a number's unit, no name
    parts = [p for p in _HYPHEN_SPLIT.split(name) if p]
    if len(parts) > 1 and all(_SIZE_LIKE.match(p) or p.islower() for p in parts) and (pos, pos + len(name)) not in d.stressed:
        return False  # "2D-to-3D"; not "We introduce **proxy-tuning**, a ..."
    coined = [p for p in parts if is_coined(p)]
    if len(parts) > 1 and coined and all(p in well_known for p in coined) and not compound_ok:
        return False  # "PAC-Bayesian", "LLM-based"
    if seen_ok:
        return not d.used_as_others(name, pos)
    return not d.used_before(name, pos)
