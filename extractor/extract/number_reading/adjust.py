"""Steps 4 to 6, each small and each a function of what the metric step found:
``kind_by_metric`` (a cut in time is a speed-up, a gain in an error a reduction),
``unit`` (points are percentage points unless the metric has its own scale) and
``role`` (the paper's own number or a baseline's).
"""

from __future__ import annotations

import regex

from extractor import pattern_cache
from extractor.extract import number_cues as C
from extractor.extract.number_reading.kinds import _SHARE_OF, observed_comparison, system_in_clause
from extractor.extract.number_reading.metrics import NAME_LIKE, _head_measures, _is_measure, head, names_property
from extractor.extract.number_reading.state import _CLAUSE_STOP, Reading, Sentence


def kind_by_metric(s: Sentence, r: Reading) -> str:
    """The metric's head noun adjusts the kind: a gain in speed is a speed-up, a gain in
    an error (percent) a reduction, a cut in time a speed-up, a cut in a score a
    degradation."""
    k, c = r.kind, r.c
    if (
        k == "speedup"
        and _SHORTER_RIGHT.match(r.right)
        and not C.TIME_LIKE.search(r.left_core[-140:])
        and not (r.metric and C.TIME_LIKE.search(r.metric))
    ):
        return "reduction"  # "paths that are 4-7% shorter", "rule sets 38% shorter": a length cut, no time
    if k == "improvement" and (_association(r) or observed_comparison(r)):
        # ("MPAs supported 1.8 times higher fish biomass than fished sites": a difference observed)
        return "other"  # "a 3.1-fold higher risk of revision", "Incidence was 3.6 times higher among"
    if not r.metric:
        return k
    if k == "score" and c.unit not in ("percent", "pp") and _risk_ratio(s, r):
        # "risk ratio [RR], 0.67", "an adjusted odds ratio of 2.7": a ratio of two groups'
        # risks is an association a study observed, no level a system reached (GUIDELINES: other)
        return "other"
    if k == "other" and r.c.extras.get("list_heading"):
        return "score"  # "frame-level AUCs of (Celeb-DF: 89.7%, DFDC: 78.4%)": each item a level of the measure
    score, lower, speed, timed, own_scale = _head_measures(r.metric)
    higher = _higher_at_head(r.metric)
    if k == "improvement" and lower and not score and (_went_up(s, r) or c.extras.get("kind") == "improvement"):
        return "degradation"  # "the error grows by 2.7 times", "FID increases by 2.1 points", "the error triples"
    if c.extras.get("kind") == "improvement" and timed and not score:
        return "degradation"  # "the exact solver's runtime doubles": a time grown
    if c.extras.get("kind") == "reduction" and not lower and (score or C.HIGHER_IS_BETTER.search(r.metric)):
        return "degradation"  # "disabling it halves the throughput": a measure better higher, cut
    if k == "improvement" and (speed or timed and c.unit == "times" and not score):
        k = "speedup"  # "an improvement of 2.1x in latency" is a latency cut
    if (
        k in ("improvement", "degradation")
        # a multiplier's "improvement" of a quantity cuts it ("3x improvement in memory"),
        # of a quality score it stays one ("a 2times improvement in FID": seed gold)
        and (c.unit in ("percent", "pp", "other") or c.unit == "times" and (k == "improvement" and not own_scale or k == "degradation" and _DOWN_BY.search(r.left_core[-60:])))
        and lower
        and not score
        and not (k == "degradation" and _SLOWER_RIGHT.match(r.right))  # ("1.5 s slower than X": more time, worse)
    ):
        k = "reduction"  # (a drop of latency "by 2.9 times" is a cut of it too)
    if (
        k == "degradation"
        and not (score or lower or speed or timed or own_scale or higher)
        and _went_down(r)
        and _made_smaller(r)
    ):
        # "false positives drop by 64%", "host CPU utilization falls by 81%": an amount
        # that went down is made smaller (GUIDELINES: reduction), no performance lost; a
        # measure known to be better higher, or of no amount, stays a degradation
        # ("throughput drops by 9%", "fluency drops by 9%")
        k = "reduction"
    if k == "reduction" and timed and not score:
        k = "speedup"
    if (
        k == "reduction"
        and (score or own_scale and C.HIGHER_IS_BETTER.search(r.metric) or higher)
        and not lower
        and (r.metric_rule is not None or not C.CHANGE_NOUN_AFTER_VALUE.match(s.text, c.end))
        # (not where the cut is only the name of a measure on its own scale: "a compression
        # ratio of 47.5x")
        and not (own_scale and any(C.cue_noun_kind(w.lower()) == "reduction" for w in head(r.metric).split()))
    ):
        # a cut in a quality score or in a measure better higher: "ROUGE-L decreases by 0.3",
        # "compressive strength was reduced by 8.5%" (not a change noun's carried from the
        # sentence's level: "0.912 SSIM ..., a 50x reduction")
        k = "degradation"
    return k


