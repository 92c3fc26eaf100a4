"""The HTML report, opened in a real headless Chromium (Debian's `chromium`).

The browser is driven over the Chrome DevTools Protocol (a websocket, `websocket-client`)
rather than Playwright, which would download a browser of its own.  Through it the test
sees what a reader would: console errors and uncaught exceptions, every network request
the page makes (there must be none beyond the file itself: the report has to open
offline), and whether each Plotly chart drew marks.  A full-page screenshot is saved to
test-artifacts/ for a human to look at.  `scripts/ensure-chromium.sh` (run by `make test`)
installs Chromium; without it the test skips locally and fails in CI (`CI=true`).
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
import websocket
from sqlalchemy import text

from extractor.cli import main
from extractor.dashboards.report import CHARTS, TABLES, build_charts, build_tables
from extractor.db.engine import migrate
from extractor.pipeline import ingest
from tests.conftest import CORPUS, EXAMPLES, ROOT, SEEDS, need_shared

ARTIFACTS = ROOT / "test-artifacts"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=1280,900"]

# Per Plotly chart on the page: its title, how many traces and data points it holds, and
# how many marks (bars, histogram bins, line points, a heatmap's image) it actually drew.
CHART_STATE_JS = """
JSON.stringify(Array.from(document.querySelectorAll('.js-plotly-plot')).map(gd => ({
  id: gd.id,
  title: (gd.querySelector('.gtitle') || {}).textContent || '',
  traces: (gd.data || []).length,
  points: (gd.data || []).reduce((n, t) => n + ((t.x || t.y || []).length), 0),
  marks: gd.querySelectorAll('.point, .scatterlayer .js-line, .heatmaplayer image').length,
})))
"""

# Click a table heading and read that column back, top to bottom (what a reader sees).
SORT_JS = """
(() => {
  const table = document.querySelector('#%s-table');
  const th = Array.from(table.querySelectorAll('th')).find(h => h.textContent === '%s');
  th.click();
  const col = Array.from(th.parentNode.children).indexOf(th);
  return JSON.stringify(Array.from(table.tBodies[0].rows).map(r => {
    const c = r.cells[col];
    return c.dataset.v !== undefined ? parseFloat(c.dataset.v) : c.textContent;
  }));
})()
"""


def chromium() -> str | None:
    return os.environ.get("EXTRACTOR_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


def need_chromium() -> str:
    binary = chromium()
    if binary:
        return binary
    if os.environ.get("CI"):
        pytest.fail("the browser test must run in CI: install Debian's chromium (scripts/ensure-chromium.sh)")
    pytest.skip("no chromium; run scripts/ensure-chromium.sh")


class Browser:
    """A throwaway headless Chromium with one page, spoken to over the DevTools Protocol."""

    def __init__(self, binary: str):
        self.profile = tempfile.mkdtemp(prefix="extractor-chromium-")
        self.proc = subprocess.Popen(
            [binary, *FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-port=0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        port_file = Path(self.profile) / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not (port_file.exists() and port_file.read_text().strip()):
            if time.monotonic() > deadline or self.proc.poll() is not None:
                self.close()
                raise RuntimeError("chromium did not open its DevTools port")
            time.sleep(0.1)
        port = port_file.read_text().split()[0]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as resp:
            page = next(t for t in json.load(resp) if t["type"] == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30,
                                              suppress_origin=True)
        self.next_id = 0
        self.events: list[dict] = []

    def send(self, method: str, **params) -> dict:
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})
            self.events.append(msg)

    def wait_for(self, method: str, timeout: float = 60) -> None:
        if any(e.get("method") == method for e in self.events):
            return
        deadline = time.monotonic() + timeout
        self.ws.settimeout(timeout)
        while time.monotonic() < deadline:
            msg = json.loads(self.ws.recv())
            self.events.append(msg)
            if msg.get("method") == method:
                return
        raise TimeoutError(method)

    def evaluate(self, expression: str):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    def open(self, path: Path, settle: float = 1.0) -> None:
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable")
        self.events.clear()
        self.send("Page.navigate", url=path.resolve().as_uri())
        self.wait_for("Page.loadEventFired")
        time.sleep(settle)  # let Plotly's deferred layout passes finish
        self.evaluate("1")  # drain events queued meanwhile

    def console_errors(self) -> list[str]:
        errors = []
        for e in self.events:
            m, p = e.get("method"), e.get("params", {})
            if m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in p["args"]))
            elif m == "Runtime.exceptionThrown":
                errors.append(p["exceptionDetails"].get("exception", {}).get("description")
                              or p["exceptionDetails"].get("text", ""))
            elif m == "Log.entryAdded" and p["entry"].get("level") == "error":
                errors.append(p["entry"].get("text", ""))
        return errors

    def requests(self) -> list[str]:
        return [e["params"]["request"]["url"] for e in self.events if e.get("method") == "Network.requestWillBeSent"]

    def screenshot(self, out: Path) -> None:
        metrics = self.send("Page.getLayoutMetrics")
        size = metrics.get("cssContentSize") or metrics["contentSize"]
        shot = self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                         clip={"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1})
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(base64.b64decode(shot["data"]))

    def close(self) -> None:
        if getattr(self, "ws", None):
            self.ws.close()
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


@pytest.fixture
def browser():
    b = Browser(need_chromium())
    yield b
    b.close()


def write_report(engine, tmp_path: Path, paths: list[Path]) -> Path:
    ingest(engine, [str(p) for p in paths])
    out = tmp_path / "report.html"
    assert main(["report", "--db", engine.url.render_as_string(hide_password=False), "--out", str(out)]) == 0
    return out


@pytest.fixture
def report(engine, tmp_path):
    """The report of the bundled examples (small, fast)."""
    return write_report(engine, tmp_path, [EXAMPLES])


@pytest.fixture
def full_report(engine, tmp_path):
    """The report a user gets from the README: examples, seeds and ../shared/corpus when present."""
    return write_report(engine, tmp_path, [EXAMPLES] + [p for p in (SEEDS, CORPUS) if p.is_dir()])


def test_report_renders_in_chromium_without_errors_or_network(full_report, browser, engine):
    browser.open(full_report)
    assert browser.console_errors() == []
    # the file itself and images the page draws in memory (a heatmap is a data: URL), nothing else
    assert [u for u in browser.requests() if not u.startswith(("file://", "data:"))] == []
    charts = json.loads(browser.evaluate(CHART_STATE_JS))
    assert len(charts) == len(CHARTS)
    empty = [c["id"] for c in charts if not (c["traces"] and c["points"] and c["marks"])]
    assert empty == [], f"charts that drew nothing: {empty}"
    # every title carries the number of papers behind the chart, as computed from the views
    expected = {c.key: c.papers for c in build_charts(engine)}
    for c in charts:
        n = int(re.search(r"— ([\d,]+) papers$", c["title"]).group(1).replace(",", ""))
        assert n == expected[c["id"]] and n > 0, c
    browser.screenshot(ARTIFACTS / f"report-{engine.dialect.name}.png")
    assert (ARTIFACTS / f"report-{engine.dialect.name}.png").stat().st_size > 20_000


def test_the_venue_charts_show_every_placed_paper(full_report, browser, engine):
    """Papers per venue and year add up to v_venue_summary (the corpus files name their venue
    and year: aistats2024.json, ...); each venue-year is its own bar segment."""
    need_shared()
    browser.open(full_report)
    bars = json.loads(browser.evaluate("""JSON.stringify(document.getElementById('papers-per-venue').data
        .flatMap(t => t.x.map((venue, i) => [venue, t.name, t.y[i]])).filter(b => b[2] > 0))"""))
    with engine.connect() as conn:
        expected = conn.execute(text("SELECT venue, year, papers FROM v_venue_summary WHERE venue IS NOT NULL")).all()
    assert sorted((v, int(y), n) for v, y, n in bars) == sorted((v, y, n) for v, y, n in expected)
    assert {v for v, _, _ in bars} >= {"AISTATS", "CoRL", "RSS", "WACV"}
    cells = json.loads(browser.evaluate(
        "JSON.stringify(document.getElementById('top-datasets-per-venue').data[0].x)"))
    assert "WACV 2024" in cells


def test_the_results_table_has_titles_and_sorts(full_report, browser, engine):
    browser.open(full_report)
    (table,) = build_tables(engine)
    assert table.rows and all(row[0] for row in table.rows)  # every result carries its paper's title
    values = json.loads(browser.evaluate(SORT_JS % ("results", "value")))
    assert len(values) == len(table.rows)
    assert values == sorted(values)
    assert json.loads(browser.evaluate(SORT_JS % ("results", "value"))) == sorted(values, reverse=True)
    papers = json.loads(browser.evaluate(SORT_JS % ("results", "paper")))
    assert sorted(papers) == sorted(row[0] for row in table.rows)
    venues = json.loads(browser.evaluate(SORT_JS % ("results", "venue")))
    named = [v for v in venues if v]
    assert named == sorted(named, key=str.casefold) and venues == named + [""] * (len(venues) - len(named))
    assert browser.console_errors() == []


def test_the_browser_check_catches_errors_network_and_empty_charts(report, browser, tmp_path):
    """The checks above can fail: a page with a console error, a fetch and a blank chart is caught."""
    browser.open(report)
    # the bundled examples name no venue: those charts say "no data yet" and draw nothing
    empty = [c["id"] for c in json.loads(browser.evaluate(CHART_STATE_JS)) if not c["marks"]]
    assert browser.console_errors() == [] and "papers-per-venue" in empty
    broken = tmp_path / "broken.html"
    page = report.read_text(encoding="utf-8")
    page = page.replace("</body>", '<div class="js-plotly-plot" id="blank"></div>'
                                   "<script>console.error('boom'); fetch('http://127.0.0.1:9/x')"
                                   ".catch(() => {});</script></body>")
    broken.write_text(page, encoding="utf-8")
    browser.open(broken)
    assert any("boom" in e for e in browser.console_errors())
    assert "http://127.0.0.1:9/x" in browser.requests()
    charts = json.loads(browser.evaluate(CHART_STATE_JS))
    assert [c["id"] for c in charts if not c["marks"]] == [*empty, "blank"]


def test_report_is_one_file_with_no_external_resources(report):
    page = report.read_text(encoding="utf-8")
    assert not re.search(r"<(script|link|img|iframe)\b[^>]*\b(src|href)=\"?(https?:)?//", page)
    assert page.count("<section") == len(CHARTS) + len(TABLES)
    assert "Plotly.newPlot" in page and len(page) > 1_000_000  # plotly.js is inlined


def test_report_of_an_empty_database_still_opens(engine, tmp_path):
    migrate(engine)
    out = tmp_path / "empty.html"
    assert main(["report", "--db", engine.url.render_as_string(hide_password=False), "--out", str(out)]) == 0
    assert [c.papers for c in build_charts(engine)] == [0] * len(CHARTS)
    assert out.read_text(encoding="utf-8").count("no data yet") == len(CHARTS) + len(TABLES)
