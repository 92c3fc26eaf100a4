"""Papers with Code dumps, joined with the links file when both are given in one run."""

from sqlalchemy import text

from extractor.pipeline import ingest
from tests.sources import FIXTURES, detected, ids, papers, read

PAPERS = FIXTURES / "pwc" / "papers-with-abstracts.json"
LINKS = FIXTURES / "pwc" / "links-between-papers-and-code.json"


def test_papers_map_ids_tasks_and_authors():
    assert detected(PAPERS) == "pwc"
    resnet, adam = papers(PAPERS)
    assert ids(resnet) == {"arxiv": "1512.03385", "pwc": "deep-residual-learning-for-image"}
    assert resnet.keywords == ["Image Classification", "Object Detection"]
    assert resnet.authors == ["Kaiming He", "Xiangyu Zhang", "Shaoqing Ren", "Jian Sun"]
    assert (resnet.year, resnet.field_links) == (2015, [])  # no links file in this run


def test_the_links_file_adds_the_official_repository_when_given_in_the_same_run():
    resnet, adam = papers(PAPERS, run=[FIXTURES / "pwc"])
    assert resnet.field_links == ["https://github.com/KaimingHe/deep-residual-networks"]
    assert len(resnet.record["links-between-papers-and-code"]) == 2  # every joined row is kept
    assert adam.field_links == []


def test_the_links_file_alone_is_recorded_without_papers_or_rejections():
    assert detected(LINKS) == "pwc-links"
    assert read(LINKS) == []


def test_ingesting_the_dump_folder_stores_the_join(engine):
    summary = ingest(engine, [str(FIXTURES / "pwc")])
    assert (summary.files_ingested, summary.papers_new, summary.files_rejected) == (2, 2, 0)
    with engine.connect() as conn:
        repos = conn.execute(text("SELECT owner, repo FROM v_paper_links WHERE kind = 'code'")).all()
    assert [tuple(r) for r in repos] == [("KaimingHe", "deep-residual-networks")]
