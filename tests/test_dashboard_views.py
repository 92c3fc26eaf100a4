"""Dashboard views (migrations 0003, 0004): exact rows for a small hand-made database, on both databases.

The input is written straight into the tables so every timestamp is known: two of the
papers are first ingested at 23:00 and 23:30 UTC, late enough that a day computed in a
client's own time zone (rather than UTC) would land on the next day.  The expectations
are literal rows, identical for SQLite and PostgreSQL, including types (ints, floats,
'YYYY-MM-DD' text), which is the point of the views.  A fifth paper was soft-deleted by a
re-sync: it keeps its facts, and no view but v_paper_changes may count it.
"""

from datetime import datetime, timezone

import pytest
from sqlalchemy import create_engine, insert, text

from extractor.db import schema as t
from extractor.db.engine import database_url, migrate, open_engine
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES

V = "0.0-test"
P2_ABSTRACT = ("Adversarial träining improves robustness but is expensive, so we propose "
               "Frugal Adversarial training that cuts cost.")


def utc(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 1, day, hour, minute, tzinfo=timezone.utc)


def fill(engine) -> None:
    """Four papers, two files, three categories, three datasets, four authors, seven results;
    two venues; a fifth, soft-deleted paper with facts of every kind."""
    migrate(engine)
    with engine.begin() as conn:
        conn.execute(insert(t.venues), [
            dict(id=1, name="ICLR", year=2024, track="main"), dict(id=2, name="WACV", year=2024, track=""),
        ])
        conn.execute(insert(t.sources), [
            dict(id=1, path="a.txt", name="a.txt", sha256="a" * 64, format="listing", size=1, papers=2,
                 ingested_at=utc(1, 23, 30)),
            dict(id=2, path="b.txt", name="b.txt", sha256="b" * 64, format="listing", size=1, papers=3,
                 ingested_at=utc(3, 10)),
        ])
        conn.execute(insert(t.papers), [
            dict(id=1, content_key="k1", title="Fast nets", abstract="Fast nets are fast.", venue_id=1, deleted=False,
                 authors_truncated=False, extractor_version=V, first_seen_at=utc(1, 23), updated_at=utc(1, 23)),
            dict(id=2, content_key="k2", title=None, abstract=P2_ABSTRACT, venue_id=2, deleted=False,
                 authors_truncated=False,
                 extractor_version=V, first_seen_at=utc(1, 23, 30), updated_at=utc(1, 23, 30)),
            dict(id=3, content_key="k3", title="", abstract="Short abstract.", venue_id=1, deleted=False,
                 authors_truncated=False, extractor_version=V, first_seen_at=utc(3, 10), updated_at=utc(3, 10)),
            dict(id=4, content_key="k4", title="Plain", abstract="Nothing to report.", venue_id=None, deleted=False,
                 authors_truncated=False, extractor_version=V, first_seen_at=utc(2, 12), updated_at=utc(2, 12)),
            dict(id=5, content_key="k5", title="Gone", abstract="A 99x speedup on ImageNet.", venue_id=2,
                 deleted=True, authors_truncated=False, extractor_version=V, first_seen_at=utc(1, 9),
                 updated_at=utc(3, 10)),
        ])
        # paper 2 is in both files, so it was last seen when b.txt was ingested
        conn.execute(insert(t.sightings), [
            dict(source_id=1, position=0, paper_id=1), dict(source_id=1, position=1, paper_id=2),
            dict(source_id=2, position=0, paper_id=2), dict(source_id=2, position=1, paper_id=3),
            dict(source_id=2, position=2, paper_id=4),
        ])
        conn.execute(insert(t.categories), [
            dict(id=1, area="Deep Learning", subarea="Robustness"),
            dict(id=2, area="Deep Learning", subarea=""),
            dict(id=3, area="Optimization", subarea=""),
            dict(id=4, area="Unused", subarea=""),
        ])
        conn.execute(insert(t.paper_categories), [
            dict(paper_id=1, category_id=1), dict(paper_id=2, category_id=1), dict(paper_id=4, category_id=1),
            dict(paper_id=2, category_id=3), dict(paper_id=3, category_id=2), dict(paper_id=5, category_id=3),
        ])
        link = dict(extractor_version=V, host="github.com")
        conn.execute(insert(t.paper_links), [
            dict(paper_id=1, position=0, url="https://github.com/a/b", kind="code", promised=False, **link),
            dict(paper_id=1, position=1, url="https://github.com/a/c", kind="code", promised=False, **link),
            dict(paper_id=2, position=0, url="https://x.org", kind="project_page", promised=False, **link),
            dict(paper_id=3, position=0, url="https://github.com/d/e", kind="code", promised=True, **link),
            dict(paper_id=5, position=0, url="https://github.com/g/h", kind="code", promised=False, **link),
        ])
        conn.execute(insert(t.datasets), [
            dict(id=1, name="ImageNet", domain="vision", kind="dataset", discovered=False),
            dict(id=2, name="NewBench", domain=None, kind=None, discovered=True),
            dict(id=3, name="CIFAR-10", domain="vision", kind="dataset", discovered=False),
        ])
        used = dict(start_char=0, end_char=1, extractor_version=V)
        conn.execute(insert(t.paper_datasets), [
            dict(paper_id=1, dataset_id=1, mention="ImageNet", role="used", **used),
            dict(paper_id=2, dataset_id=1, mention="ImageNet", role="used", **used),
            dict(paper_id=2, dataset_id=2, mention="NewBench", role="introduced", **used),
            dict(paper_id=4, dataset_id=2, mention="NewBench", role="used", **used),
            dict(paper_id=1, dataset_id=3, mention="CIFAR10", role="used", **used),
            dict(paper_id=5, dataset_id=1, mention="ImageNet", role="used", **used),
        ])
        conn.execute(insert(t.authors), [dict(id=i, name=n) for i, n in
                                         enumerate(["Ann", "Bob", "Cy", "Dee"], start=1)])
        conn.execute(insert(t.paper_authors), [
            dict(paper_id=1, position=0, author_id=1),
            dict(paper_id=2, position=0, author_id=2), dict(paper_id=3, position=0, author_id=2),
            dict(paper_id=4, position=0, author_id=3),
            dict(paper_id=3, position=1, author_id=4), dict(paper_id=4, position=1, author_id=4),
            dict(paper_id=5, position=0, author_id=1),
        ])
        r = dict(start_char=0, end_char=1, extractor_version=V, qualifier=None)
        conn.execute(insert(t.results), [
            dict(paper_id=1, position=0, text="12x", value=12.0, value_high=None, unit="times",
                 kind="speedup", role="result", metric="throughput", dataset="ImageNet", baseline=None, **r),
            dict(paper_id=1, position=1, text="+2.5 pp", value=2.5, value_high=None, unit="pp",
                 kind="improvement", role="result", metric="accuracy", dataset="ImageNet",
                 baseline="ResNet", **r),
            dict(paper_id=2, position=0, text="40%", value=40.0, value_high=None, unit="percent",
                 kind="improvement", role="result", metric=None, dataset=None, baseline=None, **r),
            dict(paper_id=2, position=1, text="2-50x", value=2.0, value_high=50.0, unit="times",
                 kind="speedup", role="result", metric="training time", dataset=None, baseline=None, **r),
            dict(paper_id=3, position=0, text="91%", value=91.0, value_high=None, unit="percent",
                 kind="score", role="result", metric="accuracy", dataset=None, baseline=None, **r),
            dict(paper_id=3, position=1, text="100x", value=100.0, value_high=None, unit="times",
                 kind="speedup", role="baseline", metric=None, dataset=None, baseline=None, **r),
            dict(paper_id=3, position=2, text="2.5 pp", value=2.5, value_high=None, unit="pp",
                 kind="improvement", role="result", metric=None, dataset=None, baseline=None, **r),
            dict(paper_id=5, position=0, text="99x", value=99.0, value_high=None, unit="times",
                 kind="speedup", role="result", metric=None, dataset="ImageNet", baseline=None, **r),
        ])


