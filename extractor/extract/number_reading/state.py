"""What the steps of reading a number share: the sentence (``Sentence``) and what the
steps decided so far (``Reading``), plus the searches several steps repeat on the same
text, cached per text.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

import regex

from extractor import pattern_cache
from extractor.components.result_cues import KIND_LABELS
from extractor.extract import number_cues as C

if TYPE_CHECKING:
    from extractor.extract.numbers import Candidate


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
    if last is not None and _SUBJECT_VERB_END.search(last.group("b")) and not _COMPARED_NOUN.search(last.group("b")):
        # "its BLEU against the references improves by": a subject's part, no baseline (but
        # "accuracy against the strongest baseline improves by": a system compared with)
        return None
    return last


_SUBJECT_VERB_END = C.rx(r"\s(?:⟨changes.subject_verb⟩)$", regex.IGNORECASE)
_COMPARED_NOUN = C.rx(r"(?i:\b(?:⟨baselines.subject_noun⟩)\b)|\b\p{Lu}[\w-]*\p{Lu}|\b\p{Lu}\w*\d")


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


_CLAUSE_STOP = pattern_cache.compile(
    r";|\b(?:whereas|but|although|though|which|where)\b|\bwhile\b(?!\s\w+ing\b)|\(\s?(?:\d|[ivx]{1,3})\s?\)|(?<![\w(])\d\)",
    re_flags := regex.IGNORECASE,
)


def unit_text(text: str, c) -> str:
    """The unit of a candidate as written ("ms", "KB"; empty for a bare number)."""
    return text[c.num_end : c.end].strip()
