"""One generated test per row of the vocabulary the dataset and artifact extractors read.

Each row of ``extractor/data/lexicon/`` that names, introduces or rules out a dataset or
an artifact is put in a sentence where it must change what is extracted, so a reviewer
who adds a word sees at once whether it works (and a row that does nothing fails under
its own name).  ``FooNet``, ``ZorbQA`` and ``Zorbix`` are made-up names.
"""

from __future__ import annotations

import pytest
import regex

from extractor import catalog, lexicon
from extractor.extract.artifacts import extract_artifacts
from extractor.extract.datasets import extract_datasets, without_used
from extractor.extract.datasets.hits import _namey
from extractor.extract.paper import extract_paper
from extractor.records import Artifact, DatasetMention, Paper


def _rows(name, **where):
    for row in lexicon.load(name):
        if all(row.get(k) == v if not isinstance(v, tuple) else row.get(k) in v for k, v in where.items()):
            yield pytest.param(row, id=f"{row.where}:{next(iter(row.as_dict().values()))}")


def arts(text: str) -> list[tuple[str, str]]:
    return [(a.name, a.type) for a in extract_artifacts(text)]


def sets(text: str) -> list[tuple[str, str]]:
    return [(d.name, d.role) for d in extract_datasets(text)]


def paper(text: str) -> Paper:
    return extract_paper(Paper(abstract=text, position=0))


# ------------------------------------------------------------------ introduce verbs


@pytest.mark.parametrize("row", list(_rows("introduce_verbs", artifacts=True)))
def test_an_introduce_verb_introduces_the_papers_artifact(row):
    assert arts(f"We {row['verb']} FooNet, a new method for image denoising.") == [("FooNet", "method")]
    if row.get("third"):
        assert arts(f"This paper {row['third']} FooNet, a new method for image denoising.") == [("FooNet", "method")]
    if row.get("past"):
        assert arts(f"In this study, we {row['past']} FooNet, a new method for image denoising.") == [("FooNet", "method")]


@pytest.mark.parametrize("row", list(_rows("introduce_verbs", datasets=True)))
def test_an_introduce_verb_introduces_the_papers_dataset(row):
    assert sets(f"We {row['verb']} ZorbQA, a benchmark for question answering.") == [("ZorbQA", "introduced")]
    assert sets("We evaluate on ZorbQA, a benchmark for question answering.") == [("ZorbQA", "used")]


@pytest.mark.parametrize("row", list(_rows("introduce_verbs", artifacts=True, after_and=True)))
def test_an_introduce_verb_after_and_introduces(row):
    assert arts(f"We study image denoising and {row['verb']} FooNet, a new method.") == [("FooNet", "method")]


@pytest.mark.parametrize("row", list(_rows("introduce_verbs", artifacts=True)))
def test_an_introduce_verb_implies_a_type(row):
    assert arts(f"We {row['verb']} FooNet-7 to study image denoising.")[0][1] == (row.get("implies") or "method")


def _kept_as_artifact(context: str) -> bool:
    """Is a catalog dataset the text names after ``context`` kept as the paper's artifact
    when the dataset extractor found it used?"""
    text = f"{context} ManiSkill3, a robotics simulator."
    start = text.index("ManiSkill3")
    art = Artifact("ManiSkill3", "framework", start, start + len("ManiSkill3"))
    used = DatasetMention("ManiSkill3", "ManiSkill3", "used", start, art.end, False, "robotics", "environment")
    return without_used([art], [used], text) == [art]


@pytest.mark.parametrize("row", list(_rows("introduce_verbs")))
def test_a_made_here_verb_keeps_a_catalog_dataset_as_the_papers_artifact(row):
    verb = row["verb"].replace("-", " ")
    forms = [verb, verb + "s", (verb[:-1] if verb.endswith("e") else verb) + "ing"]
    for form in forms:
        assert _kept_as_artifact(f"We {form} and open up") is row["made_here"], form


@pytest.mark.parametrize("row", list(_rows("naming_cues", form=("participle", "verb"))))
def test_a_made_here_naming_cue_keeps_a_catalog_dataset_as_the_papers_artifact(row):
    assert _kept_as_artifact(f"We design a simulator {row['cue']}") is row["made_here"]


# ------------------------------------------------------------------ naming cues


def _named(cue: str, form: str) -> str:
    if form == "verb":
        return f"In this paper we {cue} our method FooNet, and it improves image denoising."
    if form == "verb_as":
        return f"In this paper we {cue} our method as FooNet, and it improves image denoising."
    if form == "adverb":
        return f"In this paper we study a new method, {cue} FooNet, for image denoising."
    return f"In this paper we study a method {cue} FooNet for image denoising."


@pytest.mark.parametrize("row", list(_rows("naming_cues")))
def test_a_naming_cue_names_the_papers_artifact(row):
    assert [n for n, _ in arts(_named(row["cue"], row["form"]))] == ["FooNet"]


