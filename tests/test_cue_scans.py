"""Cue scans that look for a pattern's first letters with ``str.find`` before trying the
regex (``artifacts.own_parts._matches_at``, ``artifacts.claims._part_is``) must find what a scan of the
whole abstract by the regex finds: they exist only because that scan was slow.  (Not in
contrived corners: ``isalnum`` stands for ``\b`` before a cue, so "m²consists of" differs,
and ``_part_is`` also finds a second "<noun> is" that overlaps the first's match; on the
2,157 real abstracts and 10,000 bench abstracts the two find the same.)"""

from __future__ import annotations

import pytest

from extractor import lexicon
from extractor.extract.artifacts import claims, own_parts
from extractor.extract.name_cues import literal_start

TEXTS = [
    "We propose ColorAT. ColorAT consists of a paint transfer module (PTM) and a polisher.",
    "It Consists Of two parts. COMPRISING three modules. The system is made up of blocks.",
    "The network comprises two branches: a global branch and a local branch.",
    "Our framework has three key components that work together: (i) A, (ii) B.",
    "Networks: two networks, TWO   modules and several    encoder blocks: X; many heads:",
    "Made\nup of lines: it consisted\tof two\tmodules: here.",
    "İstanbul consists of two modules: the İ-module and the MADE block: end.",  # lower() grows
    "made up of made up of, two two modules modules: and six blocks: x",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_compose_cue_is_found_where_a_full_scan_finds_it(text):
    low = text.lower()
    for pattern, starts in ((own_parts._COMPOSE, own_parts._COMPOSE_STARTS), (own_parts._PARTS_LISTED, own_parts._QUANTIFIER_STARTS)):
        assert [m.span() for m in own_parts._matches_at(pattern, text, low, starts)] == [m.span() for m in pattern.finditer(text)]


@pytest.mark.parametrize("text", [
    *TEXTS,
    "During inference, a Feedback Extraction module is introduced. The heads are shared.",
    "A Fusion  block   is added; the encoder\tis frozen and the decoder  are x.",
    "module is the block is it",
])
def test_a_part_noun_before_is_is_found_where_the_regex_finds_it(text):
    assert claims._part_is(text) == [m.start() for m in claims._PART_IS.finditer(text)]


@pytest.mark.parametrize(("pattern", "start"), [
    (r"consist(?:s|ed|ing)?\s+of", "consist"),
    (r"made\s+up\s+of", "made"),
    (r"comprises\ of", "comprises"),
    (r"Compris(?:e|es)", "compris"),
    (r"ab?c", "a"),  # "b" may be absent
    (r"abc*", "ab"),
    (r"abc|def", ""),  # either side may begin a match
    (r"(?:a|b)cd", ""),
    (r"\bword", ""),
])
def test_literal_start(pattern, start):
    assert literal_start(pattern) == start


def _compose_rows():
    for row in lexicon.load("name_cues"):
        if row["role"] == "compose_verb":
            yield pytest.param(row, id=f"{row.where}:{row['word']}")


@pytest.mark.parametrize("row", list(_compose_rows()))
def test_a_compose_row_is_looked_for_by_its_first_letters(row):
    # an empty start would fall back to the slow scan of every word
    start = literal_start(row.get("pattern") or row["word"])
    assert start and row["word"].lower().startswith(start)
