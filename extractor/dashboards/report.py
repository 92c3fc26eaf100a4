"""A static, self-contained HTML report of the database: ``extractor report --out report.html``.

For analysts who want a picture without running Metabase, Superset, Grafana or Datasette.
The charts are Plotly figures with plotly.js inlined once into the page, so the file opens
offline, from an e-mail attachment or a CI artifact, with zoom and hover intact; the
results table sorts by any column with a few lines of inline script.  Every number comes
from the public views (``v_*``), the same interface other dashboards use, so the report
cannot depend on table details that migrations may change.  Each chart's title carries the
number of distinct papers behind it: a share or a distribution means little without
knowing how many papers it rests on (most exports give no area, so the area charts rest on
few papers; every paper whose file or record names a venue is in the venue charts).
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import plotly.graph_objects as go
from sqlalchemy import Engine, bindparam, text

from extractor import __version__

TOP_DATASETS = 20
TOP_DATASETS_PER_VENUE = 5
TOP_SPEEDUPS = 15
RESULT_ROWS = 500
LABEL_CHARS = 60


@dataclass
class Chart:
    """One figure of the report and the number of distinct papers it rests on."""

    key: str
    title: str
    papers: int
    figure: go.Figure
    note: str = ""


def _rows(conn, sql: str, **params) -> list[tuple]:
    stmt = text(sql)
    for name, value in params.items():
        if isinstance(value, (list, tuple)):
            stmt = stmt.bindparams(bindparam(name, expanding=True))
    return [tuple(r) for r in conn.execute(stmt, params)]


def _scalar(conn, sql: str, **params) -> int:
    return int(_rows(conn, sql, **params)[0][0] or 0)


def _short(label: str | None, n: int = LABEL_CHARS) -> str:
    label = " ".join((label or "").split())
    return label if len(label) <= n else label[: n - 1].rstrip() + "…"


def _layout(fig: go.Figure, title: str, papers: int, **axes) -> go.Figure:
    layout = dict(template="plotly_white", height=420, margin={"l": 60, "r": 20, "t": 60, "b": 60})
    layout.update(axes)
    fig.update_layout(title={"text": f"{html.escape(title)} — {papers:,} papers", "x": 0.01}, **layout)
    if not fig.data or not any(len(getattr(t, "x", None) or getattr(t, "y", None) or []) for t in fig.data):
        fig.add_annotation(text="no data yet", showarrow=False, font={"size": 18},
                           xref="paper", yref="paper", x=0.5, y=0.5)
    return fig


def _venue_label(venue: str, year: int | None) -> str:
    return f"{venue} {year}" if year else venue


def papers_per_venue(conn) -> Chart:
    rows = _rows(conn, """
        SELECT venue, year, papers FROM v_venue_summary WHERE venue IS NOT NULL ORDER BY venue, year""")
    n = sum(int(r[2]) for r in rows)
    unplaced = _scalar(conn, "SELECT COALESCE(SUM(papers), 0) FROM v_venue_summary WHERE venue IS NULL")
    venues = sorted({r[0] for r in rows})
    years = sorted({r[1] for r in rows}, key=lambda y: (y is None, y))
    counts = {(r[0], r[1]): int(r[2]) for r in rows}
    fig = go.Figure([
        go.Bar(name=str(year) if year else "year unknown", x=venues, y=[counts.get((v, year), 0) for v in venues],
               hovertemplate=f"%{{x}} {year or ''}: %{{y}} papers<extra></extra>")
        for year in years
    ])
    note = "Venue and year from each record, else --venue/--year, else the file name (iclr2024.json)."
    if unplaced:
        note += f" {unplaced:,} papers name no venue and are not shown."
    return Chart("papers-per-venue", "Papers per venue and year", n,
                 _layout(fig, "Papers per venue and year", n, barmode="stack", yaxis_title="papers",
                         legend_title_text="year"), note)


def _share_with_code(key: str, group: str, rows: list[tuple[str, int, int]], papers: int, note: str) -> Chart:
    """Horizontal bars of (label, papers, papers with code), largest share first."""
    rows = sorted(rows, key=lambda r: (-(r[2] / r[1]), r[0]))
    fig = go.Figure(go.Bar(
        x=[100.0 * r[2] / r[1] for r in rows], y=[r[0] for r in rows], orientation="h",
        customdata=[[r[2], r[1]] for r in rows],
        hovertemplate="%{y}: %{x:.1f}% (%{customdata[0]} of %{customdata[1]} papers)<extra></extra>"))
    fig.update_yaxes(autorange="reversed")
    title = f"Share of papers linking code, per {group}"
    return Chart(key, title, papers,
                 _layout(fig, title, papers, xaxis={"title": f"% of the {group}'s papers", "range": [0, 100]}), note)


def share_with_code_per_venue(conn) -> Chart:
    rows = [(_venue_label(v, y), int(p), int(c)) for v, y, p, c in _rows(conn, """
        SELECT venue, year, papers, papers_with_code FROM v_venue_summary WHERE venue IS NOT NULL""")]
    return _share_with_code("share-with-code-per-venue", "venue", rows, sum(r[1] for r in rows),
                            "Links to a code repository (a github field or a link in the abstract), "
                            "promised ones included.")


def top_datasets_per_venue(conn) -> Chart:
    rows = _rows(conn, """
        SELECT venue, year, dataset, COUNT(DISTINCT paper_id) AS papers FROM v_paper_datasets
        WHERE venue IS NOT NULL GROUP BY venue, year, dataset""")
    totals = {(r[0], r[1]): int(r[2]) for r in _rows(conn, """
        SELECT venue, year, papers FROM v_venue_summary WHERE venue IS NOT NULL""")}
    by_venue: dict[tuple, list] = {}
    for venue, year, dataset, papers in rows:
        by_venue.setdefault((venue, year), []).append((int(papers), dataset))
    venues = sorted(by_venue, key=lambda v: (v[0], v[1] or 0))
    top = {v: sorted(by_venue[v], key=lambda x: (-x[0], x[1]))[:TOP_DATASETS_PER_VENUE] for v in venues}
    datasets = sorted({d for v in venues for _, d in top[v]},
                      key=lambda d: (-sum(p for v in venues for p, x in by_venue[v] if x == d), d))
    counts = {(v, d): p for v in venues for p, d in by_venue[v]}
    n = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_paper_datasets WHERE venue IS NOT NULL")
    share = [[100.0 * counts.get((v, d), 0) / max(1, totals.get(v, 0)) for v in venues] for d in datasets]
    fig = go.Figure(go.Heatmap(
        z=share, x=[_venue_label(*v) for v in venues], y=datasets, colorscale="Blues",
        customdata=[[counts.get((v, d), 0) for v in venues] for d in datasets],
        colorbar={"title": "% of papers"},
        hovertemplate="%{y} at %{x}: %{customdata} papers (%{z:.1f}%)<extra></extra>"))
    fig.update_yaxes(autorange="reversed")
    title = f"Top {TOP_DATASETS_PER_VENUE} datasets of each venue"
    return Chart("top-datasets-per-venue", title, n,
                 _layout(fig, title, n, height=max(420, 60 + 24 * len(datasets)),
                         margin={"l": 220, "r": 20, "t": 60, "b": 60}),
                 "Share of each venue's papers that use or introduce the dataset; a row for every dataset "
                 "in some venue's top five.")


def papers_per_area(conn) -> Chart:
    rows = _rows(conn, """
        SELECT area, COUNT(DISTINCT paper_id) AS papers FROM v_paper_categories
        GROUP BY area ORDER BY papers DESC, area""")
    n = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_paper_categories")
    fig = go.Figure(go.Bar(x=[r[1] for r in rows], y=[r[0] for r in rows], orientation="h",
                           hovertemplate="%{y}: %{x} papers<extra></extra>"))
    fig.update_yaxes(autorange="reversed")
    total = _scalar(conn, "SELECT COUNT(*) FROM v_paper_changes WHERE NOT deleted")
    return Chart("papers-per-area", "Papers per area", n,
                 _layout(fig, "Papers per area", n, xaxis_title="papers"),
                 f"{n:,} of {total:,} papers have an area (many exports leave it empty); "
                 "a paper in two areas counts in both.")


def share_with_code(conn) -> Chart:
    rows = _rows(conn, """
        SELECT c.area, COUNT(DISTINCT c.paper_id) AS papers, COUNT(DISTINCT l.paper_id) AS with_code
        FROM v_paper_categories c
        LEFT JOIN v_paper_links l ON l.paper_id = c.paper_id AND l.kind = 'code'
        GROUP BY c.area""")
    n = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_paper_categories")
    return _share_with_code("share-with-code", "area", rows, n,
                            "Links to a code repository, including ones the abstract promises.")


def top_datasets(conn) -> Chart:
    rows = _rows(conn, """
        SELECT dataset, papers, papers_introducing FROM v_dataset_usage
        ORDER BY papers DESC, dataset LIMIT :k""", k=TOP_DATASETS)
    names = [r[0] for r in rows]
    n = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_paper_datasets WHERE dataset IN :names",
                names=names) if names else 0
    fig = go.Figure([
        go.Bar(name="use it", x=[r[1] - r[2] for r in rows], y=names, orientation="h"),
        go.Bar(name="introduce it", x=[r[2] for r in rows], y=names, orientation="h"),
    ])
    fig.update_yaxes(autorange="reversed")
    title = f"Top {len(rows)} datasets and benchmarks"
    return Chart("top-datasets", title, n,
                 _layout(fig, title, n, barmode="stack", xaxis_title="papers", height=520))


def _gains(conn, unit: str, key: str, title: str, axis: str, suffix: str, note: str) -> Chart:
    rows = _rows(conn, """
        SELECT value, paper_id FROM v_results
        WHERE kind = 'improvement' AND role = 'result' AND unit = :unit""", unit=unit)
    n = len({r[1] for r in rows})
    fig = go.Figure(go.Histogram(x=[r[0] for r in rows], nbinsx=40,
                                 hovertemplate=f"%{{x}} {suffix}: %{{y}} results<extra></extra>"))
    return Chart(key, title, n, _layout(fig, title, n, xaxis_title=axis, yaxis_title="results"), note)


def gains_in_points(conn) -> Chart:
    return _gains(conn, "pp", "gains-pp", "Reported gains in percentage points", "gain (percentage points)",
                  "pp", "Absolute gains a paper reports for itself (61.2% to 67.1% is 5.9 pp).")


def gains_in_percent(conn) -> Chart:
    return _gains(conn, "percent", "gains-percent", "Reported relative gains (percent)",
                  "gain (% of the baseline)", "%",
                  "Gains relative to the baseline (a 10% improvement of 60% is 66%); not comparable with pp.")


def speedups(conn) -> Chart:
    rows = _rows(conn, """
        SELECT COALESCE(value_high, value), paper_id FROM v_results
        WHERE kind = 'speedup' AND unit = 'times' AND role = 'result' AND value > 0""")
    n = len({r[1] for r in rows})
    logs = [math.log10(r[0]) for r in rows]
    top = max([1.0, *logs])
    ticks = list(range(0, int(math.ceil(top)) + 1))
    fig = go.Figure(go.Histogram(x=logs, xbins={"size": 0.1}, customdata=[r[0] for r in rows],
                                 hovertemplate="10^%{x}×: %{y} results<extra></extra>"))
    return Chart("speedups", "Reported speedups (log scale)", n,
                 _layout(fig, "Reported speedups (log scale)", n, yaxis_title="results",
                         xaxis={"title": "speedup (×, log scale)", "tickvals": ticks,
                                "ticktext": [f"{10 ** t:,}×" for t in ticks]}),
                 "Multipliers a paper reports for itself; ranges count at their upper end.")


def largest_speedups(conn) -> Chart:
    rows = _rows(conn, """
        SELECT paper_id, title_or_snippet, value, value_high, metric, dataset, text FROM v_top_results
        WHERE kind = 'speedup' AND unit = 'times' LIMIT :k""", k=TOP_SPEEDUPS)
    n = len({r[0] for r in rows})
    labels = [f"#{r[0]} {_short(r[1])}" for r in rows]
    fig = go.Figure(go.Bar(
        x=[r[3] if r[3] is not None else r[2] for r in rows], y=labels, orientation="h",
        customdata=[[r[6], r[4] or "", r[5] or ""] for r in rows],
        hovertemplate="%{y}<br>%{customdata[0]} %{customdata[1]} %{customdata[2]}<extra></extra>"))
    fig.update_yaxes(autorange="reversed")
    return Chart("largest-speedups", f"The {len(rows)} largest speedups", n,
                 _layout(fig, f"The {len(rows)} largest speedups", n, height=560,
                         xaxis={"title": "speedup (×, log scale)", "type": "log"},
                         margin={"l": 420, "r": 20, "t": 60, "b": 60}),
                 "From v_top_results; #N is the paper id.")


def ingestion(conn) -> Chart:
    rows = _rows(conn, "SELECT day, papers_new, sources FROM v_ingest_timeline ORDER BY day")
    n = sum(int(r[1]) for r in rows)
    total, cumulative = 0, []
    for r in rows:
        total += int(r[1])
        cumulative.append(total)
    days = [r[0] for r in rows]
    fig = go.Figure([
        go.Bar(name="new papers", x=days, y=[r[1] for r in rows]),
        go.Scatter(name="papers in total", x=days, y=cumulative, mode="lines+markers", yaxis="y2"),
        go.Bar(name="files ingested", x=days, y=[r[2] for r in rows], visible="legendonly"),
    ])
    return Chart("ingestion", "Ingestion over time", n,
                 _layout(fig, "Ingestion over time", n, xaxis={"title": "day (UTC)", "type": "category"},
                         yaxis_title="papers per day",
                         yaxis2={"title": "papers in total", "overlaying": "y", "side": "right",
                                 "rangemode": "tozero"}))


CHARTS = (papers_per_venue, share_with_code_per_venue, top_datasets_per_venue, papers_per_area, share_with_code,
          top_datasets, gains_in_points, gains_in_percent, speedups, largest_speedups, ingestion)


@dataclass
class Table:
    """A sortable HTML table of the report and the number of distinct papers in it."""

    key: str
    title: str
    papers: int
    columns: list[tuple[str, str]]  # (heading, "text" | "number")
    rows: list[tuple]
    note: str = ""


def results_table(conn) -> Table:
    rows = _rows(conn, """
        SELECT title_or_snippet, venue, year, kind, unit, COALESCE(value_high, value), metric, dataset, baseline,
               text, paper_id
        FROM v_top_results LIMIT :k""", k=RESULT_ROWS)
    total = _scalar(conn, "SELECT COUNT(*) FROM v_top_results")
    columns = [("paper", "text"), ("venue", "text"), ("year", "number"), ("kind", "text"), ("unit", "text"),
               ("value", "number"), ("metric", "text"), ("dataset", "text"), ("baseline", "text"),
               ("as written", "text")]
    shown = f"the {len(rows):,} largest of {total:,}" if total > len(rows) else f"all {total:,}"
    return Table("results", "Speedups and gains with their papers", len({r[10] for r in rows}), columns,
                 [r[:10] for r in rows],
                 f"Each paper's own speedups and improvements ({shown}, from v_top_results; a range by its "
                 "upper end). Click a column heading to sort by it, again to reverse.")


TABLES = (results_table,)


def build_charts(engine: Engine) -> list[Chart]:
    """Every chart of the report, read in one transaction so they agree with each other."""
    with engine.connect() as conn:
        return [make(conn) for make in CHARTS]


def build_tables(engine: Engine) -> list[Table]:
    with engine.connect() as conn:
        return [make(conn) for make in TABLES]


def _cell(value) -> str:
    if value is None:
        return "<td></td>"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return f'<td class="num" data-v="{value}">{value:g}</td>'
    return f"<td>{html.escape(str(value))}</td>"


def render_table(table: Table) -> str:
    head = "".join(f'<th data-type="{kind}" title="sort">{html.escape(name)}</th>' for name, kind in table.columns)
    body = "\n".join("<tr>" + "".join(_cell(v) for v in row) + "</tr>" for row in table.rows)
    if not table.rows:
        body = f'<tr><td colspan="{len(table.columns)}">no data yet</td></tr>'
    return (f'<h2 id="{table.key}">{html.escape(table.title)} — {table.papers:,} papers</h2>\n'
            f'<table class="sortable" id="{table.key}-table"><thead><tr>{head}</tr></thead>\n'
            f"<tbody>\n{body}\n</tbody></table>")


_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 1100px;
       padding: 0 1rem; color: #222; }}
h1 {{ font-size: 1.6rem; margin-bottom: .2rem; }}
.meta {{ color: #666; margin-top: 0; }}
section {{ margin: 2rem 0; }}
.note {{ color: #666; font-size: .9rem; margin: .2rem 0 0 .5rem; }}
nav a {{ margin-right: 1rem; }}
h2 {{ font-size: 1.1rem; font-weight: normal; }}
table.sortable {{ border-collapse: collapse; font-size: .85rem; width: 100%; }}
table.sortable th, table.sortable td {{ border-bottom: 1px solid #eee; padding: .2rem .4rem; text-align: left;
                                        vertical-align: top; }}
table.sortable th {{ cursor: pointer; background: #f6f6f6; position: sticky; top: 0; }}
table.sortable th[aria-sort="ascending"]::after {{ content: " ▲"; }}
table.sortable th[aria-sort="descending"]::after {{ content: " ▼"; }}
table.sortable td.num {{ text-align: right; font-variant-numeric: tabular-nums; }}
.scroll {{ max-height: 600px; overflow: auto; }}
</style>
</head>
<body>
<h1>{title}</h1>
<p class="meta">{papers:,} papers, generated {generated} by extractor {version}. Charts are interactive
(hover, zoom, click legend entries); the page needs no network.</p>
<nav>{nav}</nav>
{sections}
<script>
// Sort a table by the clicked column: numbers by value, text alphabetically, empty cells last.
document.querySelectorAll("table.sortable th").forEach((th, col) => th.addEventListener("click", () => {{
  const table = th.closest("table"), body = table.tBodies[0];
  const up = th.getAttribute("aria-sort") !== "ascending";
  table.querySelectorAll("th").forEach(h => h.removeAttribute("aria-sort"));
  th.setAttribute("aria-sort", up ? "ascending" : "descending");
  const number = th.dataset.type === "number";
  const key = row => {{ const c = row.cells[col]; return c ? (number ? c.dataset.v : c.textContent) : undefined; }};
  const rows = Array.from(body.rows).filter(r => r.cells.length > 1);
  rows.sort((a, b) => {{
    const x = key(a), y = key(b);
    if (x === undefined || x === "") return 1;
    if (y === undefined || y === "") return -1;
    const d = number ? parseFloat(x) - parseFloat(y) : x.localeCompare(y);
    return up ? d : -d;
  }});
  rows.forEach(r => body.appendChild(r));
}}));
</script>
</body>
</html>
"""


