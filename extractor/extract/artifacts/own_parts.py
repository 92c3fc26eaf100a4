"""The parts a paper defines for its own method, besides the names an introduction
cue presents: the components it defines with a short form and a head noun ("a Canonical
Mapping Module (CMM) is introduced", "the scaled feature fusion head (SFFH) fuses ...",
"the ASF module"), what it calls "our X" ("our PTSEFormer achieves"), what an appositive
after "our <head>" names ("Our system, CropFollow++, introduces ..."), and what "X
consists of A and B" lists.

Each counts in a sentence that speaks of the paper's work, or once the paper has
introduced something; not a short form it uses ("we utilize Dynamical Movement
Primitives (DMP)") nor the kind of a name it introduced ("TOKEN, a novel Multi-Modal
Large Language Model (MM-LLM)").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

import regex

from extractor import pattern_cache
from extractor.catalog import is_model, lookup
from extractor.extract import name_cues
from extractor.extract.artifacts.doc import _SELF, _acceptable, _Doc, _expansions, _fold, _is_model
from extractor.extract.artifacts.heads import _type_of
from extractor.extract.artifacts.names import _WORDS, _Cand, _is_capitalised, is_coined, normalize_name
from extractor.extract.artifacts.vocab import (
    _HEAD_TYPES,
    _HEAD_WORD,
    _NOT_OWN_AFTER,
    _NOT_OWN_ANY,
    _PART_NOUN_SET,
    _PART_NOUNS,
    _STUDY_VERBS,
    _USE_BEFORE,
    _USE_VERBS,
    _cues,
)
from extractor.extract.artifacts.windows import (
    _GENERIC_SUFFIX,
    _REJECT_AFTER,
    _VERSION,
    _head_noun,
    _names_task,
    _word_at,
    _word_before,
)

# an introduce verb and "and" right before a use verb ("we design and analyze")
_INTRO_AND = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(v for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) for v in (r["verb"], r.get("third"), r.get("past")) if v)
    + r")[ \t]+and[ \t]+$")
# "a Linear Dynamical System (LDS) is studied": the passive of a use verb after a short form
_PASSIVE_USE = pattern_cache.compile(r"(?i)[ \t]+(?:is|are)[ \t]+(?:" + _USE_VERBS + "|" + _STUDY_VERBS + r")\b")
# a study verb's object: the long form right after it, past an article and two words at most
# ("we consider the parametric Bradley-Terry-Luce (BTL) model"; not "we study how its ...")
_STUDIED_OBJECT = pattern_cache.compile(
    r"(?i)[ \t]+(?:(?:the|a|an)[ \t]+)?(?:(?!(?:" + name_cues.alternation(_cues()["prepositions"])
    + r"|its|our|their|how|using|by|via)\b)[\w\-]+[ \t]+){0,2}")
_NOVEL_WORD = pattern_cache.compile(r"(?i)\b" + name_cues.alternation(_cues()["novelty"]) + r"\b")
_SHORT_PAREN = re.compile(r"\((?=[^()\s]{0,24}[A-Z])[^()\s]{1,24}\)")
_SPACES = re.compile(r"[ \t]*")
_OUR_HEAD_NAME = [
    pattern_cache.compile(
        rf"[Oo]ur\s+(?:[\p{{Ll}}\-]+\s+){{{k}}}(?P<head>\p{{Ll}}+)\s+"
        r"(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])(?![\p{L}\p{N}\-(])"
    )
    for k in range(5)
]


# "a <description> <head noun>, <Name>," followed by the rest of the clause
_DESCRIBED_NAME = pattern_cache.compile(
    r"\b(?:a|an)\s+(?:[\w-]+\s+){0,6}?(?P<head>\p{Ll}+),\s+(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+.]*[\p{L}\p{N}+])"
    r"(?=,|\.(?:\s|$)|\s(?:that|which|trained|on|to|with|for|in)\b)"
)
_ADOPTED = pattern_cache.compile(r"(?i)\b" + "(?:" + "|".join(name_cues.cue_patterns("adopt_cue", name_cues.ARTIFACTS)) + ")" + r"(?!\w)")
_COMPARED_BEFORE = pattern_cache.compile(r"(?i)\b" + "(?:" + "|".join(name_cues.cue_patterns("compare_cue", name_cues.ARTIFACTS)) + ")" + r"(?!\w)")


# the characters ``str.split`` splits ASCII text at that ``\\s`` does not match
_SPLIT_ONLY = ("\x1c", "\x1d", "\x1e", "\x1f")


def _our_head_name(text: str, p: int, ascii_text: bool = False, coined: bool = False):
    """The match of "our <up to four lower-case words> <head noun> <name>" at ``p``, the
    head being the first word of the run that is a head noun, or None (also where "our"
    is followed by a word for the paper itself).

    ``ascii_text``: ``text`` is ASCII, so ``str.split`` of a stretch without \\x1c-\\x1f
    gives the words the patterns see between their ``\\s+``.  Then a pattern that matches
    has the word after "our" as its second word, ``words[k + 1]`` as its head and its
    name in ``words[k + 2]``: a self noun there ends the search whatever matches, and a
    pattern whose head word is no head noun cannot be the answer, so only the patterns
    with a head noun run (most leads run none instead of five).  ``coined``: the caller
    takes only a coined name, which has a capital: None where no word that can hold the
    name has one.
    """
    self_nouns = _cues()["self_nouns"]
    if ascii_text:
        stretch = text[p : p + 240]
        words = stretch.split(None, 7)
        # words[0..6] are whole when an eighth piece follows, or when the text ends here
        if (len(words) == 8 or p + 240 >= len(text)) and not any(ch in stretch for ch in _SPLIT_ONLY):
            if len(words) > 1 and words[1].lower() in self_nouns:
                return None
            if coined and all(w.islower() for w in words[2:7]):
                return None
            for k, rx in enumerate(_OUR_HEAD_NAME):
                if k + 1 < len(words) and k + 1 < 6 and _head_noun(words[k + 1]) is not None:
                    m = rx.match(text, p)
                    if m is not None:
                        return m
            return None
    for rx in _OUR_HEAD_NAME:
        m = rx.match(text, p)
        if m is None:
            continue
        if m.group().split(None, 2)[1].lower() in self_nouns:
            return None  # "our work achieves attack AUC ...": the paper, then a verb
        if _head_noun(m.group("head")) is not None:
            return m
    return None
_OUR_LEAD = pattern_cache.compile(
    r"[Oo]ur[ \t]+(?:(?:" + name_cues.alternation([*_cues()["novelty"], *_cues()["proposed"]]) + r")[ \t]+)*")
_AND_COINED = pattern_cache.compile(r"\s+and\s+(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)\b")
_OUR_NAME = pattern_cache.compile(
    r"\b[Oo]ur\s+(?:(?:proposed|novel|new|final)\s+)?(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)")
_OUR_HEAD_APPOS = pattern_cache.compile(
    r"\b(?:[Oo]ur|[Tt]he\s+(?:resulting|proposed|final)|[Tt]his)\s+(?:[\p{Ll}\-]+\s+)?(?P<head>[\p{L}\-]+)\s*,\s*"
    r"(?:(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+.]*[\p{L}\p{N}+])\s*[,(]"
    # "Our method, Mesh Graph Masked Autoencoders (MGM-AE), utilizes": the short form
    r"|\p{Lu}[^,;()]{2,80}?\s\((?P<short>[^()\s]{2,24})\)\s*,)"
)
_DEFINED_APPOS = pattern_cache.compile(
    r"\((?P<s>[^()\s]{2,24})\),\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?P<head>[\w-]+)\s+(?:that|which|for|to|where)\b"
)
_ORDINAL_START = pattern_cache.compile(r"\s*(?:\(?(?:\d|i{1,3}|iv|v)\)|(?:first|second|third|fourth|finally|lastly)(?:ly)?\b)", regex.I)
_KIND_OF = pattern_cache.compile(r"\s*(?:\([^()]*\))?\s*,\s*(?:a|an|the)\b[^,;.()]*$")
# (a release number written "v1.0" is no part of the name: "We present HydraCast v1.0, a
# ..."; a generation is: "BarNet V2")
_EDITION = pattern_cache.compile(r"[ \t]+(?!v\d+\.\d)" + _VERSION + r"(?![\p{L}\p{N}])")
# (a dataset's is: "MUSIC-AVQA v2.0" is another dataset than MUSIC-AVQA)
_DATA_EDITION = pattern_cache.compile(r"[ \t]+" + _VERSION + r"(?![\p{L}\p{N}])")
# a star glued on, as optimal planners are named ("Flow-RRT*", after RRT* and A*)
_STARRED = pattern_cache.compile(r"(?<=\p{Lu})\*(?![\p{L}\p{N}*])")  # (not a footnote's: "GraphMix*")


def _edition(text: str, cand: _Cand, data: bool = False) -> _Cand:
    """The name with what is part of it written right after it: its version ("DenseTact
    2.0"; a dataset's "v2.0" too: ``data``) or star ("Flow-RRT*"), or a head noun that names with it ("Laplace attention", "SpringGrasp metric";
    not after a short form in parentheses: "(ET) ticket")."""
    m = (_DATA_EDITION if data else _EDITION).match(text, cand.end) or _STARRED.match(text, cand.end)
    if m is not None:
        return cand._replace(name=cand.name + m.group(), end=m.end())
    if not cand.paren and text[cand.end : cand.end + 1] == " ":
        h = _HEAD_WORD.match(text, cand.end + 1)
        if h is not None and h.group() in _IN_NAME_HEADS:
            return cand._replace(name=cand.name + " " + h.group(), end=h.end())
    return cand
_IN_NAME_HEADS = name_cues.in_name_heads()


def _lead_words(text: str, p: int) -> tuple[str, bool]:
    """The word after the one starting at ``p`` (or after "the resulting" there), and
    whether it or the next one is a head noun with a comma after it ("Our method,",
    "Our tokenization approach,"): one split for both (the words read are whole in a
    split at four places)."""
    words = text[p : p + 80].split(None, 4)
    k = 2 if words and words[0] in ("the", "The") else 1
    second = words[k].rstrip(",;:.") if len(words) > k else ""
    comma = False
    for w in words[k : k + 2]:
        if w[-1:] == "," and w[:-1].lower() in _HEAD_TYPES:
            comma = True
            break
    return second, comma


def _coined_after(w: str) -> bool:
    """Can ``w``, the word after "our", start "our X" (``_lead_words``)?"""
    return w in ("proposed", "novel", "new", "final") or is_coined(w.rstrip(".,;:)"))


def _head_after(w: str) -> bool:
    """Is ``w``, the word after a lead (``_lead_words``), a head noun?"""
    return w.lower() in _HEAD_TYPES


def _own_starts(text: str) -> list[int]:
    """Where "our", "this" or "the resulting/proposed/final" start a word: the places
    "our X" and "Our system, X," can start (``str.find``, not a regex scan)."""
    out = []
    for word in ("our ", "Our ", "this ", "This ", "resulting ", "proposed ", "final "):
        p = text.find(word)
        while p >= 0:
            if p == 0 or not text[p - 1].isalnum():
                if word[0] in "rpf":  # after "the "
                    if text[max(0, p - 4) : p].lower() == "the ":
                        out.append(p - 4)
                else:
                    out.append(p)
            p = text.find(word, p + 1)
    return sorted(out)


# after a short form: its head noun, then "is (then) designed", "are proposed", ...; not
# someone else's ("is proposed in [12]", "by Lin et al.", "in prior work")
_PASSIVE_INTRO = pattern_cache.compile(
    r"[ \t]*[\p{L}\-]+[ \t]+(?:is|are)[ \t]+(?:(?:then|further|also|first|newly)[ \t]+)?(?:"
    + name_cues.alternation(r["past"] for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) if r.get("passive"))
    + r")\b(?![ \t]+(?:in|by)[ \t]+(?:[\[(]|(?:the[ \t]+)?(?i:" + name_cues.alternation(_cues()["not_own"])
    + r")\b|\p{Lu}\p{L}+[ \t]+et[ \t]+al))"
)
_NOVEL_NP = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(_cues()["novelty"]) + r"[ \t]+(?:[\p{L}\-]+[ \t]+){0,1}$")
_NAMING_WORDS = frozenset(w.split()[0].lower() for w in (*_cues()["naming_cues"], *_cues()["naming_verbs"]))
_PASSIVE_INTRO_ARE = pattern_cache.compile(
    r"[ \t]*are[ \t]+(?:(?:then|further|also|first|newly)[ \t]+)?(?:"
    + name_cues.alternation(r["past"] for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) if r.get("passive"))
    + r")\b"
)
# the paper introducing something: "we propose", "this paper presents"
_OWN_INTRO = pattern_cache.compile(
    r"(?i)\b(?:we|this[ \t]+(?:paper|work))[ \t]+(?:also[ \t]+|further[ \t]+)?(?:"
    + "|".join(v for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) for v in (r["verb"], r.get("third")) if v)
    + r")\b")
_BASELINE_AFTER = pattern_cache.compile(r"[ \t]*baselines?\b", regex.IGNORECASE)
_COORDINATED_OBJECT = pattern_cache.compile(r"(?i)(?:\b(?:together|along)[ \t]+with|\bas[ \t]+well[ \t]+as)[ \t]+(?:a|an|our)[ \t]+$")
_DET_ONLY = pattern_cache.compile(r"[ \t]*(?:(?:a|an|the|our)[ \t]+)?", regex.IGNORECASE)


def _lower_own(text: str, lo: int, clause: int, long_start: int, short_end: int) -> bool:
    """Does the text present a lower-case long form as the paper's own part: right after
    an enumeration mark ("Third, scaled feature fusion head (SFFH) fuses ...", "(2) a
    complex structure mix-up (CSMix) module") or right after a novelty word ("a novel
    stereo cross attention (SCA) module"); not a kind a name is given after it ("a novel
    active learning (AL) method called X")."""
    o = _ORDINAL_START.match(text, clause) or _ORDINAL_START.match(text, lo)
    if o is not None:
        own = _DET_ONLY.match(text, o.end() + (text[o.end() : o.end() + 1] == ",")).end() >= long_start - 1
    else:
        own = _NOVEL_NP.search(text, max(clause, long_start - 60), long_start) is not None
    if not own and _COORDINATED_OBJECT.search(text, max(lo, long_start - 30), long_start):
        # "We propose X, a ... architecture, together with an organ-size-aware focal Dice
        # loss (OSFD)": a further object of the paper's own introduction (not "we benchmark
        # our detector together with a feature pyramid network (FPN) baseline")
        own = _OWN_INTRO.search(text, lo, long_start) is not None and not _BASELINE_AFTER.match(text, short_end + 1)
    if not own:
        # "A SAM-based seeding (SAMS) module is designed to ...": the passive introduces it;
        # right after the short form only for one of a coordination ("a ... cost volume and
        # an inverse-consistency regularizer (ICR) are introduced"; not "a gradient reversal
        # layer (GRL) is introduced", a known component)
        return _PASSIVE_INTRO.match(text, short_end + 1) is not None or (
            _PASSIVE_INTRO_ARE.match(text, short_end + 1) is not None and " and " in text[clause:long_start]
        )
    after = text[short_end + 1 : short_end + 40].split(None, 2)
    return not (len(after) > 1 and after[1].lower() in _NAMING_WORDS)
_PART_WORDS = tuple(" " + w for w in _PART_NOUNS) + tuple(" " + w.capitalize() for w in _PART_NOUNS)
_THE_NAME_BEFORE = pattern_cache.compile(r"(?<![\p{L}\p{N}])[Tt]he[ \t]+(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])$")


def _the_parts(text: str) -> list:
    """The "the <name>" matches right before a part noun (a word of its own, or plural)."""
    out = []
    for w in _PART_WORDS:
        if w not in text:
            continue
        i = text.find(w)
        while i >= 0:
            end = i + len(w)
            if end == len(text) or not text[end].isalnum() or text[end] == "s" and not text[end + 1 : end + 2].isalnum():
                if (m := _THE_NAME_BEFORE.search(text, max(0, i - 60), i)) is not None:
                    out.append(m)
            i = text.find(w, end)
    return sorted(out, key=_start) if len(out) > 1 else out


def _start(m) -> int:
    return m.start()

_MIXED_CASE = pattern_cache.compile(r"\p{Ll}[^\s]*\p{Lu}|\p{Lu}[^\s]*\p{Ll}")
# after a part noun: whose system it belongs to, when not the paper's ("of Mask R-CNN",
# "from prior work", "in PyTorch")
_PART_OF_OTHERS = pattern_cache.compile(
    r"s?[ \t]+(?:of|from|in)[ \t]+(?:the[ \t]+)?(?:\p{Lu}|prior\b|previous\b|existing\b|earlier\b)"
)


def _first_own(found: dict, text: str) -> int:
    """Where the first name the paper introduced starts (the text's end if none): what is
    written after it speaks of the paper's work."""
    return min((cand.start for cand, _ in found.values()), default=len(text))


def _own_parts(d: _Doc, sentences, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    leads = _own_starts(text)
    parts = _the_parts(text)
    described = list(_DESCRIBED_NAME.finditer(text)) if ", " in text else []
    if not leads and "(" not in text and not parts and not described:
        return []
    c = _cues()
    out: list[tuple[_Cand, str]] = []
    starts = [a for a, _ in sentences] or [0]
    first_own = _first_own(found, text)

    def sentence(pos: int) -> tuple[int, int]:
        k = max(bisect_right(starts, pos) - 1, 0)
        return sentences[k] if sentences else (0, len(text))

    def own(lo: int, pos: int) -> bool:
        return pos > first_own or bool(_SELF.search(text, lo, pos)) or bool(_ORDINAL_START.match(text, lo))

    def take(name: str, a: int, b: int, typ: str) -> None:
        key = normalize_name(name)
        if key in found or any(normalize_name(x.name) == key for x, _ in out):
            return
        if not _acceptable(name, d, a, wk) or _is_model(d, name) or lookup(name) is not None:
            return
        out.append((_Cand(name, a, b, False), typ))

    heads = _HEAD_TYPES
    ascii_text = text.isascii()
    for m in _SHORT_PAREN.finditer(text) if "(" in text else ():
        # a part's short form has a head noun right after it ("(CMM) module") or as the
        # last word of its long form ("Canonical Mapping Module (CMM)"): only such
        # parentheses are paired (pairing every one cost a tenth of the extraction)
        head = _word_at(text, m.end())
        if head not in heads and head[-1:] == "s" and head[:-1] in heads:
            head = head[:-1]  # "our ... (MRSFF) blocks": its parts, in the plural
            if _PART_OF_OTHERS.match(text, m.end() + 1 + len(head)):
                continue  # "the Residual-in-Residual Dense (RRD) blocks of ESRGAN"
        if head not in heads and _word_before(text, m.start()) not in heads:
            continue
        pair = d._pair_at(m.start())
        if pair is None or pair.short_start < pair.long_start or _names_task(text, pair):
            continue  # "SHORT (long form)": read by the introduction cues; a task's short form
        last = pair.long.split()[-1].lower() if pair.long.split() else ""
        typ = heads.get(head) or heads.get(last)
        if typ is None or typ in ("dataset", "benchmark") or {head, last} & c["not_parts"]:
            continue  # a task, problem or setting is no part of the paper's method
        words = pair.long.split()
        if last in heads and len(words) > 1:
            words = words[:-1]
        lo, _ = sentence(pair.long_start)
        clause = max(lo, text.rfind(",", lo, pair.long_start) + 1)
        if not (_is_capitalised(words[0]) and _is_capitalised(words[-1].split("-")[-1] or words[-1])):
            # a coined name is capitalised: not "non-maximum suppression (NMS)"; unless the
            # paper names it as its own right there ("Third, scaled feature fusion head
            # (SFFH) fuses ...", "a novel temporal feature aggregation model (TFAM)")
            if not _lower_own(text, lo, clause, pair.long_start, pair.short_end):
                continue
        passive = _PASSIVE_INTRO.match(text, pair.short_end + 1) is not None  # "(SAMS) module is designed"
        if not (passive or own(lo, pair.long_start)) or _NOT_OWN_ANY.search(text, lo, pair.long_start):
            continue  # "the established framework of Randomized Coordinate Descent (RCD)"
        if _NOT_OWN_AFTER.match(text, pair.short_end + 1) or _PASSIVE_USE.match(text, pair.short_end + 1):
            continue  # "(SBM), a widely used framework", "(RCD) (Nesterov, 2012)", "(LDS) is studied"
        use = _USE_BEFORE.search(text, lo, pair.long_start)
        if use is not None and _INTRO_AND.search(text, lo, use.start()):
            use = None  # "We design and analyze the ... algorithm (SH-RR)": its own, studied
        if use is not None and use.group("study") and not _STUDIED_OBJECT.fullmatch(text, use.end(), pair.long_start):
            use = None  # "We analyze each frame with a Frequency Split Encoder (FSE)", "We study how its ... (HWP)"
        if use is not None and not _NOVEL_WORD.search(text, max(clause, use.end()), pair.long_start):
            continue  # "we utilize Dynamical Movement Primitives (DMP)"; not "incorporating a novel ..."
        if any(lo <= x.start < pair.long_start and _KIND_OF.match(text, x.end, pair.long_start) for x, _ in found.values()):
            continue  # "TOKEN, a novel Multi-Modal Large Language Model (MM-LLM)"
        take(pair.short, pair.short_start, pair.short_end, typ if typ != "framework" or head else "other")
    # "Language Model Predictive Control (LMPC), a framework that ...": a short form the
    # text defines and at once describes as a kind of thing, as a paper does its own
    for m in _DEFINED_APPOS.finditer(text) if "), a" in text else ():
        if m.group("head").lower() not in heads or _NOT_OWN_AFTER.match(text, m.start("s") + len(m.group("s")) + 1):
            continue
        pair = d._pair_at(m.start() )
        if pair is None or pair.short_start < pair.long_start or not _is_capitalised(pair.long):
            continue
        lo, _ = sentence(pair.long_start)
        if _NOT_OWN_ANY.search(text, lo, m.end()) or _USE_BEFORE.search(text, lo, pair.long_start):
            continue
        take(pair.short, pair.short_start, pair.short_end, heads[m.group("head").lower()])
    # (the regexes run only where the next word can be what they want: a coined name
    # after "our", a head noun after "our", "this", "the resulting")
    after = [_lead_words(text, p) for p in leads]  # read once for both loops
    for m in filter(None, (_OUR_NAME.match(text, p) for p, (w, _) in zip(leads, after) if text[p] in "Oo" and _coined_after(w))):
        name = m.group("name")
        if not is_coined(name) or _GENERIC_SUFFIX.search(name) or name[0].islower() and "-" in name:
            continue  # not "our image-to-BEV transformation"
        nxt = _WORDS.match(text, m.end() + 1) if text[m.end() : m.end() + 1] == " " else None
        if nxt is not None and nxt.group().lower() in c["devices"]:
            continue  # "our UR5 robot"
        lo, hi = sentence(m.start())
        take(name, m.start("name"), m.end("name"), _type_of(name, d, lo, hi, m.start("name"), None))
        if (more := _AND_COINED.match(text, m.end("name"))) is not None and is_coined(more.group("name")):
            # "our GlobalNet and LocalNet modules": "our" claims both
            other = more.group("name")
            take(other, more.start("name"), more.end("name"), _type_of(other, d, lo, hi, more.start("name"), None))
    # "our Conformal Data Cleaning (CDC) improves ...": a capitalised long form right after
    # "our" (or "our proposed/novel"), its short form the paper's own in any sentence
    for p in leads:
        if text[p] not in "Oo" or not text.startswith("ur ", p + 1):
            continue
        q = _OUR_LEAD.match(text, p).end()
        if not text[q : q + 1].isupper() or (pair := d.long_starting(q, min(len(text), q + 160))) is None:
            continue
        if pair.long_start == q and _is_capitalised(pair.long) and not _REJECT_AFTER.match(text, pair.short_end):
            lo, hi = sentence(p)
            take(pair.short, pair.short_start, pair.short_end, _type_of(pair.short, d, lo, hi, pair.short_start, None))
    # "Our simple yet effective unsupervised method US-CoSOD combines ...", "our
    # semi-supervised model SS-CoSOD": a coined name right after the head noun "our" ends at
    for p in leads:
        if text[p] not in "Oo" or (m := _our_head_name(text, p, ascii_text, coined=True)) is None:
            continue
        name = m.group("name")
        if not is_coined(name) or _GENERIC_SUFFIX.search(name) or _REJECT_AFTER.match(text, m.end("name")):
            continue
        nxt = _WORDS.match(text, m.end("name") + 1) if text[m.end("name") : m.end("name") + 1] == " " else None
        if nxt is not None and (_head_noun(nxt.group()) is not None or nxt.group().lower() in c["devices"]):
            continue  # "our method LLM training", "our robot UR5 arm": a modifier
        take(name, m.start("name"), m.end("name"), _head_noun(m.group("head")))
    for m in filter(None, (_OUR_HEAD_APPOS.match(text, p) for p, (w, comma) in zip(leads, after) if comma or _head_after(w))):
        head = m.group("head").lower()
        if head not in heads:
            continue
        if m.group("short") is not None:
            pair = d._pair_at(m.start("short") - 1)
            if pair is not None and pair.short == m.group("short") and pair.long_start >= m.end("head"):
                take(pair.short, pair.short_start, pair.short_end, heads[head])
            continue
        name = m.group("name")
        if not (is_coined(name) or _is_capitalised(name)):
            continue
        take(name, m.start("name"), m.end("name"), heads[head])
    # "We train a self-supervised video model, EgoJEPA, on ...", "a fine-tuned classifier,
    # JobLossBERT, trained on ...": a coined name set off after a description of its kind,
    # where the sentence speaks of the paper's work (not "a strong baseline, GraphSAGE,")
    for m in described:
        head = m.group("head").lower()
        typ = heads.get(head)
        name = m.group("name")
        if typ is None or typ in ("dataset", "benchmark") or not is_coined(name) or _GENERIC_SUFFIX.search(name):
            continue
        lo, _ = sentence(m.start())
        if not own(lo, m.start()) or _NOT_OWN_ANY.search(text, lo, m.end("head")) or _COMPARED_BEFORE.search(text, lo, m.start()):
            continue
        if _USE_BEFORE.search(text, max(lo, m.start() - 60), m.start()) or _ADOPTED.search(text, max(lo, m.start() - 40), m.end("head")):
            continue  # "Vysics uses a ... method, BundleSDF, to", "We fine-tune a pretrained ... model, PaliGemma,": someone else's
        take(name, m.start("name"), m.end("name"), typ)
    taken = False
    for m in parts:
        name = m.group("name")
        if _PART_OF_OTHERS.match(text, m.end() + 1 + len(_word_at(text, m.end()))):
            continue  # "the FPNv2 module of Mask R-CNN": another's system's part
        # (after the paper has spoken of its work, so its part; not a part of another's
        # system named before it: "the FPN module of Mask R-CNN"; an acronym alone is too often
        # a known part: "the RPN head", "the SE block")
        lo, _ = sentence(m.start())
        before_lo, _ = sentence(max(0, lo - 2))
        # (or right after another such part: "The DecisionxLLM module ... The MPCxLLM module")
        after_own = m.start("name") > first_own or taken or _SELF.search(text, before_lo, m.start()) is not None
        if after_own and _MIXED_CASE.search(name) and is_coined(name) and not _GENERIC_SUFFIX.search(name):
            before = len(out)
            take(name, m.start("name"), m.end("name"), "method")
            taken = taken or len(out) > before
    return out




# "LipAT consists of a ... application module (LAM) ... and Lipstick Refiner Module (LRM)",
# "It consists of two encrypting operations; Learnable Cube-based Video Encryption (LCVE)
# and ViT Scrambling", "Splat-MOVER consists of: (i) ASK-Splat, ...; (ii) SEE-Splat, ...":
# what the paper's own system is made of are its own parts, though no verb introduces them
_COMPOSE = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("compose_verb", name_cues.ARTIFACTS)) + r")\b")
# (tried only where a row's leading letters are written: "consist", "compris", "made", ...)
_COMPOSE_STARTS = tuple(name_cues.literal_start(p) for p in name_cues.cue_patterns("compose_verb", name_cues.ARTIFACTS))
# "two components mimic ...: the Reverse Visual Association Cortex (R-VAC) ...; the ...":
# a count of parts, then the list of them after a colon
# the count words of "two components ...:" (name_cues quantifier rows, past "a"/"an")
_QUANTIFIERS = [w for w in name_cues.cue_words("quantifier") if w not in ("a", "an", "one")]
_PARTS_LISTED = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(_QUANTIFIERS) + r"\s(?:[\w-]+\s)?(?:" + "|".join(name_cues.cue_words("part_noun", name_cues.ARTIFACTS))
    + r")(?:s|es)?\b[^.:;()]{0,100}:")
