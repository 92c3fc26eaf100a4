"""Schwartz–Hearst abbreviation pairing (extractor.extract.abbreviations)."""

from __future__ import annotations

import pytest

from extractor.extract.abbreviations import find_abbreviations, is_short_form


def pairs(text):
    return [(a.short, a.long) for a in find_abbreviations(text)]


def test_simple_long_then_short():
    text = "This paper proposes Binary Quadratic Quantization (BQQ) for matrices."
    [a] = find_abbreviations(text)
    assert (a.short, a.long) == ("BQQ", "Binary Quadratic Quantization")
    assert text[a.short_start : a.short_end] == "BQQ"
    assert text[a.long_start : a.long_end] == "Binary Quadratic Quantization"


def test_hyphens_and_digits():
    assert pairs("we introduce Burst-Encodable Time-of-Flight (BE-ToF), which") == [
        ("BE-ToF", "Burst-Encodable Time-of-Flight")
    ]
    assert pairs("a new class of Poisson Flow Generative Models 2 (PFGM2) here") == [
        ("PFGM2", "Poisson Flow Generative Models 2")
    ]


@pytest.mark.parametrize(
    "text, pair",
    [
        ("a novel model, Zorbic Mixed-Modal Moderation (ZM3), to", ("ZM3", "Zorbic Mixed-Modal Moderation")),
        ("we propose Disjoint Diffusion Deepfake Detection (D4) for", ("D4", "Disjoint Diffusion Deepfake Detection")),
        ("a new Source-guided Similarity Preservation (S2P) loss", ("S2P", "Source-guided Similarity Preservation")),
        ("a novel approach called quill-to-zorb set conversion (Q2ZS), which", ("Q2ZS", "quill-to-zorb set conversion")),
        ("(2) a Line-to-Character-to-Word (L2C2W) recognizer", ("L2C2W", "Line-to-Character-to-Word")),
        ("models for Text-to-Image (T2I) generation", ("T2I", "Text-to-Image")),
    ],
)
def test_a_digit_in_a_short_form_read_as_a_repeated_letter_or_as_to(text, pair):
    # what broke: "Asymmetric Mixed-Modal Moderation (AM3)" paired with nothing, so the
    # paper's own name was taken as "Asymmetric" and "Mixed-Modal"
    assert pairs(text) == [pair]


@pytest.mark.parametrize(
    "text",
    [
        "a 7D fixed-wing aircraft system (F16) and",  # a number in a name, not a count
        "a detection algorithm (YOLOv7) for",
        "both regular (ICDAR2015) and curved text",
    ],
)
def test_a_digit_that_reads_as_neither_pairs_nothing(text):
    assert pairs(text) == []


def test_lower_case_letters_inside_short_form():
    assert pairs("we propose High-order Tree-structured Variational Inference (HoT-VI), that") == [
        ("HoT-VI", "High-order Tree-structured Variational Inference")
    ]
    assert pairs("the Kuramoto Graph Neural Network (KuramotoGNN), a") == [
        ("KuramotoGNN", "Kuramoto Graph Neural Network")
    ]


def test_short_then_long_form():
    text = "we propose SiPBA (Single-loop Pessimistic Bilevel Algorithm), a new method"
    [a] = find_abbreviations(text)
    assert (a.short, a.long) == ("SiPBA", "Single-loop Pessimistic Bilevel Algorithm")
    assert text[a.short_start : a.short_end] == "SiPBA"


def test_latex_wrapped_short_form_and_marked_long_form():
    text = (
        r"a suite of \underline{p}ublic-data-\underline{a}ssisted \underline{z}eroth-"
        r"\underline{o}rder optimizers (PAZO) with"
    )
    [a] = find_abbreviations(text)
    assert a.short == "PAZO" and a.marked
    assert a.long == "public-data-assisted zeroth-order optimizers"
    text = r"we then propose \emph{CORTA} (COnsensus--Robust Transfer Attack), a lightweight attack"
    [a] = find_abbreviations(text)
    assert a.short == "CORTA" and text[a.short_start : a.short_end] == "CORTA"


def test_no_pairing_when_letters_do_not_match():
    assert pairs("we study the shape prior (XQZ) in depth") == []
    assert pairs("an efficient approximation of the Shapley value (FreeShap) for") == []