@pytest.mark.parametrize("row", list(_rows("naming_cues", form=("participle", "adverb"))))
def test_a_naming_cue_after_a_head_noun_names_a_dataset(row):
    assert sets(f"We build a new benchmark {row['cue']} ZorbQA for question answering.") == [("ZorbQA", "introduced")]


# ------------------------------------------------------------------ head nouns


@pytest.mark.parametrize("row", list(_rows("head_nouns")))
def test_a_head_noun_gives_the_artifact_its_type(row):
    assert arts(f"We propose FooNet, a new {row['head']} for image denoising.") == [("FooNet", row["type"])]


@pytest.mark.parametrize("row", list(_rows("head_nouns", own_method=True)))
def test_a_method_head_noun_makes_a_catalog_name_the_papers_method(row):
    # "We present PAWS: a robot learning framework" -- not the PAWS dataset
    assert [d.name for d in paper(f"We present PAWS: a new {row['head']} for paraphrase detection.").datasets] == []


@pytest.mark.parametrize("row", list(_rows("dataset_heads")))
def test_a_dataset_head_noun_names_a_dataset(row):
    assert sets(f"We evaluate our method on the ZorbQA {row['head']}.") == [("ZorbQA", "used")]
    assert sets(f"We evaluate our method on the ZorbQA and BlipQA {row['plural']}.") == [
        ("ZorbQA", "used"), ("BlipQA", "used")]
    # a single capitalised word is a name only after a strong head noun
    assert sets(f"We evaluate our method on the Zorbix {row['head']}.") == ([("Zorbix", "used")] if row["strong"] else [])


@pytest.mark.parametrize("row", list(_rows("dataset_heads")))
def test_a_head_noun_glued_to_a_name_is_not_part_of_it(row):
    for head in (row["head"], row["plural"]):
        glued = "QXR" + head.replace(" ", "")
        assert [(d.name, d.mention) for d in extract_datasets(f"Experiments on ZorbQA and {glued} show gains.")] == [
            ("ZorbQA", "ZorbQA"), ("QXR", glued)]


@pytest.mark.parametrize("row", list(_rows("name_suffixes")))
def test_a_name_suffix_makes_a_benchmark_name(row):
    name = "Zorb" + row["suffix"].capitalize()
    assert sets(f"Our agent is evaluated on {name} and improves the success rate.") == [(name, "used")]
    if row.get("type"):
        assert arts(f"We introduce {name} to study agents.") == [(name, row["type"])]


# ------------------------------------------------------------------ names that are not names


@pytest.mark.parametrize("row", list(_rows("well_known_names")))
def test_a_well_known_name_is_not_a_dataset_or_the_papers_artifact(row):
    name = row["name"]
    if "datasets" in row.values("scope"):
        assert not _namey(name, strong=True), name
        assert name not in [d.mention for d in extract_datasets(f"We evaluate on the {name} benchmark.")]
    if "artifacts" in row.values("scope"):
        assert name not in [a.name for a in extract_artifacts(f"We propose {name}, a new method for denoising.")]


@pytest.mark.parametrize("row", list(_rows("models")))
def test_a_model_is_not_a_dataset(row):
    name = row["model"]
    assert catalog.is_model(name) and catalog.lookup(name) is None
    assert name not in [d.mention for d in extract_datasets(f"We evaluate {name} on the {name} benchmark.")]


@pytest.mark.parametrize("row", list(_rows("common_words")))
def test_a_common_word_is_not_a_dataset_name(row):
    word = row["word"].capitalize()
    assert not _namey(word, strong=True)
    assert sets(f"We evaluate on the {word} dataset.") == []


@pytest.mark.parametrize("row", list(_rows("hyphen_tails")))
def test_a_hyphen_tail_makes_a_description(row):
    if row["datasets"]:
        assert not _namey(f"ZorbQA-{row['tail']}", strong=True)
    if row["artifacts"]:
        assert arts(f"We propose novel FooNet-{row['tail']} methods for denoising.") == []


@pytest.mark.parametrize("row", list(_rows("anchor_words")))
def test_a_common_word_never_anchors_a_name_that_has_a_rarer_part(row):
    tokens = [t for t, *_ in catalog._anchor_tokens(f"{row['word']} Zorbix")]
    assert "zorbix" in tokens and row["word"] not in tokens


# ------------------------------------------------------------------ cue words by role


def _cue_rows(role: str, scope: str | None = None):
    for row in lexicon.load("name_cues"):
        if row["role"] == role and (scope is None or not row.values("scope") or scope in row.values("scope")):
            yield pytest.param(row, id=f"{row.where}:{row['word']}")


@pytest.mark.parametrize("row", list(_cue_rows("subject")))
def test_a_subject_introduces(row):
    assert arts(f"{row['word'].capitalize()} propose FooNet, a new method for denoising.") == [("FooNet", "method")]


@pytest.mark.parametrize("row", list(_cue_rows("self_noun")))
def test_a_self_noun_introduces(row):
    assert arts(f"This {row['word']} proposes FooNet, a new method for denoising.") == [("FooNet", "method")]
    assert sets(f"This {row['word']} introduces ZorbQA, a benchmark for question answering.") == [
        ("ZorbQA", "introduced")]


