"""Step 2, ``kind``: improvement, reduction, speedup, degradation, score or other, from
the cue right after the number, the "to N" / "X of N" shapes, or the nearest cue word
before it; a share of a population is ``other``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex

from extractor import pattern_cache
from extractor.extract import number_cues as C
from extractor.extract.number_reading.qualifiers import _CLAUSE_SEP, _ENUMERATED, _clause_end
from extractor.extract.number_reading.state import (
    _KINDS,
    Cue,
    Reading,
    Sentence,
    _last_baseline_before,
    _right_kind,
    _right_noun_match,
    _rx,
    unit_text,
)

_TO_BEFORE = pattern_cache.compile(r"\bto\s\$?\s?$", regex.IGNORECASE)
_TO_BEFORE_HEDGED = C.rx(r"\bto\s(?:(?:⟨hedge_words⟩|only|just)\s)*\$?\s?$", regex.IGNORECASE)
_OF_BEFORE = C.rx(
    r"(?:(?P<w2>[\w\-@]+)\s)?(?P<w>[\w\-@]+)\s(?:of|=|:|is|was|⟨phrases.level_connector⟩)\s(?:(?:a|an|only|just)\s)?\$?\s?$",
    regex.IGNORECASE,
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


# a change noun as the subject of a verb of reaching: "the speedup reaches 14x"
_CUE_NOUN_REACHES = C.rx(
    r"\b(?P<n>[\w-]+)\s(?:reaches|reached|attains|attained|hits|grows\sto|grew\sto|rises\sto|rose\sto|climbs\sto|amounts\sto)\s"
    r"(?:(?:⟨hedge_words⟩|only|just)\s)*\$?\s?$",
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


_WITHIN = pattern_cache.compile(r"(?i)\bwithin\s(?:only\s|just\s)?$")
_OF_AFTER_WITHIN = pattern_cache.compile(r"(?i)^\s?(?:[\w@-]+\s)?(?:of|from)\s")


def _moved(words: str) -> str | None:
    """Which way a change word moves what it changes ("increase" up; "drop", "lower"
    down), read from its kind as ``changes.tsv`` lists it after a number."""
    for w in reversed(words.split()):
        rk = _right_kind(" " + w)
        got = _kind_from_group(rk) if rk else None
        if got == "improvement":
            return "up"
        if got in ("reduction", "degradation"):
            return "down"
    return None


_SLOWER_THAN_OURS = C.rx(r"^\s(?:(?:on\saverage|overall)\s)?slower\sthan\s(?:(?:⟨baselines.own⟩)\b|ours\b|the\sproposed\b)", regex.IGNORECASE)
_COST_AFTER = C.rx(r"^\s?(?:[\w/-]+\s){0,2}?(?:⟨changes.cost_after⟩)\b", regex.IGNORECASE)


# a system in the clause: a name written in mixed case ("NaviSage", "RankGPT"; not "US adults",
# "COVID-19 patients"), the paper's own ("our", "it", "the proposed"), or a system's noun
# ("the policy", "the agent": baselines method_noun and subject_noun)
_SYSTEM_IN_CLAUSE = C.rx(
    r"\b\p{Lu}+\p{Ll}+\p{Lu}[\w-]*|\b\p{Lu}\p{Ll}+[\p{Lu}\d][\w-]*|\b(?i:our|it|its|proposed)\b"
    r"|\b(?i:⟨baselines.method_noun⟩|⟨baselines.subject_noun⟩|agents?|robots?|policy)\b"
)


_NAME_MARK = pattern_cache.compile(r"\p{Lu}|\d")
_COMPARED_ADJECTIVE = C.rx(r"\b(?:⟨baselines.subject⟩)\b", regex.IGNORECASE)


def names_system(subject: str) -> bool:
    """Does a contrasted subject ("while <subject> drops by") name a system, a name (capitals,
    digits), a method's noun or a compared one ("competing trackers"), rather than a
    property measured ("smoke opacity")?"""
    return _NAME_MARK.search(subject) is not None or _COMPARED_ADJECTIVE.search(subject) is not None or system_in_clause(subject)


# "the new catalyst", "the engineered strain": what the paper made
_OWN_MARKER = C.rx(r"\b(?:⟨phrases.own_marker⟩)\b", regex.IGNORECASE)
# "in Brazil", "across Europe": a place named
_PLACE_NAMED = pattern_cache.compile(r"\b(?:in|at|from|across|among)\s\p{Lu}[\w-]*")
# what a number is compared with, after "than", "over", "compared with" ... ("than fished sites")
_COMPARED_OBJECT = C.rx(r"\b(?:⟨baselines.marker⟩)\s(?P<o>[^,;.()]{1,60})", regex.IGNORECASE)


def observed_comparison(r: Reading) -> bool:
    """Is a multiple a comparison of two things no system names, its clause naming none and
    neither what it is compared with ("Losses are 1.7 times larger for workers whose ...
    than for ...", "harboured 1.7-fold more endemics than islands that remained isolated")?
    Then it is a difference found, no system's gain."""
    if r.c.unit != "times" or (rk := _right_kind(r.right)) is None or _kind_from_group(rk) != "improvement":
        return False
    compared = _COMPARED_OBJECT.search(r.right)
    return (
        compared is not None
        and not system_in_clause(r.left_core)
        and _OWN_MARKER.search(_CLAUSE_SEP.split(r.left_core[-120:])[-1]) is None
        # (a place's name is no system's: "than reefs in Brazil")
        and not names_system(_PLACE_NAMED.sub("", compared.group("o")))
    )


def system_in_clause(left_core: str) -> bool:
    """Does the clause a number ends name a system (a mixed-case name, "our", "proposed", a
    method's noun)?  What a group does more often or is at more risk of is then the system's gain."""
    return _SYSTEM_IN_CLAUSE.search(_CLAUSE_SEP.split(left_core[-120:])[-1]) is not None


def kind(s: Sentence, r: Reading) -> str:
    """The kind the words around the number give it (before its metric is known)."""
    c, left_core, right = r.c, r.left_core, r.right
    core_end = s.s0 + r.qpos
    if c.pair or c.role == "baseline":
        return "score"  # a level: "from 61% to 67%", "outperforming X (76.1%)"
    if _WITHIN.search(r.left[-16:]) and _OF_AFTER_WITHIN.match(right) and not (c.unit == "percent" and c.value >= 50):
        # (a share kept, "within 98% of their base models", is a level reached)
        return "degradation"  # "within 2% of Ansor's", "within 0.001 of the uncompressed model": how much is given up
    if c.extras.get("kind"):
        return c.extras["kind"]  # a multiplier verb says its change: "halves"
    if counted_share(s, r) is not None:
        return "other"  # "2,947 (48.1%) were female": a share of the people counted
    if _SLOWER_THAN_OURS.match(right):
        return "speedup"  # "existing solvers are 12x slower than our method": ours is the faster
    if c.unit in ("percent", "pp", "times") and _COST_AFTER.match(right):
        # "with a 22% bandwidth overhead": a relative cost added, not the change reported (an
        # amount spent is a level: "46 MB of overhead")
        return "other"
    if c.unit == "times" and C.MORE_COST_AFTER.match(right):
        return "other"  # "uses 3 times more memory than X": a cost added, no gain nor loss of performance
    if _rate_reached(s, r) and not _right_kind(right):
        return "score"  # "while running at 37 fps": a rate reached is a level
    if (
        c.unit in ("pp", "points", "percent")
        and C.LOSS_COST_BEFORE.search(left_core[-50:])
        and not _right_kind(right)
        and not C.LOSS_COST_ADDED_AFTER.match(right)
    ):
        return "degradation"  # "at a cost of 1.2 percentage points in overall accuracy": a score given up
    if c.unit == "other" and C.COST_BEFORE.search(left_core[-60:]) and not _right_kind(right):
        return "score"  # "while adding about 0.8 seconds of latency": what it spends, a level
    if c.extras.get("effect"):
        # "outperformed the video group (d = 0.58)": the size of a difference, of the kind
        # its own clause gives it; no level reached (not another clause's cue: "Accuracy
        # improved by 5%, while the effect on recall was negligible (d = 0.05)")
        clause = _CLAUSE_SEP.split(left_core[-220:])[-1]
        last = last_kind_cue(s.cues, core_end - len(clause), core_end, False)
        return last if last in ("improvement", "reduction", "degradation") else "other"
    if c.unit == "points" and c.metric:
        if c.sign and (not _LEVEL_SIGN.search(left_core[-4:]) or c.sign == "+" and left_core.rstrip().endswith(":")):
            # "+4.3 EM", "−0.1 chrF++": a change; of a lower-is-better metric the other way
            # ("−0.8 FID"); a signed level is none ("Spearman's ρ = −0.31"), but a labelled
            # item with a plus is a gain ("(WHOI-Plankton: +4.1, ZooScan: +3.5)")
            lower = C.LOWER_IS_BETTER.search(c.metric) is not None
            return "reduction" if lower and c.sign != "+" else "degradation" if lower or c.sign != "+" else "improvement"
        if r.j > 0 and (prev := s.reads[r.j - 1]).c.unit == "points" and prev.kind not in (None, "score"):
            if _ENUMERATED.fullmatch(s.text, s.group[r.j - 1].end, c.start):
                return prev.kind  # "by 15 mAP on 10-shot and 7.2 mAP on 30-shot": the same change
        if c.end == c.num_end and (
            (moved := C.CHANGE_NOUN_AFTER_VALUE.match(s.text, c.end)) or (moved := C.COMPARATIVE_METRIC_AFTER_VALUE.match(s.text, c.end))
        ):
            # "a 2.3 increase in FID", "a 0.02 drop in SSIM", "0.3 lower BLEU than X": which
            # way the metric moved (the word's kind in changes.tsv), against which way is better
            way = _moved(moved.group(0))
            lower = C.LOWER_IS_BETTER.search(c.metric) is not None
            if way == "up":
                return "degradation" if lower else "improvement"
            if way == "down":
                return "reduction" if lower else "degradation"
        rk = _right_kind(right)
        if rk and (len(rk.group(0)) < 16 or len(rk.group(0).split()) <= 2) and _kind_from_group(rk) == "improvement":
            return "improvement"  # "2 AP higher", "a 0.11 absolute improvement"
        if rk and c.end == c.num_end and _kind_from_group(rk) == "reduction":
            return "reduction"  # "0.4 lower FID than X": a margin on its scale, made smaller
        if C.BY_MARGIN.search(left_core[-40:]):
            # "outperforms X by 2.5 mIoU", "improves by 1.3 AP": a margin, not a level
            last = last_kind_cue(s.cues, core_end - min(220, len(left_core)), core_end, True)
            if last is not None:
                return last
        # (a level on a scale named with a change word is none: "a compression ratio of 4.91")
        return _cue_noun_of(left_core, modifier=False) or "score"  # "an improvement of 5.9 AP over X"
    if _SHARE_OF.match(right) and c.unit != "other" and not _OF_BEFORE_REV.search(left_core[-40:]):
        return share_kind(s, r)  # (a physical amount is no share: "46 KB of flash")
    if C.LIKELIHOOD_AFTER.match(right) and not system_in_clause(left_core):
        return "other"  # "users are 14% more likely to reach checkout": a group's behaviour, no system's gain
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
    if _right_noun_match(right) and C.VERB_RIGHT_BEFORE.search(left_core[-40:]):
        # "losing less than 1% nDCG@10", "loses at most 1.5% AUC": a change of the measure
        last = last_kind_cue(s.cues, core_end - min(40, len(left_core)), core_end, False)
        if last in ("degradation", "improvement", "reduction"):
            return last
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
        subj = C.RANGING_SUBJECT.search(left_core[-60:])
        if subj and (noun_kind := C.cue_noun_kind(subj.group("n").lower())):
            return noun_kind  # "gains range from 1.4 to 6.0 points": the change's range
        return "score"  # "sparsity ranging from 80% to 90%": levels
    reached = _CUE_NOUN_REACHES.search(left_core[-40:])
    if reached and (noun_kind := C.cue_noun_kind(reached.group("n").lower())):
        return noun_kind  # "the speedup reaches 14x": the change reaches it, not a level
    by = bool(_rx(r"\bby\s(?:(?:a|an)\s)?$").search(left_core[-8:]))
    hi = core_end
    if by and (named := _baseline_named_before_by(left_core)) is not None:
        # "outperform the structured pruning baseline by 23%": the words naming what was
        # outperformed are no cue of this number's change, the verb is
        hi = core_end - (len(left_core) - named)
    in_parens = C.IN_PARENS_BEFORE.search(left_core)
    if in_parens and c.unit == "other" and not c.sign:
        return "score"  # "reduces latency (12 ms)": the level a measure has, in its own unit
    cues = _without_hedges_of_earlier(s, r)
    last = last_kind_cue(cues, core_end - min(220, len(left_core)), hi, by)
    if last == "degradation" and by and _cut_of_a_loss(s, cues, core_end - min(120, len(left_core)), hi):
        return "reduction"  # "reduces the average penalty by 11.7%", "lowers the amount of lost work by 87%"
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
    if r.j > 0 and (prev := s.reads[r.j - 1]).kind not in (None, "other") and prev.c.unit == c.unit and (
        _ENUMERATED.fullmatch(s.text, s.group[r.j - 1].end, c.start)
    ):
        return prev.kind  # "accuracy was 97.8% for radiographs and 98.9% for CT": the same measure's
    return "other"


# a loss named as a noun or an adjective, the object of a verb of cutting ("the average
# penalty", "the amount of lost work", "the accuracy loss"), not a verb ("drops", "loses")
_LOSS_WORD = pattern_cache.compile(r"(?i)penalt(?:y|ies)|lost|loss(?:es)?")


def _cut_of_a_loss(s: Sentence, cues: Sequence[Cue], lo: int, hi: int) -> bool:
    """Is the last cue before the number a loss named in the object of an earlier verb of
    cutting in the clause ("reduces the number of lost files by 92%")?"""
    inside = [(label, a, b) for label, a, b in cues if lo <= a and b <= hi]
    if len(inside) < 2:
        return False
    (label0, _, b0), (_, a1, b1) = inside[-2], inside[-1]
    return (
        label0 == "reduction"
        and _LOSS_WORD.fullmatch(s.text[a1:b1]) is not None
        and not _CLAUSE_SEP.search(s.text, b0, a1)
    )


def _rate_reached(s: Sentence, r: Reading) -> bool:
    """Is the number a rate the system runs at ("at 37 fps", "at 10 Hz"; and the ones
    enumerated after it: "at 37 fps on CPU, 158 fps on GPU")?"""
    c = r.c
    if c.unit != "other" or C.RATE_UNIT.fullmatch(unit_text(s.text, c)) is None:
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
    if (verb := _NEW_CHANGE_CLAUSE.search(m.group("b"))) is not None:
        # "speedups over X and reduces DRAM traffic by": the later clause's verb is the
        # number's cue (X may still be what it is compared with)
        return lo + m.start("b") + verb.end()
    return lo + m.start("b")


_NEW_CHANGE_CLAUSE = C.rx(r"\s(?:and|while|but)\s(?:\p{Ll}+ly\s)?(?:⟨changes.verb⟩)\s", regex.IGNORECASE)


_THAN_AFTER = pattern_cache.compile(r"\s?(?:\)\s?)?than\b", regex.IGNORECASE)
_BY_END = pattern_cache.compile(r"\sby\s(?:(?:a|an)\s)?")


_DASH_ASIDE = pattern_cache.compile(r"\s[-–—]\s[^-–—.;]{1,60}\s[-–—]\sof\s$")


_LEVEL_SIGN = pattern_cache.compile(r"(?:=|\bof|:)\s?$")


def _cue_noun_of(left_core: str, modifier: bool = True) -> str | None:
    """The kind of a change noun right before the number: "an improvement of", "a drop
    of", "compression rates of" (with ``modifier``: the change noun may modify the head)."""
    kind_ = _of_kind(_of_before(left_core[-60:]), modifier)
    if kind_ is None and (aside := _DASH_ASIDE.search(left_core[-120:])) is not None:
        # "an average improvement - compared to DifferNet - of 1.77": the noun before the aside
        kind_ = _of_kind(_of_before(left_core[-120:][: aside.start()] + " of "), modifier)
    return kind_


def _of_kind(of: regex.Match | None, modifier: bool = True) -> str | None:
    if not of:
        return None
    kind_ = C.cue_noun_kind(of.group("w").lower())
    if kind_ is None and modifier and of.group("w2"):
        kind_ = C.cue_noun_kind(of.group("w2").lower())  # "compression rates of more than 10x"
    return kind_


# "was achieved by ", "were reported by about ": a passive whose agents the share counts
_PASSIVE_AGENT_BEFORE = C.rx(r"\b(?:is|are|was|were)\s(?:\p{Ll}+ly\s)?\p{Ll}+ed\sby\s(?:(?:⟨hedge_words⟩|only|just)\s)?$", regex.IGNORECASE)
_TIME_SHARE = pattern_cache.compile(r"^\s?of\sthe\stime\b", regex.IGNORECASE)
_NEGATED = pattern_cache.compile(r"\b(?:without|no|not)\b", regex.IGNORECASE)


def counted_share(s: Sentence, r: Reading) -> str | None:
    """What the people or things a count restated as a share in parentheses did or had
    ("571 (83.5%) completed the 24-month assessment": "completed the 24-month
    assessment"; read in the sentence, past a number of its own: "were readmitted within
    30 days"), or None where the number is no such share."""
    if r.c.unit != "percent" or not C.COUNT_SHARE_OPEN.search(r.left_core[-40:]):
        return None
    done = C.SHARE_PREDICATE.match(s.text, r.c.end, min(len(s.text), r.c.end + 90))
    return done.group("v") if done is not None else None


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
    if (explained := C.SHARE_EXPLAINED.search(text, max(lo, c.start - 40), c.start)) is not None:
        return "score" if _system_explains(s, lo, explained.start()) else "other"
    if C.IN_SHARE_BEFORE.search(text, max(lo, c.start - 40), c.start):
        if C.SHARE_RATE_IN.search(text, lo, c.start):
            return "score"  # "succeeds in 73% of trials": how often it succeeds, a rate
        return "other"  # "achieves SOTA results in 68% of the experiments": where it held
    if (
        C.KEPT_SHARE_BEFORE.search(text, max(lo, c.start - 50), c.start)
        and (kept := C.OF_REFERENCE_CHANGE.match(r.right)) is not None
        and (kept.group("lost") is None or C.names_measure(kept.group("lost")))
    ):
        return "other"  # "recovers 70% of the improvement", "of the lost macro-F1": a share of another's gain
    # (up to the number's end: a row may look at what follows its verb, "answers only 62%")
    if _PASSIVE_AGENT_BEFORE.search(text, max(lo, c.start - 60), c.start):
        return "other"  # a passive's agents, a population: "Remission was achieved by 41% of participants"
    if C.SHARE_SCORE.search(text, lo, c.end) or C.SHARE_SCORE.search(clause_after):
        return "score"
    cue = last_kind_cue(s.cues, lo, s.s0 + r.qpos, False)
    if cue in ("reduction", "speedup", "degradation", "score"):
        return cue
    if C.SHARE_CUT.search(text, lo, c.start):
        return "reduction"  # "close 88% of the gap"
    if _passive_cut_after(s, r):
        return "reduction"  # "94% of the image energy can be dropped" (not "without loss")
    return "other"


# a clause that opens on its verb: "..., and explains", "..., which explained"
_NO_SUBJECT = pattern_cache.compile(r"\W*(?:(?:and|which|that|but|also)\W+)*", regex.IGNORECASE)
# the subject right before the verb: its last words, after any "that" ("our results show that
# rainfall explained")
_SUBJECT_WORDS = pattern_cache.compile(r"(?:[\w'’-]+\s){1,5}$")
_AFTER_THAT = pattern_cache.compile(r"\bthat\s", regex.IGNORECASE)
# a predicate coordinated with the one before: "... 0.3 mm and explains"
_COORDINATED = pattern_cache.compile(r"\b(?:and|but)\s$", regex.IGNORECASE)
# a sentence's first words, up to a comma: "Our estimator achieves a bias", "Rainfall"
_SENTENCE_SUBJECT = pattern_cache.compile(r"\s*[^,;:()]{1,40}")
# a system as that subject: a model, the paper's own, or a coined name with a lower-case run
# ("SpliceTX", "AllianceTracker"; not a formula, "CaCO3")
_SYSTEM_SUBJECT = C.rx(
    r"\b\p{Lu}\p{Ll}{2,}\p{Lu}[\w-]*|\b\p{Lu}+\p{Ll}{2,}\p{Lu}[\w-]*|\b(?i:our|proposed)\s\w+"
    r"|\b(?i:⟨baselines.method_noun⟩|⟨baselines.subject_noun⟩)\b"
)


def _system_explains(s: Sentence, lo: int, verb: int) -> bool:
    """Is what explains the share a system ("the model", "SpliceTX", "our model"), whose
    share is a level it reaches, rather than a factor ("site exposure", "the index"), whose
    share is a finding about the world? The words right before the verb, else (a clause
    opening on the verb: "..., and explains") the sentence's first words."""
    subject = _SUBJECT_WORDS.search(s.text, max(lo, verb - 80), verb)
    if _NO_SUBJECT.fullmatch(s.text, lo, verb) or subject is not None and _COORDINATED.search(subject.group()):
        subject = _SENTENCE_SUBJECT.match(s.text, s.s0, verb)  # "Our estimator achieves ... and explains"
    return subject is not None and _SYSTEM_SUBJECT.search(_AFTER_THAT.split(subject.group())[-1]) is not None


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
# a count restated in parentheses may come between a share and its "of": "93.7% (n=104/111) of"
_COUNT_ASIDE = r"\s\((?:n\s?=\s?)?[\d\s/,.=]{1,20}\)"
_SHARE_OF = pattern_cache.compile(rf"^(?:{_COUNT_ASIDE})?\s?(?:\)\s?)?of\b", regex.IGNORECASE)
