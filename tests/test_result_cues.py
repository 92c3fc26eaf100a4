"""The result_cues component: hedges, kind cues and baseline markers by spaCy matchers."""

from __future__ import annotations

import pytest
import spacy

from extractor.components.result_cues import SPANS_KEY, cues_in, mark_result_cues
from extractor.extract import number_cues as C
from extractor.extract.number_reading.kinds import last_kind_cue as _last_kind_cue
from extractor.extract.numbers import extract_results
from extractor.nlp import get_nlp, parse


def cues(text, offset=0):
    return cues_in(get_nlp().make_doc(text), offset)


def labelled(text, label):
    return [text[s:e] for lab, s, e in cues(text) if lab == label]


# ------------------------------------------------------------------------- hedges
@pytest.mark.parametrize("hedge", C.HEDGE_WORDS)
def test_each_hedge_phrase_is_matched(hedge):
    text = f"Our method improves accuracy by {hedge} 5% on ImageNet."
    assert hedge in labelled(text, "hedge")


@pytest.mark.parametrize("hedge", C.HEDGE_WORDS)
def test_each_hedge_phrase_decides_the_qualifier(hedge):
    text = f"Our method improves accuracy by {hedge} 5% on ImageNet."
    (r,) = extract_results(text)
    assert r.qualifier == C.HEDGE_NORMAL.get(hedge, hedge)


@pytest.mark.parametrize("hedge", C.HEDGE_TRAILING)
def test_each_trailing_hedge_is_matched_and_read(hedge):
    text = f"It improves accuracy by 5% {hedge}, and more."
    assert hedge in labelled(text, "hedge_trailing")
    assert extract_results(text)[0].qualifier == "on average"


@pytest.mark.parametrize("text", ["UP TO", "Up To", "NEARLY", "More Than", "On Average"])
def test_hedges_match_in_any_case(text):
    assert labelled(f"It is {text} 5% better.", "hedge") == [text]


def test_a_hedge_inside_a_word_is_no_hedge():
    assert labelled("The turnover and the aboutness grew by 5%.", "hedge") == []


def test_hedge_symbols_stay_character_level():
    # "~5" is one token: the symbol hedges are read by regex, not the matcher
    assert labelled("It improves by ~5%.", "hedge") == []
    assert extract_results("It improves accuracy by ~5%.")[0].qualifier == "approximately"
    assert extract_results("It improves accuracy by $\\approx$ 5%.")[0].qualifier == "approximately"


def test_hedge_must_sit_right_before_the_number():
    assert extract_results("Nearly all models improve accuracy by 5%.")[0].qualifier is None
    assert extract_results("It improves accuracy by nearly a remarkable 5%.")[0].qualifier == "nearly"


# -------------------------------------------------------------------------- kinds
KIND_EXAMPLES = {
    "speedup": ["speedup", "speed-up", "speed-ups", "speeds up", "sped up", "faster", "quicker",
                "accelerates", "less time", "less latency", "shorter"],
    "degradation": ["drop", "dropped", "dropping", "degrades", "declines", "deteriorates", "worsens",
                    "worse", "hurts", "harms", "falls", "fell", "plummets", "lose", "loses", "losing",
                    "lost", "performance loss", "loss in accuracy", "accuracy loss", "penalty"],
    "reduction": ["reduces", "decreased", "fewer", "less", "lower", "lowers", "lowering", "lowered",
                  "cuts", "cutting", "saves", "savings", "shrinks", "shrank", "compresses", "smaller",
                  "cheaper", "eliminates", "minimizes", "minimises", "mitigates", "alleviates",
                  "suppresses", "slashes", "trims"],
    "improvement": ["improves", "outperforms", "out-performs", "surpasses", "gain", "gains", "boosts",
                    "increases", "higher", "better", "exceeds", "enhances", "raises", "lifts",
                    "lifting", "advances", "superior", "beats", "beating", "uplift", "margin", "ahead",
                    "increments", "more", "greater", "larger", "bigger", "surges", "grows", "growth",
                    "jumps", "stronger"],
    "score": ["achieves", "attains", "reaches", "obtains", "scores", "records", "reports", "yields",
              "delivers", "maintains", "retains", "preserves"],
}


@pytest.mark.parametrize("label,word", [(k, w) for k, ws in KIND_EXAMPLES.items() for w in ws])
def test_each_kind_cue_is_matched(label, word):
    text = f"The model {word} the baseline"
    found = [(lab, text[s:e]) for lab, s, e in cues(text) if lab in C.KIND_ORDER]
    assert found[0] == (label, word)


@pytest.mark.parametrize("label", C.KIND_ORDER)
def test_kind_cues_match_in_any_case(label):
    word = KIND_EXAMPLES[label][0].upper()
    assert labelled(f"The model {word} the baseline", label) == [word]


def test_up_by_is_an_improvement_cue_only_with_by():
    assert labelled("Accuracy went up by 5%.", "improvement") == ["up by"]
    assert labelled("Accuracy went up to 5%.", "improvement") == []


def test_hyphen_cue_needs_the_hyphen_glued():
    assert labelled("a speed-up of 2x", "speedup") == ["speed-up"]
    assert labelled("a speed - up of 2x", "speedup") == []


