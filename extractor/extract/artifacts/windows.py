"""The object of a cue, read for the name it introduces: the first parenthesised
short form or coined token of an introduction window, the name after a naming cue, the
name an appositive describes as new.

Each reader stops at a clause boundary, because past it a sentence speaks of other
work ("we propose X, which outperforms Y").
"""

from __future__ import annotations

import re
from bisect import bisect_left

import regex

from extractor import pattern_cache
from extractor.extract import name_cues
from extractor.extract.abbreviations import Abbreviation, is_short_form
from extractor.extract.artifacts.doc import (
    _DET,
    _DET_LEAD,
    _HEAD_THEN_PREP,
    _NAMING_IN,
    _NAMING_IN_ASCII,
    _OF_WHAT,
    _PREP,
    _SELF,
    _acceptable,
    _Doc,
    _in_math,
    _is_model,
    _stop,
    _tokens,
)
from extractor.extract.artifacts.names import (
    _AFTER_CUE,
    _APPOS_AFTER,
    _APPOS_BEFORE,
    _CLAUSE_AFTER,
    _COORD_GAP,
    _HYPHEN_OR_DIGIT,
    _LATEX_PREFIX,
    _PLURAL_ACRONYM,
    _SIZE_LIKE,
    _WE_INTRODUCE,
    _WE_OUR,
    _WORD_PIECES,
    _WORDS,
    _WRAPPED,
    _Cand,
    _is_capitalised,
    _Sent,
    is_coined,
    normalize_name,
)
from extractor.extract.artifacts.vocab import (
    _CONNECTORS,
    _HEAD_TYPES,
    _HEAD_WORD,
    _NOT_OWN_AFTER,
    _NOT_OWN_ANY,
    _NOVELTY,
    _PART_NOUNS,
    _USE_BEFORE,
    _cues,
)


def _window_end(text: str, start: int, sent_end: int, limit: int = 220) -> int:
    end = min(sent_end, start + limit)
    depth = 0
    i = start
    # stop words inside parentheses do not end the window
    for m in _stop(text).finditer(text, start, end):
        depth = text.count("(", start, m.start()) - text.count(")", start, m.start())
        if depth <= 0 and m.start() > i:
            return m.start()
    return end


def _name_run(d: _Doc, toks: list[_Cand], i: int) -> tuple[_Cand, int] | None:
    """A (possibly multi-word) Title-Case name starting at token ``i``."""
    text = d.text
    first = toks[i]
    if not (_is_capitalised(first.name) or is_coined(first.name)):
        return None
    j = i
    while j + 1 < len(toks):
        nxt = toks[j + 1]
        gap = text[toks[j].end : nxt.start]
        if gap.strip() not in ("",) and gap.strip() not in ("-",):
            break
        if _is_capitalised(nxt.name) or is_coined(nxt.name):
            j += 1
            continue
        if (
            nxt.name in _CONNECTORS
            and j + 2 < len(toks)
            and (_is_capitalised(toks[j + 2].name))
        ):
            j += 2
            continue
        break
    return _Cand(text[first.start : toks[j].end], first.start, toks[j].end, first.paren), j


def _paren_after(d: _Doc, end: int) -> _Cand | None:
    m = _PAREN_AFTER.match(d.text, end)
    if not m:
        return None
    g = "w" if m.group("w") is not None else "t"
    name = m.group(g)
    if not (is_coined(name) or _is_capitalised(name)):
        return None
    return _Cand(name, m.start(g), m.end(g), True)


_PAREN_AFTER = pattern_cache.compile(r"\s*\(\s*(?:" + _WRAPPED + r"|(?P<t>[^()\s,;]{2,30}))\s*\)")


_QUOTES = ('"', "“", "'", "‘")


# the object of a naming verb, before the name: "we call it X", "we term this approach X"
_CALL_AS = pattern_cache.compile(
    r"[ \t]*" + name_cues.alternation(name_cues.artifact_frames("call_object")) + r"\b[^.;:()]{0,60}?[ \t]as[ \t]+"
)
_NAMED_OBJECT = pattern_cache.compile(r"(?:(?:it|them|this|these|that)\s+|(?:our|the|this|these|such)\s+(?:[a-z][\w-]*\s+){1,2}?)")


