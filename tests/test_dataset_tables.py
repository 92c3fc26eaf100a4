"""Dataset tables: the catalog mirrored with aliases, discovered names flagged for review."""

import json
import subprocess
import sys

from sqlalchemy import text

from extractor.catalog import entries
from extractor.load import Loader
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES


def test_catalog_and_aliases_are_queryable_in_sql(engine):
    ingest(engine, [str(EXAMPLES)])
    with engine.connect() as conn:
        n = conn.execute(text("SELECT COUNT(*) FROM datasets WHERE discovered = FALSE")).scalar()
        imagenet = conn.execute(text(
            "SELECT d.name FROM dataset_aliases a JOIN datasets d ON d.id = a.dataset_id "
            "WHERE a.alias = 'ILSVRC-2012'")).scalar()
        cased = conn.execute(text("SELECT case_sensitive FROM dataset_aliases WHERE alias = 'MATH'")).scalar()
    assert n == len(entries())
    assert imagenet == "ImageNet"
    assert bool(cased)


def test_usage_counts_and_discovered_flags(engine):
    ingest(engine, [str(EXAMPLES)])
    usage = {r["dataset"]: r for r in Loader(engine).dataset_usage()}
    assert usage["ImageNet"]["papers"] == 3  # ImageNet, ImageNet-1k, ImageNet 256
    assert not usage["ImageNet"]["discovered"]
    assert usage["PrefPairs"]["discovered"] and usage["PrefPairs"]["introduced"] == 1
    review = Loader(engine).dataset_usage(discovered_only=True)
    assert {r["dataset"] for r in review} == {"NeuroSpeak", "PrefPairs"}


def test_usage_counts_papers_some_file_still_holds(engine, tmp_path):
    """Regression: a re-sync soft-deletes a vanished paper and keeps its facts; it must not
    count towards a dataset any more."""
    src = tmp_path / "a.json"
    keep = dict(id="1", abstract="We evaluate on ImageNet and report top-1 accuracy for a new optimizer.")
    gone = dict(id="2", abstract="Our detector reaches 51.3 AP on COCO and 47.0 AP on LVIS without extra data.")
    src.write_text(json.dumps([keep, gone]), encoding="utf-8")
    ingest(engine, [str(src)])
    assert {"MS COCO", "ImageNet"} <= {r["dataset"] for r in Loader(engine).dataset_usage()}
    src.write_text(json.dumps([keep]), encoding="utf-8")
    assert ingest(engine, [str(src)]).papers_removed == 1
    usage = {r["dataset"]: r["papers"] for r in Loader(engine).dataset_usage(include_unused=True)}
    assert (usage["ImageNet"], usage["MS COCO"]) == (1, 0)


def test_a_discovered_name_added_to_the_catalog_is_promoted(engine):
    ingest(engine, [str(EXAMPLES)])
    with engine.begin() as conn:  # as if ImageNet had first been stored as discovered
        conn.execute(text("UPDATE datasets SET discovered = TRUE WHERE name = 'ImageNet'"))
    Loader(engine).sync_catalog()
    with engine.connect() as conn:
        assert not conn.execute(text("SELECT discovered FROM datasets WHERE name = 'ImageNet'")).scalar()


def test_datasets_command_lists_and_flags(tmp_path):
    db = f"sqlite:///{tmp_path / 'x.db'}"
    run = lambda *a: subprocess.run([sys.executable, "-m", "extractor.cli", *a], capture_output=True, text=True)  # noqa: E731
    run("ingest", str(EXAMPLES), "--db", db)
    rows = json.loads(run("datasets", "--db", db, "--json").stdout)
    assert rows[0]["dataset"] == "ImageNet" and rows[0]["papers"] == 3
    table = run("datasets", "--db", db).stdout
    assert "PrefPairs" in table and "discovered" in table
