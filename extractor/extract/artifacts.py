"""Artifacts: the named methods, models, benchmarks, ... that a paper introduces.

A name is taken only where the text presents it as the paper's own:

* an introduction cue with the paper as subject — "we propose X", "we introduce the
  first benchmark X", "this paper presents X", "we design a novel ... (X)";
* a naming cue in a sentence that speaks about the paper's work — "termed X",
  "called X", "dubbed X", "named X", "namely X", "coined X", "which we call X",
  "referred to as X" ("i.e." is not one: "three datasets, i.e., ADNI, OASIS" lists what
  the paper uses);
* an appositive that describes the name as new — "X, a novel framework that ...",
  "X, a new algorithm that we introduce";
* "our proposed ... (X)", "the new proposed algorithm X";
* the name a title leads with ("StructLM: Towards ..."), where the abstract names it too.

Inside a cue's window (the object of the cue, up to a clause boundary) the first name
wins: a parenthesised short form ("Binary Quadratic Quantization (BQQ)" gives ``BQQ``;
its expansion is never a separate artifact) or a coined token (CamelCase, acronym,
mixed letters/digits).  Plain capitalised or lower-case words count only in tight
patterns ("we introduce Agnostics, a ...", "a new measure, Inv-Entropy").  Names the
text already used before the cue, well-known names (ResNet, ImageNet, GPT-4, see
``data/lexicon/well_known_names.tsv``) and generic acronyms are never artifacts.

The type is read from the head noun nearest to the name ("a modular framework" →
framework, "the first benchmark" → benchmark, "a new evaluation metric" → metric),
defaulting to ``method``.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice
from typing import NamedTuple

import regex
from spacy.attrs import IDS
from spacy.matcher import Matcher
from spacy.tokens import Doc

from extractor import lexicon, pattern_cache
from extractor.catalog import is_model, lookup
from extractor.components.chunk_tokens import plain_tokens
from extractor.extract import name_cues
from extractor.extract.abbreviations import _MARKUP, Abbreviation, find_abbreviations, is_short_form
from extractor.nlp import Abstract, as_abstract, get_nlp
from extractor.records import Artifact
from extractor.text import clean

__all__ = ["extract_artifacts", "normalize_name", "is_coined"]


@lru_cache(maxsize=1)
def _cues() -> dict:
    """The cue vocabulary (``extractor/data/lexicon``), as the word lists the patterns are
    built from."""
    scope = name_cues.ARTIFACTS
    verbs = name_cues.introduce_verbs(scope)
    heads: dict[str, list[str]] = {}
    for head, typ in name_cues.head_types().items():
        heads.setdefault(typ, []).append(head)
    return {
        "subjects": list(name_cues.cue_words("subject", scope)),
        "self_nouns": list(name_cues.cue_words("self_noun", scope)),
        "self_things": list(name_cues.cue_words("self_thing", scope)),
        "self_verbs": list(name_cues.cue_words("self_verb", scope)),
        "adverbs": list(name_cues.cue_words("adverb", scope)),
        "enum_marks": list(name_cues.cue_words("enum_mark", scope)),
        "intro_verbs": [f for r in verbs for f in (r["verb"], r.get("third"), r.get("past")) if f],
        "and_verbs": [r["verb"] for r in verbs if r["after_and"]],
        "and_pasts": [r["past"] for r in verbs if r["after_and"] and r.get("past")],
        "and_thirds": [r["third"] for r in verbs if r["after_and"] and r.get("third")],
        "gerunds": [r["gerund"] for r in verbs if r.get("gerund")],
        "verb_types": {
            f: r["implies"] for r in verbs if r.get("implies") for f in (r["verb"], r.get("third"), r.get("past")) if f
        },
        "naming_cues": list(name_cues.naming_cues("participle", "adverb")),
        "naming_phrases": [c.split() for c in name_cues.naming_cues("phrase")],
        "naming_verbs": list(name_cues.naming_cues("verb")),
        "in_window": [r["cue"] for r in lexicon.load("naming_cues") if r["in_window"]],
        "contribution": list(name_cues.cue_words("contribution", scope)),
        "novelty": list(name_cues.cue_words("novelty", scope)),
        "proposed": list(name_cues.cue_words("proposed", scope)),
        "heads": heads,
        "reject_after": list(name_cues.cue_words("reject_after", scope)),
        "not_own": list(name_cues.cue_words("not_own", scope)),
        "clause_stops": list(name_cues.cue_words("clause_stop", scope)),
        "stops_after_and": list(name_cues.cue_words("stop_after_and", scope)),
        "np_end": list(name_cues.cue_words("np_end", scope)),
        "prepositions": list(name_cues.cue_words("preposition", scope)),
        "name_connectors": list(name_cues.cue_words("name_connector", scope)),
        "well_known": list(name_cues.well_known(scope)),
        "generic_tails": list(name_cues.hyphen_tails(scope)),
        "suffix_types": {k: v for k, v in name_cues.name_suffixes().items() if v},
        "devices": frozenset(w.lower() for w in name_cues.cue_words("device", scope)),
        "common": name_cues.common_words(),
        "title_labels": frozenset(w.lower() for w in name_cues.cue_words("title_label", scope)),
        "not_parts": frozenset(name_cues.cue_words("reject_after", scope)) | {"task", "tasks"},
    }


# --------------------------------------------------------------------------- names

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
_APPOS_AFTER = pattern_cache.compile(r",\s+(?:a|an|the)\b|\s*\(")
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


# --------------------------------------------------------------------------- matcher


# Word lists in Matcher patterns are lexeme flags, not ``{"LOWER": {"IN": [...]}}``: an
# ``IN`` predicate is a Python call per token and pattern (it made the Matcher cost ~4 µs a
# token), a flag is a bit test in C.  The flags live on the shared vocab; this module owns
# FLAG63 downwards (one per distinct word list, about 15).
_FLAG_IDS: dict[frozenset[str], str] = {}


def _in(words) -> dict:
    """Token spec "lower-case form is one of ``words``", as a lexeme flag."""
    key = frozenset(w.lower() for w in words)
    name = _FLAG_IDS.get(key)
    if name is None:
        name = f"FLAG{63 - len(_FLAG_IDS)}"
        if 63 - len(_FLAG_IDS) < 40:
            raise RuntimeError("artifacts: out of lexeme flags")
        get_nlp().vocab.add_flag(lambda text, key=key: text.lower() in key, flag_id=IDS[name])
        _FLAG_IDS[key] = name
    return {name: True}


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, list[list[dict]]]]:
    """The cue patterns, label by label in the order the Matcher is given them (token
    specs as spaCy's Matcher reads them; ``_plain_matches`` reads the same specs)."""
    c = _cues()
    m: list[tuple[str, list[list[dict]]]] = []
    adv = {**_in(c["adverbs"]), "OP": "*"}
    verbs = _in(c["intro_verbs"])
    intro = [
        [{"LOWER": {"IN": c["subjects"]}} if len(c["subjects"]) > 1 else {"LOWER": c["subjects"][0]}, adv, verbs],
        # "We (i) propose X": an enumeration mark between the subject and its verb
        [_in(c["subjects"]), {"ORTH": "("}, _in(c["enum_marks"]), {"ORTH": ")"}, adv, verbs],
        [_in(["this", "the", "our"]), _in(c["self_nouns"]), adv, verbs],
        # "our contributions are", "Our main contribution is"
        [{"LOWER": "our"}, {"IS_ALPHA": True, "IS_LOWER": True, "OP": "?"}, _in(c["contribution"]),
         _in(["is", "are", "include", "includes"])],
    ]
    m.append(("INTRO", intro))
    # "we ..., and propose X"; "this paper studies ... and proposes X"
    m.append(("AND_INTRO", [[{"LOWER": "and"}, adv, _in(c["and_verbs"] + c["and_pasts"] + c["and_thirds"])]]))
    m.append(("BY_INTRO", [[{"LOWER": "by"}, adv, _in(c["gerunds"])]]))  # "we close this gap by proposing X"
    m.append(("TO_INTRO", [[{"LOWER": "to"}, _in(c["and_verbs"])]]))  # "we use X to develop Y"
    # "we <any verb> a novel/new ..." — the window must contain novel/new
    novel = [
        _in(c["subjects"]),
        adv,
        {"IS_ALPHA": True},
        _in(["a", "an", "the"]),
        {"IS_ALPHA": True, "OP": "?"},
        _in(c["novelty"]),
    ]
    m.append(("NOVEL", [novel]))
    new = _in([w for w in c["novelty"] if w not in c["proposed"]])
    m.append(("PROPOSED", [[_in(["our", "the"]), {**new, "OP": "?"}, _in(c["proposed"])]]))
    naming = [
        [_in(c["naming_cues"])],
        *([{"LOWER": w} for w in phrase] for phrase in c["naming_phrases"]),  # "referred to as"
        [_in(c["subjects"]), _in(c["naming_verbs"])],  # "we call it X"
    ]
    m.append(("NAMING", naming))
    m.append(("APPOS", [[{"ORTH": ","}, _in(["a", "an"])]]))
    return m


@lru_cache(maxsize=1)
def _matcher() -> Matcher:
    m = Matcher(get_nlp().vocab, validate=False)  # the schema knows no FLAGnn keys
    for label, patterns in _patterns():
        m.add(label, patterns)
    return m


def build() -> None:
    """Build the cue matcher and its plain-path reading now (``extract.paper.warm_up``).

    Most windows never reach the ``Matcher``, so a run may first need it inside a spaCy
    memory zone; built there, its label strings would be dropped with the zone and the
    next zone's match would fail (E018).  Built before the first zone, they stay.
    """
    _matcher()
    _plain_patterns()


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
    if name[-1:] == "s" and (name[:-1] in well_known or _is_model(d, name[:-1])):
        return False  # "NeRFs", "LLMs": the plural of a known name
    if name.isdigit() or not any(ch.isalpha() for ch in name) or _SIZE_LIKE.match(name):
        return False  # "3D-2D", "8B", "200M"
    parts = [p for p in _HYPHEN_SPLIT.split(name) if p]
    if len(parts) > 1 and all(_SIZE_LIKE.match(p) or p.islower() for p in parts) and (pos, pos + len(name)) not in d.stressed:
        return False  # "2D-to-3D"; not "We introduce **proxy-tuning**, a ..."
    coined = [p for p in parts if is_coined(p)]
    if len(parts) > 1 and coined and all(p in well_known for p in coined) and not compound_ok:
        return False  # "PAC-Bayesian", "LLM-based"
    if seen_ok:
        return not d.used_as_others(name, pos)
    return not d.used_before(name, pos)


# --------------------------------------------------------------------------- types


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
        found = _heads_in(d.text, a, np_end.start() if np_end else (stop.start() if stop else lim))
        for _, m_end, word in found:  # "a novel approach incorporating a decoder": approach
            if _PARTICIPLE.match(d.text, m_end):
                return heads[word.lower()]
        for _, m_end, word in found:  # "a benchmark and baseline method": the first conjunct
            if _COORD_AFTER.match(d.text, m_end):
                return heads[word.lower()]
        if found:
            return heads[found[-1][2].lower()]
        first = _heads_in(d.text, a, lim)[:1]
        if first and (not stop or first[0][0] < stop.start()):
            return heads[first[0][2].lower()]
    best: tuple[int, str] | None = None
    for m_start, m_end, word in _heads_in(d.text, lo, hi):
        dist = abs(m_start - at)
        # (a head no nearer than the best so far is not taken either way: the long-form
        # test, which may pair parentheses, runs only for one that would be)
        if best is not None and dist >= best[0]:
            continue
        if d.inside_long_form(m_start, m_end, lo - 122, hi + 301):
            continue  # "adversarial model perturbation (AMP)": only the last word is a head
        best = (dist, heads[word.lower()])
    if best is not None:
        return best[1]
    if _NET_SUFFIX.search(name):
        return "model"  # "we propose FG-Net for ..." with no head noun around
    if verb and verb in _cues()["verb_types"]:
        return _cues()["verb_types"][verb]
    return "method"


# --------------------------------------------------------------------------- windows


def _window_end(text: str, start: int, sent_end: int, limit: int = 220) -> int:
    end = min(sent_end, start + limit)
    depth = 0
    i = start
    # stop words inside parentheses do not end the window
    for m in _stop(text).finditer(text, start, end):
        depth = text.count("(", start, m.start()) - text.count(")", start, m.start())
        if depth <= 0 and m.start() > i:
            return m.start()
    return end


def _name_run(d: _Doc, toks: list[_Cand], i: int) -> tuple[_Cand, int] | None:
    """A (possibly multi-word) Title-Case name starting at token ``i``."""
    text = d.text
    first = toks[i]
    if not (_is_capitalised(first.name) or is_coined(first.name)):
        return None
    j = i
    while j + 1 < len(toks):
        nxt = toks[j + 1]
        gap = text[toks[j].end : nxt.start]
        if gap.strip() not in ("",) and gap.strip() not in ("-",):
            break
        if _is_capitalised(nxt.name) or is_coined(nxt.name):
            j += 1
            continue
        if (
            nxt.name in _CONNECTORS
            and j + 2 < len(toks)
            and (_is_capitalised(toks[j + 2].name))
        ):
            j += 2
            continue
        break
    return _Cand(text[first.start : toks[j].end], first.start, toks[j].end, first.paren), j


def _paren_after(d: _Doc, end: int) -> _Cand | None:
    m = _PAREN_AFTER.match(d.text, end)
    if not m:
        return None
    g = "w" if m.group("w") is not None else "t"
    name = m.group(g)
    if not (is_coined(name) or _is_capitalised(name)):
        return None
    return _Cand(name, m.start(g), m.end(g), True)


_PAREN_AFTER = pattern_cache.compile(r"\s*\(\s*(?:" + _WRAPPED + r"|(?P<t>[^()\s,;]{2,30}))\s*\)")


_QUOTES = ('"', "“", "'", "‘")


# the object of a naming verb, before the name: "we call it X", "we term this approach X"
_CALL_AS = pattern_cache.compile(
    r"[ \t]*" + name_cues.alternation(name_cues.artifact_frames("call_object")) + r"\b[^.;:()]{0,60}?[ \t]as[ \t]+"
)
_NAMED_OBJECT = pattern_cache.compile(r"(?:(?:it|them|this|these|that)\s+|(?:our|the|this|these|such)\s+(?:[a-z][\w-]*\s+){1,2}?)")


def _naming(d: _Doc, start: int, end: int, sent_start: int, wk: frozenset[str], verb: bool = False) -> list[_Cand]:
    """The name a naming cue gives, the cue ending at ``end`` (a verb when ``verb``: "we
    call it X")."""
    text = d.text
    if not verb and not _SELF.search(text, sent_start, start):
        return []  # (a verb's match holds its subject: "we term our model X")
    c = _cues()
    if verb and (called := _CALL_AS.match(text, end)) is not None:
        end = called.end() - 1  # "we call such a DAG underlying an LDS as dynamical DAG (DDAG)"
    elif verb and (obj := _NAMED_OBJECT.match(text, end + 1 if text[end : end + 1] == " " else end)):
        end = obj.end() - 1
    after = _AFTER_CUE.match(text, end)
    pos = after.end()
    if after.group("det") and after.group("det").strip().lower() in ("a", "an"):
        return []
    pair = d.long_starting(pos, pos + 200)
    if pair is None and (p := text.find("(", pos, pos + 120)) > 0 and (alt := d._pair_at(p)) is not None:
        if _PLURAL_ACRONYM.match(alt.short) and alt.long_start > pos and len(text[pos : alt.long_start].split()) <= 1:
            pair = alt  # "called deep dependency networks (DDNs)": the pairing left out a word
    if pair is not None:
        if _acceptable(pair.short, d, pair.short_start, wk):
            out = [_Cand(pair.short, pair.short_start, pair.short_end, True)]
            # "two tasks named object position regression (OPR) and spatial relation
            # classification (SRC)": the cue names the coordinated pair too
            if text[pair.short_end : pair.short_end + 1] == ")" and (a := _AND_NEXT.match(text, pair.short_end + 1)):
                other = d.long_starting(a.end(), a.end() + 200)
                if other is not None and other.long_start == a.end() and _acceptable(other.short, d, other.short_start, wk):
                    out.append(_Cand(other.short, other.short_start, other.short_end, True))
            return out
        # "called FourierLearner-Transformers (FLTs)"; after "we present a ... framework called"
        # also a lower-case long form ("deep dependency networks (DDNs)"), not after "we study"
        plural = _plural_short(pair, d, wk, named=_WE_INTRODUCE_I.search(text, sent_start, start) is not None)
        return [plural] if plural is not None else []
    if (long := _LONG_THEN_SHORT.match(text, pos)) is not None and _initials_spell(long.group("long"), long.group("s")):
        # "an algorithm called Gradient based Coreset for Robust and Efficient Federated
        # Learning (GCFL)": a long form past what the abbreviation finder pairs (it reads a
        # few words more than the short form has letters); the short name is the name
        short = _Cand(long.group("s"), long.start("s"), long.end("s"), True)
        return [short] if is_short_form(short.name) and _acceptable(short.name, d, short.start, wk) else []
    # the name run reads at most two tokens past its end: take a few tokens, and all of
    # them only when the run reaches that far
    toks = _tokens(text, pos, min(len(text), pos + 160), 8)
    if not toks or toks[0].start != pos and text[pos : toks[0].start].strip() not in ("", "$", "(", "\\", *_QUOTES):
        return []
    run = _name_run(d, toks, 0)
    if run is not None and len(toks) == 8 and run[1] + 2 >= 8:
        toks = _tokens(text, pos, min(len(text), pos + 160))
        run = _name_run(d, toks, 0)
    if run is None:
        # "called weakly supervised 3D lane detection WS-3D-Lane": a description of a few
        # lower-case words, then the coined name it is called by
        k = next(
            (k for k, t in enumerate(toks[:7]) if not t.name.islower() and not _SIZE_LIKE.match(t.name)), None
        )  # (past sizes and dimensions: "3D")
        if k is None or k == 0 or not is_coined(toks[k].name) or text.find(",", pos, toks[k].start) >= 0:
            lower = _lower_name(text, pos, start, sent_start)
            if lower is None:
                return []
            if text[lower.start - 1 : lower.start] in _OPEN_QUOTES:
                # (quotes stress the name as markup does: "graph cross-validation" is one)
                return [lower] if lower.name not in wk and not d.used_before(lower.name, lower.start) else []
            return [lower] if _acceptable(lower.name, d, lower.start, wk) else []
        run = (toks[k], k)
    cand, j = run
    if text[cand.end : cand.end + 1] in ("(", "{", "_"):
        return []  # "Ten(W)GAN", "f(x)"
    first, sep, rest = cand.name.partition(" for ")
    if sep and " " not in first and _spells(text, cand.start + len(first) + len(sep), first):
        # "named HAN for Hawkes Aggregation of Neurons": the name, then what it stands for
        cand = _Cand(first, cand.start, cand.start + len(first), cand.paren)
    both = cand.name.split(" and ")
    if len(both) == 2 and _COUNTED_PLURAL.search(text, sent_start, start):
        # "two novel modules, namely Pose Temporal Attention and Video Spatial Attention":
        # the count says the run holds two names
        a = _Cand(both[0], cand.start, cand.start + len(both[0]), cand.paren)
        b = _Cand(both[1], cand.end - len(both[1]), cand.end, cand.paren)
        return [x for x in (a, b) if _acceptable(x.name, d, x.start, wk) and not _is_model(d, x.name)]
    if len(both) == 2 and all(" " not in x and is_coined(x) for x in both):
        # "datasets, named Textverse10M-E and Textverse10M-H": two coined names, not one
        # ("Search and Rescue" is one: its words are not coined)
        a = _Cand(both[0], cand.start, cand.start + len(both[0]), cand.paren)
        b = _Cand(both[1], cand.end - len(both[1]), cand.end, cand.paren)
        return [x for x in (a, b) if _acceptable(x.name, d, x.start, wk) and not _is_model(d, x.name)]
    short = _paren_after(d, cand.end)
    nxt = toks[j + 1].name.lower() if j + 1 < len(toks) else ""
    if short is None and nxt in c["reject_after"]:
        return []
    if short is not None and is_short_form(short.name):
        cand = short
    if " " not in cand.name and not is_coined(cand.name) and not _is_capitalised(cand.name):
        return []
    if " " in cand.name and text[pos : toks[0].start].strip() in _QUOTES:
        return []  # a quoted phrase ('dubbed "The Growing Strawberries" Dataset (GSD)')
    if not _acceptable(cand.name, d, cand.start, wk):
        return []
    return [cand]


# a count of plural things right before a naming cue ("two novel modules, namely", "three
# variants called")
_COUNTED_PLURAL = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation([w for w in name_cues.cue_words("quantifier") if w not in ("a", "an", "one")])
    + r"\s(?:[\w-]+\s){0,3}?[\w-]+s\s*[,:]?\s*$"
)


