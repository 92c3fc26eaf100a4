"""Where the cues are: a ``str.find`` prefilter for the words every pattern needs, then
the Matcher (or its plain reading of the same specs) on the windows that pass.

Most abstracts have a handful of cue words; scanning only their windows keeps the
Matcher off the rest of the text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from typing import NamedTuple

import regex

from extractor import pattern_cache
from extractor.components.chunk_tokens import plain_tokens
from extractor.extract.artifacts.matcher import _FLAG_IDS, _matcher, _patterns
from extractor.extract.artifacts.names import _Sent, is_coined
from extractor.extract.artifacts.vocab import _cues
from extractor.nlp import Abstract, get_nlp


def build() -> None:
    """Build the cue matcher and its plain-path reading now (``extract.paper.warm_up``).

    Most windows never reach the ``Matcher``, so a run may first need it inside a spaCy
    memory zone; built there, its label strings would be dropped with the zone and the
    next zone's match would fail (E018).  Built before the first zone, they stay.
    """
    _matcher()
    _plain_patterns()


# Cheap prefilter: ``str.find`` for the stems of the words every Matcher pattern needs,
# then a check that the hit is that whole word and that the words the pattern needs
# before it occur in its window ("we", "and", "this paper", "our", ...).  Only windows
# that pass reach the tokenizer and the Matcher.
_ALPHA_RUN = pattern_cache.compile(r"[a-z]*")


@lru_cache(maxsize=1)
def _keywords() -> dict[str, regex.Pattern | None]:
    """Cue word → what must occur before it in the window (None: nothing)."""
    c = _cues()
    subj = "|".join(c["subjects"])
    # "to" for TO_INTRO ("this motivates us to introduce X")
    intro = regex.compile(rf"\b(?:{subj}|and|to|{'|'.join(c['self_nouns'])})\b")
    keys: dict[str, regex.Pattern | None] = {}
    intro_words = rf"{subj}|and|to|{'|'.join(c['self_nouns'])}"
    for w in c["intro_verbs"] + c["naming_verbs"]:  # "we propose X", "we call X"
        keys[w] = intro
    for w in c["novelty"] + c["proposed"]:
        # "we ... a new" (NOVEL), "our proposed", "the novel" (PROPOSED); "our new
        # proposed" is found at "proposed"; "we proposed X" (INTRO) too
        # ("and a new": the Matcher's "... and a new scheme, X," NOVEL pattern)
        before = ([subj, r"and\s(?:a|an)"] if w in c["novelty"] else []) + (["our", "the"] if w in c["proposed"] else [])
        if w in keys:
            before.append(intro_words)
        keys[w] = regex.compile(rf"\b(?:{'|'.join(before)})\b")
    for w in c["gerunds"]:  # "by proposing X" (BY_INTRO)
        keys[w] = regex.compile(r"\bby\b")
    for w in c["contribution"] + [p[0] for p in c["naming_phrases"]] + c["naming_cues"]:
        keys[w] = None
    return keys


def _stems() -> tuple[str, ...]:
    """The cue words (``_keywords``) less those another one starts ("proposes" after
    "propose"): whatever a cue word is, one of these starts it."""
    words = sorted(_keywords())
    return tuple(w for w in words if not any(w != v and w.startswith(v) for v in words))


_STEMS = _stems()


def _stem_res() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """The stems as one trie-shaped alternation (stdlib ``re``: an alternation of
    literals is several times faster there than in ``regex`` or a ``str.find`` per stem),
    whole words only.  A stem starts the text or follows a character that is not
    alphanumeric (``str.isalnum``, i.e. ``re``'s ``[\\W_]``); that character is part of
    the match.  For ASCII text the character class is a bitmap, several times cheaper to
    scan than ``[\\W_]``."""
    by_first: dict[str, list[str]] = {}
    for stem in _STEMS:
        by_first.setdefault(stem[0], []).append(stem[1:])

    body = (
        "("
        + "|".join(
            re.escape(k) + "(?:" + "|".join(re.escape(r) for r in sorted(v, key=len, reverse=True)) + ")"
            for k, v in by_first.items()
        )
        + ")"
    )
    return (
        re.compile(body),
        re.compile(r"[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]" + body),
        re.compile(r"[\W_]" + body),
    )


_STEM_AT, _STEM_ASCII, _STEM_ANY = _stem_res()


def _cue_positions(text: str, low: str | None = None) -> list[int]:
    """Start offsets of whole-word cue stems, in text order."""
    low = text.lower() if low is None else low
    out = [0] if _STEM_AT.match(low) else []
    out += [m.start(1) for m in (_STEM_ASCII if low.isascii() else _STEM_ANY).finditer(low)]
    return out


# the cue words a ``_NAMING_IN`` match holds ("termed", "called", "named", "namely",
# "dubbed", "coined", "referred (to) as", "we call"), each one of ``_keywords``
_NAMING_STEMS = tuple(dict.fromkeys(cue.split()[0] for cue in _cues()["in_window"]))


def _naming_positions(low: str, positions: list[int]) -> list[int]:
    """Of the cue stems at ``positions`` in ASCII ``low``, those of naming words.

    A ``_NAMING_IN`` match in ``text[start:end]`` holds one of these words, whole (after
    a non-word character, case aside), so a window with no such offset needs no search.
    """
    return [i for i in positions if low.startswith(_NAMING_STEMS, i)]


def _cue_hits(text: str, low: str, positions: list[int] | None = None) -> list[tuple[int, regex.Pattern | None]]:
    """Cue words in ``low`` (lower-cased ``text``) with the context check each needs
    (``positions``: ``_cue_positions(text, low)`` if already found)."""
    keys = _keywords()
    out = []
    if positions is None:
        positions = _cue_positions(text, low)
    for i in positions:  # whole words only: not "represent", "renamed"
        word = _ALPHA_RUN.match(low, i).group()
        if word in keys:
            out.append((i, keys[word]))
    return out


def _coined_appositives(text: str) -> list[int]:
    """Positions of "Coined, a ..." (found with ``str.find``, not a regex scan)."""
    out = []
    i = text.find(", a")
    while i >= 0:
        j = max(text.rfind(" ", max(0, i - 40), i), text.rfind("(", max(0, i - 40), i))
        if j >= 0 and is_coined(text[j + 1 : i]):
            out.append(i)
        i = text.find(", a", i + 3)
    return out


class _Match(NamedTuple):
    start: int  # character offsets into the abstract
    end: int
    label: str
    sent: _Sent
    last: str  # lower-case form of the match's last token (the verb of an INTRO match)


# How far a window reaches around a cue hit: the Matcher patterns need the few words
# before a cue word ("In this paper we then further propose") and one or two after it
_BACK, _AHEAD = 50, 16


def _trie(branches: dict[str, str]) -> str:
    """A regex for "one of the literal keys, then its tail regex", as a trie: stdlib
    ``re`` tries an alternation's branches one by one, so one branch per first letter
    makes the scan several times cheaper.  A key whose tail is empty ends the search
    there (only where a match starts is asked)."""
    if "" in branches:
        if not branches[""]:
            return ""
        alts = [branches[""]]
    else:
        alts = []
    by_first: dict[str, dict[str, str]] = {}
    for key, tail in branches.items():
        if key:
            by_first.setdefault(key[0], {})[key[1:]] = tail
    alts += [re.escape(ch) + _trie(rest) for ch, rest in sorted(by_first.items())]
    return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


def _words(words, tail: str = "", rev: bool = False) -> dict[str, str]:
    return {w[::-1] if rev else w: tail for w in words}


@lru_cache(maxsize=1)
def _span_res() -> tuple[re.Pattern, re.Pattern]:
    """Where in lower-cased text a Matcher hit can start, and (on the reversed text)
    where one can end.

    Each branch spells a pattern's first tokens (last tokens, reversed), over the cue
    lists the patterns are built from; consecutive tokens are at most one space apart.
    Words are matched as bare substrings (a token is a substring of its text) and the
    token a pattern takes as "any alphabetic" as a letter, so every hit's tokens are
    spelt by one of these: the patterns themselves decide the rest.
    """
    c = _cues()
    sp = r"\s?"
    and_verbs = c["and_verbs"]  # as in ``_matcher``
    new = c["novelty"] + c["proposed"]
    # naming phrases ("referred to as"): their first words and the words after them, and
    # (reversed) their last words and the words before them
    phrase_starts: dict[str, list[str]] = {}
    phrase_ends: dict[str, list[str]] = {}
    for words in c["naming_phrases"]:
        phrase_starts.setdefault(words[0], []).append(words[1])
        phrase_ends.setdefault(words[-1][::-1], []).append(words[-2])
    contribution = min(c["contribution"], key=len)  # the others start with it
    adj = r"(?:[a-z]+(?:\s?-\s?[a-z]+)?\s)?"
    starts = {
        **_words(c["subjects"], sp + r"(?:[^\W\d_]|\()"),  # INTRO, NOVEL, "we call", "we (i) propose"
        # (maybe with an adjective or two: "this prognostic study", "this cross-sectional study")
        "this": sp + adj + _trie(_words(c["self_nouns"])),
        "the": sp + _trie(_words(c["self_nouns"] + new)),
        "our": sp + "(?:" + _trie(_words(c["self_nouns"] + [contribution] + new)) + rf"|[a-z]+{sp}{contribution})",
        # (and NOVEL's "and a new scheme, X")
        "and": sp + "(?:" + _trie(_words(c["adverbs"] + and_verbs + c["and_pasts"] + c["and_thirds"])) + r"|an?\s)",
        "by": sp + _trie(_words(c["adverbs"] + c["gerunds"])),  # BY_INTRO
        "to": sp + _trie(_words(and_verbs)),  # TO_INTRO
        **_words(c["naming_cues"]),
        **{first: sp + _trie(_words(nxt)) for first, nxt in phrase_starts.items()},
        ",": sp + "a",  # APPOS
    }
    ends = {
        **_words(c["intro_verbs"] + and_verbs + c["gerunds"] + new, rev=True),
        **_words(c["naming_cues"] + c["naming_verbs"], rev=True),
        **_words(["is", "are", "include", "includes"], sp + "s?" + contribution[::-1], rev=True),
        **{last: sp + _trie(_words(before, rev=True)) for last, before in phrase_ends.items()},
        "a": sp + ",",
        "na": sp + ",",  # APPOS
    }
    return re.compile(_trie(starts)), re.compile(_trie(ends))


# whitespace other than a space (``str.isspace``, which the tokenizer splits at: it makes
# tokens of it)
_ODD_SPACE = re.compile("[\t\n\x0b\x0c\r\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")
_ODD_SPACE_ASCII = ("\n", "\t", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f")


def _match_span(text: str, low: str, lo: int, hi: int, odd: re.Pattern | None) -> tuple[int, int] | None:
    """The part of the window ``text[lo:hi]`` that holds all its Matcher hits, widened
    to whole space-separated chunks (None: it holds none).

    The tokenizer splits at whitespace first and tokenizes each chunk on its own, so
    the chunks kept give the tokens they gave in the whole window; the chunk before an
    APPOS comma that opens a chunk is kept too, for the name.  ``low`` is the lower-cased
    text with the same offsets; windows with whitespace other than single spaces (as
    ``odd`` finds it, None: the text has none but spaces) are kept whole.  Most of a
    window is the words before a cue that no hit reaches: the Matcher and the tokenizer
    (which makes a lexeme, every flag computed, of each new word) see ~60% fewer tokens.
    """
    seg = low[lo:hi]
    if "  " in seg or odd is not None and odd.search(seg):
        return lo, hi
    starts, ends_rev = _span_res()
    m = starts.search(low, lo, hi)
    if m is None:
        return None
    first = m.start()
    e = ends_rev.search(seg[::-1])
    if e is None or hi - e.start() <= first:
        return None
    last = hi - e.start()
    if low[first] == "," and first > lo and text[first - 1] == " ":
        first -= 1
    start = max(lo, text.rfind(" ", lo, first) + 1)
    end = text.find(" ", last, hi)
    return start, hi if end < 0 else end


def _cue_matches(ab: Abstract, low: str | None = None, positions: list[int] | None = None) -> list[_Match]:
    """Matcher hits, in character offsets.

    ``str.find`` finds the cue words; the Matcher then runs only on ``ab.window`` docs
    of the words around each (clipped to its sentence, overlapping windows merged, and
    cut to the chunks a hit can reach: ``_match_span``), so the abstract is never
    tokenized as a whole.  ``low`` and ``positions`` are
    ``ab.text.lower()`` and its ``_cue_positions`` if the caller has them.
    """
    text = ab.text
    low = text.lower() if low is None else low
    hits = _cue_hits(text, low, positions) + [(i, None) for i in _coined_appositives(text)]
    if not hits:
        return []
    sents = ab.sentences
    sent_starts = [a for a, _ in sents]
    windows: list[list[int]] = []  # [lo, hi, sentence index]
    for pos, needs in sorted(hits, key=lambda h: h[0]):
        k = bisect_right(sent_starts, pos) - 1
        if k < 0 or pos >= sents[k][1]:
            continue
        ss, se = sents[k]
        lo = max(ss, pos - _BACK)
        if lo > ss:  # start on a word boundary: a cut word could read as "we" ("owe")
            sp = text.find(" ", lo, pos)
            lo = pos if sp < 0 else sp + 1
        if needs is not None and not needs.search(low, lo, pos):
            continue
        hi = min(se, pos + _AHEAD)
        if hi < se:
            sp = text.find(" ", hi, se)
            hi = se if sp < 0 else sp
        if windows and windows[-1][2] == k and lo <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi, k])
    if len(low) == len(text):
        # one ``in`` per character is several times cheaper than a scan of the text
        plain = text.isascii() and not any(ch in text for ch in _ODD_SPACE_ASCII)
        spans = [(_match_span(text, low, lo, hi, None if plain else _ODD_SPACE), k) for lo, hi, k in windows]
        windows = [[span[0], span[1], k] for span, k in spans if span is not None]
    if not windows:
        return []
    parts = [text[lo:hi] for lo, hi, _ in windows]
    plain = [_plain_matches(ab, w, part) for w, part in zip(windows, parts)]
    if all(p is not None for p in plain):
        return [m for p in plain for m in p]
    # the Matcher's hits in one Doc are the hits of each window in turn
    # (``test_one_doc_for_all_windows_gives_the_matches_of_each``)
    rest = [(w, part) for w, part, p in zip(windows, parts, plain) if p is None]
    if len(rest) > 1 and all(p and not p[0].isspace() and not p[-1].isspace() for _, p in rest):
        hits = _matches_in(ab, [w for w, _ in rest], [p for _, p in rest])
    else:
        hits = [m for w, part in rest for m in _matches_in(ab, [w], [part])]
    out = []
    for w, p in zip(windows, plain):
        out += p if p is not None else [m for m in hits if w[0] <= m.start < w[1]]
    return out


_SEP = " | "


def _matches_in(ab: Abstract, windows: list[list[int]], parts: list[str]) -> list[_Match]:
    """Matcher hits in the windows ``parts`` (``text[lo:hi]`` of each), all in one Doc.

    The parts are joined with " | ": the tokenizer splits at spaces first and treats
    each space-separated chunk on its own, so a part with no whitespace at either end
    gives the tokens it gives alone; the "|" between parts is a token no pattern
    accepts, so no match spans two parts.  One Doc and one Matcher call per abstract
    instead of one per window.  (Not a newline: that is a tokenizer special case.)
    """
    sents = ab.sentences
    strings = get_nlp().vocab.strings
    bases = []  # offset of each part in the joined text
    n = 0
    for part in parts:
        bases.append(n)
        n += len(part) + len(_SEP)
    doc = get_nlp().make_doc(parts[0] if len(parts) == 1 else _SEP.join(parts))
    out = []
    seen = set()
    w = 0
    lo, _, k = windows[0]
    base = 0
    sent = _Sent(*sents[k])
    for mid, s, e in _matcher()(doc):
        first = doc[s]
        idx = first.idx
        if len(parts) > 1:
            v = bisect_right(bases, idx) - 1
            if v != w:
                w = v
                lo, _, k = windows[w]
                base = bases[w]
                sent = _Sent(*sents[k])
        shift = lo - base
        a = shift + idx
        last = doc[e - 1]
        b = shift + last.idx + len(last.text)
        label = strings[mid]
        if label == "APPOS":  # the name is the token before the comma
            if idx == base:  # the window's first token
                continue
            prev = doc[s - 1]
            a, b = shift + prev.idx, shift + prev.idx + len(prev.text)
        if (a, b, label) in seen:
            continue
        seen.add((a, b, label))
        out.append(_Match(a, b, label, sent, last.lower_))
    return out


#
# Windows of chunks separated by single spaces (nearly all) are read without a Doc and
# without a Matcher call: the tokens of each chunk are known (``chunk_tokens``: by the
# tokenizer's rules for plain words, else by the tokenizer on the chunk alone, cached per
# chunk), and the cue patterns (``_patterns``, the specs the Matcher is given) are read
# over them here.  Other windows go to the tokenizer and the Matcher (``_matches_in``).
# ``tests/test_chunk_tokens.py`` holds ``plain_tokens`` to the tokenizer,
# ``tests/test_artifacts_plain.py`` holds ``_plain_matches`` to ``_matches_in`` on every
# window of the corpus and generated ones.


def _spec_test(spec: dict):
    """A token spec as a word set (lower-case forms) or a test of (lower, text)."""
    flags = {name: key for key, name in _FLAG_IDS.items()}
    sets, tests = [], []
    for key, val in spec.items():
        if key == "OP":
            continue
        if key == "LOWER":
            sets.append(frozenset(val["IN"]) if isinstance(val, dict) else frozenset([val]))
        elif key in flags and val is True:
            sets.append(flags[key])
        elif key == "ORTH" and val.lower() == val.upper():  # no case: as a lower-case form
            sets.append(frozenset([val]))
        elif key == "IS_ALPHA":
            tests.append(lambda low, t, v=val: t.isalpha() == v)
        elif key == "IS_LOWER":
            tests.append(lambda low, t, v=val: t.islower() == v)
        else:
            raise ValueError(f"artifacts: no plain reading of token spec {key}")
    if len(sets) == 1 and not tests:
        return sets[0]
    return lambda low, t: all(low in s for s in sets) and all(f(low, t) for f in tests)


@lru_cache(maxsize=1)
def _plain_patterns() -> tuple[dict[str, list], list]:
    """``_patterns`` as (label, order, [(test, op), ...]) lists, by the lower-case words
    their first token can be (patterns whose first token is no word set: second list)."""
    by_word: dict[str, list] = {}
    other = []
    order = 0
    for label, patterns in _patterns():
        for pattern in patterns:
            specs = [(_spec_test(spec), spec.get("OP")) for spec in pattern]
            entry = (label, order, specs)
            order += 1
            first, op = specs[0]
            if isinstance(first, frozenset) and op is None:
                for w in first:
                    by_word.setdefault(w, []).append(entry)
            else:
                other.append(entry)
    return by_word, other


def _ends(specs: list, k: int, i: int, lows: list[str], toks: list[str], out: set[int]) -> None:
    """Add to ``out`` every ``j`` such that ``specs[k:]`` matches tokens ``i:j`` (each
    way through "?" and "*", as the Matcher returns every match)."""
    if k == len(specs):
        out.add(i)
        return
    test, op = specs[k]
    n = len(lows)
    if op in ("?", "*"):
        _ends(specs, k + 1, i, lows, toks, out)
    j = i
    while j < n and (lows[j] in test if type(test) is frozenset else test(lows[j], toks[j])):
        j += 1
        _ends(specs, k + 1, j, lows, toks, out)
        if op != "*":
            break


def _plain_matches(ab: Abstract, window: list[int], part: str) -> list[_Match] | None:
    """``_matches_in(ab, [window], [part])`` for a plain window (None: not plain).

    Hits come in the Matcher's order: by last token, then first token, then the order the
    patterns are given in ("we call" is INTRO before NAMING)."""
    tokens = plain_tokens(part)
    if tokens is None:
        return None
    by_word, other = _plain_patterns()
    toks = [t for _, t in tokens]
    lows = [t.lower() for t in toks]
    found = []
    for s, low in enumerate(lows):
        entries = by_word.get(low)
        for label, order, specs in (entries + other if other else entries) if entries else other:
            ends: set[int] = set()
            _ends(specs, 0, s, lows, toks, ends)
            found += [(e, s, order, label) for e in ends if e > s]
    if not found:
        return []
    lo, _, k = window
    sent = _Sent(*ab.sentences[k])
    out = []
    seen = set()
    for e, s, _, label in sorted(found):
        a = lo + tokens[s][0]
        last = toks[e - 1]
        b = lo + tokens[e - 1][0] + len(last)
        if label == "APPOS":  # the name is the token before the comma
            if s == 0:  # the window's first token (as in ``_matches_in``; a plain comma
                continue  # is a suffix, so a word is before it)
            a, b = lo + tokens[s - 1][0], lo + tokens[s - 1][0] + len(toks[s - 1])
        if (a, b, label) in seen:
            continue
        seen.add((a, b, label))
        out.append(_Match(a, b, label, sent, last.lower()))
    return out
