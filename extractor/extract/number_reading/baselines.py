"""Step 7, ``baseline``: what a result is compared against ("over X", "than X",
"outperforms X by", "vs. X"), read after the number first, then before it, then from
the list the number is in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import regex

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.extract import number_cues as C

if TYPE_CHECKING:
    from extractor.extract.numbers import Candidate

from extractor.extract.number_reading.kinds import _rate_reached
from extractor.extract.number_reading.metrics import (
    _AS_AS,
    _COORDINATED,
    _METRIC_WORD_END,
    _OWN_CLAUSE_BEFORE,
    _THAT_OF,
    _names_measure,
    owned_pair_owner,
)
from extractor.extract.number_reading.phrases import clean_baseline
from extractor.extract.number_reading.state import Reading, Sentence, _last_baseline_before, _left_verbs, _rx

_ASIDE = pattern_cache.compile(r"\s?\((?:[\w\s]{0,20}?\s)?\$?")
_CHANGES = frozenset(("improvement", "reduction", "speedup", "degradation"))
_COMPARATIVE_AFTER = C.rx(r"\s?(?:⟨changes.comparative⟩)\b", regex.IGNORECASE)
_FURTHER_BEFORE = C.rx(r"\b(?:⟨phrases.further⟩)\s(?:\S+\s)?\$?$", regex.IGNORECASE)
_RELATIVE = frozenset(("percent", "times"))  # a change relative to something: measured against it


def baseline_phrase(c: Candidate, left: str, right: str, respectively: bool, index: int) -> str | None:
    """What the number is compared against, from the words around it."""
    return baseline_after(c, right, respectively, index) or baseline_before(c, left)


_RESPECTIVE_LIST = pattern_cache.compile(r"(?P<l>[^;.(){}]{2,200}?),?\s(?:respectively|resp\.)")


def _names_list(listed: str) -> bool:
    """Is a comma/"and" list one of names (each a few words, none a clause of its own:
    not "ZetaViT, and cuts FLOPs on CIFAR and ImageNet")?"""
    parts = [p for p in _COORDINATED.split(listed) if p]
    return len(parts) > 1 and all(len(p.split()) <= 3 and p[:1].isupper() for p in parts)


def baseline_after(c: Candidate, right: str, respectively: bool, index: int) -> str | None:
    """The baseline named after the number: "5% better than X", "2.54 times that of X",
    "within 99% of their base models", "1.8x the performance of prior work"."""
    if c.unit == "times" and (m := _THAT_OF.match(right) or _AS_AS.match(right)):
        got = clean_baseline(m.group("b"))  # "2.54 times that of SGR", "twice as fast as SGR"
        if got:
            return got
    if c.unit in ("times", "percent") and (m := C.SHARE_OF_BASELINE.match(right)):
        got = clean_baseline(m.group("b"))
        if got:
            return got
    m = C.BASELINE_AFTER.search(right[:160])
    if m and _OWN_CLAUSE_BEFORE.search(right, 0, m.start()):
        m = None  # "saves 80% of the cost and improves over X by 60%": X is the later clause's
    if m:
        b = m.group("b")
        if respectively and (whole := _RESPECTIVE_LIST.match(right, m.start("b"))) is not None and _names_list(whole.group("l")):
            b = whole.group("l")  # "over DeiT-T, Swin-T, and MobileViT-XXS, respectively": the list whole
        if respectively and _rx(r"\band\b|,").search(b):
            parts = [
                p for p in _rx(r",\s(?:and\s)?|\sand\s").split(C.BASELINE_STOP.sub("", " " + b).strip()) if p
            ]
            if 0 <= index < len(parts):
                b = parts[index]
        got = clean_baseline(b)
        if got and m.group(0)[:4].lower() == "with" and (_names_measure(got) or _METRIC_WORD_END.search(got)):
            return None  # "by 12% with respect to FID": what was measured, not against what
        if got:
            return got
    return None


def baseline_before(c: Candidate, left: str) -> str | None:
    """The baseline named before the number: "outperforms X by 5%", "improves the
    accuracy of prior methods by 5%"."""
    if c.pair and not c.extras.get("versus"):
        return None  # "from 61.2% to 67.1%": the baseline is the first number itself
    window = left[-250:]
    last = _last_baseline_before(window)
    if last is not None:
        b = last.group("b")
        split = C.OF_BASELINE.match(b)
        if split and C.SCORE_METRIC.search(split.group("m")):
            b = split.group("b")  # "outperforms the certified accuracy of diffusion-based methods"
        return _instance(b, window[last.end() :]) or clean_baseline(b)
    core = left[-200:]
    if " of " not in core:
        return None
    for m in _left_verbs(core):
        if m:
            split = C.OF_BASELINE.match(m.group("m"))
            if split and C.SCORE_METRIC.search(split.group("m")) and (got := clean_baseline(split.group("b"))):
                return got
            break
    return None


