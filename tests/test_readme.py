"""The README's SQL examples run on both databases (they are what users copy first)."""

import re

import pytest
from sqlalchemy import text

from extractor.pipeline import ingest
from tests.conftest import EXAMPLES, ROOT

BLOCKS = re.findall(r"```sql\n(.*?)```", (ROOT / "README.md").read_text(), re.S)


def test_readme_has_sql_examples():
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("sql", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_readme_sql_runs(engine, sql):
    ingest(engine, [str(EXAMPLES)])
    with engine.connect() as conn:
        rows = conn.execute(text(sql)).all()
    assert rows  # every example has an answer on the bundled examples
