"""Schwartz–Hearst abbreviation pairing, as a pure function of the text.

``find_abbreviations(text)`` finds the two textbook patterns

* ``long form (SHORT)`` — "Binary Quadratic Quantization (BQQ)"
* ``SHORT (long form)`` — "SiPBA (Single-loop Pessimistic Bilevel Algorithm)"

and pairs them with the Schwartz & Hearst (2003) right-to-left character match: every
letter/digit of the short form must occur, in order, in the long form, and the first
one must begin a word.  LaTeX that scraped abstracts are full of is tolerated: the short
form may be wrapped (``(\\textsf{PBGD-Free})``) and the long form may mark its initials
(``\\underline{p}ublic-data-\\underline{a}ssisted``); the latter is reported as
``marked`` because authors only do that for names they coin.

Parentheses that cannot hold a short form (citations, years, numbers, ``e.g.``,
enumerators like ``(i)``) are skipped before any matching.
"""

from __future__ import annotations

from typing import NamedTuple

import regex

from extractor import pattern_cache

__all__ = ["Abbreviation", "find_abbreviations", "unwrap_latex", "is_short_form"]


class Abbreviation(NamedTuple):
    short: str
    long: str
    short_start: int
    short_end: int
    long_start: int
    long_end: int
    marked: bool = False  # the long form marks its initials with LaTeX (coined name)


# ``\emph{X}``-style wrappers whose argument is ordinary text.
_WRAPPER = pattern_cache.compile(
    r"\\(?:emph|textsf|texttt|textbf|textit|textsc|textrm|mathsf|mathrm|mathbf|mathit|"
    r"mathtt|underline|text|bf|it|sf|tt)\s*\{([^{}]*)\}"
)
_MARKUP = pattern_cache.compile(r"\\(?:underline|textbf|textit|emph|mathbf)\s*\{[^{}]{1,3}\}")
_PAREN = pattern_cache.compile(r"\(([^()]{1,120})\)")
_WORD = pattern_cache.compile(r"\S+")
# a parenthesis's first part, before a semicolon or a comma and a remark
_FIRST_PART = pattern_cache.compile(r"([^;,]{1,24})[;,]\s")
_NOT_SHORT = pattern_cache.compile(
    r"""^(?:
        \d[\d.,\s]*%?                          # numbers, years
      | (?:i{1,3}|iv|vi{0,3}|ix|xi{0,3}) | [a-z]  # (i) (iv) (a); not CMM or LLM
      | (?!\p{Lu}{2,}\b)(?:e\.g|i\.e|cf|see|resp|viz)\b.*  # remarks; not (CF), (SEE)
      | .*\bet\s+al\b.* | .*\b(?:19|20)\d\d\b.* # citations
    )$""",
    regex.VERBOSE | regex.IGNORECASE,
)
_SHORT_OK = pattern_cache.compile(r"^[\p{L}\p{N}][\p{L}\p{N}\-‐‑+^.'/&]*$")


def unwrap_latex(text: str, start: int = 0) -> tuple[str, int, int]:
    """Strip one LaTeX wrapper (``\\emph{X}``) or surrounding ``$`` from ``text``.

    Returns the inner text and its offsets relative to ``text`` shifted by ``start``.
    """
    if "\\" not in text and "$" not in text:  # nothing to unwrap: just the spaces
        inner = text.strip()
        s = len(text) - len(text.lstrip()) if inner else len(text)
        return inner, start + s, start + s + len(inner)
    s, e = 0, len(text)
    while s < e and text[s].isspace():
        s += 1
    while e > s and text[e - 1].isspace():
        e -= 1
    m = _WRAPPER.fullmatch(text, s, e)
    if m:
        s, e = m.start(1), m.end(1)
    if e - s >= 2 and text[s] == "$" and text[e - 1] == "$":
        s, e = s + 1, e - 1
    return text[s:e], start + s, start + e