def _naming(d: _Doc, start: int, end: int, sent_start: int, wk: frozenset[str], verb: bool = False) -> list[_Cand]:
    """The name a naming cue gives, the cue ending at ``end`` (a verb when ``verb``: "we
    call it X")."""
    text = d.text
    if not verb and not _SELF.search(text, sent_start, start):
        return []  # (a verb's match holds its subject: "we term our model X")
    c = _cues()
    if verb and (called := _CALL_AS.match(text, end)) is not None:
        end = called.end() - 1  # "we call such a DAG underlying an LDS as dynamical DAG (DDAG)"
    elif verb and (obj := _NAMED_OBJECT.match(text, end + 1 if text[end : end + 1] == " " else end)):
        end = obj.end() - 1
    after = _AFTER_CUE.match(text, end)
    pos = after.end()
    if after.group("det") and after.group("det").strip().lower() in ("a", "an"):
        return []
    pair = d.long_starting(pos, pos + 200)
    if pair is None and (p := text.find("(", pos, pos + 120)) > 0 and (alt := d._pair_at(p)) is not None:
        if _PLURAL_ACRONYM.match(alt.short) and alt.long_start > pos and len(text[pos : alt.long_start].split()) <= 1:
            pair = alt  # "called deep dependency networks (DDNs)": the pairing left out a word
    if pair is not None:
        if _acceptable(pair.short, d, pair.short_start, wk):
            out = [_Cand(pair.short, pair.short_start, pair.short_end, True)]
            # "two tasks named object position regression (OPR) and spatial relation
            # classification (SRC)": the cue names the coordinated pair too
            if text[pair.short_end : pair.short_end + 1] == ")" and (a := _AND_NEXT.match(text, pair.short_end + 1)):
                other = d.long_starting(a.end(), a.end() + 200)
                if other is not None and other.long_start == a.end() and _acceptable(other.short, d, other.short_start, wk):
                    out.append(_Cand(other.short, other.short_start, other.short_end, True))
            return out
        # "called FourierLearner-Transformers (FLTs)"; after "we present a ... framework called"
        # also a lower-case long form ("deep dependency networks (DDNs)"), not after "we study"
        plural = _plural_short(pair, d, wk, named=_WE_INTRODUCE_I.search(text, sent_start, start) is not None)
        return [plural] if plural is not None else []
    if (long := _LONG_THEN_SHORT.match(text, pos)) is not None and _initials_spell(long.group("long"), long.group("s")):
        # "an algorithm called Gradient based Coreset for Robust and Efficient Federated
        # Learning (GCFL)": a long form past what the abbreviation finder pairs (it reads a
        # few words more than the short form has letters); the short name is the name
        short = _Cand(long.group("s"), long.start("s"), long.end("s"), True)
        return [short] if is_short_form(short.name) and _acceptable(short.name, d, short.start, wk) else []
    # the name run reads at most two tokens past its end: take a few tokens, and all of
    # them only when the run reaches that far
    toks = _tokens(text, pos, min(len(text), pos + 160), 8)
    if not toks or toks[0].start != pos and text[pos : toks[0].start].strip() not in ("", "$", "(", "\\", *_QUOTES):
        return []
    run = _name_run(d, toks, 0)
    if run is not None and len(toks) == 8 and run[1] + 2 >= 8:
        toks = _tokens(text, pos, min(len(text), pos + 160))
        run = _name_run(d, toks, 0)
    if run is None:
        # "called weakly supervised 3D lane detection WS-3D-Lane": a description of a few
        # lower-case words, then the coined name it is called by
        k = next(
            (k for k, t in enumerate(toks[:7]) if not t.name.islower() and not _SIZE_LIKE.match(t.name)), None
        )  # (past sizes and dimensions: "3D")
        if k is None or k == 0 or not is_coined(toks[k].name) or text.find(",", pos, toks[k].start) >= 0:
            lower = _lower_name(text, pos, start, sent_start)
            if lower is None:
                return []
            if text[lower.start - 1 : lower.start] in _OPEN_QUOTES:
                # (quotes stress the name as markup does: "graph cross-validation" is one)
                return [lower] if lower.name not in wk and not d.used_before(lower.name, lower.start) else []
            return [lower] if _acceptable(lower.name, d, lower.start, wk) else []
        run = (toks[k], k)
    cand, j = run
    if text[cand.end : cand.end + 1] in ("(", "{", "_"):
        return []  # "Ten(W)GAN", "f(x)"
    first, sep, rest = cand.name.partition(" for ")
    if sep and " " not in first and _spells(text, cand.start + len(first) + len(sep), first):
        # "named HAN for Hawkes Aggregation of Neurons": the name, then what it stands for
        cand = _Cand(first, cand.start, cand.start + len(first), cand.paren)
    both = cand.name.split(" and ")
    if len(both) == 2 and _COUNTED_PLURAL.search(text, sent_start, start):
        # "two novel modules, namely Pose Temporal Attention and Video Spatial Attention":
        # the count says the run holds two names
        a = _Cand(both[0], cand.start, cand.start + len(both[0]), cand.paren)
        b = _Cand(both[1], cand.end - len(both[1]), cand.end, cand.paren)
        return [x for x in (a, b) if _acceptable(x.name, d, x.start, wk) and not _is_model(d, x.name)]
    if len(both) == 2 and all(" " not in x and is_coined(x) for x in both):
        # "datasets, named Textverse10M-E and Textverse10M-H": two coined names, not one
        # ("Search and Rescue" is one: its words are not coined)
        a = _Cand(both[0], cand.start, cand.start + len(both[0]), cand.paren)
        b = _Cand(both[1], cand.end - len(both[1]), cand.end, cand.paren)
        return [x for x in (a, b) if _acceptable(x.name, d, x.start, wk) and not _is_model(d, x.name)]
    short = _paren_after(d, cand.end)
    nxt = toks[j + 1].name.lower() if j + 1 < len(toks) else ""
    if short is None and nxt in c["reject_after"]:
        return []
    if short is not None and is_short_form(short.name):
        cand = short
    if " " not in cand.name and not is_coined(cand.name) and not _is_capitalised(cand.name):
        return []
    if " " in cand.name and text[pos : toks[0].start].strip() in _QUOTES:
        return []  # a quoted phrase ('dubbed "The Growing Strawberries" Dataset (GSD)')
    if not _acceptable(cand.name, d, cand.start, wk):
        return []
    return [cand]


# a count of plural things right before a naming cue ("two novel modules, namely", "three
# variants called")
_COUNTED_PLURAL = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation([w for w in name_cues.cue_words("quantifier") if w not in ("a", "an", "one")])
    + r"\s(?:[\w-]+\s){0,3}?[\w-]+s\s*[,:]?\s*$"
)


# a long form of up to twelve plain words, led by a capital and with no run of three
# lower-case words (a name, not a clause: "PFGM++ that unifies diffusion models and
# Poisson Flow Generative Models (PFGM)"), then its short form in parentheses
_LONG_THEN_SHORT = pattern_cache.compile(
    r"(?P<long>\p{Lu}[\p{L}\p{N}-]*(?:\s(?!\p{Ll}[\p{L}-]*\s\p{Ll}[\p{L}-]*\s\p{Ll})[\p{L}\p{N}-]+){2,11})"
    r"\s\((?P<s>[^()\s]{2,12})\)"
)


def _initials_spell(long: str, short: str) -> bool:
    """Do the initials of ``long``'s words spell ``short``, in order, from its first word's
    to its last word's ("Gradient based Coreset for ... Federated Learning" -> GCFL)?"""
    letters = [ch.upper() for ch in short if ch.isalpha()]
    initials = [w[0].upper() for w in long.split() if w[0].isalpha()]
    if len(letters) < 2 or not initials or letters[0] != initials[0] or letters[-1] != initials[-1]:
        return False
    rest = iter(initials[1:-1])
    return all(ch in rest for ch in letters[1:-1])


def _spelt_by_marks(text: str, marks, a: Abbreviation) -> bool:
    """Do the pieces of ``a``'s long form that markup stressed spell its short form?"""
    pieces = [text[x:y] for x, y, _ in marks if a.long_start <= x and y <= a.long_end]
    return len(pieces) >= 2 and "".join(pieces).casefold() == a.short.casefold()


# a capital inside a word that starts lower-case ("cLass", "samPling", "videotaPEs")
_INNER_CAPITAL = pattern_cache.compile(r"(?<![\p{L}\p{N}])\p{Ll}+\p{Lu}+\p{Ll}")


_SHORT_PAREN_AT = re.compile(r"\((?=[^()\s]{2,24}\))")
_LOWER_ASCII = "abcdefghijklmnopqrstuvwxyz"


