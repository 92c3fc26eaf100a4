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
sentence.  Each step is a module of this package: ``qualifiers`` (1), ``kinds`` (2),
``metrics`` (3), ``adjust`` (4 to 6), ``baselines`` (7), ``measured_on`` (8); ``state``
holds ``Sentence`` and ``Reading``, ``phrases`` the clean-up a read phrase goes through.  Each reads only the characters around the number (the cue matchers of
``components/result_cues.py`` on one small window per sentence): no parse is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import regex

from extractor import pattern_cache
from extractor.extract import number_cues as C
from extractor.extract.number_reading.adjust import kind_by_metric, pair_scale, plain_measure_subject, role, unit
from extractor.extract.number_reading.baselines import _CHANGES, baseline, carry_compared_level
from extractor.extract.number_reading.kinds import kind, kind_of_list
from extractor.extract.number_reading.measured_on import dataset, dataset_occurrences
from extractor.extract.number_reading.metrics import METRIC_RULES, metric
from extractor.extract.number_reading.phrases import clean_baseline
from extractor.extract.number_reading.qualifiers import _OWN_SETTING, hedge_after, qualifier
from extractor.extract.number_reading.state import _CLAUSE_STOP, Cue, Reading, Sentence, _right_kind, unit_text
from extractor.records import DatasetMention

_CHANGE_BY = C.rx(r"\bby\s(?:(?:⟨hedge_words⟩|⟨phrases.minimizer⟩|a|an)\s)*\$?$", regex.IGNORECASE)
_CLAUSE_BREAK = pattern_cache.compile(r",|\b(?:while|whereas|and)\b")
_ELIDED_ITEM = pattern_cache.compile(r"[^;.()]{0,80}?(?:,\s(?:and\s)?|\sand\s)\$?")

__all__ = ["Sentence", "Reading", "READ_STEPS", "METRIC_RULES", "read_sentence"]


def _step_qualifier(s: Sentence, r: Reading) -> None:
    r.qualifier, r.qpos = qualifier(s, r)


def _step_kind(s: Sentence, r: Reading) -> None:
    r.kind = r.cue_kind = kind_of_list(s, r, kind(s, r))
    if r.kind == "other" and C.RATING_SCALE_AFTER.match(s.text, r.c.end):
        r.kind = r.cue_kind = "score"  # "rated the explanations 3.9 on a 5-point scale": a level
    if r.kind == "other" and r.j and (prev := s.reads[r.j - 1]).kind == "score" and prev.role == "result" and prev.c.unit == r.c.unit:
        # "resolves 43.8% of issues on A and 27.3% on B", "76% with RingStage and 69% with
        # the vendor's output": the next item of a parallel list of places or conditions,
        # its verb elided, reports the same kind of level
        if _ELIDED_ITEM.fullmatch(s.text, s.group[r.j - 1].end, r.c.start) and C.LEVEL_PLACE_AFTER.match(s.text, r.c.end):
            r.kind = r.cue_kind = "score"


def _step_metric(s: Sentence, r: Reading) -> None:
    r.metric, r.base_from_metric = metric(s, r)


def _step_kind_by_metric(s: Sentence, r: Reading) -> None:
    r.kind = kind_by_metric(s, r)


def _step_unit(s: Sentence, r: Reading) -> None:
    r.unit = unit(s, r)
    if r.unit == "points" and r.c.pair and r.c.unit == "other" and not (r.metric and C.METRIC_NAME_IN.search(r.metric)):
        r.metric = pair_scale(r) or r.metric  # "the FVD ... (from 243 to 251)": what the levels measure


