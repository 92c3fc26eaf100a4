"""Number patterns compiled on first use (``number_cues.defer``).

What broke: five deferred patterns were read in ordinary runs (first somewhere between
the 600th and the 2,000th real paper), so with ``--workers`` every forked worker compiled
them again on its own.  A deferred pattern that extraction reads is marked ``read=True``
and compiled by ``warm_up``, before the fork.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from extractor.extract import number_cues as C

PACKAGE = Path(__file__).resolve().parent.parent / "extractor"


def _names_read_by_extraction() -> set[str]:
    """Deferred names the extractor's code reads as ``C.NAME`` or ``number_cues.NAME``."""
    used = set()
    for path in PACKAGE.rglob("*.py"):
        for name in re.findall(r"\b(?:C|number_cues)\.([A-Z][A-Z_]+)\b", path.read_text(encoding="utf-8")):
            if name in C._DEFERRED:
                used.add(name)
    return used


def test_the_scan_finds_the_deferred_patterns_extraction_reads():
    # the scan itself must see uses, or the next test would pass on an empty set
    assert {"KIND_CUES", "METRIC_STOP_NOT_AND"} <= _names_read_by_extraction()


@pytest.mark.parametrize("name", sorted(_names_read_by_extraction()))
def test_a_deferred_pattern_extraction_reads_is_compiled_by_warm_up(name):
    assert name in C._READ, f"{name} is read by extraction: defer it with read=True"


def test_warm_up_compiles_exactly_the_read_patterns_and_import_compiles_none():
    code = (
        "import json\n"
        "from extractor.extract import number_cues as C\n"
        "at_import = [n for n in C._DEFERRED if n in vars(C)]\n"
        "from extractor.extract.paper import warm_up\n"
        "warm_up()\n"
        "after = [n for n in C._DEFERRED if n in vars(C)]\n"
        "print(json.dumps([at_import, after, C._READ]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    at_import, after, read = json.loads(out.stdout)
    assert at_import == []
    assert set(read) <= set(after)
    assert set(after) - set(read) <= _names_read_by_extraction()  # only what the sample paper read


@pytest.mark.parametrize("name", sorted(C._DEFERRED))
def test_a_deferred_pattern_is_the_pattern_it_was_registered_as(name):
    pattern, flags = C._DEFERRED[name]
    compiled = getattr(C, name)
    assert compiled.pattern == pattern
    assert compiled.flags & flags == flags
