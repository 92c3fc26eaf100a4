"""The dataset catalog and the model stop-list are valid, broad and unambiguous."""

from __future__ import annotations

import regex
import pytest
from spacy.lang.en.stop_words import STOP_WORDS

from extractor import catalog
from extractor.catalog import (
    DOMAINS, KINDS, CatalogError, _parse_catalog, canonical_dataset, entries, is_model, key, lookup,
    surface_forms,
)

# Ordinary words an alias must not equal (after folding) unless it is ``=``-marked.
COMMON = set(STOP_WORDS) | set(
    """
    math pile places traffic weather exchange electricity adult iris wine race drop spider bird
    apps arc glue swag record cola pacs blink pope clear scan cogs atlas drive stare panda
    mind steam habitat gibson crafter sokoban jester ciao douban opportunity actor cornell texas
    avenue flowers pets cars birds food aircraft faces wild open images common crawl natural
    questions universal dependencies stack well speech commands multiple largest interaction
    emotion news reviews review scenes scene flow chair chairs kitchen room language table
    simple simpler hard easy test set data dataset datasets benchmark corpus suite environment
    world earth air water fire gym gymnasium lab arena bench leaderboard challenge competition
    shakespeare sketch sketchy replica vistas moments time series solar energy wind rate fraud
    credit bank marketing housing census income house numbers street view hateful memes reason
    reasons visual genome conceptual captions caption perception breakfast jigsaw fever frames
    """.split()
)


def test_every_row_loads_and_is_broad():
    es = entries()
    assert len(es) >= 600
    assert all(e.domain in DOMAINS and e.kind in KINDS for e in es)
    assert len({e.name for e in es}) == len(es), "duplicate canonical names"


def test_domains_are_covered():
    seen = {e.domain for e in entries()}
    assert seen >= {"vision", "language", "speech", "rl", "graphs", "tabular", "biomedicine", "code",
                    "math", "robotics", "multimodal", "time-series", "audio", "recsys"}


def test_no_alias_collides_across_entries_after_folding():
    owner: dict[tuple[str, bool], str] = {}
    clashes = []
    for e in entries():
        for surface, cs in surface_forms(e):
            k = (key(surface, cased=cs), cs)
            if owner.setdefault(k, e.name) != e.name:
                clashes.append((surface, owner[k], e.name))
    # a case-insensitive alias also shadows any case-exact one with the same letters
    folded = {k.lower(): n for (k, cs), n in owner.items() if not cs}
    clashes += [(k, n, folded[k.lower()]) for (k, cs), n in owner.items() if cs and folded.get(k.lower(), n) != n]
    assert not clashes


def test_ordinary_words_are_case_marked():
    bad = []
    for e in entries():
        for surface, cs in surface_forms(e):
            if cs:
                continue
            k = key(surface)
            words = [w.lower() for w in regex.findall(r"\p{L}+", surface)]
            if k in COMMON or (words and all(w in COMMON for w in words) and not regex.search(r"\d", surface)):
                bad.append(surface)
    assert not bad, f"ordinary words must be '='-marked: {bad}"


def test_models_do_not_overlap_datasets():
    models = catalog.model_names()
    assert len(models) >= 200
    assert not [m for m in models if lookup(m) is not None]
    assert not [e.name for e in entries() if is_model(e.name)]


def test_lookup_applies_variant_and_case_rules():
    assert canonical_dataset("CIFAR10") == canonical_dataset("CIFAR 10") == "CIFAR-10"
    assert canonical_dataset("cifar-100") == "CIFAR-100"
    assert canonical_dataset("ILSVRC2012") == "ImageNet"
    assert canonical_dataset("MS-COCO") == "MS COCO"
    assert canonical_dataset("Atari100k") == "Atari 100k"
    assert canonical_dataset("MATH") == "MATH"
    assert canonical_dataset("math") is None
    assert canonical_dataset("ImageNet-C") == "ImageNet-C"
    assert canonical_dataset("SQuAD v2.0") == "SQuAD 2.0" != canonical_dataset("SQuAD 1.1")
    assert canonical_dataset("six real-world datasets") is None


def test_is_model():
    for m in ("GPT-4.1", "ResNet50", "ResNet-50", "Stable Diffusion 2.1", "o1-mini", "BERT", "SDXL",
              "Llama-3.1-8B-Instruct", "Qwen2.5-7B"):
        assert is_model(m), m
    for d in ("ImageNet", "GSM8K", "MNIST"):
        assert not is_model(d), d


@pytest.mark.parametrize(
    "text, match",
    [
        ("name,domain,kind,aliases\nFoo,vision,dataset\n", "line 2"),
        ("name,domain,kind,aliases\nFoo,space,dataset,\n", "unknown domain"),
        ("name,domain,kind,aliases\nFoo,vision,thing,\n", "unknown kind"),
        ("name,kind\nFoo,dataset\n", "header"),
    ],
)
def test_bad_rows_are_named(text, match):
    with pytest.raises(CatalogError, match=match):
        _parse_catalog(text)


def test_anchor_tokens_cover_chunk_splits():
    """Each alias is anchored on its least frequent part; every unit the text can cut
    around that part is an anchor word, with the letters the rest of the name needs."""
    toks = {t: (left, right) for t, _, left, right, _ in catalog._anchor_tokens("ImageNet-1k")}
    assert set(toks) == {"imagenet", "imagenet1k", "net", "net1k"}  # never the frequent word "image"
    assert toks["net"] == ("image", "1k") and toks["imagenet"] == ("", "1k")
    assert [t for t, *_ in catalog._anchor_tokens("Open Images")] == ["openimages", "images"]
    assert [t for t, *_ in catalog._anchor_tokens("MuJoCo")] == ["mujoco"]  # no cut inside short humps
    assert [t for t, *_ in catalog._anchor_tokens("τ-bench")] == ["bench"]  # the ASCII part


def test_every_alias_has_an_anchor():
    cat = catalog.get_catalog()
    for e in entries():
        for surface, _ in surface_forms(e):
            assert any(t.encode() in cat.anchor_words for t, *_ in catalog._anchor_tokens(surface)), surface


@pytest.mark.parametrize("name, entry", [
    ("Waymo", "Waymo Open Dataset"), ("Waymo Open Motion", "Waymo Open Dataset"), ("E2E", "E2E NLG"),
    ("Open-X", "Open X-Embodiment"),  # the same units as the alias "Open-X Embodiment" leads with
    ("PASCAL", None), ("CIFAR", None),  # several entries: no guess
    ("waymo", None),  # leading words are case-exact: an ordinary word is no short form
    ("Waymo Open Dataset", None),  # a whole name is ``lookup``'s
])
def test_leading_words_name_one_entry_or_none(name, entry):
    from extractor.catalog import by_leading_words

    found = by_leading_words(name)
    assert (found[0].name if found else None) == entry


@pytest.mark.parametrize("name, entry", [
    ("Waymo", "Waymo Open Dataset"),  # the rest, "Open Dataset", says nothing of its own
    ("E2E", "E2E NLG"), ("Open-X", "Open X-Embodiment"),  # not plain words: any rest
    ("Moving", None), ("Daily", None), ("Deep", None),  # plain words before a name's own words
])
def test_a_plain_word_is_a_short_form_only_before_generic_words(name, entry):
    """What broke (review): "Deep" was stored as DNS Challenge, "Moving" as Moving MNIST."""
    from extractor.extract.datasets.reconcile import _short_form_of

    found = _short_form_of(name)
    assert (found.name if found else None) == entry
