"""An interrupt that lands inside a PostgreSQL statement: the rollback after it finds the
connection still busy and raises a database error over the interrupt (CI, stop 34:
``extractor ingest`` exited 3, "database error: another command is already in progress",
instead of 130).  The run must still end as the interrupt it was."""

from __future__ import annotations

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from extractor.load import Loader
from extractor.pipeline import _interrupt_behind, ingest
from tests.conftest import EXAMPLES


def _raised_while_handling(interrupt: BaseException) -> BaseException:
    try:
        try:
            raise interrupt
        except KeyboardInterrupt:
            raise OperationalError("ROLLBACK", {}, Exception("another command is already in progress"))
    except OperationalError as exc:
        return exc


def test_the_interrupt_behind_a_database_error_is_found():
    exc = _raised_while_handling(KeyboardInterrupt())
    assert isinstance(_interrupt_behind(exc), KeyboardInterrupt)
    assert _interrupt_behind(OperationalError("SELECT 1", {}, Exception("gone"))) is None


def test_a_run_whose_rollback_fails_after_an_interrupt_ends_interrupted(engine, monkeypatch):
    def busy(self, *args, **kwargs):
        raise _raised_while_handling(KeyboardInterrupt())

    monkeypatch.setattr(Loader, "known_sources", busy, raising=True)
    with pytest.raises(KeyboardInterrupt):
        ingest(engine, [str(EXAMPLES)], prune=True)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT status FROM ingest_runs")).scalars().all() == ["interrupted"]
