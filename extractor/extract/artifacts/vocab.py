"""The artifact cues as word lists and the patterns built straight from them.

The vocabulary lives in ``extractor/data/lexicon``; every other module of the package
reads it through here, so a lexicon row reaches each rule by one path.
"""

from __future__ import annotations

from functools import lru_cache

from extractor import lexicon, pattern_cache
from extractor.extract import name_cues


@lru_cache(maxsize=1)
def _cues() -> dict:
    """The cue vocabulary (``extractor/data/lexicon``), as the word lists the patterns are
    built from."""
    scope = name_cues.ARTIFACTS
    verbs = name_cues.introduce_verbs(scope)
    heads: dict[str, list[str]] = {}
    for head, typ in name_cues.head_types().items():
        heads.setdefault(typ, []).append(head)
    return {
        "subjects": list(name_cues.cue_words("subject", scope)),
        "self_nouns": list(name_cues.cue_words("self_noun", scope)),
        "self_things": list(name_cues.cue_words("self_thing", scope)),
        "self_verbs": list(name_cues.cue_words("self_verb", scope)),
        "adverbs": list(name_cues.cue_words("adverb", scope)),
        "enum_marks": list(name_cues.cue_words("enum_mark", scope)),
        "intro_verbs": [f for r in verbs for f in (r["verb"], r.get("third"), r.get("past")) if f],
        "and_verbs": [r["verb"] for r in verbs if r["after_and"]],
        "and_pasts": [r["past"] for r in verbs if r["after_and"] and r.get("past")],
        "and_thirds": [r["third"] for r in verbs if r["after_and"] and r.get("third")],
        "gerunds": [r["gerund"] for r in verbs if r.get("gerund")],
        "verb_types": {
            f: r["implies"] for r in verbs if r.get("implies") for f in (r["verb"], r.get("third"), r.get("past")) if f
        },
        "naming_cues": list(name_cues.naming_cues("participle", "adverb")),
        "naming_phrases": [c.split() for c in name_cues.naming_cues("phrase")],
        "naming_verbs": list(name_cues.naming_cues("verb")),
        "in_window": [r["cue"] for r in lexicon.load("naming_cues") if r["in_window"]],
        "contribution": list(name_cues.cue_words("contribution", scope)),
        "novelty": list(name_cues.cue_words("novelty", scope)),
        "proposed": list(name_cues.cue_words("proposed", scope)),
        "heads": heads,
        "reject_after": list(name_cues.cue_words("reject_after", scope)),
        "not_own": list(name_cues.cue_words("not_own", scope)),
        "clause_stops": list(name_cues.cue_words("clause_stop", scope)),
        "stops_after_and": list(name_cues.cue_words("stop_after_and", scope)),
        "np_end": list(name_cues.cue_words("np_end", scope)),
        "prepositions": list(name_cues.cue_words("preposition", scope)),
        "name_connectors": list(name_cues.cue_words("name_connector", scope)),
        "well_known": list(name_cues.well_known(scope)),
        "generic_tails": list(name_cues.hyphen_tails(scope)),
        "suffix_types": {k: v for k, v in name_cues.name_suffixes().items() if v},
        "devices": frozenset(w.lower() for w in name_cues.cue_words("device", scope)),
        "common": name_cues.common_words(),
        "title_labels": frozenset(w.lower() for w in name_cues.cue_words("title_label", scope)),
        "not_parts": frozenset(name_cues.cue_words("reject_after", scope)) | {"task", "tasks"},
    }


# the verbs that say a paper uses or studies a name rather than makes it
_USE_VERBS = "|".join(name_cues.cue_patterns("use_verb", name_cues.ARTIFACTS))
_STUDY_VERBS = "|".join(name_cues.cue_patterns("study_verb", name_cues.ARTIFACTS))
_USE_BEFORE = pattern_cache.compile(
    r"(?i)\b(?:" + _USE_VERBS + r"|(?<=\bwe[ \t]+(?:\w+ly[ \t]+)?)(?P<study>" + _STUDY_VERBS + r"))\b")
_NOT_OWN_ANY = pattern_cache.compile(r"(?i)\b" + name_cues.alternation(_cues()["not_own"]) + r"\b")
_NOT_OWN_AFTER = pattern_cache.compile(
    r"(?i)\s*(?:,\s*(?:a|an|the)\s+(?:\w+\s+)?" + name_cues.alternation(_cues()["not_own"]) + r"\b|\(\p{Lu}\p{L}+(?:\s+et\s+al\.?)?,?\s+(?:19|20)\d\d)"
)


_NOVELTY = frozenset(_cues()["novelty"])
_CONNECTORS = frozenset(_cues()["name_connectors"])
_SUFFIX_TYPES = tuple(_cues()["suffix_types"].items())
_HEAD_WORD = pattern_cache.compile(r"\p{Ll}+(?![\p{L}\p{N}-])")

_HEAD_TYPES = name_cues.head_types()


# "The DecisionxLLM module evaluates ...": a coined name before a part noun (the scan
# runs only where one of the nouns is written at all: most abstracts have none)
_PART_NOUNS = name_cues.cue_words("part_noun", name_cues.ARTIFACTS)
_PART_NOUN_SET = frozenset(_PART_NOUNS)
