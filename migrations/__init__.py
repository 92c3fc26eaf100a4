"""Alembic migrations, installed as ``extractor.migrations`` (see pyproject.toml).

A package so that ``importlib.resources`` finds them in an installed wheel as in a
checkout; alembic itself reads ``env.py`` and ``versions/`` as files.
"""
