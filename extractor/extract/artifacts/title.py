"""The name a title leads with ("StructLM: Towards ..."), taken where the abstract
writes it too, and a linked repository's name the paper uses as its own.

Most titles with a colon in real listings lead with the name of what the paper
introduces ("Name: what it is").  The title alone is no evidence (a name only in the title
is not annotated), so the name counts where the abstract writes it too, as a word of its
own (not a piece of a URL or of a longer name already found).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex

from extractor import lexicon, pattern_cache
from extractor.catalog import lookup
from extractor.extract.artifacts.doc import _acceptable, _Doc, _is_model
from extractor.extract.artifacts.heads import _APPOS_TYPE, _head_set, _heads_in, _type_of
from extractor.extract.artifacts.names import _HYPHENS, _Cand, is_coined
from extractor.extract.artifacts.vocab import _NOT_OWN_AFTER, _cues
from extractor.extract.artifacts.windows import _not_own_before
from extractor.text import clean

# one token (inner hyphens, ^, +, digits, braces of "T$^2$SQNet" resolved by ``clean``),
# maybe a version ("DenseTact 2.0", "RVT-2" is one token), then the colon
_TITLE_LEAD = pattern_cache.compile(
    r"^\s*(?P<name>[\p{L}\p{N}][\p{L}\p{N}^+*'’()\-]{1,39}(?:\s[vV]?\d+(?:\.\d+)*)?)\s?:\s")


# how much of a title is read: the lead name and its colon come first, and the cache below
# then holds short strings whatever a listing puts in its titles
_TITLE_HEAD = 240


@lru_cache(maxsize=4096)
def _title_lead(title: str) -> tuple[str, str] | None:
    """(the name a title leads with, the clean title), or None: no lead name, or a label
    ("Position: ...", "Survey: ...", ``name_cues.tsv`` role ``title_label``)."""
    clean_title = clean(title).text
    m = _TITLE_LEAD.match(clean_title)
    if m is None:
        return None
    name = m.group("name").translate(_HYPHENS)
    if name.count("(") != name.count(")") or name.lower() in _cues()["title_labels"]:
        return None
    return name, clean_title


def _lead_in_abstract(
    lead: tuple[str, str], d: _Doc, sentences, found: list[_Cand], wk: frozenset[str]
) -> tuple[_Cand, str] | None:
    """The lead name of the title where the abstract writes it, with its type.

    A coined name ("StructLM", "FALCON") may be written in another case ("\\texttt{structlm}");
    a plain word ("Mamba", "Hydra") must be written as in the title somewhere a sentence
    does not start, or it may be the word itself ("Position", "Robustness").
    """
    name, title = lead
    coined = is_coined(name)
    low = name.lower()
    if not coined and (low in _cues()["common"] or low in _head_set()):
        return None
    text = d.text
    starts = {a for a, _ in sentences}
    first = None
    mid_sentence = coined
    for i in _word_occurrences(text, name, coined):
        if any(c.start <= i and i + len(name) <= c.end for c in found):
            continue
        if not mid_sentence and i not in starts:
            mid_sentence = True
        if first is None:
            first = i
    if first is None or not mid_sentence:
        return None
    cand = _Cand(text[first : first + len(name)], first, first + len(name), False)
    # the title leads with it: a compound of well-known parts is the paper's own name
    # there ("Open-NeRF: ...", "LLM-Blender: ..."), not a modifier ("LLM-based")
    if not _acceptable(cand.name, d, first, wk, compound_ok=True):
        return None
    # the type as the abstract says it where it names it ("Our ... (ScanEnts3D) dataset"),
    # else as the title does ("RoboPoint: A Vision-Language Model for ...")
    lo, hi = next(((a, b) for a, b in sentences if a <= first < b), (0, len(text)))
    if _APPOS_TYPE.match(text, cand.end) or _heads_in(text, lo, hi) or not _heads_in(title, 0, len(title)):
        return cand, _type_of(cand.name, d, lo, hi, first, None)
    return cand, _type_of(name, _Doc(title), 0, len(title), 0, None)


def _repo_name(repo: str, d: _Doc, sentences, wk: frozenset[str]) -> tuple[_Cand, str] | None:
    """The name of a linked code repository where the abstract writes it as a coined word
    ("github.com/lab/monolig" and "... (MonoLiG)"), with its type; None where it is not
    written so, where it is someone else's ("previous X", "X (Lee et al., 2020)"), or
    where the abstract writes a newer edition of it ("SGR" for a paper on "SGRv2")."""
    if len(repo) < 3 or len(repo) > 40:
        return None
    text = d.text
    first: _Cand | None = None
    for i in _word_occurrences(text, repo, True):
        name = text[i : i + len(repo)]
        lo, hi = next(((a, b) for a, b in sentences if a <= i < b), (0, len(text)))
        if _not_own_before(text, lo, i) or _NOT_OWN_AFTER.match(text, i + len(name)):
            return None  # "compared with previous methods Med-DANet and ..." anywhere
        if first is None and not text[i + len(name) : i + len(name) + 6].lstrip(" (").startswith(("http", "www.", "github")):
            # (not "SUBMODLIB (https://github.com/...)": where that code lives, not what it is)
            first = _Cand(name, i, i + len(name), False)
    if first is None:
        return None
    name, i = first.name, first.start
    if not is_coined(name) or _is_model(d, name) or lookup(name) is not None or _extended(text, name):
        return None
    if not _acceptable(name, d, i, wk, compound_ok=True):  # "Movie-CLIP" is the code's name
        return None
    lo, hi = next(((a, b) for a, b in sentences if a <= i < b), (0, len(text)))
    return first, _type_of(name, d, lo, hi, i, None)


def _extended(text: str, name: str) -> bool:
    """Does ``text`` write ``name`` with more letters or digits right after it ("SGRv2")?"""
    i = text.find(name)
    while i >= 0:
        j = i + len(name)
        if j < len(text) and text[j].isalnum() and not (i and text[i - 1].isalnum()):
            return True
        i = text.find(name, i + 1)
    return False


@lru_cache(maxsize=1)
def _metric_names() -> regex.Pattern:
    rows = [r["metric"] for r in lexicon.load("metrics")]
    return regex.compile("(?:" + "|".join(rows) + ")")


@lru_cache(maxsize=1024)
def _known_metric(name: str) -> bool:
    """Is ``name`` a metric of ``metrics.tsv``, as written there?"""
    return _metric_names().fullmatch(name) is not None


_NOT_BEFORE_WORD = frozenset("/.-@#_")
_NOT_AFTER_WORD = frozenset("/-@_+")


def _word_occurrences(text: str, name: str, any_case: bool) -> Iterator[int]:
    """Where ``text`` writes ``name`` as a word of its own (in any case with ``any_case``):
    not inside a longer word, a URL, a path or an address ("github.com/x/Hydra")."""
    hay, needle = (text.lower(), name.lower()) if any_case else (text, name)
    if len(hay) != len(text) or len(needle) != len(name):  # case mapping changed lengths
        hay, needle = text, name
    n = len(needle)
    i = hay.find(needle)
    while i >= 0:
        before = text[i - 1] if i else " "
        after = text[i + n : i + n + 2]
        if not (before.isalnum() or before in _NOT_BEFORE_WORD) and not (
            after[:1] and (after[0].isalnum() or after[0] in _NOT_AFTER_WORD or after[0] == "." and after[1:2].isalpha())
        ):
            yield i
        i = hay.find(needle, i + 1)
