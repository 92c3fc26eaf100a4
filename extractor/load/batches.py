"""A file's outcome and the bookkeeping of its batches in flight.

Kept apart from the loader so the pipeline can report outcomes without the writer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone

from extractor.records import Paper, Rejection


def now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(slots=True)
class SourceOutcome:
    name: str
    path: str
    status: str  # ingested | skipped | rejected | failed (could not be read: retried next run)
    papers: int = 0
    papers_new: int = 0
    papers_known: int = 0
    papers_updated: int = 0  # known papers whose title, authors, categories, links or venue changed
    papers_removed: int = 0  # soft-deleted: no file holds them any more
    rejections: list[Rejection] = field(default_factory=list)
    size: int = 0  # bytes of the file: progress counts them once it is done

    @property
    def rejected(self) -> int:
        """Rejected records, counting those summarised past the detail cap."""
        extra = getattr(self.rejections, "extra", 0)
        return len(self.rejections) + (extra - 1 if extra else 0)


class _Ids:
    """Read-only view over committed and pending id maps."""

    __slots__ = ("a", "b")

    def __init__(self, a: dict, b: dict):
        self.a, self.b = a, b

    def __getitem__(self, key):
        v = self.a.get(key)
        return self.b[key] if v is None else v

    def get(self, key, default=None):
        v = self.a.get(key)
        return self.b.get(key, default) if v is None else v


class _Rejections(list):
    extra = 0


# extract(papers) -> thunk returning the papers extracted (maybe computed elsewhere)
Submit = Callable[[list[Paper]], Callable[[], list[Paper]]]


@dataclass(slots=True)
class _Batch:
    ids: list[int | None]  # of the papers sent to extraction, None where a concurrent run stored it first
    result: Callable[[], list[Paper]]
    replace: bool = False  # facts of stored papers re-extracted (their links were corrected): replace them


def _NOTHING() -> list[Paper]:
    return []


def _ready(result: Callable[[], list[Paper]]) -> bool:
    """Whether ``result()`` would return without waiting (a plain thunk always does)."""
    done = getattr(result, "done", None)
    return done is None or done()
