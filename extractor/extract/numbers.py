"""Reported numbers: every quantitative finding of an abstract as a ``Result``.

Two stages, both cheap:

1. ``find_numbers(text)`` scans the text once with compiled ``regex`` patterns and keeps
   the numbers that carry a result unit: a percentage, percentage points, a multiplier
   (``16x``, ``16×``, ``85times``, ``three-fold``), or a metric value (``FID of 1.74``,
   ``1.60 gFID``).  Counts, sizes, years, versions, dimensions (``64×64``), device counts
   (``8×A100``), settings (``at 50% sparsity``, ``using 10% of the labels``) and numbers
   inside asymptotic bounds are dropped here.  Ranges (``2–4×``) and before/after pairs
   (``from 61.2% to 67.1%``) are joined or split here too.
2. ``extract_results(abstract, datasets)`` reads each kept number in its sentence, step
   by step (the ``number_reading`` package, a module per step: qualifier, kind, metric,
   unit, role, baseline, dataset).  Only sentences holding a candidate are read.

Both read the clean-text view of the abstract (``extractor.text``: LaTeX and Markdown
resolved); the results come back with spans and ``text`` of the abstract as stored
(``$16\\times$``, ``72.4\\%``).  The words both stages look for are lexicon data
(``number_cues.py``).
"""

from __future__ import annotations

import math
from bisect import bisect_right
from decimal import Decimal
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

import regex
from spacy.tokens import Doc

from extractor import pattern_cache
from extractor.catalog import is_model, lookup
from extractor.components.result_cues import cues_at
from extractor.components.sentences import HEADING
from extractor.extract import name_cues
from extractor.extract import number_cues as C
from extractor.extract import number_reading as R
from extractor.extract.number_reading.measured_on import carried_dataset, carried_in_order
from extractor.nlp import Abstract, as_abstract
from extractor.records import DatasetMention, Result

# Patterns written inline are compiled once: regex's own per-call cache lookup costs more
# than many of the searches themselves.
_rx = lru_cache(maxsize=None)(regex.compile)

__all__ = ["Candidate", "find_numbers", "extract_results", "results_from_text"]

# Gate of the word multipliers: an abstract without a digit, "fold" or "twice" (as
# written, case-sensitive) holds no result.  Checked only when it decides something.
_DIGIT = pattern_cache.compile(r"\d")
_UNIT_LIST_NEXT = pattern_cache.compile(
    r"\s?(?:[–—-]|to\s|and\s|,\s)\s?\$?[+-]?\d[\d.,]*\$?\s?(?:\\?%|percent|percentage|points?\b|pp\b)"
)
# "exceeding X by ", "and Y by ": a comparison verb's margin, in the same clause (not "...
# beating the baseline, and increases the batch size by 2.5")
_MARGIN_BY_BEFORE = C.rx(
    r"\b(?:⟨baselines.before_verb⟩)\s(?:[^,;.]|(?<=\d)\.(?=\d)){1,80}?\sby\s(?:⟨hedge_words⟩\s)?$", regex.IGNORECASE
)
_RUNS_AT_BEFORE = pattern_cache.compile(r"\b(?:run|runs|running|operates|operating)\sat\s(?:\S+\s){0,3}$")
_WE_BEFORE = pattern_cache.compile(r"\b[Ww]e\s(?:\p{Ll}+ly\s)?$")
_AGENT_OR_MODAL_BEFORE = C.rx(r"\b(?:[Ww]e|[Tt]hey|(?-i:⟨phrases.modal⟩))\s(?:\p{Ll}+\s)?$")
# a setting as that subject: "the batch size doubles"
_SETTING_SUBJECT = C.rx(r"\b(?:⟨phrases.multiplied_setting⟩|⟨settings.parameter⟩)\b", regex.IGNORECASE)
# what a finite multiplier verb multiplies, named with a determiner ("halves the bytes written")
_DETERMINED_OBJECT = pattern_cache.compile(r"\s(?:the|its|their)\s(?!(?:same|first|second|other)\b)\p{L}")
# a determiner, a quantifier or a preposition before the word makes it a noun ("of the triples")
_NOUN_BEFORE = pattern_cache.compile(r"\b(?i:the|these|those|all|many|some|such|of)\s$")
# a plural subject right before a bare verb form ("they halve", "warm starts halve")
_PLURAL_SUBJECT_BEFORE = C.rx(
    r"\b(?:they|\p{L}{2,}(?<!\b(?:is|was|has|as|does|its|this|thus|us))s)\s(?:(?:⟨hedge_words⟩|also|further)\s)?$", regex.IGNORECASE
)
# what a multiplier verb may multiply that is a setting, not a finding (phrases.tsv multiplied_setting)
_MULTIPLIED_SETTING = C.rx(r"\s(?:the\s|its\s|their\s)?(?:[\w-]+\s){0,2}?(?:⟨phrases.multiplied_setting⟩)\b", regex.IGNORECASE)
# a schedule after it: "is halved every 10 epochs", "doubles at every stage"
_SCHEDULE_AFTER = pattern_cache.compile(r"(?:\s[\w-]+){0,4}?\s(?:every|each|at\severy|at\seach|per\s(?:stage|block|layer|epoch|step))\b", regex.IGNORECASE)
# a gerund after these words reports a change the sentence's system makes ("while halving
# the FLOPs of InfoGCN", "nearly halving alarm burden"; not "by doubling the number of layers")
_GERUND_FINDING_BEFORE = pattern_cache.compile(r"\b(?i:while|thereby|nearly|roughly|almost|effectively)\s$")
# "is halved", "was roughly doubled": the subject is what the verb multiplied
_PASSIVE_BEFORE = pattern_cache.compile(r"\b(?:is|are|was|were|been)\s(?:(?:roughly|nearly|almost|approximately|about|more\sthan|effectively)\s)?$")


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
    v = float(num.replace(",", ".") if C.DECIMAL_COMMA.fullmatch(num) else num.replace(",", ""))
    return -v if sign in ("-", "−") else v


# a metric bounded in a condition: "with a correlation above 0.7", "whose F1 exceeds 0.9"
_THRESHOLD_BEFORE = C.rx(r"\b(?:⟨phrases.condition_lead⟩)\s(?:(?:a|an|the)\s)?(?:[\w-]+\s)?$", regex.IGNORECASE)
_BOUND_HEDGE = C.rx(r"\b(?:⟨phrases.bound⟩)\s\$?\s?$", regex.IGNORECASE)


# "we lower", "to raise": the authors change a value, a setting ("we lower the target
# coverage ... to 0.9")
_WE_SET_BEFORE = pattern_cache.compile(r"\b(?:[Ww]e|to)\s(?:\p{Ll}+ly\s)?$")


def _own_bare_level(text: str, raw: list[Candidate], before: int) -> Candidate | None:
    """The last bare level on a metric's own scale the sentence reported before ``before``
    (the paper's own, not a compared one), if any."""
    lo = _sentence_start(text, before)
    for c in reversed(raw):
        if c.start < lo:
            return None
        if c.end <= before and c.unit == "points" and c.metric and c.role != "baseline" and c.end == c.num_end:
            return c
    return None


# a level's measure place, then the opening parenthesis of its gain ("52.3 on MSR-VTT (")
_GAIN_IN_PARENS_BEFORE = pattern_cache.compile(r"(?:\s(?:on|in|for)\s[^,;.()]{1,40}?)?\s?\(")
_GAIN_OVER_AFTER = C.rx(r"\s?(?:⟨baselines.marker⟩)\s(?!\d)|\)", regex.IGNORECASE)
# the rest of a parenthesis closed before the next number ("over X-Pool), ")
_CLOSED_BEFORE = pattern_cache.compile(r"[^()]{0,40}?\)")


# a contrast clause whose subject reaches a level ("..., whereas X reaches "), and the
# next subject of its coordination (" and Y reaches ")
_CONTRAST_REACHES = C.rx(
    r"(?:[^.;]|(?<=\d)\.(?=\d)){0,60}?,?\s(?:whereas|while)\s(?:the\s)?(?P<who>[^.;,]{1,50}?)\s"
    # (or the level its change ends at: "whereas a supervised-only baseline falls to 0.49")
    r"(?:(?:⟨kind_cues_score⟩)\s(?:only\s|just\s)?|(?:⟨changes.subject_verb⟩)\s(?:only\s|just\s)?to\s)",
    regex.IGNORECASE,
)
# the same clause searched anywhere between a level and a further one, its subject maybe set
# off by commas and its verb any past form: "..., whereas GPT-3.5 prompted with the same
# examples obtained", "whereas the best existing checker, Checkov, reaches 0.81 and"
_CONTRAST_SUBJECT = C.rx(
    r"(?:,\s|\s)(?:whereas|while)\s(?:the\s)?(?P<who>[^.;]{1,60}?),?\s(?:⟨kind_cues_score⟩|⟨changes.subject_verb⟩|\p{Ll}+ed|yields?)\b",
    regex.IGNORECASE,
)


# what stands right before a number that is no further level of a measure: a spread, an
# interval's bound, a p-value or a sign, a range's end, a setting's "at" ("at a recall of")
# (or a spread in parentheses after a level: "3.46 (0.94)"; a threshold's level: "the acceptance
# threshold of 0.66"; a factor: "by a factor of 2.4", a multiplier; "of", after which a level
# names its own measure: "and reaches an LSE-C of 8.12")
_NO_LEVEL_BEFORE = C.rx(
    r"(?:(?:±|\\pm|\+/-)\s?\(?|[=<>≤≥~≈]|\d\s?(?:[–—-]{1,2}|to|\()|\b(?:CIs?|intervals?|range|IQR|SDs?|SEs?)\b[^()\d]{0,6}"
    r"|\bat(?:\s(?:an?|the))?(?:\s[\w-]+){0,3}|\b(?:⟨settings.threshold_noun⟩)\s(?:of\s)?|\bfactors?\sof|\sof)\s?\$?$",
    regex.IGNORECASE,
)
# an interval's or a spread's parenthesis, open before the number ("(95% CI: 0.84, ")
_INTERVAL_OPEN = pattern_cache.compile(r"[(\[][^()\[\]]*(?:%|\bCI\b|interval|±|\\pm|\bSD\b)[^()\[\]]*$")
# a label that names a setting: one word in lower case, or a parameter's name
_SETTING_LABEL = C.rx(r"\p{Ll}[\p{Ll}-]*|.*\b(?i:⟨settings.parameter⟩|⟨settings.threshold_noun⟩)\b.*")
# a release written after a name ("OntoNotes 5.0", "Llama 3.1 70B"): no level
_RELEASE_AFTER_NAME = pattern_cache.compile(r"\b\p{Lu}[\p{L}\p{N}-]*\s$")
_RELEASE = pattern_cache.compile(r"[1-9]\.\d{1,2}")
# what follows a number that is no level: a letter glued on or a capitalised word ("0.9M",
# "1.2 M parameters", "3.8 Centiloids", "12.5 APS counts"), a rate's "per" ("5.9 per 1000"),
# a verb the number is the subject of ("and 0.5 is used as the threshold")
_NO_LEVEL_AFTER = pattern_cache.compile(r"\p{L}|\s(?:\p{Lu}|per\b|/|(?:is|are|was|were)\b)")
# a clause of its own before the number: a copula or a setting verb ("the calibration slope is",
# "is set to"), or "with"/"using" and a parameter's name ("with temperature", "using anchors
# with aspect ratios", "with an ejection fraction below")
_OTHER_SUBJECT_BEFORE = C.rx(
    r"\b(?:is|are|was|were|set\sto|fixed\s(?:to|at))\s(?:(?:⟨hedge_words⟩|only|just)\s)?$"
    r"|\b(?:with|using)\s(?:(?!(?:and|or|but|yet|while|whereas|only|just)\s)[\w'’-]+\s){1,4}(?:(?:⟨phrases.bound⟩)\s)?$",
    regex.IGNORECASE,
)
# a word in lower case right before the number that is no verb or function word: a package
# its release follows ("scikit-learn 1.3", "numpy 1.26")
_VERSION_BEFORE = C.rx(
    r"(?<![\w-])(?!(?:and|or|but|to|of|vs|than|only|just|at|on|in|for|by|with|from|⟨hedge_words⟩|⟨baselines.role_marker⟩)\s)"
    r"\p{Ll}[\p{L}\p{N}_-]*(?<!s|ed|ing)\s$"
)
# a comparison between two levels: the second is the compared one's
# (one that introduces the compared levels, not one that qualifies the first: "0.91, higher
# than the baseline, with 0.83 on the external cohort")
_COMPARISON_IN = C.rx(r"\b(?:⟨baselines.role_marker⟩|than)\s[^,;\d]{0,40}?\d", regex.IGNORECASE)


# a clause of the paper's own after a comparison ("..., and on the hidden test set it reaches")
_OWN_CLAUSE = C.rx(r"[,;]\s(?:and\s|while\s|whereas\s)?[^,;()]{0,40}?\b(?:it|⟨baselines.own⟩)\b", regex.IGNORECASE)
# the first of a pair compared right after it: "(0.39 vs. 0.33)"
_COMPARED_NEXT = C.rx(r"\s(?:⟨baselines.role_marker⟩)\s", regex.IGNORECASE)
_PARENTHESES = pattern_cache.compile(r"\([^()]*\)")


def _further_role(text: str, raw: list[Candidate], level: Candidate, s: int, e: int) -> str | None:
    """``baseline`` for a further level that is a compared system's: alone in a parenthesis
    opened since the level ("(Enformer: 0.38)", "below a fine-tuned regressor (0.52)"), after
    a comparison since the sentence's first level of the measure outside parentheses and no
    clause of the paper's own since ("compared with 0.62 ... for X and 0.70 for Y"), or a
    level in a contrast clause whose subject is another system ("whereas Checkov reaches
    0.81 and 0.54")."""
    if _COMPARED_NEXT.match(text, e):
        return None  # "(0.39 vs. 0.33)": the paper's own, compared right after
    between = text[level.end : s]
    if between.rfind("(") > between.rfind(")") and not _dataset_label(text, s):
        return "baseline"
    first = _first_level(text, raw, level)
    plain = _PARENTHESES.sub(lambda m: " " * len(m.group()), text[first.end : s])
    if level.role == "baseline" or (cmp := _COMPARISON_IN.search(plain)) is not None and not _OWN_CLAUSE.search(plain, cmp.end()):
        return None if plain.endswith(" to ") else "baseline"
    contrast = None
    for contrast in _CONTRAST_SUBJECT.finditer(text, level.end, s):
        pass
    return "baseline" if _other_reaches(contrast) else None



def _first_level(text: str, raw: list[Candidate], level: Candidate) -> Candidate:
    """The sentence's first level of ``level``'s measure in a run of its levels."""
    first, lo = level, _sentence_start(text, level.start)
    for c in reversed(raw):
        if c.start >= lo and c.end <= first.start and c.unit == "points" and c.metric == level.metric and first.start - c.end < 150:
            first = c
    return first


def _further_level(text: str, level: Candidate, s: int, e: int, value: float, num: str) -> bool:
    """Is the bare decimal at ``s`` another level of the measure ``level`` reported just
    before it in its sentence, on the same scale ("reaches an AUROC of 0.991 ... but drops
    to 0.83 on held-out generators")?  Not a spread, an interval's bound, a p-value, a
    range, a setting after "at", a threshold, a factor, a count of things or a rate, nor a
    release after a name."""
    if not (0 < s - level.end < 150 and _sentence_start(text, s) <= level.start and _same_scale(value, level.value)):
        return False
    lo = max(level.end, s - 40)
    if _NO_LEVEL_BEFORE.search(text, lo, s) or _INTERVAL_OPEN.search(text, lo, s):
        return False
    if text[s - 1 : s] == "(" and _place_or_settings_paren(text[max(0, _sentence_start(text, s), s - 100) : s]):
        return False
    if (label := _LABEL_BEFORE.search(text, lo, s)) is not None and _SETTING_LABEL.fullmatch(label.group().rstrip(": ").lstrip("(,; ")):
        return False  # "(threshold: 0.5)", "(seed: 0.3)": a label that names a setting, no system
    if _PRONOUN_OWNER.search(text, lo, s):
        return False  # "Our F1 is 0.81, whereas its recall drops to 0.62": another measure of its own
    if _OTHER_SUBJECT_BEFORE.search(text, lo, s) or "=" in text[level.end : s]:
        # a level a clause of its own gives ("the calibration slope is 0.98", "when lambda is set
        # to 0.5"), a parameter named after "with" or "using" ("with temperature 0.7", "using
        # anchors with aspect ratios 0.5"), or statistics since the level ("p = 0.03 and d 0.8")
        return False
    near = max(level.end, s - 30)
    if any(m.end() >= s - 2 for m in _PARAMETER_WORD.finditer(text, near, s)) or any(
        m.end() >= s - 2 and m.group() not in (level.metric or "") for m in C.METRIC_ANY.finditer(text, near, s)
    ):
        return False  # a parameter or another measure named right before it ("top-p 0.9", "and a recall 0.35")
    if _VERSION_BEFORE.search(text, lo, s) or (num.endswith(".0") or _RELEASE.fullmatch(num)) and _RELEASE_AFTER_NAME.search(text, lo, s):
        return False  # a release after a name ("scikit-learn 1.3", "Python 3.11", "OntoNotes 5.0")
    return not (_NO_LEVEL_AFTER.match(text, e) or C.NOUN_AFTER_UNIT.match(text, e) or _RANGE_ON.match(text, e) or _PAIR_TO.match(text, e) or _UNIT_LIST_NEXT.match(text, e))


def _last_level(raw: list[Candidate], s: int) -> Candidate | None:
    """The last decimal level of a named measure read before ``s`` (numbers of other units
    between are passed over: "0.92 at a 1% false positive rate")."""
    for c in reversed(raw):
        if c.unit == "points" and c.metric and not c.extras.get("aside"):
            return c
    return None


_ALSO_REACHES = C.rx(r",?\s(?:and\s)?(?:the\s)?(?P<who>[^.;,]{1,40}?)\s(?:⟨kind_cues_score⟩)\s(?:only\s|just\s)?", regex.IGNORECASE)


# a contrast clause's subject that is the system already spoken of, or one of its measures
_SAME_SUBJECT = frozenset(("its", "their", "it", "they", "this", "these", "for", "on", "in", "under", "with", "after", "during"))


def _other_reaches(m: regex.Match | None) -> bool:
    """Is the subject of a contrast clause another system (not "our agent", not "its
    recall": the paper's own, or another measure)?"""
    if m is None or _OWN_WORD.search(m.group("who")):
        return False
    who = m.group("who").split()
    if who[0].lower() in _SAME_SUBJECT or C.METRIC_ANY.fullmatch(who[-1]):
        return False  # "whereas its recall reaches", "whereas for rare classes it reaches"
    return not (" of " in m.group("who") and C.METRIC_ANY.search(m.group("who").split(" of ")[0]))


# a coefficient reported as the object of "agreement of", "correlation of", or of "correlate
# with ... at" ("an inter-annotator agreement of κ = 0.78", "correlate with X at r = 0.91")
_STAT_OBJECT_BEFORE = pattern_cache.compile(
    r"(?i)\b(?:agreement|reliability|correlation|concordance|effect\ssizes?)\sof\s$|\bcorrelat\w*\s(?:\w+\s){0,2}?with\s[^.;=]{1,60}?\sat\s$"
)
# a phrase's head that names a measure a verb of reaching reports ("a median Bray-Curtis
# dissimilarity of 0.17", "concordance correlation coefficients of")
_MEASURE_HEAD = C.rx(r"^(?:⟨phrases.measure_head⟩|⟨phrases.generic_head⟩)$", regex.IGNORECASE)
_SPECIFIC_MEASURE_HEAD = C.rx(r"^(?:⟨phrases.measure_head⟩)$", regex.IGNORECASE)
_SCORE_VERB_IN = C.rx(r"\b(?:⟨kind_cues_score⟩)\b", regex.IGNORECASE)


def _named_level(text: str, prev: Candidate, e: int, named: regex.Pattern) -> bool:
    """Do a decimal level ``prev`` and the number ending at ``e`` each name where or for
    whom they were measured the same way (``named``: "on <Name>", "for <Name>")?"""
    return named.match(text, prev.end) is not None and named.match(text, e) is not None and "." in text[prev.start : prev.end]


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
            if C.AFTER_PERCENT_ABSOLUTE.match(text, end) or C.ABSOLUTE_CHANGE_BEFORE.search(text, max(0, s - 60), s):
                return "pp", end, None  # "37.97% absolute", "an absolute improvement of 3.4%"
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
            and C.TIMES_CHANGE_BEFORE.search(text, max(0, s - 60), _list_start(text, s))
            and not C.TIMES_NOT_RESULT.match(text, m.end())
        ):
            return "times", m.end(), None
        m = C.UNIT_POINTS.match(text, e)
        if m and _points_is_result(text, s, m.end()):
            return "points?", m.end(), None
    m = C.UNIT_OTHER.match(text, e)
    if m:
        # a physical or other unit: kept if the sentence reports it (``_join``)
        return "other?", m.end(), None
    # "35.1 BLEU"; a whole number on a metric's scale is mostly a count or a setting ("3
    # FID scores per model"), a result only where a change introduces or follows it, as
    # for "5 points" ("by 15 mAP", "gains 3 BLEU", "2 AP higher"), or a level is reached
    # ("achieves 45 mAP")
    m = C.METRIC_AFTER_VALUE.match(text, e)
    if m and (pts := C.UNIT_POINTS.match(text, m.end())) is not None and _points_is_result(text, s, pts.end()):
        return "points?", pts.end(), m.group("metric")  # "gains of 1.4 to 6.0 mIoU points"
    if m and (
        has_decimal
        or _points_is_result(text, s, m.end())
        or C.SCORE_VERB_BEFORE.search(text, max(0, s - 40), s)
    ):
        return "points", m.end(), m.group("metric")
    if has_decimal and (m := C.COMPARATIVE_METRIC_AFTER_VALUE.match(text, e)) is not None:
        return "points", e, m.group("metric")  # "0.0031 higher AUC": a margin on its scale
    if has_decimal and C.RATING_SCALE_AFTER.match(text, e):
        return "points", e, None  # "rated it 7.9 out of 10", "4.4 on a 5-point Likert scale"
    if has_decimal and (noun := C.CHANGE_NOUN_AFTER_VALUE.match(text, e)):
        if (named_in := C.METRIC_IN_AFTER_CHANGE.match(text, noun.end())) is not None:
            return "points", e, named_in.group("metric")  # "a 0.4 increase in FID"
        # "reaches an F1 of 0.79 ..., a 0.11 absolute improvement": the sentence's metric
        # (not when the change names what it is of: "a 0.5 reduction in learning rate",
        # "a 0.1 increase in temperature" are changes of a setting)
        lo = max(_sentence_start(text, s), s - 120)
        named = None
        if not _CHANGE_OF_OTHER.match(text, noun.end()):
            for named in C.METRIC_NAME_IN.finditer(text, lo, s):
                pass
        if named is not None:
            return "points", e, named.group(0)
    if (
        has_decimal
        and ((by_at := _list_start(text, s)) == s or _BARE_DECIMALS.fullmatch(text, by_at, s))
        and (text[max(0, by_at - 3) : by_at] == "by " or _BY_HEDGED.search(text, max(0, by_at - 24), by_at))
        # (a range or list goes on to a unit: "by 17.4 to 31.0 percentage points"; not a list of
        # bare decimals, "F1 improves by 0.35 and 0.29, respectively")
        and (not _NUMBER_NEXT.match(text, e) or _BARE_DECIMALS_NEXT.match(text, e))
        and (m := C.METRIC_SUBJECT_BY.search(text, max(0, by_at - 90), by_at)) is not None
    ):
        return "points", e, m.group("metric")  # "the AUC on CAMELYON16 drops by 0.011", "F1 degrades by at most 0.04"
    if has_decimal and text[max(0, s - 5) : s] == "from " and (named := C.METRIC_VERB_FROM.search(text, max(0, s - 80), s)) is not None:
        return "points", e, named.group("metric")  # "macro-F1 falls from 0.81 (on Jigsaw) to 0.58"
    if (
        has_decimal
        and text[max(0, s - 3) : s] in ("to ", "at ")
        and not _NUMBER_NEXT.match(text, e)
        and not text.startswith(" of ", e)  # "drops to 0.5 of its peak": a fraction
        and not C.NOUN_AFTER_UNIT.match(text, e)
        and (m := C.METRIC_SUBJECT_TO.search(text, max(0, s - 90), s)) is not None
        and not C.CONDITION_BEFORE.search(text, max(0, m.start() - 40), m.end())  # "when the IoU rises to 0.9": a threshold
    ):
        return "points", e, m.group("metric")  # "the SSIM improves to 0.871", "nDCG@10 is unchanged at 0.73"
    if (
        has_decimal
        and text[max(0, s - 3) : s] == "to "
        and not _NUMBER_NEXT.match(text, e)
        and not text.startswith(" of ", e)  # "reduces the error to 0.5 of its value": a fraction
        and not C.NOUN_AFTER_UNIT.match(text, e)
        and (named := C.MEASURE_VERB_TO.search(text, max(0, s - 100), s)) is not None
        and (_names_measure_at_head(named) or C.METRIC_NAME_IN.fullmatch(named.group("m")))
        and not _PARAMETER_WORD.search(text, named.start("m"), s)
        and not _WE_SET_BEFORE.search(text, max(0, named.start() - 24), named.start())
    ):
        return "points", e, named.group("m")  # "lifts the precision of the top-10 list to 0.83"
    if (
        has_decimal
        and text[max(0, (first := _list_start(text, s)) - 2) : first] == ", "
        and (label := _LABEL_COMMA_BEFORE.search(text, max(0, first - 80), first)) is not None
        and ((named := C.METRIC_NAME_IN.search(label.group("label"))) is not None or C.CI_AFTER.match(text, e))
        and not _PARAMETER_WORD.search(label.group("label"))
        and not C.NOUN_AFTER_UNIT.match(text, e)
        # (a level reported: its interval follows, or the sentence says what it measures; not
        # the settings of "(confidence threshold, 0.25; NMS IoU, 0.45)")
        and (C.CI_AFTER.match(text, e) or C.STAT_CUE.search(text, _sentence_start(text, s), label.start())
             or C.SCORE_VERB_ANY.search(text, _sentence_start(text, s), label.start()))
    ):
        # "(HR, 1.54; 95% CI, ...)", "(area under the curve [AUC], 0.96": a measure's label,
        # a comma, then its level (the clinical journals' way)
        return "points", e, label.group("label") if named is None or named.end() == len(label.group("label")) else named.group()
    if has_decimal and (m := C.METRIC_IN_AFTER_VALUE.match(text, e)) is not None and not C.NOUN_AFTER_UNIT.match(text, m.end()):
        return "points", e, m.group("metric")  # "achieving 40.5 in AP_novel"; not "0.5 in AP computation"
    # a METRIC_BEFORE_VALUE match ends in white space, "$" or "=" (its connective and
    # what may follow it): one character rules out most numbers before the search
    # (an integer takes it only after "of", "=", ":", "is" or "was": ``_conn_near``)
    # (the later numbers of a list read where the list starts: "SROCC values of 0.8972 (FR)
    # and 0.7791 (NR)", "a miss rate of 3.7 / 17.4 / 21.8")
    at = _list_start(text, s) if has_decimal else s
    if at < s and C.NOUN_AFTER_UNIT.match(text, e):
        at = s  # "an FID of 2.1 and 3.5 epochs": a count of something, not the list's
    if (
        at
        and _METRIC_BEFORE_END.match(text, at - 1)
        and not text[e : e + 1].isalpha()
        and not (text[e : e + 1] == "-" and text[e + 1 : e + 2].isalpha())  # "of 512-dimensional ones"
        and (has_decimal or _conn_near(text, at))
    ):
        lo = max(0, at - 72)  # (a long name: "area under the receiver operating characteristic curve of")
        m = C.METRIC_BEFORE_VALUE_REV.search(text, lo, at) and C.METRIC_BEFORE_VALUE.search(text, lo, at)
        if m and m.group("conn").endswith("(") and not (has_decimal and text[e : e + 1] in (",", ")")):
            m = None  # a level alone in parentheses after its measure: "C-statistic (0.712, 95% CI"
        if m and m.group("sym") and not C.REACHED_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            m = None  # "proposals with IoU > 0.7 are positives": a threshold; "achieves AUC > 0.99" a result
        if m and not has_decimal and (m.group("plural") or m.group("qual")):
            m = None  # "the recalls of 5 runs", "accuracy on the held-out set of 5,000 images": a count
        if m and m.group("plural") and _TARGETS_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            m = None  # "counted at IoUs of 0.5 and 0.75", "target IoUs of 0.5": thresholds set
        if m and not has_decimal and _UNDER_AT_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            m = None  # "under a compression ratio of 8", "at compression ratios of 4 and 16": a condition
        if m and m.group("qual") and text.startswith(" of ", e):
            m = None  # "reduce the FID of the generator to 0.5 of its original value": a fraction
        if (
            m
            and (bound := _THRESHOLD_BEFORE.search(text, max(0, m.start() - 30), m.start())) is not None
            and (_BOUND_HEDGE.search(m.group()) or _BOUND_AFTER.match(text, e))
            and text[_sentence_start(text, bound.start()) : bound.start()].strip()
            # (not a level kept: "with detection AUC remaining above 0.97")
            and not C.LEVEL_CONNECTOR.fullmatch(m.group("conn").strip())
        ):
            # "pairs with a correlation above 0.7 are merged": a condition, no result (not a
            # sentence's opening "With average accuracy above 0.9, the task ...": a finding)
            m = None
        if m and (has_decimal or m.group("conn").strip() in ("of", "=", ":", "is", "was")):
            if not (m.group("conn").strip() in C.CHANGE_CONNECTORS and (C.NOUN_AFTER_UNIT.match(text, e) or _NUMBER_NEXT.match(text, e))):
                # (not "reduces FID by 2.5 steps"; a number after it, "by 0.8 to 1.2%", "by
                # 2.1 ± 0.4%", "by 7.35 and 15.13", is read by the range, spread and list
                # steps, which give this one the unit of the last)
                named = m.group("metric")
                if (short := _SHORT_FORM_AFTER.match(text, m.end("metric"))) is not None:
                    named += short.group()  # "a Matthews correlation coefficient (MCC) of": both forms
                return "points", e, named
    if has_decimal and at > 12 and not C.NOUN_AFTER_UNIT.match(text, e) and (
        (compared := C.COMPARED_BARE_BEFORE.search(text, max(0, at - 30), at))
        or _compared_in_parens(text, s, e)
        # "an F1 score of 0.962 ..., where Scan Context achieves 0.811": another's level reached
        or C.SCORE_VERB_BEFORE.search(text, max(0, at - 40), at)
    ):
        if compared and (named := C.METRIC_BEFORE_FROM.search(text, max(0, at - 90), at)) is not None and (
            C.METRIC_NAME_IN.fullmatch(named.group("metric")) or _acronym_measured(text, named)
        ):
            return "points", e, named.group("metric")  # "reduces LPIPS from 0.213 to 0.167"
        last = _last_metric_level(text, at)
        if last is not None and (compared or _same_scale(_plain_value(text[s:e]), _own_value(last.group()))):
            return "points", e, last.group("metric")
    if has_decimal and at > 12 and _near_reference(text, s, e) and (
        (last := _last_metric_level(text, at)) is not None or _LEVEL_COMMA_BEFORE.search(text, max(0, at - 24), at)
    ):
        # "reduces the perplexity to 6.71, within 0.6 of the FP16 model": a margin on the
        # scale of the level the sentence reported
        return "points", e, last.group("metric") if last is not None else None
    if has_decimal and at > 12 and (
        (not C.NOUN_AFTER_UNIT.match(text, e) and C.BY_AFTER_COMPARISON.search(text, max(0, at - 100), at))
        or C.MARGIN_THAN.match(text, e)
        or C.MARGIN_THAN_MEASURED.match(text, e)
    ):
        # "attains an F1 of 0.94 ..., outperforming X by 0.05", "an AUROC of 0.742, only
        # 0.006 lower than X": a margin on the 0-1 scale of the level the sentence reported
        last = _last_metric_level(text, at)
        own = _own_value(last.group()) if last is not None else None
        if own is not None and 0 < own <= 1 and float(text[s:e]) < own:
            return "points", e, last.group("metric")
    if has_decimal and at > 12 and text[e : e + 1] in ",. " and not C.NOUN_AFTER_UNIT.match(text, e):
        measured = _MEASURE_OF_BEFORE.search(text, max(0, at - 60), at)
        reached = _reached_at(text, measured, _BOUND_AFTER.match(text, e) is not None) if measured is not None else None
        if (
            measured is not None
            # (a measure's name in title case too: "Mean Gesture Distance"; or one ending at
            # the head: "an average coverage ratio")
            # (or any phrase given a short form after a verb of reaching: "achieves a
            # competition performance metric (CPM) of 0.927")
            and (
                _names_measure_at_head(measured)
                or measured.group("short") and _reached_by_verb(text, measured)
                # (or any measure a verb of reaching has a level of: "attains a median
                # Bray–Curtis dissimilarity of 0.17", "concordance correlation coefficients of")
                or _reached_by_verb(text, measured)
                and not _PARAMETER_WORD.search(measured.group("m"))
                and (
                    C.METRIC_ANY.search(measured.group("m"))
                    or _MEASURE_HEAD.search(measured.group("head"))
                )
                # (or any measure whose level a verb of reaching reports beside another's:
                # "achieves a hypervolume of 0.874 against 0.842 for K-RVEA")
                or _reached_by_reach_verb(text, measured)
                and _COMPARED_VALUE_AFTER.match(text, e) is not None
                and not _PARAMETER_WORD.search(measured.group("m"))
                # (or after "with", another system's level on the same scale right after it:
                # "with a standardized response mean of 1.04, compared with 0.46 for X")
                or _WITH_MEASURE.search(text, max(0, measured.start() - 5), measured.end("m")) is not None
                and (beside := _COMPARED_VALUE_AFTER.match(text, e)) is not None
                and _same_scale(_plain_value(text[s:e]), _own_value(beside.group()))
                and not _PARAMETER_WORD.search(measured.group("m"))
                # (or any measure after a binding verb and "with a", a measure the lexicon
                # knows after another verb of what a system does: "binds RIPK2 with a
                # resistance index of 1.3", "reproduced the loads with a mean error of 0.04")
                or _with_level(text, max(0, measured.start() - 100), measured.end()) is not None
                # (or one the lexicon knows in a phrase "with" opens after a comma, the level
                # the clause's subject had: "..., with an F1 of 0.91"; not a trait of people or
                # things counted: "212 patients, with a male-to-female ratio of 1.3")
                or (comma_with := _COMMA_WITH.search(text, max(0, measured.start() - 12), measured.start("head"))) is not None
                and C.METRIC_ANY.search(text, comma_with.end(), measured.end("m")) is not None
                and not _PARAMETER_WORD.search(measured.group("m"))
                and not _COUNTED_OBJECT.search(text, max(0, comma_with.start() - 40), comma_with.start())
                # (or an acronym no catalog names, after a verb of reaching or the level before
                # it: "obtains a UIQM of 3.12", "a d-COMET of 0.842 and a d-BLEU of 31.6")
                or _unknown_acronym(measured.group("head"))
                and (
                    _reached_by_verb(text, measured)
                    or _LEVEL_AND_BEFORE.search(text, max(0, measured.start("head") - 90), measured.start("head"))
                )
            )
            # (in the measure's own clause: not "At a threshold of 0.8, X reaches a precision of")
            and not _PARAMETER_OF.search(text, _after_comma(text, measured.start() - 30, measured.start()), measured.end())
            and not C.SET_A.search(text, max(0, measured.start() - 30), measured.end())  # "we use a keep rate of 0.7"
            and (reached is not None or _COMPARED_VALUE_AFTER.match(text, e))
        ):
            # "achieves a driving score of 61.7", "an average relative error of 0.083 versus
            # 0.127 for X": a measure the sentence reports a level of, not one the lexicon names
            return "points", e, C.NP_BREAK.sub("", text[reached or measured.start() : measured.end("m")])
    if has_decimal and at > 8 and text[e : e + 1] in ",.;) " and not C.NOUN_AFTER_UNIT.match(text, e) and not _SPREAD_AFTER.match(text, e):
        # (a level with its spread takes the unit after the spread: "the ACER is 1.2 ± 0.9%")
        if (said := _measure_said(text, at)) is not None or (
            (said := _said_before(text, at)) is not None
            and _unknown_acronym(said.group("head"))
            and _AVERAGED.search(said.group("m")) is not None
            and _GROUP_LEVEL_NEXT.match(text, e) is not None
        ):
            # "our murmur score was 0.749", "the cell adjacency F1 on the ICDAR 2013 dataset
            # is 0.962": the level a measure the sentence names has; or an acronym no catalog
            # names, averaged, with another group's level after it ("mean PRWE was 11.8 in the
            # VLP group and 15.1 in the cast group": a scale's score; not "the mean LVEF was
            # 0.55 in the study population", a trait)
            return "points", e, C.NP_BREAK.sub("", said.group("m"))
        if (
            said is not None
            and (beside := _COMPARED_VALUE_AFTER.match(text, e)) is not None
            and _same_scale(_plain_value(text[s:e]), _own_value(beside.group()))
            and not C.NOUN_AFTER_UNIT.match(text, beside.end())
            and not _PARAMETER_WORD.search(said.group("m"))
            and not _TRAIT_WORD.search(said.group("m"))
            and not (said.group("to") and _whose_or_conditional(text, said))
        ):
            # "the mean relative skill depth is 0.42, compared with 0.27 for X": whatever the
            # words name, a level set beside another's on its scale was measured (not where the other's
            # takes a unit, "was 14.2 vs. 13.1 cases per 100", which both share; nor a
            # baseline trait or a design value: "Mean baseline HbA1c was 8.1, compared with")
            return "points", e, C.NP_BREAK.sub("", said.group("m"))
    return None, e, None


