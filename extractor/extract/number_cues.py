"""The compiled patterns the reported-numbers reader reads a sentence with.

Vocabulary is data: every word list lives in a lexicon file under
``extractor/data/lexicon/`` (hedges, kind cues, change words, metrics, units, baselines,
settings, phrase words), one row per word, each tested on its own.  What stays here is
the grammar around the words: where a word list stands relative to the number, what may
come between.  A pattern names a list as ``⟨file.list⟩`` (rows of ``file.tsv`` whose
``list`` column holds ``list``, in file order) or ``⟨file⟩`` (every row); ``_fill`` puts
the alternation of those rows there.  Closed-class grammar (a lone "of", "to", "by"
between two slots) stays in the patterns themselves.

Every pattern is compiled once: at import, or (``defer``) on first use for the few that
no extraction step reads, or by ``warm_up`` (``read=True``) for those few abstracts need.
"""

from __future__ import annotations

from functools import cache

import regex

from extractor import lexicon, pattern_cache


# ------------------------------------------------------------------ filling templates
def reverse_of(pattern: regex.Pattern) -> regex.Pattern:
    """The reverse twin of an end-anchored pattern (see "end-anchored search" below)."""
    return regex.compile(pattern.pattern, pattern.flags | regex.REVERSE)



_SLOT = pattern_cache.compile(r"⟨([a-z_]+)(?:\.([a-z_]+))?⟩")
# the column each lexicon's words are in
_WORD_COLUMN = {"changes": "word", "baselines": "word", "settings": "word", "phrases": "word",
                "metrics": "metric", "units": "unit", "costs": "word"}


@cache
def _lists(name: str) -> dict[str, tuple[lexicon.Row, ...]]:
    """The rows of lexicon ``name`` by each value of their ``list`` cell, in file order (one
    pass over the file: asking every row about every list was a tenth of this import)."""
    out: dict[str, list[lexicon.Row]] = {}
    for r in lexicon.load(name):
        for v in dict.fromkeys(r.values("list")):
            out.setdefault(v, []).append(r)
    return {k: tuple(v) for k, v in out.items()}


def rows(name: str, list_name: str) -> tuple[lexicon.Row, ...]:
    """The rows of lexicon ``name`` whose ``list`` cell holds ``list_name``, in file order."""
    return _lists(name).get(list_name, ())


@cache
def words(name: str, list_name: str | None = None) -> tuple[str, ...]:
    """The word patterns of lexicon ``name`` (rows of one ``list``, or all), in file order."""
    column = _WORD_COLUMN[name]
    return tuple(r[column] for r in (lexicon.load(name) if list_name is None else rows(name, list_name)))


def alternation(patterns) -> str:
    return "(?:" + "|".join(patterns) + ")"


# slots named for a derived alternation rather than a lexicon list (set below)
_NAMED: dict[str, str] = {}


def _fill(template: str) -> str:
    def slot(m: regex.Match) -> str:
        if m.group(2) is None and m.group(1) in _NAMED:
            return _NAMED[m.group(1)]
        return alternation(words(m.group(1), m.group(2)))

    return _SLOT.sub(slot, template)


def rx(template: str, flags: int = 0) -> regex.Pattern:
    """Compile ``template`` with its ``⟨file.list⟩`` slots filled from the lexicons."""
    return pattern_cache.compile(_fill(template), flags)


# Compiling is most of this module's import time (``regex`` parses in Python: ~10 ms for
# a pattern holding a lexicon's alternation), and every process imports it.  A pattern
# kept only as a reference (or the forward form of a reverse twin), or read by one
# abstract in hundreds, is registered here instead and compiled by the module's
# ``__getattr__`` the first time it is read: the same pattern text and flags, so the same
# pattern, bound as a module global from then on.
#
# A deferred pattern that extraction reads (``read=True``; few abstracts need it, but a
# run of thousands meets one) is compiled by ``compile_read`` from ``warm_up``: before the
# workers fork, so each worker does not compile it again on its own.
_DEFERRED: dict[str, tuple[str, int]] = {}
_READ: list[str] = []


def defer(name: str, pattern: str, flags: int = 0, *, read: bool = False) -> str:
    """Register ``name`` as ``regex.compile(pattern, flags)``, compiled on first use;
    returns ``pattern`` (a twin is built from the text)."""
    _DEFERRED[name] = (pattern, flags)
    if read:
        _READ.append(name)
    return pattern


def compile_read() -> None:
    """Compile now the deferred patterns extraction reads (``defer(..., read=True)``)."""
    for name in _READ:
        if name not in globals():
            __getattr__(name)


def __getattr__(name: str):
    if name not in _DEFERRED:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    compiled = globals()[name] = pattern_cache.compile(*_DEFERRED[name])
    return compiled


def metric_rows(**where) -> tuple[str, ...]:
    """Metric patterns whose columns have the given values (``own_scale=True``)."""
    return tuple(
        r["metric"] for r in lexicon.load("metrics") if all(r.get(k) == v for k, v in where.items())
    )


def _phrase_rx(phrases) -> str:
    """Phrases as written (tokens joined by spaces) as one alternation of literals."""
    return "|".join(regex.escape(p).replace("\\ ", r"\s").replace(" ", r"\s") for p in phrases)


# ---------------------------------------------------------------------------- numbers
# A number: thousands separators, decimals, a bare leading decimal point.
NUM = _fill(
    # a decimal comma (GUIDELINES "Settled cases": "88,3" is 88.3), where a percent sign
    # follows or a level is reported ("an accuracy of 96,3%", "F1 of 88,3"); not a list
    # ("1,2,3") nor thousands ("1,093"); or percentage points ("by 1,8 percentage points")
    # ("0,125 percentage points": no number written in thousands starts with a zero)
    r"(?:(?<![\d,])0,\d{3}(?!\d|,\d)(?=\s?-?⟨units.pp⟩|\s?\\?%)"
    r"|(?<!\d,)\d{1,3},\d{1,2}(?!\d|,\d)(?=\s?\\?%|\s?-?⟨units.pp⟩|\s⟨units.points⟩|(?<=(?:\b(?:of|is|was|were|are|:)\s)\d{1,3},\d{1,2}))"
    r"|(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?)"
)
DECIMAL_COMMA = pattern_cache.compile(r"\d{1,3},\d{1,2}|0,\d{3}")

# A number is never read inside a word or a LaTeX command: ResNet50, Qwen2.5, top-1,
# Recall@1, T^{1/2}, x_1, \ell_0.  A hyphen after a letter also glues (GPT-4.1, level-5).
NUMBER = pattern_cache.compile(
    rf"(?<![\p{{L}}\d.@^_\\]|[^\d%\s$]/|[\p{{L}}]-|[\p{{L}}]−)(?P<sign>[-−+](?=\d))?(?P<num>{NUM}|(?<=[=(]\s?)\.\d+)(?![\d])"
)

WORD_NUMBERS = {r["word"]: r["value"] for r in lexicon.load("number_words")}
WORD_FOLD = pattern_cache.compile(
    r"\b(?P<word>" + "|".join(WORD_NUMBERS) + r")[- ]?fold\b", regex.IGNORECASE
)

# ------------------------------------------------------------------------------ hedges
# The hedge lexicon: one source for the token matcher (``components/result_cues.py``)
# and the reference regex below.  Word hedges are matched on tokens; symbols glue to the
# number in the tokenizer ("~5"), so they stay character-level.
_HEDGES = lexicon.load("hedges")
HEDGE_WORDS = tuple(r["hedge"] for r in _HEDGES if r["form"] == "word" and "before" in r.values("position"))
# "36% on average", "(in average)": a hedge that trails the number
HEDGE_TRAILING = tuple(r["hedge"] for r in _HEDGES if r["form"] == "word" and "after" in r.values("position"))
_HEDGE_SYMBOLS = "|".join(
    regex.escape(r["hedge"]) for r in sorted((r for r in _HEDGES if r["form"] == "symbol"), key=lambda r: -len(r["hedge"]))
)
_HEDGE = _phrase_rx(HEDGE_WORDS) + "|" + _HEDGE_SYMBOLS
HEDGE_NORMAL = {r["hedge"]: r["normal"] for r in _HEDGES if r["normal"]}
# before a range, no hedge but the span it covers ("linear over 1–500 nM")
HEDGE_SPAN = frozenset(r["hedge"] for r in _HEDGES if r["span"])
_NAMED["hedge_words"] = f"(?:{_phrase_rx(HEDGE_WORDS)})"
_NAMED["hedge_symbols"] = f"(?:{_HEDGE_SYMBOLS})"
_NAMED["kind_cues_score"] = alternation(r["cue"] for r in lexicon.load("kind_cues") if r["kind"] == "score")
# the one-word cues of a change (a gain, a cut, a loss): "outperformed", "higher", "fewer"
_NAMED["kind_cues_change"] = alternation(
    r["cue"] for r in lexicon.load("kind_cues") if r["kind"] in ("improvement", "reduction", "degradation") and " " not in r["cue"] and "+" not in r["cue"]
)


# head nouns naming what is measured ("81% accuracy", "in success rate"): the named
# metrics and the generic nouns
# (the named metrics case-sensitive, whatever the pattern's flags: "IS" is not "is")
_METRIC_NOUNS = f"(?:{alternation(metric_rows(noun=True))}|(?-i:{alternation(metric_rows(own_scale=True))}))"
_NAMED["metric_nouns"] = _METRIC_NOUNS

