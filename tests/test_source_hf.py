"""Hugging Face daily papers: paper.*, githubRepo and projectPage on the paper or the item."""

from tests.sources import FIXTURES, detected, ids, papers


def test_daily_papers_map_summary_authors_and_links():
    assert detected(FIXTURES / "hf_daily.json") == "hf-daily"
    first, second = papers(FIXTURES / "hf_daily.json")
    assert first.abstract == ("We propose SparseMoA, a mixture of low-rank adapters routed per token. "
                              "On GLUE, SparseMoA improves the average score by 1.8 points over LoRA.")
    assert first.authors == ["Ana Souza", "Kenji Watanabe"]
    assert first.field_links == ["https://github.com/asouza/sparse-moa", "https://asouza.github.io/sparse-moa/"]
    assert ids(first) == {"arxiv": "2401.12345"} and first.year == 2024
    assert second.field_links == ["https://github.com/liwei/tiny-diffusion"]  # githubRepo on the item
