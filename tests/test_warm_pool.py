"""The worker pool behind ``--workers``: results in order, failures reported and never
hung on, no process left behind when the caller stops or dies.  Plain functions stand in
for extraction here; ``test_workers.py`` runs the real one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from extractor.workers import WarmPool, WorkerError
from tests.processes import wait_gone

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the warm pool forks")


def double(items):
    time.sleep(0.01 * (items[0] % 3))  # later tasks often finish first
    return [x * 2 for x in items]


def test_results_come_back_to_their_own_task_whatever_finishes_first():
    pool = WarmPool(2, lambda: None, double)
    try:
        pending = [pool.submit([i, i + 100]) for i in range(12)]
        assert [p.result() for p in reversed(pending)] == [[2 * i, 2 * i + 200] for i in reversed(range(12))]
    finally:
        pool.close()


def test_done_says_without_waiting_whether_a_result_is_there():
    pool = WarmPool(1, lambda: None, lambda seconds: (time.sleep(seconds), seconds)[1])
    try:
        slow = pool.submit(1.0)
        assert not slow.done()
        deadline = time.monotonic() + 10
        while not slow.done() and time.monotonic() < deadline:
            time.sleep(0.01)
        assert slow.done() and slow.result() == 1.0
    finally:
        pool.close()


def test_submitting_never_waits_for_the_workers_to_be_built(tmp_path):
    """The loader queues batches while the pipeline is still being built; a blocking
    submit (a full pipe: these tasks are far larger than its buffer) would deadlock."""
    go = tmp_path / "go"

    def build():
        while not go.exists():
            time.sleep(0.01)

    pool = WarmPool(2, build, len)
    try:
        submitted = []
        submitter = threading.Thread(target=lambda: submitted.extend(pool.submit("x" * 200_000) for _ in range(20)))
        submitter.start()
        submitter.join(timeout=10)
        assert not submitter.is_alive() and len(submitted) == 20
        go.touch()
        assert [p.result() for p in submitted] == [200_000] * 20
    finally:
        go.touch()
        pool.close()


def boom(items):
    if 3 in items:
        raise ValueError(f"bad item {items}")
    return items


def test_a_failing_task_raises_with_the_workers_traceback():
    pool = WarmPool(2, lambda: None, boom)
    try:
        ok, bad = pool.submit([1]), pool.submit([3])
        assert ok.result() == [1]
        with pytest.raises(WorkerError, match=r"ValueError: bad item \[3\]"):
            bad.result()
    finally:
        pool.close(cancel=True)


def test_a_build_that_fails_is_reported_instead_of_waited_for():
    def build():
        raise ImportError("no spaCy here")

    pool = WarmPool(2, build, len)
    try:
        with pytest.raises(WorkerError, match="could not start(.|\n)*no spaCy here"):
            pool.submit("abc").result()
    finally:
        pool.close(cancel=True)


def test_a_killed_worker_fails_the_wait_instead_of_hanging():
    pool = WarmPool(2, lambda: None, lambda items: (time.sleep(items), os.getpid())[1])
    try:
        victim = pool.submit(0).result()
        os.kill(victim, signal.SIGKILL)
        with pytest.raises(WorkerError, match="stopped"):
            for _ in range(20):  # whichever worker takes them, the pool is broken now
                pool.submit(0.05).result()
    finally:
        pool.close(cancel=True)


def test_cancel_stops_queued_work_and_every_process():
    pool = WarmPool(2, lambda: None, lambda items: (time.sleep(items), os.getpid())[1])
    pids = {pool.submit(0).result() for _ in range(6)} | {pool._proc.pid}
    for _ in range(10):
        pool.submit(30)
    started = time.monotonic()
    pool.close(cancel=True)
    assert time.monotonic() - started < 15
    assert wait_gone(pids) == []


def test_a_pool_never_given_work_does_not_wait_for_its_build(tmp_path):
    """A scheduled run that finds nothing new closes the pool it started in advance:
    that must not wait for the extractors to be built."""
    pool = WarmPool(2, lambda: time.sleep(60), len)
    pid = pool._proc.pid
    started = time.monotonic()
    pool.close()
    assert time.monotonic() - started < 10
    assert wait_gone([pid]) == []


_ORPHAN = """
import json, os, signal, time
from extractor.workers import WarmPool
pool = WarmPool(2, lambda: None, lambda s: (time.sleep(s), os.getpid())[1])
pids = {pool.submit(0).result() for _ in range(8)}
for _ in range(4):
    pool.submit(60)
print(json.dumps(sorted(pids | {pool._proc.pid})), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_workers_stop_when_the_caller_is_killed():
    """A SIGKILLed ingest must not leave its workers extracting (and holding memory)."""
    proc = subprocess.run([sys.executable, "-c", _ORPHAN], capture_output=True, text=True, timeout=60)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    pids = json.loads(proc.stdout)
    assert len(pids) >= 2
    assert wait_gone(pids) == []
