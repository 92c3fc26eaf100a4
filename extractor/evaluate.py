"""Scoring extraction against hand annotations, exactly as docs/annotation.md "Scoring" says.

Predictions are read back through the public views (``v_papers`` ...), so an evaluation
also checks that what users query is what the extractors produced.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

import regex
from sqlalchemy import Engine, text

from extractor.extract.links import link_key

FIELDS = ("papers", "authors", "categories", "links", "datasets", "artifacts", "results")
RESULT_ATTRIBUTES = ("kind", "role", "qualifier", "metric")
LINK_ATTRIBUTES = ("kind", "promised")


@dataclass
class FieldScore:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict:
        return dict(precision=round(self.precision, 4), recall=round(self.recall, 4),
                    f1=round(self.f1, 4), tp=self.tp, fp=self.fp, fn=self.fn)


@dataclass
class Report:
    fields: dict[str, FieldScore] = field(default_factory=lambda: {f: FieldScore() for f in FIELDS})
    attributes: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    misses: list[dict] = field(default_factory=list)
    # (gold kind, predicted kind) -> count, over matched result pairs
    kinds: dict[tuple[str, str], int] = field(default_factory=lambda: defaultdict(int))
    venues: dict[str, Report] = field(default_factory=dict)  # the same scores per gold ``venue``

    def attr(self, name: str, ok: bool) -> None:
        self.attributes[name][0] += int(ok)
        self.attributes[name][1] += 1

    def miss(self, field_name: str, paper: str, what: str, item) -> None:
        self.misses.append(dict(field=field_name, paper=paper, type=what, item=item))

    def to_dict(self) -> dict:
        out = {
            "fields": {k: v.as_dict() for k, v in self.fields.items()},
            "attributes": {
                k: dict(accuracy=round(c / n, 4) if n else None, correct=c, total=n)
                for k, (c, n) in sorted(self.attributes.items())
            },
            "kind_confusion": [
                dict(gold=g, predicted=p, count=n) for (g, p), n in sorted(self.kinds.items())
            ],
        }
        if self.venues:
            out["venues"] = {v: r.to_dict() for v, r in sorted(self.venues.items())}
        return out

    def accuracy(self, name: str) -> float | None:
        c, n = self.attributes.get(name, (0, 0))
        return c / n if n else None

    def to_text(self) -> str:
        lines = [f"{'field':<12}{'precision':>10}{'recall':>8}{'F1':>8}{'tp':>6}{'fp':>6}{'fn':>6}"]
        for name, s in self.fields.items():
            lines.append(
                f"{name:<12}{s.precision:>10.3f}{s.recall:>8.3f}{s.f1:>8.3f}{s.tp:>6}{s.fp:>6}{s.fn:>6}"
            )
        lines.append("")
        lines.append(f"{'attribute':<22}{'accuracy':>9}{'correct':>9}{'total':>7}")
        for name, (c, n) in sorted(self.attributes.items()):
            acc = f"{c / n:.3f}" if n else "-"
            lines.append(f"{name:<22}{acc:>9}{c:>9}{n:>7}")
        if self.kinds:
            lines += ["", "result kind confusion (rows: gold, columns: predicted)"]
            names = sorted({k for pair in self.kinds for k in pair})
            lines.append(f"{'':<12}" + "".join(f"{n[:11]:>12}" for n in names))
            for g in names:
                lines.append(f"{g[:12]:<12}" + "".join(f"{self.kinds.get((g, p), 0):>12}" for p in names))
        if self.venues:
            lines += ["", "per venue: F1 of fields, accuracy of result attributes"]
            cols = [("papers", "papers"), ("authors", "authors"), ("categories", "cats"), ("links", "links"),
                    ("datasets", "datasets"), ("artifacts", "artifacts"), ("results", "results")]
            attrs = [("results.kind", "kind"), ("results.role", "role"), ("results.qualifier", "qual"),
                     ("results.metric", "metric"), ("results.dataset", "dataset"), ("results.baseline", "baseline")]
            lines.append(f"{'venue':<18}{'n':>4}" + "".join(f"{h:>10}" for _, h in cols + attrs))
            for venue, r in sorted(self.venues.items()):
                n = r.fields["papers"].tp + r.fields["papers"].fn
                cells = [f"{r.fields[f].f1:>10.3f}" for f, _ in cols]
                cells += [f"{a:>10.3f}" if (a := r.accuracy(name)) is not None else f"{'-':>10}" for name, _ in attrs]
                lines.append(f"{venue[:18]:<18}{n:>4}" + "".join(cells))
        return "\n".join(lines)


def fold_name(name: str) -> str:
    """Dataset/artifact identity for scoring: case folded, no spaces, hyphens or dots."""
    return regex.sub(r"[\s\-‐‑–—.]", "", name.casefold())


def load_gold(path: str) -> dict[str, dict]:
    gold = {}
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if line.strip():
                try:
                    record = json.loads(line)
                except ValueError as exc:
                    raise ValueError(f"{path}: line {number}: not JSON ({exc})") from None
                gold[record["id"]] = record
    return gold


def predictions(engine: Engine) -> dict[str, dict]:
    """Gold-shaped records for every sighting, read from the public views."""
    with engine.connect() as conn:
        sightings = conn.execute(
            text("SELECT paper_id, source_name, position, authors_truncated FROM v_papers")
        ).all()

        def grouped(sql: str) -> dict[int, list]:
            out: dict[int, list] = defaultdict(list)
            for row in conn.execute(text(sql)).mappings():
                out[row["paper_id"]].append(dict(row))
            return out

        authors = grouped("SELECT paper_id, position, name FROM v_paper_authors ORDER BY paper_id, position")
        cats = grouped("SELECT paper_id, area, subarea FROM v_paper_categories")
        links = grouped(
            "SELECT paper_id, url, kind, host, owner, repo, promised FROM v_paper_links ORDER BY paper_id, position"
        )
        datasets = grouped("SELECT paper_id, dataset, mention, role FROM v_paper_datasets ORDER BY paper_id, start_char")
        artifacts = grouped("SELECT paper_id, name, type FROM v_paper_artifacts ORDER BY paper_id, position")
        results = grouped(
            "SELECT paper_id, text, value, value_high, unit, kind, role, qualifier, metric, dataset, baseline "
            "FROM v_results ORDER BY paper_id, position"
        )
    out = {}
    for pid, source, position, truncated in sightings:
        out[f"{source}#{position}"] = dict(
            authors=[a["name"] for a in authors.get(pid, [])],
            authors_truncated=bool(truncated),
            categories=[dict(area=c["area"], subarea=c["subarea"]) for c in cats.get(pid, [])],
            links=[{**{k: v for k, v in link.items() if k != "paper_id"}, "promised": bool(link["promised"])}
                   for link in links.get(pid, [])],
            datasets=[dict(name=d["dataset"], mention=d["mention"], role=d["role"]) for d in datasets.get(pid, [])],
            artifacts=[dict(name=a["name"], type=a["type"]) for a in artifacts.get(pid, [])],
            results=[{k: v for k, v in r.items() if k != "paper_id"} for r in results.get(pid, [])],
        )
    return out


def score(gold: dict[str, dict], pred: dict[str, dict], by_venue: bool = True) -> Report:
    """Scores over every paper, and the same per ``venue`` when gold records carry one."""
    report = _score(gold, pred)
    venues = {g.get("venue") for g in gold.values()} - {None}
    if by_venue and venues:
        for venue in venues:
            ids = {k for k, g in gold.items() if g.get("venue") == venue}
            report.venues[venue] = _score({k: gold[k] for k in ids}, {k: v for k, v in pred.items() if k in ids})
    return report


def _score(gold: dict[str, dict], pred: dict[str, dict]) -> Report:
    report = Report()
    _set_field(report, "papers", {k: {k} for k in gold}, {k: {k} for k in pred}, gold.keys() | pred.keys())
    ids = sorted(gold.keys() | pred.keys())
    empty: dict = {}

    def items(records, pid, fn) -> Iterable:
        return fn(records.get(pid, empty))

    _set_field(report, "authors",
               {p: {(i, n) for i, n in enumerate(items(gold, p, lambda r: r.get("authors", [])))} for p in ids},
               {p: {(i, n) for i, n in enumerate(items(pred, p, lambda r: r.get("authors", [])))} for p in ids}, ids)
    _set_field(report, "categories",
               {p: {(c["area"], c.get("subarea")) for c in gold.get(p, empty).get("categories", [])} for p in ids},
               {p: {(c["area"], c.get("subarea")) for c in pred.get(p, empty).get("categories", [])} for p in ids},
               ids)
    for p in ids:
        g_links = {link_key(link["url"]): link for link in gold.get(p, empty).get("links", [])}
        p_links = {link_key(link["url"]): link for link in pred.get(p, empty).get("links", [])}
        _count(report, "links", p, set(g_links), set(p_links))
        for key in g_links.keys() & p_links.keys():
            for attr in LINK_ATTRIBUTES:
                report.attr(f"links.{attr}", g_links[key].get(attr) == p_links[key].get(attr))
    for p in ids:
        _score_named(report, "datasets", p, gold.get(p, empty).get("datasets", []),
                     pred.get(p, empty).get("datasets", []))
        _score_named(report, "artifacts", p, gold.get(p, empty).get("artifacts", []),
                     pred.get(p, empty).get("artifacts", []))
    for p in ids:
        _score_results(report, p, gold.get(p, empty).get("results", []), pred.get(p, empty).get("results", []))
    return report


def _names(entry: dict) -> set[str]:
    """The folded spellings an entry answers to: its name and, for datasets, its mention
    (catalogs spell canonical names differently; the mention is the text's own)."""
    return {fold_name(v) for v in (entry.get("name"), entry.get("mention")) if v}


def _score_named(report: Report, name: str, paper: str, gold: list[dict], pred: list[dict]) -> None:
    """One-to-one matching of named entries: a prediction matches a gold entry when any
    of its spellings equals any of the gold entry's; same-name pairs are taken first."""
    s = report.fields[name]
    unmatched = list(pred)
    missed = []
    for exact in (True, False):
        rest = []
        for g in gold if exact else missed:
            g_names = _names(g) if not exact else {fold_name(g["name"])}
            match = next(
                (r for r in unmatched if (({fold_name(r["name"])} if exact else _names(r)) & g_names)), None
            )
            if match is None:
                rest.append(g)
                continue
            unmatched.remove(match)
            s.tp += 1
        missed = rest
    for g in missed:
        s.fn += 1
        report.miss(name, paper, "missed", g["name"])
    for r in unmatched:
        s.fp += 1
        report.miss(name, paper, "spurious", r["name"])


def _set_field(report: Report, name: str, gold: dict, pred: dict, ids: Iterable[str]) -> None:
    for p in ids:
        _count(report, name, p, gold.get(p, set()), pred.get(p, set()))


def _count(report: Report, name: str, paper: str, gold: set, pred: set) -> None:
    s = report.fields[name]
    s.tp += len(gold & pred)
    for item in sorted(gold - pred, key=repr):
        s.fn += 1
        report.miss(name, paper, "missed", item)
    for item in sorted(pred - gold, key=repr):
        s.fp += 1
        report.miss(name, paper, "spurious", item)


def _norm_attr(value):
    return value.strip().casefold() if isinstance(value, str) else value


CONTAINED = ("metric", "dataset", "baseline")


def attribute_ok(attr: str, gold, predicted) -> bool:
    """Whether a matched result's attribute is right: metric, dataset and baseline when,
    folded like names, one contains the other (both null is right; one null is wrong);
    the others exactly, case-insensitive."""
    if attr in CONTAINED:
        if gold is None or predicted is None:
            return gold is None and predicted is None
        g, p = fold_name(str(gold)), fold_name(str(predicted))
        return bool(g and p) and (g in p or p in g)
    return _norm_attr(gold) == _norm_attr(predicted)


def _score_results(report: Report, paper: str, gold: list[dict], pred: list[dict]) -> None:
    """Match (value, unit) pairs one to one; prefer the prediction with the same text."""
    s = report.fields["results"]
    unmatched = list(pred)
    for g in gold:
        candidates = [
            r for r in unmatched
            if r["unit"] == g["unit"] and abs(float(r["value"]) - float(g["value"])) <= 1e-6
        ]
        if not candidates:
            s.fn += 1
            report.miss("results", paper, "missed", (g["text"], g["value"], g["unit"]))
            continue
        match = next((r for r in candidates if r.get("text") == g.get("text")), candidates[0])
        unmatched.remove(match)
        s.tp += 1
        report.kinds[(g.get("kind"), match.get("kind"))] += 1
        for attr in RESULT_ATTRIBUTES + ("dataset", "baseline"):
            ok = attribute_ok(attr, g.get(attr), match.get(attr))
            report.attr(f"results.{attr}", ok)
            if not ok:
                report.miss(f"results.{attr}", paper, "wrong", (g["text"], g.get(attr), match.get(attr)))
    for r in unmatched:
        s.fp += 1
        report.miss("results", paper, "spurious", (r["text"], r["value"], r["unit"]))
