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


class Terminated(KeyboardInterrupt):
    """The process was sent SIGTERM."""


def _raise_terminated(signum, frame) -> None:  # noqa: ARG001
    # once: a second SIGTERM while cleaning up must not cut the clean-up short
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise Terminated()


def handle_sigterm() -> None:
    """From now on SIGTERM raises ``Terminated`` in the main thread."""
    signal.signal(signal.SIGTERM, _raise_terminated)
