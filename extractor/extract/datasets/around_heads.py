"""Names read around a head noun: "the X dataset", "X and Y benchmarks", "datasets
(X, Y)", "the Multi-Domain Wizard-of-Oz dataset"; the name's words walked back from the
head, lists walked either way.
"""

from __future__ import annotations

import re
from functools import lru_cache

import regex

from extractor import lexicon, pattern_cache
from extractor.catalog import (
    _stop_words,
    is_model,
    lookup,
)
from extractor.extract import name_cues
from extractor.extract.abbreviations import find_abbreviations
from extractor.extract.datasets.hits import _NEXT_WORD, _namey, _overlaps, opens_sentence
from extractor.extract.datasets.vocab import _COMMON, _HEAD_AFTER, _HEADS, _NAME, _QUANTIFIERS, COUNT_MODIFIER

# A head noun names the kind of the names around it.  Before a singular head the name may
# carry its own modifiers ("the LM-O object pose estimation dataset") or its short form in
# parentheses ("the Multi-Vehicle Stereo Event-Camera (MVSEC) dataset"); after it, the name
# may follow ("the attribute benchmark VAW").  A plural head is named by a list, before it
# ("on YTVIS-21, YTVIS-22, and OVIS datasets") or after it ("datasets (FG-NET, MORPH
# Album 2, and CACD-VS)", "benchmarks such as X and Y").  A name written with its head
# capitalised takes the head in ("the Honda Research Institute Driving Dataset").

_SINGULAR = frozenset(r["head"].replace(" ", "") for r in name_cues.dataset_heads())
_PLURAL = frozenset(r["plural"].replace(" ", "") for r in name_cues.dataset_heads())
_STRONG = frozenset(f.replace(" ", "") for r in name_cues.dataset_heads() if r["strong"] for f in (r["head"], r["plural"]))
# one word of a multi-word name: a name token, or a capitalised or numeric word
# (or a version after one: "News Commentary v11 benchmarks")
_NAME_WORD = pattern_cache.compile(rf"{_NAME}|\p{{Lu}}[\p{{L}}\p{{N}}'’]*|[vV]\d+(?:\.\d+)*(?![\p{{L}}\p{{N}}])")
_WORD_BACK = pattern_cache.compile(r"[\p{L}\p{N}\-.+'’]+", regex.REVERSE)
_MODIFIER = pattern_cache.compile(r"\p{Ll}[\p{Ll}\p{N}\-]*")
_SPACE_BACK = pattern_cache.compile(r"[ \t]+", regex.REVERSE)
_PAREN_BEFORE = pattern_cache.compile(r"\((?P<abbr>[^()\s][^()]{0,24})\)[ \t]*", regex.REVERSE)
# between items of a list, read forward and backward
_ITEM_SEP = pattern_cache.compile(r"(?:[ \t]*\([^()]{1,24}\))?[ \t]*(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+and[ \t]+|[ \t]+or[ \t]+|[ \t]*[&/][ \t]*)(?:the[ \t]+)?")
_ITEM_SEP_BACK = pattern_cache.compile(
    r"(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+and[ \t]+|[ \t]+or[ \t]+|[ \t]*[&/][ \t]*)(?:the[ \t]+)?", regex.REVERSE
)
# what opens a list after a plural head: "datasets (e.g., A, B)", "datasets such as A and B",
# and a naming cue ("datasets, named A and B", "benchmarks called A and B")
_LIST_WORDS = "namely|including|such[ \t]+as|like|" + name_cues.alternation(name_cues.naming_cues("participle"))
_LIST_OPEN = pattern_cache.compile(
    r"[ \t]*(?:\([ \t]*(?:(?:e\.g\.|i\.e\.|namely|including),?[ \t]*)?|:[ \t]*|,[ \t]+(?:(?:e\.g\.|i\.e\.),?[ \t]+"
    rf"|(?:{_LIST_WORDS})[ \t]+)?|[ \t]+(?:(?:{_LIST_WORDS})[ \t]+|(?:e\.g\.|i\.e\.),?[ \t]+))"
)
_NAMED_HERE = frozenset(r["cue"] for r in lexicon.load("naming_cues") if r["made_here"] and r["form"] == "participle")
_OPENER = frozenset("the on in of from across over with using both for and to".split())
_CONNECTORS = frozenset("of in for on and or with".split())


def _space_end(text: str, pos: int) -> int:
    """The end of the white-space run at ``pos``."""
    while pos < len(text) and text[pos].isspace():
        pos += 1
    return pos


