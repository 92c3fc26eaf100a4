"""The extraction stage, run in this process or in worker processes forked warm.

Building the pipeline (importing spaCy, compiling the extractors' patterns, reading the
catalog) takes about a second, a sixth of a 10k-paper run.  ``ProcessPoolExecutor`` forks
its workers from the caller, so the caller had to build first while the other core idled;
building in every worker instead spends that second once per worker.  ``WarmPool`` forks
one supervisor before anything is built; the supervisor builds once and forks the workers
from itself, so they start warm, while the caller goes on opening the database, reading
files and writing papers.  The supervisor then only watches: if a worker dies it stops
the others and exits, and the caller's next wait fails instead of hanging; if the caller
dies, the supervisor notices its end of a pipe closing and stops the workers.

This module imports nothing heavy, so the command line can start the pool before it
imports the database layer.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import signal
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from multiprocessing.connection import wait
from multiprocessing.reduction import ForkingPickler
from typing import Any

_POLL = 0.5  # seconds between checks that the other side is still alive


class WorkerError(RuntimeError):
    """Extraction failed in a worker process (its traceback is in the message)."""


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


class Extraction:
    """Runs the extraction stage in this process or in ``workers`` worker processes.

    Calling it with a batch of papers starts their extraction and returns a handle:
    ``done()`` tells without waiting whether the facts are there, calling it waits and
    returns the papers with their facts.  Output is identical however many workers run.
    In this process nothing is built until the first papers that need extracting arrive:
    a scheduled run that finds every file unchanged never loads spaCy.  With workers the
    pool starts building at once, in parallel with everything else.
    """

    def __init__(self, fn: Callable[[list], list] | None = None, workers: int = 1, names: tuple[str, ...] = ()):
        """``names``: corpus-level dataset names the default stage matches as well
        (``extractor.extract.paper.use_names``), set in every worker before it starts."""
        self.fn = fn
        self.workers = max(1, workers)
        self.names = tuple(names)
        build = partial(_build, self.names)
        self.pool: WarmPool | ProcessPoolExecutor | None = None
        if self.workers > 1:
            # the default function ships only texts out and facts back: pickling whole
            # papers both ways was a fifth of the main process's work
            task = _facts if fn is None else fn
            if can_fork():
                self.pool = WarmPool(self.workers, build if fn is None else _nothing, task)
                self._submit = self.pool.submit
            else:  # spawned workers each build their own pipeline
                self.pool = ProcessPoolExecutor(self.workers, initializer=build if fn is None else None)
                self._submit = partial(self.pool.submit, task)

    def __call__(self, papers: list) -> Callable[[], list]:
        if self.pool is None:
            if self.fn is None:
                from extractor.extract.paper import extract_papers, use_names

                use_names(self.names)
                self.fn = extract_papers
            done = self.fn(papers)
            return lambda: done
        size = -(-len(papers) // (self.workers * 2))
        chunks = range(0, len(papers), size)
        if self.fn is None:
            items = [(p.abstract, p.field_links, p.title) for p in papers]
            return _Facts(papers, [self._submit(items[i : i + size]) for i in chunks])
        return _Papers([self._submit(papers[i : i + size]) for i in chunks])

    def close(self, cancel: bool = False) -> None:
        """Stop the workers, at once with ``cancel`` (after a failure)."""
        if self.pool is None and self.fn is not None and not cancel:
            # the extractors' patterns, compiled by this run, are kept for the next one
            # (``extractor.pattern_cache``); a worker pool's builder keeps them in its warm-up
            from extractor import pattern_cache

            pattern_cache.save()
        if self.pool is None and self.names:
            from extractor.extract.paper import use_names

            use_names(())  # the next stage in this process starts from the package catalog
        if isinstance(self.pool, WarmPool):
            self.pool.close(cancel)
        elif self.pool is not None:
            self.pool.shutdown(cancel_futures=True)


def _build(names: tuple[str, ...] = ()) -> None:
    from extractor.extract.paper import use_names, warm_up

    use_names(names)
    warm_up()


def _nothing() -> None:
    pass


def _facts(items):
    from extractor.extract.paper import extract_facts

    return extract_facts(items)


class _Papers:
    """Papers extracted in chunks (futures with ``done`` and ``result``), in order."""

    __slots__ = ("chunks",)

    def __init__(self, chunks: list):
        self.chunks = chunks

    def done(self) -> bool:
        return all(c.done() for c in self.chunks)

    def __call__(self) -> list:
        try:
            return [p for c in self.chunks for p in c.result()]
        except WorkerError:
            raise
        except Exception as exc:  # from a ProcessPoolExecutor: the same error as a WarmPool's
            raise WorkerError(f"extraction failed in a worker process: {exc!r}") from exc


class _Facts(_Papers):
    """The facts of ``papers``, extracted elsewhere in chunks, set on the papers."""

    __slots__ = ("papers",)

    def __init__(self, papers: list, chunks: list):
        super().__init__(chunks)
        self.papers = papers

    def __call__(self) -> list:
        for p, (links, datasets, artifacts, results) in zip(self.papers, super().__call__()):
            p.links, p.datasets, p.artifacts, p.results = links, datasets, artifacts, results
        return self.papers


class WarmPool:
    """``workers`` processes running ``fn`` on what ``submit`` is given.

    ``build()`` runs once, in the supervisor, before the workers are forked from it.
    ``submit`` never blocks (a feeder thread sends), so the caller can queue work before
    the workers exist.  A reader thread takes results off the pipe as they come, so a
    worker never waits for the caller to ask.  Only the workers (and the supervisor,
    until it has forked them) hold the pipe's writing end: when they are all gone the
    reader sees the end of the pipe, even in the middle of a message from a worker that
    was killed while sending, and every wait fails instead of hanging.
    """

    def __init__(self, workers: int, build: Callable[[], Any], fn: Callable[[Any], Any]):
        ctx = multiprocessing.get_context("fork")
        self.workers = workers
        self._tasks = ctx.Queue()
        results, sender = ctx.Pipe(duplex=False)
        lifeline, self._lifeline = ctx.Pipe(duplex=False)
        self._proc = ctx.Process(
            target=_supervise, name="extractor-workers",
            args=(workers, build, fn, self._tasks, sender, ctx.Lock(), lifeline, self._lifeline),
        )
        self._proc.start()
        sender.close()
        lifeline.close()
        self._next = 0
        self._done: dict[int, tuple[bool, Any]] = {}
        self._failure: str | None = None
        self._arrived = threading.Condition()
        self._reader = threading.Thread(target=self._read, args=(results,), name="extractor-results", daemon=True)
        self._reader.start()

    def _read(self, results) -> None:
        try:
            while True:
                task, ok, payload = results.recv()
                with self._arrived:
                    if task is None:
                        self._failure = f"the extraction workers could not start:\n{payload}"
                    else:
                        self._done[task] = (ok, payload)
                    self._arrived.notify_all()
        except (EOFError, OSError):
            failure = "the extraction workers stopped before finishing their work"
        except BaseException:  # a result that cannot be read: no wait may hang on it
            failure = f"a result from the extraction workers could not be read:\n{traceback.format_exc()}"
        with self._arrived:
            self._failure = self._failure or failure
            self._arrived.notify_all()
        results.close()

    def submit(self, items) -> Pending:
        task = self._next
        self._next += 1
        self._tasks.put((task, items))
        return Pending(self, task)

    def done(self, task: int) -> bool:
        return task in self._done

    def result(self, task: int):
        with self._arrived:
            while task not in self._done:
                if self._failure:
                    raise WorkerError(self._failure)
                self._arrived.wait()
            ok, payload = self._done.pop(task)
        if not ok:
            raise WorkerError(f"extraction failed in a worker process:\n{payload}")
        return payload

    def close(self, cancel: bool = False) -> None:
        """Let the workers finish and exit, or with ``cancel`` stop them at once.

        A pool that was never given work is stopped too (a run that found nothing new
        should not wait for the build it did not need).
        """
        if not cancel and self._next and self._proc.is_alive():
            for _ in range(self.workers):
                self._tasks.put(None)
            self._proc.join(10)
        self._lifeline.close()  # the supervisor stops the workers if it outlives this
        if self._proc.is_alive():
            self._proc.terminate()  # still building: no workers yet; else it stops them
        self._proc.join()
        self._reader.join(5)
        self._tasks.close()
        self._tasks.cancel_join_thread()


class Pending:
    """A task's result, future-like: ``done()`` without waiting, ``result()`` waits."""

    __slots__ = ("pool", "task")

    def __init__(self, pool: WarmPool, task: int):
        self.pool, self.task = pool, task

    def done(self) -> bool:
        return self.pool.done(self.task)

    def result(self):
        return self.pool.result(self.task)