def _inner_capitals_before_short(text: str) -> bool:
    """Is a word that starts lower-case and has a capital before a lower-case letter
    ("cLass", "videotaPEs") written shortly before a parenthesis that can hold a short
    form?  The gate for ``_spelt_by_capitals``: string methods on the few words before
    each such parenthesis, not a scan of the whole text (a regex scan cost a third of a
    paper's extraction)."""
    for m in _SHORT_PAREN_AT.finditer(text):
        p = m.start()
        for w in text[max(0, p - 150) : p].split():
            if w[:1].islower() and not w.islower():
                rest = w.lstrip(_LOWER_ASCII)
                if rest and not rest.isupper():
                    return True
    return False


def _spelt_by_capitals(a: Abbreviation) -> bool:
    """Do the capitals of ``a``'s long form, one of them inside a word that starts
    lower-case, spell its short form?  Only a paper coining the name writes it so."""
    caps = "".join(ch for ch in a.long if ch.isupper())
    short = "".join(ch for ch in a.short if ch.isalnum())
    return len(caps) >= 2 and caps == short.upper() and _INNER_CAPITAL.search(a.long) is not None


def _plural_short(pair: Abbreviation, d: _Doc, wk: frozenset[str], named: bool = False) -> _Cand | None:
    """The short form of a pair whose short form is a plural ("called
    FourierLearner-Transformers (FLTs)"): the paper's name as GUIDELINES take it (the short
    name when both appear), where the long form is a name of its own: coined, or every word
    capitalised, and four words at most (not "large language models (LLMs)"); after a
    naming cue any long form of four words at most ("a unified framework called deep
    dependency networks (DDNs)"), unless the singular is a known name."""
    if not _PLURAL_ACRONYM.match(pair.short):
        return None
    words = pair.long.split()
    if len(words) > 4 or not (named or any(is_coined(w) for w in words) or all(_is_capitalised(w) for w in words)):
        return None
    if not _acceptable(pair.short[:-1], d, pair.short_start, wk) or not _acceptable(pair.long, d, pair.long_start, wk):
        return None
    return _Cand(pair.short, pair.short_start, pair.short_end, True)


_WE_INTRODUCE_I = pattern_cache.compile(_WE_INTRODUCE.pattern, regex.IGNORECASE)
_LOWER_WORD = pattern_cache.compile(r"[ \t]*(\p{Ll}[\p{Ll}\-]+)")
_LOWER_END = pattern_cache.compile(r"[ \t]*[,.;(]")


def _lower_name(text: str, pos: int, cue: int, sent_start: int) -> _Cand | None:
    """A name of two or three plain lower-case words that a naming cue gives a new method:
    "we propose a novel weight normalization technique called spectral normalization to
    ...", "we propose a feature mapping method, named random mapping, based on ...".  Only
    after a head noun, in a sentence where the paper introduces it, and only where the
    words end at a punctuation mark or a word that ends a cue's object."""
    head = _word_before(text, _before_comma(text, cue))
    if head in _RELATIVES:  # "a framework, which we call multiplicity sheets": the noun before it
        head = _word_before(text, _before_comma(text, _before_comma(text, cue) - len(head)))
    # 'a model selection procedure we term "graph cross-validation"': a name the paper sets
    # off in quotes as it names it with "we" needs no other introduction
    quoted = text[pos : pos + 1] in _OPEN_QUOTES
    named_by_us = quoted and text.startswith(("we ", "We "), cue) and not _NOT_OWN_ANY.search(text, sent_start, cue)
    if head not in _HEAD_TYPES or not (named_by_us or _WE_INTRODUCE_I.search(text, sent_start, cue)):
        return None
    pos += quoted
    end = pos
    stop = _stop(text)
    for n in range(1, 4):
        w = _LOWER_WORD.match(text, end)
        if w is None or (n == 1 and w.start(1) != pos) or stop.match(text, w.start(1)):
            return None
        end = w.end()
        if quoted:
            if n >= 2 and text[end : end + 1] in _CLOSE_QUOTES:
                words = text[pos:end].split()
                if _DET_LEAD.match(text, pos).end() > pos or all(w in _cues()["common"] for w in words):
                    return None  # '"the usual approach"': no name
                return _Cand(text[pos:end], pos, end, False)
        elif n >= 2 and (_LOWER_END.match(text, end) or stop.match(text, end + 1)):
            return _Cand(text[pos:end], pos, end, False)
    return None


_AND_NEXT = pattern_cache.compile(r",?[ \t]+and[ \t]+")
_RELATIVES = frozenset(name_cues.cue_words("relative", name_cues.ARTIFACTS))
_OPEN_QUOTES = frozenset('"“‘\'')
_CLOSE_QUOTES = frozenset('"”’\'')


def _before_comma(text: str, pos: int) -> int:
    """``pos`` moved back over spaces and one comma ("method, named X")."""
    while pos > 0 and text[pos - 1] in " \t":
        pos -= 1
    if pos > 0 and text[pos - 1] == ",":
        pos -= 1
    return pos


_EXPANSION_AFTER = pattern_cache.compile(r"[ \t]*\([^()]{3,80}\)")


def _coordinated(d: _Doc, toks: list[_Cand], i: int, wk: frozenset[str]) -> list[_Cand]:
    """Names coordinated with ``toks[i]``: "X and Y", "(X, Y, Z)"."""
    out = []
    j = i
    while j + 1 < len(toks):
        k = j + 1
        end = toks[j].end
        aside = _EXPANSION_AFTER.match(d.text, end)
        if aside is not None:
            # "clip-kMaX (clip k-means mask transformer) and LA-MB (...)": past its expansion,
            # to a name with an expansion of its own (not "FooNet (our model) and ImageNet-21K")
            end = aside.end()
            while k < len(toks) and toks[k].start < end:
                k += 1
            if k >= len(toks):
                break
        if toks[k].name in ("and", "or") and k + 1 < len(toks):
            k += 1
        gap = d.text[end : toks[k].start]
        if not gap or not _COORD_GAP.fullmatch(gap):
            break
        if gap.strip() == "," and _spells(d.text, toks[k].start, toks[j].name):
            break  # "COWAL, COrrelation aWare Active Learning": its expansion, not a second name
        nxt = toks[k]
        name_like = is_coined(nxt.name) or (_is_capitalised(nxt.name) and _HYPHEN_OR_DIGIT.search(nxt.name) is not None)
        if not name_like or not _acceptable(nxt.name, d, nxt.start, wk):
            break
        if aside is not None and _EXPANSION_AFTER.match(d.text, nxt.end) is None:
            break
        out.append(nxt)
        j = k
    return out


def _spells(text: str, pos: int, short: str) -> bool:
    """Do the capitals of the words from ``pos`` on (to the sentence's next punctuation)
    spell ``short``?"""
    letters = "".join(ch for ch in short if ch.isalnum()).upper()
    if len(letters) < 2:
        return False
    caps = ""
    for ch in text[pos : pos + 12 * len(letters)]:
        if ch in ",.;:()":
            break
        if ch.isupper() or ch.isdigit():
            caps += ch
            if len(caps) >= len(letters):
                break
    return caps == letters