# how often something happens to a group: the measure's head ("revision risk", "risk of PJK"),
# the words right after a multiplier ("3.1-fold higher risk", "1.9 times the odds"), or the
# head of the copula's subject ("Incidence was 3.6 times", "mortality hazard during the
# season was"; not a modifier: "Hazard detection accuracy was"); "more likely" right after a
# number is changes likelihood_after's, read with the kind.  Only rises: a fall of a risk
# stays the reduction it reads as.
# (the last word of a metric's head phrase)
_ASSOCIATION_END = C.rx(r"(?<![\w-])(?:⟨phrases.association⟩)$", regex.IGNORECASE)
_ASSOCIATION_AFTER = C.rx(
    r"\s(?:(?:higher|greater|more|increased|elevated)\s)?(?:the\s)?(?:adjusted\s)?(?:⟨phrases.association⟩)(?![\w-])", regex.IGNORECASE
)
_ASSOCIATION_SUBJECT = C.rx(
    r"\b(?:⟨phrases.association⟩)(?:\s(?:during|in|among|of|for|at)\s[^,;:()]{1,40}?)?\s(?:was|were|is|are)\s(?:(?:only|just|⟨hedge_words⟩)\s)?$",
    regex.IGNORECASE,
)


def _association(r: Reading) -> bool:
    """Is the number a rise of how often something happens to one group against another
    (a risk, odds, incidence: phrases association)?  Such a rise is an association a study
    observed, not a gain (GUIDELINES: other), however the sentence words it ("higher"); a
    system's is its gain, as with changes likelihood_after ("EvoScore's top variants were
    4.6x more likely to improve activity")."""
    if system_in_clause(r.left_core):
        return False
    if r.metric and _ASSOCIATION_END.search(head(r.metric.split(" of ")[0]).strip()):
        return True  # ("the estimated annual incidence", "respiratory hospitalizations")
    return _ASSOCIATION_AFTER.match(r.right) is not None or _ASSOCIATION_SUBJECT.search(_clause_before(r.left_core)) is not None


def _higher_at_head(metric: str) -> bool:
    """Does the metric phrase's head end in a physical property better higher ("28-day
    compressive strength"; not "time needed to reach 85% strength", "strength gain")?"""
    h = head(metric).rstrip()
    return any(m.end() == len(h) for m in C.PHYSICAL_HIGHER.finditer(h))


# "1.4x slower", "1.5 s slower than X": more time taken, worse
_SLOWER_RIGHT = pattern_cache.compile(r"^\s(?:(?:on\saverage|overall)\s)?slower\b")
# "N% shorter", "3 times shorter": a speed-up only of a time
_SHORTER_RIGHT = pattern_cache.compile(r"^\s(?:(?:on\saverage|overall)\s)?shorter\b")


def _went_down(r: Reading) -> bool:
    """Is the number's change a down word's: its verb ("drops by", "fell by 37%") or the
    noun right after it ("a 7.9% drop in")?"""
    return _DOWN_BY.search(r.left_core[-60:]) is not None or _DOWN_RIGHT.match(r.right) is not None