def _said_before(text: str, at: int) -> regex.Match | None:
    """The words a copula or verb of reaching right before ``at`` gives a level to ("the
    mean absolute error within the head was "), whatever they name."""
    return _MEASURE_IS_BEFORE.search(text, max(_sentence_start(text, at), at - 90), at)


def _measure_said(text: str, at: int, said: regex.Match | None | bool = False) -> regex.Match | None:
    """The measure a copula or verb of reaching right before ``at`` gives the level of ("the
    mean absolute error within the head was "), when the lexicon names it and it is no
    parameter; else None.  ``said``: ``_said_before(text, at)`` when the caller has it."""
    if said is False:
        said = _said_before(text, at)
    if (
        said is not None
        and (
            _names_measure_at_head(said)
            or C.METRIC_ANY.fullmatch(said.group("head"))
            or C.METRIC_NAME_IN.fullmatch(said.group("head"))
        )
        and not _PARAMETER_WORD.search(said.group("m"))
        # (a measure changing to a level: not one of "its"/"their", which names no one
        # ("whereas its recall drops to 0.62"), nor in a condition, a threshold ("when the
        # IoU rises to 0.9", "as the label noise rate increases to 0.4"))
        and not (said.group("to") and _whose_or_conditional(text, said))
    ):
        return said
    return None


_AVERAGED = C.rx(r"\b(?:⟨phrases.average_word⟩)\s", regex.IGNORECASE)
# where the level was, then another group's level: " in the VLP group and 15.1"
_GROUP_LEVEL_NEXT = C.rx(r"\s(?:in|for|with|after|among)\s[^,;()\d]{1,40}?\s(?:and|⟨baselines.role_marker⟩)\s\d", regex.IGNORECASE)


def _whose_or_conditional(text: str, said: regex.Match) -> bool:
    """Is the measure a verb changed to a level one of "its"/"their", which names no one
    ("whereas its recall drops to 0.62"), or in a condition, a threshold, up to the verb
    ("when the IoU rises to 0.9", "keeps the miss ratio under 5% when the bandwidth drops to")?"""
    return bool(
        _PRONOUN_OWNER.search(text, max(0, said.start() - 8), said.start("head"))
        or _CONDITION_OPENS.search(text, _clause_start(text, said.start(), 120), said.start("to"))
    )


def _note_property_said(text: str, c: Candidate, said: regex.Match | None) -> bool:
    """Does a copula or verb of reaching before the number give it a property's level
    (``_property_said``)?  Its words, where they name one, become the measure the metric
    step reads first."""
    if (prop := _property_said(text, said)) is None:
        return False
    if prop:
        c.extras["said"] = prop
    return True


def _property_said(text: str, said: regex.Match | None) -> str | None:
    """The property a copula or verb of reaching gives a level in a physical unit, one the
    lexicon need not name (the unit says a quantity was measured: "the limit of detection
    was 0.16 pg/mL", "the average permeate flux was 71 kg/m² per h"), as its words before
    the verb; "" where those words are no measure's name ("the deviation from the row
    centerline was"); None for a level changed to ("softened to 14 N"), a parameter ("the
    input SNR of the noisy mixtures was"), a specification or something over a set-up.
    ``said``: ``_said_before`` at the number."""
    if said is None or _OVER_SETUP.search(said.group()) or _SPECIFIED.search(said.group("m")):
        # (a specification: "Memory per GPU is 80 GB", "the power limit was 5 W", "the mean
        # distance between the two cameras was 0.3 m")
        return None
    if said.group("to") and (_NO_HEAD.fullmatch(said.group("head")) or _whose_or_conditional(text, said)):
        # a level changed to by its own subject is found ("grain Cd fell to 0.11 mg/kg"), not
        # one set ("the temperature was raised to 80 °C"), whose ("its stiffness dropped to")
        # or in a condition ("when the load rises to 5 kN")
        return None
    m = said.group("m")
    if m[:3].lower() == "of " and (before := _WORDS_BEFORE.search(text, max(0, said.start() - 40), said.start())):
        m = before.group() + m  # the words cut before "of": "the MAE [of vertical excitation energies] is"
    if _PARAMETER_WORD.search(m) or _SET_MODIFIER.search(m):
        return None  # (nor a value the set-up imposes: "the applied load was 50 kN")
    if said.group().endswith(" at ") and _NO_HEAD.fullmatch(said.group("head")):
        return None  # (a verb settling at a level needs its subject: not "the reactor was heated and stabilized at")
    if _PREPOSITION_IN.search(m) or _PREPOSITION_END.search(text, max(0, said.start() - 12), said.start()):
        return ""  # the object of a preposition, no subject: "deviation from the row centerline was"
    return m


# a verb of change in the past right before "to": "rose to ", "increased to "
_PAST_TO = pattern_cache.compile(r"(?:\p{Ll}ed|rose|fell|grew|sank)\sto\s$")
# a word that heads no subject ("... was heated and stabilized at"): a copula or a conjunction
_NO_HEAD = pattern_cache.compile(r"(?i:and|or|but|then|was|were|is|are|been)")


# a preposition: the phrase after it is its object ("from the row centerline was")
_PREPOSITION_IN = C.rx(r"(?:^|\s)(?:⟨phrases.preposition⟩)\s", regex.IGNORECASE)
_PREPOSITION_END = C.rx(r"\b(?:⟨phrases.preposition⟩)\s$", regex.IGNORECASE)
# a limit, a resource per device, a relation of two things: "the power limit (of each node)
# was", "Memory per GPU is", "the distance between the two cameras was"
_SPECIFIED = C.rx(r"(?:^|\s)(?:⟨settings.limit_noun⟩)(?:$|\sof\s)|\b(?:⟨costs.of_noun⟩)\sper\s|\bbetween\s", regex.IGNORECASE)
# a value the set-up imposes or aims at: "the applied load", "the target strength"
_SET_MODIFIER = C.rx(r"\b(?:⟨settings.set_modifier⟩)\b", regex.IGNORECASE)
# up to three words right before a phrase
_WORDS_BEFORE = pattern_cache.compile(r"(?<![\w'’-])(?:[\w'’@-]+\s){1,3}$")


_PRONOUN_OWNER = pattern_cache.compile(r"(?i)\b(?:its|their)\s")
_CONDITION_OPENS = C.rx(r"\b(?:⟨phrases.condition_lead⟩|as|once|until|unless|whenever)\s", regex.IGNORECASE)


# "<a measure> [on/for what] is|was " right before a bare decimal: up to four words, the
# last its head noun
_MEASURE_IS_BEFORE = C.rx(
    # (and its short form: "the median Kling-Gupta efficiency (KGE) in ungauged mode is")
    r"(?<![\w'’-])(?P<m>(?:[\w'’@-]+\s){0,3}?(?P<head>[\w@-]+))(?:\s\([\p{Lu}\p{N}-]{2,8}\))?"
    # (where it was taken, not whose it is: "the error rate of the commercial OCR engine is")
    # (or what it was measured for, maybe with an aside: "AUROC for csPCa (ISUP grade group ≥ 2) was")
    # (or what it was measured per, or against what: "the energy stored per jump was", "the
    # median placement error with respect to the selected target was"; not "Memory per GPU
    # is 80 GB", a specification)
    r"(?:\s(?:stored|measured|recorded|observed|consumed)\s(?:per|on|in|at|for|during)\s[^,;.()]{1,40}?)?"
    r"(?:\s(?:on|in|within|across|at|for|after|before|during|under|over|with\srespect\sto|relative\sto)\s(?:[^,;.()]|(?<=\d)\.(?=\d)|\([^(),;]{1,40}\)){1,50}?)?"
    # (or a verb of reaching it: "the mAP on NUS-WIDE reaches 0.742"; of keeping it: "MRR@10
    # stays at 38.4"; of changing to it: "RIBES rises to 0.842")
    # (or of settling at it: "the water vapour flux stabilized at 21.4 kg m−2 h−1")
    r"\s(?:is|was|were|are|remained|reach(?:es|ed)|attain(?:s|ed)|⟨phrases.level_connector⟩|(?:⟨phrases.settle_verb⟩)\sat|(?P<to>(?:⟨changes.subject_verb⟩)\sto))\s(?:(?:⟨phrases.minimizer⟩|⟨hedge_words⟩)\s)?$",
    regex.IGNORECASE,
)


# "with a standardized response mean of": the measure a level is given with
_WITH_MEASURE = pattern_cache.compile(r"\bwith\s(?:an?|the)\s", regex.IGNORECASE)
# "<a measure> of " right before a bare decimal: up to five words, the last its head noun
# (and its short form: "a Fréchet Gesture Distance (FGD) of 3.21")
_MEASURE_OF_BEFORE = C.rx(
    r"(?<![\w'’–-])(?P<m>(?:[\w'’–-]+\s){0,4}(?P<head>[\w-]+)(?P<short>\s\([\p{Lu}\p{N}-]{2,8}\))?)\sof\s(?:(?:⟨phrases.minimizer⟩|⟨hedge_words⟩)\s)?$",
    regex.IGNORECASE,
)


def _names_measure_at_head(measured: regex.Match) -> bool:
    """Does the phrase before "of" end in a measure the lexicon names (its head alone,
    lower-cased: "Distance"; or words ending at the head: "compression ratio")?"""
    if C.METRIC_ANY.search(measured.group("head").lower()):
        return True
    phrase = measured.group("m").lower()
    end = measured.end("head") - measured.start("m")
    return any(x.end() == end for x in C.METRIC_ANY.finditer(phrase))


def _reached_at(text: str, measured: regex.Match, bounded: bool = False) -> int | None:
    """Where the measure's words start after a verb of reaching a level, when one comes
    right before them or among the words the match took ("reaches an average return of
    81.2": the match starts at the verb); a level ``bounded`` ("0.8 or more") is one only
    after such a verb, not after "with a" ("pairs with a similarity of 0.8 or more")."""
    for word in _WORD_START.finditer(text, measured.start(), measured.start("head") + 1):
        if C.SCORE_VERB_BEFORE.search(text, max(0, word.start() - 30), word.start()) or not bounded and _WITH_A.search(
            text, max(0, word.start() - 20), word.start()
        ):
            return word.start()
    return None


def _reached_by_verb(text: str, measured: regex.Match) -> bool:
    """Is the measure the object of a verb of reaching a level ("achieves a competition
    performance metric (CPM) of"), not of "with a" ("pairs each query with a negative
    sampling ratio (NSR) of": a setting)?"""
    return any(
        C.SCORE_VERB_BEFORE.search(text, max(0, w.start() - 30), w.start())
        for w in _WORD_START.finditer(text, measured.start(), measured.start("head") + 1)
    )


# "predicts a help request with a precision of 0.81": the level the subject has (and the
# next of a coordination of levels: "..., and a recall of 0.76")
# (or after a verb of having one: "PASC-Phe had a positive predictive value of 0.83")
# (not after a participle: "corrupted with a label noise rate of 0.4" sets it)
_WITH_A = C.rx(
    r"(?:(?<!\p{L}ed\s)\bwith(?:\s(?:an?|the))?|\b(?:⟨phrases.level_verb⟩)\s(?:an?|the)|\d(?:\s?%)?,?\sand(?:\s(?:an?|the))?|(?<=\d\s?%?,)(?:\s(?:an?|the))?)\s$",
    regex.IGNORECASE,
)


# a verb of change, then "at" and the rate it changed at ("declined at an average rate of",
# "increased at 0.31 °C per decade")
_CHANGED_AT = C.rx(
    # (not a passive, what the set-up did: "the layer is extended at 5 mm/h")
    r"(?<!\b(?:is|are|was|were|be|been)\s)\b(?:⟨changes.subject_verb⟩)\sat\s(?:(?:⟨hedge_words⟩)\s)?(?:an?\s(?:[\w-]+\s)?rate\sof\s(?:(?:⟨hedge_words⟩)\s)?)?$",
    regex.IGNORECASE,
)
# a gerund opening its sentence, its object and "by" right before the number: the change a
# scenario or an intervention applies, the subject of what follows ("Preheating by 2 °C
# extends", "Delaying evaluation by 5 years reduced"; not a gerund subject's own verb before
# "by": "Providing a reference solution improves agreement by 0.11", "Imaging at 24 h
# underestimated tumor doses by")
_GERUND_BY = C.rx(
    # (maybe after an opening phrase of where: "In sensitivity experiments, weakening the
    # alongshore wind stress by 20% lowered the export")
    r"\G\s*(?:(?:In|Under|For|Across|During|Within|Among)\s[^,;()]{1,50},\s)?\p{L}\p{Ll}+ing\s(?:(?!(?:⟨changes.verb⟩|⟨changes.subject_verb⟩|⟨baselines.outdo_verb⟩|is|are|was|were|\p{Ll}+ed)\b)[\w'’-]+\s){0,6}?by\s(?:(?:⟨hedge_words⟩|a|an)\s)?\$?$"
)
# a verb of what the subject does, then "with a <measure> of" in its clause: the level it did
# it at ("inhibits SHP2 with an IC50 of", "predicts the landing point with a median error of");
# not a passive's set-up ("films were produced with a thickness of")
# (what ends the "with ... <measure> of" patterns, right before the number: the shared "of" tail)
_OF_LEVEL_END = r"\s" + C.OF_LEVEL
_WITH_LEVEL_OF = C.rx(
    r"(?<!\b(?:is|are|was|were|be|been)\s)\b(?:⟨phrases.with_level_verb⟩|(?P<checked>⟨phrases.with_measure_verb⟩|⟨phrases.reach_verb⟩))\b"
    # (or the measure's values, no article: "with EC50 values of 0.7 nM and 1.4 nM")
    r"(?P<obj>[^,;:.()]{0,60}?)\swith\s(?:(?:an?|the)\s(?P<m>(?:[\w'’-]+\s){0,4}[\w'’-]+)|(?P<m>(?:[\w'’-]+\s){0,3}[\w'’-]+)\svalues)"
    + _OF_LEVEL_END,
    regex.IGNORECASE,
)
# "with a <statistic> <measure> of", whatever the verb: a statistic over what was observed
# is a level found ("nanoclusters with a mean diameter of", "repairs 94% of submissions with
# a median patch size of"), not in a clause where the authors or a passive set things up
# (``_SET_UP_CLAUSE``)
_WITH_AVERAGED_OF = C.rx(
    r"\bwith\s(?:(?:an?|the)\s)?(?P<m>(?:[\w'’-]+\s){0,2}(?:⟨phrases.average_word⟩|median)\s(?:[\w'’-]+\s){0,3}[\w'’-]+)" + _OF_LEVEL_END,
    regex.IGNORECASE,
)
# "we <verb>", or a passive, in the clause before "with": what the study set up
_SET_UP_CLAUSE = pattern_cache.compile(r"\b(?:[Ww]e\s|(?:is|are|was|were|be|been)\s(?:\p{Ll}+ly\s)?\p{Ll}+ed\b)")
# a phrase "with" opens after a comma: what the clause's subject had ("..., with a slope of")
_COMMA_WITH = pattern_cache.compile(r",\swith\s(?:an?|the)\s")
# a phrase "with" opens after a comma, then a measure and "of" right before the level: what
# the clause's subject was found to have ("..., with a transition zone of", "..., with Ni
# tenors of"); not a parameter's value (``_PARAMETER_WORD``)
_COMMA_WITH_OF = C.rx(r",\swith\s(?:(?:an?|the)\s)?(?P<m>(?:[\w'’/⁺⁻–-]+\s){0,4}[\w'’–-]+)" + _OF_LEVEL_END, regex.IGNORECASE)
# the object a "with" follows, when it is people or things counted: what they have is a trait
# of theirs, no level reached ("identified 212 patients with a median age of")
_COUNTED_OBJECT = C.rx(r"(?:\b(?:⟨phrases.people_group⟩)|(?<![\w.,])\d[\d,.]*\s[\w-]+)$", regex.IGNORECASE)


def _with_level(text: str, lo: int, hi: int) -> regex.Match | None:
    """"<verb> ... with a <measure> of" ending at ``hi``: a binding verb's measure whatever
    its name, another verb's only where the lexicon knows the measure; not a parameter
    ("with an integration time step of") nor a trait of people or things counted."""
    w = _WITH_LEVEL_OF.search(text, lo, hi)
    if w is None and (w := _WITH_AVERAGED_OF.search(text, lo, hi)) is not None:
        if (
            _PARAMETER_WORD.search(w.group("m"))
            or _COUNTED_OBJECT.search(text, max(0, w.start() - 41), max(0, w.start() - 1))
            # (nor what the authors or a passive set up: "we simulate particles with a mean
            # diameter of", "films were deposited with an average thickness of")
            # (in the words since the last comma: "..., were edited most, with a median APL of"
            # is what was found)
            or _SET_UP_CLAUSE.search(text, _after_comma(text, max(_sentence_start(text, w.start()), w.start() - 100), w.start()), w.start())
        ):
            return None
        return w
    if w is None or _PARAMETER_WORD.search(w.group("m")) or _COUNTED_OBJECT.search(w.group("obj")):
        return None
    if w.group("checked") and not (C.METRIC_ANY.search(w.group("m")) or _MEASURE_HEAD.search(w.group("m").split()[-1])):
        return None
    return w


# "0.8 or more": a threshold
_BOUND_AFTER = C.rx(r"\s(?:⟨phrases.bound_after⟩)\b", regex.IGNORECASE)
_WORD_START = pattern_cache.compile(r"(?<![\w'’-])[\w'’-]")


# "a learning rate of", "the decision threshold of": a value set, not measured
def _after_comma(text: str, lo: int, hi: int) -> int:
    """``lo`` (at least 0), or just after the last comma between it and ``hi``."""
    lo = max(0, lo)
    return max(lo, text.rfind(",", lo, hi) + 1)


_PARAMETER_OF = C.rx(r"\b(?:⟨settings.parameter⟩)\s(?:of|is|are|was|were)\s", regex.IGNORECASE)
_TARGETS_BEFORE = C.rx(r"\b(?:⟨phrases.threshold_lead⟩)\s$", regex.IGNORECASE)
_UNDER_AT_BEFORE = pattern_cache.compile(r"\b(?:under|at)\s(?:(?:a|an|the)\s)?$", regex.IGNORECASE)
_PARAMETER_WORD = C.rx(r"\b(?:⟨settings.parameter⟩)\b", regex.IGNORECASE)


def _acronym_measured(text: str, named: regex.Match) -> bool:
    """Is an acronym the lexicon does not know, right before "from A to B", the object of a
    change verb or of "and" ("improves F1 from ... and TDR from 0.76 to 0.88"), and neither
    a dataset nor a model ("the error on MNIST from", "improves BERT from")?"""
    acronym = named.group("metric")
    return (
        _CHANGED_BEFORE.search(text, max(0, named.start() - 40), named.start()) is not None
        and lookup(acronym) is None
        and not is_model(acronym)
    )


# an acronym, maybe after a short lower-case prefix: "UIQM", "HTER", "d-COMET"
_ACRONYM = C.rx(r"(?:\p{Ll}{1,3}-)?\p{Lu}[\p{Lu}\d]+")


# "achieves a d-COMET of 0.842 and a ": the next measure of a coordination of levels a
# verb of reaching reports (not "with a dropout of 0.1 and a WD of 0.05": settings)
_LEVEL_AND_BEFORE = C.rx(
    r"\b(?:⟨kind_cues_score⟩)\s(?:an?\s)?[\w-]+(?:\s[\w-]+)?\sof\s\d[\d.]*(?:\s?%)?,?\sand\s(?:an?\s|the\s)?$",
    regex.IGNORECASE,
)


def _unknown_acronym(word: str) -> bool:
    """Is ``word`` an acronym that names neither a dataset nor a model the catalogs know?
    After a verb of reaching, "a <acronym> of 0.84" is a measure's level."""
    return _ACRONYM.fullmatch(word) is not None and lookup(word) is None and not is_model(word)


# a change verb or "and" right before a name ("improves TDR", "and TDR")
_CHANGED_BEFORE = C.rx(r"\b(?:⟨changes.verb⟩|and)\s(?:the\s)?$", regex.IGNORECASE)
# a verb that reports a level reached, right before "a <measure> of" ("achieves a hypervolume
# of"; not "reports an average question length of", "retains a width multiplier of")
_REACH_VERB_BEFORE = C.rx(
    r"\b(?:⟨phrases.reach_verb⟩)\s(?:\p{Ll}+ly\s)?$",
    regex.IGNORECASE,
)


def _reached_by_reach_verb(text: str, measured: regex.Match) -> bool:
    """``_reached_by_verb`` with the verbs of reaching proper (phrases ``reach_verb``)."""
    return any(
        _REACH_VERB_BEFORE.search(text, max(0, w.start() - 30), w.start())
        for w in _WORD_START.finditer(text, measured.start(), measured.start("head") + 1)
    )


