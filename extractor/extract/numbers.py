"""Reported numbers: every quantitative finding of an abstract as a ``Result``.

Two stages, both cheap:

1. ``find_numbers(text)`` scans the raw text once with compiled ``regex`` patterns and
   keeps the numbers that carry a result unit: a percentage, percentage points, a
   multiplier in any scraped spelling (``16x``, ``$16\\times$``, ``85times``,
   ``three-fold``), or a metric value (``FID of 1.74``, ``1.60 gFID``).  Counts, sizes,
   years, versions, dimensions (``64×64``), device counts (``8×A100``), settings
   (``at 50% sparsity``, ``using 10% of the labels``) and numbers inside asymptotic
   bounds are dropped here.  Ranges (``2–4×``) and before/after pairs
   (``from 61.2% to 67.1%``) are joined or split here too.
2. ``extract_results(doc, datasets)`` reads the sentence around each kept number (the
   ``abstract_sentences`` boundaries of the Doc) for its hedge, kind, metric, dataset,
   baseline phrase and role.  Only sentences holding a candidate are read.

The reading rules are those of a careful reader, stated over the words next to the
number (see ``number_cues.py`` for the vocabularies):

* hedge: the qualifier written just before the number (``by up to``, ``nearly a``), or
  ``on average`` just after it, or an ``on average`` earlier in the sentence;
* kind: a cue right after the number wins (``16× faster``, ``9.6% performance boost``,
  ``40% fewer parameters``); else ``to N`` / ``X of N`` make a score; else the nearest cue
  word before it in the sentence (``reduces ... by``); then the metric adjusts it
  (a reduction of time is a speedup, an improvement of an error is a reduction);
* role: the first number of a ``from A to B`` change, or one introduced by
  ``compared to X's`` / ``vs.`` / ``than``, or a score whose clause is about baselines,
  belongs to the baseline.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

import regex
from spacy.tokens import Doc

from extractor.components.result_cues import KIND_LABELS, cues_in
from extractor.nlp import Abstract, as_abstract

# Patterns written inline are compiled once: regex's own per-call cache lookup costs more
# than many of the searches themselves.
_rx = lru_cache(maxsize=None)(regex.compile)

from extractor.extract import number_cues as C
from extractor.records import DatasetMention, Result

__all__ = ["Candidate", "find_numbers", "extract_results", "results_from_text"]

# Gate of the word multipliers: an abstract without a digit, "fold" or "twice" (as
# written, case-sensitive) holds no result.  Checked only when it decides something.
_DIGIT = regex.compile(r"\d")


@dataclass(slots=True)
class Candidate:
    """A number kept by ``find_numbers``: its span and what the text says about its unit."""

    start: int
    end: int
    value: float
    value_high: float | None
    unit: str  # percent | pp | times | points | other ("points?" until the metric decides)
    num_end: int  # end of the (last) number itself, before its unit
    metric: str | None = None  # set when the unit is a metric's own scale
    role: str | None = None  # "baseline" / "result" when a from→to pair fixed it
    pair: bool = False
    sign: str | None = None
    extras: dict = field(default_factory=dict)

    @property
    def text_span(self) -> tuple[int, int]:
        return self.start, self.end


def _value(sign: str | None, num: str) -> float:
    v = float(num.replace(",", ""))
    return -v if sign in ("-", "−") else v


def _unit_at(text: str, s: int, e: int, has_decimal: bool) -> tuple[str | None, int, str | None]:
    """Unit right after the number ending at ``e``: (unit, end of the unit, metric)."""
    # every unit pattern below starts with at most two white-space characters and then one
    # of ``_UNIT_START``'s characters; most numbers (counts, sizes, years) fail this one
    # test instead of six pattern matches
    if _UNIT_START.match(text, e) is not None:
        m = C.UNIT_PP.match(text, e)
        if m:
            return "pp", m.end(), None
        m = C.UNIT_PERCENT.match(text, e)
        if m:
            end = m.end()
            p = C.AFTER_PERCENT_PP.match(text, end)
            if p:
                return "pp", p.end(), None
            if C.AFTER_PERCENT_ABSOLUTE.match(text, end):
                return "pp", end, None
            return "percent", end, None
        m = C.UNIT_TIMES.match(text, e) or C.UNIT_TIMES_SPACED.match(text, e)
        if m:
            end = m.end()
            if C.TIMES_NOT_RESULT.match(text, end) or C.TIMES_AFTER_DIMENSION.search(text, max(0, s - 14), s):
                return None, e, None
            if text[end - 4 : end] == "fold" and not _fold_is_result(text, s, end):
                return None, e, None
            return "times", end, None
        m = C.UNIT_TIMES_WORD.match(text, e)
        if (
            m
            and C.TIMES_CHANGE_BEFORE.search(text, max(0, s - 60), s)
            and not C.TIMES_NOT_RESULT.match(text, m.end())
        ):
            return "times", m.end(), None
        m = C.UNIT_POINTS.match(text, e)
        if m and _points_is_result(text, s, m.end()):
            return "points?", m.end(), None
    if has_decimal:
        m = C.METRIC_AFTER_VALUE.match(text, e)
        if m:
            return "points", m.end(), m.group("metric")
    # a METRIC_BEFORE_VALUE match ends in white space, "$" or "=" (its connective and
    # what may follow it): one character rules out most numbers before the search
    # (an integer takes it only after "of", "=", ":", "is" or "was": ``_conn_near``)
    if (
        s
        and _METRIC_BEFORE_END.match(text, s - 1)
        and not text[e : e + 1].isalpha()
        and (has_decimal or _conn_near(text, s))
    ):
        m = _gated(C.METRIC_BEFORE_VALUE, C.METRIC_BEFORE_VALUE_REV, text, max(0, s - 40), s)
        if m and (has_decimal or m.group("conn").strip() in ("of", "=", ":", "is", "was")):
            return "points", e, m.group("metric")
    return None, e, None


_METRIC_BEFORE_END = regex.compile(r"[\s$=]")


def _conn_near(text: str, s: int) -> bool:
    """Can a METRIC_BEFORE_VALUE match ending at ``s`` have "of", "=", ":", "is" or "was"
    as its connective?  The match ends at ``s`` (or before a newline there, ``$``), after
    at most seven characters past the connective (``only``/``just``/``a``/``an``, white
    space, "$", white space) and one more past the word itself: the word lies within the
    last twelve characters.  The patterns are case-sensitive; tested against the search."""
    w = text[max(0, s - 12) : s]
    return "of" in w or "is" in w or "was" in w or "=" in w or ":" in w
# A necessary condition for a match of any of UNIT_PP, UNIT_PERCENT, UNIT_TIMES,
# UNIT_TIMES_SPACED, UNIT_TIMES_WORD and UNIT_POINTS (all case-sensitive): at most two
# white-space characters, then "-" "\\" "%" "％" "{" "$" "×" "x" "X" "t" (times) "f"
# (fold) or "p" (percent, pp, points, pts).  Tested against the six patterns.
_UNIT_START = regex.compile(r"\s{0,2}[-\\%％{$×xXtfp]")


_RESULT_AFTER = regex.compile(
    r"\s?(?:\(\w+\)\s)?(?:[\w-]+\s)?(?:speed-?ups?|faster|quicker|improv\w*|increas\w*|reduc\w*|"
    r"decreas\w*|gains?|boosts?|fewer|less|more|higher|lower|better|worse|accelerat\w*|smaller|"
    r"larger|greater|cheaper|drops?|lead|advantage|margin|above|below|ahead|over)\b",
    regex.IGNORECASE,
)
_BY_BEFORE = regex.compile(
    r"(?:\bby|\bof|\bto|\bachiev\w*|\bwith|\byield\w*|\boffer\w*|\bdeliver\w*|\bprovid\w*|"
    r"\bobtain\w*)\s(?:(?:up\sto|nearly|almost|about|around|approximately|roughly|over|more\sthan|"
    r"at\sleast|as\smuch\sas)\s)?(?:(?:a|an)\s)?(?:[\w-]+\s)?$",
    regex.IGNORECASE,
)


def _fold_is_result(text: str, s: int, end: int) -> bool:
    """``16-fold`` is a multiplier only when it states a change: ``by 16-fold``, ``16-fold faster``."""
    return bool(_RESULT_AFTER.match(text, end)) or bool(_BY_BEFORE.search(text, max(0, s - 40), s))


def _points_is_result(text: str, s: int, end: int) -> bool:
    """``5 points`` is a result only next to a change (``by 5 points``, ``5 points higher``)."""
    return bool(_RESULT_AFTER.match(text, end)) or bool(
        _rx(
            r"(?:\bby|\bof|\bgains?|\bimprov\w*|\bboost\w*)\s(?:(?:up\sto|nearly|almost|about|around|"
            r"approximately|roughly|over|more\sthan|at\sleast|as\smuch\sas|a|an)\s)*$",
            regex.IGNORECASE,
        ).search(text[max(0, s - 40) : s])
    )


def _in_bound(text: str, s: int) -> bool:
    """True when ``s`` sits inside an unclosed ``O(`` / ``\\Omega(`` bracket."""
    window = text[max(0, s - 60) : s]
    last = None
    for last in C.BOUND_OPEN.finditer(window):
        pass
    if last is None:
        return False
    tail = window[last.end() :]
    depth = 1 + tail.count("(") + tail.count("{") - tail.count(")") - tail.count("}")
    return depth > 0


_OF_AFTER_PERCENT = regex.compile(r"\$?\)?\s?of\b")


def _is_setting_percent(text: str, s: int, end: int) -> bool:
    if C.PERCENT_OF_RESOURCE.match(text, end):
        return True
    if _OF_AFTER_PERCENT.match(text, end) and C.USING_SHARE_BEFORE.search(text, max(0, s - 40), s):
        return True  # "using only 10% of required base labels": how much was used
    return bool(C.PERCENT_SETTING_BEFORE.search(text, max(0, s - 40), s))


def _numbers(text: str):
    """``C.NUMBER.finditer(text)``, tried only where a match can start.

    A match starts with a sign right before a digit or with a digit, and never at a digit
    after a digit (the look-behind), so only the first digit of each run of digits and
    the sign before it can start one.  ``finditer`` tries every position of the text and
    costs more than the rest of ``find_numbers``; an abstract holds a few runs of digits.
    On ASCII text they are found by ``bytes.find`` on a digits view; on other text by
    ``regex``'s own ``\\d`` (every Unicode digit, as in NUMBER), and the sign before one
    may also be "−"."""
    if text.isascii():
        runs = text.encode("ascii").translate(_DIGIT_RUNS)
        signs = "+-"

        def next_run(pos: int) -> tuple[int, int] | None:
            p = runs.find(b"0", pos)
            if p < 0:
                return None
            e = runs.find(b" ", p)
            return p, len(text) if e < 0 else e
    else:
        signs = "+-−"
        search = _DIGIT_RUN.search

        def next_run(pos: int) -> tuple[int, int] | None:
            r = search(text, pos)
            return None if r is None else r.span()

    match = C.NUMBER.match
    pos = 0
    while (run := next_run(pos)) is not None:
        p = run[0]
        m = None
        if p > pos and text[p - 1] in signs:
            m = match(text, p - 1)
        if m is None:
            m = match(text, p)
        if m is not None:
            yield m
            pos = m.end()
        else:
            pos = run[1]


# ASCII digits as "0", every other byte as a space (see ``_numbers``)
_DIGIT_RUNS = bytes(48 if 48 <= c <= 57 else 32 for c in range(256))
_DIGIT_RUN = regex.compile(r"\d+")


def find_numbers(text: str) -> list[Candidate]:
    """Every number of ``text`` that carries a result unit, in text order (pure, no spaCy)."""
    raw: list[Candidate] = []
    prev: Candidate | None = None
    for m in _numbers(text):
        num = m.group("num")
        sign = m.group("sign")
        s = m.start()
        if sign and s > 0 and (text[s - 1].isalnum() or text[s - 1] in ")]}%"):
            sign, s = None, m.start("num")  # a hyphen, not a minus: "2-4x"
        try:
            value = _value(sign, num)
        except ValueError:
            # ``regex`` knows digits newer than this Python's Unicode tables (U+10D40,
            # Garay, is \d to it), which ``float`` cannot read: not a number for us
            continue
        e = m.end()
        unit, uend, metric = _unit_at(text, s, e, "." in num)
        if unit is None and prev is not None and prev.unit == "points" and prev.metric and "." in num:
            # "FID scores of 1.91/2.43": later members of a list share the metric
            if C.LIST_SEP.match(text[prev.end : s]) and text[prev.end : s].strip() in ("/", ","):
                unit, uend, metric = "points", e, prev.metric
        cand = Candidate(s, uend, value, None, unit or "", e, metric, sign=sign)
        if unit is None:
            cand.unit = ""
        raw.append(cand)
        if unit:
            prev = cand
    # WORD_FOLD and WORD_TWICE ignore case: a substring test on the lower-cased text
    # rules them out first (their full scans cost more than the number scan).  Only "İ"
    # lower-cases to two characters ("i" + a combining dot) and would hide a "twice".
    low = text.lower()
    may_fold = "fold" in low
    may_twice = "twice" in low or "\u0130" in text
    if (may_fold or may_twice) and not raw and "fold" not in text and "twice" not in text:
        may_fold = may_twice = _DIGIT.search(text) is not None
    for w in C.WORD_FOLD.finditer(text) if may_fold else ():
        if _fold_is_result(text, w.start(), w.end()) and not C.TIMES_NOT_RESULT.match(text, w.end()):
            raw.append(
                Candidate(
                    w.start(), w.end(), float(C.WORD_NUMBERS[w.group("word").lower()]), None, "times", w.end()
                )
            )
    for w in C.WORD_TWICE.finditer(text) if may_twice else ():
        raw.append(Candidate(w.start(), w.end(), 2.0, None, "times", w.end()))
    raw.sort(key=lambda c: c.start)
    return _join(text, raw)


_RANGING = regex.compile(
    r"\b(?:rang\w*|vary\w*|varies|varied|spann\w*|between)\s(?:\w+\s)?from\s\$?\s?$", regex.IGNORECASE
)


# "40%   60%": a range whose sign (~, –) the scrape dropped, leaving only the spaces
_LOST_RANGE_SIGN = regex.compile(r"[ \t\u00a0]{2,}")


def _join(text: str, raw: list[Candidate]) -> list[Candidate]:
    """Join ranges, split from→to pairs, drop unitless numbers and settings."""
    out: list[Candidate] = []
    i = 0
    n = len(raw)
    while i < n:
        a = raw[i]
        b = raw[i + 1] if i + 1 < n else None
        if b is not None and b.unit and not a.unit and C.PLUS_MINUS.fullmatch(text[a.num_end : b.start]):
            r = Candidate(a.start, b.end, a.value, None, b.unit, a.num_end, b.metric, sign=a.sign)
            if _keep(text, r):
                out.append(r)
            i += 2
            continue
        if b is not None and b.unit in ("percent", "pp", "times") and a.unit in ("", b.unit):
            between = text[a.end if a.unit else a.num_end : b.start]
            sep = C.RANGE_SEP.fullmatch(between) or (
                a.unit and b.unit == a.unit and _LOST_RANGE_SIGN.fullmatch(between)
            )
            if sep and b.sign is None:
                word = between.strip().strip("$").strip()
                left = text[max(0, a.start - 160) : a.start]
                if word == "to" and a.unit and C.FROM_TO_CHANGE.search(left) and not _RANGING.search(left):
                    # before/after pair: the first number is the baseline's level
                    a.role, b.role, a.pair, b.pair = "baseline", "result", True, True
                    out.extend(c for c in (a, b) if _keep(text, c))
                    i += 2
                    continue
                if word == "and" and not C.RANGE_FROM.search(left):
                    pass
                elif b.value >= a.value:  # a range never runs downwards ("2020–4×" is no range)
                    r = Candidate(a.start, b.end, a.value, b.value, b.unit, b.num_end, b.metric, sign=a.sign)
                    if _keep(text, r):
                        out.append(r)
                    i += 2
                    continue
        if a.unit and _keep(text, a):
            out.append(a)
        i += 1
    return out


_SLASH_CHAIN = regex.compile(r"(?:\s?/\s?\d[\d.,]*\s?\\?%)+")
_SCALING_BY = regex.compile(
    r"\b(?:up-?scal\w*|up-?sampl\w*|down-?sampl\w*|magnif\w*|super-resolv\w*|zoom\w*)\b[^.;,]{0,40}\bby\s$",
    regex.IGNORECASE,
)
_AS_MANY = regex.compile(r"\s(?:as\smany|as\smuch|more|the\snumber)\b")


def _keep(text: str, c: Candidate) -> bool:
    if c.unit in ("percent", "pp"):
        chain = _SLASH_CHAIN.match(text, c.end)
        end = chain.end() if chain else c.end
        if _is_setting_percent(text, c.start, end):
            return False
    if C.PLUS_MINUS.search(text, max(0, c.start - 6), c.start) and _rx(
        r"(?:±|\\pm|\+-|\+/-|\$\\pm\$)\s?\$?\s?$"
    ).search(text[max(0, c.start - 8) : c.start]):
        return False  # the spread of another number
    if c.unit == "times" and _SCALING_BY.search(text, max(0, c.start - 50), c.start):
        return False  # "upscale outputs by 2-4x": a scale factor, not a finding
    if (
        c.unit == "times"
        and _AS_MANY.match(text, c.end)
        and C.USING_BEFORE.search(text, max(0, c.start - 30), c.start)
    ):
        return False  # "using 4x as many particles": a setting
    return _keep_bound(text, c)


def _keep_bound(text: str, c: Candidate) -> bool:
    if _in_bound(text, c.start):
        return False
    return True


# ------------------------------------------------------------------------- analysis


_TRAIL = regex.compile(r"[\s,;:.’'\")\]}]+$")
_LEAD = regex.compile(r"^[\s,;:(\[\"]+")
_POSSESSIVE = regex.compile(r"^(?:[\w\-.]+(?:’s|'s)\s)")
_THE = regex.compile(r"^(?:the|a|an|this|these|those|its|their|our)\s", regex.IGNORECASE)
_LEFT_VERB_STOP = regex.compile(
    r"\s(?:on|across|over|compared|relative\sto|against|versus|when|while|under|with|at|"
    r"for\s(?:the|all|both|each))(?![\w-]).*$",
    regex.IGNORECASE | regex.DOTALL,
)


def _gated(forward: regex.Pattern, rev: regex.Pattern, text: str, *span: int) -> regex.Match | None:
    """``forward.search(text, *span)``, run only where its reverse twin finds a match
    (the twin fails fast; both match in the same windows: see ``number_cues``)."""
    return forward.search(text, *span) if rev.search(text, *span) else None


# Per-name patterns, compiled once per dataset name: ``regex.sub``/``regex.finditer`` with a
# pattern string look it up in regex's own cache on every call, which costs more than the
# search.  Bounded: names come from the dataset catalog and the abstracts.
@lru_cache(maxsize=4096)
def _name_rx(name: str) -> regex.Pattern:
    """A dataset name inside a metric phrase, with its possessive and one space."""
    return regex.compile(rf"(?<![\w-]){regex.escape(name)}(?![\w-])(?:['’]s)?\s?")


# A dataset mention counts as a whole word only: MATH inside MATH-P-Hard does not; a split
# written onto the name does not hide it (GOT10k-test, COCO-val are GOT10k and COCO).
_SPLIT = r"(?:test|val|valid|validation|train|dev)\b"
_WORD_BEFORE = regex.compile(r"[\w-]")
_WORD_AFTER = regex.compile(rf"\w|-(?!{_SPLIT})\w")


def _occurrences(form: str, sent: str) -> Iterator[int]:
    """Start of every whole-word occurrence of ``form`` in ``sent``, left to right, not
    overlapping: what ``finditer`` of ``(?<![\\w-])FORM(?![\\w]|-(?!SPLIT)\\w)`` gives.

    A literal search with the two boundary tests, not a pattern per form: compiling one
    costs about a millisecond (the Unicode ``\\w`` sets), paid for every new dataset name,
    which on unseen listings is most of them."""
    n = len(form)
    i = sent.find(form)
    while i >= 0:
        if (i == 0 or not _WORD_BEFORE.match(sent, i - 1)) and not _WORD_AFTER.match(sent, i + n):
            yield i
            i = sent.find(form, i + n)
        else:
            i = sent.find(form, i + 1)


def _clean_metric(
    m: str | None, ds_words: Sequence[str], stop: regex.Pattern | None = C.METRIC_STOP_AFTER
) -> str | None:
    if not m:
        return None
    m = _LEAD.sub("", C.BROKEN_HYPHEN.sub("-", m))
    if stop is not None:
        m = stop.sub("", " " + m).strip()
    m = C.METRIC_SCOPE_OF.sub("", m)
    m = _TRAIL.sub("", m)
    for _ in range(2):
        m = C.METRIC_SKIP_LEAD.sub("", m + " ").strip()
        m = _POSSESSIVE.sub("", m)
    for d in ds_words:
        if d and d in m:
            m = _name_rx(d).sub("", m).strip()
    m = C.METRIC_SKIP_LEAD.sub("", m + " ").strip()
    m = _TRAIL.sub("", m)
    if not m or len(m) < 2 or C.NOT_METRIC.match(m) or len(m.split()) > 10:
        return None
    if not _rx(r"\p{L}").search(m):
        return None
    return m


_ADVERB_TAIL = regex.compile(
    r"(?i)(?:\s(?:relatively|respectively|significantly|substantially|consistently|considerably|notably|"
    r"greatly|markedly|remarkably|dramatically|clearly|largely|overall))+$"
)
_DATA_NOUN_END = regex.compile(r"(?i)\b(?:data\s?sets?|benchmarks?|tasks?|domains?|splits?|test\s?sets?)$")


def _clean_baseline(b: str | None) -> str | None:
    if not b:
        return None
    b = C.BASELINE_STOP.sub("", " " + C.BROKEN_HYPHEN.sub("-", b)).strip()
    b = _TRAIL.sub("", b)
    b = _ADVERB_TAIL.sub("", b)  # "outperforms X relatively by ..."
    b = _THE.sub("", b).strip()
    if not b or b[0].isdigit() or len(b) < 2:
        return None
    if _DATA_NOUN_END.search(b):
        return None  # "improvements on benchmark datasets": where it was measured
    if _rx(
        r"(?i)^(?:time|all|both|each|a\s|an\s|the\s|it|them|this|that|those|"
        r"several|various|multiple|existing$|baselines?$|state-of-the-art$|sota$)"
    ).match(b):
        if not _rx(r"(?i)^(?:existing|state-of-the-art|sota|baselines?)\b.+").match(b) and b.lower() not in (
            "existing",
            "state-of-the-art",
            "sota",
            "baseline",
            "baselines",
        ):
            return None
    return b


def _kind_from_group(m: regex.Match) -> str | None:
    for k in ("speedup", "degradation", "reduction", "improvement", "score"):
        if m.group(k):
            return k
    return None


_TO_BEFORE = regex.compile(r"\bto\s\$?\s?$", regex.IGNORECASE)
_BY_MARGIN = regex.compile(
    r"\bby\s(?:(?:a|an)\s)?(?:(?:large|wide|significant|substantial|clear|considerable|notable|absolute|"
    r"relative|average)\s)?(?:margins?\s(?:of\s)?)?$",
    regex.IGNORECASE,
)
_OF_BEFORE = regex.compile(
    r"(?P<w>[\w\-@]+)\s(?:of|=|:|is|was)\s(?:(?:a|an|only|just)\s)?\$?\s?$", regex.IGNORECASE
)
_OF_AFTER = regex.compile(r"^\s?(?:\)\s?)?of\s(?:the\s|all\s)?(?P<x>[^,;.()]{2,60})", regex.IGNORECASE)
_CASES = regex.compile(
    r"^(?:cases|instances|tasks|settings|scenarios|queries|problems|trials|runs|episodes|"
    r"examples|samples|datasets|benchmarks|the\scases|environments|games|languages|models)\b",
    regex.IGNORECASE,
)
# a change noun as the subject of "is N": "the drop of mIoU is within 0.8%"
_CUE_SUBJECT = regex.compile(
    r"\b(?P<n>[\w-]+)\s(?:in|of)\s(?:[\w\-@/]+\s){1,3}?(?:of|is|was|are|were|remains?|stays?)\s(?:(?:only|just)\s)?\$?\s?$",
    regex.IGNORECASE,
)
_CUE_NOUN_KIND = {
    "improvement": "improvement",
    "improvements": "improvement",
    "gain": "improvement",
    "gains": "improvement",
    "increase": "improvement",
    "increases": "improvement",
    "boost": "improvement",
    "boosts": "improvement",
    "margin": "improvement",
    "enhancement": "improvement",
    "uplift": "improvement",
    "advantage": "improvement",
    "reduction": "reduction",
    "reductions": "reduction",
    "decrease": "reduction",
    "decreases": "reduction",
    "savings": "reduction",
    "saving": "reduction",
    "speedup": "speedup",
    "speed-up": "speedup",
    "speedups": "speedup",
    "acceleration": "speedup",
    "drop": "degradation",
    "drops": "degradation",
    "degradation": "degradation",
    "decline": "degradation",
    "loss": "degradation",
}
_SCORE_METRIC = regex.compile(
    r"\b(?:accuracy|performance|success|F1|mAP|AP|score|precision|recall|IoU|AUC|"
    r"quality|utility|robustness|fidelity)\b",
    regex.IGNORECASE,
)
# reverse twin of _OF_BEFORE: see the end-anchored search note in number_cues
_OF_BEFORE_REV = C.reverse(_OF_BEFORE)
_CLAUSE_BREAK = regex.compile(r"(?:[,;:]|\b(?:while|whereas|but|and)\b)[^,;:]*$", regex.IGNORECASE)


@dataclass(slots=True)
class _Read:
    qualifier: str | None = None
    kind: str = "other"
    cue_kind: str = "other"  # the kind before the metric adjusted it
    metric: str | None = None
    baseline: str | None = None
    role: str = "result"
    dataset: str | None = None


Cue = tuple[str, int, int]
_KINDS = frozenset(KIND_LABELS)
_WORD_CHAR = regex.compile(r"\w")
_TRAILING_GAP = regex.compile(r"\s?(?:,\s)?(?:\(\s?)?")


def _hedge_before(text: str, s0: int, c: Candidate, cues: Sequence[Cue]) -> tuple[int, int] | None:
    """The hedge written right before the number (within 70 characters of it, in its
    sentence): a ``hedge`` cue of the matcher followed only by the allowed gap
    (``up to a remarkable $``), or a hedge symbol (``~``, ``\\approx``, ``>``), leftmost first."""
    lo = max(s0, c.start - 70)
    best = None
    for label, s, e in cues:
        if s >= c.start:
            break
        if label != "hedge" or s < lo:
            continue
        if s > lo and _WORD_CHAR.match(text[s - 1]) and text[s - 1] not in "~∼≈<>≥≤":
            continue
        if C.HEDGE_GAP.fullmatch(text, e, c.start):
            best = (s, e)
            break
    m = C.HEDGE_SYMBOL_BEFORE.search(text[lo : c.start])
    if m and (best is None or lo + m.start() < best[0]):
        best = (lo + m.start(), lo + m.end())
    return best


def _hedge_after(text: str, c: Candidate, cues: Sequence[Cue]) -> tuple[int, int] | None:
    """``on average`` (``in mean``, ...) right after the number: ``36% on average``, ``(in average)``."""
    for label, s, e in cues:
        if label == "hedge_trailing" and s >= c.end and _TRAILING_GAP.fullmatch(text, c.end, s):
            return s, e
    return None


def _qualifier(left: str, text: str, c: Candidate, s0: int, cues: Sequence[Cue]) -> tuple[str | None, int]:
    h = _hedge_before(text, s0, c, cues)
    if h:
        q = text[h[0] : h[1]].lower()
        return C.HEDGE_NORMAL.get(q, q), h[0] - s0
    h = _hedge_after(text, c, cues)
    if h:
        q = text[h[0] : h[1]].lower()
        return C.HEDGE_NORMAL.get(q, q), len(left)
    return None, len(left)


# between two numbers of an enumeration, each with where it was measured
_ENUMERATED = regex.compile(r"\s(?:on|in|for)\s(?!average\b)[^,;.]{1,50}?(?:,\s(?:and\s)?|\s(?:and|or)\s)\$?")
_ASIDE = regex.compile(r"\s?\((?:[\w\s]{0,20}?\s)?\$?")
_CLAUSE_SEP = regex.compile(r"[,;]|\b(?:while|whereas|but)\b")
_NEXT_CLAUSE = regex.compile(r";|,\s(?:and|while|whereas|but)\b|\b(?:while|whereas|but)\b")


def _clause_end(right: str) -> int:
    """Where the clause a number is in ends in the text after it."""
    m = _NEXT_CLAUSE.search(right)
    return m.start() if m else len(right)


def _hedge_opens_clause(text: str, a: int, b: int) -> bool:
    """Does an "on average" between two numbers (``text[a:b]``) open a new clause, so that
    it governs what follows?  Not one right after the earlier number, which is that
    number's own ("12x speed up on average, and 36x for harder problems")."""
    brk = _CLAUSE_SEP.search(text, a, b)
    return bool(brk and C.HEDGE_IN_SENTENCE.search(text, brk.end(), b))


def _last_kind_cue(cues: Sequence[Cue], lo: int, hi: int, by: bool) -> str | None:
    """The kind of the last cue word in ``[lo, hi)``, read left to right as non-overlapping
    cues (a cue starting inside an earlier one does not count: the "up" of "speeds up by");
    after ``by`` a score verb does not decide ("achieves ... by 5%")."""
    last = None
    pos = lo
    for label, s, e in cues:
        if s >= hi:
            break
        if label not in _KINDS or s < pos or e > hi:
            continue
        pos = e
        if not (by and label == "score"):
            last = label
    return last


def _kind(
    c: Candidate, left_core: str, right: str, text: str, core_end: int, cues: Sequence[Cue]
) -> tuple[str, str | None]:
    """Kind and, when a cue noun decided it, that noun."""
    if c.pair:
        return "score", None
    if c.unit == "points" and c.metric:
        rk = C.RIGHT_KIND.match(right)
        if rk and rk.start() == 0 and len(rk.group(0)) < 16 and _kind_from_group(rk) == "improvement":
            return "improvement", None
        if _BY_MARGIN.search(left_core[-40:]):
            # "outperforms X by 2.5 mIoU", "improves by 1.3 AP": a margin, not a level
            last = _last_kind_cue(cues, core_end - min(220, len(left_core)), core_end, True)
            if last is not None:
                return last, None
        return "score", None
    if _rx(r"^\s?(?:\)\s?)?of\b").match(right) and not _OF_BEFORE_REV.search(left_core[-40:]):
        return "other", None
    rk = C.RIGHT_KIND.match(right)
    if rk:
        return _kind_from_group(rk) or "other", None
    if c.unit == "times" and _rx(r"^\s(?:the|that\sof|those\sof)\s").match(right):
        return "improvement", None  # "2.7x the accuracy of", "2.54 times that of"
    if C.METRIC_RIGHT_NOUN.match(right) and not _rx(r"\bby\s$").search(left_core[-4:]):
        return "score", None  # "60-100% success rates", "81% accuracy"
    if C.METRIC_TAIL_REV.search(left_core[-40:]):
        return "score", None  # "success rate exceeding 70%"
    if _TO_BEFORE.search(left_core[-10:]) and c.unit != "times":
        return "score", None  # a multiplier is never a level: "increased to more than 2x"
    of = _gated(_OF_BEFORE, _OF_BEFORE_REV, left_core[-60:])
    if of:
        w = of.group("w").lower()
        if w in _CUE_NOUN_KIND:
            return _CUE_NOUN_KIND[w], w
        subj = _CUE_SUBJECT.search(left_core[-60:])
        if subj and subj.group("n").lower() in _CUE_NOUN_KIND:
            return _CUE_NOUN_KIND[subj.group("n").lower()], subj.group("n")  # "the drop of mIoU is 0.8%"
        if not _rx(r"\bby\s").search(left_core[-12:]) and not _BY_MARGIN.search(left_core[-40:]):
            return "score", None  # "by absolute margins of": a margin, decided below
    if c.sign == "+":
        return "improvement", None
    if c.sign in ("-", "−") and not _rx(r"\b(?:by|of)\s$").search(left_core[-6:]):
        return "degradation", None
    by = bool(_rx(r"\bby\s(?:(?:a|an)\s)?$").search(left_core[-8:]))
    last = _last_kind_cue(cues, core_end - min(220, len(left_core)), core_end, by)
    if last is not None:
        return last, None
    if c.value < 0:
        return "degradation", None
    return "other", None


def _metric(
    c: Candidate, left_core: str, right: str, kind: str, ds_words: Sequence[str]
) -> tuple[str | None, str | None]:
    """Metric phrase, and a baseline when the phrase was ``<metric> of <baseline>``."""
    if c.metric:
        return c.metric, None
    lead = C.RESPECTIVELY_LEAD.match(right)
    if lead:
        right = right[lead.end() :]
    for pat in (C.METRIC_RIGHT_OF, C.METRIC_RIGHT_TERMS, C.METRIC_RIGHT_IN):
        m = pat.match(right)
        if m:
            got = _clean_metric(m.group("m"), ds_words)
            if got:
                return got, None
    m = C.METRIC_RIGHT_NAMED.match(right)
    if m:
        got = _clean_metric(m.group("m"), ds_words, None)  # "intersection over union metric"
        if got:
            return got, None
    m = C.METRIC_RIGHT_BEFORE_CUE.match(right)
    if m:
        got = _clean_metric(m.group("m"), ds_words, None)
        if got:
            return got, None
    m = C.METRIC_RIGHT_COMPARATIVE.match(right)
    if m:
        got = _clean_metric(m.group("m"), ds_words)
        if got:
            if m.group("cmp").lower() == "faster" and not C.SPEED_LIKE.search(got):
                got = f"{got} speed"
            return got, None
    m = C.METRIC_AFTER_VALUE.match(right)  # "63.8% HOTA, 80.6% MOTA"
    if m:
        return m.group("metric"), None
    m = C.METRIC_RIGHT_NOUN.match(right)
    if m:
        got = _clean_metric(m.group("m"), ds_words)
        if got:
            return got, None
    if kind == "other":
        of = _OF_AFTER.match(right)
        if of and not _CASES.match(of.group("x")):
            got = _clean_metric(of.group("x"), ds_words)
            if got:
                return got, None
    core = left_core[-200:]
    m = None
    for v in reversed(list(C.METRIC_VERB_START.finditer(core))):
        m = C.METRIC_LEFT_VERB.match(core, v.start())
        if m and m.group("prep") == "of" and not _CHANGE_NOUN.fullmatch(m.group("verb")):
            m = None  # "improves the accuracy of <N>" names a level, not the changed metric
        if m:
            break
    if m:
        phrase = m.group("m")
        if not _rx(r"(?i)^(?:over|upon|on|up)\b").match(phrase):
            split = C.OF_BASELINE.match(phrase)
            base = None
            if split and _SCORE_METRIC.search(split.group("m")):
                phrase, base = split.group("m"), split.group("b")
            got = _clean_metric(phrase, ds_words, _LEFT_VERB_STOP)
            if got:
                return got, base
    last = None
    for last in C.BASELINE_BEFORE.finditer(core):
        pass
    if last is not None:
        split = C.OF_BASELINE.match(last.group("b"))
        if split and _SCORE_METRIC.search(split.group("m")):
            got = _clean_metric(split.group("m"), ds_words)
            if got:
                return got, split.group("b")
    m = _gated(C.METRIC_LEFT_SUBJECT, C.METRIC_LEFT_SUBJECT_REV, core, max(0, len(core) - 80))
    if m:
        got = _clean_metric(_last_np(m.group("m").split(" of ")[0]), ds_words)
        if got:
            return got, None
    if kind in ("score", "other") or _TO_BEFORE.search(core[-8:]):
        m = _gated(C.METRIC_LEFT_OF_WORD, C.METRIC_LEFT_OF_REV, core[-90:])
        if m:
            got = _clean_metric(_last_np(m.group("m")), ds_words)
            if got:
                return got, None
    last = None
    if C.CUE_NOUN_AFTER_WORD.search(core, max(0, len(core) - 120)):
        for last in C.METRIC_BEFORE_CUE_NOUN.finditer(core, max(0, len(core) - 120)):
            pass
    if last is not None:
        got = _clean_metric(_last_np(last.group("m")), ds_words)
        if got:
            return got, None
    return None, None


_CHANGE_NOUN = regex.compile(
    r"(?:improvements?|reductions?|increases?|decreases?|gains?|drops?|enhancements?|boosts?|"
    r"speed-?ups?|savings?|degradations?)(?:\s(?:in|of))?",
    regex.IGNORECASE,
)


_NP_BREAK = regex.compile(
    r"^.*\b(?:the|a|an|its|their|our|of|on|in|with|by|and|or|achieving|achieves|achieve|"
    r"achieved|reaching|reaches|obtains|obtaining|yields|improves|boosting|restores|"
    r"raising|raises|lifting|lifts|increasing|increases|to|that|which|we|it|has|have|is|are|"
    r"was|were|an?\saverage|observe[sd]?|find|finds|found|see|show|shows|showed|note|notes|"
    r"cause[sd]?|make[sd]?|allow[sd]?|enable[sd]?|help[sd]?|expect|expects|report|reports)\s",
    regex.IGNORECASE | regex.DOTALL,
)


def _head(metric: str) -> str:
    """The head of a metric phrase: ``number`` in ``number of samples needed ...``."""
    return _rx(r"\s(?:of|needed|required|for|to|per)\s").split(metric, maxsplit=1)[0]


def _last_np(m: str) -> str:
    """The trailing noun phrase of ``m``: cut after its last function word or verb."""
    return _NP_BREAK.sub("", m)


_THAT_OF = regex.compile(r"^\s?(?:that|those)\sof\s(?P<b>[^,;.(){}]{2,90})", regex.IGNORECASE)


def _baseline(c: Candidate, left: str, right: str, respectively: bool, index: int) -> str | None:
    if c.unit == "times" and (m := _THAT_OF.match(right)):  # "2.54 times that of SGR"
        got = _clean_baseline(m.group("b"))
        if got:
            return got
    m = C.BASELINE_AFTER.search(right[:160])
    if m:
        b = m.group("b")
        if respectively and _rx(r"\band\b|,").search(b):
            parts = [
                p for p in _rx(r",\s(?:and\s)?|\sand\s").split(C.BASELINE_STOP.sub("", " " + b).strip()) if p
            ]
            if 0 <= index < len(parts):
                b = parts[index]
        got = _clean_baseline(b)
        if got:
            return got
    if c.pair:
        return None  # "from 61.2% to 67.1%": the baseline is the first number itself
    last = None
    for last in C.BASELINE_BEFORE.finditer(left[-250:]):
        pass
    if last is not None:
        b = last.group("b")
        split = C.OF_BASELINE.match(b)
        if split and _SCORE_METRIC.search(split.group("m")):
            b = split.group("b")  # "outperforms the certified accuracy of diffusion-based methods"
        return _clean_baseline(b)
    return None


def _dataset_occurrences(
    sent: str, offset: int, datasets: Sequence[DatasetMention]
) -> list[tuple[int, int, str]]:
    occ: list[tuple[int, int, str]] = []
    seen: set[tuple[int, str]] = set()
    for d in datasets:
        for form in {d.mention, d.name}:
            if not form:
                continue
            for start in _occurrences(form, sent):
                key = (start, d.name)
                if key not in seen:
                    seen.add(key)
                    occ.append((offset + start, offset + start + len(form), d.name))
    occ.sort()
    # drop occurrences nested in a longer one (MATH inside MATH-P-Hard is excluded by \w-)
    return occ


_GIVEN_TO = regex.compile(r"\s*(?:\(|:|=)\s*[^\w\s()]?\s*\$?\s*")  # an arrow, often scraped as "|"
_LISTED = regex.compile(r"\b(?:including|such\sas|e\.g\.|like|\\eg)\b[^.;]*$", regex.IGNORECASE)


def _dataset(
    text: str, c: Candidate, occ: list[tuple[int, int, str]], next_start: int, group: list[int], index: int
) -> str | None:
    if not occ:
        return None
    names = []
    for _, _, n in occ:
        if n not in names:
            names.append(n)
    if len(group) > 1 and len(names) == len(group) and 0 <= index < len(names):
        return names[index]
    for o in reversed(occ):  # "JIGSAWS (↑6.0%), MTL-AQA (↑0.99%)": the name the number is given to
        if o[1] <= c.start and _GIVEN_TO.fullmatch(text, o[1], c.start):
            return o[2]
    after = [o for o in occ if c.end <= o[0] < next_start]
    if after:
        return after[0][2]
    before = [o for o in occ if o[1] <= c.start and not _LISTED.search(text, max(0, o[0] - 60), o[0])]
    if before:
        return before[-1][2]
    later = [o for o in occ if o[0] >= c.end]
    return later[0][2] if later else None


def extract_results(doc: Abstract | Doc | str, datasets: Sequence[DatasetMention] = ()) -> list[Result]:
    """Every reported number of the abstract as a ``Result``, in text order.

    Reads only the text and its sentence spans: numbers, hedges and cues are decided at
    the character level, so no tokens are needed.
    """
    abstract = as_abstract(doc)
    text = abstract.text
    cands = find_numbers(text)
    if not cands:
        return []
    out = _read(abstract, cands, abstract.sentences or [(0, len(text))], datasets)
    raw = abstract.raw
    for i, r in enumerate(out):
        # spans of the clean view -> the abstract as stored, math delimiters kept whole
        start, end = _dollar_span(raw, *abstract.span(r.start, r.end))
        if (start, end) != (r.start, r.end) or r.text != raw[start:end]:
            out[i] = replace(r, text=raw[start:end], start=start, end=end)
    return out


def results_from_text(text: str, datasets: Sequence[DatasetMention] = ()) -> list[Result]:
    """Like ``extract_results`` but from raw text."""
    return extract_results(text, datasets)


def _read(
    abstract: Abstract, cands: list[Candidate], sents: list[tuple[int, int]], datasets: Sequence[DatasetMention]
) -> list[Result]:
    text = abstract.text
    starts = [s for s, _ in sents]
    by_sent: dict[int, list[Candidate]] = {}
    for c in cands:
        i = max(0, bisect_right(starts, c.start) - 1)
        by_sent.setdefault(i, []).append(c)
    out: list[Result] = []
    ds_words = sorted({w for d in datasets for w in (d.name, d.mention) if w}, key=len, reverse=True)
    for si, group in by_sent.items():
        s0, s1 = sents[si]
        s1 = max(s1, group[-1].end)
        sent = text[s0:s1]
        # hedges and kind cues: the spaCy matchers on one small window Doc per sentence
        # (from the farthest a cue is read before its first number to just past its last)
        w0 = max(s0, group[0].start - 300)
        w1 = min(len(text), group[-1].end + 40)
        cues = cues_in(abstract.window(w0, w1), w0)
        occ = _dataset_occurrences(sent, s0, datasets) if datasets else []
        respectively = bool(C.RESPECTIVELY.search(sent))
        # "in terms of AUC, X outperforms A by 10.2% and B by 3%": the sentence's metric
        terms = C.IN_TERMS_OF.search(sent)
        # an "on average" before the first number governs every number of the sentence
        # ("On average, it improves A by 3% and B by 5%"); one opening a later clause, the
        # numbers from there on
        sentence_hedge = bool(C.HEDGE_IN_SENTENCE.search(text, s0, group[0].start))
        # list groups: numbers joined only by "/", ",", "and"
        lists: list[list[int]] = []
        for j, c in enumerate(group):
            if j and C.LIST_SEP.match(text[group[j - 1].end : c.start]):
                lists[-1].append(j)
            else:
                lists.append([j])
        list_of = {j: lst for lst in lists for j in lst}
        reads: list[_Read] = []
        for j, c in enumerate(group):
            lst = list_of[j]
            index = lst.index(j)
            prev_in_list = reads[j - 1] if index > 0 else None
            next_start = group[j + 1].start if j + 1 < len(group) else s1
            left = text[s0 : c.start]
            right = text[c.end : next_start]
            if index < len(lst) - 1 and C.LIST_SEP.match(right) and not _hedge_after(text, c, cues):
                last = group[lst[-1]]
                last_next = group[lst[-1] + 1].start if lst[-1] + 1 < len(group) else s1
                right = text[last.end : last_next]
            r = _Read()
            q, qpos = _qualifier(left, text, c, s0, cues)
            left_core = left[:qpos]
            if q is None and prev_in_list is not None:
                q = prev_in_list.qualifier
            if q is None and j > 0 and reads[j - 1].qualifier and _ENUMERATED.fullmatch(text, group[j - 1].end, c.start):
                q = reads[j - 1].qualifier  # "by up to 2.24% on EGTEA, 3.97% on MECCANO, and 1.49% on ..."
            if j and not sentence_hedge:
                sentence_hedge = _hedge_opens_clause(text, group[j - 1].end, c.start)
            if q is None and (
                sentence_hedge
                or C.AVERAGE_METRIC_BEFORE.search(left_core[-80:])
                or C.AVERAGE_METRIC_AFTER.match(text, c.end)
                or C.ON_AVERAGE.search(right, 0, _clause_end(right))
            ):
                q = "on average"
            if c.pair and c.role == "baseline":
                q = None
            r.qualifier = q
            kind, _cue = _kind(c, left_core, right, text, s0 + qpos, cues)
            if prev_in_list is not None and not c.pair and not c.sign and c.unit == group[lst[0]].unit:
                # "improved A, B and C by up to 5.03%, 4.65%, and 5.41%": the words that
                # decided the first number of a list govern the rest of it
                kind = prev_in_list.cue_kind
            r.cue_kind = kind
            metric, base_from_metric = _metric(c, left_core, right, kind, ds_words)
            if metric is None and prev_in_list is not None:
                metric = prev_in_list.metric
            if metric is None and terms:
                metric = _clean_metric(terms.group("m"), ds_words)
            if metric is None and c.pair and c.role == "result" and j > 0:
                metric = reads[j - 1].metric
            if metric is None and j > 0 and reads[j - 1].metric and kind != "other":
                # the metric of the number before, unless this one is a speed-up of its
                # own ("51% higher success rate and 2.5x speed up")
                own = C.RIGHT_KIND.match(right)
                if not (own and own.group("speedup") and reads[j - 1].cue_kind != "speedup"):
                    metric = reads[j - 1].metric
            # the metric's head noun adjusts the kind
            if metric:
                metric_head = _head(metric)
                if kind == "improvement" and C.SPEED_LIKE.search(metric_head):
                    kind = "speedup"
                if (
                    kind in ("improvement", "degradation")
                    and c.unit in ("percent", "pp")
                    and C.LOWER_IS_BETTER.search(metric_head)
                    and not _SCORE_METRIC.search(metric_head)
                ):
                    kind = "reduction"
                if (
                    kind == "reduction"
                    and C.TIME_LIKE.search(metric_head)
                    and not _SCORE_METRIC.search(metric_head)
                ):
                    kind = "speedup"
                if (
                    kind == "reduction"
                    and _SCORE_METRIC.search(metric_head)
                    and not C.LOWER_IS_BETTER.search(metric_head)
                ):
                    kind = "degradation"
            r.kind = kind
            r.metric = metric
            # unit of "N points": percentage points unless the metric has its own scale
            unit = c.unit
            if unit == "points?":
                unit = (
                    "points"
                    if (metric and C.POINTS_SCALE.search(metric)) or C.POINTS_SCALE.search(right[:30])
                    else "pp"
                )
            # role
            role = c.role or "result"
            if role == "result" and not c.pair:
                if C.BASELINE_ROLE_BEFORE_REV.search(left_core[-60:]):
                    role = "baseline"
                elif kind == "score":
                    clause = _CLAUSE_BREAK.search(left_core)
                    ctext = clause.group(0) if clause else left_core
                    subj = C.BASELINE_SUBJECT.search(ctext)
                    if (
                        subj
                        and not C.OWN_SUBJECT.search(ctext)
                        and not C.COMPARED_BEFORE.search(ctext[: subj.start()])
                    ):
                        role = "baseline"
            r.role = role
            if role == "result":
                base = base_from_metric or _baseline(c, left_core, right, respectively, index)
                if base is None and prev_in_list is not None:
                    base = prev_in_list.baseline
                if j > 0 and reads[j - 1].baseline is not None:
                    el = C.ELIDED_BASELINE.match(text[group[j - 1].end : c.start])
                    if el:
                        base = _clean_baseline(el.group("b")) or base
                    if _ASIDE.fullmatch(text, group[j - 1].end, c.start):
                        base = reads[j - 1].baseline  # "by 3% (up to 12.5%)": the same comparison
                r.baseline = base
            r.dataset = _dataset(text, c, occ, next_start, lst, index) if occ else None
            reads.append(r)
            start, end = c.start, c.end
            out.append(
                Result(
                    text=text[start:end],
                    value=c.value,
                    value_high=c.value_high,
                    unit=unit,
                    kind=r.kind,
                    role=r.role,
                    qualifier=r.qualifier,
                    metric=r.metric,
                    dataset=r.dataset,
                    baseline=r.baseline,
                    start=start,
                    end=end,
                )
            )
    return out


_MATH_PAD = frozenset(" {}")


def _dollar_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Keep LaTeX math delimiters whole around a number written in math (GUIDELINES:
    ``text`` keeps the ``$…$`` of a number written in math): ``$16\\times$``,
    ``5-10$\\times$``, ``$1.5{\\times}$–$620{\\times}$``, ``2$%$``.  ``start:end`` is the
    stored text's span of what the clean view shows, which leaves out the delimiters."""
    dollars = _unescaped_dollars(text, start, end)
    if dollars % 2 == 1:
        # the math opens inside the span and closes after it, or the other way round
        after = _skip(text, end, 1)
        if after < len(text) and text[after] == "$":
            return start, after + 1
        before = _skip(text, start - 1, -1)
        if before >= 0 and text[before] == "$":
            return before, end
        return start, end
    before = _skip(text, start - 1, -1)
    after = _skip(text, end, 1)
    if before >= 0 and after < len(text) and text[before] == "$" and text[after] == "$":
        return before, after + 1  # the number is the whole math: "$16\\times$"
    return start, end


def _unescaped_dollars(text: str, start: int, end: int) -> int:
    n = 0
    i = text.find("$", start, end)
    while i >= 0:
        if i == 0 or text[i - 1] != "\\":
            n += 1
        i = text.find("$", i + 1, end)
    return n


def _skip(text: str, i: int, step: int) -> int:
    """The first index from ``i`` in direction ``step`` not holding a space or a brace."""
    while 0 <= i < len(text) and text[i] in _MATH_PAD:
        i += step
    return i
