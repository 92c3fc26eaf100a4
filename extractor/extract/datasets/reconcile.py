"""Datasets and artifacts read together: a dataset the paper introduces is also an
artifact (and the reverse for a name only the dataset rules found), a short form defined
for a catalog entry, and which names the corpus-level catalog may learn.
"""

from __future__ import annotations

from dataclasses import replace

import regex

from extractor import lexicon, pattern_cache
from extractor.catalog import (
    Dataset,
    by_leading_words,
    is_model,
    key,
    lookup,
)
from extractor.extract import name_cues
from extractor.extract.datasets.around_heads import _PLURAL, _SINGULAR
from extractor.extract.datasets.hits import _namey
from extractor.extract.datasets.vocab import _CONJ, _HEADS, _METRICS, _MIXED_PLURAL, _PLURAL_ACRONYM
from extractor.records import Artifact, DatasetMention


def _short_form_of(name: str) -> Dataset | None:
    """The catalog entry a used name found by its cue is the short form of ("Waymo",
    "E2E", "Open-X"): the one entry whose name leads with it.  A plain capitalised word
    ("Deep", "Moving") only where every word after it in that entry's forms is a generic
    part of a dataset's name ("Waymo Open Dataset"): not a word of the name's own
    ("Moving MNIST", "Daily Dialog")."""
    if not any(ch.isalpha() for ch in name):
        return None  # "20" of "HWMCC'20": a number leads no entry ("20 Newsgroups")
    found = by_leading_words(name)
    if found is None:
        return None
    entry, rests = found
    if _PLAIN_WORD.fullmatch(name) and not any(
        all(w.lower() in _GENERIC_NAME_WORDS or _VERSION_WORD.fullmatch(w) for w in rest.split()) for rest in rests
    ):
        return None
    return entry


_PLAIN_WORD = pattern_cache.compile(r"\p{Lu}\p{Ll}+")
_VERSION_WORD = pattern_cache.compile(r"[vV]?\d+(?:\.\d+)?")
_GENERIC_NAME_WORDS = frozenset(
    {w.lower() for r in name_cues.dataset_heads() for f in (r["head"], r["plural"]) for w in (f, f.replace(" ", ""))}
    | set(name_cues.cue_words("generic_name_word", "datasets"))
)


# a word whose capitals stress the letters of a short form: "TAMpering ... for PARcels,
# called TAMPAR"
_STRESSED_WORD = pattern_cache.compile(r"(?P<caps>\p{Lu}{2,})\p{Ll}{3,}")


def _stressed(mention: str, text: str) -> bool:
    """Is ``mention`` an ordinary word with its first letters capitalised to spell a short
    form the text writes in capitals ("TAMpering detection dataset for PARcels, called
    TAMPAR")?  Then it is a word of the long form, not a name."""
    m = _STRESSED_WORD.fullmatch(mention)
    if m is None:
        return False
    caps = m.group("caps")
    p = text.find(caps)
    while p >= 0:
        a = p
        while a > 0 and text[a - 1].isupper():
            a -= 1
        b = p + len(caps)
        while b < len(text) and text[b].isupper():
            b += 1
        if b - a > len(caps) and not text[b : b + 1].islower():
            return True  # the capitals inside a longer short form: "TAMPAR"
        p = text.find(caps, p + 1)
    return False


# a name glued to a lower-case head noun ("LRWdatasets", "ZorbQAbenchmark"): the name
# ends in a capital or a digit, so an ordinary word ending in a head ("testbed") is none
_GLUED_HEAD = pattern_cache.compile(
    r"(?P<name>[\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{Lu}\p{N}])(?:"
    # longest first; ties alphabetically, so each process builds the same text (the
    # compiled pattern is cached under it: ``pattern_cache``)
    + "|".join(sorted(map(regex.escape, _SINGULAR | _PLURAL), key=lambda w: (-len(w), w)))
    + ")"
)
_SHORT_ACRONYM = pattern_cache.compile(r"\p{Lu}{2,4}")


