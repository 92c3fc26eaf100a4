"""The vocabulary of the name extractors (datasets, artifacts), read from the lexicon.

Every word list the two extractors match against lives in ``extractor/data/lexicon/``
(see ``extractor.lexicon``): introduce verbs, naming cues, head nouns and the types they
give, generic acronyms and well-known names, the model stop-list, and the cue words of
``name_cues.tsv`` by role.  This module only selects rows (by role and by the extractor
that reads them) and turns word lists into regex alternations; the extractors build
their patterns from what it returns, once per process.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

import regex

from extractor import lexicon, pattern_cache

DATASETS = "datasets"
ARTIFACTS = "artifacts"


def _in_scope(row, scope: str | None) -> bool:
    scopes = row.values("scope")
    return scope is None or not scopes or scope in scopes


@cache
def cue_words(role: str, scope: str | None = None) -> tuple[str, ...]:
    """The words of ``name_cues.tsv`` with ``role`` that ``scope`` (an extractor) reads."""
    return tuple(r["word"] for r in lexicon.load("name_cues") if r["role"] == role and _in_scope(r, scope))


@cache
def cue_patterns(role: str, scope: str | None = None) -> tuple[str, ...]:
    """As ``cue_words``, each as the regex matched for it (its ``pattern``, else the word)."""
    return tuple(
        r.get("pattern") or regex.escape(r["word"])
        for r in lexicon.load("name_cues")
        if r["role"] == role and _in_scope(r, scope)
    )


def literal_start(pattern: str) -> str:
    r"""The letters every match of the row regex ``pattern`` begins with, lower-cased
    ("consist" of ``consist(?:s|ed|ing)?\s+of``; "" when it may begin otherwise): where a
    scan can look for the row with ``str.find`` before trying the regex."""
    if "|" in regex.sub(r"\((?:[^()]|\([^()]*\))*\)", "", pattern):
        return ""  # an alternation at the top: a match may begin with either side
    run = regex.match(r"\p{L}*", pattern).group()
    if pattern[len(run) : len(run) + 1] in ("?", "*", "{"):
        run = run[:-1]  # the last letter may be absent
    return run.lower()


def alternation(words, *, spaced: str = r"\s+") -> str:
    """A non-capturing alternation of literal ``words`` (longest first, so that a word is
    never cut short by a shorter one it starts with); a space inside a word matches
    ``spaced``."""
    alts = sorted(dict.fromkeys(words), key=len, reverse=True)
    return "(?:" + "|".join(regex.escape(w).replace(r"\ ", spaced) for w in alts) + ")"


@cache
def introduce_verbs(scope: str) -> tuple:
    """Rows of ``introduce_verbs.tsv`` that ``scope`` reads as an introduction cue."""
    return tuple(r for r in lexicon.load("introduce_verbs") if r[scope])


@cache
def naming_cues(*forms: str) -> tuple[str, ...]:
    """The naming cues of the given forms (participle, adverb, phrase, verb)."""
    return tuple(r["cue"] for r in lexicon.load("naming_cues") if r["form"] in forms)


@cache
def well_known(scope: str) -> tuple[str, ...]:
    """Names that ``scope`` never takes for a dataset (or the paper's own artifact)."""
    return tuple(r["name"] for r in lexicon.load("well_known_names") if scope in r.values("scope"))


@cache
def well_known_of_kind(kind: str) -> tuple[str, ...]:
    """Well-known names of one kind ("metric": FID, IoU, mAP ...)."""
    return tuple(r["name"] for r in lexicon.load("well_known_names") if r["kind"] == kind)


@cache
def hyphen_tails(scope: str) -> tuple[str, ...]:
    return tuple(r["tail"] for r in lexicon.load("hyphen_tails") if r[scope])


@cache
def head_types() -> dict[str, str]:
    """Head noun -> the artifact type it gives a name (``head_nouns.tsv``)."""
    return {r["head"]: r["type"] for r in lexicon.load("head_nouns")}


@cache
def collecting_heads() -> frozenset[str]:
    """Head nouns that name data only by what they hold (``head_nouns.tsv`` collects)."""
    return frozenset(r["head"] for r in lexicon.load("head_nouns") if r.get("collects"))


@cache
def in_name_heads() -> frozenset[str]:
    """Head nouns that are part of the name they follow ("Laplace attention")."""
    return frozenset(r["head"] for r in lexicon.load("head_nouns") if r["in_name"])


@cache
def own_method_heads() -> tuple[str, ...]:
    """Head nouns that make a name the paper introduces its method ("X: a framework")."""
    return tuple(r["head"] for r in lexicon.load("head_nouns") if r["own_method"])


@cache
def dataset_heads() -> tuple:
    """Rows of ``dataset_heads.tsv``: head, plural, strong."""
    return lexicon.load("dataset_heads")


@cache
def name_suffixes() -> dict[str, str | None]:
    """Ending -> the artifact type it gives ("XYZ-Bench": benchmark), None if none."""
    return {r["suffix"]: r.get("type") for r in lexicon.load("name_suffixes")}


@cache
def common_words() -> frozenset[str]:
    return frozenset(lexicon.words("common_words", "word"))


def artifact_frames(role: str) -> tuple[str, ...]:
    """Words of ``artifact_frames.tsv`` with ``role`` (the frames the artifact extractor
    reads around a name: what a paper builds on, tests on, combines with)."""
    return tuple(r["word"] for r in lexicon.load("artifact_frames") if r["role"] == role)


class DataSetPatterns(NamedTuple):
    modified: regex.Pattern  # "test set", "evaluation set": data by its modifier
    before: regex.Pattern  # "the time-sliced evaluation set, X", "a new trace set, X"
    after: regex.Pattern  # "X, a set of 350 real materials"


@cache
def data_set_re() -> DataSetPatterns:
    """A set or collection (``collecting_heads``) that is data by its modifier, one named
    right before a name, or one of N data things (or a new one with a data modifier) that
    describes the name right after it:
    then the name is data (not "X, a set of 12 rewriting rules", nor "to avoid overfitting to
    the validation set, we propose X")."""
    mods = alternation(artifact_frames("data_set"))
    amounts = alternation(cue_patterns("data_amount", DATASETS))
    heads = alternation(sorted(collecting_heads()))
    return DataSetPatterns(
        modified=pattern_cache.compile(rf"\b(?:{mods})\s(?:{heads})s?\b", regex.IGNORECASE),
        before=pattern_cache.compile(
            rf"\b(?:(?:{mods})\s(?:{heads})|new\s(?:[\w-]+\s){{0,3}}?(?:{heads})),\s$", regex.IGNORECASE
        ),
        after=pattern_cache.compile(
            rf"[,:]\s(?:a|an)\s(?:new\s)?(?:{heads})\sof\s(?:over\s|about\s|some\s|nearly\s)?\d[\d,.]*\s"
            rf"(?:[\w-]+\s){{0,3}}?(?:{amounts})s?\b"
            # (or a new set the appositive says is data, the set ending the phrase: "BabbleX, a
            # new cross-linguistic test set comprising ..."; not "a curated collection app")
            rf"|[,:]\s(?:a|an)\snew\s(?:[\w-]+\s){{0,2}}?(?:{mods})\s(?:{heads})(?=[,.;:)]|\s(?:with|from|that|which|comprising|containing|covering|including|consisting|drawn|built|collected|derived|sampled|in|on|and)\b)",
            regex.IGNORECASE,
        ),
    )