def _space_start(text: str, pos: int) -> int:
    """Start of the run of spaces and tabs ending at ``pos`` (``pos`` if there is none)."""
    sp = _SPACE_BACK.match(text, 0, pos)
    return sp.start() if sp is not None else pos


def _head_at(text: str, h: int, end: int) -> str | None:
    """The head noun ``text[h:end]`` (``_head_starts``), spaces dropped ("datasets",
    "testbed"); None if a letter or digit goes on after it."""
    word = "".join(text[h:end].split()).lower()
    return word if end == len(text) or not text[end].isalnum() else None


def _words_back(text: str, end: int, most: int, accept) -> int | None:
    """Start of the longest run of up to ``most`` words (``_WORD_BACK``) ending at
    ``end``, one space run apart, each of which ``accept``s; None if the last does not."""
    start = None
    for _ in range(most):
        m = _WORD_BACK.match(text, 0, end)
        if m is None or m.start() == end or not accept(m.group()):
            break
        start = m.start()
        sp = _SPACE_BACK.match(text, 0, start)
        if sp is None or sp.start() == start:
            break
        end = sp.start()
    return start


def _name_run_back(text: str, end: int, words: int = 4) -> int | None:
    """Start of the longest run of up to ``words`` name words ending at ``end`` (a name
    token, or a capitalised or numeric word: "MORPH Album 2"), the first a name word."""
    return _words_back(text, end, words, _is_name_word)


def _name_run(text: str, pos: int, limit: int, words: int = 4) -> int | None:
    """End of the run of up to ``words`` name words starting at ``pos``."""
    end = None
    for _ in range(words):
        m = _NAME_WORD.match(text, pos, limit)
        if m is None or (m.end() < limit and (text[m.end()].isalnum())):
            break
        end = m.end()
        if not text.startswith(" ", end) or end + 1 >= limit:
            break
        pos = end + 1
    return end


def _acceptable_item(s: str, hits: list, a: int, b: int) -> tuple[bool, bool]:
    """(may be a dataset's name, looks like one by its shape or is known)."""
    if _overlaps(hits, a, b) or lookup(s) is not None:
        return True, True
    ok = _namey(s, strong=True) or (" " in s and _namey(s.split()[-1], strong=True))
    return ok, ok and (_namey(s) or " " in s and any(_namey(w) for w in s.split()))


def _trim_item(text: str, a: int, b: int) -> int:
    """A list item less a trailing head-like or common word ("ImageNet dataset")."""
    words = text[a:b].split()
    while len(words) > 1 and words[-1].lower() in _COMMON:
        words.pop()
    return a + len(" ".join(words))


def _list_after(text: str, pos: int, hits: list, comma: bool) -> list[tuple[int, int]]:
    """The names of a list starting at ``pos`` ("A, B, and C"), as long as each may be a
    name; ``comma``: the list was opened by a bare comma, which needs two names."""
    items: list[tuple[int, int, bool]] = []
    limit = min(len(text), pos + 300)
    while True:
        end = _name_run(text, pos, limit)
        if end is None:
            break
        end = _trim_item(text, pos, end)
        ok, shaped = _acceptable_item(text[pos:end], hits, pos, end)
        nxt = _NEXT_WORD.match(text, end)
        if not ok or nxt is not None and nxt.group("w")[0].islower() and nxt.group("w") not in ("and", "or"):
            break  # "(Synapse, NIH Pancreas, and Skin lesion)": a description
        items.append((pos, end, shaped))
        sep = _ITEM_SEP.match(text, end, limit)
        if sep is None or sep.end() == end:
            break
        pos = sep.end()
    if len(items) < (2 if comma else 1) or not any(shaped for *_, shaped in items):
        return []
    return [(a, b) for a, b, _ in items]


# a lower-case noun right after a head noun makes the head a modifier ("dataset loader")
_LOWER_WORD_AFTER = pattern_cache.compile(r"[ \t]+(\p{Ll}{3,})\b")
_AFTER_HEAD_OK = frozenset(name_cues.cue_words("after_data", name_cues.DATASETS))


def _noun_after(text: str, end: int) -> bool:
    """Is the word after a head noun a lower-case noun it modifies ("dataset loader"), not a
    function word or a verb that reports ("benchmark show")?"""
    m = _LOWER_WORD_AFTER.match(text, end)
    return m is not None and m.group(1) not in _stop_words() and m.group(1) not in _AFTER_HEAD_OK