# the year a mention of a catalog entry ends in, the edition it names: "TREC DL 2019",
# "DAVIS-2017", "VOC07" (two digits only glued to a word and only as a year's: "TREC-50"
# is a label set)
_MENTION_YEAR = pattern_cache.compile(r"(?<![\d.])(?:(?P<y4>(?:19|20)\d\d)|(?<=[\p{L}'’\-])(?P<y2>[0-2]\d|9\d))$")
_MENTION_VERSION = pattern_cache.compile(r"(?<=\p{L})[-\s]?[vV](?P<v>\d+(?:\.\d+)?)$")
_NAME_YEAR = pattern_cache.compile(r"^(?P<series>.*?\D)(?:(?:19|20)\d\d|\d\d)$")


def edition_names(text: str, hits) -> dict[int, str]:
    """Names of the editions a paper keeps apart: where one catalog entry (a series the
    catalog holds as one dataset, "PASCAL VOC", "TREC-DL") is mentioned with two or more
    different years, each year is its own dataset ("TREC DL 2019 and TREC DL 2020" are two
    query sets; GUIDELINES: one entry per distinct dataset).  A single edition keeps the
    catalog's name.  Keyed by ``id`` of the hit."""
    by_entry: dict[str, dict[str, list]] = {}
    for h in hits:
        if h.entry is None or h.entry.discovered:
            continue
        v = _MENTION_VERSION.search(text, h.start, h.end)
        if v is not None and v.end() == h.end:
            # "LOL-v1 ... LOL-v2": versions, each written as the paper writes it
            by_entry.setdefault(h.entry.name, {}).setdefault("v" + v.group("v"), []).append(h)
            continue
        m = _MENTION_YEAR.search(text, h.start, h.end)
        if m is None or m.end() != h.end:
            continue
        own = _NAME_YEAR.match(h.entry.name)
        series = key(own.group("series") if own else h.entry.name)
        if key(text[h.start : m.start()]) not in series:
            continue  # an alias of another series' spelling ("BEA-2019" beside CoNLL-2014)
        year = m.group("y4") or ("19" if m.group("y2") >= "90" else "20") + m.group("y2")
        by_entry.setdefault(h.entry.name, {}).setdefault(year, []).append(h)
    out: dict[int, str] = {}
    for name, years in by_entry.items():
        if len(years) < 2:
            continue
        own = _NAME_YEAR.match(name)
        for year, hs in years.items():
            if year.startswith("v"):
                for h in hs:
                    out[id(h)] = text[h.start : h.end]
                continue
            if own is None:
                edition = f"{name} {year}"
            else:  # "VOT2018" -> "VOT2019", spelled as the entry spells its own year
                series = own.group("series")
                edition = series + (year if len(name) - len(series) == 4 else year[2:])
            for h in hs:
                out[id(h)] = edition
    return out


def corpus_name(name: str, papers: int) -> bool:
    """May a name that ``papers`` papers gave a dataset be looked for in every paper?
    Only one with a name's shape (not an ordinary or capitalised word, a model, a field
    acronym, a description), and a short acronym ("MAD", "SVOL") only once two papers
    used it: one paper's acronym often means something else in the next."""
    if not _namey(name) or is_model(name) or lookup(name) is not None:
        return False
    if _CONJ.search(name) or _PLURAL_END.search(name) or name.split()[-1].lower() in _METRICS:
        return False  # "X-E and X-H", "NeRFs", "Safe mIoU"
    return papers >= 2 or not _SHORT_ACRONYM.fullmatch(name)


_PLURAL_END = pattern_cache.compile(r"\p{Lu}s$")


_NOT_OWN = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("not_own", name_cues.DATASETS)) + r")\b")
_PAREN_AFTER = pattern_cache.compile(r"\s*\([^()]{1,160}\)")
# a head noun naming one dataset (singular)
_ONE_DATASET = pattern_cache.compile(
    "(?i)\\b" + name_cues.alternation([r["head"] for r in name_cues.dataset_heads()], spaced=r"[\s-]?") + "\\b"
    # not a head that only modifies another ("three anomaly detection dataset collections")
    + rf"(?!\s+{_HEADS}\b)"
)


