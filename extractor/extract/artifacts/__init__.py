"""Artifacts: the named methods, models, benchmarks, ... that a paper introduces.

A name is taken only where the text presents it as the paper's own:

* an introduction cue with the paper as subject — "we propose X", "we introduce the
  first benchmark X", "this paper presents X", "we design a novel ... (X)";
* a naming cue in a sentence that speaks about the paper's work — "termed X",
  "called X", "dubbed X", "named X", "namely X", "coined X", "which we call X",
  "referred to as X" ("i.e." is not one: "three datasets, i.e., ADNI, OASIS" lists what
  the paper uses);
* an appositive that describes the name as new — "X, a novel framework that ...",
  "X, a new algorithm that we introduce";
* "our proposed ... (X)", "the new proposed algorithm X";
* the name a title leads with ("StructLM: Towards ..."), where the abstract names it too.

Inside a cue's window (the object of the cue, up to a clause boundary) the first name
wins: a parenthesised short form ("Binary Quadratic Quantization (BQQ)" gives ``BQQ``;
its expansion is never a separate artifact) or a coined token (CamelCase, acronym,
mixed letters/digits).  Plain capitalised or lower-case words count only in tight
patterns ("we introduce Agnostics, a ...", "a new measure, Inv-Entropy").  Names the
text already used before the cue, well-known names (ResNet, ImageNet, GPT-4, see
``data/lexicon/well_known_names.tsv``) and generic acronyms are never artifacts.

The type is read from the head noun nearest to the name ("a modular framework" →
framework, "the first benchmark" → benchmark, "a new evaluation metric" → metric),
defaulting to ``method``.
"""

from __future__ import annotations

from spacy.tokens import Doc

from extractor import pattern_cache
from extractor.extract import name_cues
from extractor.catalog import lookup
from extractor.extract.abbreviations import _MARKUP
from extractor.extract.artifacts.described import described_names
from extractor.extract.artifacts.claims import (
    _ATTACHED_AFTER,
    _NOVEL_CLAIMS,
    _RESULT_OF_OWN,
    _VARIANT_AFTER,
    _VERB_AS,
    _called_others,
    _capitalised_pair,
    _claimed_names,
    _named_as,
    _plus_variant,
    _titled_part,
    _unnamed_proposal,
)
from extractor.extract.artifacts.cue_scan import _cue_matches, _cue_positions, _Match, _naming_positions, build
from extractor.extract.artifacts.doc import _acceptable, _Doc, _is_model, _redefined
from extractor.extract.artifacts.frames import framed_names, introduced_by_own, may_frame
from extractor.extract.artifacts.heads import _head_set, _type_of
from extractor.extract.artifacts.names import (
    _HYPHENS,
    _SUBJECT,
    _Cand,
    _is_capitalised,
    _well_known,
    is_coined,
    normalize_name,
)
from extractor.extract.artifacts.own_parts import _DESCRIBED_NAME, _composed_parts, _edition, _own_parts, _own_starts
from extractor.extract.artifacts.title import _TITLE_HEAD, _known_metric, _lead_in_abstract, _repo_name, _title_lead
from extractor.extract.artifacts.vocab import _cues
from extractor.extract.artifacts.windows import (
    _CALL_AS,
    _RELATIVES,
    _appositive,
    _inner_capitals_before_short,
    _intro,
    _naming,
    _spelt_by_capitals,
    _spelt_by_marks,
    _window_end,
    _word_before,
)
from extractor.nlp import Abstract, as_abstract
from extractor.records import Artifact

__all__ = ["build", "extract_artifacts", "normalize_name", "is_coined"]


# after "and a new": the head's words, a comma and a capitalised name ("agentic pipeline, ChapterPilot")
# or its short name in parentheses after the head's phrase ("a new set of 1,032 fundus images
# collected in Kenya (SmartFundus-KE)")
_NAME_APPOSITIVE_AFTER = pattern_cache.compile(
    r"(?:\s[\w-]+){1,6},\s\p{Ll}*[\p{Lu}\p{N}]|(?:\s[\w,.-]+){1,14}\s\(\p{Ll}*\p{Lu}"
)

def _own_coordination(text: str, low: str, m: _Match) -> bool:
    named = _NAME_APPOSITIVE_AFTER.match(text, m.end)
    return named is not None and _NOT_OWN_WORD.search(low, m.sent.start_char, named.end()) is None
_NOT_OWN_WORD = pattern_cache.compile(
    r"(?i)\b(?:" + name_cues.alternation(name_cues.cue_patterns("not_own", name_cues.ARTIFACTS)) + r")\b"
)