def _direct(text: str, start: int, t: _Cand) -> bool:
    """Is ``t`` the first word of the window (after a determiner or LaTeX command)?"""
    prefix = text[start : t.start]
    if prefix == " " or not prefix:  # (the common case, which ``_DET`` matches)
        return True
    return bool(_DET.fullmatch(prefix)) or bool(_LATEX_PREFIX.fullmatch(prefix))


_PAIR_APPOS = pattern_cache.compile(r"\),\s+(?:a|an)\s")


def _appos_after(text: str, t: _Cand, clause: bool = False) -> bool:
    after = text[t.end : t.end + 8]
    return bool(_APPOS_AFTER.match(after) or clause and _CLAUSE_AFTER.match(after))


def _intro(
    d: _Doc, start: int, end: int, label: str, wk: frozenset[str], heads: set[str], naming: list[int] | None = None
) -> list[_Cand]:
    """The name an intro cue introduces in the window ``[start, end)`` (and the names
    coordinated with it).  ``naming``: offsets that ``_NAMING_IN`` needs a word at, as
    ``_naming_positions`` gives them (None: unknown)."""
    text = d.text
    if naming is None or _any_between(naming, start, end):
        if (_NAMING_IN_ASCII if text.isascii() else _NAMING_IN).search(text, start, end):
            return []  # the naming cue's own match takes the name
    # "we propose Pre-emptive Action Revision by Environmental feeDback (PRED) that ...": a
    # long form that starts the window names the short form after it, even past a word
    # ("by") that would end the window
    # A lower-case long form counts where an appositive describes its short form as a kind
    # of thing ("we introduce exploration via linear loss perturbations (EVILL), a
    # randomised exploration method")
    lead = _DET_LEAD.match(text, start)
    at, lim = lead.end(), min(len(text), lead.end() + 160)
    # The pair counts only if its long form is capitalised or "), a" follows its short
    # form.  The long form starts within two characters of ``at`` and its first
    # character is the text's there (unless LaTeX or "$" that cleaning drops starts it);
    # its short form ends by ``lim``, after ``at - 3`` or (a short form before its long
    # form) at a space or "(": without a capital and without a "),", no pair is
    # looked for (pairing parentheses is the costly part).
    pair = (
        d.long_starting(at, lim)
        if text[at : at + 1].isalpha()
        and (any(ch.isupper() or ch in "\\$" for ch in text[at : at + 3]) or text.find("),", max(0, at - 3), lim + 2) >= 0)
        else None
    )
    if (
        pair is not None
        and (_is_capitalised(pair.long) or _PAIR_APPOS.match(text, pair.short_end))
        and not _PREP.search(text, lead.end(), pair.long_start)
    ):
        cand = _Cand(pair.short, pair.short_start, pair.short_end, True)
        # a short form the paper spells out in capitals is its own name even where a part of
        # it is a known one ("Interpretable Artificial Intelligence (I-AI)")
        spelt = _is_capitalised(pair.long) and _initials_spell(pair.long, pair.short)
        if _acceptable(pair.short, d, pair.short_start, wk, spelt) and not _REJECT_AFTER.match(text, pair.short_end):
            return [cand]
        # "we propose Calibrated Neural-Accelerated Belief Updates (CNABUs) to ...", "we
        # introduce probabilistic integral circuits (PICs), a new language of ...": a plural
        # short form whose long form is capitalised, or that an appositive calls a kind of thing
        if not _REJECT_AFTER.match(text, pair.short_end) and (
            plural := _plural_short(
                pair, d, wk,
                # (not one the appositive calls known: "(MDNs), a classical family of ...")
                named=bool(_PAIR_APPOS.match(text, pair.short_end)) and not _NOT_OWN_AFTER.match(text, pair.short_end + 1),
            )
        ) is not None:
            return [plural]
    seg = text[start:end]
    if seg.islower() and "(" not in seg and not _HYPHEN_OR_DIGIT.search(seg):
        # no capital, parenthesis, hyphen or digit: no coined, capitalised or coordinated
        # name, so only a plain first word can be one ("we introduce epiplexity, a ...")
        toks = _tokens(text, start, end, 1)
        whole = True
    elif label != "PROPOSED" and seg.isascii() and "\\" not in seg:
        toks, whole = _tokens_that_count(text, start, end)
    else:
        toks, whole = _tokens(text, start, end), True
    if d.stressed:
        # "we introduce ... the RASP variant \\textbf{C-RASP}": a coined name the markup
        # stresses as a whole is the one the cue introduces, before any name it modifies
        for t in toks:
            if (t.start, t.end) in d.stressed and is_coined(t.name) and _acceptable(t.name, d, t.start, wk):
                return [t]
    # cheapest tests first: most tokens are plain words that no rule below accepts
    for i, t in enumerate(toks):
        name = t.name
        if i > 1 and not t.paren and name.isalpha() and name.islower():
            # a plain lower-case word, not coined or capitalised: only the first word
            # after the cue (or after its determiner) can be one ("_direct")
            continue
        if name.lower() in _NOVELTY:
            continue  # NOVEL matches end with "novel"/"new"
        if text[t.end : t.end + 1] in ("(", "_"):
            continue  # f(x), O(n), x_i
        direct = appos_before = False
        if t.paren:
            ok = is_short_form(name) or is_coined(name)
            if ok and _tested_on(text, start, t.start):
                ok = False  # "our novel methods on three video datasets (Charades, TACoS, ...)"
            if ok:
                pair = d.pair_of(t.start)
                if pair is not None and _names_task(text, pair):
                    continue  # "a novel video actor-action segmentation (VAAS) framework"
                lead = text.rfind(",", start, pair.long_start) + 1 if pair is not None else start
                prep = _PREP.search(text, max(start, lead), pair.long_start) if pair is not None else None
                named = _HEAD_THEN_PREP.search(text, max(start, lead), prep.start()) if prep is not None else None
                coined_long = pair is not None and _is_capitalised(pair.long)
                if prep is not None and not (
                    named and named.group("head").lower() in heads and coined_long and prep.group().lower() == "of"
                    and _OF_WHAT.fullmatch(text, prep.end(), pair.long_start)
                ):
                    # "..., for the discrete Heavy-Ball (HB) method": not the object; but
                    # "a novel task of Simple Definition Generation (SDG)" names the task
                    ok = False
        else:
            coined = is_coined(name)
            if not coined and not (name[:1].isupper() or "-" in name):
                # a plain word: only "we introduce epiplexity, a ..." (not the head noun
                # of an unnamed proposal: "a novel framework (FOO)")
                ok = i < 2 and _direct(text, start, t) and _appos_after(text, t) and _head_noun(name) is None
            else:
                prefix = text[start : t.start]
                # past the second token the prefix holds two words: never "direct"
                direct = i < 2 and _direct(text, start, t)
                # "<head>, X" needs a comma and ends in a space (``\\s`` ⊂ ``str.isspace``)
                before = _APPOS_BEFORE.search(prefix) if prefix[-1:].isspace() and "," in prefix else None
                appos_before = bool(before and before.group(1).lower() in heads)
                if appos_before and _DATA_HEAD_AFTER_PREP.search(prefix, 0, before.start()):
                    # "our proposed method on three large datasets, VISPR, ...": data the
                    # method is tested on, not what the cue introduces
                    appos_before = False
                # "we introduce Agnostics, a ...", "a new uncertainty measure, Inv-Entropy"
                ok = coined or (direct and _appos_after(text, t, clause=True)) or appos_before
                if direct and not coined:
                    # "we propose Latent Safety Filters, a ...", "a Logit Order Enforcement
                    # loss", "a Self-Challenge evaluation framework": a Title-Case run
                    run = _title_name(text, t, end, heads)
                    if run is not None:
                        t, ok = run, True
                elif appos_before and not coined and (run := _APPOS_TITLE_RUN.match(text, t.start)) is not None:
                    # "a novel method, Probing Diffusion, to ...": the whole run the
                    # appositive sets off, not its first word
                    t = _Cand(run.group("name"), t.start, run.end("name"), t.paren)

                elif coined and i > 0 and (run := _coined_in_title_run(text, start, t, wk)) is not None:
                    # "we propose the Weighted SplitBatch Sampler": capitalised words around a
                    # coined one are one name with it, not the coined word alone
                    t = run
                elif direct and (caps := _CAPS_RUN.match(text, t.start, end)) is not None:
                    # "we present OPEN TEACH, a new teleoperation system": capitals only
                    t = _Cand(caps.group(), t.start, caps.end(), t.paren)
                elif direct and (more := _CODED_RUN.match(text, t.end)) is not None:
                    # "we introduce IMLE Policy, a novel ...", "SoftER Teacher, a robust
                    # detector": capitalised words after a coined one, then an appositive
                    t = _Cand(text[t.start : more.end()], t.start, more.end(), t.paren)
        if not ok:
            continue
        if not t.paren and d.in_long_form(t.start, t.end):
            continue
        if _in_math(text, t.start, start) and text[t.start - 1 : t.start] != "{":
            continue
        if ok and t.paren is False and direct is False and not appos_before and label == "PROPOSED":
            ok = i <= 4
        if ok and _REJECT_AFTER.match(text, t.end):
            ok = False  # "a novel stochastic multi-armed bandit (MAB) problem"
        if ok and any(w in text[t.end : t.end + 60] for w in _MODIFIER_STARTS) and _MODIFIER_AFTER.match(text, t.end):
            ok = False  # "cross-IoU and cross-divergence based selection methods"
        if ok and (_GENERIC_SUFFIX.search(t.name) or _not_own_before(text, start, t.start)):
            ok = False  # "previous PHE-type methods", "GPT-based agents"
        if ok and not t.paren and not direct and not appos_before and (
            _BASE_OF.search(text, start, t.start) or _ENTERED.search(text, start, t.start)
        ):
            # "a novel variation on EquiFormerV2 that ...": what the paper builds on; "our
            # system for SemEval-2025 Task 11": the task it takes part in
            ok = False
        if not ok:
            continue
        # "we present VLM-Grounder, a novel framework": a compound of a known name is the
        # paper's own when an appositive calls it new
        compound_ok = direct and _appos_after(text, t) and bool(_NOVEL_APPOS.match(text, t.end))
        if not compound_ok and direct and "-" in t.name and _SET_OFF.match(text, t.end):
            # "We propose LoRA-Evo, which ...": a known name with a capitalised part of the
            # paper's own, introduced and set off (not "PAC-Bayesian", "LLM-based" bounds)
            compound_ok = any(p[:1].isupper() and not is_coined(p) and p.lower() not in _COMMON_PARTS for p in t.name.split("-")[1:])
        # "Our proposed TeleHand has ...": the paper calls a coined name its own even after
        # writing it before (in a list of its parts, in a sentence no cue reads)
        # (not a short form the text defines: "the proposed DT architecture" after "Digital
        # Twin (DT) technology" modifies; a defined name of the paper's has had its cue)
        seen_ok = (
            label == "PROPOSED" and i == 0 and is_coined(t.name) and "proposed" in text[start - 10 : start]
            and d.used_before(t.name, t.start) and not any(a.short == t.name for a in d.abbreviations)
        )
        if not compound_ok and not t.paren and "-" in t.name and _head_noun(_word_before(text, t.start)):
            # "a novel technique Sharp-NeRF---a grid-based NeRF": after its head noun and
            # set off from what follows, a compound is a name, not a modifier ("LLM-based")
            compound_ok = bool(_SET_OFF.match(text, t.end))
        if not _acceptable(t.name, d, t.start, wk, compound_ok, seen_ok):
            continue
        # a name followed by its expansion in parentheses, or preceded by it
        if not whole and i < 2:
            toks = _tokens(text, start, end)
        if appos_before and " " in t.name and (more := _AND_TITLE_RUN.match(text, t.end)) is not None:
            # "two novel metrics, Verbalized Uncertainty and Probing Uncertainty, to ...":
            # a second Title-Case name coordinated with the first
            other = more.group("name")
            if _acceptable(other, d, more.start("name"), wk):
                return [t, _Cand(other, more.start("name"), more.end("name"), False)]
        return [t, *_coordinated(d, toks, i, wk)]
    return _dash_appositive(d, start, end, wk, heads)


