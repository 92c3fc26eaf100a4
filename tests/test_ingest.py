"""Ingestion into a real database: counts, dedup, sightings, re-sync, transactions."""

import json
import shutil

from sqlalchemy import text

from extractor.load import Loader
from extractor.pipeline import ingest
from tests.conftest import CORPUS, EXAMPLES, SEEDS, need_shared


def count(engine, sql):
    with engine.connect() as conn:
        return conn.execute(text(sql)).scalar_one()


def test_seeds_and_corpus_give_the_right_paper_counts(engine):
    need_shared()
    summary = ingest(engine, [str(SEEDS), str(CORPUS)])
    corpus_records = sum(len(json.loads(p.read_text())) for p in CORPUS.glob("*.json"))
    assert summary.status == "ok"
    assert summary.papers == 140 + corpus_records
    assert count(engine, "SELECT COUNT(*) FROM v_papers") == 140 + corpus_records
    per_file = dict(
        engine.connect().execute(text("SELECT source_name, COUNT(*) FROM v_papers GROUP BY source_name")).all()
    )
    seeds = {p.name: n for p, n in zip(sorted(SEEDS.iterdir()), (20, 120))}
    for name, n in seeds.items():
        assert per_file[name] == n


def test_second_ingest_of_the_same_inputs_changes_nothing(engine):
    need_shared()
    ingest(engine, [str(SEEDS), str(EXAMPLES)])
    before = Loader(engine).table_counts()
    again = ingest(engine, [str(SEEDS), str(EXAMPLES)])
    forced = ingest(engine, [str(SEEDS), str(EXAMPLES)], force=True)
    after = Loader(engine).table_counts()
    assert again.files_skipped == again.files_seen and again.papers_new == 0
    assert forced.papers_new == 0 and forced.papers_known == forced.papers
    before.pop("ingest_runs"), after.pop("ingest_runs")
    assert after == before


def test_same_abstract_in_two_files_is_one_paper_with_two_sightings(engine, tmp_path):
    abstract = "We propose a new optimizer and show that it converges faster on many problems."
    (tmp_path / "a.jsonl").write_text(json.dumps({"id": "1", "abstract": abstract}) + "\n")
    (tmp_path / "b.txt").write_text(f"Daily Papers\n\n{abstract.upper()}\n")
    summary = ingest(engine, [str(tmp_path)])
    assert (summary.papers_new, summary.papers_known) == (1, 1)
    assert count(engine, "SELECT COUNT(*) FROM papers") == 1
    assert count(engine, "SELECT COUNT(DISTINCT source_name) FROM v_papers") == 2


def test_examples_store_structured_fields(engine):
    ingest(engine, [str(EXAMPLES)])
    with engine.connect() as conn:
        links = conn.execute(text(
            "SELECT l.url, l.kind, l.owner, l.repo FROM v_paper_links l "
            "JOIN v_papers p ON p.paper_id = l.paper_id WHERE p.external_id = 'ex-001'")).all()
        ext = conn.execute(text("SELECT COUNT(*) FROM v_papers WHERE external_id IS NOT NULL")).scalar()
    assert [tuple(r) for r in links] == [
        ("https://github.com/example-speech/stableroute", "code", "example-speech", "stableroute")]
    assert ext == 5


def test_changed_file_resyncs_its_papers(engine, tmp_path):
    f = tmp_path / "feed.txt"
    a, b, c = (f"We study problem {x} and propose a method that solves it well in practice." for x in "abc")
    f.write_text(f"Daily Papers\n\n{a}\n\n{b}\n")
    other = tmp_path / "other.txt"
    other.write_text(f"Daily Papers\n\n{b}\n")
    ingest(engine, [str(f), str(other)])
    f.write_text(f"Daily Papers\n\n{c}\n\n{b}\n")
    summary = ingest(engine, [str(f), str(other)])
    assert (summary.files_ingested, summary.files_skipped) == (1, 1)
    assert summary.papers_removed == 1  # a is gone; b is still in other.txt
    with engine.connect() as conn:
        abstracts = {r[0][:18] for r in conn.execute(text("SELECT abstract FROM papers WHERE NOT deleted"))}
        rows = conn.execute(text(
            "SELECT source_name, position, abstract FROM v_papers ORDER BY source_name, position")).all()
        # soft-deleted, not removed: the row stays for incremental readers, the views hide it
        gone = conn.execute(text(
            "SELECT c.deleted, c.updated_at > c.first_seen_at FROM v_paper_changes c "
            "JOIN papers p ON p.id = c.paper_id WHERE p.abstract LIKE 'We study problem a%'")).one()
    assert abstracts == {"We study problem b", "We study problem c"}
    assert [(r[0], r[1], r[2][17]) for r in rows] == [("feed.txt", 0, "c"), ("feed.txt", 1, "b"), ("other.txt", 0, "b")]
    assert (bool(gone[0]), bool(gone[1])) == (True, True)


