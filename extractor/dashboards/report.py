"""A static, self-contained HTML report of the database: ``extractor report --out report.html``.

For analysts who want a picture without running Metabase, Superset, Grafana or Datasette.
The charts are Plotly figures with plotly.js inlined once into the page, so the file opens
offline, from an e-mail attachment or a CI artifact, with zoom and hover intact.  Every
number comes from the public views (``v_*``), the same interface other dashboards use,
so the report cannot depend on table details that migrations may change.  Each chart's
title carries the number of distinct papers behind it: a share or a distribution means
little without knowing how many papers it rests on.
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
TOP_SPEEDUPS = 15
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


def papers_per_area(conn) -> Chart:
    rows = _rows(conn, """
        SELECT area, COUNT(DISTINCT paper_id) AS papers FROM v_paper_categories
        GROUP BY area ORDER BY papers DESC, area""")
    n = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_paper_categories")
    fig = go.Figure(go.Bar(x=[r[1] for r in rows], y=[r[0] for r in rows], orientation="h",
                           hovertemplate="%{y}: %{x} papers<extra></extra>"))
    fig.update_yaxes(autorange="reversed")
    return Chart("papers-per-area", "Papers per area", n,
                 _layout(fig, "Papers per area", n, xaxis_title="papers"),
                 "A paper in two areas counts in both.")


def share_with_code(conn) -> Chart:
    rows = _rows(conn, """
        SELECT c.area, COUNT(DISTINCT c.paper_id) AS papers, COUNT(DISTINCT l.paper_id) AS with_code
        FROM v_paper_categories c
        LEFT JOIN v_paper_links l ON l.paper_id = c.paper_id AND l.kind = 'code'
        GROUP BY c.area""")
    rows.sort(key=lambda r: (-(r[2] / r[1]), r[0]))
    n = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_paper_categories")
    fig = go.Figure(go.Bar(
        x=[100.0 * r[2] / r[1] for r in rows], y=[r[0] for r in rows], orientation="h",
        customdata=[[r[2], r[1]] for r in rows],
        hovertemplate="%{y}: %{x:.1f}% (%{customdata[0]} of %{customdata[1]} papers)<extra></extra>"))
    fig.update_yaxes(autorange="reversed")
    return Chart("share-with-code", "Share of papers linking code, per area", n,
                 _layout(fig, "Share of papers linking code, per area", n,
                         xaxis={"title": "% of the area's papers", "range": [0, 100]}),
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


def improvements(conn) -> Chart:
    rows = _rows(conn, """
        SELECT unit, value, paper_id FROM v_results
        WHERE kind = 'improvement' AND role = 'result' AND unit IN ('pp', 'percent')""")
    n = len({r[2] for r in rows})
    fig = go.Figure([
        go.Histogram(name=label, x=[r[1] for r in rows if r[0] == unit], opacity=0.75, nbinsx=40,
                     hovertemplate=f"%{{x}} {suffix}: %{{y}} results<extra>{label}</extra>")
        for unit, label, suffix in (("pp", "percentage points", "pp"), ("percent", "percent (relative)", "%"))
    ])
    return Chart("improvements", "Reported improvements (pp and percent)", n,
                 _layout(fig, "Reported improvements (pp and percent)", n, barmode="overlay",
                         xaxis_title="improvement", yaxis_title="results"),
                 "The papers' own gains; pp are absolute, percent relative to the baseline.")


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


CHARTS = (papers_per_area, share_with_code, top_datasets, improvements, speedups, largest_speedups, ingestion)


def build_charts(engine: Engine) -> list[Chart]:
    """Every chart of the report, read in one transaction so they agree with each other."""
    with engine.connect() as conn:
        return [make(conn) for make in CHARTS]


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
</style>
</head>
<body>
<h1>{title}</h1>
<p class="meta">{papers:,} papers, generated {generated} by extractor {version}. Charts are interactive
(hover, zoom, click legend entries); the page needs no network.</p>
<nav>{nav}</nav>
{sections}
</body>
</html>
"""


def render(charts: list[Chart], papers: int, title: str = "ML papers: extraction report") -> str:
    """The whole page: plotly.js inlined before the first chart, each chart in its own section."""
    sections = []
    for i, chart in enumerate(charts):
        div = chart.figure.to_html(full_html=False, include_plotlyjs=(i == 0), div_id=chart.key,
                                   config={"displaylogo": False, "responsive": True})
        note = f'<p class="note">{html.escape(chart.note)}</p>' if chart.note else ""
        sections.append(f'<section data-papers="{chart.papers}">\n{div}\n{note}\n</section>')
    nav = " ".join(f'<a href="#{c.key}">{html.escape(c.title)}</a>' for c in charts)
    return _PAGE.format(title=html.escape(title), papers=papers, version=__version__, nav=nav,
                        generated=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                        sections="\n".join(sections))


def write_report(engine: Engine, out: Path) -> list[Chart]:
    """Bring the database to the current schema (the views), then write the report to ``out``."""
    from extractor.db.engine import migrate

    migrate(engine)
    charts = build_charts(engine)
    with engine.connect() as conn:
        papers = _scalar(conn, "SELECT COUNT(DISTINCT paper_id) FROM v_papers")
    out.write_text(render(charts, papers), encoding="utf-8")
    return charts