def _step_role(s: Sentence, r: Reading) -> None:
    r.role = role(s, r)
    if r.role == "baseline" and r.kind in _CHANGES and not _CHANGE_BY.search(r.left_core[-40:]) and not C.RIGHT_KIND.match(r.right):
        # "rises from 41.5% for the previous best to 52.3%", "against 4.6% for CP-SAT": the
        # compared system's level (GUIDELINES: from-to pairs are scores), not a change of
        # its own as in "whereas X drops by 6.4%" or "a 3% gain for X"; a change compared
        # with another's is of the same kind: "loses 2.6 points, compared with 7.9 points for X"
        own = _own_in_unit(s, r, measured=False)
        r.kind = own.kind if own is not None and own.kind in _CHANGES else "score"
    if r.c.role == "baseline" and not r.c.pair:
        # "an HD95 of 13.21 mm, outperforming X (77.48%, 31.69 mm)": a compared value in
        # parentheses measures what the paper's own value in the same unit did
        if (own := _own_in_unit(s, r)) is not None:
            r.metric = own.metric
    if r.role == "baseline" and len(r.lst) > 1 and not r.c.pair and (own := _counterpart(s, r)) is not None:
        r.metric = own.metric  # "an AUC of 0.972 and an accuracy of 93.8%, compared to 0.951 and 91.5% for X"
    elif r.role == "baseline" and r.c.role != "baseline" and not r.c.pair and r.j and s.reads[r.j - 1].c.unit != r.c.unit:
        # "an EER of 0.46% and a minDCF of 0.048, compared with 0.62%": the paper's own
        # number in the same unit, not the measure named last
        if (own := _own_in_unit(s, r)) is not None:
            r.metric = own.metric
    if r.role == "baseline" and r.metric is None and r.j and not r.c.pair:
        prev = s.reads[r.j - 1]
        if prev.metric and prev.role == "result" and prev.c.unit == r.c.unit:
            r.metric = prev.metric  # "succeeds 92% of the time, versus 40% for BC": the same measure


def _own_in_unit(s: Sentence, r: Reading, measured: bool = True) -> Reading | None:
    """The paper's own number before ``r`` in its unit (``measured``: one whose metric is known)."""
    return next(
        (p for p in reversed(s.reads[: r.j]) if p.role == "result" and p.c.unit == r.c.unit and (p.metric or not measured)),
        None,
    )


def _counterpart(s: Sentence, r: Reading) -> Reading | None:
    """The paper's own number a listed compared value stands against, by position: the
    compared list as long as the run of the paper's numbers before it, unit for unit."""
    first = r.lst[0]
    own = [p for p in s.reads[:first] if p.role == "result" and not p.c.pair]
    k = len(r.lst)
    if len(own) < k:
        return None
    own = own[-k:]
    group = s.group
    if any(own[i].c.unit != group[r.lst[i]].unit for i in range(k)) or not all(p.metric for p in own):
        return None
    if len({p.metric for p in own}) < k:
        return None  # one measure throughout: nothing to tell apart
    return own[r.index]


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
    if r.dataset is not None and r.kind == "speedup" and r.dataset_at is None and r.j:
        # "reaches 82.6 mIoU on Cityscapes while running 1.7x faster": the place an earlier
        # number of the sentence was measured on, not where the speed was (a place that
        # opens the sentence, "On MS MARCO, ...", or is named after the speed-up is its own)
        first = s.group[0].start
        if all(first < a < r.c.start and _CLAUSE_BREAK.search(s.text, b, r.c.start) for a, b, n in s.occ if n == r.dataset):
            r.dataset = None


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
        if r.c.extras.get("interval") and j:
            _of_level(r, s.reads[j - 1])
        s.reads.append(r)
    backfill(s)
    carry_compared_level(s)
    for r in s.reads:
        if r.metric is None and r.c.unit == "other" and r.c.end > r.c.num_end:
            # "processes an image in 38 ms": a time, once nothing else named what it measures
            r.metric = C.unit_measure(unit_text(s.text, r.c), late=True)
    return s.reads


