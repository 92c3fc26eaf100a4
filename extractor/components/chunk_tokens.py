"""The tokens spaCy's tokenizer makes of a short window, read without building a Doc.

The cue readers (``extract.artifacts``, ``components.result_cues``) tokenize many small
windows around their cues; a Doc per window is most of their cost.  Nearly every window
is chunks separated by single spaces, and the tokenizer splits at spaces first and
tokenizes each chunk on its own, so the tokens of such a window are the tokens of its
chunks, each known once (plain words by the tokenizer's rules, other chunks by the
tokenizer alone, cached per chunk).  A window this cannot read exactly (a space of its
own, a chunk a special case could reach) gives None and goes to the tokenizer whole.
``tests/test_chunk_tokens.py`` holds ``plain_tokens`` to the tokenizer on every chunk of
the corpus and on generated windows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from extractor.nlp import get_nlp

__all__ = ["CHUNK", "NUMBER", "chunk_tokens", "plain_tokens", "special_cases"]

CHUNK = re.compile(r'([("]?)([A-Za-z]+(?:-[A-Za-z]+)*)(\)?[,.;:]?)')
# a number as results write it: "12", "(95.3%),", "0.5;" ("9.)" is not: its suffixes
# come off in the other order)
NUMBER = re.compile(r"(\(?)(\d+(?:\.\d+)?)(%?\)?[,.;:]?)")


@lru_cache(maxsize=1)
def special_cases() -> frozenset[str]:
    """The tokenizer's special cases ("cannot", "Dont", "al."): a chunk holding one goes
    to the tokenizer with its window."""
    rules = frozenset(get_nlp().tokenizer.rules)
    # ``chunk_tokens`` needs: no special case spans a space (those that are a single
    # space character are whitespace tokens, which its windows do not have)
    if any(len(r) > 1 and any(ch.isspace() for ch in r) for r in rules):
        raise RuntimeError("chunk_tokens: a tokenizer special case spans a space")
    return rules


@lru_cache(maxsize=16384)
def chunk_tokens(chunk: str) -> tuple[tuple[int, str], ...] | None:
    """The tokens (offset in ``chunk``, text) the tokenizer makes of a chunk of a window,
    or None where the window must go to the tokenizer whole.

    The tokenizer splits at spaces and tokenizes each chunk on its own, then applies its
    special cases ("Dont" is "Do" "nt", "x" "." is "x.") over the whole Doc, longest
    first: a match across a space is no special case and changes nothing, but it can
    shadow one inside a chunk.  So a chunk whose tokens hold no special case (no run of
    them spells one) gives in any window the tokens it gives alone; other chunks give
    None.  Plain chunks (``CHUNK``: ASCII letters and hyphens, an opening parenthesis or
    quote, a closing parenthesis and a comma, period, semicolon or colon) are split
    here by the tokenizer's rules (prefix, the words and hyphens of the core, each suffix
    character; a period is taken only after a lower-case letter, where it is always a
    suffix); so are numbers (``NUMBER``: digits with one decimal point, an opening
    parenthesis, then a percent sign, a closing parenthesis and a comma, period,
    semicolon or colon, each a token: the suffix rules split every one after a digit);
    the rest by the tokenizer.  ("):" is a special case: not plain; so are the
    emoticons "8)" and "0.0", which the special-case check below finds.)
    """
    m = CHUNK.fullmatch(chunk)
    if m is None:
        m = NUMBER.fullmatch(chunk)  # a period after a digit is a suffix too
    elif m.group(3)[:1] == "." and not m.group(2)[-1].islower():
        m = None
    if m is not None:
        pre, core, suf = m.groups()
        out = [(0, pre)] if pre else []
        i = len(pre)
        for k, word in enumerate(core.split("-")):
            if k:
                out.append((i, "-"))
                i += 1
            out.append((i, word))
            i += len(word)
        out += [(i + k, ch) for k, ch in enumerate(suf)]
    elif not chunk or any(ch.isspace() for ch in chunk):
        return None  # a space of its own: the tokenizer makes tokens of it
    else:
        out = [(t.idx, t.text) for t in get_nlp().make_doc(chunk)]
    specials = special_cases()
    ends = [i for i, _ in out[1:]] + [len(chunk)]
    if any(chunk[a:b] in specials for n, (a, _) in enumerate(out) for b in ends[n:]):
        return None
    return tuple(out)


def plain_tokens(part: str) -> list[tuple[int, str]] | None:
    """The tokens (offset in ``part``, text) of a window of chunks separated by single
    spaces, each tokenized on its own (``chunk_tokens``), or None."""
    out = []
    base = 0
    for chunk in part.split(" "):
        toks = chunk_tokens(chunk)
        if toks is None:
            return None
        out += [(base + i, t) for i, t in toks]
        base += len(chunk) + 1
    return out
