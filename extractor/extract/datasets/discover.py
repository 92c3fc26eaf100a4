"""Names missing from the catalog, found by context: the head-noun windows, "-Bench"
names, naming cues ("a new dataset, named X") and quoted names, each window read only
where a head noun or cue is in the text.
"""

from __future__ import annotations

import re

import regex

from extractor import pattern_cache
from extractor.catalog import (
    lookup,
)
from extractor.extract import name_cues
from extractor.extract.datasets.around_heads import (
    _SINGULAR,
    _around_head,
    _capitalised_heads,
    _head_at,
    _name_run,
    _name_run_back,
    _space_end,
)
from extractor.extract.datasets.hits import (
    _NAMING_ENDS,
    _Hit,
    _introduced,
    _names_object,
    _namey,
    _overlaps,
    _sentence_of,
    opens_sentence,
)
from extractor.extract.datasets.lists import _defined_as_other, _evaluated_on, _evaluation_list, defined_entry
from extractor.extract.datasets.vocab import (
    _A_DESCRIPTION,
    _AFTER_HEAD,
    _AFTER_HEAD_SEP,
    _APPOSITIVE,
    _APPOSITIVE_END,
    _BENCH_SUFFIX,
    _COMMON,
    _CREATE,
    _DETERMINER,
    _HEAD_CUE,
    _HEAD_UNITS,
    _HEADS,
    _METHOD_HEADS,
    _METHODISH,
    _NAME,
    _NAME_CHARS,
    _NAME_CHARS_BACK,
    _NAME_RE,
    _NAMING_AFTER,
    _NEW,
    _NOVELTY_WORDS,
    _QUANTIFIERS,
    _STRONG_HEADS,
    _SUFFIXES,
    _UPPER,
    _VERSION,
)
from extractor.extract.number_cues import WORD_NUMBERS

_VERSION_AFTER = pattern_cache.compile(r" (?:v\d+(?:\.\d+)*|(?:19|20)\d\d)(?![\p{L}\p{N}])")


# (``re``: literal cues, no two of which match at one position, so either module finds the
# same; ``re`` scans for literals several times faster)
_NAMING_LATER = re.compile(
    "(?:" + "|".join(re.escape(c) for c in sorted(_NAMING_ENDS, key=len, reverse=True)) + ")"
)


def _named_later(text: str, starts: list[int], h: int, end: int) -> tuple[int, int] | None:
    """The name a naming cue gives, later in the sentence, to the dataset a creation cue
    introduced with the head noun at ``h:end`` ("we introduce a new multimodal dataset for
    zero-shot evaluation called X", "... dataset using images taken by ..., which we call
    X"), looked for in a short window after the head; a name the catalog knows is left to
    the catalog."""
    c = _NAMING_LATER.search(text, end, end + 240)
    if c is None or text.find(". ", end, c.start()) >= 0:
        return None
    a = c.end()
    b = _name_run(text, a, min(len(text), a + 80))
    if b is not None and (v := _VERSION_AFTER.match(text, b)) is not None:
        b = v.end()  # "named MUSIC-AVQA v2.0"
    if b is None or text.startswith(" (", b) or lookup(text[a:b].rstrip(".,;:)")) is not None:
        return None  # "named Facial Image Composition (FIC) data": the short form is read as one
    window = text[_sentence_of(starts, h) : a]
    m = None
    for m in _CREATE.finditer(window):
        pass
    return (a, b) if m is not None and _names_object(window[m.end() :]) else None


# Every context pattern holds a head noun preceded by white space; these find the heads.
_HEAD_AT = pattern_cache.compile(_HEADS)
# stems of heads written in two words: a head only as "data set(s)", "test bed(s)"
_SPLIT_STEMS = frozenset(r["head"].split()[0] for r in name_cues.dataset_heads() if " " in r["head"])


# what may follow such a stem: the second word's first letter (no space) or white space
_S_OR_SPACE = frozenset(r["head"].split()[1][0] for r in name_cues.dataset_heads() if " " in r["head"]) | frozenset(
    chr(c) for c in range(0x3001) if chr(c).isspace()
)


