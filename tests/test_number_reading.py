"""The steps of reading one number (``extractor.extract.number_reading``), each on its own.

Each test runs the steps before the one it checks (a step reads what earlier ones
decided) and then that step alone, so a failure names the step that went wrong.
"""

from __future__ import annotations

from bisect import bisect_right
from pathlib import Path

import pytest

from extractor.components.result_cues import cues_in
from extractor.extract import number_reading as R
from extractor.extract.number_reading import metrics, state
from extractor.extract.numbers import find_numbers
from extractor.nlp import analyze
from extractor.records import DatasetMention

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
STEP = {f.__name__.removeprefix("_step_"): f for f in R.READ_STEPS}


def read_until(text: str, step: str, index: int = 0, datasets=()):
    """The sentence and the reading of the ``index``-th number of ``text`` with every step
    before ``step`` done (earlier numbers of its sentence fully read)."""
    a = analyze(text)
    cands = find_numbers(a.text)
    c = cands[index]
    starts = [s for s, _ in a.sentences]
    si = max(0, bisect_right(starts, c.start) - 1)
    s0, s1 = a.sentences[si]
    group = [x for x in cands if max(0, bisect_right(starts, x.start) - 1) == si]
    cues = cues_in(a.window(s0, min(len(a.text), group[-1].end + 40)), s0)
    ds_words = sorted({w for d in datasets for w in (d.name, d.mention)}, key=len, reverse=True)
    s = R.make_sentence(a.text, s0, s1, group, cues, datasets, ds_words)
    j = group.index(c)
    for k in range(j):
        r = R.start_reading(s, k)
        for f in R.READ_STEPS:
            f(s, r)
        s.reads.append(r)
    r = R.start_reading(s, j)
    for f in R.READ_STEPS:
        if f is STEP[step]:
            break
        f(s, r)
    return s, r


def step(text: str, name: str, index: int = 0, datasets=()):
    s, r = read_until(text, name, index, datasets)
    STEP[name](s, r)
    return r


def test_the_steps_run_in_reading_order():
    assert list(STEP) == ["qualifier", "kind", "metric", "kind_by_metric", "unit", "role", "baseline", "dataset"]


# ------------------------------------------------------------------------- qualifier
@pytest.mark.parametrize("text, index, expected", [
    ("It improves accuracy by up to 5% here.", 0, "up to"),
    ("It improves accuracy by 36% on average.", 0, "on average"),
    ("It improves accuracy by ~5% here.", 0, "approximately"),
    ("It improves A, B and C by up to 5.0%, 4.6% and 5.4%.", 2, "up to"),
    ("On average, it improves A by 3% and B by 5%.", 1, "on average"),
    ("It raises accuracy by nearly 9 points from 61.2% to 67.1%.", 1, None),  # a pair's baseline level
    ("It improves accuracy by 5% over the baseline.", 0, None),
])
def test_qualifier(text, index, expected):
    assert step(text, "qualifier", index).qualifier == expected


def test_qualifier_marks_where_the_words_before_the_number_stop_counting():
    r = step("It improves accuracy by up to 5% here.", "qualifier")
    assert r.left_core.endswith("by ")


# ------------------------------------------------------------------------------ kind
@pytest.mark.parametrize("text, index, expected", [
    ("The solver is 3.5x faster than Gurobi.", 0, "speedup"),  # a cue right after wins
    ("It matches the baseline with 40% fewer parameters.", 0, "reduction"),
    ("It boosts accuracy to 67.1% on PACS.", 0, "score"),  # "to N" is a level
    ("We observe an improvement of 5% on COCO.", 0, "improvement"),  # "a <noun> of N"
    ("It reduces the error on COCO by 5%.", 0, "reduction"),  # the nearest cue before
    ("Accuracy changes by +2.8% on COCO.", 0, "improvement"),  # a sign
    ("Around 70% of failures stem from misalignment.", 0, "other"),  # "N of X": a share
    ("It raises accuracy from 61.2% to 67.1%.", 0, "score"),  # a pair
])
def test_kind(text, index, expected):
    assert step(text, "kind", index).kind == expected


def test_kind_of_a_list_is_the_kind_of_its_first_number():
    r = step("It improved A, B and C by up to 5.03%, 4.65%, and 5.41%.", "kind", 2)
    assert r.kind == "improvement"