# a dataset artifact the paper releases is data without a head noun beside it: the paper the
# release verb's subject, or the name what it is released as ("We also release KelpSeg-Test, a
# manually corrected test set", "the run logs are released as CLOrder-45K"; not "the publicly
# available X"); the verbs are the artifact frames' release verbs
_RELEASE_VERBS = name_cues.alternation(name_cues.artifact_frames("release_verb"))
_RELEASED = pattern_cache.compile(
    rf"\b[Ww]e\s(?:\p{{Ll}}+\s){{0,2}}?(?:{_RELEASE_VERBS})\b|\b(?:{_RELEASE_VERBS})\s(?:[\w-]+\s){{0,3}}?as\s$"
)


# "... from a wearable device, ": what the data came from, named right after
_THING_BEFORE = pattern_cache.compile(r"\b(?:from|with|by|using)\s(?:a|an|the)\s(?:[\w-]+\s){0,3}?[\w-]+,\s(?:\p{Lu}[\w-]*\s)?$")


def _long_form_before(datasets: list[DatasetMention], text: str, paren: int) -> int | None:
    """The index of the discovered dataset whose mention ends right before the parenthesis
    at ``paren`` (white space between), if any."""
    for j, d in enumerate(datasets):
        if d.discovered and d.end <= paren and not text[d.end : paren].strip():
            return j
    return None


def with_introduced(datasets: list[DatasetMention], artifacts, text: str) -> list[DatasetMention]:
    """``datasets`` with what the artifacts extractor found the paper introduces: a dataset
    or benchmark artifact said to be one next to its name (a singular head noun: "a new X
    dataset", "X, a synthetic dataset", "Dataset (X)"; not "our X ... on five datasets")
    is one of the paper's datasets, introduced ("a brand new large dataset, the Video-based
    ... Dataset (VEATIC)"); one the dataset contexts found as used becomes introduced
    ("introducing two novel datasets: (1) SciOL, ...")."""
    own = {key(a.name) for a in artifacts if a.type not in ("dataset", "benchmark")}
    if own:
        # a name the paper presents as its method is not a dataset of it, whatever another
        # paper called it ("we propose SHIFT (Spectral ...)")
        datasets = [d for d in datasets if not (d.discovered and key(d.name) in own and d.role == "used")]
    index: dict[str, int] = {}
    for i, d in enumerate(datasets):
        index.setdefault(key(d.name), i)
        index.setdefault(key(d.mention), i)
    seen = set(index)
    out = list(datasets)
    extra = []
    for a in artifacts:
        k = key(a.name)
        if a.type not in ("dataset", "benchmark") or not k or k in seen and k not in index:
            continue
        after = a.end
        if paren := _PAREN_AFTER.match(text, after):
            after = paren.end()  # "RoboMIND (Multi-embodiment ... Manipulation), a dataset"
        if _THING_BEFORE.search(text, max(0, a.start - 80), a.start):
            continue  # "recordings from a wearable device, Empatica E4,": the name of the thing
        # (within the name's sentence: a head noun of the sentence before names other data)
        lo = max(0, a.start - 120, text.rfind(". ", 0, a.start) + 2)
        if not _ONE_DATASET.search(text, lo, min(len(text), after + 90)) and not (
            a.type == "dataset"
            and (
                _RELEASED.search(text, max(lo - 1, a.start - 60), a.start)
                or name_cues.data_set_re().before.search(text, max(0, a.start - 100), a.start)
                or name_cues.data_set_re().after.match(text, a.end)
            )
        ):
            continue  # (or data named a set: "a new test set, X", "a set of 350 materials, X")
        if k in index:
            d = out[index[k]]
            # a catalog dataset exists: the paper uses it; so does "X, a publicly available dataset"
            if d.role == "used" and d.discovered and not _NOT_OWN.search(text, a.end, min(len(text), a.end + 25)):
                out[index[k]] = replace(d, role="introduced")
            continue
        # not a catalog dataset, a model, a coordination, or a piece of a dataset already
        # found ("PASCAL" of "PASCAL VOC")
        if lookup(a.name) is not None or is_model(a.name) or _CONJ.search(a.name) or any(k in h for h in seen):
            continue
        if _PLURAL_ACRONYM.fullmatch(a.name) or _MIXED_PLURAL.fullmatch(a.name):
            continue  # "trained NeRFs": a plural names things, not one dataset
        if text[a.start - 1 : a.start] == "(" and (j := _long_form_before(out, text, a.start - 1)) is not None:
            # "a conversational dataset, VideoGazeSpeech (VGS)": one dataset, named by its
            # short form as the artifact is, its mention the long form written first
            out[j] = replace(out[j], name=a.name, role="introduced")
            seen.add(k)
            continue
        seen.add(k)
        extra.append(DatasetMention(a.name, text[a.start : a.end], "introduced", a.start, a.end, True, None, None))
    if not extra:
        return out
    return sorted([*out, *extra], key=lambda d: d.start)