def _head_starts(text: str, present: frozenset[bytes]) -> dict[int, int]:
    """Where a head noun starts, after white space, in order, each with where
    ``_HEAD_AT`` ends there (read again by every rule that looks at the head).  A stem
    none of whose head units is among the text's units (``present``, from
    ``_ascii_view``) heads no match there, and the text is not searched for it: most
    abstracts hold only one or two of the eight.  (No stem starts another, so one
    position is found once.)"""
    out = []
    for stem, head_units in _HEAD_UNITS.items():
        if present.isdisjoint(head_units):
            continue
        p = text.find(stem)
        short = stem in _SPLIT_STEMS
        while p >= 0:
            if (
                p > 0
                and text[p - 1].isspace()
                and (not short or text[p + len(stem) : p + len(stem) + 1] in _S_OR_SPACE)
                and (m := _HEAD_AT.match(text, p))
            ):
                out.append((p, m.end()))
            p = text.find(stem, p + 1)
    out.sort()
    return dict(out)


def _runs_back(n: int) -> regex.Pattern:
    return regex.compile(rf"(?:\S+\s+){{0,{n}}}", regex.REVERSE)


def _runs_forward(n: int) -> regex.Pattern:
    return regex.compile(rf"\S*(?:\s+\S+){{0,{n}}}")


# (pattern, white-space runs a match may reach before its head, runs after), one more
# of each than the pattern allows: _HEAD_CUE has a word and three names before "dataset"
# and a two-run head ("data sets"); _AFTER_HEAD a determiner and four modifiers before,
# a separator ("called") and the name after; _APPOSITIVE a name, separator, determiner
# and six modifiers before, and looks one word past the head.
#
# Each also has a test that a head can be its head at all, read at the head's edges:
# a name right before it (_HEAD_CUE), the right words right after it, or for
# _APPOSITIVE also the right words before it (the end of a name, a separator, a
# determiner and at most six modifiers: most heads have no separator that close).  A
# head that fails is skipped; a match with a later head is found from that head's window.
_NAME_BEFORE = pattern_cache.compile(rf"{_NAME}\s+", regex.REVERSE)
_AFTER_HEAD_TAIL = pattern_cache.compile(rf"{_AFTER_HEAD_SEP}[\p{{Lu}}\p{{N}}]")
_APPOSITIVE_TAIL = pattern_cache.compile(_APPOSITIVE_END)
_APPOSITIVE_LEAD = pattern_cache.compile(
    rf"[\p{{L}}\p{{N}}+]\s*(?:,|\(|:|—|--)\s*{_DETERMINER}\s+(?:[\w-]++\s++){{0,6}}", regex.REVERSE
)  # (possessive: a word is read whole, between white space, so nothing to give back)


def _name_before(text: str, h: int, end: int) -> bool:
    return _NAME_BEFORE.match(text, 0, h) is not None


def _tail(pattern: regex.Pattern):
    def test(text: str, h: int, end: int) -> bool:
        # the head may also end before an optional plural "s"
        if pattern.match(text, end) is not None:
            return True
        return text[end - 1] == "s" and pattern.match(text, end - 1) is not None

    return test


_HEAD_CUE_WIN = (_HEAD_CUE, _runs_back(5), _runs_forward(2), _name_before)
_AFTER_HEAD_WIN = (_AFTER_HEAD, _runs_back(6), _runs_forward(4), _tail(_AFTER_HEAD_TAIL))
_appositive_tail = _tail(_APPOSITIVE_TAIL)


def _appositive_head(text: str, h: int, end: int) -> bool:
    return _APPOSITIVE_LEAD.match(text, 0, h) is not None and _appositive_tail(text, h, end)


_APPOSITIVE_WIN = (_APPOSITIVE, _runs_back(10), _runs_forward(3), _appositive_head)


def _near_heads(win: tuple, text: str, heads: dict[int, int]):
    """``pattern.finditer(text)``, searching only short windows around head nouns.

    A match holds a head and spans at most the given white-space runs around it, so the
    first match at or after ``pos`` starts no earlier than the window of the first head
    at or after ``pos``; searching that window (then the next head's) finds it.  The
    window ends at white space, where ``\\b`` and the lookaheads read what the whole
    text would give them.
    """
    pat, back, forward, possible = win
    pos = 0
    for h, end in heads.items():
        if h < pos or not possible(text, h, end):
            continue
        while True:
            m = pat.search(text, back.match(text, pos, h).start(), forward.match(text, h).end())
            if m is None:
                break
            yield m
            pos = m.end()
            if pos > h:
                break


