"""Scoring as the annotation guide's "Scoring" section defines it: what a figure in the docs
means depends on these rules, so each one is pinned here on small hand-made records."""

from __future__ import annotations

import json

from extractor.evaluate import attribute_ok, load_gold, score


def result(value, unit="percent", text=None, **attrs):
    base = dict(text=text or f"{value}%", value=value, value_high=None, unit=unit, kind="improvement",
                role="result", qualifier=None, metric=None, dataset=None, baseline=None)
    return {**base, **attrs}


def test_a_dataset_matches_by_its_mention_when_the_catalog_spells_the_name_otherwise():
    gold = {"a": {"datasets": [{"name": "MS COCO", "mention": "COCO", "role": "used"}]}}
    pred = {"a": {"datasets": [{"name": "COCO", "mention": "COCO", "role": "used"}]}}
    s = score(gold, pred).fields["datasets"]
    assert (s.tp, s.fp, s.fn) == (1, 0, 0)


def test_a_dataset_matches_by_name_against_the_gold_mention():
    gold = {"a": {"datasets": [{"name": "ImageNet", "mention": "ILSVRC-2012", "role": "used"}]}}
    pred = {"a": {"datasets": [{"name": "ILSVRC 2012", "mention": "ILSVRC2012", "role": "used"}]}}
    assert score(gold, pred).fields["datasets"].tp == 1


def test_each_gold_dataset_is_matched_once():
    gold = {"a": {"datasets": [{"name": "CIFAR-10", "mention": "CIFAR-10", "role": "used"}]}}
    pred = {"a": {"datasets": [{"name": "CIFAR-10", "mention": "CIFAR-10", "role": "used"},
                               {"name": "CIFAR10", "mention": "CIFAR10", "role": "used"}]}}
    s = score(gold, pred).fields["datasets"]
    assert (s.tp, s.fp, s.fn) == (1, 1, 0)


def test_exact_names_are_paired_before_mentions():
    # the mention-only pairing of the first gold entry must not steal the second's exact match
    gold = {"a": {"datasets": [{"name": "X", "mention": "Y", "role": "used"},
                               {"name": "Y", "mention": "Y", "role": "used"}]}}
    pred = {"a": {"datasets": [{"name": "Y", "mention": "Y", "role": "used"},
                               {"name": "X", "mention": "X", "role": "used"}]}}
    assert score(gold, pred).fields["datasets"].tp == 2


def test_artifact_names_are_folded():
    gold = {"a": {"artifacts": [{"name": "PBGD-Free", "type": "method"}]}}
    pred = {"a": {"artifacts": [{"name": "pbgd free", "type": "method"}]}}
    assert score(gold, pred).fields["artifacts"].tp == 1


def test_metric_dataset_and_baseline_count_when_one_folded_form_contains_the_other():
    assert attribute_ok("metric", "top-1 accuracy", "Accuracy")
    assert attribute_ok("baseline", "PoT", "the PoT baseline")
    assert attribute_ok("dataset", None, None)
    assert not attribute_ok("metric", "accuracy", None)
    assert not attribute_ok("metric", None, "accuracy")
    assert not attribute_ok("metric", "FID", "accuracy")


def test_kind_role_and_qualifier_must_be_equal():
    assert attribute_ok("qualifier", "Up to", "up to")
    assert not attribute_ok("qualifier", "up to", "nearly")
    assert not attribute_ok("kind", "improvement", "score")


def test_results_match_by_value_and_unit_and_score_attributes_over_matches():
    gold = {"a": {"results": [result(12.5, metric="accuracy", baseline="BERT"), result(3.0, unit="times")]}}
    pred = {"a": {"results": [result(12.5, metric="top-1 accuracy", baseline="BERT-large"),
                              result(3.0, unit="pp", text="3.0 pp")]}}
    report = score(gold, pred)
    s = report.fields["results"]
    assert (s.tp, s.fp, s.fn) == (1, 1, 1)
    assert report.attributes["results.metric"] == [1, 1]
    assert report.attributes["results.baseline"] == [1, 1]


def test_kind_confusion_counts_matched_pairs():
    gold = {"a": {"results": [result(1.0, kind="speedup"), result(2.0, kind="score")]}}
    pred = {"a": {"results": [result(1.0, kind="reduction"), result(2.0, kind="score")]}}
    report = score(gold, pred)
    assert report.kinds == {("speedup", "reduction"): 1, ("score", "score"): 1}
    table = report.to_text()
    assert "result kind confusion" in table


def test_scores_are_also_given_per_venue():
    gold = {
        "a": {"venue": "acl", "authors": ["X"]},
        "b": {"venue": "acl", "authors": ["Y"]},
        "c": {"venue": "icra", "authors": ["Z"]},
    }
    pred = {"a": {"authors": ["X"]}, "b": {"authors": ["Y"]}, "c": {"authors": ["Q"]}}
    report = score(gold, pred)
    assert set(report.venues) == {"acl", "icra"}
    assert report.venues["acl"].fields["authors"].f1 == 1.0
    assert report.venues["icra"].fields["authors"].f1 == 0.0
    assert report.fields["authors"].tp == 2
    out = report.to_dict()
    assert out["venues"]["icra"]["fields"]["papers"]["tp"] == 1
    assert "per venue" in report.to_text()


def test_gold_without_venues_prints_no_venue_table():
    report = score({"a": {"authors": ["X"]}}, {"a": {"authors": ["X"]}})
    assert report.venues == {} and "per venue" not in report.to_text()


def test_a_bad_gold_line_names_its_line(tmp_path):
    path = tmp_path / "gold.jsonl"
    path.write_text(json.dumps({"id": "a"}) + "\n{oops\n")
    try:
        load_gold(str(path))
    except ValueError as exc:
        assert "line 2" in str(exc)
    else:
        raise AssertionError("a malformed gold line was accepted")