def rows(engine, sql: str) -> list[tuple]:
    with engine.connect() as conn:
        return [tuple(row) for row in conn.execute(text(sql))]


@pytest.fixture
def filled(engine):
    fill(engine)
    return engine


def test_category_summary(filled):
    got = rows(filled, "SELECT * FROM v_category_summary ORDER BY area, papers DESC")
    assert got == [
        # papers 1, 2, 4; only paper 1 links code (twice: counted once); 4 reports nothing
        ("Deep Learning", "Robustness", 3, 1, 0.3333, 2),
        # paper 3 only promises its code, which counts as linking it
        ("Deep Learning", None, 1, 1, 1.0, 1),
        ("Optimization", None, 1, 0, 0.0, 1),
    ]
    assert all(type(r[4]) is float for r in got)


def test_dataset_usage(filled):
    got = rows(filled, "SELECT * FROM v_dataset_usage ORDER BY papers DESC, first_seen, last_seen, domain")
    assert sorted(got, key=lambda r: r[0]) == [
        # paper 1 was only ever in a.txt, ingested on 1 January
        ("CIFAR-10", "vision", 1, 0, "2026-01-01", "2026-01-01"),
        # paper 2 was first ingested 23:30 UTC on 1 January, and seen again in b.txt on the 3rd
        ("ImageNet", "vision", 2, 0, "2026-01-01", "2026-01-03"),
        ("NewBench", None, 2, 1, "2026-01-01", "2026-01-03"),
    ]