def _list_before(text: str, end: int, hits: list) -> list[tuple[int, int]]:
    """The names of a list ending at ``end`` ("the NBA and JTA", "on A, B, and C"), read
    backwards; a single name counts after "the" when it has a name's shape."""
    items: list[tuple[int, int, bool]] = []
    while True:
        a = _name_run_back(text, end)
        if a is None:
            break
        ok, shaped = _acceptable_item(text[a:end], hits, a, end)
        if not ok:
            break
        items.append((a, end, shaped))
        sep = _ITEM_SEP_BACK.match(text, 0, a)
        if sep is None or sep.start() == a:
            break
        end = sep.start()
    if not items:
        return []
    first = _modifiers_back(text, _space_start(text, items[-1][0]), 2)  # "the few-shot X benchmarks"
    opener = _WORD_BACK.match(text, 0, _space_start(text, first)) if first else None
    opened = opener is not None and opener.group().lower() in _OPENER
    if not any(shaped for *_, shaped in items) or not opened and len(items) < 2:
        return []
    if len(items) == 1 and (opener.group().lower() != "the" or not _namey(text[items[0][0] : items[0][1]])):
        return []
    return [(a, b) for a, b, _ in reversed(items)]


def _modifiers_back(text: str, end: int, most: int) -> int:
    """Where up to ``most`` lower-case modifiers ending at ``end`` start ("object pose
    estimation" of "LM-O object pose estimation dataset"); no function words.  ``end``
    if there are none."""
    start = _words_back(text, end, most, _is_modifier)
    return end if start is None else start


# word -> bool, cached: a few thousand words ("image", "benchmark", "the") are read
# before nearly every head noun
@lru_cache(maxsize=8192)
def _is_name_word(word: str) -> bool:
    return _NAME_WORD.fullmatch(word) is not None


@lru_cache(maxsize=8192)
def _is_modifier(word: str) -> bool:
    return _MODIFIER.fullmatch(word) is not None and word not in _stop_words() and _VERSION_WORD.fullmatch(word) is None


_VERSION_WORD = pattern_cache.compile(r"v\d+(?:\.\d+)*")


def _before_pre(text: str, a: int) -> str:
    sp = _SPACE_BACK.match(text, 0, a)
    if sp is None or sp.start() == a:
        return ""
    m = _WORD_BACK.match(text, 0, sp.start())
    return m.group().lower() if m else ""


def _around_head(text: str, h: int, h_end: int, head: str, singular: bool, hits: list) -> tuple[list[tuple[int, int]], bool]:
    """The names a head noun at ``h:h_end`` names, besides those the head-cue patterns
    find; and whether a naming cue gave them their names ("datasets, named A and B": the
    paper's own, as "a dataset called A" is)."""
    out = []
    named = False
    sp = _SPACE_BACK.match(text, 0, h)
    before = sp.start() if sp else h
    if singular:
        # "the Multi-Vehicle Stereo Event-Camera (MVSEC) dataset": the short form, or
        # the name before a parenthesis that is not its short form ("NIST SD302 (N2N)")
        paren = _PAREN_BEFORE.match(text, 0, h) if text[before - 1 : before] == ")" else None
        if paren is not None:
            p = paren.start()
            pair = find_abbreviations(text, p, p + 1)
            if pair and pair[0].short_start == paren.start("abbr"):
                out.append((pair[0].short_start, pair[0].short_end))
            else:
                end = _space_start(text, p)
                a = _name_run_back(text, end, 3)
                if a is not None and _before_pre(text, a) not in _QUANTIFIERS:
                    out.append((a, end))
        elif head in _STRONG:
            # "the LM-O object pose estimation dataset", "Apollo 3D synthetic dataset"
            m0 = _modifiers_back(text, before, 3)
            if m0 < before:
                end = _space_start(text, m0)
                a = _name_run_back(text, end, 3)
                if a is not None and _before_pre(text, a) not in _QUANTIFIERS and _namey(text[a:end]):
                    out.append((a, end))
            elif _VERSION_WORD.fullmatch(_before_pre(text, h)):
                # "the Zorblang Commentary v11 corpus": a name with its version
                a = _name_run_back(text, before, 4)
                versioned = text[a:before].rsplit(" ", 1)[0] if a is not None else ""
                if (
                    a is not None
                    and _before_pre(text, a) not in _QUANTIFIERS
                    and " " in text[a:before]
                    and not is_model(versioned)  # "Stable Diffusion v1.5 benchmark prompts"
                    and not _HEAD_AFTER.match(text, h_end)  # "the PyTorch v2 dataset loader"
                    and not _noun_after(text, h_end)
                ):
                    out.append((a, before))
            # "the attribute benchmark VAW": a name with a name's shape right after; or set
            # off as an aside that closes ("the public remote sensing dataset (EORSSD)", "on a
            # large dataset, InLoc, show"): a description the name after it names
            nxt = text.find(" ", h, h + 16)  # the name starts after the head and one space
            aside = text[h_end : h_end + 1] in _ASIDE_OPEN or text.startswith(" (", h_end)
            if aside or nxt > 0 and text[nxt + 1 : nxt + 2].isalnum() and not text[nxt + 1].islower():
                m = _AFTER_NAME.match(text, h)
                if m is not None and _namey(m.group("name")) and not _HEAD_AFTER.match(text, m.end("name")):
                    out.append(m.span("name"))
    else:
        # "on YTVIS-21, YTVIS-22, and OVIS datasets", "the Kodak, CLIC2020, and Tecnick
        # image datasets"
        m0 = _modifiers_back(text, before, 2)
        end = _space_start(text, m0) if m0 < before else before
        out += _list_before(text, end, hits)
        # "datasets (FG-NET, MORPH Album 2, and CACD-VS)", "benchmarks such as A and B"
        op = _LIST_OPEN.match(text, h_end)
        if op is not None and op.end() > h_end:
            bare = op.group().strip() == ","
            after = _list_after(text, op.end(), hits, comma=bare)
            # (not when it names a known dataset too: "benchmarks called GSM8K and X")
            named = (
                bool(after)
                and op.group().strip(" \t,").lower() in _NAMED_HERE
                and all(lookup(text[a:b]) is None for a, b in after)
            )
            out += after
    return out, named