def _of_level(r: Reading, level: Reading) -> None:
    """An interval ("95.2% (95% CI, 86.7–99.0%)") reports the uncertainty of the level
    before it: the same measure, owner and data; an uncertainty is no level reached nor a
    change (kind other: what most annotators read, whatever the level's kind)."""
    # (what the interval's words after it name is the level's, read past the interval:
    # "by 3.1% (95% CI, 2.0–4.2%) over DeepLabv3+")
    level.baseline = level.baseline or r.baseline
    level.dataset = level.dataset or r.dataset
    r.kind, r.metric, r.role, r.baseline, r.dataset = "other", level.metric, level.role, level.baseline, level.dataset
    r.metric_rule = None
    if r.c.end == r.c.num_end:
        r.unit = level.unit  # a bare range on the bare level's scale: "HR 0.84; 95% CI 0.63–1.12"


_RIGHT_RULES = frozenset(("_own_scale", "_right_metric_before_cue", "_right_phrase", "_right_named",
                          "_right_before_cue", "_right_comparative", "_right_metric_name", "_right_noun"))


def _owner(s: Sentence, r: Reading) -> str | None:
    """Whose number a baseline's number is: "where X reaches only 20%", "40% for BC"; the
    subject first ("while the competing methods achieve at most 85.92% AUC with a decision
    period of ...": the words after the number are not whose it is)."""
    m = C.CONTRAST_SUBJECT.search(r.left_core[-80:])
    if m and not plain_measure_subject(m.group("b")) and (got := clean_baseline(m.group("b"))):
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
            if (
                r.baseline is None
                and r.role == "result"
                and later.baseline
                and later.baseline_after
                # "reaches 83.9% accuracy, while training 4.3x faster than X": X is what the
                # change is measured against; the level reached is compared with nothing
                and not (r.kind == "score" and later.kind != "score")
            ):
                r.baseline = later.baseline
            if (
                r.qualifier is None
                and later.qualifier == "on average"
                and later.c.unit == r.c.unit
                # (physical amounts only of one unit: "46 KB of flash ... drawing 1.2 mW on average")
                and (r.c.unit != "other" or unit_text(s.text, r.c) == unit_text(s.text, later.c))
                and C.ON_AVERAGE.search(later.right)
                and not _OWN_SETTING.match(r.right)  # "+2.9% on VOC, and +12.4% on average": a summary of them
            ):
                r.qualifier = later.qualifier
            if r.baseline is None and r.role == "result" and later.role == "baseline" and not later.c.pair:
                # "DMD succeeds 92% of the time, versus 40% for BC": whose number it is
                owner = _owner(s, later)
                if owner:
                    r.baseline = owner


def _may_list(a, b) -> bool:
    """May two numbers side by side be one list? Not a physical amount and a multiplier ("41
    s, 1.6x faster than X": a level, then how much faster it is); compared levels in
    different units may ("compared with 1.9 Wh and 67.7% for X")."""
    return {a.unit, b.unit} != {"other", "times"}


def _apposed_margin(text: str, a, b) -> bool:
    """Is ``b`` how much the level ``a`` beats another by ("a power density of 1.07 W cm−2,
    21% higher than X"), no second item of a list?"""
    return text[a.end : b.start] == ", " and C.APPOSED_MARGIN.match(text, b.end) is not None


def make_sentence(
    text: str, s0: int, s1: int, group: list, cues: list[Cue], datasets: Sequence[DatasetMention], ds_words: Sequence[str]
) -> Sentence:
    """The ``Sentence`` of a group of numbers: its lists, hedge state and dataset mentions."""
    s1 = max(s1, group[-1].end)
    sent = text[s0:s1]
    lists: list[list[int]] = []
    for j, c in enumerate(group):
        if (
            j
            and C.LIST_SEP.match(text[group[j - 1].end : c.start])
            and _may_list(group[j - 1], c)
            and not (len(lists[-1]) == 1 and _apposed_margin(text, group[j - 1], c))
        ):
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