_CAPITALISED_BEFORE = pattern_cache.compile(r"(?:\p{Lu}[\p{L}\-]*[ \t]+){1,3}")
_CAPITALISED_AFTER = pattern_cache.compile(r"(?:[ \t]+\p{Lu}[\p{L}\-]*(?![\p{L}\p{N}\-(]))*")


def _coined_in_title_run(text: str, start: int, t: _Cand, wk: frozenset[str]) -> _Cand | None:
    """The Title-Case run a coined word stands inside, from the cue's object's first word
    (after its determiner) to the last capitalised word after it, or None where the
    words before it are not all capitalised, or one is a known name or a "-based" kind."""
    lead = _DET_LEAD.match(text, start).end()
    if lead >= t.start or _CAPITALISED_BEFORE.fullmatch(text, lead, t.start) is None:
        return None
    if sum(ch.isalpha() for ch in t.name) < 2 or normalize_name(t.name) in wk:
        return None  # "Cross-domain 3D Consistency", "Asynchronous SGD on Graphs"
    words = text[lead : t.start].split()
    if any(w.lower() in _NOVELTY or normalize_name(w) in wk or _GENERIC_SUFFIX.search(w) for w in words):
        return None
    initials = "".join(w[0] for w in _WORD_PIECES.split(" ".join(words)) if w[:1].isalpha()).upper()
    if _initials_spell(" ".join(words), t.name) or "".join(ch for ch in t.name if ch.isupper()) == initials:
        return None  # "Subject-Conditional Relation Detection SCoRD": a long form, then its short form
    end = _CAPITALISED_AFTER.match(text, t.end).end()
    return _Cand(text[lead:end], lead, end, False)