_AFTER_NAME = pattern_cache.compile(
    rf"{_HEADS}(?:[ \t]+(?P<name>{_NAME})(?![\p{{L}}\p{{N}}])|[ \t]*\((?P<name>{_NAME})\)|,[ \t]+(?P<name>{_NAME}),)"
)
_ASIDE_OPEN = frozenset("(,")  # what may follow a head before a name set off after it
# heads that name data only capitalised (name_cues.tsv title_head), and what shows the name
# goes on after one: a capitalised word, or a preposition and one (not "and the": a second
# name, "the Nordland Quality Register and the Zorbland Panel Survey")
_NAME_GOES_ON = pattern_cache.compile(r"[ \t]+(?:(?:in|of|about|for|on|with)[ \t]+(?:the[ \t]+)?|and[ \t]+)?\p{Lu}")
_TITLE_HEAD_WORDS = name_cues.cue_words("title_head", name_cues.DATASETS)
_TITLE_HEADS = frozenset(_TITLE_HEAD_WORDS)
# a study design's or a data split's words (name_cues.tsv design_word)
_DESIGN_WORDS = frozenset(w.lower() for w in name_cues.cue_words("design_word", name_cues.DATASETS))
# a word that makes a title head an institution's (name_cues.tsv agency_word)
_AGENCY_WORDS = frozenset(w.lower() for w in name_cues.cue_words("agency_word", name_cues.DATASETS))
_CAP_HEADS = tuple(
    dict.fromkeys(
        cap for head in (*(r["head"] for r in name_cues.dataset_heads()), *_TITLE_HEAD_WORDS)
        for cap in (" ".join(w.capitalize() for w in head.split()), head.replace(" ", "").capitalize())
    )
)


_IN_PARENS = pattern_cache.compile(r"[ \t]*[()]")
# matches where ``_finds(text, _CAP_HEADS)`` finds anything: it tries every head at every
# position from the text's second character on, as the finds do
_ANY_CAP_HEAD = re.compile("|".join(re.escape(h) for h in _CAP_HEADS))


def _finds(text: str, words) -> list[tuple[int, int]]:
    """(start, end) of every occurrence of each of ``words`` after the text's start."""
    out = []
    for w in words:
        p = text.find(w, 1)
        while p > 0:
            out.append((p, p + len(w)))
            p = text.find(w, p + len(w))
    return out


_OPEN_QUOTES = frozenset("\"'‘“")