@pytest.mark.parametrize(
    "text",
    [
        "a linear program formulation (Kalhan et al., 2019), and",
        "as shown before (2019) in",
        "improves accuracy (61.2%) over",
        "two sources: (i) decision boundaries and (ii) drift",
        "some distance (e.g., Wasserstein) between",
        "a bound (with public data) holds",
    ],
)
def test_parentheses_without_abbreviations(text):
    assert pairs(text) == []


def test_is_short_form():
    assert is_short_form("BQQ") and is_short_form("m-NGP") and is_short_form("PFGM++")
    assert not is_short_form("2019") and not is_short_form("iv") and not is_short_form("with data")


def test_range_gives_the_pairs_of_parentheses_opening_there():
    text = "We use Binary Quadratic Quantization (BQQ). Then Stochastic Gradient Aggregation (SGA) helps."
    whole = find_abbreviations(text)
    i = text.index("Then")
    assert find_abbreviations(text, i) == whole[1:]
    assert find_abbreviations(text, 0, i) == whole[:1]


def _reference_best_long_form(short, long):
    """The character-loop Schwartz-Hearst match (what the ASCII rfind version replaces)."""
    s, li = len(short) - 1, len(long) - 1
    while s >= 0:
        c = short[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        while li >= 0 and (long[li].lower() != c or (s == 0 and li > 0 and long[li - 1].isalnum())):
            li -= 1
        if li < 0:
            return None
        li -= 1
        s -= 1
    return long.rfind(" ", 0, li + 1) + 1


def test_fast_paths_equal_the_general_code():
    import random

    from extractor.extract import abbreviations as ab

    pieces = ["Binary", "Quadratic", "quantization", " ", "  ", "(", ")", "BQQ", "bq", "İ", "é", "\\emph{X}",
              "$x$", "-", "a", "Q", ". ", "(i)", "2020", "\t", "Ab", "B-Q", "\u00a0"]
    rnd = random.Random(7)
    for _ in range(20000):
        t = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 16)))
        assert ab._best_long_form(t[:4], t) == _reference_best_long_form(t[:4], t), t
        # the last-words shortcut gives the suffix of the full word list
        long_t = t * 4  # long enough for the shortcut to be taken
        lo, hi, k = rnd.randint(0, 9), len(long_t), rnd.randint(1, 4)
        full = [(w.start(), w.end()) for w in ab._WORD.finditer(long_t, lo, hi)]
        got = ab._last_words(long_t, lo, hi, k)
        assert got == full[len(full) - len(got):] and len(got) >= min(k, len(full)), long_t
        # unwrap_latex's no-LaTeX shortcut
        s, e = 0, len(t)
        while s < e and t[s].isspace():
            s += 1
        while e > s and t[e - 1].isspace():
            e -= 1
        if "\\" not in t and "$" not in t:
            assert ab.unwrap_latex(t, 3) == (t[s:e], 3 + s, 3 + e), t


@pytest.mark.parametrize("short, long", [("CF", "Coarse-to-Fine"), ("CF", "collaborative filtering"), ("SEE", "Scene Edit Encoder")])
def test_an_upper_case_short_form_spelt_like_a_remark_pairs(short, long):
    """Regression: "(CF)" was read as the remark "(cf. ...)" and never paired."""
    text = f"We propose a novel {long} ({short}) layer."
    assert [(a.short, a.long) for a in find_abbreviations(text)] == [(short, long)]


@pytest.mark.parametrize("remark", ["cf. Smith, 2020", "Cf. Lee", "see Table 2", "e.g. BERT"])
def test_remarks_in_parentheses_pair_nothing(remark):
    assert find_abbreviations(f"Results hold for Coarse Fine models ({remark}) too.") == []


@pytest.mark.parametrize(
    "text, pair",
    [
        ("data from the English Longitudinal Study of Ageing (ELSA; n = 5,873) and", ("ELSA", "English Longitudinal Study of Ageing")),
        ("the mean absolute error (MAE, lower is better) drops", ("MAE", "mean absolute error")),
    ],
)
def test_short_form_before_a_remark_in_the_parentheses(text, pair):
    [a] = find_abbreviations(text)
    assert (a.short, a.long) == pair
    assert text[a.short_start : a.short_end] == pair[0]


def test_a_list_in_parentheses_defines_no_short_form():
    assert pairs("evaluated on two benchmarks (ImageNet, COCO) with") == []
