"""``Area · Subarea`` lines -> categories."""

from __future__ import annotations

from extractor.records import Category

SEPARATORS = ("·", "•", "›", ">", "/")


def parse_category(line: str) -> list[Category]:
    """One category path per line; a subarea may contain commas, so never split on them."""
    text = line.strip()
    if not text:
        return []
    for sep in ("·", "•", "›"):
        if sep in text:
            area, _, sub = text.partition(sep)
            area, sub = area.strip(), sub.strip()
            if not area:
                return []
            return [Category(area, sub or None)]
    return [Category(text, None)]