def _made_here() -> regex.Pattern:
    """A verb (any form) or naming cue that makes a dataset the paper's own, then up to
    four words before the name."""
    forms = []
    for r in lexicon.load("introduce_verbs"):
        if r["made_here"]:
            verb = regex.escape(r["verb"]).replace(r"\-", r"[\s-]")
            forms.append(f"{verb[:-1]}(?:e|es|ing)" if verb.endswith("e") else f"{verb}(?:s|ing)?")
    forms += [regex.escape(r["cue"]) for r in lexicon.load("naming_cues") if r["made_here"]]
    return regex.compile(r"(?i)\b(?:" + "|".join(forms) + r")\b(?:\W+\w+){0,4}?\W+$")


_MADE_HERE = _made_here()


def without_used(artifacts, datasets: list[DatasetMention], text: str) -> list:
    """``artifacts`` less the catalog datasets the paper only uses ("We test the proposed
    method on CelebA-HQ and UTKFace"): a known dataset found as used is not the paper's
    own.  (A discovered one may be a misread name of the paper's own: kept.)  Plus the
    datasets it introduces that no artifact cue named ("a new challenge: Online
    Watch-And-Help"): a dataset or benchmark the paper presents is one of its artifacts."""
    used = {key(s) for d in datasets if d.role == "used" and not d.discovered for s in (d.name, d.mention)}
    kept = [
        a for a in artifacts
        if key(a.name) not in used
        or _MADE_HERE.search(text, max(0, a.start - 60), a.start)  # "We introduce and open source X"
    ]
    editions = {d.start: d for d in datasets if d.role == "introduced" and d.discovered}
    kept = [_with_edition(a, editions.get(a.start)) for a in kept]
    have = {key(a.name) for a in kept}
    starts = {a.start for a in kept}  # (an artifact where the dataset starts names it)
    extra = [
        Artifact(d.name, _data_type(text, d.start, d.end), d.start, d.end)
        for d in datasets
        if d.role == "introduced" and d.discovered and key(d.name) not in have and key(d.mention) not in have
        and d.start not in starts
    ]
    return sorted(kept + extra, key=lambda a: a.start) if extra else kept


def _with_edition(a, d: DatasetMention | None):
    """The artifact "LexGLUE-FR" of the introduced dataset "LexGLUE-FR 2024": named as the
    dataset is, with its year."""
    if d is None or d.name == a.name or not d.name.startswith(a.name) or not _YEAR_TAIL.fullmatch(d.name, len(a.name)):
        return a
    return replace(a, name=d.name, end=d.end)


_YEAR_TAIL = pattern_cache.compile(r"[\s-](?:19|20)\d\d")
_BENCHMARK_HEADS = frozenset(h for h, t in name_cues.head_types().items() if t == "benchmark") | {
    f.replace(" ", "") for r in name_cues.dataset_heads() if r["head"] not in ("data set", "corpus", "collection")
    for f in (r["head"], r["plural"])
}
_HEAD_WORDS = pattern_cache.compile(rf"(?i)\b{_HEADS}\b")


def _data_type(text: str, start: int, end: int) -> str:
    """"benchmark" or "dataset", by the head noun nearest to a dataset's mention."""
    near = [(abs(m.start() - start), m.group()) for m in _HEAD_WORDS.finditer(text, max(0, start - 80), end + 80)]
    if not near:
        return "dataset"
    word = "".join(min(near)[1].split()).lower()
    return "benchmark" if word in _BENCHMARK_HEADS else "dataset"