# ------------------------------------------------------------------------------ units
# Matched right after a number (``.match(text, end)``).  The order matters: longest first.
UNIT_PERCENT = rx(r"\s?(?:⟨units.percent_sign⟩|\s?⟨units.percent_word⟩)")
UNIT_PP = rx(r"\s?-?⟨units.pp⟩")
# after a percent sign: "3.2% points", "37.97% absolute"
AFTER_PERCENT_PP = rx(r"\s?⟨units.pp_after_sign⟩\b")
AFTER_PERCENT_ABSOLUTE = rx(r"\s(?:in\s)?\(?absolute\)?(?!\s*(?:⟨changes.noun⟩|⟨phrases.absolute_noun⟩))")
UNIT_POINTS = rx(r"(?:\s|-)⟨units.points⟩\b")
UNIT_TIMES = rx(r"(?:\s?×|⟨units.times_glued⟩)")
# "16 x faster", "2.54 times that of": a spaced x or "times" only when a comparison follows
UNIT_TIMES_SPACED = rx(
    r"\s⟨units.times_spaced⟩(?=\s(?:\w+er\sthan\b|(?:⟨phrases.aggregate⟩\s)?⟨changes.spaced_times⟩\b"
    r"|(?:[\w-]+\s|\([\w-]+\)\s){1,5}?(?:⟨changes.noun⟩|⟨changes.cue_noun⟩)\b)|(?=\)))"
)
# what may follow a multiplier and make it a dimension, a device count or a setting
TIMES_NOT_RESULT = rx(
    r"\s?\$?\s?(?:\d|\{?\\?times\}?\s?\d|[A-Z]\d{2,3}\b|[a-z](?![\w-])|⟨settings.not_times⟩)", regex.IGNORECASE
)
# "speed increase of over 20 times.", "reduces memory by 3 times": a spaced "times" that
# closes a change stated before it (the comparison word is before the number, not after)
UNIT_TIMES_WORD = rx(r"\s⟨units.times_word⟩\b(?!\s(?:a|an|the|per|each|in\sa\srow)\b)")
defer(
    "TIMES_CHANGE_BEFORE",
    # or the multiplier before it in an enumeration: "of 2.5 x in FPS, 2.1 x in latency"
    _fill(
        r"(?:\bby|\b⟨changes.times_before⟩\sof)\s(?:(?:⟨hedge_words⟩|a|an)\s)*$"
        r"|\d\s?[x×]\sin\s[^,;.\d]{1,40}(?:,\s(?:and\s)?|\sand\s)$"
    ),
    regex.IGNORECASE,
    read=True,
)
# "two times faster", "three times higher accuracy": a number word before a spaced
# "times" with the comparison that makes a digit's "3 times" a multiplier
defer(
    "WORD_TIMES",
    _fill(
        r"\b(?P<word>" + "|".join(WORD_NUMBERS) + r")\stimes(?=\s(?:\w+er\sthan\b|as\s(?:many|much)\b|as\s\p{L}+\sas\b"
        r"|(?:⟨phrases.aggregate⟩\s)?(?!the\b|th(?:at|ose)\b(?!\sof\b)|as\b|over\b)⟨changes.spaced_times⟩\b"
        r"|(?:[\w-]+\s|\([\w-]+\)\s){1,5}?(?:⟨changes.noun⟩|⟨changes.cue_noun⟩)\b))"
    ),
    regex.IGNORECASE,
    read=True,
)
# "by an order of magnitude", "two orders of magnitude fewer": a number word's power of ten as
# a multiplier (digits before "orders of magnitude" are a unit of their own: units.tsv)
WORD_MAGNITUDE = pattern_cache.compile(
    # (or a range of them: "two to four orders of magnitude less memory")
    r"\b(?:(?P<low>one|" + "|".join(WORD_NUMBERS) + r")\s(?:to|or|-)\s)?"
    r"(?:(?P<one>an?|one)\sorder|(?P<word>" + "|".join(WORD_NUMBERS) + r")\sorders)\sof\smagnitude\b",
    regex.IGNORECASE,
)
# what makes it a change: a verb of change and "by" before it ("drops by an order of
# magnitude"; not "varies by") or a comparative of speed or amount after it ("an order of
# magnitude faster", "fewer"; not "larger", a size: "models two orders of magnitude larger",
# nor "more", what something requires: "an order of magnitude more compute")
MAGNITUDE_BY = rx(
    r"\b(?:⟨changes.verb⟩|⟨changes.subject_verb⟩)\b(?:(?!\b(?:while|whereas|but|and|although|though|yet)\b)[^,;.]){0,60}\sby\s(?:(?:⟨hedge_words⟩|a|an)\s)*$", regex.IGNORECASE
)
MAGNITUDE_COMPARED = pattern_cache.compile(r"\s(?:faster|slower|quicker|cheaper|fewer|less|lower)\b")
# or a comparison a copula or a comma states with what follows, a ratio between two levels
# found ("was an order of magnitude higher than from intact soils", ", an order of magnitude
# above current carbon prices"; not a size: "indexes an order of magnitude larger than those of
# X", nor a phrase's modifier: "sequences an order of magnitude longer than those seen")
defer(
    "MAGNITUDE_THAN",
    _fill(r"\s(?!(?:⟨changes.size_comparative⟩)\b)(?:⟨changes.comparative⟩|⟨changes.margin_than⟩)\sthan\b|\s(?:⟨changes.level_than⟩)\s(?!\d)"),
    regex.IGNORECASE,
    read=True,
)
defer(
    "MAGNITUDE_PREDICATE",
    _fill(r"(?:\b(?:is|are|was|were|be|been|remains?|remained|stays?|stayed)|,)\s(?:(?:⟨hedge_words⟩|more\sthan|less\sthan|only|just)\s)*$"),
    regex.IGNORECASE,
    read=True,
)
# or a verb that says how far one measurement is from another, or that one outdoes another,
# with "by" right before it ("exceeded the winter median by", "underestimate peaks by up to";
# not what may be: "errors can exceed the nominal value by")
defer(
    "MAGNITUDE_GAP_BY",
    _fill(
        r"(?<!\b(?:⟨phrases.modal⟩)\s)\b(?:⟨phrases.gap_verb⟩|⟨baselines.outdo_verb⟩)\b[^,;:.()]{0,60}?\sby\s(?:(?:⟨hedge_words⟩|a|an)\s)*$"
    ),
    regex.IGNORECASE,
    read=True,
)
# ... but not a spread between things ("differ by an order of magnitude between methods") nor
# a size ("exceeds existing datasets by an order of magnitude in size", "the number of
# parameters exceeds")
defer("MAGNITUDE_SPREAD_AFTER", _fill(r"\s(?:between|across|among|in\s(?:the\s)?(?:⟨changes.size_aspect⟩)\b)"), regex.IGNORECASE, read=True)
defer("MAGNITUDE_SYMMETRIC", _fill(r"(?:⟨phrases.symmetric_gap⟩)\b(?![^,;:.()]*\sfrom\s)"), regex.IGNORECASE, read=True)
defer("MAGNITUDE_SIZE_SUBJECT", _fill(r"\b(?:⟨changes.size_aspect⟩)\b"), regex.IGNORECASE, read=True)
# "by a factor of three": a number word as a factor, after "by" (the change it gives)
WORD_FACTOR = pattern_cache.compile(
    r"(?<=\bby\s(?:(?:about|roughly|nearly|almost|more\sthan|over|up\sto)\s)?(?:a\s)?)factor\sof\s(?P<word>"
    + "|".join(WORD_NUMBERS)
    + r")\b",
    regex.IGNORECASE,
)
# "twice as fast", "twice that of", "twice the throughput", "twice what is reported", "twice as
# many false positives" (a setting's is dropped when kept: numbers._keep, MULTIPLE_SETTING_BEFORE)
defer(
    "WORD_TWICE",
    _fill(
        r"\btwice(?=\s(?:as\s(?!well\b|an?\b|the\b)\w+|that\sof|those\sof|what\b|the\s(?:⟨metric_nouns⟩)))"
    ),
    regex.IGNORECASE,
    read=True,
)
# physical and other units reported as findings ("0.181 N", "2 mm", "4 seconds", "1.8 PB")
# a verb that joins a measure to the level it keeps ("remains", "stays at", "lies"), whole
LEVEL_CONNECTOR = rx(r"(?i:⟨phrases.level_connector⟩)")
# a unit of a rate, per something ("MJ kg⁻¹", "mg/L", "kWh per tonne"): "of X" after it
# names what it is per, no amount of X ("8.7 MJ kg⁻¹ of evaporated water")
PER_UNIT = pattern_cache.compile(r"⁻¹|[−-]1\b|\^\{?-1|/|\bper\b")
UNIT_OTHER = rx(r"\s?(?P<u>⟨units.other⟩)(?![\p{L}\d/])")
RATE_UNIT = rx(r"⟨units.rate_unit⟩")
# "costs USD 0.9 per class", "€2.9 million", "£9.8/h": money, its unit written before the number
# (its scale word and its rate are part of the span; the value stays the number as written)
# the interval of the level just read: "1.54; 95% CI, 1.37-1.73", "0.96 [95% CI", "1.58 (95% CI"
CI_AFTER = pattern_cache.compile(r"\s?[;,(\[]\s?\d{2}(?:\.\d)?\s?%\s?(?:CI|confidence\sinterval)\b")
MONEY_SETTING_BEFORE = rx(r"\b(?:⟨settings.money_setting⟩)\s(?:[\w-]+\s){0,3}?(?:of|=|:|at)\s$", regex.IGNORECASE)
CURRENCY_BEFORE = rx(r"(?<![\p{L}])(?:⟨units.currency⟩)\s?$")
CURRENCY_TAIL = pattern_cache.compile(
    r"(?:\s(?P<scale>millions?|billions?|thousands?|trillions?)\b|\s?(?P<suffix>[kKMB]|[mb]n)(?![\p{L}\p{N}]))?"
    r"(?:\s?/\s?[\p{L}]{1,5}\b|\sper\s(?:(?:\d[\d,]*|million|thousand|billion)\s)?[\p{L}-]+)?"
)
TIME_UNIT = rx(r"⟨units.time_unit⟩")
# after a time: a lead time reached ("180 ms earlier"), a cost per item ("24 ms per scene")
TIME_FINDING_AFTER = rx(r"\s(?:on\saverage\s)?(?:⟨phrases.lead_after⟩|⟨phrases.per_item⟩)\b", regex.IGNORECASE)
# "predicts the reach on average 420 ms before motion onset": a lead time, after a verb of
# anticipating something in the clause
LEAD_BEFORE_AFTER = rx(r"\s(?:⟨phrases.lead_before⟩)\b", regex.IGNORECASE)
ANTICIPATED_BEFORE = rx(r"\b(?:⟨phrases.anticipate_verb⟩)\b[^.;]*$", regex.IGNORECASE)
# "by factors of 5 and 100": the unit written before the number
defer("FACTOR_OF", _fill(r"\b⟨units.factor⟩\s(?:⟨hedge_words⟩\s)?$"), regex.IGNORECASE, read=True)
# verbs that are multipliers themselves: "doubles", "halves"
MULTIPLIER_WORDS = tuple(
    (pattern_cache.compile(rf"\b(?:{r['word']})\b", regex.IGNORECASE), r["value"], r["kind"], r.get("object") or "after")
    for r in lexicon.load("multipliers")
)
# A multiplier verb's word starts with its row's literal lead ("doubl", "halv"): a
# substring test on the lower-cased text rules most abstracts out before the scans.
# (past a lookbehind the row's pattern may open with: "(?<=... in\s)half")
MULTIPLIER_HINTS = tuple(
    regex.match(r"[a-z]*", regex.sub(r"^\(\?<=(?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)", "", r["word"])).group()
    for r in lexicon.load("multipliers")
)
# what a multiplier verb must be followed by: a measure ("the performance", "image and
# group scores", "that of")
defer(
    "MULTIPLIER_OBJECT",
    rf"(?:\s[\w-]+){{0,3}}?\s(?:{_METRIC_NOUNS}|(?i:{alternation(metric_rows(better='lower'))}|{alternation(metric_rows(better='higher'))})|that\sof|those\sof)\b",
    read=True,
)
# a condition the clause of a multiplier verb is ("when the arrival rate doubles")
CONDITION_BEFORE = rx(r"\b(?:⟨phrases.condition_clause⟩)\b[^,;.]*$", regex.IGNORECASE)
# what may follow a multiplier verb with no object: the end of its clause, a comparison
# ("halved relative to the commercial software") or where or when the change was seen
# ("errors roughly double for solo piano", "nearly doubled (from 8.3% to 15.9%)")
MULTIPLIED_NO_OBJECT = rx(r"\s?(?:[.;,:)]|$)|\s\(|\s(?:⟨baselines.marker⟩|⟨phrases.multiplied_scope⟩)(?!\w)", regex.IGNORECASE)
# the subject right before it, maybe past a hedge or an auxiliary ("prevalence has roughly
# doubled"); not the end of an infinitive, a modal's verb phrase or a negation ("aims to
# double", "would have roughly doubled", "never doubled")
MULTIPLIED_SUBJECT = rx(
    r"\b(?!(?:to|⟨phrases.modal⟩|not|never|hardly|longer|no|and|or|the|a|an|is|are|was|were|be|been|has|have|had|⟨hedge_words⟩)\s)"
    r"\p{L}[\p{L}\p{N}'’-]*\s(?P<h>(?:(?:has|have|had|is|are|was|were|be|been|also|further|⟨hedge_words⟩)\s)*)$",
    regex.IGNORECASE,
)
# or a count, after a finite form of the verb: "halves the number of tokens"
MULTIPLIED_COUNT = rx(r"\s(?:the\s)?(?:⟨phrases.multiplied_count⟩)\s", regex.IGNORECASE)
TIMES_AFTER_DIMENSION = pattern_cache.compile(r"\d\s?\$?\s?(?:×|x|X|\\times|\{\\?times\})\s?\$?\s?$")

# --------------------------------------------------------------------------- metrics
# Metrics whose values are reported on their own scale without a percent sign.
# (with a prefix that is part of the name: "micro-F1", "span-level F1")
# (and a two-digit version the name's authors gave it: "COMET-22", "MetricX-23")
_METRIC_NAMES = _fill(r"(?:(?i:⟨phrases.metric_prefix⟩)[-\s])?") + alternation(metric_rows(own_scale=True)) + r"(?:-\d\d(?!\d|\.\d))?"
defer("METRIC_NAME", _METRIC_NAMES, read=True)
defer("METRIC_NAME_IN", rf"(?<![\w]){_METRIC_NAMES}(?![\w])", read=True)
# "the AUC on CAMELYON16 drops by 0.011": a metric on its own scale, the subject of a
# change verb a few words later, changed by a bare decimal
defer(
    "METRIC_SUBJECT_BY",
    rf"(?<![\w-])(?P<metric>{_METRIC_NAMES})(?:\s(?:on|for|in)\s(?:the\s)?[^\s,;.()]+(?:\s[^\s,;.()]+){{0,2}}?)?\s"
    + _fill(r"(?:⟨changes.subject_verb⟩)\sby\s(?:(?:only|just|⟨hedge_words⟩)\s)?$"),
    read=True,
)
# "the SSIM improves to 0.871", "PSDS1 further rises to 0.571", "nDCG@10 is unchanged at
# 0.73": a metric on its own scale, the subject of a change verb, and the level it reaches
defer(
    "METRIC_SUBJECT_TO",
    rf"(?<![\w-])(?P<metric>{_METRIC_NAMES}(?:@\d+(?:\.\d+)?)?)(?:\s\([^()]{{1,20}}\))?(?:\s(?:on|for|in)\s(?:the\s)?[^\s,;.()]+(?:\s[^\s,;.()]+){{0,2}}?)?\s"
    + _fill(r"(?:(?:further|then|also|only)\s)?(?:(?:⟨changes.subject_verb⟩)\s(?:(?:only|just|further|⟨hedge_words⟩)\s)?to|(?:is|was|remains?|remained|stays?|stayed)\s(?:unchanged\s)?at)\s$"),
    read=True,
)
# "FID of 1.74", "FID scores of 1.91/", "BLEU 35.1", "PCC of 0.63", "F1-Score 0.83", "F1@0.05 score of 0.71",
# "an mAP margin of 2.23", "a BLEU gain of 1.2", "a miss rate (lower is better) of 3.7"
_METRIC_BEFORE_VALUE = defer(
    "METRIC_BEFORE_VALUE",
    _fill(
        # (a slashed list of its variants: "ROUGE-1/2/L of 48.9/21.3/44.1")
        rf"(?<![\w-])(?:(?P<metric>{_METRIC_NAMES}(?:@\d+(?:\.\d+)?)?(?:/[\p{{L}}\p{{N}}][\p{{L}}\p{{N}}-]{{0,9}}){{0,4}})(?P<plural>(?<=\p{{L}})s)?(?:\s(?:scores?|values?|margins?|⟨changes.noun⟩))?(?:\s\([^()]{{1,24}}\))?(?P<qual>\s(?:on|for)\s(?:the\s)?[^,;.()\d]{{1,24}}?(?=\sof\s|\sto\s|\s(?:is|are|was|were)\s)|\sof\s(?!all\b)(?:the\s)?[^,;.()\d]{{1,30}}?(?=\sto\s))?|\((?P<metric>{_METRIC_NAMES})\))"
        # (or its level alone in parentheses after it: "the highest C-statistic (0.712, ...")
        r"(?P<conn>\s?⟨phrases.connector⟩\s|\s⟨phrases.change_connector⟩\s|\s?=\s?|:\s|\s\(|\s)"
        r"(?:(?:only|just|a|an|⟨hedge_words⟩)\s|(?P<sym>⟨hedge_symbols⟩)\s)?\$?\s?$"
    ),
    read=True,
)
# the connectors after which a bare decimal is a change of the metric ("mIoU by 7.35")
CHANGE_CONNECTORS = frozenset(words("phrases", "change_connector"))
# "a miss rate of 3.7 / 17.4 on A / B, compared to 4.7 / 18.7 by X": the bare numbers after
# a comparison are the baseline's values of the metric the sentence's own bare numbers had
# "4.4 on a 5-point Likert scale", "7.9 out of 10": a rating, on the scale's points
# the place or condition a bare level of a list was measured at: "76% with RingStage and
# 69% with the vendor's output", "0.937 with all 12 leads and 0.921 with only two"
LEVEL_PLACE = r"(?:on|for|in|at|with|without|under|using|after)"
LEVEL_PLACE_AFTER = pattern_cache.compile(rf"\s{LEVEL_PLACE}\s")
RATING_SCALE_AFTER = rx(r"\s(?:⟨phrases.rating_scale⟩)", regex.IGNORECASE)
# "quality, rated on a 4-point rubric, improved from 1.9 to 3.1": the scale named before
RATING_SCALE_BEFORE = rx(r"\b(?:⟨phrases.rating_scale⟩)\b", regex.IGNORECASE)
# "outperforming the best prior method by": a margin over what is compared follows
# (past an earlier margin's decimal point: "outperforming X by 0.11 and Y by")
BY_AFTER_COMPARISON = rx(r"\b(?:⟨baselines.before_verb⟩)\s(?:[^.;]|(?<=\d)\.(?=\d)){1,80}?\sby\s(?:⟨hedge_words⟩\s|between\s)?\$?$", regex.IGNORECASE)
# "compared with over 80 ms for": a compared level, maybe hedged
COMPARED_LEVEL_BEFORE = rx(r"\b⟨baselines.role_marker⟩\s(?:(?:the|⟨hedge_words⟩)\s)?$", regex.IGNORECASE)
COMPARED_BARE_BEFORE = rx(r"\b⟨baselines.role_marker⟩\s(?:the\s)?$", regex.IGNORECASE)
_METRIC_THEN_BARE = defer(
    "METRIC_THEN_BARE",
    # ("a PESQ of 3.21", "an average MUSHRA score of 78.4", "46.3 average EM")
    rf"(?<![\w-])(?P<metric>{_METRIC_NAMES})(?:\s(?:scores?|values?))?(?:\s\([^()]{{1,24}}\))?\s?(?:of|=|:|is|was)\s\d+\.\d+(?!\s?(?:%|\\%|x\b|×))"
    rf"|(?<![\w.])\d+\.\d+\s(?:average\s|mean\s)?(?P<metric>{_METRIC_NAMES})(?![\w-])",
    read=True,
)
# "versus 0.79 for semantic entropy and 0.71 for ...", "64.5% for FedAvg and 67.2%": what lies
# between two compared values, each with whose it is
# (a name may hold digits after its letters: "for BM25 and")
FOR_EACH = pattern_cache.compile(r"\sfor\s(?:[^,;.()\d]|(?<=[\p{L}\d])\d){1,40}?(?:,\s(?:and\s)?|\sand\s)")
# "we use a ... of", "we set the ... of": a value chosen (settings.tsv set_verb; "with an
# average error of" reports one)
SET_A = rx(r"\b(?:⟨settings.set_verb⟩)\s(?:a|an|the)\b", regex.IGNORECASE)
# "reduces LPIPS from 0.213 to": the metric a bare pair's levels are of, named right before it
# (or an acronym the lexicon does not know: "and TDR from 0.76 to 0.88")
defer(
    "METRIC_BEFORE_FROM",
    # (or whose it is and the verb of its change: "the F1 of the classifier falls from")
    rf"(?<![\w-])(?P<metric>{_METRIC_NAMES}(?:@\d+)?|\p{{Lu}}{{2,6}}(?:@\d+)?)(?:\s(?:scores?|values?))?"
    rf"(?:\sof\s[^,;.()\d]{{1,40}}?\s\p{{Ll}}+(?:s|ed))?\sfrom\s$",
    read=True,
)
# "macro-F1 falls from", "the AUC drops from": a metric on its own scale, then its change verb
# (or the verb, then the metric and where it was measured: "raises F1 on SWaT from")
defer(
    "METRIC_VERB_FROM",
    rf"(?:(?<![\w-])(?P<metric>{_METRIC_NAMES}(?:@\d+)?)(?:\s(?:scores?|values?))?\s"
    + _fill(r"(?:⟨changes.subject_verb⟩)")
    + rf"|\b{alternation(words('changes', 'verb'))}\s(?:(?:the|its|their)\s)?(?P<metric>{_METRIC_NAMES}(?:@\d+)?)"
    + r"(?:\s(?:on|in|for)\s(?!\d)[^,;.()]{1,30}?)?)\sfrom\s$",
    read=True,
)
# "lifts the precision of the top-10 list to", "raises macro-F1 on unseen instances to": a
# change verb, what it changes (up to four words, the last its head) and where, then the
# level it reaches (the head is checked against the lexicon's measures by the reader)
defer(
    "MEASURE_VERB_TO",
    rf"\b{alternation(words('changes', 'verb'))}\s(?:(?:the|its|their)\s)?"
    r"(?P<m>(?:[\w'’@-]+\s){0,3}?(?P<head>[\w@-]+))"
    r"(?:\s(?:on|in|for|of|across)\s(?:the\s)?(?!\d)[^,;.()]{1,40}?)?\sto\s"
    + _fill(r"(?:(?:only|just|⟨hedge_words⟩)\s)?$"),
    read=True,
)
# a named metric right after a number's unit: "74 dB PSNR", "3.47dB (PSNR)"
defer("METRIC_NAMED_AFTER", rf"\s?\(?(?:{_METRIC_NAMES})\)?(?![\w-])", read=True)
# "by 3.47dB (PSNR)": the metric named in parentheses right after the number
METRIC_RIGHT_PAREN = pattern_cache.compile(rf"^\s?\((?P<m>{_METRIC_NAMES})\)")
# "COMET-22 scores (", "Acc@1 values are (": the measure a list in parentheses gives levels of
# (maybe per what the levels are: "detection F1 per attack class (direct: 0.95, ...)")
defer(
    "METRIC_BEFORE_PAREN",
    rf"(?<![\w-]){_METRIC_NAMES}(?:@\d+)?(?-i:s)?(?:\s(?:scores?|values?))?"
    + _fill(r"(?:\sper\s(?:[\w-]+\s)?(?:⟨phrases.per_group⟩))?(?:\s(?:are|were))?\s?\($"),
    read=True,
)
# a metric named in the sentence, maybe in the plural ("with AUCs (expository: 0.74, ...)")
defer("METRIC_NAME_PLURAL_IN", rf"(?<![\w]){_METRIC_NAMES}(?:(?<=\p{{Lu}})s)?(?![\w])", read=True)
# "1.60 gFID", "0.93 AUC", "35.1 BLEU"
# (maybe after a named variant of it: "81.3 CoNLL F1", "27.9 SacreBLEU")
METRIC_AFTER_VALUE = pattern_cache.compile(rf"\s(?P<metric>(?:average\s|mean\s|(?-i:\p{{Lu}}[\p{{L}}\d-]{{1,11}})\s)?(?:{_METRIC_NAMES}))(?![\w-])")
# "a 0.11 absolute improvement": a change noun right after a bare decimal (its metric is
# the one the sentence named before it)
CHANGE_NOUN_AFTER_VALUE = rx(r"\s(?:(?:absolute|relative|average|mean)\s)?(?:⟨changes.noun⟩)\b", regex.IGNORECASE)
# "... increase in FID": the own-scale metric a change noun is of
METRIC_IN_AFTER_CHANGE = pattern_cache.compile(rf"\s(?:in|of)\s(?:the\s)?(?P<metric>{_METRIC_NAMES})(?![\w-])")
# "0.0031 higher AUC", "0.4 lower FID": a margin on the metric's own scale
COMPARATIVE_METRIC_AFTER_VALUE = rx(
    rf"\s(?:⟨changes.comparative⟩)\s(?P<metric>{_METRIC_NAMES})(?![\w-])", regex.IGNORECASE
)
# "achieving 40.5 in AP_novel": a decimal, then "in" and a named metric
METRIC_IN_AFTER_VALUE = pattern_cache.compile(_fill(r"\s⟨phrases.value_preposition⟩\s") + rf"(?P<metric>{_METRIC_NAMES})(?![\w-])")
# metrics on a points scale: "N points" with these is ``points``, otherwise ``pp``
POINTS_SCALE = pattern_cache.compile(rf"(?<![\w-]){alternation(metric_rows(points=True))}(?![\w])")
# lower is better: an "improvement" of a percentage in these is a reduction
LOWER_IS_BETTER = pattern_cache.compile(rf"\b{alternation(metric_rows(better='lower'))}\b", regex.IGNORECASE)
HIGHER_IS_BETTER = pattern_cache.compile(rf"\b{alternation(metric_rows(better='higher'))}\b", regex.IGNORECASE)
# a physical property better higher ("compressive strength", "battery life"): a cut of it is a loss
PHYSICAL_HIGHER = pattern_cache.compile(
    rf"\b{alternation(metric_rows(better='higher', measures='physical'))}\b", regex.IGNORECASE
)
TIME_LIKE = pattern_cache.compile(rf"\b{alternation(metric_rows(measures='time'))}\b", regex.IGNORECASE)
SPEED_LIKE = pattern_cache.compile(rf"\b{alternation(metric_rows(measures='speed'))}\b", regex.IGNORECASE)
# a level reached: a "reduction" of it is a degradation, "outperforms the <score> of X"
RATIO_METRIC = pattern_cache.compile(rf"\b{alternation(metric_rows(measures='ratio'))}", regex.IGNORECASE)
SCORE_METRIC = pattern_cache.compile(rf"\b{alternation(metric_rows(measures='score'))}\b", regex.IGNORECASE)
# what may stand between a hedge and its number: "up to a remarkable ", "nearly (", "over {"
HEDGE_GAP = rx(
    r"\s?(?:\)\s?)?\}?\s?(?:(?:a|an)\s)?(?:⟨phrases.intensifier⟩\s)?\$?\s?\{?\s?",
    regex.IGNORECASE,
)
HEDGE_SYMBOL_BEFORE = pattern_cache.compile(
    rf"(?:(?<![\w])|(?<=[~∼≈<>≥≤]))(?P<q>{_HEDGE_SYMBOLS})(?={HEDGE_GAP.pattern}$)", regex.IGNORECASE
)
# the reference (character-level) forms of the hedge cues the matcher finds
defer("HEDGE_BEFORE", rf"(?:(?<![\w])|(?<=[~∼≈<>≥≤]))(?P<q>{_HEDGE}){HEDGE_GAP.pattern}$", regex.IGNORECASE)
defer("HEDGE_AFTER", rf"\s?(?:,\s)?(?:\(\s?)?(?P<q>{_phrase_rx(HEDGE_TRAILING)})\b", regex.IGNORECASE)
HEDGE_IN_SENTENCE = rx(
    r"\b(?:on\saverage|an?\saverage\s(?:relative\s|absolute\s)?⟨changes.noun⟩\b)", regex.IGNORECASE
)
# "an average success rate of 90%", "by 24% in average success rates", "reduces the average
# rotation error by 41%": the level (or the change of it) is an average
AVERAGE_METRIC_BEFORE = rx(
    # not "mean IoU of", "mean average precision of": metrics named with "mean"
    r"(?:\b(?:(?<!mean\s)averaged?|mean(?!\s⟨phrases.mean_metric⟩))\s(?:[\w\-]+\s){1,3}?⟨phrases.connector⟩"
    # a change verb's object ("reduces the average rotation error by", "... and the average
    # translation error by"), not a baseline's name ("surpasses Mean Teacher by", "beats
    # the averaged checkpoint by")
    r"|\b(?:⟨changes.verb⟩\s(?:the\s)?|and\sthe\s)(?:averaged?|mean)(?!\s⟨phrases.mean_metric⟩)\s"
    r"(?:(?!(?:⟨phrases.metric_stop⟩)\b)[\w\-]+\s){1,3}?by)\s"
    r"(?:(?:only|just)\s)?\$?\s?$",
    regex.IGNORECASE,
)
AVERAGE_METRIC_AFTER = pattern_cache.compile(r"\s?\$?\s?(?:(?:in|on)\s(?:the\s)?)?average\s[\w\-]+", regex.IGNORECASE)
# "... 36% compared to synchronous planning on average for ...": the hedge closes the clause
ON_AVERAGE = pattern_cache.compile(
    r"\b(?:on\saverage|averaged\s(?:over|across))\b(?!\s(?:(?:over|more\sthan|about|around|nearly|almost|up\sto)\s)?\$?\d)",
    regex.IGNORECASE,
)

