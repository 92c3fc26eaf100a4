"""The catalog's PhraseMatcher component (``extractor.components.dataset_matcher``)."""

from __future__ import annotations

import json

import spacy

from extractor.catalog import entries, get_catalog, surface_forms
from extractor.components.dataset_matcher import (
    LABEL,
    SPANS_KEY,
    TOKENS_FILE,
    CatalogMatchers,
    _pattern_tokenizer,
    _variants,
    annotate,
    catalog_chunks,
    dataset_spans,
    get_matchers,
    match_catalog,
    parse_tokens,
    shipped_tokens,
)
from extractor.extract.datasets.catalog_scan import _ascii_view
from extractor.nlp import get_nlp, parse
from tests.conftest import CORPUS, need_shared


def found(text: str) -> list[tuple[str, str]]:
    """(mention, canonical name) of every catalog match, overlapping ones included."""
    return [(text[a:b], e.name) for a, b, e in match_catalog(get_nlp().make_doc(text))]


def longest(text: str) -> list[tuple[str, str]]:
    return [(sp.text, sp.kb_id_) for sp in dataset_spans(get_nlp().make_doc(text))]


def test_case_rules_per_alias():
    # "=MATH" is case-exact: the ORTH matcher takes "MATH" only
    assert found("We solve MATH problems.") == [("MATH", "MATH")]
    assert found("We solve math problems.") == []
    assert found("We solve Math problems.") == []
    # an ordinary alias is matched in any case
    assert found("Trained on imagenet and IMAGENET.") == [("imagenet", "ImageNet"), ("IMAGENET", "ImageNet")]


def test_spelling_variants_are_patterns():
    got = found("On CIFAR10, CIFAR-10 and CIFAR 10.")
    assert got == [("CIFAR10", "CIFAR-10"), ("CIFAR-10", "CIFAR-10"), ("CIFAR 10", "CIFAR-10")]
    assert {"CIFAR-10", "CIFAR10", "CIFAR 10"} <= set(_variants("CIFAR-10"))
    assert longest("MS-COCO, MSCOCO and MS COCO") == [("MS-COCO", "MS COCO"), ("MSCOCO", "MS COCO"),
                                                      ("MS COCO", "MS COCO")]


def test_spellings_stay_few_for_long_and_mixed_names():
    """Regression: every catalog form was respelled at each letter/digit contact, camel
    hump and space, up to 729 spellings a form ("i2b2 2006 smoking" as "i 2 b 2-2006smoking"),
    ~147,000 patterns in all: the matchers alone grew a 10k ingest's peak RSS by ~80 MB."""
    # a single letter or digit on its side of a contact is part of the word, not a cut
    assert len(_variants("i2b2 2006 smoking")) == 9
    assert set(_variants("GSM8K")) == {"GSM8K", "GSM-8K", "GSM 8K"}
    assert "ImageNet 1 k" not in _variants("ImageNet-1k")
    # a camel hump needs two lower-case letters before it: "ToN", "IoT" stay whole
    assert set(_variants("NF-ToN-IoT")) == {f"NF{a}ToN{b}IoT" for a in ("", "-", " ") for b in ("", "-", " ")}
    assert "Scene Flow" in _variants("SceneFlow") and "Duke-MTMC" in _variants("DukeMTMC")
    # three words may be written with hyphens or run together; four or more keep their spaces
    assert {"Split Tiny-ImageNet", "Split TinyImageNet"} <= set(_variants("Split Tiny ImageNet"))
    assert all(" Sea Ice " in v for v in _variants("AI4Arctic Sea Ice Challenge"))
    total = sum(len(_variants(s)) for e in entries() for s, _ in surface_forms(e))
    assert total < 25 * len(entries())


def test_cifar10_and_cifar100_are_distinct():
    assert longest("CIFAR-10 and CIFAR-100 and CIFAR100") == [
        ("CIFAR-10", "CIFAR-10"), ("CIFAR-100", "CIFAR-100"), ("CIFAR100", "CIFAR-100")]


def test_offsets_of_a_window_doc():
    text = "Results on the ImageNet-1k benchmark."
    start = text.index("the")
    got = match_catalog(get_nlp().make_doc(text[start:]), start)
    assert [(text[a:b], e.name) for a, b, e in got] == [("ImageNet-1k", "ImageNet")]


def test_every_surface_form_matches_itself():
    missed = []
    for e in entries():
        for surface, _ in surface_forms(e):
            if e.name not in [n for _, n in longest(surface)]:
                missed.append(surface)
    assert not missed


def test_patterns_are_tokenized_like_text_by_a_tokenizer_of_their_own():
    # ~20k pattern spellings through the shared tokenizer would fill its 10,000-chunk
    # cache, leaving running text uncached; the copy must tokenize exactly the same
    nlp = get_nlp()
    tok = _pattern_tokenizer(nlp)
    assert tok is not nlp.tokenizer and tok.vocab is nlp.vocab
    forms = [v for e in entries()[::7] for s, _ in surface_forms(e) for v in _variants(s)]
    assert [[t.text for t in tok(v)] for v in forms] == [[t.text for t in nlp.make_doc(v)] for v in forms]
    assert len(get_matchers().lower) > 1000


