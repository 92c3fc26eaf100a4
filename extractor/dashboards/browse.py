"""Datasette metadata and configuration for a SQLite database of extractor.

``extractor browse-metadata`` writes two files.  ``metadata.json`` explains every table,
view and view column (and, for Datasette 0.6x, which reads everything from it, also
carries the configuration below).  ``datasette.yaml`` is the configuration in Datasette
1.0's form (``datasette papers.db -m metadata.json -c datasette.yaml``): facets on the
columns analysts slice by (venue, year, area, kind, unit, ...), label columns so a
foreign key shows a title or a name, the search box over titles and abstracts
(``papers_fts``) on ``papers`` and ``v_papers``, the search index's own tables hidden,
and the example questions of ``sql/queries/`` as canned queries.  The descriptions live
here, next to nothing else, so a test can check that every table, view and view column
has one: a view added by a later migration without a description fails that test instead
of appearing unexplained.
"""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from sqlalchemy import Engine, inspect
from sqlalchemy.engine import make_url

from extractor import __version__
from extractor.db.schema import SEARCH, is_search_object
from extractor.resources import queries_dir

QUERIES = queries_dir()

# Public views: what a row is, and every column.
VIEWS: dict[str, tuple[str, dict[str, str]]] = {
    "v_papers": ("One row per sighting of a paper: the same abstract in two files has two rows.", {
        "paper_id": "the paper (papers.id); one paper per distinct normalized abstract or shared identifier",
        "source_name": "file name the paper was read from",
        "position": "0-based position of the paper in that file",
        "external_id": "the record's own id (JSON inputs), if any",
        "title": "title, when the input has one",
        "abstract": "abstract as read",
        "authors_truncated": "the author list ended with 'et al.', '等' or '…'",
        "content_key": "sha256 of the normalized abstract",
        "url": "the record's own URL, if any",
        "source_path": "path of the file as ingested",
        "line": "1-based line of the paper in a text file",
        "venue": "venue this source places the paper in (record, --venue, or the file name: iclr2024.json)",
        "year": "year of that venue",
        "track": "track as the source names it (main, Datasets and Benchmarks, ...)",
        "status": "status as the source names it (Poster, Oral, ...)",
        "affiliations": "the authors' distinct affiliations, '; '-separated, in author order",
        "first_seen_at": "UTC time the paper was first ingested (YYYY-MM-DD HH:MM:SS.ffffff)",
        "updated_at": "UTC time the paper or its facts last changed (a correction, a re-extraction that changed them, removal)",
        "record": "the source record as read (JSON; text listings: their lines)",
    }),
    "v_paper_authors": ("Authors of each paper in listed order.", {
        "paper_id": "the paper", "position": "0-based position in the author list", "name": "author name",
    }),
    "v_paper_categories": ("Categories of each paper (Area · Subarea from listings, primary_area from JSON).", {
        "paper_id": "the paper", "area": "top-level area", "subarea": "subarea, empty when only an area is given",
    }),
    "v_paper_links": ("Links found in an abstract or in the record's github/project fields.", {
        "paper_id": "the paper", "url": "the URL as written", "kind": "code, project_page or other",
        "host": "host name", "owner": "repository owner (code links)", "repo": "repository name (code links)",
        "promised": "the text says the code will be released", "position": "0-based order in the paper",
        "start_char": "start of the URL in the abstract (null for field links)",
        "end_char": "end of the URL in the abstract (exclusive)",
        "title": "title of the paper", "venue": "the paper's venue (its newest sighting naming one)",
        "year": "year of that venue",
    }),
    "v_paper_datasets": ("Datasets and benchmarks a paper uses or introduces, under canonical names.", {
        "paper_id": "the paper", "dataset": "canonical dataset name", "mention": "the name as written",
        "role": "used or introduced", "start_char": "start of the mention in the abstract",
        "end_char": "end of the mention (exclusive)", "domain": "vision, language, ... (catalog datasets)",
        "dataset_kind": "dataset or benchmark (catalog)", "discovered": "found from context, not in the catalog",
        "title": "title of the paper", "venue": "the paper's venue (its newest sighting naming one)",
        "year": "year of that venue",
    }),
    "v_paper_artifacts": ("Methods, models, datasets and benchmarks a paper introduces by name.", {
        "paper_id": "the paper", "name": "the artifact's name", "type": "method, model, dataset, benchmark, ...",
        "start_char": "start in the abstract", "end_char": "end (exclusive)", "position": "0-based order",
        "title": "title of the paper", "venue": "the paper's venue (its newest sighting naming one)",
        "year": "year of that venue",
    }),
    "v_results": ("Every reported number with a result unit, with what it measures.", {
        "paper_id": "the paper", "text": "the number as written", "value": "the value (lower end of a range)",
        "value_high": "upper end of a range, else null", "unit": "percent, pp, times, points or other",
        "kind": "speedup, improvement, reduction, score, degradation or other",
        "role": "result (the paper's own) or baseline", "qualifier": "hedge such as 'up to' or 'about'",
        "metric": "what is measured", "dataset": "dataset it was measured on", "baseline": "compared against",
        "start_char": "start in the abstract", "end_char": "end (exclusive)", "position": "0-based order",
        "title": "title of the paper", "venue": "the paper's venue (its newest sighting naming one)",
        "year": "year of that venue",
    }),
    "v_paper_identifiers": ("Ids sources give for each paper; one id names one paper across sources.", {
        "paper_id": "the paper", "scheme": "arxiv, doi, openreview, s2 (Semantic Scholar), acl or pwc",
        "value": "the id (arXiv without version, DOI lower-case)",
    }),
    "v_paper_affiliations": ("Each author's affiliation, where the source gives one, as written.", {
        "paper_id": "the paper", "position": "0-based position in the author list", "author": "author name",
        "affiliation": "affiliation as the source writes it",
    }),
    "v_paper_history": ("Values a correction replaced: the newest sighting wins, the old values stay here.", {
        "paper_id": "the paper", "replaced_at": "UTC time of the correction",
        "changed": "the fields that changed (title, url, authors, affiliations, categories, keywords, "
                   "link_fields, venue)",
        "title": "title before", "url": "url before", "authors": "authors before, '; '-separated",
        "affiliations": "affiliations before, aligned with the authors", "categories": "categories before",
        "keywords": "keywords before", "link_fields": "structured links before (github/project fields)",
        "venue": "venue before", "year": "year before", "track": "track before",
        "run_id": "the ingest run that made the correction (ingest_runs.id)",
    }),
    "v_paper_keywords": ("The keywords a source gives, one row per paper and keyword.", {
        "paper_id": "the paper", "title": "title", "venue": "venue", "year": "year",
        "keyword": "keyword as the source writes it", "keyword_folded": "lower-cased, to group spellings",
    }),
    "v_paper_changes": ("One row per paper ever stored, removed ones included: what changed since a time.", {
        "paper_id": "the paper", "title": "title", "venue": "venue", "year": "year",
        "first_seen_at": "UTC time it was first ingested", "updated_at": "UTC time the row or its facts last changed",
        "deleted": "no file holds it any more (a re-sync soft-deleted it); other views hide it",
        "extractor_version": "extractor version of its last extraction (one that changed no fact leaves updated_at)",
    }),
    "v_category_summary": ("Per (area, subarea): papers, papers linking code, their share, papers reporting numbers.", {
        "area": "top-level area", "subarea": "subarea, null for a lone area",
        "papers": "distinct papers in the category",
        "papers_with_code": "papers with at least one code link (promised links count)",
        "share_with_code": "papers_with_code / papers, 0 to 1, four decimals",
        "papers_with_results": "papers with at least one row in v_results",
    }),
    "v_dataset_usage": ("Per canonical dataset: papers using it, papers introducing it, first and last seen.", {
        "dataset": "canonical dataset name", "domain": "vision, language, ... (catalog datasets)",
        "papers": "distinct papers mentioning it", "papers_introducing": "papers that introduce it",
        "first_seen": "UTC day (YYYY-MM-DD) the first of these papers was ingested",
        "last_seen": "UTC day a file holding one of these papers was last ingested",
    }),
    "v_author_summary": ("Per author name: papers, number of areas, first and last seen.", {
        "name": "author name", "papers": "distinct papers", "areas": "number of distinct areas of those papers",
        "first_seen": "UTC day the author's first paper was ingested",
        "last_seen": "UTC day a file holding one of the author's papers was last ingested",
    }),
    "v_top_results": ("Leaderboards: each paper's own speedups, then improvements (pp, then percent), largest first.", {
        "paper_id": "the paper", "title_or_snippet": "title, else the first 80 characters of the abstract",
        "kind": "speedup or improvement", "unit": "times, pp, percent, ...",
        "value": "the value (lower end of a range)", "value_high": "upper end of a range (ranks the row)",
        "metric": "what is measured", "dataset": "dataset it was measured on", "baseline": "compared against",
        "text": "the number as written", "venue": "the paper's venue", "year": "year of that venue",
    }),
    "v_ingest_timeline": ("Ingestion health: per UTC day, papers first ingested and files last ingested.", {
        "day": "UTC day, YYYY-MM-DD", "papers_new": "papers first ingested that day",
        "sources": "files whose latest ingest was that day",
    }),
    "v_venue_summary": ("Per venue and year: papers, papers linking code, their share, papers reporting numbers.", {
        "venue": "venue (null: papers no source places)", "year": "year",
        "papers": "distinct papers", "papers_with_code": "papers with at least one code link (promised links count)",
        "share_with_code": "papers_with_code / papers, 0 to 1, four decimals",
        "papers_with_results": "papers with at least one row in v_results",
    }),
}