# ---------------------------------------------------------------------------- metric
@pytest.mark.parametrize("text, rule, expected", [
    ("D=2048 yields a FID of 1.74 on CIFAR-10.", "_own_scale", "FID"),
    ("We report a 6.6% improvement in mAP on COCO.", "_right_phrase", "mAP"),
    ("It outperforms X by 7.9% in the AO metric.", "_right_named", "AO"),
    ("This marks a 9.6% performance boost.", "_right_before_cue", "performance"),
    ("It matches the baseline with 40% fewer parameters.", "_right_comparative", "parameters"),
    ("Our tracker achieves 63.8% HOTA on MOT17.", "_right_metric_name", "HOTA"),
    ("The robot succeeds with 60% success rates.", "_right_noun", "success rates"),
    ("Around 70% of failures stem from misalignment.", "_share_of", "failures"),
    ("It reduces mean squared error by 19.6% here.", "_left_verb", "mean squared error"),
    ("It outperforms the certified accuracy of prior methods by 5.3%.", "_left_of_baseline", "certified accuracy"),
    ("We observe model performance to degrade as much as 12%.", "_left_subject", "model performance"),
    ("Our policy achieves a success rate of 95.0% in real trials.", "_left_of", "success rate"),
])
def test_each_metric_rule_finds_its_metric(text, rule, expected):
    s, r = read_until(text, "metric")
    rules = {f.__name__: f for f in metrics.METRIC_RULES}
    right = r.right
    found = rules[rule](s, r, right, r.left_core[-200:])
    assert found is not None and found[0] == expected
    assert metrics.metric_cascade(s, r)[0] == expected  # and no earlier rule answers first


def test_the_metric_cascade_reads_right_before_left():
    names = [f.__name__ for f in metrics.METRIC_RULES]
    assert names.index("_right_phrase") < names.index("_left_verb") < names.index("_left_of")


def test_metric_names_the_baseline_of_its_phrase():
    s, r = read_until("It outperforms the certified accuracy of prior methods by 5.3%.", "metric")
    assert metrics.metric(s, r) == ("certified accuracy", "prior methods")


def test_metric_is_inherited_from_the_list_and_the_number_before():
    assert step("It gives a 6.6% and 8.0% improvement in mAP.", "metric", 0).metric == "mAP"
    assert step("It achieves 80% accuracy on A and 70% on B.", "metric", 1).metric == "accuracy"


# ----------------------------------------------------------------------- kind by metric
@pytest.mark.parametrize("text, expected", [
    ("We obtain a reduction in training time by 11%.", "speedup"),  # a cut in time
    ("We report a WER improvement of 13.6% over the baseline.", "reduction"),  # a gain in an error
    ("It increases the inference speed by 20%.", "speedup"),  # a gain in speed
    ("It increases the throughput by 20%.", "improvement"),  # a throughput gain is an improvement
    ("It lowers the accuracy by 2%.", "degradation"),  # a cut in a score
])
def test_kind_by_metric(text, expected):
    assert step(text, "kind_by_metric").kind == expected


# ------------------------------------------------------------------------------ unit
def test_points_are_percentage_points_unless_the_metric_has_its_own_scale():
    assert step("Our model improves accuracy by 5 points.", "unit").unit == "pp"
    assert step("It improves BLEU by 2.1 points over the baseline.", "unit").unit == "points"


# ------------------------------------------------------------------------------ role
@pytest.mark.parametrize("text, index, expected", [
    ("Our agent reaches 38.1%, compared to Operator's 23.4%.", 1, "baseline"),
    ("Prior methods reach only 40% accuracy on this task.", 0, "baseline"),
    ("Unlike prior methods, our method reaches 40% accuracy.", 0, "result"),
    ("It raises accuracy from 61.2% to 67.1%.", 0, "baseline"),
    ("It raises accuracy from 61.2% to 67.1%.", 1, "result"),
])
def test_role(text, index, expected):
    assert step(text, "role", index).role == expected


# -------------------------------------------------------------------------- baseline
@pytest.mark.parametrize("text, index, expected", [
    ("It reduces generations by 65.1% compared to PoT with Gemini.", 0, "PoT"),
    ("It out-performs Panoptic FCN by 9.3% on COCO.", 0, "Panoptic FCN"),
    ("SGRv2's success rate is 2.54 times that of SGR.", 0, "SGR"),
    ("PIPS improves accuracy by 8.6% and 9.4% compared to PoT and CoT respectively.", 1, "CoT"),
    ("It outperformed NDP by 1.08x and the image-to-action Diffusion Policy by 1.16x.", 1,
     "image-to-action Diffusion Policy"),
    ("Our agent reaches 38.1%, compared to Operator's 23.4%.", 1, None),  # a baseline's own number
])
def test_baseline(text, index, expected):
    assert step(text, "baseline", index).baseline == expected


# --------------------------------------------------------------------------- dataset
def _mentions(text, *names):
    return [DatasetMention(n, n, "used", text.find(n), text.find(n) + len(n)) for n in names]


def test_dataset_of_a_list_follows_the_list_of_names():
    text = "We reach 80.1%, 75.2% and 60.3% on CIFAR, SVHN and STL respectively."
    ds = _mentions(text, "CIFAR", "SVHN", "STL")
    assert [step(text, "dataset", i, ds).dataset for i in range(3)] == ["CIFAR", "SVHN", "STL"]


def test_dataset_the_number_is_given_to_and_the_one_after_it():
    text = "It improves results on JIGSAWS (| 6.0%), MTL-AQA (↑ 0.99%)."
    ds = _mentions(text, "JIGSAWS", "MTL-AQA")
    assert [step(text, "dataset", i, ds).dataset for i in range(2)] == ["JIGSAWS", "MTL-AQA"]
    text = "It improves accuracy by 3% on ImageNet."
    assert step(text, "dataset", 0, _mentions(text, "ImageNet")).dataset == "ImageNet"