# a name set off by dashes right after the head noun a cue's object ends with (the dash
# ends the object): "a new neural network -- WaveMixSR -- for", "a framework — FooNet —",
# "a new method---BarNet, which ..."
# (a hyphen between spaces is a dash as scraped: "a foundation model ... - MegaDescriptor - that")
_DASH_APPOS = pattern_cache.compile(
    r"(?:[ \t]*(?:—|–|-{2,3})[ \t]*|[ \t]+-[ \t]+)(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*(?:[ \t]\p{Lu}[\p{L}\p{N}\-+]*){0,3})"
    r"[ \t]*(?:—|–|-{2,3}|(?<=[ \t])-(?=[ \t])|,[ \t]+(?:a|an|the|which|that)\b|\((?=[^()]{1,30}\)))"
)
_LAST_WORD = pattern_cache.compile(r"([\p{L}\-]+)[ \t]*$")
# the object's own modifier after the word that ended the window (a participle or a
# preposition, not a clause of its own: "that uses FooNet, which" names another's work)
_LATE_WORDS = tuple(w + " " for w in name_cues.artifact_frames("late_modifier"))
_LATE_MODIFIER = pattern_cache.compile(
    r"[ \t]\b(?:" + "|".join(regex.escape(w) for w in name_cues.artifact_frames("late_modifier")) + r")[ \t][^,;:()]{1,60}$"
)
# (or set off by dashes: "a method with iterative hard thresholding — AMHT-LRS — to learn")
_LATE_APPOS = pattern_cache.compile(
    r"[^,;:.()\n]{1,100}?(?:,[ \t]+|(?P<dash>[ \t]*—[ \t]*|[ \t]+(?:–|-{1,3})[ \t]+))(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*[\p{L}\p{N}+])"
    r"[ \t]*(?(dash)(?:—|–|-{2,3}|(?<=[ \t])-(?=[ \t]))|(?=\.(?:\s|$)|;|\(|,[ \t]+(?:a|an|which|that)\b))"
)
_COLON_APPOS = pattern_cache.compile(r":[ \t]*(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)[ \t]*(?=[.;,]|$)")


def _head_noun_ends(text: str, start: int, end: int) -> bool:
    """Does the cue's object end in a head noun, or in one and its own modifier ("a method
    with iterative hard thresholding — AMHT-LRS —")?"""
    last = _LAST_WORD.search(text, start, end)
    if last is not None and _head_noun(last.group(1)) is not None:
        return True
    late = _LATE_MODIFIER.search(text, start, end)
    last = _LAST_WORD.search(text, start, late.start()) if late else None
    return last is not None and _head_noun(last.group(1)) is not None


def _dash_appositive(d: _Doc, start: int, end: int, wk: frozenset[str], heads: set[str]) -> list[_Cand]:
    text = d.text
    m = _DASH_APPOS.match(text, end)
    if m is None:
        # "this work proposes a DifferNet-based solution enhanced with attention modules:
        # AttentDifferNet.": a coined name alone after a colon that ends the cue's object
        m = _COLON_APPOS.match(text, end)
        late = end + 1 if text[end : end + 1] == " " else end
        if m is None and text.startswith(_LATE_WORDS, late):
            # "a novel verification technique using a multihead attention network,
            # VeinAtnNet.", "a novel approach to this problem, ODPFL-HN, which ...": the
            # object goes on past the word that ended the window, then the name closes it
            m = _LATE_APPOS.match(text, late)
        if m is None or not is_coined(m.group("name")):
            return []
    if not _head_noun_ends(text, start, end):
        return []
    name = m.group("name")
    paren = text.find("(", m.end("name"), m.end("name") + 2)
    pair = d._pair_at(paren) if paren >= 0 else None
    if pair is not None and pair.long_start >= m.start("name") and pair.short_start > paren:
        # "a new transformer architecture - Denoising Transformer (Den-T) which": the short name
        if not _acceptable(pair.short, d, pair.short_start, wk):
            return []
        return [_Cand(pair.short, pair.short_start, pair.short_end, True)]
    if not (is_coined(name) or _is_capitalised(name)) or not _acceptable(name, d, m.start("name"), wk):
        return []
    return [_Cand(name, m.start("name"), m.end("name"), False)]


_AND_TITLE_RUN = pattern_cache.compile(
    r"[ \t]+and[ \t]+(?:the[ \t]+)?(?P<name>\p{Lu}[\p{L}\p{N}\-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-]*){1,4})"
    r"(?=[ \t]*(?:,|;|—|–|-{2,3}|\(|\.(?:\s|$))|[ \t]+(?:to|that|which|for)\b)"
)
# a Title-Case run of two or more words set off as an appositive ("Probing Diffusion, to")
_APPOS_TITLE_RUN = pattern_cache.compile(
    r"(?P<name>\p{Lu}[\p{L}\p{N}\-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}\-]*){1,4})"
    r"(?=[ \t]*(?:,|;|—|–|-{2,3}|\(|\.(?:\s|$))|[ \t]+(?:to|that|which|for)\b|[ \t]+and[ \t]+(?:the[ \t]+)?\p{Lu})"
)
# endings that make a hyphenated name an adjective ("-Based", "-Like"), not a name part
_COMMON_PARTS = frozenset(name_cues.hyphen_tails(name_cues.ARTIFACTS))
_SET_OFF = pattern_cache.compile(r"[ \t]*(?:—|–|-{2,3}|,[ \t]+(?:a|an|which|that)\b|\((?=[^()]{1,30}\))|[.;:](?:\s|$))")
_CAPITAL_OR_HYPHEN = re.compile(r"[A-Z-]")
_COMMA_APPOS = pattern_cache.compile(r",\s+(?:a|an|the|which|that)\b")
_NOVEL_APPOS = pattern_cache.compile(r"[)}]*\s*,\s*(?:a|an|the)\s+(?:first\s+)?(?:novel|new)\b", regex.I)
# (a later word may be an acronym: "the Agent Graph ODE, a novel approach")
_TITLE_RUN = pattern_cache.compile(
    r"\p{Lu}[\p{Ll}\p{N}]+(?:-\p{Lu}[\p{L}\p{N}]*|-\p{Ll}+)*(?:[ \t]+(?:\p{Lu}(?:[\p{Ll}\p{N}]+|[\p{Lu}\p{N}]+\b)|\p{Ll}{2,8}-\p{Lu}[\p{Ll}\p{N}]+)(?:-\p{Lu}[\p{L}\p{N}]*)*){0,4}"
)