def test_a_failure_inside_a_file_rolls_that_file_back(engine, tmp_path):
    good = tmp_path / "1.txt"
    bad = tmp_path / "2.txt"
    good.write_text("Daily Papers\n\nWe propose a method that works well on many different problems.\n")
    bad.write_text("Daily Papers\n\nWe propose a second method that works on other hard problems.\n")

    def exploding(papers):
        if any("second" in p.abstract for p in papers):
            raise RuntimeError("extractor crashed")
        from extractor.extract.paper import extract_papers
        return extract_papers(papers)

    first = ingest(engine, [str(tmp_path)], extract=exploding)  # the run goes on past the file
    assert (first.files_ingested, first.files_failed, first.status) == (1, 1, "incomplete")
    (failure,) = first.rejections
    assert failure["source"] == "2.txt" and "RuntimeError: extractor crashed" in failure["reason"]
    assert count(engine, "SELECT COUNT(*) FROM papers") == 1
    assert count(engine, "SELECT COUNT(*) FROM sources") == 1
    assert count(engine, "SELECT status FROM ingest_runs") == "incomplete"
    summary = ingest(engine, [str(tmp_path)])
    assert (summary.files_skipped, summary.files_ingested, summary.papers_new) == (1, 1, 1)


def test_rejections_are_recorded_and_the_rest_continues(engine, tmp_path):
    (tmp_path / "a_empty.txt").write_text("")
    shutil.copy(EXAMPLES / "feed.txt", tmp_path / "b_feed.txt")
    summary = ingest(engine, [str(tmp_path)])
    assert summary.status == "rejected"
    assert (summary.files_rejected, summary.files_ingested, summary.papers_new) == (1, 1, 3)
    with engine.connect() as conn:
        (row,) = conn.execute(text("SELECT source_name, reason FROM rejections")).all()
    assert row[0] == "a_empty.txt" and "empty" in row[1]


def test_repositories_and_categories_sharing_a_host_or_area_get_their_own_ids(engine, tmp_path):
    # ids are read back by every key column: repositories share the host, categories the
    # area, and the second file meets some of them again (cached) and some anew
    first = [
        dict(abstract="Code: https://github.com/alice/x.", author="A", primary_area="Vision · Detection"),
        dict(abstract="Code: https://github.com/bob/x and https://github.com/alice/y.", author="B",
             primary_area="Vision · Segmentation"),
    ]
    second = [
        dict(abstract="See https://github.com/bob/x.", author="C", primary_area="Vision · Detection"),
        dict(abstract="See https://github.com/carol/x.", author="D", primary_area="Vision"),
    ]
    for name, records in (("a.json", first), ("b.json", second)):
        (tmp_path / name).write_text(json.dumps(records))
        assert ingest(engine, [str(tmp_path / name)]).status == "ok"
    with engine.connect() as conn:
        links = conn.execute(text(
            "SELECT p.abstract, r.owner || '/' || r.repo FROM paper_links l JOIN papers p ON p.id = l.paper_id "
            "JOIN repositories r ON r.id = l.repository_id ORDER BY p.abstract, l.position"
        )).all()
        cats = conn.execute(text(
            "SELECT p.abstract, c.area || '/' || c.subarea FROM paper_categories pc "
            "JOIN papers p ON p.id = pc.paper_id JOIN categories c ON c.id = pc.category_id ORDER BY p.abstract"
        )).all()
    assert [tuple(r) for r in links] == [
        ("Code: https://github.com/alice/x.", "alice/x"),
        ("Code: https://github.com/bob/x and https://github.com/alice/y.", "bob/x"),
        ("Code: https://github.com/bob/x and https://github.com/alice/y.", "alice/y"),
        ("See https://github.com/bob/x.", "bob/x"),
        ("See https://github.com/carol/x.", "carol/x"),
    ]
    assert [tuple(r) for r in cats] == [
        ("Code: https://github.com/alice/x.", "Vision/Detection"),
        ("Code: https://github.com/bob/x and https://github.com/alice/y.", "Vision/Segmentation"),
        ("See https://github.com/bob/x.", "Vision/Detection"),
        ("See https://github.com/carol/x.", "Vision/"),
    ]
    assert count(engine, "SELECT COUNT(*) FROM repositories") == 4
    assert count(engine, "SELECT COUNT(*) FROM categories") == 3


