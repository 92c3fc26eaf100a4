"""Step 1, ``qualifier``: the hedge of a number ("by up to", "nearly a", "on average"),
written before it, after it, opening its clause, or before the list it is in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import regex

from extractor import pattern_cache
from extractor.extract import number_cues as C

if TYPE_CHECKING:
    from extractor.extract.numbers import Candidate

from extractor.extract.number_reading.state import Cue, Reading, Sentence

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


# a word that plays a change down right before its number: no hedge (GUIDELINES), no metric's word
_MINIMIZER_END = C.rx(r"(?<=\sby\s)(?:⟨phrases.minimizer⟩)\s$", regex.IGNORECASE)

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
        if c.value_high is not None and q in C.HEDGE_SPAN and c.unit not in ("percent", "pp", "times"):
            q = None  # "linear over 1–500 nM": the span the range covers (not "over 15-35% higher")
    elif h := hedge_after(text, c, s.cues):
        q = text[h[0] : h[1]].lower()
    elif text[c.end : c.end + 1] == "+" and not text[c.end + 1 : c.end + 2].isdigit():
        q = "at least"  # "an 80%+ success rate"
    if not before and (m := _MINIMIZER_END.search(r.left, max(0, qpos - 12), qpos)) is not None:
        qpos = m.start()  # "increases peak memory by only 150 MB": the change read as without "only"
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
    if c.pair and c.role == "baseline" and not (before and C.FROM_END.search(text, max(s.s0, before[0] - 6), before[0])):
        # (but a hedge between "from" and the level is the level's: "from about 60% to 75%")
        q = None  # "from 61.2% to 67.1%": the hedge is the change's, not the baseline level's
    return q, qpos
