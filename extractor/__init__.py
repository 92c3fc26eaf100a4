"""extractor: scraped ML paper listings -> a relational database of facts."""

__version__ = "0.1.0"
