"""Step 3, ``metric``: what a number measures, by an ordered cascade of rules
(``METRIC_RULES``) from the words right of it to the words left of it, then inherited
from the list, "in terms of", the pair or the number before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import regex

from extractor import pattern_cache
from extractor.catalog import is_model, lookup
from extractor.extract import number_cues as C
from extractor.extract.abbreviations import find_abbreviations
from extractor.extract.number_reading.kinds import (
    _COUNT_ASIDE,
    _TIME_SHARE,
    _TO_BEFORE,
    _TO_BEFORE_HEDGED,
    _rate_reached,
    counted_share,
    names_system,
)
from extractor.extract.number_reading.phrases import _TRAIL, clean_baseline
from extractor.extract.number_reading.state import (
    Reading,
    Sentence,
    _SUBJECT_VERB_END,
    _last_baseline_before,
    _left_verbs,
    _right_before_cue_match,
    _right_kind,
    _right_noun_match,
    _rx,
    unit_text,
)

_LEAD = pattern_cache.compile(r"^[\s,;:(\[\"]+")
_POSSESSIVE = pattern_cache.compile(r"^(?:(?:[\w\-.]+\s){0,2}[\w\-.]+(?:’s|'s)\s)")
_OF_AFTER = pattern_cache.compile(
    rf"^(?:{_COUNT_ASIDE})?\s?(?:\)\s?)?of\s(?:the\s|all\s)?(?P<x>[^,;.()]{{2,60}})", regex.IGNORECASE
)
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
_THAT_OF = pattern_cache.compile(r"^\s?(?:that|those)\s(?:of|in|at|among|for)\s(?P<b>[^,;.(){}]{2,90})", regex.IGNORECASE)
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


# "latency values of": the word that says levels follow, right after the measure it names
# (not the object of an "of": "the error of pseudo-CT values")
_LEVEL_WORD_END = C.rx(r"^(?!.*\bof\s)(?P<m>.*\S)\s(?:⟨phrases.level_word⟩)$", regex.IGNORECASE)


@lru_cache(maxsize=1024)
def _metric_kept(m: str) -> str | None:
    m = C.METRIC_SKIP_LEAD.sub("", m + " ").strip()
    m = _TRAIL.sub("", m)
    if (level := _LEVEL_WORD_END.match(m)) is not None and _names_measure(level.group("m")):
        m = level.group("m")  # (not "p values", "mean values": no measure without the word)
    if not m or len(m) < 2 or len(m.split()) > 10:
        return None
    if C.NOT_METRIC.match(m) and not _numbered_measure(m):
        return None
    if m[0] == "@":
        return None  # "12% @top-1": a cut-off of the metric named elsewhere, not the metric
    if not _rx(r"\p{L}").search(m):
        return None
    if m.count("(") > m.count(")"):
        m += ")"  # "a Dice similarity coefficient (DSC) of": the abbreviation kept whole
    return _singular(m)


def _numbered_measure(m: str) -> bool:
    """Is a phrase that starts with a number a measure the number only modifies: a window
    an outcome is counted over ("12-week retention", not "the 12-month regimen"), or a
    setting of a named measure ("60-minute MAE", "5-shot accuracy"; not "3-layer baseline
    accuracy", whose words after the number are no measure alone)?"""
    if (window := C.MEASURE_WINDOW.fullmatch(m)) is not None and not C.WINDOW_SETTING_END.search(window.group("rest")):
        rest = window.group("rest")
    elif (numbered := C.NUMBERED_MEASURE.fullmatch(m)) is not None and _names_measure(numbered.group("rest")):
        rest = numbered.group("rest")
    else:
        return False
    return not C.NOT_METRIC.match(rest)


def _singular(m: str) -> str:
    """``accuracies`` as the measure it is the plural of (``accuracies of 0.89 and 0.91``)."""
    return m[:-3] + "y" if m.endswith("ies") and _names_measure(m[:-3] + "y") else m


_names_measure = C.names_measure


def head(metric: str) -> str:
    """The head of a metric phrase: ``number`` in ``number of samples needed ...``."""
    return C.HEAD_SPLIT.split(metric, maxsplit=1)[0]


def last_np(m: str) -> str:
    """The trailing noun phrase of ``m``: cut after its last function word or verb."""
    return C.NP_BREAK.sub("", m)


MetricFound = tuple[str | None, str | None] | None  # (metric, baseline it names) or no answer


def _own_scale(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """The unit was the metric's own scale: ``FID of 1.74``, ``1.60 gFID``."""
    return (_singular(r.c.metric), None) if r.c.metric else None


def _subject_property(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """The property a copula gave the number in its physical unit ("the average permeate
    flux was 71 kg/m² per h"): what the number step found it a finding for, its noun
    phrase (kept whole over "of": "the MAE of vertical excitation energies")."""
    said = r.c.extras.get("said")
    if not said:
        return None
    pre, of, post = said.partition(" of ")
    phrase = last_np(pre) + of + post if of and last_np(post) == post else last_np(said)
    got = clean_metric(phrase, s.ds_words)
    if got and _AVERAGE_LEAD.match(got):
        return None  # "Mean joint tracking error was": the average is a hedge, read by the rules after
    return (got, None) if got else None


# an average word leading a metric phrase that is no metric's own name ("mean joint tracking
# error"; not "mean absolute error", "mean IoU")
_AVERAGE_LEAD = C.rx(r"(?i:mean|average)\s(?!⟨phrases.mean_metric⟩\b)")


def _multiplied_subject(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``the prevalence of frailty nearly doubled``, ``nitrate leaching roughly halved under
    cover crops``: a multiplier verb with no object multiplies its subject, the noun phrase
    its clause opens with (read before the words after it, which say where it was seen)."""
    if not (subject := r.c.extras.get("subject")):
        return None
    start, hedge = subject  # (the subject's last word and the hedges after it, as the number step found them)
    text = s.text
    lo = max(s.s0, start - 120)
    for boundary in _MULTIPLIED_CLAUSE_START.finditer(text, lo, start):
        lo = boundary.end()
    if _ANAPHOR_OF.match(text, lo):
        # "the error of X increases by 12%, whereas that of Y more than doubles": the same measure
        return (s.reads[r.j - 1].metric, None) if r.j > 0 and s.reads[r.j - 1].metric else None
    got = clean_metric(text[lo:hedge], s.ds_words)
    return (got, None) if got else None


_ANAPHOR_OF = pattern_cache.compile(r"(?:that|those)\sof\s", regex.IGNORECASE)
# where that subject's clause starts: after punctuation (and a relative pronoun: "latex, for
# which the APCER halves"), a contrast or an "and" before a determiner; not after a
# preposition that may open a clause
# ("the proportion still active after 8 weeks nearly doubled"), nor inside the subject's noun
# phrase ("the incidence of falls and fractures", "the share of households that own a car")
_MULTIPLIED_CLAUSE_START = pattern_cache.compile(
    r"[,;:]\s(?:and\s)?(?:(?:for|in|of|on|at|with|by)\s(?:which|whom)\s)?|\b(?:while|whereas|but)\s|\band\s(?=(?:the|its|their|our|a|an)\s)", regex.IGNORECASE
)


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


def _times_the_measure(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``3.9× the throughput of RLlib``: a multiple of a measure another has, that measure."""
    if r.c.unit != "times" or not s.text[r.c.start : r.c.start + 2].lstrip("$").strip()[:1].isdigit():
        return None  # (a multiplier verb's object is read by the verb's rules: "doubles the cost")
    if (m := _TIMES_THE.match(right)) is None:
        return None
    got = clean_metric(m.group("m"), s.ds_words)
    return (got, None) if got and (_names_measure(got) or " " not in got and got.islower()) else None


# "the throughput of X", "the accuracy achieved by X": the measure, then whose it is
_TIMES_THE = pattern_cache.compile(r"^\s(?:the|an?)\s(?P<m>[\w-]+(?:\s[\w-]+){0,3}?)\s(?:of|achieved\sby|reached\sby)\s")


def _right_as_many(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``1.4x as many optional exercises``, ``9.7 times as many help requests as``: what is
    counted, a multiple of another's count."""
    if r.c.unit != "times" or (m := _AS_MANY.match(right)) is None:
        return None
    got = clean_metric(m.group("m"), s.ds_words)
    return (got, None) if got else None


_AS_MANY = pattern_cache.compile(
    r"^\sas\s(?:many|much)\s(?P<m>(?!as\b|than\b)[\w-]+(?:\s(?!as\b|than\b|in\b|on\b|for\b|per\b|with\b)[\w-]+){0,3})"
    r"(?=\s(?:as|than|in|on|for|per|with|while)\b|\s?[,.;)]|$)"
)


def _right_added_to(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``adds less than 4% to the mean TPOT``: an overhead on the measure it is added to."""
    if not _ADDS_BEFORE.search(core[-40:]) or (m := _ADDED_TO.match(right)) is None:
        return None
    got = clean_metric(m.group("m"), s.ds_words)
    return (got, None) if got and _measure_like(got) else None


# (a verb of spending right before: "adds less than 4% to the mean TPOT")
_ADDS_BEFORE = C.rx(r"\b(?:⟨costs.verb⟩)\s(?:(?:only|just|⟨hedge_words⟩)\s)*$", regex.IGNORECASE)
_ADDED_TO = pattern_cache.compile(r"^\s(?:to|on\stop\sof)\s(?:the\s|its\s)?(?P<m>[\w-]+(?:\s[\w-]+){0,3}?)(?=[,;.)]|\s(?:while|and|when|of|for|on|in|at|compared|relative)\b|$)")


def _left_kept(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``keeps the deadline-miss ratio under 5%``: the measure held at a level."""
    m = _KEPT_BEFORE.search(core[-90:])
    if m is None:
        return None
    got = clean_metric(m.group("m"), s.ds_words)
    return (got, None) if got and _measure_like(got) else None


_KEPT_BEFORE = C.rx(
    # (the bound may be the number's hedge, read off before: "under 5%")
    r"\b(?:⟨phrases.hold_verb⟩)\s(?:the\s|its\s|their\s)?(?P<m>[\w-]+(?:\s[\w-]+){0,3}?)\s"
    r"(?:(?:under|below|above|at|within|around|near|to)\s)?$",
    regex.IGNORECASE,
)


def _measure_like(phrase: str) -> bool:
    """A measure the lexicon names, or a phrase ending in a ratio, rate or share, or in an
    acronym no catalog knows ("the mean TPOT", "the deadline-miss ratio")."""
    last = phrase.split()[-1]
    return _is_measure(phrase) or _MEASURE_LIKE_END.search(last) is not None or (
        _ACRONYM_WORD.fullmatch(last) is not None and lookup(last) is None and not is_model(last)
    )


_MEASURE_LIKE_END = C.rx(r"(?:⟨phrases.measure_like⟩)$", regex.IGNORECASE)
_ACRONYM_WORD = pattern_cache.compile(r"\p{Lu}{2,6}\d?")


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
    if word and word.group("x") and not C.NOT_METRIC.match(word.group("x")) and word.group("x") not in s.ds_words:
        return word.group("x"), None
    if word and C.NO_NOUN_AFTER.match(right, word.end()):
        if C.PAREN_AFTER_NP_REV.search(core[-80:]) and right[word.end() : word.end() + 1] == ")":
            return None  # "training time (up to 8.67 times faster)": what the parentheses follow
        got = _comparative_metric(word.group("w"))
        if got == "speed" and (named := _speed_of(core)) is not None:
            return named, None  # "trains 4.3x faster": training speed
        measured = _IN_MEASURE.match(right, word.end())
        if measured and _names_measure(measured.group("m")):
            return measured.group("m"), None  # "4.2x faster in wall-clock time than FedAvg"
        if got == "speed":
            return None, None  # "24 times faster" names no measure in the text's words
        return got, None  # "3-17% more accurate and ..."
    m = C.METRIC_RIGHT_COMPARATIVE.match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words)):
        if m.group("cmp").lower() == "faster" and not C.SPEED_LIKE.search(got):
            got = f"{got} speed"
        return got, None
    if word:
        return _comparative_metric(word.group("w")), None
    return None


# "faster in wall-clock time than X": the measure the comparative is in
_IN_MEASURE = pattern_cache.compile(
    r"\sin\s(?:the\s|terms\sof\s)?(?P<m>[\w-]+(?:\s[\w-]+){0,2}?)(?=\s(?:than|compared|over|relative|versus|vs\.?)\b|\s?[,.;)]|$)"
)


def _speed_of(core: str) -> str | None:
    """The activity a speed-up is of, named by the verb or gerund subject right before the
    number ("trains 4.3x faster", "Training is 3.5x faster"), as "<activity> speed"; none
    for an activity too vague to be a measure ("runs 12x faster")."""
    m = C.SPEED_VERB_BEFORE.search(core[-60:])
    if m is None:
        taker = C.SPEED_TAKER.search(core[-200:])
        return f"{taker.group('m').lower()} time" if taker else None
    if m.group("g") and m.group("o"):
        return f"{m.group('g').lower()} {m.group('o').lower()} speed"
    if m.group("n") or m.group("g"):
        noun = (m.group("n") or m.group("g")).lower()
    else:
        verb = m.group("v").lower()
        noun = next((n for pattern, n in C.SPEED_VERBS if pattern.fullmatch(verb)), None)
    # ("runs 12x faster": the whole system is faster, no measure named)
    return f"{noun} speed" if noun and noun not in C.VAGUE_SPEED_NOUNS else None


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
    if _TIME_SHARE.match(right) or r.left.endswith("within "):
        return None  # (a gap is no share: "within 0.2 dB of DeepFilterNet2", "within 0.3% of the original flow")
    if r.c.unit == "other" and C.PER_UNIT.search(unit_text(s.text, r.c)):
        return None  # (what a rate is per: "8.7 MJ kg⁻¹ of evaporated water")
    of = _OF_AFTER.match(right)
    # (a share of a counted population is a measure when a verb says what was done to it:
    # "solves 97% of the queries"; not "in 62% of cases", nor how often the verb's act
    # succeeds: "succeeds in 72% of trials")
    counted = of is not None and C.COUNTED.match(of.group("x")) and not (
        C.SHARE_SCORE_BEFORE.search(core[-60:]) and not _RATE_IN_END.search(core[-4:])
    )
    if (
        of
        and not counted
        and r.c.unit == "percent"
        and _RATE_IN_END.search(core[-4:])
        # (a share of a time is of that time: "converges in 40% of the training time")
        and not C.TIME_LIKE.fullmatch((last_np(of.group("x").split(" of ")[0]).split() or [""])[-1])
        and (clause := _clause_in_share(s, r, right, core)) is not None
    ):
        # "reordering the legend altered the answer in 17% of items": the share counts the
        # items the clause happened in, what it measures (the items are only its denominator)
        return clause
    if of and not counted and (got := clean_metric(of.group("x"), s.ds_words)):
        # (a verb that names the rate it reaches names the measure: "wins 58% of games" is
        # a win rate; the games are only what it is counted over)
        return _verb_nominal(s, r, right, core) or (got, None)
    return None


# "OC-Flow succeeds in 68% of trials", "..., whereas the baseline lost contact in 42% of":
# the clause a share of cases counts, from where it opens to its "in"
# (a clause's words, from where it opens: shared with _CLAUSE_BEFORE_OFTEN)
_CLAUSE_WORDS = r"(?:^|[;:(]\s?|,\s|\b(?:⟨phrases.clause_open⟩)\s)(?P<m>(?:(?!(?:⟨phrases.clause_open⟩)\s)[^\s,;:()]+\s){1,12}?)"
_CLAUSE_IN_SHARE = C.rx(_CLAUSE_WORDS + r"in\s(?:(?:⟨hedge_words⟩|only|just)\s)*\$?$", regex.IGNORECASE)
# the clause's subject where it names a system or is a pronoun, and its copula: "CAEM is
# (preferred)", "it (fails)"
_NAMED_SUBJECT = pattern_cache.compile(
    r"^(?:(?:(?:the|our|its|their)\s)?(?:\S*(?:\d|(?<=\S)\p{Lu})\S*\s)+|(?i:it|they|this|these|we)\s)(?:(?:is|are|was|were)\s)?"
)


# people who do what a share counts, or take a time: "Human evaluators (preferred ...)",
# "Users (need 3.2 minutes)"
_PEOPLE = r"⟨baselines.people⟩|users?|students?|patients?|developers?|subjects?|evaluators?|judges?|listeners?|viewers?|readers?"
_PEOPLE_END = C.rx(rf"(?i:\b(?:{_PEOPLE}))$")
_PEOPLE_SUBJECT = C.rx(rf"^(?:(?:the|our|human|expert|blind|independent|\d+)\s){{0,2}}(?:{_PEOPLE})\s", regex.IGNORECASE)


def _counted_share_predicate(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``2,947 (48.1%) were female``: what those counted did or had, as written."""
    done = counted_share(s, r)
    return (done, None) if done else None


def _share_of_people(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``Remission occurred in 54.8% of participants``, ``Recovery was achieved by 61% of
    participants``: a share of people an outcome happened to measures that outcome, the
    clause's subject (not the people, what the share is counted over)."""
    people = _PEOPLE_SHARE.match(right) is not None
    if not people and r.c.unit != "percent":
        return None
    m = _OUTCOME_IN_END.search(core[-120:])
    if m is not None and not people and (m.group("p") == "by" or m.group("v") and not _OUTCOME_VERB.fullmatch(m.group("v"))):
        # (a share of anything else counts the cases an outcome occurred in, or was seen in:
        # "Recurrence occurred in 5.6% of PECA feet", "in 3.3% after augmentation"; not a
        # passive change, "was reduced in 20%", nor whoever did it, "was preferred by 72%")
        m = None
    if m is None:
        # what these people did, or the compared group's share: "in 54.8% of ketamine-treated
        # participants vs. 27.3% of controls" (the same outcome; not past a contrast or a
        # clause of its own: "..., while 12% of controls dropped out")
        if people and (done := _PEOPLE_THEN_VERB.match(right)) is not None and (not done.group("v").split()[0].endswith("ing") or core.endswith("with ")):
            # "83% of women attended at least four sessions": what they did, as written (a
            # verb phrase, which the noun-phrase cleaning would cut to its first word); an
            # -ing form only after "with" ("with 79% of participants completing ..."; not
            # "83% of users working with X agree", which describes them)
            # (up to the next share: "preferred the water-gradient lens and 23% the control lens")
            return " ".join(_COORDINATION.split(done.group("v"))[0].split()[:8]), None
        prev = s.reads[r.j - 1] if r.j > 0 else None
        if (
            prev is not None
            and prev.metric_rule == "_share_of_people"
            and len(between := s.text[prev.c.end : r.c.start]) < 80
            and not _CONTRAST_BETWEEN.search(between)
            # (beyond people, only the next group's share right after the first's: "in 5.6%
            # of PECA feet and 8.3% of scarf feet", "in 3.3% after augmentation and 7.5% after")
            and (people or _NEXT_SHARE_BETWEEN.fullmatch(between) is not None and _SHARE_TAIL.match(right) is not None)
        ):
            return prev.metric, None
        return None
    if m.group("v") and (m.group("m").endswith(" and") or not _OUTCOME_VERB.fullmatch(m.group("v"))):
        # the verb is the measure when it says no outcome happened to them: "Our outputs were
        # preferred by 72% of users", "X reduced the duration by 18% and was preferred by 79%"
        return m.group("v"), None
    got = clean_metric(m.group("m"), s.ds_words)
    return (got, None) if got else None


_OUTCOME_VERB = C.rx(r"(?:⟨phrases.outcome_verb⟩)", regex.IGNORECASE)
# what a share of cases is counted over, right after it: "of PECA feet", "after augmentation"
_SHARE_TAIL_WORDS = r"\s(?:of|after|in|with|among|for)"
_SHARE_TAIL = pattern_cache.compile(r"^" + _SHARE_TAIL_WORDS + r"\s", regex.IGNORECASE)
_COORDINATION = pattern_cache.compile(r"\s(?:and|but|while|whereas)(?:\s(?=\S*\d)|\s*$)")
# the first group's share's tail (up to four words), then the next group's share, which has
# its own: " of PECA feet and [8.3% of]", " after augmentation compared with [7.5% after]"
_NEXT_SHARE_BETWEEN = C.rx(
    _SHARE_TAIL_WORDS + r"\s(?:[^\s,;:()\d]+\s){0,3}[^\s,;:()\d]+,?\s(?:and|than|⟨baselines.role_marker⟩)\s(?:(?:⟨hedge_words⟩|only|just)\s)?",
    regex.IGNORECASE,
)
_CONTRAST_BETWEEN = C.rx(r";|\b(?:while|whereas|but)\b|,\sand\s", regex.IGNORECASE)
# "of 54.8% of ketamine-treated participants": a share of people
_PEOPLE_SHARE = C.rx(r"^\s?of\s(?:the\s|all\s)?(?:[\w-]+\s){0,2}(?:⟨phrases.people_group⟩)\b", regex.IGNORECASE)
# or what they did, right after them (past a description of them: "38.5% of adults with
# depression reported seeing a professional", "with 79% of participants completing ...")
_PEOPLE_THEN_VERB = C.rx(
    r"^\s?of\s(?:the\s|all\s)?(?:[\w-]+\s){0,2}(?:⟨phrases.people_group⟩)(?:\s(?:with|aged|in|from)\s[^,;()]{1,40}?)?"
    # (a decimal point goes on: "reached an LDL-C below 1.8 mmol/L")
    r"\s(?P<v>\p{Ll}+(?:ed(?!\s(?:with|by|to|in|at|into|from|for|on)\b)|ing)\s(?:[^,;.()]|(?<=\d)\.(?=\d)){1,60})",
)
# the outcome, the subject of a verb that says it happened to them: "Remission of suicidal
# ideation occurred in", "Recovery (EPDS <10) was achieved by", "Harms were reported by"
_OUTCOME_IN_END = C.rx(
    r"(?:^|[,;:]\s|\.\s)(?P<m>[^,;:]{3,90}?)\s(?:(?:was|were)\s(?P<v>\p{L}+ed|seen|shown|⟨phrases.outcome_verb⟩)\s(?P<p>by|in|among)|occurred\s(?:in|among))\s(?:(?:⟨hedge_words⟩|only|just)\s)*$",
    regex.IGNORECASE,
)


_FOUND_LEAD = C.rx(r"^(?:⟨phrases.outcome_verb⟩)\s", regex.IGNORECASE)
_REACHED_LEAD = C.rx(r"^(?:[^,;]*?\s)?(?:⟨phrases.reach_verb⟩|⟨phrases.found_verb⟩)\s(?=\S)", regex.IGNORECASE)
_FOUND_PASSIVE_END = C.rx(r"\s(?:was|were|is|are|been)\s(?:⟨phrases.outcome_verb⟩)$", regex.IGNORECASE)


def _clause_in_share(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``the baseline lost contact in 42% of them``, ``DiPT output is judged adequate in 58%
    of cases``: what happened in that share of cases is what the share measures (the
    clause, without a system that is its subject)."""
    if _OF_AFTER.match(right) is None or (m := _CLAUSE_IN_SHARE.search(core)) is None:
        return None
    # (nor the authors' act of finding it: "We found bugs in 30% of the repositories")
    # ("Potentially harmful content was identified in 1.9% of drafts": the content)
    clause = _FOUND_LEAD.sub("", _PEOPLE_SUBJECT.sub("", _NAMED_SUBJECT.sub("", m.group("m"))))
    clause = _FOUND_PASSIVE_END.sub("", clause.strip())
    # ("models can achieve SOTA results in 68% of the experiments": what they reach there)
    clause = _REACHED_LEAD.sub("", clause)
    got = clean_metric(clause.strip(), s.ds_words, None)
    return (got, None) if got else None


# "nDCG@10 stays within 0.3 points of RankGPT", "keeping diagnostic accuracy within 0.3% of":
# the measure a gap is of, the subject of a verb of staying or the object of one of holding
_GAP_OF = C.rx(
    r"(?:(?<![\w\-@/’'])(?P<s>(?:[\w\-@/’']+\s){0,4}?[\w\-@/’']+)\s(?:stays?|stayed|remains?|remained|is|are|was|were|lies|lie|falls?|fell|comes?|came)"
    r"|\b(?:⟨phrases.hold_verb⟩)\s(?:(?:the|its|their|our)\s)?(?P<o>(?:[\w\-@/’']+\s){0,3}?[\w\-@/’']+))"
    r"\s(?:(?:only|just|still|consistently|always|well|all)\s)?within\s$",
    regex.IGNORECASE,
)


def _gap_of(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``nDCG@10 stays within 0.3 points of RankGPT``: a gap to another system is of the
    measure that stays within it (the system after "of" is the baseline, not the metric)."""
    if not r.left.endswith("within ") or (m := _GAP_OF.search(r.left[-80:])) is None:
        return None  # (the left words with the hedge: the core stops before "within")
    got = clean_metric(last_np(m.group("s") or m.group("o")), s.ds_words)
    return (got, None) if got and _is_measure(got) else None


# "1.8 times more likely to oppose deployment": what the group is likelier to do
_LIKELY_TO = C.rx(
    r"^\s(?:(?:⟨hedge_words⟩)\s)?(?:more|less|as)\slikely\sto\s"
    r"(?P<vp>(?:(?!(?:than|when|if|compared|relative|whereas|while|because|and)\b)[^\s,;:()]+\s){0,7}?[^\s,;:()]+?)"
    r"(?=\s(?:than|when|if|compared|relative|whereas|while|because|and)\b|[,;:()]|\.(?:\s|$)|\s*$)",
    regex.IGNORECASE,
)
# (a phrase cut before a number ends without its preposition's object: "disengage within")
_DANGLING_PREPOSITION = pattern_cache.compile(r"\s(?:within|in|on|for|at|by|of|to|after|before|during|over)$")
# "Suggestions were accepted 1.7x more often": the clause before the number, to its
# copula and hedge
_CLAUSE_BEFORE_OFTEN = C.rx(
    _CLAUSE_WORDS + r"(?:(?:is|are|was|were|be|become|becomes|became)\s)?(?:(?:⟨hedge_words⟩|only|just)\s)*\$?$",
    regex.IGNORECASE,
)


def _likelihood_of(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``users are 14% more likely to reach checkout``: what the group is likelier to do;
    ``Suggestions were accepted 1.7x more often``: what happens more often (a group's
    behaviour, kind other: see ``kinds``)."""
    if C.LIKELIHOOD_AFTER.match(right) is None:
        return None
    if (likely := _LIKELY_TO.match(right)) is not None:
        return _DANGLING_PREPOSITION.sub("", likely.group("vp")), None
    if "likely" in right[:24].lower() or (m := _CLAUSE_BEFORE_OFTEN.search(core)) is None:
        return None
    got = clean_metric(_NAMED_SUBJECT.sub("", m.group("m")).strip(), s.ds_words, None)
    return (got, None) if got else None


# the subject of a clause that opens a sentence or follows a comma or "that": lower-case
# words only (a capital may open the sentence), no digit; systems are no measures either
# (clean_metric drops them: phrases.tsv not_metric)
_PLAIN_SUBJECT = pattern_cache.compile(
    r"(?:^|[,;:]\s|\bthat\s)(?:(?:the|its|their|our)\s)?(?P<m>\p{L}[\p{Ll}\-]*(?:\s(?:of\s)?[\p{Ll}\-]+){1,4})\s?$"
)
_NAME_OR_SYSTEM = pattern_cache.compile(r"\d|(?<=.)\p{Lu}")
_NOT_MEASURED_SUBJECT = C.rx(
    r"(?:⟨phrases.people_group⟩|⟨baselines.method_noun⟩|⟨baselines.subject_noun⟩|groups?|arms?|agents?)$|(?-i:\d|(?<=.)\p{Lu})", regex.IGNORECASE
)
# "2.4 times more likely to ...": the subject is a population, the likelihood what is compared
_LIKELIHOOD = pattern_cache.compile(r"^\s?(?:more|less)\slikely\b")
def _measure_of(phrase: str) -> str:
    """Of "X of Y", the X that is measured ("water consumption of the routes"); a count keeps
    what it counts ("the number of collisions")."""
    return phrase if C.COUNT_METRIC.search(phrase) else phrase.split(" of ")[0]


_RATE_IN_END = pattern_cache.compile(r"\bin\s$")
# the subject of a passive multiplier verb, back to the clause's start ("..., and the number of
# parameters is halved")
_PASSIVE_SUBJECT = pattern_cache.compile(
    r"(?:^|[,;:]\s|\b(?:and|while|whereas)\s)(?:the\s)?(?P<m>[\w-]+(?:\s(?!(?:is|are|was|were|and)\b)[\w-]+){0,5}?)\s(?:is|are|was|were|has\sbeen|have\sbeen)\s"
    r"(?:(?:roughly|nearly|almost|approximately|about|more\sthan|effectively)\s)?$",
    regex.IGNORECASE,
)
_ARTICLE = pattern_cache.compile(r"^\s(?:the|its|their)\s")
# an aggregate word leading a multiplier verb's object ("the average latency")
_AGGREGATE_LEAD = C.rx(r"^\s(?:⟨phrases.aggregate⟩)(?=\s)", regex.IGNORECASE)
_THAN_NEXT = pattern_cache.compile(r"\s*than\b", regex.IGNORECASE)


def _right_np(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """A short noun phrase right after the number: ``save 66.7% inference computations``,
    ``achieving 73.7% AO``."""
    if r.c.unit == "times" and s.text[r.c.start : r.c.end].isalpha():
        if s.text[r.c.end - 1] == "d" and (passive := _PASSIVE_SUBJECT.search(r.left_core[-80:])) and (got := clean_metric(passive.group("m"), s.ds_words)):
            return got, None  # the subject of a passive: "the number of parameters is halved"
        # a multiplier verb's object: "halves the time needed", "triples the throughput of
        # the server" (throughput), "halves the number of tokens sent"
        obj = right[article.end() - 1 :] if (article := _ARTICLE.match(right)) else right
        if (aggregate := _AGGREGATE_LEAD.match(obj)) is not None:
            obj = obj[aggregate.end() :]  # "halves the average task completion latency": the measure averaged
        m = C.RIGHT_NP.match(obj)
        if m and (got := clean_metric(m.group("m"), s.ds_words)):
            measure, of, _ = got.partition(" of ")
            return (measure if of and _names_measure(measure) else got), None
    m = C.RIGHT_NP.match(right)
    if m and (got := clean_metric(m.group("m"), s.ds_words)) and not C.COUNTED.match(got):
        if " " not in got and C.RESULT_AFTER.fullmatch(got):
            return None  # "a 2.9-fold rise": the change itself, of the measure named before it
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
    if r.j > 0 and (verb := s.reads[r.j - 1]).metric and verb.c.extras.get("kind") and _VERB_PAREN.fullmatch(s.text, verb.c.end, r.c.start):
        return verb.metric, None  # "prevalence nearly doubled (from 8.3% to 15.9%)": the verb's measure
    inner = window[window.rfind("(") + 1 :].strip(" :=")
    if inner and C.METRIC_NAME_IN.fullmatch(inner):
        return inner, None  # "lower errors (RMSE 3.12 m)": the measure named inside, before the number
    if _ACRONYM.fullmatch(inner) and any(p.metric and _spelled(inner, p.metric.replace("-", " ").split()) for p in s.reads[: r.j]):
        # "a root-mean-square percentage error of 9.8%, improving on the LUT (RMSPE 19.6%)": the
        # short form of a measure the sentence named, before the number
        return inner, None
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


_ACRONYM = pattern_cache.compile(r"\p{Lu}[\p{Lu}\p{N}@-]{1,9}")
# the parentheses a multiplier verb's levels open right after it: " (from ", " ("
_VERB_PAREN = C.rx(r"\s?\((?:from\s)?(?:(?:⟨hedge_words⟩)\s)?", regex.IGNORECASE)


# the label of an item of a labelled list in parentheses, right before its number
_LABEL_ITEM_END = pattern_cache.compile(r"(?:\(|,\s)(?P<label>\p{L}[\w@.\-]*(?:\s[\w@.\-]+){0,2})\s?:\s?$")


def _labelled_item(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """An item of a labelled list in parentheses: a label that names a measure is the
    item's metric ("(F1: 0.83, AUC: 0.91)"); another says where or under which condition
    ("the following accuracies (in-domain: 96.1%, cross-user: 91.7%)", "accuracies
    (Java-small: 48.2%, Java-med: 55.7%)"), and the list measures what is named before it."""
    m = _LABEL_ITEM_END.search(core[-60:])
    if m is None:
        return None
    label = m.group("label")
    if C.METRIC_NAME_IN.fullmatch(label) or _is_measure(label):
        return clean_metric(label, s.ds_words) or label, None
    opening = core.rfind("(")
    if opening < 0 or ")" in core[opening:] or opening < len(core) - 60:
        return None
    found = _left_paren(s, r, right, core[: opening + 1])
    # (what stands before the list must name a measure: not "the detector remains robust
    # under corruption (noise: 71.2%, ...)", whose items measure nothing the text names)
    if found is not None and found[0] and _is_measure(found[0]):
        return found
    heading = _list_heading(s, core[:opening])
    if heading:
        r.c.extras["list_heading"] = True  # (each item a level of that measure: a score)
    return heading, None


def _list_heading(s: Sentence, before: str) -> str | None:
    """The measure a labelled list reports, named (often in the plural, maybe as an
    acronym) right before it: "achieves the following EERs (Vox1-O: 0.79%, ...)",
    "frame-level AUCs of (Celeb-DF: 89.7%, ...)", "success rates by task length (short:
    81.5%, ...)"."""
    words = last_np(C.LIST_LEAD_IN.sub("", before[-80:])).split()[-3:]  # (not "ablation gives top-1 accuracies")
    phrase = " ".join(words)
    if not words:
        return None
    if words[-1].endswith("s") and not words[-1].endswith("ss"):
        single = " ".join([*words[:-1], words[-1][:-1]])
        if _is_measure(single) or _singular(phrase) == phrase and C.METRIC_NAME_IN.fullmatch(words[-1][:-1]):
            phrase = single
    if not _is_measure(phrase):
        return None
    return clean_metric(phrase, s.ds_words)


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
    """``reduced the latency by 1.4x and the energy consumption by 1.9x`` (or ``... and the
    time-to-first-token from 9.8 s to 1.2 s``): the verb of the number before is elided for
    a new metric."""
    j = r.j
    if j == 0 or s.reads[j - 1].metric is None:
        return None
    m = C.ELIDED_METRIC.match(s.text[s.group[j - 1].end : r.c.start])
    if m and not C.ELIDED_BASELINE_SUBJECT.search(m.group("m")):
        # "while our latency drops by 20%": the subject, not its verb; a subject that is
        # no measure is whose change it is ("whereas competing trackers degrade by")
        verb = _SUBJECT_VERB_END.search(m.group("m"))
        got = clean_metric(m.group("m")[: verb.start()] if verb else m.group("m"), s.ds_words)
        if got and verb and not _is_measure(got):
            return None
        if got and C.METRIC_ANY.search(got.replace("-", " ")):  # ("time-to-first-token")
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
    # (or a multiple of the same measure another has: "was 35 times that of the neat epoxy")
    if not (_right_kind(right) or r.c.unit == "times" and _THAT_OF.match(right)):
        return None
    m = C.COPULA_END.search(core[-150:])
    if not m:
        return None
    before = core[-150:][: m.start()]
    subject = C.CLAUSE_SUBJECT.search(before + " ")
    if subject and (got := clean_metric(subject.group("m"), s.ds_words, None)) and _names_measure(got):
        return got, None
    # "water consumption of the routes was 2-3 times higher than": a subject of common
    # nouns that opens its clause, no name or system among them (not "ThumbArc was"); of
    # "X of Y", X is what is measured
    plain = None if _LIKELIHOOD.match(right) else _PLAIN_SUBJECT.search(before)
    if (
        plain
        and not _NAME_OR_SYSTEM.search(plain.group("m"))
        # (a capital only where the sentence starts: "our Interlacer dynamics is" names a system)
        and (plain.group("m")[0].islower() or plain.start("m") == 0 and len(r.left_core) <= 150)
        and (got := clean_metric(last_np(_measure_of(plain.group("m"))), s.ds_words, None))
    ):
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
    if m is None:
        return None
    phrase = m.group("o") or m.group("s")
    if (got := metric_np(phrase, s.ds_words)) and _names_measure(got):
        return got, None
    # "the success rate of the planner rose to", "the compliance rate with the robot fell
    # to": the measure before whose or where it is
    if (owned := _OWNED_BY.search(phrase)) and (got := clean_metric(last_np(phrase[: owned.start()]), s.ds_words)) and _names_measure(got):
        return got, None
    return None


_OWNED_BY = pattern_cache.compile(r"\s(?:of|with|for|on|in|among)\s")


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


# a capital after a word's first letter or a digit: a name ("PIM-1", "the LSTM", "Acc-2",
# "mmFormer", "CNNs"), not a phrase of ordinary words
NAME_LIKE = pattern_cache.compile(r".\p{Lu}|\d")
_WHERE_AFTER_MEASURE = pattern_cache.compile(r"\s(?:on|in|at|for|across|under|over|within|against)\s")
_WHERE_OF_LEVEL = pattern_cache.compile(r"\s(?:on|in|at|for|across|under|over|within|from|between|per|with\srespect\sto|relative\sto)\s")


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
    if _SUBJECT_VERB_END.search(phrase):
        return None  # "speeds on affected streets declined by": the verb of "by" is the subject's
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
_EARLIER_CHANGE = C.rx(r"\s(?:by|from)\s(?:(?:a|an|⟨phrases.further⟩)\s)*\$?\d", regex.IGNORECASE)


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
    """``M drops by N``, ``performance to degrade as much as N``: the subject of up to seven
    words, then (where that names nothing) of up to ten ("the recall of the power line
    class on DALES increased from"; a longer one first would reach back into a clause
    before: "When we double the number of passages for each of the questions the latency
    increases").  130 characters back: the subject may stand before how it was measured,
    between commas ("Capillary density, determined from biopsies in 16 participants, rose by")."""
    lo = max(0, len(core) - 130)
    if not C.METRIC_LEFT_SUBJECT_REV.search(core, lo):
        return None
    for pattern in (C.METRIC_LEFT_SUBJECT_SHORT, C.METRIC_LEFT_SUBJECT):
        m = pattern.search(core, lo)
        if m is not None and m.group("aside") and _NOT_MEASURED_SUBJECT.search(m.group("m")):
            # (past an aside, the subject is a measure's only when it names no people, group
            # or system: not "Patients, treated with X, improved by", "the student network,
            # distilled from X, drops by")
            continue
        if m is not None and (found := _subject_read(s, core, m)) is not None:
            if found[0] and not _is_measure(found[0]) and (head := _measure_heading(s, core, m.start("m"), m.end("m"))) is not None:
                return head, found[1]
            return found
    return None


# the subject's head: a measure, then where or of what it was taken ("the HTER on the M&I to
# C protocol", "the mean position error of the end effector in the 3 m workspace")
_MEASURE_THEN_WHERE = pattern_cache.compile(
    r"(?<![\w-])(?P<x>(?:[\w'’@-]+\s){0,3}[\w'’@-]+)\s(?:of|on|in|at|for|across|along|over|within)\s"
)
# where a subject's clause may start: after a comma, semicolon or colon (and an "and"), or
# after "and", "that", "while", "whereas" or a subordinator
_SUBJECT_CLAUSE_START = pattern_cache.compile(
    r"[,;:]\s(?:and\s)?|\b(?:and|that|while|whereas|despite|because|although|when|after|since)\s", regex.IGNORECASE
)


def _measure_heading(s: Sentence, core: str, start: int, end: int) -> str | None:
    """The measure heading a subject whose last words name none ("the average speed along
    the course increased": average speed), searched from the clause's start (at or before
    the subject's ``start``) to the subject's ``end``."""
    lo = max(0, start - 160)
    for boundary in _SUBJECT_CLAUSE_START.finditer(core, lo, end):
        if boundary.start() > start:
            break
        lo = boundary.end()  # (the last boundary at or before the subject's start)
    # the clause's first noun phrase (not a measure further in: "Patients with a latency in
    # the upper quartile declined by")
    x = _MEASURE_THEN_WHERE.match(core, lo, end)
    got = clean_metric(x.group("x"), s.ds_words) if x is not None else None
    return got if got and _is_measure(got) else None


# a resource and what it was spent on: "time spent on dependency computation", "the total
# time spent in image computations"
_SPENT_ON = C.rx(r"(?P<m>(?:[\w-]+\s)?(?:time|energy|memory|effort)\s(?:spent|taken|needed|required|used)\s(?:on|in|for|by|per)\s.+)$", regex.IGNORECASE)


def _subject_read(s: Sentence, core: str, m: regex.Match) -> MetricFound:
    phrase = m.group("m")
    named = C.OF_NAMED_BASELINE.match(phrase)
    if named and named.group("b") not in s.ds_words and (
        C.SCORE_METRIC.search(named.group("m")) or C.LOWER_IS_BETTER.search(named.group("m"))
    ) and (got := clean_metric(last_np(named.group("m")), s.ds_words)):
        # "the average accuracy of YOLOv4 improves by 9.19%": YOLOv4's accuracy, improved on
        return got, clean_baseline(named.group("b"))
    if (spent := _SPENT_ON.search(phrase)) is not None and (whole := clean_metric(spent.group("m"), s.ds_words)):
        return whole, None  # "the time spent on dependency computation drops": that time, not its activity
    if " of " in phrase and (tail := clean_metric(last_np(phrase), s.ds_words)) and _names_measure(tail):
        return tail, None  # "for each of the questions the latency increases": its last noun phrase
    got = metric_np(phrase, s.ds_words) if C.OF_BASELINE.match(phrase) else None
    got = got or clean_metric(last_np(phrase.split(" of ")[0]), s.ds_words)
    if (counted := C.COUNT_METRIC.search(phrase)) is not None and (whole := clean_metric(phrase[counted.start() :], s.ds_words)):
        return whole, None  # "while the number of parameters is reduced by": a count is a measure
    if got and _CONTRAST_WORD.search(core, max(0, m.start("m") - 12), m.end("m")) and not _is_measure(got) and not names_property(got):
        # (a property is what changed: "while smoke opacity fell by")
        return None  # "whereas competing trackers degrade by": whose change, not what changed
    if not (got and _names_measure(got)) and (where := _WHERE_AFTER_MEASURE.search(phrase)) is not None:
        # "the average latency on an edge GPU drops": the measure, not where it was taken; a
        # plain phrase too, what was measured ("asking rents in the treated neighbourhoods
        # fell"), not a name ("the recall of PIM-1 on ...")
        measured = clean_metric(last_np(phrase[: where.start()]), s.ds_words)
        if measured and _is_measure(measured):
            got = measured
        elif got and (plain := clean_metric(last_np(phrase[: where.start()].split(" of ")[0]), s.ds_words)) and not NAME_LIKE.search(plain):
            got = plain  # (not past "of": "the token premium of Turkish over English text drops")
    return (got, None) if got else None


def _left_of(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """A level: ``M of N``, ``M reaches N``, ``to N``."""
    window = core[-90:]
    named = r.cue_kind not in ("score", "other") and C.METRIC_LEFT_OF_REV.search(window) and C.METRIC_LEFT_OF_WORD.search(window)
    if named and (not C.METRIC_ANY.search(last_np(named.group("m"))) or C.cue_noun_kind(named.group("m").split()[-1].lower())):
        # after a change, only a noun phrase naming a measure: "compression rates of", "a
        # compression ratio of" (its last words: not "improves accuracy with a loss of")
        named = None
    if r.cue_kind in ("score", "other") or _TO_BEFORE.search(core[-8:]) or named:
        m = C.METRIC_LEFT_OF_REV.search(window) and C.METRIC_LEFT_OF_WORD.search(window)
        if m and m.group("conn").lower().startswith("reach") and not _names_measure(m.group("m")):
            return None  # "naive behavior cloning reaches only 20%": a system, not a metric
        if m and (verb := _SUBJECT_VERB_END.search(m.group("m"))) is not None:
            # "whereas unweighted split conformal drops to 81.2%": the subject names the
            # measure only if it is one ("the latency drops to 12 ms")
            subject = clean_metric(m.group("m")[: verb.start()], s.ds_words)
            if subject and _is_measure(subject):
                return subject, None
            outer = _measure_before_of(s, window, m)
            return (outer, None) if outer else None  # "the sMAPE of arrival forecasts falls to"
        if m and _ELIDED_SUBJECT.search(m.group("m")) and C.LEVEL_CONNECTOR.fullmatch(m.group("conn")):
            return None  # "fell to 38% with no apology but remained at 57%": the subject is elided
        if m and metric_np(m.group("m"), s.ds_words) is None and (where := _WHERE_OF_LEVEL.search(m.group("m"))) is not None:
            # "accuracy on SST-2 stays at 92.7%": the measure, not where (a dataset, no metric)
            measured = clean_metric(last_np(m.group("m")[: where.start()]), s.ds_words)
            if measured and _names_measure(measured):
                return measured, None
        if m and (got := metric_np(m.group("m"), s.ds_words)):
            phrase = window[: m.end("m")]
            if not _names_measure(got) and (where := _WHERE_OF_LEVEL.search(m.group("m"))) is not None:
                # "mean lateral deviation from the row centerline was": the measure, not where
                measured = clean_metric(last_np(m.group("m")[: where.start()]), s.ds_words)
                if measured and _names_measure(measured):
                    return measured, None
            if not _names_measure(got) and phrase.endswith(got):
                # "a classification accuracy of unseen bird species of 12%", "the mean absolute
                # percentage error (MAPE) of arrival forecasts to 6.8%": the measure of what
                if (outer := _outer_measure(s, phrase, len(phrase) - len(got))) is not None:
                    return outer, None
            return got, None
        if m and (outer := _measure_before_of(s, window, m)) is not None:
            return outer, None  # "the MAPE of 24-hour-ahead forecasts to 6.8%": what it measured names no measure
    return None


def _measure_before_of(s: Sentence, window: str, m: regex.Match) -> str | None:
    """The measure before a level phrase that starts with "of" ("the MAPE of 24-hour-ahead
    forecasts to": what precedes "of"), if it names one."""
    return _outer_measure(s, window, m.start("m") + 3) if m.group("m")[:3].lower() == "of " else None


def _outer_measure(s: Sentence, text: str, end: int) -> str | None:
    """The measure ``text[:end]`` ends with before its "of" ("the mean absolute percentage
    error (MAPE) of"), if it names one."""
    outer = _OUTER_OF.search(text, 0, end)
    if outer is None or _QUANTITY.search(outer.group("x")) or not _names_measure(_SHORT_FORM_END.sub("", outer.group("x"))):
        return None  # (not a quantity: "fine-tuning it on just 10 hours of speech brings it to")
    return clean_metric(last_np(outer.group("x")), s.ds_words)


_QUANTITY = pattern_cache.compile(r"(?<![\w.-])\d[\d.,]*\s")
_CONTRAST_WORD = pattern_cache.compile(r"(?i)\b(?:while|whereas)\b")
# a level verb after a conjunction: its subject is the clause's before ("... but remained at")
_ELIDED_SUBJECT = pattern_cache.compile(r"(?i)\b(?:but|and|yet|while|whereas)$")
# a change verb ending a subject phrase ("latency drops", "unweighted split conformal drops")
_OUTER_OF = pattern_cache.compile(r"(?P<x>(?:[\w\-]+\s){0,3}[\w\-]+(?:\s\([\w\-@]{1,12}\))?)\sof\s(?:(?:the|a|an)\s)?$")


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


def _time_taken_by(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``inference takes 18 ms``, ``Inference on a full volume takes about 1.9 seconds``:
    the time of what takes it."""
    if r.c.unit != "other" or not C.TIME_UNIT.fullmatch(unit_text(s.text, r.c)):
        return None
    window = core[-90:]
    m = C.TIME_TAKER_REV.search(window) and C.TIME_TAKER.search(window)
    if m is None:
        gerund = C.TIME_TAKER_REV.search(window) and C.GERUND_TAKER.search(window)
        return (f"{gerund.group('g').lower()} time", None) if gerund else None
    if gerund := _GERUND_BEFORE.search(window, 0, m.start("m")):
        return f"{gerund.group(1).lower()} time", None  # "Decoding a full scene takes 1.5 s"
    got = clean_metric(m.group("m"), s.ds_words)
    if not got or C.NOT_METRIC.match(got) or any(ch.isupper() for ch in got[1:]) or _PEOPLE_END.search(got):
        return None  # (not a name: "FlashNet takes 2 s"; nor people: "Annotators take 45 seconds")
    if C.TIME_WORD.search(got):
        return got, None
    return f"{_PLURAL_END.sub('', got)} time", None  # "Look-ahead simulations complete in 41 s": simulation time


_PLURAL_END = pattern_cache.compile(r"(?<=[^sieu])s$")


_GERUND_BEFORE = pattern_cache.compile(r"(?:^|[,;:]\s|\.\s)(\p{L}{3,}ing)\s(?:(?:a|an|the|each|every|one)\s)?$")


def _activity_time(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``reconstructs a volume in 11 seconds``, ``while texturing a mesh in 74 seconds``:
    the time of the activity the verb or gerund before it names."""
    if r.c.unit != "other" or not C.TIME_UNIT.fullmatch(unit_text(s.text, r.c)):
        return None
    m = C.ACTIVITY_IN_TIME.search(core[-90:])
    if m is None:
        return None
    if m.group("g"):
        return f"{m.group('g').lower()} time", None
    verb = m.group("v").lower()
    noun = next((n for pattern, n in C.SPEED_VERBS if pattern.fullmatch(verb)), None)
    return (f"{noun} time", None) if noun else None


def _before_cue_noun(s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """``performance drops ... N``, ``runtime speedup of N``: the noun before a change noun."""
    lo = max(0, len(core) - 120)
    last = None
    if C.CUE_NOUN_AFTER_WORD.search(core, lo):
        for last in C.METRIC_BEFORE_CUE_NOUN.finditer(core, lo):
            pass
    if last is not None and (got := clean_metric(last_np(last.group("m")), s.ds_words)):
        if _TO_AFTER.match(core, last.end()) and not _is_measure(got):
            return None  # "whereas unweighted split conformal drops to": a system's level
        return got, None
    return None


_TO_AFTER = pattern_cache.compile(r"\sto\s")


_PROPERTY_END = C.rx(
    r"(?<![\w-])(?:⟨phrases.measure_suffix⟩|⟨phrases.measure_like⟩|⟨phrases.measure_head⟩|⟨phrases.generic_head⟩)$", regex.IGNORECASE
)


# the head of a method's name: a gerund ("greedy decoding", "behaviour cloning")
_GERUND_END = pattern_cache.compile(r"\p{Ll}{2,}ing$")


def names_property(phrase: str) -> bool:
    """Does a contrasted subject ("while <subject> fell by") name a property measured ("smoke
    opacity", "peak jerk", "gas production"), not a system: a property's last word, or no
    name, compared system or method noun in it and no method's gerund at its head ("greedy
    decoding", "behaviour cloning")?"""
    phrase = phrase.strip()
    return _PROPERTY_END.search(phrase) is not None or not names_system(phrase) and _GERUND_END.search(phrase) is None


def _is_measure(phrase: str) -> bool:
    """``_names_measure``, a sentence-initial capital off too ("Performance drops to"; the
    measure names are case-sensitive: "MAE" stays)."""
    return _names_measure(phrase) or _names_measure(phrase[:1].lower() + phrase[1:])


MetricRule = Callable[[Sentence, Reading, str, str], MetricFound]
# The metric cascade: the first rule with an answer decides.  Words right after the
# number are read before words before it; a named metric before a generic noun.
METRIC_RULES: tuple[MetricRule, ...] = (
    _own_scale,
    _multiplied_subject,
    _subject_property,
    _gap_of,
    _likelihood_of,
    _right_paren_metric,
    _right_metric_before_cue,
    _right_phrase,
    _right_named,
    _times_the_measure,
    _right_as_many,
    _right_added_to,
    _right_before_cue,
    _right_comparative,
    _right_metric_name,
    _right_noun,
    _counted_share_predicate,
    _share_of_people,
    _share_of,
    _right_np,
    _labelled_item,
    _left_paren,
    _cue_noun_of_metric,
    _left_range,
    _elided_metric,
    _left_verb,
    _left_kept,
    _left_of_baseline,
    _left_subject,
    _level_change,
    _right_in_change,
    _subject_of_comparative,
    _left_of,
    _left_adjacent,
    _time_taken_by,
    _activity_time,
    _before_cue_noun,
    _cue_noun_itself,
    _clause_in_share,
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
    rules = METRIC_RULES if r.index == 0 else _LIST_RULES
    if (found := _first_found(rules, s, r, right, core)) is not None:
        return found
    if r.index == 0 and ", " in core and (aside := _ASIDE_BEFORE_COPULA.search(core)) is not None:
        # "The Faradaic efficiency, determined by gas chromatography, is close to 98%": read
        # again without the aside between the subject and its copula
        found = _first_found(rules, s, r, right, core[: aside.start()] + core[aside.end() :])
        if found is not None:
            return found
    return None, None


def _first_found(rules, s: Sentence, r: Reading, right: str, core: str) -> MetricFound:
    """The first rule's answer (the rule noted on the reading), or None."""
    for rule in rules:
        found = rule(s, r, right, core)
        if found is not None:
            r.metric_rule = rule.__name__
            return found
    return None


# a participle's aside between commas right before the copula that gives the level: how the
# measure was taken, not a clause of its own
_ASIDE_BEFORE_COPULA = pattern_cache.compile(
    r",\s\p{Ll}+ed\s(?:by|from|with|using|in|at|on|over|via|through|across|under|for|after|during)\s[^,;:()]{1,80},(?=\s(?:is|are|was|were)\s[^,;:]*$)"
)


_COORDINATED = pattern_cache.compile(r",\s(?:and\s)?|\sand\s")


def split_over_list(phrase: str | None, r: Reading) -> str | None:
    """``mAP and rank-1 accuracy`` over a list of two numbers: each number its own
    (``False Positive and False Negative rates``: the head is shared)."""
    if not phrase or len(r.lst) < 2 or " of " in phrase:
        return phrase
    if (variants := slashed_variants(phrase)) is not None:
        # "ROUGE-1/2/L of 48.9/21.3/44.1 and 50.2/23.7/46.0", "PSNR/SSIM of 32.1/0.91": one
        # variant per number, in order, the list maybe repeating them (per dataset)
        return variants[r.index % len(variants)] if len(r.lst) % len(variants) == 0 else phrase
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


# a measure's variants written with slashes: "ROUGE-1/2/L", "R@1/5" (a shared stem), or
# measures named whole: "PSNR/SSIM", "AP/AP50/AP75"
_SLASHED_VARIANTS = pattern_cache.compile(r"(?P<stem>.*?[-@\s])(?P<first>[\p{L}\p{N}]{1,3})(?P<rest>(?:/[\p{L}\p{N}]{1,3})+)")
_SLASHED_NAMES = pattern_cache.compile(r"(?P<names>[\p{L}\p{N}@-]{2,}(?:/[\p{L}\p{N}@-]{2,}){1,4})(?:\s(?P<head>\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,2}))?")


def slashed_variants(phrase: str) -> list[str] | None:
    """The measures a slashed phrase names, in order (None if it names one)."""
    if (stemmed := _SLASHED_VARIANTS.fullmatch(phrase)) is not None:
        return [stemmed.group("stem") + v for v in (stemmed.group("first"), *stemmed.group("rest")[1:].split("/"))]
    if (named := _SLASHED_NAMES.fullmatch(phrase)) is not None:
        # (their shared head after them: "Top-1/Top-5 accuracy")
        head = f" {named.group('head')}" if named.group("head") else ""
        return [n + head for n in named.group("names").split("/")]
    return None


# "from 41.5% for the previous best approach to": a pair whose first level names its owner
# (or where or when it was: "from 54.2% in the control condition to")
_OWNED_TO = pattern_cache.compile(r"\s(?P<p>for|with|of|by|in|under|among|during|across)\s(?P<o>[^,;.()\d]{1,60}?(?:\s\([^()\d]{1,12}\))?)\sto\s\$?")


def owned_pair_owner(s: Sentence, r: Reading) -> tuple[str, str] | None:
    """Whose the first level of "from 41.5% for the previous best approach to 52.3%" is,
    read at the second: (the preposition, the owner); None where the number ends no such pair."""
    j = r.j
    if j == 0 or not C.FROM_END.search(s.text, max(s.s0, s.group[j - 1].start - 6), s.group[j - 1].start):
        return None
    m = _OWNED_TO.fullmatch(s.text, s.group[j - 1].end, r.c.start)
    return (m.group("p"), m.group("o")) if m else None


def metric(s: Sentence, r: Reading) -> tuple[str | None, str | None]:
    """The metric of the number: the cascade, else the list's, the sentence's ``in terms
    of``, the pair's, or the number before's (unless this one is a speed-up of its own:
    "51% higher success rate and 2.5x speed up")."""
    sentence_metric = C.SENTENCE_METRIC.search(s.text, s.s0, s.s1)
    if (
        sentence_metric
        and not r.c.metric  # (a level on a named metric's scale is that metric's: "a Kendall's tau of 0.71, compared with 0.48 for the best QA-based metric")
        and not C.METRIC_RIGHT_NAMED.match(r.right)  # "by 10% in the IoU metric": the cascade reads it whole
        and (named := clean_metric(sentence_metric.group("m"), s.ds_words, None))
    ):
        r.metric_rule = "_sentence_metric"
        return named, None  # "on a difficult balanced pair metric, ... by 6.6%"
    reads, j = s.reads, r.j
    if r.c.extras.get("pair_second") and reads[j - 1].metric and (
        r.c.role == "result"
        # (or a compared pair's second, the paper's own level first: "a larger micelle
        # diameter (187 vs. 171 nm)")
        or r.c.extras.get("versus") and reads[j - 1].c.extras.get("versus") and reads[j - 1].c.role == "result"
    ):
        return reads[j - 1].metric, None  # "accuracy (from 31.8% to 92.6%)": the pair's
    if j > 0 and reads[j - 1].metric and owned_pair_owner(s, r) is not None:
        return reads[j - 1].metric, None  # "Dice rises from 41.5% for the previous best to 52.3%": the pair's
    got, base = metric_cascade(s, r)
    if got is None and r.prev_in_list is not None and r.prev_in_list.metric_phrase:
        got = split_over_list(r.prev_in_list.metric_phrase, r)
        if got and clean_metric(got, s.ds_words) is None:
            got = None  # "on the CIFAR-10 and the CelebA datasets": its part names no measure
    # (a speed-up is of the sentence's "in terms of" measure only when that is a time: not
    # "in terms of Action Unit intensity estimation ..., runs two times faster")
    if got is None and s.terms and (r.cue_kind != "speedup" or C.TIME_LIKE.search(s.terms.group("m"))):
        got = listed(s.terms.group("m"), r, s.ds_words) or clean_metric(s.terms.group("m"), s.ds_words)
    if r.metric_phrase is None:
        r.metric_phrase = got
    got = split_over_list(got, r)
    if len(r.lst) > 1 and (listed_object := _object_of_list(s, r)) is not None:
        got = listed_object
    if got is None and r.c.pair and r.c.role == "result" and j > 0:
        got = reads[j - 1].metric
    # (not what a multiple of a count counted: "10 times as many issues as MC, with variances
    # 15 and 6 times narrower")
    # (not a coefficient's in an aside: "81.7% (κ = 0.76) on A and 83.4% on B")
    k = next((i for i in range(j - 1, -1, -1) if not reads[i].c.extras.get("aside")), -1)
    if got is None and k >= 0 and reads[k].metric and (r.cue_kind != "other" or _listed_by_place(s, r, k)) and reads[k].metric_rule != "_right_as_many" and (
        not _other_measure(s, r, reads[k]) or _levels_of_change(s, r, reads[k])
    ):
        own = _right_kind(r.right)
        # (a speed-up after a time is that time's: "classifies a window in 0.41 ms, which is
        # 17x faster than X")
        if not (own and own.group("speedup") and reads[k].cue_kind != "speedup") or C.TIME_LIKE.search(reads[k].metric):
            got = reads[k].metric
            if (phrase := reads[reads[k].lst[0]].metric_phrase) and slashed_variants(phrase) and len(r.lst) > 1:
                got = split_over_list(phrase, r)  # "R@1/5 of 45.2% and 70.1% on A and 40.3% and 66.0% on B"
                r.metric_phrase = phrase  # (for the rest of this list)
    if got is None:
        found = _verb_nominal(s, r, r.right, r.left_core[-200:]) or _earlier_object(s, r, r.right, r.left_core[-200:])
        if found:
            got = found[0]
    if got and _rate_reached(s, r) and not C.METRIC_ANY.search(got):
        got = None  # "runs at 37 fps", "while running at 37 fps": no measure named
    if got is None and r.c.unit == "other" and (measure := C.unit_measure(s.text[r.c.num_end : r.c.end].strip())):
        got = measure  # "consumes 312 mW": what the unit measures (unit_measures.tsv)
    if got is not None and got.endswith(")"):
        got = _with_long_form(s, got)
    return got, base


# a metric phrase ending in a short form: "error (AbsRel)"
_SHORT_FORM_END = pattern_cache.compile(r"\s\((?P<s>[^()\s]{2,12})\)$")


def _with_long_form(s: Sentence, got: str) -> str:
    """A metric read as its head and short form ("error (AbsRel)", "endpoint error (AEE)")
    is the whole long form the short form spells, as the sentence writes it ("absolute
    relative error (AbsRel)", "average endpoint error (AEE)"): the head alone names a
    vaguer measure."""
    m = _SHORT_FORM_END.search(got)
    at = s.text.find(got, s.s0, s.s1) if m is not None else -1
    if at < 0:
        return got
    opening = at + m.start() + 1
    for abbreviation in find_abbreviations(s.text, s.s0, s.s1):
        if (
            abbreviation.short_start == opening + 1
            and abbreviation.long_start < at
            and _spelled(m.group("s"), s.text[abbreviation.long_start : at + m.start()].split())
        ):
            return s.text[abbreviation.long_start : at + len(got)]
    return got


def _spelled(short: str, words: list[str]) -> bool:
    """Do the words spell the short form, each from its first letter on ("absolute relative
    error": AbsRel; "average endpoint error": AEE), the last ones maybe adding nothing (the
    head, "error")?  Not "method improves segmentation quality" for mIoU: Schwartz-Hearst
    pairs letters anywhere, a subject and its verb included."""
    letters = "".join(ch for ch in short.lower() if ch.isalnum())

    def fits(i: int, k: int) -> bool:
        if i == len(letters):
            return True  # (the words left name the head)
        if k == len(words):
            return False
        word = words[k].lower()
        n = 1
        while n <= len(word) and i + n <= len(letters) and word[n - 1] == letters[i + n - 1]:
            if fits(i + n, k + 1):
                return True
            n += 1
        return False

    return len(words) <= 2 * len(letters) and fits(0, 0)


# "by 35% (from 5.5 cm to 3.6 cm)": the levels of the change just reported, in parentheses
_PAIR_IN_PARENS = pattern_cache.compile(r"\s?\((?:from\s)?")


def _levels_of_change(s: Sentence, r: Reading, prev: Reading) -> bool:
    """Is the number the first level of a pair in parentheses right after a change
    ("reduces the ATE RMSE by 35% (from 5.5 cm to 3.6 cm)")?  Those levels are of the
    measure that changed, whatever their unit."""
    return r.c.pair and prev.c.unit != "other" and _PAIR_IN_PARENS.fullmatch(s.text, prev.c.end, r.c.start) is not None


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


@lru_cache(maxsize=1024)
def _head_measures(metric: str) -> tuple[bool, bool, bool, bool, bool]:
    """What the head of a metric phrase measures: a score, lower-is-better, a speed, a
    time, a metric on its own scale (metric phrases repeat across abstracts: "accuracy",
    "inference speed")."""
    h = head(metric)
    named = C.LOWER_IS_BETTER.search(metric)
    if named is not None and named.end() == len(metric.rstrip()) and " " in named.group() and C.SCORE_METRIC.search(named.group()):
        # a lower-is-better name whose last word is a score word ("Brier score", "PAR-2
        # score"): the name, not its head, says which way is better
        return False, True, False, False, bool(C.METRIC_NAME_IN.search(metric))
    lower = C.LOWER_IS_BETTER.search(h)
    if lower and C.HIGHER_IS_BETTER.search(h, lower.end()):
        lower = None  # the head noun is the last: "memory efficiency" is an efficiency
    timed = C.TIME_LIKE.search(h)
    if (lower or timed) and (higher := C.HIGHER_IS_BETTER.search(h)) and all(
        m is None or higher.start() <= m.start() and m.end() <= higher.end() for m in (lower, timed)
    ):
        lower = timed = None  # a higher-is-better measure named with a time word: "watch time"
    return (
        bool(C.SCORE_METRIC.search(h)),
        bool(lower),
        bool(C.SPEED_LIKE.search(h)),
        bool(timed),
        bool(C.METRIC_NAME_IN.search(h)),
    )


# "35.2% with BRIDGE and ": a level, where or how it was measured, the next level
_PLACE_ENUMERATED = pattern_cache.compile(rf"\s{C.LEVEL_PLACE}\s(?!average\b)[^,;.]{{1,50}}?(?:,\s(?:and\s)?|\s(?:and|or)\s)\$?")


def _listed_by_place(s: Sentence, r: Reading, k: int) -> bool:
    """Is ``r`` the next of a list of levels in one unit, each with where or how it was
    measured ("Remission rates were 35.2% with BRIDGE and 38.5% with therapist guidance"),
    so that a measure of no change (kind other) carries over as a score's does?"""
    prev = s.reads[k]
    return (
        k == r.j - 1
        and prev.cue_kind == "other"
        and prev.c.unit == r.c.unit
        and _PLACE_ENUMERATED.fullmatch(s.text, s.group[k].end, r.c.start) is not None
        and C.LEVEL_PLACE_AFTER.match(s.text, r.c.end) is not None  # (its own place too: not "and 20% had adverse events")
    )


def _other_measure(s: Sentence, r: Reading, prev: Reading) -> bool:
    """Does a number in a physical unit measure something else than the score before it?
    ("80.4% mAP ..., which only takes 37.7 ms": no mAP is in milliseconds; "18 KB of RAM
    ... in 9.7 ms": no RAM is in milliseconds)."""
    if r.c.unit != "other":
        return False
    if C.TIME_LIKE.search(prev.metric) and not C.TIME_UNIT.fullmatch(unit_text(s.text, r.c)):
        return True  # (a time's measure, passed on to its speed-up: "2.3 mJ per inference" is none)
    if prev.c.unit == "other":
        # (an enumeration shares its measure: "accuracy of 0.36mm per pixel for shapes,
        # 0.41N for forces")
        return unit_text(s.text, r.c) != unit_text(s.text, prev.c) and not (
            C.ENUM_OTHER.fullmatch(s.text, prev.c.end, r.c.start)
        )
    score, _, _, _, own_scale = _head_measures(prev.metric)
    return score or own_scale
