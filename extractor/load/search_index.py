"""The full-text index, written in a thread beside the extraction of the next batch.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from extractor.load.statements import _FTS_ADD_IDS, _PG_TERMS_ADD


class _SearchIndex:
    """Adds new papers to the full-text index, beside the extraction of the next batch.

    Indexing is mostly tokenizing (FTS5) or ``to_tsvector`` (the PostgreSQL server), about
    a tenth of a paper's ingest.  Both run outside Python's lock: in a thread while the
    main thread extracts the next batch, they take no time of their own on a second core.
    The thread uses the file's own connection, inside its transaction, and nothing else
    touches the connection until it is joined; a file's last batch is indexed before it
    commits, so the index holds exactly the committed papers.
    """

    __slots__ = ("pg", "pending", "worker", "error")

    def __init__(self, pg: bool):
        self.pg = pg
        self.pending: list = []  # ids of the papers to index
        self.worker: threading.Thread | None = None
        self.error: BaseException | None = None

    @contextmanager
    def beside(self, conn) -> Iterator[None]:
        """Index what is queued in a thread during the ``with`` block (which must not use
        ``conn``); a failure of either is raised after both have stopped."""
        ids, self.pending = self.pending, []
        if ids:
            raw = conn.connection.driver_connection
            self.worker = threading.Thread(target=self._run, args=(raw, ids), name="search-index", daemon=True)
            self.worker.start()
        try:
            yield
        except BaseException:
            self._join(quiet=True)
            raise
        self._join()

    def flush(self, conn) -> None:
        """Index what is queued, now (before the index is read or changed otherwise)."""
        ids, self.pending = self.pending, []
        if ids:
            self._write(conn.connection.driver_connection, ids)

    def reset(self) -> None:
        """After a rollback: nothing of the transaction is to be indexed."""
        self._join(quiet=True)
        self.pending = []

    def _run(self, raw, ids) -> None:
        try:
            self._write(raw, ids)
        except BaseException as exc:  # raised again in the main thread by _join
            self.error = exc

    def _write(self, raw, ids) -> None:
        if self.pg:
            cursor = raw.cursor()
            try:
                cursor.execute(_PG_TERMS_ADD, [ids])
            finally:
                cursor.close()
        else:
            raw.execute(_FTS_ADD_IDS, (json.dumps(ids),))

    def _join(self, quiet: bool = False) -> None:
        if self.worker is not None:
            self.worker.join()
            self.worker = None
        error, self.error = self.error, None
        if error is not None and not quiet:
            raise error
