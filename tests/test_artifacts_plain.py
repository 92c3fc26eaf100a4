"""The plain-window path of the artifact cues (``_plain_matches``) against spaCy.

Cue windows are tokenized chunk by chunk (``extractor.components.chunk_tokens``, held to
the tokenizer in ``tests/test_chunk_tokens.py``) and the cue patterns read over the
tokens without a Doc or a Matcher call.  The Matcher (``_matches_in``, the path other
windows still take) stays the reference: the plain path must give what it gives, on
every window of the real corpus and on generated text."""

from __future__ import annotations

import random

import pytest

from extractor.extract.artifacts import cue_scan, matcher
from extractor.nlp import analyze
from tests.shared_corpus import SHARED, corpus_abstracts

def _matcher_hits(ab, window, part):
    return cue_scan._matches_in(ab, [window], [part])


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
        got = cue_scan._plain_matches(ab, window, text)
        if got is None:
            continue
        n_plain += 1
        want = _matcher_hits(ab, window, text)
        assert got == want, text
        labels |= {m.label for m in want}
        several += len({m.start for m in want}) < len(want)  # hits sharing a start
    assert n_plain > 5000 and several > 50
    assert labels == {label for label, _ in matcher._patterns()}


@pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="shared corpus absent")
def test_plain_windows_of_the_corpus_give_the_matcher_hits():
    # every window ``_cue_matches`` builds on the real corpus, read both ways; and each
    # sentence of it as one window
    real = cue_scan._plain_matches
    windows = []

    def spy(ab, window, part):
        windows.append((ab, window, part))
        return real(ab, window, part)

    cue_scan._plain_matches = spy
    try:
        abstracts = [analyze(t) for t in corpus_abstracts()]
        for ab in abstracts:
            cue_scan._cue_matches(ab)
    finally:
        cue_scan._plain_matches = real
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