# a measured quantity named right before a number with another unit: "rise time of 0.71
# seconds", "forces up to 0.181 N", "speeds of more than 80km/h", "accuracy of 0.36mm",
# "inference cost (17.9mJ per cycle)"
defer(
    "OTHER_METRIC_BEFORE",
    # (its short form may follow it: "a signal-to-noise ratio (SNR) of 9.71 dB")
    rf"(?<![\w-]){alternation(metric_rows())}(?:\s[\w-]+){{0,2}}?(?:\s\([\p{{Lu}}\p{{N}}-]{{2,8}}\))?\s"
    + _fill(
        r"(?:(?:of|is|are|was|were|=|:|reaching|reaches|reached|at|\(|⟨hedge_words⟩)\s?)+(?:only\s|just\s)?(?:⟨hedge_symbols⟩\s?)?$"
        # (or what it was measured of or from, then "was": "mean lateral deviation from the
        # row centerline was 0.07 m")
        r"|(?<![\w-])(?:" + alternation(metric_rows()) + r")(?:\s[\w-]+){0,2}?\s(?:from|on|in|across)\s"
        r"[^,;.()\d]{1,40}?\s(?:is|are|was|were)\s(?:(?:only|just|⟨hedge_words⟩)\s)?$"
        # (or an aside between commas before "was": "The total latency, including image
        # acquisition, was 210 ms")
        r"|(?<![\w-])(?:" + alternation(metric_rows()) + r"),\s(?:including|excluding)\s"
        r"[^,;.()\d]{1,50}?,\s(?:is|are|was|were)\s(?:(?:only|just|⟨hedge_words⟩)\s)?$"
    ),
    read=True,
)
# "reduces the localization error to 2.1 cm": the level a change verb brings a metric to
# (or the one a change by a margin ends at: "cuts latency by 58%, to 340 ms");
# "the total coding time for a 768x512 image falls to about 95 ms": the metric's own verb
defer(
    "LEVEL_TO_BEFORE",
    rf"(?:\b{alternation(words('changes', 'verb'))}\s(?:(?:the|its|our|their|a|an)\s)?"
    rf"(?:[\w-]+\s){{0,3}}?(?<![\w-]){alternation(metric_rows())}(?:\s[\w-]+){{0,2}}?"
    # (and where or when it was measured: "reduces the RMSE at a 5 s prediction horizon to")
    rf"(?:\s(?:at|on|in|for|across|under)\s[^,;.()]{{1,40}}?)?"
    rf"|(?<![\w-]){alternation(metric_rows())}(?:\s[^\s,;.]+){{0,6}}?\s{alternation(words('changes', 'subject_verb'))}"
    # "reduces median latency by 58% compared with X, to 340 ms": the level after the change
    # of a measure (not of a setting: "shorten the forecasting horizon by 30%, to 7 days")
    rf"|\b{alternation(words('changes', 'verb'))}\s(?:[^.;]{{0,40}}?\s)?(?<![\w-]){alternation(metric_rows())}\sby\s[^.;]{{1,60}}?,)\sto\s"
    + _fill(r"(?:(?:only|just|⟨hedge_words⟩)\s)?(?:⟨hedge_symbols⟩\s?)?$"),
    read=True,
)
# "reduced acrylamide to 118 μg/kg": a finite change verb, what it changed (no metric the
# lexicon knows) and the level it brought that to (not a gerund's condition: "extending the
# horizon to 2 s costs 3 points"; not a noun or an adjective: "the elevation of the plots to",
# "showed increased sensitivity to"; nor "up to")
CHANGED_TO_BEFORE = rx(
    r"(?<!\b(?:showed|shows|show|exhibited|exhibits|with|of|the|a|an|had|has|have)\s)\b(?!\w+ing\s)(?:⟨changes.verb⟩)(?<=ed|es|s)\s(?:(?:the|its|their)\s)?"
    r"(?P<o>(?:[\w-]+\s){1,3})(?<!\bup\s)to\s(?:(?:⟨hedge_words⟩)\s)?$",
    regex.IGNORECASE,
)
# what a system spends (costs.tsv): "requires 46 KB of flash", "draws 1.2 mW", "keeps the
# map below 120 MB"; not "10 GB of text", an amount of data used
COST_UNIT = rx(r"⟨units.cost_unit⟩")
_UNIT_MEASURES = tuple(
    (pattern_cache.compile(_fill(r["unit"])), r["measure"], bool(r.get("late"))) for r in lexicon.load("unit_measures")
)


def unit_measure(unit: str, late: bool = False) -> str | None:
    """What a value in ``unit`` measures when nothing else names it ("312 mW": power);
    ``late``: the rows read once the sentence is read (a time)."""
    return next((measure for pattern, measure, lt in _UNIT_MEASURES if lt == late and pattern.fullmatch(unit)), None)
