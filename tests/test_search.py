"""Full-text search over titles and abstracts, asked the same way on both databases:

    SELECT rowid, title FROM papers_fts('query') ORDER BY rank

(SQLite: FTS5 with the Porter stemmer; PostgreSQL: a function over a GIN tsvector index,
English stemming).  The loader keeps SQLite's index in step with corrections and soft
deletes; FTS5's own integrity check compares it with the papers it should hold."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import text

from extractor.pipeline import ingest
from tests.conftest import EXAMPLES

SEARCH = "SELECT rowid, title FROM papers_fts(:q) ORDER BY rank, rowid"


def found(engine, query: str) -> set[str]:
    """Titles (or the abstract's first words) of the papers a query finds."""
    with engine.connect() as conn:
        ids = [r[0] for r in conn.execute(text(SEARCH), {"q": query})]
        if not ids:
            return set()
        return {
            title or abstract[:30]
            for title, abstract in conn.execute(
                text(f"SELECT title, abstract FROM papers WHERE id IN ({','.join(map(str, ids))})"))
        }


def in_step(engine) -> None:
    """SQLite: the FTS5 index holds exactly the live papers' current titles and abstracts."""
    if engine.dialect.name == "sqlite":
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO papers_fts(papers_fts, rank) VALUES ('integrity-check', 1)"))


@pytest.fixture
def loaded(engine):
    ingest(engine, [str(EXAMPLES)])
    return engine


@pytest.mark.parametrize("query,titles", [
    # one word, in a title or only in an abstract
    ("transformers", {"Graph Transformers Without Positional Encodings", "Vision transformers are costly"}),
    ("LibriSpeech", {"Sparse Mixture Routing for Efficient Speech Recognition"}),
    # every word must occur; stemming matches "schedule" to "Schedules"
    ("diffusion schedule", {"Faster Diffusion Sampling with Learned Step Schedules"}),
    # a quoted phrase ("Mixture-of-experts models"), words in another order are not one
    ('"mixture of experts"', {"Sparse Mixture Routing for Efficient Speech Recognition"}),
    ('"experts of mixture"', set()),
    ('"positional encodings"', {"Graph Transformers Without Positional Encodings"}),
    # alternatives
    ("LibriSpeech OR calibration", {"Sparse Mixture Routing for Efficient Speech Recognition",
                                    "Calibrated Uncertainty for Tabular Models"}),
    ("quasar", set()),
])
def test_one_query_form_finds_the_same_papers_on_both_databases(loaded, query, titles):
    assert found(loaded, query) == titles


def test_best_matches_come_first(loaded):
    with loaded.connect() as conn:
        ranked = [r[1] for r in conn.execute(text(SEARCH), {"q": "graph transformers"})]
    assert ranked[0] == "Graph Transformers Without Positional Encodings"


def test_the_index_follows_corrections_removals_and_returns(engine, tmp_path):
    record = dict(id="1", title="Quantum Annealing for Routing", abstract="We map vehicle routing to a quantum "
                  "annealer and solve instances twice as large as before.")
    other = dict(id="2", title="Sparse Gates", abstract="Sparse gating lets mixture models skip most experts.")
    src = tmp_path / "a.json"
    src.write_text(json.dumps([record, other]), encoding="utf-8")
    ingest(engine, [str(src)])
    assert found(engine, "quantum") == {"Quantum Annealing for Routing"}
    in_step(engine)
    src.write_text(json.dumps([{**record, "title": "Annealing Machines for Routing"}, other]), encoding="utf-8")
    ingest(engine, [str(src)])
    assert found(engine, "machines") == {"Annealing Machines for Routing"}
    assert found(engine, "quantum") == {"Annealing Machines for Routing"}  # still in its abstract
    assert found(engine, "quantum annealing routing") == {"Annealing Machines for Routing"}
    in_step(engine)
    src.write_text(json.dumps([other]), encoding="utf-8")
    ingest(engine, [str(src)])  # the paper is soft-deleted: no longer found
    assert found(engine, "annealing") == set()
    in_step(engine)
    src.write_text(json.dumps([record, other]), encoding="utf-8")
    ingest(engine, [str(src)])  # back, with the title its record now gives
    assert found(engine, "annealing") == {"Quantum Annealing for Routing"}
    in_step(engine)


def test_a_hard_delete_by_other_code_keeps_the_index_in_step(engine):
    """A clean-up that deletes paper rows outright (not through the loader) leaves no
    dangling entry: the search stops finding the paper and the index stays consistent."""
    ingest(engine, [str(EXAMPLES)])
    with engine.begin() as conn:
        (pid,) = conn.execute(text("SELECT rowid FROM papers_fts('LibriSpeech')")).one()
        conn.execute(text("DELETE FROM papers WHERE id = :p"), {"p": pid})
    assert found(engine, "LibriSpeech") == set()
    assert found(engine, "transformers")  # the others are still found
    in_step(engine)


def test_the_integrity_check_does_catch_an_index_out_of_step(sqlite_url):
    """The check above can fail: a title changed behind the loader's back is caught."""
    from extractor.db.engine import open_engine

    engine = open_engine(sqlite_url)
    ingest(engine, [str(EXAMPLES / "papers.json")])
    with engine.begin() as conn:
        conn.execute(text("UPDATE papers SET title = 'Changed behind its back' WHERE id = 1"))
    with pytest.raises(Exception, match="malformed"):
        in_step(engine)
    engine.dispose()


def many_papers(tmp_path, n: int, poison: int | None = None):
    """A JSON Lines file of ``n`` distinct papers (several loader batches), paper ``poison``
    marked for the failing extractor below."""
    lines = []
    for i in range(n):
        word = "zebrafish" if i == poison else "lattice"
        lines.append(json.dumps(dict(id=str(i), title=f"Paper {i}",
                                     abstract=f"We study {word} model number {i} and its properties in depth.")))
    path = tmp_path / "many.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def no_facts(papers):
    """Extraction stand-in: no facts, and a crash on the poisoned paper's batch."""
    if any("zebrafish" in p.abstract for p in papers):
        raise RuntimeError("extractor crashed")
    return papers


def count(engine, query: str) -> int:
    with engine.connect() as conn:
        return conn.execute(text("SELECT COUNT(*) FROM papers_fts(:q)"), {"q": query}).scalar()


def test_every_batch_of_a_file_is_indexed(engine, tmp_path):
    """The index is written beside the next batch's extraction; the last batch before commit."""
    ingest(engine, [str(many_papers(tmp_path, 1234))], extract=no_facts)
    assert count(engine, "lattice") == 1234
    assert count(engine, '"model number 1233"') == 1
    in_step(engine)


def test_a_file_that_fails_midway_leaves_nothing_in_the_index(engine, tmp_path):
    path = many_papers(tmp_path, 1234, poison=1100)  # the third batch fails, two were indexed
    # a crash in one file fails that file alone (rolled back, retried next run)
    failed = ingest(engine, [str(path)], extract=no_facts)
    assert failed.files_failed == 1 and "unexpected RuntimeError: extractor crashed" in failed.rejections[0]["reason"]
    assert count(engine, "lattice") == 0
    in_step(engine)
    path = many_papers(tmp_path, 1234)
    assert ingest(engine, [str(path)], extract=no_facts).papers_new == 1234
    assert count(engine, "lattice") == 1234
    in_step(engine)
