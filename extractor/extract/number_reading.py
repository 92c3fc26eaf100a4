"""Reading one reported number in its sentence, as a sequence of small steps.

``find_numbers`` (``numbers.py``) keeps the numbers that carry a result unit; here each is
read the way a careful reader does, one question at a time, each question a function of
the sentence and of what the earlier steps decided (``Reading``):

1. ``qualifier``: the hedge written just before the number (``by up to``, ``nearly a``),
   ``on average`` after it or opening its clause, or the hedge of the list it is in;
2. ``kind``: a cue right after the number wins (``16× faster``, ``9.6% boost``, ``40%
   fewer``); else ``to N`` / ``X of N`` make a score; else the nearest cue word before it;
3. ``metric``: what is measured, by an ordered cascade of rules (``METRIC_RULES``), then
   inherited from the list, ``in terms of``, the pair or the number before;
4. ``kind_by_metric``: the metric adjusts the kind (a cut in time is a speed-up, a gain in
   an error a reduction, a cut in a score a degradation);
5. ``unit``: ``N points`` are percentage points unless the metric has its own scale;
6. ``role``: the first number of a from→to pair, one introduced by ``compared to X's``,
   ``vs.`` or ``than``, or a score whose clause is about baselines, is the baseline's;
7. ``baseline``: what a result is compared against (``over X``, ``outperforms X by``);
8. ``dataset``: where it was measured, from the dataset mentions of the sentence.

``READ_STEPS`` lists them in order; ``read_sentence`` runs them for every number of a
sentence.  Each reads only the characters around the number (the cue matchers of
``components/result_cues.py`` on one small window per sentence): no parse is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

import regex

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.components.result_cues import KIND_LABELS
from extractor.extract import number_cues as C
from extractor.records import DatasetMention

if TYPE_CHECKING:
    from extractor.extract.numbers import Candidate

__all__ = ["Sentence", "Reading", "READ_STEPS", "METRIC_RULES", "read_sentence"]

Cue = tuple[str, int, int]
_KINDS = frozenset(KIND_LABELS)
# Patterns written inline are compiled once: regex's own per-call cache lookup costs more
# than many of the searches themselves.
_rx = lru_cache(maxsize=None)(regex.compile)
# Searches that several steps repeat on the same text (the words after a number, the
# sentence before it): pure functions of the string, so each is run once per text.  A
# few dozen entries cover one abstract's numbers.
_right_kind = lru_cache(maxsize=64)(C.RIGHT_KIND.match)
_right_noun_match = lru_cache(maxsize=64)(C.METRIC_RIGHT_NOUN.match)
_right_before_cue_match = lru_cache(maxsize=64)(C.METRIC_RIGHT_BEFORE_CUE.match)


@lru_cache(maxsize=64)
def _last_baseline_before(text: str) -> regex.Match | None:
    """The last ``BASELINE_BEFORE`` match of ``finditer`` over ``text``."""
    last = None
    for last in C.BASELINE_BEFORE.finditer(text):
        pass
    return last


@lru_cache(maxsize=64)
def _verb_starts(core: str) -> tuple[int, ...]:
    """Where ``METRIC_VERB_START`` matches in ``core``, last first."""
    return tuple(v.start() for v in reversed(list(C.METRIC_VERB_START.finditer(core))))


_left_verb_at = lru_cache(maxsize=256)(C.METRIC_LEFT_VERB.match)


def _left_verbs(core: str) -> Iterator[regex.Match | None]:
    """``METRIC_LEFT_VERB.match`` at each ``METRIC_VERB_START`` of ``core``, last first;
    nothing where ``core`` does not end in the pattern's tail (``METRIC_LEFT_VERB_TAIL_REV``).

    Where it does not, every one of those matches is None, and the readers (``_left_verb``,
    ``baseline_before``) act only on a match: nothing read is what None at each verb
    reads, without the verb scan and the matches (most of them long failed searches)."""
    if _left_verb_tail(core) is None:
        return
    for start in _verb_starts(core):
        yield _left_verb_at(core, start)


_left_verb_tail = C.METRIC_LEFT_VERB_TAIL_REV.search


@dataclass(slots=True)
class Sentence:
    """One sentence holding reported numbers, and what every step may read of it."""

    text: str  # the whole abstract (its clean view)
    s0: int  # sentence start
    s1: int  # sentence end (at least the end of its last number)
    group: list  # the Candidates of the sentence, in text order
    cues: list[Cue]  # hedges, kind cues and baseline markers around them
    occ: list[tuple[int, int, str]]  # dataset mentions in the sentence (start, end, name)
    ds_words: Sequence[str]  # dataset names and mentions, longest first
    respectively: bool
    terms: regex.Match | None  # "in terms of M" anywhere in the sentence
    list_of: dict[int, list[int]]  # number index -> the indices of its list
    reads: list[Reading] = field(default_factory=list)
    sentence_hedge: bool = False  # an "on average" governs the numbers from here on
    carried: str | None = None  # the dataset the sentences before say it measures on
    carried_order: tuple[str, ...] = ()  # datasets named before, read "respectively"

    @property
    def sent(self) -> str:
        return self.text[self.s0 : self.s1]


@dataclass(slots=True)
class Reading:
    """One number of a sentence as read so far; each step fills its fields."""

    c: Candidate
    j: int  # index of the number in its sentence
    index: int  # index in its list ("5%, 4.6% and 5.4%")
    lst: list[int]
    prev_in_list: Reading | None
    next_start: int  # where the next number (or the sentence) starts
    left: str  # the sentence before the number
    right: str  # the text after the number up to the next one (or after its list)
    qualifier: str | None = None
    qpos: int = 0  # where the text before the number stops counting (before its hedge)
    kind: str = "other"
    cue_kind: str = "other"  # the kind before the metric adjusted it
    metric: str | None = None
    metric_phrase: str | None = None  # before a coordinated phrase was split over a list
    metric_rule: str | None = None  # the cascade rule that found it (None: inherited)
    base_from_metric: str | None = None  # "outperforms the <metric> of <baseline>"
    baseline_after: bool = False  # the baseline was named after the number
    unit: str = ""
    role: str = "result"
    baseline: str | None = None
    dataset: str | None = None
    dataset_at: int | None = None  # where the dataset named after the number starts

    @property
    def left_core(self) -> str:
        """The sentence before the number, up to its hedge."""
        return self.left[: self.qpos]


# ------------------------------------------------------------------------ 1. qualifier
_WORD_CHAR = pattern_cache.compile(r"\w")
_TRAILING_GAP = pattern_cache.compile(r"\s?(?:,\s)?(?:\(\s?)?")
# between two numbers of an enumeration, each with where it was measured
# a number restated in parentheses after another: "13.8% relative accuracy gain ("
_ASIDE_OF_PREVIOUS = pattern_cache.compile(r"\d\s?%?\s(?:[\w-]+\s){0,3}\(\s?$")
# a number followed by where it was measured ("2.1% on A, 3.4% on B and 4.0% on average")
_OWN_SETTING = pattern_cache.compile(r"\s(?:on|for|across)\s(?!average\b)", regex.IGNORECASE)
_ENUMERATED = pattern_cache.compile(r"\s(?:on|in|for)\s(?!average\b)[^,;.]{1,50}?(?:,\s(?:and\s)?|\s(?:and|or)\s)\$?")
_CLAUSE_SEP = C.CLAUSE_SEP
_NEXT_CLAUSE = pattern_cache.compile(r";|,\s(?:and|while|whereas|but|despite|although|though)\b|\b(?:while|whereas|but|despite)\b")


def hedge_before(text: str, s0: int, c: Candidate, cues: Sequence[Cue]) -> tuple[int, int, int] | None:
    """The hedge written right before the number (within 70 characters of it, in its
    sentence): a ``hedge`` cue of the matcher followed only by the allowed gap
    (``up to a remarkable``), or a hedge symbol (``~``, ``≈``, ``>``), leftmost first;
    with where the words before it start (before a hedge stacked on it)."""
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
    if best is None:
        return None
    # stacked hedges: the words before the outer one are the ones that count ("by up to
    # nearly 4.1 times", "within ~99% of"); the outer word is the number's hedge over an
    # inner word ("up to nearly": up to), a symbol stays the hedge ("within ~": approximately)
    for label, s, e in cues:
        if s >= best[0]:
            break
        if label == "hedge" and s >= lo and e <= best[0] and not text[e : best[0]].strip():
            return (s, e, s) if text[best[0]].isalpha() else (best[0], best[1], s)
    return best[0], best[1], best[0]


def hedge_after(text: str, c: Candidate, cues: Sequence[Cue]) -> tuple[int, int] | None:
    """``on average`` (``in mean``, ...) right after the number: ``36% on average``, ``(in average)``."""
    for label, s, e in cues:
        if label == "hedge_trailing" and s >= c.end and _TRAILING_GAP.fullmatch(text, c.end, s):
            return s, e
    return None


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


def qualifier(s: Sentence, r: Reading) -> tuple[str | None, int]:
    """The hedge of the number as stored (lower case, normalised), and where the text
    before the number stops counting for the later steps (before the hedge)."""
    text, c = s.text, r.c
    h = before = hedge_before(text, s.s0, c, s.cues)
    qpos = len(r.left)
    q = None
    if h:
        q = text[h[0] : h[1]].lower()
        qpos = h[2] - s.s0
    elif h := hedge_after(text, c, s.cues):
        q = text[h[0] : h[1]].lower()
    elif text[c.end : c.end + 1] == "+" and not text[c.end + 1 : c.end + 2].isdigit():
        q = "at least"  # "an 80%+ success rate"
    if not before and c.value_high is not None and (m := C.RANGE_AFTER_AMOUNT.search(r.left)):
        qpos = m.start("opener")  # "improves accuracy by between 1% and 5%": the opener is no metric's word
    if q is not None:
        q = C.HEDGE_NORMAL.get(q, q)
    reads, j = s.reads, r.j
    if q is None and j > 0 and _ASIDE_OF_PREVIOUS.search(r.left[max(0, qpos - 60) : qpos]) and reads[j - 1].qualifier:
        q = reads[j - 1].qualifier  # "by up to 13.8% relative gain (5.1% absolute)": the same hedge
    if q is None and r.prev_in_list is not None:
        q = r.prev_in_list.qualifier  # "up to 5.0%, 4.6% and 5.4%": the list shares it
    if q is None and j > 0 and reads[j - 1].qualifier and _ENUMERATED.fullmatch(text, s.group[j - 1].end, c.start):
        q = reads[j - 1].qualifier  # "by up to 2.24% on EGTEA, 3.97% on MECCANO, and 1.49% on ..."
    if j and not s.sentence_hedge:
        s.sentence_hedge = _hedge_opens_clause(text, s.group[j - 1].end, c.start)
    core = r.left[:qpos]
    if q is None and (
        s.sentence_hedge
        or C.AVERAGE_METRIC_BEFORE.search(core[-80:])
        or C.AVERAGE_METRIC_AFTER.match(text, c.end)
        or C.ON_AVERAGE.search(r.right, 0, _clause_end(r.right))
    ):
        q = "on average"
    if c.pair and c.role == "baseline":
        q = None  # "from 61.2% to 67.1%": the hedge is the change's, not the baseline level's
    return q, qpos


# ----------------------------------------------------------------------------- 2. kind
_TO_BEFORE = pattern_cache.compile(r"\bto\s\$?\s?$", regex.IGNORECASE)
_TO_BEFORE_HEDGED = C.rx(r"\bto\s(?:(?:⟨hedge_words⟩|only|just)\s)*\$?\s?$", regex.IGNORECASE)
_OF_BEFORE = pattern_cache.compile(
    r"(?:(?P<w2>[\w\-@]+)\s)?(?P<w>[\w\-@]+)\s(?:of|=|:|is|was)\s(?:(?:a|an|only|just)\s)?\$?\s?$", regex.IGNORECASE
)
_OF_BEFORE_REV = C.reverse(_OF_BEFORE)
# _OF_BEFORE as a forward search from word starts only: a match starting inside a run of
# [\w\-@] also starts one character earlier (its first word, w2 or w, one longer), so the
# leftmost match never starts inside a run; same match and groups, ~3x faster.
_OF_BEFORE_WORD = pattern_cache.compile(r"(?<![\w\-@])" + _OF_BEFORE.pattern, _OF_BEFORE.flags)


@lru_cache(maxsize=64)
def _of_before(window: str) -> regex.Match | None:
    """``_OF_BEFORE``'s first match in ``window``, gated by its reverse twin (``kind`` and
    ``_cue_noun_of`` both ask it of the same 60 characters)."""
    return _OF_BEFORE_REV.search(window) and _OF_BEFORE_WORD.search(window)
# a change noun as the subject of "is N": "the drop of mIoU is within 0.8%"
_CUE_SUBJECT = pattern_cache.compile(
    r"\b(?P<n>[\w-]+)\s(?:in|of)\s(?:[\w\-@/]+\s){1,3}?(?:of|is|was|are|were|remains?|stays?)\s(?:(?:only|just)\s)?\$?\s?$",
    regex.IGNORECASE,
)


def _kind_from_group(m: regex.Match) -> str | None:
    for k in ("speedup", "degradation", "reduction", "improvement", "score"):
        if m.group(k):
            return k
    return None


def last_kind_cue(cues: Sequence[Cue], lo: int, hi: int, by: bool) -> str | None:
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


def kind(s: Sentence, r: Reading) -> str:
    """The kind the words around the number give it (before its metric is known)."""
    c, left_core, right = r.c, r.left_core, r.right
    core_end = s.s0 + r.qpos
    if c.pair:
        return "score"
    if c.extras.get("kind"):
        return c.extras["kind"]  # a multiplier verb says its change: "halves"
    if _rate_reached(s, r) and not _right_kind(right):
        return "score"  # "while running at 37 fps": a rate reached is a level
    if c.unit == "points" and c.metric:
        if r.j > 0 and (prev := s.reads[r.j - 1]).c.unit == "points" and prev.kind not in (None, "score"):
            if _ENUMERATED.fullmatch(s.text, s.group[r.j - 1].end, c.start):
                return prev.kind  # "by 15 mAP on 10-shot and 7.2 mAP on 30-shot": the same change
        rk = _right_kind(right)
        if rk and rk.start() == 0 and len(rk.group(0)) < 16 and _kind_from_group(rk) == "improvement":
            return "improvement"
        if C.BY_MARGIN.search(left_core[-40:]):
            # "outperforms X by 2.5 mIoU", "improves by 1.3 AP": a margin, not a level
            last = last_kind_cue(s.cues, core_end - min(220, len(left_core)), core_end, True)
            if last is not None:
                return last
        return "score"
    if _SHARE_OF.match(right) and not _OF_BEFORE_REV.search(left_core[-40:]):
        return share_kind(s, r)
    rk = _right_kind(right)
    if rk:
        return _kind_from_group(rk) or "other"
    noun = _cue_noun_of(left_core)
    if noun:
        return noun  # "an improvement of up to 6% F1-score": the noun, not the level after
    if c.unit == "times" and _rx(r"^\s(?:the|that\sof|those\sof)\s").match(right):
        return "improvement"  # "2.7x the accuracy of", "2.54 times that of"
    if c.sign == "+" and _right_noun_match(right):
        return "improvement"  # "+2% mAP on small objects": a signed gain, not a level
    if _right_noun_match(right) and not _rx(r"\bby\s$").search(left_core[-4:]):
        return "score"  # "60-100% success rates", "81% accuracy"
    if C.METRIC_TAIL_REV.search(left_core[-40:]):
        return "score"  # "success rate exceeding 70%"
    if _TO_BEFORE.search(left_core[-10:]) and c.unit != "times":
        return "score"  # a multiplier is never a level: "increased to more than 2x"
    of = _of_before(left_core[-60:])
    if of and _THAN_AFTER.match(right) and (cmp := C.COMPARATIVE_OF_BEFORE.search(left_core[-60:])):
        rk = _right_kind(" " + cmp.group("cmp").lower())
        if rk and (compared := _kind_from_group(rk)):
            return compared  # "a higher mIoU of 3.1% than X": a margin over X, not a level
    if of:
        subj = _CUE_SUBJECT.search(left_core[-60:])
        if subj and (noun_kind := C.cue_noun_kind(subj.group("n").lower())):
            return noun_kind  # "the drop of mIoU is 0.8%"
        if not _rx(r"\bby\s").search(left_core[-12:]) and not C.BY_MARGIN.search(left_core[-40:]):
            return "score"  # "by absolute margins of": a margin, decided below
    if c.sign == "+":
        return "improvement"
    if c.sign in ("-", "−") and not _rx(r"\b(?:by|of)\s$").search(left_core[-6:]):
        return "degradation"
    if c.value_high is not None and C.RANGING.search(left_core[-60:]):
        return "score"  # "sparsity ranging from 80% to 90%": levels
    by = bool(_rx(r"\bby\s(?:(?:a|an)\s)?$").search(left_core[-8:]))
    hi = core_end
    if by and (named := _baseline_named_before_by(left_core)) is not None:
        # "outperform the structured pruning baseline by 23%": the words naming what was
        # outperformed are no cue of this number's change, the verb is
        hi = core_end - (len(left_core) - named)
    in_parens = C.IN_PARENS_BEFORE.search(left_core)
    if in_parens and c.unit == "other" and not c.sign:
        return "score"  # "reduces latency (12 ms)": the level a measure has, in its own unit
    last = last_kind_cue(_without_hedges_of_earlier(s, r), core_end - min(220, len(left_core)), hi, by)
    if last is not None and not (in_parens and last in ("score",)):
        return last
    if C.IN_PARENS_BEFORE.search(left_core):
        return "score"  # "highly accurate (99.79%)": a level given in passing
    if c.unit in ("percent", "times") and _passive_cut_after(s, r):
        return "reduction"  # "about 40% channels of ResNet-50 are removed"
    if c.value < 0:
        return "degradation"
    if c.unit == "other":
        return "score"  # a measured value ("a latency of 26 ms"), not a share
    return "other"


def _rate_reached(s: Sentence, r: Reading) -> bool:
    """Is the number a rate the system runs at ("at 37 fps", "at 10 Hz"; and the ones
    enumerated after it: "at 37 fps on CPU, 158 fps on GPU")?"""
    c = r.c
    if c.unit != "other" or C.RATE_UNIT.fullmatch(s.text[c.num_end : c.end].strip()) is None:
        return False
    if C.RATE_AT_BEFORE.search(r.left_core[-24:]) is not None:
        return True
    j = r.j
    return bool(
        j and j - 1 < len(s.reads) and _rate_reached(s, s.reads[j - 1])
        and _ENUMERATED.fullmatch(s.text, s.group[j - 1].end, c.start)
    )


def _without_hedges_of_earlier(s: Sentence, r: Reading) -> Sequence[Cue]:
    """The sentence's cues but those that are an earlier number's hedge: "exceeding 90% for
    A and 85% for B" gives 85% no gain (the word hedges 90%, as it hedges the list); for
    a number in parentheses after its own phrase, nor the comparison right after an
    earlier number: "33x higher efficiency and favorable inference cost (17.9mJ)" gives
    17.9mJ no gain (but "34% faster for the network and 46% for the backbone" shares it)."""
    spans = [(s.s0 + p.qpos, p.c.start) for p in s.reads[: r.j] if s.s0 + p.qpos < p.c.start]
    ends = [p.c.end for p in s.reads[: r.j]] if C.IN_PARENS_BEFORE.search(r.left_core) else []
    if not spans and not ends:
        return s.cues
    return [
        cue
        for cue in s.cues
        if not any(a <= cue[1] and cue[2] <= b for a, b in spans) and not any(0 <= cue[1] - e <= 1 for e in ends)
    ]


def _baseline_named_before_by(left_core: str) -> int | None:
    """Where the baseline phrase starts in ``left_core`` when it ends "<verb> <baseline>
    by" (``BASELINE_BEFORE``), else None."""
    lo = max(0, len(left_core) - 200)
    m = _last_baseline_before(left_core[lo:])
    if m is None or not _BY_END.fullmatch(left_core, lo + m.end()):
        return None
    return lo + m.start("b")