@pytest.mark.parametrize("row", list(_cue_rows("self_thing")))
def test_this_self_thing_speaks_of_the_papers_work(row):
    assert [n for n, _ in arts(f"This {row['word']}, termed FooNet, improves image denoising.")] == ["FooNet"]


@pytest.mark.parametrize("row", list(_cue_rows("part_noun")))
def test_a_part_noun_after_a_coined_name_names_the_papers_part(row):
    text = f"This work proposes a hybrid controller for racing. The PlanxLLM {row['word']} checks the robot state."
    assert [n for n, _ in arts(text)] == ["PlanxLLM"]
    assert arts(f"The PlanxLLM {row['word']} checks the robot state.") == []  # nothing of the paper's before it


@pytest.mark.parametrize("row", list(_cue_rows("compose_verb")))
def test_what_the_papers_system_is_made_of_are_its_parts(row):
    verb = {"consists of": "consists of", "comprises": "comprises", "composed of": "is composed of",
            "made up of": "is made up of"}[row["word"]]
    text = f"We propose ColorAT, a framework for try-on. ColorAT {verb} a paint transfer module (PTM) and a Paint Polisher Module (PPM)."
    assert [n for n, _ in arts(text)] == ["ColorAT", "PTM", "PPM"]
    # what a dataset is made of is no part of a method
    assert [n for n, _ in arts(f"We release ColorSet, a new dataset for try-on. The dataset {verb} a paint transfer module (PTM).")] == ["ColorSet"]


@pytest.mark.parametrize("row", list(_cue_rows("variant_noun")))
def test_a_variant_named_after_the_papers_name_is_its_own(row):
    text = f"We propose ZorbNet along with its compressed {row['word']} ZorbNet-C, and prove bounds."
    assert [n for n, _ in arts(text)] == ["ZorbNet", "ZorbNet-C"]
    assert [n for n, _ in arts("We propose ZorbNet along with its compressed form ZorbNet-C.")] == ["ZorbNet"]


@pytest.mark.parametrize("row", list(_cue_rows("attach_participle")))
def test_a_part_defined_as_it_is_attached_to_the_papers_name_is_its_own(row):
    text = f"We propose a Flow Warping Network (FWN) {row['word']} with Head Contrastive Learning (HCL) to predict flows."
    assert [n for n, _ in arts(text)] == ["FWN", "HCL"]
    # a known method attached so is only used
    assert [n for n, _ in arts(f"We propose a Flow Warping Network (FWN) {row['word']} with Low-Rank Adaptation (LoRA).")] == ["FWN"]


@pytest.mark.parametrize("row", list(_cue_rows("task_noun")))
def test_a_task_noun_ending_a_long_form_makes_its_short_form_the_task(row):
    short = "VAO" + row["word"][0].upper()
    text = f"We introduce a novel weakly-supervised video actor-object {row['word']} ({short}) framework for robots."
    assert arts(text) == []
    assert [n for n, _ in arts(text + f" In this scheme, {short} achieves strong results.")] == [short]


@pytest.mark.parametrize("row", list(_cue_rows("release_mark")))
def test_a_release_mark_and_its_number_name_an_edition_of_a_catalog_name(row):
    mark = row["word"] + ("" if row.get("pattern") else " ")  # (a mark with a pattern is glued to its number)
    assert [(d.name, d.mention) for d in extract_datasets(f"We train on APOGEE {mark}17 and report results.")] == [
        (f"APOGEE {mark}17", f"APOGEE {mark}17")]
    if row.get("pattern"):
        assert [d.name for d in extract_datasets(f"Images from APOGEE {row['word']} 2 were excluded.")] == ["APOGEE"]


@pytest.mark.parametrize("row", list(_cue_rows("self_verb")))
def test_a_self_verb_speaks_of_the_papers_work(row):
    verb = row["word"][:-1].capitalize() + "ing"
    assert [n for n, _ in arts(f"{verb} a method termed FooNet improves image denoising.")] == ["FooNet"]


@pytest.mark.parametrize("row", list(_cue_rows("adverb")))
def test_an_adverb_may_stand_before_the_verb(row):
    scopes = row.values("scope") or ["artifacts", "datasets"]
    if "artifacts" in scopes:
        assert arts(f"We {row['word']} propose FooNet, a new method for denoising.") == [("FooNet", "method")]
    if "datasets" in scopes:
        assert sets(f"We {row['word']} introduce ZorbQA, a benchmark for question answering.") == [
            ("ZorbQA", "introduced")]


@pytest.mark.parametrize("row", list(_cue_rows("contribution")))
def test_a_contribution_introduces(row):
    assert arts(f"Our {row['word']} are FooNet, a new method, and its analysis.") == [("FooNet", "method")]


@pytest.mark.parametrize("row", list(_cue_rows("reject_after")))
def test_a_noun_after_the_name_makes_it_no_artifact(row):
    assert arts(f"We propose a novel FooNet {row['word']} with delays.") == []