def _made_smaller(r: Reading) -> bool:
    """Is the metric phrase something a down word made smaller (GUIDELINES: reduction), not
    performance lost: an amount (its head a quantity noun, phrases quantity_head, or a count:
    "the number of alerts") or any measure the sentence names that is not known to be better
    higher ("rents fell by up to 11%", "population-weighted PM2.5 declined by 8.4%": in most
    fields a fall is no loss), neither a rate of work done ("transactions committed per second
    falls by 2.3x"), a system's name ("PhaseMix drops by 3.1%") nor a phrase the metric reader
    tore out of a clause ("tumor decreased")?"""
    metric = r.metric
    words = metric.split(" of ")[0].split()
    last = words[-1] if words else ""
    return (
        (
            _QUANTITY_HEAD.fullmatch(last) is not None
            or C.COUNT_METRIC.search(metric) is not None
            # (or things counted: a plural head in lower case, "harmful recommendations",
            # "damage-related stops", "frame drops"; not a system's, "mmFormer and RFNet")
            or _COUNTED_HEAD.fullmatch(last) is not None
            and not any(NAME_LIKE.search(w) for w in words)
            # (or a measure named in words: not one name alone, "BERT drops by 12%", a method's
            # activity, "standard fine-tuning falls by 11%", nor a rate or a ratio of work done,
            # "a 4% drop in acceptance ratio")
            or _TORN_METRIC_END.search(metric) is None
            and not (len(words) == 1 and NAME_LIKE.search(last))
            and not last.endswith("ing")
            and _MEASURE_LIKE.fullmatch(last) is None
        )
        and _GOOD_COUNT.search(metric) is None  # ("correct predictions fall by 12%": a loss)
        and _SYSTEM_NAMED.search(metric) is None
        # (a measure better higher at the phrase's head, not a spread of one: "the standard
        # deviation of power output dropped by 20%" is made smaller)
        and C.HIGHER_IS_BETTER.search(head(metric)) is None
        and _PER_SECOND.search(_clause_before(r.left_core)) is None
    )


def measure_subject(phrase: str) -> bool:
    """Is the subject phrase a measure ("the collision rate", "the number of parameters"),
    not a system?"""
    return _is_measure(phrase.strip()) or C.COUNT_METRIC.search(phrase) is not None


_OWNED_OR_LISTED = pattern_cache.compile(r"['’]s\b|\s(?:and|or|vs\.?)\s|,")


def plain_measure_subject(phrase: str) -> bool:
    """Is the subject of "while <subject> reaches N" a measure alone ("while BLEU reaches
    30.2"), not a system's ("whereas Phishpedia's recall is 0.61") nor measures compared as
    systems ("while BERTScore and ROUGE-L obtain 0.29 and 0.17")?"""
    named = _LEADING_DETERMINER.sub("", phrase.strip())
    if _OWNED_OR_LISTED.search(phrase) is not None or not measure_subject(named):
        return False
    # (no system's name before the measure: not "while GPT-4 accuracy is", "whereas CRF F1
    # reaches", "whereas baseline recall is"; "while the inference latency stayed" is one)
    modifiers = named.split()[:-1]
    return C.METRIC_ANY.fullmatch(named) is not None or not (
        any(w[:1].isupper() or any(ch.isdigit() for ch in w) for w in modifiers) or _SYSTEM_WORD.search(" ".join(modifiers))
    )


_SYSTEM_WORD = C.rx(r"\b(?:⟨baselines.subject_noun⟩|⟨baselines.subject⟩)\b", regex.IGNORECASE)


_LEADING_DETERMINER = pattern_cache.compile(r"^(?:the|its|their)\s", regex.IGNORECASE)


def _went_up(s: Sentence, r: Reading) -> bool:
    """Does a word that only says "up" (kind_cues.tsv ``up``) govern the number: right
    after it ("a 12% increase in error", "12% higher latency"; not "a 25% greater
    reduction"), or as its verb ("the error grows by", "increases the error by"; not
    "improves the MAE on larger graphs by")?"""
    right = _UP_RIGHT.match(r.right)
    if right is not None:
        return C.RIGHT_KIND.match(r.right[right.end() :]) is None
    return _UP_BY.search(r.left_core[-60:]) is not None


def _percent_levels(s: Sentence, r: Reading) -> bool:
    """Does the sentence write levels of the number's measure as percentages: right after
    the measure's name ("an AUROC of 93.4%"), right before it ("71.3% mIoU") or in
    parentheses after the number ("by 1.9 points (46.1% vs. 44.2%)")?"""
    text, name = s.text, r.metric
    named = [m.span() for m in regex.finditer(regex.escape(name), text[s.s0 : s.s1])]
    for x in s.group:
        if x is r.c or x.unit != "percent":
            continue
        if 0 <= x.start - r.c.end <= 4 and text[r.c.end : x.start].strip() in ("(", ""):
            return True
        if any(0 <= x.start - (s.s0 + e) <= 12 for b, e in named):
            return True
        # ("71.3% mIoU", a level; not "a 12% BLEU improvement", a relative change)
        if any(0 <= s.s0 + b - x.end <= 1 and not C.CHANGE_NOUN_AFTER_VALUE.match(text, s.s0 + e) for b, e in named):
            return True
    return False


_DIAGNOSTIC_RATIO = pattern_cache.compile(r"\bdiagnostic\s(?:odds\s)?ratio", regex.IGNORECASE)


