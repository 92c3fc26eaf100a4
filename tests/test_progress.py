"""Progress of an ingest: a total known up front (bytes of every file found), percent and
ETA on a terminal only; the same figures in JSON log lines for schedulers."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import struct
import subprocess
import sys
import termios

from extractor.progress import Progress
from tests.conftest import EXAMPLES

TOTAL = sum(p.stat().st_size for p in EXAMPLES.iterdir())


def test_percent_and_eta_from_the_rate_so_far():
    now = [100.0]
    p = Progress(clock=lambda: now[0])
    p.start(files=3, total=1000)
    assert p.figures() == dict(bytes_done=0, bytes_total=1000, percent=0.0, eta_seconds=None)
    now[0] += 2.0
    p.advance(250)
    assert (p.percent, p.eta_seconds) == (25.0, 6.0)  # 250 bytes in 2 s: 750 more in 6 s
    p.advance(750)
    assert (p.percent, p.eta_seconds) == (100.0, 0.0)


def test_without_a_total_there_is_no_percent():
    p = Progress()
    p.start(files=1, total=None)
    p.advance(10)
    assert (p.percent, p.eta_seconds) == (None, None)


def ingest_on_a_terminal(db: str, *extra) -> tuple[int, str]:
    """Run an ingest with stderr on a pseudo-terminal (80 columns) and read what it drew."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    proc = subprocess.Popen([sys.executable, "-m", "extractor", "ingest", str(EXAMPLES), "--db", db, *extra],
                            stdout=subprocess.DEVNULL, stderr=follower)
    os.close(follower)
    drawn = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO: the process closed the terminal
            break
        if not chunk:
            break
        drawn += chunk
    os.close(leader)
    return proc.wait(timeout=300), drawn.decode("utf-8", "replace")


def test_a_terminal_gets_a_bar_with_the_total_percent_and_eta(tmp_path):
    code, drawn = ingest_on_a_terminal(f"sqlite:///{tmp_path / 'x.db'}")
    assert code == 0
    frames = [f for f in drawn.split("\r") if "|" in f]
    total = f"{TOTAL / 1000:.2f}k"
    assert any(f.lstrip().startswith("100%") and f"{total}/{total}" in f for f in frames), frames
    assert any("<00:00" in f for f in frames)  # the ETA, in the [elapsed<remaining] field
    assert any("papers" in f for f in frames)


def test_no_bar_when_asked_or_when_stderr_is_not_a_terminal(tmp_path):
    code, drawn = ingest_on_a_terminal(f"sqlite:///{tmp_path / 'x.db'}", "--no-progress")
    assert code == 0 and "%|" not in drawn
    res = subprocess.run([sys.executable, "-m", "extractor", "ingest", str(EXAMPLES), "--db",
                          f"sqlite:///{tmp_path / 'y.db'}"], capture_output=True, text=True, timeout=300)
    assert res.returncode == 0 and res.stderr == ""


def test_json_log_lines_carry_the_total_percent_and_eta(tmp_path):
    res = subprocess.run([sys.executable, "-m", "extractor", "ingest", str(EXAMPLES), "--db",
                          f"sqlite:///{tmp_path / 'x.db'}", "--log-format", "json"],
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    events = [json.loads(line) for line in res.stderr.splitlines()]
    start, files = events[0], events[1:]
    assert start["event"] == "start" and (start["files"], start["bytes_total"], start["percent"]) == (4, TOTAL, 0.0)
    assert [f["event"] for f in files] == ["file"] * 4
    done = [f["bytes_done"] for f in files]
    assert done == sorted(done) and done[-1] == TOTAL
    assert all(f["bytes_total"] == TOTAL and 0 < f["percent"] <= 100 for f in files)
    assert files[-1]["percent"] == 100.0 and files[-1]["eta_seconds"] == 0.0
    assert all(isinstance(f["eta_seconds"], float) for f in files)
