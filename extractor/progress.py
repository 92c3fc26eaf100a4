"""How far an ingest is: bytes done of a total known up front, percent and ETA.

The total is the size of every file found, summed after the paths are walked and before
the first file is read; a file counts once it is done (skipped files at once).  The same
figures go to the progress bar on a terminal and into the JSON log lines a scheduler
reads.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class Progress:
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.started = clock()
        self.total: int | None = None
        self.files = 0
        self.done = 0

    def start(self, files: int, total: int | None) -> None:
        self.started, self.files, self.total, self.done = self.clock(), files, total, 0

    def advance(self, nbytes: int) -> None:
        self.done += nbytes

    @property
    def percent(self) -> float | None:
        if self.total is None:
            return None
        return 100.0 if self.total == 0 else round(100.0 * min(self.done, self.total) / self.total, 1)

    @property
    def eta_seconds(self) -> float | None:
        """Seconds left at the rate so far; None before anything is done or without a total."""
        if self.total is None or self.done <= 0:
            return None
        elapsed = self.clock() - self.started
        return round(elapsed * max(self.total - self.done, 0) / self.done, 1)

    def figures(self) -> dict:
        return dict(bytes_done=self.done, bytes_total=self.total, percent=self.percent,
                    eta_seconds=self.eta_seconds)