def test_overlapping_cues_are_read_left_to_right_like_the_reference_regex():
    text = "It speeds up by 5% and the model achieves gains by 3%"
    cs = cues(text)
    assert _last_kind_cue(cs, 0, text.index("5%"), by=True) == "speedup"
    # after "by" a score verb does not decide, the gain does
    assert _last_kind_cue(cs, 0, text.index("3%"), by=True) == "improvement"


SENTENCES = [
    "Our method reduces the error by 12% and speeds up training by 3x over prior work",
    "It out-performs the baseline, with fewer steps and less latency, and obtains 5% more",
    "Accuracy drops by 2% while memory shrinks, lowering cost; the model achieves higher recall",
    "We record a speed-up and a performance loss, yet it retains quality and beats SOTA",
    "up by 4%, fewer iterations than before, less time and smaller models that improve results",
]


@pytest.mark.parametrize("text", SENTENCES)
@pytest.mark.parametrize("by", [False, True])
def test_last_kind_cue_agrees_with_the_reference_regex(text, by):
    cs = cues(text)
    for hi in range(len(text) + 1):
        if hi < len(text) and text[hi].isalnum():
            continue  # the reader always cuts at a word's end
        last = None
        for m in C.KIND_CUES.finditer(text[:hi]):
            if not (by and m.group("score")):
                last = m
        ref = next((k for k in C.KIND_ORDER if m.group(k)), None) if (m := last) else None
        assert _last_kind_cue(cs, 0, hi, by) == ref, (text[:hi], by)


# ---------------------------------------------------------------------- baseline
@pytest.mark.parametrize("marker", C.BASELINE_MARKERS)
def test_each_baseline_marker_is_matched(marker):
    text = f"It is 5% better {marker} BERT."
    assert marker in labelled(text, "baseline")


# ---------------------------------------------------------------- pure function
def test_cues_in_shifts_by_offset_and_is_pure():
    doc = get_nlp().make_doc("gains of up to 5%")
    assert ("hedge", 109, 114) in cues_in(doc, 100)
    assert cues_in(doc, 0) == cues_in(doc, 0)
    assert SPANS_KEY not in doc.spans


def test_cues_in_on_an_abstract_window():
    from extractor.nlp import analyze

    text = "We study X. Our model is nearly 3x faster than BERT."
    a = analyze(text)
    start = text.index("Our")
    got = cues_in(a.window(start, len(text)), start)
    assert [(lab, text[s:e]) for lab, s, e in got] == [
        ("hedge", "nearly"), ("speedup", "faster"), ("baseline", "than")
    ]


# ------------------------------------------------------------------- component
def test_component_marks_spans_on_a_full_parsed_doc():
    text = "Background here. Our method improves F1 by up to 4% over BERT and is 2x faster on average."
    doc = mark_result_cues(parse(text))
    spans = [(s.label_, s.text) for s in doc.spans[SPANS_KEY]]
    assert ("improvement", "improves") in spans
    assert ("hedge", "up to") in spans
    assert ("baseline", "over") in spans
    assert ("speedup", "faster") in spans
    assert ("hedge_trailing", "on average") in spans
    # the character spans of the component and of the pure function agree
    assert [(s.label_, s.start_char, s.end_char) for s in doc.spans[SPANS_KEY]] == cues_in(doc)
    assert len(list(doc.sents)) == 2  # the sentence splitter's work is kept


def test_component_is_registered_and_works_in_another_pipeline():
    nlp = spacy.blank("en")
    nlp.add_pipe("result_cues")
    doc = nlp("Latency is reduced by nearly 40%.")
    assert [(s.label_, s.text) for s in doc.spans[SPANS_KEY]] == [
        ("reduction", "reduced"), ("hedge", "nearly")
    ]


def test_kinds_matcher_gate_loses_no_cue_on_real_abstracts():
    """The multi-word kind ``Matcher`` runs only on Docs holding a word that can start one
    of its patterns; on every sentence of the real abstracts it must find what running it
    everywhere finds; so must running it only from the first such word on (a Span)."""
    import json

    from extractor.components.result_cues import _matchers, _token_cues
    from extractor.components.sentences import sentence_spans
    from tests.conftest import CORPUS, need_shared

    need_shared()
    nlp = get_nlp()
    m = _matchers(nlp.vocab)
    strings = nlp.vocab.strings
    checked = gated = cut = 0
    for path in sorted(CORPUS.glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8")):
            text = record.get("abstract") or ""
            for s, e in sentence_spans(text):
                doc = nlp.make_doc(text[s:e])
                got = _token_cues(doc)  # learns the words of doc, as in extraction
                every = [(strings[k], a, b) for matcher in (m.phrases, m.kinds) for k, a, b in matcher(doc)]
                assert sorted(got) == sorted(every), text[s:e]
                checked += 1
                gated += m.starters.isdisjoint(t.lower for t in doc)
                cut += not m.starters.isdisjoint(t.lower for t in doc) and doc[0].lower not in m.starters
    assert checked > 5000 and gated > checked // 4  # the gate really skips sentences
    assert cut > checked // 10  # and the Span often starts after the first token
