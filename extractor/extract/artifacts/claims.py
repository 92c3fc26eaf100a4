"""Names the paper claims by other phrasings: "we refer to our method as X", "X is
proposed", "X is the first ...", a short form it goes on to use for an unnamed
proposal, and a name's variants ("X+", "X-L").
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import islice

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.extract import name_cues
from extractor.extract.abbreviations import is_short_form
from extractor.extract.artifacts.doc import _SELF, _acceptable, _Doc, _is_model
from extractor.extract.artifacts.heads import _type_of
from extractor.extract.artifacts.names import _WORD_PIECES, _WORDS, _Cand, _is_capitalised, is_coined, normalize_name
from extractor.extract.artifacts.own_parts import _PASSIVE_INTRO, _find_all, _first_own, _standard_part
from extractor.extract.artifacts.title import _word_occurrences
from extractor.extract.artifacts.vocab import _CONNECTORS, _PART_NOUN_SET, _PART_NOUNS, _cues
from extractor.extract.artifacts.windows import _REJECT_AFTER, _head_noun, _names_task, _naming


def _plain_initials(long: str, short: str) -> bool:
    """Is ``short`` just the initials of ``long``'s words (with or without its connectors:
    "Graph of Convex Sets (GCS)", "Structure-from-Motion (SfM)")?  The terms a field
    abbreviates are spelt so; a name a paper coins mostly is not ("TemporaL Distance-aware
    Representations (TLDR)", "tilted exponential (TEXP)", "semismooth Newton (SSN)")."""
    letters = "".join(ch for ch in short.removesuffix("s") if ch.isalnum()).upper()
    words = [w for w in _WORD_PIECES.split(long) if w[:1].isalnum()]
    every = "".join(w[0] for w in words).upper()
    content = "".join(w[0] for w in words if w.lower() not in _CONNECTORS).upper()
    return letters in (every, content)


# the object of an introduction verb that is a part named in capitals: "we propose the
# Depth Semantics Symbiosis module", "a Relationship Reasoning Layer that", "a novel
# Hybrid Fourier-Spatial Upsampling Block" (not before its short form, which the pair reads)
_TITLED_PART = pattern_cache.compile(
    r"\s*(?:the|a|an)\s+(?:(?:" + name_cues.alternation(_cues()["novelty"]) + r")\s+)?"
    r"(?P<name>(?P<run>\p{Lu}[\p{L}\p{N}\-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-]*){0,4}?)[ \t]+"
    r"(?P<part>(?i:" + name_cues.alternation(name_cues.cue_words("part_noun", name_cues.ARTIFACTS)) + r")))"
    r"(?![\p{L}\p{N}\-])(?!\s*\()"
)


def _titled_part(d: _Doc, w_start: int, wk: frozenset[str]) -> _Cand | None:
    """The Title-Case name of a part (module, block, layer, ...) that an introduction
    verb's object names, with the part noun when written in capitals too; None where a
    word is a known name, all are common words, or the run is a standard part."""
    m = _TITLED_PART.match(d.text, w_start)
    if m is None:
        return None
    words = m.group("run").split()
    capital_part = m.group("part")[:1].isupper()
    if len(words) + capital_part < 3:
        # "a Residual block", "a Cross Attention module": a standard technique is named in
        # one or two words; a name of the paper's takes three, or writes its part noun in
        # capitals ("a Relationship Reasoning Layer")
        return None
    if any(normalize_name(w) in wk or is_coined(w) for w in words) or all(w.lower() in _cues()["common"] for w in words):
        return None
    if _standard_part(d, m.group("run")) or _standard_part(d, m.group("name")):
        return None
    name = m.group("name") if capital_part else m.group("run")
    if not _acceptable(name, d, m.start("name"), wk):
        return None
    return _Cand(name, m.start("name"), m.start("name") + len(name), False)


# the own-name markers ("proposed" rows of name_cues) that say what the paper's steps
# lead to rather than that it proposes it
_RESULT_OF_OWN = frozenset(w for w in _cues()["proposed"] if w.endswith("ing"))


def _capitalised_pair(d: _Doc, c: _Cand) -> bool:
    """Is ``c`` a short form whose long form (after a dash the pairing read past: "the
    resulting method–Reparameterized Variational ...") is capitalised?"""
    pair = d.pair_of(c.start)
    return pair is not None and _is_capitalised(pair.long.replace("—", "–").rsplit("–", 1)[-1])


def _unnamed_proposal(d: _Doc, sentences, intro_sents: list[tuple[int, int]], wk: frozenset[str]) -> tuple[_Cand, str] | None:
    """The short form the paper goes on to use as the name of a proposal it introduced
    without one: a paper that found no name of its own by any cue, whose introducing
    sentence (or the one after it) defines a new short form, and that writes the short
    form at least twice more ("we propose a novel ... method that leverages TemporaL
    Distance-aware Representations (TLDR). ... TLDR selects ... TLDR outperforms ...").
    Only the first such pair; none that a catalog, a known model, a task or a citation
    claims."""
    text = d.text
    ends = [b for _, b in sentences]
    for lo, hi in intro_sents:
        k = bisect_left(ends, hi)
        if k + 1 < len(ends):
            hi = ends[k + 1]  # the introducing sentence and the next one
        for pair in d.abbr(lo, hi):
            short = pair.short
            if not (lo <= pair.long_start and pair.long_start < pair.short_start and is_short_form(short)):
                continue
            if len(list(islice(_word_occurrences(text[pair.short_end :], short, False), 2))) < 2:
                continue
            if _names_task(text, pair) or _is_model(d, short) or lookup(short) is not None or lookup(pair.long) is not None:
                continue
            if _plain_initials(pair.long, short):
                continue  # "mutual information (MI)", "Digital Twin (DT)": a field's term
            if " " not in pair.long.strip() or short[:1].islower() or " the " in f" {pair.long.lower()} ":
                # "electrocardiogram (ECG)", "functional near-infrared spectroscopy (fNIRS)",
                # "average treatment effect on the treated (ATT)": a field's terms too
                continue
            tail = pair.long.casefold()
            if any(tail.endswith(" " + a.long.casefold()) for a in d.abbr(0, pair.long_start)):
                continue  # "MultiModality-guided Image Style Transfer (MMIST)" after "Image Style Transfer (IST)": a kind of a term
            if _acceptable(short, d, pair.short_start, wk) and not _REJECT_AFTER.match(text, pair.short_end):
                return _Cand(short, pair.short_start, pair.short_end, True), _type_of(short, d, lo, hi, pair.short_start, None)
    return None


# "a ... network (FMDC) combined with Intra-Frame Head Contrastive Learning (IFHC)": a part
# the paper defines as it attaches it to its own name
_ATTACHED_AFTER = pattern_cache.compile(
    r"\)?[ \t]*,?[ \t]*" + name_cues.alternation(name_cues.cue_words("attach_participle", name_cues.ARTIFACTS))
    + r"[ \t]+with[ \t]+(?:(?:an?|the|our)[ \t]+)?(?:" + name_cues.alternation(_cues()["novelty"]) + r"[ \t]+)?(?P<long>\p{Lu}[^()]{2,80}?)[ \t]*(?P<paren>\()[^()\s]{2,15}\)"
)
def _plus_variant(text: str, cand: _Cand) -> _Cand | None:
    """The first "X+" ("X++") written after the paper's own name X: its own extension of
    X, however the text brings it in."""
    name = cand.name
    if not name[-1:].isalnum():
        return None
    at = text.find(name + "+", cand.end)
    while at >= 0:
        end = at + len(name) + 1
        while text[end : end + 1] == "+":
            end += 1
        if not text[at - 1 : at].isalnum() and not text[end : end + 1].isalnum():
            return _Cand(text[at:end], at, end, False)
        at = text.find(name + "+", at + 1)
    return None


# "Byz-EF21 – along with its bi-directional compression version – Byz-EF21-BC": the paper's
# own variant of its own name
_VARIANT_AFTER = pattern_cache.compile(
    r"[ \t]*(?:[–—]|-{1,3})?[ \t]*,?[ \t]*(?:along[ \t]with|together[ \t]with|as[ \t]well[ \t]as|and)[ \t]+its[ \t]+"
    r"(?:[\w-]+[ \t]+){0,5}?" + name_cues.alternation(name_cues.cue_words("variant_noun", name_cues.ARTIFACTS))
    + r"s?[ \t]*(?:[–—,:]|-{1,3})?[ \t]*(?:" + name_cues.alternation(name_cues.naming_cues("participle")) + r"[ \t]+)?(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])"
)


# "extending the canonical NODE framework", "than the standard X": the text calls the name
# someone else's where it writes it again, so "a ... (NODE) framework" only used it
_CALLED_OTHERS = pattern_cache.compile(
    r"(?i)\bthe\s" + name_cues.alternation(_cues()["not_own"]) + r"\s+")


def _called_others(text: str, names) -> set[str]:
    """The ``names`` written right after "the <not_own word>" somewhere in ``text``."""
    if "the " not in text and "The " not in text:
        return set()
    ends = [m.end() for m in _CALLED_OTHERS.finditer(text)]
    out = set()
    for name in names:
        for e in ends:
            after = text[e + len(name) : e + len(name) + 1]
            if text.startswith(name, e) and not (after.isalnum() or after in "-_+/"):  # not "FooNet-S"
                out.add(name)
                break
    return out


# "we refer to our method as X", "we denote the stream trained with this loss as X": a
# naming verb with the paper as subject, its object, then the name after "as"
_VERB_AS = pattern_cache.compile(
    r"\b[Ww]e\s+(?:[a-z]+ly\s+)?" + name_cues.alternation(name_cues.naming_cues("verb_as")) + r"\b(?P<obj>[^.;:()]{0,120}?)\s+as\b"
)


# ``_VERB_AS`` is case-sensitive past "We" and its verbs are literal words: every match
# holds the first word of one of them as written, so a text with none needs no scan (a
# scan of the whole text for "we" at every word costs more than these ``in`` tests)
_VERB_AS_WORDS = tuple(dict.fromkeys(cue.split()[0] for cue in name_cues.naming_cues("verb_as")))


def _named_as(d: _Doc, sentences, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    if " as " not in text or not any(w in text for w in _VERB_AS_WORDS):
        return []
    starts = [a for a, _ in sentences] or [0]
    out = []
    for m in _VERB_AS.finditer(text):
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo, hi = sentences[k] if sentences else (0, len(text))
        for cand in _naming(d, m.end("obj"), m.end("obj"), lo, wk):
            if (more := _TITLE_LIST.match(text, cand.end)) is not None and not cand.paren:
                cand = cand._replace(name=text[cand.start : more.end()], end=more.end())  # "Share, Specialize, and Compete"
            out.append((cand, _type_of(cand.name, d, lo, hi, cand.start, None)))
    return out


# a name that is a list of capitalised words, closed by "and" and the end of the sentence
_TITLE_LIST = pattern_cache.compile(r"(?:,\s\p{Lu}\p{Ll}+)*,?\s(?:and|&)\s\p{Lu}\p{Ll}+(?=\s*(?:[.;]|$))")



# "During inference, a Feedback Information Extraction module is introduced to ...": a
# Title-Case part the passive introduces (not "... is introduced in [12]": _PASSIVE_INTRO)
# (found where a part noun stands before "is"/"are", then read back from there)
_PART_IS = pattern_cache.compile(r"[ \t](?:" + "|".join(_PART_NOUNS) + r")[ \t]+(?:is|are)[ \t]")
_PASSIVE_PART = pattern_cache.compile(
    r"\b(?:[Aa]n?|[Tt]he)[ \t]+(?:" + name_cues.alternation(_cues()["novelty"]) + r"[ \t]+)?"
    r"(?P<name>\p{Lu}[\p{L}\-]+(?:[ \t]+\p{Lu}[\p{L}\-]+){1,4})$"
)
# "To the best of our knowledge, GC-MVSNet is the first attempt to ...": a claim of novelty
# (matched where " the first " is written: a scan for the name at every word cost a
# tenth of the extraction)
_FIRST_CLAIM = pattern_cache.compile(
    r"(?<![\p{L}\p{N}\-+])(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])[ \t]+(?:is|was)$"
)
_FIRST_CLAIM_REST = pattern_cache.compile(
    r"[ \t]+the[ \t]+first[ \t]+(?:[\w-]+[ \t]+){0,2}?(?P<head>[\p{L}-]+)[ \t]+(?:to|that|which|for)\b"
)


def _part_is(text: str) -> list[int]:
    """Where ``_PART_IS`` matches (the space before the part noun): read back from each
    " is "/" are " (``str.find``), as a scan for the nouns at every space cost ~20 µs a
    paper (unlike the scan, a second match overlapping the first is found too)."""
    if "\t" in text:
        return [m.start() for m in _PART_IS.finditer(text)]
    out = []
    for verb in (" is ", " are "):
        for i in _find_all(text, verb):
            j = i
            while j and text[j - 1] == " ":
                j -= 1
            k = text.rfind(" ", 0, j)
            if k >= 0 and text[k + 1 : j] in _PART_NOUN_SET:
                out.append(k)
    return sorted(out)


def _claimed_names(d: _Doc, sentences, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    text = d.text
    out: list[tuple[_Cand, str]] = []
    starts = [a for a, _ in sentences] or [0]

    def take(name: str, a: int, typ: str) -> None:
        key = normalize_name(name)
        if key in found or any(normalize_name(x.name) == key for x, _ in out):
            return
        if _acceptable(name, d, a, wk) and not _is_model(d, name) and lookup(name) is None:
            out.append((_Cand(name, a, a + len(name), False), typ))

    first_own = _first_own(found, text)
    for p in _part_is(text):
        m = _PASSIVE_PART.search(text, max(0, p - 80), p)
        if m is None or not _PASSIVE_INTRO.match(text, m.end()):
            continue
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo = sentences[k - 1][0] if sentences and k else 0
        # the paper's own part: after its own name, or near its "we" (not "In DETR, a ...
        # module is introduced")
        if (first_own < m.start() or _SELF.search(text, lo, m.start())) and not all(
            w.lower() in _cues()["common"] for w in m.group("name").split()
        ):
            take(m.group("name"), m.start("name"), "method")
    at = text.find(" the first ")
    while at >= 0:
        m = _FIRST_CLAIM.search(text, max(0, at - 60), at)
        rest = _FIRST_CLAIM_REST.match(text, at) if m is not None else None
        at = text.find(" the first ", at + 11)
        if rest is None or not is_coined(m.group("name")):
            continue
        k = max(bisect_right(starts, m.start()) - 1, 0)
        lo = sentences[k][0] if sentences else 0
        if _SELF.search(text, lo, m.start()):
            take(m.group("name"), m.start("name"), _head_noun(rest.group("head")) or "method")
    for said in _PASSIVE_SAID:
        at = text.find(said)
        while at >= 0:
            m = _SET_OFF_BEFORE.search(text, max(0, at - 60), at)
            at = text.find(said, at + len(said))
            if m is None or not is_coined(m.group("name")):
                continue
            k = max(bisect_right(starts, m.start()) - 1, 0)
            lo = sentences[k][0] if sentences else 0
            # "In this paper, the largest ... dataset for skiing, SkiTB, is introduced": a
            # name set off by commas as the passive's subject, in a sentence about the paper
            if _SELF.search(text, lo, m.start()):
                take(m.group("name"), m.start("name"), _type_of_head(text, lo, m.start()))
    for novel in _NOVEL_CLAIMS:
        at = text.find(novel)
        while at >= 0:
            m = _FIRST_CLAIM.search(text, max(0, at - 60), at + 3)
            rest = _NOVEL_CLAIM_REST.match(text, at + 3) if m is not None else None
            at = text.find(novel, at + len(novel))
            if rest is None or not is_coined(m.group("name")) or (typ := _head_noun(rest.group("head"))) is None:
                continue
            k = max(bisect_right(starts, m.start()) - 1, 0)
            lo = sentences[k][0] if sentences else 0
            # the subject of its sentence (after an adverbial at most): "ENIGMA-51 is a new
            # egocentric dataset acquired in ...", "Here, FooNet is a novel framework for ..."
            if _CLAIM_LEAD.fullmatch(text, lo, m.start("name")):
                take(m.group("name"), m.start("name"), typ)
    return out


# " is introduced", " are presented", ... (the introduce verbs that take a passive)
_PASSIVE_SAID = tuple(
    f" is {r['past']}" for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) if r.get("passive")
)
# a name set off by commas right before the passive: "..., SkiTB, is introduced"
_SET_OFF_BEFORE = pattern_cache.compile(r",[ \t]+(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+]),?$")


def _type_of_head(text: str, lo: int, hi: int) -> str:
    """The type the last head noun before ``hi`` in the sentence gives ("dataset")."""
    for w in reversed(_WORDS.findall(text, lo, hi)):
        if (typ := _head_noun(w)) is not None:
            return typ
    return "method"


# "X is a new/novel <head noun>": a claim of novelty for a coined name (found where " is a
# new " or " is a novel " is written)
_NOVEL_CLAIMS = tuple(f" is a {w} " for w in _cues()["novelty"] if w[:1] not in "aeiou") + tuple(
    f" is an {w} " for w in _cues()["novelty"] if w[:1] in "aeiou"
)
_NOVEL_CLAIM_REST = pattern_cache.compile(
    r"[ \t]+an?[ \t]+[\p{L}-]+[ \t]+(?:[\p{L}\-]+[ \t]+){0,3}?(?P<head>[\p{L}-]+)(?=[ \t]+(?:to|that|which|for|of|acquired|designed|built|with|in)\b|[ \t]*[,.;]|$)"
)
_CLAIM_LEAD = pattern_cache.compile(r"\s*(?:[^,;.]{1,40},\s*)?")