def _risk_ratio(s: Sentence, r: Reading) -> bool:
    """Is the number's measure a ratio of two groups' risks or odds?  A name spelled out
    says so ("a hazard ratio of 1.54"; not a test's "diagnostic odds ratio"); an
    abbreviation only with its interval after it ("(HR, 1.54; 95% CI, ...)": an HR alone is
    a recommender's hit ratio, an OR a tracker's overlap ratio, an RR a recall rate)."""
    if not r.metric:
        return False
    named = C.RATIO_METRIC.search(r.metric)
    if named is not None and " " in named.group():
        return _DIAGNOSTIC_RATIO.search(r.metric) is None
    # (an HR weighted or adjusted too: "weighted HR 0.84; 95% CI")
    return (named is not None or r.metric.rsplit(None, 1)[-1] == "HR") and C.CI_AFTER.match(s.text, r.c.end) is not None


def unit(s: Sentence, r: Reading) -> str:
    """``N points``: percentage points unless the metric has its own scale; bare levels
    of a metric are its points."""
    u = r.c.unit
    if u == "points" and r.c.end == r.c.num_end and _risk_ratio(s, r):
        return "other"  # "a hazard ratio of 1.54": a ratio of risks, no point of a scale
    if u == "points?":
        after = r.right[:80]
        if (stop := _CLAUSE_STOP.search(after)) is not None:
            after = after[: stop.start()]
        if C.RATING_SCALE_BEFORE.search(after.split(".", 1)[0]):
            return "points"  # "0.62 points on a seven-point scale": the rating scale's points
        scaled = (r.metric and C.POINTS_SCALE.search(r.metric)) or C.POINTS_SCALE.search(r.right[:30])
        if scaled and r.metric and not C.POINTS_SCALE.search(r.right[:30]) and _percent_levels(s, r):
            # "an AUROC of 93.4%, 5.3 points higher": the sentence writes the measure's levels
            # as percentages, so its points are percentage points
            scaled = None
        if (
            not scaled
            and r.j > 0
            and s.reads[r.j - 1].unit == "points"
            and s.reads[r.j - 1].c.unit == "points?"
            and C.COMPARED_LEVEL_BEFORE.search(s.text, max(0, r.c.start - 40), r.c.start)
        ):
            return "points"  # "by 12.6 points on the FMA-UE compared with 8.9 points": the same scale's
        return "points" if scaled else "pp"
    if u != "other" or r.c.end != r.c.num_end or r.c.extras.get("noun_after") or r.c.extras.get("shared_unit") or r.c.extras.get("currency"):
        # a unit as written, levels of a thing counted ("(12.4 vs. 18.9 steps)"), the unit
        # written after the list the number is in ("errors of 0.061 and 0.074 eV"), or money
        # ("raises sale prices by $0.71": its unit written before it)
        return u
    last = s.group[r.j + 1] if r.c.pair and r.j + 1 < len(s.group) and s.group[r.j + 1].pair else r.c
    if C.RATING_SCALE_AFTER.match(s.text, last.end):
        return "points"  # "from 3.1 to 4.4 on a 5-point Likert scale": ratings, the scale's points
    if last is not r.c and last.end > last.num_end and last.start - r.c.end <= 12:
        return u  # the pair's other end is written in the unit: "the RMSE is reduced from 7.41 to 6.28 cycles"
    clause = _clause_before(r.left_core)
    if r.metric and C.COUNT_METRIC.search(r.metric) or C.COUNT_METRIC.search(clause):
        return u  # the levels of a count ("the number of tool calls drops from 8.4 to 3.1")
    if r.metric and C.METRIC_NAME_IN.search(r.metric) or r.c.pair and (pair_scale(r) or _scored_decimal(s, r, clause)):
        # "mask-AP from 23.7 to 33.9": values on the metric's own scale; "on MT-Bench (6.42
        # vs. 6.47)": decimal levels on a benchmark or a score are its points
        return "points"
    if r.metric and r.c.value_high is None and abs(r.c.value) <= 1 and "." in s.text[r.c.start : r.c.num_end] and _on_unit_scale(s, r):
        return "points"  # "the expected calibration error drops from 0.184 to 0.047": a 0-1 scale (GUIDELINES)
    if (r.metric or r.c.pair) and "." in s.text[r.c.start : r.c.num_end] and not _PER_AFTER.match(s.text, last.end):
        # a bare decimal level of a measure the sentence names, or one end of a before/after
        # pair, is on that measure's own scale ("the median q-error grows from 2.1 to 9.7",
        # "the ratio of performance to deviation rose from 1.6 to 2.7"; nine in ten bare
        # numbers the sample gold marks are points), not a rate per something ("from 4.1 to
        # 11.9 per 100,000")
        return "points"
    return u


