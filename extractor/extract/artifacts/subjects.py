"""Names the paper describes by what they do, with no introduction cue at all: a coined
name that opens a sentence as the subject of a verb in the present tense, is the subject of
such a verb once more, and that the text writes nowhere before its first such sentence ("TrajHQ learns trajectory embeddings
... TrajHQ improves top-50 hit ratio by 12.6 points"; "HetSched splits each network into
stages ... HetSched schedules 25 percentage points more task sets").

An abstract describes its own system this way; a system it only uses or compares with is
named once, or after "we use", "unlike", a citation.  Read only where no cue named a
method of the paper (its data may be named: "GRACE encodes ... We also release GRACE-Med,
a benchmark"), so a paper that says "we propose X" never gains its baselines from here.
"""

from __future__ import annotations

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.extract.artifacts.doc import _acceptable, _Doc, _is_model
from extractor.extract.artifacts.heads import _type_of
from extractor.extract.artifacts.names import _Cand, is_coined

# a name token opening a sentence or a clause after a fronted phrase, then a lower-case
# verb ending in -s ("learns", "splits", "improves"); not a copula or auxiliary, which say
# what the name is, not what it does
_OPENS = pattern_cache.compile(
    r"(?:^|(?<=[.!?,;:]\s))(?P<n>\p{Lu}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)*)\s"
    r"(?!(?:is|was|has|does|this|thus|its|as|us)\b)\p{Ll}{2,}(?<!s)s\b"
)


def may_open(text: str) -> bool:
    """Could ``text`` hold such a name (a text with no other cue is read further only then)?"""
    seen: set[str] = set()
    for m in _OPENS.finditer(text):
        name = m.group("n")
        if name in seen and is_coined(name):
            return True
        seen.add(name)
    return False


def subject_names(d: _Doc, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    """(name, type) of each coined name that opens a sentence as a doer and is one again,
    first written where it first does so, when nothing else was found."""
    if any(typ not in ("dataset", "benchmark") for _, typ in found.values()):
        return []  # (a method the cues found is the paper's system: no other doer is)
    text = d.text
    firsts: dict[str, int] = {}
    twice: list[str] = []
    for m in _OPENS.finditer(text):
        name = m.group("n")
        if name in firsts:
            if name not in twice:
                twice.append(name)
        elif m.start() > 0 and text[m.start() - 2] in ".!?":
            # (the first opens a sentence, not the abstract's first: "JPEG remains one of the
            # most widespread codecs" sets the scene)
            firsts[name] = m.start()
    out: list[tuple[_Cand, str]] = []
    for name in twice:
        at = firsts[name]
        if text.find(name) < at or not is_coined(name):
            continue  # written before (someone else's, or introduced by what a cue would see)
        if lookup(name) is not None or _is_model(d, name) or not _acceptable(name, d, at, wk):
            continue
        # (the type from the name alone: the sentence says what it does, not what it is —
        # "TrajHQ learns embeddings that approximate these measures" is no metric)
        out.append((_Cand(name, at, at + len(name), False), _type_of(name, d, at, at + len(name), at, None)))
    return out