# a name right after "a variant of", "an extension of", "a variation on" ... is the base
_BASE_OF = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(name_cues.artifact_frames("base_noun")) + r"s?[ \t]+"
    + name_cues.alternation(name_cues.artifact_frames("base_prep")) + r"[ \t]+(?:the[ \t]+)?$"
)
# a name right after "our system for", "the submission to" is the task it takes part in
_ENTERED = pattern_cache.compile(
    r"(?i)\b" + name_cues.alternation(name_cues.artifact_frames("entry_noun")) + r"s?[ \t]+"
    + name_cues.alternation(name_cues.artifact_frames("entry_prep")) + r"[ \t]+(?:the[ \t]+)?$"
)
_TESTED_PREP = name_cues.alternation(name_cues.artifact_frames("tested_prep"))
_DATA_HEAD_AFTER_PREP = pattern_cache.compile(rf"(?i)\b{_TESTED_PREP}\b[^,;]*$")
_DATA_PAREN = pattern_cache.compile(
    rf"(?i)\b{_TESTED_PREP}\b[^,;()]*\b" + name_cues.alternation(name_cues.artifact_frames("tested_data")) + r"[ \t]*\($"
)


def _tested_on(text: str, start: int, pos: int) -> bool:
    """Is ``pos`` the first name in parentheses after "on <...> datasets ("?"""
    return text[pos - 1 : pos] == "(" and _DATA_PAREN.search(text, start, pos) is not None
# a version written after a name: "V2", "v1.5", "2.0" (a bare number only with a dot)
_VERSION = r"(?:[vV]\d+(?:\.\d+)*|\d+(?:\.\d+)+)"
_CAPS_RUN = pattern_cache.compile(
    r"\p{Lu}{2,}(?:[ \t]+\p{Lu}[\p{Lu}\p{N}]+){1,2}(?=[ \t]*,[ \t]+(?:a|an|which|that)\b)")
# (with its version: "LEAP Hand V3, a ... robotic hand")
_CODED_RUN = pattern_cache.compile(
    r"(?:[ \t]+\p{Lu}\p{Ll}+){1,2}(?:[ \t]+" + _VERSION + r")?(?=[ \t]*,[ \t]+(?:a|an|which|that)\b)")
_CLAUSE_NEXT = pattern_cache.compile(r"\s+(?:to\s+\p{Ll}|that\s|which\s)")


def _head_noun(word: str) -> str | None:
    """The type a head noun gives, for a word or its plural ("Networks")."""
    low = word.lower()
    return _HEAD_TYPES.get(low) or (_HEAD_TYPES.get(low[:-1]) if low.endswith("s") else None)


def _title_name(text: str, t: _Cand, end: int, heads) -> _Cand | None:
    """A Title-Case name starting at ``t`` right after an introduction cue: two or more
    words before an appositive ("Latent Safety Filters, a ..."), or before a head noun
    that is part of the name ("a Logit Order Enforcement loss").  Not before a head noun
    that only says its kind: "a Data-Driven Enhancement framework" is a description."""
    m = _TITLE_RUN.match(text, t.start, end)
    if m is None:
        return None
    words = m.group().split()
    if all(w.lower() in _cues()["common"] for w in words):
        return None
    cand = _Cand(m.group(), t.start, m.end(), t.paren)
    if len(words) >= 2 and _COMMA_APPOS.match(text, m.end()):
        return cand  # "we introduce Identified Digital Cousins, which perturbs ..."
    if len(words) >= 2 and _CLAUSE_NEXT.match(text, m.end()) and _head_noun(words[-1]) is None:
        # "we propose Multi-sourced Value Maps to model ...", "we design Efficient MAE that
        # ...": not a kind of thing ("we develop Graph Neural Networks that ...")
        return cand
    h = _HEAD_WORD.match(text, m.end() + 1, end) if text[m.end() : m.end() + 1] == " " else None
    if (len(words) >= 2 or "-" in m.group()) and h is not None and h.group() in name_cues.in_name_heads():
        return cand
    compound = any(_TITLE_COMPOUND.fullmatch(w) for w in words)
    if compound and len(words) >= 2 and h is not None and h.group() in _PART_NOUNS:
        return cand  # "We first propose a Domain-Specific Segmentation module to ...": its part
    if compound and len(words) >= 4 and _RUN_END.match(text, m.end()):
        # "we propose a Multi-Domain Query Cascaded Transformer Network for ...": a long
        # Title-Case run with a capitalised compound is coined, whatever noun ends it
        return cand
    return None