_THAN_AFTER = pattern_cache.compile(r"\s?(?:\)\s?)?than\b", regex.IGNORECASE)
_BY_END = pattern_cache.compile(r"\sby\s(?:(?:a|an)\s)?")


_DASH_ASIDE = pattern_cache.compile(r"\s[-–—]\s[^-–—.;]{1,60}\s[-–—]\sof\s$")


def _cue_noun_of(left_core: str) -> str | None:
    """The kind of a change noun right before the number: "an improvement of", "a drop
    of", "compression rates of"."""
    kind_ = _of_kind(_of_before(left_core[-60:]))
    if kind_ is None and (aside := _DASH_ASIDE.search(left_core[-120:])) is not None:
        # "an average improvement - compared to DifferNet - of 1.77": the noun before the aside
        kind_ = _of_kind(_of_before(left_core[-120:][: aside.start()] + " of "))
    return kind_


def _of_kind(of: regex.Match | None) -> str | None:
    if not of:
        return None
    kind_ = C.cue_noun_kind(of.group("w").lower())
    if kind_ is None and of.group("w2"):
        kind_ = C.cue_noun_kind(of.group("w2").lower())  # "compression rates of more than 10x"
    return kind_


_TIME_SHARE = pattern_cache.compile(r"^\s?of\sthe\stime\b", regex.IGNORECASE)
_NEGATED = pattern_cache.compile(r"\b(?:without|no|not)\b", regex.IGNORECASE)


def share_kind(s: Sentence, r: Reading) -> str:
    """The kind of a share, ``N% of X`` (GUIDELINES "Settled cases"): a rate a system
    reaches is a score ("solves 71% of tasks", "93.7% of the time", "retains 96.8% of the
    performance"), a share cut away a reduction ("saves 70% of the computation", "94% of
    the energy can be dropped"), a share of a population otherwise ("in 62% of cases")."""
    text, c = s.text, r.c
    if _TIME_SHARE.match(r.right):
        return "score"
    brk = None
    for brk in _CLAUSE_SEP.finditer(text, s.s0, c.start):
        pass
    lo = brk.end() if brk else s.s0
    clause_after = r.right[: _clause_end(r.right)]
    if C.IN_SHARE_BEFORE.search(text, max(lo, c.start - 40), c.start):
        return "other"  # "achieves SOTA results in 68% of the experiments": where it held
    if C.SHARE_SCORE.search(text, lo, c.start) or C.SHARE_SCORE.search(clause_after):
        return "score"
    cue = last_kind_cue(s.cues, lo, s.s0 + r.qpos, False)
    if cue in ("reduction", "speedup", "degradation", "score"):
        return cue
    if C.SHARE_CUT.search(text, lo, c.start):
        return "reduction"  # "close 88% of the gap"
    if _passive_cut_after(s, r):
        return "reduction"  # "94% of the image energy can be dropped" (not "without loss")
    return "other"