# a long form of up to twelve plain words, led by a capital and with no run of three
# lower-case words (a name, not a clause: "PFGM++ that unifies diffusion models and
# Poisson Flow Generative Models (PFGM)"), then its short form in parentheses
_LONG_THEN_SHORT = pattern_cache.compile(
    r"(?P<long>\p{Lu}[\p{L}\p{N}-]*(?:\s(?!\p{Ll}[\p{L}-]*\s\p{Ll}[\p{L}-]*\s\p{Ll})[\p{L}\p{N}-]+){2,11})"
    r"\s\((?P<s>[^()\s]{2,12})\)"
)


def _initials_spell(long: str, short: str) -> bool:
    """Do the initials of ``long``'s words spell ``short``, in order, from its first word's
    to its last word's ("Gradient based Coreset for ... Federated Learning" -> GCFL)?"""
    letters = [ch.upper() for ch in short if ch.isalpha()]
    initials = [w[0].upper() for w in long.split() if w[0].isalpha()]
    if len(letters) < 2 or not initials or letters[0] != initials[0] or letters[-1] != initials[-1]:
        return False
    rest = iter(initials[1:-1])
    return all(ch in rest for ch in letters[1:-1])


def _spelt_by_marks(text: str, marks, a: Abbreviation) -> bool:
    """Do the pieces of ``a``'s long form that markup stressed spell its short form?"""
    pieces = [text[x:y] for x, y, _ in marks if a.long_start <= x and y <= a.long_end]
    return len(pieces) >= 2 and "".join(pieces).casefold() == a.short.casefold()


# a capital inside a word that starts lower-case ("cLass", "samPling", "videotaPEs")
_INNER_CAPITAL = pattern_cache.compile(r"(?<![\p{L}\p{N}])\p{Ll}+\p{Lu}+\p{Ll}")


_SHORT_PAREN_AT = re.compile(r"\((?=[^()\s]{2,24}\))")
_LOWER_ASCII = "abcdefghijklmnopqrstuvwxyz"


def _inner_capitals_before_short(text: str) -> bool:
    """Is a word that starts lower-case and has a capital before a lower-case letter
    ("cLass", "videotaPEs") written shortly before a parenthesis that can hold a short
    form?  The gate for ``_spelt_by_capitals``: string methods on the few words before
    each such parenthesis, not a scan of the whole text (a regex scan cost a third of a
    paper's extraction)."""
    for m in _SHORT_PAREN_AT.finditer(text):
        p = m.start()
        for w in text[max(0, p - 150) : p].split():
            if w[:1].islower() and not w.islower():
                rest = w.lstrip(_LOWER_ASCII)
                if rest and not rest.isupper():
                    return True
    return False


def _spelt_by_capitals(a: Abbreviation) -> bool:
    """Do the capitals of ``a``'s long form, one of them inside a word that starts
    lower-case, spell its short form?  Only a paper coining the name writes it so."""
    caps = "".join(ch for ch in a.long if ch.isupper())
    short = "".join(ch for ch in a.short if ch.isalnum())
    return len(caps) >= 2 and caps == short.upper() and _INNER_CAPITAL.search(a.long) is not None


def _plural_short(pair: Abbreviation, d: _Doc, wk: frozenset[str], named: bool = False) -> _Cand | None:
    """The short form of a pair whose short form is a plural ("called
    FourierLearner-Transformers (FLTs)"): the paper's name as GUIDELINES take it (the short
    name when both appear), where the long form is a name of its own: coined, or every word
    capitalised, and four words at most (not "large language models (LLMs)"); after a
    naming cue any long form of four words at most ("a unified framework called deep
    dependency networks (DDNs)"), unless the singular is a known name."""
    if not _PLURAL_ACRONYM.match(pair.short):
        return None
    words = pair.long.split()
    if len(words) > 4 or not (named or any(is_coined(w) for w in words) or all(_is_capitalised(w) for w in words)):
        return None
    if not _acceptable(pair.short[:-1], d, pair.short_start, wk) or not _acceptable(pair.long, d, pair.long_start, wk):
        return None
    return _Cand(pair.short, pair.short_start, pair.short_end, True)


_WE_INTRODUCE_I = pattern_cache.compile(_WE_INTRODUCE.pattern, regex.IGNORECASE)
_LOWER_WORD = pattern_cache.compile(r"[ \t]*(\p{Ll}[\p{Ll}\-]+)")
_LOWER_END = pattern_cache.compile(r"[ \t]*[,.;(]")


def _lower_name(text: str, pos: int, cue: int, sent_start: int) -> _Cand | None:
    """A name of two or three plain lower-case words that a naming cue gives a new method:
    "we propose a novel weight normalization technique called spectral normalization to
    ...", "we propose a feature mapping method, named random mapping, based on ...".  Only
    after a head noun, in a sentence where the paper introduces it, and only where the
    words end at a punctuation mark or a word that ends a cue's object."""
    head = _word_before(text, _before_comma(text, cue))
    if head in _RELATIVES:  # "a framework, which we call multiplicity sheets": the noun before it
        head = _word_before(text, _before_comma(text, _before_comma(text, cue) - len(head)))
    # 'a model selection procedure we term "graph cross-validation"': a name the paper sets
    # off in quotes as it names it with "we" needs no other introduction
    quoted = text[pos : pos + 1] in _OPEN_QUOTES
    named_by_us = quoted and text.startswith(("we ", "We "), cue) and not _NOT_OWN_ANY.search(text, sent_start, cue)
    if head not in _HEAD_TYPES or not (named_by_us or _WE_INTRODUCE_I.search(text, sent_start, cue)):
        return None
    pos += quoted
    end = pos
    stop = _stop(text)
    for n in range(1, 4):
        w = _LOWER_WORD.match(text, end)
        if w is None or (n == 1 and w.start(1) != pos) or stop.match(text, w.start(1)):
            return None
        end = w.end()
        if quoted:
            if n >= 2 and text[end : end + 1] in _CLOSE_QUOTES:
                words = text[pos:end].split()
                if _DET_LEAD.match(text, pos).end() > pos or all(w in _cues()["common"] for w in words):
                    return None  # '"the usual approach"': no name
                return _Cand(text[pos:end], pos, end, False)
        elif n >= 2 and (_LOWER_END.match(text, end) or stop.match(text, end + 1)):
            return _Cand(text[pos:end], pos, end, False)
    return None


_AND_NEXT = pattern_cache.compile(r",?[ \t]+and[ \t]+")
_RELATIVES = frozenset(name_cues.cue_words("relative", name_cues.ARTIFACTS))
_OPEN_QUOTES = frozenset('"“‘\'')
_CLOSE_QUOTES = frozenset('"”’\'')


def _before_comma(text: str, pos: int) -> int:
    """``pos`` moved back over spaces and one comma ("method, named X")."""
    while pos > 0 and text[pos - 1] in " \t":
        pos -= 1
    if pos > 0 and text[pos - 1] == ",":
        pos -= 1
    return pos


_EXPANSION_AFTER = pattern_cache.compile(r"[ \t]*\([^()]{3,80}\)")


def _coordinated(d: _Doc, toks: list[_Cand], i: int, wk: frozenset[str]) -> list[_Cand]:
    """Names coordinated with ``toks[i]``: "X and Y", "(X, Y, Z)"."""
    out = []
    j = i
    while j + 1 < len(toks):
        k = j + 1
        end = toks[j].end
        aside = _EXPANSION_AFTER.match(d.text, end)
        if aside is not None:
            # "clip-kMaX (clip k-means mask transformer) and LA-MB (...)": past its expansion,
            # to a name with an expansion of its own (not "FooNet (our model) and ImageNet-21K")
            end = aside.end()
            while k < len(toks) and toks[k].start < end:
                k += 1
            if k >= len(toks):
                break
        if toks[k].name in ("and", "or") and k + 1 < len(toks):
            k += 1
        gap = d.text[end : toks[k].start]
        if not gap or not _COORD_GAP.fullmatch(gap):
            break
        if gap.strip() == "," and _spells(d.text, toks[k].start, toks[j].name):
            break  # "COWAL, COrrelation aWare Active Learning": its expansion, not a second name
        nxt = toks[k]
        name_like = is_coined(nxt.name) or (_is_capitalised(nxt.name) and _HYPHEN_OR_DIGIT.search(nxt.name) is not None)
        if not name_like or not _acceptable(nxt.name, d, nxt.start, wk):
            break
        if aside is not None and _EXPANSION_AFTER.match(d.text, nxt.end) is None:
            break
        out.append(nxt)
        j = k
    return out


def _spells(text: str, pos: int, short: str) -> bool:
    """Do the capitals of the words from ``pos`` on (to the sentence's next punctuation)
    spell ``short``?"""
    letters = "".join(ch for ch in short if ch.isalnum()).upper()
    if len(letters) < 2:
        return False
    caps = ""
    for ch in text[pos : pos + 12 * len(letters)]:
        if ch in ",.;:()":
            break
        if ch.isupper() or ch.isdigit():
            caps += ch
            if len(caps) >= len(letters):
                break
    return caps == letters


def _direct(text: str, start: int, t: _Cand) -> bool:
    """Is ``t`` the first word of the window (after a determiner or LaTeX command)?"""
    prefix = text[start : t.start]
    if prefix == " " or not prefix:  # (the common case, which ``_DET`` matches)
        return True
    return bool(_DET.fullmatch(prefix)) or bool(_LATEX_PREFIX.fullmatch(prefix))


_PAIR_APPOS = pattern_cache.compile(r"\),\s+(?:a|an)\s")


def _appos_after(text: str, t: _Cand, clause: bool = False) -> bool:
    after = text[t.end : t.end + 8]
    return bool(_APPOS_AFTER.match(after) or clause and _CLAUSE_AFTER.match(after))


def _intro(
    d: _Doc, start: int, end: int, label: str, wk: frozenset[str], heads: set[str], naming: list[int] | None = None
) -> list[_Cand]:
    """The name an intro cue introduces in the window ``[start, end)`` (and the names
    coordinated with it).  ``naming``: offsets that ``_NAMING_IN`` needs a word at, as
    ``_naming_positions`` gives them (None: unknown)."""
    text = d.text
    if naming is None or _any_between(naming, start, end):
        if (_NAMING_IN_ASCII if text.isascii() else _NAMING_IN).search(text, start, end):
            return []  # the naming cue's own match takes the name
    # "we propose Pre-emptive Action Revision by Environmental feeDback (PRED) that ...": a
    # long form that starts the window names the short form after it, even past a word
    # ("by") that would end the window
    # A lower-case long form counts where an appositive describes its short form as a kind
    # of thing ("we introduce exploration via linear loss perturbations (EVILL), a
    # randomised exploration method")
    lead = _DET_LEAD.match(text, start)
    at, lim = lead.end(), min(len(text), lead.end() + 160)
    # The pair counts only if its long form is capitalised or "), a" follows its short
    # form.  The long form starts within two characters of ``at`` and its first
    # character is the text's there (unless LaTeX or "$" that cleaning drops starts it);
    # its short form ends by ``lim``, after ``at - 3`` or (a short form before its long
    # form) at a space or "(": without a capital and without a "),", no pair is
    # looked for (pairing parentheses is the costly part).
    pair = (
        d.long_starting(at, lim)
        if text[at : at + 1].isalpha()
        and (any(ch.isupper() or ch in "\\$" for ch in text[at : at + 3]) or text.find("),", max(0, at - 3), lim + 2) >= 0)
        else None
    )
    if (
        pair is not None
        and (_is_capitalised(pair.long) or _PAIR_APPOS.match(text, pair.short_end))
        and not _PREP.search(text, lead.end(), pair.long_start)
    ):
        cand = _Cand(pair.short, pair.short_start, pair.short_end, True)
        # a short form the paper spells out in capitals is its own name even where a part of
        # it is a known one ("Interpretable Artificial Intelligence (I-AI)")
        spelt = _is_capitalised(pair.long) and _initials_spell(pair.long, pair.short)
        if _acceptable(pair.short, d, pair.short_start, wk, spelt) and not _REJECT_AFTER.match(text, pair.short_end):
            return [cand]
        # "we propose Calibrated Neural-Accelerated Belief Updates (CNABUs) to ...", "we
        # introduce probabilistic integral circuits (PICs), a new language of ...": a plural
        # short form whose long form is capitalised, or that an appositive calls a kind of thing
        if not _REJECT_AFTER.match(text, pair.short_end) and (
            plural := _plural_short(
                pair, d, wk,
                # (not one the appositive calls known: "(MDNs), a classical family of ...")
                named=bool(_PAIR_APPOS.match(text, pair.short_end)) and not _NOT_OWN_AFTER.match(text, pair.short_end + 1),
            )
        ) is not None:
            return [plural]
    seg = text[start:end]
    if seg.islower() and "(" not in seg and not _HYPHEN_OR_DIGIT.search(seg):
        # no capital, parenthesis, hyphen or digit: no coined, capitalised or coordinated
        # name, so only a plain first word can be one ("we introduce epiplexity, a ...")
        toks = _tokens(text, start, end, 1)
        whole = True
    elif label != "PROPOSED" and seg.isascii() and "\\" not in seg:
        toks, whole = _tokens_that_count(text, start, end)
    else:
        toks, whole = _tokens(text, start, end), True
    if d.stressed:
        # "we introduce ... the RASP variant \\textbf{C-RASP}": a coined name the markup
        # stresses as a whole is the one the cue introduces, before any name it modifies
        for t in toks:
            if (t.start, t.end) in d.stressed and is_coined(t.name) and _acceptable(t.name, d, t.start, wk):
                return [t]
    # cheapest tests first: most tokens are plain words that no rule below accepts
    for i, t in enumerate(toks):
        name = t.name
        if i > 1 and not t.paren and name.isalpha() and name.islower():
            # a plain lower-case word, not coined or capitalised: only the first word
            # after the cue (or after its determiner) can be one ("_direct")
            continue
        if name.lower() in _NOVELTY:
            continue  # NOVEL matches end with "novel"/"new"
        if text[t.end : t.end + 1] in ("(", "_"):
            continue  # f(x), O(n), x_i
        direct = appos_before = False
        if t.paren:
            ok = is_short_form(name) or is_coined(name)
            if ok and _tested_on(text, start, t.start):
                ok = False  # "our novel methods on three video datasets (Charades, TACoS, ...)"
            if ok:
                pair = d.pair_of(t.start)
                if pair is not None and _names_task(text, pair):
                    continue  # "a novel video actor-action segmentation (VAAS) framework"
                lead = text.rfind(",", start, pair.long_start) + 1 if pair is not None else start
                prep = _PREP.search(text, max(start, lead), pair.long_start) if pair is not None else None
                named = _HEAD_THEN_PREP.search(text, max(start, lead), prep.start()) if prep is not None else None
                coined_long = pair is not None and _is_capitalised(pair.long)
                if prep is not None and not (
                    named and named.group("head").lower() in heads and coined_long and prep.group().lower() == "of"
                    and _OF_WHAT.fullmatch(text, prep.end(), pair.long_start)
                ):
                    # "..., for the discrete Heavy-Ball (HB) method": not the object; but
                    # "a novel task of Simple Definition Generation (SDG)" names the task
                    ok = False
        else:
            coined = is_coined(name)
            if not coined and not (name[:1].isupper() or "-" in name):
                # a plain word: only "we introduce epiplexity, a ..." (not the head noun
                # of an unnamed proposal: "a novel framework (FOO)")
                ok = i < 2 and _direct(text, start, t) and _appos_after(text, t) and _head_noun(name) is None
            else:
                prefix = text[start : t.start]
                # past the second token the prefix holds two words: never "direct"
                direct = i < 2 and _direct(text, start, t)
                # "<head>, X" needs a comma and ends in a space (``\\s`` ⊂ ``str.isspace``)
                before = _APPOS_BEFORE.search(prefix) if prefix[-1:].isspace() and "," in prefix else None
                appos_before = bool(before and before.group(1).lower() in heads)
                if appos_before and _DATA_HEAD_AFTER_PREP.search(prefix, 0, before.start()):
                    # "our proposed method on three large datasets, VISPR, ...": data the
                    # method is tested on, not what the cue introduces
                    appos_before = False
                # "we introduce Agnostics, a ...", "a new uncertainty measure, Inv-Entropy"
                ok = coined or (direct and _appos_after(text, t, clause=True)) or appos_before
                if direct and not coined:
                    # "we propose Latent Safety Filters, a ...", "a Logit Order Enforcement
                    # loss", "a Self-Challenge evaluation framework": a Title-Case run
                    run = _title_name(text, t, end, heads)
                    if run is not None:
                        t, ok = run, True
                elif appos_before and not coined and (run := _APPOS_TITLE_RUN.match(text, t.start)) is not None:
                    # "a novel method, Probing Diffusion, to ...": the whole run the
                    # appositive sets off, not its first word
                    t = _Cand(run.group("name"), t.start, run.end("name"), t.paren)

                elif coined and i > 0 and (run := _coined_in_title_run(text, start, t, wk)) is not None:
                    # "we propose the Weighted SplitBatch Sampler": capitalised words around a
                    # coined one are one name with it, not the coined word alone
                    t = run
                elif direct and (caps := _CAPS_RUN.match(text, t.start, end)) is not None:
                    # "we present OPEN TEACH, a new teleoperation system": capitals only
                    t = _Cand(caps.group(), t.start, caps.end(), t.paren)
                elif direct and (more := _CODED_RUN.match(text, t.end)) is not None:
                    # "we introduce IMLE Policy, a novel ...", "SoftER Teacher, a robust
                    # detector": capitalised words after a coined one, then an appositive
                    t = _Cand(text[t.start : more.end()], t.start, more.end(), t.paren)
        if not ok:
            continue
        if not t.paren and d.in_long_form(t.start, t.end):
            continue
        if _in_math(text, t.start, start) and text[t.start - 1 : t.start] != "{":
            continue
        if ok and t.paren is False and direct is False and not appos_before and label == "PROPOSED":
            ok = i <= 4
        if ok and _REJECT_AFTER.match(text, t.end):
            ok = False  # "a novel stochastic multi-armed bandit (MAB) problem"
        if ok and any(w in text[t.end : t.end + 60] for w in _MODIFIER_STARTS) and _MODIFIER_AFTER.match(text, t.end):
            ok = False  # "cross-IoU and cross-divergence based selection methods"
        if ok and (_GENERIC_SUFFIX.search(t.name) or _not_own_before(text, start, t.start)):
            ok = False  # "previous PHE-type methods", "GPT-based agents"
        if ok and not t.paren and not direct and not appos_before and _BASE_OF.search(text, start, t.start):
            ok = False  # "a novel variation on EquiFormerV2 that ...": what the paper builds on
        if not ok:
            continue
        # "we present VLM-Grounder, a novel framework": a compound of a known name is the
        # paper's own when an appositive calls it new
        compound_ok = direct and _appos_after(text, t) and bool(_NOVEL_APPOS.match(text, t.end))
        # "Our proposed TeleHand has ...": the paper calls a coined name its own even after
        # writing it before (in a list of its parts, in a sentence no cue reads)
        # (not a short form the text defines: "the proposed DT architecture" after "Digital
        # Twin (DT) technology" modifies; a defined name of the paper's has had its cue)
        seen_ok = (
            label == "PROPOSED" and i == 0 and is_coined(t.name) and "proposed" in text[start - 10 : start]
            and d.used_before(t.name, t.start) and not any(a.short == t.name for a in d.abbreviations)
        )
        if not compound_ok and not t.paren and "-" in t.name and _head_noun(_word_before(text, t.start)):
            # "a novel technique Sharp-NeRF---a grid-based NeRF": after its head noun and
            # set off from what follows, a compound is a name, not a modifier ("LLM-based")
            compound_ok = bool(_SET_OFF.match(text, t.end))
        if not _acceptable(t.name, d, t.start, wk, compound_ok, seen_ok):
            continue
        # a name followed by its expansion in parentheses, or preceded by it
        if not whole and i < 2:
            toks = _tokens(text, start, end)
        if appos_before and " " in t.name and (more := _AND_TITLE_RUN.match(text, t.end)) is not None:
            # "two novel metrics, Verbalized Uncertainty and Probing Uncertainty, to ...":
            # a second Title-Case name coordinated with the first
            other = more.group("name")
            if _acceptable(other, d, more.start("name"), wk):
                return [t, _Cand(other, more.start("name"), more.end("name"), False)]
        return [t, *_coordinated(d, toks, i, wk)]
    return _dash_appositive(d, start, end, wk, heads)