def _bench_names(text: str, low: str):
    """The ``_NAME_RE`` matches of the whole text that may end in -bench, -gym, -arena:
    those of the name-character runs where such an ending is followed by a non-letter."""
    runs = set()
    n = len(low)
    for suffix in _SUFFIXES:
        p = low.find(suffix)
        while p >= 0:
            e = p + len(suffix)
            if e == n or not low[e].isalnum():
                r = _NAME_CHARS_BACK.match(text, 0, p).start()
                runs.add((r, _NAME_CHARS.match(text, p).end()))
            p = low.find(suffix, e)
    for r, e in sorted(runs):
        yield from _NAME_RE.finditer(text, r, e)


def _discover(
    text: str,
    low: str,
    hits: list[_Hit],
    starts: list[int],
    urls: list[tuple[int, int]],
    present: frozenset[bytes],
) -> list[_Hit]:
    found: list[_Hit] = []

    def add(
        a: int, b: int, *, strong: bool, new: bool = False, name: str | None = None, defined: bool = False, listed: bool = False
    ) -> None:
        """Record the name at ``a:b`` (``name``: its name when the mention holds more, as
        a head: "ChineseHardCase Benchmark"); ``defined``: drop it if the paper defines
        it as the short form of something else."""
        # trim trailing punctuation a name never ends with
        while b > a and text[b - 1] in ".,;:)":
            b -= 1
        s = text[a:b]
        if not s:
            return
        if _overlaps(hits, a, b) or _overlaps(found, a, b):
            return
        if any(x <= a < y for x, y in urls):
            return
        entry = lookup(name or s)
        if entry is None and "(" in text:
            entry = defined_entry(text, s)  # a short form the paper defines for a catalog entry
        if entry is None and not listed and not _namey(name or s, strong=strong):
            return  # (a list's items were checked by its reader: ``_evaluation_list``)
        if entry is None and defined and _defined_as_other(text, s):
            return
        sent = _sentence_of(starts, a)
        intro = new or _introduced(text, sent, a, strict=False)
        if not intro and entry is None and _NEW_BEFORE.search(text, max(sent, a - 40), a):
            intro = True  # "our new Noisy-Bistro benchmark", "the newly curated TexBench"
        found.append(_Hit(a, b, entry, intro, name=name if entry is None else None))

    heads = _head_starts(text, present)
    for m in _near_heads(_HEAD_CUE_WIN, text, heads):
        pre = (m.group("pre") or "").strip().lower()
        head = m.group("head").lower()
        if _A_DESCRIPTION.search(text[max(0, m.start("name") - 50) : m.start("name")]):
            continue  # "an object-level SA dataset": a description, not a name
        if pre in _QUANTIFIERS:
            continue
        if head.endswith("s") and not head.endswith("corpus"):
            # "MIL datasets": a kind of data, unless names are listed before it ("the NBA
            # and JTA datasets": ``_around_head``) or with a known one (``_extend_lists``)
            continue
        strong = bool(_STRONG_HEADS.match(head)) and pre == "the"
        name = m.group("name")
        # multi-word: every word must look like part of a name, or the last one alone
        words = [w for w in name.split() if w != "of"]  # "World of Bits"
        # a year or version after the first word is part of the name ("ZorbEval 2021"), as
        # is a digit-led word with a capital ("the IKEA Ego 3D dataset")
        if len(words) > 1 and not all(
            _namey(w, strong=True) or w[0].isupper() or (k and (_VERSION.fullmatch(w) or w[0].isdigit() and _UPPER.search(w)))
            for k, w in enumerate(words)
        ):
            name = words[-1]
        a = m.start("name") + m.group("name").rfind(name) if name != m.group("name") else m.start("name")
        if len(words) > 1 and name == m.group("name") and not any(_namey(w) for w in words):
            # "the Large Scale dataset": capitalised description, not a name
            if all(w.lower() in _COMMON for w in words):
                continue
        b = a + len(name)
        if name == m.group("name") and m.group("pre") and m.group("pre")[0].isupper():
            # more name words before the three the pattern reads ("the NIST Assembly Task
            # Board 1 benchmark"), less the ordinary ones a sentence may start with
            a2 = _name_run_back(text, b, 6)
            at_start = a2 is not None and opens_sentence(text, starts, a2)
            while a2 is not None and a2 < a:
                w = text[a2 : text.find(" ", a2)]
                if w.lower() not in _COMMON or not at_start:
                    break  # (inside a sentence an ordinary word starts the name: "the National ...")
                a2 = _space_end(text, a2 + len(w))
            if a2 is not None and a2 < a:
                a = a2
        add(a, b, strong=strong, defined=True)

    for m in _near_heads(_AFTER_HEAD_WIN, text, heads):
        fresh = m.group("det").lower() in _NOVELTY_WORDS or _NEW.search(m.group("mods"))
        created = _CREATE.search(text[_sentence_of(starts, m.start()) : m.start()])
        if not (fresh or created) or (m.group("head").lower().endswith("s") and not m.group("head").lower().endswith("us")):
            continue
        a, b = m.start("name"), m.end("name")
        if ":" in text[m.end("head") : a] or _NAMING_AFTER.search(text, m.end("head"), a):
            # "a new challenge: Online Watch-And-Help", "a benchmark called Foo Bar"
            b = _name_run(text, a, min(len(text), a + 80)) or b
        elif (more := _NAME_WORDS_TO_END.match(text, b)) is not None:
            b = more.end()  # "a new dataset, I-880 Incident, which pairs ..."
        add(a, b, strong=True, new=True)

    for m in _near_heads(_APPOSITIVE_WIN, text, heads):
        mods = m.group("mods") or ""
        if _METHODISH.search(mods):
            continue
        new = bool(_NEW.search(mods))
        add(m.start("name"), m.end("name"), strong=True, new=new)

    for m in _bench_names(text, low):
        s = m.group()
        if _BENCH_SUFFIX.search(s.rstrip(".,;:")) and len(s) > 6 and not s.lower().endswith(("benchmark", "benchmarks")):
            add(m.start(), m.end(), strong=True)

    for h, end in heads.items():
        # (the cue is looked for in a short window after the head, not in the whole text)
        if (named_later := _named_later(text, starts, h, end)) is not None:
            add(*named_later, strong=True, new=True)
        if text[h - 2 : h - 1] in _CLOSE_QUOTES and (quoted := _quoted_before(text, h - 2)) is not None:
            add(*quoted, strong=True, defined=True)  # "the multi-species 'DeepSeagrass' dataset"
        head = _head_at(text, h, end)
        if head is None:
            continue
        singular = head in _SINGULAR
        names, named = _around_head(text, h, end, head, singular, hits + found)
        for a, b in names:
            add(a, b, strong=True, defined=True, new=named)
    for a, b, n, lo in _capitalised_heads(text, starts):
        if lo == a:
            add(a, b, strong=True, name=n)
        elif not _overlaps(hits, lo, a) and not _overlaps(found, lo, a):
            # a short form after its long form: new where the long form is the object of
            # a creation cue (its naming cue included)
            add(a, b, strong=True, name=n, new=_introduced(text, _sentence_of(starts, lo), lo, strict=False))
    for a, b, strong in _evaluated_on(text, starts, hits + found):
        add(a, b, strong=strong, defined=True)
    for a, b in _evaluation_list(text, hits + found):
        add(a, b, strong=True, defined=True, listed=True)
    if ", " in text and "new" in low:
        for m in _NEW_THEN_NAME.finditer(text):
            # "a new in-house cohort, HK-Holter, comprising ...", "our new dataset of 85 real
            # materials ..., RealMat-85, ...": new data described, then named
            if _describes_data(m.group("desc")):
                add(m.start("name"), m.end("name"), strong=True, new=True)
    if ", " in text:
        for t in _COLLECTION_TAIL.finditer(text):
            # "We also introduce HalluCheck-500, a set of 500 ... pairs", "we release
            # EgoTalk-Sep, 42 hours of ... recordings": what the paper makes is data
            a = _name_run_back(text, t.start(), 4)
            # (or where the appositive says it is new: "test on ProstaX-3, a new external
            # cohort of 1,311 biopsies", "On FabSched, a new set of 120 instances")
            new_appos = _NEW_APPOS.match(text, t.start()) is not None
            if a is not None and new_appos:
                a = _past_lead_words(text, a, t.start())  # "On FabSched, a new set of ...": not "On"
            if a is not None and (_CREATE.search(text, _sentence_of(starts, a), a) or new_appos):
                add(a, t.start(), strong=True, new=True)
                if new_appos:
                    for h in found:  # (found as used already: "test on ProstaX-3, a new cohort")
                        if h.entry is None and h.start == a and h.end == t.start():
                            h.introduced = True
    return found