def test_without_such_a_noun_the_name_is_an_artifact():
    assert arts("We propose a novel FooNet method with delays.") == [("FooNet", "method")]


@pytest.mark.parametrize("row", list(_cue_rows("not_own", "artifacts")))
def test_a_not_own_word_makes_a_name_someone_elses(row):
    assert arts(f"We propose the {row['word']} FooNet model.") == []


@pytest.mark.parametrize("row", list(_cue_rows("not_own", "artifacts")))
def test_a_name_called_someone_elses_where_written_again_is_not_the_papers(row):
    text = "We propose a neural flow network (NFN) framework for control."
    assert [n for n, _ in arts(text)] == ["NFN"]
    assert arts(f"{text} It extends the {row['word']} NFN framework to groups.") == []


def test_without_a_not_own_word_the_name_is_the_papers():
    # (not "a variant of the FooNet model": that names what the paper builds on)
    assert arts("We propose the FooNet model.") == [("FooNet", "model")]
    assert arts("We propose a variant of the FooNet model.") == []


@pytest.mark.parametrize("row", list(_cue_rows("not_own", "datasets")))
def test_a_not_own_word_keeps_a_dataset_used(row):
    from extractor.extract.datasets.reconcile import _NOT_OWN

    word = row["word"] + ("ly" if (row.get("pattern") or "").endswith("(?:ly)?") else "")
    assert _NOT_OWN.search(f", a {word} available dataset")


@pytest.mark.parametrize("row", list(_cue_rows("clause_stop")))
def test_a_clause_stop_ends_the_object_of_a_cue(row):
    assert arts(f"We propose a method {row['word']} FooNet improves.") == []


@pytest.mark.parametrize("row", list(_cue_rows("stop_after_and")))
def test_and_then_a_verb_ends_the_object_of_a_cue(row):
    assert arts(f"We propose a method and {row['word']} FooNet works.") == []


@pytest.mark.parametrize("row", list(_cue_rows("use_cue")))
def test_a_use_cue_keeps_a_dataset_used(row):
    word = {"compare": "compared to", "experiment": "experimenting on", "show": "showing gains on"}.get(
        row["word"], row["word"])
    assert sets(f"We introduce FooNet, {word} the ZorbQA benchmark.") == [("ZorbQA", "used")]


def test_without_a_use_cue_the_dataset_is_introduced():
    assert sets("We introduce FooNet and the ZorbQA benchmark.") == [("ZorbQA", "introduced")]


@pytest.mark.parametrize("row", list(_cue_rows("novelty", "artifacts")))
def test_a_novelty_word_introduces_an_artifact(row):
    assert [n for n, _ in arts(f"We explore a {row['word']} approach, FooNet, for denoising.")] == ["FooNet"]


@pytest.mark.parametrize("row", list(_cue_rows("novelty", "datasets")))
def test_a_novelty_word_introduces_a_dataset(row):
    assert sets(f"Results on a {row['word']} curated benchmark, ZorbQA, are reported.") == [("ZorbQA", "introduced")]


@pytest.mark.parametrize("row", list(_cue_rows("proposed")))
def test_our_proposed_name_is_the_papers(row):
    assert [n for n, _ in arts(f"Experiments show that our {row['word']} FooNet improves denoising.")] == ["FooNet"]


@pytest.mark.parametrize("row", list(_cue_rows("appositive_end")))
def test_an_appositive_ends_before_these_words(row):
    assert ("ZorbQA", "introduced") in sets(f"We describe ZorbQA, a new benchmark {row['word']} many questions.")


@pytest.mark.parametrize("row", list(_cue_rows("np_end")))
def test_the_noun_phrase_of_an_appositive_ends_at_these_words(row):
    assert arts(f"We propose FooNet, a new framework {row['word']} the loss.") == [("FooNet", "framework")]


@pytest.mark.parametrize("row", list(_cue_rows("preposition")))
def test_a_long_form_after_a_preposition_is_not_the_object(row):
    assert "HB" not in [n for n, _ in arts(f"We propose a method {row['word']} the discrete Heavy Ball (HB) iteration.")]


@pytest.mark.parametrize("row", list(_cue_rows("name_connector")))
def test_a_connector_joins_the_words_of_a_name(row):
    name = f"Chain {row['word']} Symbol Prompting"
    assert [n for n, _ in arts(f"We study a new method called {name} for reasoning.")] == [name]


@pytest.mark.parametrize("row", list(_cue_rows("quantifier")))
def test_a_quantifier_makes_a_head_noun_a_kind_of_data(row):
    assert sets(f"Labels come from {row['word']} ZorbQA benchmark.") == []


@pytest.mark.parametrize("row", list(_cue_rows("use_verb")))
def test_a_use_verb_makes_a_short_form_the_papers_tool_not_its_part(row):
    word = {"based on": "are based on", "built on": "are built on", "inspired": "are inspired by"}.get(
        row["word"], row["word"])
    assert arts(f"In this work we {word} a Zorb Mapping Module (ZMM) to align features.") == []