_CAPITALISED_BEFORE = pattern_cache.compile(r"(?:\p{Lu}[\p{L}\-]*[ \t]+){1,3}")
_CAPITALISED_AFTER = pattern_cache.compile(r"(?:[ \t]+\p{Lu}[\p{L}\-]*(?![\p{L}\p{N}\-(]))*")


def _coined_in_title_run(text: str, start: int, t: _Cand, wk: frozenset[str]) -> _Cand | None:
    """The Title-Case run a coined word stands inside, from the cue's object's first word
    (after its determiner) to the last capitalised word after it, or None where the
    words before it are not all capitalised, or one is a known name or a "-based" kind."""
    lead = _DET_LEAD.match(text, start).end()
    if lead >= t.start or _CAPITALISED_BEFORE.fullmatch(text, lead, t.start) is None:
        return None
    if sum(ch.isalpha() for ch in t.name) < 2 or normalize_name(t.name) in wk:
        return None  # "Cross-domain 3D Consistency", "Asynchronous SGD on Graphs"
    words = text[lead : t.start].split()
    if any(w.lower() in _NOVELTY or normalize_name(w) in wk or _GENERIC_SUFFIX.search(w) for w in words):
        return None
    initials = "".join(w[0] for w in _WORD_PIECES.split(" ".join(words)) if w[:1].isalpha()).upper()
    if _initials_spell(" ".join(words), t.name) or "".join(ch for ch in t.name if ch.isupper()) == initials:
        return None  # "Subject-Conditional Relation Detection SCoRD": a long form, then its short form
    end = _CAPITALISED_AFTER.match(text, t.end).end()
    return _Cand(text[lead:end], lead, end, False)


# a name set off by dashes right after the head noun a cue's object ends with (the dash
# ends the object): "a new neural network -- WaveMixSR -- for", "a framework — FooNet —",
# "a new method---BarNet, which ..."
# (a hyphen between spaces is a dash as scraped: "a foundation model ... - MegaDescriptor - that")
_DASH_APPOS = pattern_cache.compile(
    r"(?:[ \t]*(?:—|–|-{2,3})[ \t]*|[ \t]+-[ \t]+)(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*(?:[ \t]\p{Lu}[\p{L}\p{N}\-+]*){0,3})"
    r"[ \t]*(?:—|–|-{2,3}|(?<=[ \t])-(?=[ \t])|,[ \t]+(?:a|an|the|which|that)\b|\((?=[^()]{1,30}\)))"
)
_LAST_WORD = pattern_cache.compile(r"([\p{L}\-]+)[ \t]*$")
# the object's own modifier after the word that ended the window (a participle or a
# preposition, not a clause of its own: "that uses FooNet, which" names another's work)
_LATE_WORDS = tuple(w + " " for w in name_cues.artifact_frames("late_modifier"))
_LATE_MODIFIER = pattern_cache.compile(
    r"[ \t]\b(?:" + "|".join(regex.escape(w) for w in name_cues.artifact_frames("late_modifier")) + r")[ \t][^,;:()]{1,60}$"
)
# (or set off by dashes: "a method with iterative hard thresholding — AMHT-LRS — to learn")
_LATE_APPOS = pattern_cache.compile(
    r"[^,;:.()\n]{1,100}?(?:,[ \t]+|(?P<dash>[ \t]*—[ \t]*|[ \t]+(?:–|-{1,3})[ \t]+))(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])"
    r"[ \t]*(?(dash)(?:—|–|-{2,3}|(?<=[ \t])-(?=[ \t]))|(?=\.(?:\s|$)|;|\(|,[ \t]+(?:a|an|which|that)\b))"
)
_COLON_APPOS = pattern_cache.compile(r":[ \t]*(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)[ \t]*(?=[.;,]|$)")


def _head_noun_ends(text: str, start: int, end: int) -> bool:
    """Does the cue's object end in a head noun, or in one and its own modifier ("a method
    with iterative hard thresholding — AMHT-LRS —")?"""
    last = _LAST_WORD.search(text, start, end)
    if last is not None and _head_noun(last.group(1)) is not None:
        return True
    late = _LATE_MODIFIER.search(text, start, end)
    last = _LAST_WORD.search(text, start, late.start()) if late else None
    return last is not None and _head_noun(last.group(1)) is not None


def _dash_appositive(d: _Doc, start: int, end: int, wk: frozenset[str], heads: set[str]) -> list[_Cand]:
    text = d.text
    m = _DASH_APPOS.match(text, end)
    if m is None:
        # "this work proposes a DifferNet-based solution enhanced with attention modules:
        # AttentDifferNet.": a coined name alone after a colon that ends the cue's object
        m = _COLON_APPOS.match(text, end)
        late = end + 1 if text[end : end + 1] == " " else end
        if m is None and text.startswith(_LATE_WORDS, late):
            # "a novel verification technique using a multihead attention network,
            # VeinAtnNet.", "a novel approach to this problem, ODPFL-HN, which ...": the
            # object goes on past the word that ended the window, then the name closes it
            m = _LATE_APPOS.match(text, late)
        if m is None or not is_coined(m.group("name")):
            return []
    if not _head_noun_ends(text, start, end):
        return []
    name = m.group("name")
    paren = text.find("(", m.end("name"), m.end("name") + 2)
    pair = d._pair_at(paren) if paren >= 0 else None
    if pair is not None and pair.long_start >= m.start("name") and pair.short_start > paren:
        # "a new transformer architecture - Denoising Transformer (Den-T) which": the short name
        if not _acceptable(pair.short, d, pair.short_start, wk):
            return []
        return [_Cand(pair.short, pair.short_start, pair.short_end, True)]
    if not (is_coined(name) or _is_capitalised(name)) or not _acceptable(name, d, m.start("name"), wk):
        return []
    return [_Cand(name, m.start("name"), m.end("name"), False)]


_AND_TITLE_RUN = pattern_cache.compile(
    r"[ \t]+and[ \t]+(?:the[ \t]+)?(?P<name>\p{Lu}[\p{L}\p{N}\-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-]*){1,4})"
    r"(?=[ \t]*(?:,|;|—|–|-{2,3}|\(|\.(?:\s|$))|[ \t]+(?:to|that|which|for)\b)"
)
# a Title-Case run of two or more words set off as an appositive ("Probing Diffusion, to")
_APPOS_TITLE_RUN = pattern_cache.compile(
    r"(?P<name>\p{Lu}[\p{L}\p{N}\-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-]*){1,4})"
    r"(?=[ \t]*(?:,|;|—|–|-{2,3}|\(|\.(?:\s|$))|[ \t]+(?:to|that|which|for)\b|[ \t]+and[ \t]+(?:the[ \t]+)?\p{Lu})"
)
_SET_OFF = pattern_cache.compile(r"[ \t]*(?:—|–|-{2,3}|,[ \t]+(?:a|an|which|that)\b|\((?=[^()]{1,30}\))|[.;:](?:\s|$))")
_CAPITAL_OR_HYPHEN = re.compile(r"[A-Z-]")
_COMMA_APPOS = pattern_cache.compile(r",\s+(?:a|an|the|which|that)\b")
_NOVEL_APPOS = pattern_cache.compile(r"[)}]*\s*,\s*(?:a|an|the)\s+(?:first\s+)?(?:novel|new)\b", regex.I)
# (a later word may be an acronym: "the Agent Graph ODE, a novel approach")
_TITLE_RUN = pattern_cache.compile(
    r"\p{Lu}[\p{Ll}\p{N}]+(?:-\p{Lu}[\p{L}\p{N}]*|-\p{Ll}+)*(?:[ \t]+(?:\p{Lu}(?:[\p{Ll}\p{N}]+|[\p{Lu}\p{N}]+\b)|\p{Ll}{2,8}-\p{Lu}[\p{Ll}\p{N}]+)(?:-\p{Lu}[\p{L}\p{N}]*)*){0,4}"
)


# a name right after "a variant of", "an extension of", "a variation on" ... is the base
_BASE_OF = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(name_cues.artifact_frames("base_noun")) + r"s?[ \t]+"
    + name_cues.alternation(name_cues.artifact_frames("base_prep")) + r"[ \t]+(?:the[ \t]+)?$"
)
_TESTED_PREP = name_cues.alternation(name_cues.artifact_frames("tested_prep"))
_DATA_HEAD_AFTER_PREP = pattern_cache.compile(rf"(?i)\b{_TESTED_PREP}\b[^,;]*$")
_DATA_PAREN = pattern_cache.compile(
    rf"(?i)\b{_TESTED_PREP}\b[^,;()]*\b" + name_cues.alternation(name_cues.artifact_frames("tested_data")) + r"[ \t]*\($"
)


def _tested_on(text: str, start: int, pos: int) -> bool:
    """Is ``pos`` the first name in parentheses after "on <...> datasets ("?"""
    return text[pos - 1 : pos] == "(" and _DATA_PAREN.search(text, start, pos) is not None
# a version written after a name: "V2", "v1.5", "2.0" (a bare number only with a dot)
_VERSION = r"(?:[vV]\d+(?:\.\d+)*|\d+(?:\.\d+)+)"
_CAPS_RUN = pattern_cache.compile(
    r"\p{Lu}{2,}(?:[ \t]+\p{Lu}[\p{Lu}\p{N}]+){1,2}(?=[ \t]*,[ \t]+(?:a|an|which|that)\b)")
# (with its version: "LEAP Hand V3, a ... robotic hand")
_CODED_RUN = pattern_cache.compile(
    r"(?:[ \t]+\p{Lu}\p{Ll}+){1,2}(?:[ \t]+" + _VERSION + r")?(?=[ \t]*,[ \t]+(?:a|an|which|that)\b)")
_CLAUSE_NEXT = pattern_cache.compile(r"\s+(?:to\s+\p{Ll}|that\s|which\s)")


def _head_noun(word: str) -> str | None:
    """The type a head noun gives, for a word or its plural ("Networks")."""
    low = word.lower()
    return _HEAD_TYPES.get(low) or (_HEAD_TYPES.get(low[:-1]) if low.endswith("s") else None)


def _title_name(text: str, t: _Cand, end: int, heads) -> _Cand | None:
    """A Title-Case name starting at ``t`` right after an introduction cue: two or more
    words before an appositive ("Latent Safety Filters, a ..."), or before a head noun
    that is part of the name ("a Logit Order Enforcement loss").  Not before a head noun
    that only says its kind: "a Data-Driven Enhancement framework" is a description."""
    m = _TITLE_RUN.match(text, t.start, end)
    if m is None:
        return None
    words = m.group().split()
    if all(w.lower() in _cues()["common"] for w in words):
        return None
    cand = _Cand(m.group(), t.start, m.end(), t.paren)
    if len(words) >= 2 and _COMMA_APPOS.match(text, m.end()):
        return cand  # "we introduce Identified Digital Cousins, which perturbs ..."
    if len(words) >= 2 and _CLAUSE_NEXT.match(text, m.end()) and _head_noun(words[-1]) is None:
        # "we propose Multi-sourced Value Maps to model ...", "we design Efficient MAE that
        # ...": not a kind of thing ("we develop Graph Neural Networks that ...")
        return cand
    h = _HEAD_WORD.match(text, m.end() + 1, end) if text[m.end() : m.end() + 1] == " " else None
    if (len(words) >= 2 or "-" in m.group()) and h is not None and h.group() in name_cues.in_name_heads():
        return cand
    compound = any(_TITLE_COMPOUND.fullmatch(w) for w in words)
    if compound and len(words) >= 2 and h is not None and h.group() in _PART_NOUNS:
        return cand  # "We first propose a Domain-Specific Segmentation module to ...": its part
    if compound and len(words) >= 4 and _RUN_END.match(text, m.end()):
        # "we propose a Multi-Domain Query Cascaded Transformer Network for ...": a long
        # Title-Case run with a capitalised compound is coined, whatever noun ends it
        return cand
    return None


