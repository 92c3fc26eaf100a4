"""Segmentation of the two text formats into papers."""

import pytest

from extractor.segment import is_prose, segment_lines
from tests.conftest import SEEDS, need_shared

ABSTRACT = (
    "We study the problem of learning robust classifiers under distribution shift. "
    "Our method improves accuracy on several benchmarks."
)


def papers(text: str, fmt: str = "auto"):
    return list(segment_lines(enumerate(text.splitlines(), 1), fmt))


@pytest.mark.parametrize(("name", "count"), [("000_", 20), ("004_", 120)])
def test_seed_files_segment_into_exact_paper_counts(name, count):
    need_shared()
    (path,) = [p for p in SEEDS.iterdir() if p.name.startswith(name)]
    with open(path, encoding="utf-8-sig") as fh:
        got = list(segment_lines(enumerate(fh, 1)))
    assert len(got) == count
    assert [p.position for p in got] == list(range(count))


def test_listing_with_blank_lines():
    got = papers(f"Header\n\nDeep Learning · Robustness\n\nAda Lovelace, Alan Turing\n\n{ABSTRACT}\n")
    assert len(got) == 1
    assert got[0].authors == ["Ada Lovelace", "Alan Turing"]
    assert (got[0].categories[0].area, got[0].categories[0].subarea) == ("Deep Learning", "Robustness")
    assert got[0].abstract == ABSTRACT


def test_listing_without_blank_lines():
    text = f"Header\nTheory · Learning Theory\nA B, C D\n{ABSTRACT}\nOptimization\nE F\n{ABSTRACT} Second.\n"
    got = papers(text)
    assert [p.authors for p in got] == [["A B", "C D"], ["E F"]]
    assert [p.categories[0].area for p in got] == ["Theory", "Optimization"]


def test_lone_area_gives_null_subarea():
    (p,) = papers(f"H\n\nOptimization\n\nA B, C D\n\n{ABSTRACT}")
    assert (p.categories[0].area, p.categories[0].subarea) == ("Optimization", None)


def test_subarea_may_contain_commas():
    (p,) = papers(f"H\n\nApplications · Neuroscience, Cognitive Science\n\nA B\n\n{ABSTRACT}")
    assert p.categories[0].subarea == "Neuroscience, Cognitive Science"


def test_paper_without_category_line():
    got = papers(f"H\n\nTheory\n\nA B\n\n{ABSTRACT}\n\nC D, E F\n\n{ABSTRACT} More.")
    assert got[1].categories == []
    assert got[1].authors == ["C D", "E F"]


@pytest.mark.parametrize("marker", ["等", "et al.", "...", "…", "et al"])
def test_truncated_author_lists_are_flagged(marker):
    (p,) = papers(f"H\n\nA B, C D {marker}\n\n{ABSTRACT}")
    assert p.authors == ["A B", "C D"]
    assert p.authors_truncated


def test_feed_paragraphs_are_abstracts_without_metadata():
    got = papers(f"Daily Papers\n\n{ABSTRACT}\n\n{ABSTRACT} Again.\n")
    assert len(got) == 2
    assert all(p.authors == [] and p.categories == [] for p in got)


def test_wrapped_abstract_lines_are_joined():
    (p,) = papers("H\n\nA B\n\nWe study the problem of learning robust classifiers under\n"
                  "distribution shift and improve accuracy.")
    assert p.abstract == ("We study the problem of learning robust classifiers under "
                          "distribution shift and improve accuracy.")


def test_forced_feed_format_takes_every_paragraph_as_abstract():
    got = papers(f"Daily Papers\n\n{ABSTRACT}\n\nShort Title Case Line\n", fmt="feed")
    assert len(got) == 2


def test_long_author_lists_are_not_prose():
    names = ", ".join(f"Author{i} Name{i}" for i in range(60))
    assert not is_prose(names)
    assert is_prose(ABSTRACT)


@pytest.mark.parametrize("area", ["Domain(s) Of Application", "Knowledge Representation and Reasoning",
                                  "Speech and Natural Language Processing", "Planning, Routing, and Scheduling"])
def test_aaai_lone_areas_of_title_case_words_with_a_small_word_are_categories(area):
    got = papers(f"论文检索\n\n{area}\n\nPeining Zhen, Ziyang Gao\n\n{ABSTRACT}\n\n"
                 f"Machine Learning I\n\nA B, C D\n\n{ABSTRACT} Second.\n")
    assert [(p.categories[0].area, p.authors) for p in got] == [
        (area, ["Peining Zhen", "Ziyang Gao"]), ("Machine Learning I", ["A B", "C D"])]


def test_icra_author_lists_printed_twice_are_stored_once():
    (p,) = papers(f"H\n\nRobotics\n\nA B, C D, E F, A B, C D, E F\n\n{ABSTRACT}")
    assert p.authors == ["A B", "C D", "E F"]


def test_a_listing_showing_titles_reads_the_line_before_the_authors_as_a_title():
    got = papers(f"H\n\nLearning to Rank with Sparse Mixtures\n\nKnowledge Representation and Reasoning\n\nA B\n\n"
                 f"{ABSTRACT}\n\nGraph Networks for Robust Control\n\nC D\n\n{ABSTRACT} Second.\n")
    assert [(p.title, [c.area for c in p.categories]) for p in got] == [
        ("Learning to Rank with Sparse Mixtures", ["Knowledge Representation and Reasoning"]),
        ("Graph Networks for Robust Control", [])]


def test_names_with_particles_are_an_authors_line_not_a_wrapped_abstract():
    (p,) = papers(f"H\nAda van der Berg, Wei van der Berg, Jan de la Cruz\n{ABSTRACT}\n")
    assert p.authors == ["Ada van der Berg", "Wei van der Berg", "Jan de la Cruz"]
    assert p.abstract == ABSTRACT


def test_the_block_is_kept_as_the_record():
    (p,) = papers(f"H\n\nOptimization\n\nA B\n\n{ABSTRACT}\n")
    assert p.record == {"lines": ["Optimization", "A B", ABSTRACT]}