def test_stored_values_read_back_as_their_column_types(engine):
    """Regression: papers and upserted rows go to SQLite as driver tuples; each value must
    be stored as SQLAlchemy stores it (a timestamp in its text format, not the driver's
    ISO form with "+00:00"), so it reads back as the column's type."""
    import datetime

    from sqlalchemy import select

    from extractor.db import schema as t

    ingest(engine, [str(EXAMPLES)])
    with engine.connect() as conn:
        created, truncated = conn.execute(select(t.papers.c.first_seen_at, t.papers.c.authors_truncated)).first()
        discovered = conn.execute(select(t.datasets.c.discovered)).scalars().all()
        if engine.dialect.name == "sqlite":
            raw = conn.execute(text("SELECT first_seen_at FROM papers LIMIT 1")).scalar()
            assert "+" not in raw and raw[:4].isdigit(), raw
    assert isinstance(created, datetime.datetime)
    assert isinstance(truncated, bool)
    assert discovered and all(isinstance(d, bool) for d in discovered)


def test_batches_are_not_kept_alive_by_reference_cycles(engine, tmp_path):
    """Regression: the loader built a SQLAlchemy ``select(...).in_(keys)`` per batch.  A
    statement is a web of reference cycles, so each one held its batch's content keys and
    author names until a full collection, which a long ingest (collector slowed down by
    ``fewer_collections``) almost never reached: peak RSS grew ~100 bytes per paper."""
    need_shared()
    import gc

    from extractor.normalize import content_key
    from tests.corpusgen import write_variants

    first, second = write_variants(tmp_path / "in", files=2, per_file=700)
    ingest(engine, [str(first)])  # migrations and caches: one-off garbage
    records = [json.loads(line) for line in second.read_text(encoding="utf-8").splitlines()]
    # a changed file too: its dropped papers go through the orphan clean-up
    first.write_text("".join(first.read_text(encoding="utf-8").splitlines(keepends=True)[:300]), encoding="utf-8")
    marks = {content_key(r["abstract"]) for r in records}
    marks |= {a.strip() for r in records for a in r["author"].split(";") if a.strip()}
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        summary = ingest(engine, [str(second), str(first)])
        gc.collect()
        holding = [
            type(o).__name__ for o in gc.garbage
            if isinstance(o, (list, tuple, set, frozenset)) and any(isinstance(x, str) and x in marks for x in o)
        ]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert summary.papers_new == 700 and summary.papers_removed == 400
    assert holding == []


_RERUN = """
import json, sys
from extractor.db.engine import open_engine
from extractor.pipeline import ingest
summary = ingest(open_engine(sys.argv[1]), sys.argv[2:])
print(json.dumps(dict(skipped=summary.files_skipped, known=summary.papers_known, new=summary.papers_new,
                      loaded=sorted(m for m in ("spacy", "alembic") if m in sys.modules))))
"""


def test_a_run_with_nothing_new_loads_neither_the_nlp_pipeline_nor_alembic(db_url, tmp_path):
    """Scheduled runs mostly find nothing new; building spaCy and the extractors (over
    half a second) and loading the migration scripts would be most of such a run."""
    import subprocess
    import sys

    from tests.conftest import ROOT

    copy = tmp_path / "copy.jsonl"
    shutil.copy(EXAMPLES / "papers.jsonl", copy)
    run = lambda *paths: json.loads(subprocess.run(  # noqa: E731
        [sys.executable, "-c", _RERUN, db_url, *map(str, paths)],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    first = run(EXAMPLES)
    assert first["new"] > 0 and first["loaded"] == ["alembic", "spacy"]
    # the same files (skipped by checksum) and a new file of known papers
    again = run(EXAMPLES, copy)
    assert again["skipped"] == len(list(EXAMPLES.iterdir())) and again["known"] > 0 and again["new"] == 0
    assert again["loaded"] == []