def _passive_cut_after(s: Sentence, r: Reading) -> bool:
    """A reduction or degradation cue later in the number's clause, not negated: "40%
    channels of ResNet-50 are removed", "94% of the energy can be dropped"."""
    clause_after = r.right[: _clause_end(r.right)]
    clause_after = _NEGATED.split(clause_after, maxsplit=1)[0]
    after = r.c.end + len(clause_after)
    return any(label in ("reduction", "degradation") and r.c.end <= a and b <= after for label, a, b in s.cues)


def kind_of_list(s: Sentence, r: Reading, kind_: str) -> str:
    """"improved A, B and C by up to 5.03%, 4.65%, and 5.41%": the words that decided the
    first number of a list govern the rest of it."""
    c, prev = r.c, r.prev_in_list
    if prev is not None and not c.pair and (not c.sign or prev.c.sign == c.sign) and c.unit == s.group[r.lst[0]].unit:
        return prev.cue_kind  # (a signed number, when the list's numbers are signed alike: "by +2.4 and +1.3 mAP")
    return kind_


# --------------------------------------------------------------------------- 3. metric
_TRAIL = pattern_cache.compile(r"[\s,;:.’'\")\]}]+$")
_LEAD = pattern_cache.compile(r"^[\s,;:(\[\"]+")
_POSSESSIVE = pattern_cache.compile(r"^(?:(?:[\w\-.]+\s){0,2}[\w\-.]+(?:’s|'s)\s)")
# a count restated in parentheses may come between a share and its "of": "93.7% (n=104/111) of"
_COUNT_ASIDE = r"\s\((?:n\s?=\s?)?[\d\s/,.=]{1,20}\)"
_OF_AFTER = pattern_cache.compile(
    rf"^(?:{_COUNT_ASIDE})?\s?(?:\)\s?)?of\s(?:the\s|all\s)?(?P<x>[^,;.()]{{2,60}})", regex.IGNORECASE
)
_SHARE_OF = pattern_cache.compile(rf"^(?:{_COUNT_ASIDE})?\s?(?:\)\s?)?of\b", regex.IGNORECASE)
# a coordinated clause with a verb of its own: what it compares with is its own numbers'
# (not a participle after a comma, which says more of the same claim: "reaches 37.2% PQ,
# improving over X by 2%")
_OWN_CLAUSE_BEFORE = C.rx(
    r"\b(?:and|while|whereas)\s(?:\w+ly\s)?(?:⟨changes.verb⟩|⟨phrases.clause_verb⟩|\w+ing)\b", regex.IGNORECASE
)
# "the standard perceptual metrics": a phrase that says it is a measure
_METRIC_WORD_END = C.rx(r"\b⟨phrases.metric_word⟩s?$", regex.IGNORECASE)
# an equative after a multiplier: "twice as fast as X", "10 times as many issues as X"
_AS_AS = pattern_cache.compile(r"^\s?as\s(?:[\w-]+\s){1,3}?as\s(?P<b>[^,;.(){}]{2,90})", regex.IGNORECASE)
_THAT_OF = pattern_cache.compile(r"^\s?(?:that|those)\sof\s(?P<b>[^,;.(){}]{2,90})", regex.IGNORECASE)
_CHANGE_NOUN_OF = C.rx(r"⟨changes.noun⟩(?:\s(?:in|of))?", regex.IGNORECASE)


@lru_cache(maxsize=4096)
def _name_rx(name: str) -> regex.Pattern:
    """A dataset name inside a metric phrase, with its possessive and one space."""
    return regex.compile(rf"(?<![\w-]){regex.escape(name)}(?![\w-])(?:['’]s)?\s?")


def clean_metric(
    m: str | None, ds_words: Sequence[str], stop: regex.Pattern | None = C.METRIC_STOP_AFTER
) -> str | None:
    """The metric phrase of ``m``: cut at a stop word or a scope, without leading
    determiners and adjectives or dataset names; None when nothing metric-like is left."""
    if not m:
        return None
    m = _metric_cut(m, stop)
    for d in ds_words:
        if d and d in m:
            m = C.DANGLING_STOP.sub("", _name_rx(d).sub("", m).strip())
    return _metric_kept(m)


# The two halves of ``clean_metric`` around its dataset names: pure functions of a
# phrase, which repeats within an abstract (several rules read the same words) and across
# abstracts ("accuracy", "success rate").
@lru_cache(maxsize=1024)
def _metric_cut(m: str, stop: regex.Pattern | None) -> str:
    m = _LEAD.sub("", C.BROKEN_HYPHEN.sub("-", m))
    if stop is not None:
        m = stop.sub("", " " + m).strip()
    m = C.METRIC_SCOPE_OF.sub("", m)
    m = _TRAIL.sub("", m)
    for _ in range(2):
        m = C.METRIC_SKIP_LEAD.sub("", m + " ").strip()
        m = _POSSESSIVE.sub("", m)
    return m


@lru_cache(maxsize=1024)
def _metric_kept(m: str) -> str | None:
    m = C.METRIC_SKIP_LEAD.sub("", m + " ").strip()
    m = _TRAIL.sub("", m)
    if not m or len(m) < 2 or C.NOT_METRIC.match(m) or len(m.split()) > 10:
        return None
    if m[0] == "@":
        return None  # "12% @top-1": a cut-off of the metric named elsewhere, not the metric
    if not _rx(r"\p{L}").search(m):
        return None
    if m.count("(") > m.count(")"):
        m += ")"  # "a Dice similarity coefficient (DSC) of": the abbreviation kept whole
    return m


def _names_measure(phrase: str) -> bool:
    """Does ``phrase`` end in a measure (``METRIC_ADJACENT`` finds a match in ``phrase + " "``)?
    Its words before the measure may repeat zero times, so it matches exactly where the
    measure alone does before the end: its reverse-searched gate ``METRIC_END_REV``
    answers the same, in a few µs rather than a forward search's hundreds."""
    return C.METRIC_END_REV.search(phrase + " ") is not None


def head(metric: str) -> str:
    """The head of a metric phrase: ``number`` in ``number of samples needed ...``."""
    return C.HEAD_SPLIT.split(metric, maxsplit=1)[0]


def last_np(m: str) -> str:
    """The trailing noun phrase of ``m``: cut after its last function word or verb."""
    return C.NP_BREAK.sub("", m)


MetricFound = tuple[str | None, str | None] | None  # (metric, baseline it names) or no answer


def _own_scale(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """The unit was the metric's own scale: ``FID of 1.74``, ``1.60 gFID``."""
    return (r.c.metric, None) if r.c.metric else None


def _right_paren_metric(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``by 3.47dB (PSNR)``: a known metric named in parentheses right after the number."""
    m = C.METRIC_RIGHT_PAREN.match(right)
    return (m.group("m"), None) if m else None


def _right_phrase(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """Right after the number: ``N% improvement in M``, ``in terms of M``, ``in M``."""
    if (m := C.METRIC_RIGHT_RESPECT.match(right)) and (got := clean_metric(m.group("m"), s.ds_words)):
        if _names_measure(got) or _METRIC_WORD_END.search(got):
            return got, None  # "with respect to FID" (not "with respect to the baseline")
    for pat in (C.METRIC_RIGHT_OF, C.METRIC_RIGHT_TERMS, C.METRIC_RIGHT_IN):
        m = pat.match(right)
        if m and (got := listed(m.group("m"), r, s.ds_words) or clean_metric(m.group("m"), s.ds_words)):
            if pat is C.METRIC_RIGHT_OF and m.group("prep").lower() == "on" and not _names_measure(got):
                continue  # "a 6% improvement on unseen data": where, not what was measured
            return got, None
    return None


def listed(raw: str, r: Reading, ds_words: Sequence[str]) -> str | None:
    """For a number of a list, its own part of a coordinated phrase ("by 3.1% and 2.4% in
    terms of AUC and precision": AUC, then precision)."""
    if len(r.lst) < 2:
        return None
    raw = C.METRIC_STOP_NOT_AND.sub("", " " + raw).strip()
    part = split_over_list(raw, r)
    if part == raw:
        return None
    r.metric_phrase = raw  # the whole coordination, for the list's later numbers
    return clean_metric(part, ds_words)


def _right_named(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``by 7.9% in the AO metric``: the name before "metric", kept whole."""
    m = C.METRIC_RIGHT_NAMED.match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words, None)):
        return got, None
    return None


def _right_before_cue(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``N% accuracy drop``, ``9.6% performance boost``: the noun before the change noun."""
    m = _right_before_cue_match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words, None)):
        if (w := C.METRIC_RIGHT_COMPARATIVE.match(right)) and w.group("cmp").lower() == got.lower():
            return None  # "17% better saving rate": a comparative, read by _right_comparative
        return got, None
    return None


def _right_comparative(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``40% fewer parameters``, ``3x faster training`` (a speed); with no noun after it,
    what the comparative names: ``3-17% more accurate`` (accuracy), ``24 times faster``
    (speed), ``6X faster in training`` (training)."""
    word = C.COMPARATIVE_WORD.match(right)
    if word and word.group("x") and not C.NOT_METRIC.match(word.group("x")):
        return word.group("x"), None
    if word and C.NO_NOUN_AFTER.match(right, word.end()):
        if C.PAREN_AFTER_NP_REV.search(core[-80:]) and right[word.end() : word.end() + 1] == ")":
            return None  # "training time (up to 8.67 times faster)": what the parentheses follow
        return _comparative_metric(word.group("w")), None  # "3-17% more accurate and ..."
    m = C.METRIC_RIGHT_COMPARATIVE.match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words)):
        if m.group("cmp").lower() == "faster" and not C.SPEED_LIKE.search(got):
            got = f"{got} speed"
        return got, None
    if word:
        return _comparative_metric(word.group("w")), None
    return None


def _comparative_metric(word: str) -> str | None:
    for pattern, metric_ in C.COMPARATIVE_METRIC:
        if pattern.fullmatch(word):
            return metric_
    return None


def _right_metric_before_cue(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``30% precision improvement in coreference resolution``: a metric named before the
    change noun wins over the task after it."""
    m = _right_before_cue_match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words, None)) and _names_measure(got):
        return got, None
    return None


def _right_metric_name(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``63.8% HOTA, 80.6% MOTA``: a metric name right after the number."""
    m = C.METRIC_AFTER_VALUE.match(right)
    return (m.group("metric"), None) if m else None


def _right_noun(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``81% accuracy``, ``60-100% success rates``."""
    m = _right_noun_match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words)):
        return got, None
    return None


def _share_of(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """A share of something named: ``70% of failures``, ``solves 96.6% of the puzzles``."""
    if _TIME_SHARE.match(right):
        return None
    of = _OF_AFTER.match(right)
    if of and not C.COUNTED.match(of.group("x")) and (got := clean_metric(of.group("x"), s.ds_words)):
        return got, None
    return None


_THAN_NEXT = pattern_cache.compile(r"\s*than\b", regex.IGNORECASE)


def _right_np(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """A short noun phrase right after the number: ``save 66.7% inference computations``,
    ``achieving 73.7% AO``."""
    m = C.RIGHT_NP.match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words)) and not C.COUNTED.match(got):
        if _THAN_NEXT.match(right, m.end()):
            return None  # "6 times narrower than X": a comparative; what it says of is before
        if got.count(" ") >= 3 and not _names_measure(got):
            return None  # four words name a measure only by one: "it also achieves state-of-the-art"
        return got, None
    return None


