"""SIGTERM handled like Ctrl-C.

systemd, cron wrappers and container runtimes stop a job with SIGTERM; Python's default
for it ends the process on the spot, leaving the run ``running`` in the ledger and no
message.  ``Terminated`` is a ``KeyboardInterrupt``, so everything that already cleans up
after Ctrl-C does the same for it: the file being loaded is rolled back, the run is
marked interrupted, worker processes are stopped.  Kept apart from the pipeline so the
command line can install it before anything heavy is imported.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Terminated(KeyboardInterrupt):
    """The process was sent SIGTERM."""


def _raise_terminated(signum, frame) -> None:  # noqa: ARG001
    # once: a second SIGTERM while cleaning up must not cut the clean-up short
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise Terminated()


@contextmanager
def sigterm_raises() -> Iterator[None]:
    """Inside, SIGTERM raises ``Terminated`` in the main thread; the previous handler is
    restored after, so a caller of ``cli.main`` (a test, a script) is left as it was, and
    processes it forks later (a worker pool's supervisor) do not inherit this one."""
    if threading.current_thread() is not threading.main_thread():  # only the main thread may
        yield
        return
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