# the appositive of a collection or an amount of data after a name
_PART_AMOUNT = name_cues.alternation(name_cues.cue_words("part_amount", name_cues.DATASETS))
_COUNT_WORD = name_cues.alternation(sorted(WORD_NUMBERS, key=len, reverse=True))
_DATA_AMOUNT = name_cues.alternation(name_cues.cue_patterns("data_amount", name_cues.DATASETS))
_COLLECTION_TAIL = pattern_cache.compile(
    r"(?<=[\p{L}\p{N}]),\s+(?:(?:a|an)\s+(?:[\w-]+\s+){0,2}?"
    + name_cues.alternation(name_cues.cue_patterns("collection_noun", name_cues.DATASETS))
    + r"\s+of\s+(?:(?:\d[\d,.]*|[\w.-]+)\s+){0,5}?" + _DATA_AMOUNT
    # (a new one needs no amount: "ProstaX-3, a new external cohort of 1,311 biopsies")
    + r"|(?:a|an)\s+new\s+(?:[\w-]+\s+){0,2}?"
    + name_cues.alternation(name_cues.cue_patterns("collection_noun", name_cues.DATASETS))
    + r"\s+of\s+(?:about\s+|over\s+|nearly\s+)?\d[\d,.]*[KkM]?\s+[\w-]+"
    # (or counts what it holds, whatever the things: "CongBench-7, a set of seven
    # industrial-style designs", "DischargeQA-200, a set of 200 inpatient encounters")
    + r"|(?:a|an)\s+(?:[\w-]+\s+){0,2}?"
    + name_cues.alternation(name_cues.cue_patterns("collection_noun", name_cues.DATASETS))
    + r"\s+of\s+(?:about\s+|over\s+|nearly\s+|roughly\s+)?(?:\d[\d,.]*[KkM]?|" + _COUNT_WORD + r")"
    + r"\s+(?:[\w-]+\s+(?:and\s+)?){0,3}?(?!" + _PART_AMOUNT + r"\b)\p{Ll}[\w-]*[^\Ws]s(?=[\s,.;:)])"
    + r"|(?:about\s+|over\s+|nearly\s+|roughly\s+)?\d[\d,.]*[KkM]?\s+(?:[\w-]+\s+){0,2}?" + _DATA_AMOUNT
    + r"\s+(?:of|with|from|in|across|covering|spanning))\b"
)


