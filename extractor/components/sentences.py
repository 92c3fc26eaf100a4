"""Sentence boundaries that survive what abstracts are full of.

spaCy's rule sentencizer splits on every period token, which breaks abstracts at
``e.g.``, ``i.e.``, ``et al.``, ``Fig. 3`` and after LaTeX (``\\%``).  Here the boundary
is decided on the raw text with one regex and projected onto tokens, so the same rule is
usable without spaCy (``sentence_spans``) and inside the pipeline (``abstract_sentences``).
"""

from __future__ import annotations

import re

import numpy
import regex
from spacy.attrs import IDX, SENT_START
from spacy.language import Language
from spacy.tokens import Doc

from extractor import lexicon, pattern_cache

# Abbreviations after which a period does not end a sentence (a lexicon file).
_ABBREV = "|".join(r["abbreviation"] for r in lexicon.load("abbreviations"))
# A single capital letter is not treated as an initial: abstracts end sentences with
# variables and names ("we propose X."), far more often than they abbreviate a first name.
_BOUNDARY = pattern_cache.compile(
    rf"""
    (?<=[.!?]["'”’)\]]?)             # a terminator, maybe closed by a quote/bracket
    (?<!\b(?:{_ABBREV})\.)          # not right after an abbreviation (checked second: costly)
    \s+
    (?=["'“‘(\[]?[\p{{Lu}}\d\\$])    # next sentence starts upper-case, a digit or LaTeX
    """,
    regex.VERBOSE,
)


# The same rule for ASCII text in stdlib ``re``, which scans several times faster: a
# terminator (maybe closed), white space (spelt out: ``re``'s ``\s`` also takes
# \x1c-\x1f, ``regex``'s does not) and an upper-case, digit or LaTeX start.  ``re``
# has no variable-width look-behind, so a bare period is tested for an abbreviation
# before it afterwards (``_ABBREV_DOT``), only at the few candidate boundaries.
_BOUNDARY_ASCII = re.compile(r"""[.!?](["')\]]?)([\t\n\x0b\x0c\r ]+)(?=["'(\[]?[A-Z0-9\\$])""")
_ABBREV_DOT = pattern_cache.compile(rf"(?<=\b(?:{_ABBREV}))\.")


# Any text: the same scan in ``re`` with ``regex``'s ``\s`` (the Unicode White_Space
# characters) spelt out; whether the character after the white space (or after an opening
# quote or bracket) may start a sentence is asked of ``regex`` for that one character.
# The reference scan takes ~250 us on an abstract with one non-ASCII character.
_WHITE_SPACE = "\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"  # a class body
_BOUNDARY_ANY = re.compile(f"[.!?]([\"'\u201d\u2019)\\]]?)([{_WHITE_SPACE}]+)")
_OPENER = frozenset("\"'“‘([")
_STARTS = pattern_cache.compile(r"[\p{Lu}\d\\$]")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences of ``text`` (whitespace between them excluded)."""
    spans = _ascii_spans(text) if text.isascii() else _any_spans(text)
    return _headings_apart(text, spans) if ": " in text else spans


# The heading of a structured abstract's part ("Results: ", "Main conclusions: "): a few
# words, the first capitalised, a colon and a capital after it.  The sentence is what
# follows, so that what reads a sentence from its start ("Functional richness was 41%
# lower") meets its subject first; the heading is a sentence of its own.
# (not a fronted comparison or condition: "Compared with BERT: Our model ...")
_NOT_HEADING = "|".join(r["word"] for r in lexicon.load("phrases") if "not_heading" in r.values("list"))
HEADING = pattern_cache.compile(rf"(?!(?i:{_NOT_HEADING})\b)(?:\p{{Lu}}\p{{Ll}}+|\p{{Lu}}{{3,}})(?:\s\p{{L}}+){{0,3}}:(?=\s+\p{{Lu}})")


def _headings_apart(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in spans:
        heading = HEADING.match(text, a, b)
        if heading is not None:
            rest = _skip_space(text, heading.end())
            if rest < b:
                out.append((a, heading.end()))
                a = rest
        out.append((a, b))
    return out


def _spans(text: str) -> list[tuple[int, int]]:
    """``sentence_spans`` of any text: the reference version."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        if text[start : m.start()].strip():
            spans.append((_skip_space(text, start), m.start()))
        start = m.end()
    if text[start:].strip():
        spans.append((_skip_space(text, start), len(text.rstrip())))
    return spans


def _ascii_spans(text: str) -> list[tuple[int, int]]:
    """``sentence_spans`` of ASCII text.  Every sentence but the first starts right after
    a boundary on a non-space character and holds its terminator, so only the first
    needs leading space skipped and none can be empty."""
    spans: list[tuple[int, int]] = []
    start = _skip_space(text, 0)
    for m in _BOUNDARY_ASCII.finditer(text):
        end = m.start(2)
        if not m.group(1) and _ABBREV_DOT.match(text, end - 1):
            continue
        spans.append((start, end))
        start = m.end()
    end = len(text.rstrip())
    if start < end:
        spans.append((start, end))
    return spans


def _any_spans(text: str) -> list[tuple[int, int]]:
    """``sentence_spans`` of any text, as ``_ascii_spans`` reads ASCII."""
    spans: list[tuple[int, int]] = []
    start = _skip_space(text, 0)
    n = len(text)
    for m in _BOUNDARY_ANY.finditer(text):
        nxt = m.end()  # the white space run is whole: the next character is not a space
        if nxt < n and text[nxt] in _OPENER and nxt + 1 < n and _STARTS.match(text, nxt + 1):
            pass
        elif nxt >= n or not _STARTS.match(text, nxt):
            continue
        end = m.start(2)
        if not m.group(1) and _ABBREV_DOT.match(text, end - 1):
            continue
        spans.append((start, end))
        start = nxt
    end = len(text.rstrip())
    if start < end:
        spans.append((start, end))
    return spans


def _skip_space(text: str, i: int) -> int:
    while i < len(text) and text[i].isspace():
        i += 1
    return i


@Language.component("abstract_sentences")
def abstract_sentences(doc: Doc) -> Doc:
    """Mark sentence starts; leave the text and the character spans in ``doc.user_data``.

    ``doc.text`` is rebuilt from the tokens on every access, which costs more than most
    extractors; they read ``doc.user_data["text"]`` and ``["sentence_spans"]`` instead.
    """
    text = doc.text
    spans = sentence_spans(text)
    if len(doc):
        # one vectorised pass instead of a Python loop over every token
        idx = doc.to_array(IDX)
        flags = numpy.where(numpy.isin(idx, [s for s, _ in spans]), 1, -1).astype(numpy.int64)
        flags[0] = 1
        doc.from_array([SENT_START], flags.astype(numpy.uint64))
    doc.user_data["text"] = text
    doc.user_data["sentence_spans"] = spans
    return doc
