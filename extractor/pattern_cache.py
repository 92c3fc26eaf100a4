"""Compiled patterns kept between processes, as Python keeps compiled bytecode.

``regex`` parses a pattern in Python, and the extractors' ~1,000 patterns (many holding a
lexicon's alternation) take most of a second to compile: the largest part of every
process's start-up, paid again by each scheduled ``extractor ingest`` of a small file.
A compiled ``regex`` pattern pickles as its compiled code (``regex`` registers a pickler
that rebuilds the pattern with ``_regex.compile`` without parsing), so the patterns one
process compiled are loaded by the next in a few milliseconds.

The cache is one file per ``regex`` release and Python version under the user's cache
directory (``EXTRACTOR_CACHE_DIR`` overrides it; an empty value turns the cache off). Its
entries are keyed by the pattern text and flags, so a changed pattern is a new entry and
a stale one is never used. Only the package's own, fixed patterns go through
``compile``: patterns built from data (catalog names, discovered names) would make the
file grow with the corpus. Reading trusts nothing: the file may only rebuild ``regex``
patterns (any other object in it is refused), each must carry the key it is filed under,
and a file that fails either check, or cannot be read or written, is ignored: the
patterns are compiled as if there were no cache. (Like ``__pycache__``, the directory
is trusted not to be written by others: the compiled code in it is run.)
"""

from __future__ import annotations

import io
import os
import pickle
import sys
import tempfile
from pathlib import Path

import regex

_Key = tuple[str, int]

_FILE_VERSION = 1
_loaded: dict[_Key, regex.Pattern] | None = None  # the file's patterns, read on first use
_new: dict[_Key, regex.Pattern] = {}  # compiled by this process, not in the file
_used: set[_Key] = set()  # asked for by this process


def directory() -> Path | None:
    """Where the cache lives: ``EXTRACTOR_CACHE_DIR``, else the user's cache directory;
    None when ``EXTRACTOR_CACHE_DIR`` is set empty (no cache)."""
    given = os.environ.get("EXTRACTOR_CACHE_DIR")
    if given is not None:
        return Path(given) if given.strip() else None
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("extractor", appauthor=False))


def path() -> Path | None:
    """The cache file for this ``regex`` release and Python version."""
    where = directory()
    if where is None:
        return None
    py = f"{sys.version_info[0]}{sys.version_info[1]}"
    return where / f"patterns-v{_FILE_VERSION}-regex{regex.__version__}-py{py}.pickle"


class _OnlyPatterns(pickle.Unpickler):
    """Unpickles ``regex`` patterns and nothing else: a cache file is data, never code."""

    def find_class(self, module: str, name: str):
        if (module, name) == ("regex._regex", "compile"):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not a regex pattern")


def _read() -> dict[_Key, regex.Pattern]:
    file = path()
    if file is None:
        return {}
    try:
        data = file.read_bytes()
        entries = _OnlyPatterns(io.BytesIO(data)).load()
        if not isinstance(entries, list):
            return {}
        out: dict[_Key, regex.Pattern] = {}
        for key, compiled in entries:
            pattern, flags = key
            # a pattern compiled with flags F reports F plus the flags implied by its
            # text and version: it is filed under the call's own (pattern, flags)
            if not isinstance(compiled, regex.Pattern) or compiled.pattern != pattern:
                return {}
            out[(pattern, flags)] = compiled
        return out
    except Exception:  # unreadable, truncated, foreign or hostile: compile as usual
        return {}


def compile(pattern: str, flags: int = 0) -> regex.Pattern:  # noqa: A001 - regex's name
    """``regex.compile(pattern, flags)``, from the cache when an earlier process compiled it."""
    global _loaded
    if _loaded is None:
        _loaded = _read()
    key = (pattern, int(flags))  # a plain int: the file holds no enum to unpickle
    _used.add(key)
    got = _loaded.get(key)
    if got is None:
        got = _new.get(key)
        if got is None:
            got = _new[key] = regex.compile(pattern, flags)
    return got


def save() -> bool:
    """Write the file if this process compiled patterns it did not hold (True if written).

    The file keeps what it held plus what is new (processes of other commands use other
    patterns), unless that has grown past three times what this process asked for
    (patterns edited over many releases): then it keeps this process's patterns. Written to a temporary file and renamed, so a concurrent reader sees
    the old file or the new one, never a part."""
    global _loaded
    file = path()
    if file is None or not _new:
        return False
    entries = {**(_loaded or {}), **_new}
    if len(entries) > 3 * len(_used):
        entries = {k: v for k, v in entries.items() if k in _used}
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=file.parent, prefix=file.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as out:
                pickle.dump(list(entries.items()), out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, file)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return False  # a read-only home or a full disk: the next process compiles again
    _new.clear()
    _loaded = entries
    return True
