"""Step 8, ``dataset``: where a number was measured, from the dataset mentions of its
sentence, or carried from the sentence before when the number's sentence names none.
"""

from __future__ import annotations

from collections.abc import Container, Iterator, Sequence
from functools import lru_cache

import regex

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.extract import number_cues as C
from extractor.extract.number_reading.state import _CLAUSE_STOP, Reading, Sentence
from extractor.records import DatasetMention

# A dataset mention counts as a whole word only: MATH inside MATH-P-Hard does not; a split
# written onto the name does not hide it (GOT10k-test, COCO-val are GOT10k and COCO).
_SPLIT = C.alternation(C.words("phrases", "split")) + r"\b"
_WORD_BEFORE = pattern_cache.compile(r"[\w-]")
_WORD_AFTER = pattern_cache.compile(rf"\w|-(?!{_SPLIT})\w")
# "on GraspNetPC-10 (with approx. 4-12% margin)": a few words into a parenthesis after it
_PAREN_GIVEN = pattern_cache.compile(r"\s*\(\s*(?:[\w.~\-]+\s){1,4}\$?\s*")
_GIVEN_TO = pattern_cache.compile(r"\s*(?:\(|:|=)\s*[^\w\s()]?\s*\$?\s*")  # an arrow, often scraped as "|"


def occurrences(form: str, sent: str) -> Iterator[int]:
    """Start of every whole-word occurrence of ``form`` in ``sent``, left to right, not
    overlapping: what ``finditer`` of ``(?<![\\w-])FORM(?![\\w]|-(?!SPLIT)\\w)`` gives.

    A literal search with the two boundary tests, not a pattern per form: compiling one
    costs about a millisecond (the Unicode ``\\w`` sets), paid for every new dataset name,
    which on unseen listings is most of them."""
    n = len(form)
    i = sent.find(form)
    while i >= 0:
        if (i == 0 or not _WORD_BEFORE.match(sent, i - 1)) and not _WORD_AFTER.match(sent, i + n):
            yield i
            i = sent.find(form, i + n)
        else:
            i = sent.find(form, i + 1)


def dataset_occurrences(sent: str, offset: int, datasets: Sequence[DatasetMention]) -> list[tuple[int, int, str]]:
    """Where the sentence names each dataset: by its mention or its canonical name, else
    by another of its catalog aliases as written ("COCO 5-shot" after "MSCOCO") where no
    other dataset's name is written there."""
    occ: list[tuple[int, int, str]] = []
    seen: set[tuple[int, str]] = set()
    for d in datasets:
        # the longer form first, so that where both start at one place the occurrence
        # spans the whole name (in a fixed order: a set's order changes with the hash seed)
        for form in sorted({d.mention, d.name} - {None, ""}, key=lambda f: (-len(f), f)):
            for start in occurrences(form, sent):
                key = (start, d.name)
                if key not in seen:
                    seen.add(key)
                    occ.append((offset + start, offset + start + len(form), d.name))
    named = [(a - offset, b - offset) for a, b, _ in occ]
    for d in datasets:
        for form in _alias_forms(d.name):
            if form == d.mention or form not in sent:
                continue
            for start in occurrences(form, sent):
                end = start + len(form)
                if (start, d.name) not in seen and not any(a < end and start < b for a, b in named):
                    seen.add((start, d.name))
                    named.append((start, end))
                    occ.append((offset + start, offset + end, d.name))
    occ.sort()
    return occ


@lru_cache(maxsize=4096)
def _alias_forms(name: str) -> tuple[str, ...]:
    """The catalog's other spellings of a dataset, longest first."""
    entry = lookup(name)
    if entry is None:
        return ()
    return tuple(sorted({a.lstrip("=") for a in entry.aliases} - {name, ""}, key=lambda f: (-len(f), f)))


_NAME_LIST_GAP = pattern_cache.compile(r",\s(?:and\s)?(?:the\s)?|\s(?:and|or)\s(?:the\s)?")


