"""The extractor version stored with every derived row: release plus a rules fingerprint.

``__version__`` alone never changed across dozens of rule commits, so ``extractor
reextract`` (which re-extracts papers stored under another version) found nothing to do
after an upgrade.  What decides the facts is the code of the extraction stage and its
data (lexicons, the dataset catalog and its tokens, cue files), so the stored version is
``<release>+<12 hex digits of a hash of those files>``: any edit to a rule, a lexicon row
or a catalog entry makes every stored paper stale, and nothing else does.

Hashing reads about half a megabyte and imports nothing (a run that finds nothing new
never loads spaCy), about a millisecond; it is done once per process.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from extractor import __version__

# What the extracted facts depend on, relative to the package: folders (every file in
# them, recursively) and single modules.  Reading, segmenting and loading are not here:
# re-extraction starts from stored abstracts.
RULE_FOLDERS = ("extract", "components", "data")
RULE_MODULES = ("nlp.py", "text.py", "lexicon.py", "catalog.py", "version.py")
DIGITS = 12


def _files(root, prefix: str = ""):
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        name = f"{prefix}{entry.name}"
        if entry.is_dir():
            if entry.name != "__pycache__":
                yield from _files(entry, name + "/")
        elif not entry.name.endswith((".pyc", ".pyo")):
            yield name, entry


def fingerprint(files) -> str:
    """Hex digest of ``(relative name, traversable)`` pairs, names and contents."""
    digest = hashlib.sha256()
    for name, entry in files:
        data = entry.read_bytes()
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()[:DIGITS]


def rule_files(root: Path = Path(__file__).parent):
    """The files the rules fingerprint covers, as (name relative to ``root``, path)."""
    for folder in RULE_FOLDERS:
        yield from _files(root / folder, folder + "/")
    for module in RULE_MODULES:
        entry = root / module
        if entry.is_file():
            yield module, entry


@cache
def extractor_version() -> str:
    """``__version__`` plus the rules fingerprint, e.g. ``0.1.0+3f2a9c1b0d4e`` (fits the
    String(32) ``extractor_version`` columns)."""
    return f"{__version__}+{fingerprint(rule_files())}"