# "Multi-Domain", "Fusion-Based", "Spatio-Spectro": both halves capitalised
_TITLE_COMPOUND = pattern_cache.compile(r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+")
_RUN_END = pattern_cache.compile(r"[ \t]*(?:\.(?:\s|$)|,|[ \t]for\b|[ \t]to\b)")


def _tokens_that_count(text: str, start: int, end: int) -> tuple[list[_Cand], bool]:
    """``_intro``'s tokens of an ASCII window without LaTeX: the first two, and all from
    the space-separated chunk that holds the first capital or hyphen after them (True:
    that is all of them).

    Past the second token ``_intro`` takes only a word with a capital or a hyphen (a
    short form or coined word has a capital), so the words skipped cannot be taken; no
    token holds a space, so tokens found from a space on are those of the whole window.
    Their indices shift, which only PROPOSED windows (``i <= 4``) and the names
    coordinated with the first two tokens would see.
    """
    head = _tokens(text, start, end, 2)
    if len(head) < 2:
        return head, True
    after = head[1].end
    m = _CAPITAL_OR_HYPHEN.search(text, after, end)
    if m is None:
        return head, False
    restart = max(after, text.rfind(" ", after, m.start()) + 1)
    return head + _tokens(text, restart, end), False


def _appositive(
    d: _Doc, end: int, sent: _Sent, wk: frozenset[str], heads: set[str], after_own: int | None = None
) -> list[_Cand]:
    """``X, a novel ... framework`` in a sentence about the paper's own work (``X`` ends
    at ``end``), or a part after the paper named its own thing (``after_own``: where the
    first of them starts): "Splat-MOVER consists of: (i) ASK-Splat, a GSplat
    representation ..."."""
    text = d.text
    lo = max(sent.start_char, end - 60)
    if text.find("\\", lo, end) < 0:
        # no token holds a space, so the tokens after the last one before ``end`` are
        # those a scan from ``lo`` finds there (without LaTeX, whose wrappers may)
        lo = max(lo, text.rfind(" ", lo, end) + 1)
    toks = [t for t in _tokens(text, lo, end) if t.end == end]
    if not toks:
        return []
    t = toks[-1]
    own = _SELF.search(text, sent.start_char, sent.end_char)
    part = not own and after_own is not None and after_own < t.start and is_coined(t.name)
    if not own and not part:
        return []
    if t.start == sent.start_char:
        return []
    tail = text[t.end : min(sent.end_char, t.end + 90)]
    words = _WORDS.findall(tail)[:8]
    lows = [w.lower() for w in words]
    c = _cues()
    if any(w in c["not_own"] for w in lows):
        return []
    has_head = any(w in heads for w in lows[1:7])
    new = any(w in c["novelty"] for w in lows[:5]) or _WE_INTRODUCE.search(tail)
    if not (is_coined(t.name) and has_head or new and (_is_capitalised(t.name) or is_coined(t.name))):
        return []
    if not new and _is_model(d, t.name):
        return []  # "we compare AlexNet, a multi-layered architecture, with ..."
    if not new and _USE_BEFORE.search(text, max(sent.start_char, t.start - 30), t.start):
        return []  # "we evaluate our proposed method using HUST-LEBW, a publicly available dataset"
    if not new and _partner_of_name(text, t.start):
        return []  # "we integrated DiffusionSeeder with cuRobo, a GPU-accelerated library"
    if not _acceptable(t.name, d, t.start, wk):
        return []
    if not _WE_OUR.search(text, sent.start_char, t.end) and not new and not (part and has_head):
        return []
    return [t]


# "<coined name> with|into|to X": X is what the name is combined with
_PARTNER_BEFORE = pattern_cache.compile(
    r"(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)[ \t]+" + name_cues.alternation(name_cues.artifact_frames("partner_prep")) + r"[ \t]+$"
)


def _partner_of_name(text: str, pos: int) -> bool:
    m = _PARTNER_BEFORE.search(text, max(0, pos - 60), pos)
    return m is not None and is_coined(m.group("name"))


_REJECT_AFTER = pattern_cache.compile(r"[)}]*\s+(?:" + "|".join(_cues()["reject_after"]) + r")\b", regex.I)


# after a name, alone or with a word coordinated with it: a word that makes it a modifier
_MODIFIER_AFTER = pattern_cache.compile(
    r"(?:[ \t]+(?:and|or)[ \t]+[\p{L}\p{N}\-]+)?[ \t]+(?:" + "|".join(name_cues.cue_patterns("modifier_after", name_cues.ARTIFACTS)) + r")\b",
    regex.I,
)
_MODIFIER_STARTS = tuple(name_cues.literal_start(p) for p in name_cues.cue_patterns("modifier_after", name_cues.ARTIFACTS))
_GENERIC_SUFFIX = pattern_cache.compile("-" + name_cues.alternation(_cues()["generic_tails"]) + "$", regex.I)


def _not_own_before(text: str, lo: int, pos: int) -> bool:
    """Is the name qualified as someone else's ("previous X", "existing X methods")?"""
    words = _WORDS.findall(text, max(lo, pos - 40), pos)[-3:]
    not_own = _cues()["not_own"]
    return any(w.lower() in not_own for w in words)


class _Sent(NamedTuple):
    start_char: int
    end_char: int


# Cheap prefilter: ``str.find`` for the stems of the words every Matcher pattern needs,
# then a check that the hit is that whole word and that the words the pattern needs
# before it occur in its window ("we", "and", "this paper", "our", ...).  Only windows
# that pass reach the tokenizer and the Matcher.
_ALPHA_RUN = pattern_cache.compile(r"[a-z]*")


@lru_cache(maxsize=1)
def _keywords() -> dict[str, regex.Pattern | None]:
    """Cue word → what must occur before it in the window (None: nothing)."""
    c = _cues()
    subj = "|".join(c["subjects"])
    # "to" for TO_INTRO ("this motivates us to introduce X")
    intro = regex.compile(rf"\b(?:{subj}|and|to|{'|'.join(c['self_nouns'])})\b")
    keys: dict[str, regex.Pattern | None] = {}
    intro_words = rf"{subj}|and|to|{'|'.join(c['self_nouns'])}"
    for w in c["intro_verbs"] + c["naming_verbs"]:  # "we propose X", "we call X"
        keys[w] = intro
    for w in c["novelty"] + c["proposed"]:
        # "we ... a new" (NOVEL), "our proposed", "the novel" (PROPOSED); "our new
        # proposed" is found at "proposed"; "we proposed X" (INTRO) too
        before = ([subj] if w in c["novelty"] else []) + (["our", "the"] if w in c["proposed"] else [])
        if w in keys:
            before.append(intro_words)
        keys[w] = regex.compile(rf"\b(?:{'|'.join(before)})\b")
    for w in c["gerunds"]:  # "by proposing X" (BY_INTRO)
        keys[w] = regex.compile(r"\bby\b")
    for w in c["contribution"] + [p[0] for p in c["naming_phrases"]] + c["naming_cues"]:
        keys[w] = None
    return keys


def _stems() -> tuple[str, ...]:
    """The cue words (``_keywords``) less those another one starts ("proposes" after
    "propose"): whatever a cue word is, one of these starts it."""
    words = sorted(_keywords())
    return tuple(w for w in words if not any(w != v and w.startswith(v) for v in words))


_STEMS = _stems()


def _stem_res() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """The stems as one trie-shaped alternation (stdlib ``re``: an alternation of
    literals is several times faster there than in ``regex`` or a ``str.find`` per stem),
    whole words only.  A stem starts the text or follows a character that is not
    alphanumeric (``str.isalnum``, i.e. ``re``'s ``[\\W_]``); that character is part of
    the match.  For ASCII text the character class is a bitmap, several times cheaper to
    scan than ``[\\W_]``."""
    by_first: dict[str, list[str]] = {}
    for stem in _STEMS:
        by_first.setdefault(stem[0], []).append(stem[1:])

    body = (
        "("
        + "|".join(
            re.escape(k) + "(?:" + "|".join(re.escape(r) for r in sorted(v, key=len, reverse=True)) + ")"
            for k, v in by_first.items()
        )
        + ")"
    )
    return (
        re.compile(body),
        re.compile(r"[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]" + body),
        re.compile(r"[\W_]" + body),
    )


_STEM_AT, _STEM_ASCII, _STEM_ANY = _stem_res()


def _cue_positions(text: str, low: str | None = None) -> list[int]:
    """Start offsets of whole-word cue stems, in text order."""
    low = text.lower() if low is None else low
    out = [0] if _STEM_AT.match(low) else []
    out += [m.start(1) for m in (_STEM_ASCII if low.isascii() else _STEM_ANY).finditer(low)]
    return out


# the cue words a ``_NAMING_IN`` match holds ("termed", "called", "named", "namely",
# "dubbed", "coined", "referred (to) as", "we call"), each one of ``_keywords``
_NAMING_STEMS = tuple(dict.fromkeys(cue.split()[0] for cue in _cues()["in_window"]))


def _naming_positions(low: str, positions: list[int]) -> list[int]:
    """Of the cue stems at ``positions`` in ASCII ``low``, those of naming words.

    A ``_NAMING_IN`` match in ``text[start:end]`` holds one of these words, whole (after
    a non-word character, case aside), so a window with no such offset needs no search.
    """
    return [i for i in positions if low.startswith(_NAMING_STEMS, i)]


def _any_between(offsets: list[int], start: int, end: int) -> bool:
    """Is one of the sorted ``offsets`` in ``[start, end)``?"""
    if not offsets:
        return False
    k = bisect_left(offsets, start)
    return k < len(offsets) and offsets[k] < end


def _cue_hits(text: str, low: str, positions: list[int] | None = None) -> list[tuple[int, regex.Pattern | None]]:
    """Cue words in ``low`` (lower-cased ``text``) with the context check each needs
    (``positions``: ``_cue_positions(text, low)`` if already found)."""
    keys = _keywords()
    out = []
    if positions is None:
        positions = _cue_positions(text, low)
    for i in positions:  # whole words only: not "represent", "renamed"
        word = _ALPHA_RUN.match(low, i).group()
        if word in keys:
            out.append((i, keys[word]))
    return out


def _coined_appositives(text: str) -> list[int]:
    """Positions of "Coined, a ..." (found with ``str.find``, not a regex scan)."""
    out = []
    i = text.find(", a")
    while i >= 0:
        j = max(text.rfind(" ", max(0, i - 40), i), text.rfind("(", max(0, i - 40), i))
        if j >= 0 and is_coined(text[j + 1 : i]):
            out.append(i)
        i = text.find(", a", i + 3)
    return out


class _Match(NamedTuple):
    start: int  # character offsets into the abstract
    end: int
    label: str
    sent: _Sent
    last: str  # lower-case form of the match's last token (the verb of an INTRO match)


# How far a window reaches around a cue hit: the Matcher patterns need the few words
# before a cue word ("In this paper we then further propose") and one or two after it
_BACK, _AHEAD = 50, 16


def _trie(branches: dict[str, str]) -> str:
    """A regex for "one of the literal keys, then its tail regex", as a trie: stdlib
    ``re`` tries an alternation's branches one by one, so one branch per first letter
    makes the scan several times cheaper.  A key whose tail is empty ends the search
    there (only where a match starts is asked)."""
    if "" in branches:
        if not branches[""]:
            return ""
        alts = [branches[""]]
    else:
        alts = []
    by_first: dict[str, dict[str, str]] = {}
    for key, tail in branches.items():
        if key:
            by_first.setdefault(key[0], {})[key[1:]] = tail
    alts += [re.escape(ch) + _trie(rest) for ch, rest in sorted(by_first.items())]
    return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


def _words(words, tail: str = "", rev: bool = False) -> dict[str, str]:
    return {w[::-1] if rev else w: tail for w in words}


@lru_cache(maxsize=1)
def _span_res() -> tuple[re.Pattern, re.Pattern]:
    """Where in lower-cased text a Matcher hit can start, and (on the reversed text)
    where one can end.

    Each branch spells a pattern's first tokens (last tokens, reversed), over the cue
    lists the patterns are built from; consecutive tokens are at most one space apart.
    Words are matched as bare substrings (a token is a substring of its text) and the
    token a pattern takes as "any alphabetic" as a letter, so every hit's tokens are
    spelt by one of these: the patterns themselves decide the rest.
    """
    c = _cues()
    sp = r"\s?"
    and_verbs = c["and_verbs"]  # as in ``_matcher``
    new = c["novelty"] + c["proposed"]
    # naming phrases ("referred to as"): their first words and the words after them, and
    # (reversed) their last words and the words before them
    phrase_starts: dict[str, list[str]] = {}
    phrase_ends: dict[str, list[str]] = {}
    for words in c["naming_phrases"]:
        phrase_starts.setdefault(words[0], []).append(words[1])
        phrase_ends.setdefault(words[-1][::-1], []).append(words[-2])
    contribution = min(c["contribution"], key=len)  # the others start with it
    starts = {
        **_words(c["subjects"], sp + r"(?:[^\W\d_]|\()"),  # INTRO, NOVEL, "we call", "we (i) propose"
        "this": sp + _trie(_words(c["self_nouns"])),
        "the": sp + _trie(_words(c["self_nouns"] + new)),
        "our": sp + "(?:" + _trie(_words(c["self_nouns"] + [contribution] + new)) + rf"|[a-z]+{sp}{contribution})",
        "and": sp + _trie(_words(c["adverbs"] + and_verbs + c["and_pasts"] + c["and_thirds"])),
        "by": sp + _trie(_words(c["adverbs"] + c["gerunds"])),  # BY_INTRO
        "to": sp + _trie(_words(and_verbs)),  # TO_INTRO
        **_words(c["naming_cues"]),
        **{first: sp + _trie(_words(nxt)) for first, nxt in phrase_starts.items()},
        ",": sp + "a",  # APPOS
    }
    ends = {
        **_words(c["intro_verbs"] + and_verbs + c["gerunds"] + new, rev=True),
        **_words(c["naming_cues"] + c["naming_verbs"], rev=True),
        **_words(["is", "are", "include", "includes"], sp + "s?" + contribution[::-1], rev=True),
        **{last: sp + _trie(_words(before, rev=True)) for last, before in phrase_ends.items()},
        "a": sp + ",",
        "na": sp + ",",  # APPOS
    }
    return re.compile(_trie(starts)), re.compile(_trie(ends))


# whitespace other than a space (``str.isspace``, which the tokenizer splits at: it makes
# tokens of it)
_ODD_SPACE = re.compile("[\t\n\x0b\x0c\r\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")
_ODD_SPACE_ASCII = ("\n", "\t", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f")


def _match_span(text: str, low: str, lo: int, hi: int, odd: re.Pattern | None) -> tuple[int, int] | None:
    """The part of the window ``text[lo:hi]`` that holds all its Matcher hits, widened
    to whole space-separated chunks (None: it holds none).

    The tokenizer splits at whitespace first and tokenizes each chunk on its own, so
    the chunks kept give the tokens they gave in the whole window; the chunk before an
    APPOS comma that opens a chunk is kept too, for the name.  ``low`` is the lower-cased
    text with the same offsets; windows with whitespace other than single spaces (as
    ``odd`` finds it, None: the text has none but spaces) are kept whole.  Most of a
    window is the words before a cue that no hit reaches: the Matcher and the tokenizer
    (which makes a lexeme, every flag computed, of each new word) see ~60% fewer tokens.
    """
    seg = low[lo:hi]
    if "  " in seg or odd is not None and odd.search(seg):
        return lo, hi
    starts, ends_rev = _span_res()
    m = starts.search(low, lo, hi)
    if m is None:
        return None
    first = m.start()
    e = ends_rev.search(seg[::-1])
    if e is None or hi - e.start() <= first:
        return None
    last = hi - e.start()
    if low[first] == "," and first > lo and text[first - 1] == " ":
        first -= 1
    start = max(lo, text.rfind(" ", lo, first) + 1)
    end = text.find(" ", last, hi)
    return start, hi if end < 0 else end


def _cue_matches(ab: Abstract, low: str | None = None, positions: list[int] | None = None) -> list[_Match]:
    """Matcher hits, in character offsets.

    ``str.find`` finds the cue words; the Matcher then runs only on ``ab.window`` docs
    of the words around each (clipped to its sentence, overlapping windows merged, and
    cut to the chunks a hit can reach: ``_match_span``), so the abstract is never
    tokenized as a whole.  ``low`` and ``positions`` are
    ``ab.text.lower()`` and its ``_cue_positions`` if the caller has them.
    """
    text = ab.text
    low = text.lower() if low is None else low
    hits = _cue_hits(text, low, positions) + [(i, None) for i in _coined_appositives(text)]
    if not hits:
        return []
    sents = ab.sentences
    sent_starts = [a for a, _ in sents]
    windows: list[list[int]] = []  # [lo, hi, sentence index]
    for pos, needs in sorted(hits, key=lambda h: h[0]):
        k = bisect_right(sent_starts, pos) - 1
        if k < 0 or pos >= sents[k][1]:
            continue
        ss, se = sents[k]
        lo = max(ss, pos - _BACK)
        if lo > ss:  # start on a word boundary: a cut word could read as "we" ("owe")
            sp = text.find(" ", lo, pos)
            lo = pos if sp < 0 else sp + 1
        if needs is not None and not needs.search(low, lo, pos):
            continue
        hi = min(se, pos + _AHEAD)
        if hi < se:
            sp = text.find(" ", hi, se)
            hi = se if sp < 0 else sp
        if windows and windows[-1][2] == k and lo <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi, k])
    if len(low) == len(text):
        # one ``in`` per character is several times cheaper than a scan of the text
        plain = text.isascii() and not any(ch in text for ch in _ODD_SPACE_ASCII)
        spans = [(_match_span(text, low, lo, hi, None if plain else _ODD_SPACE), k) for lo, hi, k in windows]
        windows = [[span[0], span[1], k] for span, k in spans if span is not None]
    if not windows:
        return []
    parts = [text[lo:hi] for lo, hi, _ in windows]
    plain = [_plain_matches(ab, w, part) for w, part in zip(windows, parts)]
    if all(p is not None for p in plain):
        return [m for p in plain for m in p]
    # the Matcher's hits in one Doc are the hits of each window in turn
    # (``test_one_doc_for_all_windows_gives_the_matches_of_each``)
    rest = [(w, part) for w, part, p in zip(windows, parts, plain) if p is None]
    if len(rest) > 1 and all(p and not p[0].isspace() and not p[-1].isspace() for _, p in rest):
        hits = _matches_in(ab, [w for w, _ in rest], [p for _, p in rest])
    else:
        hits = [m for w, part in rest for m in _matches_in(ab, [w], [part])]
    out = []
    for w, p in zip(windows, plain):
        out += p if p is not None else [m for m in hits if w[0] <= m.start < w[1]]
    return out


_SEP = " | "


def _matches_in(ab: Abstract, windows: list[list[int]], parts: list[str]) -> list[_Match]:
    """Matcher hits in the windows ``parts`` (``text[lo:hi]`` of each), all in one Doc.

    The parts are joined with " | ": the tokenizer splits at spaces first and treats
    each space-separated chunk on its own, so a part with no whitespace at either end
    gives the tokens it gives alone; the "|" between parts is a token no pattern
    accepts, so no match spans two parts.  One Doc and one Matcher call per abstract
    instead of one per window.  (Not a newline: that is a tokenizer special case.)
    """
    sents = ab.sentences
    strings = get_nlp().vocab.strings
    bases = []  # offset of each part in the joined text
    n = 0
    for part in parts:
        bases.append(n)
        n += len(part) + len(_SEP)
    doc = get_nlp().make_doc(parts[0] if len(parts) == 1 else _SEP.join(parts))
    out = []
    seen = set()
    w = 0
    lo, _, k = windows[0]
    base = 0
    sent = _Sent(*sents[k])
    for mid, s, e in _matcher()(doc):
        first = doc[s]
        idx = first.idx
        if len(parts) > 1:
            v = bisect_right(bases, idx) - 1
            if v != w:
                w = v
                lo, _, k = windows[w]
                base = bases[w]
                sent = _Sent(*sents[k])
        shift = lo - base
        a = shift + idx
        last = doc[e - 1]
        b = shift + last.idx + len(last.text)
        label = strings[mid]
        if label == "APPOS":  # the name is the token before the comma
            if idx == base:  # the window's first token
                continue
            prev = doc[s - 1]
            a, b = shift + prev.idx, shift + prev.idx + len(prev.text)
        if (a, b, label) in seen:
            continue
        seen.add((a, b, label))
        out.append(_Match(a, b, label, sent, last.lower_))
    return out


