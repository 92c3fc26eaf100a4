"""A title's lead name ("QuillNet: ...") reaches the artifact extractor on every path:
ingestion in one process, in worker processes, and re-extraction from the database
(which has no source file, only the stored title)."""

import json

from sqlalchemy import text

from extractor.db.engine import open_engine
from extractor.pipeline import ingest, reextract

PAPERS = [
    {
        "title": "QuillNet: Sparse Routing for Video Captioning",
        "abstract": "Captioning long videos is costly. QuillNet routes each frame to one expert "
        "and matches dense models at a fifth of the cost.",
    },
    {
        "title": "Sparse Routing Without Experts",
        "abstract": "QuillNet routes each frame to one expert; we study when that helps.",
    },
]


def _artifacts(engine) -> list[tuple[str, str]]:
    with engine.connect() as conn:
        return sorted(
            (title, name)
            for title, name in conn.execute(
                text(
                    "SELECT p.title, a.name FROM paper_artifacts a JOIN papers p ON p.id = a.paper_id"
                )
            )
        )


def _ingest(tmp_path, workers: int):
    source = tmp_path / "papers.json"
    source.write_text(json.dumps(PAPERS), encoding="utf-8")
    engine = open_engine(f"sqlite:///{tmp_path / f'w{workers}.db'}")
    ingest(engine, [str(source)], workers=workers)
    return engine


EXPECTED = [("QuillNet: Sparse Routing for Video Captioning", "QuillNet")]


def test_a_title_lead_name_is_stored_for_its_paper_only(tmp_path):
    engine = _ingest(tmp_path, 1)
    assert _artifacts(engine) == EXPECTED
    engine.dispose()


def test_worker_processes_see_the_title(tmp_path):
    engine = _ingest(tmp_path, 2)
    assert _artifacts(engine) == EXPECTED
    engine.dispose()


def test_reextraction_reads_the_stored_title(tmp_path):
    engine = _ingest(tmp_path, 1)
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM paper_artifacts"))
    assert reextract(engine, everything=True) == 2
    assert _artifacts(engine) == EXPECTED
    engine.dispose()


def test_a_huge_title_is_read_only_for_its_lead():
    """A listing may put anything in a title: only its head is read, and the cache of
    title leads holds heads, not whole titles (memory must not grow with what is read)."""
    import gc
    import tracemalloc

    from extractor.extract.artifacts import extract_artifacts
    from extractor.extract.artifacts.title import _title_lead

    title = "QuillNet: Sparse Routing " + "x" * 1_000_000
    assert [a.name for a in extract_artifacts("QuillNet routes each frame.", title)] == ["QuillNet"]
    _title_lead.cache_clear()
    tracemalloc.start()
    try:
        for i in range(40):
            extract_artifacts("QuillNet routes each frame.", f"QuillNet{i}: " + "x" * 250_000)
        gc.collect()
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert held < 2_000_000  # 40 whole titles would be 10 MB