defer(
    "COST_BEFORE",
    _fill(
        r"\b(?:⟨costs.verb⟩)\s(?:(?:only|just|merely|⟨hedge_words⟩)\s)*(?:⟨hedge_symbols⟩\s?)?$"
        r"|\b(?:⟨costs.bound_verb⟩)\s(?:⟨hedge_symbols⟩\s?)?$"
        r"|(?<!\bwe\s)\b(?P<of>⟨costs.of_verb⟩)\s(?:(?:only|just|merely|⟨hedge_words⟩)\s)*(?:⟨hedge_symbols⟩\s?)?$"
    ),
    regex.IGNORECASE,
    read=True,
)
# "The dataset occupies 1.8 TB": the size of data, what it is, not what a system spends
COST_DATA_SUBJECT = rx(r"\b(?:⟨costs.data_subject⟩)\s(?:(?:alone|itself|only)\s)?$", regex.IGNORECASE)
COST_OF_AFTER = rx(r"\sof\s(?:⟨costs.of_noun⟩)\b", regex.IGNORECASE)
# "of inference overhead", "of computation": what a system spends, maybe with a modifier
COST_OF_AFTER_MODIFIED = rx(r"\sof\s(?:(?!the\b)[\w-]+\s){0,2}?(?:⟨costs.of_noun⟩)\b", regex.IGNORECASE)
# "1.4x more memory than X": a multiplier of what the system spends, compared (a finding, not
# the "using 4x as many particles" of a setting)
MORE_COST_THAN = rx(r"\s(?:more|less)\s(?:[\w-]+\s)?(?:⟨costs.of_noun⟩)\b(?=[^.;]{0,40}?\bthan\b)", regex.IGNORECASE)
# "3 times more memory than X", "6.4x more training time": more of what a system spends (not
# "2x higher energy efficiency", a gain)
MORE_COST_AFTER = rx(r"^\s(?:more|higher|larger)\s(?:[\w-]+\s)?(?:⟨costs.of_noun⟩)\b(?![\s-]effici)", regex.IGNORECASE)
# "at a cost of 1.2 percentage points in accuracy", "costs just 3.1 F1 points": performance
# given up for something else (a change of a score, a degradation; not "a cost of 11,944", a level)
# (not an amount added: "at a cost of 4% additional latency", "12% more parameters")
LOSS_COST_ADDED_AFTER = rx(r"^\s(?:(?:additional|extra|more|higher|increased|added)\b|of\s)", regex.IGNORECASE)
LOSS_COST_BEFORE = rx(
    r"\b(?:at\s(?:a|the)\s(?:(?:small|slight|modest|minor|negligible|marginal)\s)?cost\sof|costs?|costing)"
    r"\s(?:(?:only|just|merely|a|an|⟨hedge_words⟩)\s)*(?:⟨hedge_symbols⟩\s?)?$",
    regex.IGNORECASE,
)
# "adds less than 0.5 ms", "at an added cost of 0.8 ms": a time the system adds or spends
TIME_COST_BEFORE = rx(
    r"\b(?:⟨phrases.time_cost⟩)\s(?:(?:only|just|merely|⟨hedge_words⟩)\s)*(?:⟨hedge_symbols⟩\s?)?$", regex.IGNORECASE
)
# "in only 4 seconds", "within 0.8 s", "under 60 seconds": a time taken
defer(
    "TIME_TAKEN_BEFORE",
    _fill(
        # (or an average of it: "completed the tasks in a median of 11.5 minutes")
        r"\b(?:in|within|under|takes|took|taking|requires|required)\s(?:(?:only|just|merely|⟨hedge_words⟩)\s)*"
        r"(?:an?\s(?:⟨phrases.average_word⟩|median)\sof\s(?:(?:⟨hedge_words⟩)\s)?)?$"
    ),
    regex.IGNORECASE,
    read=True,
)
# "inference takes 18 ms", "Inference on a full volume takes about 1.9 seconds": what takes
# the time (a subject of one to three words, maybe with where it ran)
# (or completes in it: "Compilation completes in under 90 seconds", "Training converges within 3 minutes")
_TAKES = (
    r"\s(?:takes?|took|requires?|required|needs?|(?:complete[sd]?|finish(?:es|ed)|converge[sd]?)(?:\s(?:in|within))?)\s"
    r"(?:(?:only|just|under|⟨hedge_words⟩)\s)*(?:⟨hedge_symbols⟩\s?)?$"
)
TIME_TAKER = rx(
    r"(?:^|[,;]\s|\b(?:the|its|our|and|while|whereas|that|which|each|every)\s|^\p{Lu}\S*\s|(?<=\.\s))"
    r"(?P<m>(?:(?!(?:and|or|but|then|also|only)\b)[\w-]+\s){0,2}(?!(?:and|or|but|then|also|only)\b)[\w-]+)"
    # (the phrase stays in the subject's clause: not "data for 3 hours and it takes")
    # (its words may hold numbers and signs: "Inference on a 512 × 512 chip takes", "Execution
    # on the full database of 3.1 million patients took", "Inference over the full grid takes")
    r"(?:\s(?:on|for|of|in|at|with|over|across)\s(?:(?!(?:and|or|but|it|we|they|this|which|that|while)\b)(?:[\w×-]+|\d[\d.,]*\d)\s){0,8}?(?!(?:and|or|but|it|we|they|this)\b)[\w-]+)?"
    r"(?:\s(?:itself|alone|only))?" + _TAKES,
    regex.IGNORECASE,
)
TIME_TAKER_REV = rx(_TAKES, regex.IGNORECASE)
# "Processing a 1,000-frame movie with 500 cells per frame took": a gerund with its object
# opens the clause whose time it is
GERUND_TAKER = rx(
    r"(?:^|[.;:]\s|,\s)(?!(?:⟨phrases.not_activity⟩)\b)(?P<g>\p{L}{3,}ing)\s(?:(?!(?:and|or|but|it|we|they|which|that|while)\b)(?:[^\s;:()]+)\s){1,10}?" + _TAKES[2:],
    regex.IGNORECASE,
)
TIME_WORD = pattern_cache.compile(r"(?i)\b(?:time|latency|runtime|duration)\b")
# "at 37 fps", "at up to 90Hz"
defer("RATE_AT_BEFORE", _fill(r"\bat\s(?:(?:only|just|⟨hedge_words⟩)\s)*$"), regex.IGNORECASE, read=True)
# a share given in parentheses after the count it restates, then what those counted did or
# had ("2,947 (48.1%) were female", "of whom 64 (1.9%) had an IBI", "571 (83.5%)
# completed the assessment"): a share of a population (GUIDELINES: other), measuring the
# predicate, up to its clause's end (COUNT_SHARE_OPEN on the words before the number,
# SHARE_PREDICATE on those after it)
COUNT_SHARE_OPEN = rx(r"(?<![\w.])\d[\d,]*(?:\s?(?:of|/)\s?\d[\d,]*)?(?:\s\p{Ll}[\p{Ll}-]*){0,2}\s\($")
SHARE_PREDICATE = rx(
    r"\)\s(?:\p{Ll}+ly\s)?(?P<v>(?:were|was|are|is|had|has|have|\p{Ll}+ed)\b[^,;:.()]{0,80}?)"
    r"(?=\s(?:and|but|while|whereas|compared|versus|vs)\b|\s?[,;:.()]|\s?$)"
)
# "when only 25% of the training slides are used": a share the experiment uses
USED_AFTER_SHARE = rx(
    r"\sof\s(?:the\s)?(?:(?!(?:that|which|who)\s)[\w-]+\s){1,3}?(?:(?:are|is|were|was|being)\s)?(?:⟨settings.use_passive⟩)\b", regex.IGNORECASE
)
# "when 40% of the objects are deleted", "with up to 40% of observations removed": a share taken away
# (and USED_AFTER_SHARE above: "when only 25% of the training slides are used", "with 20% of the
# total FLOPs retained": how much was used)
REMOVED_AFTER_SHARE = rx(
    r"\sof\s(?:the\s|its\s|their\s)?(?:(?!(?:that|which|who)\s)[\w-]+\s){1,3}?(?:(?:are|is|were|was|being|randomly)\s)*(?:⟨settings.removal⟩)\b",
    regex.IGNORECASE,
)
COUNT_RATE = rx(r"(?:⟨units.count_rate⟩)")
# "(95% CI: 88.1%, " : inside the parenthesis of an interval around a value reported before
IN_INTERVAL = rx(r"[(\[][^()\[\]]{0,12}?\b(?:⟨settings.interval⟩)\b[^()\[\]]{0,30}$", regex.IGNORECASE)
# "an IMU sampled at 50 Hz": the rate the set-up runs at, none reached
RATE_SETTING_AT = rx(r"\b(?:⟨settings.rate_setting⟩)\sat\s$", regex.IGNORECASE)
# "10 hours of driving", "4.14MB of weights": an amount of something, not a finding
AMOUNT_OF_AFTER = pattern_cache.compile(r"\s(?:of|worth\sof)\s")
# a unit followed by a noun describes a thing ("a 0.42m platform", "1.9km each")
NOUN_AFTER_UNIT = rx(r"\s(?!⟨phrases.metric_stop⟩\b)[a-z][\w-]*")
# "leads to 5Hz inference speed", "with 20 ms latency": a measure of time or speed right
# after the unit is what the number measures, not a thing it sizes ("a 10 Hz control loop")
MEASURE_AFTER_UNIT = pattern_cache.compile(
    r"\s(?:[\w-]+\s)?"
    + alternation(metric_rows(measures="time") + metric_rows(measures="speed"))
    + _fill(r"(?![\w-])(?!\s⟨settings.limit_noun⟩\b)(?!\s(?!⟨phrases.metric_stop⟩\b)[a-z])"),
    regex.IGNORECASE,
)

# -------------------------------------------------------------------------------- kind
# Kind cue words (kind_cues.tsv), matched case-insensitively as whole words; the nearest
# one decides.  Each entry is a token sequence as spaCy splits it (a hyphen between letters
# is its own token), each token a regex over the lower-cased token text; ``+word`` is a
# lookahead token that must follow but is not part of the cue ("up" in "up by").  The
# token matcher of ``components/result_cues.py`` and the reference regex ``KIND_CUES`` are
# both built here.  The order of the kinds is the order of precedence when two cues start
# on the same word.
KIND_LEXICON: dict[str, tuple[str, ...]] = {}
for _row in lexicon.load("kind_cues"):
    KIND_LEXICON[_row["kind"]] = (*KIND_LEXICON.get(_row["kind"], ()), _row["cue"])
KIND_ORDER = tuple(KIND_LEXICON)


def _entry_rx(entry: str) -> str:
    out = ""
    prev = None
    for tok in entry.split(" "):
        if tok.startswith("+"):
            out += rf"(?=\s+{tok[1:]})"
        else:
            if prev is not None and tok != "-" and prev != "-":
                out += r"\s"
            out += tok
        prev = tok
    return out


# the reference (character-level) form of the kind lexicon
defer(
    "KIND_CUES",
    r"\b(?:"
    + "|".join(f"(?P<{k}>" + "|".join(_entry_rx(e) for e in v) + ")" for k, v in KIND_LEXICON.items())
    + r")\b",
    regex.IGNORECASE,
    read=True,
)

# the kind cues that only say a number went up ("increases", "grows"; kind_cues.tsv up)
WAY_UP = pattern_cache.compile(
    r"(?:" + "|".join(_entry_rx(r["cue"]) for r in lexicon.load("kind_cues") if r.get("up")) + r")",
    regex.IGNORECASE,
)
# the up words that are also verbs taking the metric as object ("increases the error by";
# kind_cues.tsv up rows that changes.tsv lists as verbs)
_VERBS = {r["word"] for r in rows("changes", "verb")}
# the words that only say the number went down ("drops", "falls"; kind_cues.tsv ``down``)
WAY_DOWN = pattern_cache.compile(
    r"(?:" + "|".join(_entry_rx(r["cue"]) for r in lexicon.load("kind_cues") if r.get("down")) + r")",
    regex.IGNORECASE,
)
WAY_UP_VERB = pattern_cache.compile(
    r"(?:" + "|".join(r["cue"] for r in lexicon.load("kind_cues") if r.get("up") and r["cue"] in _VERBS) + r")",
    regex.IGNORECASE,
)


def _change_rows(list_name: str, kind: str | None = None) -> tuple[str, ...]:
    return tuple(
        r["word"] for r in rows("changes", list_name) if kind is None or r["kind"] == kind
    )


# a cue noun as the subject or head of "of N": "an improvement of 5%" (the kind it gives)
CUE_NOUN_KIND = tuple(
    (pattern_cache.compile(rf"(?:{r['word']})", regex.IGNORECASE), r["kind"])
    for r in rows("changes", "cue_noun")
)


def cue_noun_kind(word: str) -> str | None:
    for pattern, kind in CUE_NOUN_KIND:
        if pattern.fullmatch(word):
            return kind
    return None


# "<verb> N% of X": a rate the system reaches (share_kind)
defer("SHARE_SCORE", _fill(r"\b⟨changes.share_score⟩\b"), regex.IGNORECASE, read=True)
SHARE_CUT = rx(r"\b⟨changes.share_cut⟩\b", regex.IGNORECASE)
# "explained about 57%": the verb, a few words (a hedge, "alone", "together") and the number
SHARE_EXPLAINED = rx(r"\b⟨changes.share_explained⟩\s(?:(?:⟨hedge_words⟩|alone|together|jointly|also|only)\s){0,2}\$?$", regex.IGNORECASE)
# "recovers 70% of the improvement", "reaches 94% of the gain of exhaustive search": a share
# of a reference's change kept, no rate reached (not "retains 96.8% of the performance")
KEPT_SHARE_BEFORE = rx(r"\b(?:⟨changes.kept_share⟩)\s(?:[\w-]+\s)?(?:⟨hedge_words⟩\s)?$", regex.IGNORECASE)
# (the words before the change noun are its modifiers, no preposition or number: not "of its
# accuracy at 3x speedups"; "lost" before a measure: "the lost macro-F1", not "lost targets")
OF_REFERENCE_CHANGE = rx(
    r"^\s?of\s(?:(?:the|its|their|this|that|our)\s)?(?:(?!(?:at|in|on|for|with|by|from|under|over)\s)\p{L}[\p{L}-]*\s){0,3}?"
    r"(?:⟨changes.noun⟩|⟨phrases.reference_change⟩|lost\s(?P<lost>[\w-]+))\b",
    regex.IGNORECASE,
)
# a phrase naming a prior system, not a metric: "the existing best result (SwinTrack)"
PRIOR_PHRASE = rx(r"^(?:the\s|a\s)?⟨baselines.prior⟩\b", regex.IGNORECASE)
defer("SHARE_SCORE_BEFORE", _fill(r"\b⟨changes.share_score⟩\s(?:[\w-]+\s)?(?:⟨hedge_words⟩\s)?$"), regex.IGNORECASE, read=True)
# Baseline markers: the phrases that introduce what a number is compared with.
BASELINE_MARKERS = tuple(r["word"] for r in rows("baselines", "marker"))
# Right after the number (and its unit): "speedup", "fewer parameters", "performance boost".
_RIGHT_KINDS = ("speedup", "degradation", "reduction", "improvement")
RIGHT_KIND = pattern_cache.compile(
    _fill(r"^\s?(?:\)\s?)?(?:(?:⟨phrases.aggregate⟩|\(absolute\)|\(relative\))\s)?")
    # the words skipped are no negation nor a new phrase: "by 40% without loss in accuracy"
    + r"(?:(?!(?:without|with|no|not|nor|while)\b)[\w\-/’'@]+\s){0,2}?(?:"
    + "|".join(f"(?P<{k}>{alternation(_change_rows('after', k))})" for k in _RIGHT_KINDS)
    + r")\b",
    regex.IGNORECASE,
)

# ------------------------------------------------------------------------- baselines
_MARKERS = _phrase_rx(BASELINE_MARKERS)
# "86.47% compared with 86.10%": a number compared right away with the next
COMPARED_WITH_NEXT = pattern_cache.compile(rf"\s?\)?,?\s(?:{_MARKERS})\s(?:the\s)?\(?\$?\s?", regex.IGNORECASE)
# the period of a genus abbreviated before its species ("E. densa", "S. araneus"): no sentence's
# end (GENUS_STOP: matched at the capital)
GENUS_DOT = r"(?-i:(?<=(?<![\w.])\p{Lu})\.(?=\s\p{Ll}))"
GENUS_STOP = pattern_cache.compile(r"(?<![\w.])\p{Lu}\.\s\p{Ll}")
# (the word boundary before the look-behind: both hold at the same position, and the
# boundary, cheap, rules out most positions before the look-behind's alternation is tried)
BASELINE_AFTER = pattern_cache.compile(
    r"\b"
    + _fill(r"(?<!intersection\s|⟨baselines.not_against⟩\s)")
    # (what belongs to it, or where or with what it was measured: "than that obtained with the
    # baseline planner", "than in previous implementations", "than at independent hospitals")
    # (or under what conditions: "than on the abyssal plain", "than from restored lakes", "than
    # for a single fire")
    + rf"(?:{_MARKERS})\s(?:(?:that|those)\s(?:(?:obtained|achieved|reported|measured)\s)?(?:of|in|at|for|with|by)\s|(?<=than\s)(?:in|at|with|on(?!\saverage\b)|from|for|under|during|among)\s)?"
    # ("than OpenFace 2.0": a version's dot; "than that of S. araneus": a genus abbreviated)
    + r"(?P<b>(?:[^,;.(){}]|(?<=\d)\.(?=\d)|" + GENUS_DOT + r"){2,90})",
    regex.IGNORECASE,
)
# "achieves 97.61% on CIFAR-10, which outperforms X", "by up to 3.37x, outperforming X": a
# comparison in a clause after the number's, set off by a comma
BASELINE_AFTER_CLAUSE = rx(
    r"^(?:[^;.()]|(?<=\d)\.(?=\d)){0,100}?,\s(?:which\s|thereby\s|thus\s|and\s)?(?:⟨baselines.after_clause⟩)\s"
    r"(?P<b>(?:[^,;.(){}]|(?<=\d)\.(?=\d)){2,90})",
    regex.IGNORECASE,
)
# "within 99% of their base models", "1.8x the performance of prior work": the reference
# a share or a multiple is taken of
SHARE_OF_BASELINE = rx(
    r"^\s?(?:[\w-]+\s){0,2}?of\s(?:the\s|their\s|its\s|our\s)?(?P<b>(?:[\w-]+\s){0,3}?⟨baselines.method_noun⟩|prior\swork|previous\swork)\b",
    regex.IGNORECASE,
)
# "e.g., 1.1% for Swin-T": the model a change was measured on is what it improved
FOR_MODEL_AFTER = pattern_cache.compile(r"^\s?for\s(?P<b>\p{Lu}[\w\-.]*(?:\s\p{Lu}[\w\-.]*)?)(?=[\s,;.)]|$)")
# who a baseline's number belongs to: "versus 40% for BC", "13% accuracy for an
# attentional model", "72.0% and 65.6% with RGB and Flow streams"
defer(
    "BASELINE_OWNER_AFTER",
    r"^\s?(?:[\w-]+\s){0,2}?(?:for|with|by|of)\s(?:the\s|an?\s)?(?P<b>[^,;.()]{2,60})",
    regex.IGNORECASE,
    read=True,
)
# "where naive behavior cloning reaches only 20%": a contrasted subject's level
CONTRAST_SUBJECT = rx(
    r"\b(?:where|while|whereas)\s(?:the\s)?(?P<b>(?:[\w\-’']+\s){1,4}?)(?:⟨kind_cues_score⟩|gets?|has|is|are)\s(?:only\s|just\s)?\$?\s?$",
    regex.IGNORECASE,
)
# "whereas competing methods degrade by up to 40%", "whereas X drops to 81.2%": a contrasted
# subject's change or the level it changed to
CONTRAST_SUBJECT_CHANGE = rx(
    r"\b(?:while|whereas)\s(?:the\s)?(?P<b>(?:[\w\-’']+\s){1,4}?)(?:⟨changes.subject_verb⟩)\s(?:by|to)\s\$?\s?$",
    regex.IGNORECASE,
)
# "the random baseline of 25%", "the baseline's coverage drops to", "the human performance
# of 93.5%": a level named as the baseline's own
BASELINE_LEVEL = rx(
    r"(?:\bbaselines?|\bbaseline['’]s(?:\s[\w-]+){1,2}|\b(?:⟨baselines.people⟩)\sperformance)$",
    regex.IGNORECASE,
)
BASELINE_BEFORE = rx(
    r"\b(?:(?<!⟨baselines.not_against⟩\s)(?<!\b(?:⟨baselines.noun_before⟩)\s)⟨baselines.before_verb⟩|over(?=\s(?:the\s|a\s)?⟨baselines.prior⟩\b))\s"
    r"(?:(?:that|those)\sof\s)?"  # ("exceeds that of the reference tube by")
    r"(?P<b>(?:[^,;:(){}]|\([^(){}]{1,30}\)){2,120}?)"
    r"(?=\s(?:by|in|on|across|with|at|for|under)(?![\w-])|[,;:{}]|\s?\((?![^()]{1,30}\))|$)",
    regex.IGNORECASE,
)
BASELINE_STOP = rx(
    r"\s(?:⟨baselines.stop⟩|–|—|-|±)(?:(?<=\w)(?![\w-])|(?<=[–—±-])).*$",
    regex.IGNORECASE | regex.DOTALL,
)
_BASELINE_ROLE_BEFORE = defer(
    "BASELINE_ROLE_BEFORE",
    _fill(
        r"(?:\b⟨baselines.role_marker⟩|(?<!⟨baselines.not_than⟩)\sthan)\s(?:the\s)?"
        r"(?:[\w\-.’']+(?:’s|'s)\s)?(?:(?:only|just)\s)?\$?\s?$"
    ),
    regex.IGNORECASE,
)
BASELINE_SUBJECT = rx(r"\b⟨baselines.subject⟩\s(?:[\w\-]+\s){0,2}?⟨baselines.subject_noun⟩\b", regex.IGNORECASE)
# the baseline phrase is an object, not the subject: "outperforms state-of-the-art approaches ... with"
COMPARED_BEFORE = rx(r"\b⟨baselines.compared⟩\b", regex.IGNORECASE)
OWN_SUBJECT = rx(r"\b⟨baselines.own⟩\b", regex.IGNORECASE)
ADVERB_TAIL = rx(r"(?:\s⟨baselines.adverb_tail⟩)+$", regex.IGNORECASE)
PLACE_NOUN_END = rx(r"\b⟨baselines.place_noun⟩$", regex.IGNORECASE)
NOT_BASELINE = rx(r"^⟨baselines.not_baseline⟩(?![\w-])", regex.IGNORECASE)  # (a whole word: not "iTransformer")

