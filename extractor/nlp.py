"""The one spaCy pipeline every extractor shares.

Built on ``spacy.blank("en")`` because no pretrained model may be downloaded; the
tokenizer and our own sentence component are all the extractors need, and building it
once per process keeps extraction cheap.
"""

from __future__ import annotations

from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from extractor.components import sentences as _sentences  # noqa: F401  (registers component)


@lru_cache(maxsize=1)
def get_nlp() -> Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_sentences")
    return nlp


def parse(text: str) -> Doc:
    """Tokenize ``text`` and mark sentences."""
    return get_nlp()(text)
