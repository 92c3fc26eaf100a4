"""The views and example queries, installed as ``extractor.sql`` (see pyproject.toml).

A package so that ``importlib.resources`` finds ``views.sql`` and ``queries/`` in an
installed wheel as in a checkout.
"""
