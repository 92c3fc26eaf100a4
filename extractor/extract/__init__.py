"""Extractors: pure functions from text to typed records with character spans."""
