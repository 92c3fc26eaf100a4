"""The input format names (``--format``), importable without loading any reader."""

FORMATS = (
    "auto", "listing", "feed", "json", "jsonl", "csv", "bibtex", "arxiv-atom", "arxiv-oai", "arxiv-jsonl",
    "openreview", "hf-daily", "s2", "pwc", "pwc-links",
)
