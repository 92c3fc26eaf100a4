"""The clean-text view of an abstract: markup resolved, with a map back to the text as stored.

Scraped abstracts keep the markup of their source: LaTeX (``72.4\\%``, ``$16\\times$``,
``3.1\\% $\\to$ 17.9\\%``, ``\\emph{up to} 40\\%``, ``\\url{...}``), Markdown (``**bold**``,
``[text](url)``, backticks), HTML entities and tags, and hard line wraps.  Each
extractor used to learn every spelling itself, and most did not; here they are resolved
once, so every extractor reads plain text (``16×``, ``3.1% → 17.9%``, ``up to 40%``).

The view keeps a map to the stored text: ``span(start, end)`` turns a span of the view
into the span of the stored abstract that it was made from, so a stored fact still
satisfies ``abstract[start:end] == what was written`` (``$16\\times$``, ``72.4\\%``).
Markup is small and local, so the map is a list of edits (a piece of the stored text and
what replaced it in the view); between edits the two texts run in step.  An abstract
without markup characters (most of them) is its own view and costs one scan.

A hand-written scanner rather than a LaTeX or Markdown library: scraped abstracts are
mostly prose with fragments of markup (a bare ``%`` is a percent sign, not a LaTeX
comment; a lone ``$`` may be a price), parsers for whole documents either reject them or
swallow the prose, and none reports the character offsets this map needs.  The commands
and tags are data: ``data/lexicon/latex.tsv`` and ``html_tags.tsv``.
"""

from __future__ import annotations

import html
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache, lru_cache

import regex

from extractor import lexicon, pattern_cache

__all__ = ["CleanText", "clean", "Target"]


@dataclass(frozen=True, slots=True)
class Target:
    """A link target written in markup (``[text](url)``, ``\\href{url}{text}``), which the
    view shows only as its text: the url and its span in the stored abstract."""

    url: str
    start: int
    end: int
    view_start: int  # where the link's text starts in the view
    badge: bool = False  # the link's text is an image: ``[![icon](...) label](url)``