TABLES: dict[str, str] = {
    "sources": "Every ingested file: path, sha256, format, size, when it was last ingested.",
    "ingest_runs": "The load ledger: one row per ingest run with its counts and status.",
    "papers": "One row per paper: its abstract (content_key), title, venue, first_seen_at, updated_at and a "
              "deleted flag (soft deletes); the extractor version that read it.",
    "sightings": "Where each paper was seen: source file, position, venue, status and the record as read.",
    "venues": "Distinct (name, year, track) of venues; unknown parts stored as '' or 0.",
    "affiliations": "Distinct affiliations as sources write them.",
    "paper_identifiers": "Ids sources give (arxiv, doi, openreview, s2, acl, pwc), one paper per id.",
    "paper_history": "Values corrections replaced (see v_paper_history).",
    SEARCH: "Full-text index of titles and abstracts (SQLite FTS5): SELECT rowid, title FROM papers_fts('query') "
            "ORDER BY rank.",
    "authors": "Distinct author names.",
    "paper_authors": "Authors of each paper, in order (see v_paper_authors).",
    "categories": "Distinct (area, subarea) pairs; a missing subarea is stored as ''.",
    "paper_categories": "Categories of each paper (see v_paper_categories).",
    "paper_keywords": "Keywords of JSON records.",
    "repositories": "Distinct code repositories (host, owner, repo).",
    "paper_links": "Links of each paper (see v_paper_links).",
    "datasets": "Canonical datasets and benchmarks (catalog or discovered).",
    "dataset_aliases": "Spelling variants that resolve to a canonical dataset.",
    "paper_datasets": "Datasets of each paper (see v_paper_datasets).",
    "paper_artifacts": "Named artifacts a paper introduces (see v_paper_artifacts).",
    "results": "Reported numbers (see v_results).",
    "rejections": "Records and files an ingest rejected, with the reason.",
    "alembic_version": "The schema migration the database is at.",
}