def test_component_on_a_parsed_doc_sets_dataset_entities():
    doc = annotate(parse("We evaluate on MATH and CIFAR-10. Math is hard, and so is GSM8K for most."))
    assert [(e.text, e.label_, e.kb_id_) for e in doc.ents] == [
        ("MATH", LABEL, "MATH"), ("CIFAR-10", LABEL, "CIFAR-10"), ("GSM8K", LABEL, "GSM8K")]
    assert [sp.text for sp in doc.spans[SPANS_KEY]] == ["MATH", "CIFAR-10", "GSM8K"]
    assert len(list(doc.sents)) == 2  # the sentence pipe's work is kept


def test_component_sees_whole_tokens_only():
    # the tokenizer keeps "GSM8K." (and "CIFAR-10/100") as one token: the raw component
    # misses it; extract_datasets reads such tokens on the text's units instead
    assert annotate(parse("We use GSM8K.")).ents == ()


def test_registered_pipe_in_a_pipeline():
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_sentences")
    nlp.add_pipe("dataset_matcher")
    doc = nlp("Results on CIFAR 10, the Pile and Multi 30K improve.")
    assert [(e.text, e.kb_id_) for e in doc.ents] == [
        ("CIFAR 10", "CIFAR-10"), ("the Pile", "The Pile"), ("Multi 30K", "Multi30K")]


def test_existing_entities_are_kept():
    doc = parse("We use ImageNet and COCO.")
    doc.ents = [doc.char_span(7, 15, label="ORG")]
    annotate(doc)
    assert [(e.text, e.label_) for e in doc.ents] == [("ImageNet", "ORG"), ("COCO", LABEL)]


def test_matchers_filled_on_demand_match_like_the_whole_catalog():
    # The extractor adds an entry's patterns only once a text holds one of its anchor
    # tokens; every name in a text has its anchor among the text's units, so the partial
    # matchers must find exactly what the whole catalog finds, text by text (the words
    # whose entries are all added are skipped: a text of known words adds nothing).
    need_shared()
    # The whole catalog is tokenized live here, the on-demand one reads the shipped
    # tokens (as the extractor does): same matches also says the shipped tokens are right.
    nlp, cat = get_nlp(), get_catalog()
    whole = CatalogMatchers(nlp, cat.entries)
    partial = CatalogMatchers(nlp, cat.entries, lazy=True, known_tokens=shipped_tokens())
    texts = [r["abstract"] for p in sorted(CORPUS.glob("*.json")) for r in json.loads(p.read_text())]
    texts += ["Results on CIFAR-10/100, MS COCO, ImageNet-1k and GSM8K. benchmark", "ＭＮＩＳＴ, Müller's MNIST-C"]
    matched = 0
    for text in texts:
        partial.load(cat.anchor_entries, _ascii_view(text, cat)[3])
        doc = nlp.make_doc(text)
        got = [(s, e, d.name, cs) for s, e, d, cs in partial(doc)]
        assert got == [(s, e, d.name, cs) for s, e, d, cs in whole(doc)], text[:200]
        matched += bool(got)
    assert matched > 200
    assert len(partial.entries) < len(whole.entries)  # the rest was never needed


def test_shipped_catalog_tokens_are_the_installed_tokenizers():
    """Pattern building reads the catalog chunks' tokens from the shipped table instead of
    running the tokenizer (most of the cost of building the patterns); the table must be
    the installed spaCy's tokenization of exactly the catalog's chunks.  After editing the
    catalog or upgrading spaCy: ``make catalog-tokens``."""
    shipped = shipped_tokens()
    assert shipped, f"extractor/data/{TOKENS_FILE} was written by another spaCy version: run `make catalog-tokens`"
    tok = _pattern_tokenizer(get_nlp())
    chunks = {c for c in catalog_chunks(get_catalog().entries) if c and not any(ch.isspace() for ch in c)}
    assert set(shipped) == chunks, f"catalog changed since {TOKENS_FILE} was written: run `make catalog-tokens`"
    for chunk, toks in shipped.items():
        assert toks == tuple(t.text for t in tok(chunk)), chunk


def test_a_tokens_table_of_another_spacy_version_is_ignored():
    # another version's tokenizer rules may split differently: tokenize live instead
    text = "# spaCy 3.8.18: tokens\nCIFAR-10\nMS-COCO\tMS - COCO\n"
    assert parse_tokens(text, "3.8.18") == {"CIFAR-10": ("CIFAR-10",), "MS-COCO": ("MS", "-", "COCO")}
    assert parse_tokens(text, "3.7.5") == {}


def test_regression_an_entry_loaded_inside_a_memory_zone_keeps_its_label_after_it():
    # "NfS" (a tracking benchmark) was first written by a text inside a zone ("NfS30"), so
    # interned there as a transient string; its entry, loaded lazily later in that zone,
    # reported a label the zone then freed, and the next text's match failed (spaCy E018).
    nlp = spacy.blank("en")
    cat = get_catalog()
    entry = next(e for e in cat.entries if e.name == "NfS")
    matchers = CatalogMatchers(nlp, (entry,), lazy=True)
    with nlp.memory_zone():
        nlp.make_doc("trackers on LaSOT, NfS30 and NfS")
        matchers.load_all()
        inside = [d.name for _, _, d, _ in matchers(nlp.make_doc("results on nfs30"))]
    # (a text that does not write "NfS" itself: the matcher reads the label it reports)
    after = [d.name for _, _, d, _ in matchers(nlp.make_doc("results on nfs30"))]
    assert inside == after == ["NfS"]