@pytest.mark.parametrize("row", list(_cue_rows("study_verb")))
def test_a_study_verb_after_we_makes_a_long_form_studied_not_made(row):
    assert arts(f"In this work we {row['word']} a Zorb Mapping Module (ZMM) to align features.") == []


@pytest.mark.parametrize("row", list(_cue_rows("study_verb")))
def test_a_study_verb_of_the_papers_model_leaves_its_part_its_own(row):
    third = {"study": "studies"}.get(row["word"], row["word"] + "s")
    assert ("ZMM", "other") in arts(f"We propose ZorbNet. Our model {third} each frame with a Zorb Mapping Module (ZMM).")


def test_without_a_use_verb_the_short_form_is_the_papers_part():
    assert arts("In this work we add a Zorb Mapping Module (ZMM) to align features.") == [("ZMM", "other")]


@pytest.mark.parametrize("row", list(_cue_rows("device")))
def test_our_device_is_not_the_papers_name(row):
    assert arts(f"We deploy our UR5 {row['word']} in a kitchen.") == []


@pytest.mark.parametrize("row", list(_rows("head_nouns", in_name=True)))
def test_a_head_noun_that_names_with_the_name_is_part_of_it(row):
    assert [n for n, _ in arts(f"We design a novel {row['head']} called Zaplace {row['head']} for denoising.")] == [
        f"Zaplace {row['head']}"]


@pytest.mark.parametrize("row", list(_cue_rows("evaluation_cue")))
def test_an_evaluation_cue_makes_a_coined_name_after_on_a_dataset(row):
    assert sets(f"The {row['word']} on ZorbQA is reported for each model.") == [("ZorbQA", "used")]


def test_without_an_evaluation_cue_a_coined_name_after_on_is_not_a_dataset():
    assert sets("The talk on ZorbQA is given for each model.") == []


@pytest.mark.parametrize("row", list(_cue_rows("after_data")))
def test_a_word_that_may_follow_a_dataset_name(row):
    assert sets(f"Experiments on ZorbQA {row['word']} clear gains.") == [("ZorbQA", "used")]


def test_any_other_lower_case_word_makes_the_name_a_modifier():
    assert sets("Experiments on ZorbQA divergence show clear gains.") == []


@pytest.mark.parametrize("row", list(_cue_rows("evaluation_subject")))
def test_an_evaluation_subject_makes_one_capitalised_word_after_on_a_dataset(row):
    subject = row["word"][0].upper() + row["word"][1:]
    assert sets(f"{subject} on Zorbix show that the parser is better.") == [("Zorbix", "used")]


def test_without_an_evaluation_subject_one_capitalised_word_after_on_is_not_a_dataset():
    assert sets("Accuracy on Zorbix shows that the parser is better.") == []


@pytest.mark.parametrize("row", list(_cue_rows("governs")))
def test_a_governing_word_makes_the_name_after_on_no_dataset(row):
    assert sets(f"The results on ZorbQA show that the error, {row['word']} on Zorbix-2, shrinks.") == [
        ("ZorbQA", "used")]


def test_without_a_governing_word_the_name_after_on_is_a_dataset():
    assert ("Zorbix-2", "used") in sets("The results on ZorbQA show that the error, measured on Zorbix-2, shrinks.")


@pytest.mark.parametrize("row", list(_cue_rows("metric_list")))
def test_a_name_listed_after_a_metric_list_cue_is_a_metric(row):
    assert sets(f"Ours improves {row['word']} (AMI, ZMI and F-Score) on ZorbQA.") == [("ZorbQA", "used")]


def test_without_a_metric_list_cue_the_listed_catalog_name_is_a_dataset():
    assert sets("Ours improves on (AMI, ZMI and ZorbQA).")[0] == ("AMI", "used")


