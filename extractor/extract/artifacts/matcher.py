"""The spaCy Matcher for the cue patterns ("we propose", "termed", ", a", ...).

Word lists are lexeme flags, so a pattern costs a bit test per token in C rather than a
Python call; ``cue_scan`` reads the same specs without spaCy where it can.
"""

from __future__ import annotations

from functools import lru_cache

from spacy.attrs import IDS
from spacy.matcher import Matcher

from extractor.extract.artifacts.vocab import _cues
from extractor.nlp import get_nlp

# Word lists in Matcher patterns are lexeme flags, not ``{"LOWER": {"IN": [...]}}``: an
# ``IN`` predicate is a Python call per token and pattern (it made the Matcher cost ~4 µs a
# token), a flag is a bit test in C.  The flags live on the shared vocab; this module owns
# FLAG63 downwards (one per distinct word list, about 15).
_FLAG_IDS: dict[frozenset[str], str] = {}


def _in(words) -> dict:
    """Token spec "lower-case form is one of ``words``", as a lexeme flag."""
    key = frozenset(w.lower() for w in words)
    name = _FLAG_IDS.get(key)
    if name is None:
        name = f"FLAG{63 - len(_FLAG_IDS)}"
        if 63 - len(_FLAG_IDS) < 40:
            raise RuntimeError("artifacts: out of lexeme flags")
        get_nlp().vocab.add_flag(lambda text, key=key: text.lower() in key, flag_id=IDS[name])
        _FLAG_IDS[key] = name
    return {name: True}


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, list[list[dict]]]]:
    """The cue patterns, label by label in the order the Matcher is given them (token
    specs as spaCy's Matcher reads them; ``_plain_matches`` reads the same specs)."""
    c = _cues()
    m: list[tuple[str, list[list[dict]]]] = []
    adv = {**_in(c["adverbs"]), "OP": "*"}
    verbs = _in(c["intro_verbs"])
    intro = [
        [{"LOWER": {"IN": c["subjects"]}} if len(c["subjects"]) > 1 else {"LOWER": c["subjects"][0]}, adv, verbs],
        # "We (i) propose X": an enumeration mark between the subject and its verb
        [_in(c["subjects"]), {"ORTH": "("}, _in(c["enum_marks"]), {"ORTH": ")"}, adv, verbs],
        [_in(["this", "the", "our"]), _in(c["self_nouns"]), adv, verbs],
        # "This prognostic study developed X", "this cross-sectional study presents X" (only
        # "this": "the original paper proposed X", "our previous work introduced X" are others')
        [{"LOWER": "this"}, {"IS_ALPHA": True, "IS_LOWER": True}, {"ORTH": "-", "OP": "?"},
         {"IS_ALPHA": True, "IS_LOWER": True, "OP": "?"}, _in(c["self_nouns"]), adv, verbs],
        # "our contributions are", "Our main contribution is"
        [{"LOWER": "our"}, {"IS_ALPHA": True, "IS_LOWER": True, "OP": "?"}, _in(c["contribution"]),
         _in(["is", "are", "include", "includes"])],
    ]
    m.append(("INTRO", intro))
    # "we ..., and propose X"; "this paper studies ... and proposes X"
    m.append(("AND_INTRO", [[{"LOWER": "and"}, adv, _in(c["and_verbs"] + c["and_pasts"] + c["and_thirds"])]]))
    m.append(("BY_INTRO", [[{"LOWER": "by"}, adv, _in(c["gerunds"])]]))  # "we close this gap by proposing X"
    m.append(("TO_INTRO", [[{"LOWER": "to"}, _in(c["and_verbs"])]]))  # "we use X to develop Y"
    # "we <any verb> a novel/new ..." — the window must contain novel/new
    novel = [
        _in(c["subjects"]),
        adv,
        {"IS_ALPHA": True},
        _in(["a", "an", "the"]),
        {"IS_ALPHA": True, "OP": "?"},
        _in(c["novelty"]),
    ]
    # "We compare A, B and a new scheme, X, ...": the last of a coordination the paper sets out
    novel_and = [{"LOWER": "and"}, _in(["a", "an"]), {"IS_ALPHA": True, "OP": "?"}, _in(c["novelty"])]
    m.append(("NOVEL", [novel, novel_and]))
    new = _in([w for w in c["novelty"] if w not in c["proposed"]])
    m.append(("PROPOSED", [[_in(["our", "the"]), {**new, "OP": "?"}, _in(c["proposed"])]]))
    naming = [
        [_in(c["naming_cues"])],
        *([{"LOWER": w} for w in phrase] for phrase in c["naming_phrases"]),  # "referred to as"
        [_in(c["subjects"]), _in(c["naming_verbs"])],  # "we call it X"
    ]
    m.append(("NAMING", naming))
    m.append(("APPOS", [[{"ORTH": ","}, _in(["a", "an"])]]))
    return m


@lru_cache(maxsize=1)
def _matcher() -> Matcher:
    m = Matcher(get_nlp().vocab, validate=False)  # the schema knows no FLAGnn keys
    for label, patterns in _patterns():
        m.add(label, patterns)
    return m