def test_author_summary(filled):
    got = rows(filled, "SELECT * FROM v_author_summary")
    assert sorted(got) == [
        ("Ann", 1, 1, "2026-01-01", "2026-01-01"),
        ("Bob", 2, 2, "2026-01-01", "2026-01-03"),  # paper 2 is in two areas
        ("Cy", 1, 1, "2026-01-02", "2026-01-03"),
        ("Dee", 2, 1, "2026-01-02", "2026-01-03"),  # two papers, both Deep Learning
    ]


def test_top_results_are_in_leaderboard_order(filled):
    snippet = "Adversarial träining improves robustness but is expensive, so we propose Frugal…"
    assert rows(filled, "SELECT * FROM v_top_results") == [
        # speedups first, ranked by the upper end of a range; the 100x baseline is not the paper's own,
        # and the deleted paper's 99x is not shown
        (2, snippet, "speedup", "times", 2.0, 50.0, "training time", None, None, "2-50x", "WACV", 2024),
        (1, "Fast nets", "speedup", "times", 12.0, None, "throughput", "ImageNet", None, "12x", "ICLR", 2024),
        # then gains in percentage points (ties by paper), then relative gains; scores are not gains
        (1, "Fast nets", "improvement", "pp", 2.5, None, "accuracy", "ImageNet", "ResNet", "+2.5 pp", "ICLR", 2024),
        (3, "Short abstract.", "improvement", "pp", 2.5, None, None, None, None, "2.5 pp", "ICLR", 2024),
        (2, snippet, "improvement", "percent", 40.0, None, None, None, None, "40%", "WACV", 2024),
    ]


def test_venue_summary(filled):
    got = rows(filled, "SELECT * FROM v_venue_summary")
    assert sorted(got, key=lambda r: (r[0] is None, r[0] or "")) == [
        # papers 1 and 3 (both link code, one only promises it, both report numbers)
        ("ICLR", 2024, 2, 2, 1.0, 2),
        # paper 2 (the deleted paper 5 of WACV does not count)
        ("WACV", 2024, 1, 0, 0.0, 1),
        # papers no source places: paper 4
        (None, None, 1, 0, 0.0, 0),
    ]
    assert all(type(r[4]) is float for r in got)


