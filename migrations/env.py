"""Alembic environment: runs against a connection handed in by extractor, or a URL."""

from __future__ import annotations

import os

from alembic import context
from sqlalchemy import create_engine

config = context.config


def _url() -> str:
    x = context.get_x_argument(as_dictionary=True)
    return x.get("db") or os.environ.get("EXTRACTOR_DB") or "sqlite:///papers.db"


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(_url())
    with engine.connect() as conn:
        context.configure(connection=conn, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


if context.is_offline_mode():
    context.configure(url=_url(), literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    run()