# --------------------------------------------------------------------------- plain windows
#
# Windows of chunks separated by single spaces (nearly all) are read without a Doc and
# without a Matcher call: the tokens of each chunk are known (``chunk_tokens``: by the
# tokenizer's rules for plain words, else by the tokenizer on the chunk alone, cached per
# chunk), and the cue patterns (``_patterns``, the specs the Matcher is given) are read
# over them here.  Other windows go to the tokenizer and the Matcher (``_matches_in``).
# ``tests/test_chunk_tokens.py`` holds ``plain_tokens`` to the tokenizer,
# ``tests/test_artifacts_plain.py`` holds ``_plain_matches`` to ``_matches_in`` on every
# window of the corpus and generated ones.


def _spec_test(spec: dict):
    """A token spec as a word set (lower-case forms) or a test of (lower, text)."""
    flags = {name: key for key, name in _FLAG_IDS.items()}
    sets, tests = [], []
    for key, val in spec.items():
        if key == "OP":
            continue
        if key == "LOWER":
            sets.append(frozenset(val["IN"]) if isinstance(val, dict) else frozenset([val]))
        elif key in flags and val is True:
            sets.append(flags[key])
        elif key == "ORTH" and val.lower() == val.upper():  # no case: as a lower-case form
            sets.append(frozenset([val]))
        elif key == "IS_ALPHA":
            tests.append(lambda low, t, v=val: t.isalpha() == v)
        elif key == "IS_LOWER":
            tests.append(lambda low, t, v=val: t.islower() == v)
        else:
            raise ValueError(f"artifacts: no plain reading of token spec {key}")
    if len(sets) == 1 and not tests:
        return sets[0]
    return lambda low, t: all(low in s for s in sets) and all(f(low, t) for f in tests)


@lru_cache(maxsize=1)
def _plain_patterns() -> tuple[dict[str, list], list]:
    """``_patterns`` as (label, order, [(test, op), ...]) lists, by the lower-case words
    their first token can be (patterns whose first token is no word set: second list)."""
    by_word: dict[str, list] = {}
    other = []
    order = 0
    for label, patterns in _patterns():
        for pattern in patterns:
            specs = [(_spec_test(spec), spec.get("OP")) for spec in pattern]
            entry = (label, order, specs)
            order += 1
            first, op = specs[0]
            if isinstance(first, frozenset) and op is None:
                for w in first:
                    by_word.setdefault(w, []).append(entry)
            else:
                other.append(entry)
    return by_word, other


def _ends(specs: list, k: int, i: int, lows: list[str], toks: list[str], out: set[int]) -> None:
    """Add to ``out`` every ``j`` such that ``specs[k:]`` matches tokens ``i:j`` (each
    way through "?" and "*", as the Matcher returns every match)."""
    if k == len(specs):
        out.add(i)
        return
    test, op = specs[k]
    n = len(lows)
    if op in ("?", "*"):
        _ends(specs, k + 1, i, lows, toks, out)
    j = i
    while j < n and (lows[j] in test if type(test) is frozenset else test(lows[j], toks[j])):
        j += 1
        _ends(specs, k + 1, j, lows, toks, out)
        if op != "*":
            break


def _plain_matches(ab: Abstract, window: list[int], part: str) -> list[_Match] | None:
    """``_matches_in(ab, [window], [part])`` for a plain window (None: not plain).

    Hits come in the Matcher's order: by last token, then first token, then the order the
    patterns are given in ("we call" is INTRO before NAMING)."""
    tokens = plain_tokens(part)
    if tokens is None:
        return None
    by_word, other = _plain_patterns()
    toks = [t for _, t in tokens]
    lows = [t.lower() for t in toks]
    found = []
    for s, low in enumerate(lows):
        entries = by_word.get(low)
        for label, order, specs in (entries + other if other else entries) if entries else other:
            ends: set[int] = set()
            _ends(specs, 0, s, lows, toks, ends)
            found += [(e, s, order, label) for e in ends if e > s]
    if not found:
        return []
    lo, _, k = window
    sent = _Sent(*ab.sentences[k])
    out = []
    seen = set()
    for e, s, _, label in sorted(found):
        a = lo + tokens[s][0]
        last = toks[e - 1]
        b = lo + tokens[e - 1][0] + len(last)
        if label == "APPOS":  # the name is the token before the comma
            if s == 0:  # the window's first token (as in ``_matches_in``; a plain comma
                continue  # is a suffix, so a word is before it)
            a, b = lo + tokens[s - 1][0], lo + tokens[s - 1][0] + len(toks[s - 1])
        if (a, b, label) in seen:
            continue
        seen.add((a, b, label))
        out.append(_Match(a, b, label, sent, last.lower()))
    return out


