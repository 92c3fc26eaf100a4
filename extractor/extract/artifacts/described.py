"""A coined name written in mixed case in parentheses right after an indefinite description
of a model or a method, in a sentence that trains or builds it: "A convolutional landmark
detector (HipLandmarker) was trained on ...", "we implemented a federated pipeline
(FedPerio)".  "A"/"an" brings a new thing into the text, the parenthesis names it and the
verb says the paper made it: the paper's own, with no introduction verb.  Not a tool the
sentence runs or uses ("A regional climate model (RegCM4) was run"), the short form the
description spells out ("a convolutional neural network (CNN)"), a known model, dataset or
tool ("a gradient-boosted model (XGBoost)"), what the sentence compares with or adopts
("compared with 0.63 for a fine-tuned video transformer (VideoMAE)", "a pretrained
foundation model (UNI)"), nor a part of a name the paper gave before in the sentence ("We
present ETDMiner, a pipeline that combines OCR with a layout-aware transformer
(LayoutLMv3)").
"""

from __future__ import annotations

from functools import lru_cache

import regex

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.extract import name_cues
from extractor.extract.artifacts.doc import _acceptable, _Doc, _is_model
from extractor.extract.artifacts.heads import _head_re
from extractor.extract.artifacts.names import _Cand, is_coined, normalize_name
from extractor.extract.artifacts.own_parts import _ADOPTED, _COMPARED_BEFORE

# the kinds of thing a description before a name makes the paper's own
_OWN_KINDS = ("model", "method", "framework")
# what shows the sentence makes the thing: a training or building verb anywhere in it ("was
# trained on", "used to train", "we developed"; artifact_frames train_verb, passive_build),
# where a model run, used or calibrated ("A regional climate model (RegCM4)
# was run at 25 km") is someone else's tool
_MADE = pattern_cache.compile(
    r"(?<![\p{L}-])(?:"
    + name_cues.alternation(
        sorted({*name_cues.artifact_frames("train_verb"), *name_cues.artifact_frames("passive_build")})
    )
    + r")(?![\p{L}-])"
)
# what makes the thing someone else's in the sentence before it: a comparison or an
# adoption ("compared with 0.63 for a ...", "we fine-tune a ..."), as for a part the paper
# names (``own_parts``), or a baseline
_BASELINE = pattern_cache.compile(r"(?i)\bbaselines?\b")
# a description's word that makes the thing someone else's (artifact_frames other_modifier)
_OTHERS_WORD = pattern_cache.compile(r"(?i)(?<![\p{L}-])(?:" + name_cues.alternation(name_cues.artifact_frames("other_modifier")) + r")(?![\p{L}-])")


@lru_cache(maxsize=1)
def _described() -> regex.Pattern:
    heads = sorted(w for w, typ in _head_re()[1].items() if typ in _OWN_KINDS and w.isalpha() and not w.endswith("s"))
    return pattern_cache.compile(
        r"(?<![\p{L}\p{N}])(?:[Aa]n?|[Oo]ur)\s(?:[\p{L}\p{N}][\p{L}\p{N}'’–-]*\s){0,6}?"
        rf"(?P<head>{name_cues.alternation(heads)})\s\((?P<name>[^()\s,;]{{2,40}})\)"
    )


def described_names(d: _Doc, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    """(candidate, type) of each coined name an indefinite description of a model or a
    method names in parentheses; its type is the head noun's."""
    text = d.text
    out: list[tuple[_Cand, str]] = []
    if " (" not in text:
        return out
    head_types = _head_re()[1]
    for m in _described().finditer(text):
        name, at = m.group("name"), m.start("name")
        if not is_coined(name) or not any(ch.islower() for ch in name) or normalize_name(name) in found:
            continue  # (capitals alone are a short form, spelt out or not: "a graph network (GNS)")
        pair = d._pair_at(at - 1)
        if pair is not None and pair.long_start >= m.start():
            continue  # "a convolutional neural network (CNN)": the description spelt out
        if _is_model(d, name) or lookup(name) is not None or not _acceptable(name, d, at, wk):
            continue
        if any(normalize_name(part) in wk for part in name.split("-")):
            continue  # "a one-dimensional convolutional network (1D-CNN)": a known kind
        # (the sentence around it, read 300 characters either way at most: a text with no
        # sentence end is not read whole for each match)
        sent = max(text.rfind(". ", 0, m.start()) + 1, m.start() - 300)
        end = text.find(". ", m.end(), m.end() + 300)
        if not _MADE.search(text, sent, min(len(text), m.end() + 300) if end < 0 else end):
            continue
        if _OTHERS_WORD.search(text, m.start(), m.start("head")) or any(
            p.search(text, sent, m.start()) for p in (_COMPARED_BEFORE, _ADOPTED, _BASELINE)
        ):
            continue
        if any(sent <= c.start < m.start() for c, _ in found.values()):
            continue
        out.append((_Cand(name, at, m.end("name"), True), head_types[m.group("head").lower()]))
    return out
