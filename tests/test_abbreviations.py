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