# "closed models such as RT-2-X (55B)", "the modern convolution-based model, Panoptic FCN,":
# a kind of system, then the one named (GUIDELINES: the named method)
_SUCH_AS = C.rx(r"\s(?:⟨phrases.listing⟩|e\.g\.,?)\s(?P<n>[^,;()]+?)(?:\s\([^()]*\))?$")
_APPOS_NAME = pattern_cache.compile(r",\s(?P<n>(?:[\p{Lu}\p{N}][\p{L}\p{N}\-.+/]*)(?:\s[\p{Lu}\p{N}][\p{L}\p{N}\-.+/]*){0,2}),\s*$")


def _instance(b: str, after: str) -> str | None:
    """A generic baseline phrase with the one system it goes on to name, kept together:
    the text's words for both the kind and the name ("closed models such as RT-2-X")."""
    such = _SUCH_AS.search(b)
    m = such or _APPOS_NAME.fullmatch(after.removesuffix("by ").rstrip() + " ")
    if m is None:
        return None
    name = m.group("n").strip()
    if _rx(r",|\band\b|\bor\b").search(name) or not (name[:1].isupper() or name[:1].isdigit()):
        return None  # "such as A and B": no one of them; "like human experts": no name
    kind_ = clean_baseline(b[: such.start()] if such else b)
    name = clean_baseline(name)
    if not kind_ or not name:
        return name or None
    return f"{kind_}{b[such.start() : such.start('n')]}{name}" if such else f"{kind_}, {name}"


def _listed_baseline(s: Sentence, r: Reading) -> str | None:
    """"outperforms the vanilla, LfF, LDD, and DebiAN methods by 10.4%, 9.1%, 8.1%, and
    9.7%": a comma list of baselines as long as the list of numbers gives each number its
    own, in order (the baseline before stops at the list's first comma)."""
    left = (s.reads[r.lst[0]] if r.index else r).left_core[-250:]
    last = _last_baseline_before(left)
    if last is None or not left.startswith(",", last.end()):
        return None
    by = left.rfind(" by ")
    rest = left[last.end() : by]
    if by < last.end() or not _LISTED_TAIL.fullmatch(rest):
        return None
    whole = last.group("b") + rest
    if "'s " in whole or "’s " in whole:
        return None  # "improved the baseline's segmentation, topology, and ...": its measures
    parts = [p for p in _COORDINATED.split(whole) if p]
    if len(parts) != len(r.lst) or any(len(p.split()) > 5 for p in parts):
        return None
    return clean_baseline(parts[r.index])


# the rest of a comma list of names, its last joined by "and"/"or" (not an appositive)
_LISTED_TAIL = pattern_cache.compile(r"(?:,\s[^,;(){}]{1,40})*,?\s(?:and|or)\s[^,;(){}]{1,60}")


# a system's phrase given a short form: "the conventional extended Kalman filter (EKF)"
_SHORT_FORM_END = pattern_cache.compile(r"\s\(\p{Lu}[\p{Lu}\d-]{1,10}\)$")
# "within 0.3% of the original flow": what a gap is measured to
# (up to where what it is measured in, when or under what follows: "within 5% of the oracle
# return after only 10% of the steps")
_WITHIN_OF = pattern_cache.compile(
    r"^\s?of\s(?P<b>(?:[^,;.()]|(?<=\d)\.(?=\d)){2,80}?)(?=\s(?:after|before|while|when|with|at|on|in|across|for|using|under|and|but|whereas|during)\b|\s?[,;.()]|\s*$)"
)
# "improving over X by 2.1 points": a margin's comparison (the margin's number may be the next
# one, where the words after the level stop)
_MARGIN_BY = pattern_cache.compile(r"\sby\s(?:(?:up\sto|about|over|nearly|almost|roughly|only)\s)?(?:[$+]?\d|\s*$)")


