"""``extractor export --format csv|jsonl|parquet VIEW...``: files that read back as the views'
rows, with the same types from SQLite and PostgreSQL.  Rows come in the order the database
returns them (a view without ORDER BY has none), so rows are compared as sorted lists."""

from __future__ import annotations

import csv
import json
import subprocess
import sys

import pyarrow.parquet as pq
import pytest
from sqlalchemy import text

from extractor import export as export_module
from extractor.db.engine import open_engine
from extractor.export import ExportError, export
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES, ROOT

VIEWS = ["v_results", "v_paper_datasets", "v_venue_summary", "v_paper_links"]


def fill(engine, tmp_path) -> None:
    venue_file = tmp_path / "in" / "wacv2024.json"
    venue_file.parent.mkdir(exist_ok=True)
    venue_file.write_text(json.dumps([dict(
        id="w1", title="Segment Anything Faster", track="main", status="Poster",
        abstract="We speed up promptable segmentation by 6x on SA-1B and COCO while keeping 98% of its mIoU. "
                 "Code: https://github.com/w/fast-sam.")]), encoding="utf-8")
    ingest(engine, [str(EXAMPLES), str(venue_file)])


def rows_of(engine, view: str) -> list[dict]:
    with engine.connect() as conn:
        result = conn.execute(text(f"SELECT * FROM {view}"))
        return [dict(zip(result.keys(), r)) for r in result]


def ordered(rows: list[dict]) -> list[dict]:
    return sorted(rows, key=lambda r: json.dumps(r, sort_keys=True, default=str))


def normal(row: dict) -> dict:
    """A row as the files hold it: booleans as booleans (SQLite returns 0/1)."""
    bools = {"promised", "discovered", "authors_truncated", "deleted"}
    return {k: (bool(v) if k in bools and v is not None else v) for k, v in row.items()}


def test_each_format_reads_back_as_the_view(engine, tmp_path):
    fill(engine, tmp_path)
    out = tmp_path / "out"
    for fmt in ("csv", "jsonl", "parquet"):
        done = export(engine, VIEWS, fmt, out)
        assert [(v, n) for v, _, n in done] == [(v, len(rows_of(engine, v))) for v in VIEWS]
    for view in VIEWS:
        expected = ordered([normal(r) for r in rows_of(engine, view)])
        assert expected, view
        jsonl = [json.loads(line) for line in (out / f"{view}.jsonl").read_text(encoding="utf-8").splitlines()]
        assert ordered(jsonl) == expected
        parquet = pq.read_table(out / f"{view}.parquet").to_pylist()
        assert ordered(parquet) == expected
        with (out / f"{view}.csv").open(encoding="utf-8", newline="") as fh:
            as_text = list(csv.DictReader(fh))
        as_csv = lambda v: "" if v is None else str(v).lower() if isinstance(v, bool) else str(v)  # noqa: E731
        assert ordered(as_text) == ordered([{k: as_csv(v) for k, v in row.items()} for row in expected])
    schema = pq.read_schema(out / "v_venue_summary.parquet")
    assert [str(schema.field(c).type) for c in ("venue", "year", "papers", "share_with_code")] == [
        "string", "int64", "int64", "double"]
    assert str(pq.read_schema(out / "v_paper_links.parquet").field("promised").type) == "bool"


@pytest.mark.postgres
def test_the_same_view_exports_the_same_file_from_both_databases(sqlite_url, pg_url, tmp_path):
    tables = {}
    for name, url in (("sqlite", sqlite_url), ("postgresql", pg_url)):
        engine = open_engine(url)
        fill(engine, tmp_path)
        export(engine, VIEWS, "parquet", tmp_path / name)
        export(engine, VIEWS, "jsonl", tmp_path / name)
        engine.dispose()
        tables[name] = {v: pq.read_table(tmp_path / name / f"{v}.parquet") for v in VIEWS}
    for view in VIEWS:
        assert tables["sqlite"][view].schema == tables["postgresql"][view].schema, view
        assert ordered(tables["sqlite"][view].to_pylist()) == ordered(tables["postgresql"][view].to_pylist()), view
        # the same rows in the same order: a view has none of its own, so export sorts
        lines = {name: (tmp_path / name / f"{view}.jsonl").read_text(encoding="utf-8").splitlines()
                 for name in tables}
        assert lines["sqlite"] == lines["postgresql"], view
        firsts = [next(iter(json.loads(line).values())) for line in lines["sqlite"]]
        assert firsts == sorted(firsts, key=lambda v: (v is None, v)), view


def test_rows_go_out_in_batches(engine, tmp_path, monkeypatch):
    """A view is streamed, never read whole: with batches of three rows the files are the same."""
    fill(engine, tmp_path)
    export(engine, ["v_paper_authors"], "parquet", tmp_path / "whole")
    monkeypatch.setattr(export_module, "BATCH", 3)
    export(engine, ["v_paper_authors"], "parquet", tmp_path / "batched")
    batched = pq.ParquetFile(tmp_path / "batched" / "v_paper_authors.parquet")
    assert batched.metadata.num_row_groups == -(-batched.metadata.num_rows // 3) > 1
    whole = pq.read_table(tmp_path / "whole" / "v_paper_authors.parquet").to_pylist()
    assert ordered(batched.read().to_pylist()) == ordered(whole)


def test_an_empty_view_exports_its_columns(engine, tmp_path):
    fill(engine, tmp_path)
    export(engine, ["v_paper_history"], "parquet", tmp_path)
    export(engine, ["v_paper_history"], "csv", tmp_path)
    table = pq.read_table(tmp_path / "v_paper_history.parquet")
    assert table.num_rows == 0 and "changed" in table.column_names
    assert (tmp_path / "v_paper_history.csv").read_text(encoding="utf-8").startswith("paper_id,replaced_at,changed,")


def test_unknown_views_are_refused_before_anything_is_written(engine, tmp_path):
    fill(engine, tmp_path)
    with pytest.raises(ExportError, match="no view or table named v_nope"):
        export(engine, ["v_results", "v_nope"], "csv", tmp_path / "out")
    assert not (tmp_path / "out").exists()
    with pytest.raises(ExportError, match="one view"):
        export(engine, ["v_results"], "parquet", None)


def cli(*args):
    return subprocess.run([sys.executable, "-m", "extractor.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def test_export_command(tmp_path):
    db = f"sqlite:///{tmp_path / 'x.db'}"
    assert cli("ingest", str(EXAMPLES), "--db", db).returncode == 0
    res = cli("export", "--db", db, "--format", "parquet", "v_results", "v_papers", "--dir", str(tmp_path / "o"))
    assert res.returncode == 0, res.stderr
    assert "v_results.parquet" in res.stdout and pq.read_table(tmp_path / "o" / "v_papers.parquet").num_rows == 12
    piped = cli("export", "--db", db, "--format", "jsonl", "v_venue_summary", "--stdout")
    assert piped.returncode == 0 and [json.loads(x)["papers"] for x in piped.stdout.splitlines()] == [11]
    bad = cli("export", "--db", db, "--format", "csv", "papers; DROP TABLE papers")
    assert bad.returncode == 2 and "no view or table named" in bad.stderr and bad.stderr.count("\n") == 1
    two = cli("export", "--db", db, "--format", "csv", "v_results", "v_papers", "--stdout")
    assert two.returncode == 2 and "one view" in two.stderr