# ", compared with 0.64", " versus 0.127", " vs. 0.79": a level set beside another's
# (or in parentheses: "a median q-error of 1.42 (vs. 3.87 for MSCN")
_COMPARED_VALUE_AFTER = C.rx(r"(?:,?\s|\s\()(?:⟨baselines.role_marker⟩)\s(?:only\s)?\d+\.\d+", regex.IGNORECASE)


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding ``at`` starts, as far as ". " tells (0 at the start), past
    a structured abstract's heading ("Results: ").  A period after an abbreviation, or after
    a genus abbreviated before its species ("of B. subtilis spores"), ends none."""
    stop = text.rfind(". ", 0, at)
    passed = 0  # (a few at most: a text of nothing but "A. b" is no sentence to walk back through)
    while stop > 0 and passed < 8 and (C.ABBREVIATION_STOP.search(text, max(0, stop - 8), stop + 2) or C.GENUS_STOP.match(text, stop - 1)):
        passed += 1
        stop = text.rfind(". ", 0, stop)
    start = stop + 1
    if text.find(": ", start, at) >= 0 and (heading := HEADING.match(text, start + (text[start : start + 1] == " "), at)) is not None:
        return heading.end()
    return start


# "outperforming X (3.08)", "on par with X (4.08 and 3.89)", "improving on X (77.48%,
# 31.69 mm)": the values of what the sentence compares with, alone in parentheses right
# after its name (each value with a short unit at most)
_PAREN_VALUE = r"[+−-]?\d+(?:\.\d+)?[^\d(),;]{0,6}?"
_PAREN_SEP = r"(?:,\s|\s(?:and|or)\s|\s?/\s?)"
# (each value maybe labelled: "outperforming PPG2ABP (SBP: 8.9 mmHg, DBP: 6.2 mmHg)")
_PAREN_LABEL = r"(?:\p{L}[\w@.\-]*(?:\s[\w@.\-]+)?\s?:\s?)"
_PAREN_VALUES_CLOSE = pattern_cache.compile(rf"[^\d(),;]{{0,6}}?(?:{_PAREN_SEP}{_PAREN_LABEL}?{_PAREN_VALUE})*\)")
# (maybe labelled with the metric: "outperforming an in-ear microphone baseline (F1: 0.83)")
# (a statistic's symbol too, not a setting's: "a pure associative model (r = .71)", not "(σ = 0.1)")
_PAREN_VALUES_OPEN = pattern_cache.compile(
    rf"(?:[\w)\]’'+]|(?<=\bet\sal)\.)\s\((?:{_PAREN_LABEL}|{C.STAT_BEFORE.pattern[:-1]})?(?:{_PAREN_VALUE}{_PAREN_SEP}{_PAREN_LABEL}?)*$"
)


# "(r = 0.81)": a coefficient's value in parentheses, no setting
_STAT_GROUP = pattern_cache.compile(r"\(\s?(?:[\w-]+\s){0,3}?" + C.STAT_BEFORE.pattern[len(r"(?<![\w\\])") : -1])


def _place_or_settings_paren(raw: str) -> bool:
    """Does the parenthesis ``raw`` (the sentence up to it) ends in hold where or what ("on
    SVHN (0.91)", "in precision (0.82)"), or does the sentence give settings in parentheses
    ("(σ = 0.1)")?  Its values are then no compared system's levels."""
    return bool(
        _PLACE_BEFORE_PAREN.search(raw) or any("=" in g.group() and not _STAT_GROUP.match(g.group().strip()) for g in _PAREN_GROUP.finditer(raw))
    )


def _compared_in_parens(text: str, s: int, e: int) -> bool:
    """Is the number at ``s`` one of the values alone in parentheses after the name of
    something the clause compares with?"""
    lo = max(0, s - 60)
    opened = _PAREN_VALUES_OPEN.search(text, lo, s)
    if opened is None or not _PAREN_VALUES_CLOSE.match(text, e):
        return False
    at = opened.start() + 3
    raw = text[max(0, _sentence_start(text, at), at - 100) : at]
    if _place_or_settings_paren(raw):
        return False
    # (the values given to earlier names of the list go: "outperforming X (76.1%) and Y (")
    left = _PAREN_GROUP.sub("", raw)
    clause = max(left.rfind(";"), left.rfind(", which"), left.rfind(", while"), left.rfind(", whereas"))
    return bool(C.COMPARED_BEFORE.search(left[clause + 1 :] if clause >= 0 else left))


# ", rising to ", ", and further improving to ": the level just reported changes to the next
_LEVEL_GOES_TO = C.rx(
    r",\s(?:and\s)?(?:(?:further|then|later)\s)?(?=\p{L}+ing\s)(?:⟨changes.subject_verb⟩)\s(?:(?:further|only|just)\s)?to\s",
    regex.IGNORECASE,
)
# inside parentheses opened after a level: "(precision 96.3, recall " (a measure's name
# before the number), "(AUC: MAGCN 0.9312, AGAEMD " (a measure's label, then a system's name),
# "(CompGCN: 0.792, " (a system's label, then its levels)
_PAREN_NAMED_ITEM = pattern_cache.compile(r"(?:\(|,\s)(?P<m>\p{L}[\w@-]*(?:\s[\w@-]+){0,2})\s$")
_PAREN_MEASURE_LABEL = pattern_cache.compile(
    r"\((?P<m>[^():;,]{1,30}):\s(?:\p{Lu}[\w-]*\s\d[\d.]*,\s(?:and\s)?)*(?P<name>\p{Lu}[\w-]*)\s$"
)
_PAREN_SYSTEM_LABEL = pattern_cache.compile(r"\((?P<name>\p{Lu}[\w-]*):\s(?:\d[\d.]*,\s(?:and\s)?)*$")
# what may follow an item of such a list: the next item or the parenthesis' end
_PAREN_ITEM_END = pattern_cache.compile(r"(?:,\s|\))")


def _paren_item(text: str, lo: int, s: int) -> tuple[str | None, str | None] | None:
    """The measure and role of a bare decimal that is an item of a list in parentheses
    opened after a level (the parenthesis is looked for from ``lo`` on): ``(measure,
    None)`` for a part of the level named by its measure, ``(measure or None, "baseline")``
    for a compared system's level; None when the number is no such item."""
    opened = text.rfind("(", lo, s)
    if opened < 0 or ")" in text[opened:s] or "=" in text[opened:s]:
        return None
    window = text[opened:s]
    if (item := _PAREN_NAMED_ITEM.search(window)) is not None and (
        C.METRIC_ANY.fullmatch(item.group("m")) or C.METRIC_NAME_IN.fullmatch(item.group("m"))
    ):
        return item.group("m"), None
    if (label := _PAREN_MEASURE_LABEL.match(window)) is not None and (
        C.METRIC_ANY.fullmatch(label.group("m")) or C.METRIC_NAME_IN.fullmatch(label.group("m"))
    ) and _COINED_LABEL.match(label.group("name")) and lookup(label.group("name")) is None:
        return label.group("m"), "baseline"
    if (label := _PAREN_SYSTEM_LABEL.match(window)) is not None and (
        _COINED_LABEL.match(label.group("name")) and lookup(label.group("name")) is None
        and not C.METRIC_ANY.fullmatch(label.group("name")) and not C.METRIC_NAME_IN.fullmatch(label.group("name"))
    ):
        # (as many levels as the sentence reported before it, in their order; not a
        # setting's values: "an accuracy of 0.91 (AdamW: 0.9, 0.999)")
        closed = text.find(")", s)
        before = len(_DECIMAL.findall(text, _sentence_start(text, opened), opened))
        return (None, "baseline") if closed > 0 and len(_DECIMAL.findall(text, opened, closed)) == before else None
    return None


def _own_value(phrase: str) -> float | None:
    m = _DECIMAL.search(phrase)
    return float(m.group()) if m else None


_DECIMAL = pattern_cache.compile(r"\d+\.\d+")


# what makes a level a trait or a design value, no finding: "baseline HbA1c", "nominal clearance"
_TRAIT_WORD = C.rx(r"\b(?:⟨phrases.trait_word⟩)\b", regex.IGNORECASE)
# a level right before the parenthesis: "81.7% (", "0.91 ("
_LEVEL_BEFORE_PAREN = pattern_cache.compile(r"\d(?:\s?%)?\s\($")
# another setting in the parenthesis a coefficient closes: "(α = 0.05, power = 0.80, d = 0.5)"
_SETTING_IN_PARENS = pattern_cache.compile(r"(?i)(?:α|\balpha|\bpower)\s?=")
# a clause that compares groups or states a change (kind_cues.tsv's change words, "than",
# "versus"): where a letter that also names parameters ("d", "r", "κ") reports a finding
_COMPARED_IN_CLAUSE = C.rx(r"\b(?:than|versus|vs\.|compared|⟨baselines.outdo_verb⟩|⟨kind_cues_change⟩)\b", regex.IGNORECASE)
# a number written plainly, not in a power of ten ("2.1×10^-3")
_PLAIN_NUMBER = pattern_cache.compile(r"\d[\d,]*(?:\.\d+)?")


def _plain_value(num: str) -> float | None:
    return _value(None, num) if _PLAIN_NUMBER.fullmatch(num) else None


def _same_scale(value: float | None, own: float | None) -> bool:
    """Is a compared value on the scale of the paper's own ("(3.08)" beside a PESQ of 3.21;
    not "AdamW (0.9, 0.999)" beside a perplexity of 12.3, nor "spaCy (3.7)" beside 91.2 F1)?"""
    return value is not None and own is not None and own != 0 and 0.2 <= abs(value / own) <= 5


# "a 0.1 increase in temperature": a change noun that names what it changes (not a metric's
# own result words: "a 0.11 improvement in overall performance")
_CHANGE_OF_OTHER = C.rx(r"\s(?:in|of)\s(?!(?:the\s|its\s|our\s)?(?:[\w-]+\s)?(?:⟨phrases.result_noun⟩)\b)", regex.IGNORECASE)
_FOR_NAME = C.rx(
    r"\sfor\s(?:the\s|a\s|an\s)?(?:[\w-]+\s){0,2}[\w-]*\p{Lu}"
    r"|\sfor\s(?:the\s|a\s|an\s)?(?:[\w-]+\s){0,3}(?i:⟨baselines.method_noun⟩|⟨baselines.people⟩)\b"
)
_FOR = pattern_cache.compile(r"\sfor\s")
# the unit a compared system's bare level takes from the level it is compared with
_BARE_COMPARED_UNIT = {"pp": "pp", "times": "times", "other?": "other", "other": "other"}
# a decimal comma ("0,74"), not a thousands separator ("61,000")
_DECIMAL_COMMA = pattern_cache.compile(r"\d+,\d{1,2}|\d+,\d{4,}|0,\d+")
# what a compared system's bare level may be said of right after it: "9.7 for SAM-Med3D"
_COMPARED_SYSTEM_AFTER = pattern_cache.compile(r"\s(?:for|with|on|using|by)\s")
_NUMBER_BETWEEN = pattern_cache.compile(r"\d")
# a range's second number with its unit right after a bare number: "5.7-9.3%", "2–4 points"
# (or any other unit: "RMSE 3.12–3.64 m"; the unit is matched after the number: _unit_follows)
_RANGE_ON = pattern_cache.compile(r"\s?(?:-{1,2}|–|—)\s?\d[\d.,]*")
_RANGE_UNIT = pattern_cache.compile(r"\s?(?:%|\\%|percent\b|pp\b|x\b|×|times\b|points?\b)")
_PAIR_TO = pattern_cache.compile(r"\sto\s\d[\d.,]*")
_DECIMALS_LISTED = pattern_cache.compile(r"(?:(?:,\s(?:(?:and|or)\s)?|\s(?:and|or)\s)\d+\.\d+)+")


def _unit_follows(text: str, e: int, lo: int) -> bool:
    """Is the number starting at ``lo`` and ending at ``e`` followed by the second number of a
    range, of a pair (after "from") or of a list of decimals, written with a unit?  Then the
    unit is that number's too, not the metric scale a reading before it guessed."""
    if (m := _RANGE_ON.match(text, e)) is not None:
        return _RANGE_UNIT.match(text, m.end()) is not None or C.UNIT_OTHER.match(text, m.end()) is not None
    if text.endswith("from ", max(0, lo - 5), lo) and (m := _PAIR_TO.match(text, e)) is not None:
        return C.UNIT_OTHER.match(text, m.end()) is not None  # ("reduced from 7.41 to 6.28 cycles")
    if (
        "." in text[lo:e]
        and (m := _DECIMALS_LISTED.match(text, e)) is not None
        # (not a compared system's levels, which go in the order of the measures before them:
        # "an SSIM of 0.921 and a PSNR of 39.6 dB, compared with 0.912 and 38.9 dB for X")
        and not C.COMPARED_BARE_BEFORE.search(text, max(0, lo - 30), lo)
    ):
        return C.UNIT_OTHER.match(text, m.end()) is not None  # (of a list: "errors of 11.8 and 13.9 cycles")
    return False
# "on CoNLL-2014", "on the BEA-2019 test set": where a level was measured, named
_ON_NAME = pattern_cache.compile(r"\s(?:on|in)\s(?:the\s)?(?:[\w-]+\s){0,2}?[\w-]*\p{Lu}")
# "58.4 on seen objects and 49.7 on novel objects": where each of two levels was measured,
# named in lower-case words, the phrase ending where the level's clause does
_ON_PLACE = pattern_cache.compile(r"\s(?:on|for)\s(?:the\s)?\p{Ll}[\w-]*(?:\s\p{Ll}[\w-]*){0,2}(?=\s(?:and|or)\s|\s?[,;.)]|$)")
# (not "the state of the art (0.941)": a system)
_PLACE_BEFORE_PAREN = pattern_cache.compile(r"\b(?i:on|in|at|for)\s(?i:the\s)?[\w-]+\s\($|(?<!\bstate\s)\b(?i:of)\s(?i:the\s)?\p{Ll}[\w-]*\s\($")


_PAREN_GROUP = pattern_cache.compile(r"\s?\([^()]*\)")


_METRIC_BEFORE_END = pattern_cache.compile(r"[\s$=(]")
# another number right after this one: a range, a spread or a list ("to 1.2%", "± 0.4",
# ", 2.4 and 5.0%")
# "as the best temperature": what a value was chosen as
_AS_AFTER = pattern_cache.compile(r"\s+as\s", regex.IGNORECASE)
# a verb of reaching right before a coefficient's symbol ("reached r = 0.88")
_REACHED_STAT = C.rx(r"\b(?:⟨phrases.reach_verb⟩)\s(?:(?:⟨hedge_words⟩)\s)?$", regex.IGNORECASE)
# "by at most ": a hedge between "by" and its number
_BY_HEDGED = C.rx(r"\bby\s(?:⟨phrases.minimizer⟩|⟨hedge_words⟩)\s$", regex.IGNORECASE)
# bare decimals coordinated, then the number: "0.35 and ", "0.12, 0.3 and "
_BARE_DECIMALS = pattern_cache.compile(r"(?:\d+\.\d+(?:,\s(?:and\s)?|\s(?:and|or)\s))+")
# the rest of a list of bare decimals, no unit after its last (punctuation or a function word
# follows it): " and 0.29, respectively"; not " and 0.29 dB on Set5"
_BARE_DECIMALS_NEXT = pattern_cache.compile(
    r"(?:(?:,\s(?:and\s)?|\s(?:and|or)\s)\d+\.\d+)++"
    r"(?=[,;:)]|\.(?!\d)|$|\s(?:respectively|on|in|for|over|compared|relative|than|while|whereas|with|when|at|across|after|and|but)\b)"
)
_NUMBER_NEXT = pattern_cache.compile(r"(?:,\s(?:(?:and|or)\s)?|\s(?:to|and|or)\s|\s?[-–—~±/]\s?|\s?\+/-\s?)[+−]?\d")


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
# (fold), "p" (percent, pp, points, pts), "v" or "w" (vol.%, wt.%).  Tested against the
# six patterns.
_UNIT_START = pattern_cache.compile(r"\s{0,2}[-\\%％{$×xXtfpvw]")


def _multiplied_subject(text: str, s: int, end: int) -> regex.Match | None:
    """The subject a multiplier verb with no object reports a change of ("CSRNet's error
    nearly triples.", "the proportion still active nearly doubled"), its last word and the
    hedges after it; None in a condition ("when the arrival rate doubles") or for a setting
    ("the batch size doubles"; a setting named in the subject's own clause)."""
    if not C.MULTIPLIED_NO_OBJECT.match(text, end) or C.CONDITION_BEFORE.search(text, max(0, s - 50), s):
        return None
    subject = C.MULTIPLIED_SUBJECT.search(text, max(0, s - 50), s)
    if subject is None:
        return None
    lo = max(_sentence_start(text, s), s - 40)
    lo = max(lo, text.rfind(", ", lo, subject.start()) + 2, text.rfind("; ", lo, subject.start()) + 2)
    if _SETTING_SUBJECT.search(text, lo, subject.end()):
        return None
    # "-s" is also a plural noun's ending ("in 96 million triples."): that form is a verb
    # after a hedge or an auxiliary, or after a measure the lexicon knows
    if text[end - 1] != "s" or subject.group("h") or C.METRIC_ANY.search(text, max(0, s - 50), s) is not None:
        return subject
    return None


def _fold_is_result(text: str, s: int, end: int) -> bool:
    """``16-fold`` is a multiplier only when it states a change: ``by 16-fold``, ``16-fold faster``."""
    s = _list_start(text, s)
    # (the first of a list of multipliers reads the words after the last: "a 2.8-fold and
    # 3.1-fold reduction")
    if (listed := _FOLDS_NEXT.match(text, end)) is not None:
        end = listed.end()
    return (
        bool(C.RESULT_AFTER.match(text, end))
        or bool(C.AMOUNT_BEFORE.search(text, max(0, s - 40), s))
        # a change verb and its object right before: "reduces false alarms 3-fold", "was reduced 4-fold"
        or _changed_then_fold(text, max(0, s - 80), s)
    )


def _changed_then_fold(text: str, lo: int, s: int) -> bool:
    """Does a change verb and its object end right at ``s``, the object no resource the
    experiment enlarges nor a setting the authors change?  The nearest verb counts: in
    "extended the predicted time to a 100-fold increase 2.7-fold" it is "increase", not
    "extended" with a time as object."""
    while (changed := _CHANGED_THEN_FOLD.search(text, lo, s)) is not None:
        # (nor a setting the authors change: "we reduced the initial learning rate of the Adam
        # optimizer 10-fold"; not "coating increased fresh shoot weight 1.8-fold")
        by_us = text[max(0, changed.start() - 3) : changed.start()].lower() == "we "
        set_by_us = by_us and _PARAMETER_WORD.search(changed.group()) is not None
        # (a time a system cuts is what it saves: "while reducing acquisition time 16-fold"; not
        # one the authors cut, "we reduced the exposure time 4-fold", "Reducing the integration
        # time 5-fold, we repeated", nor data: "reducing the labeled data 10-fold")
        resource = _RESOURCE_WORD.search(changed.group())
        saved_time = (
            resource is not None
            and resource.group().lower() == "time"
            and not by_us
            and _cuts(text, changed.start())
            and text[_sentence_start(text, changed.start()) : changed.start()].strip() != ""
        )
        if (resource is None or saved_time) and not set_by_us:
            return True
        lo = changed.start() + 1
    return False


def _cuts(text: str, at: int) -> bool:
    """Is the change word at ``at`` one of reduction (kind_cues.tsv)?"""
    cue = C.KIND_CUES.match(text, at)
    return cue is not None and cue.lastgroup == "reduction"


_FOLDS_NEXT = pattern_cache.compile(r"(?:(?:,\s(?:and\s)?|\s(?:and|or)\s)\d[\d.,]*-?fold\b)+")
# (or a verb whose subject changed: "vape use rose more than 18-fold"; an object may be
# long: "increased the odds of correct search on B trials 1.8-fold", "caspase-3/7 activity")
_CHANGED_THEN_FOLD = C.rx(
    r"\b(?:⟨changes.verb⟩)\s(?:[\w/-]+\s){0,8}(?<!\b(?i:an?|the)\s)(?:⟨hedge_words⟩\s)?$|\b(?:⟨changes.subject_verb⟩)\s(?:⟨hedge_words⟩\s)?$", regex.IGNORECASE
)
# (not what the experiment enlarges: "increased the training set 4-fold")
_RESOURCE_WORD = C.rx(r"\b(?:⟨settings.resource⟩|set|sets)\b", regex.IGNORECASE)


def _points_is_result(text: str, s: int, end: int, depth: int = 0) -> bool:
    """``5 points`` is a result only next to a change (``by 5 points``, ``5 points higher``),
    signed (``(+2.1 points)``), or listed after such a one with where it was measured (``by
    4.3 points on A and 7.9 points on B``).  ``depth``: how many numbers before this one
    were asked already (a sentence of a thousand compared levels is not walked back whole)."""
    if text[s : s + 1] == "+" or text[max(0, s - 1) : s] == "+":
        return True
    if (spread := _SPREAD_BEFORE.search(text, max(0, s - 24), s)) is not None:
        s = spread.start()  # "by 12.6 ± 6.1 points": the level's words are before its spread
    s = _list_start(text, s)
    if C.RESULT_AFTER.match(text, end) or C.POINTS_BEFORE.search(text[max(0, s - 40) : s]):
        return True
    if text.endswith("from ", 0, s) and C.FROM_TO_CHANGE.search(text, max(0, s - 160), s) and not C.RANGING.search(text, max(0, s - 60), s):
        return True  # "narrows the gap from 14.8 to 5.3 points": the levels a change moved between
    if text.endswith("from ", 0, s) and (subj := C.RANGING_SUBJECT.search(text, max(0, s - 60), s)) and C.cue_noun_kind(subj.group("n").lower()):
        return True  # "gains range from 1.4 to 6.0 points": a range of a change
    if C.COMPARED_LEVEL_BEFORE.search(text, max(0, s - 40), s):
        earlier = None
        for earlier in _POINTS_EARLIER.finditer(text, max(_sentence_start(text, s), s - 120), s):
            pass
        if earlier is not None and depth < _POINTS_DEPTH and _points_is_result(text, earlier.start("n"), earlier.end(), depth + 1):
            return True  # "drops by 2.7 points, against 11.3 points for X": the compared change
    listed = _POINTS_LISTED_BEFORE.search(text, max(0, s - 80), s)
    return listed is not None and depth < _POINTS_DEPTH and _points_is_result(text, listed.start("n"), listed.end("u"), depth + 1)


_POINTS_DEPTH = 4
_POINTS_EARLIER = pattern_cache.compile(r"(?<![\d.])(?P<n>\d[\d.]*)\s?(?:percentage[-\s])?points?\b")


# "by 4.3 points on AfriXNLI and ": a points change listed before, with where it was measured
_POINTS_LISTED_BEFORE = pattern_cache.compile(
    r"(?P<n>\d[\d.]*)(?P<u>\s?points?)\s(?:on|in|for)\s[^,;.()]{1,40}?(?:,\s(?:and\s)?|\sand\s)$"
)


# a metric's short form in parentheses after its long one: " (MCC)", " (HD95)"
_SHORT_FORM_AFTER = pattern_cache.compile(r"\s\([\p{Lu}][\p{L}\p{N}@-]{1,11}\)")
# "(HR, ", "(area under the curve [AUC], ", "; bias, ": a label and a comma before a level, in parentheses
_LABEL_COMMA_BEFORE = pattern_cache.compile(
    r"[(\[;]\s?(?P<label>[\p{L}][^,;()\[\]\d]{0,59}?)(?:\s\[[^\[\]\d]{1,12}\])?,\s$"
)
# inline math opened by a dollar sign: "$1-\alpha$", "$1/p$", "$1 - p$" (a formula: no
# space in it, or a command, a script, an operator, a relation or a one-letter variable),
# not money ("$5 and $10 later")
_DOLLAR_MATH = pattern_cache.compile(r"\$(?P<m>[^$\n]{1,300}?)(?<!\\)\$")
_FORMULA_MARK = pattern_cache.compile(r"[\\^_{}=+*/<>|−-]|(?<!\p{L})\p{L}(?!\p{L})")


# a bound right before money, and the word before it; a verb of reaching, a copula or a
# change verb reports the amount ("the cost fell below $5", "was over $2 million")
_MONEY_BOUND_BEFORE = C.rx(r"(?P<pre>[\w-]+)\s(?:⟨phrases.bound⟩|more\sthan)\s$", regex.IGNORECASE)
_MONEY_REPORTED_BY = C.rx(
    r"(?:is|are|was|were|remained|stayed|costs?|(?:⟨phrases.reach_verb⟩)|(?:⟨changes.subject_verb⟩))", regex.IGNORECASE
)


def _formula_at(text: str, i: int) -> bool:
    """Does the dollar sign at ``i`` open inline math that is a formula?"""
    if text[i] != "$" or (m := _DOLLAR_MATH.match(text, i)) is None:
        return False
    inner = m.group("m")
    return not any(ch.isspace() for ch in inner) or _FORMULA_MARK.search(inner) is not None


_SPREAD_AFTER = pattern_cache.compile(r"\s?(?:±|\+/-)\s?\d+(?:\.\d+)?\s?%")
_SPREAD_BEFORE = pattern_cache.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?±\s?$")


def _list_start(text: str, s: int) -> int:
    """Where a coordination of bare numbers ending at ``s`` starts ("by 4.0 and |1.9
    points": the words before the list introduce its last number too), else ``s``."""
    if (
        s < 5
        or not text[s - 2 : s].strip(" ,").isalpha()
        and text[s - 2 : s] != ", "
        and "/" not in text[s - 2 : s]
        and text[s - 1] not in "-–"
    ):
        return s
    m = _BARE_LIST_REV.search(text, max(0, s - 80), s)
    return m.start() if m else s


# "4.0 and ", "1.2, 2.3 and ", "1.8 to ", "1.8-": bare numbers coordinated (or a range's
# first end) before the number that has the unit
# (each may carry a short tag, "0.8972 (FR) and "; or be one of a slash list, "3.7 / ")
_BARE_LIST_REV = pattern_cache.compile(
    # (or a level and its spread: "0.873 ± 0.011, 0.962 ± 0.004 and ")
    r"(?<![\w.,%])(?:[+−]?\d+(?:\.\d+)?(?:\s?±\s?\d+(?:\.\d+)?)?(?:\s\([^()\s]{1,12}\))?(?:,\s(?:(?:and|or)\s)?|\s(?:and|or|to)\s|\s?/\s?|–|-))+$",
    regex.REVERSE
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


# between two numbers of an enumeration: "15% for classification tasks and 18%"
_PP_ENUM = pattern_cache.compile(r"(?:\s(?:on|in|for)\s[^,;.]{1,50}?)?(?:,\s(?:and\s)?|\s(?:and|or)\s)")
# "88% of the time": how often, a rate (not a share of a time budget)
_OF_THE_TIME = pattern_cache.compile(r"\s?of\sthe\stime\b(?!\s(?:budget|spent|steps?|horizon))", regex.IGNORECASE)
_OF_AFTER_PERCENT = pattern_cache.compile(r"\$?\)?\s?of\b")
_COMPARED_LATER = C.rx(r"(?:[^;.]|(?<=\d)\.(?=\d)){0,100}?\b(?:⟨baselines.marker⟩)(?!\w)", regex.IGNORECASE)


# "when only 25% of ...", "if 10% of ...": the share a condition sets
_CONDITION_SHARE_BEFORE = C.rx(
    r"\b(?:⟨phrases.condition_lead⟩)\s(?:only\s|just\s)?(?:(?:⟨hedge_words⟩)\s)?\$?$", regex.IGNORECASE
)


def _is_setting_percent(text: str, s: int, end: int) -> bool:
    lo = max(0, s - 40)
    if (
        (to := _FROM_PERCENT_TO.search(text, lo, s)) is not None
        and C.FROM_TO_CHANGE.search(text, max(0, to.start() - 160), to.start() + 5)
        # (not a setting's pair: "we increase the masking ratio from 15% to 40% of tokens")
        and not _PARAMETER_WORD.search(text, max(_sentence_start(text, to.start()), to.start() - 60), to.start() + 1)
    ):
        return False  # "lowers SLA violations from 7.2% to 1.4% of time intervals": the level a change reached
    if C.EXAMPLE_SHARE_BEFORE.search(text, lo, s):
        return True  # "flipping a large fraction (e.g., 90%) of the labels": an example setting
    if C.PERCENT_OF_RESOURCE.match(text, end) and not _OF_THE_TIME.match(text, end):
        # "using 10% of the images" is a setting; "correctly identify 73% of images" a
        # rate, "reduces the tokens by up to 65.8% of the tokens" a change
        if C.SHARE_SCORE_BEFORE.search(text, lo, s) or C.IN_SHARE_BEFORE.search(text, lo, s):
            return False  # (nor "in 78% of the datasets": where something held)
        return not (C.BY_SHARE_BEFORE.search(text, lo, s) and C.KIND_CUES.search(text, max(0, s - 150), s))
    if C.USED_AFTER_SHARE.match(text, end) and _CONDITION_SHARE_BEFORE.search(text, lo, s):
        return True  # "when only 25% of the training slides are used": how much was used
    if C.REMOVED_AFTER_SHARE.match(text, end) and _CONDITION_SHARE_BEFORE.search(text, lo, s):
        return True  # "when 40% of the objects are deleted": a condition set
    if C.AT_OPERATING_POINT.match(text, end) and (
        C.AT_BEFORE.search(text, max(0, s - 6), s)
        and C.AT_AFTER_LEVEL.search(text, max(0, s - 60), s)
        or s - (opens := _sentence_start(text, s)) <= 6 and C.AT_BEFORE.match(text[opens:s].lstrip().lower()) is not None
        or C.AT_THRESHOLD_WITH.search(text, max(0, s - 40), s)
    ):
        # "recall at 1% false-positive rate", a sentence opened so ("At 95% sensitivity, the
        # classifier ..."), a threshold set so ("at a threshold with 95% sensitivity"): where
        # the measure is read
        return True
    if C.PERCENT_SETTING_AFTER.match(text, end):
        # "at 50% sparsity" is a setting; "providing up to 97% sparsity" a finding
        return not C.REACHED_BEFORE.search(text, lo, s)
    if _OF_AFTER_PERCENT.match(text, end) and C.USING_SHARE_BEFORE.search(text, max(0, s - 40), s):
        return True  # "using only 10% of required base labels": how much was used
    if C.PERCENT_RESOURCE.match(text, end) and C.USING_SHARE_BEFORE.search(text, max(0, s - 40), s):
        # "with only 8% labeled points": how much was used; but "with only 21% network
        # parameters ... compared with that of X" is a cost measured against another's
        return not _COMPARED_LATER.match(text, end)
    if _OF_AFTER_PERCENT.match(text, end) and C.USING_SHARE_LIST_BEFORE.search(text, max(0, s - 110), s):
        return True  # "using only 25% of the images and 32% of the labeled objects"
    if C.COMPOSITION_VERB_BEFORE.search(text, lo, s) and not C.COMPARATIVE_AFTER_SHARE.match(text, end) and not _OF_AFTER_PERCENT.match(text, end):
        # (a share of things is a finding: "these zones contained 78% of the validation landslides")
        return True  # "NH3/H2 mixtures containing 0-40% H2": how the material is made
    if _with_condition(text, s, end):
        return True  # "on the IEEE 39-bus system with 40% renewable penetration": a condition set
    if _OF_AFTER_PERCENT.match(text, end) and _GROUP_BOUND_BEFORE.search(text, max(0, s - 60), s):
        return True  # "adults with incomes below 200 percent of the poverty level": a bound that defines a group
    return bool(C.PERCENT_SETTING_BEFORE.search(text, max(0, s - 40), s))


# a bound on a share of some reference that defines whom or what a finding is about, after
# the group's noun ("adults with incomes below 200 percent of", "spending defined as
# spending that exceeds 10 percent of"; not a level a verb reports: "memory stays below")
_GROUP_BOUND_BEFORE = C.rx(
    r"\b(?:with|among|for|defined\sas)\s(?:(?!(?:⟨phrases.modal⟩|⟨phrases.hold_verb⟩|⟨changes.subject_verb⟩|is|are|was|were|be|been|remains?|stays?)\s)[\w-]+\s){1,3}?"
    # (not "over" nor "at least", which a verb takes too: "closes over 80% of the gap")
    r"(?:(?!over\b|at\s)(?:⟨phrases.bound⟩)|exceed(?:s|ing)?)\s$",
    regex.IGNORECASE,
)
# "with 40% renewable penetration", "with a 10% tolerance", "with 10% of the training set"
_WITH_BEFORE = pattern_cache.compile(r"\b[Ww]ith\s(?:an?\s|only\s|just\s)?\$?$")
# what the share did, a clause of its own: "with 81% completing ...", "with 57% transported in"
_SHARE_DID_AFTER = pattern_cache.compile(
    r"\s(?:of\s(?:the\s)?[\w-]+(?:\s[\w-]+){0,2}?\s)?\p{Ll}+(?:ing|ed)(?=\s(?:in|at|by|on|to|within|after|before|over|under|from|for|with|inside|outside|below|above|into|through|across|between|among|beyond|as|than|the|a|an|their|its|\p{Ll}+ly)\b|\s[\p{Lu}\d]|[,.;])"
)
_LIST_NEXT = pattern_cache.compile(r"(?:,\s(?:and\s)?|\s(?:and|or)\s)\$?[−-]?\d")
_FINDING_IN = C.rx(r"\d\s?(?:%|×|x\b|-?fold\b|times\b|points?\b|pp\b)", regex.IGNORECASE)
_NEXT_WORDS = pattern_cache.compile(r"\s((?:[\w-]+\s?){1,3})")


def _with_condition(text: str, s: int, end: int) -> bool:
    """Is a percent after "with" a condition the experiment sets ("with 2% sensor noise",
    "with 10% of the labels"), not a level a measure reaches ("with 96.1% capacity
    retention"), a change ("with 41% fewer parameters", "with a 6% decline"), a compared
    level ("compared with 71%") nor what a share of people did ("with 81% completing")?"""
    if (with_ := _WITH_BEFORE.search(text, max(0, s - 14), s)) is None or C.COMPARED_BARE_BEFORE.search(
        text, max(0, with_.start() - 40), with_.start() + 5
    ):
        return False  # (not "compared with only 52.4%")
    if (
        C.COMPARATIVE_AFTER_SHARE.match(text, end)
        or C.CHANGE_NOUN_AFTER_VALUE.match(text, end)
        or _SHARE_DID_AFTER.match(text, end)
        or _LIST_NEXT.match(text, end)  # (a list whose measure comes after it: "with 64.1% and 47.5% Rank-1")
        or _LIST_NEXT.search(text, s, end)  # (the same list read from its last share)
        # (nor what a finding just reported took: "a 2x speedup with 25% of FFN parameters")
        or _FINDING_IN.search(text, _clause_start(text, with_.start(), 120), with_.start())
    ):
        return False
    if _OF_AFTER_PERCENT.match(text, end):
        return True
    words = _NEXT_WORDS.match(text, end)
    if words is None:
        return False
    parts = words.group(1).split()
    return not any(C.names_measure(" ".join(parts[:k])) for k in range(1, len(parts) + 1))


# a setting as the subject of a passive change verb right before "from": "the weight decay is
# raised from", "the learning rate was gradually increased from"
_PARAMETER_PASSIVE_FROM = C.rx(
    r"\b(?:⟨settings.parameter⟩)\s(?:is|are|was|were)\s(?:\p{Ll}+ly\s)?\p{Ll}+ed\sfrom\s$", regex.IGNORECASE
)
_SETTING_USE = pattern_cache.compile(r"(?i:using|with|use)\b")
# of the settings use words before a multiple, those that say what a system needs
# ("requires", "needs": costs verb; the others are "using", "with", "on")
_NEEDS = C.rx(r"(?:⟨costs.verb⟩)\b", regex.IGNORECASE)
# "we", maybe with a modal or adverbs between, as the subject of the verb after it ("we
# therefore need", "we would need", "we still need")
_WE_SUBJECT_BEFORE = pattern_cache.compile(r"\b[Ww]e\s(?:\p{Ll}+\s){0,2}$")
_OVER_SETUP = pattern_cache.compile(r"\sover\s")
_STATISTIC_WORD = C.rx(r"\b(?:⟨phrases.average_word⟩|median|total|overall|end-to-end|\d+(?:st|nd|rd|th)[-\s]percentile|p\d\d)\b", regex.IGNORECASE)
# "from 7.2% to ": the first level of a change, right before its second
_FROM_PERCENT_TO = pattern_cache.compile(r"\bfrom\s\$?\d[\d.,]*\s?(?:%|\\%)\$?\sto\s$")


def _numbers(text: str):
    """``C.NUMBER.finditer(text)``, tried only where a match can start.

    A match starts with a sign right before a digit or with a digit (or a leading point
    right before one: "(r = .94)"), and never at a digit
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
        elif p > pos and text[p - 1] == ".":
            m = match(text, p - 1)  # "(r = .94)": a leading point (NUMBER allows it after "=" or "(")
        if m is None:
            m = match(text, p)
        if m is not None:
            yield m
            pos = m.end()
        else:
            pos = run[1]


# the power of ten of a number in scientific notation, right after its mantissa
_POWER_OF_TEN = pattern_cache.compile(
    r"\s?[×x·]\s?10(?:\^\{?(?P<exp>[-−+]?\d{1,3})\}?|(?P<sup>[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}))(?!\d|\.\d)"
    r"|[eE](?P<exp2>[-−+]?\d{1,3})(?!\w|\.\d)"
)
_SUPERSCRIPTS = str.maketrans("⁻⁺⁰¹²³⁴⁵⁶⁷⁸⁹", "-+0123456789")
# ASCII digits as "0", every other byte as a space (see ``_numbers``)
_DIGIT_RUNS = bytes(48 if 48 <= c <= 57 else 32 for c in range(256))
_DIGIT_RUN = pattern_cache.compile(r"\d+")


_POINTS_WORD = C.rx(r"(?:⟨units.points⟩|⟨units.pp_after_sign⟩)", regex.IGNORECASE)
# the word right after an amount, a unit maybe ("semitones", "persons", "NM")
_UNIT_WORD = pattern_cache.compile(r"\s(?P<w>\p{L}[\p{L}-]{0,24})(?![\p{L}\d-])")


# an amount and the word right after it, the second of a pair ("3.4 semitones")
_AMOUNT_WORD = pattern_cache.compile(r"(?<![\w.])(?P<n>\d[\d.,]*)\s(?P<w>\p{L}[\p{L}-]{0,24})(?![\p{L}\d-])")


def _word_unit_pair(text: str, s: int, e: int) -> tuple[int, int, int] | None:
    """Is the word after the amount at ``s``-``e`` the unit of a pair of amounts set against
    each other ("1.9 persons, against 3.4 persons for the CO2 model"): the same word after
    the compared amount, no function or ordinary word, no count or setting of a set-up
    ("12 layers compared with 24 layers": whole numbers; "32 K tokens": a noun after it)?
    The end of the first's word, and where the second amount starts and its word ends."""
    word = _UNIT_WORD.match(text, e)
    if (
        word is None
        or word.group("w").lower() in _COMMON_WORDS
        or _ATTRIBUTED_AFTER.match(text, e) is not None  # (a preposition: "84.0 after surgery")
        or _POINTS_WORD.fullmatch(word.group("w")) is not None  # (points read as their own unit)
    ):
        return None
    again = next((a for a in _AMOUNT_WORD.finditer(text, word.end(), min(len(text), word.end() + 90)) if a.group("w") == word.group("w")), None)
    if again is None or not _ATTRIBUTED_GAP.fullmatch(text, word.end(), again.start()):
        return None
    if "." not in text[s:e] + again.group("n"):
        return None  # (whole counts compared are a set-up's: "4 GPUs versus 64 GPUs", "3 epochs")
    if (noun := _UNIT_WORD.match(text, again.end())) is not None and noun.group("w").lower() not in _COMMON_WORDS:
        return None  # the word modifies a noun after it, a count's multiplier: "8 K vs. 32 K tokens"
    return word.end(), again.start(), again.end()


# a time of day ("between 22:00 and 03:00", "at 14:30:15"): no number of its own
_CLOCK_TIME = pattern_cache.compile(r"(?<![\d:.,])(?:[01]?\d|2[0-4]):[0-5]\d(?::[0-5]\d)?(?![\d:]|[.,]\d)")


# a factor a word names ("Purcell factor of", "quality factor of"), or a letter hyphened to it
# ("a Z′-factor of", "a Q-factor of"; not "a speedup-factor of 3.5", a multiplier), not "by a
# factor of"
_NAMED_FACTOR = C.rx(
    r"(?:\b(?!(?:by|a|an|the|of|to|with|and|or|than|up|large|small|constant|median|mean|average|typical|overall"
    r"|further|additional|combined|total|⟨hedge_words⟩)\b)[\w-]+\s|(?<![\w-])\p{L}{1,2}[′'’]?-)factors?\sof\s$",
    regex.IGNORECASE,
)


def find_numbers(text: str) -> list[Candidate]:
    """Every number of ``text`` that carries a result unit, in text order (pure, no spaCy)."""
    raw: list[Candidate] = []
    prev: Candidate | None = None
    past = 0  # where a number read in scientific notation ended (its exponent is no number)
    word_pairs: dict[int, int] = {}  # a compared amount's start -> the end of its unit word
    for m in _numbers(text):
        if m.start() < past:
            continue
        if text[m.end() : m.end() + 1] == ":" and (clock := _CLOCK_TIME.match(text, m.start("num"))) is not None:
            past = clock.end()
            continue
        num = m.group("num")
        sign = m.group("sign")
        s = m.start()
        if sign and s > 0 and (
            text[s - 1].isalnum() or text[s - 1] in ")]}%" or text[s - 1] == "-" and (text[s - 2 : s - 1].isdigit() or text[s - 2 : s - 1] in ("%", "×"))
        ):
            sign, s = None, m.start("num")  # a hyphen, not a minus: "2-4x", "15--20%", "2.1×--5.2×" (LaTeX's en dash)
        try:
            value = _value(sign, num)
        except ValueError:
            # ``regex`` knows digits newer than this Python's Unicode tables (U+10D40,
            # Garay, is \d to it), which ``float`` cannot read: not a number for us
            continue
        e = m.end()
        if (power := _POWER_OF_TEN.match(text, e)) is not None and value:
            # "2.1 × 10^-3", "3e-4", "1.2·10⁻³": one number in scientific notation (one a
            # float can hold: not "1e516")
            exponent = power.group("exp") or power.group("exp2") or power.group("sup").translate(_SUPERSCRIPTS)
            # (through the decimal, so "2.1 × 10^-3" is 0.0021 exactly; a mantissa whose
            # repr is itself in e-notation, "1e+31", scales all the same)
            scaled = float(Decimal(repr(value)).scaleb(int(exponent.replace("−", "-"))))
            if scaled and math.isfinite(scaled):
                value, e, past = scaled, power.end(), power.end()
                num += "."  # (a decimal, as a value so written is)
        unit, uend, metric = _unit_at(text, s, e, "." in num)
        if unit is None:
            # "2.1 semitones compared with 3.4 semitones": a word no lexicon knows as a unit,
            # the same after two amounts set against each other (judged as a pair below)
            if (worded := word_pairs.pop(m.start("num"), None)) is not None:
                unit, uend, metric = _TENTATIVE, worded, None
            elif (pair := _word_unit_pair(text, s, e)) is not None:
                unit, uend, metric = _TENTATIVE, pair[0], None
                word_pairs[pair[1]] = pair[2]
        if unit == "points" and uend == e and _unit_follows(text, e, s):
            # "gains of 5.7-9.3%": the start of a range in the unit after it ("the RMSE is
            # reduced from 7.41 to 6.28 cycles": of a pair)
            unit, metric = None, None
        start = s
        role = None
        listed = False
        aside = False
        effect = False
        after_level = unit is None and prev is not None and prev.unit == "points" and prev.metric and "." in num
        if after_level and (
            s - prev.end < 40
            and C.COMPARED_BARE_BEFORE.search(text, max(0, s - 30), s)
            and not C.NOUN_AFTER_UNIT.match(text, e)
            and _sentence_start(text, s) <= prev.start
            # (or further on, the system named after it: "keeps the average F1 score at 0.89
            # over the four test years, compared with 0.81 for uncertainty sampling")
            or s - prev.end < 120
            and _sentence_start(text, s) <= prev.start
            and C.COMPARED_BARE_BEFORE.search(text, max(0, s - 30), s)
            and _FOR.match(text, e)
            and _same_scale(value, prev.value)
            and not _NUMBER_BETWEEN.search(text, prev.end, max(prev.end, s - 30))
            # "a CPM of 0.927, exceeding nnDetection (0.893)": the level of a system compared,
            # alone in parentheses after its name, on the scale of the one just reported
            or s - prev.end < 120
            and _sentence_start(text, s) <= prev.start
            and _compared_in_parens(text, s, e)
            and _same_scale(value, prev.value)
            # ("falls from 0.81 on Jigsaw to 0.58": the pair's second level)
            or text[max(0, prev.start - 5) : prev.start] == "from "
            and _FROM_TO_GAP.fullmatch(text, prev.end, s)
        ):
            # "a driving score of 61.7, compared with 48.9 for X": the compared level of the
            # measure just reported
            unit, uend, metric = "points", e, prev.metric
        # a bare decimal after a level on a metric's own scale: maybe that measure's level again
        after_points_level = unit is None and "." in num and prev is not None and prev.unit == "points" and prev.metric
        # ... close after it, in its sentence
        near_level = after_points_level and s - prev.end < 120 and _sentence_start(text, s) <= prev.start
        if (
            after_points_level
            and s - prev.end < 150
            and _sentence_start(text, s) <= prev.start
            and text.endswith("the ", max(0, s - 4), s)
            and _OWNED_LEVEL_AFTER.match(text, e)
            and _same_scale(value, prev.value)
        ):
            # "an AUROC of 0.85, close to the 0.87 of semantic entropy and well above the 0.74
            # of perplexity": another's level on the measure just reported
            unit, uend, metric, role = "points", e, prev.metric, "baseline"
        listed_compared = False
        if (
            after_points_level
            and unit is None
            and _LEVEL_LIST_GAP.fullmatch(text, prev.end, s)
            and C.LEVEL_PLACE_AFTER.match(text, e)
            and _same_scale(value, prev.value)
        ):
            if prev.extras.get("compared_level") or C.COMPARED_BARE_BEFORE.search(text, max(0, prev.start - 30), prev.start):
                # "an F1 score of 0.89, compared with 0.78 for a 3D CNN and 0.71 for a random
                # forest": the next compared system's level on the measure just reported
                unit, uend, metric, role, listed_compared = "points", e, prev.metric, "baseline", True
            elif prev.role != "baseline":
                # "an AUC of 0.91 on NLST and 0.88 on the in-house cohort": the same measure's
                # level elsewhere, listed with where it was measured
                unit, uend, metric = "points", e, prev.metric
        if (
            near_level
            and unit is None
            and _MARGIN_BY_BEFORE.search(text, max(0, s - 100), s)
            and not C.NOUN_AFTER_UNIT.match(text, e)
            and not _UNIT_LIST_NEXT.match(text, e)  # (a range or list in its own unit: "by 1.8–4.3 points")
        ):
            # "an F1-score of 93.1, exceeding X by 2.7 and Y by 1.9": a margin over a system
            # on the scale of the level just reported
            unit, uend, metric = "points", e, prev.metric
        if (
            unit is None
            and "." in num
            and (level := _last_level(raw, s)) is not None
            and s - level.end < 120
            and (
                _other_reaches(_CONTRAST_REACHES.fullmatch(text, level.end, s))
                or level is prev and prev.role == "baseline" and _other_reaches(_ALSO_REACHES.fullmatch(text, prev.end, s))
            )
            and _same_scale(value, level.value)
        ):
            # "a true positive rate of 0.92 [at a 1% false positive rate], whereas perplexity
            # filtering reaches 0.31 and Llama Guard 2 reaches 0.58": the levels other
            # systems reach on that measure
            unit, uend, metric, role = "points", e, level.metric, "baseline"
        if (
            unit is None
            and prev is not None
            and "." in num
            and prev.unit
            and text[prev.end : s] in (" and ", ", ", ", and ")
            and C.COMPARED_BARE_BEFORE.search(text, max(0, prev.start - 30), prev.start)
            and not C.NOUN_AFTER_UNIT.match(text, e)
            and (own := _own_bare_level(text, raw, prev.start)) is not None
        ):
            # "a minDCF of 0.048, compared with 0.62% and 0.067 for X": the compared
            # values go in the order of the paper's own, the bare one on the bare level's scale
            unit, uend, metric, role = "points", e, own.metric, "baseline"
        if (
            after_points_level
            and unit is None
            and prev.role != "baseline"
            and _LEVEL_GOES_TO.fullmatch(text, prev.end, s)
            and _same_scale(value, prev.value)
            and not C.NOUN_AFTER_UNIT.match(text, e)
        ):
            # "an F1 of 0.68, rising to 0.77 after fine-tuning": the same measure's later level
            unit, uend, metric = "points", e, prev.metric
        if (
            near_level
            and unit is None
            and _same_scale(value, prev.value)
            and _PAREN_ITEM_END.match(text, e)
            and (found := _paren_item(text, max(_sentence_start(text, s), prev.start - 60), s)) is not None
        ):
            # "an F1 of 95.1 (precision 96.3, recall 93.9)": the level's parts, each named;
            # "(AUC: MAGCN 0.9312, AGAEMD 0.9398)", "(CompGCN: 0.792, 0.744)": the levels of
            # the systems compared, on the measure the list names or the one just reported
            unit, uend = "points", e
            metric, role = found[0] or prev.metric, found[1]
        if (
            unit is None
            and sign == "+"
            and prev is not None
            and prev.unit == "points"
            and prev.metric
            and "." in num
            and _GAIN_IN_PARENS_BEFORE.fullmatch(text, prev.end, s)
            and _GAIN_OVER_AFTER.match(text, e)
        ):
            # "R@1 of 52.3 on MSR-VTT (+3.1 over X-Pool)": the level's gain over a system
            unit, uend, metric = "points", e, prev.metric
            cand_lead = prev
        else:
            cand_lead = None
        if unit is None and prev is not None and prev.unit == "points" and prev.metric and "." in num:
            # "FID scores of 1.91/2.43": later members of a list share the metric
            gap = prev.end
            if prev.extras.get("lead") is not None and (closed := _CLOSED_BEFORE.match(text, prev.end, s)):
                prev, gap = prev.extras["lead"], closed.end()  # "52.3 on MSR-VTT (+3.1 over X-Pool), 49.8 on DiDeMo"
            if C.LIST_SEP.match(text[prev.end : s]) and (
                text[prev.end : s].strip() in ("/", ",")
                # (and the list's last member after "and": "3.49, 1.95 and 16.10 for X")
                or prev.extras.get("listed") and text[prev.end : s].strip() in ("and", ", and")
            ):
                unit, uend, metric = "points", e, prev.metric
                listed = True
            elif _ENUM_OTHER.fullmatch(text, gap, s):
                if sign == "+" == prev.sign:
                    unit, uend, metric = "points", e, prev.metric  # "+11.2 EM on Thai and +9.7 on Korean"
                elif sign is None is prev.sign and (_named_level(text, prev, e, _ON_NAME) or _named_level(text, prev, e, _ON_PLACE)):
                    # "F0.5 of 68.9 on CoNLL-2014 and 74.2 on the BEA-2019 test set": the
                    # same metric's level on another named dataset
                    unit, uend, metric = "points", e, prev.metric
                elif (
                    (prev.role == "baseline" or C.COMPARED_BARE_BEFORE.search(text, max(0, prev.start - 30), prev.start))
                    and (_FOR_NAME.match(text, e) or C.FOR_EACH.fullmatch(text, prev.end, s) and _FOR.match(text, e))
                    and not text[prev.end : s].startswith(",")
                ):
                    # "compared with 0.612 for X and 0.594 for Y": the compared values go on
                    unit, uend, metric, role = "points", e, prev.metric, "baseline"
                elif sign is None is prev.sign and _named_level(text, prev, e, _FOR_NAME):
                    # "F1 scores of 0.802 for English, 0.712 for Dutch and ...": the same
                    # metric's level for another named one
                    unit, uend, metric = "points", e, prev.metric
        if (
            unit is None
            and "." in num
            and "=" in text[max(0, s - 3) : s]
            and (stat := C.STAT_BEFORE.search(text, max(0, s - 24), s))  # (a symbol may be words: "Cronbach's α = ")
            and (
                (
                    C.STAT_IN_PARENS.search(text, max(0, stat.start() - 40), stat.start())
                    # (or the object of "of|at": "an agreement of κ = 0.78", "correlate ... at r = 0.91")
                    # (not a threshold or setting: "a correlation of r = 0.9 or higher were
                    # removed", "a temperature of τ = 0.07")
                    or (obj := _STAT_OBJECT_BEFORE.search(text, max(0, stat.start() - 90), stat.start())) is not None
                    and not _PARAMETER_WORD.search(text, max(0, stat.start() - 30), stat.start())
                    and not _BOUND_AFTER.match(text, e)
                    # ("reaching an agreement of", "correlate with X at"; not "we simulate noise
                    # with a correlation of ρ = 0.5")
                    # (or a statistic the phrase names itself: "had an effect size of d = 0.41")
                    and (
                        obj.group(0).endswith(" at ")
                        or obj.group(0).lower().startswith("effect")
                        or _SCORE_VERB_IN.search(text, _sentence_start(text, s), obj.start())
                    )
                )
                and C.STAT_CUE.search(text, _sentence_start(text, s), s)
                # (or a statistic only data gives, where the sentence says what it measures:
                # "predicts fluid intelligence with a Pearson correlation of r = 0.31", "agree
                # with ground-based AOD with R = 0.91"; not "pairs with r = 0.9 or higher")
                or C.sample_statistic(stat.group("sym"))
                and C.STAT_CUE.search(text, _sentence_start(text, s), s)
                and not _BOUND_AFTER.match(text, e)
                and not _PARAMETER_WORD.search(text, max(0, stat.start() - 30), stat.start())
                # (or the level a verb of reaching reports: "XGBoost reached r = 0.88", "HyJudge reaches τ = 0.95")
                or (reached := _REACHED_STAT.search(text, max(0, stat.start() - 24), stat.start())) is not None
                and not _BOUND_AFTER.match(text, e)
                # (not a setting a search or a schedule arrives at: "until it reaches τ = 0.05",
                # "yields τ = 0.07 as the best temperature", "obtain r = 0.25 as the optimal radius")
                and not _AS_AFTER.match(text, e)
                and not C.CONDITION_BEFORE.search(text, max(_sentence_start(text, s), reached.start() - 40), reached.start())
                and not _PARAMETER_WORD.search(text, _sentence_start(text, s), min(len(text), e + 60))
            )
        ):
            # "(r = .94)", "error consistency κ = 0.41": a coefficient's value, on its own scale
            unit, uend = "points", e
            metric = C.stat_metric(stat.group("sym"))
            effect = C.effect_size(stat.group("sym"))
            if C.COMPARED_BARE_BEFORE.search(text, max(0, stat.start() - 30), stat.start()):
                role = "baseline"  # "..., compared with R = 0.82 for the official product"
        if (
            unit is None
            and "." in num
            and (stat := C.STAT_OPENING.search(text, max(0, s - 80), s)) is not None
            and not _BOUND_AFTER.match(text, e)
            # (no parameter named beside it: "(α = 0.05, power = 0.80, d = 0.5)", "at an
            # annual rate (r = 0.035)"; a letter that names parameters too only where its
            # clause compares groups: "outperformed the video group (d = 0.58)")
            and not _PARAMETER_WORD.search(text, max(_sentence_start(text, s), stat.start() - 60), s)
            and not _SETTING_IN_PARENS.search(text, stat.start(), s)
            and (
                C.stat_opens(stat.group("sym"))
                or _COMPARED_IN_CLAUSE.search(text, _clause_start(text, stat.start(), 160), stat.start())
                # (or what it measures said, or the level it qualifies right before it: "an
                # accuracy of 81.7% (κ = 0.76)", "correlated with the manual counts (r = 0.93)")
                or C.STAT_CUE.search(text, _clause_start(text, stat.start(), 160), stat.start())
                or _LEVEL_BEFORE_PAREN.search(text, max(0, stat.start() - 12), stat.start() + 1)
            )
        ):
            # "agreement was high (ICC 0.98)", "outperformed the video group (d = 0.58)": a
            # coefficient only data give, opening the parenthesis that reports it; the measure
            # in the text's words ("ICC", "κ"), a lone Latin letter by what it stands for
            unit, uend, metric = "points", e, stat.group("sym")
            if len(metric) == 1 and metric.isascii():
                metric = C.stat_metric(metric)
            aside = True  # (its measure is no later number's: "81.7% (κ = 0.76) ..., 83.4% on B")
            effect = C.effect_size(stat.group("sym"))
        if unit is None and "." in num and text[max(0, s - 2) : s].rstrip().endswith(":") and (named := _labelled_level(text, s)):
            # "(ICEWS14: 46.9, ICEWS18: 36.2, GDELT: 23.8)": one measure's levels per item
            unit, uend, metric = "points", e, named
            opening = text.rfind("(", max(0, s - 200), s)
            if _LEVEL_BEFORE_PAREN.search(text, max(0, opening - 24), opening + 1) and not _dataset_label(text, s):
                role = "baseline"  # "a correlation of 0.87 (cell2location: 0.79; ...)": the compared systems'
            elif (own := _own_label(text, opening, s)) is not None and not own:
                role = "baseline"  # "MAE (ours: 2.10, DCRNN: 2.51)": the others' levels
        if (
            unit is None
            and "." in num
            and text.startswith(")", e)
            and (named := _COMMA_LABEL.search(text, max(0, s - 50), s)) is not None
            and not _PARAMETER_WORD.search(named.group("l"))
        ):
            # "(calibration slope, 0.96)", "(hazard ratio [HR], 2.6)": a measure's level, its
            # label set off by a comma in the parenthesis it closes
            unit, uend, metric = "points", e, named.group("l")
        if unit is None and "." in num and text[max(0, s - 2) : s].rstrip().endswith(":") and (named := _measure_label(text, s)):
            # "(Acc-2: 86.9, F1: 86.8, MAE: 0.691, Corr: 0.812)": a list whose labels are
            # measures; a label the lexicon lacks names its item's measure all the same
            unit, uend, metric = "points", e, named
        if (
            unit is None
            and prev is not None
            and prev.unit == _TENTATIVE
            and "." in num
            and s - prev.end < 40
            and C.COMPARED_BARE_BEFORE.search(text, max(0, s - 30), s)
            and not _PAIR_TO.match(text, e)  # (not a pair's first level: "HTER decreased from 0.27 to 0.19")
            and _sentence_start(text, s) <= prev.start
        ):
            # "an EPE of 0.71 pixels, compared with 0.79 for X": the compared system's level,
            # in the unit of the paper's own
            unit, uend, role = _TENTATIVE, e, "baseline"
            compared_prev = True
        else:
            compared_prev = False
        currency = None
        if (
            unit in (None, "points", "points?")
            and not sign
            and (currency := C.CURRENCY_BEFORE.search(text, max(0, s - 9), s)) is not None
            and not _formula_at(text, currency.start())
        ):
            # "costs USD 0.9 per class", "by $0.71": money, the unit before the number (kept
            # where reported); its value the number as written ("€2.9 million": 2.9)
            tail = C.CURRENCY_TAIL.match(text, e)
            unit, start, uend, metric = _TENTATIVE, currency.start(), tail.end(), None
        if unit is None:
            factor = "actor" in text[max(0, s - 40) : s] and C.FACTOR_OF.search(text, max(0, s - 40), s)
            if factor and _PARAMETER_OF.search(text, max(0, s - 40), s):
                factor = None  # "a discount factor of 0.99": a setting, no multiplier
            elif factor and _NAMED_FACTOR.search(text, max(0, s - 40), s):
                factor = None  # "a Purcell factor of 7.8", "a Bouma factor of 0.38": a measure so named
            if factor:  # "by factors of 5": the unit is written before the number
                unit, start = "times", factor.start()
            elif prev is not None and prev.extras.get("factor") and C.LIST_SEP.match(text[prev.end : s]):
                unit = "times"  # "factors of 5 and 100"
        if unit is None and "." in num and (level := _last_level(raw, s)) is not None and _further_level(text, level, s, e, value, num):
            # "an AUROC of 0.991 on in-distribution generators but drops to 0.83 on held-out
            # ones", "a belief of 0.9732 ..., whereas Dempster's rule assigns 0.41": another
            # level of the measure the sentence just reported, on its scale (read when no
            # other reading took the number); a compared one's after a comparison since the
            # sentence's first level of it ("compared with 0.62 ... for X and 0.70 for Y")
            unit, uend, metric = "points", e, level.metric
            role = _further_role(text, raw, level, s, e)
        if (
            unit is None
            and prev is not None
            and ("." in num or "," in num and _DECIMAL_COMMA.fullmatch(num) is not None)
            and _sentence_start(text, s) <= prev.start
            and (compared := C.COMPARED_BARE_BEFORE.search(text, max(0, s - 30), s)) is not None
            and not compared.group().lower().startswith("from")  # (a pair's first level: "rises from 0.88 with OBS to")
            # (the level it is compared with just before it: no other number between)
            and s - prev.end < 90
            and not _NUMBER_BETWEEN.search(text, prev.end, compared.start())
            and _COMPARED_SYSTEM_AFTER.match(text, e)
        ):
            # "needs 3.2 clicks per volume, versus 9.7 for SAM-Med3D": a compared system's level
            # whatever the first level's unit, bare on a measure's scale; in the first level's
            # unit where the bare one leaves it out ("loses 9.3 percentage points versus 24.1
            # for X", "by a factor of 2.1, versus 1.6 for X", "a median of 2.7 days, versus 5.1")
            unit, uend = _BARE_COMPARED_UNIT.get(prev.unit, "points"), e
            metric = prev.metric if prev.unit == "points" else None
        if unit == "percent" and prev is not None and prev.unit == "pp" and _PP_ENUM.fullmatch(text, prev.end, s):
            unit = "pp"  # "an absolute improvement of 15% for A and 18% for B"
        cand = Candidate(start, uend, value, None, unit or "", e, metric, sign=sign)
        if listed:
            cand.extras["listed"] = True
        if aside:
            cand.extras["aside"] = True
        if effect:
            cand.extras["effect"] = True  # (its kind is the difference's: kinds.kind)
        if listed_compared or after_level and unit == "points" and C.COMPARED_BARE_BEFORE.search(text, max(0, s - 30), s):
            cand.extras["compared_level"] = True  # (a compared system's level: a list of them may go on)
        if role or (
            unit
            and not sign
            and "(" in text[max(0, s - 60) : s]
            and _compared_in_parens(text, s, e)
            and _same_scale(value, next((c.value for c in reversed(raw) if c.unit == unit and c.role is None), None))
            and not _dataset_label(text, s)
        ):
            # (a signed value is the gain over that system: "ZorbFormer (+1.7% PQ)"; the
            # paper's own value in the unit comes first, on the same scale)
            cand.role = "baseline"  # "outperforming DeepFilterNet2 (3.08)", "outperforming X (77.48%, 31.69 mm)"
        if currency is not None:
            cand.extras["currency"] = True
        if compared_prev:
            cand.extras["compared_prev"] = True  # kept only if the number before is
        if cand_lead is not None:
            cand.extras["lead"] = cand_lead  # (the level a gain in parentheses follows)
        if unit == "times" and start < s:
            cand.extras["factor"] = True
        elif unit == "times" and prev is not None and prev.extras.get("factor") and uend == e:
            cand.extras["factor"] = True
        if unit is None:
            cand.unit = ""
        if unit == _TENTATIVE and prev is not None and prev.unit == _TENTATIVE and _compared_amounts(text, prev, cand):
            # "1.6 s with the heated inlet compared with 9.8 s for an unheated one", "(412 ms
            # vs. 418 ms)": two amounts of one unit set against each other, both findings
            prev.extras["compared_pair"] = cand.extras["compared_pair"] = True
        raw.append(cand)
        if unit and not (
            C.IN_INTERVAL.search(text, max(0, start - 45), start)
            or text[start - 1 : start] == "(" and _INTERVAL_LEVEL_AFTER.match(text, uend)
        ):
            if not aside:
                prev = cand  # (an interval, its level and bounds, is no level the next number continues; nor an aside's coefficient)
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
    for w in C.WORD_TIMES.finditer(text) if "times" in low else ():
        if not C.TIMES_NOT_RESULT.match(text, w.end()):
            raw.append(
                Candidate(
                    w.start(), w.end(), float(C.WORD_NUMBERS[w.group("word").lower()]), None, "times", w.end()
                )
            )
    for w in C.WORD_MAGNITUDE.finditer(text) if "magnitude" in low else ():
        if (
            C.MAGNITUDE_BY.search(text, max(0, w.start() - 90), w.start())
            or C.MAGNITUDE_COMPARED.match(text, w.end())
            or C.MAGNITUDE_THAN.match(text, w.end())
            and C.MAGNITUDE_PREDICATE.search(text, max(0, w.start() - 40), w.start()) is not None
            or (
                (gap := C.MAGNITUDE_GAP_BY.search(text, max(0, w.start() - 90), w.start())) is not None
                and not _SELECTING_BEFORE.search(text, max(0, gap.start() - 40), gap.start())
                and not C.MAGNITUDE_SPREAD_AFTER.match(text, w.end())
                and not C.MAGNITUDE_SYMMETRIC.match(gap.group(0))
                and not C.MAGNITUDE_SIZE_SUBJECT.search(text, max(_sentence_start(text, w.start()), gap.start() - 60), w.start())
            )
        ) and not C.CONDITION_BEFORE.search(text, max(0, w.start() - 50), w.start()) and not _PARAMETER_WORD.search(
            text, max(_sentence_start(text, w.start()), w.start() - 50), w.start()
        ):
            # (not of a setting: "a learning rate two orders of magnitude lower", "increasing
            # the batch size by an order of magnitude")
            power = 1.0 if w.group("one") else C.WORD_NUMBERS[w.group("word").lower()]
            least = w.group("low") and (1.0 if w.group("low").lower() == "one" else C.WORD_NUMBERS[w.group("low").lower()])
            if least and least < power:
                raw.append(Candidate(w.start(), w.end(), 10.0**least, 10.0**power, "times", w.end()))
            else:
                raw.append(Candidate(w.start(), w.end(), 10.0**power, None, "times", w.end()))
    for w in C.WORD_FACTOR.finditer(text) if "factor of" in low else ():
        raw.append(Candidate(w.start(), w.end(), float(C.WORD_NUMBERS[w.group("word").lower()]), None, "times", w.end()))
    for w in C.WORD_TWICE.finditer(text) if may_twice else ():
        raw.append(Candidate(w.start(), w.end(), 2.0, None, "times", w.end()))
    if any(map(low.__contains__, C.MULTIPLIER_HINTS)):
        for pattern, value, kind, where in C.MULTIPLIER_WORDS:
            for w in pattern.finditer(text):
                if _WE_BEFORE.search(text, max(0, w.start() - 30), w.start()):
                    continue  # "We doubled the number of epochs": what the experiment set, no finding
                # "doubles the performance": the verb is the multiplier and says the change
                # ("cutting runtime in half": the row's pattern holds the measure before it)
                if _NOUN_BEFORE.search(text, max(0, w.start() - 20), w.start()):
                    continue  # a noun: "of the triples", "many triples that"
                finite = text[w.end() - 1] in "sd"
                # "they halve the number of errors", "warm starts halve the number of shots" (not
                # "to halve the", "at double the resolution", "has double the depth")
                bare = text[w.end() - 1] == "e" and _PLURAL_SUBJECT_BEFORE.search(text, max(0, w.start() - 30), w.start()) is not None
                # a multiplied setting or a schedule is none: "halves the spatial resolution",
                # "is halved every 10 epochs", "when the training set is halved"
                setting = (
                    _MULTIPLIED_SETTING.match(text, w.end()) is not None
                    or _SCHEDULE_AFTER.match(text, w.end()) is not None
                    or C.CONDITION_BEFORE.search(text, max(0, w.start() - 50), w.start()) is not None
                )
                # no object after it: its subject is what it multiplied ("CSRNet's error nearly triples.")
                subject = _multiplied_subject(text, w.start(), w.end()) if where == "after" and (finite or bare) and not setting else None
                if where == "after" and not (
                    subject is not None
                    or not setting and C.MULTIPLIER_OBJECT.match(text, w.end())
                    or finite and not setting and C.MULTIPLIED_COUNT.match(text, w.end())
                    # a finite verb with a determined object: "halves the communication volume",
                    # "halves the gap between open and proprietary models" (a noun is none:
                    # "the triples", "plausible triples score highly")
                    or (finite or bare) and not setting and _DETERMINED_OBJECT.match(text, w.end())
                    or text[w.end() - 1] == "g" and not setting and _GERUND_FINDING_BEFORE.search(text, max(0, w.start() - 20), w.start())
                    # a passive whose subject is what changed: "the number of parameters is halved"
                    or text[w.end() - 1] == "d"
                    and not setting
                    and (passive := _PASSIVE_BEFORE.search(text, max(0, w.start() - 30), w.start())) is not None
                    and not _PARAMETER_WORD.search(text, max(0, passive.start() - 40), passive.start())
                ):
                    continue
                lo = max(0, _sentence_start(text, w.start()), w.start() - 70)
                if where == "before" and not (
                    C.METRIC_ANY.search(text, lo, w.start()) or C.MULTIPLIED_COUNT.search(text, lo, w.start())
                ):
                    continue  # "cuts the dataset in half": a measure (or a count: "the number of late orders") is what is cut
                cand = Candidate(w.start(), w.end(), value, None, "times", w.end())
                cand.extras["kind"] = kind
                if subject is not None:
                    cand.extras["subject"] = (subject.start(), subject.start("h"))  # (read by the metric step)
                raw.append(cand)
    raw.sort(key=lambda c: c.start)
    # (a time point's label is no number of the text: "from 46.8 N at day 0 to 29.3 N")
    raw = [c for c in raw if not (c.end == c.num_end and c.value.is_integer() and _TIME_POINT_BEFORE.search(text, max(0, c.start - 20), c.start))]
    # (nor the year of a pair's first level: "from 58.9 km² in 1985 to 38.2 km²")
    # (matched only where a bare number starts: the pattern opens with a look-behind, which a
    # scan of the whole text would try at every character)
    if " to " in text and (
        notes := [m.span() for c in raw if c.end == c.num_end and (m := _NOTE_YEAR_AT.match(text, c.start)) is not None]
    ):
        raw = [c for c in raw if not (c.end == c.num_end and any(lo <= c.start and c.end <= hi for lo, hi in notes))]
    _share_trailing_units(text, raw)
    if ")" in text:
        _units_after_parens(text, raw)
    return _join(text, raw)


# "(Hausa: 81.2, Yoruba: 74.5)": an item of a labelled list, the label right before the number
_LABEL_BEFORE = pattern_cache.compile(r"(?:\(|[,;]\s)(?:and\s)?[\p{L}\p{N}][\p{L}\p{N}\-+./]*(?:\s[\p{L}\p{N}][\p{L}\p{N}\-+./]*){0,2}:\s?$")
_LABELLED_ITEM = pattern_cache.compile(r"[\p{L}\p{N}][\p{L}\p{N}\-+./]*(?:\s[\p{L}\p{N}][\p{L}\p{N}\-+./]*){0,2}:\s?[+\-−]?\d")


def _dataset_label(text: str, s: int) -> bool:
    """Is the number labelled with a known dataset ("(ICEWS14: 46.9, ICEWS18: 36.2)")?  Such a
    list gives a system's level per dataset, not the values of the system named before it."""
    m = _LABEL_BEFORE.search(text, max(0, s - 40), s)
    if m is None:
        return False
    label = m.group().rstrip(": ").lstrip("(,; ").removeprefix("and ")
    return lookup(label) is not None


_LEVEL_BEFORE_PAREN = pattern_cache.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?%?\s?\($")
def _names_system(label: str) -> bool:
    """Does a list label name a system (a coined name, "SINet-v2", or a phrase ending in a
    method noun, "full-precision model"), not a statistic or a setting ("SD", "threshold")?"""
    if _SYSTEM_LABEL.search(label):
        return True
    word = label.strip()
    return bool(_COINED_LABEL.search(word)) and not (word.isupper() and len(word) <= 4)


_SYSTEM_LABEL = C.rx(r"\b(?:⟨baselines.method_noun⟩)$", regex.IGNORECASE)
_COINED_LABEL = pattern_cache.compile(r"^\p{Lu}[\p{L}\p{N}-]*(?:\p{Lu}|\d)|^\p{Ll}+\p{Lu}")
_LEVELS_FOLLOW = C.rx(r"\b(?:⟨phrases.levels_follow⟩)\s?\($", regex.IGNORECASE)
# the measure a labelled list gives levels of, named right before it ("the following
# accuracies on ContractNLI (", "mean coverage scores per species of (")
_NAMED_LEVELS_FOLLOW = pattern_cache.compile(
    r"(?i:\bfollowing\s)(?P<m>[\w-]+)(?:\s(?i:on|for|in)\s[\w-]+)?\s?\($"
    r"|(?<![\w-])(?P<m>(?:[\w-]+\s){0,2}?(?i:scores))\s(?i:per\s[\w-]+\s)?(?i:of|were|are)\s?\($"
)


def _levels_named_before(text: str, opening: int) -> str | None:
    """The measure named right before the parenthesis at ``opening`` as what its labelled
    list gives levels of; None if none is, or if it names settings ("the following
    settings (lr: 0.001, ...)")."""
    said = _NAMED_LEVELS_FOLLOW.search(text, max(0, opening - 60), opening + 1)
    if said is None or _PARAMETER_WORD.search(said.group("m")) or _LABEL_SETTING.search(said.group("m")):
        return None
    clause = max(_sentence_start(text, opening), text.rfind(";", 0, said.start()) + 1)
    if not _SCORE_VERB_IN.search(text, clause, said.start()):
        return None  # "with the following scores (toxicity: 0.5, ...) as cut-offs": thresholds
    if said.group(0)[:9].lower() == "following":
        return said.group("m") if C.METRIC_ANY.search(said.group("m")) else None
    # ("mean coverage scores per species of (": scores a verb of reaching gives; not "noise
    # scores per image of (...) were assigned")
    return said.group("m")


def _labelled_list_at(text: str, s: int) -> int | None:
    """Where the parenthesis opens whose labelled list ("(Hausa: 81.2, Yoruba: 74.5)",
    "(SBP: 5.1 mmHg, DBP: 3.8 mmHg)") holds the number at ``s`` as an item, two items at
    least; None otherwise."""
    if _LABEL_BEFORE.search(text, max(0, s - 40), s) is None:
        return None
    opening = text.rfind("(", max(0, s - 200), s)
    closing = text.find(")", s)
    if opening < 0 or closing < 0 or ")" in text[opening:s]:
        return None
    labels = _LABELLED_ITEM.findall(text, opening + 1, closing)
    # (one item is enough right after a level when it names a system: "the AUROC was 0.903
    # (full-precision model: 0.911)"; not "(SD: 0.012)", "(threshold: 0.5)", "(macro: 0.701)")
    if not labels or len(labels) < 2 and not (
        _LEVEL_BEFORE_PAREN.search(text, max(0, opening - 24), opening + 1) and _names_system(labels[0].rpartition(":")[0])
    ) or not (
        _LEVEL_BEFORE_PAREN.search(text, max(0, opening - 24), opening + 1)
        # (or after a noun or verb that says levels follow: "with per-stem results (vocals:
        # 10.1 dB, ...)", "distance was (gold mine: 0.21 m, ...)")
        or _LEVELS_FOLLOW.search(text, max(0, opening - 24), opening + 1)
        or _levels_named_before(text, opening) is not None
        # (or right after the measure it gives levels of: "COMET-22 scores (en-de: 84.9, ...)")
        or C.METRIC_BEFORE_PAREN.search(text, max(0, opening - 60), opening + 1)
        or all(label[0].isupper() or label[0].isdigit() or lookup(label.rpartition(":")[0]) is not None for label in labels)
    ):
        # (right after a level the list is of the systems compared: "a correlation of 0.87
        # (cell2location: 0.79; SpatialDWLS: 0.71)", whatever their names' case)
        # (names label levels, or datasets written in lower case: "ogbn-arxiv: 72.4"; not
        # "(lr: 0.001, dropout: 0.1)", "(low: 0.5 mm, high: 2.0 mm)")
        return None
    return opening


_OWN_WORD = pattern_cache.compile(r"(?i)\b(?:" + "|".join(C.words("baselines", "own")) + r")\b")


def _own_label(text: str, opening: int, s: int) -> bool | None:
    """Whether the number at ``s`` of a labelled list opening at ``opening`` is labelled as
    the paper's own ("ours: 2.10"), where some label of the list is; None where none is."""
    closing = text.find(")", s)
    labels = [m.group().rpartition(":")[0] for m in _LABELLED_ITEM.finditer(text, opening + 1, closing if closing > 0 else len(text))]
    if not any(_OWN_WORD.search(label) for label in labels):
        return None
    mine = _LABEL_BEFORE.search(text, max(0, s - 40), s)
    return bool(mine and _OWN_WORD.search(mine.group()))


def _labelled_level(text: str, s: int) -> str | None:
    """The measure whose levels a labelled list in parentheses gives, item by item
    ("Per-language F1 scores vary (Hausa: 81.2, Yoruba: 74.5)", "improves MRR ...
    (ICEWS14: 46.9, ICEWS18: 36.2)"): the last metric the sentence names before the
    parenthesis; None otherwise."""
    opening = _labelled_list_at(text, s)
    if opening is None:
        return None
    named = None
    for named in C.METRIC_NAME_PLURAL_IN.finditer(text, _sentence_start(text, opening), opening):
        pass
    if named is None:
        return _levels_named_before(text, opening)
    got = named.group(0)
    return got[:-1] if got.endswith("s") and got[-2:-1].isupper() else got  # ("AUCs": AUC)


_COMMON_WORDS = frozenset(name_cues.common_words())


def _measure_label(text: str, s: int) -> str | None:
    """The label of the number at ``s`` when it is an item of a labelled list in
    parentheses whose labels include a measure the lexicon knows and all read as measures
    (no spaces: "Acc-2", "Corr"); None otherwise."""
    opening = _labelled_list_at(text, s)
    if opening is None:
        return None
    closing = text.find(")", s)
    labels = [m.group().rpartition(":")[0].strip() for m in _LABELLED_ITEM.finditer(text, opening + 1, closing)]
    if len(labels) < 2 or any(" " in label for label in labels):
        return None
    # (half the labels at least are measures the lexicon knows, and no other is an
    # ordinary word: not "(AUROC: 0.88, Prevalence: 0.12, Age: 61.5)")
    known = sum(1 for label in labels if C.METRIC_NAME.fullmatch(label))
    if known < 2 or 2 * known < len(labels) or any(label.lower() in _COMMON_WORDS for label in labels if not C.METRIC_NAME.fullmatch(label)):
        return None
    mine = _LABEL_BEFORE.search(text, max(0, s - 40), s)
    return mine.group().rstrip(": ").lstrip("(,; ").removeprefix("and ") if mine else None


# a parenthesis opening on a label and a comma, right before a level: "(calibration slope, "
# (no abbreviation's dots: "(e.g., 0.05)" gives an example)
_COMMA_LABEL = pattern_cache.compile(r"\((?P<l>\p{L}(?:[^()\d,;:=.]|(?<=\p{L})\d){1,45}?),\s$")
# the rest of a labelled list in parentheses after one of its numbers: ", CIFAR-100: 4.1, Tiny-ImageNet: 3.5"
_LABELLED_REST = pattern_cache.compile(r"(?:,\s(?:and\s)?[^,;:()]{1,30}:\s?[+\-−]?\d[\d.]*){0,12}\)")


def _units_after_parens(text: str, raw: list[Candidate]) -> None:
    """The numbers of a labelled list in parentheses take the unit written after it: "by
    (CIFAR-10: 6.8, CIFAR-100: 4.1, Tiny-ImageNet: 3.5) percentage points"."""
    for c in raw:
        # (decimal changes: "(train: 80, validation: 10, test: 10) percent" is a split, no finding)
        if c.end != c.num_end or c.unit not in (None, "", "points", "points?") or "." not in text[c.start : c.num_end]:
            continue
        if (rest := _LABELLED_REST.match(text, c.num_end)) is None:
            continue
        if not _LABEL_BEFORE.search(text, max(0, c.start - 40), c.start):
            continue
        unit, _, _ = _unit_at(text, c.start, rest.end(), "." in text[c.start : c.num_end])
        if unit in ("pp", "percent"):
            c.unit = unit


def _share_trailing_units(text: str, raw: list[Candidate]) -> None:
    """Bare numbers coordinated right before a number with a unit take its unit ("by 4.0
    and 1.9 points", "15 and 6 times narrower", "by 3.1, 2.4 and 5.0%"); not the ends of
    a range ("between 3 and 5%", which ``_join`` reads)."""
    for i in range(len(raw) - 2, -1, -1):
        a, b = raw[i], raw[i + 1]
        if a.unit and not (
            # (a margin's bare members before written percentage points take them over a scale
            # guessed from the metric: "by 2.1, 1.4 and 0.9 percentage points"; not a level,
            # "an F1 of 88.1 and 2.3 percentage points higher recall")
            a.end == a.num_end and a.unit in ("points", "points?") and b.unit == "pp" and _BY_BEFORE.search(text, max(0, _list_start(text, a.start) - 12), _list_start(text, a.start))
        ) or (
            b.unit not in _SHAREABLE
            # (a physical unit only between decimals: "0.21 and 0.25 eV", "by 0.35 and 0.29 dB";
            # not "2 and 5 km", settings counted)
            and not (b.unit == _TENTATIVE and "." in text[a.start : a.num_end] and "." in text[b.start : b.num_end])
        ) or a.sign and not b.sign or b.start - a.num_end > 6 or text[b.start].isalpha():
            # (signed numbers share a unit only with a signed one: "+2.4 and +1.3 mAP"; a
            # multiplier verb shares none: "from 0.62 to 0.71 and halves the gap")
            continue
        if a.start >= 2 and text[a.start - 1] in "-–" and text[a.start - 2].isalnum():
            continue  # the end of a name ("on CUB-200-2011, 93.8% on Cars196"), no value
        if (
            "." not in text[a.start : a.num_end]
            and "." in text[b.start : b.num_end]
            and _LABEL_WORD_BEFORE.search(text, max(0, a.start - 20), a.start)
        ):
            continue  # a label's number ("on subtask 1 and 0.712 on subtask 2"), no level
        if _VERSION_FORM.fullmatch(text, a.start, a.num_end) and _NAME_BEFORE_VERSION.search(text, max(0, a.start - 40), a.start):
            continue  # a name's version ("87.3% for Dex-Net 4.0 and 89.1% for"), no value (not "AUC 0.957 and")
        if _YEAR_IN.search(text, max(0, a.start - 40), a.num_end) and a.num_end == a.end:
            continue  # "12% of studies in 2019 and 15% in 2020": a year, no level
        if text[a.num_end : b.start] == "/" and not ("." in text[a.start : a.num_end] and "." in text[b.start : b.num_end]):
            continue  # ("70/30% split", "4.1/5 points": a split, a rating's scale; "83.9/67.5 mAP" shares)
        if C.IN_INTERVAL.search(text, max(0, b.start - 45), min(len(text), b.end + 12)) or _INTERVAL_AFTER.match(text, b.end):
            continue  # "(0.712, 95% CI 0.698–0.726)": the interval's level, not a list member
        if _SHARED_SEP.fullmatch(text, a.num_end, b.start) and not C.RANGE_FROM.search(text, max(0, a.start - 40), a.start):
            a.unit, a.metric, a.end = b.unit, b.metric, a.num_end
            a.extras["shared_unit"] = True


# a noun right after a number, with the and-list of numbers it ends ("4x and 8x acceleration")
_TIMES_WORD = r"\d[\d.]*\s?(?:×|x)"
_NOUN_NEXT = pattern_cache.compile(rf"(?:,?\s(?:and|or)\s{_TIMES_WORD}|,\s{_TIMES_WORD})*\s(?!more\b|less\b|fewer\b|the\b|\p{{Ll}}+er\b)\p{{Ll}}{{3,}}\b")
# "at 4x and ": a condition's factor, the list of them it is in
_AT_TIMES_BEFORE = pattern_cache.compile(rf"\bat\s(?:an?\s)?(?:{_TIMES_WORD}(?:,\s|,?\s(?:and|or)\s))*$", regex.IGNORECASE)
# "(95% CI": the confidence level of an interval
_INTERVAL_LEVEL_AFTER = C.rx(r"\s?(?:⟨settings.interval⟩)\b", regex.IGNORECASE)
# "<level> on NLST and <level> on": a level's place, then the next level of the list
# (a place may be numbered: "on subtask 1 and 0.712 on subtask 2"; the level's interval may
# stand between: "an AUC of 0.917 (95% CI 0.889-0.941) on A and 0.936 on B")
# (or the condition it was measured under: "0.937 with all 12 leads and 0.921 with only two
# leads", "0.934 under point adjustment and 0.712 under the affiliation metric")
_LEVEL_LIST_GAP = pattern_cache.compile(rf"(?:\s\([^()]{{1,60}}\))?\s{C.LEVEL_PLACE}\s(?:[^,;.()\d]|(?<=[\s-])\d{{1,4}}(?=[\s,]|\p{{L}}))+?(?:,\s(?:and\s)?|\sand\s)")
_LABEL_WORD_BEFORE = C.rx(r"\b(?:⟨phrases.label_noun⟩)\s$", regex.IGNORECASE)
# a comparative right after a physical amount: "96 kcal lower", "12 mm higher"
_MARGIN_AFTER = C.rx(r"\s(?:⟨changes.margin_than⟩|⟨changes.margin_than_measured⟩)\b", regex.IGNORECASE)
# "at day 0", "by week 16", "(week 0": a time point (phrases time_point), its label after it
_TIME_POINT = r"(?:\b(?:at|on|by|after|before|until|from|to|in|through)\s|\()(?:⟨phrases.time_point⟩)\s"
_TIME_POINT_BEFORE = C.rx(rf"{_TIME_POINT}$", regex.IGNORECASE)
# "from ", "from about ", "from ~": right before a pair's first level
_FROM_LEVEL_BEFORE = C.rx(r"\bfrom\s(?:(?:⟨hedge_words⟩)\s)?(?:[~≈]\s?)?$", regex.IGNORECASE)
# "the 0.87 of X", "the 0.468 obtained by X": whose level it is, after it
_OWNED_LEVEL_AFTER = pattern_cache.compile(r"\s(?:of|obtained|achieved|reached|reported)\s")
_VERSION_FORM = pattern_cache.compile(r"[1-9]\d?\.\d")
# a year as written in a sentence
_YEAR = r"(?:19|20)\d\d"
# a year after a preposition of time ("in 2019", "since 2021")
# (or a list of years after it: "in 2015, 2018 and", "from 2019 and 2020")
_YEAR_IN = pattern_cache.compile(
    rf"\b(?:in|since|from|until|during|by|of|between)\s(?:{_YEAR}(?:,\s(?:and\s)?|\s(?:and|or|to)\s|[–-]))*{_YEAR}$",
    regex.IGNORECASE,
)
_SHAREABLE = frozenset({"percent", "pp", "times", "points", "points?"})
_INTERVAL_AFTER = C.rx(r"\s(?:⟨settings.interval⟩)\b", regex.IGNORECASE)
_SHARED_SEP = pattern_cache.compile(r",\s(?:(?:and|or)\s)?|\s(?:and|or)\s|/")


# "40%   60%": a range whose sign (~, –) the scrape dropped, leaving only the spaces
_LOST_RANGE_SIGN = pattern_cache.compile(r"[ \t\u00a0]{2,}")
# "(2.4 4.3x)": a range in parentheses whose sign the scrape dropped
_LOST_SIGN_IN_PARENS = pattern_cache.compile(r" ")
# "5.9%→10.9%", "3.1% → 17.9%": a before/after pair (GUIDELINES "Settled cases")
_ARROW = pattern_cache.compile(r"\s?(?:→|⟶|⇒|-->|->)\s?")
# "(13 vs. 33)": the first is the result, the second the baseline's
# (the first maybe averaged: "(3.12 s on average vs. 2.41 s without an NDRT)")
_VERSUS = C.rx(r"\s?(?:on\s(?:⟨phrases.average_word⟩)\s)?(?:vs\.?|versus)\s")
# "response latency (1.8 s versus 0.4 s for X)": a measure's name right before the parenthesis
_MEASURE_BEFORE_PAREN = pattern_cache.compile(rf"(?<![\w-])(?:{C.alternation(C.metric_rows())})\s\($")
# a name with capitals inside or all capitals right before a number: its version ("AlpacaEval 2.0")
_NAME_BEFORE_VERSION = pattern_cache.compile(r"(?<![\p{L}\p{N}-])(?:\p{Lu}[\p{L}\p{N}-]*\p{Lu}[\p{L}\p{N}-]*|\p{Lu}\p{Ll}+-?\p{Lu}[\p{L}\p{N}-]*)\s$")
# "from 8.92 (GPTQ) to 6.71": a note on the first level of a pair, before its "to"
# (a name, with a capital: not "from 0.999 (default) to 0.9999")
_PAIR_NOTE = pattern_cache.compile(r"\s\((?P<who>[^()\d]{0,29}\p{Lu}[^()\d]{0,29})\)(?=\sto\s)")
# what may stand between the levels of a pair: " to ", " on Jigsaw to "
_FROM_TO_GAP = C.rx(r"(?:\s(?:⟨phrases.pair_owner⟩|⟨phrases.pair_place⟩)\s(?!\d)[^,;.()]{1,40}?)?\sto\s\$?")
# a pair's first level's time point, before its "to": "from 46.8 N at day 0 to 29.3 N"
_TIME_POINT_GAP = C.rx(rf"\s{_TIME_POINT}\d{{1,4}}\)?(?=\sto\s)", regex.IGNORECASE)
_LABEL_IN_PARENS = pattern_cache.compile(r"\((?P<l>[^()\d,;:=]{1,45}?)(?::|\s=)?\s$")
_LABEL_SETTING = C.rx(r"\b(?:⟨settings.set_to⟩|⟨settings.parameter⟩)\b", regex.IGNORECASE)
_AVERAGE_ONLY = C.rx(r"(?:⟨phrases.average_word⟩|median)", regex.IGNORECASE)


def _parens_label(text: str, at: int) -> str | None:
    """The label that opens a parenthesis before the number at ``at`` when it names a
    measure ("(mean score 6.8 vs. 6.5)", "(MASE 1.541 vs. 1.538)", "(mean 71.5 vs. 70.8)"),
    not a setting ("(batch size 32 vs. 64)")."""
    m = _LABEL_IN_PARENS.search(text, max(0, at - 50), at)
    if m is None:
        return None
    label = m.group("l").strip()
    if _LABEL_SETTING.search(label):
        return None
    if (
        _AVERAGE_ONLY.fullmatch(label)
        or C.METRIC_ANY.search(label.lower())
        or C.METRIC_ANY.search(label)  # ("MUSHRA mean")
        or C.COUNT_METRIC.search(label)
        or C.METRIC_NAME_IN.fullmatch(label)
    ):
        return label
    return None
_PAIR_WITH = C.rx(
    r"\s(?:(?P<owner>⟨phrases.pair_owner⟩)|⟨phrases.pair_place⟩)\s(?P<who>(?:the\s)?\p{Lu}[^(),;.]{1,40}?)(?=\sto\s\$?\s?[+−-]?\d)"
)
# a year the first level of a pair was measured in: "from 58.9 km² in 1985 to"
# (or a span of years: "from 0.38 m yr⁻¹ in 2016–2017 to")
_NOTE_YEAR = rf"(?:in|during)\s{_YEAR}(?:[–-](?:{_YEAR}|\d\d))?"
# (the year itself is no number of the text: dropped before the pair is read)
_NOTE_YEAR_AT = pattern_cache.compile(rf"(?<=\bfrom\s[^,;()]{{1,40}}?\s(?:in|during)\s){_YEAR}(?:[–-](?:{_YEAR}|\d\d))?(?=\sto\s\$?\s?[+−-]?\d)")
# "from 8.4 WPM in the first session to", "from 5.37 mm before registration to": when or
# where the first level of a pair in one unit was measured
# (or whose it was, written in lower case: "from 4.87 mm with the nominal model to", "from 4.92
# m for the conventional extended Kalman filter (EKF) to")
# (a name's digits and dots inside its word: "for milled MgH2 to", "with synchronous
# torch.save to"; a year: "from 58.9 km² in 1985 to"; or only a note in parentheses: "from
# 5.84 mm (mechanics model alone) to")
_PAIR_WHEN = pattern_cache.compile(
    r"\s(?:(?:in|at|on|during|before|after|by|with|without|for|using|under)\s(?:[^(),;.\d]|(?<=\p{L}\d*)\d|(?<=\p{L})\.(?=\p{L})){1,45}?(?:\s\([^()]{1,12}\))?"
    rf"|{_NOTE_YEAR}|\([^()\d]{{1,40}}\))(?=\sto\s\$?\s?[+−-]?\d)"
)
_STAGE = C.rx(r"\b(?:⟨settings.stage⟩)\b", regex.IGNORECASE)
# what may follow the second number of a bare pair ("from 2.4 to 1.9."): not a noun
# (a comparison's preposition may: "from 0.41 to 0.50 over BM25")
_PAIR_END = pattern_cache.compile(
    r"\s?(?:[,.;:)\]]|$|\s(?:and|while|with|without|for|on|in|at|within|after|under|during|when|compared|respectively|per|against|relative|versus|vs\.|whereas|but)\b|\sover\s(?=\p{Lu})|\s\()"
)
# "declined from 0.53 to 0.44 across the study period": the scope the change holds over
_PAIR_SCOPE_END = pattern_cache.compile(r"\s(?:across|along|among|throughout)\b")
# "0.3633mm per pixel for shape reconstruction, 0.410N for forces": an enumeration of values
_ENUM_OTHER = C.ENUM_OTHER
# a gap verb of the clause, then "by" right before the amount (hedges between, no article:
# not the agent of "preceded by a 500 ms fixation cross")
_GAP_BY = C.rx(r"\b(?:⟨phrases.gap_verb⟩)\b[^,;:.()]{0,60}?\sby\s(?:(?:⟨hedge_words⟩)\s)*$", regex.IGNORECASE)
# a clause that selects things or sets a condition, before its verb: "pairs that", "when the prediction"
_SELECTING_BEFORE = C.rx(r"\b(?:⟨phrases.condition_clause⟩|that|which|who|whose)\s(?:[\w-]+\s){0,4}$", regex.IGNORECASE)
# ("by only 150 MB": a minimizer plays the change down)
_BY_BEFORE = C.rx(r"\bby\s(?:(?:a|an|⟨phrases.minimizer⟩|⟨hedge_words⟩)\s)*$", regex.IGNORECASE)
_TENTATIVE = "other?"


def _finding_before(text: str, s: int) -> bool:
    """Does the clause before a compared pair of physical amounts state a finding ("its
    faster control loop (30 Hz vs. 4 Hz)"), not a setting ("at lower resolution (256 px vs.
    512 px)", "sampled (16 kHz vs. 44.1 kHz)")?"""
    left = text[max(0, _sentence_start(text, s), s - 80) : s]
    return C.KIND_CUES.search(left) is not None and not C.USING_A.search(left)


def _bare_ok(c: Candidate) -> bool:
    """A number without a unit that may stand in a pair: not a year."""
    return not (c.value == int(c.value) and 1900 <= c.value <= 2100)


def _pair(a: Candidate, b: Candidate, unit: str, first: str = "baseline", text: str | None = None) -> None:
    a.unit = a.unit if a.unit and a.unit != _TENTATIVE else unit
    b.unit = unit
    a.role, b.role = first, "result" if first == "baseline" else "baseline"
    a.pair = b.pair = True
    b.extras["pair_second"] = True  # (whose level before it is its own pair's, not a pair before)
    if text is not None and C.NOUN_AFTER_UNIT.match(text, b.end):
        a.extras["noun_after"] = b.extras["noun_after"] = True  # bare levels of a thing counted: "(12.4 vs. 18.9 steps)"
    if b.metric:
        a.metric = b.metric  # "from 36.1 to 43.9 mAP": both levels are mAP
    if a.extras.get("note") and first == "baseline":
        b.extras["compared"] = a.extras["note"]  # "from 8.92 (GPTQ) to 6.71": against GPTQ


# The longest separator of a range, pair or spread (PLUS_MINUS, _ARROW, _VERSUS,
# RANGE_SEP: at most 9 characters, "$\sim$" with spaces); only the lost range sign of
# two numbers with the same unit may be longer.
_PAIR_GAP = 12


def _join(text: str, raw: list[Candidate]) -> list[Candidate]:
    """Join ranges, split before/after pairs, drop unitless numbers and settings."""
    out: list[Candidate] = []
    i = 0
    n = len(raw)
    while i < n:
        a = raw[i]
        b = raw[i + 1] if i + 1 < n else None
        a_end = a.end if a.unit else a.num_end
        if not a.unit and (note := _PAIR_NOTE.match(text, a_end)) is not None:
            a_end = note.end()  # "from 8.92 (GPTQ) to 6.71": whose the first level is
            a.extras["note"] = note.group("who")
        elif (
            (note := _PAIR_WITH.match(text, a_end)) is not None
            and C.FROM_TO_CHANGE.search(text, max(0, a.start - 160), a.start)
        ):
            # "cuts latency from 212 ms with X to 0.9 ms", "VIF rises from 0.912 with DDFM to
            # 1.047": X's level first
            a_end = note.end()
            if note.group("owner"):
                a.extras["note"] = note.group("who")  # (not where: "from 0.81 on Jigsaw to 0.58")
        elif (
            b is not None
            and (
                a.unit in (_TENTATIVE, "other")
                and b.unit == a.unit
                and (
                    text[a.num_end : a.end].strip() == text[b.num_end : b.end].strip()
                    # (or two times: "fell from 4.2 h for µFE to 6 min")
                    or C.TIME_UNIT.fullmatch(text[a.num_end : a.end].strip()) is not None
                    and C.TIME_UNIT.fullmatch(text[b.num_end : b.end].strip()) is not None
                )
                # (or two bare levels: "decreased from 1.9 at switch to 0.6", "from 0.74 with
                # the best empirical formula to 0.36")
                or a.unit in ("", "points")
                and a.end == a.num_end
                and b.unit in ("", "points")
                and b.end == b.num_end
            )
            and (note := _PAIR_WHEN.match(text, a_end)) is not None
            and C.FROM_TO_CHANGE.search(text, max(0, a.start - 160), a.start)
            # (decimal levels: whole ones across stages are settings, "from 224 px in
            # pretraining to 384 px in fine-tuning")
            and "." in text[a.start : a.num_end] + text[b.start : b.num_end]
            # (not a setting across stages, nor of a setting: "from 44.1 kHz in the original
            # recordings to 16 kHz for training", "the sampling rate was lowered from")
            and not _STAGE.search(text, a_end, min(len(text), b.end + 30))
            and not _PARAMETER_WORD.search(text, max(_sentence_start(text, a.start), a.start - 60), a.start)
        ):
            a_end = note.end()  # "rose from 8.4 WPM in the first session to 21.7 WPM": when each was measured
        if b is not None and not a.unit and not b.unit and (worded := _worded_pair(text, a, b)) is not None:
            a.end, b.end = worded
            _pair(a, b, "other")
            a.extras["noun_after"] = b.extras["noun_after"] = True  # (levels in the word's unit, both)
            out.extend((a, b))
            i += 2
            continue
        if b is not None and b.start - a_end > _PAIR_GAP and (
            not a.unit or b.unit != a.unit
        ):
            b = None  # too far apart for any separator below (most pairs of numbers)
        if (
            b is not None
            and b.unit
            and (not a.unit or a.unit in ("points", _TENTATIVE) and a.end == a.num_end and b.unit == _TENTATIVE)
            and C.PLUS_MINUS.fullmatch(text[a.num_end : b.start])
        ):
            # "by 2.1 ± 0.4%", "converged in 14.2 ± 3.1 min", "the error was 1.12 ± 0.41 mm": a
            # level and its spread, in the unit after the spread (read after its last number)
            unit = "other" if a.unit == "points" else b.unit
            r = Candidate(a.start, b.end, a.value, None, unit, b.num_end, b.metric or a.metric, sign=a.sign)
            r.role, r.extras = a.role, a.extras
            if _keep(text, r):
                _emit(out, text, r)
            i += 2
            continue
        if b is not None and b.sign is None:
            between = text[a_end : b.start]
            label = None
            same = a.unit in ("", b.unit) or (a.unit == _TENTATIVE and not b.unit)
            if same and _ARROW.fullmatch(between) and (b.unit or _bare_ok(a) and _bare_ok(b)):
                # "5.9%→10.9%": before and after, both levels (the first the baseline's)
                _pair(a, b, _resolved(b.unit) or "other")
                out.extend(c for c in (a, b) if _keep(text, c))
                i += 2
                continue
            if (
                a.unit == b.unit in ("percent", "pp")
                and not a.sign
                and not b.sign
                and _VERSUS.fullmatch(between)
                and text[max(0, a.start - 1) : a.start] == "("
                and _CLOSED_BEFORE.match(text, b.end) is not None  # ("(71.3% vs. 66.0% with no questions)")
            ):
                # "higher rates of ED visits (14.2% vs 9.8%)": two levels set against each
                # other, whatever comparative comes before (GUIDELINES: "B (vs. A)" are scores;
                # not signed gains, "(+12.4% vs +3.1% for fine-tuning)")
                _pair(a, b, b.unit, first="result", text=text)
                a.extras["versus"] = b.extras["versus"] = True
                out.extend(c for c in (a, b) if _keep(text, c))
                i += 2
                continue
            if (
                (
                    not a.unit and (not b.unit or b.unit == "points")
                    # (the first maybe bare, the unit written once after the second: "(187 vs. 171 nm)")
                    # (or after a label, where no setting names what the levels are of: "time was
                    # unchanged (median 142 vs. 136 s)", not "comparable follow-up (median 12 vs. 9
                    # months)")
                    or (
                        a.unit == _TENTATIVE
                        or not a.unit
                        and b.end > b.num_end
                        and (
                            text[max(0, a.start - 1) : a.start] == "("
                            or _parens_label(text, a.start) is not None
                            and not _PARAMETER_WORD.search(text, max(0, a.start - 60), a.start)
                        )
                    )
                    and b.unit == _TENTATIVE
                    # (or where a metric follows: "(27.61 dB vs. 27.53 dB PSNR)")
                    and (
                        _finding_before(text, a.start)
                        or C.METRIC_NAME_IN.match(text, b.end + 1, b.end + 30) is not None
                        or _parens_label(text, a.start) is not None  # "(median 312 ms vs. 254 ms for X)"
                        # (or a measure named right before the parenthesis, its levels closing
                        # it: "response latency (1.8 s versus 0.4 s for X)"; not "latency (4 GB vs.
                        # 16 GB of RAM)", amounts of something)
                        or _MEASURE_BEFORE_PAREN.search(text, max(0, a.start - 40), a.start) is not None
                        and not C.AMOUNT_OF_AFTER.match(text, b.end)
                        and not C.NOUN_AFTER_UNIT.match(text, b.end)
                    )
                )
                and _VERSUS.fullmatch(between)
                and _bare_ok(a)
                and _bare_ok(b)
                # (after a measure's label too: "(mean score 6.8 vs. 6.5 out of 10)")
                and (
                    text[max(0, a.start - 1) : a.start] == "("
                    # ("(median 12 vs. 9 months)": a duration, no measure's levels)
                    or (label := _parens_label(text, a.start)) is not None
                    and (not C.NOUN_AFTER_UNIT.match(text, b.end) or text.startswith(" out of ", b.end))
                )
            ):
                # "(13 vs. 33)", "(30 Hz vs. 4 Hz)": ours first, the baseline's second (on a
                # metric's scale where the second is its compared level: "an R² of 0.62 ...
                # (0.71 vs. 0.70)", "(1.21 vs. 1.34 BPC)")
                if label is not None and not b.unit:
                    # a labelled pair: the label is the measure, a count's levels are other
                    b.unit = "other" if C.COUNT_METRIC.search(label) else "points"
                    if not _AVERAGE_ONLY.fullmatch(label):
                        a.metric = b.metric = label
                _pair(a, b, "points" if b.unit == "points" else "other", first="result", text=text)
                a.extras["versus"] = b.extras["versus"] = True
                out.extend((a, b))
                i += 2
                continue
        if (
            b is not None
            and not a.unit
            and not b.unit
            and b.value >= a.value
            and b.sign in (None, a.sign)
            and out
            and _BARE_INTERVAL_GAP.fullmatch(text, out[-1].end, a.start)
            and a.value <= out[-1].value <= b.value  # (an interval holds its level: not "95.2% (95% CI 0.87–0.99)")
            and (sep := C.RANGE_SEP.fullmatch(text, a_end, b.start)) is not None
            and sep.group().strip().strip("$").strip() != "and"
        ):
            # "HR 0.84; 95% CI 0.63–1.12", "0.74 (95% CI, 0.71–0.77)": the interval of the
            # level just kept, bare as the level is, on its scale (``_of_level`` reads it)
            level = out[-1]
            r = Candidate(a.start, b.end, a.value, b.value, level.unit, b.num_end, level.metric, sign=a.sign)
            r.extras["interval"] = True
            out.append(r)
            i += 2
            continue
        pairable = b is not None and b.unit in ("percent", "pp", "times", _TENTATIVE, "", "points", "points?") and a.unit in ("", b.unit)
        if pairable:
            between = text[a_end : b.start]
            if (point := _TIME_POINT_GAP.match(between)) is not None and _FROM_LEVEL_BEFORE.search(text, max(0, a.start - 20), a.start):
                between = between[point.end() :]  # "from 46.8 N at day 0 to 29.3 N": the first level's time point
            # a metric's points join only "from 45.8 to 52.3 NDS", "between 52.3 and 68.7 F1",
            # "shrinks from 9.1 to 3.6 points" ("0.3 and 0.5 AP" is a list; "and" makes a
            # range only after "between", below)
            pairable = b.unit not in ("points", "points?") or between.strip() in ("to", "and", "-", "–", "--")
            if (
                pairable
                and not a.unit
                and (version := _NAME_BEFORE_VERSION.search(text, max(0, a.start - 40), a.start)) is not None
                and "." in text[a.start : a.num_end]
                and not C.METRIC_NAME_IN.fullmatch(version.group().rstrip())  # ("RMSE 3.12–3.64 m": a measure's range)
            ):
                pairable = False  # "on AlpacaEval 2.0 to 31.7%": a name's version, no range's start
        if pairable:
            sep = C.RANGE_SEP.fullmatch(between) or (
                a.unit and b.unit == a.unit and _LOST_RANGE_SIGN.fullmatch(between)
            ) or (
                # "(2.4 4.3x)"
                not a.unit and b.unit and between == " " and text[max(0, a.start - 1) : a.start] == "("
                and b.value > a.value
            )
            hedged = not sep and C.TO_HEDGED.fullmatch(between)
            if hedged:
                sep = hedged  # "decreased from 2.1 °C to below 0.2 °C": a level reached, hedged
            if sep and (
                b.sign is None
                or b.sign == a.sign  # "between +1% and +21.5%", "from -6.4 m to -2.1 m"
                # (or a change across zero: "declined from 3.1 °C at the lowest site to −1.2 °C";
                # not the conditions after a change given by its amount: "improves accuracy by
                # 3.1% on signals with SNRs from 10 dB to −5 dB")
                or not a.sign
                and between.strip() == "to"
                and C.FROM_TO_CHANGE.search(text, max(0, a.start - 160), a.start) is not None
                and not _BY_AMOUNT.search(text, max(0, a.start - 160), a.start)
            ):
                word = "to" if hedged else between.strip().strip("$").strip()
                left = text[max(0, a.start - 160) : a.start]
                changed = word == "to" and C.FROM_TO_CHANGE.search(left) and not C.RANGING.search(left)
                if changed and (a.unit or b.unit):
                    # before/after pair: the first number is the baseline's level
                    _pair(a, b, _resolved(b.unit) or _resolved(a.unit) or "other")
                    out.extend(c for c in (a, b) if _keep(text, c))
                    i += 2
                    continue
                if (
                    changed
                    and _bare_ok(a)
                    and _bare_ok(b)
                    and (_PAIR_END.match(text, b.end) or _PAIR_SCOPE_END.match(text, b.end) and not _scheduled(text, a, b))
                    and not _set_pair(text, _sentence_start(text, a.start), a.start, a.value.is_integer() and b.value.is_integer())
                    # (nor a setting changed in the passive, whoever changes it: "the weight decay
                    # is raised from 0.01 to 0.05 after 100 epochs")
                    and not _PARAMETER_PASSIVE_FROM.search(text, max(_sentence_start(text, a.start), a.start - 80), a.start)
                    # (nor a condition swept over: "as the number of vehicles grows from 20 to 120")
                    and not C.SWEEP_BEFORE.search(text, max(0, a.start - 80), a.start)
                ):
                    # "reducing the number of corrections from 2.4 to 1.9": bare levels (on a
                    # rating scale named before, its points: "rated on a 4-point rubric")
                    rated = C.RATING_SCALE_BEFORE.search(text, _sentence_start(text, a.start), a.start)
                    _pair(a, b, "points" if rated else "other", text=text)
                    out.extend((a, b))
                    i += 2
                    continue
                if not a.unit and not b.unit and b.value >= a.value and (measure := _ranged_measure(text, a, b, word)) is not None:
                    # "the AUROC ranged from 0.79 to 0.87 across sites", "F1 scores between
                    # 0.962 and 0.998": the levels a measure was found at, on its own scale
                    r = Candidate(a.start, b.end, a.value, b.value, "points", b.num_end, measure, sign=a.sign)
                    if _keep(text, r):
                        _emit(out, text, r)
                    i += 2
                    continue
                if not b.unit:
                    pass
                elif word == "and" and not C.RANGE_FROM.search(left):
                    pass
                elif b.value < a.value and word == "and" and a.unit == b.unit == _TENTATIVE and C.RANGE_FROM.search(left):
                    # "between 100 Hz and 1 kHz", "between 800 ms and 1.2 s": a range whose units
                    # differ in prefix, its ends on two scales: no level is read from it
                    i += 2
                    continue
                elif b.value >= a.value:  # a range never runs downwards ("2020–4×" is no range)
                    r = Candidate(a.start, b.end, a.value, b.value, b.unit, b.num_end, b.metric, sign=a.sign)
                    if _keep(text, r):
                        _emit(out, text, r)
                    i += 2
                    continue
        if a.unit and _keep(text, a):
            _emit(out, text, a)
        i += 1
    return out


# "<measure> [of/for/across what] ranged|varied from" or "<measure> between" right before a
# range of bare decimals: the measure's words (up to four, the last its head)
_RANGED_MEASURE = C.rx(
    r"(?<![\w'’-])(?P<m>(?:[\w'’-]+\s){0,3}?[\w'’-]+)(?:\s\([^()]{1,12}\))?"
    r"(?:\s(?:of|for|on|in|across|among)\s[^,;:()]{1,40}?)?\s(?:" + C.RANGE_VERB_FROM + r"|(?:(?:⟨settings.range_verb⟩)\s)?(?P<between>between))\s\$?$",
    regex.IGNORECASE,
)


# a clause that selects what it then bounds: "we kept image pairs with", "we consider pairs with"
_SELECTED_BEFORE = C.rx(r"\bwe\s(?:\w+ly\s)?(?:⟨phrases.select_verb⟩)\b", regex.IGNORECASE)
_CONDITION_PREP = C.rx(r"\b(?:⟨phrases.condition_prep⟩)\s", regex.IGNORECASE)


# "within N [unit] of <a reference>": how close a level came to another
_WITHIN_BEFORE = C.rx(r"\bwithin\s(?:(?:⟨hedge_words⟩|only|just)\s)?$", regex.IGNORECASE)
_OF_REFERENCE_AFTER = pattern_cache.compile(r"\sof\s(?:(?i:the|a|an|its|their|our|that|those)\s|\p{Lu})")
# what says a result came that close: a level right before (", within") or a verb of staying
# or matching in the clause (phrases.tsv near_verb)
_NEAR_LEAD = C.rx(r"(?:\d(?:\s?%)?|\brespectively),\s$|\b(?:⟨phrases.near_verb⟩)\b", regex.IGNORECASE)
# what makes "within N of" a criterion set, not a margin found: a selection, a requirement, a
# condition ("kept only stars within", "must stay within", "when ... within")
_CRITERION_IN_CLAUSE = C.rx(r"\b(?:⟨phrases.modal⟩|⟨phrases.criterion_word⟩)\b", regex.IGNORECASE)
# a share the margin is the criterion of, after it: "stays within 3 m of the ground truth in 95% of frames"
_SHARE_AFTER = pattern_cache.compile(r"[^.;]{0,60}?\bin\s(?:about\s|over\s)?\d[\d.]*\s?%")
# a level right before ", within": "to 6.71, within 0.6 of the FP16 model"
_LEVEL_COMMA_BEFORE = pattern_cache.compile(r"\d(?:\s?%)?,\swithin\s(?:\w+\s)?$")
# a share counted in the clause: "87.2% of boundaries within 20 ms of": the criterion it is counted by
_SHARE_BEFORE = pattern_cache.compile(r"\d\s?(?:%|\\%|percent)\s")


def _last_metric_level(text: str, at: int) -> regex.Match | None:
    """The last "<metric> <level>" the sentence reported before ``at`` (300 characters back)."""
    last = None
    for last in C.METRIC_THEN_BARE.finditer(text, max(0, _sentence_start(text, at), at - 300), at):
        pass
    return last


def _near_reference(text: str, s: int, end: int) -> bool:
    """Is the number at ``s`` (its unit ending at ``end``) a margin to a reference a result
    came within ("reduces the perplexity to 6.71, within 0.6 of the FP16 model", "the received
    power stays within 1.1 dB of the optimum"), not a criterion ("within 48 hours of
    admission", "87.2% of boundaries within 20 ms of the manual ones")?"""
    w = _WITHIN_BEFORE.search(text, max(0, s - 30), s)
    if w is None or not _OF_REFERENCE_AFTER.match(text, end):
        return False
    lo = _clause_start(text, w.start(), 120)
    if _SHARE_BEFORE.search(text, lo, w.start()) or _CRITERION_IN_CLAUSE.search(text, lo, w.start()) or _SHARE_AFTER.match(text, end):
        return False
    return _NEAR_LEAD.search(text, max(lo, w.start() - 80), w.start()) is not None


def _ranged_measure(text: str, a: Candidate, b: Candidate, word: str) -> str | None:
    """The measure whose levels a range of bare decimals gives ("the AUROC of CoLab-7 ranged
    from 0.79 to 0.87", "with F1 scores between 0.962 and 0.998"): a measure the lexicon
    knows; not a set-up's range ("porosities between 0.88 and 0.95", "a learning rate ranging
    from 0.1 to 0.5"), nor one a unit follows.  (``_measure_ranged`` reads a physical amount's
    range, any measure head, in its unit.)"""
    if "." not in text[a.start : a.num_end] + text[b.start : b.num_end] or _RANGE_UNIT.match(text, b.end) or C.UNIT_OTHER.match(text, b.end):
        return None
    m = _RANGED_MEASURE.search(text, max(_sentence_start(text, a.start), a.start - 120), a.start)
    if m is None or (word == "and") != bool(m.group("between")) or _PARAMETER_WORD.search(m.group("m")):
        return None
    phrase = m.group("m")
    # (a measure the lexicon knows or a measure's own head: not a generic one, "water-to-cement
    # ratios ranged from 0.35 to 0.55"; nor where a condition or a selection is set: "at speeds
    # between", "we kept image pairs with SSIM between")
    measure = C.METRIC_ANY.search(phrase) or C.names_measure(phrase) or _SPECIFIC_MEASURE_HEAD.search(phrase.split()[-1])
    if not measure or _CONDITION_PREP.search(text, max(0, m.start() - 12), m.end("m")):
        return None
    if _CRITERION_IN_CLAUSE.search(text, _clause_start(text, m.start(), 120), m.start()) or _SELECTED_BEFORE.search(text, _clause_start(text, m.start(), 120), m.start()):
        return None
    return C.NP_BREAK.sub("", phrase)


# "from 3.1 blocks to 1.4 blocks": a before/after pair in a unit the lexicon lacks, the same
# word after both numbers (or only after the second: "the RMSE is reduced from 7.41 to 6.28
# cycles")
_WORD_THEN_TO = pattern_cache.compile(r"\s(?P<w>\p{L}[\p{L}/]*)(?:\s(?:in|at|on|for|with)\s[^,;.()\d]{1,30}?)?\sto\s")
_TO_BETWEEN = pattern_cache.compile(r"\sto\s")
_WORD_AFTER = pattern_cache.compile(r"\s(?P<w>\p{L}[\p{L}/]*)")
# a pair the authors set, not one they found: "we reduce the batch from 64 to 32 samples",
# "Increasing the depth from 3 to 5 layers ..."
_SET_PAIR_CLAUSE = C.rx(
    r"(?:\b(?-i:[Ww]e)\s(?:\p{Ll}+ly\s)?|(?:^|(?<=[.!?]\s))(?=(?-i:\p{Lu}\p{Ll}+ing)\s))(?:⟨changes.from_to⟩)\s(?:(?:the|our|its|their)\s)?",
    regex.IGNORECASE,
)
_PARAMETER_AT = C.rx(r"(?:[\w-]+\s){0,2}?(?:⟨settings.parameter⟩)\b", regex.IGNORECASE)
# (the setting is the verb's object, the pair right after it: "we increase the batch size from")
_FROM_AFTER_OBJECT = pattern_cache.compile(r"(?:[\w.-]+\s){1,6}?from\s")


# a setting as the subject of the change right before the pair: "the learning rate decreases from"
_SETTING_CHANGES_FROM = C.rx(
    r"\b(?:⟨settings.parameter⟩)\s(?:(?:is|was|are|were)\s)?(?:\p{Ll}+ly\s)?(?:⟨changes.from_to⟩)\sfrom\s\$?$", regex.IGNORECASE
)


def _scheduled(text: str, a: Candidate, b: Candidate) -> bool:
    """Is a pair with a scope after it ("from 0.1 to 0.001 throughout training") a setting
    scheduled over the scope: a setting whose change it is ("the learning rate decreases
    from"), or one the authors set (``_set_pair``: an opening gerund, "Raising roof albedo
    from"; "we" with whole numbers, "we increase the number of experts from 8 to 64 across
    layers")?  Not levels found ("survival declined from 0.53 to 0.44 across the study
    period", "we raise recall from 0.62 to 0.81 across all sites")."""
    lo = _sentence_start(text, a.start)
    if _SETTING_CHANGES_FROM.search(text, max(lo, a.start - 80), a.start) is not None:
        return True
    return _set_clause(text, _SET_PAIR_CLAUSE.search(text, lo, a.start), a.value.is_integer() and b.value.is_integer())


def _set_pair(text: str, lo: int, at: int, whole: bool) -> bool:
    """Is the pair before ``at`` one the authors set: their change verb (or a gerund that
    opens the sentence) with a setting after it ("we increase the batch size from"; not "we
    improve mask-AP from")?"""
    m = _SET_PAIR_CLAUSE.search(text, lo, at)
    if m is None or _PARAMETER_AT.match(text, m.end()) is None or not _FROM_AFTER_OBJECT.match(text, m.end()):
        return False
    return _set_clause(text, m, whole)


def _set_clause(text: str, m: regex.Match | None, whole: bool) -> bool:
    """Do the authors change what a pair measures (``m``: their change verb before it): a
    sentence opening on a gerund of change, or "we" with whole numbers ("we" with decimal
    levels may report what the method reached: "we reduce the bit rate from 0.45 to 0.32
    while keeping PSNR")?"""
    return m is not None and (not text.startswith(("We", "we"), m.start()) or whole)


def _worded_pair(text: str, a: Candidate, b: Candidate) -> tuple[int, int] | None:
    """The ends of a before/after pair of bare numbers whose unit is a word after them (see
    ``_WORD_THEN_TO``), or None."""
    if not (_bare_ok(a) and _bare_ok(b)) or not C.FROM_END.search(text, max(0, a.start - 5), a.start):
        return None
    if "." not in text[a.start : a.num_end] + text[b.start : b.num_end]:
        return None  # whole numbers of things are sizes the design sets ("from 224 bands to 9 bands")
    lo = _sentence_start(text, a.start)
    left = text[max(lo, a.start - 160) : a.start]
    if C.FROM_TO_CHANGE.search(left) is None or C.RANGING.search(left) or _set_pair(text, lo, a.start, False):
        return None
    if C.CONDITION_BEFORE.search(left):
        return None  # "when extending the context from 32 kb to 512 kb": a condition
    after = _WORD_AFTER.match(text, b.num_end)
    if after is None or not _PAIR_END.match(text, after.end()):
        return None
    if C.NOUN_AFTER_UNIT.match(text, b.num_end) is None and not after.group("w").isupper():
        return None  # (a word that ends a phrase is no unit; an acronym may be: "WPM")
    if (first := _WORD_THEN_TO.match(text, a.num_end)) is not None and first.end() == b.start:
        return (first.end("w"), after.end()) if first.group("w") == after.group("w") else None
    if (
        (to := _TO_BETWEEN.match(text, a.num_end)) is not None
        and to.end() == b.start
        and not _PAIR_END.match(text, b.num_end)
        # (a measure the sentence names before the pair makes the word its unit: "the RMSE is
        # reduced from 7.41 to 6.28 cycles"; not "... from 0.5 to 0.9 helps")
        and C.METRIC_ANY.search(text, lo, a.start)
    ):
        return a.num_end, after.end()
    return None


def _emit(out: list[Candidate], text: str, c: Candidate) -> None:
    if c.extras.get("interval") and not (out and _INTERVAL_GAP.fullmatch(text, out[-1].end, c.start)):
        return  # an interval is reported only right after its level: "95.2% (95% CI, 86.7–99.0%)"
    c = _settled(text, c, out)
    if c.unit:
        out.append(c)


# between a level and its interval's range: "95.2% (95% CI, " (not an interface's "UI
# response time" nor a parenthesis that is no interval of the number before it)
_INTERVAL_GAP_FORM = r"\s?(?:{open})\d{{2}}(?:\.\d)?\s?%\s?(?:⟨settings.interval⟩)[,:]?\s?"
_INTERVAL_GAP = C.rx(_INTERVAL_GAP_FORM.format(open=r"[(\[]\s?"), regex.IGNORECASE)


# between a bare level and its interval's bare range: "0.74 (95% CI, ", "HR 0.84; 95% CI ";
# or the spread a parenthesis names after a level: "a median AUC of 0.93 (range "
_BARE_INTERVAL_GAP = C.rx(
    _INTERVAL_GAP_FORM.format(open=r"[(\[]\s?|[,;]\s") + r"|\s?\((?:⟨settings.spread⟩)[,:]?\s?", regex.IGNORECASE
)


def _resolved(unit: str) -> str:
    return "other" if unit == _TENTATIVE else unit


# what may join two amounts set against each other: a few words on the first, then a
# comparison and maybe a hedge ("1.6 s with the heated inlet compared with 9.8 s"; not the
# "from" that opens a pair after a setting: "at the 30 mm targets improves from 0.46 mm")
_AMOUNTS_GAP = r"(?:\s[^.;:()\d]{{1,{words}}}?)?,?\s{paren}(?!from\b)(?:⟨baselines.role_marker⟩)\s(?:(?:⟨hedge_words⟩|only|just)\s)?\$?"
_COMPARED_AMOUNTS_GAP = C.rx(_AMOUNTS_GAP.format(words=25, paren=""), regex.IGNORECASE)
# ... or, where the second amount is said to belong to another group, system or condition,
# the first's own condition at more length or the comparison opened in parentheses ("5.4 h
# in the telemonitoring group versus 4.3 h with usual care", "11.5° (vs. 2.1° with the
# mechanical knee)")
_ATTRIBUTED_GAP = C.rx(_AMOUNTS_GAP.format(words=50, paren=r"\(?"), regex.IGNORECASE)
# what the second amount of such a pair is said of: a group, a system or a condition
# ("versus 61.2 MME in the sham group", "compared with 58 cents for loans that default",
# "vs. 0.14 logMAR with patching"), not a number's own setting ("for 24 h", "at 1080p")
_ATTRIBUTED_AFTER = C.rx(r"\s(?:for|in|with|without|after|on|against|among)\s(?:the\s|a\s|an\s)?(?!\d)\w", regex.IGNORECASE)
# a word that ends a measure's name ("detection latencies", "tracking error")
_MEASURE_WORD = C.rx(r"\b(?:⟨phrases.measure_like⟩|⟨phrases.measure_head⟩)\b", regex.IGNORECASE)
_WE_IN = pattern_cache.compile(r"\b[Ww]e\b")
# a word after the first amount that says what it is the size of, right before the
# comparison ("12 km long versus", "16 kHz audio versus")
_DESCRIBED_AMOUNT = C.rx(r"\s(?!(?:⟨baselines.role_marker⟩)\b)\p{Ll}+,?\s(?:⟨baselines.role_marker⟩)\s", regex.IGNORECASE)
# a verb by which a set-up gives a thing its amount ("heated to", "lasts")
_GIVE_AMOUNT = C.rx(r"\b(?:⟨settings.give_amount⟩)\b", regex.IGNORECASE)
# a verb that sets what is used, with its object ("we use a lower rate", "trained on the")
_SETTING_USED = C.rx(r"\b(?:⟨settings.share_use⟩)\s(?:⟨settings.use_adverb⟩\s)?(?:a|an|the|\$?\d)", regex.IGNORECASE)
# a parameter, a limit, a modal or a count in a clause: what it sets is no finding
_SET_IN_CLAUSE = C.rx(r"\b(?:⟨settings.parameter⟩|⟨settings.limit_noun⟩|⟨phrases.modal⟩|must|contains?|fixed)\b", regex.IGNORECASE)
# an example's amounts, not findings ("(e.g., 3 cm vs. 3.1 cm)"), or the window a finding was
# taken over ("over the first 30 days, compared with 4.7 days")
_EXAMPLE_BEFORE = pattern_cache.compile(
    r"\b(?:e\.g\.|i\.e\.|such\sas|for\sexample),?\s$|\b(?:over|during)\s(?:the\s|a\s|an\s)?(?:(?:first|last|next|past|entire|whole)\s)?$"
)


def _compared_amounts(text: str, a: Candidate, b: Candidate) -> bool:
    """Are ``a`` and ``b`` amounts of one unit set against each other by a comparison in a
    clause that reports a finding (not a setting's, "at an input SNR of -10 dB, versus", nor
    an example's or an amount's)?"""
    if text[a.num_end : a.end].strip() != text[b.num_end : b.end].strip():
        return False
    # (not a pair in parentheses, which may specify the noun before it: "flies at a fixed
    # altitude (15 m vs. 25 m in the outdoor scenes)")
    attributed = _ATTRIBUTED_AFTER.match(text, b.end) is not None and text[max(0, a.start - 1) : a.start] != "("
    if not (_COMPARED_AMOUNTS_GAP.fullmatch(text, a.end, b.start) or attributed and _ATTRIBUTED_GAP.fullmatch(text, a.end, b.start)):
        return False
    lo = max(0, a.start - 60)
    if C.AT_SETTING_BEFORE.search(text, lo, a.start) or C.FIXED_LEVEL_BEFORE.search(text, lo, a.start) or _EXAMPLE_BEFORE.search(text, lo, a.start):
        return False
    # (amounts of something are no findings, "(4 GB vs. 16 GB of RAM)"; and the clause
    # before reports one: a finding's word or a measure's name, not a setting chosen, a
    # parameter or a limit: "we use a lower sampling rate (16 kHz vs. 44.1 kHz)", "The input
    # resolution is 224 px instead of 384 px", "must be answered within 5 s rather than 30 s")
    if C.AMOUNT_OF_AFTER.match(text, b.end) or C.AMOUNT_OF_AFTER.match(text, a.end):
        return False
    left = text[max(0, _sentence_start(text, a.start), a.start - 80) : a.start]
    if (_SET_IN_CLAUSE.search(left) or _LABEL_SETTING.search(left) or left.endswith("at ")) and not (
        attributed and _finding_before(text, a.start)
    ):
        # a parameter, a limit or a condition set ("The inclusion threshold was 50 mg/dL
        # versus 70 mg/dL in"), unless a finding's word says it was measured ("shows a peak
        # channel temperature rise of 86 K, compared with 176 K for")
        return False
    if attributed:
        # two outcomes set side by side, each said of its own group or system: findings,
        # whatever the clause names, unless it sets what is used ("we use 16 kHz versus
        # 44.1 kHz in prior work"), gives an amount ("heated to 80 °C versus 60 °C") or says
        # what the amount sizes ("is 12 km long versus 8 km")
        return not (_SETTING_USED.search(left) or _GIVE_AMOUNT.search(left) or _DESCRIBED_AMOUNT.match(text, a.end))
    if C.USING_A.search(left) or _WE_IN.search(left):
        return False
    return _finding_before(text, a.start) or C.METRIC_ANY.search(left) is not None or _MEASURE_WORD.search(left) is not None


def _settled(text: str, c: Candidate, kept: list[Candidate]) -> Candidate:
    """A number with another unit is kept only where the sentence reports it (its unit
    becomes ``other``); otherwise its unit is cleared and it is dropped."""
    if c.unit != _TENTATIVE:
        return c
    prev = kept[-1] if kept else None
    if c.extras.get("compared_prev") and (
        prev is None or prev.unit != "other" or prev.start < _sentence_start(text, c.start)
    ):
        c.unit = ""  # "at 0.5 m resolution, compared with 0.8 in prior work": a setting's
        return c
    # (a pair's own reading first: it may name the measure, "increased knee flexion to 11.5° (vs. 2.1°")
    if c.role == "baseline" or _other_is_result(text, c) or c.extras.get("compared_pair") or _compared_after(text, c, kept) or (
        prev is not None and prev.unit == "other" and (_ENUM_OTHER.fullmatch(text, prev.end, c.start) or c.extras.get("interval"))
        # (an interval in the unit of its level just kept: _emit checked it follows that level)
    ):
        c.unit = "other"
        if c.role is None and c.extras.get("owned_level"):
            c.role = "baseline"
        if c.extras.get("compared_pair") and "said" not in c.extras:
            # "median weight gain was 4.5 kg in the block group versus 7.8 kg": the pair's measure
            _note_property_said(text, c, _said_before(text, c.start))
    else:
        c.unit = ""
    return c


_COMPARED_LIST_TAIL = pattern_cache.compile(r"(?<![\w.])\d[\d.]*\s?(?:%|[\p{L}/]{1,5})?(?:,\s(?:and\s)?|\sand\s)$")


# a verb that keeps a level or runs at one, before the "at" of the number
_KEPT_AT = C.rx(r"\b(?:⟨phrases.hold_verb⟩|⟨phrases.at_level_verb⟩|⟨phrases.settle_verb⟩)\b[^,;.]{0,80}\sat\s$", regex.IGNORECASE)
_LEVEL_NEAR_THE = C.rx(r"\b(?:⟨baselines.level_near⟩|⟨baselines.role_marker⟩)\s(?:that\sof\s)?the\s$", regex.IGNORECASE)
_WHEN_BEFORE = C.rx(r"\b(?:⟨phrases.condition_when⟩)\b[^,;.]*$", regex.IGNORECASE)
_IN_TIME_BEFORE = C.rx(r"\bin\s(?:(?:⟨phrases.minimizer⟩|⟨hedge_words⟩)\s)*$", regex.IGNORECASE)
_COMPARED_TIME_NEXT = C.rx(
    r"\s(?:⟨baselines.role_marker⟩)\s(?:(?:⟨hedge_words⟩)\s)*\d[\d.,]*\s?(?:⟨units.time_unit⟩)(?![\p{L}\d])", regex.IGNORECASE
)


def _owned_level(text: str, c: Candidate) -> bool:
    """"close to the 0.96 mm of the best conventional method": another's level, owned after
    it and set beside the paper's (not "covering the 300 m of the river reach")."""
    return (
        _OWNED_LEVEL_AFTER.match(text, c.end) is not None
        and _LEVEL_NEAR_THE.search(text, max(0, c.start - 30), c.start) is not None
    )


def _compared_after(text: str, c: Candidate, kept: list[Candidate]) -> bool:
    """"a PSNR of 21.36 dB, compared with 19.02 dB for FSGS": a physical amount compared
    with one the sentence reported before it in the same unit (maybe not the last: "a PSNR
    of 29.84 dB and an SSIM of 0.892, compared to 27.61 dB and 0.861 for X"); or another's
    level owned after it ("a TRE of 1.02 mm, close to the 0.96 mm of the best method")."""
    owned = _owned_level(text, c)
    if not owned and C.COMPARED_LEVEL_BEFORE.search(text, max(0, c.start - 40), c.start) is None and (
        # (or the last of a list of compared levels: "compared with 0.894 and 35.9 dB for X")
        (listed := _COMPARED_LIST_TAIL.search(text, max(0, c.start - 40), c.start)) is None
        or C.COMPARED_LEVEL_BEFORE.search(text, max(0, listed.start() - 40), listed.start()) is None
    ):  # (maybe hedged: "compared with over 80 ms")
        return False
    lo = _sentence_start(text, c.start)
    unit = text[c.num_end : c.end].strip()
    timed = C.TIME_UNIT.fullmatch(unit) is not None
    for prev in reversed(kept):
        if prev.start < lo:
            return False
        if prev.unit == "other" and (
            (prev_unit := text[prev.num_end : prev.end].strip()) == unit
            # (or a time in another unit: "below 180 ms, compared to 4.6 s for Flink")
            or timed and C.TIME_UNIT.fullmatch(prev_unit)
        ):
            if owned:
                c.extras["owned_level"] = True  # (the owner's level: its role, once it is kept)
            return True
    return False


def _other_is_result(text: str, c: Candidate) -> bool:
    """Is a number with a physical or other unit a finding?  Where the sentence measures
    something with it ("rise time of 0.71 seconds", "forces up to 0.181 N"), gives a
    change by it ("outperforms ... by 6 mm") or a time taken ("in only 4 seconds") or a
    rate reached ("at 37 fps"); not an amount of something ("10 hours of data") nor a
    size of a thing ("a 0.42m platform", "1.9km each")."""
    end = c.end
    unit = text[c.num_end : end].strip()
    if c.extras.get("currency"):
        # money reported ("costs about USD 0.9 per class", "reduces the cost from USD 4.80 to"),
        # unless the sentence fixes it ("at a fixed price of USD 2")
        left = text[max(0, c.start - 80) : c.start]
        if (bound := _MONEY_BOUND_BEFORE.search(left)) is not None and not _MONEY_REPORTED_BY.fullmatch(bound.group("pre")):
            # a bound that defines a group or a condition ("fortunes above $50 million", "income
            # below $20,000", "priced under $50"), not a level a verb reports ("costs less than")
            return False
        return not (
            C.FIXED_LEVEL_BEFORE.search(left) or C.AT_SETTING_BEFORE.search(left) or C.MONEY_SETTING_BEFORE.search(left)
        )  # (nor the experiment's means: "with a budget of USD 10,000")
    if (
        C.COST_UNIT.fullmatch(unit)
        and (cost := C.COST_BEFORE.search(text, max(0, c.start - 60), c.start)) is not None
        and not C.COST_DATA_SUBJECT.search(text, max(0, cost.start() - 40), cost.start())
        and (C.COST_OF_AFTER.match(text, end) or not cost.group("of") and not C.AMOUNT_OF_AFTER.match(text, end))
    ):
        return True  # "requires 46 KB of flash", "draws 1.2 mW": what the system spends
    if _near_reference(text, c.start, end):
        return True  # "the received power stays within 1.1 dB of the genie-aided optimum"
    left = text[max(0, c.start - 80) : c.start]
    if (
        C.TIME_UNIT.fullmatch(unit)
        and (cost := C.TIME_COST_BEFORE.search(left)) is not None
        and not _WE_BEFORE.search(left, max(0, cost.start() - 30), cost.start())
        # (what is added is what the system spends, not data or a setting: "adds 500 hours of
        # transcribed speech", "adds up to 50 ms of random delay")
        and (not C.AMOUNT_OF_AFTER.match(text, end) or C.COST_OF_AFTER_MODIFIED.match(text, end))
        and not C.AT_SETTING_HEDGED.search(left)
    ):
        return True  # "adds less than 0.5 ms of computation per decision", "at a cost of under 1 ms" (not "we add 5 ms of delay")
    if _copula_level_compared(text, c, unit):
        return True  # "log-spectral distortion is 4.2 dB versus 5.9 dB for X": both levels
    if _CHANGED_AT.search(left) and (C.PER_UNIT.search(unit) or text.startswith(" per ", end)):
        return True  # "surface seawater pCO2 increased at 2.1 µatm yr−1": the rate it changed at
    if C.FIXED_LEVEL_BEFORE.search(left):
        return False  # "at a fixed alert rate of 5 alerts per 100 patient-days": a setting
    if (
        left.endswith("within ")
        and _OF_NAME_AFTER.match(text, end)
        # (the measure named in the number's sentence, at most 300 characters back: a
        # sentence of many such gaps is not searched whole for each)
        and C.METRIC_ANY.search(text, max(_sentence_start(text, c.start), c.start - 300), c.start)
    ):
        return True  # "its SI-SDR is within 0.2 dB of DeepFilterNet2": the gap to another (not "lie within 50 km of Beijing")
    if C.TIME_UNIT.fullmatch(unit) and _IN_TIME_BEFORE.search(left[-24:]) and _COMPARED_TIME_NEXT.match(text, end):
        # "textures a mesh in 74 s instead of 9 min": a time taken, set against another's
        # (not a limit: "answered within 5 s rather than 30 s", "to under 30 min instead of 2 h")
        return True
    if C.AMOUNT_OF_AFTER.match(text, end) and not C.PER_UNIT.search(unit):
        return False  # (not a rate whose "of" names what it is per: "8.7 MJ kg⁻¹ of evaporated water")
    if C.TIME_UNIT.fullmatch(unit) and C.TIME_FINDING_AFTER.match(text, end) and not C.AT_SETTING_BEFORE.search(left):
        return True  # "detects the hazard 180 ms earlier", "runs at 24 ms per scene"
    if (
        C.TIME_UNIT.fullmatch(unit)
        and C.LEAD_BEFORE_AFTER.match(text, end)
        and _AVERAGED_BEFORE.search(left[-24:])
        and C.ANTICIPATED_BEFORE.search(left[-70:])
    ):
        # "predicts the reach on average 420 ms before motion onset": a lead time measured
        # (not a horizon set: "predicts sepsis 6 hours before clinical onset")
        return True
    if (
        (level := C.LEVEL_TO_BEFORE.search(left)) is not None
        and not _SETTING_LEVEL.search(left, max(0, level.start() - 12), level.end())
        and not _PARAMETER_WORD.search(level.group())  # "reduce the sampling rate by half, to 8 kHz"
        # (not a condition: "even when the task arrival rate increases to 4 Mbit/s"; but a
        # named measure's level found, told in the past: "when the RMSE rose to 0.71 t ha−1")
        and (
            (when := _WHEN_BEFORE.search(left, max(0, level.start() - 40), level.start())) is None
            or C.METRIC_NAME_IN.search(left, when.start(), level.end()) is not None and _PAST_TO.search(level.group()) is not None
        )
    ):
        return True  # "reduces the localization error to 2.1 cm": the level reached
    if (
        (moved := C.CHANGED_TO_BEFORE.search(left)) is not None
        and not _PARAMETER_WORD.search(moved.group("o"))
        # (not what the authors or others did to it, nor what would be: "they reduced the dose
        # to", "warming will raise sea level to")
        and not _AGENT_OR_MODAL_BEFORE.search(left, max(0, moved.start() - 30), moved.start())
        and not C.CONDITION_BEFORE.search(left, max(0, moved.start() - 50), moved.start())
    ):
        c.extras["said"] = moved.group("o").strip()  # (the measure the metric step reads first)
        return True  # "air frying reduced acrylamide to 118 μg/kg": the level a change brought it to
    if C.SCORE_VERB_BEFORE.search(left[-40:]) and C.METRIC_ANY.search(text, max(_sentence_start(text, c.start), c.start - 300), c.start):
        return True  # "improves SI-SDR by 3.4 dB ..., reaching 11.7 dB": a level reached
    if C.AT_SETTING_BEFORE.search(left) and not C.TIME_UNIT.fullmatch(unit):
        return False  # "at a flow rate of 2 mL min-1", "at a commanded velocity of 0.5 m/s": a condition
    if C.ESTIMATE_BEFORE.search(left[-48:]):
        return True  # "global withdrawal is estimated at 2,410 km3 yr-1": an amount found
    if (estimated := C.ESTIMATE_OBJECT_OF.search(left)) is not None and not _PARAMETER_WORD.search(estimated.group()):
        return True  # "we estimate mean annual emissions from wetlands of 21.4 Tg CH4 yr−1"
    if (reached := C.SCORE_VERB_MEASURE_OF.search(left)) is not None and not _PARAMETER_WORD.search(
        " ".join(reached.group().split()[-3:-1])
    ):
        return True  # "reaches a yield strength of 1.21 GPa": the level of a measure reached
    if (found := C.FOUND_MEASURE_OF.search(left)) is not None and not _PARAMETER_WORD.search(found.group("m")):
        return True  # "geothermometers indicate reservoir temperatures of 230-265 °C": a measure's level found
    if _with_level(text, max(0, c.start - 80), c.start) is not None:
        return True  # "inhibits SHP2 with an IC50 of 3.1 nM": the level the subject did it at
    if (with_of := _COMMA_WITH_OF.search(left)) is not None and not _PARAMETER_WORD.search(with_of.group("m")):
        return True  # "..., with bonanza grades of up to 212 g/t Au": what the clause found, measured
    # (the verb at most 300 characters back: a sentence of many coordinated levels is not
    # searched whole for each)
    if (coord := C.COORD_MEASURE_OF.search(left)) is not None and C.SCORE_VERB_ANY.search(
        text, max(_sentence_start(text, c.start), c.start - 300), c.start - len(left) + coord.start()
    ):
        return True  # "achieved an overpotential of 198 mV and a Tafel slope of 32.6 mV dec-1"
    if _BY_BEFORE.search(left) and C.KIND_CUES.search(text, _clause_start(text, c.start, 160), c.start):
        return True  # "reduces the spread of the response between 20 Hz and 200 Hz by 2.8 dB"
    if (gap := _GAP_BY.search(left)) is not None and not _SELECTING_BEFORE.search(left, max(0, gap.start() - 40), gap.start()):
        return True  # how far one measurement is from another: "the perimeter deviates from the survey by 4.6 m"
    if C.MARGIN_THAN.match(text, end) or C.MARGIN_THAN_MEASURED.match(text, end) and C.METRIC_NAME_IN.search(left):
        return True  # "3 ms faster than X", "(PSNR) 1.4 dB higher than X": a margin over X
    if (
        _AT_A_BEFORE.search(left[-8:])
        and C.NOUN_AFTER_UNIT.match(text, end)
        and not C.MEASURE_AFTER_UNIT.match(text, end)
        and not C.METRIC_ANY.search(text, end, _phrase_end(text, end))  # "at a 17 USD total cost": a level reached
    ):
        return False  # "reduces the RMSE at a 5 s prediction horizon": what the value modifies, a condition
    change = C.TIMES_CHANGE_BEFORE.search(text, max(0, c.start - 60), c.start)
    if change and not change.group(0)[:2].lower() == "by":
        return True  # "an average improvement of over 0.5dB": a change noun's amount
    if C.METRIC_NAMED_AFTER.match(text, end) or (
        C.METRIC_BEFORE_VALUE_REV.search(text, max(0, c.start - 40), c.start)
        and C.METRIC_BEFORE_VALUE.search(text, max(0, c.start - 40), c.start)
    ):
        return True  # "with PA-MPJPE 42.6mm", "(>74 dB PSNR)", "by 3.47dB (PSNR)": a metric's value
    if (
        (noun := C.CHANGE_NOUN_AFTER_VALUE.match(text, end)) is not None
        and _CHANGE_NOUN_END.match(text, noun.end())
        and C.SCORE_VERB_BEFORE.search(left[-40:])
    ):
        return True  # "achieves a 3.2 dB gain over X": a change the system brings (not "under a 10 dB drop in SNR")
    # (the words before the number, a search of 90 characters: read once, and only where asked)
    margin = _MARGIN_AFTER.match(text, end) is not None
    said_before = _said_before(text, c.start) if margin else False
    if margin and said_before is not None and C.COPULA_END.search(said_before.group()):
        # (a set-up's value may differ too, "the surface temperature was 3.1 °C lower": the
        # comparative makes it a difference found)
        if margin_of := _property_said(text, said_before):
            c.extras["said"] = margin_of  # (the measure the metric step reads first)
        return True  # "energy intake was 96 kcal lower after the preload": the margin a measure differs by
    if C.NOUN_AFTER_UNIT.match(text, end) and not (text.startswith(" of ", end) and C.PER_UNIT.search(unit)):
        return C.MEASURE_AFTER_UNIT.match(text, end) is not None and not C.AT_SETTING_BEFORE.search(left)
    if c.value_high is not None and (ranged := C.RANGING.search(left)) is not None and _measure_ranged(left, ranged.start()):
        return True  # "phosphate concentrations ranged from 0.2 to 1.4 mg/L": the levels found
    if c.value_high is not None and _LINEAR_OVER.search(left) is not None:
        return True  # "the response was linear over 0.05–12 μM": the linear range found
    if said_before is False:
        said_before = _said_before(text, c.start)
    if (
        (said := _measure_said(text, c.start, said_before)) is not None
        # (a time only as a statistic of what was measured: "the median lead time before
        # sepsis onset is 5.8 hours", not "the delay before each trial was 500 ms", "the
        # latency within the simulated network was 20 ms"; nothing over a set-up: "the signal
        # loss over the 10 m cable is 3 dB")
        and (not C.TIME_LIKE.search(said.group("m")) or _STATISTIC_WORD.search(said.group("m")))
        and not _OVER_SETUP.search(said.group())
    ):
        c.extras["said"] = said.group("m")  # (the measure the metric step reads first)
        return True  # "the mean absolute error within the head was 74 HU": a measure's level
    if not C.TIME_UNIT.fullmatch(unit) and _note_property_said(text, c, said_before):
        return True  # "the limit of detection was 0.16 pg/mL", "its CAI strength reached 268 MPa"
    if (named := C.OTHER_METRIC_BEFORE.search(left)) is not None:
        if named.group().rstrip().endswith("(") and not C.KIND_CUES.search(C.CLAUSE_SEP.split(left)[-1]):
            return False  # "low speeds (1m/s) make the task harder": a setting; not
            # "improves reconstruction quality (+3dB)", "lower inference cost (17.9mJ)"
        # not "at operating speeds of 7 m/s", "at speeds up to 1.5 m/s", "under a memory budget of 100 KB"
        hedged = C.AT_SETTING_HEDGED.search(left) and not C.COUNT_RATE.fullmatch(unit)
        # (nor right after "at", other than a rate or a level kept: "only 18 minutes at −15
        # °C", not "keeps the p99 latency at 8 ms", "operates at 1.25 GHz")
        at = (
            left.endswith(" at ")
            and not C.RATE_UNIT.fullmatch(unit)
            and not C.COUNT_RATE.fullmatch(unit)
            and not _KEPT_AT.search(left)
        )
        return not C.AT_SETTING_BEFORE.search(left) and not hedged and not at and not _PARAMETER_OF.search(left, max(0, len(left) - 40))
    if C.TIME_UNIT.fullmatch(unit) and C.TIME_TAKEN_BEFORE.search(left):
        return True
    if text[max(0, c.start - 2) : c.start].rstrip().endswith(":") and (opening := _labelled_list_at(text, c.start)) is not None:
        # "attains mean absolute errors (SBP: 5.1 mmHg, DBP: 3.8 mmHg)": a measure's levels, item by item
        return C.METRIC_ANY.search(text, _sentence_start(text, opening), opening) is not None
    # "runs at 37 fps", "achieves 5.4 frames per second": a rate reached
    if C.COUNT_RATE.fullmatch(unit) and not C.RATE_UNIT.fullmatch(unit):
        # "sustained 612 picks per hour", "our model processes about 2,300 words per second"
        return C.SCORE_VERB_BEFORE.search(left[-30:]) is not None or _RATE_VERB_BEFORE.search(left[-30:]) is not None
    return bool(
        C.RATE_UNIT.fullmatch(unit)
        and (C.RATE_AT_BEFORE.search(left) and not C.RATE_SETTING_AT.search(left) or C.SCORE_VERB_BEFORE.search(left))
    )


# "<linear_word> ... over|from|between|within|across|in [the (concentration) range of]" right
# before a range: a response's linear range
_LINEAR_OVER = C.rx(
    r"\b(?:⟨phrases.linear_word⟩)(?:\s[\w+-]+){0,6}?\s(?:over|from|between|within|across|in)\s(?:the\s)?(?:(?:[\w-]+\s)?range\s(?:of\s)?)?\$?$",
    regex.IGNORECASE,
)
# a measure, then a finite range verb in the active ("concentrations in surface water
# ranged", "the flux varies"): not a participle ("at temperatures ranging"), a noun ("the SNR
# range from"), a passive ("was varied") nor the set-up's or the cohort's ranges ("sampling
# depths ranged", "ages ranged": no measure); a plural's present "range", "vary" too
_MEASURE_RANGED = C.rx(
    r"(?<![\w-])(?P<m>(?:[\w-]+\s){0,2}(?P<head>[\w-]+))(?:\s(?:in|of|on|at|for|across|among|within)\s(?:[^,;:().]|\.(?=\d)){1,50}?)?\s(?:\w+(?:ed|es)|(?P<present>range|vary))\s(?:\w+\s)?from\s\$?\s?$",
    regex.IGNORECASE,
)
_COPULA_BEFORE = pattern_cache.compile(r"(?i)\b(?:is|are|was|were|be|been|being)\s$")


def _measure_ranged(left: str, verb_at: int) -> bool:
    """Is the range the levels a measure was found at: "<measure> [where] <ranged> from"?"""
    m = _MEASURE_RANGED.search(left, max(0, verb_at - 90))
    return (
        m is not None
        and (_MEASURE_HEAD.fullmatch(m.group("head")) is not None or C.names_measure(m.group("m")))
        and _COPULA_BEFORE.search(left, max(0, verb_at - 8), verb_at) is None
        # (a present "range" after a plural measure only: "erosion rates in the catchment range
        # from", not "the SNR range from")
        and (m.group("present") is None or m.group("head").lower().endswith("s"))
    )
_RATE_VERB_BEFORE = C.rx(r"\b(?:⟨phrases.rate_verb⟩)\s(?:(?:⟨hedge_words⟩|only|just)\s)*$", regex.IGNORECASE)


def _clause_start(text: str, at: int, reach: int) -> int:
    """Where the clause of the number at ``at`` starts, at most ``reach`` characters back in
    its sentence (after "while", ", whereas", ", but", ";": "..., while the camera is
    displaced by 5 cm" is no change the verb before it made)."""
    lo = max(_sentence_start(text, at), at - reach)
    last = None
    for last in _CLAUSE_OPENER.finditer(text, lo, at):
        pass
    return last.end() if last is not None else lo


# (not a gerund that goes on with the same subject: "while anticipating the end of a gesture
# by 210 ms"; nor ", and by": the same verb's next amount)
_CLAUSE_OPENER = pattern_cache.compile(r",\s(?:whereas|but)\s|;\s|\b(?:while|whilst)\s(?!\p{Ll}+ing\b)")


def _copula_level_compared(text: str, c: Candidate, unit: str) -> bool:
    """Is the number one of two levels in one unit that a clause compares, the first joined to
    what it measures by a copula or "of" ("log-spectral distortion is 4.2 dB versus 5.9 dB",
    "a mean deviation of 4.2 mm compared to 9.7 mm", "downtime per slice is 3.1 s on
    average, compared with 27 s")?  Not a setting's ("the timeout was 30 s instead of 60 s")."""
    if (after := _COMPARED_SAME_UNIT_AFTER.match(text, c.end)) is not None and after.group("u") == unit:
        first_start = c.start
    elif (before := _LEVEL_THEN_MARKER.search(text, max(0, c.start - 60), c.start)) is not None and before.group("u") == unit:
        first_start = before.start("n")
    else:
        return False
    joined = _COPULA_OR_OF_BEFORE.search(text, max(0, first_start - 80), first_start)
    return joined is not None and not _PARAMETER_WORD.search(joined.group("m"))


# after a level: its comparison with another in a unit ("versus 5.9 dB", ", compared with 27 s")
_COMPARED_SAME_UNIT_AFTER = C.rx(
    r"(?:\s(?:on\saverage|per\s[\w-]+))?,?\s(?:⟨baselines.role_marker⟩)\s(?:(?:the|⟨hedge_words⟩)\s)?\d[\d.,]*\s?(?P<u>[^\s\d,;.()]{1,8})(?![\w])",
    regex.IGNORECASE,
)
# before a level: another level in a unit, then the comparison ("4.2 dB versus ")
_LEVEL_THEN_MARKER = C.rx(
    r"(?<![\d.,])(?P<n>\d[\d.,]*)\s?(?P<u>[^\s\d,;.()]{1,8})(?:\s(?:on\saverage|per\s[\w-]+))?,?\s(?:⟨baselines.role_marker⟩)\s(?:(?:the|⟨hedge_words⟩)\s)?$",
    regex.IGNORECASE,
)
# what the first level measures, joined by a copula or "of" ("log-spectral distortion is ",
# "a mean deviation from the target curves of ")
_COPULA_OR_OF_BEFORE = C.rx(
    r"(?P<m>\b[\w-]+(?:\s[\w-]+){0,6}?)\s(?:is|was|are|were|of)\s(?:(?:⟨phrases.minimizer⟩|⟨hedge_words⟩)\s)?$", regex.IGNORECASE
)


def _phrase_end(text: str, at: int) -> int:
    """Where the few words starting at ``at`` end, as far as punctuation tells."""
    m = _NP_AFTER.match(text, at)
    return m.end() if m else at


_NP_AFTER = pattern_cache.compile(r"(?:\s[\w-]+){1,3}")
_AT_A_BEFORE = pattern_cache.compile(r"\bat\s(?:a|an|the)\s$", regex.IGNORECASE)
# what may follow a change noun that ends its phrase ("a 3.2 dB gain over X", "a 2 dB gain in
# PSNR"; not "a 3 dB gain mismatch")
_CHANGE_NOUN_END = C.rx(r"(?:[,.;)]|\s(?:⟨phrases.change_end⟩)(?!\w)|$)")
# "on average ", "a median of ": a time measured, not set
_AVERAGED_BEFORE = C.rx(r"\b(?:on\saverage|(?:⟨phrases.average_word⟩|median)(?:\sof)?)\s(?:(?:⟨hedge_words⟩)\s)?$", regex.IGNORECASE)
# " of DeepFilterNet2": what a gap is measured to (a name)
# (or a system named by its noun: "within 1.3 dB of the non-causal teacher")
_OF_NAME_AFTER = C.rx(r"\sof\s(?:the\s)?(?:\p{Lu}|(?:[\w-]+\s){0,3}(?i:⟨baselines.method_noun⟩)\b)")
# what an experiment is set to, not a level reached: "lower the sampling rate to 16 kHz",
# "the image size is increased to 512 px"
_SETTING_LEVEL = C.rx(r"\b(?:⟨settings.set_to⟩)(?:\s[a-z]+){0,2}?\sto\s(?:\S+\s)*?$", regex.IGNORECASE)
_SLASH_CHAIN = pattern_cache.compile(r"(?:\s?/\s?\d[\d.,]*\s?\\?%)+")
# a share of a material's mass or volume: "3 wt%", "8.9 vol.%"
_COMPOSITION_UNIT = pattern_cache.compile(r"(?:vol|wt)\.?\s?\\?%")
# the rest of a list of bare numbers whose last is such a share: ", 20 and 30 vol%"
_COMPOSITION_LIST_NEXT = pattern_cache.compile(r"(?:(?:,\s(?:and\s)?|\s(?:and|or)\s)\d[\d.]*)+\s?(?:vol|wt)\.?\s?\\?%")


# a share of mass or volume as written: "44 wt%", "8.9 vol.%"
_SHARE_OF_MASS = r"\d[\d.]*\s?(?:vol|wt)\.?\s?\\?%"
# "44 wt% in single-stage HTL to 36": a pair's first share, its second after it
_SHARE_THEN_TO = pattern_cache.compile(rf"{_SHARE_OF_MASS}[^.;]{{0,60}}?\sto\s\$?\d")
# "from 44 wt% in single-stage HTL to ": the first level of a pair of shares
_FROM_SHARE_TO = pattern_cache.compile(rf"\b(?P<from>from\s)\$?{_SHARE_OF_MASS}[^.;]{{0,60}}?\sto\s\$?$")


def _composition_measured(text: str, at: int, end: int) -> bool:
    """Is a mass or volume share at ``at`` a change or the level of a measure the sentence
    names ("a root mean square error of 1.2 vol.%", "the porosity was 8.9 vol.%"), not a
    composition set?"""
    if _BY_BEFORE.search(text, max(0, at - 30), at):
        return True  # a change by it: "lowers the porosity by 1.2 vol.%"
    lo = max(_sentence_start(text, at), at - 160)
    if C.FROM_TO_CHANGE.search(text, lo, at) is not None and _SHARE_THEN_TO.match(text, at):
        return True  # the level a change started from: "ash content increased from 0.4 wt% ... to"
    if (first := _FROM_SHARE_TO.search(text, lo, at)) is not None and C.FROM_TO_CHANGE.search(text, lo, first.end("from")):
        return True  # and the level it reached: "... from 44 wt% in single-stage HTL to 36 wt%"
    # (a share before the noun it is of stays a composition: "compared with 10 wt% filler composites")
    if C.NOUN_AFTER_UNIT.match(text, end) is None and (
        (compared := C.COMPARED_BARE_BEFORE.search(text, max(0, at - 30), at)) is not None and not compared.group().lower().startswith("from")
        or C.SCORE_VERB_MEASURE_OF.search(text, max(0, at - 80), at) is not None
        or C.FOUND_MEASURE_OF.search(text, max(0, at - 80), at) is not None
    ):
        return True  # a level reached or compared: "had a nitrogen content of 2.4 wt%, compared with 5.9 wt%"
    measured = _MEASURE_OF_BEFORE.search(text, max(0, at - 60), at)
    if measured is not None and (_names_measure_at_head(measured) or C.METRIC_ANY.fullmatch(measured.group("head"))):
        return True  # "a root mean square error of", "an RMSE of"
    said = _said_before(text, at)
    return _measure_said(text, at, said) is not None or bool(_property_said(text, said))


# shares coordinated before a share: "40% and ", "10%, 20% and "
_PERCENT_LIST_BEFORE_REV = pattern_cache.compile(
    r"(?<![\w.,%])(?:\d[\d.]*\s?\\?%(?:,\s(?:and\s)?|\s(?:and|or)\s))+$", regex.REVERSE
)
# "with 1%, 10% and 100% of the labels": the list is read where it ends
_PERCENT_LIST = pattern_cache.compile(r"(?:(?:,\s(?:and\s)?|\s(?:and|or)\s)\d[\d.]*\s?\\?%)+(?=\$?\s?of\s)")


# "at SNRs from ", "at speeds from 1 m/s to ": a range of conditions a finding holds over
_AT_CONDITIONS_FROM = pattern_cache.compile(
    r"\bat\s(?:\p{L}[\w-]*\s)?\p{L}[\w-]*s\sfrom\s(?:[-+−]?\$?[\d.,]+\s?\S*\sto\s)?\$?$"
)


_BY_AMOUNT = pattern_cache.compile(r"\bby\s(?:[\w-]+\s){0,3}?[+−-]?\$?\d")


_AS_WORD = pattern_cache.compile(r"\bas\s", regex.IGNORECASE)


# "at a ", "at the ": a share right after is the setting a measure is read at
_AT_ARTICLE_BEFORE = pattern_cache.compile(r"\bat\s(?:a|an|the)\s\$?$")
# "at a 23% lower cycle cost", "at a 1.72% BD-rate loss": a change paid for, no setting
_CHANGE_AFTER_AT = C.rx(r"\$?\s(?:[\w-]+\s){0,2}?(?:⟨changes.comparative⟩|⟨changes.cue_noun⟩)\b", regex.IGNORECASE)
# "defined a priori as agreement of at least ": a bound a definition sets
_BOUND_WORDS = r"\b(?:⟨phrases.bound⟩|more\sthan|fewer\sthan)\s\$?$"
_BOUND_OR_MORE = C.rx(_BOUND_WORDS, regex.IGNORECASE)
_DEFINED_BOUND = C.rx(r"\b(?:⟨phrases.definition_word⟩)\b[^.;]{0,100}?" + _BOUND_WORDS, regex.IGNORECASE)
# "regression was defined as a loss of ": a definition before a level bounded after it ("0.2
# logMAR or more")
# (the word's "as", in the number's clause: not "reached consensus ... while maintaining an
# accuracy of 0.9 or higher", "with success defined as task completion, the agent achieves 85% or more")
_DEFINED_BEFORE = C.rx(r"\b(?:⟨phrases.definition_word⟩)\sas\b[^.;,]{0,100}?$", regex.IGNORECASE)
# "the labels needed to reach ", "5x fewer annotated images to reach a ": a target level
_TARGET_BEFORE = C.rx(r"\b(?:⟨phrases.target_lead⟩)\sto\s(?:⟨phrases.target_verb⟩)\s(?:(?:a|an|the)\s)?\$?$", regex.IGNORECASE)


def _keep(text: str, c: Candidate) -> bool:
    if "ing " in text[max(0, c.start - 90) : c.start] and _GERUND_BY.search(text, max(0, _sentence_start(text, c.start)), c.start):
        return False  # "Reducing coastal pumping by 30% alone limits the loss": the change a scenario sets
    if _BOUND_OR_MORE.search(text, max(0, c.start - 16), c.start) and _DEFINED_BOUND.search(text, max(0, c.start - 140), c.start):
        return False  # "consensus was defined as agreement of at least 75% of panelists": a threshold set
    if _BOUND_AFTER.match(text, c.end) and _DEFINED_BEFORE.search(text, max(0, c.start - 110), c.start):
        return False  # "regression was defined as a loss of 0.2 logMAR or more": the same, bounded after
    if " to " in text[max(0, c.start - 16) : c.start] and _TARGET_BEFORE.search(text, max(0, c.start - 90), c.start):
        return False  # "the labels needed to reach 90% accuracy dropped by half": a target set, no level found
    if C.IN_INTERVAL.search(text, max(0, c.start - 45), c.start):
        if c.value_high is not None:
            # "95.2% (95% CI, 86.7–99.0%)": the interval of the level before it, reported
            # with it (GUIDELINES: every number reporting a finding), read as that level's
            c.extras["interval"] = True
            return True
        return False  # "91.2% (95% CI: 88.1%, 93.7%)": an interval's bounds
    if _AS_WORD.search(text, max(0, c.start - 80), c.start) and C.SWEEP_BEFORE.search(text, max(0, c.start - 80), c.start):
        return False  # "as latency grows from 100 ms to 400 ms": a condition swept over
    if " from " in text[max(0, c.start - 60) : c.start] and (at := _AT_CONDITIONS_FROM.search(text, max(0, c.start - 60), c.start)):
        # "reduces the error by 37% at SNRs from -10 dB to 0 dB": the conditions' range (not
        # the change's own "from A to B": "boosts its success rate across four suites from 71%")
        lo = max(0, _sentence_start(text, c.start), c.start - 160)
        from_end = text.find(" from ", at.start()) + 6
        if not C.FROM_TO_CHANGE.search(text, lo, from_end) or _BY_AMOUNT.search(text, lo, at.start()):
            return False
    if (
        c.unit in ("percent", "pp")
        and _AT_ARTICLE_BEFORE.search(text, max(0, c.start - 8), c.start)
        and C.NOUN_AFTER_UNIT.match(text, c.end)
        and not _CHANGE_AFTER_AT.match(text, c.end)
    ):
        return False  # "at a 1% false positive rate", "at the 5% significance level": where it is read (not "at a 23% lower cost")
    if c.unit in ("percent", "pp"):
        chain = _SLASH_CHAIN.match(text, c.end) or _PERCENT_LIST.match(text, c.end)
        end = chain.end() if chain else c.end
        if _is_setting_percent(text, c.start, end):
            return False
        listed = _PERCENT_LIST_BEFORE_REV.search(text, max(0, c.start - 60), c.start)
        if listed is not None and _is_setting_percent(text, listed.start(), end):
            return False  # "we added 10% and 20% rubber": the list's setting, its last share too
        composition = _COMPOSITION_UNIT.search(text, c.num_end, c.end) or c.end == c.num_end and _COMPOSITION_LIST_NEXT.match(text, c.end)
        if composition and not c.pair and not _composition_measured(text, c.start, c.end):
            return False  # "with 3 wt% Pt", "blends of 10, 20 and 30 vol% OME": how the material is made
    if C.PLUS_MINUS.search(text, max(0, c.start - 6), c.start) and _rx(
        r"(?:±|\\pm|\+-|\+/-|\$\\pm\$)\s?\$?\s?$"
    ).search(text[max(0, c.start - 8) : c.start]):
        return False  # the spread of another number
    if c.unit == "times" and C.SCALING_BY.search(text, max(0, c.start - 50), c.start):
        return False  # "upscale outputs by 2-4x": a scale factor, not a finding
    if (
        c.unit == "times"
        and _AT_TIMES_BEFORE.search(text, max(0, c.start - 40), c.start)
        and (noun := _NOUN_NEXT.match(text, c.end))
        and not C.METRIC_ANY.match(text, noun.end() - len(noun.group().split()[-1]))  # ("at 2.6x speed", "at 2.5x throughput": a level)
        and not _RUNS_AT_BEFORE.search(text, max(0, c.start - 40), c.start)  # ("runs at 40x real-time")
    ):
        return False  # "at 4x and 8x acceleration": the factor of a condition, not a finding
    if c.unit == "times" and C.AS_MUCH_AFTER.match(text, c.end) and C.MULTIPLE_SETTING_BEFORE.search(text, max(0, c.start - 40), c.start):
        return False  # "trained for twice as many epochs", "a network of twice as many nodes": a setting or a size
    if (
        c.unit == "times"
        and C.AS_MANY.match(text, c.end)
        and (used := C.USING_BEFORE.search(text, max(0, c.start - 30), c.start)) is not None
        # (not a system's cost compared, "PDRAT requires 1.4x more memory than X", nor what a
        # system requires or needs, compared or not, "sequence models require about 3 times
        # more compute"; but "we train with 4x more compute than X", "using 3x more compute",
        # "we need 4x more samples" are settings)
        and not (
            (
                (C.MORE_COST_THAN.match(text, c.end) and not _SETTING_USE.match(text, used.start()))
                or _NEEDS.match(text, used.start()) is not None
            )
            and not _WE_SUBJECT_BEFORE.search(text, max(0, used.start() - 30), used.start())
        )
    ):
        return False  # "using 4x as many particles": a setting
    return _keep_bound(text, c)


def _keep_bound(text: str, c: Candidate) -> bool:
    if _in_bound(text, c.start):
        return False
    return True


def extract_results(doc: Abstract | Doc | str, datasets: Sequence[DatasetMention] = ()) -> list[Result]:
    """Every reported number of the abstract as a ``Result``, in text order, with spans
    and ``text`` of the abstract as stored.

    Reads only the clean view and its sentence spans: numbers, hedges and cues are
    decided at the character level, so no full parse is needed.
    """
    abstract = as_abstract(doc)
    text = abstract.text
    cands = find_numbers(text)
    if cands and datasets:
        # a number that is part of a dataset's name is none of its results ("NTU RGB+D 120")
        cands = [c for c in cands if not any(d.start <= c.start and c.end <= d.end for d in datasets)]
    if not cands:
        return []
    out = _points_by_levels(_read(abstract, cands, abstract.sentences or [(0, len(text))], datasets))
    raw = abstract.raw
    for i, r in enumerate(out):
        # spans of the clean view -> the abstract as stored, math delimiters kept whole
        start, end = _dollar_span(raw, *abstract.span(r.start, r.end))
        changes = {}
        if (start, end) != (r.start, r.end) or r.text != raw[start:end]:
            changes = {"text": raw[start:end], "start": start, "end": end}
        if not abstract.clean.identity:
            for name in ("metric", "baseline"):
                phrase = getattr(r, name)
                if phrase and (written := _as_written(abstract, phrase, r.start)) != phrase:
                    changes[name] = written
        if changes:
            out[i] = replace(r, **changes)
    return out


def _as_written(abstract: Abstract, phrase: str, at: int) -> str:
    """A phrase of the clean view (a metric, a baseline) in the words of the abstract as
    stored, when the view resolved markup in it ("Kendall's $\\tau$" reads "Kendall's τ"
    in the view, "R$^2$" reads "R2"): GUIDELINES keep the text's own words.  The
    occurrence nearest before the number ``at`` (view offsets) is the one read, else the
    first after it."""
    text = abstract.text
    lo = text.rfind(phrase, 0, at)
    if lo < 0:
        lo = text.find(phrase, at)
    if lo < 0:
        return phrase
    start, end = _dollar_span(abstract.raw, *abstract.span(lo, lo + len(phrase)))
    written = abstract.raw[start:end]
    if len(_UNESCAPED_DOLLAR.findall(written)) % 2 or not _SCRIPT_OR_LETTER_MATH.search(written):
        # (a phrase that cuts through math, or whose math writes a number only or markup
        # outside math, reads as the view resolved it: "top-$1$ accuracy", "R\\&D-Agent")
        return phrase
    if written.startswith("$") and written.endswith("$") and len(_UNESCAPED_DOLLAR.findall(written)) == 2:
        written = written[1:-1]  # a measure written as math whole: "an $R^2$ of 0.84" is R^2
    return " ".join(written.split())


_UNESCAPED_DOLLAR = pattern_cache.compile(r"(?<!\\)\$")
# math that writes a letter or a script: "$\\tau$", "R$^2$", "AP$_{50}$", "$R^2$"
_SCRIPT_OR_LETTER_MATH = pattern_cache.compile(r"(?<!\\)\$[^$]*?(?:[\\^_]|\p{L})[^$]*?(?<!\\)\$")


# "N points" as written (not "percentage points", "% points", "pp")
_POINTS_WRITTEN = pattern_cache.compile(r"\bpoints?\b(?<!percentage[\s-]points?)(?<!percent[\s-]points?)")
_FOLD = pattern_cache.compile(r"[\s\-_.]+")
_BARE = pattern_cache.compile(r"\$?[+\-−]?\d[\d.,]*\$?")


def _points_by_levels(out: list[Result]) -> list[Result]:
    """"N points" of a metric are on the scale the abstract writes that metric's levels
    in: percentage points where its levels carry a percent sign ("from 41.3% to 40.7%, a
    drop of 0.6 points"), the metric's own points where they are bare ("F1 scores of
    83.41 ..., by up to 1.9 points"; GUIDELINES: F1 on 0-100 without % is points).
    Where the abstract gives no level of it, the sentence's reading stands."""
    # (a level on a 0-1 scale says nothing of points above 1: "accuracy above 0.9 ... a
    # drop as high as 95 points"; percentage points written out anywhere say percent)
    levels = [
        (_FOLD.sub("", r.metric.lower()), r.unit, r.value)
        for r in out
        if r.kind == "score" and r.metric and r.unit in ("percent", "points") and "point" not in r.text.lower()
    ]
    # (a bare number took "points" from the one after it: "a gain of 6.1 and 4.7 points")
    if not levels or any(r.unit == "pp" and not _POINTS_WRITTEN.search(r.text) and not _BARE.fullmatch(r.text) for r in out):
        return out
    for i, r in enumerate(out):
        if r.unit not in ("pp", "points") or "%" in r.text or "percent" in r.text.lower():
            continue
        if not _POINTS_WRITTEN.search(r.text) and not _BARE.fullmatch(r.text):
            continue
        m = _FOLD.sub("", r.metric.lower()) if r.metric else None
        units = {u for lm, u, v in levels if m and lm and (lm in m or m in lm) and (u != "points" or v > 1 or r.value < 1)}
        if not units and r.unit == "pp" and not (r.metric and (C.SCORE_METRIC.search(r.metric) or C.METRIC_NAME_IN.search(r.metric))):
            # no level of its own metric: the scale every level of the abstract is written
            # in ("F-measure of 89.6 ..., improving downbeat tracking by 3.1 points"; only
            # towards the metric's points, and not for a measure the lexicon knows: "improves
            # exact-match accuracy by 9.4 points", "BLEU by 1.8 points")
            units = {u for _, u, v in levels if u != "points" or v > 1 or r.value < 1}
        if units == {"points"} and r.unit == "pp":
            out[i] = replace(r, unit="points")
        elif units == {"percent"} and r.unit == "points":
            out[i] = replace(r, unit="pp")
    return out


def results_from_text(text: str, datasets: Sequence[DatasetMention] = ()) -> list[Result]:
    """Like ``extract_results`` but from raw text."""
    return extract_results(text, datasets)


def _read(
    abstract: Abstract, cands: list[Candidate], sents: list[tuple[int, int]], datasets: Sequence[DatasetMention]
) -> list[Result]:
    """Group the numbers by sentence and read each sentence (``number_reading``)."""
    text = abstract.text
    starts = [s for s, _ in sents]
    by_sent: dict[int, list[Candidate]] = {}
    for c in cands:
        i = max(0, bisect_right(starts, c.start) - 1)
        by_sent.setdefault(i, []).append(c)
    out: list[Result] = []
    ds_words = sorted({w for d in datasets for w in (d.name, d.mention) if w}, key=len, reverse=True)
    last: list = []
    last_si = -2
    for si, group in by_sent.items():
        s0, s1 = sents[si]
        # hedges and kind cues: the spaCy matchers' tests on one small window per sentence
        # (from the farthest a cue is read before its first number to just past its last)
        w0 = max(s0, group[0].start - 300)
        w1 = min(len(text), group[-1].end + 40)
        cues = cues_at(text, w0, w1)
        sentence = R.make_sentence(text, s0, s1, group, cues, datasets, ds_words)
        if datasets and not sentence.occ:
            sentence.carried = carried_dataset(text, sents, si, by_sent, datasets, last if last_si == si - 1 else None)
            if sentence.respectively:
                # (the sentence before, when this one coordinates nothing of its own before
                # its numbers: "On one-stage and two-stage detectors, ... 5.1% and 3.8%
                # respectively" reads its own pair)
                own_pair = " and " in text[s0 : group[0].start] or " or " in text[s0 : group[0].start]
                prev = sents[si - 1][0] if si > 0 and si - 1 not in by_sent and not own_pair else None
                sentence.carried_order = carried_in_order(text, s0, s1, datasets, prev)
        last, last_si = R.read_sentence(sentence), si
        for r in last:
            c = r.c
            out.append(
                Result(
                    text=text[c.start : c.end],
                    value=c.value,
                    value_high=c.value_high,
                    unit=r.unit,
                    kind=r.kind,
                    role=r.role,
                    qualifier=r.qualifier,
                    metric=r.metric,
                    dataset=r.dataset,
                    baseline=r.baseline,
                    start=c.start,
                    end=c.end,
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