def _respective_pair(s: Sentence, r: Reading) -> str | None:
    """The dataset of the i-th of a sentence's before/after pairs read "respectively":
    the i-th name it gives, when it names as many as it has pairs (every number a pair's)."""
    group = s.group
    if not all(x.pair for x in group):
        return None
    starts = [k for k, x in enumerate(group) if x.role == "baseline"]
    names = list(dict.fromkeys(n for _, _, n in s.occ))
    if len(starts) < 2 or len(names) != len(starts) or len(group) != 2 * len(starts) or len(s.occ) != len(names):
        return None
    if not all(_NAME_LIST_GAP.fullmatch(s.text, a[1], b[0]) for a, b in zip(s.occ, s.occ[1:])):
        return None  # the names one list ("on A and B"), not a source and a target ("from A weights ... on B")
    return names[sum(1 for k in starts if k <= r.j) - 1]


def dataset(s: Sentence, r: Reading) -> str | None:
    """The dataset the number was measured on, when its sentence names one."""
    occ, c, text = s.occ, r.c, s.text
    if not occ:
        return None
    if len(r.lst) > 1 and 0 <= r.index < len(r.lst):
        first = s.group[r.lst[0]]
        if text[max(s.s0, first.start - 2) : first.start].strip() == "(":
            # "on DAVIS 2017 val and test-dev (88.1%, 83.0%), YouTube-VOS (86.6%)": a list
            # in parentheses is given to the name before them
            given = [o for o in occ if o[1] <= first.start and not _CLAUSE_STOP.search(text, o[1], first.start - 1)]
            if given:
                return given[-1][2]
        # "80.1%, 75.2% and 60.3% on A, B and C": the names right after the list, else
        # the sentence's ("on A, B and C: ..."); not "88.1% and 83.0% on DAVIS val and
        # test-dev, and 86.6% on YouTube-VOS", whose list is followed by one name
        last = r.lst[-1]
        end = s.group[last + 1].start if last + 1 < len(s.group) else s.s1
        listed = [n for a, _, n in occ if s.group[last].end <= a < end]
        names = list(dict.fromkeys(listed or [n for _, _, n in occ]))
        if len(names) == len(r.lst):
            return names[r.index]
    if c.pair and s.respectively and (got := _respective_pair(s, r)) is not None:
        return got  # "on A and B, ... from 17.4% to 9.9% and from 24.0% to 15.2%, respectively"
    if c.pair and c.role == "result" and r.j > 0 and s.reads[r.j - 1].c.pair:
        return s.reads[r.j - 1].dataset  # "GSM8K (5.9%→10.9%)": the pair shares it
    for o in reversed(occ):  # "JIGSAWS (↑6.0%), MTL-AQA (↑0.99%)": the name the number is given to
        if o[1] <= c.start and (_GIVEN_TO.fullmatch(text, o[1], c.start) or _PAREN_GIVEN.fullmatch(text, o[1], c.start)):
            return o[2]
    end = r.next_start
    if r.index < len(r.lst) - 1:  # "by 2.2% and 59.1% on ImageNet": after the whole list
        last = r.lst[-1]
        end = s.group[last + 1].start if last + 1 < len(s.group) else s.s1
    after = [o for o in occ if c.end <= o[0] < end]
    next_clause = s.s1
    if after and _NEXT_CLAUSE_PLACE.search(text, c.end, after[0][0]):
        # "reaches 68.9% ..., and on Spider 2.0 it improves ...", "96.1 UAS; on 16 treebanks
        # from Universal Dependencies it ...": the place opens the next clause, not this one's
        next_clause, after = after[0][0], []
    if after:
        r.dataset_at = after[0][0]
        return None if _coordinated(text, occ, after[0]) else after[0][2]
    if r.j + 1 < len(s.group) and C.COMPARED_WITH_NEXT.fullmatch(text, c.end, (nxt := s.group[r.j + 1]).start):
        # "and 86.47% compared with 86.10% on CurveLanes": both measured where the second is
        nend = s.group[r.j + 2].start if r.j + 2 < len(s.group) else s.s1
        for o in occ:
            if nxt.end <= o[0] < nend:
                if _PAIR_ON.fullmatch(text, nxt.end, o[0]) and not _coordinated(text, occ, o):
                    r.dataset_at = o[0]
                    return o[2]
                break
    if c.pair and c.role == "baseline" and r.j + 1 < len(s.group) and (to := s.group[r.j + 1]).pair:
        # "from 64.52% to 79.88% on the CVACT test dataset": measured where the pair ends
        for o in occ:
            if o[0] >= to.end:
                if _PAIR_ON.fullmatch(text, to.end, o[0]) and not _coordinated(text, occ, o):
                    r.dataset_at = o[0]
                    return o[2]
                break
    if _OWN_PLACE.match(text, c.end):
        return None  # "13.8% on UAV-Human, 6.8% on NEC Drone": a place of its own, not a known name
    before = [
        o for o in occ
        if o[1] <= c.start
        and not C.LISTED.search(text, max(0, o[0] - 60), o[0])
        and (not _CLAUSE_STOP.search(text, o[1], c.start) or _MEASURED_ON.search(text, max(0, o[0] - 12), o[0]))
    ]
    later = [
        o for o in occ
        if end <= o[0] < next_clause
        and _MEASURED_ON.search(text, max(0, o[0] - 12), o[0])
        and not _CLAUSE_STOP.search(text, c.end, o[0])
    ]
    if (
        before
        and later
        and any(p.dataset_at == before[-1][0] for p in s.reads[: r.j])
        and _NEW_CLAUSE.search(text, before[-1][1], c.start)
        and not _coordinated(text, occ, later[0])
    ):
        # "HD95 of 3.83 on FUMPE, as well as a DSC of 83.42% and an HD95 of 5.10 on CAD-PE":
        # the name before closed an earlier number's clause; this one's comes after it
        r.dataset_at = later[0][0]
        return later[0][2]
    if before:
        # "Experiments over CIFAR, NYUv2, and ImageNet demonstrate ... 10x": several
        # datasets named together measure no single number
        return None if _coordinated(text, occ, before[-1]) else before[-1][2]
    if later and not _coordinated(text, occ, later[0]):
        # "by up to 60.8% accuracy (from 31.8% to 92.6%) on Brick World": past an aside
        r.dataset_at = later[0][0]
        return later[0][2]
    return None


