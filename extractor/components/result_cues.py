"""Result cues: hedges, kind cue words and baseline markers, found by spaCy matchers.

The vocabularies live in ``extractor.extract.number_cues`` (one source of truth for the
matchers here and the reference regexes there):

* ``hedge`` — ``HEDGE_WORDS`` ("up to", "nearly", "more than", "on average", ...), a
  ``PhraseMatcher`` on ``LOWER``;
* ``hedge_trailing`` — ``HEDGE_TRAILING`` ("on average", "in mean", ...), same matcher;
* ``baseline`` — ``BASELINE_MARKERS`` ("over", "than", "compared to", ...), same matcher;
* ``speedup`` / ``degradation`` / ``reduction`` / ``improvement`` / ``score`` — the kind
  cues of ``KIND_LEXICON``, a ``Matcher`` whose token patterns test the lower-cased token
  text (word stems like ``reduc\\w*``) and the whitespace between tokens (``speed-up`` but
  not ``speed - up``), so a cue matches exactly where the reference regex does.

Two ways in, same result:

* ``cues_in(window_doc, offset)`` — the pure function on a small window Doc
  (``Abstract.window``); character offsets come back shifted by ``offset`` so they index
  the abstract text;
* ``cues_at(text, start, end)`` — what the numbers extractor calls: ``cues_in`` of the
  window ``text[start:end]``, read without a Doc where the window is chunks separated by
  single spaces (nearly all; ``extractor.components.chunk_tokens``), else through one;
* the registered component ``result_cues`` — marks the cues as spans in
  ``doc.spans["result_cues"]`` of a full Doc (``extractor.nlp.parse`` or any pipeline).

Matchers are built once per vocabulary.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from spacy.attrs import LOWER
from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokens import Doc, Span
from spacy.vocab import Vocab

from extractor.components.chunk_tokens import chunk_tokens
from extractor.extract import number_cues as C

__all__ = ["CUE_LABELS", "KIND_LABELS", "cues_at", "cues_in", "mark_result_cues", "SPANS_KEY"]

SPANS_KEY = "result_cues"
KIND_LABELS = C.KIND_ORDER
CUE_LABELS = ("hedge", "hedge_trailing", "baseline", *KIND_LABELS)
# precedence of labels starting on the same token (the regex alternation order for kinds)
_RANK = {label: i for i, label in enumerate(CUE_LABELS)}

_METACHARS = set("\\.^$*+?{}[]|()")


def _token_patterns(entry: str) -> list[dict]:
    """Token patterns for one lexicon entry.  A ``+word`` lookahead token is matched as part
    of the cue ("up by"), so a cue is only found where the word that must follow is there."""
    toks = [t.lstrip("+") for t in entry.split(" ")]
    pats: list[dict] = []
    for i, tok in enumerate(toks):
        pat: dict = (
            {"LOWER": {"REGEX": rf"^(?:{tok})$"}} if _METACHARS & set(tok) and tok != "-" else {"LOWER": tok}
        )
        if i + 1 < len(toks):
            # the regex joins words with one space and a hyphen with none
            pat["SPACY"] = not (tok == "-" or toks[i + 1] == "-")
        pats.append(pat)
    return pats


class _Matchers:
    """The cue matchers of one vocabulary.

    Single-word kind cues are stems (``reduc\\w*``), so they cannot be listed up front; as
    a ``REGEX`` Matcher pattern they cost a Python call per token and kind, most of the
    matching time.  Instead each new lower-case word is tested once against the stems
    (``learn``) and, when it is a cue, added as a one-word phrase of its kind to the
    ``PhraseMatcher``: same matches, found in C.  The stems are tested with stdlib ``re``
    because that is the engine spaCy's REGEX predicate used (``regex``'s ``\\w`` also takes
    combining marks), so the set of cue words is unchanged.  Multi-word kind cues stay
    ``Matcher`` patterns (they test the spaces between tokens).

    Those few patterns cost most of the matching even where none can match (the
    ``Matcher`` tries every pattern at every token), so they are tried only on Docs
    holding a word that can start one (``starters``, learned with the other words:
    ``LOWER`` equal to a pattern's first word, or passing its ``REGEX`` as spaCy tests
    it, with stdlib ``re``), and only at those words: each starter word keeps the
    patterns it can start (``sequences``), and ``_kind_sequences`` tests their tokens
    one by one with the ``Matcher``'s own predicates (``LOWER`` equal, ``REGEX`` searched
    with stdlib ``re`` in the lower-case text, ``SPACY`` the token's trailing space).  The
    patterns have fixed lengths and no operators, so a pattern matches at most once per
    start, as in the ``Matcher``; ``kinds`` stays the reference the tests compare with."""

    __slots__ = (
        "phrases", "kinds", "single_kinds", "any_single", "seen", "vocab", "first_words", "first_res", "starters",
        "kind_patterns", "sequences",
    )

    def __init__(self, vocab: Vocab):
        from extractor.nlp import get_nlp

        make = get_nlp().tokenizer
        self.vocab = vocab
        for label in CUE_LABELS:  # reported by name: never a transient string of a memory zone
            vocab.strings.add(label, allow_transient=False)
        self.phrases = PhraseMatcher(vocab, attr="LOWER")
        self.phrases.add("hedge", [make(p) for p in C.HEDGE_WORDS])
        self.phrases.add("hedge_trailing", [make(p) for p in C.HEDGE_TRAILING])
        self.phrases.add("baseline", [make(p) for p in C.BASELINE_MARKERS])
        self.single_kinds = [
            (label, re.compile("^(?:" + "|".join(e for e in entries if " " not in e) + ")$"))
            for label, entries in C.KIND_LEXICON.items()
        ]
        # one search for "is this word a cue of any kind" (most words are not): the
        # alternation of the kinds' anchored patterns matches where one of them does
        self.any_single = re.compile("|".join(f"(?:{rx.pattern})" for _, rx in self.single_kinds))
        self.seen: set[int] = set()
        self.kinds = Matcher(vocab)
        first_words: set[str] = set()
        first_res: list[re.Pattern] = []
        # (label, first token's test, the tests of every token: (LOWER hash, REGEX, SPACY))
        self.kind_patterns: list[tuple[str, object, tuple]] = []
        for label, entries in C.KIND_LEXICON.items():
            patterns = [_token_patterns(e) for e in entries if " " in e]
            self.kinds.add(label, patterns)
            for pattern in patterns:
                tests = tuple(
                    (
                        vocab.strings.add(t["LOWER"]) if isinstance(t["LOWER"], str) else None,
                        None if isinstance(t["LOWER"], str) else re.compile(t["LOWER"]["REGEX"]),
                        t.get("SPACY"),
                    )
                    for t in pattern
                )
                first = pattern[0]["LOWER"]
                self.kind_patterns.append((label, first if isinstance(first, str) else tests[0][1], tests))
            for pattern in patterns:
                first = pattern[0]["LOWER"]
                if isinstance(first, str):
                    first_words.add(first)
                else:
                    first_res.append(re.compile(first["REGEX"]))
        self.first_words = frozenset(first_words)
        self.first_res = tuple(first_res)
        self.starters: set[int] = set()  # LOWER of the words seen that can start a kinds pattern
        self.sequences: dict[int, tuple] = {}  # a starter's LOWER -> the kinds patterns it starts

    def learn(self, doc: Doc, order: list[int]) -> set[int]:
        """Add the single-word kind cues among the words of ``doc`` (``LOWER`` in token
        order: ``order``) not seen before, note those that can start a ``kinds`` pattern,
        and return the ``LOWER`` set of ``doc``."""
        lowers = set(order)
        new = lowers - self.seen
        if not new:
            return lowers
        # inside a memory zone only the cue words are remembered: every other word seen
        # there would grow ``seen`` with the corpus (and is tested again if it comes back)
        zone = self.vocab.in_memory_zone
        if not zone:
            self.seen |= new
        for token in doc:
            if token.lower in new:
                new.discard(token.lower)
                lower = token.lower_
                cue = False
                if self.any_single.search(lower):
                    for label, rx in self.single_kinds:
                        if rx.search(lower):
                            self.phrases.add(label, [Doc(self.vocab, words=[token.text], spaces=[False])])
                            cue = True
                if lower in self.first_words or any(rx.search(lower) for rx in self.first_res):
                    self.starters.add(token.lower)
                    self.sequences[token.lower] = tuple(
                        (label, tests)
                        for label, first, tests in self.kind_patterns
                        if (first == lower if isinstance(first, str) else first.search(lower))
                    )
                    cue = True
                if cue and zone:
                    self.seen.add(token.lower)
        return lowers


_BY_VOCAB: dict[int, tuple[Vocab, _Matchers]] = {}


def _matchers(vocab: Vocab) -> _Matchers:
    got = _BY_VOCAB.get(id(vocab))
    if got is None or got[0] is not vocab:
        got = (vocab, _Matchers(vocab))
        _BY_VOCAB[id(vocab)] = got
    return got[1]


def build() -> None:
    """Build the spaCy matchers and the plain path's tables now (``extract.paper.warm_up``).

    Most windows are read without spaCy, so the matchers would otherwise be built by the
    first window that needs them, perhaps late in a run: the strings they intern belong
    before the first memory zone, with the rest of the warm-up
    (``test_words_met_inside_a_memory_zone_are_not_kept``)."""
    from extractor.nlp import get_nlp

    _matchers(get_nlp().vocab)
    _plain_phrases()
    _plain_kinds()


def _token_cues(doc: Doc) -> list[tuple[str, int, int]]:
    """(label, start token, end token) of every cue, sorted by start then precedence."""
    m = _matchers(doc.vocab)
    order = doc.to_array(LOWER).tolist()
    lowers = m.learn(doc, order)
    strings = doc.vocab.strings
    out: list[tuple[str, int, int]] = [(strings[key], s, e) for key, s, e in m.phrases(doc)]
    starters = m.starters
    if not starters.isdisjoint(lowers):
        # Every kinds match starts on a starter word and reads only the tokens from there
        # on (no optional first token, no look-behind), so the Matcher runs on the Span
        # from the first starter: the tokens before it, most of a window before its
        # number, are not tried pattern by pattern.  Span matches count from its start.
        first = 0
        while order[first] not in starters:
            first += 1
        out.extend(_kind_sequences(doc, order, first, m.sequences))
    out.sort(key=lambda x: (x[1], _RANK[x[0]], -x[2]))
    return out


def _kind_sequences(doc: Doc, order: list[int], first: int, sequences: dict[int, tuple]):
    """The multi-word kind cues of ``doc`` from token ``first`` on: what the ``kinds``
    ``Matcher`` finds (see ``_Matchers``), as ``(label, start, end)``."""
    n = len(order)
    strings = doc.vocab.strings
    for i in range(first, n):
        got = sequences.get(order[i])
        if got is None:
            continue
        for label, tests in got:
            end = i + len(tests)
            if end > n:
                continue
            for k, (word, rx, spacy) in enumerate(tests, i):
                if word is not None and order[k] != word:
                    break
                if rx is not None and not rx.search(strings[order[k]]):
                    break
                if spacy is not None and bool(doc[k].whitespace_) != spacy:
                    break
            else:
                yield label, i, end


def cues_in(window_doc: Doc, offset: int = 0) -> list[tuple[str, int, int]]:
    """Cues of ``window_doc`` as ``(label, start_char, end_char)``, shifted by ``offset``.

    Pure: reads the Doc, changes nothing.  Sorted by start; cues starting on the same
    token come in label precedence (hedges, baseline markers, then the kinds in the
    order speedup, degradation, reduction, improvement, score).  Overlapping cues are
    all returned ("speeds up" is a speedup and its "up by" an improvement); the reader
    decides which one counts (``number_reading.last_kind_cue`` reads them left to right).
    """
    out = []
    for label, s, e in _token_cues(window_doc):
        first = window_doc[s]
        last = window_doc[e - 1]
        out.append((label, offset + first.idx, offset + last.idx + len(last)))
    return out


# --------------------------------------------------------------------------- plain windows
#
# A window of chunks separated by single spaces is tokenized without a Doc
# (``chunk_tokens``, chunk by chunk) and the cues read over its tokens with the matchers'
# own tests on the tokens' lower-case forms (a lexeme's ``LOWER`` is ``str.lower`` of its
# text): phrases as the ``PhraseMatcher`` on ``LOWER`` finds them, single-word kind cues
# by the stems ``_Matchers.learn`` tests, multi-word kind cues by the token tests
# ``_kind_sequences`` runs (a token's ``SPACY`` is a space after it: it ends its chunk).
# ``tests/test_result_cues_plain.py`` holds ``cues_at`` to ``cues_in`` on every window of
# the corpus and on generated ones.


@lru_cache(maxsize=1)
def _plain_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """The hedge and baseline phrases as their tokens' lower-case forms -> labels (as the
    ``PhraseMatcher`` on ``LOWER`` is given them)."""
    from extractor.nlp import get_nlp

    make = get_nlp().tokenizer
    phrases: dict[tuple[str, ...], tuple[str, ...]] = {}
    for label, words in (("hedge", C.HEDGE_WORDS), ("hedge_trailing", C.HEDGE_TRAILING),
                         ("baseline", C.BASELINE_MARKERS)):
        for p in words:
            key = tuple(t.lower_ for t in make(p))
            if key and label not in phrases.get(key, ()):
                phrases[key] = (*phrases.get(key, ()), label)
    return phrases


@lru_cache(maxsize=1)
def _plain_kinds() -> tuple[list[tuple[str, re.Pattern]], re.Pattern, list[tuple[str, object, tuple]]]:
    """The single-word kind stems (as ``_Matchers.single_kinds``, ``any_single``) and the
    multi-word kind patterns as (label, first token's word or REGEX, per token (LOWER
    word, REGEX, SPACY)): the ``_Matchers.kind_patterns`` tests on strings, not hashes."""
    single = [
        (label, re.compile("^(?:" + "|".join(e for e in entries if " " not in e) + ")$"))
        for label, entries in C.KIND_LEXICON.items()
    ]
    any_single = re.compile("|".join(f"(?:{rx.pattern})" for _, rx in single))
    multi = []
    for label, entries in C.KIND_LEXICON.items():
        for pattern in (_token_patterns(e) for e in entries if " " in e):
            tests = tuple(
                (
                    t["LOWER"] if isinstance(t["LOWER"], str) else None,
                    None if isinstance(t["LOWER"], str) else re.compile(t["LOWER"]["REGEX"]),
                    t.get("SPACY"),
                )
                for t in pattern
            )
            first = pattern[0]["LOWER"]
            multi.append((label, first if isinstance(first, str) else tests[0][1], tests))
    return single, any_single, multi


@lru_cache(maxsize=16384)
def _word_cues(lower: str) -> tuple | None:
    """What a token of lower-case form ``lower`` can start: the phrases (length, the
    lower-case forms of the tokens after it, labels), the kinds it is a single-word cue
    of (``_Matchers.learn``'s test) and the multi-word kind patterns; None for nothing
    (most words)."""
    phrases = _plain_phrases()
    single, any_single, multi = _plain_kinds()
    starts = tuple((len(key), key[1:], labels) for key, labels in phrases.items() if key[0] == lower)
    kinds = tuple(label for label, rx in single if rx.search(lower)) if any_single.search(lower) else ()
    seqs = tuple(
        (label, tests)
        for label, first, tests in multi
        if (first == lower if isinstance(first, str) else first.search(lower))
    )
    return (starts, kinds, seqs) if starts or kinds or seqs else None


@lru_cache(maxsize=16384)
def _chunk_lows(chunk: str) -> tuple[tuple[str, ...], tuple[tuple[int, str], ...]] | None:
    """The lower-case forms of a chunk's tokens and the tokens (``chunk_tokens``), or None."""
    toks = chunk_tokens(chunk)
    return None if toks is None else (tuple(t.lower() for _, t in toks), toks)


def _plain_cues(part: str) -> list[tuple[str, int, int]] | None:
    """``_token_cues`` of the window ``part`` read over its chunks' tokens (None: not
    plain), with character offsets in ``part``: (label, start, end).  One space at the
    end (a window cut after a word) is the last token's trailing space, no token of its
    own.  A token's offset is looked up through its chunk only where a cue needs it."""
    if part[-1:] == " " and part[-2:-1] not in ("", " "):
        part = part[:-1]
    lows: list[str] = []
    firsts: list[int] = []  # per chunk: its first token's index, offset, tokens
    bases: list[int] = []
    chunks: list[tuple] = []
    base = 0
    for chunk in part.split(" "):
        got = _chunk_lows(chunk)
        if got is None:
            return None
        firsts.append(len(lows))
        bases.append(base)
        chunks.append(got[1])
        lows += got[0]
        base += len(chunk) + 1

    def token(k: int) -> tuple[int, str, bool]:
        """Token ``k``'s offset, text and whether a space follows it: it ends its chunk
        (asked only of a token a pattern goes on after, so never of the window's last)."""
        c = bisect_right(firsts, k) - 1
        toks = chunks[c]
        j = k - firsts[c]
        a, t = toks[j]
        return bases[c] + a, t, j == len(toks) - 1

    n = len(lows)
    found: list[tuple[str, int, int]] = []
    for i, entry in enumerate(map(_word_cues, lows)):
        if entry is None:
            continue
        starts, kinds, seqs = entry
        for length, rest, labels in starts:
            if i + length <= n and (not rest or tuple(lows[i + 1 : i + length]) == rest):
                found += [(label, i, i + length) for label in labels]
        found += [(label, i, i + 1) for label in kinds]
        for label, tests in seqs:
            end = i + len(tests)
            if end > n:
                continue
            for k, (word, rx, spacy) in enumerate(tests, i):
                if word is not None and lows[k] != word:
                    break
                if rx is not None and not rx.search(lows[k]):
                    break
                if spacy is not None and token(k)[2] != spacy:
                    break
            else:
                found.append((label, i, end))
    if not found:
        return []
    found.sort(key=lambda x: (x[1], _RANK[x[0]], -x[2]))
    out = []
    for label, s, e in found:
        a = token(s)[0]
        b, t, _ = token(e - 1)
        out.append((label, a, b + len(t)))
    return out


def cues_at(text: str, start: int, end: int) -> list[tuple[str, int, int]]:
    """``cues_in`` of the window ``text[start:end]`` (offsets index ``text``): read over
    its chunks' tokens where it is plain (the same tokens and tests, no Doc), else on a
    window Doc."""
    part = text[start:end]
    got = _plain_cues(part)
    if got is None:
        from extractor.nlp import get_nlp

        return cues_in(get_nlp().make_doc(part), start)
    return [(label, start + a, start + b) for label, a, b in got]


@Language.component("result_cues")
def mark_result_cues(doc: Doc) -> Doc:
    """Mark hedges, kind cues and baseline markers as ``doc.spans["result_cues"]``."""
    doc.spans[SPANS_KEY] = [Span(doc, s, e, label=label) for label, s, e in _token_cues(doc)]
    return doc
