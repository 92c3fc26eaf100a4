"""The plain-window path of the result cues (``cues_at``) against spaCy.

The numbers extractor reads hedges, baseline markers and kind cues in one window per
sentence; windows of chunks separated by single spaces are tokenized chunk by chunk
(``extractor.components.chunk_tokens``) and the cues read over the tokens without a Doc.
The tokenizer on the whole window and the matchers (``cues_in``, the path other windows
still take) stay the reference, on every window of the real corpus and on generated text."""

from __future__ import annotations

import random

import pytest

from extractor.components import result_cues as RC
from extractor.extract import number_cues as C
from extractor.extract import numbers as N
from extractor.nlp import analyze, get_nlp
from tests.shared_corpus import SHARED, corpus_abstracts

def _reference(text: str, start: int, end: int) -> list[tuple[str, int, int]]:
    return RC.cues_in(get_nlp().make_doc(text[start:end]), start)


def _cue_words() -> list[str]:
    # every word of every cue entry (stems spelled out), hedges and baseline markers,
    # capitalised too, and words around numbers
    words = set()
    for entries in C.KIND_LEXICON.values():
        for e in entries:
            for w in e.split(" "):
                w = w.lstrip("+").replace("\\w*", "ing").replace("\\w+", "ed").replace("(?:", "").replace(")?", "")
                if w.isascii() and all(ch.isalnum() or ch in "-'" for ch in w) and w:
                    words.add(w)
    for p in (*C.HEDGE_WORDS, *C.HEDGE_TRAILING, *C.BASELINE_MARKERS):
        words.update(p.split(" "))
    words |= {w.capitalize() for w in list(words)}
    return sorted(words) + ["5.3%", "2x", "2×", "(p<0.05)", "e.g.,", "vs.", "95.1", "speed-up", "state-of-the-art",
                            "-", "(", ")", "up,", "than:", "cannot", "é", "1.5x,"]


_SEPARATORS = [" "] * 14 + [", ", " (", ") ", ". ", "-", "  ", " - "]


def _generated(n: int, seed: int):
    words = _cue_words()
    rnd = random.Random(seed)
    for _ in range(n):
        k = rnd.randint(1, 14)
        ws = [rnd.choice(words) for _ in range(k)]
        # a window cut after a word ends with its space
        yield "".join(w + rnd.choice(_SEPARATORS) for w in ws[:-1]) + ws[-1] + rnd.choice(["", "", " ", "  "])


# multi-word kind cues with and without the spaces their patterns test ("speed-up" is a
# speedup, "speed - up" is not), cues sharing a start, phrases cut by the window's end
_HARD = ["speed-up", "speed - up", "speed -up", "speed- up", "a 2x speed-ups over", "speeds up by 3", "sped up",
         "less time than", "less latency", "out-performs", "out - performs", "out performs", "outperforming",
         "up by 5%", "up  by", "up, by", "loss in accuracy", "performance loss", "accuracy loss vs.", "more than",
         "more", "compared to the baseline", "compared", "in comparison with", "w.r.t. the", "as much as 2x",
         "up to 3x speed-up compared with", "reduces error by up to", "improves over the ", "than "]


def test_plain_windows_give_the_cues_of_the_window_doc():
    # generated windows thick with cues (multi-word kinds joined by a space or a hyphen,
    # phrases of several tokens, stems): the plain path gives ``cues_in``'s cues in order
    plain = 0
    labels = set()
    rnd = random.Random(7)
    hard = [" ".join(rnd.choice(_HARD) for _ in range(rnd.randint(1, 4))) for _ in range(3000)]
    for text in [*_HARD, *hard, *_generated(20000, 5)]:
        got = RC._plain_cues(text)
        if got is None:
            continue
        plain += 1
        want = _reference(text, 0, len(text))
        assert got == want, text
        assert RC.cues_at("ab " + text + " cd", 3, 3 + len(text)) == [(lb, a + 3, b + 3) for lb, a, b in want]
        labels |= {lb for lb, _, _ in want}
    assert plain > 10000
    assert labels == set(RC.CUE_LABELS)


@pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="shared corpus absent")
def test_every_window_of_the_corpus_gives_the_cues_of_the_window_doc():
    # every window ``extract_results`` reads on the real corpus, both ways
    real = RC.cues_at
    windows = []

    def spy(text, start, end):
        windows.append((text, start, end))
        return real(text, start, end)

    N.cues_at = spy
    try:
        for text in corpus_abstracts():
            N.extract_results(analyze(text))
    finally:
        N.cues_at = real
    plain = 0
    for text, start, end in windows:
        want = _reference(text, start, end)
        plain += RC._plain_cues(text[start:end]) is not None
        assert real(text, start, end) == want, text[start:end]
    assert len(windows) > 400 and plain > 0.8 * len(windows)