# a place that opens a clause of its own after the number ("..., and on Spider 2.0 it ...")
_NEXT_CLAUSE_PLACE = pattern_cache.compile(
    r"(?:;|,\s(?:and|while|whereas|but)\b)\s(?:on|for|across)\s(?:the\s)?(?:[\w.-]+\s){0,4}?(?:(?:from|of|in)\s(?:the\s)?)?$",
    regex.IGNORECASE,
)
# a coordinated clause of its own ("..., as well as a DSC of 83.42%"), not a comparison
# ("81.4% on CULane compared with 80.5%")
_NEW_CLAUSE = pattern_cache.compile(r",\s(?:and|as\swell\sas|while)\b|\bas\swell\sas\b", regex.IGNORECASE)
# "6.8% on NEC Drone": a number with a named place of its own ("in" may name a metric)
_OWN_PLACE = C.rx(r"(?:\s(?i:⟨changes.noun⟩))?\s(?:on|across)\s(?:the\s)?\p{Lu}(?![\w-]*\s⟨phrases.data_part⟩\b)")
# "on ImageNet": a dataset a sentence's numbers were measured on, across its clauses
_PAIR_ON = pattern_cache.compile(r"\)?\s(?:on|in|over|across)\s(?:the\s)?", regex.IGNORECASE)
_MEASURED_ON = pattern_cache.compile(r"\b(?:on|in|over|across)\s(?:the\s)?$", regex.IGNORECASE)
_SET_ON = pattern_cache.compile(r"\b(?:on|in|over|across|of|using)\s(?:the\s)?$", regex.IGNORECASE)
_SET_BREAK = pattern_cache.compile(r"[,;:]|\b(?:and|which|that|where|while)\b")
# "on the MVSEC dataset and the DSEC-Flow dataset": one of several (one not a known name)
_WITH_ANOTHER = pattern_cache.compile(r"(?:,|\band)\s(?:the\s)?$")
_ANOTHER_AFTER = pattern_cache.compile(r"(?:\s[\w-]+)?(?:,\s|\s(?:and|or)\s)(?:the\s)?\p{Lu}")