# ------------------------------------------------- artifact_frames.tsv: one test per row
def _frame_sentence(row) -> tuple[str, list[str]]:
    """A sentence in which the row's word frames a name, and the names then expected."""
    w = row["word"]
    return {
        "base_noun": (f"We propose a novel {w} on ZetaNetQ2 that leverages a UNet backbone.", []),
        "base_prep": (f"We propose a novel variant {w} ZetaNetQ2 that leverages a UNet backbone.", []),
        "tested_prep": (f"We evaluate our novel methods {w} three video datasets (Zarades, TAKoS, Wetlub).", []),
        "tested_data": (f"We evaluate our novel methods on three video {w} (Zarades, TAKoS, Wetlub).", []),
        "late_modifier": (f"We introduce a novel retrieval technique {w} a sparse gated network, GlintNet. It runs.",
                          ["GlintNet"]),
        "partner_prep": (f"We integrated ZetaSeeder {w} tuRobo, a GPU-accelerated motion library.", []),
        "call_object": (f"We call {w} graph underlying a QDS as dynamical graph (DYG). It is studied.", ["DYG"]),
        "entry_noun": (f"This paper presents our {w} for ZorbEval-2025 Task 3 on stance detection.", []),
        "entry_prep": (f"This paper presents our system {w} ZorbEval-2025 Task 3 on stance detection.", []),
        "host_verb": (f"We {w} the approach in a new solver, Quellor, and compare it with Storm.", ["Quellor"]),
        "host_prep": (f"We implement the approach {w} a new solver, Quellor, and compare it with Storm.", ["Quellor"]),
        "own_head": (f"This paper describes Quellor, our {w} to ZorbEval-2025 Task 3 on stance detection.", ["Quellor"]),
        "present_verb": (f"We {w} Quellor, our submission to ZorbEval-2025 Task 3 on stance detection.", ["Quellor"]),
        "trial_verb": (f"We {w} Quellor, a peer-delivered behavioural activation programme, in 300 adults.", ["Quellor"]),
        "trial_head": (f"We tested Quellor, an adaptive text-messaging {w} that tailors content.", ["Quellor"]),
        "train_verb": (f"Using these logs, we {w} QuellNet, a temporal convolutional model that predicts handovers.", ["QuellNet"]),
        "naming_participle": (f"Methods: The model, {w} Quellor, was evaluated at 14 sites.", ["Quellor"]),
        "other_modifier": (f"Methods: The {w} model, termed Quellor, was evaluated at 14 sites.", []),
        "build_participle": (f"Methods: A graph convolutional network, Quellor, was {w} on 1,200 treatment plans.", ["Quellor"]),
        "section_label": (f"{w}: A graph convolutional network, Quellor, was trained on 1,200 treatment plans.", ["Quellor"]),
        "coining_participle": (f"Contours were fed to a gradient-boosted classifier, {w} Quellor, that predicts edits.", ["Quellor"]),
        "release_verb": (f"The annotated recordings, which we {w} as the QuellSet-12 corpus, cover 40 hours.", ["QuellSet-12"]),
        "released_object": (f"We discuss failure cases and release the collected {w} as QuellSet-12 at our site.", ["QuellSet-12"]),
        "unnamed_head": (f"Our best {w}, Quellor, achieved a mean score of 0.61.", []),
        "giving_participle": (f"A dataset of 9,540 stereo pairs from three cages, {w} Quel-9k, was collected.", ["Quel-9k"]),
        "passive_build": (f"In this study, a physics-informed temporal transformer (QTX) is {w} to predict wear.", ["QTX"]),
        "package_verb": (f"The sampler is {w} in the R package quellor; data are online.", ["quellor"]),
        "package_language": (f"The sampler is available in the {w} package quellor; data are online.", ["quellor"]),
        "package_noun": (f"The sampler is available in the R {w} quellor; data are online.", ["quellor"]),
        "package_subject": (f"The {w} is available in the R package quellor; data are online.", ["quellor"]),
        # (the name is found either way: the row makes it data)
        "data_set": (f"We release the time-sliced {w} set, QuellData, to support future work.", [("QuellData", "dataset")]),
    }[row["role"]]


@pytest.mark.parametrize("row", lexicon.load("artifact_frames"), ids=lambda r: f"{r.where}:{r['word']}")
def test_each_artifact_frame_word_does_its_job(row):
    text, expected = _frame_sentence(row)
    if expected and isinstance(expected[0], tuple):
        assert arts(text) == expected
    else:
        assert [name for name, _ in arts(text)] == expected


def test_without_a_frame_the_names_are_the_papers():
    assert [n for n, _ in arts("We propose ZetaNetQ2, a novel model that leverages a UNet backbone.")] == ["ZetaNetQ2"]
    assert [n for n, _ in arts("We introduce tuRobo, a GPU-accelerated motion library.")] == ["tuRobo"]
    assert [n for n, _ in arts("This paper presents our study of ZorbEval-2025 Task 3 on stance detection.")] == ["ZorbEval-2025"]
    # a plain capitalised word is no name of the paper's without a frame that says so
    assert arts("We compare the approach with the tool Quellor and with Storm.") == []
    assert arts("We implement the approach in the tool Quellor and compare it with Storm.") == []
    assert arts("We benchmark several pipelines, including the end-to-end system of Quellor.") == []
    assert arts("We describe Quellor and its submission to ZorbEval-2025 Task 3.") == []
    assert arts("We train BERT, a transformer model, on the logs.") == []  # a known model


@pytest.mark.parametrize("row", list(_cue_rows("generic_name_word")))
def test_a_generic_name_word_lets_a_plain_leader_stand_for_its_entry(row):
    """Each row is the word after some catalog name's first word that makes that word,
    found with a dataset cue, stand for the entry ("Waymo" for "Waymo Open Dataset")."""
    from extractor.extract.datasets.reconcile import _short_form_of

    led = [e for e in catalog.entries() for f, _ in catalog.surface_forms(e)
           if len(f.split()) > 1 and f.split()[1].lower() == row["word"] and regex.fullmatch(r"\p{Lu}\p{Ll}+", f.split()[0])
           and (found := catalog.by_leading_words(f.split()[0])) and found[0] is e]
    assert led, row["word"]
    assert _short_form_of(led[0].name.split()[0]) is led[0]


# ------------------------------------------------------------------ acronym expansions