# ---------------------------------------------------------------------------- metric
# Words that do not start or end a metric phrase.
METRIC_SKIP_LEAD = rx(r"^(?:⟨phrases.metric_lead⟩\s)+", regex.IGNORECASE)
METRIC_STOP_AFTER = rx(
    r"\s⟨phrases.metric_stop⟩(?:(?<=\s)|(?![\w-])).*$",
    regex.IGNORECASE | regex.DOTALL,
)
METRIC_CUE_NOUN = _fill(r"⟨changes.noun⟩")
# "<N> <unit> [relative] improvement in <metric>", "gain in terms of <metric>"
METRIC_RIGHT_OF = rx(
    rf"""^\s?(?:(?:⟨phrases.aggregate⟩|\(absolute\)|\(relative\))\s)?
    (?:(?!(?:with|without|while|no|not)\b)[\w\-]+\s){{0,2}}?{METRIC_CUE_NOUN}\s(?:⟨phrases.change_adverbial⟩\s)?(?P<prep>in|of|on)\s(?:terms\sof\s)?(?P<m>[^,;.()]{{2,80}})""",
    regex.VERBOSE | regex.IGNORECASE,
)
METRIC_RIGHT_IN = pattern_cache.compile(
    rf"^\s?\)?\s?(?:\((?:absolute|relative)\)\s)?(?:in|on|for)\s(?:the\s)?(?P<m>(?:[\w\-@/]+\s){{0,3}}{_METRIC_NOUNS})\b",
    regex.IGNORECASE,
)
# "by 7.9% in the AO metric", "gains 2 points on the CIDEr score"
METRIC_RIGHT_NAMED = rx(
    r"^\s?(?:in|on|under)\s(?:the\s|its\s|their\s)?(?P<m>[\w\-@^]+(?:\s[\w\-@^]+){0,2}?)\s⟨phrases.metric_word⟩s?\b",
    regex.IGNORECASE,
)
# ", respectively," between a list of numbers and what they were measured in
RESPECTIVELY_LEAD = pattern_cache.compile(r"^\s?,?\s?respectively\s?,?", regex.IGNORECASE)
# "in terms of M" anywhere in a sentence
IN_TERMS_OF = pattern_cache.compile(r"\bin\sterms\sof\s(?P<m>[^,;.()]{2,60})", regex.IGNORECASE)
METRIC_RIGHT_TERMS = rx(
    r"^\s?(?:(?:⟨changes.comparative⟩|⟨changes.noun⟩)\s)?in\sterms\sof\s(?P<m>[^,;.()]{2,80})",
    regex.IGNORECASE,
)
# "by 50% with respect to the standard perceptual metrics" (a measure; else a baseline)
METRIC_RIGHT_RESPECT = pattern_cache.compile(r"^\s?with\srespect\sto\s(?P<m>[^,;.()]{2,80})", regex.IGNORECASE)
# "<N> <unit> runtime speedup", "9.6% performance boost", "0.3% accuracy drop"
METRIC_RIGHT_BEFORE_CUE = rx(
    rf"""^\s?(?:(?:⟨phrases.aggregate⟩|\(absolute\)|\(relative\))\s)?
    (?P<m>(?:(?!(?:with|without|while|no|not)\b)[\w\-@/’']+\s){{1,3}}?){METRIC_CUE_NOUN}\b""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "<N> <unit> fewer parameters", "faster training", "higher accuracy"
METRIC_RIGHT_COMPARATIVE = rx(
    r"^\s?(?:(?:⟨phrases.aggregate⟩)\s)?(?P<cmp>⟨changes.comparative⟩)\s(?P<m>[^,;.()]{2,60})",
    regex.IGNORECASE,
)
# "<N>% accuracy", "44.32% mIoU", "<N>% success rate"
METRIC_RIGHT_NOUN = pattern_cache.compile(
    _fill(r"^\s?(?P<m>(?:(?!⟨phrases.metric_stop⟩\b)[\w-]+\s){0,3}?") + rf"{_METRIC_NOUNS})\b",
    regex.IGNORECASE,
)
# "<metric> of", "<metric> to", "<metric> is" just before the number
_METRIC_LEFT_OF = defer(
    "METRIC_LEFT_OF",
    _fill(
        r"""(?P<m>(?:(?:[\w\-@/’'{}$\\^]|(?<=@[\d.:]*\d)[.:](?=\d))+\s){0,4}?(?:[\w\-@/’'{}$\\^]|(?<=@[\d.:]*\d)[.:](?=\d))+(?:\s?\([\w\-@/]{1,12}\))?)(?:\s|(?=[:=]))
    (?P<conn>⟨phrases.connector⟩)\s(?:(?:only|just|a|an|around|about)\s)?\$?\s?$"""
    ),
    regex.VERBOSE | regex.IGNORECASE,
)
# "<verb> <metric> by <N>", "reduction in <metric> by <N>": the preposition or example
# marker that ends the phrase before the number (its tail)
_METRIC_LEFT_VERB_TAIL = (
    r"(?:\s(?P<prep>by|in|from|of)\s"
    r"(?:(?:a|an)\s(?:(?:⟨phrases.margin⟩\s)?margin\sof\s|(?:⟨phrases.aggregate⟩\s)?)?)?"
    # "reduces the character error rate by a further 0.8 points", "by another 14%"
    r"(?:(?:⟨phrases.further⟩)\s)?"
    # "reduces the FLOPS of inference, i.e., 2x", "improving their performance by a large
    # margin, e.g., 1.1%": the number an example of the change just named
    r"|(?:\sby\s(?:a|an)\s(?:⟨phrases.margin⟩\s)?margin)?,?\s\(?(?:e\.g\.|i\.e\.),?\s)$"
)
METRIC_LEFT_VERB = rx(
    # (an adverbial set off by commas may follow the verb: "reduces, on average, the gate count by")
    r"\b(?P<verb>⟨changes.verb⟩|⟨changes.noun⟩\s(?:in|of))(?:,\s(?:⟨phrases.change_adverbial⟩),)?\s"
    r"(?P<m>(?:[^,;()]|\([^()]{0,40}\)|"
    # "reduces the error of A, B, and C models by": a comma of a list after "of" that
    # runs to "by" and ends in "and"/"or" (not "of DROP having ..., X outperforms Y by")
    r"(?<=\sof\s[^;()]{1,80}),(?=(?:\s[^,;()]{1,40},)*\s(?:(?:and|or)\s[^,;()]{1,60}|[^,;()]{1,40}\s(?:and|or)\s[^,;()]{1,40})\sby\s$)|"
    # "the success rate of OpenVLA, the current strongest policy, by": an appositive
    r"(?<=\sof\s[^,;()]{1,40}),\s(?:the|a|an)\s[^,;()]{1,60},(?=\sby\s)){2,120}?)"
    + _METRIC_LEFT_VERB_TAIL,
    regex.IGNORECASE,
)
# Every METRIC_LEFT_VERB match ends in its tail, and the tail ends the text: a text that
# does not end in one holds no match from any verb.  Searched backwards, the tail answers
# in a few µs; a failing match tries every length of its phrase (up to 120 characters,
# the lookbehinds at each comma) from every verb, the dearest search of the reader.
METRIC_LEFT_VERB_TAIL_REV = rx(_METRIC_LEFT_VERB_TAIL, regex.IGNORECASE | regex.REVERSE)
METRIC_VERB_START = rx(r"\b(?:⟨changes.verb⟩|⟨changes.noun⟩)\b", regex.IGNORECASE)
# "<metric> drops by", "performance to degrade as much as"
# a character of a changed subject's word
# (a threshold's point inside a name: "mAP@0.5", "mAP@0.5:0.95")
# (a threshold or range inside it, after a preposition of limits or a sign: "time below 3.9
# mmol/l", "the proportion with BIS within 40–60", "with DTN time ≤45 minutes")
_SUBJECT_CHAR = (
    r"(?:[\w\-’'@]|(?<=@[\d.:]*\d)[.:](?=\d)|(?<=\b(?:below|above|within|under|over|between|than)\s\d+)[.–](?=\d)"
    r"|[≤≥<>](?=\d)|(?<=\d\s?\p{L}{1,4})/(?=\p{L}))"
)
_METRIC_LEFT_SUBJECT = defer(
    "METRIC_LEFT_SUBJECT",
    _fill(
        rf"(?<![\w\-’'@.:])(?P<m>(?:{_SUBJECT_CHAR}+\s){{0,9}}?{_SUBJECT_CHAR}+)"
        # "Capillary density, determined from biopsies, increased by": an aside between commas,
        # a participle's, "as" or "which" clause (the subject before it is a measure's only
        # where it names no people, group or system: metrics._left_subject)
        r"(?P<aside>,\s(?:\p{Ll}+ed|as|which)\s[^,;:()]{1,80},)?\s"
        # "Velocity error (mAVE) is reduced by": the measure, its abbreviation after it
        # (or the range it is taken in: "time in range (3.9–10.0 mmol/l) increased from")
        r"(?:\((?:[\w\-@/]{1,12}|\d[\d.,–-]*\s?[\p{L}/%]{0,8})\)\s)?"
        r"(?:(?:to|can|could|may|might|would|will|is|are|was|were|be|been|further|significantly|substantially|"
        r"greatly|largely|considerably|consistently|also|only)\s){0,3}"
        # ("increased modestly, by 5 percent")
        # (or any passive with "by" after it: "Target gene expression was suppressed by")
        r"(?:⟨changes.subject_verb⟩|(?<=\b(?:is|are|was|were|been)\s)\p{Ll}{3,}ed(?=\sby\s))\s(?:\p{Ll}+ly,\s(?=by\s))?(?:by\s(?:a\s|(?:⟨hedge_words⟩|⟨phrases.minimizer⟩)\s)?(?:(?:⟨phrases.further⟩)\s)?|from\s(?:an?\s(?:⟨phrases.average_word⟩|median)\sof\s)?)?$"
    ),
    regex.IGNORECASE,
    read=True,
)
# (the same, a subject of up to seven words: read first)
defer("METRIC_LEFT_SUBJECT_SHORT", _METRIC_LEFT_SUBJECT.replace(r"\s){0,9}?", r"\s){0,6}?", 1), regex.IGNORECASE, read=True)
# a level a change reached, its metric the verb's object or subject: "improves top-1 recall
# dramatically to", "the translation error is reduced to" (read only after "to")
defer(
    "METRIC_LEVEL_CHANGE",
    _fill(
        r"(?:\b(?:⟨changes.verb⟩)\s(?P<o>(?:[\w\-’'/@]+\s){0,5}?[\w\-’'/@]+)"
        r"|(?<![\w\-’'])(?P<s>(?:[\w\-’'/@]+\s){0,5}?[\w\-’'/@]+)\s"
        r"(?:(?:is|are|was|were|be|been|has|have|had|can|could|may|will|would|further|significantly|"
        r"substantially|greatly|largely|considerably|consistently|also)\s){0,3}⟨changes.subject_verb⟩)"
        r"\s(?:\w+ly\s)?to\s(?:(?:⟨hedge_words⟩|only|just)\s)*\$?\s?$"
    ),
    regex.IGNORECASE,
    read=True,
)
# the noun phrase a relative clause is about: "a relative pose error that (is 73% less than)"
RELATIVE_ANTECEDENT = pattern_cache.compile(
    r"(?<![\w\-’'])(?P<m>(?:[\w\-’'/@]+\s){0,4}?[\w\-’'/@]+)\s(?:that|which)\s$", regex.IGNORECASE
)
# a measure named right before the number: "positioning errors below" (hedge cut off)
_METRIC_ADJACENT = defer(
    "METRIC_ADJACENT",
    _fill(r"(?P<m>(?:(?!⟨phrases.metric_stop⟩\b)[\w\-’']+\s){0,3}?")
    + rf"(?:{alternation(metric_rows())}))\s$",
    read=True,
)
defer("METRIC_ADJACENT_REV", _METRIC_ADJACENT, regex.REVERSE)
# its cheap gate: a measure right before the end (searched backwards)
METRIC_END_REV = pattern_cache.compile(rf"{alternation(metric_rows())}\s$", regex.REVERSE)


def names_measure(phrase: str) -> bool:
    """Does ``phrase`` end in a measure (``METRIC_ADJACENT`` finds a match in ``phrase + " "``)?
    Its words before the measure may repeat zero times, so it matches exactly where the
    measure alone does before the end: its reverse-searched gate ``METRIC_END_REV``
    answers the same, in a few µs rather than a forward search's hundreds."""
    return METRIC_END_REV.search(phrase + " ") is not None


# a measure named anywhere in a phrase
# (an acronym in the plural too: "AUCs ranged from", "the MAEs of")
defer("METRIC_ANY", rf"(?<![\w-]){alternation(metric_rows())}(?:(?<=\p{{Lu}})s)?(?![\w-])", read=True)
# "<metric> <change noun> of N": "class-wise IoU loss of 4.93%", "accuracy drop of 2%"
METRIC_CUE_NOUN_OF = pattern_cache.compile(
    rf"(?P<m>(?:[\w\-’']+\s){{0,3}}?[\w\-’']+(?:\s\([^()]{{1,20}}\))?)\s{METRIC_CUE_NOUN}\sof\s$",
    regex.IGNORECASE,
)
METRIC_CUE_NOUN_OF_REV = reverse_of(METRIC_CUE_NOUN_OF)
# "on a difficult balanced pair metric, ...": the sentence names its metric
SENTENCE_METRIC = pattern_cache.compile(
    r"\b(?:on|in|under|for|by)\s(?:the\s|a\s|an\s)?(?:[\w-]+\s){0,3}?(?P<m>[\w-]+(?:\s[\w-]+)?)\smetric\b",
    regex.IGNORECASE,
)
# a verb of ranging, maybe an adverb, then "from" ("ranged widely from"; not a noun "range"
# before a verb of change: "time in range increased from 71.8% to 78.5%" is a pair)
RANGE_VERB_FROM = r"⟨settings.range_verb⟩\s(?:(?!(?:⟨changes.subject_verb⟩)\b)\w+\s)?from"
# "<metric> ranging from A to B": the measure of a range
# (its short form and a comma may come between: "false positive rates (FPR), ranging from")
RANGE_OF = rx(r"(?P<m>(?:[\w\-’']+\s){0,2}[\w\-’']+)(?:\s\([^()\s]{1,15}\))?,?\s" + RANGE_VERB_FROM + r"\s\$?\s?$", regex.IGNORECASE)
# what may stand between a list's measure and its parenthesis: "EERs of (", "gains are (",
# "success rates by task length ("
LIST_LEAD_IN = rx(
    r"(?:\s(?:(?:⟨changes.noun⟩)s?|of|are|were|is|was|as\sfollows|by\s[\w-]+(?:\s[\w-]+)?))*\s*:?\s*$",
    regex.IGNORECASE,
)
# a number in parentheses right after what it measures: "highly accurate (99.79%)"
IN_PARENS_BEFORE = pattern_cache.compile(r"\(\s?$")
# a noun right before a kind cue noun: "performance drops", "runtime speedup"
METRIC_BEFORE_CUE_NOUN = pattern_cache.compile(
    rf"(?<![\w\-’'])(?P<m>(?:[\w\-’']+\s)?[\w\-’']+)\s{METRIC_CUE_NOUN}\b", regex.IGNORECASE
)
NOT_METRIC = rx(r"^(?:⟨phrases.not_metric⟩|(?:(?!of\b)[\w-]+\s){0,3}⟨baselines.subject_noun⟩)$", regex.IGNORECASE)
# a measure a number modifies, not a count ("60-minute MAE", "5-shot accuracy", "the 95%
# Hausdorff distance"): a metric when the words after the modifier name a measure
NUMBERED_MEASURE = pattern_cache.compile(r"(?:[\d.]+(?:-\p{L}+)+|[\d.]+%(?=\s\p{Lu}))\s(?P<rest>\S.*)")
# a measure counted over a span of time: "12-week retention", "28-day mortality" (the words
# after the window name the outcome, whatever they are)
MEASURE_WINDOW = rx(r"[\d.]+-(?:⟨phrases.measure_window⟩)(?:-ahead)?\s(?P<rest>\S.*)", regex.IGNORECASE)
# (not what the experiment runs for: "the 12-month regimen", "an 8-week course")
WINDOW_SETTING_END = rx(r"\b(?:⟨phrases.window_setting⟩)$", regex.IGNORECASE)
SCOPE_START = rx(r"^⟨phrases.scope⟩\b", regex.IGNORECASE)
# "trains 4.3x faster", "Training is 3.5x faster": what is faster, named before the number
SPEED_VERBS = tuple(
    (pattern_cache.compile(rf"(?:{r['verb']})", regex.IGNORECASE), r["noun"]) for r in lexicon.load("speed_verbs")
)
SPEED_VERB_BEFORE = pattern_cache.compile(
    rf"(?:\b(?P<v>{alternation(r['verb'] for r in lexicon.load('speed_verbs'))})"
    # a gerund subject, maybe with a short phrase after it ("training on 8 GPUs becomes")
    # (or a noun of action, maybe after a modifier: "Index construction is 38% faster")
    rf"|\b(?P<n>(?:(?!(?:the|a|an|its|our|their|this|these|and|or)\s)[\w-]+\s)?(?:\p{{L}}+ing|{alternation(r['noun'] for r in lexicon.load('speed_verbs'))}))"
    rf"(?:\s(?:on|with|in|for|over)\s(?:[\w-]+\s){{0,2}}?[\w-]+)?"
    rf"\s(?:is|was|becomes|became|runs|remains)(?:\s(?:also|now|still|even|consistently))?"
    # a participle after a clause ("while training 1.8x faster", "while decoding 3.4 times faster")
    # (with its object: "while running inference 9.5x faster", "while processing videos 3x faster")
    rf"|(?:\b(?:while|whilst|when|and)|,)\s(?P<g>\p{{L}}{{3,}}ing)(?:\s(?P<o>(?!\p{{Ll}}+ly\b)\p{{Ll}}{{3,}}))?)\s(?:(?:up\sto|about|nearly|over|roughly)\s)?$",
    regex.IGNORECASE,
)
# "Registration of a volume pair takes 0.27 s, about 40 times faster than ...", "Optimization
# converges in about 4 minutes per scene, roughly 10x faster": a speed-up right after the time
# an activity (the clause's subject, a noun of action) takes is of that time
_NAMED["speed_nouns"] = alternation(r["noun"] for r in lexicon.load("speed_verbs"))
# activities whose speed-up names no measure ("runs 12x faster", "running 3.4x faster on CPU")
VAGUE_SPEED_NOUNS = frozenset(r["noun"] for r in lexicon.load("speed_verbs") if r.get("vague"))
SPEED_TAKER = rx(
    r"(?:^|[.;:]\s|,\s(?:and\s)?|\b(?:while|whereas|and)\s)(?:the\s)?(?P<m>(?:(?!(?:while|whilst|whereas|when|and|the|its|our|their|this|these|by|with|in|on)\b)\p{Ll}+\s)?(?:\p{L}+ing|⟨speed_nouns⟩))\b"
    r"\b[^,.;()]{0,70}?\s(?:(?:takes|took|requires|required|needs|completes|converges|finishes)\b(?:[^.;()]|\.(?=\d)){1,90}?"
    # (or "in" right before the time: "while texturing a mesh in 74 seconds on average, roughly 3x")
    r"|in\s(?:(?:under|about|only|just|roughly|less\sthan)\s)?\d[\d.,]*\s?(?:ms|s|sec|seconds?|minutes?|mins?|hours?|h)\b(?:[^.;()]|\.(?=\d)){0,90}?),\s"
    r"(?:(?:which|this|that)\s(?:is|was)\s|i\.e\.,?\s)?(?:(?:⟨hedge_words⟩)\s)?$",
    regex.IGNORECASE,
)
# "reconstructs a volume in 11 seconds", "while texturing a mesh in 74 seconds", "Decoding a
# full scene takes under 1.5 s": the time an activity (a speed verb or a gerund) takes
ACTIVITY_IN_TIME = rx(
    # (a verb right after its subject: "and reconstructs", "DPS-K reconstructs", "planner
    # runs"; not a noun: "the speech segments in 2 minutes"; or
    # a passive's participle after its auxiliary: "a slide is processed in 1.4 s")
    r"(?:(?:^|[,;]\s|\b(?:and|it|which|that|is|are|was|were)\s|\b(?-i:\p{Lu})[\w-]*\s|\b\p{L}+(?:er|or|el|em|rk)\s)(?P<v>" + alternation(r["verb"] for r in lexicon.load("speed_verbs")) + r")"
    # (or after any subject with a determiner, "our implementation renders a frame in": a
    # verb that is no plural noun, or one whose object follows with its own determiner,
    # "the plug-in processes a 64-sample buffer in"; not "the speech segments in 2 minutes")
    r"|\b(?:the|our|its|their|this)\s(?:[\w-]+\s){1,2}?(?:(?P<v>" + alternation(r["verb"] for r in lexicon.load("speed_verbs") if not r.get("noun_form")) + r")"
    r"|(?P<v>" + alternation(r["verb"] for r in lexicon.load("speed_verbs") if r.get("noun_form")) + r")(?=\s(?:a|an|the|each|every|one|its|their|all)\s))"
    r"|(?:^|[,;:]\s|\b(?:while|whilst|when|by|and)\s|(?<=\.\s))(?!\p{L}*thing\b)(?P<g>\p{L}{3,}ing))"
    r"\s(?:(?:a|an|the|each|every|one|its|their|our)\s)?(?:[\w-]+\s){0,5}?"
    r"(?:in|within|takes|took|requires)\s(?:(?:only|just|under|⟨hedge_words⟩)\s)*$",
    regex.IGNORECASE,
)
# "(r = .94)", "κ = 0.41": a coefficient's value after its symbol (stat_symbols.tsv)
STAT_SYMBOLS = tuple((pattern_cache.compile(r["symbol"]), r["metric"]) for r in lexicon.load("stat_symbols"))
_SAMPLE_STATS = tuple(pattern_cache.compile(r["symbol"]) for r in lexicon.load("stat_symbols") if r.get("sample"))


def sample_statistic(symbol: str) -> bool:
    """Is ``symbol`` a statistic computed from data, never a parameter set (stat_symbols.tsv)?"""
    return any(p.fullmatch(symbol) for p in _SAMPLE_STATS)


_EFFECT_SIZES = tuple(pattern_cache.compile(r["symbol"]) for r in lexicon.load("stat_symbols") if r.get("effect"))


_OPENS_ALWAYS = tuple(pattern_cache.compile(r["symbol"]) for r in lexicon.load("stat_symbols") if r.get("opening") == "always")


def stat_metric(symbol: str) -> str:
    """What the value after ``symbol`` measures (stat_symbols.tsv, metric)."""
    return next(m for pattern, m in STAT_SYMBOLS if pattern.fullmatch(symbol))


def stat_opens(symbol: str) -> bool:
    """Does ``symbol`` opening a parenthesis make its value a finding whatever the clause says
    (stat_symbols.tsv, opening always)?"""
    return any(p.fullmatch(symbol) for p in _OPENS_ALWAYS)


def effect_size(symbol: str) -> bool:
    """Is ``symbol`` an effect size, the size of a difference between groups (stat_symbols.tsv)?"""
    return any(p.fullmatch(symbol) for p in _EFFECT_SIZES)


# a coefficient's symbol right before " = " (the value's reading: numbers.find_numbers)
STAT_BEFORE = pattern_cache.compile(
    r"(?<![\w\\])(?P<sym>" + alternation(r["symbol"] for r in lexicon.load("stat_symbols")) + r")\s?=\s?$"
)
# ... only in parentheses (maybe after a measure's name: "(error consistency κ = 0.41"), in a
# sentence that says what the coefficient measures (stat_cues.tsv)
STAT_IN_PARENS = pattern_cache.compile(r"\((?:[\w-]+\s){0,3}$")
STAT_CUE = pattern_cache.compile(r"(?i)\b" + alternation(r["cue"] for r in lexicon.load("stat_cues")))
# a coefficient right after the parenthesis it opens (or after another item of it), with or
# without "=" ("(ICC 0.98)", "(d = 0.58)", "(CFI = .962, RMSEA = .048)"): a finding with no
# cue word where the symbol opens always, else where its clause compares (stat_symbols.tsv,
# opening; numbers.find_numbers)
STAT_OPENING = pattern_cache.compile(
    r"\((?:[^()]{1,40}?[,;]\s)?(?P<sym>" + alternation(r["symbol"] for r in lexicon.load("stat_symbols") if r.get("opening")) + r")(?:\s?[=:]\s?|,?\s)$"
)
# comparatives and adjectives that name a measure ("more accurate": accuracy)
COMPARATIVE_METRIC = tuple(
    (pattern_cache.compile(rf"(?:{r['word']})", regex.IGNORECASE), r["metric"]) for r in lexicon.load("comparatives")
)
COMPARATIVE_WORD = pattern_cache.compile(
    rf"^\s?(?:(?:more|less|much|far|significantly|substantially)\s)?(?P<w>{alternation(r['word'] for r in lexicon.load('comparatives'))})\b"
    rf"(?:\s(?:in|at|for|on(?=\s(?:{alternation(metric_rows(better='lower'))})\b))\s(?P<x>[\w-]+)(?=\s(?:and|than|while|but)\b|[,;.]|$))?",
    regex.IGNORECASE,
)
# "<NP> (up to 44.6% higher)", "highly accurate (99.79%)": the number in parentheses after what it measures
PAREN_AFTER_NP = pattern_cache.compile(
    r"(?P<m>(?:[\w\-’']+\s){0,5}[\w\-’']+)\s\(\s?(?!(?:e\.g|i\.e)\.)(?:[^()\d]{0,20})?$"
)
# "and the energy consumption by 1.9x": the verb of the number before, elided for a new metric
# (not where the clause has its verb: "while reducing computational costs by 95%")
ELIDED_METRIC = pattern_cache.compile(
    _fill(
        r"^\s?\$?\)?,?\s(?:and|while|whereas)\s(?:(?:the|its|their)\s)?(?!(?:\w+ly\s|also\s)?⟨changes.verb⟩\s)(?P<m>(?:[\w\-]+\s){0,3}[\w\-]+)\s(?:by|from)\s"
        r"(?:(?:⟨hedge_words⟩|a|an|⟨phrases.further⟩)\s)*\$?\s?$"
    ),
    regex.IGNORECASE,
)
# a baseline-like phrase is no elided metric ("and prior methods by 5%")
ELIDED_BASELINE_SUBJECT = rx(r"(?i:\b⟨baselines.subject_noun⟩\b)|^[A-Z]")
# nothing noun-like after a comparative: "more accurate and", "faster than", "faster."
NO_NOUN_AFTER = pattern_cache.compile(
    r"\s?(?:[,;.)]|$|\s(?:and|than|while|but|or|on|in|at|for|with|compared|to|when|across|over|without|respectively)\b)",
    regex.IGNORECASE,
)
# a metric phrase's stop words, but for "and" (which coordinates metrics over a list)
defer(
    "METRIC_STOP_NOT_AND",
    _fill(r"\s(?!and\b)⟨phrases.metric_stop⟩(?:(?<=\s)|(?![\w-])).*$"),
    regex.IGNORECASE | regex.DOTALL,
    read=True,
)
# "... is about", "... are": the copula before a number compared ("is 48% lower")
# "is about", "is, on average," (a hedge set off by commas)
COPULA_END = rx(
    r"\b(?:is|are|was|were)(?:\s|,\s(?:⟨hedge_words⟩),\s)(?:(?:⟨hedge_words⟩|only|just)\s)?$", regex.IGNORECASE
)
# the subject noun phrase of the last clause: after "that", a comma or the sentence start;
# a later "that" starts a later clause ("It was observed that the latency ... is")
defer(
    "CLAUSE_SUBJECT",
    _fill(
        r"(?:^|\bthat\s|[,;:]\s)(?:(?:the|a|an|its|their|our)\s)?"
        r"(?P<m>(?:(?!⟨phrases.metric_stop⟩\b)[\w\-’']+\s){1,3}?)(?:⟨phrases.metric_stop⟩|\w+ed)\b(?:(?!\bthat\s)[^,;:])*$"
    ),
    regex.IGNORECASE,
    read=True,
)
# verbs whose change is what was measured when nothing else is named (kind_cues.tsv noun)
NOMINALS = tuple(
    (pattern_cache.compile(rf"(?:{r['cue']})", regex.IGNORECASE), r["noun"])
    for r in lexicon.load("kind_cues") if r.get("noun") and " " not in r["cue"]
) + tuple(
    (pattern_cache.compile(rf"(?:{r['word']})", regex.IGNORECASE), r["noun"])
    for r in lexicon.load("changes") if r.get("noun")
)
NOMINAL_VERB_BEFORE = pattern_cache.compile(r"\b(?P<v>[\w-]+)\s(?:by\s)?(?:(?:a|an)\s)?$", regex.IGNORECASE)
# speed-up nouns that name what was measured when nothing else does
SPEED_NOUN_AFTER = rx(r"^\s?(?:[\w-]+\s){0,1}?(?P<m>accelerations?)\b", regex.IGNORECASE)
defer("SPEED_NOUN_BEFORE", _fill(r"\b(?P<m>speed-?ups?|accelerations?)\s(?:of\s)?(?:⟨hedge_words⟩\s)?$"), regex.IGNORECASE, read=True)
# a short noun phrase right after the number: "66.7% inference computations", "73.7% AO"
# a word of a metric name; after "@" a threshold keeps its point or percent ("Acc@0.25",
# "TAR@1%FAR")
_METRIC_WORD = r"(?:[\w\-]*@[\w.%]*\w|[\w\-@]+)"
# (a stop word that begins a hyphenated word does not stop it: "6 mm mean per-joint
# position error")
RIGHT_NP = rx(
    r"^\s(?P<m>(?!⟨phrases.metric_stop⟩\b(?!-)|⟨phrases.metric_lead⟩\b|⟨changes.after⟩\b|speeds?\sup\b)"
    rf"{_METRIC_WORD}(?:\s(?!⟨phrases.metric_stop⟩\b(?!-)){_METRIC_WORD}){{0,3}})"
    r"(?=\s⟨phrases.metric_stop⟩\b(?!-)|\s?[,;.)]|$)"
)
# "N in <NP>" after a change: "a drop of 30 points in macro-average"
RIGHT_IN_ANY = pattern_cache.compile(rf"^\s?\)?\s(?:in)\s(?:terms\sof\s)?(?:the\s)?(?P<m>{_METRIC_WORD}(?:\s{_METRIC_WORD}){{0,3}}?)(?=\s(?:for|on|across|over|with|while|and|than)\b|\s?[,;.)]|$)")
# the object of a change or level verb earlier in the sentence: "improves the model's
# performance, achieving an average improvement of 6.2%"
EARLIER_OBJECT = rx(
    r"\b(?:⟨changes.verb⟩|achiev(?:e|es|ed|ing)|attain(?:s|ed|ing)?|obtain(?:s|ed|ing)?|enhanc(?:e|es|ed|ing))\s"
    r"(?P<m>(?:(?:the|a|an|its|their|our)\s)?(?:[\w\-’']+\s){0,5}?[\w\-’']+)(?=\s?[,;]|\s(?:on|across|with|while|and)\b)",
    regex.IGNORECASE,
)
OF_BASELINE = rx(
    r"^(?P<m>.+?)\sof\s(?P<b>(?:the\s)?(?:[\w\-]+,?\s){0,6}?⟨baselines.method_noun⟩\b.*)$",
    regex.IGNORECASE,
)
# "the success rate of OpenVLA", "the accuracy of ResNet-50": a measure of one named system
# (a capital or digit inside the name: coined, not a word), all that follows "of"
# (or several coordinated: "the complexity of both DeiT-S and DeiT-B")
_NAMED_SYSTEM = r"[A-Z][\w.]*(?:[A-Z0-9][\w.]*|-[\w.]+)+"
OF_NAMED_BASELINE = rx(rf"^(?P<m>.+?)\sof\s(?P<b>(?:both\s)?{_NAMED_SYSTEM}(?:(?:,\s(?:and\s)?|\sand\s){_NAMED_SYSTEM})*)$")
# (or a spaced dash, which ends a clause: "by a large margin - enjoying F1 score of")
NP_BREAK = rx(r"^.*(?:\b⟨phrases.np_break⟩\s|\s(?:-{1,3}|—|–)\s)", regex.IGNORECASE | regex.DOTALL)
HEAD_SPLIT = rx(r"\s⟨phrases.head_split⟩\s")
LEFT_VERB_STOP = rx(r"\s⟨phrases.left_verb_stop⟩(?![\w-]).*$", regex.IGNORECASE | regex.DOTALL)
# a stop word left at the end of a metric phrase once the dataset name after it is cut
# ("reduces hallucination rates in <dataset> by": "hallucination rates in")
defer("DANGLING_STOP", _fill(r"\s⟨phrases.metric_stop⟩(?:\s(?:the|a|an))?$"), regex.IGNORECASE, read=True)
LISTED = rx(r"\b⟨phrases.listing⟩\b[^.;]*$", regex.IGNORECASE)
# a sentence that sets where the next one's numbers were measured, and a sentence that
# points back at the dataset named last ("this dataset")
SETTING = rx(r"\b⟨phrases.setting⟩\b", regex.IGNORECASE)
ANAPHOR = rx(r"\b⟨phrases.anaphor⟩\b", regex.IGNORECASE)
ANAPHOR_PLURAL = rx(r"\b⟨phrases.anaphor_plural⟩\b", regex.IGNORECASE)
CONTINUATION = rx(r"⟨phrases.continuation⟩\b", regex.IGNORECASE)
# ("by an average mAP margin of 2.23": a margin in the metric's own points)
BY_MARGIN = rx(
    r"\bby\s(?:(?:a|an)\s)?(?:(?:only|just|merely)\s)?(?:(?:⟨phrases.margin⟩\s)?(?:margins?\s(?:of\s)?)?|(?:[\w@-]+\s){1,3}margins?\sof\s)$",
    regex.IGNORECASE,
)
COUNTED = rx(r"^⟨settings.counted⟩\b", regex.IGNORECASE)
_ABBREVIATIONS = alternation(r["abbreviation"] for r in lexicon.load("abbreviations"))
# a full stop that ends no sentence, right before a position: "vs. 39.8", "e.g. 3", "et al. 2"
ABBREVIATION_STOP = pattern_cache.compile(rf"(?<![\w.])(?:{_ABBREVIATIONS})\.\s$", regex.IGNORECASE)
# "scores", "score": a level on some scale, whatever the metric ("its score rises (6.1 vs. 5.4)")
SCORE_NOUN = pattern_cache.compile(r"\bscores?\b", regex.IGNORECASE)
# a metric phrase that counts things ("number of corrections"): its bare levels stay ``other``
COUNT_METRIC = rx(r"\b⟨settings.count_measure⟩\b", regex.IGNORECASE)

# -------------------------------------------------------------------------- settings
# "N% of <resource>": how much was used, not what was found.
PERCENT_OF_RESOURCE = rx(
    r"\$?\s?of\s(?:the\s|its\s|their\s)?(?:⟨settings.resource_adjective⟩\s)*(?:training\s)?⟨settings.resource⟩\b",
    regex.IGNORECASE,
)
# "with only 8% labeled points", "using 10% labels": a share used, written without "of"
PERCENT_RESOURCE = rx(
    r"\$?\s(?:⟨settings.resource_adjective⟩\s)*(?:training\s)?⟨settings.resource⟩\b",
    regex.IGNORECASE,
)
PERCENT_SETTING_AFTER = rx(r"\$?\s?⟨settings.after_percent⟩", regex.IGNORECASE)
# "providing up to 97% sparsity", "achieve over 22% pruning ratio": a setting reached is a finding
# "achieves 45 mAP", "reaches an average of 31 BLEU": a level reached, right before the number
# "reached a yield strength of 1.21 GPa", "delivers a capacity of 182 mAh g-1": a verb of
# reaching, then the measure reached and its level
# ("a <measure> (ACR) of", maybe hedged, right before the number: the measure named)
_MEASURE_NAMED = r"(?:a|an|the)\s(?:[\p{L}][\p{L}\p{N}'–-]*\s){0,3}(?P<head>[\p{L}][\p{L}\p{N}–-]*)"
# (or a plural measure without an article, "yield weighted mean ²⁰⁶Pb/²³⁸U ages of"; its
# words no clause or phrase of their own: not "show that ... imperfections of", "yields on
# T-bills with maturities of", "recorded EEG during sessions of")
_PLURAL_MEASURE = (
    r"(?:(?!(?:⟨phrases.np_break⟩|⟨phrases.condition_prep⟩|⟨phrases.preposition⟩)\s)[\p{L}⁰-⁹¹²³][\p{L}\p{N}/'⁺⁻–-]*\s){0,3}"
    r"(?P<head>[\p{L}][\p{L}\p{N}–-]*(?<=\p{Ll}s)(?<!ss))"
)
# "of", maybe hedged, right before the number (``numbers`` ends its "with a <measure> of" on it too)
OF_LEVEL = r"of\s(?:(?:⟨hedge_words⟩|⟨phrases.minimizer⟩)\s)?$"
_OF_LEVEL_END = r"\s(?:\([\p{Lu}\p{N}-]{2,8}\)\s)?" + OF_LEVEL
# (not what a cohort had: "Participants had a mean age of 54.2 years"; a verb of having
# before a plural measure too, "zircons have high Ce⁴⁺/Ce³⁺ ratios of", not before a singular
# one, a thing's specification: "the device has a mass of 2.9 kg")
SCORE_VERB_MEASURE_OF = rx(
    r"(?<!\b(?:⟨costs.data_subject⟩|⟨baselines.people⟩)\s)\b(?:(?:⟨phrases.reach_verb⟩)\s(?:"
    + _MEASURE_NAMED
    + "|"
    + _PLURAL_MEASURE
    + r")|(?:⟨phrases.have_verb⟩)\s"
    + _PLURAL_MEASURE
    + ")"
    + _OF_LEVEL_END,
    regex.IGNORECASE,
)
# "indicate reservoir temperatures of 230-265 °C", "reveals a unitary conductance of 14.2 pS":
# a verb of finding, then the measure and its level (not a cohort's trait, as above)
FOUND_MEASURE_OF = rx(
    r"(?<!\b(?:⟨costs.data_subject⟩|⟨baselines.people⟩)\s)\b(?:⟨phrases.found_verb⟩)\s(?P<m>" + _MEASURE_NAMED + "|" + _PLURAL_MEASURE + ")" + _OF_LEVEL_END,
    regex.IGNORECASE,
)
# "achieved an overpotential of 198 mV and a Tafel slope of 32.6 mV dec-1": another measure's
# level coordinated with the first (the verb of reaching is earlier in the sentence)
COORD_MEASURE_OF = rx(r"(?:,\s(?:and\s)?|\sand\s)" + _MEASURE_NAMED + _OF_LEVEL_END, regex.IGNORECASE)
# "is estimated at 2,410 km3 yr-1": an amount the paper estimates
# "we estimate mean annual emissions from wetlands of 21.4 Tg CH4 yr−1": the amount a finite
# verb of estimating has as its object's level, in one clause
ESTIMATE_OBJECT_OF = rx(r"\b(?:⟨phrases.estimate_verb⟩)\s(?:(?:the|a|an)\s)?(?:[\w-]+\s){1,7}?of\s(?:(?:⟨hedge_words⟩)\s)?$", regex.IGNORECASE)
ESTIMATE_BEFORE = rx(r"\b(?:⟨phrases.estimate_lead⟩)\s(?:(?:⟨hedge_words⟩)\s)?$", regex.IGNORECASE)
SCORE_VERB_ANY = rx(r"(?<!\b(?:⟨costs.data_subject⟩|⟨baselines.people⟩)\s)\b(?:⟨phrases.reach_verb⟩)\s(?:a|an|the)\s", regex.IGNORECASE)
SCORE_VERB_BEFORE = rx(r"\b⟨kind_cues_score⟩\s(?:(?:⟨hedge_words⟩|a|an|average\sof|of)\s)*$", regex.IGNORECASE)
# (no percentage between: in "achieved 93% coverage of 95% credible intervals" the verb
# reached the first, the second is the intervals' level; not "achieves 2:4 structured 50% sparsity")
REACHED_BEFORE = rx(r"\b(?:⟨kind_cues_score⟩|provid\w*|enabl\w*|offer\w*)\b(?:(?!\d[\d.,]*\s?%)[^,;.]){0,20}$", regex.IGNORECASE)
# "recall at 1% false-positive rate", "throughput at 95% recall@10": the operating point
AT_OPERATING_POINT = rx(r"\$?\s?(?:⟨settings.operating_point⟩)(?![\w@-])", regex.IGNORECASE)
AT_BEFORE = pattern_cache.compile(r"\bat\s(?:an?\s)?$")
# a threshold the measure is read at: "at a threshold with 95% sensitivity", "at the cut-off
# giving 90% specificity" (settings threshold_noun; not "the cut-off yielding 88% sensitivity
# was 2.5 ng/mL", "an operating point with 92% sensitivity": what was found)
AT_THRESHOLD_WITH = rx(r"\bat\s(?:an?|the)\s(?:[\w-]+\s)?(?:⟨settings.threshold_noun⟩)\s(?:with|giving|yielding|of)\s(?:an?\s)?$", regex.IGNORECASE)
# ... read right after a level or a measure ("41.3% at 1% FPR", "throughput at 95% recall@10",
# "recall at a 1% false positive rate"); not after a verb ("plateaus at 62% recall": a level)
AT_AFTER_LEVEL = pattern_cache.compile(
    rf"(?:\d\s?(?:%|×|x)?|(?<![\w-]){alternation(metric_rows())}(?<!ates))\)?\s(?:[\w@-]+\s){{0,3}}?at\s(?:an?\s)?$"
)
PERCENT_SETTING_BEFORE = rx(r"(?:\b⟨settings.before_percent⟩)\$?\s?$", regex.IGNORECASE)
# "mixtures containing up to 40% ": a composition's share; and a comparative after a share, which
# makes it a change ("containing 35% fewer hallucinated entities")
COMPOSITION_VERB_BEFORE = rx(r"\b⟨settings.composition_verb⟩\s(?:(?:⟨hedge_words⟩|only|between|from)\s)?\$?$", regex.IGNORECASE)
COMPARATIVE_AFTER_SHARE = rx(r"\s(?:⟨changes.comparative⟩)\b", regex.IGNORECASE)
# "using only 10% of", "with 5% of"
USING_BEFORE = rx(r"\b⟨settings.use⟩\s(?:⟨settings.use_adverb⟩\s)?$", regex.IGNORECASE)
# "we use a lower sampling rate (16 kHz vs. 44.1 kHz)": what follows is a setting chosen
USING_A = rx(r"\b⟨settings.use⟩\s(?:⟨settings.use_adverb⟩\s)?(?:a|an|the)\b", regex.IGNORECASE)
SCALING_BY = rx(r"\b⟨settings.scaling⟩\b[^.;,]{0,40}\bby\s$", regex.IGNORECASE)
AS_MANY = rx(r"\s⟨settings.as_many⟩\b")
# "for twice as many epochs", "of twice as many nodes": a multiple that sets or sizes (settings
# multiple_lead), before "as many/much/long/often"
MULTIPLE_SETTING_BEFORE = rx(r"\b(?:⟨settings.multiple_lead⟩)\s(?:(?:⟨hedge_words⟩|only|just)\s)*$", regex.IGNORECASE)
AS_MUCH_AFTER = pattern_cache.compile(r"\sas\s(?:many|much|long|often)\b")
EXAMPLE_SHARE_BEFORE = rx(r"\b⟨settings.example_share⟩\s\(\s?(?:e\.g\.|i\.e\.|e\.g|i\.e)?,?\s?$", regex.IGNORECASE)
# "a higher mIoU of 3.1% than": a comparative before the measure a number is "of"
COMPARATIVE_OF_BEFORE = rx(
    r"\b(?P<cmp>⟨changes.comparative⟩)\s(?:[\w\-@]+\s){1,3}?of\s(?:(?:⟨hedge_words⟩|a|an|only|just)\s)*\$?\s?$",
    regex.IGNORECASE,
)
# "an absolute improvement of 3.4%", "an absolute performance gain of 18.1%", "by absolute
# margins of 10.39%": percentage points
ABSOLUTE_CHANGE_BEFORE = rx(
    r"\babsolute\s+(?:[\w-]+\s+)?(?:⟨changes.noun⟩|margins?)\s+(?:of|by)\s+(?:(?:⟨hedge_words⟩)\s+)?$",
    regex.IGNORECASE,
)
# "at operating speeds of 7-10 m/s": a condition, not a finding
# "at a fixed alert rate of": a level the experiment fixes, whatever the unit
FIXED_LEVEL_BEFORE = rx(r"(?:⟨settings.fixed_level⟩)$", regex.IGNORECASE)
AT_SETTING_BEFORE = rx(
    r"\bat\s(?:[\w-]+\s){0,2}[\w-]+\s(?:of|around|about)\s(?:(?:⟨hedge_words⟩)\s)?$"  # ("at a flow rate of")
    # ("at a signal-to-noise ratio (SNR) of 10 dB")
    r"|\bat\s(?:a|an|the)\s(?:[\w-]+\s){0,2}?[\w-]+\s\([\p{Lu}\p{N}-]{2,8}\)\s(?:of|around|about)\s(?:(?:⟨hedge_words⟩)\s)?$",
    regex.IGNORECASE,
)
# "at speeds up to 1.5 m/s": a hedged condition after "at" and a plural (not for a rate the
# system reaches: "processes video at speeds up to 45 FPS"; nor "at a cost under 600 USD")
# (the plural a noun, not a verb ending in "s": not "the error of the arm at full speed is nearly 2 mm")
AT_SETTING_HEDGED = rx(
    r"\bat\s(?:[\w-]+\s){0,2}(?!(?:⟨phrases.connector⟩|⟨phrases.level_connector⟩|⟨changes.subject_verb⟩)\s)[\w-]+(?<=[^s]s)\s(?:⟨hedge_words⟩)\s$",
    regex.IGNORECASE,
)
# "reduces X by up to 65.8% of the tokens": a change by a share is a finding
defer("BY_SHARE_BEFORE", _fill(r"\bby\s(?:(?:⟨hedge_words⟩|a|an)\s)*$"), regex.IGNORECASE, read=True)
# "as latency grows from 100 ms to 400 ms": a condition swept over (both ends)
SWEEP_BEFORE = rx(
    r"\bas\s(?:the\s)?(?:[\w-]+\s){1,3}?(?:⟨settings.sweep_verb⟩)\sfrom\s(?:\$?[\d.,]+\s?\S*\sto\s)?\$?\s?$",
    regex.IGNORECASE,
)
RANGING = rx(r"(?<![\w-])" + RANGE_VERB_FROM + r"\s\$?\s?$", regex.IGNORECASE)
# "gains range from A to B": the word before the range verb, which may name a change
RANGING_SUBJECT = rx(r"\b(?P<n>[\w-]+)\s(?:that\s)?" + RANGE_VERB_FROM + r"\s\$?\s?$", regex.IGNORECASE)

# a metric phrase stops at a scope over many things: "execution time of many Lego tasks"
METRIC_SCOPE_OF = rx(r"\s(?:of|for|on|across)\s⟨phrases.scope⟩\b.*$", regex.IGNORECASE | regex.DOTALL)
# line-broken hyphenation in scraped text: "state-of- the-art", "end- to-end"
BROKEN_HYPHEN = pattern_cache.compile(r"(?<=\w)-\s(?!(?:and|or|to\s)\b)(?=\w)")
# "outperforms A by 1.08x and the image-to-action B by 1.16x": the verb is elided for B
ELIDED_BASELINE = rx(
    # ")": "by 10.2% (up to 37.7%), and B by"; a trailing hedge: "by 40% on average and B by"
    # (after "the", an -ing word is part of the name: "and the deep learning model by")
    r"^\s?\$?\s?\)?" + rf"(?:\s(?:{_phrase_rx(HEDGE_TRAILING)}))?" + r",?\s(?:and|while|whereas)\s"
    r"(?:the\s(?![^,;.]*(?<![\w-])(?:⟨changes.verb⟩|⟨phrases.clause_verb⟩)(?![\w-]))"
    r"|(?![^,;.]*(?<![\w-])(?:\w+ing|⟨changes.verb⟩|⟨phrases.clause_verb⟩)(?![\w-])))"
    r"(?P<b>[^,;.()$]{2,80}?)\sby\s(?:(?:⟨hedge_words⟩|a|an)\s)*\$?\s?$",
    regex.IGNORECASE,
)
# "in 68% of the experiments", "in over 78% of the datasets": the share of a population in
# which something held (GUIDELINES "Settled cases": `other`), not a share used nor a rate reached
IN_SHARE_BEFORE = rx(r"\bin\s(?:(?:⟨hedge_words⟩|only|just)\s)*\$?\s?$", regex.IGNORECASE)
# "losing less than 1% nDCG@10", "gains 3% accuracy": a change verb right before a number
VERB_RIGHT_BEFORE = rx(
    r"\b(?!(?:by|of)\b)(?:⟨changes.points_before⟩)\s(?:(?:⟨hedge_words⟩|only|just)\s)*(?:⟨hedge_symbols⟩\s?)?\$?$",
    regex.IGNORECASE,
)
# "0.3633mm per pixel for shape reconstruction, 0.410N for forces", "and of 24.58 dB": the
# text between two values of an enumeration
ENUM_OTHER = pattern_cache.compile(
    # (where or under what each was measured: "168 mAh g-1 at 0.1C and 102 mAh g-1 at 10C")
    # (or played down against it, the verb elided: "0.957 on Hindi but only 0.781 on Tamil";
    # not "..., but 2 GB of memory is required", a clause of its own)
    # (a margin's "by" after the elided verb: "by 2.3 dB in speech-shaped noise, but only by 0.4 dB")
    r"(?:\s(?:per|for|on|in|of|over|at)\s(?:[^,;.]|(?<=\d)\.(?=\d)){1,70}?)?(?:,\s(?:and\s)?|\s(?:and|or)\s|,?\s(?:but|yet)\s(?:only|just)\s)(?:of\s|by\s)?"
)
# "succeeds in 73% of trials", "was preferred ... in 64% of comparisons": how often it did
defer("SHARE_RATE_IN", _fill(r"\b(?:⟨changes.share_rate_in⟩)\b"), regex.IGNORECASE, read=True)
# "14% more likely to reach checkout", "1.4x more often than desktop users": how likely or how
# often a group does something
defer("LIKELIHOOD_AFTER", _fill(r"^\s(?:⟨hedge_words⟩\s)?(?:⟨changes.likelihood_after⟩)\b"), regex.IGNORECASE, read=True)
# "using only 10% of the labels", "trained on 5% of", "with just 1% of": the share used
USING_SHARE_BEFORE = rx(
    r"\b⟨settings.share_use⟩\s(?:⟨settings.use_adverb⟩\s)?\$?\s?$",
    regex.IGNORECASE,
)

# where a clause starts: after a comma or semicolon, at "while", "whereas", "but"
CLAUSE_SEP = pattern_cache.compile(r"[,;]|\b(?:while|whereas|but)\b")
# between two numbers of a parallel list: the word after the first, the rest of its item
# (no clause break), then the list's comma or "and" ("7.3% improvement on Drone-Action, and
# 7.16% improvement on NEC Drones", "a 3.1 points gain over X on MMLU, 2.4 points gain on
# GSM8K"); the same word must follow the second number too
PARALLEL_ITEM = pattern_cache.compile(r"\s?(?P<w>[^\W\d][\w-]*)(?![\w-])[^;.()]{0,120}?(?:,\s(?:and\s)?|\sand\s)")
# "4x fewer steps to match the performance of X", "38% less data on average to match X": the
# amount the number changes, then what it is measured against (not "learning to match images")
TO_MATCH_AFTER = pattern_cache.compile(r"\s?(?:fewer|less|more)\s(?:[\w-]+\s){0,4}?to\smatch\s(?P<b>[^,;.()]{2,80})")
# "Compared with an 8-bit DS-CNN of similar accuracy, X reduces energy by 4.6x": a sentence
# that opens with what its changes are measured against
OPENING_BASELINE = rx(r"(?:⟨baselines.opening⟩)\s(?P<b>[^,;()]{2,90}),\s", regex.IGNORECASE)
# "matching BC-ResNet-3 while requiring 2.1x fewer", "reaches the final performance of QMIX
# with 2.5-fold fewer": the level of X reached at a cost the number measures against X
PARITY_BEFORE = rx(
    r"\b(?:⟨baselines.parity_verb⟩)\s(?:the\s(?P<m>(?:[\w-]+\s){0,3}?[\w-]+)\sof\s)?(?P<b>[^,;.()]{2,80}?)"
    r"\s(?:while|with|using|in|at)\s(?:[\w-]+\s){0,4}?(?:by\s)?(?:⟨hedge_words⟩\s)?\$?$",
    regex.IGNORECASE,
)
# what a level is reached at: a system ("BERT", "the unpruned baseline", "its teacher")
SYSTEM_PHRASE = rx(r"^\p{Lu}|\b(?i:⟨baselines.method_noun⟩|⟨baselines.subject_noun⟩)$")
WORD_AFTER = pattern_cache.compile(r"\s?([^\W\d][\w-]*)(?![\w-])")
# "boosting OpenVLA's average success rate across four suites from": whose level changed
# or "improves the averaged accuracy of CLIP from" (a name with two capitals or a digit)
OWNER_MEASURE_FROM = rx(
    r"\b⟨changes.verb⟩\s(?:(?P<o>(?:[\w\-.]+\s){0,2}?[\w\-.]+)(?:'s|’s)\s(?:[\w\-]+\s){1,8}?"
    r"|(?:the\s)?(?:[\w\-]+\s){1,4}?of\s(?P<o>(?-i:\p{Lu}[\w.\-]*[\p{Lu}\d][\w.\-]*))\s(?:[\w\-]+\s){0,6}?)from\s\$?\s?$",
    regex.IGNORECASE,
)
# "improves precision, recall and F1 by 3.1%, 2.4% and 2.7%", "improves FID and AUROC, with
# average gains of 15.8% and 1.8%": the verb's coordinated objects
defer(
    "OBJECT_LIST_BEFORE_BY",
    _fill(
        r"\b⟨changes.verb⟩\s(?:the\s|our\s|its\s|their\s)?(?P<m>(?:[^;:.()]|\([^;:.()]{1,20}\)){3,160}?)"
        r"(?:\sby|,\swith\s(?:(?:an?|⟨phrases.average_word⟩|⟨phrases.aggregate⟩)\s){0,2}⟨changes.noun⟩\sof)\s(?:(?:⟨hedge_words⟩)\s)*\$?\s?$"
    ),
    regex.IGNORECASE,
    read=True,
)
# "using only 25% of the images and 32% of the labels": a later share of the same use
defer(
    "USING_SHARE_LIST_BEFORE",
    _fill(
        r"\b⟨settings.share_use⟩\s(?:⟨settings.use_adverb⟩\s)?\$?\s?\d[\d.,]*\s?%\sof\s[^,;.%]{1,60}?,?"
        r"\s(?:and|or)\s(?:⟨settings.use_adverb⟩\s)?\$?\s?$"
    ),
    regex.IGNORECASE,
    read=True,
)
# Unclosed asymptotic-bound bracket before a number: O(, \mathcal{O}(, Θ(, \Omega(
BOUND_OPEN = pattern_cache.compile(
    r"(?:\b[OΘΩo]|\\mathcal\{O\}|\\(?:Theta|Omega|tilde\{O\}|widetilde\{O\})|Omega|Theta)\s?[({]"
)

# change verbs that make "from A to B" a before/after pair rather than a range
FROM_TO_CHANGE = rx(
    # (a genus abbreviated before its species ends no sentence: "the growth rate of E. densa from")
    r"\b⟨changes.from_to⟩\b(?:[^.;]|(?<=\d)\.(?=\d)|\b(?:e\.g|i\.e|cf|vs)\.|" + GENUS_DOT + r"){0,120}?\bfrom\s(?:\w+\s){0,3}?\$?\s?$",
    regex.IGNORECASE,
)
RANGE_FROM = pattern_cache.compile(r"\b(?:from|between)\s\$?\s?$", regex.IGNORECASE)
# "from " (maybe a math "$") right before a level: a pair's first
FROM_END = pattern_cache.compile(r"\bfrom\s\$?$")
# a range as the amount of a change: "improves accuracy by between 1% and 5%", "a gain of from"
RANGE_AFTER_AMOUNT = pattern_cache.compile(r"\b(?:by|of)\s(?P<opener>(?:from|between)\s\$?\s?)$", regex.IGNORECASE)
# "from 2.1 °C to below 0.2 °C": the level reached after a change, hedged (never a range's end)
TO_HEDGED = rx(r"\s?to\s(?:⟨hedge_words⟩)\s\$?", regex.IGNORECASE)
# (a hyphen suspended before "to": "6.4- to 9.1-fold")
RANGE_SEP = pattern_cache.compile(r"\s?(?:[-–]\sto\s|--|–|—|-|−|~|∼|\\sim|\$\\sim\$|\s?to\s|\s?and\s)\s?\$?")
LIST_SEP = pattern_cache.compile(
    r"^(?:\s?/\s?|,\s|\s(?:and|or)\s(?:even\s)?|,\s(?:and|or)\s(?:even\s)?|\s?;\s)(?:\$?\s?)$"
)
PLUS_MINUS = pattern_cache.compile(r"\s?(?:±|\\pm|\+-|\+/-|\$\\pm\$)\s?")
_METRIC_TAIL = defer("METRIC_TAIL", rf"{_METRIC_NOUNS}\s$")
RESPECTIVELY = pattern_cache.compile(r"\brespectively\b", regex.IGNORECASE)
# "an accuracy of 81.2%, 3.1% higher than X": after a level and a bare comma, by how much it
# beats X (a list of numbers ends in "and": "by 5.0%, 4.6% and 5.4%")
APPOSED_MARGIN = rx(r"\s(?:⟨changes.comparative⟩|⟨changes.margin_than⟩)\s(?:(?:on\saverage|overall)\s)?than\b", regex.IGNORECASE)
# "16-fold" is a multiplier only when it states a change: "by 16-fold", "16-fold faster"
# "1.4 dB higher than X": a physical amount that is a margin over what follows
# (maybe with how it was averaged or counted between: "1.8 s faster on average than", "0.8 s
# faster per command than")
MARGIN_THAN = rx(r"\s⟨changes.margin_than⟩\s(?:(?:on\saverage|overall|per\s[\w-]+)\s)?than\b", regex.IGNORECASE)
MARGIN_THAN_MEASURED = rx(r"\s⟨changes.margin_than_measured⟩\sthan\b", regex.IGNORECASE)
defer("RESULT_AFTER", _fill(r"\s?(?:\(\w+\)\s)?(?:[\w-]+\s)?⟨changes.result_after⟩\b"), regex.IGNORECASE, read=True)
defer(
    "AMOUNT_BEFORE",
    _fill(
        r"\b⟨changes.amount_before⟩\s(?:⟨hedge_words⟩\s)?(?:(?:a|an)\s)?(?:[\w-]+\s)?$"
    ),
    regex.IGNORECASE,
    read=True,
)
defer("POINTS_BEFORE", _fill(r"\b⟨changes.points_before⟩\s(?:(?:⟨hedge_words⟩|⟨phrases.minimizer⟩|a|an)\s)*$"), regex.IGNORECASE, read=True)

# ------------------------------------------------------------------- end-anchored search
# Most "just before the number" patterns end in ``$`` and are searched over a window that
# ends at the number.  A forward search tries every start position of the window, each a
# full attempt (30-130 µs for the longer ones); the same pattern compiled with
# ``regex.REVERSE`` starts from the end and fails in a few µs.  Both find a match in
# exactly the same windows, but not always the same match (forward: leftmost start), so a
# reverse twin answers yes/no questions and gates the forward search when groups are read.


def reverse(pattern: regex.Pattern) -> regex.Pattern:
    """The reverse twin of an end-anchored pattern."""
    return regex.compile(pattern.pattern, pattern.flags | regex.REVERSE)


METRIC_BEFORE_VALUE_REV = pattern_cache.compile(_METRIC_BEFORE_VALUE, regex.REVERSE)
METRIC_LEFT_SUBJECT_REV = pattern_cache.compile(_METRIC_LEFT_SUBJECT, regex.IGNORECASE | regex.REVERSE)
# (twins of deferred patterns are built from their text and flags)
METRIC_LEFT_OF_REV = pattern_cache.compile(_METRIC_LEFT_OF, regex.VERBOSE | regex.IGNORECASE | regex.REVERSE)
METRIC_TAIL_REV = pattern_cache.compile(_METRIC_TAIL, regex.REVERSE)
BASELINE_ROLE_BEFORE_REV = pattern_cache.compile(_BASELINE_ROLE_BEFORE, regex.IGNORECASE | regex.REVERSE)
PAREN_AFTER_NP_REV = reverse(PAREN_AFTER_NP)
# METRIC_LEFT_OF as a forward search: its leftmost match never starts inside a word (one
# starting there also matches from the character before), so starts inside words are
# skipped up front; same matches and groups, ~4x faster.
METRIC_LEFT_OF_WORD = pattern_cache.compile(r"(?<![\w\-@/’'{}$\\^])" + _METRIC_LEFT_OF, regex.VERBOSE | regex.IGNORECASE)
# Every METRIC_BEFORE_CUE_NOUN match holds a cue noun after a word: a cheaper scan first.
CUE_NOUN_AFTER_WORD = pattern_cache.compile(rf"(?<=[\w\-’'])\s{METRIC_CUE_NOUN}\b", regex.IGNORECASE)