def test_dataset_named_past_an_aside_in_the_same_clause():
    text = "The gain is strong, by up to 55.1% accuracy (from 30.2% to 85.3%) on Brick World scenarios."
    ds = _mentions(text, "Brick World")
    assert [step(text, "dataset", i, ds).dataset for i in range(3)] == ["Brick World"] * 3


def test_datasets_named_together_measure_no_single_number():
    text = "Experiments over CIFAR, NYUv2, and ImageNet demonstrate that our method achieves 10x acceleration."
    assert step(text, "dataset", 0, _mentions(text, "CIFAR", "NYUv2", "ImageNet")).dataset is None


def test_a_list_of_a_baselines_own_measures_is_no_list_of_baselines():
    # "the baseline's A, B, and C by x, y, and z": the list names what was measured, so no
    # number takes a measure of the list as its baseline
    from extractor.extract.numbers import results_from_text

    text = "The auxiliary task improved the baseline's overlap, topology, and boundary scores by up to 4.03%, 3.65%, and 2.41%, respectively."
    bases = [r.baseline for r in results_from_text(text)]
    assert len(bases) == 3 and not {"topology", "boundary scores"} & set(bases), bases


# ------------------------------------------- the tail gate of METRIC_LEFT_VERB (speed)
def _left_verbs_ungated(core: str) -> list:
    """``_left_verbs`` as it was before its gate on the tail (the reference): the match
    at every verb start."""
    return [state._left_verb_at(core, start) for start in state._verb_starts(core)]


def _verb_spans(matches) -> list:
    return [m and (m.span(), m.group("verb"), m.group("m"), m.group("prep")) for m in matches]


def _assert_gate_keeps(core: str) -> None:
    ungated = _left_verbs_ungated(core)
    if state._left_verb_tail(core) is None:
        # the readers act only on a match: the gate may drop Nones, never a match
        assert not any(ungated), core
        assert list(state._left_verbs(core)) == [], core
    else:
        assert _verb_spans(state._left_verbs(core)) == _verb_spans(ungated), core


def test_left_verbs_tail_gate_loses_no_match_on_generated_texts():
    import random

    pieces = ["improves ", "Improves the ", "reduction in ", "a gain of ", "the accuracy ", "error ", "of ",
              "OF ", "by ", "in ", "from ", "on ", "up ", "a large margin", "by a large margin", " margin of ",
              "an average ", ", e.g., ", ", i.e. ", "(e.g., ", "A, B, and C models ", "the baseline, the best, ",
              "(ours) ", "(", ")", ", ", "; ", " ", "\n", "x" * 50, "speed up ", "drops ", "models by "]
    rnd = random.Random(9)
    n = 0
    for _ in range(4000):
        t = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 12)))
        for core in (t, t[: rnd.randint(0, len(t))], t[-200:]):
            _assert_gate_keeps(core)
            n += state._left_verb_tail(core) is None
    assert n > 1000  # the gate decides many of them


@pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="shared corpus absent")
def test_left_verbs_tail_gate_loses_no_match_on_the_corpus():
    # every window a number reads (the sentence before it, its last 200 characters), and
    # the windows ending after each "by", "of", "in", "from" and "e.g.,"
    import json
    import re

    ends = re.compile(r"\d|(?<=\s(?:by|of|in) )|(?<=\sfrom )|(?<=e\.g\., )|(?<=i\.e\., )")
    gated = 0
    for path in sorted((SHARED / "corpus").glob("*.json")):
        for rec in json.loads(path.read_text(encoding="utf-8")):
            a = analyze(rec.get("abstract") or "")
            for s0, s1 in a.sentences:
                for m in ends.finditer(a.text, s0, s1):
                    core = a.text[max(s0, m.start() - 200) : m.start()]
                    _assert_gate_keeps(core)
                    gated += state._left_verb_tail(core) is None
    assert gated > 1000


def test_regression_a_sentence_of_hundreds_of_numbers_searches_its_clause_stops_once_per_number(monkeypatch):
    """backfill searched the clause stop between every pair of numbers of a sentence, each
    search over the text between them: cubic time, 16 s for a 4 KB sentence of 400
    percentages (hostile or scraped input). Now once per number (and again only where a
    stop straddles a later number's start), with the same facts."""
    from extractor import extract
    from extractor.extract import number_reading

    real = number_reading._CLAUSE_STOP
    calls = []

    class Counting:
        def search(self, *args):
            calls.append(args)
            return real.search(*args)

        def __getattr__(self, name):
            return getattr(real, name)

    monkeypatch.setattr(number_reading, "_CLAUSE_STOP", Counting())
    p = extract("We improve by " + "3.1% on A, " * 300 + "overall.")
    assert len(p.results) == 300
    assert len(calls) < 2 * 300, len(calls)
