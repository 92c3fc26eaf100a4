"""OpenReview notes, API v1 and v2, wrapped in {"notes": [...]} or as a bare list."""

import json

from tests.sources import FIXTURES, detected, ids, papers


def test_v1_notes_map_venue_year_decision_and_code():
    assert detected(FIXTURES / "openreview_v1.json") == "openreview"
    first, second = papers(FIXTURES / "openreview_v1.json")
    assert first.title == "A Closer Look at Few-shot Classification"
    assert first.authors == ["Wei-Yu Chen", "Yen-Cheng Liu", "Zsolt Kira", "Yu-Chiang Frank Wang", "Jia-Bin Huang"]
    assert first.keywords == ["few shot classification", "meta-learning"]
    assert first.field_links == ["https://github.com/wyharveychen/CloserLookFewShot"]
    assert (first.venue, first.year, first.status) == ("ICLR", 2019, "Poster")
    assert ids(first) == {"openreview": "HkxLXnAcFQ"}
    assert first.url == "https://openreview.net/forum?id=HkxLXnAcFQ"
    assert second.status == "Oral"


def test_v2_values_are_unwrapped_and_the_track_read_from_venueid():
    assert detected(FIXTURES / "openreview_v2.json") == "openreview"
    first, second = papers(FIXTURES / "openreview_v2.json")
    assert first.authors == ["Timothée Darcet", "Maxime Oquab", "Julien Mairal", "Piotr Bojanowski"]
    assert first.categories[0].area.startswith("representation learning for computer vision")
    assert (first.venue, first.year, first.status) == ("ICLR", 2024, "oral")
    assert (second.venue, second.year, second.track, second.status) == (
        "NeurIPS", 2023, "Datasets and Benchmarks", "Poster")
    assert first.record["content"]["title"] == {"value": "Vision Transformers Need Registers"}


def test_v2_notes_one_per_line(tmp_path):
    notes = json.loads((FIXTURES / "openreview_v2.json").read_text())
    f = tmp_path / "notes.jsonl"
    f.write_text("".join(json.dumps(n) + "\n" for n in notes))
    assert detected(f) == "openreview"
    assert [p.external_id for p in papers(f)] == ["2dnO3LLiJ1", "Zx1Tab2023"]