def _right_in_change(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """After a change, ``in <X>`` names what changed: ``a drop of 30 points in macro-average``
    (not where: "on COCO", nor a population: "in 3 tasks")."""
    if r.cue_kind in ("score", "other"):
        return None
    m = C.RIGHT_IN_ANY.match(right)
    if m and not C.COUNTED.match(m.group("m")) and not C.PLACE_NOUN_END.search(m.group("m")) and not C.SCOPE_START.match(m.group("m")):
        got = clean_metric(m.group("m"), s.ds_words)
        # a measure, or one lower-case word ("macro-average"); not a setting ("generalized ZSL")
        if got and not _rx(r"\d").search(got) and (C.METRIC_ANY.search(got) or _rx(r"^[a-z][a-z-]+$").match(got)):
            return got, None
    return None


def _left_paren(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """The number in parentheses after what it measures: ``accuracy (up to 44.6%
    higher)``, ``savings in network parameters (~48.3x)``, ``highly accurate (99.79%)``."""
    window = core[-80:]
    m = C.PAREN_AFTER_NP_REV.search(window) and C.PAREN_AFTER_NP.search(window)
    if not m:
        return None
    if C.LISTED.search(core[-80:][: m.start("m") + 1]) and not _names_measure(last_np(m.group("m"))):
        # "models, including o1-mini (-16.49%)": a name, not a measure; but "benchmarks
        # like HumanEval, there is a drop in performance (39.4%)" names one
        return None
    if got := listed(m.group("m"), r, s.ds_words):
        return got, None  # "False Positive and False Negative rates (< 0.01% and 0.15%)"
    phrase = last_np(m.group("m"))
    if _rx(r"\d|^\p{Lu}").search(phrase):
        return None
    word = phrase.split()[-1] if phrase.split() else ""
    named = _comparative_metric(word)
    if named:
        return named, None
    got = clean_metric(phrase, s.ds_words)
    return (got, None) if got else None


def _cue_noun_of_metric(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``class-wise IoU loss of 4.93%``, ``an accuracy drop of 2%``: the metric before the
    change noun."""
    m = core.endswith(" of ") and C.METRIC_CUE_NOUN_OF_REV.search(core[-80:]) and C.METRIC_CUE_NOUN_OF.search(core[-80:])
    # (a phrase that ends in a verb is none: "Pruning yields gains of")
    if m and (got := clean_metric(last_np(m.group("m") + " ").rstrip(), s.ds_words, None)):
        return got, None
    return None


def _left_range(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``sparsity ranging from 80% to 90%``: what the range measures."""
    if r.c.value_high is None:
        return None
    m = C.RANGE_OF.search(core[-80:])
    if m and (got := clean_metric(last_np(m.group("m")), s.ds_words)):
        return got, None
    return None


def _elided_metric(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``reduced the latency by 1.4x and the energy consumption by 1.9x``: the verb of the
    number before is elided for a new metric."""
    j = r.j
    if j == 0 or s.reads[j - 1].metric is None:
        return None
    m = C.ELIDED_METRIC.match(s.text[s.group[j - 1].end : r.c.start])
    if m and not C.ELIDED_BASELINE_SUBJECT.search(m.group("m")):
        got = clean_metric(m.group("m"), s.ds_words)
        if got and C.METRIC_ANY.search(got):
            return got, None
    return None


def metric_np(phrase: str, ds_words: Sequence[str], stop: regex.Pattern | None = C.METRIC_STOP_AFTER) -> str | None:
    """The metric of a phrase before a number: ``test accuracy of existing approaches``
    is test accuracy; otherwise its trailing noun phrase."""
    split = C.OF_BASELINE.match(phrase)
    if split and _names_measure(split.group("m")):
        got = clean_metric(last_np(split.group("m")), ds_words, stop)
        if got:
            return got
    return clean_metric(last_np(phrase), ds_words, stop)


def _subject_of_comparative(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``the latency experienced while using NAC is about 48% lower than``: the subject of
    the clause is what is compared."""
    if not _right_kind(right):
        return None
    m = C.COPULA_END.search(core[-150:])
    if not m:
        return None
    before = core[-150:][: m.start()]
    subject = C.CLAUSE_SUBJECT.search(before + " ")
    if subject and (got := clean_metric(subject.group("m"), s.ds_words, None)) and _names_measure(got):
        return got, None
    # "a relative pose error that is 73% less than": the noun the relative clause is about
    antecedent = C.RELATIVE_ANTECEDENT.search(before[-60:])
    if antecedent and (got := metric_np(antecedent.group("m"), s.ds_words)) and _names_measure(got):
        return got, None
    return None


def _level_change(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``improves top-1 recall dramatically to N``, ``the translation error is reduced to
    N``: the level a change reached is a level of what changed, object or subject of the
    verb, when that names a measure."""
    if "to " not in core[-40:] or not _TO_BEFORE_HEDGED.search(core[-40:]):
        return None
    m = C.METRIC_LEVEL_CHANGE.search(core[-100:])
    if m and (got := metric_np(m.group("o") or m.group("s"), s.ds_words)) and _names_measure(got):
        return got, None
    return None


def _earlier_object(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """What a change or level verb earlier in the sentence acted on: "improves the
    student model's performance, achieving an average improvement of 6.2%"."""
    last = None
    for last in C.EARLIER_OBJECT.finditer(s.text, s.s0, s.s0 + r.qpos):
        pass
    if last is None:
        return None
    got = metric_np(last.group("m"), s.ds_words)
    if got and _names_measure(got):
        return got, None
    return None


def _verb_nominal(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``can be accelerated by as much as 1.6x``, ``succeeds 92% of the time``: with nothing
    else named, the change the verb names (acceleration, success)."""
    m = C.NOMINAL_VERB_BEFORE.search(core[-60:])
    if not m:
        return None
    word = m.group("v").lower()
    for pattern, noun in C.NOMINALS:
        if pattern.fullmatch(word):
            return noun, None
    return None


def _cue_noun_itself(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """A speed-up with nothing else named: the change noun is what was measured ("10x
    and even 100x acceleration", "speedups of over 6x")."""
    if r.cue_kind != "speedup":
        return None
    m = C.SPEED_NOUN_AFTER.match(right) or C.SPEED_NOUN_BEFORE.search(core[-40:])
    return (m.group("m"), None) if m else None


def _left_verb(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``reduces M by N``, ``a reduction in M of N``; ``improves the M of <baselines> by``
    names the baseline too."""
    m = None
    for m in _left_verbs(core):
        if m and m.group("prep") == "of" and not _CHANGE_NOUN_OF.fullmatch(m.group("verb")):
            m = None  # "improves the accuracy of <N>" names a level, not the changed metric
        if m:
            break
    if not m:
        return None
    phrase = m.group("m")
    if _rx(r"(?i)^(?:over|upon|on|up)\b").match(phrase) or (C.PRIOR_PHRASE.match(phrase) and not C.METRIC_ANY.search(phrase)):
        return None  # "improving the existing best result (X) by": a baseline, not a metric
    split = C.OF_BASELINE.match(phrase)
    named = None
    if split is None and (named := C.OF_NAMED_BASELINE.match(phrase)) and named.group("b") not in s.ds_words:
        split = named  # "increases the success rate of OpenVLA by 28%": OpenVLA improved on
    base = None
    # "improves the accuracy of <baselines>", "reduces the cost of the previous work"
    # and "reduces the error of <baselines>": a lower-is-better measure of theirs; any
    # measure of one named system ("reduce the parameter count of VGGNet by 96%")
    if split and (
        split is named
        or C.SCORE_METRIC.search(split.group("m"))
        or C.PRIOR_PHRASE.match(split.group("b"))
        or C.LOWER_IS_BETTER.search(split.group("m"))
    ):
        phrase, base = split.group("m"), clean_baseline(split.group("b"))
    if "," in phrase and (owners := _OF_LIST.search(phrase)):
        phrase = phrase[: owners.start()]  # "the error of A, B, and C models": whose error, a list
    if (" by " in phrase or " from " in phrase) and (earlier := _EARLIER_CHANGE.search(phrase)):
        # the verb's object changed by an earlier number: "reduces the number of parameters
        # by 15.3 times and storage requirement from", "improving top-1 recall from 95.43%
        # to 96.06% on CVUSA and from": a second object after "and" or the first again
        _, more, tail = phrase[earlier.end() :].rpartition(" and ")
        got = clean_metric(tail, s.ds_words) if more and tail else None
        if got:
            return got, base
        phrase = phrase[: earlier.start()]
    got = clean_metric(phrase, s.ds_words, C.LEFT_VERB_STOP)
    return (got, base) if got else None


_OF_LIST = pattern_cache.compile(r"\sof\s[^,]+,")
_EARLIER_CHANGE = pattern_cache.compile(r"\s(?:by|from)\s\$?\d")


def _left_of_baseline(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``outperforms the certified accuracy of diffusion-based methods``."""
    last = _last_baseline_before(core)
    if last is None:
        return None
    split = C.OF_BASELINE.match(last.group("b"))
    if split and C.SCORE_METRIC.search(split.group("m")):
        got = clean_metric(split.group("m"), s.ds_words)
        if got:
            return got, split.group("b")
    return None


def _left_subject(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``M drops by N``, ``performance to degrade as much as N``."""
    m = C.METRIC_LEFT_SUBJECT_REV.search(core, max(0, len(core) - 80)) and C.METRIC_LEFT_SUBJECT.search(
        core, max(0, len(core) - 80)
    )
    if m:
        phrase = m.group("m")
        named = C.OF_NAMED_BASELINE.match(phrase)
        if named and named.group("b") not in s.ds_words and (
            C.SCORE_METRIC.search(named.group("m")) or C.LOWER_IS_BETTER.search(named.group("m"))
        ) and (got := clean_metric(last_np(named.group("m")), s.ds_words)):
            # "the average accuracy of YOLOv4 improves by 9.19%": YOLOv4's accuracy, improved on
            return got, clean_baseline(named.group("b"))
        got = metric_np(phrase, s.ds_words) if C.OF_BASELINE.match(phrase) else None
        got = got or clean_metric(last_np(phrase.split(" of ")[0]), s.ds_words)
        if got:
            return got, None
    return None


def _left_of(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """A level: ``M of N``, ``M reaches N``, ``to N``."""
    window = core[-90:]
    named = r.cue_kind not in ("score", "other") and C.METRIC_LEFT_OF_REV.search(window)
    if named and (not C.METRIC_ANY.search(named.group("m")) or C.cue_noun_kind(named.group("m").split()[-1].lower())):
        named = None  # after a change, only a phrase naming a measure: "compression rates of", not "a loss of"
    if r.cue_kind in ("score", "other") or _TO_BEFORE.search(core[-8:]) or named:
        m = C.METRIC_LEFT_OF_REV.search(window) and C.METRIC_LEFT_OF_WORD.search(window)
        if m and m.group("conn").lower().startswith("reach") and not _names_measure(m.group("m")):
            return None  # "naive behavior cloning reaches only 20%": a system, not a metric
        if m and (got := metric_np(m.group("m"), s.ds_words)):
            phrase = window[: m.end("m")]
            if not _names_measure(got) and phrase.endswith(got):
                # "a classification accuracy of unseen bird species of 12%": the measure of what
                outer = _OUTER_OF.search(phrase, 0, len(phrase) - len(got))
                if outer and _names_measure(outer.group("x")) and (o := clean_metric(last_np(outer.group("x")), s.ds_words)):
                    return o, None
            return got, None
    return None


_OUTER_OF = pattern_cache.compile(r"(?P<x>(?:[\w\-]+\s){0,3}[\w\-]+)\sof\s(?:(?:the|a|an)\s)?$")


def _left_adjacent(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """A measure named right before the number (its hedge cut off): ``positioning errors
    below 5 mm``, ``a latency below 0.5 ms``."""
    window = core[-60:]
    m = C.METRIC_END_REV.search(core[-40:]) and C.METRIC_ADJACENT.search(window)
    if m:
        phrase = m.group("m")
        if m.start("m") > 0 and window[m.start("m") - 1].isalnum():
            phrase = phrase.partition(" ")[2]  # the window cut a word: "(w)ith PA-MPJPE"
        if got := clean_metric(last_np(phrase), s.ds_words):
            return got, None
    return None


def _before_cue_noun(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``performance drops ... N``, ``runtime speedup of N``: the noun before a change noun."""
    lo = max(0, len(core) - 120)
    last = None
    if C.CUE_NOUN_AFTER_WORD.search(core, lo):
        for last in C.METRIC_BEFORE_CUE_NOUN.finditer(core, lo):
            pass
    if last is not None and (got := clean_metric(last_np(last.group("m")), s.ds_words)):
        return got, None
    return None


MetricRule = Callable[[Sentence, Reading, str, str], MetricFound]
# The metric cascade: the first rule with an answer decides.  Words right after the
# number are read before words before it; a named metric before a generic noun.
METRIC_RULES: tuple[MetricRule, ...] = (
    _own_scale,
    _right_paren_metric,
    _right_metric_before_cue,
    _right_phrase,
    _right_named,
    _right_before_cue,
    _right_comparative,
    _right_metric_name,
    _right_noun,
    _share_of,
    _right_np,
    _left_paren,
    _cue_noun_of_metric,
    _left_range,
    _elided_metric,
    _left_verb,
    _left_of_baseline,
    _left_subject,
    _level_change,
    _right_in_change,
    _subject_of_comparative,
    _left_of,
    _left_adjacent,
    _before_cue_noun,
    _cue_noun_itself,
)


# the rules a later number of a list reads: those of the words after it (the list's own)
_LIST_RULES = tuple(rule for rule in METRIC_RULES if rule.__name__.startswith(("_right", "_own", "_share")))


def metric_cascade(s: Sentence, r: Reading) -> tuple[str | None, str | None]:
    """The metric the words around the number name, and a baseline when the phrase was
    ``<metric> of <baseline>``."""
    right = r.right
    lead = C.RESPECTIVELY_LEAD.match(right)
    if lead:
        right = right[lead.end() :]
    core = r.left_core[-200:]
    # a later number of a list ("by 12.5% and 6.7%") has only a separator after the one
    # before it: the words before it are the first number's, read for that number already,
    # and a rule that reads them again reaches past the list ("prompts boost ... 6.7%")
    for rule in METRIC_RULES if r.index == 0 else _LIST_RULES:
        found = rule(s, r, right, core)
        if found is not None:
            r.metric_rule = rule.__name__
            return found
    return None, None


_COORDINATED = pattern_cache.compile(r",\s(?:and\s)?|\sand\s")


def split_over_list(phrase: str | None, r: Reading) -> str | None:
    """``mAP and rank-1 accuracy`` over a list of two numbers: each number its own
    (``False Positive and False Negative rates``: the head is shared)."""
    if not phrase or len(r.lst) < 2 or " of " in phrase:
        return phrase
    parts = [p for p in _COORDINATED.split(phrase) if p]
    if len(parts) != len(r.lst) or any(len(p.split()) > 4 for p in parts):
        return phrase
    part = parts[r.index]
    last = parts[-1].split()
    if len(part.split()) < len(last) and len(last) > 1 and r.index < len(parts) - 1 and not _names_measure(part):
        # the head noun of the last part, singular ("rotation and translation errors"; not
        # "precision, recall and F1 score", whose parts are measures themselves)
        part = f"{part} {last[-1].rstrip('s')}"
    return part


def metric(s: Sentence, r: Reading) -> tuple[str | None, str | None]:
    """The metric of the number: the cascade, else the list's, the sentence's ``in terms
    of``, the pair's, or the number before's (unless this one is a speed-up of its own:
    "51% higher success rate and 2.5x speed up")."""
    sentence_metric = C.SENTENCE_METRIC.search(s.text, s.s0, s.s1)
    if (
        sentence_metric
        and not C.METRIC_RIGHT_NAMED.match(r.right)  # "by 10% in the IoU metric": the cascade reads it whole
        and (named := clean_metric(sentence_metric.group("m"), s.ds_words, None))
    ):
        r.metric_rule = "_sentence_metric"
        return named, None  # "on a difficult balanced pair metric, ... by 6.6%"
    reads, j = s.reads, r.j
    if r.c.pair and r.c.role == "result" and j > 0 and reads[j - 1].c.pair and reads[j - 1].metric:
        return reads[j - 1].metric, None  # "accuracy (from 31.8% to 92.6%)": the pair's
    got, base = metric_cascade(s, r)
    if got is None and r.prev_in_list is not None and r.prev_in_list.metric_phrase:
        got = split_over_list(r.prev_in_list.metric_phrase, r)
        if got and clean_metric(got, s.ds_words) is None:
            got = None  # "on the CIFAR-10 and the CelebA datasets": its part names no measure
    if got is None and s.terms:
        got = listed(s.terms.group("m"), r, s.ds_words) or clean_metric(s.terms.group("m"), s.ds_words)
    if r.metric_phrase is None:
        r.metric_phrase = got
    got = split_over_list(got, r)
    if len(r.lst) > 1 and (listed_object := _object_of_list(s, r)) is not None:
        got = listed_object
    if got is None and r.c.pair and r.c.role == "result" and j > 0:
        got = reads[j - 1].metric
    if got is None and j > 0 and reads[j - 1].metric and r.cue_kind != "other" and not _other_measure(r, reads[j - 1]):
        own = _right_kind(r.right)
        if not (own and own.group("speedup") and reads[j - 1].cue_kind != "speedup"):
            got = reads[j - 1].metric
    if got is None:
        found = _verb_nominal(s, r, r.right, r.left_core[-200:]) or _earlier_object(s, r, r.right, r.left_core[-200:])
        if found:
            got = found[0]
    if got and _rate_reached(s, r) and not C.METRIC_ANY.search(got):
        got = None  # "runs at 37 fps", "while running at 37 fps": no measure named
    return got, base


def _object_of_list(s: Sentence, r: Reading) -> str | None:
    """``improves precision, recall and F1 by 3.1%, 2.4% and 2.7%``: as many objects of the
    change verb as numbers in the list, each number its own (an owner's possessive off the
    first: "the baseline's segmentation, topology and ..."); None otherwise."""
    first = s.reads[r.lst[0]] if r.index else r
    core = first.left_core[-220:]
    if "," not in core and " and " not in core:
        return None
    m = C.OBJECT_LIST_BEFORE_BY.search(core)
    if m is None:
        return None
    phrase = m.group("m")
    measures, of, _owner = phrase.partition(" of ")
    if of and _COORDINATED.search(measures):
        phrase = measures  # "quality (FID) and efficacy (AUROC) of the images": one owner of both
    part = split_over_list(phrase, r)  # (owners after "of" are no list of measures)
    if not part or part == phrase:
        return None
    return clean_metric(_POSSESSIVE.sub("", part) if r.index == 0 else part, s.ds_words)


# ------------------------------------------------------------------- 4. kind by metric
@lru_cache(maxsize=1024)
def _head_measures(metric: str) -> tuple[bool, bool, bool, bool, bool]:
    """What the head of a metric phrase measures: a score, lower-is-better, a speed, a
    time, a metric on its own scale (metric phrases repeat across abstracts: "accuracy",
    "inference speed")."""
    h = head(metric)
    lower = C.LOWER_IS_BETTER.search(h)
    if lower and C.HIGHER_IS_BETTER.search(h, lower.end()):
        lower = None  # the head noun is the last: "memory efficiency" is an efficiency
    return (
        bool(C.SCORE_METRIC.search(h)),
        bool(lower),
        bool(C.SPEED_LIKE.search(h)),
        bool(C.TIME_LIKE.search(h)),
        bool(C.METRIC_NAME_IN.search(h)),
    )


def kind_by_metric(s: Sentence, r: Reading) -> str:
    """The metric's head noun adjusts the kind: a gain in speed is a speed-up, a gain in
    an error (percent) a reduction, a cut in time a speed-up, a cut in a score a
    degradation."""
    k, c = r.kind, r.c
    if not r.metric:
        return k
    score, lower, speed, timed, own_scale = _head_measures(r.metric)
    if k == "improvement" and (speed or timed and c.unit == "times" and not score):
        k = "speedup"  # "an improvement of 2.1x in latency" is a latency cut
    if (
        k in ("improvement", "degradation")
        # a multiplier's "improvement" of a quantity cuts it ("3x improvement in memory"),
        # of a quality score it stays one ("a 2times improvement in FID": seed gold)
        and (c.unit in ("percent", "pp", "other") or k == "improvement" and c.unit == "times" and not own_scale)
        and lower
        and not score
    ):
        k = "reduction"
    if k == "reduction" and timed and not score:
        k = "speedup"
    if k == "reduction" and score and not lower:
        k = "degradation"
    return k


def _other_measure(r: Reading, prev: Reading) -> bool:
    """Does a number in a physical unit measure something else than the score before it?
    ("80.4% mAP ..., which only takes 37.7 ms": no mAP is in milliseconds)."""
    if r.c.unit != "other" or prev.c.unit == "other":
        return False
    score, _, _, _, own_scale = _head_measures(prev.metric)
    return score or own_scale


# ----------------------------------------------------------------------------- 5. unit
def unit(s: Sentence, r: Reading) -> str:
    """``N points``: percentage points unless the metric has its own scale."""
    u = r.c.unit
    if u == "other" and r.c.end == r.c.num_end and r.metric and C.METRIC_NAME_IN.search(r.metric):
        return "points"  # "mask-AP from 23.7 to 33.9": values on the metric's own scale
    if u == "points?":
        scaled = (r.metric and C.POINTS_SCALE.search(r.metric)) or C.POINTS_SCALE.search(r.right[:30])
        return "points" if scaled else "pp"
    return u


# ----------------------------------------------------------------------------- 6. role
_CLAUSE_BREAK = pattern_cache.compile(r"(?:[,;:]|\b(?:while|whereas|but|and)\b)[^,;:]*$", regex.IGNORECASE)


def role(s: Sentence, r: Reading) -> str:
    """``baseline`` for the baseline's own number, else ``result``."""
    c = r.c
    got = c.role or "result"
    if got != "result" or c.pair:
        return got
    left_core = r.left_core
    if r.index and len(r.lst) > 1 and s.reads[r.lst[0]].role == "baseline" and s.reads[r.lst[0]].c.unit == c.unit:
        return "baseline"  # "compared to 75.3% / 66.0% by the current SOTA": the list is theirs
    if C.BASELINE_ROLE_BEFORE_REV.search(left_core[-60:]) and not C.RANGING.search(left_core[-60:]):
        if r.kind == "other":
            r.kind = "score"  # "versus 40% for BC": the baseline's level
        return "baseline"  # "compared to Operator's 23.4%", "vs. 13%"
    if r.kind == "score" and C.CONTRAST_SUBJECT.search(left_core[-80:]):
        subject = C.CONTRAST_SUBJECT.search(left_core[-80:]).group("b")
        if not C.OWN_SUBJECT.search(subject):
            return "baseline"  # "where naive behavior cloning reaches only 20%"
    if r.kind == "score":
        clause = _CLAUSE_BREAK.search(left_core)
        ctext = clause.group(0) if clause else left_core
        subj = C.BASELINE_SUBJECT.search(ctext)
        if subj and not C.OWN_SUBJECT.search(ctext) and not C.COMPARED_BEFORE.search(ctext[: subj.start()]):
            return "baseline"  # "prior methods reach 40%"
    return got


# ------------------------------------------------------------------------- 7. baseline
_ASIDE = pattern_cache.compile(r"\s?\((?:[\w\s]{0,20}?\s)?\$?")
_CHANGES = frozenset(("improvement", "reduction", "speedup", "degradation"))
_LEADING_WHEN = pattern_cache.compile(r"^(?:when|where|if)\s", regex.IGNORECASE)
_WITHOUT = pattern_cache.compile(r"^without\s[\w\s-]{2,40}$", regex.IGNORECASE)
_THE = C.rx(r"^(?:the|a|an|this|these|those|its|their|our)\s", regex.IGNORECASE)
_BOTH = pattern_cache.compile(r"^both\s(?=\S+\s)", regex.IGNORECASE)


# "the baseline's segmentation": whose measure (not "OpenAI's o1", "Meta's Llama 2": a name)
_OWNER = pattern_cache.compile(r"^(?P<o>[^'’]{2,60}?)['’]s(?:\s[a-z][a-z-]*(?:\s.*)?)?$")


def clean_baseline(b: str | None) -> str | None:
    """The baseline phrase of ``b``: cut at a stop word, without a leading determiner or
    trailing adverbs; None for what is no baseline (a pronoun, a quantifier, a place)."""
    if not b:
        return None
    b = _LEADING_WHEN.sub("", b.strip())  # "48% lower than when the PD controller was used"
    if _WITHOUT.match(b):
        return _TRAIL.sub("", b)  # "versus without predictions": an ablation is the baseline
    b = C.BASELINE_STOP.sub("", " " + C.BROKEN_HYPHEN.sub("-", b)).strip()
    b = _TRAIL.sub("", b)
    if b.count("(") > b.count(")"):
        b += ")"  # "the existing best result (SwinTrack)": the name in parentheses kept whole
    b = C.ADVERB_TAIL.sub("", b)  # "outperforms X relatively by ..."
    b = _BOTH.sub("", b)  # "outperforms both the X and Y baselines": the coordination is
    b = _THE.sub("", b + " ").strip()  # a determiner alone is no baseline: "compared to the 49.75%"
    if (owner := _OWNER.match(b)) is not None:
        b = owner.group("o")  # "the baseline's segmentation", "OpenVLA's success rate": whose
    if " of " in b and not C.NOT_BASELINE.match(b):  # "scores of others": a quantity, no owner
        measure, _, owner = b.partition(" of ")
        if C.METRIC_ANY.fullmatch(measure) and (owner := _THE.sub("", owner + " ").strip()):
            b = owner  # "higher than the performance of OpenFace 2.0": whose performance
    if not b or b[0].isdigit() or len(b) < 2:
        return None
    if C.PLACE_NOUN_END.search(b):
        return None  # "improvements on benchmark datasets": where it was measured
    if C.NOT_BASELINE.match(b):
        return None
    return b


def baseline_phrase(c: Candidate, left: str, right: str, respectively: bool, index: int) -> str | None:
    """What the number is compared against, from the words around it."""
    return baseline_after(c, right, respectively, index) or baseline_before(c, left)


_RESPECTIVE_LIST = pattern_cache.compile(r"(?P<l>[^;.(){}]{2,200}?),?\s(?:respectively|resp\.)")


def _names_list(listed: str) -> bool:
    """Is a comma/"and" list one of names (each a few words, none a clause of its own:
    not "ZetaViT, and cuts FLOPs on CIFAR and ImageNet")?"""
    parts = [p for p in _COORDINATED.split(listed) if p]
    return len(parts) > 1 and all(len(p.split()) <= 3 and p[:1].isupper() for p in parts)


def baseline_after(c: Candidate, right: str, respectively: bool, index: int) -> str | None:
    """The baseline named after the number: "5% better than X", "2.54 times that of X",
    "within 99% of their base models", "1.8x the performance of prior work"."""
    if c.unit == "times" and (m := _THAT_OF.match(right) or _AS_AS.match(right)):
        got = clean_baseline(m.group("b"))  # "2.54 times that of SGR", "twice as fast as SGR"
        if got:
            return got
    if c.unit in ("times", "percent") and (m := C.SHARE_OF_BASELINE.match(right)):
        got = clean_baseline(m.group("b"))
        if got:
            return got
    m = C.BASELINE_AFTER.search(right[:160])
    if m and _OWN_CLAUSE_BEFORE.search(right, 0, m.start()):
        m = None  # "saves 80% of the cost and improves over X by 60%": X is the later clause's
    if m:
        b = m.group("b")
        if respectively and (whole := _RESPECTIVE_LIST.match(right, m.start("b"))) is not None and _names_list(whole.group("l")):
            b = whole.group("l")  # "over DeiT-T, Swin-T, and MobileViT-XXS, respectively": the list whole
        if respectively and _rx(r"\band\b|,").search(b):
            parts = [
                p for p in _rx(r",\s(?:and\s)?|\sand\s").split(C.BASELINE_STOP.sub("", " " + b).strip()) if p
            ]
            if 0 <= index < len(parts):
                b = parts[index]
        got = clean_baseline(b)
        if got and m.group(0)[:4].lower() == "with" and (_names_measure(got) or _METRIC_WORD_END.search(got)):
            return None  # "by 12% with respect to FID": what was measured, not against what
        if got:
            return got
    return None


def baseline_before(c: Candidate, left: str) -> str | None:
    """The baseline named before the number: "outperforms X by 5%", "improves the
    accuracy of prior methods by 5%"."""
    if c.pair and not c.extras.get("versus"):
        return None  # "from 61.2% to 67.1%": the baseline is the first number itself
    window = left[-250:]
    last = _last_baseline_before(window)
    if last is not None:
        b = last.group("b")
        split = C.OF_BASELINE.match(b)
        if split and C.SCORE_METRIC.search(split.group("m")):
            b = split.group("b")  # "outperforms the certified accuracy of diffusion-based methods"
        return _instance(b, window[last.end() :]) or clean_baseline(b)
    core = left[-200:]
    if " of " not in core:
        return None
    for m in _left_verbs(core):
        if m:
            split = C.OF_BASELINE.match(m.group("m"))
            if split and C.SCORE_METRIC.search(split.group("m")) and (got := clean_baseline(split.group("b"))):
                return got
            break
    return None


# "closed models such as RT-2-X (55B)", "the modern convolution-based model, Panoptic FCN,":
# a kind of system, then the one named (GUIDELINES: the named method)
_SUCH_AS = C.rx(r"\s(?:⟨phrases.listing⟩|e\.g\.,?)\s(?P<n>[^,;()]+?)(?:\s\([^()]*\))?$")
_APPOS_NAME = pattern_cache.compile(r",\s(?P<n>(?:[\p{Lu}\p{N}][\p{L}\p{N}\-.+/]*)(?:\s[\p{Lu}\p{N}][\p{L}\p{N}\-.+/]*){0,2}),\s*$")


def _instance(b: str, after: str) -> str | None:
    """A generic baseline phrase with the one system it goes on to name, kept together:
    the text's words for both the kind and the name ("closed models such as RT-2-X")."""
    such = _SUCH_AS.search(b)
    m = such or _APPOS_NAME.fullmatch(after.removesuffix("by ").rstrip() + " ")
    if m is None:
        return None
    name = m.group("n").strip()
    if _rx(r",|\band\b|\bor\b").search(name) or not (name[:1].isupper() or name[:1].isdigit()):
        return None  # "such as A and B": no one of them; "like human experts": no name
    kind_ = clean_baseline(b[: such.start()] if such else b)
    name = clean_baseline(name)
    if not kind_ or not name:
        return name or None
    return f"{kind_}{b[such.start() : such.start('n')]}{name}" if such else f"{kind_}, {name}"


def _listed_baseline(s: Sentence, r: Reading) -> str | None:
    """"outperforms the vanilla, LfF, LDD, and DebiAN methods by 10.4%, 9.1%, 8.1%, and
    9.7%": a comma list of baselines as long as the list of numbers gives each number its
    own, in order (the baseline before stops at the list's first comma)."""
    left = (s.reads[r.lst[0]] if r.index else r).left_core[-250:]
    last = _last_baseline_before(left)
    if last is None or not left.startswith(",", last.end()):
        return None
    by = left.rfind(" by ")
    rest = left[last.end() : by]
    if by < last.end() or not _LISTED_TAIL.fullmatch(rest):
        return None
    whole = last.group("b") + rest
    if "'s " in whole or "’s " in whole:
        return None  # "improved the baseline's segmentation, topology, and ...": its measures
    parts = [p for p in _COORDINATED.split(whole) if p]
    if len(parts) != len(r.lst) or any(len(p.split()) > 5 for p in parts):
        return None
    return clean_baseline(parts[r.index])


# the rest of a comma list of names, its last joined by "and"/"or" (not an appositive)
_LISTED_TAIL = pattern_cache.compile(r"(?:,\s[^,;(){}]{1,40})*,?\s(?:and|or)\s[^,;(){}]{1,60}")


def baseline(s: Sentence, r: Reading) -> str | None:
    """The baseline of a result (a baseline's own number has none)."""
    if r.role != "result":
        return None
    after = None if r.base_from_metric else baseline_after(r.c, r.right, s.respectively, r.index)
    if after is not None and after in s.ds_words:
        after = None  # "by 95.1% on average over TacBench": where, so the baseline named before
    r.baseline_after = after is not None
    # (a rate reached, "while running at 37 fps", takes no comparison made before it)
    base = r.base_from_metric or after or (None if _rate_reached(s, r) else baseline_before(r.c, r.left_core))
    if s.respectively and len(r.lst) > 1 and (base is None if r.index else base is not None):
        # "the error of A, B, and C models by 3%, 8%, and 12%, respectively": each its own
        whole = s.reads[r.lst[0]].base_from_metric if r.index else r.base_from_metric
        if whole and len(parts := [p for p in _COORDINATED.split(whole) if p]) == len(r.lst):
            base = parts[r.index]
    if base is not None and len(r.lst) > 1 and after is None and not r.base_from_metric:
        base = _listed_baseline(s, r) or base
        if r.index and (first := s.reads[r.lst[0]].baseline) and first != base and first.startswith(base):
            base = first  # "the strongest baseline, Brell, by 5.1% and 3.2%": the list's one baseline
    if base is None and r.kind in _CHANGES and (m := C.FOR_MODEL_AFTER.match(r.right)) and lookup(m.group("b")) is None:
        base = m.group("b").rstrip(".")  # "improving their performance, e.g., 1.1% for Swin-T" (not "for COCO 5-shot")
    if base is None and r.prev_in_list is not None:
        base = r.prev_in_list.baseline
    # "enhances the return by up to 3.37x, outperforming X" (every number of a list before
    # the clause); not a score's: "achieve 44.32% and 45.78% mIoU ..., surpassing X"
    # compares the method, and the samples' readers leave such a score's baseline empty
    if base is None and r.kind in _CHANGES and (m := C.BASELINE_AFTER_CLAUSE.match(r.right)) is not None:
        base = clean_baseline(m.group("b"))
    j, reads, text = r.j, s.reads, s.text
    if base is None and r.c.pair and j > 0 and reads[j - 1].c.pair and (m := C.OWNER_MEASURE_FROM.search(reads[j - 1].left_core[-160:])):
        base = clean_baseline(m.group("o"))  # "boosting OpenVLA's success rate from 76% to 97%"
        if base and not (base[:1].isupper() or C.PRIOR_PHRASE.match(base) or "baseline" in base.lower()):
            base = None  # "the model's accuracy from": no one else's
    if j > 0 and reads[j - 1].baseline is not None:
        between = (s.group[j - 1].end, r.c.start)
        el = C.ELIDED_BASELINE.match(text[between[0] : between[1]])
        if el:
            base = clean_baseline(el.group("b")) or base
        if _ASIDE.fullmatch(text, *between):
            base = reads[j - 1].baseline  # "by 3% (up to 12.5%)": the same comparison
    if base is not None and base in s.ds_words:
        return None  # a dataset is where the number was measured, not what it is compared with
    if base and r.metric and len(base) > len(r.metric) + 1 and base.lower().endswith(" " + r.metric.lower()):
        base = base[: -len(r.metric)].rstrip()  # "improve state-of-the-art mIoU by": whose mIoU
        base = base[:-2] if base.endswith(("'s", "’s")) else base  # "boosting GPT-4.1's <metric> by"
    return base


# -------------------------------------------------------------------------- 8. dataset
# A dataset mention counts as a whole word only: MATH inside MATH-P-Hard does not; a split
# written onto the name does not hide it (GOT10k-test, COCO-val are GOT10k and COCO).
_SPLIT = C.alternation(C.words("phrases", "split")) + r"\b"
_WORD_BEFORE = pattern_cache.compile(r"[\w-]")
_WORD_AFTER = pattern_cache.compile(rf"\w|-(?!{_SPLIT})\w")
# "on GraspNetPC-10 (with approx. 4-12% margin)": a few words into a parenthesis after it
_PAREN_GIVEN = pattern_cache.compile(r"\s*\(\s*(?:[\w.~\-]+\s){1,4}\$?\s*")
_GIVEN_TO = pattern_cache.compile(r"\s*(?:\(|:|=)\s*[^\w\s()]?\s*\$?\s*")  # an arrow, often scraped as "|"


def occurrences(form: str, sent: str) -> Iterator[int]:
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


def dataset_occurrences(sent: str, offset: int, datasets: Sequence[DatasetMention]) -> list[tuple[int, int, str]]:
    """Where the sentence names each dataset: by its mention or its canonical name, else
    by another of its catalog aliases as written ("COCO 5-shot" after "MSCOCO") where no
    other dataset's name is written there."""
    occ: list[tuple[int, int, str]] = []
    seen: set[tuple[int, str]] = set()
    for d in datasets:
        # the longer form first, so that where both start at one place the occurrence
        # spans the whole name (in a fixed order: a set's order changes with the hash seed)
        for form in sorted({d.mention, d.name} - {None, ""}, key=lambda f: (-len(f), f)):
            for start in occurrences(form, sent):
                key = (start, d.name)
                if key not in seen:
                    seen.add(key)
                    occ.append((offset + start, offset + start + len(form), d.name))
    named = [(a - offset, b - offset) for a, b, _ in occ]
    for d in datasets:
        for form in _alias_forms(d.name):
            if form == d.mention or form not in sent:
                continue
            for start in occurrences(form, sent):
                end = start + len(form)
                if (start, d.name) not in seen and not any(a < end and start < b for a, b in named):
                    seen.add((start, d.name))
                    named.append((start, end))
                    occ.append((offset + start, offset + end, d.name))
    occ.sort()
    return occ


@lru_cache(maxsize=4096)
def _alias_forms(name: str) -> tuple[str, ...]:
    """The catalog's other spellings of a dataset, longest first."""
    entry = lookup(name)
    if entry is None:
        return ()
    return tuple(sorted({a.lstrip("=") for a in entry.aliases} - {name, ""}, key=lambda f: (-len(f), f)))


def dataset(s: Sentence, r: Reading) -> str | None:
    """The dataset the number was measured on, when its sentence names one."""
    occ, c, text = s.occ, r.c, s.text
    if not occ:
        return None
    if len(r.lst) > 1 and 0 <= r.index < len(r.lst):
        first = s.group[r.lst[0]]
        if text[max(s.s0, first.start - 2) : first.start].strip() == "(":
            # "on DAVIS 2017 val and test-dev (88.1%, 83.0%), YouTube-VOS (86.6%)": a list
            # in parentheses is given to the name before them
            given = [o for o in occ if o[1] <= first.start and not _CLAUSE_STOP.search(text, o[1], first.start - 1)]
            if given:
                return given[-1][2]
        # "80.1%, 75.2% and 60.3% on A, B and C": the names right after the list, else
        # the sentence's ("on A, B and C: ..."); not "88.1% and 83.0% on DAVIS val and
        # test-dev, and 86.6% on YouTube-VOS", whose list is followed by one name
        last = r.lst[-1]
        end = s.group[last + 1].start if last + 1 < len(s.group) else s.s1
        listed = [n for a, _, n in occ if s.group[last].end <= a < end]
        names = list(dict.fromkeys(listed or [n for _, _, n in occ]))
        if len(names) == len(r.lst):
            return names[r.index]
    if c.pair and c.role == "result" and r.j > 0 and s.reads[r.j - 1].c.pair:
        return s.reads[r.j - 1].dataset  # "GSM8K (5.9%→10.9%)": the pair shares it
    for o in reversed(occ):  # "JIGSAWS (↑6.0%), MTL-AQA (↑0.99%)": the name the number is given to
        if o[1] <= c.start and (_GIVEN_TO.fullmatch(text, o[1], c.start) or _PAREN_GIVEN.fullmatch(text, o[1], c.start)):
            return o[2]
    end = r.next_start
    if r.index < len(r.lst) - 1:  # "by 2.2% and 59.1% on ImageNet": after the whole list
        last = r.lst[-1]
        end = s.group[last + 1].start if last + 1 < len(s.group) else s.s1
    after = [o for o in occ if c.end <= o[0] < end]
    if after:
        r.dataset_at = after[0][0]
        return None if _coordinated(text, occ, after[0]) else after[0][2]
    if r.j + 1 < len(s.group) and C.COMPARED_WITH_NEXT.fullmatch(text, c.end, (nxt := s.group[r.j + 1]).start):
        # "and 86.47% compared with 86.10% on CurveLanes": both measured where the second is
        nend = s.group[r.j + 2].start if r.j + 2 < len(s.group) else s.s1
        for o in occ:
            if nxt.end <= o[0] < nend:
                if _PAIR_ON.fullmatch(text, nxt.end, o[0]) and not _coordinated(text, occ, o):
                    r.dataset_at = o[0]
                    return o[2]
                break
    if c.pair and c.role == "baseline" and r.j + 1 < len(s.group) and (to := s.group[r.j + 1]).pair:
        # "from 64.52% to 79.88% on the CVACT test dataset": measured where the pair ends
        for o in occ:
            if o[0] >= to.end:
                if _PAIR_ON.fullmatch(text, to.end, o[0]) and not _coordinated(text, occ, o):
                    r.dataset_at = o[0]
                    return o[2]
                break
    if _OWN_PLACE.match(text, c.end):
        return None  # "13.8% on UAV-Human, 6.8% on NEC Drone": a place of its own, not a known name
    before = [
        o for o in occ
        if o[1] <= c.start
        and not C.LISTED.search(text, max(0, o[0] - 60), o[0])
        and (not _CLAUSE_STOP.search(text, o[1], c.start) or _MEASURED_ON.search(text, max(0, o[0] - 12), o[0]))
    ]
    later = [
        o for o in occ
        if o[0] >= end
        and _MEASURED_ON.search(text, max(0, o[0] - 12), o[0])
        and not _CLAUSE_STOP.search(text, c.end, o[0])
    ]
    if (
        before
        and later
        and any(p.dataset_at == before[-1][0] for p in s.reads[: r.j])
        and _NEW_CLAUSE.search(text, before[-1][1], c.start)
        and not _coordinated(text, occ, later[0])
    ):
        # "HD95 of 3.83 on FUMPE, as well as a DSC of 83.42% and an HD95 of 5.10 on CAD-PE":
        # the name before closed an earlier number's clause; this one's comes after it
        r.dataset_at = later[0][0]
        return later[0][2]
    if before:
        # "Experiments over CIFAR, NYUv2, and ImageNet demonstrate ... 10x": several
        # datasets named together measure no single number
        return None if _coordinated(text, occ, before[-1]) else before[-1][2]
    if later and not _coordinated(text, occ, later[0]):
        # "by up to 60.8% accuracy (from 31.8% to 92.6%) on Brick World": past an aside
        r.dataset_at = later[0][0]
        return later[0][2]
    return None


# a coordinated clause of its own ("..., as well as a DSC of 83.42%"), not a comparison
# ("81.4% on CULane compared with 80.5%")
_NEW_CLAUSE = pattern_cache.compile(r",\s(?:and|as\swell\sas|while)\b|\bas\swell\sas\b", regex.IGNORECASE)
# "6.8% on NEC Drone": a number with a named place of its own ("in" may name a metric)
_OWN_PLACE = C.rx(r"(?:\s(?i:⟨changes.noun⟩))?\s(?:on|across)\s(?:the\s)?\p{Lu}(?![\w-]*\s⟨phrases.data_part⟩\b)")
# "on ImageNet": a dataset a sentence's numbers were measured on, across its clauses
_PAIR_ON = pattern_cache.compile(r"\)?\s(?:on|in|over|across)\s(?:the\s)?", regex.IGNORECASE)
_MEASURED_ON = pattern_cache.compile(r"\b(?:on|in|over|across)\s(?:the\s)?$", regex.IGNORECASE)
_SET_ON = pattern_cache.compile(r"\b(?:on|in|over|across|of|using)\s(?:the\s)?$", regex.IGNORECASE)
_SET_BREAK = pattern_cache.compile(r"[,;:]|\b(?:and|which|that|where|while)\b")
# "on the MVSEC dataset and the DSEC-Flow dataset": one of several (one not a known name)
_WITH_ANOTHER = pattern_cache.compile(r"(?:,|\band)\s(?:the\s)?$")
_ANOTHER_AFTER = pattern_cache.compile(r"(?:\s[\w-]+)?(?:,\s|\s(?:and|or)\s)(?:the\s)?\p{Lu}")


def carried_dataset(
    text: str,
    sents: Sequence[tuple[int, int]],
    si: int,
    with_numbers: Container[int],
    datasets: Sequence[DatasetMention],
    before: Sequence[Reading] | None = None,
) -> str | None:
    """The dataset a sentence naming none measures on, as the text before it says:

    * the sentence before has no number and sets the evaluation on one dataset ("We
      conduct extensive experiments on the COCO dataset. ... we attain 3.7 times ...");
    * the sentence goes on from one whose numbers were all measured on one dataset
      ("... on the SIGMORPHON 2020 shared-task show a drop of 30 points. The effect is
      most significant for ... 95 points");
    * the sentence points back at the dataset named last ("When we released this
      dataset, GPT-4 achieved 39% accuracy").

    Several datasets named together set none ("Experiments on KITTI and Waymo ...")."""
    s0, s1 = sents[si]
    if before:
        got = {r.dataset for r in before}
        if len(got) == 1 and None not in got and C.CONTINUATION.match(text, s0):
            return got.pop()
    if si > 0 and si - 1 not in with_numbers:
        p0, p1 = sents[si - 1]
        occ = dataset_occurrences(text[p0:p1], p0, datasets)
        names = {n for _, _, n in occ}
        if len(names) == 1:
            a, b, name = occ[0]
            cue = C.SETTING.search(text, max(p0, a - 40), a)
            if (
                cue is not None
                and _SET_ON.search(text, max(p0, a - 12), a)
                and not _SET_BREAK.search(text, cue.end(), a)
                and not _WITH_ANOTHER.search(text, max(p0, a - 20), a)
                and not _ANOTHER_AFTER.match(text, b)
            ):
                return name
    if C.ANAPHOR.search(text, s0, s1):
        before = dataset_occurrences(text[:s0], 0, datasets)
        if before:
            return before[-1][2]
    return None
_DATASET_COORDINATION = pattern_cache.compile(r"\s?(?:,\s(?:and\s|or\s)?|\s(?:and|or)\s)(?:the\s)?")


def _coordinated(text: str, occ: list[tuple[int, int, str]], o: tuple[int, int, str]) -> bool:
    """Is the dataset mention ``o`` one of several named together ("on A, B and C")?"""
    for other in occ:
        if other[2] == o[2]:
            continue
        a, b = (other, o) if other[0] < o[0] else (o, other)
        if _DATASET_COORDINATION.fullmatch(text, a[1], b[0]):
            return True
    return False


def carried_in_order(
    text: str, s0: int, s1: int, datasets: Sequence[DatasetMention], prev_start: int | None = None
) -> tuple[str, ...]:
    """The datasets a sentence naming none reads ``respectively`` when it points back at
    several ("achieving 89.3%, 93.5%, and 42.9% mAP respectively" in "all the
    aforementioned datasets", after "...: UAVDT, UA-DETRAC and VisDrone"): the last run
    of dataset names written together before it, in order; empty when there is none.
    Without such words, the run of the sentence just before (``prev_start``: where it
    starts, when it reports no number): "We evaluate on two benchmarks: Human3.6M and
    MPI-INF-3DHP. ... P1 errors of 38.4 mm and 16.2 mm, respectively." """
    lo = 0
    if not C.ANAPHOR_PLURAL.search(text, s0, s1):
        if prev_start is None:
            return ()
        lo = prev_start
    occ = dataset_occurrences(text[lo:s0], lo, datasets)
    if not occ:
        return ()
    run = [occ[-1]]
    for o in reversed(occ[:-1]):
        if not _DATASET_COORDINATION.fullmatch(text, o[1], run[0][0]):
            break
        run.insert(0, o)
    names = tuple(dict.fromkeys(n for _, _, n in run))
    return names if len(names) == len(run) > 1 else ()


# ---------------------------------------------------------------------------- reading
def _step_qualifier(s: Sentence, r: Reading) -> None:
    r.qualifier, r.qpos = qualifier(s, r)


def _step_kind(s: Sentence, r: Reading) -> None:
    r.kind = r.cue_kind = kind_of_list(s, r, kind(s, r))


def _step_metric(s: Sentence, r: Reading) -> None:
    r.metric, r.base_from_metric = metric(s, r)


def _step_kind_by_metric(s: Sentence, r: Reading) -> None:
    r.kind = kind_by_metric(s, r)


def _step_unit(s: Sentence, r: Reading) -> None:
    r.unit = unit(s, r)


def _step_role(s: Sentence, r: Reading) -> None:
    r.role = role(s, r)
    if r.role == "baseline" and r.metric is None and r.j and not r.c.pair:
        prev = s.reads[r.j - 1]
        if prev.metric and prev.role == "result" and prev.c.unit == r.c.unit:
            r.metric = prev.metric  # "succeeds 92% of the time, versus 40% for BC": the same measure


def _step_baseline(s: Sentence, r: Reading) -> None:
    r.baseline = baseline(s, r)


def _step_dataset(s: Sentence, r: Reading) -> None:
    if not s.occ and s.carried_order and s.respectively:
        # "89.3% and 93.5% in these datasets respectively": a list of as many numbers as
        # names, or the sentence's numbers ("89.3% mAP, 93.5% mAP, and 42.9% mAP")
        if len(s.carried_order) == len(r.lst):
            r.dataset = s.carried_order[r.index]
            return
        if len(s.carried_order) == len(s.group):
            r.dataset = s.carried_order[r.j]
            return
    r.dataset = dataset(s, r) if s.occ else s.carried


READ_STEPS: tuple[Callable[[Sentence, Reading], None], ...] = (
    _step_qualifier,
    _step_kind,
    _step_metric,
    _step_kind_by_metric,
    _step_unit,
    _step_role,
    _step_baseline,
    _step_dataset,
)


def start_reading(s: Sentence, j: int) -> Reading:
    """A number of the sentence before any step: its list and the text around it."""
    text, group = s.text, s.group
    c = group[j]
    lst = s.list_of[j]
    index = lst.index(j)
    next_start = group[j + 1].start if j + 1 < len(group) else s.s1
    left = text[s.s0 : c.start]
    right = text[c.end + (text[c.end : c.end + 1] == "+") : next_start]  # "80%+ success rate"
    if index < len(lst) - 1 and C.LIST_SEP.match(right) and not hedge_after(text, c, s.cues):
        # a number inside a list reads the words after the list ("by 5% and 6% in mAP")
        last = group[lst[-1]]
        last_next = group[lst[-1] + 1].start if lst[-1] + 1 < len(group) else s.s1
        right = text[last.end : last_next]
    prev = s.reads[j - 1] if index > 0 else None
    return Reading(c, j, index, lst, prev, next_start, left, right)


def read_sentence(s: Sentence) -> list[Reading]:
    """Every number of the sentence, read step by step in text order (a later number
    reads what was decided for the earlier ones), then what a coordination says once at
    its end given back to the numbers before it (``backfill``)."""
    for j in range(len(s.group)):
        r = start_reading(s, j)
        for step in READ_STEPS:
            step(s, r)
        s.reads.append(r)
    backfill(s)
    return s.reads


_CLAUSE_STOP = pattern_cache.compile(
    r";|\b(?:whereas|but|although|though|which|where)\b|\bwhile\b(?!\s\w+ing\b)|\(\s?(?:\d|[ivx]{1,3})\s?\)|(?<![\w(])\d\)",
    re_flags := regex.IGNORECASE,
)
_RIGHT_RULES = frozenset(("_own_scale", "_right_metric_before_cue", "_right_phrase", "_right_named",
                          "_right_before_cue", "_right_comparative", "_right_metric_name", "_right_noun"))


def _owner(s: Sentence, r: Reading) -> str | None:
    """Whose number a baseline's number is: "where X reaches only 20%", "40% for BC"; the
    subject first ("while the competing methods achieve at most 85.92% AUC with a decision
    period of ...": the words after the number are not whose it is)."""
    m = C.CONTRAST_SUBJECT.search(r.left_core[-80:])
    if m and (got := clean_baseline(m.group("b"))):
        return got
    m = C.BASELINE_OWNER_AFTER.match(r.right)
    if m and (got := clean_baseline(m.group("b"))):
        return got
    return None


def backfill(s: Sentence) -> None:
    """A coordination of numbers often names its metric, its baseline or its "on
    average" once, after the last number ("outperforms A by 32% and B by 8% in exact
    match accuracy", "4.2% higher accuracy and 29.9% more correlation, compared to X"):
    what a later number of the same clause found after itself is given to the earlier
    numbers that found nothing."""
    reads, text = s.reads, s.text
    for j in range(len(reads) - 2, -1, -1):
        r = reads[j]
        # the first clause stop after the number, searched once (not once per later number:
        # a sentence of hundreds of numbers would take cubic time); where it straddles a
        # later number's start, the search up to that start decides, as it always did
        first = _CLAUSE_STOP.search(text, s.group[j].end, s.s1)
        for k in range(j + 1, len(reads)):
            k_start = s.group[k].start
            if first is None or first.start() >= k_start:
                stop = None
            elif first.end() <= k_start:
                stop = first
            else:
                stop = _CLAUSE_STOP.search(text, s.group[j].end, k_start)
            if stop:
                later = reads[k]
                if stop.group().lower() in ("where", "whereas", "while") and r.baseline is None and r.role == "result" and later.role == "baseline":
                    r.baseline = _owner(s, later)  # "..., where naive behavior cloning reaches only 20%"
                break
            later = reads[k]
            if (
                r.metric is None
                and later.metric
                and later.metric_rule in _RIGHT_RULES
                and r.c.unit == later.c.unit
                and not _right_kind(r.right)  # "5.64x speedup": its own change, no other metric
            ):
                r.metric = later.metric
                r.kind = kind_by_metric(s, r)
            if r.baseline is None and r.role == "result" and later.baseline and later.baseline_after:
                r.baseline = later.baseline
            if (
                r.qualifier is None
                and later.qualifier == "on average"
                and later.c.unit == r.c.unit
                and C.ON_AVERAGE.search(later.right)
                and not _OWN_SETTING.match(r.right)  # "+2.9% on VOC, and +12.4% on average": a summary of them
            ):
                r.qualifier = later.qualifier
            if r.baseline is None and r.role == "result" and later.role == "baseline" and not later.c.pair:
                # "DMD succeeds 92% of the time, versus 40% for BC": whose number it is
                owner = _owner(s, later)
                if owner:
                    r.baseline = owner


def make_sentence(
    text: str, s0: int, s1: int, group: list, cues: list[Cue], datasets: Sequence[DatasetMention], ds_words: Sequence[str]
) -> Sentence:
    """The ``Sentence`` of a group of numbers: its lists, hedge state and dataset mentions."""
    s1 = max(s1, group[-1].end)
    sent = text[s0:s1]
    lists: list[list[int]] = []
    for j, c in enumerate(group):
        if j and C.LIST_SEP.match(text[group[j - 1].end : c.start]):
            lists[-1].append(j)
        else:
            lists.append([j])
    return Sentence(
        text=text,
        s0=s0,
        s1=s1,
        group=group,
        cues=cues,
        occ=dataset_occurrences(sent, s0, datasets) if datasets else [],
        ds_words=ds_words,
        respectively=bool(C.RESPECTIVELY.search(sent)),
        terms=C.IN_TERMS_OF.search(sent),
        list_of={j: lst for lst in lists for j in lst},
        # an "on average" before the first number governs every number of the sentence
        # ("On average, it improves A by 3% and B by 5%"); one opening a later clause, the
        # numbers from there on
        sentence_hedge=bool(
            (m := C.HEDGE_IN_SENTENCE.search(text, s0, group[0].start))
            and not C.HEDGE_GAP.fullmatch(text, m.end(), group[0].start)  # "succeeds on average 92%": its own
        ),
    )