def extract_artifacts(
    doc: Abstract | Doc | str, title: str | None = None, repos: tuple[str, ...] = ()
) -> list[Artifact]:
    """Named artifacts the paper introduces, one per distinct name, in text order.

    ``doc`` is an :class:`extractor.nlp.Abstract`, a Doc from :func:`extractor.nlp.parse`
    or plain text; ``title`` the paper's title, read only for the name it leads with;
    ``repos`` the names of the code repositories the paper links (``Link.repo``): a paper
    that publishes its code under a name it writes as a coined word calls that its own.
    Each artifact's ``name`` is the surface form with LaTeX wrappers
    removed and Unicode hyphens made ``-``; ``text[start:end]`` is the occurrence the cue
    supports (equal to ``name`` up to that hyphen normalisation).
    """
    ab = as_abstract(doc)
    text = ab.text
    low = text.lower()
    positions = _cue_positions(text, low)
    matches = _cue_matches(ab, low, positions)
    lead = _title_lead(title[:_TITLE_HEAD]) if title else None
    if (
        not matches
        and lead is None
        and "\\" not in text
        and "(" not in text
        and not _own_starts(text)
        and not _VERB_AS.search(text)
        and not any(claim in text for claim in _NOVEL_CLAIMS)
    ):
        return []
    wk = _well_known()
    heads = _head_set()
    d = _Doc(text, ab.clean.marks)
    if "(" in text and (redefined := _redefined(d)):
        d.redefined = redefined
        wk = wk - redefined - frozenset(normalize_name(n) for n in redefined)
    naming = _naming_positions(low, positions) if text.isascii() else None
    found: dict[str, tuple[_Cand, str]] = {}
    seen: list[tuple[_Cand, str, int, int, str | None]] = []  # "the proposed X" after X was written
    weak: list[str] = []  # names only "the proposed ..." or "X, a ..." found
    # the longest match per start wins (adverb runs give several)
    best: dict[int, _Match] = {}
    for m in matches:
        if m.start not in best or m.end > best[m.start].end:
            best[m.start] = m
    # sentences an introduction cue opens
    intro_sents = sorted({(m.sent.start_char, m.sent.end_char) for m in matches if m.label in ("INTRO", "NOVEL")})
    for s, w_start, label, sent, last in sorted(best.values()):
        if label == "INTRO" and last == "call" and (
            _CALL_AS.match(text, w_start) or _word_before(text, s) in _RELATIVES and text[w_start : w_start + 2].strip()[:1].islower()
        ):
            # "we call such a DAG ... as dynamical DAG (DDAG)", "which we call multiplicity
            # sheets": a naming (a lower-case name read as the naming cues read theirs)
            label = "NAMING"
        verb = last if label == "INTRO" else None
        if label in ("AND_INTRO", "TO_INTRO", "BY_INTRO") and not _SUBJECT.search(text, sent.start_char, s):
            continue
        if label == "APPOS":
            after_own = min((c.start for c, _ in found.values()), default=None)
            cands = _appositive(d, w_start, sent, wk, heads, after_own)
            lo, hi = sent.start_char, sent.end_char
        elif label == "NAMING":
            cands = _naming(d, s, w_start, sent.start_char, wk, last in _cues()["naming_verbs"])
            lo, hi = sent.start_char, _window_end(text, w_start, sent.end_char)
        else:
            w_end = _window_end(text, w_start, sent.end_char, 60 if label == "PROPOSED" else 220)
            cands = _intro(d, w_start, w_end, label, wk, heads, naming)
            lo, hi = sent.start_char, w_end
            if not cands and label == "INTRO" and (part := _titled_part(d, w_start, wk)) is not None:
                cands = [part]
            if label == "PROPOSED" and last in _RESULT_OF_OWN:
                # "the resulting model PolyMaX", "The resulting Neural Shield-VIMPC (NS-VIMPC)":
                # a coined name or a capitalised long form's short form; not a field's term
                # the paper's steps lead to ("The resulting quadratic program (QP) is ...")
                cands = [c for c in cands if _capitalised_pair(d, c) or not c.paren and is_coined(c.name)]
        for cand in cands:
            name = cand.name.translate(_HYPHENS)
            key = normalize_name(name)
            if key in found:
                continue
            if label == "PROPOSED" and d.used_before(cand.name, cand.start):
                seen.append((cand, name, lo, hi, verb))  # another cue may find it where first written
                continue
            abbr = d.short_for(cand.start, cand.end)
            hi2 = max(hi, abbr.long_end) if abbr else hi
            found[key] = (_Cand(name, cand.start, cand.end, cand.paren), _type_of(name, d, lo, hi2, cand.start, verb))
            if label in ("PROPOSED", "APPOS"):
                weak.append(key)
    for cand, typ in _named_as(d, ab.sentences, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in _own_parts(d, ab.sentences, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in _composed_parts(d, ab.sentences, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in _claimed_names(d, ab.sentences, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    # a pair is ``marked`` only where ``_MARKUP`` matches inside its long form: without a
    # match anywhere in the text, pairing every parenthesis of it would find none.  The
    # clean view has resolved most markup: what it stressed are its marks, and a long form
    # whose stressed pieces spell the short form is marked too
    # ("\\underline{p}ublic-data-\\underline{a}ssisted ... (PAZO)", "$\\textbf{Ex}$pressive
    # Whole-$\\textbf{Body}$ Control (ExBody)")
    # Capitals written inside plain words stress letters the same way ("PrOmpt cLass
    # lEarning (POLE)", "the resToration of digitized Analog videotaPEs (TAPE)")
    marks = ab.clean.marks
    inner = "(" in text and _inner_capitals_before_short(text)
    if inner or len(marks) >= 2 or "\\" in text and _MARKUP.search(text):
        for a in d.abbreviations:
            key = normalize_name(a.short)
            stressed = len(marks) >= 2 and _spelt_by_marks(text, marks, a) or inner and _spelt_by_capitals(a)
            if (a.marked or stressed) and key not in found and _acceptable(a.short, d, a.short_start, wk):
                lo = text.rfind(". ", 0, a.short_start) + 1
                hi = text.find(". ", a.short_end)
                hi = len(text) if hi < 0 else hi
                cand = _Cand(a.short, a.short_start, a.short_end, True)
                found[key] = (cand, _type_of(a.short, d, lo, hi, a.short_start, None))
    if lead is not None and normalize_name(lead[0]) not in found:
        if (titled := _lead_in_abstract(lead, d, ab.sentences, [c for c, _ in found.values()], wk)) is not None:
            found[normalize_name(lead[0])] = titled
    for repo in repos:
        key = normalize_name(repo)
        if key in found or key.removesuffix("s") in found or key + "s" in found:
            continue  # (a repository "SuperWeights" of the paper's "SuperWeight")
        if (named := _repo_name(repo, d, ab.sentences, wk)) is not None:
            found[normalize_name(named[0].name)] = named
    if not found and intro_sents and "(" in text:
        if (bound := _unnamed_proposal(d, ab.sentences, intro_sents, wk)) is not None:
            found[normalize_name(bound[0].name)] = bound
    if weak:
        # a metric the field knows, found only by the weak cues ("our proposed method achieved
        # a Dice similarity coefficient (DSC) of 83.47%", "IDF1, a measure of tracking
        # continuity"), is measured, not introduced ("we propose a novel metric, pFID" is)
        for key in [k for k in weak if k in found and _known_metric(found[k][0].name)]:
            del found[key]
    for cand, name, lo, hi, verb in seen:
        if normalize_name(name) not in found:
            found[normalize_name(name)] = (cand._replace(name=name), _type_of(name, d, lo, hi, cand.start, verb))
    for key in [k for k in found if k + "s" in found and found[k + "s"][0].paren]:
        del found[key]  # "our new DDN methods" after "deep dependency networks (DDNs)": the same name
    if found and (others := _called_others(text, [c.name for c, _ in found.values()])):
        for key in [k for k, (c, _) in found.items() if c.name in others]:
            del found[key]
    for cand, typ in list(found.values()):
        if (a := _ATTACHED_AFTER.match(text, cand.end)) is not None:
            pair = d._pair_at(a.start("paren"))
            if pair is not None and pair.long_start >= a.start("long") and _is_capitalised(pair.long):
                key = normalize_name(pair.short)
                known = _is_model(d, pair.short) or lookup(pair.short) is not None or lookup(pair.long) is not None
                if key not in found and not known and _acceptable(pair.short, d, pair.short_start, wk):
                    found[key] = (_Cand(pair.short, pair.short_start, pair.short_end, True), "method")
        if (v := _VARIANT_AFTER.match(text, cand.end)) is not None and is_coined(v.group("name")):
            key = normalize_name(v.group("name"))
            if key not in found and _acceptable(v.group("name"), d, v.start("name"), wk):
                found[key] = (_Cand(v.group("name"), v.start("name"), v.end("name"), False), typ)
        if (plus := _plus_variant(text, cand)) is not None and normalize_name(plus.name) not in found:
            if _acceptable(plus.name, d, plus.start, wk):  # "... to form the PAOA+": its extension
                found[normalize_name(plus.name)] = (plus, typ)
    out = [
        Artifact(name=c.name, type=typ, start=c.start, end=c.end)
        for c, typ in ((_edition(text, cand), typ) for cand, typ in found.values())
    ]
    out.sort(key=lambda a: (a.start, -a.end))
    # a name inside another one found at the same place is a piece of it
    return [a for i, a in enumerate(out) if not any(b.start <= a.start and a.end <= b.end for b in out[:i])]


_WORD_PIECES = re.compile(r"[\s\-‐‑/]+")


def _plain_initials(long: str, short: str) -> bool:
    """Is ``short`` just the initials of ``long``'s words (with or without its connectors:
    "Graph of Convex Sets (GCS)", "Structure-from-Motion (SfM)")?  The terms a field
    abbreviates are spelt so; a name a paper coins mostly is not ("TemporaL Distance-aware
    Representations (TLDR)", "tilted exponential (TEXP)", "semismooth Newton (SSN)")."""
    letters = "".join(ch for ch in short.removesuffix("s") if ch.isalnum()).upper()
    words = [w for w in _WORD_PIECES.split(long) if w[:1].isalnum()]
    every = "".join(w[0] for w in words).upper()
    content = "".join(w[0] for w in words if w.lower() not in _CONNECTORS).upper()
    return letters in (every, content)


# the object of an introduction verb that is a part named in capitals: "we propose the
# Depth Semantics Symbiosis module", "a Relationship Reasoning Layer that", "a novel
# Hybrid Fourier-Spatial Upsampling Block" (not before its short form, which the pair reads)
_TITLED_PART = pattern_cache.compile(
    r"\s*(?:the|a|an)\s+(?:(?:" + name_cues.alternation(_cues()["novelty"]) + r")\s+)?"
    r"(?P<name>(?P<run>\p{Lu}[\p{L}\p{N}\-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-]*){0,4}?)[ \t]+"
    r"(?P<part>(?i:" + name_cues.alternation(name_cues.cue_words("part_noun", name_cues.ARTIFACTS)) + r")))"
    r"(?![\p{L}\p{N}\-])(?!\s*\()"
)


def _titled_part(d: _Doc, w_start: int, wk: frozenset[str]) -> _Cand | None:
    """The Title-Case name of a part (module, block, layer, ...) that an introduction
    verb's object names, with the part noun when written in capitals too; None where a
    word is a known name, all are common words, or the run is a standard part."""
    m = _TITLED_PART.match(d.text, w_start)
    if m is None:
        return None
    words = m.group("run").split()
    capital_part = m.group("part")[:1].isupper()
    if len(words) + capital_part < 3:
        # "a Residual block", "a Cross Attention module": a standard technique is named in
        # one or two words; a name of the paper's takes three, or writes its part noun in
        # capitals ("a Relationship Reasoning Layer")
        return None
    if any(normalize_name(w) in wk or is_coined(w) for w in words) or all(w.lower() in _cues()["common"] for w in words):
        return None
    if _standard_part(d, m.group("run")) or _standard_part(d, m.group("name")):
        return None
    name = m.group("name") if capital_part else m.group("run")
    if not _acceptable(name, d, m.start("name"), wk):
        return None
    return _Cand(name, m.start("name"), m.start("name") + len(name), False)


# the own-name markers ("proposed" rows of name_cues) that say what the paper's steps
# lead to rather than that it proposes it
_RESULT_OF_OWN = frozenset(w for w in _cues()["proposed"] if w.endswith("ing"))


def _capitalised_pair(d: _Doc, c: _Cand) -> bool:
    """Is ``c`` a short form whose long form (after a dash the pairing read past: "the
    resulting method–Reparameterized Variational ...") is capitalised?"""
    pair = d.pair_of(c.start)
    return pair is not None and _is_capitalised(pair.long.replace("—", "–").rsplit("–", 1)[-1])


def _unnamed_proposal(d: _Doc, sentences, intro_sents: list[tuple[int, int]], wk: frozenset[str]) -> tuple[_Cand, str] | None:
    """The short form the paper goes on to use as the name of a proposal it introduced
    without one: a paper that found no name of its own by any cue, whose introducing
    sentence (or the one after it) defines a new short form, and that writes the short
    form at least twice more ("we propose a novel ... method that leverages TemporaL
    Distance-aware Representations (TLDR). ... TLDR selects ... TLDR outperforms ...").
    Only the first such pair; none that a catalog, a known model, a task or a citation
    claims."""
    text = d.text
    ends = [b for _, b in sentences]
    for lo, hi in intro_sents:
        k = bisect_left(ends, hi)
        if k + 1 < len(ends):
            hi = ends[k + 1]  # the introducing sentence and the next one
        for pair in d.abbr(lo, hi):
            short = pair.short
            if not (lo <= pair.long_start and pair.long_start < pair.short_start and is_short_form(short)):
                continue
            if len(list(islice(_word_occurrences(text[pair.short_end :], short, False), 2))) < 2:
                continue
            if _names_task(text, pair) or _is_model(d, short) or lookup(short) is not None or lookup(pair.long) is not None:
                continue
            if _plain_initials(pair.long, short):
                continue  # "mutual information (MI)", "Digital Twin (DT)": a field's term
            if " " not in pair.long.strip() or short[:1].islower() or " the " in f" {pair.long.lower()} ":
                # "electrocardiogram (ECG)", "functional near-infrared spectroscopy (fNIRS)",
                # "average treatment effect on the treated (ATT)": a field's terms too
                continue
            tail = pair.long.casefold()
            if any(tail.endswith(" " + a.long.casefold()) for a in d.abbr(0, pair.long_start)):
                continue  # "MultiModality-guided Image Style Transfer (MMIST)" after "Image Style Transfer (IST)": a kind of a term
            if _acceptable(short, d, pair.short_start, wk) and not _REJECT_AFTER.match(text, pair.short_end):
                return _Cand(short, pair.short_start, pair.short_end, True), _type_of(short, d, lo, hi, pair.short_start, None)
    return None


# "a ... network (FMDC) combined with Intra-Frame Head Contrastive Learning (IFHC)": a part
# the paper defines as it attaches it to its own name
_ATTACHED_AFTER = pattern_cache.compile(
    r"\)?[ \t]*,?[ \t]*" + name_cues.alternation(name_cues.cue_words("attach_participle", name_cues.ARTIFACTS))
    + r"[ \t]+with[ \t]+(?:(?:an?|the|our)[ \t]+)?(?:" + name_cues.alternation(_cues()["novelty"]) + r"[ \t]+)?(?P<long>\p{Lu}[^()]{2,80}?)[ \t]*(?P<paren>\()[^()\s]{2,15}\)"
)
def _plus_variant(text: str, cand: _Cand) -> _Cand | None:
    """The first "X+" ("X++") written after the paper's own name X: its own extension of
    X, however the text brings it in."""
    name = cand.name
    if not name[-1:].isalnum():
        return None
    at = text.find(name + "+", cand.end)
    while at >= 0:
        end = at + len(name) + 1
        while text[end : end + 1] == "+":
            end += 1
        if not text[at - 1 : at].isalnum() and not text[end : end + 1].isalnum():
            return _Cand(text[at:end], at, end, False)
        at = text.find(name + "+", at + 1)
    return None


# "Byz-EF21 – along with its bi-directional compression version – Byz-EF21-BC": the paper's
# own variant of its own name
_VARIANT_AFTER = pattern_cache.compile(
    r"[ \t]*(?:[–—]|-{1,3})?[ \t]*,?[ \t]*(?:along[ \t]with|together[ \t]with|as[ \t]well[ \t]as|and)[ \t]+its[ \t]+"
    r"(?:[\w-]+[ \t]+){0,5}?" + name_cues.alternation(name_cues.cue_words("variant_noun", name_cues.ARTIFACTS))
    + r"s?[ \t]*(?:[–—,:]|-{1,3})?[ \t]*(?:" + name_cues.alternation(name_cues.naming_cues("participle")) + r"[ \t]+)?(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])"
)


# "extending the canonical NODE framework", "than the standard X": the text calls the name
# someone else's where it writes it again, so "a ... (NODE) framework" only used it
_CALLED_OTHERS = pattern_cache.compile(
    r"(?i)\bthe\s" + name_cues.alternation(_cues()["not_own"]) + r"\s+")


def _called_others(text: str, names) -> set[str]:
    """The ``names`` written right after "the <not_own word>" somewhere in ``text``."""
    if "the " not in text and "The " not in text:
        return set()
    ends = [m.end() for m in _CALLED_OTHERS.finditer(text)]
    out = set()
    for name in names:
        for e in ends:
            after = text[e + len(name) : e + len(name) + 1]
            if text.startswith(name, e) and not (after.isalnum() or after in "-_+/"):  # not "FooNet-S"
                out.add(name)
                break
    return out


# "we refer to our method as X", "we denote the stream trained with this loss as X": a
# naming verb with the paper as subject, its object, then the name after "as"
_VERB_AS = pattern_cache.compile(
    r"\b[Ww]e\s+(?:[a-z]+ly\s+)?" + name_cues.alternation(name_cues.naming_cues("verb_as")) + r"\b(?P<obj>[^.;:()]{0,120}?)\s+as\b"
)


# ``_VERB_AS`` is case-sensitive past "We" and its verbs are literal words: every match
# holds the first word of one of them as written, so a text with none needs no scan (a
# scan of the whole text for "we" at every word costs more than these ``in`` tests)
_VERB_AS_WORDS = tuple(dict.fromkeys(cue.split()[0] for cue in name_cues.naming_cues("verb_as")))


def _named_as(d: _Doc, sentences, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    if " as " not in text or not any(w in text for w in _VERB_AS_WORDS):
        return []
    starts = [a for a, _ in sentences] or [0]
    out = []
    for m in _VERB_AS.finditer(text):
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo, hi = sentences[k] if sentences else (0, len(text))
        for cand in _naming(d, m.end("obj"), m.end("obj"), lo, wk):
            if (more := _TITLE_LIST.match(text, cand.end)) is not None and not cand.paren:
                cand = cand._replace(name=text[cand.start : more.end()], end=more.end())  # "Share, Specialize, and Compete"
            out.append((cand, _type_of(cand.name, d, lo, hi, cand.start, None)))
    return out


# a name that is a list of capitalised words, closed by "and" and the end of the sentence
_TITLE_LIST = pattern_cache.compile(r"(?:,\s\p{Lu}\p{Ll}+)*,?\s(?:and|&)\s\p{Lu}\p{Ll}+(?=\s*(?:[.;]|$))")


# ------------------------------------------------------------------ the title's lead name
#
# A title "Name: what it is" ("StructLM: Towards Building Generalist Models ...") leads
# with the name of what the paper introduces; most titles with a colon in the real
# listings follow that convention.  The title alone is no evidence (a name only in the
# title is not annotated), so the name counts where the abstract writes it too, as a word
# of its own (not a piece of a URL or of a longer name already found).

# one token (inner hyphens, ^, +, digits, braces of "T$^2$SQNet" resolved by ``clean``),
# maybe a version ("DenseTact 2.0", "RVT-2" is one token), then the colon
_TITLE_LEAD = pattern_cache.compile(
    r"^\s*(?P<name>[\p{L}\p{N}][\p{L}\p{N}^+*'’()\-]{1,39}(?:\s[vV]?\d+(?:\.\d+)*)?)\s?:\s")


# how much of a title is read: the lead name and its colon come first, and the cache below
# then holds short strings whatever a listing puts in its titles
_TITLE_HEAD = 240


@lru_cache(maxsize=4096)
def _title_lead(title: str) -> tuple[str, str] | None:
    """(the name a title leads with, the clean title), or None: no lead name, or a label
    ("Position: ...", "Survey: ...", ``name_cues.tsv`` role ``title_label``)."""
    clean_title = clean(title).text
    m = _TITLE_LEAD.match(clean_title)
    if m is None:
        return None
    name = m.group("name").translate(_HYPHENS)
    if name.count("(") != name.count(")") or name.lower() in _cues()["title_labels"]:
        return None
    return name, clean_title


def _lead_in_abstract(
    lead: tuple[str, str], d: _Doc, sentences, found: list[_Cand], wk: frozenset[str]
) -> tuple[_Cand, str] | None:
    """The lead name of the title where the abstract writes it, with its type.

    A coined name ("StructLM", "FALCON") may be written in another case ("\\texttt{structlm}");
    a plain word ("Mamba", "Hydra") must be written as in the title somewhere a sentence
    does not start, or it may be the word itself ("Position", "Robustness").
    """
    name, title = lead
    coined = is_coined(name)
    low = name.lower()
    if not coined and (low in _cues()["common"] or low in _head_set()):
        return None
    text = d.text
    starts = {a for a, _ in sentences}
    first = None
    mid_sentence = coined
    for i in _word_occurrences(text, name, coined):
        if any(c.start <= i and i + len(name) <= c.end for c in found):
            continue
        if not mid_sentence and i not in starts:
            mid_sentence = True
        if first is None:
            first = i
    if first is None or not mid_sentence:
        return None
    cand = _Cand(text[first : first + len(name)], first, first + len(name), False)
    # the title leads with it: a compound of well-known parts is the paper's own name
    # there ("Open-NeRF: ...", "LLM-Blender: ..."), not a modifier ("LLM-based")
    if not _acceptable(cand.name, d, first, wk, compound_ok=True):
        return None
    # the type as the abstract says it where it names it ("Our ... (ScanEnts3D) dataset"),
    # else as the title does ("RoboPoint: A Vision-Language Model for ...")
    lo, hi = next(((a, b) for a, b in sentences if a <= first < b), (0, len(text)))
    if _APPOS_TYPE.match(text, cand.end) or _heads_in(text, lo, hi) or not _heads_in(title, 0, len(title)):
        return cand, _type_of(cand.name, d, lo, hi, first, None)
    return cand, _type_of(name, _Doc(title), 0, len(title), 0, None)


def _repo_name(repo: str, d: _Doc, sentences, wk: frozenset[str]) -> tuple[_Cand, str] | None:
    """The name of a linked code repository where the abstract writes it as a coined word
    ("github.com/lab/monolig" and "... (MonoLiG)"), with its type; None where it is not
    written so, where it is someone else's ("previous X", "X (Lee et al., 2020)"), or
    where the abstract writes a newer edition of it ("SGR" for a paper on "SGRv2")."""
    if len(repo) < 3 or len(repo) > 40:
        return None
    text = d.text
    first: _Cand | None = None
    for i in _word_occurrences(text, repo, True):
        name = text[i : i + len(repo)]
        lo, hi = next(((a, b) for a, b in sentences if a <= i < b), (0, len(text)))
        if _not_own_before(text, lo, i) or _NOT_OWN_AFTER.match(text, i + len(name)):
            return None  # "compared with previous methods Med-DANet and ..." anywhere
        if first is None and not text[i + len(name) : i + len(name) + 6].lstrip(" (").startswith(("http", "www.", "github")):
            # (not "SUBMODLIB (https://github.com/...)": where that code lives, not what it is)
            first = _Cand(name, i, i + len(name), False)
    if first is None:
        return None
    name, i = first.name, first.start
    if not is_coined(name) or _is_model(d, name) or lookup(name) is not None or _extended(text, name):
        return None
    if not _acceptable(name, d, i, wk, compound_ok=True):  # "Movie-CLIP" is the code's name
        return None
    lo, hi = next(((a, b) for a, b in sentences if a <= i < b), (0, len(text)))
    return first, _type_of(name, d, lo, hi, i, None)


def _extended(text: str, name: str) -> bool:
    """Does ``text`` write ``name`` with more letters or digits right after it ("SGRv2")?"""
    i = text.find(name)
    while i >= 0:
        j = i + len(name)
        if j < len(text) and text[j].isalnum() and not (i and text[i - 1].isalnum()):
            return True
        i = text.find(name, i + 1)
    return False


@lru_cache(maxsize=1)
def _metric_names() -> regex.Pattern:
    rows = [r["metric"] for r in lexicon.load("metrics")]
    return regex.compile("(?:" + "|".join(rows) + ")")


@lru_cache(maxsize=1024)
def _known_metric(name: str) -> bool:
    """Is ``name`` a metric of ``metrics.tsv``, as written there?"""
    return _metric_names().fullmatch(name) is not None


_NOT_BEFORE_WORD = frozenset("/.-@#_")
_NOT_AFTER_WORD = frozenset("/-@_+")


def _word_occurrences(text: str, name: str, any_case: bool) -> Iterator[int]:
    """Where ``text`` writes ``name`` as a word of its own (in any case with ``any_case``):
    not inside a longer word, a URL, a path or an address ("github.com/x/Hydra")."""
    hay, needle = (text.lower(), name.lower()) if any_case else (text, name)
    if len(hay) != len(text) or len(needle) != len(name):  # case mapping changed lengths
        hay, needle = text, name
    n = len(needle)
    i = hay.find(needle)
    while i >= 0:
        before = text[i - 1] if i else " "
        after = text[i + n : i + n + 2]
        if not (before.isalnum() or before in _NOT_BEFORE_WORD) and not (
            after[:1] and (after[0].isalnum() or after[0] in _NOT_AFTER_WORD or after[0] == "." and after[1:2].isalpha())
        ):
            yield i
        i = hay.find(needle, i + 1)


# ------------------------------------------------------------------ the paper's own parts
#
# Besides the names an introduction cue presents, a paper names what it is made of: the
# components it defines with a short form and a head noun ("a Canonical Mapping Module
# (CMM) is introduced", "the scaled feature fusion head (SFFH) fuses ...", "the ASF
# module"), what it calls "our X" ("our PTSEFormer achieves"), and what an appositive
# after "our <head>" names ("Our system, CropFollow++, introduces ...").  Each counts in a
# sentence that speaks of the paper's work, or once the paper has introduced something;
# not a short form it uses ("we utilize Dynamical Movement Primitives (DMP)") nor the kind
# of a name it introduced ("TOKEN, a novel Multi-Modal Large Language Model (MM-LLM)").

_USE_VERBS = "|".join(name_cues.cue_patterns("use_verb", name_cues.ARTIFACTS))
_STUDY_VERBS = "|".join(name_cues.cue_patterns("study_verb", name_cues.ARTIFACTS))
_USE_BEFORE = pattern_cache.compile(
    r"(?i)\b(?:" + _USE_VERBS + r"|(?<=\bwe[ \t]+(?:\w+ly[ \t]+)?)(?P<study>" + _STUDY_VERBS + r"))\b")
# an introduce verb and "and" right before a use verb ("we design and analyze")
_INTRO_AND = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(v for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) for v in (r["verb"], r.get("third"), r.get("past")) if v)
    + r")[ \t]+and[ \t]+$")
# "a Linear Dynamical System (LDS) is studied": the passive of a use verb after a short form
_PASSIVE_USE = pattern_cache.compile(r"(?i)[ \t]+(?:is|are)[ \t]+(?:" + _USE_VERBS + "|" + _STUDY_VERBS + r")\b")
# a study verb's object: the long form right after it, past an article and two words at most
# ("we consider the parametric Bradley-Terry-Luce (BTL) model"; not "we study how its ...")
_STUDIED_OBJECT = pattern_cache.compile(
    r"(?i)[ \t]+(?:(?:the|a|an)[ \t]+)?(?:(?!(?:" + name_cues.alternation(_cues()["prepositions"])
    + r"|its|our|their|how|using|by|via)\b)[\w\-]+[ \t]+){0,2}")
_NOT_OWN_ANY = pattern_cache.compile(r"(?i)\b" + name_cues.alternation(_cues()["not_own"]) + r"\b")
_NOT_OWN_AFTER = pattern_cache.compile(
    r"(?i)\s*(?:,\s*(?:a|an|the)\s+(?:\w+\s+)?" + name_cues.alternation(_cues()["not_own"]) + r"\b|\(\p{Lu}\p{L}+(?:\s+et\s+al\.?)?,?\s+(?:19|20)\d\d)"
)
_NOVEL_WORD = pattern_cache.compile(r"(?i)\b" + name_cues.alternation(_cues()["novelty"]) + r"\b")
_SHORT_PAREN = re.compile(r"\((?=[^()\s]{0,24}[A-Z])[^()\s]{1,24}\)")
_SPACES = re.compile(r"[ \t]*")
_WORD_BEFORE = pattern_cache.compile(r"[\p{L}\-]+[ \t]*", regex.REVERSE)
_OUR_HEAD_NAME = [
    pattern_cache.compile(
        rf"[Oo]ur\s+(?:[\p{{Ll}}\-]+\s+){{{k}}}(?P<head>\p{{Ll}}+)\s+"
        r"(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])(?![\p{L}\p{N}\-(])"
    )
    for k in range(5)
]


# the characters ``str.split`` splits ASCII text at that ``\\s`` does not match
_SPLIT_ONLY = ("\x1c", "\x1d", "\x1e", "\x1f")


def _our_head_name(text: str, p: int, ascii_text: bool = False, coined: bool = False):
    """The match of "our <up to four lower-case words> <head noun> <name>" at ``p``, the
    head being the first word of the run that is a head noun, or None (also where "our"
    is followed by a word for the paper itself).

    ``ascii_text``: ``text`` is ASCII, so ``str.split`` of a stretch without \\x1c-\\x1f
    gives the words the patterns see between their ``\\s+``.  Then a pattern that matches
    has the word after "our" as its second word, ``words[k + 1]`` as its head and its
    name in ``words[k + 2]``: a self noun there ends the search whatever matches, and a
    pattern whose head word is no head noun cannot be the answer, so only the patterns
    with a head noun run (most leads run none instead of five).  ``coined``: the caller
    takes only a coined name, which has a capital: None where no word that can hold the
    name has one.
    """
    self_nouns = _cues()["self_nouns"]
    if ascii_text:
        stretch = text[p : p + 240]
        words = stretch.split(None, 7)
        # words[0..6] are whole when an eighth piece follows, or when the text ends here
        if (len(words) == 8 or p + 240 >= len(text)) and not any(ch in stretch for ch in _SPLIT_ONLY):
            if len(words) > 1 and words[1].lower() in self_nouns:
                return None
            if coined and all(w.islower() for w in words[2:7]):
                return None
            for k, rx in enumerate(_OUR_HEAD_NAME):
                if k + 1 < len(words) and k + 1 < 6 and _head_noun(words[k + 1]) is not None:
                    m = rx.match(text, p)
                    if m is not None:
                        return m
            return None
    for rx in _OUR_HEAD_NAME:
        m = rx.match(text, p)
        if m is None:
            continue
        if m.group().split(None, 2)[1].lower() in self_nouns:
            return None  # "our work achieves attack AUC ...": the paper, then a verb
        if _head_noun(m.group("head")) is not None:
            return m
    return None
_OUR_LEAD = pattern_cache.compile(
    r"[Oo]ur[ \t]+(?:(?:" + name_cues.alternation([*_cues()["novelty"], *_cues()["proposed"]]) + r")[ \t]+)*")
_AND_COINED = pattern_cache.compile(r"\s+and\s+(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)\b")
_OUR_NAME = pattern_cache.compile(
    r"\b[Oo]ur\s+(?:(?:proposed|novel|new|final)\s+)?(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)")
_OUR_HEAD_APPOS = pattern_cache.compile(
    r"\b(?:[Oo]ur|[Tt]he\s+(?:resulting|proposed|final)|[Tt]his)\s+(?:[\p{Ll}\-]+\s+)?(?P<head>[\p{L}\-]+)\s*,\s*"
    r"(?:(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+.]*[\p{L}\p{N}+])\s*[,(]"
    # "Our method, Mesh Graph Masked Autoencoders (MGM-AE), utilizes": the short form
    r"|\p{Lu}[^,;()]{2,80}?\s\((?P<short>[^()\s]{2,24})\)\s*,)"
)
_DEFINED_APPOS = pattern_cache.compile(
    r"\((?P<s>[^()\s]{2,24})\),\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?P<head>[\w-]+)\s+(?:that|which|for|to|where)\b"
)
_ORDINAL_START = pattern_cache.compile(r"\s*(?:\(?(?:\d|i{1,3}|iv|v)\)|(?:first|second|third|fourth|finally|lastly)(?:ly)?\b)", regex.I)
_KIND_OF = pattern_cache.compile(r"\s*(?:\([^()]*\))?\s*,\s*(?:a|an|the)\b[^,;.()]*$")
_EDITION = pattern_cache.compile(r"[ \t]+" + _VERSION + r"(?![\p{L}\p{N}])")


def _edition(text: str, cand: _Cand) -> _Cand:
    """The name with what is part of it written right after it: its version ("DenseTact
    2.0"), or a head noun that names with it ("Laplace attention", "SpringGrasp metric";
    not after a short form in parentheses: "(ET) ticket")."""
    m = _EDITION.match(text, cand.end)
    if m is not None:
        return cand._replace(name=cand.name + m.group(), end=m.end())
    if not cand.paren and text[cand.end : cand.end + 1] == " ":
        h = _HEAD_WORD.match(text, cand.end + 1)
        if h is not None and h.group() in _IN_NAME_HEADS:
            return cand._replace(name=cand.name + " " + h.group(), end=h.end())
    return cand


_NOVELTY = frozenset(_cues()["novelty"])
_CONNECTORS = frozenset(_cues()["name_connectors"])
_SUFFIX_TYPES = tuple(_cues()["suffix_types"].items())
_IN_NAME_HEADS = name_cues.in_name_heads()
_HEAD_WORD = pattern_cache.compile(r"\p{Ll}+(?![\p{L}\p{N}-])")


_HEAD_TYPES = name_cues.head_types()


_TASK_NOUNS = frozenset(name_cues.cue_words("task_noun", name_cues.ARTIFACTS))


def _names_task(text: str, pair) -> bool:
    """Does a short form name the task a head noun after it is for ("a ... actor-action
    segmentation (VAAS) framework"), not the thing itself?"""
    words = pair.long.split()
    last = words[-1].lower() if words else ""
    if last not in _TASK_NOUNS or _head_noun(_word_at(text, pair.short_end + 1)) is None:
        return False
    # not where the text goes on to use it as its own system's name: a subject of a verb
    # ("CIP-WPIS leverages ...", "In this scheme, SAFSAR achieves ...") or "the proposed X"
    short = pair.short
    i = text.find(short, pair.short_end + 1)
    while i >= 0:
        if _OWN_USE_BEFORE.search(text, max(0, i - 16), i) and _VERB_AFTER.match(text, i + len(short)):
            return False
        i = text.find(short, i + len(short))
    return True


_OWN_USE_BEFORE = pattern_cache.compile(r"(?:[.;:,]\s+|\b(?:the\s+proposed|our)\s+)$")
_VERB_AFTER = pattern_cache.compile(r"\s+(?:[a-z]+ly\s+)?[a-z]+s\b")


def _word_at(text: str, pos: int) -> str:
    """The lower-case word (letters and hyphens) starting after the spaces at ``pos``."""
    n = len(text)
    while pos < n and text[pos] in " \t":
        pos += 1
    end = pos
    while end < n and (text[end].isalpha() or text[end] == "-"):
        end += 1
    return text[pos:end].lower()


def _word_before(text: str, pos: int) -> str:
    """The lower-case word (letters and hyphens) ending before the spaces at ``pos``."""
    while pos > 0 and text[pos - 1] in " \t":
        pos -= 1
    start = pos
    while start > 0 and (text[start - 1].isalpha() or text[start - 1] == "-"):
        start -= 1
    return text[start:pos].lower()


def _lead_words(text: str, p: int) -> tuple[str, bool]:
    """The word after the one starting at ``p`` (or after "the resulting" there), and
    whether it or the next one is a head noun with a comma after it ("Our method,",
    "Our tokenization approach,"): one split for both (the words read are whole in a
    split at four places)."""
    words = text[p : p + 80].split(None, 4)
    k = 2 if words and words[0] in ("the", "The") else 1
    second = words[k].rstrip(",;:.") if len(words) > k else ""
    comma = False
    for w in words[k : k + 2]:
        if w[-1:] == "," and w[:-1].lower() in _HEAD_TYPES:
            comma = True
            break
    return second, comma


def _coined_after(w: str) -> bool:
    """Can ``w``, the word after "our", start "our X" (``_lead_words``)?"""
    return w in ("proposed", "novel", "new", "final") or is_coined(w.rstrip(".,;:)"))


def _head_after(w: str) -> bool:
    """Is ``w``, the word after a lead (``_lead_words``), a head noun?"""
    return w.lower() in _HEAD_TYPES


def _own_starts(text: str) -> list[int]:
    """Where "our", "this" or "the resulting/proposed/final" start a word: the places
    "our X" and "Our system, X," can start (``str.find``, not a regex scan)."""
    out = []
    for word in ("our ", "Our ", "this ", "This ", "resulting ", "proposed ", "final "):
        p = text.find(word)
        while p >= 0:
            if p == 0 or not text[p - 1].isalnum():
                if word[0] in "rpf":  # after "the "
                    if text[max(0, p - 4) : p].lower() == "the ":
                        out.append(p - 4)
                else:
                    out.append(p)
            p = text.find(word, p + 1)
    return sorted(out)


# after a short form: its head noun, then "is (then) designed", "are proposed", ...; not
# someone else's ("is proposed in [12]", "by Lin et al.", "in prior work")
_PASSIVE_INTRO = pattern_cache.compile(
    r"[ \t]*[\p{L}\-]+[ \t]+(?:is|are)[ \t]+(?:(?:then|further|also|first|newly)[ \t]+)?(?:"
    + name_cues.alternation(r["past"] for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) if r.get("passive"))
    + r")\b(?![ \t]+(?:in|by)[ \t]+(?:[\[(]|(?:the[ \t]+)?(?i:" + name_cues.alternation(_cues()["not_own"])
    + r")\b|\p{Lu}\p{L}+[ \t]+et[ \t]+al))"
)
_NOVEL_NP = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(_cues()["novelty"]) + r"[ \t]+(?:[\p{L}\-]+[ \t]+){0,1}$")
_NAMING_WORDS = frozenset(w.split()[0].lower() for w in (*_cues()["naming_cues"], *_cues()["naming_verbs"]))
_DET_ONLY = pattern_cache.compile(r"[ \t]*(?:(?:a|an|the|our)[ \t]+)?", regex.IGNORECASE)


def _lower_own(text: str, lo: int, clause: int, long_start: int, short_end: int) -> bool:
    """Does the text present a lower-case long form as the paper's own part: right after
    an enumeration mark ("Third, scaled feature fusion head (SFFH) fuses ...", "(2) a
    complex structure mix-up (CSMix) module") or right after a novelty word ("a novel
    stereo cross attention (SCA) module"); not a kind a name is given after it ("a novel
    active learning (AL) method called X")."""
    o = _ORDINAL_START.match(text, clause) or _ORDINAL_START.match(text, lo)
    if o is not None:
        own = _DET_ONLY.match(text, o.end() + (text[o.end() : o.end() + 1] == ",")).end() >= long_start - 1
    else:
        own = _NOVEL_NP.search(text, max(clause, long_start - 60), long_start) is not None
    if not own:
        # "A SAM-based seeding (SAMS) module is designed to ...": the passive introduces it
        return _PASSIVE_INTRO.match(text, short_end + 1) is not None
    after = text[short_end + 1 : short_end + 40].split(None, 2)
    return not (len(after) > 1 and after[1].lower() in _NAMING_WORDS)


# "The DecisionxLLM module evaluates ...": a coined name before a part noun (the scan
# runs only where one of the nouns is written at all: most abstracts have none)
_PART_NOUNS = name_cues.cue_words("part_noun", name_cues.ARTIFACTS)
_PART_WORDS = tuple(" " + w for w in _PART_NOUNS) + tuple(" " + w.capitalize() for w in _PART_NOUNS)
_THE_NAME_BEFORE = pattern_cache.compile(r"(?<![\p{L}\p{N}])[Tt]he[ \t]+(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])$")


def _the_parts(text: str) -> list:
    """The "the <name>" matches right before a part noun (a word of its own, or plural)."""
    out = []
    for w in _PART_WORDS:
        if w not in text:
            continue
        i = text.find(w)
        while i >= 0:
            end = i + len(w)
            if end == len(text) or not text[end].isalnum() or text[end] == "s" and not text[end + 1 : end + 2].isalnum():
                if (m := _THE_NAME_BEFORE.search(text, max(0, i - 60), i)) is not None:
                    out.append(m)
            i = text.find(w, end)
    return sorted(out, key=_start) if len(out) > 1 else out


def _start(m) -> int:
    return m.start()

_MIXED_CASE = pattern_cache.compile(r"\p{Ll}[^\s]*\p{Lu}|\p{Lu}[^\s]*\p{Ll}")
# after a part noun: whose system it belongs to, when not the paper's ("of Mask R-CNN",
# "from prior work", "in PyTorch")
_PART_OF_OTHERS = pattern_cache.compile(
    r"s?[ \t]+(?:of|from|in)[ \t]+(?:the[ \t]+)?(?:\p{Lu}|prior\b|previous\b|existing\b|earlier\b)"
)


def _first_own(found: dict, text: str) -> int:
    """Where the first name the paper introduced starts (the text's end if none): what is
    written after it speaks of the paper's work."""
    return min((cand.start for cand, _ in found.values()), default=len(text))


def _own_parts(d: _Doc, sentences, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    leads = _own_starts(text)
    parts = _the_parts(text)
    if not leads and "(" not in text and not parts:
        return []
    c = _cues()
    out: list[tuple[_Cand, str]] = []
    starts = [a for a, _ in sentences] or [0]
    first_own = _first_own(found, text)

    def sentence(pos: int) -> tuple[int, int]:
        k = max(bisect_right(starts, pos) - 1, 0)
        return sentences[k] if sentences else (0, len(text))

    def own(lo: int, pos: int) -> bool:
        return pos > first_own or bool(_SELF.search(text, lo, pos)) or bool(_ORDINAL_START.match(text, lo))

    def take(name: str, a: int, b: int, typ: str) -> None:
        key = normalize_name(name)
        if key in found or any(normalize_name(x.name) == key for x, _ in out):
            return
        if not _acceptable(name, d, a, wk) or _is_model(d, name) or lookup(name) is not None:
            return
        out.append((_Cand(name, a, b, False), typ))

    heads = _HEAD_TYPES
    ascii_text = text.isascii()
    for m in _SHORT_PAREN.finditer(text) if "(" in text else ():
        # a part's short form has a head noun right after it ("(CMM) module") or as the
        # last word of its long form ("Canonical Mapping Module (CMM)"): only such
        # parentheses are paired (pairing every one cost a tenth of the extraction)
        head = _word_at(text, m.end())
        if head not in heads and head[-1:] == "s" and head[:-1] in heads:
            head = head[:-1]  # "our ... (MRSFF) blocks": its parts, in the plural
            if _PART_OF_OTHERS.match(text, m.end() + 1 + len(head)):
                continue  # "the Residual-in-Residual Dense (RRD) blocks of ESRGAN"
        if head not in heads and _word_before(text, m.start()) not in heads:
            continue
        pair = d._pair_at(m.start())
        if pair is None or pair.short_start < pair.long_start or _names_task(text, pair):
            continue  # "SHORT (long form)": read by the introduction cues; a task's short form
        last = pair.long.split()[-1].lower() if pair.long.split() else ""
        typ = heads.get(head) or heads.get(last)
        if typ is None or typ in ("dataset", "benchmark") or {head, last} & c["not_parts"]:
            continue  # a task, problem or setting is no part of the paper's method
        words = pair.long.split()
        if last in heads and len(words) > 1:
            words = words[:-1]
        lo, _ = sentence(pair.long_start)
        clause = max(lo, text.rfind(",", lo, pair.long_start) + 1)
        if not (_is_capitalised(words[0]) and _is_capitalised(words[-1].split("-")[-1] or words[-1])):
            # a coined name is capitalised: not "non-maximum suppression (NMS)"; unless the
            # paper names it as its own right there ("Third, scaled feature fusion head
            # (SFFH) fuses ...", "a novel temporal feature aggregation model (TFAM)")
            if not _lower_own(text, lo, clause, pair.long_start, pair.short_end):
                continue
        passive = _PASSIVE_INTRO.match(text, pair.short_end + 1) is not None  # "(SAMS) module is designed"
        if not (passive or own(lo, pair.long_start)) or _NOT_OWN_ANY.search(text, lo, pair.long_start):
            continue  # "the established framework of Randomized Coordinate Descent (RCD)"
        if _NOT_OWN_AFTER.match(text, pair.short_end + 1) or _PASSIVE_USE.match(text, pair.short_end + 1):
            continue  # "(SBM), a widely used framework", "(RCD) (Nesterov, 2012)", "(LDS) is studied"
        use = _USE_BEFORE.search(text, lo, pair.long_start)
        if use is not None and _INTRO_AND.search(text, lo, use.start()):
            use = None  # "We design and analyze the ... algorithm (SH-RR)": its own, studied
        if use is not None and use.group("study") and not _STUDIED_OBJECT.fullmatch(text, use.end(), pair.long_start):
            use = None  # "We analyze each frame with a Frequency Split Encoder (FSE)", "We study how its ... (HWP)"
        if use is not None and not _NOVEL_WORD.search(text, max(clause, use.end()), pair.long_start):
            continue  # "we utilize Dynamical Movement Primitives (DMP)"; not "incorporating a novel ..."
        if any(lo <= x.start < pair.long_start and _KIND_OF.match(text, x.end, pair.long_start) for x, _ in found.values()):
            continue  # "TOKEN, a novel Multi-Modal Large Language Model (MM-LLM)"
        take(pair.short, pair.short_start, pair.short_end, typ if typ != "framework" or head else "other")
    # "Language Model Predictive Control (LMPC), a framework that ...": a short form the
    # text defines and at once describes as a kind of thing, as a paper does its own
    for m in _DEFINED_APPOS.finditer(text) if "), a" in text else ():
        if m.group("head").lower() not in heads or _NOT_OWN_AFTER.match(text, m.start("s") + len(m.group("s")) + 1):
            continue
        pair = d._pair_at(m.start() )
        if pair is None or pair.short_start < pair.long_start or not _is_capitalised(pair.long):
            continue
        lo, _ = sentence(pair.long_start)
        if _NOT_OWN_ANY.search(text, lo, m.end()) or _USE_BEFORE.search(text, lo, pair.long_start):
            continue
        take(pair.short, pair.short_start, pair.short_end, heads[m.group("head").lower()])
    # (the regexes run only where the next word can be what they want: a coined name
    # after "our", a head noun after "our", "this", "the resulting")
    after = [_lead_words(text, p) for p in leads]  # read once for both loops
    for m in filter(None, (_OUR_NAME.match(text, p) for p, (w, _) in zip(leads, after) if text[p] in "Oo" and _coined_after(w))):
        name = m.group("name")
        if not is_coined(name) or _GENERIC_SUFFIX.search(name) or name[0].islower() and "-" in name:
            continue  # not "our image-to-BEV transformation"
        nxt = _WORDS.match(text, m.end() + 1) if text[m.end() : m.end() + 1] == " " else None
        if nxt is not None and nxt.group().lower() in c["devices"]:
            continue  # "our UR5 robot"
        lo, hi = sentence(m.start())
        take(name, m.start("name"), m.end("name"), _type_of(name, d, lo, hi, m.start("name"), None))
        if (more := _AND_COINED.match(text, m.end("name"))) is not None and is_coined(more.group("name")):
            # "our GlobalNet and LocalNet modules": "our" claims both
            other = more.group("name")
            take(other, more.start("name"), more.end("name"), _type_of(other, d, lo, hi, more.start("name"), None))
    # "our Conformal Data Cleaning (CDC) improves ...": a capitalised long form right after
    # "our" (or "our proposed/novel"), its short form the paper's own in any sentence
    for p in leads:
        if text[p] not in "Oo" or not text.startswith("ur ", p + 1):
            continue
        q = _OUR_LEAD.match(text, p).end()
        if not text[q : q + 1].isupper() or (pair := d.long_starting(q, min(len(text), q + 160))) is None:
            continue
        if pair.long_start == q and _is_capitalised(pair.long) and not _REJECT_AFTER.match(text, pair.short_end):
            lo, hi = sentence(p)
            take(pair.short, pair.short_start, pair.short_end, _type_of(pair.short, d, lo, hi, pair.short_start, None))
    # "Our simple yet effective unsupervised method US-CoSOD combines ...", "our
    # semi-supervised model SS-CoSOD": a coined name right after the head noun "our" ends at
    for p in leads:
        if text[p] not in "Oo" or (m := _our_head_name(text, p, ascii_text, coined=True)) is None:
            continue
        name = m.group("name")
        if not is_coined(name) or _GENERIC_SUFFIX.search(name) or _REJECT_AFTER.match(text, m.end("name")):
            continue
        nxt = _WORDS.match(text, m.end("name") + 1) if text[m.end("name") : m.end("name") + 1] == " " else None
        if nxt is not None and (_head_noun(nxt.group()) is not None or nxt.group().lower() in c["devices"]):
            continue  # "our method LLM training", "our robot UR5 arm": a modifier
        take(name, m.start("name"), m.end("name"), _head_noun(m.group("head")))
    for m in filter(None, (_OUR_HEAD_APPOS.match(text, p) for p, (w, comma) in zip(leads, after) if comma or _head_after(w))):
        head = m.group("head").lower()
        if head not in heads:
            continue
        if m.group("short") is not None:
            pair = d._pair_at(m.start("short") - 1)
            if pair is not None and pair.short == m.group("short") and pair.long_start >= m.end("head"):
                take(pair.short, pair.short_start, pair.short_end, heads[head])
            continue
        name = m.group("name")
        if not (is_coined(name) or _is_capitalised(name)):
            continue
        take(name, m.start("name"), m.end("name"), heads[head])
    taken = False
    for m in parts:
        name = m.group("name")
        if _PART_OF_OTHERS.match(text, m.end() + 1 + len(_word_at(text, m.end()))):
            continue  # "the FPNv2 module of Mask R-CNN": another's system's part
        # (after the paper has spoken of its work, so its part; not a part of another's
        # system named before it: "the FPN module of Mask R-CNN"; an acronym alone is too often
        # a known part: "the RPN head", "the SE block")
        lo, _ = sentence(m.start())
        before_lo, _ = sentence(max(0, lo - 2))
        # (or right after another such part: "The DecisionxLLM module ... The MPCxLLM module")
        after_own = m.start("name") > first_own or taken or _SELF.search(text, before_lo, m.start()) is not None
        if after_own and _MIXED_CASE.search(name) and is_coined(name) and not _GENERIC_SUFFIX.search(name):
            before = len(out)
            take(name, m.start("name"), m.end("name"), "method")
            taken = taken or len(out) > before
    return out




# "LipAT consists of a ... application module (LAM) ... and Lipstick Refiner Module (LRM)",
# "It consists of two encrypting operations; Learnable Cube-based Video Encryption (LCVE)
# and ViT Scrambling", "Splat-MOVER consists of: (i) ASK-Splat, ...; (ii) SEE-Splat, ...":
# what the paper's own system is made of are its own parts, though no verb introduces them
_COMPOSE = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("compose_verb", name_cues.ARTIFACTS)) + r")\b")
# (tried only where a row's leading letters are written: "consist", "compris", "made", ...)
_COMPOSE_STARTS = tuple(name_cues.literal_start(p) for p in name_cues.cue_patterns("compose_verb", name_cues.ARTIFACTS))
# "two components mimic ...: the Reverse Visual Association Cortex (R-VAC) ...; the ...":
# a count of parts, then the list of them after a colon
# the count words of "two components ...:" (name_cues quantifier rows, past "a"/"an")
_QUANTIFIERS = [w for w in name_cues.cue_words("quantifier") if w not in ("a", "an", "one")]
_PARTS_LISTED = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(_QUANTIFIERS) + r"\s(?:[\w-]+\s)?(?:" + "|".join(name_cues.cue_words("part_noun", name_cues.ARTIFACTS))
    + r")(?:s|es)?\b[^.:;()]{0,100}:")