def test_fact_views_carry_title_venue_and_year_and_hide_deleted_papers(filled):
    assert rows(filled, "SELECT paper_id, text, title, venue, year FROM v_results ORDER BY paper_id, position") == [
        (1, "12x", "Fast nets", "ICLR", 2024), (1, "+2.5 pp", "Fast nets", "ICLR", 2024),
        (2, "40%", None, "WACV", 2024), (2, "2-50x", None, "WACV", 2024),
        (3, "91%", "", "ICLR", 2024), (3, "100x", "", "ICLR", 2024), (3, "2.5 pp", "", "ICLR", 2024),
    ]
    for view in ("v_paper_links", "v_paper_datasets", "v_paper_artifacts", "v_paper_authors",
                 "v_paper_categories", "v_paper_identifiers", "v_paper_affiliations"):
        assert rows(filled, f"SELECT COUNT(*) FROM {view} WHERE paper_id = 5") == [(0,)], view
    assert rows(filled, "SELECT DISTINCT title, venue, year FROM v_paper_links WHERE paper_id = 1") == [
        ("Fast nets", "ICLR", 2024)]
    assert rows(filled, "SELECT DISTINCT venue, year FROM v_paper_datasets WHERE paper_id = 4") == [(None, None)]


def test_paper_changes_show_deleted_papers_with_utc_timestamps(filled):
    assert rows(filled, "SELECT paper_id, title, venue, year, first_seen_at, updated_at, deleted "
                        "FROM v_paper_changes WHERE updated_at > '2026-01-02' ORDER BY paper_id") == [
        (3, "", "ICLR", 2024, "2026-01-03 10:00:00.000000", "2026-01-03 10:00:00.000000", False),
        (4, "Plain", None, None, "2026-01-02 12:00:00.000000", "2026-01-02 12:00:00.000000", False),
        (5, "Gone", "WACV", 2024, "2026-01-01 09:00:00.000000", "2026-01-03 10:00:00.000000", True),
    ]


def test_ingest_timeline(filled):
    assert rows(filled, "SELECT * FROM v_ingest_timeline") == [
        ("2026-01-01", 2, 1),
        ("2026-01-02", 1, 0),
        ("2026-01-03", 1, 1),
    ]


@pytest.mark.postgres
def test_days_are_utc_whatever_the_client_time_zone(pg_url):
    """A client at UTC+14 sees the same days: papers created at 23:00 UTC stay on 1 January."""
    eng = open_engine(pg_url)
    fill(eng)
    eng.dispose()
    far_east = create_engine(database_url(pg_url),
                             connect_args={"options": "-c TimeZone=Pacific/Kiritimati"})
    with far_east.connect() as conn:
        assert conn.execute(text("SHOW TimeZone")).scalar() == "Pacific/Kiritimati"
        # the naive conversion would move the first two papers to 2 January
        assert conn.execute(text("SELECT CAST(CAST(first_seen_at AS DATE) AS TEXT) FROM papers WHERE id = 1")
                            ).scalar() == "2026-01-02"
        timeline = [tuple(r) for r in conn.execute(text("SELECT * FROM v_ingest_timeline"))]
        usage = conn.execute(text("SELECT first_seen FROM v_dataset_usage WHERE dataset = 'ImageNet'")).scalar()
    far_east.dispose()
    assert timeline == [("2026-01-01", 2, 1), ("2026-01-02", 1, 0), ("2026-01-03", 1, 1)]
    assert usage == "2026-01-01"


def test_views_agree_with_the_row_level_views_after_a_real_ingest(engine):
    """On the loader's own output, the aggregates are the row-level views summed up."""
    ingest(engine, [str(EXAMPLES)])
    summary = rows(engine, "SELECT area, subarea, papers, papers_with_code FROM v_category_summary")
    expected = rows(engine, """
        SELECT c.area, c.subarea, COUNT(DISTINCT c.paper_id),
               COUNT(DISTINCT CASE WHEN l.kind = 'code' THEN l.paper_id END)
        FROM v_paper_categories c LEFT JOIN v_paper_links l ON l.paper_id = c.paper_id
        GROUP BY c.area, c.subarea""")
    key = lambda r: (r[0], r[1] or "")  # noqa: E731
    assert sorted(summary, key=key) == sorted(expected, key=key) and len(summary) >= 5
    today = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    papers, files = rows(engine, "SELECT (SELECT COUNT(*) FROM papers), (SELECT COUNT(*) FROM sources)")[0]
    assert rows(engine, "SELECT * FROM v_ingest_timeline") == [(today, papers, files)]
    assert rows(engine, "SELECT SUM(papers) FROM v_dataset_usage") == rows(
        engine, "SELECT COUNT(*) FROM v_paper_datasets")