FACETS: dict[str, list[str]] = {
    "v_papers": ["venue", "year", "track", "status", "source_name"],
    "v_paper_categories": ["area"],
    "v_category_summary": ["area"],
    "v_paper_links": ["kind", "host", "venue", "year"],
    "v_paper_datasets": ["role", "domain", "venue", "year"],
    "v_dataset_usage": ["domain"],
    "v_paper_artifacts": ["type", "venue", "year"],
    "v_results": ["kind", "unit", "role", "venue", "year"],
    "v_top_results": ["kind", "unit", "venue", "year"],
    "v_venue_summary": ["venue", "year"],
    "v_paper_identifiers": ["scheme"],
    "v_paper_history": ["changed"],
    "v_paper_keywords": ["keyword_folded", "venue", "year"],
    "v_paper_changes": ["deleted", "venue", "year"],
    "categories": ["area"],
    "results": ["kind", "unit"],
    "venues": ["name", "year"],
}

# What a foreign key to the table shows instead of a bare id.
LABELS: dict[str, str] = {
    "papers": "title", "venues": "name", "authors": "name", "affiliations": "name", "datasets": "name",
    "sources": "name", "repositories": "repo", "categories": "area",
}

# The search box: table or view -> its column holding the paper id (papers_fts's rowid).
SEARCHABLE: dict[str, str] = {"papers": "id", "v_papers": "paper_id"}


