"""Every example query in sql/queries runs on both databases; key ones give exact rows."""

from pathlib import Path

import pytest
from sqlalchemy import text

from extractor.pipeline import ingest
from tests.conftest import EXAMPLES

QUERIES = sorted((Path(__file__).resolve().parents[1] / "sql" / "queries").glob("*.sql"))


def run(engine, name):
    sql = (QUERIES[0].parent / name).read_text()
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text(sql))]


@pytest.fixture
def loaded(engine):
    ingest(engine, [str(EXAMPLES)])
    return engine


def test_there_are_at_least_five_example_queries():
    assert len(QUERIES) >= 5


@pytest.mark.parametrize("query", QUERIES, ids=lambda p: p.stem)
def test_query_runs(loaded, query):
    with loaded.connect() as conn:
        conn.execute(text(query.read_text())).all()


def test_papers_per_category(loaded):
    rows = run(loaded, "papers_per_category.sql")
    # every category has one paper (ties ordered by name); the Probabilistic Methods
    # paper is seen in two files but counts once
    assert rows[0] == ("Applications", "Neuroscience, Cognitive Science", 1)
    assert ("Probabilistic Methods", None, 1) in rows
    assert len(rows) == 8


def test_share_with_code_per_area(loaded):
    rows = {r[0]: r[1:] for r in run(loaded, "share_with_code_per_area.sql")}
    assert rows["Deep Learning"][:2] == (3, 2)
    assert float(rows["Deep Learning"][2]) == pytest.approx(66.7)
    assert rows["Optimization"][:2] == (1, 0)


def test_share_with_code(loaded):
    assert run(loaded, "share_with_code.sql") == [(11, 4, 1)]


def test_top_authors(loaded):
    rows = run(loaded, "top_authors.sql")
    assert rows[0] == ("Aiko Tanaka", 1)  # all tie at one paper: ordered by name
    assert len(rows) == 18  # Hannah Schmidt's paper appears in two files but counts once