_QUANTIFIER_STARTS = tuple(w.lower() for w in _QUANTIFIERS)
_ENUM_MARK = pattern_cache.compile(r"\((?:i{1,3}|iv|vi{0,3}|\d)\)|(?<![\p{L}\p{N}])(?:i{1,3}|iv|vi{0,3}|\d)\)")
_ANNOUNCED = pattern_cache.compile(
    r"\s*(?::|(?:" + name_cues.alternation(_QUANTIFIERS) + r"|\d)\s+(?:[\p{L}\-]+\s+){0,2}[\p{L}\-]+s\s*[:;])", regex.I)
_ITEM_LEAD = pattern_cache.compile(
    r"\s*(?:(?:the|our|its|their|" + name_cues.alternation([*name_cues.cue_words("quantifier"), *_cues()["novelty"], *_cues()["proposed"]]) + r")\s+)*", regex.I)
_ITEM_TOKEN = pattern_cache.compile(r"[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+]")
_TITLE_ITEM = pattern_cache.compile(r"\p{Lu}[\p{L}\p{N}\-+]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-+]*){1,3}")
_PRONOUN_START = pattern_cache.compile(r"\s*(?:It|This|The|Our|Each|Both)\b")


def _matches_at(pattern: regex.Pattern, text: str, low: str, starts: tuple[str, ...]) -> list:
    """``pattern.finditer(text)``, for a case-blind pattern each match of which begins a
    word (``\b``) with one of the lower-case ``starts``: tried only where ``low``
    (``text.lower()``) holds one (``str.find``), not at every word of the abstract (a full
    scan of each such pattern cost ~20 µs a paper, 2% of the extraction, for a match in
    one abstract of fifty)."""
    if len(low) != len(text) or "" in starts or not pattern.pattern.replace("(?i)", "").startswith(r"\b"):
        return list(pattern.finditer(text))  # offsets of ``low`` would not be the text's
    at = sorted({i for w in starts for i in _find_all(low, w) if not (i and low[i - 1].isalnum())})
    out: list = []
    end = 0
    for i in at:
        if i >= end and (m := pattern.match(text, i)) is not None:
            out.append(m)
            end = m.end()
    return out