_QUANTIFIER_STARTS = tuple(w.lower() for w in _QUANTIFIERS)
_ENUM_MARK = pattern_cache.compile(r"\((?:i{1,3}|iv|vi{0,3}|\d)\)|(?<![\p{L}\p{N}])(?:i{1,3}|iv|vi{0,3}|\d)\)")
_ANNOUNCED = pattern_cache.compile(
    r"\s*(?::|(?:" + name_cues.alternation(_QUANTIFIERS) + r"|\d)\s+(?:[\p{L}\-]+\s+){0,2}[\p{L}\-]+s\s*[:;])", regex.I)
_ITEM_LEAD = pattern_cache.compile(
    r"\s*(?:(?:the|our|its|their|" + name_cues.alternation([*name_cues.cue_words("quantifier"), *_cues()["novelty"], *_cues()["proposed"]]) + r")\s+)*", regex.I)
_ITEM_TOKEN = pattern_cache.compile(r"[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+]")
_TITLE_ITEM = pattern_cache.compile(r"\p{Lu}[\p{L}\p{N}\-+]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-+]*){1,3}")
_PRONOUN_START = pattern_cache.compile(r"\s*(?:It|This|The|Our|Each|Both)\b")


def _matches_at(pattern: regex.Pattern, text: str, low: str, starts: tuple[str, ...]) -> list:
    """``pattern.finditer(text)``, for a case-blind pattern each match of which begins a
    word (``\b``) with one of the lower-case ``starts``: tried only where ``low``
    (``text.lower()``) holds one (``str.find``), not at every word of the abstract (a full
    scan of each such pattern cost ~20 µs a paper, 2% of the extraction, for a match in
    one abstract of fifty)."""
    if len(low) != len(text) or "" in starts or not pattern.pattern.replace("(?i)", "").startswith(r"\b"):
        return list(pattern.finditer(text))  # offsets of ``low`` would not be the text's
    at = sorted({i for w in starts for i in _find_all(low, w) if not (i and low[i - 1].isalnum())})
    out: list = []
    end = 0
    for i in at:
        if i >= end and (m := pattern.match(text, i)) is not None:
            out.append(m)
            end = m.end()
    return out


