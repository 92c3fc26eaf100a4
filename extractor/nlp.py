"""The one spaCy pipeline every extractor shares, and the view of an abstract they read.

Built on ``spacy.blank("en")`` because no pretrained model may be downloaded.  Tokenizing
a whole abstract costs more than all the rule extractors together, and most of them work
on characters (regex over sentences), so an ``Abstract`` carries the text and sentence
spans and tokenizes only what a token-level matcher asks for: the whole abstract
(``.doc``) or a window around a cue (``.window``).  ``parse`` gives the full spaCy Doc
with the same sentence boundaries, for users and tests.
"""

from __future__ import annotations

from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from extractor.components.sentences import sentence_spans  # also registers the component


@lru_cache(maxsize=1)
def get_nlp() -> Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_sentences")
    return nlp


def parse(text: str) -> Doc:
    """Tokenize ``text`` and mark sentences (the ``abstract_sentences`` component)."""
    return get_nlp()(text)


class Abstract:
    """Text, sentence spans, and spaCy tokens on demand."""

    __slots__ = ("text", "sentences", "_doc")

    def __init__(self, text: str, sentences: list[tuple[int, int]] | None = None, doc: Doc | None = None):
        self.text = text
        self.sentences = sentence_spans(text) if sentences is None else sentences
        self._doc = doc

    @property
    def doc(self) -> Doc:
        """The whole abstract as a spaCy Doc with sentence boundaries (built once)."""
        if self._doc is None:
            self._doc = parse(self.text)
        return self._doc

    def window(self, start: int, end: int) -> Doc:
        """Tokens of ``text[start:end]`` only; token ``idx`` is relative to ``start``."""
        return get_nlp().make_doc(self.text[start:end])


def analyze(text: str) -> Abstract:
    return Abstract(text)


def as_abstract(x: Abstract | Doc | str) -> Abstract:
    """Extractors accept an Abstract, a parsed Doc or plain text."""
    if isinstance(x, Abstract):
        return x
    if isinstance(x, str):
        return Abstract(x)
    text = x.user_data.get("text")
    if text is None:
        text = x.text
    return Abstract(text, x.user_data.get("sentence_spans"), x)
