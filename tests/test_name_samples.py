"""Datasets and artifacts on the hand-annotated corpus samples (``tests/samples/``).

The rules for names are written against these samples, never against the dev set; this
test keeps them from sliding back.  The scoring is ``extractor.evaluate``'s own."""

from __future__ import annotations

from pathlib import Path

import pytest

from extractor.evaluate import Report, _score_named
from tests.shared_corpus import SHARED, annotated_samples

SAMPLES = Path(__file__).parent / "samples" / "corpus_names_gold.jsonl"
CORPUS = SHARED / "corpus"

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="shared corpus absent")


def _report() -> Report:
    report = Report()
    for gold, paper in annotated_samples(SAMPLES):
        _score_named(report, "datasets", gold["id"], gold["datasets"],
                     [dict(name=d.name, mention=d.mention, role=d.role) for d in paper.datasets])
        _score_named(report, "artifacts", gold["id"], gold["artifacts"],
                     [dict(name=a.name, type=a.type) for a in paper.artifacts])
    return report


@pytest.fixture(scope="module")
def report() -> Report:
    return _report()


# (floors lowered on 2026-12-03, fifth round: 280 papers joined, held out at figures below
# those of the samples the earlier rules were written on; artifacts again in the sixth
# round, when 80 more joined with held-out artifact recall .59-.63; see docs/quality.md)
def test_datasets_on_the_samples(report):
    s = report.fields["datasets"]
    assert s.precision >= 0.95 and s.recall >= 0.94 and s.f1 >= 0.96, s.as_dict()


def test_artifacts_on_the_samples(report):
    s = report.fields["artifacts"]
    assert s.precision >= 0.95 and s.recall >= 0.85 and s.f1 >= 0.90, s.as_dict()
