"""Names the paper frames as its own without "we" and an introduction verb: its head noun
after "our" ("Our compiler, Ripple, translates ...", "our end-to-end baseline KioskFormer"),
the tool it implements its work in ("We implement the approach in the tool Lumos", "we
implement it in a new solver, Z-Strand", "We implement the methodology in SlotGuard, a
verifier for Solidity"), and what its own system introduces ("CarbonScope introduces a
metric, carbon-delay product per inference (CDPI)": the paper's system is the subject); a
noun phrase a participle names right there ("The resulting safety filter, termed DemoCBF,")
and the name it gives data it releases ("release the collected imagery as the RedReef-14
dataset").

A plain capitalised word counts here because the frame says what it is: a head noun
right before it, or an appositive right after it.  Known names (PyTorch, GPT-4, ImageNet)
and names the text used before as someone else's never do.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from extractor import pattern_cache
from extractor.catalog import lookup
from extractor.extract import name_cues
from extractor.extract.number_cues import ABBREVIATION_STOP
from extractor.extract.artifacts.doc import _acceptable, _Doc, _is_model
from extractor.extract.artifacts.heads import _head_re, _type_of
from extractor.extract.artifacts.names import _Cand, normalize_name
from extractor.extract.artifacts.windows import _intro, _window_end

# one name token, maybe with hyphenated pieces: "Ripple", "Z-Strand", "KioskFormer"
_NAME = r"\p{Lu}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)*\+{0,2}"  # ("SVRG-EM+")
# the label of a structured abstract's section on what was done ("Methods:", "Approach:")
_SECTION = name_cues.alternation(name_cues.artifact_frames("section_label"))
# a short phrase closing a head noun, of lower-case words, capitalised words or acronyms
# ("model with phylogenetic eigenvectors", "network of Ingolstadt", "network for MRI"; not a
# name with a digit or a hyphen: "images from Farm-1")
_CLOSING_PHRASE = r"(?:\s(?:with|of|for|from|on)(?:\s(?!(?:and|or|the|it|to|on|in)\b)(?:\p{Ll}[\w-]*|\p{Lu}\p{Ll}+\b|\p{Lu}{2,}\b)){1,4})?"
# what may follow the name: a comma, a parenthesis, a clause or the sentence's end
# (not a Title-Case name going on: "our attack Army of Thieves")
_AFTER = r"(?-i:(?!\s(?:of|for|and|in|on|to|the)\s\p{Lu})(?=,|\s\(|\s\p{Ll}|[.;:](?:\s|$)|$))"


@lru_cache(maxsize=1)
def _frames() -> tuple[regex.Pattern, ...]:
    heads = name_cues.alternation(sorted(h for h in _head_re()[1] if h.isalpha()))
    # (and what a system paper calls its own: "our submission to ...")
    own_heads = name_cues.alternation([*(h for h in _head_re()[1] if h.isalpha()), *name_cues.artifact_frames("own_head")])
    verbs = name_cues.alternation(name_cues.artifact_frames("host_verb"))
    preps = name_cues.alternation(name_cues.artifact_frames("host_prep"))
    presents = name_cues.alternation(name_cues.artifact_frames("present_verb"))
    # (with an indefinite appositive, not the past of a verb also listed in the present:
    # "we previously reported X, a ..." tells earlier work)
    present_words = name_cues.artifact_frames("present_verb")
    presents_now = name_cues.alternation(
        [w for w in present_words if not (w.endswith("ed") and (w[:-1] in present_words or w[:-2] in present_words))]
    )
    # ("The model, termed PPG-CLR, was evaluated")
    naming = name_cues.alternation(name_cues.artifact_frames("naming_participle"))
    # (not "The original algorithm, dubbed FedAvg,", "The teacher model, called InternVL2,")
    others = name_cues.alternation(name_cues.artifact_frames("other_modifier"))
    # "Our compiler, Ripple, translates": set off on both sides (not "Within our framework,
    # Thompson sampling ...", a fronted phrase before someone else's name), or right after
    # the head ("our end-to-end pipeline KioskFormer")
    # (or "The <head>, X," opening a sentence: "Materials and Methods: The model,
    # ProsDetect-3D, was developed on ...", the paper's own head spoken of as known)
    our = pattern_cache.compile(
        rf"\b[Oo]ur\s(?:[\w-]+\s){{0,3}}?(?P<head>{heads})(?:,\s(?P<name>{_NAME}),|\s(?P<name>{_NAME}){_AFTER})"
        rf"|(?:^|(?<=[.:;]\s))The\s(?:(?!(?:{others})\s)[\w-]+\s){{0,2}}?(?P<head>{heads}),\s(?:(?:{naming})\s)?(?P<name>{_NAME}),\s"
    )
    # the tool the paper implements its work in, when the text calls it new or its own:
    # "in a new solver, Z-Strand", "in our prototype, Lumos", "in SlotGuard, a new verifier"
    # (not "in Gurobi", "in the tool Soot": someone else's)
    host = pattern_cache.compile(
        rf"\b(?:{verbs})\s(?:it|them|this|these|(?:the|our)\s[\w-]+(?:\s[\w-]+)?)\s(?:{preps})\s"
        rf"(?:(?:(?:a|an)\s(?:new|novel)\s(?:[\w-]+\s)?|our\s(?:[\w-]+\s)?|(?:a|an)\s)(?:prototype\s)?(?P<head>{heads}|prototype),?\s(?P<name>{_NAME}){_AFTER}"
        rf"|(?P<name>{_NAME}),\s(?:a\snew|a\snovel|our)\s(?:[\w-]+\s){{0,3}}?(?P<head>{heads})\b)"
        # (in the passive, into a tool called new: "... and implemented in a new expert system, IBERIPA")
        rf"|(?<=\b(?:is|are|was|were|and)\s)(?:{verbs})\s(?:{preps})\s(?:a|an)\s(?:new|novel)\s(?:[\w-]+\s)?(?P<head>{heads}),?\s(?P<name>{_NAME}){_AFTER}",
        regex.IGNORECASE,
    )
    # "We describe LexiDrift, our submission to ...": a name the paper presents as its own
    # (or trains and describes: "we use it to train HOPE, a temporal convolutional model")
    trains = name_cues.alternation(name_cues.artifact_frames("train_verb"))
    trials = name_cues.alternation(name_cues.artifact_frames("trial_verb"))
    trial_heads = name_cues.alternation(name_cues.artifact_frames("trial_head"))
    presented = pattern_cache.compile(
        rf"\b(?:{presents})\s(?P<name>{_NAME}),\sour\s(?:[\w-]+\s){{0,2}}?(?P<head>{own_heads})\b"
        rf"|\b(?:{trains})\s(?P<name>{_NAME}),\s(?:a|an)\s(?:[\w-]+\s){{0,4}}?(?P<head>{heads})\b"
        # (or "we" presents it with an indefinite appositive, whatever its head: "We describe
        # ShareFab, a runtime that ...", "Here we report CondHA, an injectable hydrogel")
        rf"|(?<=\b[Ww]e\s(?:\p{{Ll}}+\s)?)(?:{presents_now})\s(?P<name>{_NAME}),\s(?P<appos>a|an)\s"
        rf"(?:(?:[\w′'-]+\s){{0,5}}?(?P<head>{heads})\b|(?P<head>))"
        # (a trial's intervention: "We evaluated Tuliza, a peer-delivered ... programme")
        rf"|(?<=\b[Ww]e\s(?:\p{{Ll}}+\s)?)(?:{trials})\s(?P<name>{_NAME}),\s(?:a|an)\s(?:[\w′'-]+\s){{0,6}}?(?P<head>{trial_heads})\b"
    )
    # "A point-cloud network, PGRangeNet, was trained on ...": an indefinite head set off
    # with a name and a passive after it, opening a sentence (a structured abstract's
    # "Methods"); or "a gradient-boosted classifier, termed UQ-Flag, that ...", named
    built = name_cues.alternation(name_cues.artifact_frames("build_participle"))
    # (only where a structured abstract's "Methods" opens the sentence: there the paper
    # describes what it built; elsewhere such sentences also present others' systems,
    # "Prov-GigaPath, a pathology foundation model, was pretrained by Microsoft")
    methods = rf"(?:^|(?<=[.;]\s)){_SECTION}:?\s"
    coined = pattern_cache.compile(
        rf"{methods}(?:A|An)\s(?:(?!(?:{others})\s)[\w-]+\s){{0,3}}?(?P<head>{heads}),\s"
        rf"(?:(?:{naming})\s)?(?P<name>{_NAME}),\s(?:is|was|were|are)\s(?:\p{{Ll}}+ly\s)?(?:{built})\b(?!\sby\s)"
        # ("Methods ECG-AgeNet, a residual convolutional network, was trained on")
        rf"|{methods}(?P<name>{_NAME}),\s(?:a|an)\s(?:(?!(?:{others})\s)[\w-]+\s){{0,4}}?(?P<head>{heads})"
        rf"(?:\s[^,.;()]{{1,60}}?)?,\s(?:is|was|were|are)\s(?:\p{{Ll}}+ly\s)?(?:{built})\b(?!\sby\s)"
    )
    # "we ... with a physics-based style augmentation, MammoStyle, that simulates ...", "we
    # solve it with QRoute-MCTS, a Monte Carlo tree search that ...": in a sentence whose
    # subject is "we", a coined name set off beside an indefinite head is what the paper
    # builds (the sentence is checked for "we" by ``framed_names``)
    set_off = rf"(?:a|an)\s(?:(?!(?:{others})\s)[\w-]+\s){{0,4}}?(?P<head>{heads}){_CLOSING_PHRASE},\s(?P<name>{_NAME}),\s"
    beside = pattern_cache.compile(
        # (a short phrase may close the head: "a new calibrated 68-intersection network of
        # Ingolstadt, InTAS-68, that"; and after a verb of training or presenting, a purpose
        # may follow the name: "we trained a random forest model ..., PhyloForest-CT, to predict")
        rf"\b{set_off}(?=(?:that|which|where|and)\s|\p{{Ll}}+s\s)"
        rf"|\b(?:{trains}|{presents_now})\s{set_off}(?=to\s\p{{Ll}}+\s)"
        rf"|\b(?:with|in|by)\s(?P<name>{_NAME}),\s(?:a|an)\s(?:(?!(?:{others})\s)[\w-]+\s){{0,4}}?(?P<head>{heads})\s(?:that|which)\s"
    )
    # "a test-time adaptation scheme, termed EMG-TTA, that ...": an indefinite head named by
    # a naming participle; "a physics-informed ... transformer (PI-TCT) is developed": an
    # indefinite head defined with a short form and built in the passive
    coining = name_cues.alternation(name_cues.artifact_frames("coining_participle"))
    passive = name_cues.alternation(name_cues.artifact_frames("passive_build"))
    named = pattern_cache.compile(
        rf"\b[Aa]n?\s(?:(?!(?:{others})\s)[\w-]+\s){{0,4}}?(?P<head>{heads}),\s(?:{coining})\s(?P<name>{_NAME}){_AFTER}"
        # (in the present: the paper's own; "was developed" also tells others' history:
        # "Previously, a graph network (GNS) was developed")
        rf"|\b[Aa]n?\s(?:(?!(?:{others})\s)[\w-]+\s){{0,5}}?(?P<head>{heads})\s\((?P<name>{_NAME})\)\s(?:is|are)\s"
        rf"(?:(?:\p{{Ll}}+ly|further|then|first)\s)?(?:{passive})\b(?!\sby\s)"
        # "A locally adaptive conformal procedure, TreeCP, is proposed", "SketchCUSUM, an
        # online changepoint detection procedure that ..., is proposed": set off and built
        rf"|\b[Aa]n?\s(?:(?!(?:{others})\s)[\w-]+\s){{0,5}}?(?P<head>{heads}),\s(?P<name>{_NAME}),\s(?:is|are)\s"
        rf"(?:(?:\p{{Ll}}+ly|further|then|first)\s)?(?:{passive})\b(?!\sby\s)"
        rf"|(?:^|(?<=[.;:]\s))(?P<name>{_NAME}),\s(?:a|an)\s(?:(?!(?:{others})\s)[\w-]+\s){{0,4}}?(?P<head>{heads})"
        rf"(?:\s[^,.;()]{{1,80}}?)?,\s(?:is|are)\s(?:(?:\p{{Ll}}+ly|further|then|first)\s)?(?:{passive})\b(?!\sby\s)"
    )
    # "The sampler is available in the R package hsgpu": the software the paper releases
    packaged = pattern_cache.compile(
        rf"\b(?:{name_cues.alternation(name_cues.artifact_frames('package_verb'))})\s(?:[\w-]+\s){{0,6}}?(?:in|as)\s(?:the|an?|our)\s"
        rf"(?:(?:new|open-source|open\ssource)\s)?(?:{name_cues.alternation(name_cues.artifact_frames('package_language'))})\s"
        rf"(?P<head>{name_cues.alternation(name_cues.artifact_frames('package_noun'))})\s(?P<name>\p{{L}}[\p{{L}}\p{{N}}._-]*[\p{{L}}\p{{N}}])"
        # (a name ends the phrase: not "a Python package compatible with", "available at")
        r"(?=\s?[;,.(:]|\s(?:which|that|and|is|was)\b|$)"
    )
    # "A lightweight adapter, Q-Bridge, trained on ...": an indefinite head opening a
    # sentence, a coined name set off after it and its predicate: a new thing the paper
    # presents (an indefinite article introduces; others' systems come named first)
    opened = pattern_cache.compile(
        rf"(?:^|(?<=[.;]\s))(?:A|An)\s(?:(?!(?:{others})\s)[\w-]+\s){{0,3}}?(?P<head>{heads}),\s(?P<name>{_NAME}),\s(?=\p{{Ll}})"
    )
    # "The resulting safety filter, termed DemoCBF, is evaluated", "In simulations, the
    # method, called SVI-STGP, achieves", "A dataset of 9,540 stereo pairs, named
    # CageStereo-9k, was collected": a noun phrase named right there by a participle, whatever
    # its head (the name given is the paper's; checked by ``_frame_matches``)
    giving = name_cues.alternation(name_cues.artifact_frames("giving_participle"))
    unnamed = name_cues.alternation(name_cues.artifact_frames("unnamed_head"))
    # (or right after a structured abstract's section label: "Methods The pipeline, termed
    # KneeRecon-Seg,"; or an indefinite head anywhere in the sentence, the participle right
    # after it or set off, the name then ending the phrase: "a pipeline named OsteoCT
    # combining", "a gearbox dataset from three wind farms, termed WF-Gear.")
    given = pattern_cache.compile(
        rf"(?:(?:^|(?<=[.:;]\s)|(?<=,\s)|(?<=\b{_SECTION}:?\s))[Tt]he\s(?:(?!(?:{others})\s)[\w-]+\s){{0,3}}?"
        rf"|(?:^|(?<=[.:;]\s))(?:A|An)\s(?!(?:{others})\s)(?:(?:[^.;:(),]|(?<=\d)[.,](?=\d)){{0,100}}?\s)?)"
        rf"(?!(?:{unnamed})\b)(?P<head>[\w-]+),\s(?:{giving})\s(?P<name>{_NAME}),\s"
        rf"|\b(?<!^)(?<![.:;]\s)[Aa]n?\s(?:(?!(?:{others})\s)[\w-]+\s){{0,3}}?(?!(?:{unnamed})\b)(?P<head>\p{{Ll}}[\w-]+)"
        rf"(?:\s(?:(?:from|of|with|for)\s[^.;:(),]{{1,60}}?)?,|\s)\s?(?:{giving})\s(?P<name>{_NAME})(?=,\s|[.;](?:\s|$)|\s\p{{Ll}})"
        # (not the first word of a long form a short form closes: "an approach termed SeMAntic
        # tRansfer from head to Tail (SMART)")
        rf"(?![^.;()]{{0,100}}\(\p{{Lu}}[\p{{L}}\p{{N}}-]*\))"
    )
    # "release the collected imagery as the RedReef-14 dataset", "which we make publicly
    # available as HF-Sky": the name the paper gives what it releases
    releases = name_cues.alternation(name_cues.artifact_frames("release_verb"))
    released = pattern_cache.compile(
        # (a size in the name: "MGDP-1.5K")
        # (not "such as X"; the name ends its phrase: not "shared as IIIF annotations")
        rf"\b(?:{releases})\s(?:[^.;:()]{{0,80}}?\s)??(?<!\bsuch\s)as\s(?:the\s)?(?P<name>{_NAME}(?:\.\d+\p{{L}}*)?)(?P<head>\s(?:{heads})|)"
        r"(?=\s?[,.;:()]|\s(?:at|to|and|with|for|in|on|which|that|under|via|from|is|are|was|were)\b|$)"
    )
    # "Our sensor, CarryScope, self-calibrates": the paper's own, whatever its head (not "Our
    # best run, KSLab-R3,", a run); matched where "our" is found, as the first frame
    # (the words a noun phrase's own: lower-case, no determiner, preposition or conjunction,
    # "our models on RoboSet-A, KitchenSim-B, and": a list; "our approach outperforms the
    # vanilla, LfF,": another's; and a verb after the name)
    ours = pattern_cache.compile(
        rf"[Oo]ur\s(?:(?!(?:the|a|an|on|in|of|for|with|to|at|from|by|and|or|than)\s)\p{{Ll}}[\w-]*\s){{0,2}}?(?!(?:{unnamed})\b)(?P<head>\p{{Ll}}[\w-]*),\s(?P<name>{_NAME}),\s(?!(?:and|or)\s)(?=\p{{Ll}})"
    )
    return our, host, presented, coined, beside, named, packaged, opened, given, released, ours


# where each of the first three frames of ``_frames`` can start: a ``str.find`` for its first
# word, then the pattern matched there (a search of every abstract for each pattern cost more);
# the others are searched where a hint says they may match (``_frame_matches``)
_STARTS = (
    ("our ", "the "),
    ("implement",),
    # (the stems of the third frame's verbs: artifact_frames.tsv present_verb, train_verb, trial_verb)
    tuple(dict.fromkeys(w[:5].lower() for role in ("present_verb", "train_verb", "trial_verb") for w in name_cues.artifact_frames(role))),
)
_WE = pattern_cache.compile(r"\b[Ww]e\b")
# a sentence opening on a use of data: "Using this database", "Using 12 years of records"
_USE_OPENING = pattern_cache.compile(r"(?i)us(?:e|ed|ing)\s(?:this|these|the|our|\d)")
# what says someone else made a thing: "developed by Microsoft", "released by"
_MADE_BY = pattern_cache.compile(r"\b\p{Ll}+ed\sby\s(?:the\s)?\p{Lu}")


def _clause_end_after(text: str, at: int) -> int:
    """Where the clause after ``at`` ends (its first period, semicolon or the text's end)."""
    hi = min(len(text), at + 400)  # (a clause is read 400 characters on at most)
    ends = [i for i in (text.find(". ", at, hi), text.find("; ", at, hi)) if i >= 0]
    return min(ends, default=hi)


# where the "opened" frame may match: a sentence opening on an indefinite article
_OPENED_HINT = pattern_cache.compile(r"(?:^|[.;]\s)An?\s")
# what makes a name beside "we" someone else's: a comparison or adoption cue before it
_OTHERS_CUE = pattern_cache.compile(
    r"(?i)\b(?:"
    + "|".join(
        [*name_cues.cue_patterns("compare_cue", name_cues.ARTIFACTS), *name_cues.cue_patterns("adopt_cue", name_cues.ARTIFACTS), "use[ds]?", "using", "baselines?", "existing", "prior"]
    )
    + ")"
)
# a coined name: a capital or digit inside it, or a hyphen ("MammoStyle", "SAA-TND", "KAE-Wake")
_COINED_NAME = pattern_cache.compile(r"^.[\p{L}]*[\p{Lu}\p{N}-]")
# where the last frame may match: a naming participle after a comma, or a short form defined
# before a passive ("(PI-TCT) is developed")
_NAMED_HINT = pattern_cache.compile(
    rf",\s(?:{name_cues.alternation(name_cues.artifact_frames('naming_participle') + name_cues.artifact_frames('coining_participle'))})\s"
    r"|[),]\s(?:is|are)\s(?:\p{Ll}+\s)?(?:" + name_cues.alternation(name_cues.artifact_frames("passive_build")) + r")\b"
)
_GIVEN_HINT = pattern_cache.compile(rf"[,\p{{Ll}}]\s(?:{name_cues.alternation(name_cues.artifact_frames('giving_participle'))})\s\p{{Lu}}")
_RELEASED_HINT = pattern_cache.compile(r"\sas\s(?:the\s)?\p{Lu}")
_RELEASED_OBJECT = pattern_cache.compile(rf"(?i)\b(?:{name_cues.alternation(name_cues.artifact_frames('released_object'))})\b")
# the release verbs' stems (artifact_frames.tsv release_verb): a substring test before the frame's search
_RELEASE_STEMS = tuple(dict.fromkeys(w[:5] for w in name_cues.artifact_frames("release_verb")))
_PACKAGE_HINT = pattern_cache.compile(rf"\s(?:{name_cues.alternation(name_cues.artifact_frames('package_noun'))})\s")
_OWN_SOFTWARE_SUBJECT = pattern_cache.compile(
    rf"(?i)\b(?:{name_cues.alternation(name_cues.cue_words('subject', name_cues.ARTIFACTS))}|our|(?:the|this)\s"
    rf"(?:(?:{name_cues.alternation(name_cues.cue_words('proposed', name_cues.ARTIFACTS))})\s)?(?:[\w-]+\s)?"
    rf"(?:{name_cues.alternation(name_cues.cue_words('self_thing', name_cues.ARTIFACTS) + name_cues.artifact_frames('package_subject'))})"
    r"|an\simplementation)\b"
)
def _sentence_start(text: str, at: int) -> int:
    """Where the sentence (or clause after a semicolon) holding ``at`` starts; the point of
    an abbreviation ("et al.", "e.g.": abbreviations.tsv, as the sentence splitter reads it)
    ends none."""
    end = at
    while True:
        i = max(text.rfind(". ", 0, end), text.rfind("; ", 0, end))
        if i < 0:
            return 0
        if text[i] == ";" or not ABBREVIATION_STOP.search(text, max(0, i - 8), i + 2):
            return i + 1
        end = i


_CITED_WORK = pattern_cache.compile(r"\bet\sal\b|\b(?:[Pp]reviously|[Rr]ecently|[Oo]riginally)\b")
_SET_OFF = pattern_cache.compile(rf"\b{_SECTION}:?\s[^.;]*,\s(?:is|was|were|are)\s")


def _made_by_others(text: str, m: regex.Match, used: bool = False) -> bool:
    """Does the clause after a name a frame set off say others made it or the paper cites it
    ("The fuzzing tool, called AFLNet, was released by Google")?  ``used``: or that the paper
    used it ("A pathology foundation model, Prov-GigaPath, was used to extract")."""
    end = _clause_end_after(text, m.end())
    return bool(
        _MADE_BY.search(text, m.end(), end)
        or _CITED_WORK.search(text, m.end(), end)
        or used and _OTHERS_CUE.search(text, m.end(), end)
    )


def _frame_matches(text: str):
    """The matches of the frames of ``_frames`` in ``text``, frame by frame."""
    low = text.lower()
    frames = _frames()
    for pattern, words in zip(frames, _STARTS):
        for w in words:
            at = low.find(w)
            while at >= 0:
                if (m := pattern.match(text, at)) is not None and not (w == "the " and _made_by_others(text, m)):
                    yield m
                at = low.find(w, at + 1)
    if ", " in text and _SET_OFF.search(text) is not None:
        yield from frames[3].finditer(text)
    if _NAMED_HINT.search(text) is not None:
        for m in frames[5].finditer(text):
            start = _sentence_start(text, m.start())
            if not _OTHERS_CUE.search(text, start, m.start()) and not _CITED_WORK.search(text, start, m.start()):
                yield m  # (not "Zhang et al. described a contrastive scheme, dubbed SimSiamX")
    if _GIVEN_HINT.search(text) is not None:
        for m in frames[8].finditer(text):
            # (a coined name, in a sentence that says nothing of others' work before it or in
            # its predicate: not "The teacher model, called InternVL2, was released by")
            start = _sentence_start(text, m.start())
            if (
                _COINED_NAME.search(m.group("name"))
                and not _OTHERS_CUE.search(text, start, m.start("name"))
                and not _CITED_WORK.search(text, start, m.start("name"))
                and not _made_by_others(text, m, used=True)  # ("..., named X, was then used to")
            ):
                yield m
    at = low.find("our ")
    while at >= 0:
        if (not at or not low[at - 1].isalpha()) and (m := frames[10].match(text, at)) is not None:
            yield m
        at = low.find("our ", at + 4)
    if any(stem in low for stem in _RELEASE_STEMS) and _RELEASED_HINT.search(text) is not None:
        for m in frames[9].finditer(text):
            # (a coined name, in a clause that speaks of no one else's: not "released as part
            # of ...", "shared as the baseline of Smith et al.")
            start = _sentence_start(text, m.start())
            # (and data released: a data head after the name, or what is released named before
            # it, "release the collected imagery as", not "share results as JSON")
            if (
                _COINED_NAME.search(m.group("name"))
                and (m.group("head") or _RELEASED_OBJECT.search(text, start, m.start("name")))
                and not _OTHERS_CUE.search(text, start, m.start())
                and not _CITED_WORK.search(text, start, _clause_end_after(text, m.end()))
            ):
                yield m
    if _PACKAGE_HINT.search(text) is not None:
        for m in frames[6].finditer(text):
            start = _sentence_start(text, m.start())
            # the paper's own software: its subject is "we", "our" or the paper's method or
            # sampler ("The sampler is available in the R package hsgpu"), not another's ("The
            # analyses were implemented in the R package survival", "the method of Smith et al.")
            if _OWN_SOFTWARE_SUBJECT.search(text, start, m.start()) and not _OTHERS_CUE.search(text, start, m.start()):
                yield m
    if ", " in text and _OPENED_HINT.search(text) is not None:
        for m in frames[7].finditer(text):
            # (nor what its predicate says others made or the paper used: "A pathology
            # foundation model, Prov-GigaPath, was used to extract", "developed by Microsoft")
            start = _sentence_start(text, m.start())
            # (the head may hold a cue's stem: "adapter")
            if not _OTHERS_CUE.search(text, start, m.start("head")) and not _made_by_others(text, m, used=True):
                yield m
    if ", " in text and _WE.search(text) is not None:
        for m in frames[4].finditer(text):
            start = max(text.rfind(". ", 0, m.start()), text.rfind("; ", 0, m.start()))
            we = None
            for we in _WE.finditer(text, start + 1, m.start()):
                pass
            # (a use of data the sentence opens on is not about the name: "Using this database
            # we trained a monotonic neural network, GrainNet-K, that"; a comparison is: "For
            # comparison with prior work, we reimplement a graph network, GNS-R,")
            cue = _OTHERS_CUE.search(text, start + 1, m.start())
            if cue is not None and we is not None and cue.start() < we.start() and _USE_OPENING.match(text, cue.start()):
                cue = _OTHERS_CUE.search(text, we.start(), m.start())
            if we is not None and _COINED_NAME.search(m.group("name")) and cue is None:  # "we compare against a ..."
                yield m


def may_frame(text: str) -> bool:
    """Does some frame of ``_frames`` match in ``text`` (a text with no other cue is read
    further only then)?"""
    return next(_frame_matches(text), None) is not None


def framed_names(d: _Doc, found: dict, wk: frozenset[str]) -> list[tuple[_Cand, str]]:
    """(name, type) for each name a frame of ``_frames`` presents as the paper's own."""
    text = d.text
    out: list[tuple[_Cand, str]] = []
    types = _head_re()[1]
    for m in _frame_matches(text):
        name, a = m.group("name"), m.start("name")
        if not name[:1].isupper() and m.re is not _frames()[6]:
            continue  # (the pattern's case-blind reading of "a verifier, which"; a package's name may be lower-case)
        key = normalize_name(name)
        if key in found or any(normalize_name(c.name) == key for c, _ in out):
            continue
        # (a compound of a known acronym the frame names is the paper's: "The algorithm, DG-Active,")
        # (a compound of known acronyms with a plain word is the frame's name: "DG-Active";
        # not two known ones, "MPC-PID")
        plain_part = any(p and _COINED_NAME.search(p) is None for p in name.split("-")[1:])
        if lookup(name) is not None or _is_model(d, name) or not _acceptable(name, d, a, wk, compound_ok=plain_part):
            continue
        if name.lower() in _COMMON:
            continue  # "our system In ...": an ordinary word
        head = m.group("head").strip().lower()
        if m.re is _frames()[2] and m.group("appos") and (
            _COINED_NAME.search(name) is None or _CITED_WORK.search(text, _sentence_start(text, m.start()), m.start("name"))
        ):
            continue  # ("We report Omicron, a variant of concern", "we previously reported ZapCure, a ...")
        if head not in types and m.re is _frames()[8]:
            # (a known head earlier in the phrase: "A laboratory PD dataset with 1,850 samples, named")
            head = next((w for w in reversed(_WORD.findall(text[m.start() : m.start("name")].lower())) if w in types), head)
        out.append((_Cand(name, a, a + len(name), False), types.get(head, "dataset" if m.re is _frames()[9] else "method")))
    return out


_COMMON = frozenset(name_cues.common_words())
_WORD = pattern_cache.compile(r"[\w-]+")


@lru_cache(maxsize=1)
def _owner_verb() -> regex.Pattern:
    """What follows an own name that makes it the subject of an introduction: "introduces",
    "also proposes" (matched right after the name)."""
    verbs = name_cues.alternation(
        [r["third"] for r in name_cues.introduce_verbs(name_cues.ARTIFACTS) if r.get("third")]
    )
    adverbs = name_cues.alternation(name_cues.cue_words("adverb", name_cues.ARTIFACTS))
    return pattern_cache.compile(rf"\s(?:{adverbs}\s)?(?:{verbs})\s")


def introduced_by_own(d: _Doc, sentences, found: dict, wk: frozenset[str], heads) -> list[tuple[_Cand, str]]:
    """(name, type) of what a name the paper already presents as its own introduces in turn
    ("We present CarbonScope ... CarbonScope introduces a metric, ... (CDPI)"): its system
    as the subject of an introduction verb speaks for the paper."""
    text = d.text
    out: list[tuple[_Cand, str]] = []
    owners = [c.name for c, typ in found.values() if typ not in ("dataset", "benchmark")]
    verb = _owner_verb()
    for owner in owners:
        # (a str.find per name, the verb matched where it is found: no pattern per name)
        at = text.find(owner)
        at = text.find(owner, at + len(owner)) if at >= 0 else -1  # (named once: where it is presented)
        while at >= 0:
            after = at + len(owner)
            m = verb.match(text, after) if not (at and (text[at - 1].isalnum() or text[at - 1] == "-")) else None
            at = text.find(owner, after)
            if m is None:
                continue
            sent_end = next((b for a, b in sentences if a <= m.start() < b), len(text))
            w_end = _window_end(text, m.end(), sent_end, 220)
            for cand in _intro(d, m.end(), w_end, "INTRO", wk, heads, None):
                key = normalize_name(cand.name)
                if key in found or any(normalize_name(c.name) == key for c, _ in out):
                    continue
                lo = next((a for a, b in sentences if a <= m.start() < b), 0)
                out.append((cand, _type_of(cand.name, d, lo, w_end, cand.start, "introduce")))
    return out
