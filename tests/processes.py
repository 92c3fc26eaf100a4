"""The process tree as Linux's /proc shows it: which processes a run started, and whether
they are gone (tests that kill runs or workers check that nothing is left running)."""

from __future__ import annotations

import os
import time

HAS_PROC = os.path.exists("/proc/self/task")


def descendants(pid: int) -> list[int]:
    """Children, grandchildren, ... of ``pid``, parents before their children."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/task/{p}/children") as f:
                kids = [int(x) for x in f.read().split()]
        except OSError:
            continue
        found += kids
        todo += kids
    return found


def gone(pid: int) -> bool:
    """Exited (a zombie waiting to be reaped counts: it runs nothing)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_gone(pids, timeout: float = 10.0) -> list[int]:
    """The ``pids`` still running after up to ``timeout`` seconds (none, hopefully)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        left = [p for p in pids if not gone(p)]
        if not left:
            return []
        time.sleep(0.05)
    return left