# a new description (of data: ``_DATA_WORD``) set off from the name after it by a comma,
# the name then ending its clause or going on with a relative ("..., X, which pairs")
_NEW_THEN_NAME = pattern_cache.compile(
    r"(?i:\b(?:a|an|our)\s+(?:brand[\s-])?(?:new|newly\s+\w+ed)\s+)(?P<desc>[^,.;:()]{3,120}?),\s+"
    rf"(?P<name>{_NAME}(?:\s+\p{{Lu}}[\p{{L}}\p{{N}}-]*){{0,2}})"
    r"(?=\s*[,.;]|\s*$|\s+(?i:that|which|where|comprising|containing|in\s+which)\b)"
)
# capitalised words that go on with a name to the end of its clause
_NAME_WORDS_TO_END = pattern_cache.compile(
    r"(?:\s+\p{Lu}[\p{L}\p{N}-]*){1,2}(?=\s*[,.;]|\s*$|\s+(?i:that|which|where|comprising|containing|in\s+which)\b)"
)
_DATA_WORD = pattern_cache.compile(
    r"(?i)\b(?:" + _HEADS + "|"
    + name_cues.alternation(name_cues.cue_patterns("collection_noun", name_cues.DATASETS))
    + "|" + _DATA_AMOUNT + r"|recording)s?\b"
)
_METHODISH_DESC = pattern_cache.compile(rf"(?i)\b{_METHOD_HEADS}\b")
# where a description's head noun ends: its first preposition ("cohort of 1,311
# biopsies", "classifier for chest X-ray images")
_DESC_PREP = pattern_cache.compile(r"\s(?:of|for|with|from|over|on|in|to|by|across|that|which)\s")
_COLLECTION = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(name_cues.cue_patterns("collection_noun", name_cues.DATASETS)) + r"$"
)


