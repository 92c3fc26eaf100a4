"""Corpus-level names: a name one paper gives a dataset is looked for in every paper.

``extractor reextract`` reads the names papers gave datasets with a cue (discovered
datasets, introduced datasets and benchmarks) and extracts every paper with them in the
catalog, so a paper that only mentions a dataset, with no cue around it, gets it too.
"""

from __future__ import annotations

import json

from sqlalchemy import text

from extractor.catalog import with_names
from extractor.extract.datasets import corpus_name, extract_datasets
from extractor.load import Loader
from extractor.pipeline import ingest, reextract
from extractor.records import Paper
from extractor.workers import Extraction

PAPERS = [
    "We introduce ZorbQA, a benchmark of multi-hop questions about zorbs.",
    "Questions from ZorbQA remain hard for current language models, unlike older ones.",
    "We collect MAD, a new dataset of apple images with 14,667 annotated instances.",
    "MAD scores are reported for every detector, with and without augmentation.",
    "We release the Blue benchmark for colour naming.",
    "Blue skies make colour naming easy for most models.",
]


def _datasets(engine) -> dict[int, list[tuple[str, str]]]:
    out: dict[int, list[tuple[str, str]]] = {}
    with engine.connect() as conn:
        rows = conn.execute(text(
            "SELECT s.position, d.dataset, d.role FROM v_paper_datasets d "
            "JOIN v_papers s ON s.paper_id = d.paper_id ORDER BY s.position"
        )).all()
    for position, name, role in rows:
        out.setdefault(position, []).append((name, role))
    return out


def _ingest(engine, tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text("".join(json.dumps({"id": str(i), "abstract": a}) + "\n" for i, a in enumerate(PAPERS)))
    ingest(engine, [str(path)])


def test_reextract_finds_a_name_of_the_corpus_where_no_cue_names_it(engine, tmp_path):
    _ingest(engine, tmp_path)
    before = _datasets(engine)
    assert before.get(0) == [("ZorbQA", "introduced")] and 1 not in before
    assert reextract(engine, everything=True) == len(PAPERS)
    after = _datasets(engine)
    assert after[0] == [("ZorbQA", "introduced")]
    assert after[1] == [("ZorbQA", "used")]


def test_a_short_acronym_or_an_ordinary_word_of_one_paper_stays_in_it(engine, tmp_path):
    _ingest(engine, tmp_path)
    assert Loader(engine).corpus_names() == ("ZorbQA",)
    reextract(engine, everything=True)
    after = _datasets(engine)
    assert 3 not in after and 5 not in after  # "MAD scores", "Blue skies"


def test_what_may_spread():
    assert corpus_name("ZorbQA", 1) and corpus_name("Zorb-7", 1)
    assert not corpus_name("MAD", 1) and corpus_name("MAD", 2)
    assert not corpus_name("Blue", 5)  # an ordinary capitalised word
    assert not corpus_name("GPT-4", 3) and not corpus_name("ImageNet", 3)  # a model, a catalog name


def test_corpus_names_are_case_exact_catalog_entries():
    cat = with_names(("ZorbQA", "ImageNet"))
    assert [e.name for e in cat.entries] == ["ZorbQA"]  # a catalog name adds nothing
    assert with_names(()) is None and with_names(("ImageNet",)) is None
    found = extract_datasets("Questions from ZorbQA and zorbqa remain hard.", cat)
    assert [(d.name, d.mention, d.discovered, d.domain) for d in found] == [("ZorbQA", "ZorbQA", True, None)]
    assert extract_datasets("Questions from ZorbQA remain hard.") == []  # the package catalog alone
    # where the paper defines the name itself, or it names a device or part of a longer name
    cat = with_names(("ZorbQA", "SHIFT", "ALOHA", "BRIAR"))
    assert extract_datasets("We propose SHIFT (Spectral Heteroscedastic Informed Forecasting) for this.", cat) == []
    assert extract_datasets("It runs on a dual-arm ALOHA robot and on BRIAR Government Collection data.", cat) == []


def test_worker_processes_match_the_corpus_names_too():
    papers = [Paper(abstract=PAPERS[1], position=0)]
    in_process = Extraction(names=("ZorbQA",))
    workers = Extraction(workers=2, names=("ZorbQA",))
    try:
        one = in_process(list(papers))()
        two = workers([Paper(abstract=PAPERS[1], position=0)])()
    finally:
        in_process.close()
        workers.close()
    assert [d.name for d in one[0].datasets] == [d.name for d in two[0].datasets] == ["ZorbQA"]
    # and the stage closed, this process extracts with the package catalog again
    assert [d.name for d in Extraction()([Paper(abstract=PAPERS[1], position=0)])()[0].datasets] == []