def extract_artifacts(
    doc: Abstract | Doc | str, title: str | None = None, repos: tuple[str, ...] = ()
) -> list[Artifact]:
    """Named artifacts the paper introduces, one per distinct name, in text order.

    ``doc`` is an :class:`extractor.nlp.Abstract`, a Doc from :func:`extractor.nlp.parse`
    or plain text; ``title`` the paper's title, read only for the name it leads with;
    ``repos`` the names of the code repositories the paper links (``Link.repo``): a paper
    that publishes its code under a name it writes as a coined word calls that its own.
    Each artifact's ``name`` is the surface form with LaTeX wrappers
    removed and Unicode hyphens made ``-``; ``text[start:end]`` is the occurrence the cue
    supports (equal to ``name`` up to that hyphen normalisation).
    """
    ab = as_abstract(doc)
    text = ab.text
    low = text.lower()
    positions = _cue_positions(text, low)
    matches = _cue_matches(ab, low, positions)
    if matches and "and a" in low:
        # "... and a new scheme, X,": that NOVEL pattern counts only where a name follows
        # its head as an appositive (not "and a new set of records from a 20 kV network"),
        # in a sentence that calls nothing in it someone else's ("Recent work proposed ...
        # and a new objective, KTO", "with DPO and a new concurrent method, SimPO")
        matches = [
            m for m in matches
            if not (m.label == "NOVEL" and low.startswith("and", m.start) and not _own_coordination(text, low, m))
        ]
    lead = _title_lead(title[:_TITLE_HEAD]) if title else None
    if (
        not matches
        and lead is None
        and "\\" not in text
        and "(" not in text
        and not _own_starts(text)
        and not _VERB_AS.search(text)
        and not any(claim in text for claim in _NOVEL_CLAIMS)
        and not (", " in text and _DESCRIBED_NAME.search(text))
        and not may_frame(text)
    ):
        return []
    wk = _well_known()
    heads = _head_set()
    d = _Doc(text, ab.clean.marks)
    if "(" in text and (redefined := _redefined(d)):
        d.redefined = redefined
        wk = wk - redefined - frozenset(normalize_name(n) for n in redefined)
    naming = _naming_positions(low, positions) if text.isascii() else None
    found: dict[str, tuple[_Cand, str]] = {}
    seen: list[tuple[_Cand, str, int, int, str | None]] = []  # "the proposed X" after X was written
    weak: list[str] = []  # names only "the proposed ..." or "X, a ..." found
    # the longest match per start wins (adverb runs give several)
    best: dict[int, _Match] = {}
    for m in matches:
        if m.start not in best or m.end > best[m.start].end:
            best[m.start] = m
    # sentences an introduction cue opens
    intro_sents = sorted({(m.sent.start_char, m.sent.end_char) for m in matches if m.label in ("INTRO", "NOVEL")})
    for s, w_start, label, sent, last in sorted(best.values()):
        if label == "INTRO" and last == "call" and (
            _CALL_AS.match(text, w_start) or _word_before(text, s) in _RELATIVES and text[w_start : w_start + 2].strip()[:1].islower()
        ):
            # "we call such a DAG ... as dynamical DAG (DDAG)", "which we call multiplicity
            # sheets": a naming (a lower-case name read as the naming cues read theirs)
            label = "NAMING"
        verb = last if label == "INTRO" else None
        if label in ("AND_INTRO", "TO_INTRO", "BY_INTRO") and not _SUBJECT.search(text, sent.start_char, s):
            continue
        if label == "APPOS":
            after_own = min((c.start for c, _ in found.values()), default=None)
            cands = _appositive(d, w_start, sent, wk, heads, after_own)
            lo, hi = sent.start_char, sent.end_char
        elif label == "NAMING":
            cands = _naming(d, s, w_start, sent.start_char, wk, last in _cues()["naming_verbs"])
            lo, hi = sent.start_char, _window_end(text, w_start, sent.end_char)
        else:
            w_end = _window_end(text, w_start, sent.end_char, 60 if label == "PROPOSED" else 220)
            cands = _intro(d, w_start, w_end, label, wk, heads, naming)
            lo, hi = sent.start_char, w_end
            if not cands and label == "INTRO" and (part := _titled_part(d, w_start, wk)) is not None:
                cands = [part]
            if label == "PROPOSED" and last in _RESULT_OF_OWN:
                # "the resulting model PolyMaX", "The resulting Neural Shield-VIMPC (NS-VIMPC)":
                # a coined name or a capitalised long form's short form; not a field's term
                # the paper's steps lead to ("The resulting quadratic program (QP) is ...")
                cands = [c for c in cands if _capitalised_pair(d, c) or not c.paren and is_coined(c.name)]
        for cand in cands:
            name = cand.name.translate(_HYPHENS)
            key = normalize_name(name)
            if key in found:
                continue
            if label == "PROPOSED" and d.used_before(cand.name, cand.start):
                seen.append((cand, name, lo, hi, verb))  # another cue may find it where first written
                continue
            abbr = d.short_for(cand.start, cand.end)
            hi2 = max(hi, abbr.long_end) if abbr else hi
            found[key] = (_Cand(name, cand.start, cand.end, cand.paren), _type_of(name, d, lo, hi2, cand.start, verb))
            if label in ("PROPOSED", "APPOS"):
                weak.append(key)
    for cand, typ in _named_as(d, ab.sentences, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in _own_parts(d, ab.sentences, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in _composed_parts(d, ab.sentences, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in _claimed_names(d, ab.sentences, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in framed_names(d, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in introduced_by_own(d, ab.sentences, found, wk, heads):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    for cand, typ in described_names(d, found, wk):
        found.setdefault(normalize_name(cand.name), (cand, typ))
    # a pair is ``marked`` only where ``_MARKUP`` matches inside its long form: without a
    # match anywhere in the text, pairing every parenthesis of it would find none.  The
    # clean view has resolved most markup: what it stressed are its marks, and a long form
    # whose stressed pieces spell the short form is marked too
    # ("\\underline{p}ublic-data-\\underline{a}ssisted ... (PAZO)", "$\\textbf{Ex}$pressive
    # Whole-$\\textbf{Body}$ Control (ExBody)")
    # Capitals written inside plain words stress letters the same way ("PrOmpt cLass
    # lEarning (POLE)", "the resToration of digitized Analog videotaPEs (TAPE)")
    marks = ab.clean.marks
    inner = "(" in text and _inner_capitals_before_short(text)
    if inner or len(marks) >= 2 or "\\" in text and _MARKUP.search(text):
        for a in d.abbreviations:
            key = normalize_name(a.short)
            stressed = len(marks) >= 2 and _spelt_by_marks(text, marks, a) or inner and _spelt_by_capitals(a)
            if (a.marked or stressed) and key not in found and _acceptable(a.short, d, a.short_start, wk):
                lo = text.rfind(". ", 0, a.short_start) + 1
                hi = text.find(". ", a.short_end)
                hi = len(text) if hi < 0 else hi
                cand = _Cand(a.short, a.short_start, a.short_end, True)
                found[key] = (cand, _type_of(a.short, d, lo, hi, a.short_start, None))
    if lead is not None and normalize_name(lead[0]) not in found:
        if (titled := _lead_in_abstract(lead, d, ab.sentences, [c for c, _ in found.values()], wk)) is not None:
            found[normalize_name(lead[0])] = titled
    for repo in repos:
        key = normalize_name(repo)
        if key in found or key.removesuffix("s") in found or key + "s" in found:
            continue  # (a repository "SuperWeights" of the paper's "SuperWeight")
        if (named := _repo_name(repo, d, ab.sentences, wk)) is not None:
            found[normalize_name(named[0].name)] = named
    if not found and intro_sents and "(" in text:
        if (bound := _unnamed_proposal(d, ab.sentences, intro_sents, wk)) is not None:
            found[normalize_name(bound[0].name)] = bound
    if weak:
        # a metric the field knows, found only by the weak cues ("our proposed method achieved
        # a Dice similarity coefficient (DSC) of 83.47%", "IDF1, a measure of tracking
        # continuity"), is measured, not introduced ("we propose a novel metric, pFID" is)
        for key in [k for k in weak if k in found and _known_metric(found[k][0].name)]:
            del found[key]
    for cand, name, lo, hi, verb in seen:
        if normalize_name(name) not in found:
            found[normalize_name(name)] = (cand._replace(name=name), _type_of(name, d, lo, hi, cand.start, verb))
    for key in [k for k in found if k + "s" in found and found[k + "s"][0].paren]:
        del found[key]  # "our new DDN methods" after "deep dependency networks (DDNs)": the same name
    if found and (others := _called_others(text, [c.name for c, _ in found.values()])):
        for key in [k for k, (c, _) in found.items() if c.name in others]:
            del found[key]
    for cand, typ in list(found.values()):
        if (a := _ATTACHED_AFTER.match(text, cand.end)) is not None:
            pair = d._pair_at(a.start("paren"))
            if pair is not None and pair.long_start >= a.start("long") and _is_capitalised(pair.long):
                key = normalize_name(pair.short)
                known = _is_model(d, pair.short) or lookup(pair.short) is not None or lookup(pair.long) is not None
                if key not in found and not known and _acceptable(pair.short, d, pair.short_start, wk):
                    found[key] = (_Cand(pair.short, pair.short_start, pair.short_end, True), "method")
        if (v := _VARIANT_AFTER.match(text, cand.end)) is not None and is_coined(v.group("name")):
            key = normalize_name(v.group("name"))
            if key not in found and _acceptable(v.group("name"), d, v.start("name"), wk):
                found[key] = (_Cand(v.group("name"), v.start("name"), v.end("name"), False), typ)
        if (plus := _plus_variant(text, cand)) is not None and normalize_name(plus.name) not in found:
            if _acceptable(plus.name, d, plus.start, wk):  # "... to form the PAOA+": its extension
                found[normalize_name(plus.name)] = (plus, typ)
    out = [
        Artifact(name=c.name, type=typ, start=c.start, end=c.end)
        for c, typ in ((_edition(text, cand, typ in ("dataset", "benchmark")), typ) for cand, typ in found.values())
    ]
    out.sort(key=lambda a: (a.start, -a.end))
    # a name inside another one found at the same place is a piece of it
    return [a for i, a in enumerate(out) if not any(b.start <= a.start and a.end <= b.end for b in out[:i])]