# "Multi-Domain", "Fusion-Based", "Spatio-Spectro": both halves capitalised
_TITLE_COMPOUND = pattern_cache.compile(r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+")
_RUN_END = pattern_cache.compile(r"[ \t]*(?:\.(?:\s|$)|,|[ \t]for\b|[ \t]to\b)")


def _tokens_that_count(text: str, start: int, end: int) -> tuple[list[_Cand], bool]:
    """``_intro``'s tokens of an ASCII window without LaTeX: the first two, and all from
    the space-separated chunk that holds the first capital or hyphen after them (True:
    that is all of them).

    Past the second token ``_intro`` takes only a word with a capital or a hyphen (a
    short form or coined word has a capital), so the words skipped cannot be taken; no
    token holds a space, so tokens found from a space on are those of the whole window.
    Their indices shift, which only PROPOSED windows (``i <= 4``) and the names
    coordinated with the first two tokens would see.
    """
    head = _tokens(text, start, end, 2)
    if len(head) < 2:
        return head, True
    after = head[1].end
    m = _CAPITAL_OR_HYPHEN.search(text, after, end)
    if m is None:
        return head, False
    restart = max(after, text.rfind(" ", after, m.start()) + 1)
    return head + _tokens(text, restart, end), False


_RESULT_APPOS = pattern_cache.compile(r"\s*,\s+(?:a|an)\s+[+\-−$]?\d[\d.,]*\s?(?:x\b|×|\\times|%|\\%|-?fold\b|times\b|points?\b)")


def _appositive(
    d: _Doc, end: int, sent: _Sent, wk: frozenset[str], heads: set[str], after_own: int | None = None
) -> list[_Cand]:
    """``X, a novel ... framework`` in a sentence about the paper's own work (``X`` ends
    at ``end``), or a part after the paper named its own thing (``after_own``: where the
    first of them starts): "Splat-MOVER consists of: (i) ASK-Splat, a GSplat
    representation ..."."""
    text = d.text
    lo = max(sent.start_char, end - 60)
    if text.find("\\", lo, end) < 0:
        # no token holds a space, so the tokens after the last one before ``end`` are
        # those a scan from ``lo`` finds there (without LaTeX, whose wrappers may)
        lo = max(lo, text.rfind(" ", lo, end) + 1)
    toks = [t for t in _tokens(text, lo, end) if t.end == end]
    if not toks:
        return []
    t = toks[-1]
    own = _SELF.search(text, sent.start_char, sent.end_char)
    part = not own and after_own is not None and after_own < t.start and is_coined(t.name)
    if not own and not part:
        return []
    if t.start == sent.start_char:
        return []
    tail = text[t.end : min(sent.end_char, t.end + 90)]
    words = _WORDS.findall(tail)[:8]
    lows = [w.lower() for w in words]
    c = _cues()
    if any(w in c["not_own"] for w in lows):
        return []
    # (an appositive that states a result names nothing: "on a single A100, a 6.2x speedup
    # over the undistilled model")
    has_head = any(w in heads for w in lows[1:7]) and not _RESULT_APPOS.match(tail)
    new = any(w in c["novelty"] for w in lows[:5]) or _WE_INTRODUCE.search(tail)
    if not (is_coined(t.name) and has_head or new and (_is_capitalised(t.name) or is_coined(t.name))):
        return []
    if not new and _is_model(d, t.name):
        return []  # "we compare AlexNet, a multi-layered architecture, with ..."
    if not new and _USE_BEFORE.search(text, max(sent.start_char, t.start - 30), t.start):
        return []  # "we evaluate our proposed method using HUST-LEBW, a publicly available dataset"
    if not new and _partner_of_name(text, t.start):
        return []  # "we integrated DiffusionSeeder with cuRobo, a GPU-accelerated library"
    if not _acceptable(t.name, d, t.start, wk):
        return []
    if not _WE_OUR.search(text, sent.start_char, t.end) and not new and not (part and has_head):
        return []
    return [t]


# "<coined name> with|into|to X": X is what the name is combined with
_PARTNER_BEFORE = pattern_cache.compile(
    r"(?P<name>[\p{L}\p{N}][\p{L}\p{N}\-+]*)[ \t]+" + name_cues.alternation(name_cues.artifact_frames("partner_prep")) + r"[ \t]+$"
)


def _partner_of_name(text: str, pos: int) -> bool:
    m = _PARTNER_BEFORE.search(text, max(0, pos - 60), pos)
    return m is not None and is_coined(m.group("name"))


_REJECT_AFTER = pattern_cache.compile(r"[)}]*\s+(?:" + "|".join(_cues()["reject_after"]) + r")\b", regex.I)


# after a name, alone or with a word coordinated with it: a word that makes it a modifier
_MODIFIER_AFTER = pattern_cache.compile(
    r"(?:[ \t]+(?:and|or)[ \t]+[\p{L}\p{N}\-]+)?[ \t]+(?:" + "|".join(name_cues.cue_patterns("modifier_after", name_cues.ARTIFACTS)) + r")\b",
    regex.I,
)
_MODIFIER_STARTS = tuple(name_cues.literal_start(p) for p in name_cues.cue_patterns("modifier_after", name_cues.ARTIFACTS))
_GENERIC_SUFFIX = pattern_cache.compile("-" + name_cues.alternation(_cues()["generic_tails"]) + "$", regex.I)


def _not_own_before(text: str, lo: int, pos: int) -> bool:
    """Is the name qualified as someone else's ("previous X", "existing X methods")?"""
    words = _WORDS.findall(text, max(lo, pos - 40), pos)[-3:]
    not_own = _cues()["not_own"]
    return any(w.lower() in not_own for w in words)


def _any_between(offsets: list[int], start: int, end: int) -> bool:
    """Is one of the sorted ``offsets`` in ``[start, end)``?"""
    if not offsets:
        return False
    k = bisect_left(offsets, start)
    return k < len(offsets) and offsets[k] < end
_WORD_BEFORE = pattern_cache.compile(r"[\p{L}\-]+[ \t]*", regex.REVERSE)


_TASK_NOUNS = frozenset(name_cues.cue_words("task_noun", name_cues.ARTIFACTS))


def _names_task(text: str, pair) -> bool:
    """Does a short form name the task a head noun after it is for ("a ... actor-action
    segmentation (VAAS) framework"), not the thing itself?"""
    words = pair.long.split()
    last = words[-1].lower() if words else ""
    if last not in _TASK_NOUNS or _head_noun(_word_at(text, pair.short_end + 1)) is None:
        return False
    # not where the text goes on to use it as its own system's name: a subject of a verb
    # ("CIP-WPIS leverages ...", "In this scheme, SAFSAR achieves ...") or "the proposed X"
    short = pair.short
    i = text.find(short, pair.short_end + 1)
    while i >= 0:
        if _OWN_USE_BEFORE.search(text, max(0, i - 16), i) and _VERB_AFTER.match(text, i + len(short)):
            return False
        i = text.find(short, i + len(short))
    return True


_OWN_USE_BEFORE = pattern_cache.compile(r"(?:[.;:,]\s+|\b(?:the\s+proposed|our)\s+)$")
_VERB_AFTER = pattern_cache.compile(r"\s+(?:[a-z]+ly\s+)?[a-z]+s\b")


def _word_at(text: str, pos: int) -> str:
    """The lower-case word (letters and hyphens) starting after the spaces at ``pos``."""
    n = len(text)
    while pos < n and text[pos] in " \t":
        pos += 1
    end = pos
    while end < n and (text[end].isalpha() or text[end] == "-"):
        end += 1
    return text[pos:end].lower()


def _word_before(text: str, pos: int) -> str:
    """The lower-case word (letters and hyphens) ending before the spaces at ``pos``."""
    while pos > 0 and text[pos - 1] in " \t":
        pos -= 1
    start = pos
    while start > 0 and (text[start - 1].isalpha() or text[start - 1] == "-"):
        start -= 1
    return text[start:pos].lower()
