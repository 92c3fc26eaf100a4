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


# --- render records as a listing, read them back ----------------------------------------
_NAME = st.builds(lambda a, b: f"{a} {b}", st.sampled_from(["Ada", "Wei", "José", "Zoë", "Jan", "Priya", "Kurt"]),
                  st.sampled_from(["Lovelace", "Chen", "García", "Müller", "van der Berg", "Natarajan", "Gödel"]))
_AREA_WORD = st.sampled_from(["Knowledge", "Representation", "and", "Reasoning", "Domain(s)", "Of", "Application",
                              "Machine", "Learning", "I", "Speech", "Natural", "Language", "Processing", "for",
                              "Vision", "Robotics", "Planning,", "Routing,", "Scheduling", "the", "Humans", "AI"])
_AREA = st.lists(_AREA_WORD, min_size=1, max_size=6).map(" ".join).filter(lambda a: a[0].isupper())
_TITLE = st.lists(st.sampled_from(["Learning", "to", "Rank", "with", "Sparse", "Mixtures", "of", "Adapters:",
                                   "a", "Study", "Graph", "Networks", "for", "Robust", "Control"]),
                  min_size=2, max_size=12).map(" ".join).map(lambda t: t[0].upper() + t[1:])
_SENTENCE = st.lists(st.sampled_from(["we", "propose", "a", "method", "that", "improves", "accuracy", "on",
                                      "benchmarks", "by", "large", "margins", "and", "study", "its", "limits"]),
                     min_size=6, max_size=25).map(lambda w: " ".join(w).capitalize() + ".")
_RECORD = st.fixed_dictionaries({
    "title": st.none() | _TITLE,
    "area": st.none() | _AREA | st.tuples(_AREA, _AREA).map(lambda p: f"{p[0]} · {p[1]}"),
    "authors": st.lists(_NAME, min_size=1, max_size=6, unique=True),  # a list said twice is said once
    "abstract": st.lists(_SENTENCE, min_size=1, max_size=4).map(" ".join),
})


def _render(records, titles: bool, blanks: bool) -> str:
    sep = "\n\n" if blanks else "\n"
    parts = ["Paper search"]
    for r in records:
        if titles:
            parts.append(r["title"])
        if r["area"]:
            parts.append(r["area"])
        parts += [", ".join(r["authors"]), r["abstract"]]
    return sep.join(parts) + "\n"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_RECORD, min_size=1, max_size=8), st.booleans(), st.booleans())
def test_a_rendered_listing_reads_back_as_the_same_papers(records, titles, blanks):
    """With or without titles, areas (lone or with a subarea, in title-case words with
    small words), blank lines, one-author lines.  A listing that shows titles shows an
    area with one of its first papers: until then a lone title and a lone area are the
    same line, and the file's shape decides (see ``segment``)."""
    if titles:
        records = [{**r, "title": r["title"] or "Untitled Study of Things"} for r in records]
        records[0]["area"] = records[0]["area"] or "Machine Learning"
    text = _render(records, titles, blanks)
    got = list(segment_lines(enumerate(text.splitlines(), 1)))
    expected = [(r["title"] if titles else None, r["area"], r["authors"], r["abstract"]) for r in records]
    read_back = [
        (p.title, " · ".join(filter(None, (p.categories[0].area, p.categories[0].subarea))) if p.categories else None,
         p.authors, p.abstract)
        for p in got
    ]
    assert read_back == expected
