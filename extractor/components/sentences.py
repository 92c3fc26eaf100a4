"""Sentence boundaries that survive what abstracts are full of.

spaCy's rule sentencizer splits on every period token, which breaks abstracts at
``e.g.``, ``i.e.``, ``et al.``, ``Fig. 3`` and after LaTeX (``\\%``).  Here the boundary
is decided on the raw text with one regex and projected onto tokens, so the same rule is
usable without spaCy (``sentence_spans``) and inside the pipeline (``abstract_sentences``).
"""

from __future__ import annotations

import numpy
import regex
from spacy.attrs import IDX, SENT_START
from spacy.language import Language
from spacy.tokens import Doc

# Abbreviations after which a period does not end a sentence.
_ABBREV = (
    r"e\.g|i\.e|et\s+al|etc|vs|cf|Fig|Figs|Eq|Eqs|Sec|Tab|No|approx|resp|w\.r\.t|"
    r"viz|al|Dr|Prof|Mr|Ms|St|Jr|Inc|Ltd|Co|Corp|et\.\s+al|\\eg|\\ie"
)
# A single capital letter is not treated as an initial: abstracts end sentences with
# variables and names ("we propose X."), far more often than they abbreviate a first name.
_BOUNDARY = regex.compile(
    rf"""
    (?<=[.!?]["'”’)\]]?)             # a terminator, maybe closed by a quote/bracket
    (?<!\b(?:{_ABBREV})\.)          # not right after an abbreviation (checked second: costly)
    \s+
    (?=["'“‘(\[]?[\p{{Lu}}\d\\$])    # next sentence starts upper-case, a digit or LaTeX
    """,
    regex.VERBOSE,
)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences of ``text`` (whitespace between them excluded)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        if text[start : m.start()].strip():
            spans.append((_skip_space(text, start), m.start()))
        start = m.end()
    if text[start:].strip():
        spans.append((_skip_space(text, start), len(text.rstrip())))
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