def is_short_form(candidate: str) -> bool:
    """Could ``candidate`` (already unwrapped) be an abbreviation?

    One or two words, starts with a letter or digit, contains a letter, at least one
    upper-case letter, and is not a number, citation or enumerator.
    """
    # cheapest tests first (all must hold, so their order does not matter)
    if not (1 <= len(candidate) <= 24) or not any(ch.isupper() for ch in candidate):
        return False
    words = candidate.split()
    if len(words) > 2 or not all(_SHORT_OK.match(w) for w in words):
        return False
    if _NOT_SHORT.match(candidate):
        return False
    return any(ch.isalpha() for ch in candidate)


def _clean(word: str) -> str:
    """A word of a long form with LaTeX markup removed (``\\underline{p}ublic`` → public)."""
    if "\\" not in word:
        return word.replace("$", "") if "$" in word else word
    return _WRAPPER.sub(r"\1", word).replace("$", "")


def _best_long_form(short: str, long: str) -> int | None:
    """Schwartz–Hearst: index in ``long`` where the long form starts, or None."""
    if long.isascii():
        return _best_long_form_ascii(short, long)
    s = len(short) - 1
    li = len(long) - 1
    while s >= 0:
        c = short[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        while li >= 0 and (
            long[li].lower() != c or (s == 0 and li > 0 and long[li - 1].isalnum())
        ):
            li -= 1
        if li < 0:
            return None
        li -= 1
        s -= 1
    return long.rfind(" ", 0, li + 1) + 1


def _best_long_form_ascii(short: str, long: str) -> int | None:
    """``_best_long_form`` for an ASCII ``long``: ``str.rfind`` instead of a character
    loop (``long.lower()`` keeps ASCII offsets)."""
    low = long.lower()
    s = len(short) - 1
    li = len(long) - 1
    while s >= 0:
        c = short[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        if len(c) != 1:  # a character that lower-cases to two never equals one of ``long``
            return None
        li = low.rfind(c, 0, li + 1)
        if s == 0:  # the first character must begin a word
            while li > 0 and long[li - 1].isalnum():
                li = low.rfind(c, 0, li)
        if li < 0:
            return None
        li -= 1
        s -= 1
    return long.rfind(" ", 0, li + 1) + 1


def _pair(short: str, words: list[tuple[int, int]], text: str) -> tuple[int, int] | None:
    """Match ``short`` against the trailing words ``words`` (offsets into ``text``).

    Returns the (start, end) of the long form in ``text``.
    """
    if not words:
        return None
    cleaned = [_clean(text[a:b]) for a, b in words]
    long = " ".join(cleaned)
    at = _best_long_form(short, long)
    if at is None:
        return None
    # map the character index back to a word
    pos = 0
    first = len(words) - 1
    for i, w in enumerate(cleaned):
        if pos + len(w) >= at:
            first = i
            break
        pos += len(w) + 1
    long_form = " ".join(cleaned[first:])
    if len(long_form) <= len(short) or short.lower() in long_form.lower().split():
        return None
    return words[first][0], words[-1][1]


def _initials_match(short: str, words: list[str]) -> bool:
    """``SHORT (long form)``: the short form starts like the long form's first word and
    its remaining letters occur in order in the long form (never more words than
    letters)."""
    chars = [c.lower() for c in short if c.isalnum()]
    long = " ".join(words).lower()
    if not chars or not long or long[0] != chars[0] or len(words) > 2 * len(chars) + 1:
        return False
    i = 1
    for c in chars[1:]:
        i = long.find(c, i)
        if i < 0:
            return False
        i += 1
    return True


_LONE_DIGIT = pattern_cache.compile(r"(?<=\p{L})[2-9](?!\p{N})")


def _digit_readings(short: str) -> list[str]:
    """How the lone digits of a short form may read, when its characters do not pair as
    they are: the letter before each repeated that many times ("AM3": Asymmetric
    Mixed-Modal Moderation, "S2P": Source-guided Similarity Preservation) or, a 2, "to"
    ("T2I": text-to-image, "L2C2W": Line-to-Character-to-Word)."""
    if _LONE_DIGIT.search(short) is None:
        return []
    repeated = _LONE_DIGIT.sub(lambda m: m.string[m.start() - 1] * (int(m.group()) - 1), short)
    readings = [repeated]
    if "2" in short:
        readings.append(_LONE_DIGIT.sub(lambda m: "to" if m.group() == "2" else m.group(), short))
    return readings


def _letters(s: str) -> int:
    return sum(ch.isalnum() for ch in s)


def _last_words(text: str, lo: int, hi: int, k: int) -> list[tuple[int, int]]:
    """Spans of the words (``\\S+``) of ``text[lo:hi]``, or at least their last ``k``.

    Scans a stretch of about 16 characters a word back from ``hi``: a word cut by its
    start is dropped, so the words kept are those a scan from ``lo`` finds there.
    """
    cut = hi - 16 * (k + 1)
    if cut > lo:
        words = [(w.start(), w.end()) for w in _WORD.finditer(text, cut, hi)]
        if len(words) > k:
            return words[1:]
    return [(w.start(), w.end()) for w in _WORD.finditer(text, lo, hi)]


def find_abbreviations(text: str, start: int = 0, end: int | None = None) -> list[Abbreviation]:
    """All short-form/long-form pairs in ``text``, in text order.

    With ``start``/``end``, only the pairs of the parentheses that open in
    ``text[start:end]`` (exactly those of the whole-text result: every parenthesis is
    paired on its own, looking back into the text before ``start`` as usual).
    """
    out: list[Abbreviation] = []
    if "(" not in text:
        return out
    if end is None:
        end = len(text)
    if end == start + 1:
        # one parenthesis: its match starts at ``start`` or there is none (``finditer``
        # would scan on to the next parenthesis's match only to stop at it)
        m = _PAREN.match(text, start)
        parens = () if m is None else (m,)
    else:
        parens = _PAREN.finditer(text, start)
    for m in parens:
        if m.start() >= end:
            break
        inner, s0, s1 = unwrap_latex(m.group(1), m.start(1))
        if (cut := _FIRST_PART.match(inner)) is not None and inner == text[s0:s1] and not is_short_form(inner):
            # "(ELSA; n = 5,873)", "(MAE, lower is better)": the short form, then a remark
            inner, s1 = cut.group(1), s0 + cut.end(1)
        # candidate words before the parenthesis, within the clause
        left_lo = max(0, m.start() - 300)
        left = text[left_lo : m.start()]
        cut = max(left.rfind(". "), left.rfind("; "), left.rfind(": "), left.rfind("("))
        if cut >= 0:
            left_lo += cut + 2 if left[cut] != "(" else cut + 1
        short_ok = is_short_form(inner)
        n = _letters(inner) if short_ok else 0
        words = _last_words(text, left_lo, m.start(), min(n + 5, n * 2) if short_ok else 1)
        if short_ok:
            window = words[-min(n + 5, n * 2) :]
            span = _pair(inner, window, text)
            for spelled in _digit_readings(inner) if span is None else ():
                k = min(_letters(spelled) + 5, _letters(spelled) * 2)
                more = _last_words(text, left_lo, m.start(), k)
                span = _pair(spelled, more[-k:], text)
                if span is not None:
                    words = more
                    break
            if span is not None:
                lo, hi = span
                marked = bool(_MARKUP.search(text, lo, hi))
                long = " ".join(_clean(text[a:b]) for a, b in words if a >= lo)
                out.append(Abbreviation(inner, long.rstrip(",;"), s0, s1, lo, hi, marked))
                continue
        # SHORT (long form): the word right before the parenthesis is the short form
        if words and len(inner.split()) >= 2:
            a, b = words[-1]
            short, a, b = unwrap_latex(text[a:b], a)
            if is_short_form(short) and _letters(short) >= 2:
                inner_words = [(w.start(), w.end()) for w in _WORD.finditer(text, s0, s1)]
                if _initials_match(short, [_clean(text[x:y]) for x, y in inner_words]):
                    long = " ".join(_clean(text[x:y]) for x, y in inner_words)
                    out.append(Abbreviation(short, long, a, b, s0, s1, False))
    return out
