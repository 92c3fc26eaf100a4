"""Extraction stage: pure functions from a paper's text to typed records with spans.

``extract_paper`` is the one entry point the pipeline (and re-extraction, and a
distributed map step) calls.  It builds the abstract's clean-text view and its sentences
once (``extractor.nlp.Abstract``: markup resolved, ``extractor.text``) and hands the same
``Abstract`` to every extractor, so all of them read clean text; the spans they report
index the view, and are mapped back here so that every stored span indexes the abstract
as stored (links and results map their own: they keep the text as written).
"""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace

from extractor import pattern_cache
from extractor.catalog import Catalog, with_names
from extractor.components import result_cues
from extractor.extract import artifacts, number_cues
from extractor.extract.artifacts import extract_artifacts
from extractor.extract.datasets import extract_datasets, with_introduced, without_used
from extractor.extract.links import links_in_field, links_in_view, merge_links
from extractor.extract.numbers import extract_results
from extractor.nlp import Abstract, analyze, get_nlp
from extractor.records import Paper


def extract_paper(paper: Paper, names: Catalog | None = None) -> Paper:
    """Fill ``links``, ``datasets``, ``artifacts`` and ``results`` of ``paper``
    (``names``: corpus-level dataset names, ``extractor.catalog.with_names``)."""
    abstract = analyze(paper.abstract)  # clean view and sentence spans now, tokens only where a matcher needs them
    text = abstract.text
    field_links = [link for value in paper.field_links for link in links_in_field(value)]
    paper.links = merge_links(links_in_view(abstract.clean), field_links)
    repos = tuple(link.repo for link in paper.links if link.repo and link.kind == "code")
    artifacts = extract_artifacts(abstract, paper.title, repos)
    datasets = with_introduced(extract_datasets(abstract, names), artifacts, text)
    artifacts = without_used(artifacts, datasets, text)
    paper.results = extract_results(abstract, datasets)
    paper.datasets = _stored_spans(abstract, datasets, paper.abstract)
    paper.artifacts = _stored_spans(abstract, artifacts)
    return paper


def _stored_spans(abstract: Abstract, facts: list, written: str | None = None) -> list:
    """Facts with spans of the clean view, re-spanned onto the abstract as stored.

    ``written``: the abstract as stored, when a fact's ``mention`` is to be its surface form
    exactly as written there (GUIDELINES), not as the clean view reads it ("TCGA- BRCA"
    is a mention the view joins to "TCGA-BRCA")."""
    if abstract.clean.identity:
        return facts
    out = []
    for f in facts:
        start, end = abstract.span(f.start, f.end)
        changes = {} if (start, end) == (f.start, f.end) else {"start": start, "end": end}
        if written is not None and written[start:end] != f.mention:
            changes["mention"] = written[start:end]
        out.append(replace(f, **changes) if changes else f)
    return out


def extract_papers(papers: list[Paper]) -> list[Paper]:
    with memory_zone(len(papers)):
        return [extract_paper(p, _names) for p in papers]


# The corpus-level dataset names this process's extraction stage matches besides the
# catalog (``use_names``; ``extractor.workers`` sets them in every worker before it forks).
_names: Catalog | None = None


def use_names(names: tuple[str, ...] = ()) -> None:
    """Extract with the corpus-level dataset names ``names`` as well (``Loader.corpus_names``),
    from now on in this process; () for the package catalog alone."""
    global _names
    _names = with_names(tuple(names)) if names else None


Facts = tuple[list, list, list, list]


def extract_facts(items: list[tuple[str, list[str], str | None]]) -> list[Facts]:
    """(links, datasets, artifacts, results) of each (abstract, field links, title): the
    map step for worker processes, which need neither the rest of a paper nor to send it
    back (pickling whole papers both ways was a fifth of the main process's work)."""
    papers = extract_papers([Paper(abstract=a, position=0, field_links=f, title=t) for a, f, t in items])
    return [(p.links, p.datasets, p.artifacts, p.results) for p in papers]


# A long run keeps meeting words it has not seen, and spaCy keeps a Lexeme, its strings
# and a tokenizer cache entry for each one for the life of the process: on real
# abstracts ~2.5 lexemes and ~5 strings more per paper, so memory would grow with the
# corpus.  ``Language.memory_zone`` (spaCy 3.8) drops what was added inside it.  Inside
# a zone the tokenizer cache is not filled, so each process first extracts this many
# papers outside zones: the words that recur (most tokens) are then cached for good, and
# only rare ones are tokenized again when they come back.
WARM_PAPERS = 20_000
_outside_zones = 0
_zoning = False


def memory_zone(papers: int) -> AbstractContextManager:
    """The context to extract a batch of ``papers`` in: none while this process has
    extracted fewer than ``WARM_PAPERS`` papers, then a spaCy memory zone.

    Nothing made inside a zone may outlive it: extractors return plain records, never
    tokens or Docs, and the matchers keep only hashes of the strings their patterns are
    made of; the labels they report by name are interned for good when they are built,
    which ``warm_up`` does before the first zone."""
    global _outside_zones, _zoning
    if not _zoning:
        if _outside_zones < WARM_PAPERS:
            _outside_zones += papers
            return nullcontext()
        warm_up()
        _zoning = True
    return get_nlp().memory_zone()


def warm_up() -> None:
    """Load the spaCy pipeline, catalogs and patterns now rather than on the first paper;
    then keep the compiled patterns for the next process (``pattern_cache``)."""
    number_cues.compile_read()
    artifacts.build()
    result_cues.build()
    extract_paper(Paper(abstract="We propose X, which improves accuracy on ImageNet by 2.1%.", position=0))
    pattern_cache.save()