def _expansion_rows():
    for row in lexicon.load("expansions"):
        yield pytest.param(row, id=f"{row.where}:{row['acronym']}:{row['expansion']}")


@pytest.mark.parametrize("row", list(_expansion_rows()))
def test_an_acronym_spelt_out_as_listed_stays_the_known_thing(row):
    from extractor.extract.artifacts.doc import _Doc, _redefined
    acronym, expansion = row["acronym"], row["expansion"]
    assert _redefined(_Doc(f"We build on the {expansion} ({acronym}) for this task.")) == frozenset()
    # and as someone else's, never the paper's own
    assert acronym not in [n for n, _ in arts(f"We propose ZorbNet, which extends the {expansion} ({acronym}) to graphs.")]


@pytest.mark.parametrize("row", list(_cue_rows("enum_mark")))
def test_an_enumeration_mark_between_we_and_the_verb_is_transparent(row):
    assert [n for n, _ in arts(f"We ({row['word']}) propose a scaled bundle adjustment (SBA) formulation.")] == ["SBA"]


@pytest.mark.parametrize("row", list(_cue_rows("relative")))
def test_a_lower_case_name_after_a_relative_and_we_call_is_the_head_nouns(row):
    assert arts(f"We develop a framework, {row['word']} we call multiplicity sheets, to audit models.") == [
        ("multiplicity sheets", "framework")]


@pytest.mark.parametrize("row", list(_cue_rows("system_after")))
def test_a_system_noun_after_a_shared_task_names_its_system_not_its_data(row):
    assert sets("We evaluate on SemEval-2017 Task 4 and report macro-F1.") == [("SemEval-2017 Task 4", "used")]
    assert ("SemEval-2017 Task 4", "used") not in sets(f"We improve over the SemEval-2017 Task 4 {row['word']} by 3%.")


@pytest.mark.parametrize("row", list(_cue_rows("data_long_head")))
def test_an_acronym_after_a_long_form_naming_data_is_the_catalog_dataset(row):
    from extractor.catalog import lookup
    from extractor.extract.datasets.catalog_scan import _drop_redefined, names_data
    from extractor.extract.datasets.hits import _Hit

    head = row["word"].capitalize()
    text = f"We use data of the Zorb Quux {head} (ZQ{head[0]}) here."
    hit = _Hit(text.index("(") + 1, text.index(")"), lookup("NHANES"))
    assert names_data(f"Zorb Quux {head}") and _drop_redefined(text, [hit]) == [hit]
    # a long form naming anything else redefines the acronym
    other = "We use the Zorb Quux Method (ZQM) here."
    assert _drop_redefined(other, [_Hit(other.index("(") + 1, other.index(")"), lookup("NHANES"))]) == []


@pytest.mark.parametrize("row", [*_cue_rows("data_long_head"), *_cue_rows("source_head")])
def test_a_spelled_out_data_source_is_the_dataset_its_acronym_names(row):
    head = " ".join(w.capitalize() for w in row["word"].split())
    short = "ZQ" + "".join(w[0] for w in head.split())
    text = f"Plots came from the Zorb Quux {head} ({short}) of 2019."
    # (named by the acronym; its mention the long form, or the acronym where a data head
    # noun in it already marks it: "the Zorb Quux Registry (ZQR)")
    found = [(d.name, d.mention) for d in extract_datasets(text)]
    assert found in ([(short, f"Zorb Quux {head}")], [(short, short)])
    # (not a long form whose words do not give the acronym)
    assert "KLM" not in [d.name for d in extract_datasets(f"Plots came from the Zorb Quux {head} (KLM) of 2019.")]


@pytest.mark.parametrize("row", list(_cue_rows("acronym_gap")))
def test_a_gap_word_keeps_a_later_data_head_from_an_acronym(row):
    from extractor.extract.datasets.catalog_scan import _DATA_HEAD_AFTER

    assert _DATA_HEAD_AFTER.match(f") {row['word']} datasets") is None
    assert _DATA_HEAD_AFTER.match(") bearing dataset") is not None


@pytest.mark.parametrize("row", list(_cue_rows("collection_noun")))
def test_a_collection_in_the_appositive_keeps_a_name_built_on_a_dataset_data(row):
    assert sets(f"We release CIFAR-10-Zorb, a {row['word']} of 1,500 relabeled images.") == [("CIFAR-10-Zorb", "introduced")]
    assert sets("We propose CIFAR-10-Zorb, a counterfactual latent decomposition.") == []


@pytest.mark.parametrize("row", list(_cue_rows("data_amount")))
def test_an_amount_of_data_in_the_appositive_makes_a_released_name_a_dataset(row):
    assert sets(f"We release ZorbTalk-Sep, 4,200 {row['word']} of annotated material.") == [("ZorbTalk-Sep", "introduced")]
    assert sets(f"We release ZorbTalk-Sep, a set of 4,200 {row['word']} with labels.") == [("ZorbTalk-Sep", "introduced")]
    assert sets(f"We propose ZorbTalk-Sep, a set of modules for detection, and count {row['word']}.") == []