def _describes_data(desc: str) -> bool:
    """Is ``desc`` (what follows "a new") a description of data: its head noun, the last
    word before its first preposition, a data word ("a new in-house cohort", "a newly
    recorded set of 600 in-ear recordings"), a collection noun only where what it collects
    is data ("a set of recordings", not "a set of ablations"); not a tool, a model or a
    criterion that merely mentions data ("a new classifier for chest X-ray images", "a new
    dataset pruning criterion")?"""
    if _METHODISH_DESC.search(desc):
        return False
    cut = _DESC_PREP.search(desc)
    head_phrase = desc[: cut.start()] if cut else desc
    last = head_phrase.split()[-1] if head_phrase.split() else ""
    if not _DATA_WORD.fullmatch(last):
        return False
    if cut is not None and _ARTICLE.search(desc, cut.end()):
        return False  # "a new dataset of receipts from a retailer, Walmart,": the name of what comes after
    if _COLLECTION.search(last) and name_cues.data_set_re().modified.search(head_phrase):
        return True  # "a new open-vocabulary test set": a set of data by its modifier
    if _COLLECTION.search(last) and not _HEADS_RE.fullmatch(last) and _DATA_HEAD_TYPES.get(last.lower()) is None:
        # "a set of ..." is data only where what it holds is ("a set of 600 recordings";
        # not "a set of ablations"); a cohort, corpus or collection is data itself
        return cut is not None and desc[cut.start() : cut.end()].strip() == "of" and _DATA_WORD.search(desc, cut.end()) is not None
    return True


_HEADS_RE = pattern_cache.compile(rf"(?i){_HEADS}s?")
_ARTICLE = pattern_cache.compile(r"(?i)\b(?:a|an|the)\s")
# head nouns that give a name the type dataset or benchmark ("cohort", "corpus", "trace"); a
# collection noun ("set", "collection") is data only by what it holds (``_describes_data``)
_DATA_HEAD_TYPES = {
    h: t for h, t in name_cues.head_types().items() if t in ("dataset", "benchmark") and h not in name_cues.collecting_heads()
}


# "our new", "the newly curated" right before a name the catalog does not know
# (not "the newly released X", "the new X from Google": someone else's)
_NEW_BEFORE = pattern_cache.compile(
    r"(?i)\b(?:our\s+(?:(?:brand[\s-])?new|novel|newly\s+\w+ed)|(?:our|the)\s+newly\s+(?:curated|collected|constructed|created|annotated|built|introduced|proposed))\s+(?:[\w-]+\s+)?$"
)
_NEW_APPOS = pattern_cache.compile(r",\s+(?:a|an)\s+(?:brand[\s-])?new\b")


def _past_lead_words(text: str, a: int, end: int) -> int | None:
    """``a`` moved past the ordinary words a sentence starts a name run with ("On", "For");
    None if nothing else is left before ``end``."""
    while a is not None and (space := text.find(" ", a, end)) > 0 and text[a:space].lower() in _COMMON:
        a = space + 1
    return None if a is None or text[a:end].lower() in _COMMON else a


# a name in quotes right before a head noun: the quotes set off what the head names
_CLOSE_QUOTES = {'"': '"', "'": "'‘", "’": "'‘", "”": "“"}  # closing quote -> its opening ones
_QUOTED_NAME = pattern_cache.compile(rf"{_NAME}(?:[ \t]+{_NAME}){{0,3}}")


def _quoted_before(text: str, q: int) -> tuple[int, int] | None:
    """The name between the closing quote at ``q`` and its opening quote, at most four
    name words ("the 'DeepSeagrass' dataset", '"Zorb Wetlands" benchmark'); None if what
    the quotes hold is no name (a phrase, a plain word)."""
    lo = max(0, q - 60)
    o = max(text.rfind(c, lo, q) for c in _CLOSE_QUOTES[text[q]])
    if o < 0 or o + 1 >= q or (o > 0 and text[o - 1].isalnum()):
        return None  # none, or an apostrophe inside a word ("model's")
    m = _QUOTED_NAME.fullmatch(text, o + 1, q)
    if m is None:
        return None
    words = m.group().split()
    if not (_namey(m.group(), strong=True) or len(words) > 1 and all(w[0].isupper() for w in words)):
        return None
    return o + 1, q