def _find_all(text: str, word: str) -> Iterator[int]:
    i = text.find(word)
    while i >= 0:
        yield i
        i = text.find(word, i + 1)


def _chunks(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """``text[a:b]`` cut at the commas, semicolons, colons and "and"/"or" outside
    parentheses: the items of a list and the phrases around them."""
    out, depth, start, i = [], 0, a, a
    while i < b:
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(depth - 1, 0)
        elif depth == 0 and ch in ",;:":
            out.append((start, i))
            start = i + 1
        elif depth == 0 and ch == " " and text.startswith((" and ", " or "), i):
            out.append((start, i))
            i += 4 if text[i + 1] == "a" else 3
            start = i
            continue
        i += 1
    out.append((start, b))
    return out


def _own_variant(name: str) -> bool:
    """A model family's name and a word of the paper's own ("ViT Scrambling"): not the
    family's model or one of its parts ("ViT Encoder", "BERT-base")."""
    words = name.split()
    return len(words) > 1 and not is_model(words[-1]) and _head_noun(words[-1]) is None and (
        words[-1].lower() not in _PART_NOUNS and words[-1].isalpha() and not words[-1].isupper())


def _composed_parts(d: _Doc, sentences, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    low = text.lower()
    composing = any(s in low for s in _COMPOSE_STARTS)
    if not composing and ":" not in text:
        return []
    starts = [a for a, _ in sentences] or [0]
    first_own = _first_own(found, text)
    heads = _HEAD_TYPES
    c = _cues()
    out: list[tuple[_Cand, str]] = []

    def take(name: str, a: int, b: int, typ: str) -> None:
        key = normalize_name(name)
        if key in found or any(normalize_name(x.name) == key for x, _ in out):
            return
        if not _acceptable(name, d, a, wk) or lookup(name) is not None or _is_model(d, name) and not _own_variant(name):
            return
        out.append((_Cand(name, a, b, False), typ))

    def item(a: int, b: int, announced: bool, region: int, composed: bool = False) -> None:
        lead = _ITEM_LEAD.match(text, a, b)
        s = lead.end() if lead else a
        # a short form whose long form opens the item ("a ... lipstick application module (LAM)"),
        # or began before it in the list ("Transformer of Architecture and Performance (X)":
        # the list was cut at its "and")
        paren = text.find("(", s, b)
        while paren >= 0:
            pair = d._pair_at(paren)
            paren = text.find("(", paren + 1, b)
            if pair is None or not (region <= pair.long_start < b and pair.long_start < pair.short_start and pair.short_end <= b + 1):
                continue
            if len(text[s : pair.long_start].split()) > 4 or _names_task(text, pair):
                return
            words = pair.long.split()
            last = words[-1].lower() if words else ""
            head = _word_at(text, pair.short_end + 1 if text[pair.short_end : pair.short_end + 1] == ")" else pair.short_end)
            typ = heads.get(head) or heads.get(last)
            if typ in ("dataset", "benchmark") or {head, last} & c["not_parts"]:
                return
            if typ is None and not (_is_capitalised(words[0]) and _is_capitalised(words[-1])):
                return  # a lower-case long form names a part only with a part's head noun
            take(pair.short, pair.short_start, pair.short_end, typ or "method")
            return
        rest = text[s:b].strip().rstrip(".")
        tok = _ITEM_TOKEN.fullmatch(rest)
        if tok is not None and (is_coined(rest) or announced and "-" in rest and _is_capitalised(rest)):
            take(rest, s, s + len(rest), "method")  # "(i) ASK-Splat, a GSplat representation"
        elif _TITLE_ITEM.fullmatch(rest):
            words = rest.split()
            inner = [heads.get(w.lower()) for w in words[:-1]]
            if any(is_coined(w) for w in words):
                if not any(inner):
                    take(rest, s, s + len(rest), "method")  # "...; LCVE and ViT Scrambling"
            elif (
                composed
                and words[-1].lower() in _PART_NOUN_SET
                and not {"dataset", "benchmark"} & set(inner)
                and not all(w.lower() in _cues()["common"] for w in words[:-1])
                and (len(words) > 2 or "-" in words[0])  # not one plain word: "a Memory Module"
                and not _standard_part(d, " ".join(words[:-1]))
            ):
                # "InterACT consists of a Hierarchical Attention Encoder and a Multi-arm
                # Decoder": capitalised words ending in a part noun, in what the paper's own
                # system is made of (not "a Memory Module", "a Vision Transformer Encoder")
                take(rest, s, s + len(rest), "other")

    cues = [(m, True) for m in _matches_at(_COMPOSE, text, low, _COMPOSE_STARTS)] if composing else []
    if ":" in text:
        cues += [(m, False) for m in _matches_at(_PARTS_LISTED, text, low, _QUANTIFIER_STARTS)]
    for m, composed in cues:
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo, hi = sentences[k] if sentences else (0, len(text))
        if any(_head_noun(w) in ("dataset", "benchmark") for w in _WORDS.findall(text, lo, m.start())):
            continue  # "Our dataset consists of ...", "a new dataset, X, comprising three exercises: ..."
        # the subject is the paper's: its own name, "our ...", or a pronoun or "the <head
        # noun>" right after a sentence about its work ("We propose ... It consists of");
        # not "A typical pipeline consists of", "The CLIP text encoder comprises"
        if composed:
            own = any(text.find(cand.name, lo, m.start()) >= 0 for cand, _ in found.values())
        else:  # "two components ...:" after the paper's own name
            own = m.start() > first_own
        own = own or _SELF.search(text, lo, m.start()) is not None
        if not own and k > 0 and (start := _PRONOUN_START.match(text, lo)) is not None:
            if start.group().strip() != "The" or _head_noun(_word_at(text, start.end())) is not None or _word_at(text, start.end()) in _PART_NOUNS:
                own = _SELF.search(text, sentences[k - 1][0], lo) is not None
        if not own or _NOT_OWN_ANY.search(text, lo, m.start()):
            continue
        marks = list(_ENUM_MARK.finditer(text, m.end(), min(len(text), m.end() + 1500)))
        if marks and marks[0].start() - m.end() < 40:
            # an enumeration may run over sentences: each mark's first phrase is one part
            for j, mk in enumerate(marks):
                if j and text[mk.start() - 1 : mk.start()] not in " " or j > 6:
                    break
                end = marks[j + 1].start() if j + 1 < len(marks) else sentences[max(bisect_right(starts, mk.start()) - 1, 0)][1] if sentences else len(text)
                a, b = _chunks(text, mk.end(), max(end, mk.end()))[0]
                item(a, b, True, a, composed)
            continue
        announced = _ANNOUNCED.match(text, m.end()) is not None
        for a, b in _chunks(text, m.end(), hi):
            item(a, b, announced, m.end(), composed)
    return out



# "During inference, a Feedback Information Extraction module is introduced to ...": a
# Title-Case part the passive introduces (not "... is introduced in [12]": _PASSIVE_INTRO)
# (found where a part noun stands before "is"/"are", then read back from there)
_PART_IS = pattern_cache.compile(r"[ \t](?:" + "|".join(_PART_NOUNS) + r")[ \t]+(?:is|are)[ \t]")
_PASSIVE_PART = pattern_cache.compile(
    r"\b(?:[Aa]n?|[Tt]he)[ \t]+(?:" + name_cues.alternation(_cues()["novelty"]) + r"[ \t]+)?"
    r"(?P<name>\p{Lu}[\p{L}\-]+(?:[ \t]+\p{Lu}[\p{L}\-]+){1,4})$"
)
# "To the best of our knowledge, GC-MVSNet is the first attempt to ...": a claim of novelty
# (matched where " the first " is written: a scan for the name at every word cost a
# tenth of the extraction)
_FIRST_CLAIM = pattern_cache.compile(
    r"(?<![\p{L}\p{N}\-+])(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])[ \t]+(?:is|was)$"
)
_FIRST_CLAIM_REST = pattern_cache.compile(
    r"[ \t]+the[ \t]+first[ \t]+(?:[\w-]+[ \t]+){0,2}?(?P<head>[\p{L}-]+)[ \t]+(?:to|that|which|for)\b"
)


_PART_NOUN_SET = frozenset(_PART_NOUNS)


def _standard_part(d: _Doc, name: str) -> bool:
    """Is ``name`` a known model or the expansion of a well-known acronym ("Vision
    Transformer", "Graph Attention Network", "Multi-Layer Perceptron")?"""
    if _is_model(d, name) or lookup(name) is not None:
        return True
    folded = _fold(name)
    return any(folded in expansions for _, expansions in _expansions().values())


def _part_is(text: str) -> list[int]:
    """Where ``_PART_IS`` matches (the space before the part noun): read back from each
    " is "/" are " (``str.find``), as a scan for the nouns at every space cost ~20 µs a
    paper (unlike the scan, a second match overlapping the first is found too)."""
    if "\t" in text:
        return [m.start() for m in _PART_IS.finditer(text)]
    out = []
    for verb in (" is ", " are "):
        for i in _find_all(text, verb):
            j = i
            while j and text[j - 1] == " ":
                j -= 1
            k = text.rfind(" ", 0, j)
            if k >= 0 and text[k + 1 : j] in _PART_NOUN_SET:
                out.append(k)
    return sorted(out)


def _claimed_names(d: _Doc, sentences, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    out: list[tuple[_Cand, str]] = []
    starts = [a for a, _ in sentences] or [0]

    def take(name: str, a: int, typ: str) -> None:
        key = normalize_name(name)
        if key in found or any(normalize_name(x.name) == key for x, _ in out):
            return
        if _acceptable(name, d, a, wk) and not _is_model(d, name) and lookup(name) is None:
            out.append((_Cand(name, a, a + len(name), False), typ))

    first_own = _first_own(found, text)
    for p in _part_is(text):
        m = _PASSIVE_PART.search(text, max(0, p - 80), p)
        if m is None or not _PASSIVE_INTRO.match(text, m.end()):
            continue
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo = sentences[k - 1][0] if sentences and k else 0
        # the paper's own part: after its own name, or near its "we" (not "In DETR, a ...
        # module is introduced")
        if (first_own < m.start() or _SELF.search(text, lo, m.start())) and not all(
            w.lower() in _cues()["common"] for w in m.group("name").split()
        ):
            take(m.group("name"), m.start("name"), "method")
    at = text.find(" the first ")
    while at >= 0:
        m = _FIRST_CLAIM.search(text, max(0, at - 60), at)
        rest = _FIRST_CLAIM_REST.match(text, at) if m is not None else None
        at = text.find(" the first ", at + 11)
        if rest is None or not is_coined(m.group("name")):
            continue
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo = sentences[k][0] if sentences else 0
        if _SELF.search(text, lo, m.start()):
            take(m.group("name"), m.start("name"), _head_noun(rest.group("head")) or "method")
    for said in _PASSIVE_SAID:
        at = text.find(said)
        while at >= 0:
            m = _SET_OFF_BEFORE.search(text, max(0, at - 60), at)
            at = text.find(said, at + len(said))
            if m is None or not is_coined(m.group("name")):
                continue
            k = max(bisect_right(starts, m.start()) - 1, 0)
            lo = sentences[k][0] if sentences else 0
            # "In this paper, the largest ... dataset for skiing, SkiTB, is introduced": a
            # name set off by commas as the passive's subject, in a sentence about the paper
            if _SELF.search(text, lo, m.start()):
                take(m.group("name"), m.start("name"), _type_of_head(text, lo, m.start()))
    for novel in _NOVEL_CLAIMS:
        at = text.find(novel)
        while at >= 0:
            m = _FIRST_CLAIM.search(text, max(0, at - 60), at + 3)
            rest = _NOVEL_CLAIM_REST.match(text, at + 3) if m is not None else None
            at = text.find(novel, at + len(novel))
            if rest is None or not is_coined(m.group("name")) or (typ := _head_noun(rest.group("head"))) is None:
                continue
            k = max(bisect_right(starts, m.start()) - 1, 0)
            lo = sentences[k][0] if sentences else 0
            # the subject of its sentence (after an adverbial at most): "ENIGMA-51 is a new
            # egocentric dataset acquired in ...", "Here, FooNet is a novel framework for ..."
            if _CLAIM_LEAD.fullmatch(text, lo, m.start("name")):
                take(m.group("name"), m.start("name"), typ)
    return out


# " is introduced", " are presented", ... (the introduce verbs that take a passive)
_PASSIVE_SAID = tuple(
    f" is {r['past']}" for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) if r.get("passive")
)
# a name set off by commas right before the passive: "..., SkiTB, is introduced"
_SET_OFF_BEFORE = pattern_cache.compile(r",[ \t]+(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+]),?$")


def _type_of_head(text: str, lo: int, hi: int) -> str:
    """The type the last head noun before ``hi`` in the sentence gives ("dataset")."""
    for w in reversed(_WORDS.findall(text, lo, hi)):
        if (typ := _head_noun(w)) is not None:
            return typ
    return "method"


# "X is a new/novel <head noun>": a claim of novelty for a coined name (found where " is a
# new " or " is a novel " is written)
_NOVEL_CLAIMS = tuple(f" is a {w} " for w in _cues()["novelty"] if w[:1] not in "aeiou") + tuple(
    f" is an {w} " for w in _cues()["novelty"] if w[:1] in "aeiou"
)
_NOVEL_CLAIM_REST = pattern_cache.compile(
    r"[ \t]+an?[ \t]+[\p{L}-]+[ \t]+(?:[\p{L}\-]+[ \t]+){0,3}?(?P<head>[\p{L}-]+)(?=[ \t]+(?:to|that|which|for|of|acquired|designed|built|with|in)\b|[ \t]*[,.;]|$)"
)
_CLAIM_LEAD = pattern_cache.compile(r"\s*(?:[^,;.]{1,40},\s*)?")


@lru_cache(maxsize=1)
def _head_set() -> frozenset[str]:
    return frozenset(_head_re()[1])


@lru_cache(maxsize=1)
def _well_known() -> frozenset[str]:
    names = _cues()["well_known"]
    return frozenset(names) | frozenset(normalize_name(n) for n in names)
