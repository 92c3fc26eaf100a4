"""Parallel extraction gives exactly the output of a serial run."""

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