def _supervise(workers: int, build, fn, tasks, sender, lock, lifeline, callers_end) -> None:
    callers_end.close()  # only the caller holds it: the lifeline reads EOF when the caller is gone
    try:
        build()
    except BaseException:
        sender.send((None, False, traceback.format_exc()))
        os._exit(1)
    ctx = multiprocessing.get_context("fork")
    procs = []

    def stop(*_):
        for p in procs:
            p.terminate()
        os._exit(1)

    # before the first fork: a SIGTERM from a cancelling caller, however early, takes
    # down every worker already started (each worker restores the default at once)
    signal.signal(signal.SIGTERM, stop)
    for _ in range(workers):
        p = ctx.Process(target=_serve, args=(fn, tasks, sender, lock, os.getpid()), name="extractor-worker")
        p.start()
        procs.append(p)
    sender.close()  # the workers' copies are now the only ones
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the workers and the caller
    while procs:
        ready = wait([lifeline, *(p.sentinel for p in procs)])
        if lifeline in ready:  # the caller cancelled, or died
            stop()
        for p in [p for p in procs if p.sentinel in ready]:
            p.join()
            procs.remove(p)
            if p.exitcode != 0:
                stop()
    os._exit(0)


def _serve(fn, tasks, sender, lock, supervisor: int) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    while True:
        try:
            item = tasks.get(timeout=_POLL)
        except queue.Empty:
            item = ()
        if os.getppid() != supervisor:  # orphaned: the supervisor was killed
            os._exit(1)
        if item is None:
            break
        if not item:
            continue
        task, items = item
        try:
            message = ForkingPickler.dumps((task, True, fn(items)))
        except BaseException:
            message = ForkingPickler.dumps((task, False, traceback.format_exc()))
        with lock:  # one message at a time on the shared pipe
            sender.send_bytes(message)
