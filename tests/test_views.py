"""The public SQL interface: view columns, in order, on both databases."""

import pytest
from sqlalchemy import text

from extractor.db.engine import migrate

CONTRACT = {
    "v_papers": ["paper_id", "source_name", "position", "external_id", "title", "abstract", "authors_truncated"],
    "v_paper_authors": ["paper_id", "position", "name"],
    "v_paper_categories": ["paper_id", "area", "subarea"],
    "v_paper_links": ["paper_id", "url", "kind", "host", "owner", "repo", "promised"],
    "v_paper_datasets": ["paper_id", "dataset", "mention", "role", "start_char", "end_char"],
    "v_paper_artifacts": ["paper_id", "name", "type", "start_char", "end_char"],
    "v_results": ["paper_id", "text", "value", "value_high", "unit", "kind", "role", "qualifier",
                  "metric", "dataset", "baseline", "start_char", "end_char"],
}


@pytest.mark.parametrize("view", sorted(CONTRACT))
def test_view_columns_start_with_the_contract(engine, view):
    migrate(engine)
    with engine.connect() as conn:
        columns = list(conn.execute(text(f"SELECT * FROM {view} WHERE 1 = 0")).keys())
    assert columns[: len(CONTRACT[view])] == CONTRACT[view]
