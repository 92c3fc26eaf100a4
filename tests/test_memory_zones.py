"""Extraction inside spaCy memory zones: same facts, and new words are not kept.

Once a process has extracted ``WARM_PAPERS`` papers it extracts each batch inside
``Language.memory_zone`` so that the lexemes and strings of words it meets once do not
pile up over a long run.  Switching to zones is for the whole process, so each case runs
in a fresh interpreter with the warm-up set to 0 (zones from the first batch: the
hardest case, every catalog pattern and cue word is first met inside a zone).
"""

import json
import subprocess
import sys

from extractor.extract.paper import extract_paper
from extractor.records import Paper
from tests.conftest import CORPUS, ROOT, SEEDS, need_shared

_FACTS = """
import json, sys
import extractor.extract.paper as P
from extractor.records import Paper
from extractor.sources import discover, inspect_file, read_papers
P.WARM_PAPERS = int(sys.argv[1])
papers = [p for f in discover(sys.argv[2:]) for p in read_papers(inspect_file(f)) if isinstance(p, Paper)]
for i in range(0, len(papers), 100):
    P.extract_papers(papers[i : i + 100])
assert P._zoning == (P.WARM_PAPERS == 0)
print(json.dumps([[repr(p.links), repr(p.datasets), repr(p.artifacts), repr(p.results)] for p in papers]))
"""


def _run(code: str, *args: str) -> str:
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_facts_extracted_inside_memory_zones_equal_those_outside():
    need_shared()
    zoned = json.loads(_run(_FACTS, "0", str(SEEDS), str(CORPUS)))
    from extractor.sources import discover, inspect_file, read_papers

    papers = [p for f in discover([str(SEEDS), str(CORPUS)]) for p in read_papers(inspect_file(f))
              if isinstance(p, Paper)]
    plain = [[repr(p.links), repr(p.datasets), repr(p.artifacts), repr(p.results)] for p in map(extract_paper, papers)]
    assert len(zoned) == len(plain) > 1500
    assert zoned == plain


_NEW_WORDS = """
import json, sys
import extractor.extract.paper as P
from extractor.components.result_cues import _matchers
from extractor.nlp import get_nlp
from extractor.records import Paper
P.WARM_PAPERS = int(sys.argv[1])
strings = get_nlp().vocab.strings

def batch(tag):
    return [Paper(abstract=f"We propose Quor{tag}vex{i}, a solver that improves accuracy on ImageNet by "
                  f"{i % 9 + 1}.5% over Blen{tag}dar{i} and reduces cost by{'  ' if i % 2 else ' '}3x.", position=i)
            for i in range(50)]  # two spaces: half the windows are read from a spaCy Doc

P.extract_papers(batch("a"))  # warm
known, seen = len(strings), len(_matchers(get_nlp().vocab).seen)
out = P.extract_papers(batch("b"))
print(json.dumps(dict(
    names=sorted({a.name for p in out for a in p.artifacts}),
    results=sum(len(p.results) for p in out),
    added=len(strings) - known,
    seen_added=len(_matchers(get_nlp().vocab).seen) - seen,
    kept=sum(w in strings for i in range(50) for w in (f"Quorbvex{i}", f"Blenbdar{i}")),
)))
"""


def test_words_met_inside_a_memory_zone_are_not_kept():
    zoned = json.loads(_run(_NEW_WORDS, "0"))
    assert len(zoned["names"]) == 50 and zoned["results"] >= 100  # the facts are there...
    assert zoned["kept"] == 0 and zoned["added"] == 0  # ...the new words are not
    assert zoned["seen_added"] == 0  # nor the cue learner's record of them


def test_before_warm_up_new_words_are_kept_for_the_tokenizer_cache():
    plain = json.loads(_run(_NEW_WORDS, str(10**9)))
    assert len(plain["names"]) == 50
    assert plain["kept"] == 100 and plain["seen_added"] > 0


_LATE_MATCHER = """
import extractor.extract.paper as P
from extractor.records import Paper
P.WARM_PAPERS = 0
# two spaces in the cue window: the one kind of window still tokenized and matched by spaCy
text = "We propose  Zarvex, a new model for parsing. Zarvex improves accuracy by 2%."
for zone in range(3):
    [paper] = P.extract_papers([Paper(abstract=text, position=0)])
    assert [a.name for a in paper.artifacts] == ["Zarvex"], paper.artifacts
print("ok")
"""


def test_the_artifact_cue_matcher_first_needed_inside_a_zone_keeps_its_labels():
    """What broke: the cue windows of artifacts stopped needing the spaCy Matcher except in
    rare windows, so ``warm_up`` no longer built it; the first such window inside a memory
    zone built it there, its label strings were dropped with the zone, and the next zone's
    match failed with spaCy's E018 (can't retrieve string for hash)."""
    assert _run(_LATE_MATCHER).strip() == "ok"


_LATE_RESULT_CUES = """
import extractor.extract.paper as P
from extractor.records import Paper
P.WARM_PAPERS = 0
# two spaces in the number's window: the one kind of window still read from a spaCy Doc
text = "We propose Zarvex, which improves accuracy  by up to 2.1% over  the baseline on ImageNet."
for zone in range(3):
    [paper] = P.extract_papers([Paper(abstract=text, position=0)])
    [r] = paper.results
    assert (r.value, r.kind, r.qualifier) == (2.1, "improvement", "up to"), paper.results
print("ok")
"""


def test_a_result_window_read_from_a_doc_inside_zones_keeps_its_cues():
    """The numbers' cue windows are read without spaCy except rare ones (here: two spaces);
    such a window met only inside memory zones still finds its hedge, kind and baseline
    cues, zone after zone."""
    assert _run(_LATE_RESULT_CUES).strip() == "ok"


_WARM_STRINGS = """
import extractor.extract.paper as P
from extractor.components import result_cues
from extractor.extract.artifacts import matcher
from extractor.nlp import get_nlp
P.warm_up()
strings = get_nlp().vocab.strings
known = len(strings)
matcher._matcher()
result_cues._matchers(get_nlp().vocab)
print(len(strings) - known)
"""


def test_warm_up_builds_the_matchers_that_most_windows_no_longer_need():
    """What broke (twice): the artifacts' and then the numbers' cue windows stopped needing
    spaCy's matchers except in rare windows, so the warm-up's paper no longer built them and
    the first rare window did, late in a run, perhaps inside a memory zone that then drops
    the strings they interned (for artifacts: spaCy's E018 on the next zone).  Everything
    the matchers intern belongs to the warm-up."""
    assert _run(_WARM_STRINGS).strip() == "0"
