"""Datasets extractor: one test per cue and per exclusion, plus the seed gold."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import regex

from extractor.extract.datasets import extract_datasets
from extractor.nlp import parse

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def names(text: str) -> list[str]:
    return [d.name for d in extract_datasets(parse(text))]


def by_name(text: str) -> dict:
    return {d.name: d for d in extract_datasets(parse(text))}


def test_alias_maps_to_canonical():
    got = by_name("We pretrain on ImageNet-1k and fine-tune on MS-COCO.")
    assert list(got) == ["ImageNet", "MS COCO"]
    assert got["ImageNet"].mention == "ImageNet-1k" and not got["ImageNet"].discovered
    assert got["ImageNet"].domain == "vision"


def test_case_sensitive_alias():
    assert names("Results on MATH and GSM8K improve.") == ["MATH", "GSM8K"]
    assert names("We study the math of attention on GSM8K.") == ["GSM8K"]


@pytest.mark.parametrize("surface", ["CIFAR10", "CIFAR-10", "CIFAR 10", "cifar-10"])
def test_spelling_variants(surface):
    assert names(f"Experiments on {surface} show gains.") == ["CIFAR-10"]


def test_neighbouring_variants_stay_distinct():
    assert names("We test on CIFAR-10 and CIFAR-100, and on ImageNet and ImageNet-C.") == [
        "CIFAR-10", "CIFAR-100", "ImageNet", "ImageNet-C"]
    assert names("Accuracy on CIFAR-10/100 rises.") == ["CIFAR-10", "CIFAR-100"]


def test_one_entry_per_dataset_first_mention():
    ds = extract_datasets(parse("On CIFAR10 we win. Later, CIFAR-10 again."))
    assert [(d.name, d.mention, d.start) for d in ds] == [("CIFAR-10", "CIFAR10", 3)]


def test_the_x_dataset_discovery():
    got = by_name("We evaluate on the Foobar-7 dataset and report accuracy.")
    assert got["Foobar-7"].discovered and got["Foobar-7"].role == "used"


def test_we_introduce_benchmark_is_introduced():
    got = by_name("We introduce ZetaQA, a benchmark of 5,000 questions about tables.")
    assert got["ZetaQA"].role == "introduced" and got["ZetaQA"].discovered
    got = by_name("To evaluate VLMs, we introduce the first benchmark MuSLR for symbolic reasoning.")
    assert got["MuSLR"].role == "introduced"
    got = by_name("We also release a new dataset, HoloScenes, with dense labels.")
    assert got["HoloScenes"].role == "introduced"


def test_bench_suffix_name():
    got = by_name("Using this framework, we design a novel evaluation pipeline, Brittlebench, to test models.")
    assert got["Brittlebench"].role == "introduced"


def test_list_next_to_catalog_name():
    got = by_name("Experiments on DomainBed and InvarianceUnitTest confirm it.")
    assert list(got) == ["DomainBed", "InvarianceUnitTest"] and got["InvarianceUnitTest"].discovered


def test_derived_names_are_new_datasets():
    got = by_name("We construct MATH-P-Hard from problems in the MATH dataset.")
    assert list(got) == ["MATH-P-Hard", "MATH"]
    assert got["MATH-P-Hard"].role == "introduced" and got["MATH"].role == "used"


def test_adjective_compounds_keep_the_dataset():
    assert names("We use GSM8K-level reasoning and MNIST-based bags.") == ["GSM8K", "MNIST"]


def test_models_are_not_datasets():
    assert names("With a ResNet50 backbone and GPT-4.1, SDXL and o1-mini, on the BERT benchmark.") == []


def test_unnamed_descriptions_are_not_datasets():
    text = ("Experiments on six real-world datasets, two histopathology datasets and synthetic data "
            "for few-shot image classification show gains.")
    assert names(text) == []


def test_redefined_acronym_is_not_the_dataset():
    assert names("We study Online Convex Optimization with constraints (COCO). COCO is hard.") == []


def test_capitalised_word_alias_not_at_sentence_start():
    assert names("Traffic forecasting matters. We use Electricity and Traffic.") == ["Electricity", "Traffic"]


def test_spans_are_exact():
    text = "Results on Imagenet, CIFAR10 and DeepMind Control (DMC) suites."
    for d in extract_datasets(parse(text)):
        assert text[d.start : d.end] == d.mention
    assert [d.mention for d in extract_datasets(parse(text))] == ["Imagenet", "CIFAR10", "DeepMind Control"]


@pytest.mark.xfail(strict=True, reason="multi-word discovered names after 'called' are cut to one word")
def test_multiword_discovered_name():
    assert names("We construct a video dataset called Pexels Age for age estimation.") == ["Pexels Age"]


@pytest.mark.xfail(strict=True, reason="an acronym later expanded ('NIH Pancreas') is not merged with its head")
def test_named_dataset_with_generic_head_word():
    assert names("on popular datasets (Synapse, NIH Pancreas, and Skin lesion)") == ["Synapse", "NIH Pancreas"]


@pytest.mark.xfail(strict=True, reason="a dataset name that is an ordinary lower-case word is never discovered")
def test_lowercase_dataset_name():
    assert "roman-empire" in names("We evaluate on roman-empire and tolokers graphs.") and "tolokers" in names(
        "We evaluate on roman-empire and tolokers graphs.")


def _fold(name: str) -> str:
    return regex.sub(r"[\s\-.]", "", name.lower())


@pytest.mark.skipif(not (SHARED / "gold" / "seed_gold.jsonl").exists(), reason="shared seed gold absent")
def test_seed_gold_f1():
    from extractor.segment import segment_lines

    gold = {}
    for line in (SHARED / "gold" / "seed_gold.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        gold[rec["id"]] = {_fold(d["name"]) for d in rec["datasets"]}
    tp = fp = fn = 0
    for path in sorted((SHARED / "seeds").iterdir()):
        with open(path, encoding="utf-8-sig") as fh:
            for paper in segment_lines(enumerate(fh, 1)):
                g = gold.get(f"{path.name}#{paper.position}", set())
                p = {_fold(d.name) for d in extract_datasets(parse(paper.abstract))}
                tp += len(g & p)
                fp += len(p - g)
                fn += len(g - p)
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    f1 = 2 * precision * recall / (precision + recall)
    assert f1 >= 0.90, (precision, recall, f1)