@pytest.mark.parametrize("row", list(_cue_rows("part_amount")))
def test_a_counted_set_of_method_parts_is_no_dataset(row):
    assert sets(f"We introduce ZorbMix, a set of four reusable {row['word']} for vision models.") == []
    assert sets("We introduce ZorbMix, a set of four annotated port scenes for vision models.") == [("ZorbMix", "introduced")]


@pytest.mark.parametrize("row", list(_cue_rows("value_label")))
def test_a_value_label_names_no_dataset_beside_a_known_one(row):
    label = row["word"].capitalize()
    assert sets(f"Transfer holds across corpora (Switchboard: 0.71, ZorbTalk-2: 0.66, {label}: 0.69).") == [
        ("Switchboard", "used"), ("ZorbTalk-2", "used")]


@pytest.mark.parametrize("row", list(_cue_rows("data_part_noun")))
def test_a_data_part_in_the_appositive_keeps_a_name_built_on_a_dataset_data(row):
    assert sets(f"We introduce MMLU-Zorb, a challenging {row['word']} of MMLU questions.")[0] == ("MMLU-Zorb", "introduced")
    assert [d for d, _ in sets("We propose MMLU-Zorb, a counterfactual decomposition of prompts.")] == []


@pytest.mark.parametrize("row", list(_cue_rows("example_lead")))
def test_an_example_lead_lists_datasets_ordinary_words_too(row):
    text = f"Experiments on four benchmark datasets, {row['word']} Cora, Amazon and Citeseer, show gains."
    assert sets(text) == [("Cora", "used"), ("Amazon", "used"), ("Citeseer", "used")], text


# a coined name set off after a description of its kind (own_parts._DESCRIBED_NAME)
_DESCRIBED = "We train a self-supervised video model, EgoJEPA, on 194 hours of recordings."


@pytest.mark.parametrize("row", list(_cue_rows("adopt_cue", "artifacts")))
def test_an_adopt_cue_makes_a_described_name_someone_elses(row):
    assert [n for n, _ in arts(_DESCRIBED)] == ["EgoJEPA"]
    word = {"fine-tune": "fine-tuned", "adapt": "adapted", "distill": "distilled"}.get(row["word"], row["word"])
    assert arts(_DESCRIBED.replace("a self-supervised", f"a {word} self-supervised")) == []


@pytest.mark.parametrize("row", list(_cue_rows("compare_cue", "artifacts")))
def test_a_compare_cue_makes_a_described_name_someone_elses(row):
    assert arts(_DESCRIBED.replace("We train", f"We train, {row['word']} ours,")) == []


@pytest.mark.parametrize("row", list(_cue_rows("name_end")))
def test_a_title_case_name_end_belongs_to_a_name_built_on_a_catalog_name(row):
    word = row["word"]
    assert sets(f"We evaluate on the COCO Harbor {word} and report mAP.") == [(f"COCO Harbor {word}", "used")]
    assert sets(f"We evaluate on the COCO Harbor {word.lower()} and report mAP.") != [(f"COCO Harbor {word.lower()}", "used")]


@pytest.mark.parametrize("row", list(_cue_rows("title_head")))
def test_a_title_head_names_data_only_capitalised(row):
    head = row["word"].capitalize()
    assert sets(f"We studied nurses enrolled in the Zorbland Shift Health {head}.") == [("Zorbland Shift Health", "used")]
    # lower case, a group of people or a piece of work; one ordinary word before it, no name;
    # a run the name goes on past, not the name
    assert sets(f"We studied nurses in the HIV {row['word']} and in a prospective {row['word']}.") == []
    assert sets(f"The Delphi {head} had three rounds.") == []
    assert sets(f"Rates match those of the International Zorb {head} Group.") == []


@pytest.mark.parametrize("row", list(_cue_rows("deposit_verb")))
def test_a_repository_the_paper_puts_its_data_in_is_no_dataset_used(row):
    assert sets(f"All measurement data are {row['word']} in the PANGAEA repository.") == []
    # (data others put there, which the paper uses, are)
    assert sets(f"We trained on profiles {row['word']} in PANGAEA since 2010.") == [("PANGAEA", "used")]


@pytest.mark.parametrize("row", list(_cue_rows("design_word")))
def test_a_design_or_split_word_before_a_title_head_names_no_data(row):
    word = row["word"] if row["word"].isupper() else row["word"].capitalize()
    assert sets(f"AUCs were 0.91 in the New {word} Cohort and 0.88 in the New {word} Study.") == []


@pytest.mark.parametrize("row", list(_rows("accessions")))
def test_a_repository_accession_is_a_dataset_unless_the_paper_deposits_there(row):
    acc = row["example"]
    assert regex.fullmatch(row["accession"], acc)
    used = [(d.name, d.role) for d in extract_datasets(f"We compared the cell states of {acc} with those of our cohort.")]
    assert used == [(acc, "used")]
    assert extract_datasets(f"Raw reads are deposited under accession {acc}.") == []
    assert extract_datasets(f"Data: https://example.org/records?acc={acc}.") == []