class CleanText:
    """The view ``text`` of ``raw`` with the edits that made it (see the module doc)."""

    __slots__ = ("raw", "text", "targets", "marks", "_clean_starts", "_edits")

    def __init__(
        self,
        raw: str,
        text: str,
        edits: list[tuple[int, int, int, int]],
        targets: list[Target],
        marks: list[tuple[int, int, str]] | None = None,
    ):
        self.raw = raw
        self.text = text
        self.targets = tuple(targets)
        # view spans whose text was wrapped (``\\underline{p}ublic``, ``\\emph{X}``,
        # ``**X**``) with the wrapper: what the markup stressed, for extractors that
        # read emphasis as a cue (authors mark the initials of names they coin)
        self.marks = tuple(marks or ())
        self._edits = edits  # (view start, view end, raw start, raw end), in order
        self._clean_starts = [e[0] for e in edits]

    @property
    def identity(self) -> bool:
        """The view is the stored text itself (no markup found)."""
        return not self._edits

    def start(self, i: int) -> int:
        """Where the view's character ``i`` starts in the stored text (``len(text)``
        gives ``len(raw)``).  A character inside a replacement starts where it does."""
        if not self._edits:
            return i
        k = bisect_right(self._clean_starts, i) - 1
        if k < 0:
            return i
        c0, c1, r0, r1 = self._edits[k]
        return r0 if i < c1 else r1 + (i - c1)

    def end(self, i: int) -> int:
        """Where a span of the view ending at ``i`` ends in the stored text: the end of
        its last character (0 for an empty span at the start)."""
        if not self._edits or i <= 0:
            return i
        last = i - 1
        k = bisect_right(self._clean_starts, last) - 1
        if k < 0:
            return i
        c0, c1, r0, r1 = self._edits[k]
        return r1 if last < c1 else r1 + (last - c1) + 1

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The stored text's span of the view's ``text[start:end]``."""
        if not self._edits:
            return start, end
        if end <= start:
            s = self.start(start)
            return s, s
        return self.start(start), self.end(end)


# ----------------------------------------------------------------------------- scanner


@dataclass(frozen=True, slots=True)
class _Command:
    kind: str  # symbol | space | wrap | join | drop
    text: str
    args: int
    keep: int
    url: int
    number: bool  # may stand in math that only writes a number (see latex.tsv)


@cache
def _commands() -> dict[str, _Command]:
    return {
        r["command"]: _Command(
            r["kind"], r.get("text", ""), r.get("args", 0), r.get("keep", 0), r.get("url", 0), r.get("number", False)
        )
        for r in lexicon.load("latex")
    }


@cache
def _tags() -> dict[str, str]:
    return {r["tag"].lower(): r["kind"] for r in lexicon.load("html_tags")}


# Where markup can start; text with none of these is its own view.
_SPECIAL = pattern_cache.compile(
    r"[\\$*_`&<\n\r]|!?\[|''|\{(?=\\|[\p{L}\p{N}][\p{L}\p{N}\- ]{0,60}\})|-(?<=[\p{L}\p{N}]-)(?=[ \t]*\r?\n|[ \t])"
    # a decimal point written as a middle dot, as The Lancet does ("94·0%"); not a product
    # in scientific notation ("4·10^{-3}")
    r"|(?<=\d)·(?=\d)(?!\d*\s?(?:\^|⁻|\{|\*\*))"
)
# a hyphen a line break split from the word it joins: "classi- fication", "TCGA-\nBRCA"
_LINE_HYPHEN = pattern_cache.compile(r"-(?:[ \t]+|[ \t]*\r?\n[ \t]*)(?=(?P<next>\p{L}[\p{L}\p{N}]*))")
_WORD_BEFORE = pattern_cache.compile(r"[\p{L}\p{N}]+$")
# the same test for the whole text (``_may_hold_markup``): a substring test per character
# is an order of magnitude faster than any pattern scan on a text holding none of them
# (most abstracts), and this test runs on every abstract
_ANY_SPECIAL = ("\\", "$", "*", "_", "`", "&", "<", "\n", "\r", "[", "''", "{", "·")
# a hyphen a line break left before spaces ("classi- fication"); "- " alone is mostly a
# spaced dash ("A - B"), which needs no scan
_HYPHEN_GAP = pattern_cache.compile(r"[\p{L}\p{N}]-[ \t]")
_HYPHEN_AT = pattern_cache.compile(r"-(?<=[\p{L}\p{N}]-)(?=[ \t])")
_COMMAND = pattern_cache.compile(r"\\(?:[A-Za-z]+|[^A-Za-z\s])")
_CONTROL_SPACE = pattern_cache.compile(r"\\\s")
_BRACED_COMMAND = pattern_cache.compile(r"\{(\\(?:[A-Za-z]+|[^A-Za-z\s]))\}")
# a number subscripted outside math: "IC_{50}", "PM_{2.5}"
_SUBSCRIPT = pattern_cache.compile(r"_\{(?P<s>\d{1,3}(?:\.\d)?)\}")
# a group of words in braces that no command takes: BibTeX's case protection ("we propose
# {FALCON}, a ..."), shown without its braces
_BARE_GROUP = pattern_cache.compile(r"\{(?P<w>[\p{L}\p{N}][\p{L}\p{N}\- ]{0,60})\}")
# inline math: $...$ (not a price: no digit-led "$5 and $10" run across a sentence end)
_MATH = pattern_cache.compile(r"(?<!\\)\$(?!\$)(?P<m>(?:\\\$|[^$\n]){1,300}?)(?<!\\)\$")
_DISPLAY_MATH = pattern_cache.compile(r"\$\$(?P<m>[^$]{1,500}?)\$\$")
_PAREN_MATH = pattern_cache.compile(r"\\\((?P<m>.{1,300}?)\\\)", regex.DOTALL)
# a Markdown link, its text possibly holding images (badges): [![alt](src) label](url)
_MD_LINK = pattern_cache.compile(
    r"\[(?P<t>(?:!\[[^\[\]\n]*\]\([^()\s]*\)|[^\[\]\n]){0,300})\]"
    r"\((?P<u>[^()\s]+(?:\([^()\s]*\)[^()\s]*)*)(?:\s+\"[^\"\n]*\")?\)"
)
_MD_IMAGE = pattern_cache.compile(r"!\[(?P<t>[^\[\]\n]{0,200})\]\((?P<u>[^()\s]*)\)")
_STRONG = pattern_cache.compile(r"(?P<d>\*\*\*|\*\*|__)(?=\S)(?P<t>[^\n]{1,300}?)(?<=\S)(?P=d)(?![*_\w])")
_EMPH = pattern_cache.compile(r"(?<![\w*\\])(?P<d>[*_])(?=[^\s*_])(?P<t>[^\n*_]{1,200}?)(?<=[^\s*_\\])(?P=d)(?![\w*])")
_CODE = pattern_cache.compile(r"(?<!`)`(?P<t>[^`\n]{1,200})`(?!`)")
_ENTITY = pattern_cache.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_TAG = pattern_cache.compile(r"</?(?P<name>[A-Za-z][A-Za-z0-9]*)(?P<attrs>\s[^<>\n]{0,300})?/?>")
_HREF = pattern_cache.compile(r"""\bhref\s*=\s*["']([^"'\s]+)["']""")
_BLANK = pattern_cache.compile(r"(?:\r?\n[ \t]*){2,}")


class _Builder:
    __slots__ = ("raw", "parts", "pos", "edits", "targets", "marks")

    def __init__(self, raw: str):
        self.raw = raw
        self.parts: list[str] = []
        self.pos = 0  # length of the view so far
        self.edits: list[tuple[int, int, int, int]] = []
        self.targets: list[Target] = []
        self.marks: list[tuple[int, int, str]] = []

    def keep(self, lo: int, hi: int) -> None:
        if hi > lo:
            self.parts.append(self.raw[lo:hi])
            self.pos += hi - lo

    def put(self, text: str, lo: int, hi: int) -> None:
        """``raw[lo:hi]`` shows as ``text`` (empty: it vanishes)."""
        if text == self.raw[lo:hi]:
            self.keep(lo, hi)
            return
        self.edits.append((self.pos, self.pos + len(text), lo, hi))
        self.parts.append(text)
        self.pos += len(text)


def _braced(raw: str, i: int, hi: int) -> tuple[int, int] | None:
    """The balanced ``{...}`` group opening at ``raw[i]`` (spaces before it allowed):
    (index of "{", index after "}"), or None."""
    j = i
    while j < hi and raw[j] in " \t":
        j += 1
    if j >= hi or raw[j] != "{":
        return None
    depth = 0
    k = j
    while k < hi:
        ch = raw[k]
        if ch == "\\":
            k += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return j, k + 1
        k += 1
    return None


def _scan(b: _Builder, lo: int, hi: int, math: bool = False) -> None:
    raw = b.raw
    commands = _commands()
    i = lo
    while i < hi:
        m = _SPECIAL.search(raw, i, hi) if not math else _MATH_SPECIAL.search(raw, i, hi)
        if m is None:
            b.keep(i, hi)
            return
        j = m.start()
        b.keep(i, j)
        i = _markup_at(b, j, hi, math, commands)


_MATH_SPECIAL = pattern_cache.compile(r"[\\{}~^\n\r]")


def _markup_at(b: _Builder, j: int, hi: int, math: bool, commands: dict[str, _Command]) -> int:
    """Resolve the markup starting at ``raw[j]``; the index after what was consumed."""
    raw = b.raw
    ch = raw[j]
    if ch == "·":
        b.put(".", j, j + 1)  # (only between digits: ``_SPECIAL``)
        return j + 1
    if ch == "\\":
        cm = _COMMAND.match(raw, j, hi)
        if cm is None:
            if _CONTROL_SPACE.match(raw, j, hi):
                b.put(" ", j, j + 2)
                return j + 2
            b.keep(j, j + 1)
            return j + 1
        if not math and raw.startswith("\\(", j) and (pm := _PAREN_MATH.match(raw, j, hi)):
            if not _number_math(raw, pm.start("m"), pm.end("m"), commands):
                b.keep(j, pm.end())  # a formula stays as written
                return pm.end()
            b.put("", j, j + 2)
            _scan(b, pm.start("m"), pm.end("m"), math=True)
            b.put("", pm.end("m"), pm.end())
            return pm.end()
        return _command(b, cm.group(), j, cm.end(), hi, math, commands)
    if math:
        if ch == "^":
            # a superscript on a letter is part of a name ("A$^3$T" reads A3T); on a
            # number it stays ("10^{-3}"), but for a degree sign ("0.21$^\\circ$" reads 0.21°)
            last = b.parts[-1][-1:] if b.parts else ""
            if (
                _DEGREE_AFTER.match(raw, j + 1, hi)
                or last.isalpha()
                or (not last and j > 0 and raw[j - 1] == "$" and j > 1 and raw[j - 2].isalpha())
            ):
                b.put("", j, j + 1)
            else:
                b.keep(j, j + 1)
        elif ch in "{}":
            b.put("", j, j + 1)
        elif ch == "~":
            b.put(" ", j, j + 1)
        else:  # a line break inside math
            b.put(" ", j, j + 1)
        return j + 1
    if ch == "-":
        return _line_hyphen(b, j, hi)
    if ch == "{":
        bc = _BRACED_COMMAND.match(raw, j, hi)
        if bc is None:
            bare = _BARE_GROUP.match(raw, j, hi)
            if bare is not None and (j == 0 or not (raw[j - 1].isalnum() or raw[j - 1] in "\\^_}]")):
                b.put("", j, j + 1)
                b.keep(bare.start("w"), bare.end("w"))
                b.put("", bare.end("w"), bare.end())
                return bare.end()
            b.keep(j, j + 1)
            return j + 1
        # "{\sim}", "{\%}": a command in braces of its own shows as the command alone
        b.put("", j, j + 1)
        _command(b, bc.group(1), bc.start(1), bc.end(1), bc.end(1), False, commands)
        b.put("", bc.end(1), bc.end())
        return bc.end()
    if ch == "$":
        mm = _DISPLAY_MATH.match(raw, j, hi) or _MATH.match(raw, j, hi)
        if mm is None:
            b.keep(j, j + 1)
            return j + 1
        number = _number_math(raw, mm.start("m"), mm.end("m"), commands)
        if number or _letter_math(raw, mm.start("m"), mm.end("m"), commands):
            b.put("", j, mm.start("m"))
            _scan(b, mm.start("m"), mm.end("m"), math=True)
        elif _measure_math(raw, mm.start("m"), mm.end("m")):
            # a measure shows as the lexicon and the reader write it ("$R^{2}$" reads R^2,
            # not R2 as a superscript inside a name would)
            b.put("", j, mm.start("m"))
            b.put(raw[mm.start("m"):mm.end("m")].replace("{", "").replace("}", ""), mm.start("m"), mm.end("m"))
        else:
            b.keep(j, mm.end())  # a formula stays as written
            return mm.end()
        b.put("", mm.end("m"), mm.end())
        return mm.end()
    if ch in "![":
        lm = _MD_LINK.match(raw, j, hi)
        if lm is not None:
            text_lo, text_hi = lm.span("t")
            badge = _MD_IMAGE.search(raw, text_lo, text_hi) is not None
            b.targets.append(Target(lm.group("u"), lm.start("u"), lm.end("u"), b.pos, badge))
            b.put("", j, text_lo)
            _scan(b, text_lo, text_hi)
            b.put("", text_hi, lm.end())
            return lm.end()
        im = _MD_IMAGE.match(raw, j, hi)
        if im is not None:
            b.put("", j, im.end())  # an image shows nothing of itself
            return im.end()
        b.keep(j, j + 1)
        return j + 1
    if ch == "_" and j > 0 and raw[j - 1].isalpha() and (sub := _SUBSCRIPT.match(raw, j, hi)) is not None:
        # a number subscripted outside math is part of the name it follows ("an IC_{50} of
        # 0.31 µM" reads IC50, "PM_{2.5}" PM2.5); a letter one stays ("AP_{S}", "f_{ab}")
        b.put("", j, sub.start("s"))
        b.keep(sub.start("s"), sub.end("s"))
        b.put("", sub.end("s"), sub.end())
        return sub.end()
    if ch in "*_":
        em = _STRONG.match(raw, j, hi) or _EMPH.match(raw, j, hi)
        if em is None:
            b.keep(j, j + 1)
            return j + 1
        b.put("", j, em.start("t"))
        shown = b.pos
        _scan(b, em.start("t"), em.end("t"))
        b.marks.append((shown, b.pos, em.group("d")))
        b.put("", em.end("t"), em.end())
        return em.end()
    if ch == "`":
        if raw.startswith("``", j):
            b.put("“", j, j + 2)
            return j + 2
        cm = _CODE.match(raw, j, hi)
        if cm is None:
            b.keep(j, j + 1)
            return j + 1
        b.put("", j, j + 1)
        b.keep(cm.start("t"), cm.end("t"))  # code shows as written
        b.put("", cm.end("t"), cm.end())
        return cm.end()
    if ch == "'":  # the closing LaTeX quote ''
        b.put("”", j, j + 2)
        return j + 2
    if ch == "&":
        em = _ENTITY.match(raw, j, hi)
        if em is None:
            b.keep(j, j + 1)
            return j + 1
        b.put(html.unescape(em.group()), j, em.end())
        return em.end()
    if ch == "<":
        tm = _TAG.match(raw, j, hi)
        kind = _tags().get(tm.group("name").lower()) if tm is not None else None
        if kind is None:
            b.keep(j, j + 1)
            return j + 1
        if tm.group("name").lower() == "a" and tm.group("attrs"):
            hm = _HREF.search(raw, *tm.span("attrs"))
            if hm is not None:
                b.targets.append(Target(hm.group(1), hm.start(1), hm.end(1), b.pos))
        b.put(" " if kind == "space" else "", j, tm.end())
        return tm.end()
    # a line break
    blank = _BLANK.match(raw, j, hi)
    if blank is not None:
        b.keep(j, blank.end())  # a paragraph break stays
        return blank.end()
    end = j + (2 if raw.startswith("\r\n", j) else 1)
    b.put(" ", j, end)
    return end


def _command(b: _Builder, name: str, j: int, after: int, hi: int, math: bool, commands: dict[str, _Command]) -> int:
    raw = b.raw
    cmd = commands.get(name)
    if cmd is None:
        b.keep(j, after)  # unknown: stays as written
        return after
    if cmd.kind == "symbol":
        b.put(cmd.text or "", j, after)
        return after
    if cmd.kind == "space":
        b.put(" ", j, after)
        return after
    groups = []
    pos = after
    for _ in range(cmd.args):
        g = _braced(raw, pos, hi)
        if g is None:
            b.keep(j, after)  # written without its braces: leave it
            return after
        groups.append(g)
        pos = g[1]
    if cmd.url and cmd.url != cmd.keep:  # \href: the view shows the text, not the url
        u0, u1 = groups[cmd.url - 1]
        b.targets.append(Target(raw[u0 + 1 : u1 - 1].strip(), u0 + 1, u1 - 1, b.pos))
    if cmd.kind == "drop":
        # a tie right before a citation goes with it: "GCG~\citep{x}"
        start = j - 1 if j > 0 and raw[j - 1] == "~" and b.parts and b.parts[-1].endswith("~") else j
        if start < j:
            _unkeep_last_char(b)
        b.put("", start, pos)
        return pos
    if cmd.kind == "join":
        b.put("", j, groups[0][0] + 1)
        for n, (g0, g1) in enumerate(groups):
            if n:
                b.put(cmd.text or "", groups[n - 1][1] - 1, g0 + 1)
            _scan(b, g0 + 1, g1 - 1, math)
        b.put("", groups[-1][1] - 1, pos)
        return pos
    # wrap
    k0, k1 = groups[cmd.keep - 1]
    b.put(cmd.text or "", j, k0 + 1)
    shown = b.pos
    if cmd.url and cmd.url == cmd.keep:
        b.keep(k0 + 1, k1 - 1)  # a URL shows as written
    else:
        _scan(b, k0 + 1, k1 - 1, math)
    if b.pos > shown:
        b.marks.append((shown, b.pos, name))
    b.put("", k1 - 1, pos)
    return pos


# what math that only writes a number may hold besides commands: digits, white space,
# braces, punctuation and relation signs, and an "x" right after a digit ("$2x$")
_NUMBER_MATH_CHAR = pattern_cache.compile(r"[\s{}\d.,%+\-−/:=<>|~^_()\[\]*']|(?<=\d\s?)[xX](?![A-Za-z])")
_PLAIN_ARG = pattern_cache.compile(r"\{[\p{L}\d .,%\-]{0,40}\}")


def _number_math(raw: str, lo: int, hi: int, commands: dict[str, _Command]) -> bool:
    """Does the math ``raw[lo:hi]`` only write a number, a unit or a relation (then the
    view resolves it) rather than a formula (then it stays as written)?  Letters count
    only inside a text wrapper (``$\\underline{C}$``, ``$5\\,\\text{ms}$``)."""
    i = lo
    while i < hi:
        if raw[i] == "\\":
            cm = _COMMAND.match(raw, i, hi)
            cmd = commands.get(cm.group()) if cm is not None else None
            if cmd is None or not cmd.number:
                return False
            i = cm.end()
            if cmd.kind == "wrap":
                arg = _PLAIN_ARG.match(raw, i, hi)
                if arg is None:
                    return False
                i = arg.end()
            continue
        m = _NUMBER_MATH_CHAR.match(raw, i, hi)
        if m is None:
            return False
        i = m.end()
    return True


_DEGREE_AFTER = pattern_cache.compile(r"\{?\\circ\b")


def _letter_math(raw: str, lo: int, hi: int, commands: dict[str, _Command]) -> bool:
    """Is the math ``raw[lo:hi]`` one letter written as a command (``Cohen's $\\kappa$``,
    ``Kendall's $\\tau$``)?  A lone letter is a name, not a formula: the view shows the
    letter, so a measure named by it reads as the lexicon writes it."""
    inner = raw[lo:hi].strip()
    cmd = commands.get(inner) if _COMMAND.fullmatch(inner) else None
    return cmd is not None and cmd.kind == "symbol" and len(cmd.text) == 1 and cmd.text.isalpha()


def _measure_math(raw: str, lo: int, hi: int) -> bool:
    """Is the math ``raw[lo:hi]`` a measure the metrics lexicon names as written
    (``an $R^2$ of 0.91``)?  Then it is a name, not a formula, as a lone letter is."""
    inner = raw[lo:hi].strip()
    return bool(inner) and _measures().fullmatch(inner) is not None


@cache
def _measures() -> regex.Pattern:
    return pattern_cache.compile("(?:" + "|".join(r["metric"] for r in lexicon.load("metrics")) + ")")


def _line_hyphen(b: _Builder, j: int, hi: int) -> int:
    """A hyphen followed by a line break or spaces, then a word: the view joins the two
    words ("TCGA- BRCA" reads "TCGA-BRCA", "multi- view" "multi-view", "classi- fication"
    "classification"); a suspended hyphen ("pre- and post-training") stays as written."""
    raw = b.raw
    m = _LINE_HYPHEN.match(raw, j, hi)
    if m is None:
        b.keep(j, j + 1)
        return j + 1
    after = m.group("next")
    roles = _line_hyphen_words()
    if roles.get(after.lower()) == "suspender" and raw[m.end() + len(after) : m.end() + len(after) + 1] != "-":
        # ("end- to-end" is a compound broken before "to-end")
        b.keep(j, m.end())
        return m.end()
    before = _WORD_BEFORE.search(raw, max(0, j - 40), j)
    word = before.group() if before is not None else ""
    if word.islower() and after.islower() and word.isalpha() and roles.get(word) != "prefix":
        b.put("", j, m.end())  # the line break's hyphen: one word
    else:
        b.keep(j, j + 1)
        b.put("", j + 1, m.end())
    return m.end()


@lru_cache(maxsize=1)
def _line_hyphen_words() -> dict[str, str]:
    return {r["word"]: r["role"] for r in lexicon.load("line_hyphens")}


def _unkeep_last_char(b: _Builder) -> None:
    """Take back the last kept character (a tie that turns out to belong to a command)."""
    last = b.parts[-1]
    b.parts[-1] = last[:-1]
    b.pos -= 1


def _may_hold_markup(raw: str) -> bool:
    return _holds_special(raw) or _holds_line_hyphen(raw)


def _holds_special(raw: str) -> bool:
    for special in _ANY_SPECIAL:
        if special in raw:
            return True
    return False


def _holds_line_hyphen(raw: str) -> bool:
    return ("- " in raw or "-\t" in raw) and _HYPHEN_GAP.search(raw) is not None


def clean(raw: str) -> CleanText:
    """The clean-text view of ``raw`` (see the module doc)."""
    if not _holds_special(raw):
        if not _holds_line_hyphen(raw):
            return CleanText(raw, raw, [], [])
        # only line breaks' hyphens to resolve: visit them alone, not every character
        b = _Builder(raw)
        i = 0
        for m in _HYPHEN_AT.finditer(raw):
            b.keep(i, m.start())
            i = _line_hyphen(b, m.start(), len(raw))
        b.keep(i, len(raw))
        return CleanText(raw, "".join(b.parts), b.edits, b.targets, b.marks) if b.edits else CleanText(raw, raw, [], [])
    b = _Builder(raw)
    _scan(b, 0, len(raw))
    if not b.edits:
        return CleanText(raw, raw, [], b.targets)
    return CleanText(raw, "".join(b.parts), b.edits, b.targets, b.marks)
