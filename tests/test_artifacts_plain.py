"""The plain-window path of the artifact cues (``_plain_matches``) against spaCy.

Cue windows are tokenized chunk by chunk (plain words by the tokenizer's rules, other
chunks by the tokenizer alone) and the cue patterns read over the tokens without a Doc
or a Matcher call.  The tokenizer on the whole window and the Matcher (``_matches_in``,
the path other windows still take) stay the reference: both halves must give what they
give, on every window of the real corpus and on generated text."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from extractor.extract import artifacts as A
from extractor.nlp import analyze, get_nlp
from extractor.records import Paper
from extractor.sources import discover, open_source, read_papers

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def _corpus_abstracts() -> list[str]:
    files = [SHARED / "dev" / "dev.json", *sorted((SHARED / "seeds").glob("*"))]
    files += sorted((SHARED / "corpus").glob("*.json"))
    paths = discover([str(f) for f in files if f.exists()])
    return [p.abstract for path in paths for p in read_papers(open_source(path)) if isinstance(p, Paper) and p.abstract]


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


def _random_chunks(n: int, seed: int):
    rnd = random.Random(seed)
    for _ in range(n):
        core = rnd.choice("--—").join(rnd.choice(_WORDS) for _ in range(rnd.randint(1, 3)))
        yield rnd.choice(_PREFIXES) + core + rnd.choice(_SUFFIXES)


def test_chunks_tokenize_as_spacy_does():
    # a chunk ``_chunk_tokens`` reads must give the tokenizer's tokens, alone and among
    # other chunks (special cases across a space, a chunk that alone would take one)
    chunks = list(dict.fromkeys(_random_chunks(20000, 1)))
    read = [c for c in chunks if A._chunk_tokens(c) is not None]
    plain = [c for c in read if A._CHUNK.fullmatch(c)]
    assert len(plain) > 1000 and len(read) - len(plain) > 1000 and len(read) < len(chunks)  # each kind
    for chunk in read:
        assert list(A._chunk_tokens(chunk)) == _spacy_tokens(chunk), chunk
    rnd = random.Random(2)
    small = ["x", ".", ":", ")", "(", "e.g", "Dont", "a", "m", "Mr", "'s", "’", "s", ":)"]
    n = 0
    for _ in range(20000):
        part = " ".join(rnd.choice(chunks if rnd.random() < 0.5 else small) for _ in range(rnd.randint(1, 6)))
        tokens = A._plain_tokens(part)
        if tokens is not None:
            n += 1
            assert tokens == _spacy_tokens(part), part
    assert n > 3000


@pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="shared corpus absent")
def test_chunks_of_the_corpus_tokenize_as_spacy_does():
    texts = _corpus_abstracts()
    chunks = {c for text in texts for c in text.split()}
    read = [c for c in chunks if A._chunk_tokens(c) is not None]
    assert len(read) > 0.9 * len(chunks)
    for chunk in read:
        assert list(A._chunk_tokens(chunk)) == _spacy_tokens(chunk), chunk
    for text in texts[::3]:  # and each paragraph as one window
        for part in text.split("\n"):
            tokens = A._plain_tokens(part)
            if tokens is not None:
                assert tokens == _spacy_tokens(part), part


def _matcher_hits(ab, window, part):
    return A._matches_in(ab, [window], [part])


# cue words of every pattern, words around them, and words that are not plain
_CUE_WORDS = ["we", "We", "call", "name", "also", "then", "further", "propose", "proposed", "proposing", "presents",
              "a", "an", "the", "new", "novel", "newly", "paper", "this", "our", "Our", "main", "contributions",
              "are", "is", "and", "by", "to", "referred", "as", "known", "termed", "FooNet", "self-supervised", "x",
              "model", "cannot", "3D", "é", "Bar:"]
_SEPARATORS = [" "] * 12 + [", ", " (", ") ", ". ", "-", "  "]


def _cue_texts(n: int, seed: int):
    rnd = random.Random(seed)
    for _ in range(n):
        k = rnd.randint(1, 12)
        words = [rnd.choice(_CUE_WORDS) for _ in range(k)]
        yield "".join(w + rnd.choice(_SEPARATORS) for w in words[:-1]) + words[-1]


# texts where a shortcut would differ from the Matcher: an adverb run read as the NOVEL
# pattern's "any word" too, two patterns on one span, a window opening with a comma
_HARD = ["we then a new model", "we also then propose a new novel method", "we call it FooNet",
         "We name the method", ", a new model", ", an", "FooNet, a novel method", "our main contributions are",
         "Our contributions include", "the new proposed method", "our proposed", "and then also propose",
         "by further proposing", "to develop", "referred to as FooNet", "known as", "this paper then presents"]


def test_plain_windows_give_the_matcher_hits():
    # on generated windows thick with cues (adverb runs, optional tokens, "we call" read
    # by two patterns, appositive commas), the plain path gives the Matcher's hits in the
    # Matcher's order
    n_plain = 0
    labels = set()
    several = 0
    for text in [*_HARD, *_cue_texts(20000, 3)]:
        ab = analyze(text)
        if len(ab.text) != len(text) or not ab.sentences:
            continue
        window = [0, len(text), 0]
        got = A._plain_matches(ab, window, text)
        if got is None:
            continue
        n_plain += 1
        want = _matcher_hits(ab, window, text)
        assert got == want, text
        labels |= {m.label for m in want}
        several += len({m.start for m in want}) < len(want)  # hits sharing a start
    assert n_plain > 5000 and several > 50
    assert labels == {label for label, _ in A._patterns()}


@pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="shared corpus absent")
def test_plain_windows_of_the_corpus_give_the_matcher_hits():
    # every window ``_cue_matches`` builds on the real corpus, read both ways; and each
    # sentence of it as one window
    real = A._plain_matches
    windows = []

    def spy(ab, window, part):
        windows.append((ab, window, part))
        return real(ab, window, part)

    A._plain_matches = spy
    try:
        abstracts = [analyze(t) for t in _corpus_abstracts()]
        for ab in abstracts:
            A._cue_matches(ab)
    finally:
        A._plain_matches = real
    plain = 0
    for ab, window, part in windows:
        got = real(ab, window, part)
        if got is not None:
            plain += 1
            assert got == _matcher_hits(ab, window, part), part
    assert plain > 0.9 * len(windows)
    for ab in abstracts[::4]:
        for k, (a, b) in enumerate(ab.sentences):
            got = real(ab, [a, b, k], ab.text[a:b])
            if got is not None:
                assert got == _matcher_hits(ab, [a, b, k], ab.text[a:b]), ab.text[a:b]