def _words_before_long(text: str, lo: int) -> int:
    """Where a long form's words start, with the capitalised words and the opening quote
    before the letters its short form spells ('dubbed "The Growing Strawberries" Dataset
    (GSD)')."""
    for _ in range(3):
        k = _space_start(text, lo)
        if k > 0 and text[k - 1] in _OPEN_QUOTES:
            lo = k - 1
            continue
        w = _WORD_BACK.match(text, 0, k) if k < lo else None
        if w is None or not w.group()[0].isupper():
            break
        lo = w.start()
    return lo


_OF_TITLE_PAREN = pattern_cache.compile(r"\s(?:of|for|on)\s(?:\p{Lu}[\w-]*\s){1,4}\(")


def _capitalised_heads(text: str, starts: list[int]) -> list[tuple[int, int, str, int]]:
    """Names written with their head capitalised ("the Honda Research Institute Driving
    Dataset", "the ChineseHardCase Benchmark"): the mention holds the head, the name is
    the words before it.  Not a run cut from a longer name ("... Tracking in Context
    Dataset") nor a long form beside its short one ("HaGRID (HAnd Gesture ... Dataset)");
    a short form after one ("the Zorb Strawberries Dataset (ZSD)") is the name.  Each with
    where the words it stands for start (the name's own start but for a short form)."""
    out = []
    if _ANY_CAP_HEAD.search(text, 1) is None:
        return out  # the finds below find nothing (few abstracts write a head capitalised)
    for p, end in _finds(text, _CAP_HEADS):
        if text[p - 1] != " " or end < len(text) and text[end].isalpha():
            continue
        title = text[p:end].lower() in _TITLE_HEADS
        if title and (w := _WORD_BACK.match(text, 0, p - 1)) is not None and w.group().lower() in _AGENCY_WORDS:
            continue  # "the British Geological Survey (BGS)": a body, no data
        if (tail := _OF_TITLE_PAREN.match(text, end)) is not None:
            if title:
                continue  # "the Collaboratory for the Study of Earthquake Predictability (CSEP)": a body of work, no data
            # "the International Dataset of Flaky Tests (IDoFT)": the long form goes on past
            # its head; the short form after it names the dataset
            q = tail.end() - 1
            pair = find_abbreviations(text, q, q + 1)
            if pair and pair[0].short_start == q + 1 and pair[0].long_start <= p and _namey(pair[0].short):
                out.append((pair[0].short_start, pair[0].short_end, pair[0].short, _words_before_long(text, pair[0].long_start)))
            continue
        if paren := _IN_PARENS.match(text, end):
            # "the Zorb Strawberries Dataset (ZSD)": the short form its long form defines
            # names it, as before a lower-case head ("the ... Event-Camera (MVSEC) dataset")
            q = paren.end() - 1
            if text[q] == "(" and (pair := find_abbreviations(text, q, q + 1)):
                long = pair[0].long.rstrip(" \t\"'’”")
                if long.endswith(text[p:end]) and pair[0].short_start == q + 1 and _namey(pair[0].short):
                    lo = _words_before_long(text, pair[0].long_start)
                    out.append((pair[0].short_start, pair[0].short_end, pair[0].short, lo))
            continue
        a = _name_run_back(text, p - 1, 6)
        if a is None or _before_pre(text, a) in _CONNECTORS:
            continue
        words = text[a : p - 1].split()
        # (an ordinary word is dropped where a capital says nothing, at a sentence's start:
        # "Our Zorb Dataset"; inside a sentence it starts the name: "the National Transit
        # Database", "the Open Catalyst Dataset")
        at_start = opens_sentence(text, starts, a)  # (every ordinary word a sentence opens the run with goes)
        while words and (words[0].lower() in _COMMON and at_start or COUNT_MODIFIER.fullmatch(words[0])):
            a = text.index(words[1], a + len(words[0])) if len(words) > 1 else p
            words.pop(0)
        if all(w.lower() in _COMMON for w in words):
            continue  # "the Large Scale Dataset": no name
        if title and (
            len(words) == 1 and not _namey(words[0])
            or all(w.lower() in _COMMON or w.lower() in _DESIGN_WORDS for w in words)
            or _NAME_GOES_ON.match(text, end)
        ):
            # "The Delphi Study", "our Pilot Cohort": one word before a title head is no name,
            # nor a design's or a split's words ("the External Validation Cohort", "This Phase
            # II Study"), nor a run the name goes on past ("the Diabetes Autoimmunity Study in
            # the Young", "the International RBD Study Group")
            continue
        if a < p and not is_model(text[a : p - 1]):
            out.append((a, end, text[a : p - 1], a))
    return out

