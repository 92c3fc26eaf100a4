"""Property-based: segmentation and reading never crash and keep every character."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from extractor.extract.links import links_in_text
from extractor.segment import segment_lines

lines = st.lists(
    st.one_of(
        st.text(max_size=300),
        st.sampled_from([
            "", "Deep Learning · Robustness", "Optimization", "A B, C D 等", "X Y et al.",
            "We propose a method that improves accuracy by 3.2% on ImageNet.",
            "See https://github.com/a/b). Code will be released at www.x.org.",
        ]),
    ),
    max_size=40,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines, st.sampled_from(["auto", "feed"]))
def test_segmentation_never_crashes_and_abstracts_come_from_the_input(raw, fmt):
    numbered = list(enumerate(raw, 1))
    papers = list(segment_lines(numbered, fmt))
    assert [p.position for p in papers] == list(range(len(papers)))
    joined = " ".join(line.strip() for line in raw)
    for p in papers:
        assert p.abstract.strip()
        for piece in p.abstract.split(" "):
            assert piece in joined


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=500))
def test_link_spans_are_inside_the_text(text):
    for link in links_in_text(text):
        assert 0 <= link.start < link.end <= len(text)
        assert text[link.start:link.end].replace(" ", "") in link.url  # stray spaces are joined