def canned_queries(folder: Path = QUERIES) -> dict[str, dict[str, str]]:
    """The example questions of ``sql/queries/``: name = file stem, title = its first comment line."""
    queries = {}
    for path in sorted(folder.glob("*.sql")):
        sql = path.read_text(encoding="utf-8")
        first = sql.lstrip().splitlines()[0] if sql.strip() else ""
        title = first[2:].strip() if first.startswith("--") else path.stem.replace("_", " ")
        queries[path.stem] = {"title": title, "sql": sql.strip().rstrip(";"), "description": f"sql/queries/{path.name}"}
    return queries


def database_name(url: str) -> str:
    """The name Datasette gives a database file: its file name without the extension."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database or parsed.database == ":memory:":
        raise ValueError("Datasette opens SQLite files: pass --db sqlite:///FILE.db")
    return Path(parsed.database.removeprefix("file:").split("?")[0]).stem


def build_config(engine: Engine, name: str) -> dict:
    """Datasette 1.0 configuration (``datasette.yaml``) for the database served as ``name``."""
    insp = inspect(engine)
    present = set(insp.get_table_names()) | set(insp.get_view_names())
    tables: dict[str, dict] = {}
    for table, facets in FACETS.items():
        if table in present:
            tables.setdefault(table, {})["facets"] = facets
    for table, column in LABELS.items():
        if table in present:
            tables.setdefault(table, {})["label_column"] = column
    if SEARCH in present:
        for table, pk in SEARCHABLE.items():
            if table in present:
                tables.setdefault(table, {}).update(fts_table=SEARCH, fts_pk=pk)
    for table in sorted(present):
        if is_search_object(table) and table != SEARCH:
            tables[table] = {"hidden": True}
    return {"databases": {name: {"tables": dict(sorted(tables.items())), "queries": canned_queries()}}}


def build_metadata(engine: Engine, name: str, config: dict | None = None) -> dict:
    """Datasette metadata for the (migrated) database behind ``engine``, served as ``name``.

    With ``config`` (``build_config``) merged in, the one file Datasette 0.6x reads; 1.0
    takes the configuration from ``datasette.yaml`` and only the descriptions from here.
    """
    insp = inspect(engine)
    tables: dict[str, dict] = {}
    for table in sorted(insp.get_table_names()):
        tables[table] = {"description": TABLES.get(table, "")}
    for view in sorted(insp.get_view_names()):
        description, columns = VIEWS.get(view, ("", {}))
        tables[view] = {"description": description, "columns": columns}
    for table in tables:
        if is_search_object(table) and table != SEARCH:
            tables[table]["description"] = f"Part of the full-text index {SEARCH} (hidden)."
    database = (config or {}).get("databases", {}).get(name, {})
    for table, settings in database.get("tables", {}).items():
        if table in tables:
            tables[table].update(settings)
    return {
        "title": "extractor: ML papers as facts",
        "description": "Papers, authors, categories, links, datasets and reported numbers extracted from "
                       "paper listings. Start with the v_* views; the canned queries answer common questions.",
        "source": f"extractor {__version__}",
        "databases": {
            name: {
                "description": "Dashboards read the v_* views; see sql/README.md for their definitions.",
                "tables": tables,
                **({"queries": database["queries"]} if "queries" in database else {}),
            }
        },
    }


def write_metadata(url: str, out: Path, config_out: Path | None = None) -> tuple[dict, dict]:
    """Migrate the SQLite database at ``url`` (so every view exists); write its metadata JSON
    to ``out`` and its Datasette 1.0 configuration to ``config_out`` (default: datasette.yaml
    beside ``out``)."""
    from extractor.db.engine import migrate, open_engine

    name = database_name(url)
    engine = open_engine(url)
    try:
        migrate(engine)
        config = build_config(engine, name)
        metadata = build_metadata(engine, name, config)
    finally:
        engine.dispose()
    config_out = config_out or out.with_name("datasette.yaml")
    out.write_text(json.dumps(metadata, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    header = "# Datasette 1.0 configuration written by `extractor browse-metadata`:\n" \
             f"#   datasette {Path(make_url(url).database).name} -m {out.name} -c {config_out.name}\n"
    config_out.write_text(header + yaml.safe_dump(config, sort_keys=False, allow_unicode=True, width=100),
                          encoding="utf-8")
    return metadata, config
