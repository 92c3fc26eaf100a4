"""The one spaCy pipeline every extractor shares, and the view of an abstract they read.

Built on ``spacy.blank("en")`` because no pretrained model may be downloaded.  Tokenizing
a whole abstract costs more than all the rule extractors together, and most of them work
on characters (regex over sentences), so an ``Abstract`` carries the text and sentence
spans and tokenizes only what a token-level matcher asks for: the whole abstract
(``.doc``) or a window around a cue (``.window``).  ``parse`` gives the full spaCy Doc
with the same sentence boundaries, for users and tests.

The text an ``Abstract`` offers is the clean-text view (``extractor.text``: LaTeX,
Markdown, HTML and hard wraps resolved); ``raw`` is the abstract as stored and
``span(start, end)`` maps a span of the view back to it, which every fact stored with a
span must go through.
"""

from __future__ import annotations

from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from extractor.components.sentences import sentence_spans  # also registers the component
from extractor.text import CleanText, clean


@lru_cache(maxsize=1)
def get_nlp() -> Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_sentences")
    return nlp


def parse(text: str) -> Doc:
    """Tokenize ``text`` and mark sentences (the ``abstract_sentences`` component)."""
    return get_nlp()(text)


class Abstract:
    """The clean view of an abstract, its sentence spans, and spaCy tokens on demand.

    Built from the abstract as stored; ``text`` is its clean view and every offset an
    extractor reads or reports is an offset of the view until ``span`` maps it back."""

    __slots__ = ("raw", "text", "clean", "sentences", "_doc")

    def __init__(self, raw: str, sentences: list[tuple[int, int]] | None = None, doc: Doc | None = None):
        self.clean: CleanText = clean(raw)
        self.raw = raw
        self.text = self.clean.text
        if not self.clean.identity:
            sentences, doc = None, None  # given for the stored text, not for the view
        self.sentences = sentence_spans(self.text) if sentences is None else sentences
        self._doc = doc

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The span of the stored abstract that the view's ``text[start:end]`` comes from."""
        return self.clean.span(start, end)

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
