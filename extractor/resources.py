"""Where the migrations, views and example queries are, in a checkout or an install.

They live at the top of the repository (``migrations/``, ``sql/``) and are installed as
the subpackages ``extractor.migrations`` and ``extractor.sql`` (pyproject.toml maps the
directories), so a wheel deployed to a job host carries them and they are found from
any working directory.  An editable install maps the same names to the repository's
directories.  Installed packages are plain directories, so the paths are real files
(alembic needs a directory on disk).
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def migrations_dir() -> Path:
    """The alembic script directory (``env.py``, ``versions/``)."""
    return Path(str(resources.files("extractor.migrations")))


def sql_dir() -> Path:
    return Path(str(resources.files("extractor.sql")))


def views_sql() -> Path:
    return sql_dir() / "views.sql"


def queries_dir() -> Path:
    """The example questions, one ``.sql`` file each (canned queries in Datasette)."""
    return sql_dir() / "queries"
