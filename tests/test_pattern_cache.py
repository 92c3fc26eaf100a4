"""Compiled patterns kept between processes (``extractor/pattern_cache.py``).

Each case runs against a fresh module state and a cache directory of its own: a
process that compiled patterns leaves them in the file, the next loads them without
compiling, and nothing the file holds (stale, truncated, foreign, hostile) changes what
a pattern matches.
"""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys

import pytest
import regex

from extractor import pattern_cache
from tests.conftest import ROOT, SEEDS, need_shared

PATTERNS = [(r"\b(?:up\s+to|as\s+much\s+as)\s+(\d+(?:\.\d+)?)\s*%", regex.IGNORECASE), (r"\b\w+Net\b", 0)]
TEXT = "ResNet and VGGNet gain up to 12.5% and As much as 3 %."


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """The module as a new process has it, with its cache in ``tmp_path``."""
    monkeypatch.setenv("EXTRACTOR_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(pattern_cache, "_loaded", None)
    monkeypatch.setattr(pattern_cache, "_new", {})
    monkeypatch.setattr(pattern_cache, "_used", set())

    def restart():
        pattern_cache._loaded = None
        pattern_cache._new.clear()
        pattern_cache._used.clear()

    return restart


def _no_compiling(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("compiled although the cache holds the pattern")

    monkeypatch.setattr(pattern_cache.regex, "compile", refuse)


def _matches(patterns):
    return [[m.group() for m in p.finditer(TEXT)] for p in patterns]


def test_a_second_process_loads_the_patterns_without_compiling(fresh, monkeypatch):
    first = [pattern_cache.compile(p, f) for p, f in PATTERNS]
    assert pattern_cache.save() is True
    fresh()
    _no_compiling(monkeypatch)
    again = [pattern_cache.compile(p, f) for p, f in PATTERNS]
    assert _matches(again) == _matches(first) == [["up to 12.5%", "As much as 3 %"], ["ResNet", "VGGNet"]]
    assert [(p.pattern, p.flags) for p in again] == [(p.pattern, p.flags) for p in first]
    assert pattern_cache.save() is False  # nothing new: the file is not rewritten


def test_a_changed_pattern_is_compiled_and_added(fresh):
    pattern_cache.compile(*PATTERNS[0])
    pattern_cache.save()
    fresh()
    changed = pattern_cache.compile(r"[A-Z][a-z]+Nets?\b")
    assert changed.findall("ResNets") == ["ResNets"]
    assert pattern_cache.save() is True
    fresh()
    pattern_cache._loaded = pattern_cache._read()
    assert set(pattern_cache._loaded) == {(PATTERNS[0][0], int(PATTERNS[0][1])), (r"[A-Z][a-z]+Nets?\b", 0)}


def test_the_same_text_with_other_flags_is_another_entry(fresh):
    plain = pattern_cache.compile("resnet")
    folded = pattern_cache.compile("resnet", regex.IGNORECASE)
    pattern_cache.save()
    fresh()
    assert pattern_cache.compile("resnet").search("ResNet") is None
    assert pattern_cache.compile("resnet", regex.IGNORECASE).search("ResNet") is not None
    assert plain.search("ResNet") is None and folded.search("ResNet") is not None


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty", "not a list", "misfiled"])
def test_a_damaged_file_is_ignored_and_written_again(fresh, damage):
    pattern_cache.compile(*PATTERNS[1])
    pattern_cache.save()
    file = pattern_cache.path()
    data = file.read_bytes()
    file.write_bytes({
        "truncated": data[: len(data) // 2],
        "garbage": b"\x00\xff" * 100,
        "empty": b"",
        "not a list": pickle.dumps({"a": 1}),
        # an entry whose pattern is not the text it is filed under
        "misfiled": pickle.dumps([((PATTERNS[1][0], 0), regex.compile("x"))]),
    }[damage])
    fresh()
    got = pattern_cache.compile(*PATTERNS[1])
    assert got.findall(TEXT) == ["ResNet", "VGGNet"]
    assert pattern_cache.save() is True
    fresh()
    assert set(pattern_cache._read()) == {PATTERNS[1]}


class _Hostile:
    """Unpickles as a call that would leave a file behind."""

    def __init__(self, target):
        self.target = target

    def __reduce__(self):
        return (open, (self.target, "w"))


def test_a_hostile_file_is_refused_without_running_it(fresh, tmp_path):
    pattern_cache.compile(*PATTERNS[1])
    pattern_cache.save()
    target = tmp_path / "ran"
    pattern_cache.path().write_bytes(pickle.dumps([((PATTERNS[1][0], 0), _Hostile(str(target)))]))
    fresh()
    assert pattern_cache.compile(*PATTERNS[1]).findall(TEXT) == ["ResNet", "VGGNet"]
    assert not target.exists()


def test_an_empty_setting_turns_the_cache_off(fresh, monkeypatch, tmp_path):
    monkeypatch.setenv("EXTRACTOR_CACHE_DIR", "")
    assert pattern_cache.compile(*PATTERNS[1]).findall(TEXT) == ["ResNet", "VGGNet"]
    assert pattern_cache.path() is None and pattern_cache.save() is False
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_directory_only_costs_the_compiling(fresh, monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the directory should be")
    monkeypatch.setenv("EXTRACTOR_CACHE_DIR", str(blocker / "cache"))
    assert pattern_cache.compile(*PATTERNS[1]).findall(TEXT) == ["ResNet", "VGGNet"]
    assert pattern_cache.save() is False


def test_patterns_of_old_releases_are_dropped_once_they_outnumber_the_used(fresh):
    for i in range(40):
        pattern_cache.compile(f"old{i}")
    pattern_cache.save()
    fresh()
    for p, f in PATTERNS:
        pattern_cache.compile(p, f)
    pattern_cache.save()  # 42 entries, 2 used: more than three times what this process asked
    fresh()
    assert set(pattern_cache._read()) == {(p, int(f)) for p, f in PATTERNS}


_FACTS = """
import json, sys
import regex
compiled = []
_compile = regex.compile
regex.compile = lambda *a, **k: compiled.append(a) or _compile(*a, **k)
import extractor.extract.paper as P
from extractor.records import Paper
from extractor.sources import discover, inspect_file, read_papers
P.warm_up()
papers = [p for f in discover(sys.argv[1:]) for p in read_papers(inspect_file(f)) if isinstance(p, Paper)]
P.extract_papers(papers)
print(json.dumps(dict(compiled=len(compiled),
                      facts=[[repr(p.links), repr(p.datasets), repr(p.artifacts), repr(p.results)] for p in papers])))
"""


def _extract(cache: str) -> dict:
    env = dict(os.environ, EXTRACTOR_CACHE_DIR=cache)
    done = subprocess.run([sys.executable, "-c", _FACTS, str(SEEDS)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_facts_from_cached_patterns_equal_those_from_compiled_ones(tmp_path):
    need_shared()
    uncached = _extract("")
    cold = _extract(str(tmp_path))  # compiles, and leaves the file
    warm = _extract(str(tmp_path))  # loads them all
    assert cold["compiled"] > warm["compiled"] + 500  # the package's own patterns, loaded
    assert warm["facts"] == cold["facts"] == uncached["facts"]
    assert len(uncached["facts"]) > 100


def _ingest(cache, db, hashseed: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, EXTRACTOR_CACHE_DIR=str(cache), PYTHONHASHSEED=hashseed)
    return subprocess.run([sys.executable, "-m", "extractor", "ingest", str(ROOT / "examples" / "papers.jsonl"),
                           "--db", f"sqlite:///{db}"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_an_ingest_run_keeps_its_patterns_for_the_next_run(tmp_path):
    """Regression: only ``warm_up`` wrote the file, and a one-worker ``extractor ingest``
    of fewer than ``WARM_PAPERS`` papers never calls it, so every scheduled run compiled
    all its patterns again.  The runs hash strings differently, as two processes do: a
    pattern joined from a set in its iteration order was a new entry in every process."""
    cache = tmp_path / "cache"
    first = _ingest(cache, tmp_path / "a.db", "1")
    assert first.returncode == 0, first.stderr[-3000:]
    [file] = cache.iterdir()
    kept = file.read_bytes()
    assert len(pickle.loads(kept)) > 500
    second = _ingest(cache, tmp_path / "b.db", "2")  # a new database: every paper extracted again
    assert second.returncode == 0, second.stderr[-3000:]
    assert file.read_bytes() == kept  # it compiled nothing the first run had not kept
