"""Named datasets, benchmarks, corpora and environments in an abstract.

Two sources of evidence, both read off ``doc.text`` so every span is exact:

* the catalog (``extractor.catalog``), matched by spaCy ``PhraseMatcher``s
  (``extractor.components.dataset_matcher``: case rules per alias, spelling variants as
  patterns) on a small Doc of the text around the catalog's anchor words, then
  validated on the text's alphanumeric units (boundaries, derived names like
  ``MATH-P-Hard``, year suffixes, ``CIFAR-10/100``).  Where the tokenizer keeps several
  units in one token that no pattern spells (``COCO-2017``, ``CelebA.``), the region is
  read by the unit walk over folding keys instead, which needs no tokens
  (``_scan_catalog``).
* context: names missing from the catalog are found where a careful reader would infer
  them — "the X dataset", "we introduce X, a benchmark of ...", "a new dataset, X",
  "X-Bench", variants built on a catalog name ("MATH-P-Hard"), and unknown names
  coordinated with known ones ("on DomainBed and InvarianceUnitTest").

Sentence spans (from ``extractor.nlp.Abstract``) scope the "introduced" decision and keep
capitalised ordinary words (``Traffic``) from matching at a sentence start; the
abstract is never tokenized as a whole, only the anchor regions (``_part_matches``).

Speed: the extractor must cost a small fraction of the ~0.6 ms per abstract the whole
pipeline may spend, so nothing walks every unit or token.  The catalog is found through a
set intersection of the text's ASCII words with the catalog's anchor words
(``Catalog.anchors``) and scanned only around those; the context patterns, all built
around a head noun ("dataset", "benchmark", ...), run only on short windows around head
nouns; coordination and ``-Bench`` names are looked up next to the hits that need them.
Every shortcut yields exactly what the whole-text scan yields (see the comments at
``_near_heads`` and ``_scan_catalog``).
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import regex
from spacy.tokens import Doc

from extractor import pattern_cache
from extractor.catalog import UNIT, Catalog, get_catalog, is_model, lookup
from extractor.extract import name_cues
from extractor.extract.abbreviations import find_abbreviations
from extractor.extract.datasets.accessions import with_accessions
from extractor.extract.datasets.around_heads import _CAP_HEADS
from extractor.extract.datasets.catalog_scan import (
    _ascii_view,
    _camel_acronym,
    _defines_here,
    _drop_redefined,
    _scan_catalog,
    named_device,
)
from extractor.extract.datasets.discover import _discover
from extractor.extract.datasets.hits import _introduced, _overlaps, _sentence_of, _sentence_starts
from extractor.extract.datasets.lists import _aligned_lower, _extend_lists, _find_urls, _labelled_with, _without_metric_lists
from extractor.extract.datasets.spelled import with_spelled_sources
from extractor.extract.datasets.reconcile import (
    _GLUED_HEAD,
    _short_form_of,
    _stressed,
    corpus_name,
    edition_names,
    with_introduced,
    without_used,
)
from extractor.extract.datasets.vocab import (
    _APPOSITIVE, _CAP_WORD_AFTER, _DATA_APPOS, _HEADS, _METHOD_APPOS, _METHOD_HEADS, _MODEL_HEAD_AFTER, _NEW, COUNT_MODIFIER, COUNT_MODIFIER_LEAD, LANGUAGE_LEAD, _head_forms,
)
from extractor.nlp import Abstract, as_abstract
from extractor.records import DatasetMention

_HEAD_WORD = pattern_cache.compile(rf"(?i)\b{_HEADS}\b")
# a capitalised head noun after a catalog name, right after it or past up to three
# capitalised words that name it further ("MIT-BIH Arrhythmia Database", "the CHB-MIT Scalp
# EEG Database", "the CWRU Bearing Dataset"): a Title-Case head ends the name as written
_CAP_HEAD_AFTER = pattern_cache.compile(
    r"(?:[ \t]\p{Lu}[\p{L}\p{N}'’-]*){0,3}[ \t](?:" + "|".join(regex.escape(h) for h in _CAP_HEADS) + r")(?![\p{L}\p{N}-])"
)
# a catalog name's mention ending in a head noun in lower case ("the Puffer dataset", "the
# Solomon benchmark"): the name is the words before it, as written (GUIDELINES: mention)
# (or a head that names data only capitalised, in lower case: "the MOST study", "the
# CHECK cohort" name the study's data MOST and CHECK)
_LOWER_HEAD_END = pattern_cache.compile(
    r"\s(?:" + name_cues.alternation([*_head_forms(strong=True), *name_cues.cue_words("group_head", name_cues.DATASETS)], spaced=r"\s?") + r")$"
)
_NAME_MARK = pattern_cache.compile(r"[\p{Lu}\p{N}]")
# an appositive after a name: ", a ...", ": an ..."
_ANY_APPOS = pattern_cache.compile(r"(?i)\s*[:,—]\s*(?:a|an)\s")
# "XSum-Faith, a set of 1,500 pairs": a collection, data
_COLLECTION_APPOS = pattern_cache.compile(
    rf"(?i)\s*[:,—]\s*(?:a|an)\s+(?:[\w-]+\s+){{0,2}}?"
    rf"{name_cues.alternation(name_cues.cue_patterns('collection_noun', name_cues.DATASETS))}\s+of\b"
)

# the appositive's head says a method: a method head noun or a nominalised process ("a ...
# decomposition"), not a part or version of data ("a challenging subset of", "a relabeled
# version of the COCO validation set", "a synthetic test set")
_BUILT_METHOD_APPOS = pattern_cache.compile(
    rf"(?i)\s*[:,—]\s*(?:a|an)\s+(?:[\w-]+\s+){{0,5}}?(?:{_METHOD_HEADS}|\w{{3,}}(?:tion|ment|ism))\b"
    r"(?![\w-])"
)
_DATA_PART_APPOS = pattern_cache.compile(
    r"(?i)\s*[:,—]\s*(?:a|an)\s+(?:[\w-]+\s+){0,5}?"
    + "(?:" + "|".join(name_cues.cue_patterns("data_part_noun", name_cues.DATASETS)) + ")"
    + r"\b"
)

_ET_AL = pattern_cache.compile(r"\s+et\.?\s+al\b")
# "data are deposited in", "will be made available through the": where the paper puts its own data
_DEPOSITED_IN = pattern_cache.compile(
    r"(?i)\b(?:is|are|was|were|be|been)\s(?:\p{Ll}+ly\s)?"
    + "(?:" + "|".join(sorted(name_cues.cue_patterns("deposit_verb", name_cues.DATASETS), key=len, reverse=True)) + ")"
    + r"\s(?:in|to|at|on|via|through|with)\s(?:the\s)?(?:\p{Ll}+\s)?$"
)
# a year written right after a name ("H-DIBCO 2018", "READ 2016"): the edition's own name;
# not the first of a range or a list of years ("2016–2018", "2016 and 2017" keep the series)
# (nor a count: "PubLayNet-Ext 2000 pages")
_YEAR_AFTER = pattern_cache.compile(
    r"[\s-](?:19|20)\d\d(?![\d\w–-]|\s?(?:and|or|to|through|until)\s(?:19|20)\d\d|,\s(?:19|20)\d\d|\s\p{Ll}+s\b)"
)


def _with_years(text: str, hits: list) -> None:
    """A discovered name written with a year names that edition (the catalog's entries
    already read theirs: ``catalog_scan``)."""
    for h in hits:
        if h.entry is None and (m := _YEAR_AFTER.match(text, h.end)) is not None:
            if h.name is not None:
                h.name += " " + m.group()[1:]
            h.end = m.end()


__all__ = ["corpus_name", "extract_datasets", "with_introduced", "without_used"]


def _camel_spelled(mention: str, h) -> bool:
    """Is the hit a camel-case spelling of a name the catalog writes in capitals, itself or
    as the base a name is built on ("NiCo-LDH nanosheets" is no variant of NICO)?"""
    if h.entry is not None:
        return _camel_acronym(mention, h.entry)
    if h.base is None:
        return False
    # (the same letters as the catalog's capitals, not a spelling of its pieces: "UrbanSED-Strong"
    # is built on URBAN-SED)
    piece = _FIRST_PIECE.match(mention).group()
    return piece.upper() in (h.base.name, *h.base.aliases) and _camel_acronym(piece, h.base)


# the first piece of a name built on a catalog name: "NiCo" of "NiCo-LDH"
_FIRST_PIECE = pattern_cache.compile(r"[^\s-]*")


def extract_datasets(x: Abstract | Doc | str, names: Catalog | None = None) -> list[DatasetMention]:
    """Datasets the paper uses or introduces, one per dataset, in order of first mention.

    Takes an ``Abstract``, a parsed Doc or plain text (``as_abstract``) and reads only the
    text and the sentence spans.  ``names``: corpus-level names (``catalog.with_names``),
    the names other papers gave datasets, looked for where nothing else is found.
    """
    ab = as_abstract(x)
    text = ab.text
    if not text:
        return []
    cat = get_catalog()
    low = _aligned_lower(text)
    starts = _sentence_starts(ab)
    urls = _find_urls(text)
    view = _ascii_view(text, cat)
    sent_starts = set(starts)
    hits = _drop_redefined(text, _scan_catalog(text, low, cat, sent_starts, urls, view))
    hits = [h for h in hits if not _ET_AL.match(text, h.end)]  # "(Rico et al.)": an author, no dataset
    hits = [h for h in hits if not _DEPOSITED_IN.search(text, max(0, h.start - 60), h.start)]  # the paper's data put there
    hits = [h for h in hits if not _camel_spelled(text[h.start : h.end], h)]
    kept = []
    own: set[str] = set()  # catalog names the paper gives to its own method
    built: set[str] = set()  # names built on a catalog name that the paper's method has
    for h in hits:
        if h.entry is None and h.base is not None and _MODEL_HEAD_AFTER.match(text, h.end):
            continue  # "the EMBER-GBDT baseline": a model named after its data, no dataset
        sent = _sentence_of(starts, h.start)
        h.introduced = _introduced(text, sent, h.start, strict=h.entry is not None)
        if (
            h.introduced
            and h.entry is None
            and h.base is not None
            and _ANY_APPOS.match(text, h.end)
            and _BUILT_METHOD_APPOS.match(text, h.end)
            and not _DATA_PART_APPOS.match(text, h.end)
            and not _DATA_APPOS.match(text, h.end)
            and not _COLLECTION_APPOS.match(text, h.end)
            and not _HEAD_WORD.search(text, sent, h.start)
        ):
            built.add(text[h.start : h.end])
            continue  # "We propose CoLA-Q, a ... decomposition": a method built on a data name
        if h.introduced and h.entry is not None:
            after = text[h.end : h.end + 80]
            if _METHOD_APPOS.match(after):
                own.add(h.entry.name)
                continue  # "We present PAWS: a robot learning framework" is not the dataset
            if _CAP_WORD_AFTER.match(after):
                h.introduced = False  # "We introduce MuJoCo Playground": a new name built on it
        kept.append(h)
    if own:
        # The name means the paper's method everywhere in it, and so do names built on it
        # ("PAWS-Sim"), unless the text calls one a dataset ("PAWS-Data: an extensive dataset").
        kept = [
            h for h in kept
            if not (h.entry is not None and h.entry.name in own)
            and not (h.base is not None and h.base.name in own and not _DATA_APPOS.match(text, h.end))
        ]
    if built:
        kept = [h for h in kept if text[h.start : h.end] not in built]
    hits = kept
    for h in hits:
        if not h.introduced and h.entry is not None:
            m = _APPOSITIVE.match(text, h.start)
            if m and m.start("name") == h.start and _NEW.search(m.group("mods") or ""):
                h.introduced = True
    found = _discover(text, low, hits, starts, urls, view[3])
    all_hits = with_spelled_sources(text, hits + found)
    if names is not None:
        # the corpus-level names where the paper names nothing else (what it found by a
        # cue or in the catalog keeps its name and role)
        more = _scan_catalog(text, low, names, sent_starts, urls, _ascii_view(text, names, view))
        for h in _drop_redefined(text, more):
            if _overlaps(all_hits, h.start, h.end) or _defines_here(text, h):
                continue
            h.introduced = _introduced(text, _sentence_of(starts, h.start), h.start, strict=True)
            all_hits.append(h)
    _with_years(text, all_hits)
    all_hits += _extend_lists(text, all_hits, urls, starts)
    all_hits += _labelled_with(text, all_hits, urls)
    all_hits = with_accessions(text, all_hits, urls)
    _with_years(text, all_hits)
    all_hits = _without_metric_lists(text, low, all_hits)
    all_hits.sort(key=lambda h: h.start)
    all_hits = _joined_adjacent(text, all_hits)

    out: dict[str, DatasetMention] = {}
    at_start: dict[int, str] = {}  # where each mention starts -> its key in ``out``
    intro: set[str] = set()
    editions = edition_names(text, all_hits)
    # a release written once ("CHIRPS v2.0 ... CHIRPS performed well"): one dataset, the
    # catalog's, first mentioned as the release (not two releases compared: "CHIRPS v2.0 and
    # CHIRPS v3.0", each its own)
    releases = Counter(h.base.name for h in all_hits if h.release and h.base is not None)
    plain = {h.entry.name for h in all_hits if h.entry is not None and releases[h.entry.name] == 1}
    for h in all_hits:
        if h.entry is not None and (cap := _CAP_HEAD_AFTER.match(text, h.end)) is not None:
            h.end = cap.end()  # "the MIT-BIH Arrhythmia Database": the head its name takes in
        elif (
            h.entry is not None
            and not h.entry.discovered
            and (head := _LOWER_HEAD_END.search(text, max(h.start, h.end - 24), h.end)) is not None
            and _NAME_MARK.search(text, h.start, head.start())
            and not is_model(text[h.start : head.start()])  # ("the CLIPort benchmark": Ravens, not the model)
        ):
            h.end = head.start()
        mention = text[h.start : h.end]
        if h.entry is None and COUNT_MODIFIER.fullmatch(h.name or mention):
            continue  # "a new 1650-m² office dataset": a size, no name
        if h.entry is None and (
            lead := COUNT_MODIFIER_LEAD.match(mention) or (None if h.introduced else LANGUAGE_LEAD.match(mention))
        ) is not None:
            # "the 2-million-point Airline dataset", "the Spanish DisTEMIST corpus": the
            # count's modifier or the language is no part of the name (a name the paper
            # introduces is the artifact's, as the artifacts extractor reads it)
            h.start += lead.end()
            if h.name is not None and h.name.startswith(lead.group()):
                h.name = h.name[lead.end() :]
            mention = text[h.start : h.end]
        if h.entry is None and h.name is None and (_stressed(mention, text) or named_device(text, mention)):
            continue  # (a coined name the paper calls a device elsewhere: "MI300X GPUs")
        if h.entry is not None and h.entry.discovered:  # a corpus-level name
            name, domain, kind, disc = h.entry.name, None, None, True
        elif h.entry is not None:
            name, domain, kind, disc = h.entry.name, h.entry.domain, h.entry.kind, False
        elif h.release and h.base is not None and h.base.name in plain:
            name, domain, kind, disc = h.base.name, h.base.domain, h.base.kind, False
        else:
            name, domain, kind, disc = h.name or mention, None, None, True
            if h.name is None and (glued := _GLUED_HEAD.fullmatch(mention)) is not None:
                # a head noun written without its space ("LRWdatasets"): the name before it
                name = glued.group("name")
                if (entry := lookup(name)) is not None:
                    name, domain, kind, disc = entry.name, entry.domain, entry.kind, entry.discovered
            if disc and not h.introduced and (entry := _short_form_of(name)) is not None:
                name, domain, kind, disc = entry.name, entry.domain, entry.kind, False
        if editions and (edition := editions.get(id(h))) is not None:
            name = edition
        k = "".join(UNIT.findall(name)).lower()
        start, end = h.start, h.end
        if (long := _long_form_before(text, h.start, h.end)) is not None:
            start, mention = long  # (GUIDELINES: the mention is the first surface form)
            end = start + len(mention)
            if (same := at_start.get(start)) is not None:
                # "the CommonLit Ease of Readability (CLEAR) corpus": the long form already
                # named it; one dataset, under its short name (the short name's entry if the
                # text named it before)
                if k in out:
                    del out[same], at_start[start]
                else:
                    out[same] = dataclasses.replace(out[same], name=name)
                    k = same
        if h.introduced:
            intro.add(k)
        if k not in out:
            out[k] = DatasetMention(name, mention, "used", start, end, disc, domain, kind)
            at_start[start] = k
    found = [
        DatasetMention(m.name, m.mention, "introduced" if k in intro else "used", m.start, m.end, m.discovered, m.domain, m.kind)
        for k, m in out.items()
    ]
    return _without_short_references(found)


_QUOTES = pattern_cache.compile("[\"‘“”]|(?<!\\p{L})['’]|['’](?!\\p{L})")  # (not an apostrophe: "Children's")


def _long_form_before(text: str, a: int, b: int) -> tuple[int, str] | None:
    """The long form a short form in parentheses spells out ("the Iberian Headache Registry
    (IHR)"): where it starts and its words, the name's first surface form; None if the name
    is not such a short form."""
    if a < 2 or text[a - 1] != "(" or not text.startswith(")", b):
        return None
    pair = find_abbreviations(text, a - 1, a)
    if not pair or pair[0].short_start != a or pair[0].short_end != b:
        return None
    long = text[pair[0].long_start : pair[0].long_end]
    # (a long form cut inside quotes, 'dubbed "The Ripening Quinces" Dataset (RQD)', is no
    # surface form of its own)
    return None if _QUOTES.search(long) else (pair[0].long_start, long)


def _joined_adjacent(text: str, hits: list) -> list:
    """Two catalog names one space apart are one dataset, the second naming it within the
    first ("the UCI Concrete Compressive Strength dataset": the repository, then the set):
    one mention, the second's name."""
    out: list = []
    for h in hits:
        prev = out[-1] if out else None
        if prev is not None and prev.entry is not None and h.entry is not None and text[prev.end : h.start] == " ":
            h.start = prev.start
            h.introduced = h.introduced or prev.introduced
            out[-1] = h
            continue
        out.append(h)
    return out


def _without_short_references(found: list[DatasetMention]) -> list[DatasetMention]:
    """Without a name found only by its cue that is some of the words of a dataset named
    before it: "the DTU EEG dataset ... on the DTU dataset", "NASA milling datasets ... the
    NASA dataset", "the AAPM Low-Dose CT Grand Challenge ... the Grand Challenge test
    patients" are one dataset, the later name a short reference back to it."""
    out = []
    for d in found:
        if d.discovered and d.role != "introduced" and any(
            e.start < d.start and (_holds_words(e.mention, d.mention) or _holds_words(e.name, d.mention))
            for e in found
        ):
            continue
        out.append(d)
    return out


def _holds_words(longer: str, shorter: str) -> bool:
    """Is ``shorter`` a run of whole words of the longer name (and not all of it)?"""
    return longer != shorter and f" {shorter} " in f" {longer} "
