"""The dataset cues as patterns: head nouns ("dataset", "benchmark", ...), creation
verbs, naming cues and the shapes a name takes.

The words are data (``extractor/data/lexicon``, selected by ``name_cues``); this module
only arranges them, once, for every step of the package.
"""

from __future__ import annotations

import os

import regex

from extractor import lexicon, pattern_cache
from extractor.extract import name_cues


# The words are data (``extractor/data/lexicon``, selected by ``name_cues``); the
# patterns here only arrange them.
def _head_forms(strong: bool = False) -> list[str]:
    return [f for r in name_cues.dataset_heads() if r["strong"] or not strong for f in (r["head"], r["plural"])]


_HEADS = name_cues.alternation(_head_forms(), spaced=r"\s?")  # "data set" or "dataset"
_STRONG_HEADS = pattern_cache.compile("(?i)^" + name_cues.alternation(_head_forms(strong=True), spaced=r"\s?") + "$")

# Acronyms and words that look like names but name fields, tasks, metrics, venues,
# tools or languages; "the NLP benchmark" or "an EEG dataset" names no dataset.
_GENERIC = frozenset(w.lower() for w in name_cues.well_known(name_cues.DATASETS))
_METRICS = frozenset(w.lower() for w in name_cues.well_known_of_kind("metric"))
# a short lower-case prefix before a capital ("s" of "sEMG", "mi" of "miRNA")
_LOWER_PREFIX = pattern_cache.compile(r"\p{Ll}{1,3}\p{Lu}")
_LOWERS = "abcdefghijklmnopqrstuvwxyz"

# Lower-case hyphen tails that turn a name into an adjective ("MNIST-based").
_ADJ_TAIL = pattern_cache.compile("(?i)-" + name_cues.alternation(name_cues.hyphen_tails(name_cues.DATASETS)) + "$")
_LIKE_TAIL = pattern_cache.compile(
    "(?i)-" + name_cues.alternation(r["tail"] for r in lexicon.load("hyphen_tails") if r.get("resembles")) + "$"
)


def _create() -> regex.Pattern:
    """"we introduce", "this paper presents", "our work further constructs" ..."""
    self_nouns = name_cues.alternation(name_cues.cue_words("self_noun", name_cues.DATASETS))
    subjects = "|".join(f"[{w[0].upper()}{w[0]}]{regex.escape(w[1:])}" for w in name_cues.cue_words("subject"))
    adverbs = name_cues.alternation(name_cues.cue_words("adverb", name_cues.DATASETS))
    verbs = name_cues.alternation([r["verb"] for r in name_cues.introduce_verbs(name_cues.DATASETS)])
    # (and the past form where "-d" does not make it: "we constructed X", "we built X")
    pasts = name_cues.alternation([r["past"] for r in name_cues.introduce_verbs(name_cues.DATASETS) if r.get("past")])
    gerunds = name_cues.alternation([r["gerund"] for r in name_cues.introduce_verbs(name_cues.DATASETS) if r.get("gerund")])
    who = rf"\b(?:{subjects}|[Tt]his\s+{self_nouns}|[Oo]ur\s+{self_nouns})\b"
    return regex.compile(
        rf"{who}(?:\s+{adverbs})*\s+(?:{verbs}[sd]?|{pasts})\b"
        # "we address this gap by introducing X": the gerund after "by" in the paper's sentence
        rf"|{who}[^.;]*?\bby(?:\s+{adverbs})*\s+{gerunds}\b"
    )


_CREATE = _create()
# Words between the creation verb and a name that show the name is only used.
# (so do the words that make it the task the paper's system takes part in: "the Kairos
# system for SemEval-2025 Task 11", "our submission to X"; artifact_frames.tsv)
_ENTRY = (
    name_cues.alternation(name_cues.artifact_frames("entry_noun")) + r"s?\s+"
    + name_cues.alternation(name_cues.artifact_frames("entry_prep"))
)
_BLOCK = pattern_cache.compile(r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("use_cue", name_cues.DATASETS)) + "|" + _ENTRY + r")\b")
_NAMING = name_cues.alternation(name_cues.naming_cues("participle", "adverb"))
_STRICT_OBJ = pattern_cache.compile(
    rf"(?i)\s*(?:(?:the|a|an|our)\s+)?(?:[\w-]+\s+){{0,4}}?{_HEADS}\s*(?:[,:(]|{_NAMING})?\s*"
)
_METHOD_HEADS = name_cues.alternation(name_cues.own_method_heads())
# "the MalConv and EMBER-GBDT baselines": a head noun that makes the name before it a model
_MODEL_HEAD_AFTER = pattern_cache.compile(
    r"(?i)\s+"
    + name_cues.alternation(
        sorted({h for h, t in name_cues.head_types().items() if t in ("model", "method")}
               | set(name_cues.cue_words("system_after", name_cues.DATASETS)))
    )
    + r"s?\b"
)
_METHOD_APPOS = pattern_cache.compile(rf"(?i)\s*[:,]\s*(?:a|an|the)\s+(?:[\w-]+\s+){{0,5}}?{_METHOD_HEADS}\b")
# "PAWS-Data: an extensive dataset ..."
_DATA_APPOS = pattern_cache.compile(rf"\s*[:,(—]\s*(?:a|an|the)\s+(?:[\w-]+\s+){{0,5}}?{_HEADS}\b")
_NOVELTY = name_cues.alternation(name_cues.cue_words("novelty", name_cues.DATASETS))
_NEW = pattern_cache.compile(rf"(?i)\b{_NOVELTY}\b")
_NOVELTY_WORDS = frozenset(name_cues.cue_words("novelty", name_cues.DATASETS))

