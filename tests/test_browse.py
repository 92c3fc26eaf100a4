"""Browsing in Datasette: the metadata and configuration `extractor browse-metadata` writes,
loaded by the real Datasette.

Datasette reads SQLite files only, so these run on a SQLite file.  Datasette's own test
client serves every table, view and canned query of an ingested database with the
written metadata, the way `datasette papers.db -m metadata.json` would.  The
configuration in Datasette 1.0's form (datasette.yaml: facets, labels, search, hidden
tables, canned queries) nests its keys as Datasette 0.6x's metadata does, so the installed
Datasette serves the descriptions with that configuration merged in, and every key is
checked to be one Datasette reads.
"""

import asyncio
import copy
import json
from pathlib import Path

import pytest
import yaml
from datasette.app import Datasette
from sqlalchemy import inspect, text

from extractor.cli import main
from extractor.dashboards.browse import QUERIES, VIEWS, canned_queries
from extractor.db.engine import open_engine
from extractor.db.schema import is_search_object
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES


@pytest.fixture
def browsable(tmp_path):
    """An ingested papers.db and the metadata.json the command line wrote for it."""
    db = tmp_path / "papers.db"
    engine = open_engine(f"sqlite:///{db}")
    venue_file = tmp_path / "corl2024.json"  # a venue and year from the file name, a track and status each
    venue_file.write_text(json.dumps([
        dict(id="c1", title="Safe Navigation", track="main", status="Poster", author="Zhan Gao; Amanda Prorok",
             aff="MIT; University of Cambridge",
             abstract="We give provably safe multi-agent navigation in unknown environments."),
        dict(id="c2", title="Fast Planning", track="main", status="Oral", author="Tobia Marcucci",
             abstract="A biconvex method for minimum-time motion planning through sequences of convex sets."),
    ]), encoding="utf-8")
    ingest(engine, [str(EXAMPLES), str(venue_file)])
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
    public = {v for v in views if not is_search_object(v)}
    assert set(VIEWS) == public
    assert {v: list(VIEWS[v][1]) for v in public} == {v: actual[v] for v in public}
    described = metadata["databases"]["papers"]["tables"]
    assert all(all(described[v]["columns"].values()) for v in public)


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


# the keys Datasette reads in a table's configuration (its docs, "Table configuration")
TABLE_KEYS = {"hidden", "sort", "sort_desc", "size", "sortable_columns", "label_column", "facets", "fts_table",
              "fts_pk", "searchmode", "facet_size"}
QUERY_KEYS = {"sql", "title", "description", "description_html", "hide_sql", "fragment", "params", "write"}


def with_config(metadata: dict, config: dict) -> dict:
    """The descriptions of metadata.json (configuration keys removed) with datasette.yaml's
    configuration merged in: what Datasette 1.0 assembles from ``-m`` and ``-c``."""
    merged = copy.deepcopy(metadata)
    for database in merged["databases"].values():
        database.pop("queries", None)
        for table in database["tables"].values():
            for key in TABLE_KEYS:
                table.pop(key, None)
    for name, database in config["databases"].items():
        target = merged["databases"][name]
        for table, settings in database.get("tables", {}).items():
            target["tables"].setdefault(table, {}).update(settings)
        if "queries" in database:
            target["queries"] = database["queries"]
    return merged


@pytest.fixture
def configured(browsable):
    db, metadata, tables, views = browsable
    text_ = (db.parent / "datasette.yaml").read_text(encoding="utf-8")
    assert text_.startswith("# Datasette 1.0 configuration") and "-c datasette.yaml" in text_
    config = yaml.safe_load(text_)
    return db, with_config(metadata, config), config


def test_datasette_yaml_uses_only_keys_datasette_reads(configured):
    _, _, config = configured
    assert set(config) == {"databases"} and set(config["databases"]) == {"papers"}
    database = config["databases"]["papers"]
    assert set(database) == {"tables", "queries"}
    assert {key for table in database["tables"].values() for key in table} <= TABLE_KEYS
    assert {key for q in database["queries"].values() for key in q} <= QUERY_KEYS
    assert database["queries"] == canned_queries()


def test_facets_on_venue_and_year(configured):
    db, metadata, _ = configured
    got = serve(db, metadata, ["/papers/v_papers.json", "/papers/v_results.json"])
    facets = {name: {r["value"] for r in f["results"]} for name, f in got["/papers/v_papers.json"][1]["facet_results"]
              .items()}
    assert facets["venue"] == {"CoRL"} and facets["year"] == {2024}
    assert facets["status"] == {"Poster", "Oral"} and facets["track"] == {"main"}
    assert {"venue", "year", "kind", "unit"} <= set(got["/papers/v_results.json"][1]["facet_results"])


def test_foreign_keys_show_labels(configured):
    db, metadata, _ = configured
    (status, body), = serve(db, metadata, ["/papers/sightings.json?_labels=on&_shape=objects&external_id=c1"]).values()
    assert status == 200
    paper, venue = body["rows"][0]["paper_id"], body["rows"][0]["venue_id"]
    assert paper["label"] == "Safe Navigation" and venue["label"] == "CoRL"  # not bare ids
    (_, body), = serve(db, metadata, ["/papers/papers.json?_labels=on&_shape=objects&venue_id__notblank=1"]).values()
    assert {r["venue_id"]["label"] for r in body["rows"]} == {"CoRL"}


def test_search_box_on_papers_and_v_papers(configured):
    db, metadata, _ = configured
    got = serve(db, metadata, ["/papers/v_papers.json?_search=navigation&_shape=objects",
                               "/papers/papers.json?_search=LibriSpeech&_shape=objects",
                               "/papers/papers.json?_search=quasar&_shape=objects"])
    assert [r["title"] for r in got["/papers/v_papers.json?_search=navigation&_shape=objects"][1]["rows"]] == [
        "Safe Navigation"]
    assert [r["title"] for r in got["/papers/papers.json?_search=LibriSpeech&_shape=objects"][1]["rows"]] == [
        "Sparse Mixture Routing for Efficient Speech Recognition"]
    assert got["/papers/papers.json?_search=quasar&_shape=objects"][1]["rows"] == []


def test_the_search_index_tables_are_hidden(configured):
    db, metadata, _ = configured
    (_, body), = serve(db, metadata, ["/papers.json"]).values()
    hidden = {t["name"] for t in body["tables"] if t["hidden"]}
    assert {"papers_fts_data", "papers_fts_idx", "papers_fts_docsize", "papers_fts_config"} <= hidden
    assert {"papers", "sightings", "venues"}.isdisjoint(hidden)
