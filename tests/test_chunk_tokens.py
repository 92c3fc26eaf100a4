"""The chunk tokenizer (``extractor.components.chunk_tokens``) against spaCy's tokenizer.

Windows of chunks separated by single spaces are tokenized chunk by chunk (plain words by
the tokenizer's rules, other chunks by the tokenizer alone); the tokenizer on the whole
window stays the reference, on every chunk of the real corpus and on generated text."""

from __future__ import annotations

import random

import pytest

from extractor.components import chunk_tokens as T
from extractor.nlp import get_nlp
from tests.shared_corpus import SHARED, corpus_abstracts

def _spacy_tokens(text: str) -> list[tuple[int, str]]:
    return [(t.idx, t.text) for t in get_nlp().make_doc(text)]


# prefixes, cores and suffixes around the plain chunk's edges, special cases among them,
# and chunks the tokenizer reads (digits, other scripts, emoticons, abbreviations) whose
# special cases a match across a space could shadow
_PREFIXES = ["", "(", '"', "'", "[", "-", "$"]
_WORDS = ["we", "We", "propose", "a", "A", "new", "CNN", "Net", "cannot", "Dont", "dont", "al", "etc", "e", "g",
          "Ill", "its", "Its", "Mr", "vs", "i", "x", "Jan", "id", "Wont", "gonna", "3D", "GSM8K", "100", "é",
          "naïve", "e.g", "a.m", "U.S", "O", "’s", "1st", "km"]
_SUFFIXES = ["", ",", ".", ";", ":", ")", "),", ").", "):", ");", ",,", "'s", "..", "?", "-", ").", ":)", "'",
             "’s", "%", "K"]
# numbers as results write them, emoticons of digits among them ("8)", "0.0")
_NUMBERS = ["95.3", "0.0", "8", "12.5", "0", "1.2.3", "1,000", "00.5", "3", "2x", "1e5", "8-", "-8"]
_NUMBER_SUFFIXES = ["", "%", ")", "%)", "%,", "%).", "%:", ".", ".)", ",", ";", "%%", "):", "x", "D"]


def _random_chunks(n: int, seed: int):
    rnd = random.Random(seed)
    for _ in range(n):
        core = rnd.choice("--—").join(rnd.choice(_WORDS) for _ in range(rnd.randint(1, 3)))
        yield rnd.choice(_PREFIXES) + core + rnd.choice(_SUFFIXES)


def _random_numbers(n: int, seed: int):
    rnd = random.Random(seed)
    for _ in range(n):
        yield rnd.choice(["", "", "(", "(-", "$"]) + rnd.choice(_NUMBERS) + rnd.choice(_NUMBER_SUFFIXES)


def test_chunks_tokenize_as_spacy_does():
    # a chunk ``_chunk_tokens`` reads must give the tokenizer's tokens, alone and among
    # other chunks (special cases across a space, a chunk that alone would take one)
    chunks = list(dict.fromkeys([*_random_chunks(20000, 1), *_random_numbers(3000, 4)]))
    read = [c for c in chunks if T.chunk_tokens(c) is not None]
    plain = [c for c in read if T.CHUNK.fullmatch(c)]
    numbers = [c for c in read if T.NUMBER.fullmatch(c)]
    assert len(plain) > 1000 and len(numbers) > 100 and len(read) - len(plain) - len(numbers) > 1000  # each kind
    assert len(read) < len(chunks)
    for chunk in read:
        assert list(T.chunk_tokens(chunk)) == _spacy_tokens(chunk), chunk
    rnd = random.Random(2)
    small = ["x", ".", ":", ")", "(", "e.g", "Dont", "a", "m", "Mr", "'s", "’", "s", ":)", "8", "0.0", "%", "(-8"]
    n = 0
    for _ in range(20000):
        part = " ".join(rnd.choice(chunks if rnd.random() < 0.5 else small) for _ in range(rnd.randint(1, 6)))
        tokens = T.plain_tokens(part)
        if tokens is not None:
            n += 1
            assert tokens == _spacy_tokens(part), part
    assert n > 3000


@pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="shared corpus absent")
def test_chunks_of_the_corpus_tokenize_as_spacy_does():
    texts = corpus_abstracts()
    chunks = {c for text in texts for c in text.split()}
    read = [c for c in chunks if T.chunk_tokens(c) is not None]
    assert len(read) > 0.9 * len(chunks)
    for chunk in read:
        assert list(T.chunk_tokens(chunk)) == _spacy_tokens(chunk), chunk
    for text in texts[::3]:  # and each paragraph as one window
        for part in text.split("\n"):
            tokens = T.plain_tokens(part)
            if tokens is not None:
                assert tokens == _spacy_tokens(part), part
