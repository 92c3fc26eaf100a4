"""Venue and year: from the record, else ``--venue/--year``, else the file name; stored in
``venues`` and shown with track, status, affiliations and the record as read (issue 19)."""

from __future__ import annotations

import csv
import json
import subprocess
import sys

import pytest
from sqlalchemy import text

from extractor.pipeline import ingest
from extractor.records import Paper, Rejection
from extractor.venues import canonical_venue, known_venues, venue_of_file, with_venues
from tests.conftest import ROOT

ROWS = list(csv.DictReader((ROOT / "extractor" / "data" / "venues.csv").open(encoding="utf-8")))
SPELLINGS = [(row["name"], s) for row in ROWS for s in [row["name"], *filter(None, row["aliases"].split("|"))]]


@pytest.mark.parametrize("name,spelling", SPELLINGS, ids=[s for _, s in SPELLINGS])
def test_every_venue_of_the_table_is_read_from_file_names_and_records(name, spelling):
    assert venue_of_file(f"{spelling.lower()}2024.json") == (name, 2024)
    assert venue_of_file(f"{spelling.upper()}_2023.txt") == (name, 2023)
    assert canonical_venue(f"{spelling} 2022 Conference") == (name, 2022)
    assert canonical_venue(spelling.lower()) == (name, None)


def test_the_table_has_no_spelling_twice():
    assert len(known_venues()) == len(SPELLINGS)


@pytest.mark.parametrize("file_name", [
    "rss_feed_2024.xml",  # a venue's name, but not followed by a year
    "rss_2024-05-01.xml",  # a date, not a year
    "export2024.json",  # not a venue
    "000_9f14441655e60757.txt", "papers.json", "dev_listing.txt", "iclr.json",
])
def test_file_names_that_name_no_venue(file_name):
    assert venue_of_file(file_name) is None


def test_unknown_venues_and_workshops_are_kept_as_written():
    assert canonical_venue("Some  Workshop at ICLR") == ("Some Workshop at ICLR", None)
    assert canonical_venue("ICLR 2024 Workshop on Tiny Papers") == ("ICLR 2024 Workshop on Tiny Papers", 2024)
    assert canonical_venue("") == (None, None)


def filled(papers, file_name, venue=None, year=None):
    return [(p.venue, p.year) if isinstance(p, Paper) else p for p in with_venues(papers, file_name, venue, year)]


def test_the_record_wins_then_the_command_line_then_the_file_name():
    papers = lambda: [  # noqa: E731
        Paper(abstract="a", position=0, venue="iclr 2025"),  # record with a year
        Paper(abstract="b", position=1, venue="ICLR"),  # record without one
        Paper(abstract="c", position=2, venue="NeurIPS"),  # another venue than the file's
        Paper(abstract="d", position=3),  # nothing
        Paper(abstract="e", position=4, year=2019),  # a year only
    ]
    rejection = Rejection("iclr2024.json", "record 9", "record has no abstract")
    assert filled([*papers(), rejection], "iclr2024.json") == [
        ("ICLR", 2025), ("ICLR", 2024), ("NeurIPS", None), ("ICLR", 2024), ("ICLR", 2019), rejection]
    assert filled(papers(), "iclr2024.json", venue="CoRL", year=2023) == [
        ("ICLR", 2025), ("ICLR", None), ("NeurIPS", None), ("CoRL", 2023), ("CoRL", 2019)]
    assert filled(papers(), "listing.txt", year=2020) == [
        ("ICLR", 2025), ("ICLR", None), ("NeurIPS", None), (None, 2020), (None, 2019)]
    # a year given alone applies to the file name's venue
    assert filled(papers(), "wacv2024.json", year=2023)[3] == ("WACV", 2023)


RECORDS = [
    dict(id="r1", title="Safe Navigation", track="main", status="Poster", author="Zhan Gao;Guang Yang;Amanda Prorok",
         aff=";University of Cambridge;University of Cambridge", abstract="We give provably safe multi-agent "
         "navigation in unknown environments with control barrier functions.", primary_area="",
         site="https://openreview.net/forum?id=0M7JiV1GFN", extra={"nested": [1, 2.5, None]}, note="ünïcode ✓"),
    dict(id="r2", title="Fast Planning", track="Datasets", status="Oral", author="Tobia Marcucci; Mathew Halm",
         aff="Amazon Robotics; Amazon Robotics", abstract="A biconvex method for minimum-time motion planning "
         "through sequences of convex sets."),
]


def rows(engine, sql: str) -> list[tuple]:
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text(sql))]


def test_venue_track_status_affiliations_and_the_record_are_stored(engine, tmp_path):
    src = tmp_path / "ICRA_2023.json"
    src.write_text(json.dumps(RECORDS, ensure_ascii=False), encoding="utf-8")
    assert ingest(engine, [str(src)]).status == "ok"
    assert rows(engine, "SELECT external_id, venue, year, track, status, affiliations FROM v_papers "
                        "ORDER BY position") == [
        ("r1", "ICRA", 2023, "main", "Poster", "University of Cambridge"),
        ("r2", "ICRA", 2023, "Datasets", "Oral", "Amazon Robotics"),
    ]
    assert rows(engine, "SELECT name, year, track FROM venues ORDER BY track") == [
        ("ICRA", 2023, "Datasets"), ("ICRA", 2023, "main")]
    # the paper-level venue, as the fact views and v_paper_changes show it
    assert rows(engine, "SELECT venue, year FROM v_paper_changes ORDER BY paper_id") == [("ICRA", 2023)] * 2
    assert rows(engine, "SELECT p.external_id, a.position, a.author, a.affiliation FROM v_paper_affiliations a "
                        "JOIN v_papers p ON p.paper_id = a.paper_id ORDER BY p.external_id, a.position") == [
        ("r1", 1, "Guang Yang", "University of Cambridge"), ("r1", 2, "Amanda Prorok", "University of Cambridge"),
        ("r2", 0, "Tobia Marcucci", "Amazon Robotics"), ("r2", 1, "Mathew Halm", "Amazon Robotics"),
    ]
    assert rows(engine, "SELECT COUNT(*) FROM affiliations") == [(2,)]
    # nothing given is lost: the record as read, fields no column holds included
    records = [json.loads(r[0]) for r in rows(engine, "SELECT record FROM v_papers ORDER BY position")]
    assert records == RECORDS


def test_ingest_venue_and_year_options(tmp_path):
    db = tmp_path / "x.db"
    listing = tmp_path / "listing.txt"
    listing.write_text("Paper search\n\nOptimization\n\nJonas Berg, Lena Vogel\n\nWe study stochastic bilevel "
                       "optimization and give the first single-loop method with optimal sample complexity.\n",
                       encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "extractor.cli", "ingest", str(listing), "--db", f"sqlite:///{db}",
                          "--venue", "icra", "--year", "2023"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    from extractor.db.engine import open_engine

    engine = open_engine(f"sqlite:///{db}")
    assert rows(engine, "SELECT venue, year, track, status FROM v_papers") == [("ICRA", 2023, None, None)]
    engine.dispose()
