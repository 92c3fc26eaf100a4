"""Parallel extraction gives exactly the output of a serial run."""

import multiprocessing

import pytest
from sqlalchemy import text

from extractor.db.engine import open_engine
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES, SEEDS, need_shared


def content(url):
    engine = open_engine(url)
    with engine.connect() as conn:
        out = {  # rows keyed by content key, not by the surrogate paper_id
            name: sorted(
                (r[0], *r[2:]) for r in conn.execute(text(
                    f"SELECT p.content_key, v.* FROM {name} v JOIN papers p ON p.id = v.paper_id"))
            )
            for name in ("v_paper_links", "v_paper_datasets", "v_paper_artifacts", "v_results",
                         "v_paper_authors", "v_paper_categories")
        }
        out["v_papers"] = sorted(map(tuple, conn.execute(text(
            "SELECT content_key, source_name, position, external_id, title FROM v_papers"))))
    engine.dispose()
    return out


def test_two_workers_match_one(tmp_path):
    need_shared()
    serial, parallel = (f"sqlite:///{tmp_path / n}.db" for n in ("serial", "parallel"))
    for url, workers in ((serial, 1), (parallel, 2)):
        engine = open_engine(url)
        summary = ingest(engine, [str(SEEDS), str(EXAMPLES)], workers=workers)
        engine.dispose()
        assert summary.papers_new == 151
    assert content(serial) == content(parallel)


def test_without_fork_the_workers_build_their_own_pipeline_and_match_one(tmp_path, monkeypatch):
    """Where processes cannot be forked (Windows, or Python without ``fork``) each worker
    of a ``ProcessPoolExecutor`` builds its own pipeline; the output is the same."""
    from extractor import workers

    monkeypatch.setattr(workers, "can_fork", lambda: False)
    serial, parallel = (f"sqlite:///{tmp_path / n}.db" for n in ("serial", "parallel"))
    for url, n in ((serial, 1), (parallel, 2)):
        engine = open_engine(url)
        extraction = workers.Extraction(workers=n)
        assert (extraction.pool is None) == (n == 1) and not isinstance(extraction.pool, workers.WarmPool)
        ingest(engine, [str(EXAMPLES)], extraction=extraction)
        engine.dispose()
    assert content(serial) == content(parallel)


def crashing(papers):
    raise RuntimeError("extractor crashed")


def test_without_fork_a_failing_worker_raises_the_same_error(tmp_path, monkeypatch):
    from extractor import workers

    monkeypatch.setattr(workers, "can_fork", lambda: False)
    extraction = workers.Extraction(crashing, workers=2)
    engine = open_engine(f"sqlite:///{tmp_path / 'db.sqlite'}")
    with pytest.raises(workers.WorkerError, match="extractor crashed"):
        ingest(engine, [str(EXAMPLES)], extraction=extraction)
    engine.dispose()


def test_an_extraction_failing_in_a_worker_fails_the_run_and_rolls_its_file_back(tmp_path):
    from extractor.workers import WorkerError

    (tmp_path / "1.txt").write_text("Daily Papers\n\nWe propose a method that works well on many problems.\n")
    (tmp_path / "2.txt").write_text("Daily Papers\n\nWe propose a second method that works on other problems.\n")

    def exploding(papers):
        if any("second" in p.abstract for p in papers):
            raise RuntimeError("extractor crashed")
        from extractor.extract.paper import extract_papers
        return extract_papers(papers)

    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    engine = open_engine(url)
    with pytest.raises(WorkerError, match="RuntimeError: extractor crashed"):
        ingest(engine, [str(tmp_path / "1.txt"), str(tmp_path / "2.txt")], extract=exploding, workers=2)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT COUNT(*) FROM papers")).scalar_one() == 1
        assert conn.execute(text("SELECT status FROM ingest_runs")).scalar_one() == "failed"
    engine.dispose()


def test_the_command_line_starts_its_workers_early_and_matches_one(tmp_path):
    """``extractor ingest --workers 2`` starts the pool before opening the database and
    hands it to the run; the stored facts are those of a serial run."""
    from extractor.cli import main

    serial, parallel = (f"sqlite:///{tmp_path / n}.db" for n in ("serial", "parallel"))
    assert main(["ingest", str(EXAMPLES), "--db", serial, "--no-progress"]) == 0
    assert main(["ingest", str(EXAMPLES), "--db", parallel, "--no-progress", "--workers", "2"]) == 0
    assert content(serial) == content(parallel)
    # and a second run that finds nothing new stops the unneeded pool without waiting
    assert main(["ingest", str(EXAMPLES), "--db", parallel, "--no-progress", "--workers", "2"]) == 0
    assert multiprocessing.active_children() == []