def baseline(s: Sentence, r: Reading) -> str | None:
    """The baseline of a result (a baseline's own number has none)."""
    if r.role != "result":
        return None
    # (a pair's "<metric> of X from A to B" names what was measured, not a comparison)
    from_metric = None if r.c.pair and not r.c.extras.get("versus") else r.base_from_metric
    after = None if from_metric else baseline_after(r.c, r.right, s.respectively, r.index)
    if after is not None and after in s.ds_words:
        after = None  # "by 95.1% on average over TacBench": where, so the baseline named before
    if (
        after is not None
        and r.kind == "score"
        and not r.c.pair
        and (named := C.BASELINE_AFTER.search(r.right[:160])) is not None
        and _MARGIN_BY.search(named.group("b"))
    ):
        # "reaches 79.8% on ChartQA ..., improving over X by 2.1 points": X is what the
        # margin is measured against; the level itself is compared with no one
        after = None
    if after is None and r.left.endswith("within ") and (gap := _WITHIN_OF.match(r.right)) is not None:
        after = clean_baseline(gap.group("b"))  # "within 0.3% of the original flow": the gap to it
    r.baseline_after = after is not None
    if after is None and not from_metric and _FURTHER_BEFORE.search(r.left_core[-30:]):
        return None  # "cuts it by a further 28%": a step of its own, measured against no one named before
    # (a rate reached, "while running at 37 fps", takes no comparison made before it)
    base = from_metric or after or (None if _rate_reached(s, r) else baseline_before(r.c, r.left_core))
    if base is None and r.c.pair:
        base = r.c.extras.get("compared")
    if base is None and (owned := owned_pair_owner(s, r)) is not None and owned[0] in ("for", "with", "by"):
        # "from 41.5% for the previous best approach to 52.3%": a system's level (not
        # "from 12.0% of responses to", "from 92.4% for frequent classes to": a population's;
        # nor where or when it was, "from 54.2% in the control condition to")
        got = clean_baseline(owned[1])
        # (a system's phrase, or one given a short form: "the conventional extended Kalman filter (EKF)")
        base = got if got and (C.SYSTEM_PHRASE.search(got) or _SHORT_FORM_END.search(got)) else None
    if s.respectively and len(r.lst) > 1 and (base is None if r.index else base is not None):
        # "the error of A, B, and C models by 3%, 8%, and 12%, respectively": each its own
        whole = s.reads[r.lst[0]].base_from_metric if r.index else r.base_from_metric
        if whole and len(parts := [p for p in _COORDINATED.split(whole) if p]) == len(r.lst):
            base = parts[r.index]
    if base is not None and len(r.lst) > 1 and after is None and not from_metric:
        base = _listed_baseline(s, r) or base
        if r.index and (first := s.reads[r.lst[0]].baseline) and first != base and first.startswith(base):
            base = first  # "the strongest baseline, Brell, by 5.1% and 3.2%": the list's one baseline
    if (
        base is None
        and r.kind in _CHANGES
        and r.kind != "degradation"  # ("accuracy drops by 18.7% for BotRGCN": whose drop, no comparison)
        and (m := C.FOR_MODEL_AFTER.match(r.right))
        and lookup(m.group("b")) is None
    ):
        base = m.group("b").rstrip(".")  # "improving their performance, e.g., 1.1% for Swin-T" (not "for COCO 5-shot")
    if base is None and r.prev_in_list is not None:
        base = r.prev_in_list.baseline
    # "enhances the return by up to 3.37x, outperforming X" (every number of a list before
    # the clause); not a score's: "achieve 44.32% and 45.78% mIoU ..., surpassing X"
    # compares the method, and the samples' readers leave such a score's baseline empty
    if base is None and r.kind in _CHANGES and (m := C.BASELINE_AFTER_CLAUSE.match(r.right)) is not None:
        base = clean_baseline(m.group("b"))
    if base is None and r.kind in _CHANGES and (m := C.TO_MATCH_AFTER.match(r.right)) is not None:
        base = clean_baseline(m.group("b"))  # "4x fewer steps to match the performance of DDPM"
    j, reads, text = r.j, s.reads, s.text
    if base is None and r.c.pair and j > 0 and reads[j - 1].c.pair and (m := C.OWNER_MEASURE_FROM.search(reads[j - 1].left_core[-160:])):
        base = clean_baseline(m.group("o"))  # "boosting OpenVLA's success rate from 76% to 97%"
        if base and not (base[:1].isupper() or C.PRIOR_PHRASE.match(base) or "baseline" in base.lower()):
            base = None  # "the model's accuracy from": no one else's
    if j > 0 and reads[j - 1].baseline is not None:
        between = (s.group[j - 1].end, r.c.start)
        el = C.ELIDED_BASELINE.match(text[between[0] : between[1]])
        if el and not (r.metric and r.metric in el.group("b")):  # not "reduces energy by 3.2x and peak memory by 45%"
            base = clean_baseline(el.group("b")) or base
        if _ASIDE.fullmatch(text, *between):
            base = reads[j - 1].baseline  # "by 3% (up to 12.5%)": the same comparison
    if (
        (base is None or base in s.ds_words)
        and r.kind in _CHANGES
        and j > 0
        and reads[j - 1].baseline is not None
        and reads[j - 1].role == "result"
    ):
        # "18.9% improvement ... over X on A, 7.3% improvement on B, and 7.16% improvement on
        # C": the items of one parallel list (the same word after each number) share the
        # comparison the first one names; only a change does ("6.5% mIoU over X on A, 4.3%
        # mIoU on B and 71.2% mIoU on C": the last is a score, compared with nothing)
        gap = C.PARALLEL_ITEM.fullmatch(text, s.group[j - 1].end, r.c.start)
        if gap is not None and (w := C.WORD_AFTER.match(text, r.c.end)) is not None and w.group(1) == gap.group("w"):
            base = reads[j - 1].baseline
    if base is None and r.kind in _CHANGES and r.c.unit in _RELATIVE and not r.c.pair:
        base = _parity_baseline(r) or _carried_baseline(s, r)
    if (
        base is None
        and r.kind in _CHANGES
        and not r.c.pair
        and (m := C.OPENING_BASELINE.match(text, s.s0))
        and m.end() <= r.c.start
        and ";" not in text[m.end() : r.c.start]
        and not _FURTHER_BEFORE.search(r.left_core[-30:])
    ):
        base = clean_baseline(m.group("b"))  # "Compared with X, it reduces energy by 4.6x and memory by 62%"
    if base is not None and base in s.ds_words:
        return None  # a dataset is where the number was measured, not what it is compared with
    if base and r.metric and len(base) > len(r.metric) + 1 and base.lower().endswith(" " + r.metric.lower()):
        base = base[: -len(r.metric)].rstrip()  # "improve state-of-the-art mIoU by": whose mIoU
        base = base[:-2] if base.endswith(("'s", "’s")) else base  # "boosting GPT-4.1's <metric> by"
    return base


