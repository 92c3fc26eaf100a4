"""Load stage: the only module that writes to the database.

Each source file is loaded in one transaction, so a crash at any point leaves the
database exactly as it was before that file.  Papers are keyed by the content key of
their abstract: a paper seen again (same file re-ingested, or the same abstract in another
file) is stored once and only gains a sighting.  Rows are written in batches through
SQLAlchemy Core with ``ON CONFLICT`` upserts, which both SQLite and PostgreSQL support.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from itertools import islice

from sqlalchemy import Connection, Engine, bindparam, case, delete, func, insert, select, text, update
from sqlalchemy.dialects import postgresql, sqlite

from extractor.db import schema as t
from extractor.normalize import content_key
from extractor.version import extractor_version
from extractor.records import Paper, Rejection
from extractor.sources.files import SourceFile

BATCH = 500
LOOKAHEAD = 16  # batches whose papers are written while their facts are being extracted
MAX_REJECTIONS = 1000  # detailed rejections kept per file
FILE_LOCK_NS = 0x45585446  # advisory lock namespace for per-file locks
_IN_CHUNK = 900  # bound parameters per IN (...) list, under SQLite's limit


# Statements that filter on a list of ids are built once, the list bound at execution
# (``expanding``).  A statement is a web of reference cycles (clauses, memoized
# attributes); built per batch with ``.in_(values)`` each one kept its values alive until
# a full collection, which a long run with the collector slowed down (``fewer_collections``)
# almost never reaches: peak RSS grew ~100 bytes per paper ingested.
_IDS = bindparam("ids", expanding=True)
_STILL_SEEN = select(t.sightings.c.paper_id).where(t.sightings.c.paper_id.in_(_IDS)).distinct()
_DELETE_FACTS = {
    table.name: delete(table).where(table.c.paper_id.in_(_IDS))
    for table in (*t.DERIVED, t.paper_authors, t.paper_categories, t.paper_keywords)
}
_DELETE_PAPERS = delete(t.papers).where(t.papers.c.id.in_(_IDS))
_RESTAMP = update(t.papers).where(t.papers.c.id.in_(_IDS)).values(extractor_version=bindparam("version"))


def now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(slots=True)
class SourceOutcome:
    name: str
    path: str
    status: str  # ingested | skipped | rejected
    papers: int = 0
    papers_new: int = 0
    papers_known: int = 0
    papers_removed: int = 0
    rejections: list[Rejection] = field(default_factory=list)

    @property
    def rejected(self) -> int:
        """Rejected records, counting those summarised past the detail cap."""
        extra = getattr(self.rejections, "extra", 0)
        return len(self.rejections) + (extra - 1 if extra else 0)


class _Ids:
    """Read-only view over committed and pending id maps."""

    __slots__ = ("a", "b")

    def __init__(self, a: dict, b: dict):
        self.a, self.b = a, b

    def __getitem__(self, key):
        v = self.a.get(key)
        return self.b[key] if v is None else v

    def get(self, key, default=None):
        v = self.a.get(key)
        return self.b.get(key, default) if v is None else v


class _Rejections(list):
    extra = 0


# extract(papers) -> thunk returning the papers extracted (maybe computed elsewhere)
Submit = Callable[[list[Paper]], Callable[[], list[Paper]]]


@dataclass(slots=True)
class _Batch:
    ids: list[int | None]  # of the papers sent to extraction, None where a concurrent run stored it first
    result: Callable[[], list[Paper]]


def _NOTHING() -> list[Paper]:
    return []


def _ready(result: Callable[[], list[Paper]]) -> bool:
    """Whether ``result()`` would return without waiting (a plain thunk always does)."""
    done = getattr(result, "done", None)
    return done is None or done()


class Loader:
    def __init__(self, engine: Engine, version: str | None = None):
        self.engine = engine
        self.version = version or extractor_version()
        self._committed: dict[str, dict[tuple, int]] = {}
        self._pending: dict[str, dict[tuple, int]] = {}
        self._dialect = sqlite if engine.dialect.name == "sqlite" else postgresql
        self._pg = engine.dialect.name == "postgresql"

    # --- runs -----------------------------------------------------------------
    def begin_run(self, command: str) -> int:
        with self.engine.begin() as conn:
            return conn.execute(
                insert(t.ingest_runs).returning(t.ingest_runs.c.id),
                dict(
                    started_at=now(), status="running", command=command, files_seen=0,
                    files_ingested=0, files_skipped=0, files_rejected=0, papers_new=0,
                    papers_known=0, records_rejected=0, extractor_version=self.version,
                ),
            ).scalar_one()

    def mark_interrupted(self) -> int:
        """Runs still "running" while we hold the lock died mid-way (killed, crashed)."""
        with self.engine.begin() as conn:
            return conn.execute(
                update(t.ingest_runs).where(t.ingest_runs.c.status == "running").values(status="interrupted")
            ).rowcount

    def finish_run(self, run_id: int, status: str, **counts: int) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(t.ingest_runs)
                .where(t.ingest_runs.c.id == run_id)
                .values(finished_at=now(), status=status, **counts)
            )

    # --- sources ----------------------------------------------------------------
    def known_sha(self, path: str) -> str | None:
        with self.engine.connect() as conn:
            return conn.execute(
                select(t.sources.c.sha256).where(t.sources.c.path == path)
            ).scalar_one_or_none()

    def load_source(
        self,
        run_id: int,
        src: SourceFile,
        fmt: str,
        items: Iterable[Paper | Rejection],
        extract: Submit = lambda papers: (lambda: papers),
        file_lock: bool = False,
        force: bool = False,
    ) -> SourceOutcome:
        """Replace everything this file contributed with what it holds now.

        ``extract(papers)`` starts extraction of the papers whose content key is new to
        the database and returns a thunk that yields them extracted; re-reading a file of
        known papers costs no extraction.  A batch's papers are written as soon as it is
        read and its facts once they are extracted: with worker processes, up to
        ``LOOKAHEAD`` batches are read and written ahead, so the main process keeps busy
        while the workers start up and extract.
        """
        outcome = SourceOutcome(src.name, src.key, "ingested", rejections=_Rejections())
        with self._transaction() as conn:
            if file_lock and not self._lock_file(conn, src, force):
                return SourceOutcome(src.name, src.key, "skipped")
            source_id, previous = self._upsert_source(conn, run_id, src, fmt)
            papers = _papers_collecting(items, outcome.rejections)
            waiting: deque[_Batch] = deque()
            while batch := list(islice(papers, BATCH)):
                waiting.append(self._write_papers(conn, run_id, source_id, batch, extract, outcome))
                while waiting and (len(waiting) > LOOKAHEAD or _ready(waiting[0].result)):
                    self._write_facts(conn, waiting.popleft())
            while waiting:
                self._write_facts(conn, waiting.popleft())
            outcome.papers_removed = self._drop_orphans(conn, previous)
            conn.execute(
                update(t.sources).where(t.sources.c.id == source_id).values(papers=outcome.papers)
            )
            self._record_rejections(conn, run_id, src, outcome.rejections)
        if outcome.rejections and outcome.papers == 0:
            outcome.status = "rejected"
        return outcome

    def _lock_file(self, conn, src: SourceFile, force: bool) -> bool:
        """Concurrent workers on PostgreSQL: one transaction-scoped lock per source file.

        False when another worker holds the file, or has ingested this very content
        while we were waiting for it.
        """
        got = conn.execute(
            text("SELECT pg_try_advisory_xact_lock(:ns, hashtext(:key))"), {"ns": FILE_LOCK_NS, "key": src.key}
        ).scalar()
        if not got:
            return False
        sha = conn.execute(select(t.sources.c.sha256).where(t.sources.c.path == src.key)).scalar_one_or_none()
        return force or sha != src.sha256

    def record_rejections(self, run_id: int, src_name: str, path: str, rejections: Sequence[Rejection]) -> None:
        with self.engine.begin() as conn:
            self._record_rejections(conn, run_id, SourceFile(path, src_name, "", 0, None), rejections)

    def _record_rejections(self, conn: Connection, run_id: int, src: SourceFile, rejections) -> None:
        if rejections:
            conn.execute(
                insert(t.rejections),
                [
                    dict(run_id=run_id, source_name=r.source, source_path=src.key,
                         location=r.location, reason=r.reason, created_at=now())
                    for r in rejections
                ],
            )

    def _upsert_source(self, conn: Connection, run_id: int, src: SourceFile, fmt: str) -> tuple[int, set[int]]:
        row = conn.execute(select(t.sources.c.id).where(t.sources.c.path == src.key)).first()
        values = dict(
            name=src.name, sha256=src.sha256, format=fmt, encoding=src.encoding, size=src.size,
            run_id=run_id, ingested_at=now(),
        )
        if row is None:
            source_id = conn.execute(
                insert(t.sources).returning(t.sources.c.id), dict(path=src.key, papers=0, **values)
            ).scalar_one()
            return source_id, set()
        source_id = row[0]
        previous = set(
            conn.execute(select(t.sightings.c.paper_id).where(t.sightings.c.source_id == source_id)).scalars()
        )
        conn.execute(delete(t.sightings).where(t.sightings.c.source_id == source_id))
        conn.execute(update(t.sources).where(t.sources.c.id == source_id).values(**values))
        return source_id, previous

    def _drop_orphans(self, conn: Connection, candidates: set[int]) -> int:
        """Papers this file used to hold and no file holds any more go, with their facts."""
        removed = 0
        for chunk in _chunks(sorted(candidates), _IN_CHUNK):
            still = set(conn.execute(_STILL_SEEN, {"ids": list(chunk)}).scalars())
            gone = [pid for pid in chunk if pid not in still]
            if gone:
                for stmt in _DELETE_FACTS.values():
                    conn.execute(stmt, {"ids": gone})
                conn.execute(_DELETE_PAPERS, {"ids": gone})
                removed += len(gone)
        return removed

    # --- papers -----------------------------------------------------------------
    def _write_papers(self, conn, run_id: int, source_id: int, batch: list[Paper], extract: Submit,
                      outcome: SourceOutcome) -> _Batch:
        """Store the batch's papers, their metadata and sightings; start extracting the new ones.

        The facts follow in ``_write_facts`` once extracted.  Papers go first so that the
        main process keeps writing while worker processes start up and extract.
        """
        keys = [content_key(p.abstract) for p in batch]
        ids = self._ids_by_key(conn, set(keys))
        fresh: dict[str, Paper] = {}
        for key, paper in zip(keys, batch):
            if key not in ids and key not in fresh:
                fresh[key] = paper
        result = extract(list(fresh.values())) if fresh else _NOTHING
        mine: list[tuple[int, Paper]] = []
        if fresh:
            created = now()
            rows = [
                dict(
                    content_key=key, title=p.title, abstract=p.abstract, url=p.url,
                    link_fields="\n".join(p.field_links) or None,
                    authors_truncated=p.authors_truncated, extractor_version=self.version,
                    first_run_id=run_id, created_at=created,
                )
                for key, p in fresh.items()
            ]
            # ON CONFLICT DO NOTHING ... RETURNING: a concurrent worker may have stored the
            # same abstract since we looked; only the rows we really inserted get facts.
            if self._pg:
                inserted = _pg_insert(conn, t.papers, rows, ["content_key"], ["content_key", "id"])
            else:
                inserted = _sqlite_insert(conn, t.papers, rows, ["content_key"], ["content_key", "id"])
            new_ids = dict(inserted)
            mine = [(new_ids.get(k), p) for k, p in fresh.items()]
            self._insert_metadata(conn, [(pid, p) for pid, p in mine if pid is not None])
            ids = {**ids, **new_ids}
            outcome.papers_new += len(new_ids)
            missing = {k for k in fresh if k not in ids}  # stored by a concurrent worker
            if missing:
                ids = {**ids, **self._ids_by_key(conn, missing)}
        self._bulk(
            conn,
            t.sightings,
            ("source_id", "position", "paper_id", "line", "external_id"),
            [(source_id, p.position, ids[key], p.line, p.external_id) for key, p in zip(keys, batch)],
        )
        outcome.papers += len(batch)
        outcome.papers_known = outcome.papers - outcome.papers_new
        return _Batch([pid for pid, _ in mine], result)

    def _write_facts(self, conn, b: _Batch) -> None:
        if b.ids:
            extracted = b.result()
            self._insert_facts(conn, [(pid, p) for pid, p in zip(b.ids, extracted) if pid is not None])

    def _ids_by_key(self, conn, keys: set[str]) -> dict[str, int]:
        select_keys = _pg_select_keys if self._pg else _sqlite_select_keys
        return {key: pid for pid, key in select_keys(conn, t.papers, ["content_key"], [(k,) for k in keys])}

    def _lookup_ids(self, conn, table, key_cols: Sequence[str], rows: list[dict]) -> dict[tuple, int]:
        """Insert-if-missing then read back ids: the ``ON CONFLICT DO NOTHING`` upsert.

        Ids of authors, categories, repositories and datasets never change and those rows
        are never deleted, so ids seen in committed transactions are cached per process;
        ids learned inside the current transaction are kept aside until it commits.
        """
        cache = self._committed.setdefault(table.name, {})
        pending = self._pending.setdefault(table.name, {})
        wanted: dict[tuple, dict] = {}
        for r in rows:
            k = tuple(r[c] for c in key_cols)
            if k not in cache and k not in pending and k not in wanted:
                wanted[k] = r
        if wanted and self._pg:
            _pg_insert(conn, table, list(wanted.values()), list(key_cols))
            for row in _pg_select_keys(conn, table, key_cols, list(wanted)):
                pending[tuple(row[1:])] = row[0]
        elif wanted:
            _sqlite_insert(conn, table, list(wanted.values()), list(key_cols))
            # read back exactly the wanted keys (all key columns: selecting on the first
            # alone would read every repository of a host, every category of an area)
            for row in _sqlite_select_keys(conn, table, key_cols, list(wanted)):
                pending[tuple(row[1:])] = row[0]
        return _Ids(cache, pending)

    def _bulk(self, conn, table, columns: Sequence[str], tuples: list[tuple]) -> None:
        """Append rows that cannot conflict (facts of papers inserted in this transaction).

        The hot path of loading: rows are built as tuples in ``columns`` order and go to
        the driver in one ``executemany`` (SQLite) or one ``COPY`` (PostgreSQL), skipping
        per-row statement processing (and a dict per row).
        """
        if not tuples:
            return
        names = ", ".join(columns)
        if self.engine.dialect.name == "postgresql":
            cursor = conn.connection.driver_connection.cursor()
            with cursor.copy(f"COPY {table.name} ({names}) FROM STDIN") as copy:
                for row in tuples:
                    copy.write_row(row)
            cursor.close()
        else:
            marks = ", ".join("?" * len(columns))
            conn.exec_driver_sql(f"INSERT INTO {table.name} ({names}) VALUES ({marks})", tuples)

    @contextmanager
    def _transaction(self) -> Iterator[Connection]:
        """A write transaction whose newly learned ids are cached only if it commits."""
        self._pending.clear()
        try:
            with self.engine.begin() as conn:
                yield conn
        except BaseException:
            self._pending.clear()
            raise
        for name, ids in self._pending.items():
            self._committed.setdefault(name, {}).update(ids)
        self._pending.clear()

    def _insert_metadata(self, conn, papers: list[tuple[int, Paper]]) -> None:
        author_ids = self._lookup_ids(
            conn, t.authors, ["name"], [dict(name=n) for _, p in papers for n in p.authors]
        )
        self._bulk(
            conn, t.paper_authors, ("paper_id", "position", "author_id"),
            [(pid, i, author_ids[(name,)]) for pid, p in papers for i, name in enumerate(p.authors)],
        )
        cats = [dict(area=c.area, subarea=c.subarea or "") for _, p in papers for c in p.categories]
        cat_ids = self._lookup_ids(conn, t.categories, ["area", "subarea"], cats)
        rows = list(
            {
                (pid, cat_ids[(c.area, c.subarea or "")]): None for pid, p in papers for c in p.categories
            }
        )
        self._bulk(conn, t.paper_categories, ("paper_id", "category_id"), rows)
        rows = list({(pid, k): None for pid, p in papers for k in p.keywords})
        self._bulk(conn, t.paper_keywords, ("paper_id", "keyword"), rows)

    def _insert_facts(self, conn, papers: list[tuple[int, Paper]]) -> None:
        """Derived rows of freshly extracted papers (also used by re-extraction)."""
        v = self.version
        repos = [
            dict(host=link.host, owner=link.owner, repo=link.repo)
            for _, p in papers for link in p.links if link.kind == "code" and link.owner
        ]
        repo_ids = self._lookup_ids(conn, t.repositories, ["host", "owner", "repo"], repos)
        self._bulk(
            conn, t.paper_links,
            ("paper_id", "position", "url", "kind", "host", "repository_id", "promised", "start_char",
             "end_char", "extractor_version"),
            [
                (pid, i, link.url, link.kind, link.host, repo_ids.get((link.host, link.owner, link.repo)),
                 link.promised, link.start, link.end, v)
                for pid, p in papers for i, link in enumerate(p.links)
            ],
        )
        mentions = [(pid, d) for pid, p in papers for d in p.datasets]
        if mentions:
            ds_ids = self._lookup_ids(
                conn, t.datasets, ["name"],
                [dict(name=d.name, domain=d.domain, kind=d.kind, discovered=d.discovered) for _, d in mentions],
            )
            seen = set()
            rows = []
            for pid, d in mentions:
                key = (pid, ds_ids[(d.name,)])
                if key in seen:
                    continue
                seen.add(key)
                rows.append((pid, key[1], d.mention, d.role, d.start, d.end, v))
            self._bulk(
                conn, t.paper_datasets,
                ("paper_id", "dataset_id", "mention", "role", "start_char", "end_char", "extractor_version"), rows,
            )
        self._bulk(
            conn, t.paper_artifacts,
            ("paper_id", "position", "name", "type", "start_char", "end_char", "extractor_version"),
            [(pid, i, a.name, a.type, a.start, a.end, v) for pid, p in papers for i, a in enumerate(p.artifacts)],
        )
        self._bulk(
            conn, t.results,
            ("paper_id", "position", "text", "value", "value_high", "unit", "kind", "role", "qualifier",
             "metric", "dataset", "baseline", "start_char", "end_char", "extractor_version"),
            [
                (pid, i, r.text, r.value, r.value_high, r.unit, r.kind, r.role, r.qualifier, r.metric,
                 r.dataset, r.baseline, r.start, r.end, v)
                for pid, p in papers for i, r in enumerate(p.results)
            ],
        )

    # --- catalog ------------------------------------------------------------------
    def sync_catalog(self) -> int:
        """Mirror the shipped dataset catalog into ``datasets`` / ``dataset_aliases``.

        Users query canonical names and aliases in SQL; a name that was stored as
        discovered and has since been added to the catalog stops being "discovered".
        """
        from extractor.catalog import entries, surface_forms

        catalog = entries()
        with self.engine.begin() as conn:
            known = conn.execute(
                select(func.count()).select_from(t.datasets).where(t.datasets.c.discovered.is_(False))
            ).scalar_one()
            if known == len(catalog):
                return 0
            stmt = self._dialect.insert(t.datasets)
            conn.execute(
                stmt.on_conflict_do_update(
                    index_elements=["name"],
                    set_=dict(domain=stmt.excluded.domain, kind=stmt.excluded.kind, discovered=False),
                ),
                [dict(name=d.name, domain=d.domain, kind=d.kind, discovered=False) for d in catalog],
            )
            ids = dict(conn.execute(select(t.datasets.c.name, t.datasets.c.id)).all())
            rows = {}
            for d in catalog:
                for surface, cased in surface_forms(d):
                    rows.setdefault(surface, dict(alias=surface, dataset_id=ids[d.name], case_sensitive=cased))
            conn.execute(
                self._dialect.insert(t.dataset_aliases).on_conflict_do_nothing(index_elements=["alias"]),
                list(rows.values()),
            )
        return len(catalog)

    def dataset_usage(self, discovered_only: bool = False, include_unused: bool = False) -> list[dict]:
        """Datasets by number of papers, for review: discovered names need a human look."""
        pd = t.paper_datasets
        papers = func.count(func.distinct(pd.c.paper_id))
        introduced = func.count(func.distinct(case((pd.c.role == "introduced", pd.c.paper_id))))
        q = (
            select(t.datasets.c.name, t.datasets.c.domain, t.datasets.c.kind, t.datasets.c.discovered,
                   papers.label("papers"), introduced.label("introduced"))
            .select_from(t.datasets.outerjoin(pd, pd.c.dataset_id == t.datasets.c.id))
            .group_by(t.datasets.c.id, t.datasets.c.name, t.datasets.c.domain, t.datasets.c.kind,
                      t.datasets.c.discovered)
            .order_by(papers.desc(), t.datasets.c.name)
        )
        if discovered_only:
            q = q.where(t.datasets.c.discovered.is_(True))
        if not include_unused:
            q = q.having(papers > 0)
        with self.engine.connect() as conn:
            return [
                dict(dataset=r.name, domain=r.domain, kind=r.kind, discovered=bool(r.discovered),
                     papers=r.papers, introduced=r.introduced)
                for r in conn.execute(q)
            ]

    # --- corpus-level names -------------------------------------------------------
    def corpus_names(self) -> tuple[str, ...]:
        """Names papers of the corpus gave datasets with a cue, for every paper to match
        (``extractor.catalog.with_names``): discovered datasets and the datasets and
        benchmarks papers introduce as artifacts.  Only names that look like one
        (``extractor.extract.datasets.corpus_name``: not an ordinary word, a model, a
        field acronym) and, for a short acronym, that two papers gave it."""
        from extractor.extract.datasets import corpus_name

        pd, ds, pa = t.paper_datasets, t.datasets, t.paper_artifacts
        seen = (
            select(ds.c.name.label("name"), pd.c.paper_id.label("paper_id"))
            .select_from(ds.join(pd, pd.c.dataset_id == ds.c.id))
            .where(ds.c.discovered.is_(True))
        )
        made = select(pa.c.name.label("name"), pa.c.paper_id.label("paper_id")).where(
            pa.c.type.in_(("dataset", "benchmark"))
        )
        both = seen.union(made).subquery()
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(both.c.name, func.count(func.distinct(both.c.paper_id))).group_by(both.c.name)
            ).all()
        return tuple(sorted(name for name, n in rows if corpus_name(name, n)))

    # --- re-extraction ----------------------------------------------------------
    def stale_papers(self, after_id: int, limit: int, everything: bool = False) -> list[tuple[int, Paper]]:
        """Papers whose derived rows came from another extractor version, by id."""
        q = select(t.papers.c.id, t.papers.c.abstract, t.papers.c.link_fields).where(t.papers.c.id > after_id)
        if not everything:
            q = q.where(t.papers.c.extractor_version != self.version)
        with self.engine.connect() as conn:
            rows = conn.execute(q.order_by(t.papers.c.id).limit(limit)).all()
        return [
            (pid, Paper(abstract=abstract, position=0, field_links=(fields or "").split("\n") if fields else []))
            for pid, abstract, fields in rows
        ]

    def replace_facts(self, papers: list[tuple[int, Paper]]) -> None:
        """Swap the derived rows of ``papers`` for fresh ones, in one transaction."""
        ids = [pid for pid, _ in papers]
        with self._transaction() as conn:
            for table in t.DERIVED:
                conn.execute(_DELETE_FACTS[table.name], {"ids": ids})
            self._insert_facts(conn, papers)
            conn.execute(_RESTAMP, {"ids": ids, "version": self.version})

    # --- counts -----------------------------------------------------------------
    def table_counts(self) -> dict[str, int]:
        with self.engine.connect() as conn:
            return {
                table.name: conn.execute(select(func.count()).select_from(table)).scalar_one()
                for table in t.metadata.sorted_tables
            }


def _papers_collecting(items: Iterable[Paper | Rejection], sink: list[Rejection]) -> Iterator[Paper]:
    """Pass papers through; keep rejections, at most ``MAX_REJECTIONS`` in detail.

    A file of a million bad records must not cost a million rows in memory: past the
    cap the rest are counted and summarised in one last rejection.
    """
    extra = 0
    last: Rejection | None = None
    for item in items:
        if isinstance(item, Rejection):
            if len(sink) < MAX_REJECTIONS:
                sink.append(item)
            else:
                extra += 1
                last = item
        else:
            yield item
    if extra and last is not None:
        reason = f"{extra} more rejected records not listed (last: {last.reason})"
        sink.append(Rejection(last.source, last.location, reason))
        sink.extra = extra


# --- PostgreSQL: whole batches as array parameters -----------------------------------
#
# A multi-row VALUES statement carries one bound parameter per cell; psycopg parses every
# such statement anew (each batch has a different length) and SQLAlchemy compiles it: on
# PostgreSQL that cost more than the server's work.  ``unnest`` takes one array per
# column instead, so the statement text is the same for every batch.


# --- SQLite: rows as driver tuples -----------------------------------------------------
#
# SQLAlchemy turns each row dict into parameters column by column (``construct_params``):
# for the ~10 upserted rows of a paper that cost more than SQLite's own work.  The rows go
# to the driver as tuples instead, each value converted by its column type's own bind
# processor (dates, booleans), so what is stored is what SQLAlchemy would store.


def _sqlite_insert(conn, table, rows: list[dict], conflict: list[str], returning: list[str] | None = None) -> list:
    """``INSERT ... ON CONFLICT (conflict) DO NOTHING [RETURNING returning]`` of ``rows``
    (dicts with the same keys): the returned rows are those really inserted."""
    if not rows:
        return []
    columns = list(rows[0])
    dialect = conn.dialect
    procs = [
        (i, p) for i, c in enumerate(columns)
        if (p := table.c[c].type.dialect_impl(dialect).bind_processor(dialect))
    ]
    tuples = []
    for r in rows:
        values = [r[c] for c in columns]
        for i, p in procs:
            values[i] = p(values[i])
        tuples.append(values)
    head = f"INSERT INTO {table.name} ({', '.join(columns)}) VALUES "
    tail = f" ON CONFLICT ({', '.join(conflict)}) DO NOTHING"
    one = "(" + ", ".join("?" * len(columns)) + ")"
    if not returning:
        conn.exec_driver_sql(head + one + tail, [tuple(v) for v in tuples])
        return []
    # RETURNING needs one statement per chunk of rows (``executemany`` returns nothing)
    out = []
    per = max(1, _IN_CHUNK // len(columns))
    for chunk in _chunks(tuples, per):
        sql = head + ", ".join([one] * len(chunk)) + tail + f" RETURNING {', '.join(returning)}"
        out += conn.exec_driver_sql(sql, tuple(v for row in chunk for v in row)).all()
    return out


def _sqlite_select_keys(conn, table, key_cols: Sequence[str], keys: list[tuple]) -> list:
    """``SELECT id, key_cols FROM table WHERE (key_cols) IN (the keys)``, in chunks of at
    most ``_IN_CHUNK`` parameters (row values for several columns)."""
    cols = ", ".join(key_cols)
    one = "?" if len(key_cols) == 1 else "(" + ", ".join("?" * len(key_cols)) + ")"
    where = cols if len(key_cols) == 1 else f"({cols})"
    out = []
    for chunk in _chunks(sorted(keys), max(1, _IN_CHUNK // len(key_cols))):
        marks = ", ".join([one] * len(chunk))
        values = f"VALUES {marks}" if len(key_cols) > 1 else marks
        sql = f"SELECT id, {cols} FROM {table.name} WHERE {where} IN ({values})"
        out += conn.exec_driver_sql(sql, tuple(v for key in chunk for v in key)).all()
    return out


def _pg_array_types(table, columns: Sequence[str]) -> list[str]:
    dialect = postgresql.dialect()
    return [f"{table.c[c].type.compile(dialect=dialect)}[]" for c in columns]


def _pg_insert(conn, table, rows: list[dict], conflict: list[str], returning: list[str] | None = None) -> list:
    """``INSERT ... SELECT * FROM unnest(arrays) ON CONFLICT (conflict) DO NOTHING``."""
    columns = list(rows[0])
    casts = ", ".join(f"%s::{typ}" for typ in _pg_array_types(table, columns))
    params = [[r[c] for r in rows] for c in columns]
    sql = (
        f"INSERT INTO {table.name} ({', '.join(columns)}) SELECT * FROM unnest({casts}) "
        f"ON CONFLICT ({', '.join(conflict)}) DO NOTHING"
    )
    if returning:
        return _pg_fetch(conn, sql + f" RETURNING {', '.join(returning)}", params)
    _pg_fetch(conn, sql, params, fetch=False)
    return []


def _pg_select_keys(conn, table, key_cols: Sequence[str], keys: list[tuple]) -> list:
    """``SELECT id, key_cols FROM table WHERE (key_cols) IN (the keys)``."""
    if not keys:
        return []
    casts = ", ".join(f"%s::{typ}" for typ in _pg_array_types(table, key_cols))
    cols = ", ".join(key_cols)
    sql = f"SELECT id, {cols} FROM {table.name} WHERE ({cols}) IN (SELECT * FROM unnest({casts}))"
    return _pg_fetch(conn, sql, [list(col) for col in zip(*keys)])


def _pg_fetch(conn, sql: str, params: list, fetch: bool = True) -> list:
    """Run ``sql`` on the connection's own psycopg cursor (inside its transaction)."""
    cursor = conn.connection.driver_connection.cursor()
    try:
        cursor.execute(sql, params)
        return cursor.fetchall() if fetch else []
    finally:
        cursor.close()


def _chunks(seq: Sequence, size: int) -> Iterator[Sequence]:
    for i in range(0, len(seq), size):
        yield seq[i : i + size]
