"""The clean-text view: markup resolved, and a map that still indexes the stored text.

Extractors read the view; every span they store must index the abstract as written
(``abstract[start:end]`` is the number as written: ``$16\\times$``, ``72.4\\%``).  The map
is property-tested: built from fragments whose view and stored span are known, and on
arbitrary text, where it must stay ordered and in bounds.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import extractor
from extractor import lexicon
from extractor.extract.paper import extract_paper
from extractor.records import Paper
from extractor.text import clean

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize(
    "raw, view",
    [
        (r"72.4\% (vs.\ prior best 51.0\%)", "72.4% (vs. prior best 51.0%)"),
        (r"3.1\% $\to$ 17.9\%", "3.1% → 17.9%"),
        (r"2 $\sim$ 3x", "2 ∼ 3x"),
        (r"\emph{up to} 40\%", "up to 40%"),
        (r"a $16\times$ speedup", "a 16× speedup"),
        (r"${\sim}30%$ and {\sim}5\%", "∼30% and ∼5%"),
        (r"$1.5{\times}$–$620{\times}$", "1.5×–620×"),
        ("**Code:** [https://github.com/a/b](https://github.com/a/b)", "Code: https://github.com/a/b"),
        ("***digital cousins*** and a *smaller* LM", "digital cousins and a smaller LM"),
        ("`pip install x` now", "pip install x now"),
        ("AT&amp;T reaches &lt;5%&nbsp;error", "AT&T reaches <5%\u00a0error"),
        ("CO<sub>2</sub> in <i>vivo</i><br/>next", "CO2 in vivo next"),
        ("hard\nwrapped\r\nlines\n\nnew paragraph", "hard wrapped lines\n\nnew paragraph"),
        (r"GCG~\citep{zou2023universal} proposes", "GCG proposes"),
        (r"dubbed $\underline{C}$ontextually", "dubbed Contextually"),
        (r"\textcolor{red}{Warning: text}", "Warning: text"),
        # a formula stays as written: only math that writes a number is resolved
        (r"$O(\sqrt{T})$ and $\mathcal{O}(T^{1/2})$", r"$O(\sqrt{T})$ and $\mathcal{O}(T^{1/2})$"),
        (r"an $\epsilon + \delta$-greedy policy", r"an $\epsilon + \delta$-greedy policy"),
        # a lone letter is a name, not a formula: "Cohen's $\kappa$" reads "Cohen's κ"
        (r"an $\epsilon$-greedy policy and Cohen's $\kappa$", "an ϵ-greedy policy and Cohen's κ"),
        # so is math that writes a measure the metrics lexicon names ("an $R^2$ of 0.84")
        (r"an $R^2$ of 0.84 and a $x^2$ term", "an R^2 of 0.84 and a $x^2$ term"),
        (r"a delay of $5\,\text{ms}$ and $2x$", "a delay of 5 ms and 2x"),
        (r"at \url{https://github.com/a_b/c}.", "at https://github.com/a_b/c."),
        (r"on \href{https://github.com/x/y}{GitHub}.", "on GitHub."),
        (r"``natural'' language", "“natural” language"),
        (r"an unknown \command stays", r"an unknown \command stays"),
        ("plain text, 5% better", "plain text, 5% better"),
        # BibTeX's case protection: braces no command takes, around words
        ("we propose {FULCRUM}, a {Graph Net} model", "we propose FULCRUM, a Graph Net model"),
        (r"f_{ab}, x^{2}, a{b} and $\{x\}$ stay", r"f_{ab}, x^{2}, a{b} and $\{x\}$ stay"),
        (r"an IC_{50} of 0.31 µM and PM_{2.5}", "an IC50 of 0.31 µM and PM2.5"),
        # The Lancet's decimal point, a middle dot between digits; elsewhere it stays
        ("94·0% (95% CI 91·2–96·1) and a · b", "94.0% (95% CI 91.2–96.1) and a · b"),
        ("an error of 4·10^{-3} and 3·10^-5", "an error of 4·10^{-3} and 3·10^-5"),
    ],
)
def test_markup_is_resolved(raw, view):
    assert clean(raw).text == view


def test_text_without_markup_is_its_own_view():
    view = clean("Our method improves accuracy by 19.1% over the baseline.")
    assert view.identity and view.span(3, 9) == (3, 9)


def test_what_markup_stressed_is_kept_as_marks():
    view = clean(r"a suite of \underline{p}ublic-data-\underline{a}ssisted optimizers and **FooNet**")
    assert [(view.text[a:b], how) for a, b, how in view.marks] == [
        ("p", r"\underline"), ("a", r"\underline"), ("FooNet", "**")]


def test_link_targets_are_kept_with_their_stored_spans():
    raw = r"Code: [here](https://github.com/o/r) and \href{https://x.github.io}{page}; [![i](a.svg) o/r](https://github.com/o/b)"
    targets = clean(raw).targets
    assert [(t.url, raw[t.start : t.end], t.badge) for t in targets] == [
        ("https://github.com/o/r", "https://github.com/o/r", False),
        ("https://x.github.io", "https://x.github.io", False),
        ("https://github.com/o/b", "https://github.com/o/b", True),
    ]


# ------------------------------------------------------------------- map properties
# (stored fragment, its view, the stored span the view's characters come from)
FRAGMENTS = [
    (r"\%", "%", (0, 2)),
    (r"$\times$", "×", (1, 7)),
    (r"$\to$", "→", (1, 4)),
    (r"$\sim$", "∼", (1, 5)),
    (r"\emph{up}", "up", (6, 8)),
    (r"\textbf{x}", "x", (8, 9)),
    ("**bold**", "bold", (2, 6)),
    ("*it*", "it", (1, 3)),
    ("&amp;", "&", (0, 5)),
    ("a\nb", "a b", (0, 3)),  # a hard wrap (two in a row would be a paragraph break, kept)
    ("[text](https://e.org/x)", "text", (1, 5)),
    ("<b>b</b>", "b", (3, 4)),
]
# (no word ends in a hyphen: before the space that joins the pieces it would read as a
# line break's hyphen, which the view joins; ``test_line_hyphens`` covers that)
WORDS = st.text(alphabet="abcxyz0123456789.,%-()", min_size=1, max_size=6).filter(lambda w: not w.endswith("-"))


@st.composite
def documents(draw):
    """A stored text made of words and markup fragments, and where each view piece is."""
    pieces = draw(st.lists(st.one_of(WORDS.map(lambda w: (w, w, (0, len(w)))), st.sampled_from(FRAGMENTS)),
                           min_size=1, max_size=20))
    raw, view, spans = "", "", []
    for stored, shown, (a, b) in pieces:
        if raw:
            raw, view = raw + " ", view + " "
        spans.append((len(view), len(view) + len(shown), len(raw) + a, len(raw) + b))
        raw, view = raw + stored, view + shown
    return raw, view, spans


@SETTINGS
@given(documents())
def test_the_map_sends_every_piece_of_the_view_back_to_where_it_was_written(doc):
    raw, view, spans = doc
    c = clean(raw)
    assert c.text == view
    for v0, v1, r0, r1 in spans:
        assert c.span(v0, v1) == (r0, r1), (raw, view[v0:v1])


@SETTINGS
@given(st.lists(st.sampled_from(list("ab1%$\\{}*_`[]()&;<>/!\n ~^-") + ["\\times", "\\emph", "&amp;", "**", "- "]),
                max_size=60).map("".join))
def test_the_map_is_ordered_and_in_bounds_on_any_text(raw):
    c = clean(raw)
    n = len(c.text)
    starts = [c.start(i) for i in range(n + 1)]
    assert starts == sorted(starts) and starts[0] >= 0 and starts[-1] == len(raw)
    for i in range(n):
        s, e = c.span(i, i + 1)
        assert 0 <= s < e <= len(raw)
    for i in range(n + 1):
        for j in range(i, min(n, i + 5) + 1):
            s, e = c.span(i, j)
            assert 0 <= s <= e <= len(raw)


@SETTINGS
@given(st.text(max_size=200))
def test_any_text_gets_a_view_and_a_map(raw):
    c = clean(raw)
    s, e = c.span(0, len(c.text))
    assert 0 <= s <= e <= len(raw)


@SETTINGS
@given(st.lists(st.sampled_from(list("ab1 %$\\{}*_`[]()&;<>!\n\r'~^-\t·") + ["\\times", "&amp;", "''"]),
                max_size=40).map("".join))
def test_a_text_passed_over_as_plain_holds_no_markup(raw):
    # every abstract is first tested by substring checks; one that passes them unscanned
    # must be one the scanner would leave as it is
    from extractor.text import _Builder, _may_hold_markup, _scan

    b = _Builder(raw)
    _scan(b, 0, len(raw))
    if b.edits or b.targets or b.marks:
        assert _may_hold_markup(raw)


# --------------------------------------------------------------- wired for every extractor
def test_every_stored_span_indexes_the_abstract_as_written():
    raw = (r"We propose \textbf{FooNet}, which reaches 72.4\% on ImageNet (vs.\ prior best 51.0\%) "
           r"and is $16\times$ faster; success rises from 3.1\% $\to$ 17.9\%. "
           "**Code:** [https://github.com/a/b](https://github.com/a/b)")
    paper = extract_paper(Paper(abstract=raw, position=0))
    assert [r.text for r in paper.results] == [r"72.4\%", r"51.0\%", r"$16\times$", r"3.1\%", r"17.9\%"]
    for r in paper.results:
        assert raw[r.start : r.end] == r.text
    assert [(x.url, raw[x.start : x.end]) for x in paper.links] == [("https://github.com/a/b", "https://github.com/a/b")]
    assert [raw[d.start : d.end] for d in paper.datasets] == ["ImageNet"]
    assert [raw[a.start : a.end] for a in paper.artifacts] == ["FooNet"]


@pytest.mark.parametrize("row", lexicon.load("latex"), ids=lambda r: r.where)
def test_each_latex_command_is_resolved_in_text_and_in_math_only_when_it_writes_a_number(row):
    args = "".join("{a}" for _ in range(row.get("args", 0)))
    raw = f"x {row['command']}{args} y"
    assert clean(raw).text != raw
    in_math = clean(f"x $1 {row['command']}{args} $ y").text
    assert ("$" not in in_math) == bool(row.get("number")), in_math


# --------------------------------------------------------------- line breaks' hyphens
@pytest.mark.parametrize(
    "raw, view",
    [
        ("numerous classi- fication tasks", "numerous classification tasks"),
        ("a classi-\nfication task", "a classification task"),
        ("the TCGA- BRCA dataset", "the TCGA-BRCA dataset"),
        ("WS-3D- Lane is", "WS-3D-Lane is"),
        ("state-of- the-art", "state-of-the-art"),
        ("pre- and post-training", "pre- and post-training"),
        ("word - word", "word - word"),
        ("end-\n\nNext paragraph", "end-\n\nNext paragraph"),
    ],
)
def test_line_hyphens(raw, view):
    c = clean(raw)
    assert c.text == view
    assert c.span(0, len(c.text)) == (0, len(raw))


def test_a_name_split_by_a_line_break_is_stored_whole_with_its_span_as_written():
    abstract = "We introduce a pipeline for weakly-supervised segmentation (CIP- WPIS). CIP-WPIS is fast."
    [a] = extractor.extract(abstract).artifacts
    assert (a.name, abstract[a.start : a.end]) == ("CIP-WPIS", "CIP- WPIS")


def test_a_dataset_mention_is_its_surface_form_as_written_where_its_span_points():
    """What broke: the mention was the clean view's ("TCGA-BRCA") while its span pointed at
    "TCGA- BRCA" in the stored abstract (GUIDELINES: the first surface form exactly as in
    the text); the canonical name is still the joined one."""
    abstract = "Experiments on the TCGA- BRCA dataset and on Image- Net show consistent gains."
    got = [(d.name, d.mention, abstract[d.start : d.end]) for d in extractor.extract(abstract).datasets]
    assert got == [("TCGA-BRCA", "TCGA- BRCA", "TCGA- BRCA"), ("ImageNet", "Image- Net", "Image- Net")]


@pytest.mark.parametrize("row", lexicon.load("line_hyphens"), ids=lambda r: r.where)
def test_each_line_hyphen_word_does_its_job(row):
    raw = row["example"]
    if row["role"] == "prefix":
        # the compound keeps its hyphen where the break fell after this word
        assert clean(raw).text == raw.replace(f"{row['word']}- ", f"{row['word']}-")
    else:
        assert clean(raw).text == raw  # a suspended hyphen stays as written


@SETTINGS
@given(st.lists(st.sampled_from(["ab", "Cd", "x1", "- ", "-", " ", "-\t", "and ", "to-", "multi"]), max_size=30).map("".join))
def test_the_line_hyphen_fast_path_gives_the_scanners_view(raw):
    # a text whose only markup is line breaks' hyphens skips the character scanner
    from extractor.text import _Builder, _scan

    b = _Builder(raw)
    _scan(b, 0, len(raw))
    c = clean(raw)
    assert c.text == ("".join(b.parts) if b.edits else raw)
    starts = [c.start(i) for i in range(len(c.text) + 1)]
    assert starts == sorted(starts) and starts[-1] == len(raw)
    for i, ch in enumerate(c.text):
        s, e = c.span(i, i + 1)
        assert raw[s:e] == ch or raw[s:e].strip(" \t") in ("-", "")
