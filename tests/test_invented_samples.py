"""The extractors on abstracts of venues the project had no text from (``tests/samples/invented/``).

240 abstracts in the style of NeurIPS, KDD, MICCAI, Interspeech, EMNLP, CoRL, WACV, ICCV,
IROS, NAACL, ICML, SIGIR, ICASSP (``setA``-``setE``), ACM Multimedia, BMVC, ISBI (``setF``),
The Web Conference, RecSys, CIKM (``setG``), COLING, IJCAI and MLSys (``setH``), written and
annotated under GUIDELINES.md by readers who never saw the extractor or its output (see the
samples' README).  Each set was scored held out first (docs/quality.md: results F1 0.862
over the first three, 0.890 on setE, 0.840 on setD in the ninth round; 0.905 on setG and
setH and 0.895 on setF, the last one read, in the tenth), then used for rule work; this
test keeps the figures reached since from sliding back.  Scored the way ``extractor
evaluate`` scores: the files are ingested into a fresh SQLite database and read back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from extractor.db.engine import open_engine
from extractor.evaluate import load_gold, predictions, score
from extractor.pipeline import ingest

SAMPLES = Path(__file__).parent / "samples" / "invented"
SETS = ("setA", "setB", "setC", "setD", "setE", "setF", "setG", "setH")

# field: (precision, recall) floors over the sets together
# (today, the eight sets: datasets 0.975 / 0.968, artifacts 0.981 / 0.981, results 0.962 / 0.917)
FLOORS = {
    "datasets": (0.965, 0.96),
    "artifacts": (0.97, 0.97),
    "results": (0.955, 0.91),
}
# (today: kind 0.929, role 0.969, qualifier 0.963, metric 0.819, dataset 0.887, baseline 0.824)
ATTRIBUTE_FLOORS = {"kind": 0.92, "role": 0.96, "qualifier": 0.955, "metric": 0.81, "dataset": 0.88, "baseline": 0.815}


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    gold: dict[str, dict] = {}
    for name in SETS:
        gold.update(load_gold(str(SAMPLES / f"{name}_gold.jsonl")))
    engine = open_engine(f"sqlite:///{tmp_path_factory.mktemp('invented') / 'eval.db'}")
    try:
        ingest(engine, [str(SAMPLES / f"{name}.json") for name in SETS])
        return score(gold, predictions(engine))
    finally:
        engine.dispose()


@pytest.mark.parametrize("field", sorted(FLOORS))
def test_names_and_numbers_on_the_invented_venues(report, field):
    got = report.fields[field]
    precision, recall = FLOORS[field]
    assert got.precision >= precision and got.recall >= recall, (field, got.as_dict())


@pytest.mark.parametrize("attr", sorted(ATTRIBUTE_FLOORS))
def test_result_attributes_on_the_invented_venues(report, attr):
    correct, total = report.attributes[f"results.{attr}"]
    assert correct / total >= ATTRIBUTE_FLOORS[attr], (attr, correct, total)


def test_every_invented_paper_is_scored(report):
    assert report.fields["papers"].tp == 30 * len(SETS)
