"""The library facade (``extractor.ingest``, ``extract``, ``open_db``): the README's example
runs as a user would run it and prints what its comments say; the calls behave as the
commands do."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

import extractor
from tests.conftest import EXAMPLES, ROOT

BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)


def expected_output(block: str) -> list[str]:
    """What each ``print`` shows, written as a comment at its end or on the line after."""
    lines = block.splitlines()
    out = []
    for i, line in enumerate(lines):
        if line.lstrip().startswith("print("):
            comment = line.split("  # ", 1)[1] if "  # " in line else lines[i + 1].lstrip()[2:]
            out.append(comment.strip())
    return out


def test_the_readme_has_a_library_example():
    assert BLOCKS and all(f"extractor.{name}(" in BLOCKS[0] for name in ("ingest", "extract", "open_db"))


@pytest.mark.parametrize("block", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_readme_python_example_prints_what_it_says(block, tmp_path):
    (tmp_path / "examples").symlink_to(EXAMPLES)
    res = subprocess.run([sys.executable, "-c", block], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    assert res.stdout.splitlines() == expected_output(block)


def test_ingest_takes_an_engine_or_a_url_and_one_path_or_many(tmp_path):
    url = f"sqlite:///{tmp_path / 'x.db'}"
    first = extractor.ingest(EXAMPLES / "feed.txt", db=url)
    assert (first.files_ingested, first.papers_new) == (1, 3)
    engine = extractor.open_db(url)
    again = extractor.ingest([str(EXAMPLES / "feed.txt"), EXAMPLES / "papers.json"], db=engine)
    assert (again.files_skipped, again.files_ingested) == (1, 1)
    with engine.connect() as conn:  # the caller's engine is left open
        assert conn.exec_driver_sql("SELECT COUNT(*) FROM papers").scalar() == 6
    engine.dispose()


def test_open_db_without_create_refuses_a_missing_database(tmp_path):
    from extractor.db.engine import DatabaseMissing, DatabaseURLError

    with pytest.raises(DatabaseMissing):
        extractor.open_db(f"sqlite:///{tmp_path / 'typo.db'}", create=False)
    assert not (tmp_path / "typo.db").exists()
    with pytest.raises(DatabaseURLError):
        extractor.open_db("mysql://user@host/db")


def test_extract_is_pure_and_takes_structured_links():
    text = "We release CodeX, a benchmark for code repair; accuracy improves by 4.5% over GPT-4."
    paper = extractor.extract(text, links=["github.com/someone/codex"])
    assert [(link.url, link.kind, link.start) for link in paper.links] == [
        ("https://github.com/someone/codex", "code", None)]
    assert all(text[r.start:r.end] == r.text for r in paper.results)
    assert extractor.extract(text).results == paper.results


def test_extract_reads_the_lead_name_of_a_title():
    text = "QuillNet routes each frame to one expert and matches dense models."
    assert [a.name for a in extractor.extract(text, title="QuillNet: Sparse Routing").artifacts] == ["QuillNet"]
    assert extractor.extract(text).artifacts == []