# A name-like string: units joined by hyphen/dot/plus, starting at a capital or digit or at
# a short lower-case prefix before its capital ("imSitu", "xView"), never inside a word
# (not "Rbix" out of "zoRbix")
_NAME = r"(?<![\p{L}\p{N}])(?:\p{Ll}{1,3}(?=\p{Lu})|[\p{Lu}\p{N}])[\p{L}\p{N}]*(?:[-.+][\p{L}\p{N}]+|(?<=\p{L}{4})–\p{Lu}\p{Ll}+)*\+*(?:['’]\d\d(?!\p{L}))?"  # SHREC'14, Lotka–Volterra
_NAME_RE = pattern_cache.compile(_NAME)
# a count's or size's modifier opening a name found by its cue ("the 70-subject BETA dataset",
# "the 2-million-point Airline dataset", "a new 1650-m² office dataset"): no part of the name
# (inside a run of name words it is one: "the Zorbo 12-lead Arrhythmia Database")
_COUNT_MODIFIER = r"\d[\d,.]*[kKM]?(?:-\p{Ll}+)*-(?:\p{Ll}+[²³]?|D)(?![\p{L}\p{N}-])"
COUNT_MODIFIER = pattern_cache.compile(_COUNT_MODIFIER)
COUNT_MODIFIER_LEAD = pattern_cache.compile(_COUNT_MODIFIER + r"\s+(?=\S)")
# a language's adjective opening such a name ("the Spanish DisTEMIST corpus"), before a
# coined name (two capitals or a digit; not "Japanese Vowels", a name of its own)
LANGUAGE_LEAD = pattern_cache.compile(
    rf"{name_cues.alternation(name_cues.cue_patterns('language_lead', name_cues.DATASETS))}\s+(?=\S*(?:\p{{Lu}}\S*\p{{Lu}}|\p{{N}}))"
)

