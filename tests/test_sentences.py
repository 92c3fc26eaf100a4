"""The abstract sentence splitter: boundaries that survive decimals, abbreviations, LaTeX."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from extractor.components.sentences import _any_spans, _ascii_spans, _spans, sentence_spans
from extractor.nlp import parse
from tests.conftest import CORPUS, SEEDS, SHARED, need_shared

DEV = SHARED / "dev"


def sents(text):
    return [text[s:e] for s, e in sentence_spans(text)]


def test_plain_split():
    assert sents("We propose X. It works well! Does it scale? Yes.") == [
        "We propose X.", "It works well!", "Does it scale?", "Yes."]


def test_structured_abstract_headings_stand_apart():
    # "Results: Functional richness was 41% lower": the sentence starts at its subject
    assert sents("Background: We study X. Main conclusions: Habitat matters. Code: https://a.b/c. CIFAR-10: ResNet wins.") == [
        "Background:", "We study X.", "Main conclusions:", "Habitat matters.", "Code: https://a.b/c.", "CIFAR-10: ResNet wins."]


def test_decimals_do_not_split():
    assert sents("Accuracy rises to 19.1% and FID is 1.74. Next sentence.") == [
        "Accuracy rises to 19.1% and FID is 1.74.", "Next sentence."]


@pytest.mark.parametrize("abbr", ["e.g.", "i.e.", "et al.", "cf.", "vs.", "Fig.", "approx."])
def test_abbreviations_do_not_split(abbr):
    text = f"Prior work ({abbr} Smith 2020) fails. We fix it."
    assert sents(text) == [f"Prior work ({abbr} Smith 2020) fails.", "We fix it."]


def test_et_al_before_year():
    assert len(sents("As shown by Abernethy et al. (2008) this holds. We extend it.")) == 2


def test_latex_percent_and_math_end_sentences():
    text = r"It improves accuracy by 28\%. $16\times$ speedups follow. We release code."
    assert sents(text) == [r"It improves accuracy by 28\%.", r"$16\times$ speedups follow.", "We release code."]


def test_latex_backslash_command_starts_sentence():
    assert len(sents(r"We evaluate it. \emph{CORTA} outperforms baselines.")) == 2


def test_spans_exclude_whitespace_and_cover_text():
    text = "  First one.   Second one.  "
    spans = sentence_spans(text)
    assert [text[s:e] for s, e in spans] == ["First one.", "Second one."]


def test_component_marks_tokens_and_keeps_spans():
    doc = parse("It is 3.5x faster, e.g. on GPUs. We also cut memory by 40%.")
    assert [s.text for s in doc.sents] == ["It is 3.5x faster, e.g. on GPUs.", "We also cut memory by 40%."]
    assert doc.user_data["text"] == doc.text
    assert doc.user_data["sentence_spans"] == sentence_spans(doc.text)


ASCII_EDGE_CASES = [
    "We use e.g. Foo. And (i.e.) Bar! Yes? No.) Next one.",
    "Results (see Fig. 3) hold. The et  al. 2020 paper. Then et\tal. X. Also w.r.t. Y and vs. Z.",
    "  Leading space. Trailing space.   ",
    'He said "done." Next. A... B. x.\x1c Y. etc.) Then. 3.5% better. $x$ holds. \\cite{a}. \\eg. Z',
    "",
    "   ",
]


def test_ascii_fast_path_splits_like_the_regex_rule():
    # the ASCII path (stdlib re + an abbreviation check) must give the reference spans
    need_shared()
    texts = list(ASCII_EDGE_CASES)
    for path in sorted(CORPUS.glob("*.json")):
        texts += [r["abstract"] for r in json.loads(path.read_text(encoding="utf-8")) if r.get("abstract")]
    texts += [p.read_text(encoding="utf-8") for p in sorted(SEEDS.iterdir())]
    ascii_texts = [t for t in texts if t.isascii()]
    assert len(ascii_texts) > 1000
    for text in ascii_texts:
        assert _ascii_spans(text) == _spans(text), text[:200]


UNICODE_EDGE_CASES = [
    "Ünïcode ends here. Ébauche starts. “Quoted.” Next. ‘Single’ one.’ Ω starts. ω does not. ٣ digits.",
    "Space\u00a0kinds.\u2003Em space. Thin.\u2009Narrow\u202fgap. Ideographic.\u3000Ｆull width. End.\x85Next.",
    "Odd gap.\x1c X. Line sep.\u2028Y. e.g.\u00a0Z and Fig.\u2003W. vs.\u3000Q (i.e. “R”). Done!”\u2003Then.",
    "Ends with opener. “ x. ( Y. [Z. “lower. ‘9 items.",
    "\u3000 Leading ideographic space. Trailing.\u3000 ",
    "Über. ",
]


def test_unicode_fast_path_splits_like_the_regex_rule():
    # the path for non-ASCII text (stdlib re + one-character checks) gives the reference spans
    need_shared()
    texts = list(UNICODE_EDGE_CASES)
    for path in sorted(CORPUS.glob("*.json")) + sorted(DEV.glob("*.json")):
        texts += [r["abstract"] for r in json.loads(path.read_text(encoding="utf-8")) if r.get("abstract")]
    others = [t for t in texts if not t.isascii()]
    assert len(others) > 100
    for text in others:
        assert _any_spans(text) == _spans(text), text[:200]


_PIECES = ["a", "B", "É", "ω", "Ω", "3", "٣", "\\", "$", ".", "!", "?", "e.g.", "Fig.", "et al.", "\"", "'",
           "“", "”", "‘", "’", ")", "(", "]", "[", " ", "\u00a0", "\u2003", "\u3000", "\x1c", "\n", "\x85"]


@settings(max_examples=500, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), max_size=24))
def test_unicode_fast_path_property(pieces):
    text = "".join(pieces)
    assert _any_spans(text) == _spans(text)


def test_white_space_class_is_regex_white_space():
    import re

    import regex

    from extractor.components.sentences import _WHITE_SPACE

    spelt = re.compile(f"[{_WHITE_SPACE}]")
    differ = [hex(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000
              and bool(spelt.fullmatch(chr(c))) != bool(regex.fullmatch(r"\s", chr(c)))]
    assert differ == []