def carried_dataset(
    text: str,
    sents: Sequence[tuple[int, int]],
    si: int,
    with_numbers: Container[int],
    datasets: Sequence[DatasetMention],
    before: Sequence[Reading] | None = None,
) -> str | None:
    """The dataset a sentence naming none measures on, as the text before it says:

    * the sentence before has no number and sets the evaluation on one dataset ("We
      conduct extensive experiments on the COCO dataset. ... we attain 3.7 times ...");
    * the sentence goes on from one whose numbers were all measured on one dataset
      ("... on the SIGMORPHON 2020 shared-task show a drop of 30 points. The effect is
      most significant for ... 95 points");
    * the sentence points back at the dataset named last ("When we released this
      dataset, GPT-4 achieved 39% accuracy").

    Several datasets named together set none ("Experiments on KITTI and Waymo ...")."""
    s0, s1 = sents[si]
    if before:
        got = {r.dataset for r in before}
        if len(got) == 1 and None not in got and C.CONTINUATION.match(text, s0):
            return got.pop()
    if si > 0 and si - 1 not in with_numbers:
        p0, p1 = sents[si - 1]
        occ = dataset_occurrences(text[p0:p1], p0, datasets)
        names = {n for _, _, n in occ}
        if len(names) == 1:
            a, b, name = occ[0]
            cue = C.SETTING.search(text, max(p0, a - 40), a)
            if (
                cue is not None
                and _SET_ON.search(text, max(p0, a - 12), a)
                and not _SET_BREAK.search(text, cue.end(), a)
                and not _WITH_ANOTHER.search(text, max(p0, a - 20), a)
                and not _ANOTHER_AFTER.match(text, b)
            ):
                return name
    if C.ANAPHOR.search(text, s0, s1):
        before = dataset_occurrences(text[:s0], 0, datasets)
        if before:
            return before[-1][2]
    return None
_DATASET_COORDINATION = pattern_cache.compile(r"\s?(?:,\s(?:and\s|or\s)?|\s(?:and|or)\s)(?:the\s)?")


def _coordinated(text: str, occ: list[tuple[int, int, str]], o: tuple[int, int, str]) -> bool:
    """Is the dataset mention ``o`` one of several named together ("on A, B and C")?"""
    for other in occ:
        if other[2] == o[2]:
            continue
        a, b = (other, o) if other[0] < o[0] else (o, other)
        if _DATASET_COORDINATION.fullmatch(text, a[1], b[0]):
            return True
    return False


def carried_in_order(
    text: str, s0: int, s1: int, datasets: Sequence[DatasetMention], prev_start: int | None = None
) -> tuple[str, ...]:
    """The datasets a sentence naming none reads ``respectively`` when it points back at
    several ("achieving 89.3%, 93.5%, and 42.9% mAP respectively" in "all the
    aforementioned datasets", after "...: UAVDT, UA-DETRAC and VisDrone"): the last run
    of dataset names written together before it, in order; empty when there is none.
    Without such words, the run of the sentence just before (``prev_start``: where it
    starts, when it reports no number): "We evaluate on two benchmarks: Human3.6M and
    MPI-INF-3DHP. ... P1 errors of 38.4 mm and 16.2 mm, respectively." """
    lo = 0
    if not C.ANAPHOR_PLURAL.search(text, s0, s1):
        if prev_start is None:
            return ()
        lo = prev_start
    occ = dataset_occurrences(text[lo:s0], lo, datasets)
    if not occ:
        return ()
    run = [occ[-1]]
    for o in reversed(occ[:-1]):
        if not _DATASET_COORDINATION.fullmatch(text, o[1], run[0][0]):
            break
        run.insert(0, o)
    names = tuple(dict.fromkeys(n for _, _, n in run))
    return names if len(names) == len(run) > 1 else ()