# "the X dataset", "X benchmark" -- up to three name words before a head noun.
_HEAD_CUE = pattern_cache.compile(
    rf"(?P<pre>\b[\p{{L}}]+\s+)?(?P<name>{_NAME}(?:\s+(?:of\s+)?{_NAME}){{0,2}})\s+(?P<head>{_HEADS})\b"
)
# "the first benchmark MuSLR", "a new dataset, X", "a benchmark called X"
_AFTER_HEAD_SEP = rf"(?:\s*[,:(—–]\s*|\s+-{{1,3}}\s+|\s+{_NAMING}\s+|\s+)"  # "a new ... dataset - LUCES-ST"
_NAMING_AFTER = pattern_cache.compile(rf"\b{_NAMING}\b")
_AFTER_HEAD = pattern_cache.compile(
    rf"\b(?P<det>{_NOVELTY}|a|an)\s+(?P<mods>(?:[\w-]+\s+){{0,4}}?)(?P<head>{_HEADS})"
    rf"{_AFTER_HEAD_SEP}(?P<name>{_NAME})"
)
# "X, a new benchmark of ..." / "X, the first dataset ..." / "X (a benchmark ...)"
_APPOSITIVE_END = (
    r"(?=\s*(?:[,.;:()]|$)|\s+" + name_cues.alternation(name_cues.cue_words("appositive_end", name_cues.DATASETS)) + r"\b)"
)
_QUANTIFIERS = name_cues.cue_words("quantifier", name_cues.DATASETS)
_DETERMINER = name_cues.alternation(("the", *_QUANTIFIERS))
_APPOSITIVE = pattern_cache.compile(
    rf"(?P<name>{_NAME})\s*(?:,|\(|:|—|--)\s*(?:{_DETERMINER}\s+)"
    rf"(?P<mods>(?:[\w-]+\s+){{0,6}}?){_HEADS}{_APPOSITIVE_END}"
)
# a description of a method, or one that goes on ("a benchmark for", "a suite that")
_METHODISH = pattern_cache.compile(rf"(?i)\b(?:{_METHOD_HEADS}|for|of|that|to|which|with)\b")
_SUFFIXES = tuple(name_cues.name_suffixes())
_BENCH_SUFFIX = pattern_cache.compile("(?i)" + name_cues.alternation(_SUFFIXES) + "$")
_LIST_SEP = pattern_cache.compile(r"^\s*(?:,\s*(?:and|or|as\s+well\s+as)?|and|or|&|/|;)\s*$")
_URL = pattern_cache.compile(r"https?://\S+|www\.\S+|\S+\.(?:com|org|io|net|edu|ai)/\S*")
_YEAR = pattern_cache.compile(r"^(?:19|20)\d\d$")
_TWO_DIGITS = pattern_cache.compile(r"\d\d")
_TITLE_WORD = pattern_cache.compile(r"^\p{Lu}\p{Ll}+$")
_PLURAL_ACRONYM = pattern_cache.compile(r"\p{Lu}{2,}s")
_MIXED_PLURAL = pattern_cache.compile(r"\p{Lu}[\p{L}\p{N}]*\p{Lu}s")  # the plural of a mixed-case acronym
_NUMBERISH = pattern_cache.compile(r"[\d.,+\-]+|\p{Lu}")
_QUANTITY = pattern_cache.compile(r"\d[\d.,]*(?:[a-z]{1,3}|dB|[KMGT]B|[kMG]?Hz)")
_VERSION = pattern_cache.compile(r"(?i)v?\d+(?:\.\d+)*[kmb]?")
_CAMEL = pattern_cache.compile(r"\p{Ll}\p{Lu}")
_UPPER = pattern_cache.compile(r"\p{Lu}")
_LETTER = pattern_cache.compile(r"\p{L}")
_DIGIT = pattern_cache.compile(r"\p{N}")
_CAP_OR_DIGIT = pattern_cache.compile(r"[\p{Lu}\p{N}]")
_LOWER_PIECE_WITH_DIGIT = pattern_cache.compile(r"\p{Ll}+\p{N}[\p{L}\p{N}]*(?![\p{L}\p{N}\-])")
# a data split's name at the start of a piece glued on by a hyphen ("COCO-val2017")
_SPLIT_START = pattern_cache.compile(
    "(?i)" + name_cues.alternation([r["word"] for r in lexicon.load("phrases") if "split" in r.values("list")])
)
_ACRONYM = pattern_cache.compile(r"[\p{Lu}\p{N}][\p{L}\p{N}\-]{1,9}")
_A_DESCRIPTION = pattern_cache.compile(
    r"(?i)\b(?:a|an)\s+(?:(?!(?:on|in|of|for|with|from|to|by|at|the|and|or)\b)[\w-]+\s+){0,3}$"
)
_CAP_WORD_AFTER = pattern_cache.compile(r" \p{Lu}\p{Ll}")
# coordination around a dataset (``_extend_lists``)
# a short parenthesis may follow each name: "JIGSAWS (↑ 6.0%), MTL-AQA (↑ 0.99%), and X";
# an arrow pairs the source and target datasets of a transfer ("Kinetics->BABEL")
_RIGHT_SEP = pattern_cache.compile(
    r"(?:\s*\([^()]{1,24}\))?\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|&\s*|/|<?->|[→↔])\s*")
_LEFT_SEP = pattern_cache.compile(r"(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|/|\s*(?:<?->|[→↔])\s*)$")
_CONJ = pattern_cache.compile(r"\b(?:and|or)\b|[&/→↔]|->")
_HEAD_AFTER = pattern_cache.compile(rf"\s+{_HEADS}\b")
# the characters a ``_NAME`` is made of, read backwards from a position
# (an apostrophe before a two-digit year is inside a name: "HWMCC'20", "SHREC'14")
_NAME_CHARS_BACK = pattern_cache.compile(r"(?:[\p{L}\p{N}\-.+]|['’](?=\d\d(?!\p{L})))*", regex.REVERSE)
_NAME_CHARS = pattern_cache.compile(r"[\p{L}\p{N}\-.+]*")
_COMMON = name_cues.common_words()
# stem -> the units a head found from it can be in the text's ASCII view
# (``_ascii_view``).  A head is preceded by white space and every pattern reads a
# non-word character or the end right after it (``\b``, a separator, white space), so
# its ASCII unit is the head itself, or "data"/"test" of "data sets"/"test beds".  The
# stem is the common start of a head's forms, its first word if it has several.
def _head_units() -> dict[str, tuple[bytes, ...]]:
    out: dict[str, tuple[bytes, ...]] = {}
    for r in name_cues.dataset_heads():
        forms = (r["head"], r["plural"])
        words = [f.split() for f in forms]
        stem = words[0][0] if len(words[0]) > 1 else os.path.commonprefix(forms)
        units = [w[0] for w in words if len(w) > 1] + ["".join(w) for w in words]
        out[stem] = tuple(dict.fromkeys(u.encode() for u in units))
    return out


_HEAD_UNITS = _head_units()
