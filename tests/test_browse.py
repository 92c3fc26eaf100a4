"""Browsing in Datasette: the metadata `extractor browse-metadata` writes, loaded by the real Datasette.

Datasette reads SQLite files only, so these run on a SQLite file.  Datasette's own test
client serves every table, view and canned query of an ingested database with the
written metadata, the way `datasette papers.db -m metadata.json` would.
"""

import asyncio
import json
from pathlib import Path

import pytest
from datasette.app import Datasette
from sqlalchemy import inspect, text

from extractor.cli import main
from extractor.dashboards.browse import QUERIES, VIEWS, canned_queries
from extractor.db.engine import open_engine
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES


@pytest.fixture
def browsable(tmp_path):
    """An ingested papers.db and the metadata.json the command line wrote for it."""
    db = tmp_path / "papers.db"
    engine = open_engine(f"sqlite:///{db}")
    ingest(engine, [str(EXAMPLES)])
    with engine.connect() as conn:
        tables = set(inspect(conn).get_table_names())
        views = set(inspect(conn).get_view_names())
    engine.dispose()
    out = tmp_path / "metadata.json"
    assert main(["browse-metadata", "--db", f"sqlite:///{db}", "--out", str(out)]) == 0
    return db, json.loads(out.read_text()), tables, views


def serve(db: Path, metadata: dict, paths: list[str]) -> dict[str, tuple[int, dict]]:
    """GET each path from a Datasette instance on ``db`` with ``metadata``; status and JSON per path."""

    async def run():
        ds = Datasette([str(db)], metadata=metadata)
        await ds.invoke_startup()
        out = {}
        for path in paths:
            response = await ds.client.get(path)
            out[path] = (response.status_code, response.json() if response.status_code == 200 else {})
        return out

    return asyncio.run(run())


def test_every_table_and_view_loads_with_its_description(browsable):
    db, metadata, tables, views = browsable
    assert set(metadata["databases"]) == {"papers"}
    described = metadata["databases"]["papers"]["tables"]
    assert set(described) == tables | views
    assert all(described[name]["description"] for name in described), "a table or view has no description"
    got = serve(db, metadata, [f"/papers/{name}.json" for name in sorted(tables | views)])
    assert {path: status for path, (status, _) in got.items() if status != 200} == {}
    assert got["/papers/v_results.json"][1]["is_view"] is True
    assert got["/papers/v_paper_categories.json"][1]["rows"], "the ingested examples have categories"


def test_every_view_column_is_described(browsable):
    """A column added to a view without a description here fails, instead of showing up unexplained."""
    db, metadata, _, views = browsable
    engine = open_engine(f"sqlite:///{db}")
    with engine.connect() as conn:
        actual = {v: list(conn.execute(text(f"SELECT * FROM {v} WHERE 1 = 0")).keys()) for v in views}
    engine.dispose()
    assert set(VIEWS) == views
    assert {v: list(VIEWS[v][1]) for v in views} == actual
    described = metadata["databases"]["papers"]["tables"]
    assert all(all(described[v]["columns"].values()) for v in views)


def test_facets_on_area_kind_and_unit(browsable):
    db, metadata, _, _ = browsable
    got = serve(db, metadata, ["/papers/v_paper_categories.json", "/papers/v_results.json",
                               "/papers/v_top_results.json"])
    facets = {path: {name: {r["value"] for r in f["results"]} for name, f in body["facet_results"].items()}
              for path, (_, body) in got.items()}
    assert "Deep Learning" in facets["/papers/v_paper_categories.json"]["area"]
    assert {"speedup", "improvement"} <= facets["/papers/v_results.json"]["kind"]
    assert {"percent", "times"} <= facets["/papers/v_results.json"]["unit"]
    assert facets["/papers/v_top_results.json"]["kind"] <= {"speedup", "improvement"}
    assert facets["/papers/v_top_results.json"]["unit"]


def test_every_canned_query_runs(browsable):
    db, metadata, _, _ = browsable
    queries = metadata["databases"]["papers"]["queries"]
    assert set(queries) == {p.stem for p in QUERIES.glob("*.sql")} and len(queries) >= 5
    assert queries["share_with_code_per_area"]["title"].startswith("What share of papers link a code repository")
    got = serve(db, metadata, [f"/papers/{name}.json?_shape=objects" for name in sorted(queries)])
    assert {path: status for path, (status, _) in got.items() if status != 200} == {}
    rows = got["/papers/share_with_code_per_area.json?_shape=objects"][1]["rows"]
    assert {r["area"]: r["papers_with_code"] for r in rows}["Deep Learning"] == 2


def test_a_broken_canned_query_is_reported(browsable, tmp_path):
    """The test client does surface a failing query, so the test above can fail."""
    db, metadata, _, _ = browsable
    folder = tmp_path / "queries"
    folder.mkdir()
    (folder / "broken.sql").write_text("-- Broken?\nSELECT no_such_column FROM v_results;\n")
    metadata["databases"]["papers"]["queries"] = canned_queries(folder)
    (status, _), = serve(db, metadata, ["/papers/broken.json"]).values()
    assert status != 200


def test_postgresql_urls_are_a_usage_error(capsys):
    assert main(["browse-metadata", "--db", "postgresql://u@localhost/papers", "--out", "x.json"]) == 2
    assert "SQLite" in capsys.readouterr().err
