"""The clean-up a phrase read as a baseline or a metric goes through: cut at the
lexicon's stop words, without a leading determiner, trailing adverbs or an owner's
possessive; None where what is left names nothing.
"""

from __future__ import annotations

import regex

from extractor import pattern_cache
from extractor.extract import number_cues as C

_TRAIL = pattern_cache.compile(r"[\s,;:.’'\")\]}]+$")
_LEADING_WHEN = pattern_cache.compile(r"^(?:when|where|if|with|using)\s", regex.IGNORECASE)  # ("than with the X")
_WITHOUT = pattern_cache.compile(r"^without\s[\w\s-]{2,40}$", regex.IGNORECASE)
_THE = C.rx(r"^(?:the|a|an|this|these|those|its|their|our)\s", regex.IGNORECASE)
_BOTH = pattern_cache.compile(r"^both\s(?=\S+\s)", regex.IGNORECASE)


# "the baseline's segmentation": whose measure (not "OpenAI's o1", "Meta's Llama 2": a name)
_OWNER = pattern_cache.compile(r"^(?P<o>[^'’]{2,60}?)['’]s(?:\s[a-z][a-z-]*(?:\s.*)?)?$")
# after the owner: a system of theirs, its head a method's noun after a modifier or two
_POSSESSED_SYSTEM = C.rx(r"['’]s\s(?:[\w-]+\s){1,3}(?:⟨baselines.subject_noun⟩|⟨baselines.possessed_system⟩)$", regex.IGNORECASE)


# "an 8-bit DS-CNN", "the 50-step sampler": a name (not "30-minute sequences": a setting)
_COMPOUND_NUMBER = C.rx(r"\d+(?:\.\d+)?-(?!(?:⟨units.time_unit⟩)\b)[^\W\d]")
_HEDGE_ALONE = C.rx(r"⟨hedge_words⟩", regex.IGNORECASE)
_NUMBER_TAIL = pattern_cache.compile(r"(?:,|\s(?:and|or))\s[+−-]?\d[\d.]*$")


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
    b = _NUMBER_TAIL.sub("", b)  # "for TGN and 0.594 for ...": the phrase ends before the next number
    if b.count("(") > b.count(")"):
        opened = b.rfind("(")
        if b[opened + 1 : opened + 2].isupper():
            b += ")"  # "the existing best result (SwinTrack)": the name in parentheses kept whole
        else:
            b = b[:opened].rstrip()  # "the VWAP algorithm (from 9.7 to 7.3 bps)": an aside, no name
    b = C.ADVERB_TAIL.sub("", b)  # "outperforms X relatively by ..."
    b = _BOTH.sub("", b)  # "outperforms both the X and Y baselines": the coordination is
    b = _THE.sub("", b + " ").strip()  # a determiner alone is no baseline: "compared to the 49.75%"
    if (owner := _OWNER.match(b)) is not None and not _POSSESSED_SYSTEM.search(b, owner.end("o")):
        b = owner.group("o")  # "the baseline's segmentation", "OpenVLA's success rate": whose
        # (not a system someone owns: "Leland's modified delta", "the hospital's existing
        # rule-based auditing", "Kernel Tuner's default Bayesian optimizer": the system)
    if " of " in b and not C.NOT_BASELINE.match(b):  # "scores of others": a quantity, no owner
        measure, _, owner = b.partition(" of ")
        if C.METRIC_ANY.fullmatch(measure) and (owner := _THE.sub("", owner + " ").strip()):
            b = owner  # "higher than the performance of OpenFace 2.0": whose performance
    if not b or (b[0].isdigit() and not _COMPOUND_NUMBER.match(b)) or len(b) < 2 or _HEDGE_ALONE.fullmatch(b):
        return None  # (a hedge before the compared level names no one: "compared with over 80 ms")
    if C.PLACE_NOUN_END.search(b):
        return None  # "improvements on benchmark datasets": where it was measured
    if C.NOT_BASELINE.match(b):
        return None
    return b