def render(charts: list[Chart], papers: int, title: str = "ML papers: extraction report",
           tables: list[Table] = ()) -> str:
    """The whole page: plotly.js inlined before the first chart, each chart and table in its
    own section, the tables after the charts they detail (before the ingestion chart)."""
    sections = []
    for i, chart in enumerate(charts):
        div = chart.figure.to_html(full_html=False, include_plotlyjs=(i == 0), div_id=chart.key,
                                   config={"displaylogo": False, "responsive": True})
        note = f'<p class="note">{html.escape(chart.note)}</p>' if chart.note else ""
        sections.append(f'<section data-papers="{chart.papers}">\n{div}\n{note}\n</section>')
    for table in tables:
        note = f'<p class="note">{html.escape(table.note)}</p>' if table.note else ""
        section = (f'<section data-papers="{table.papers}">\n<div class="scroll">{render_table(table)}</div>\n'
                   f"{note}\n</section>")
        sections.insert(max(0, len(sections) - 1), section)
    items = [*charts[:-1], *tables, *charts[-1:]] if charts else list(tables)
    nav = " ".join(f'<a href="#{c.key}">{html.escape(c.title)}</a>' for c in items)
    return _PAGE.format(title=html.escape(title), papers=papers, version=__version__, nav=nav,
                        generated=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                        sections="\n".join(sections))


def write_report(engine: Engine, out: Path) -> list[Chart]:
    """Bring the database to the current schema (the views), then write the report to ``out``."""
    from extractor.db.engine import migrate

    migrate(engine)
    charts = build_charts(engine)
    tables = build_tables(engine)
    with engine.connect() as conn:
        papers = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_papers")
    out.write_text(render(charts, papers, tables=tables), encoding="utf-8")
    return charts