def _carried_baseline(s: Sentence, r: Reading) -> str | None:
    """"trains 3.5x faster than X and requires 64% less memory": a relative change written
    as a comparative that names no comparison of its own is measured against the one the
    sentence's last change made, up to a semicolon (not a change of its own, "cuts its
    latency by a further 40%", "its accuracy drops by 1.1% when ...")."""
    if not _COMPARATIVE_AFTER.match(r.right) or _FURTHER_BEFORE.search(r.left_core[-30:]):
        return None
    for p in reversed(s.reads[: r.j]):
        if p.role == "result" and p.baseline is not None and p.kind in _CHANGES and not p.c.pair:
            if ";" in s.text[s.group[p.j].end : r.c.start] or C.FOR_MODEL_AFTER.match(p.right):
                return None  # (not "drops by 18.7% for X and by 23.4% for Y": whose drop, no comparison)
            return p.baseline
    return None


# a coordinated clause with a subject of its own: ", and Randoop runs", "while the smaller
# variant is", "and our distilled model is" (not ", and is", ", while being", "and it is")
_NEW_SUBJECT = pattern_cache.compile(
    r"(?:,\s|\s)(?:and|while|whereas|but)\s(?!(?:it|its|it's)\b)(?:(?:the|a|an|our|their|this|these|that)\s|\p{Lu})[^,;]*$"
)


# how far back a compared level may stand from the change that borrows its comparison
_CARRY_REACH = 400


def carry_compared_level(s: Sentence) -> None:
    """"solves 97% of the problems, compared with 71% for SDPNAL+, and is 4.7 times faster": a
    relative change written as a comparative that names no comparison of its own is measured
    against the system a level before it was compared with, up to a semicolon.  Run after the
    sentence's levels know their owners (``backfill``)."""
    reads, text = s.reads, s.text
    for r in reads:
        if (
            r.baseline is not None
            or r.role != "result"
            or r.kind not in _CHANGES
            or r.c.unit not in _RELATIVE
            or r.c.pair
            or not _COMPARATIVE_AFTER.match(r.right)
            or _FURTHER_BEFORE.search(r.left_core[-30:])
        ):
            continue
        for p in reversed(reads[: r.j]):
            if r.c.start - s.group[p.j].end > _CARRY_REACH:
                break  # (a level that far back compares something else; and a sentence of many
                # such levels would be read in time square in its length)
            between = text[s.group[p.j].end : r.c.start]
            if ";" in between or _NEW_SUBJECT.search(between):
                break  # (not "..., and Randoop runs 3x faster": another subject's comparison)
            if p.role == "result" and p.kind == "score" and p.baseline is not None and not p.c.pair:
                r.baseline = p.baseline
                break


def _parity_baseline(r: Reading) -> str | None:
    """"matching X while requiring 2.1x fewer operations", "reaches the final performance of
    X with 2.5-fold fewer steps": a cost cut at X's level, measured against X."""
    if r.kind not in ("reduction", "speedup"):
        return None
    m = C.PARITY_BEFORE.search(r.left_core[-200:])
    if m is None or (m.group("m") and not C.METRIC_ANY.search(m.group("m"))):
        return None  # (not "matches the state of the art in ...": no measure of a system's)
    got = clean_baseline(m.group("b"))
    # a system reached, not a state ("reaches convergence with 3x fewer steps", "reaches the
    # same perplexity with 2.5x fewer tokens")
    return got if got and C.SYSTEM_PHRASE.search(got) else None