def _find_all(text: str, word: str) -> Iterator[int]:
    i = text.find(word)
    while i >= 0:
        yield i
        i = text.find(word, i + 1)


def _chunks(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """``text[a:b]`` cut at the commas, semicolons, colons and "and"/"or" outside
    parentheses: the items of a list and the phrases around them."""
    out, depth, start, i = [], 0, a, a
    while i < b:
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(depth - 1, 0)
        elif depth == 0 and ch in ",;:":
            out.append((start, i))
            start = i + 1
        elif depth == 0 and ch == " " and text.startswith((" and ", " or "), i):
            out.append((start, i))
            i += 4 if text[i + 1] == "a" else 3
            start = i
            continue
        i += 1
    out.append((start, b))
    return out


def _own_variant(name: str) -> bool:
    """A model family's name and a word of the paper's own ("ViT Scrambling"): not the
    family's model or one of its parts ("ViT Encoder", "BERT-base")."""
    words = name.split()
    return len(words) > 1 and not is_model(words[-1]) and _head_noun(words[-1]) is None and (
        words[-1].lower() not in _PART_NOUNS and words[-1].isalpha() and not words[-1].isupper())


def _composed_parts(d: _Doc, sentences, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    low = text.lower()
    composing = any(s in low for s in _COMPOSE_STARTS)
    if not composing and ":" not in text:
        return []
    starts = [a for a, _ in sentences] or [0]
    first_own = _first_own(found, text)
    heads = _HEAD_TYPES
    c = _cues()
    out: list[tuple[_Cand, str]] = []

    def take(name: str, a: int, b: int, typ: str) -> None:
        key = normalize_name(name)
        if key in found or any(normalize_name(x.name) == key for x, _ in out):
            return
        if not _acceptable(name, d, a, wk) or lookup(name) is not None or _is_model(d, name) and not _own_variant(name):
            return
        out.append((_Cand(name, a, b, False), typ))

    def item(a: int, b: int, announced: bool, region: int, composed: bool = False) -> None:
        lead = _ITEM_LEAD.match(text, a, b)
        s = lead.end() if lead else a
        # a short form whose long form opens the item ("a ... lipstick application module (LAM)"),
        # or began before it in the list ("Transformer of Architecture and Performance (X)":
        # the list was cut at its "and")
        paren = text.find("(", s, b)
        while paren >= 0:
            pair = d._pair_at(paren)
            paren = text.find("(", paren + 1, b)
            if pair is None or not (region <= pair.long_start < b and pair.long_start < pair.short_start and pair.short_end <= b + 1):
                continue
            if len(text[s : pair.long_start].split()) > 4 or _names_task(text, pair):
                return
            words = pair.long.split()
            last = words[-1].lower() if words else ""
            head = _word_at(text, pair.short_end + 1 if text[pair.short_end : pair.short_end + 1] == ")" else pair.short_end)
            typ = heads.get(head) or heads.get(last)
            if typ in ("dataset", "benchmark") or {head, last} & c["not_parts"]:
                return
            if typ is None and not (_is_capitalised(words[0]) and _is_capitalised(words[-1])):
                return  # a lower-case long form names a part only with a part's head noun
            take(pair.short, pair.short_start, pair.short_end, typ or "method")
            return
        rest = text[s:b].strip().rstrip(".")
        tok = _ITEM_TOKEN.fullmatch(rest)
        if tok is not None and (is_coined(rest) or announced and "-" in rest and _is_capitalised(rest)):
            take(rest, s, s + len(rest), "method")  # "(i) ASK-Splat, a GSplat representation"
        elif _TITLE_ITEM.fullmatch(rest):
            words = rest.split()
            inner = [heads.get(w.lower()) for w in words[:-1]]
            if any(is_coined(w) for w in words):
                if not any(inner):
                    take(rest, s, s + len(rest), "method")  # "...; LCVE and ViT Scrambling"
            elif (
                composed
                and words[-1].lower() in _PART_NOUN_SET
                and not {"dataset", "benchmark"} & set(inner)
                and not all(w.lower() in _cues()["common"] for w in words[:-1])
                and (len(words) > 2 or "-" in words[0])  # not one plain word: "a Memory Module"
                and not _standard_part(d, " ".join(words[:-1]))
            ):
                # "InterACT consists of a Hierarchical Attention Encoder and a Multi-arm
                # Decoder": capitalised words ending in a part noun, in what the paper's own
                # system is made of (not "a Memory Module", "a Vision Transformer Encoder")
                take(rest, s, s + len(rest), "other")

    cues = [(m, True) for m in _matches_at(_COMPOSE, text, low, _COMPOSE_STARTS)] if composing else []
    if ":" in text:
        cues += [(m, False) for m in _matches_at(_PARTS_LISTED, text, low, _QUANTIFIER_STARTS)]
    for m, composed in cues:
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo, hi = sentences[k] if sentences else (0, len(text))
        if any(_head_noun(w) in ("dataset", "benchmark") for w in _WORDS.findall(text, lo, m.start())):
            continue  # "Our dataset consists of ...", "a new dataset, X, comprising three exercises: ..."
        # the subject is the paper's: its own name, "our ...", or a pronoun or "the <head
        # noun>" right after a sentence about its work ("We propose ... It consists of");
        # not "A typical pipeline consists of", "The CLIP text encoder comprises"
        if composed:
            own = any(text.find(cand.name, lo, m.start()) >= 0 for cand, _ in found.values())
        else:  # "two components ...:" after the paper's own name
            own = m.start() > first_own
        own = own or _SELF.search(text, lo, m.start()) is not None
        if not own and k > 0 and (start := _PRONOUN_START.match(text, lo)) is not None:
            if start.group().strip() != "The" or _head_noun(_word_at(text, start.end())) is not None or _word_at(text, start.end()) in _PART_NOUNS:
                own = _SELF.search(text, sentences[k - 1][0], lo) is not None
        if not own or _NOT_OWN_ANY.search(text, lo, m.start()):
            continue
        marks = list(_ENUM_MARK.finditer(text, m.end(), min(len(text), m.end() + 1500)))
        if marks and marks[0].start() - m.end() < 40:
            # an enumeration may run over sentences: each mark's first phrase is one part
            for j, mk in enumerate(marks):
                if j and text[mk.start() - 1 : mk.start()] not in " " or j > 6:
                    break
                end = marks[j + 1].start() if j + 1 < len(marks) else sentences[max(bisect_right(starts, mk.start()) - 1, 0)][1] if sentences else len(text)
                a, b = _chunks(text, mk.end(), max(end, mk.end()))[0]
                item(a, b, True, a, composed)
            continue
        announced = _ANNOUNCED.match(text, m.end()) is not None
        for a, b in _chunks(text, m.end(), hi):
            item(a, b, announced, m.end(), composed)
    return out


def _standard_part(d: _Doc, name: str) -> bool:
    """Is ``name`` a known model or the expansion of a well-known acronym ("Vision
    Transformer", "Graph Attention Network", "Multi-Layer Perceptron")?"""
    if _is_model(d, name) or lookup(name) is not None:
        return True
    folded = _fold(name)
    return any(folded in expansions for _, expansions in _expansions().values())