_PER_AFTER = pattern_cache.compile(r"\s?(?:per\s|/)")


def _on_unit_scale(s: Sentence, r: Reading) -> bool:
    """May a bare decimal of at most 1 be a level on a 0-1 scale: its pair's other end is
    one too ("from 0.184 to 0.047"; not "from 1.4 to 0.6"), and no number of the sentence
    is in a physical unit ("drops to 0.42 m ..., compared with 0.65")?"""
    if any(x is not r and x.c.unit not in ("percent", "pp", "times", "points", "points?", "") and x.c.end > x.c.num_end for x in s.reads):
        return False
    if r.c.pair:
        for k in (r.j - 1, r.j + 1):
            if 0 <= k < len(s.reads) and s.reads[k].c.pair and abs(s.reads[k].c.value) > 1:
                return False
    return True


def _scored_decimal(s: Sentence, r: Reading, clause: str) -> bool:
    return "." in s.text[r.c.start : r.c.num_end] and (
        C.SCORE_NOUN.search(clause) is not None or any(w in clause for w in s.ds_words)
    )


def pair_scale(r: Reading) -> str | None:
    """The metric named in the clause before a bare pair ("the FVD of the merged model
    rises (from 243 to 251)"): the pair's levels are on its scale."""
    named = C.METRIC_NAME_IN.search(_clause_before(r.left_core))
    return named.group(0) if named else None


def _clause_before(left: str) -> str:
    """The clause a number ends (its last 100 characters at most; ``left`` is the
    number's sentence already)."""
    left = left[-100:]
    stop = None
    for stop in _CLAUSE_STOP.finditer(left):
        pass
    return left[stop.end() :] if stop is not None else left


# an up word right after the number ("12% increase in", "12% higher")
_UP_RIGHT = pattern_cache.compile(r"\s(?:" + C.WAY_UP.pattern + r")(?![\w-])", regex.IGNORECASE)
# an up word as the verb of "by N": the subject's ("the error grows by") or its object's
# ("increases the error by"; no preposition between: not "on larger graphs by")
# a down word as the verb of "by N": "query latency drops by 2.9 times"
_DOWN_BY = C.rx(
    r"\b(?:" + C.WAY_DOWN.pattern + r")\s(?:by\s)?(?:(?:an?|only|just|⟨hedge_words⟩)\s)?\$?$", regex.IGNORECASE
)
# a down word right after the number: "a 7.9% drop in downtown trips", "a nine-fold drop"
_DOWN_RIGHT = pattern_cache.compile(r"\s(?:" + C.WAY_DOWN.pattern + r")(?![\w-])", regex.IGNORECASE)
# a plural noun in lower case ("stops", "reposts"; not "analysis", "status", "this")
_COUNTED_HEAD = pattern_cache.compile(r"\p{Ll}[\p{Ll}-]+[^siu'’]s")
# a metric phrase ending in a change verb or a word no metric ends on ("tumor decreased",
# "text but"): a reading that ran past the measure's name
_TORN_METRIC_END = C.rx(r"\b(?:⟨changes.subject_verb⟩|⟨phrases.metric_stop⟩)$", regex.IGNORECASE)
_GOOD_COUNT = C.rx(r"\b(?:⟨phrases.good_count⟩)\b", regex.IGNORECASE)
_MEASURE_LIKE = C.rx(r"(?:⟨phrases.measure_like⟩)", regex.IGNORECASE)
_QUANTITY_HEAD = C.rx(r"(?:⟨phrases.quantity_head⟩)", regex.IGNORECASE)
_PER_SECOND = pattern_cache.compile(r"\bper\s(?:second|sec|s)\b|/s\b", regex.IGNORECASE)
# a system named as what went down: a mixed-case name, a possessive, or a system's noun
_SYSTEM_NAMED = C.rx(
    r"\b\p{Lu}+\p{Ll}+\p{Lu}[\w-]*|\b\p{Lu}\p{Ll}+[\p{Lu}\d][\w-]*|'s$|\b(?i:⟨baselines.method_noun⟩|⟨baselines.subject_noun⟩)\b"
)
_UP_BY = C.rx(
    r"\b(?:(?:" + C.WAY_UP.pattern + r")\s(?:by\s(?:an?\s)?)?|(?:" + C.WAY_UP_VERB.pattern + r")\s(?:(?!(?:on|in|of|for|at|with|from|over|than)\b)[\w\-]+\s){1,4}?by\s(?:an?\s)?)"
    r"(?:(?:only|just|⟨hedge_words⟩)\s)?\$?$",
    regex.IGNORECASE,
)
# what joins a level to what it is of: "of", "is", "drops to"
_LEVEL_TAIL = C.rx(r"\s(?:of|is|was|at|=|:|(?:⟨changes.subject_verb⟩)\sto)\s\$?$", regex.IGNORECASE)
_CLAUSE_BREAK = pattern_cache.compile(r"(?:[,;:]|\b(?:while|whereas|but|and)\b)[^,;:]*$", regex.IGNORECASE)


