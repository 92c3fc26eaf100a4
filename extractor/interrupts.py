"""SIGTERM handled like Ctrl-C.

systemd, cron wrappers and container runtimes stop a job with SIGTERM; Python's default
for it ends the process on the spot, leaving the run ``running`` in the ledger and no
message.  ``Terminated`` is a ``KeyboardInterrupt``, so everything that already cleans up
after Ctrl-C does the same for it: the file being loaded is rolled back, the run is
marked interrupted, worker processes are stopped.  Kept apart from the pipeline so the
command line can install it before anything heavy is imported.

A handler's exception lands wherever the main thread is, and when that is a finalizer (a
``__del__`` that garbage collection runs, as ``regex`` has) Python prints "Exception ignored"
and goes on: the run would finish as if never stopped.  So each handler also records what it
raised, and the run calls ``raise_pending`` between batches and files, where an interrupt
that was swallowed is raised again; Python's report of the swallowed one (a traceback on
stderr) is left out, so the run still ends in its one line.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Terminated(KeyboardInterrupt):
    """The process was sent SIGTERM."""


# the interrupt a handler raised and the run has not yet seen raised at one of its own points
_pending: type[KeyboardInterrupt] | None = None


def _raise_terminated(signum, frame) -> None:  # noqa: ARG001
    # once: a second SIGTERM while cleaning up must not cut the clean-up short
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    _stop(Terminated)


def _raise_interrupted(signum, frame) -> None:  # noqa: ARG001
    _stop(KeyboardInterrupt)


def _stop(kind: type[KeyboardInterrupt]) -> None:
    global _pending
    _pending = kind
    raise kind()


def raise_pending() -> None:
    """Raise the interrupt a signal handler raised, if any and not yet raised here: once,
    so that one swallowed in a finalizer still stops the run (the clean-up that follows
    calls this no more)."""
    global _pending
    kind, _pending = _pending, None
    if kind is not None:
        raise kind()


@contextmanager
def sigterm_raises() -> Iterator[None]:
    """Inside, SIGTERM raises ``Terminated`` in the main thread; the previous handler is
    restored after, so a caller of ``cli.main`` (a test, a script) is left as it was, and
    processes it forks later (a worker pool's supervisor) do not inherit this one."""
    if threading.current_thread() is not threading.main_thread():  # only the main thread may
        yield
        return
    global _pending
    _pending = None
    previous_hook = sys.unraisablehook

    def quiet(unraisable) -> None:
        if isinstance(unraisable.exc_value, KeyboardInterrupt) and _pending is not None:
            return  # ours, swallowed in a finalizer: raised again by ``raise_pending``
        previous_hook(unraisable)

    sys.unraisablehook = quiet
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    # Ctrl-C as Python raises it, recorded too (not where a caller installed its own handler)
    interrupting = signal.getsignal(signal.SIGINT) is signal.default_int_handler
    if interrupting:
        signal.signal(signal.SIGINT, _raise_interrupted)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
        if interrupting:
            signal.signal(signal.SIGINT, signal.default_int_handler)
        sys.unraisablehook = previous_hook
        _pending = None