_OWNED_LIST_END = pattern_cache.compile(r"\s?(?:for\s|\))")


def role(s: Sentence, r: Reading) -> str:
    """``baseline`` for the baseline's own number, else ``result``."""
    c = r.c
    got = c.role or "result"
    if got != "result" or c.pair:
        return got
    left_core = r.left_core
    if r.index and len(r.lst) > 1 and s.reads[r.lst[0]].role == "baseline" and (
        s.reads[r.lst[0]].c.unit == c.unit or _OWNED_LIST_END.match(s.text, s.group[r.lst[-1]].end)
    ):
        # "compared to 75.3% / 66.0% by the current SOTA": the list is theirs; of several
        # measures where an owner closes it ("compared to 0.951 and 91.5% for X")
        if r.kind == "other" and s.reads[r.lst[0]].kind == "score":
            r.kind = "score"
        return "baseline"
    if C.BASELINE_ROLE_BEFORE_REV.search(left_core[-60:]) and not C.RANGING.search(left_core[-60:]):
        # (a share of the compared group stays a share of a population, as the paper's own:
        # "84% of them reported no pain, compared with 61% of controls")
        shared = r.kind == "other" and _SHARE_OF.match(r.right) and r.j and s.reads[r.j - 1].kind == "other"
        if not shared and (r.kind == "other" or r.j and (prev := s.reads[r.j - 1]).kind == "score" and prev.c.unit == c.unit):
            r.kind = "score"  # "versus 40% for BC", "31.7%, compared with 24.9% for DPO": the baseline's level
        return "baseline"  # "compared to Operator's 23.4%", "vs. 13%"
    if r.j and (prev := s.reads[r.j - 1]).role == "baseline" and prev.c.unit == c.unit and C.FOR_EACH.fullmatch(
        s.text, s.group[r.j - 1].end, c.start
    ):
        if r.kind == "other" and prev.kind == "score":
            r.kind = "score"  # (the next system's level, as the first's)
        return "baseline"  # "compared with 64.5% for FedAvg and 67.2% for SCAFFOLD": the list goes on
    if (tail := _LEVEL_TAIL.search(left_core[-80:])) is not None and C.BASELINE_LEVEL.search(left_core[-80:], 0, tail.start()):
        return "baseline"  # "close to the random baseline of 25%", "below the human performance of 93.5%"
    if (
        (contrast := C.CONTRAST_SUBJECT_CHANGE.search(left_core[-80:])) is not None
        and not C.OWN_SUBJECT.search(contrast.group("b"))
        and not measure_subject(contrast.group("b"))
        # (a change "by" of a property measured is the paper's own finding: "while smoke
        # opacity fell by 43%"; not a method's: "whereas greedy decoding degrades by 9%")
        and not (contrast.group(0).rstrip(" $").endswith("by") and names_property(contrast.group("b")))
    ):
        return "baseline"  # "whereas competing methods degrade by up to 40%" (not "while the collision rate drops by")
    if r.kind == "score" and C.CONTRAST_SUBJECT.search(left_core[-80:]):
        subject = C.CONTRAST_SUBJECT.search(left_core[-80:]).group("b")
        if not C.OWN_SUBJECT.search(subject) and not plain_measure_subject(subject):
            return "baseline"  # "where naive behavior cloning reaches only 20%" (not "while BLEU reaches 30.2")
    if r.kind == "score":
        clause = _CLAUSE_BREAK.search(left_core)
        ctext = clause.group(0) if clause else left_core
        subj = C.BASELINE_SUBJECT.search(ctext)
        if subj and not C.OWN_SUBJECT.search(ctext) and not C.COMPARED_BEFORE.search(ctext[: subj.start()]):
            return "baseline"  # "prior methods reach 40%"
    return got
