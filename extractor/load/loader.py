"""The writer: one transaction per source file, batched upserts, identifier matching,
corrections, soft deletes, re-extraction and the catalog sync.

Only this class touches the database, so every write goes through the same
transaction and lock discipline.
"""

from __future__ import annotations

import importlib
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from itertools import islice

from sqlalchemy import Connection, Engine, and_, case, delete, func, insert, or_, select, text, update

from extractor import identity
from extractor.db import schema as t
from extractor.identity import Known, SourceKey
from extractor.interrupts import raise_pending
from extractor.load.batches import _NOTHING, SourceOutcome, Submit, _Batch, _Ids, _ready, _Rejections, now
from extractor.load.dialects import (
    _IN_CHUNK,
    _chunks,
    _pg_fetch,
    _pg_insert,
    _pg_select_keys,
    _sqlite_insert,
    _sqlite_select_keys,
)
from extractor.load.rows import (
    _FIELDS,
    _affiliations_text,
    _affiliations_text_of,
    _aligned_affiliations,
    _history_row,
    _json,
    _merged,
    _venue_key,
)
from extractor.load.search_index import _SearchIndex
from extractor.load.statements import (
    _CORRECT,
    _CURRENT,
    _CURRENT_AUTHORS,
    _CURRENT_CATEGORIES,
    _CURRENT_KEYWORDS,
    _DELETE_FACTS,
    _FTS_ADD,
    _FTS_DROP,
    _IDS,
    _PG_TERMS_ADD,
    _PG_TERMS_DROP,
    _RESTAMP,
    _REVERSION,
    _SOFT_DELETE,
    _STILL_SEEN,
    _TEXTS,
    FACT_COLUMNS,
)
from extractor.normalize import content_key, identifier, meta_key
from extractor.records import Category, Paper, Rejection
from extractor.sources.files import SourceFile
from extractor.sources.reader import READER_VERSION
from extractor.version import extractor_version

BATCH = 500
LOOKAHEAD = 16  # batches whose papers are written while their facts are being extracted
MAX_REJECTIONS = 1000  # detailed rejections kept per file
FILE_LOCK_NS = 0x45585446  # advisory lock namespace for per-file locks


class Loader:
    def __init__(self, engine: Engine, version: str | None = None):
        self.engine = engine
        self.version = version or extractor_version()
        self._committed: dict[str, dict[tuple, int]] = {}
        self._pending: dict[str, dict[tuple, int]] = {}
        # the dialect module of the database's own INSERT ... ON CONFLICT (imported here:
        # a SQLite run need not pay for PostgreSQL's, ~0.1 s of every start)
        # (PostgreSQL's for any other engine, as before: the URL check admits only the two)
        self._dialect = importlib.import_module(
            "sqlalchemy.dialects." + ("sqlite" if engine.dialect.name == "sqlite" else "postgresql")
        )
        self._pg = engine.dialect.name == "postgresql"
        self._search = _SearchIndex(self._pg)

    # --- runs -----------------------------------------------------------------
    def begin_run(self, command: str) -> int:
        with self.engine.begin() as conn:
            return conn.execute(
                insert(t.ingest_runs).returning(t.ingest_runs.c.id),
                dict(
                    started_at=now(), status="running", command=command, files_seen=0,
                    files_ingested=0, files_skipped=0, files_rejected=0, papers_new=0,
                    papers_known=0, papers_updated=0, records_rejected=0, extractor_version=self.version,
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
    def find_source(self, key: SourceKey) -> identity.Match:
        """The ledger's row for this file (see ``extractor.identity``), read outside any
        write transaction: an unchanged file costs one indexed query."""
        with self.engine.connect() as conn:
            return identity.match(self._source_rows(conn, key), key)

    def keep_source(self, match: identity.Match, key: SourceKey, name: str) -> int:
        """An unchanged file seen under another name or folder: record where it is now.

        Returns the papers removed with superseded rows (what this path held before).
        """
        if not match.superseded and not match.moved(key):
            return 0
        with self._transaction() as conn:
            previous = self._drop_sources(conn, match.superseded)
            conn.execute(
                update(t.sources).where(t.sources.c.id == match.row.id)
                .values(path=key.path, relpath=key.relpath, name=name)
            )
            return self._drop_orphans(conn, previous)

    def sources(self) -> list[dict]:
        """Every source with where it was last seen, for ``extractor sources``."""
        s = t.sources.c
        q = select(s.id, s.relpath, s.path, s.name, s.sha256, s.format, s.reader_version, s.size, s.papers,
                   s.run_id, s.ingested_at).order_by(s.relpath, s.id)
        with self.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(q)]

    def known_sources(self) -> list[Known]:
        s = t.sources.c
        with self.engine.connect() as conn:
            return [Known(*r) for r in conn.execute(
                select(s.relpath, s.path, s.sha256, s.format, s.reader_version, s.id).order_by(s.id))]

    def prune(self, ids: Sequence[int]) -> tuple[int, int, int]:
        """Forget the sources ``ids`` (files that are gone), in one transaction: their
        sightings, and the papers no other file holds, with their facts.

        Returns (sources, sightings, papers) removed.
        """
        with self._transaction() as conn:
            sightings = 0
            for chunk in _chunks(list(ids), _IN_CHUNK):
                sightings += conn.execute(
                    select(func.count()).select_from(t.sightings).where(t.sightings.c.source_id.in_(chunk))
                ).scalar_one()
            previous = self._drop_sources(conn, ids)
            return len(ids), sightings, self._drop_orphans(conn, previous)

    def may_hold(self, path: str, relpath: str, size: int) -> bool:
        """Whether a source may be this file: one with its path or name, or its size (a
        moved or renamed copy has the same bytes).  Only then is a file hashed before it
        is read; a new file is read once."""
        s = t.sources.c
        q = select(s.id).where(or_(s.path == path, s.relpath == relpath, s.size == size)).limit(1)
        with self.engine.connect() as conn:
            return conn.execute(q).first() is not None

    def _source_rows(self, conn, key: SourceKey) -> list[Known]:
        """Rows that may be this file: same name and content, same path, same content."""
        s = t.sources.c
        q = select(s.relpath, s.path, s.sha256, s.format, s.reader_version, s.id).where(
            or_(and_(s.relpath == key.relpath, s.sha256 == key.sha256), s.path == key.path, s.sha256 == key.sha256)
        )
        return [Known(*r) for r in conn.execute(q)]

    def _drop_sources(self, conn, ids: Sequence[int]) -> dict[int, int | None]:
        """Delete sources and their sightings; the papers they held (orphan candidates), each
        with the fingerprint of what its sighting said."""
        papers: dict[int, int | None] = {}
        for chunk in _chunks(list(ids), _IN_CHUNK):
            chunk = list(chunk)
            papers.update(conn.execute(
                select(t.sightings.c.paper_id, t.sightings.c.meta_key).where(t.sightings.c.source_id.in_(chunk))
            ).all())
            conn.execute(delete(t.sightings).where(t.sightings.c.source_id.in_(chunk)))
            conn.execute(delete(t.sources).where(t.sources.c.id.in_(chunk)))
        return papers

    def load_source(
        self,
        run_id: int,
        src: SourceFile,
        fmt: str,
        items: Iterable[Paper | Rejection],
        extract: Submit = lambda papers: (lambda: papers),
        file_lock: bool = False,
        force: bool = False,
        key: SourceKey | None = None,
    ) -> SourceOutcome:
        """Replace everything this file contributed with what it holds now.

        ``extract(papers)`` starts extraction of the papers whose content key is new to
        the database and returns a thunk that yields them extracted; re-reading a file of
        known papers costs no extraction.  A batch's papers are written as soon as it is
        read and its facts once they are extracted: with worker processes, up to
        ``LOOKAHEAD`` batches are read and written ahead, so the main process keeps busy
        while the workers start up and extract.
        """
        key = key or SourceKey(src.name, src.key, src.sha256, fmt, READER_VERSION)
        outcome = SourceOutcome(src.name, src.key, "ingested", rejections=_Rejections())
        with self._transaction() as conn:
            if file_lock and not self._lock_file(conn, key):
                return SourceOutcome(src.name, src.key, "skipped")
            match = identity.match(self._source_rows(conn, key), key)
            if file_lock and not force and match.unchanged(key, detected=True):  # another worker was first
                return SourceOutcome(src.name, src.key, "skipped")
            superseded = self._drop_sources(conn, match.superseded)
            source_id, previous = self._upsert_source(conn, run_id, src, key, match.row)
            previous = {**superseded, **previous}  # a moved file said what it says under its old name
            papers = _papers_collecting(items, outcome.rejections)
            waiting: deque[_Batch] = deque()
            while batch := list(islice(papers, BATCH)):
                raise_pending()  # (an interrupt swallowed in a finalizer rolls this file back)
                waiting.extend(self._write_papers(conn, run_id, source_id, batch, extract, outcome, previous))
                while waiting and (len(waiting) > LOOKAHEAD or _ready(waiting[0].result)):
                    self._write_facts(conn, waiting.popleft())
            while waiting:
                self._write_facts(conn, waiting.popleft())
            self._search.flush(conn)
            outcome.papers_removed = self._drop_orphans(conn, previous)
            conn.execute(  # the hash of what was read, known now that the reader reached the end
                update(t.sources).where(t.sources.c.id == source_id).values(papers=outcome.papers, sha256=src.sha256)
            )
            self._record_rejections(conn, run_id, src, outcome.rejections)
        if outcome.rejections and outcome.papers == 0:
            outcome.status = "rejected"
        return outcome

    def _lock_file(self, conn, key: SourceKey) -> bool:
        """Concurrent workers on PostgreSQL: transaction-scoped locks on the file's path
        and on its identity (name and content); False when another worker holds either."""
        for lock in (key.path, f"{key.relpath}\n{key.sha256}"):
            got = conn.execute(
                text("SELECT pg_try_advisory_xact_lock(:ns, hashtext(:key))"), {"ns": FILE_LOCK_NS, "key": lock}
            ).scalar()
            if not got:
                return False
        return True

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

    def _upsert_source(self, conn: Connection, run_id: int, src: SourceFile, key: SourceKey,
                       row: Known | None) -> tuple[int, dict]:
        """The source's id, and what it said before: paper id -> fingerprint of its sighting."""
        values = dict(
            path=key.path, relpath=key.relpath, name=src.name, sha256=key.sha256, format=key.format,
            reader_version=key.reader_version, encoding=src.encoding, size=src.size, run_id=run_id,
            ingested_at=now(),
        )
        if row is None:
            source_id = conn.execute(
                insert(t.sources).returning(t.sources.c.id), dict(papers=0, **values)
            ).scalar_one()
            return source_id, {}
        source_id = row.id
        previous = dict(
            conn.execute(
                select(t.sightings.c.paper_id, t.sightings.c.meta_key).where(t.sightings.c.source_id == source_id)
            ).all()
        )
        conn.execute(delete(t.sightings).where(t.sightings.c.source_id == source_id))
        conn.execute(update(t.sources).where(t.sources.c.id == source_id).values(**values))
        return source_id, previous

    def _drop_orphans(self, conn: Connection, candidates: Iterable[int]) -> int:
        """Papers this file used to hold and no file holds any more are soft-deleted: the
        views stop showing them, ``updated_at`` tells incremental readers, and their facts
        stay for the day a source holds them again."""
        removed = 0
        stamp = now()
        for chunk in _chunks(sorted(candidates), _IN_CHUNK):
            still = set(conn.execute(_STILL_SEEN, {"ids": list(chunk)}).scalars())
            gone = [pid for pid in chunk if pid not in still]
            if gone:
                if not self._pg:
                    self._search.flush(conn)
                    conn.exec_driver_sql(_FTS_DROP, [tuple(r) for r in conn.execute(_TEXTS, {"ids": gone})])
                removed += conn.execute(_SOFT_DELETE, {"ids": gone, "now": stamp}).rowcount
        return removed

    # --- papers -----------------------------------------------------------------
    def _write_papers(self, conn, run_id: int, source_id: int, batch: list[Paper], extract: Submit,
                      outcome: SourceOutcome, previous: dict[int, int | None]) -> list[_Batch]:
        """Store the batch's papers, their metadata and sightings; start extracting the new ones.

        The facts follow in ``_write_facts`` once extracted.  Papers go first so that the
        main process keeps writing while worker processes start up and extract.  A paper
        already stored (by content key, or by an identifier) is checked for corrections.
        """
        keys = [content_key(p.abstract) for p in batch]
        ids = self._ids_by_key(conn, set(keys))
        idents = [[i for s, v in p.identifiers if (i := identifier(s, v))] for p in batch]
        aliases = self._match_identifiers(conn, keys, idents, ids) if any(idents) else {}
        venue_ids = self._venue_ids(conn, batch)
        fresh: dict[str, Paper] = {}
        for key, paper in zip(keys, batch):
            if key not in ids and key not in aliases and key not in fresh:
                fresh[key] = paper
        with self._search.beside(conn):  # the previous batch's papers, while this one is extracted
            result = extract(list(fresh.values())) if fresh else _NOTHING
        mine: list[tuple[int | None, Paper]] = []
        if fresh:
            created = now()
            rows = [
                dict(
                    content_key=key, title=p.title, abstract=p.abstract, url=p.url,
                    link_fields="\n".join(p.field_links) or None,
                    authors_truncated=p.authors_truncated, extractor_version=self.version,
                    first_run_id=run_id, first_seen_at=created, updated_at=created, deleted=False,
                    venue_id=venue_ids.get(id(p)), affiliations=_affiliations_text(p),
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
            self._search.pending.extend(new_ids.values())
            ids = {**ids, **new_ids}
            outcome.papers_new += len(new_ids)
            missing = {k for k in fresh if k not in ids}  # stored by a concurrent worker
            if missing:
                ids = {**ids, **self._ids_by_key(conn, missing)}
        for key, other in aliases.items():
            ids[key] = ids[other]
        said = [meta_key(p) for p in batch]
        self._bulk(
            conn,
            t.sightings,
            ("source_id", "position", "paper_id", "line", "external_id", "venue_id", "status", "record", "meta_key"),
            [
                (source_id, p.position, ids[key], p.line, p.external_id, venue_ids.get(id(p)), p.status,
                 _json(p.record), fp)
                for key, p, fp in zip(keys, batch, said)
            ],
        )
        rows = [(ids[key], p, idents_of) for key, p, idents_of in zip(keys, batch, idents) if idents_of]
        if rows:
            self._insert_identifiers(conn, rows)
        # a known paper (or a second sighting in this batch) may say something new
        inserted_by = {id(p) for pid, p in mine if pid is not None}
        told: dict[int, Paper] = {}
        for key, p, fp in zip(keys, batch, said):
            pid = ids[key]
            if id(p) not in inserted_by and (pid not in previous or previous[pid] != fp):
                told[pid] = p
        relinked = self._apply_corrections(conn, run_id, told, venue_ids, outcome) if told else []
        outcome.papers += len(batch)
        outcome.papers_known = outcome.papers - outcome.papers_new
        batches = [_Batch([pid for pid, _ in mine], result)]
        if relinked:
            batches.append(_Batch([pid for pid, _ in relinked], extract([p for _, p in relinked]), replace=True))
        return batches

    def _write_facts(self, conn, b: _Batch) -> None:
        if b.ids:
            extracted = b.result()
            if b.replace:
                for table in t.DERIVED:
                    conn.execute(_DELETE_FACTS[table.name], {"ids": b.ids})
            self._insert_facts(conn, [(pid, p) for pid, p in zip(b.ids, extracted) if pid is not None])

    def _ids_by_key(self, conn, keys: set[str]) -> dict[str, int]:
        select_keys = _pg_select_keys if self._pg else _sqlite_select_keys
        return {key: pid for pid, key in select_keys(conn, t.papers, ["content_key"], [(k,) for k in keys])}

    def _match_identifiers(self, conn, keys: list[str], idents: list[list[tuple]], ids: dict[str, int]) -> dict:
        """Papers new by content key that an identifier names as a stored paper (their key
        is added to ``ids``) or as a paper earlier in this batch (returned: key -> its key)."""
        select_keys = _pg_select_keys if self._pg else _sqlite_select_keys
        wanted = {i for key, its in zip(keys, idents) if key not in ids for i in its}
        stored = {
            (scheme, value): pid
            for pid, scheme, value in select_keys(conn, t.paper_identifiers, ["scheme", "value"], list(wanted),
                                                  id_column="paper_id")
        } if wanted else {}
        first: dict[tuple, str] = {}
        aliases: dict[str, str] = {}
        for key, its in zip(keys, idents):
            if key in ids or key in aliases or not its:
                continue
            hit = next((stored[i] for i in its if i in stored), None)
            if hit is not None:
                ids[key] = hit
                continue
            other = next((first[i] for i in its if i in first and first[i] != key), None)
            if other is not None:
                aliases[key] = other
                continue
            for i in its:
                first.setdefault(i, key)
        return aliases

    def _insert_identifiers(self, conn, rows: list[tuple[int, Paper, list[tuple]]]) -> None:
        """Ids a source gives, first come first kept: one that already names another paper
        stays with it (a broken record must not merge two papers after the fact)."""
        wanted = {}
        for pid, _, its in rows:
            for scheme, value in its:
                wanted.setdefault((scheme, value), dict(scheme=scheme, value=value, paper_id=pid))
        if self._pg:
            _pg_insert(conn, t.paper_identifiers, list(wanted.values()), ["scheme", "value"])
        else:
            _sqlite_insert(conn, t.paper_identifiers, list(wanted.values()), ["scheme", "value"])

    def _venue_ids(self, conn, batch: list[Paper]) -> dict[int, int]:
        """Venue row of each paper that names one, by ``id(paper)``."""
        keyed = [(id(p), _venue_key(p)) for p in batch if p.venue or p.year or p.track]
        if not keyed:
            return {}
        found = self._lookup_ids(conn, t.venues, ["name", "year", "track"],
                                 [dict(name=k[0], year=k[1], track=k[2]) for _, k in keyed])
        return {pid: found[k] for pid, k in keyed}

    # --- corrections ------------------------------------------------------------
    def _apply_corrections(self, conn, run_id: int, told: dict[int, Paper], venue_ids: dict[int, int],
                           outcome: SourceOutcome) -> list[tuple[int, Paper]]:
        """Update stored papers from sightings that say something new; the newest wins.

        A field the sighting leaves empty keeps its stored value.  The replaced values go
        to ``paper_history``; a paper a re-sync had soft-deleted comes back.  Returns the
        papers whose structured links or title changed, to be re-extracted (from the stored
        abstract, whose spans the facts refer to) with the new links and title.
        """
        current = self._current(conn, list(told))
        stamp = now()
        updates, history, authors, categories, keywords, relinked = [], [], [], [], [], []
        fts_drop, fts_add = [], []
        for pid, p in told.items():
            cur = current.get(pid)
            if cur is None:
                continue
            new = _merged(cur, p, venue_ids.get(id(p)))
            changed = [name for name in _FIELDS if new[name] != cur[name]]
            if not changed and not cur["deleted"]:
                continue
            updates.append(dict(pid=pid, title=new["title"], url=new["url"], link_fields=new["link_fields"],
                                venue_id=new["venue"], authors_truncated=new["authors"][1],
                                affiliations=_affiliations_text_of(new["authors"][2]), now=stamp))
            if changed:
                # "affiliations" when the authors stayed and only their affiliations changed
                labels = ["affiliations" if name == "authors" and new["authors"][:2] == cur["authors"][:2] else name
                          for name in changed]
                history.append(_history_row(pid, run_id, stamp, labels, cur))
            if "authors" in changed:
                authors.append((pid, new["authors"][0], new["authors"][2]))
            if "categories" in changed:
                categories.append((pid, sorted(new["categories"])))
            if "keywords" in changed:
                keywords.append((pid, sorted(new["keywords"])))
            if "link_fields" in changed or "title" in changed:
                # the links and the title are read by extraction too (a repository's or a
                # title's lead name is an artifact where the abstract writes it)
                fields = new["link_fields"].split("\n") if new["link_fields"] else []
                relinked.append((pid, Paper(abstract=cur["abstract"], position=0, field_links=fields, title=new["title"])))
            if not cur["deleted"] and "title" in changed:
                fts_drop.append((pid, cur["title"], cur["abstract"]))
            if cur["deleted"] or "title" in changed:
                fts_add.append((pid, new["title"], cur["abstract"]))
            outcome.papers_updated += 1
        if not updates:
            return []
        self._search.flush(conn)  # the index must hold what a correction drops from it
        conn.execute(_CORRECT, updates)
        if history:
            conn.execute(insert(t.paper_history), history)
        if authors:
            conn.execute(_DELETE_FACTS[t.paper_authors.name], {"ids": [pid for pid, _, _ in authors]})
            self._insert_metadata(conn, [(pid, Paper(abstract="", position=0, authors=names, affiliations=affs))
                                         for pid, names, affs in authors])
        if categories:
            conn.execute(_DELETE_FACTS[t.paper_categories.name], {"ids": [pid for pid, _ in categories]})
            self._insert_metadata(conn, [(pid, Paper(abstract="", position=0,
                                                     categories=[Category(a, s or None) for a, s in cats]))
                                         for pid, cats in categories])
        if keywords:
            conn.execute(_DELETE_FACTS[t.paper_keywords.name], {"ids": [pid for pid, _ in keywords]})
            self._insert_metadata(conn, [(pid, Paper(abstract="", position=0, keywords=kws)) for pid, kws in keywords])
        if self._pg and fts_add:  # the terms of a retitled (or returning) paper, from its title now
            ids = [pid for pid, _, _ in fts_add]
            _pg_fetch(conn, _PG_TERMS_DROP, [ids], fetch=False)
            _pg_fetch(conn, _PG_TERMS_ADD, [ids], fetch=False)
        elif not self._pg:
            if fts_drop:
                conn.exec_driver_sql(_FTS_DROP, fts_drop)
            if fts_add:
                conn.exec_driver_sql(_FTS_ADD, fts_add)
        return relinked

    def _current(self, conn, pids: list[int]) -> dict[int, dict]:
        """The stored values a correction compares with, per paper (in the comparable forms
        ``_merged`` builds)."""
        out: dict[int, dict] = {}
        for chunk in _chunks(sorted(pids), _IN_CHUNK):
            params = {"ids": list(chunk)}
            for pid, title, url, fields, venue_id, truncated, abstract, deleted, _ in conn.execute(_CURRENT, params):
                out[pid] = dict(title=title, url=url, link_fields=fields, venue=venue_id, abstract=abstract,
                                deleted=bool(deleted), authors=([], bool(truncated), []), categories=frozenset(),
                                keywords=frozenset())
            for pid, name, affiliation in conn.execute(_CURRENT_AUTHORS, params):
                out[pid]["authors"][0].append(name)
                out[pid]["authors"][2].append(affiliation)
            cats: dict[int, set] = {}
            for pid, area, subarea in conn.execute(_CURRENT_CATEGORIES, params):
                cats.setdefault(pid, set()).add((area, subarea or ""))
            kws: dict[int, set] = {}
            for pid, keyword in conn.execute(_CURRENT_KEYWORDS, params):
                kws.setdefault(pid, set()).add(keyword)
            for pid in chunk:
                if pid in out:
                    names, truncated, affs = out[pid]["authors"]
                    out[pid]["authors"] = (tuple(names), truncated, tuple(affs))
                    out[pid]["categories"] = frozenset(cats.get(pid, ()))
                    out[pid]["keywords"] = frozenset(kws.get(pid, ()))
        return out

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
            self._search.reset()
            raise
        for name, ids in self._pending.items():
            self._committed.setdefault(name, {}).update(ids)
        self._pending.clear()

    def _insert_metadata(self, conn, papers: list[tuple[int, Paper]]) -> None:
        author_ids = self._lookup_ids(
            conn, t.authors, ["name"], [dict(name=n) for _, p in papers for n in p.authors]
        )
        if any(p.affiliations for _, p in papers):
            named = [dict(name=a) for _, p in papers for a in _aligned_affiliations(p) if a]
            aff_ids = self._lookup_ids(conn, t.affiliations, ["name"], named)
            rows = [
                (pid, i, author_ids[(name,)], aff_ids[(aff,)] if aff else None)
                for pid, p in papers for i, (name, aff) in enumerate(zip(p.authors, _aligned_affiliations(p)))
            ]
        else:
            rows = [(pid, i, author_ids[(name,)], None) for pid, p in papers for i, name in enumerate(p.authors)]
        self._bulk(conn, t.paper_authors, ("paper_id", "position", "author_id", "affiliation_id"), rows)
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

    def _insert_facts(self, conn, papers: list[tuple[int, Paper]]) -> dict[str, list[tuple]]:
        """Derived rows of freshly extracted papers (also used by re-extraction), as
        inserted: per table, tuples in ``FACT_COLUMNS`` order, the extractor version last."""
        v = self.version
        inserted: dict[str, list[tuple]] = {}
        repos = [
            dict(host=link.host, owner=link.owner, repo=link.repo)
            for _, p in papers for link in p.links if link.kind == "code" and link.owner
        ]
        repo_ids = self._lookup_ids(conn, t.repositories, ["host", "owner", "repo"], repos)
        inserted["paper_links"] = [
            (pid, i, link.url, link.kind, link.host, repo_ids.get((link.host, link.owner, link.repo)),
             link.promised, link.start, link.end, v)
            for pid, p in papers for i, link in enumerate(p.links)
        ]
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
            inserted["paper_datasets"] = rows
        inserted["paper_artifacts"] = [
            (pid, i, a.name, a.type, a.start, a.end, v) for pid, p in papers for i, a in enumerate(p.artifacts)
        ]
        inserted["results"] = [
            (pid, i, r.text, r.value, r.value_high, r.unit, r.kind, r.role, r.qualifier, r.metric,
             r.dataset, r.baseline, r.start, r.end, v)
            for pid, p in papers for i, r in enumerate(p.results)
        ]
        for table in t.DERIVED:
            self._bulk(conn, table, (*FACT_COLUMNS[table.name], "extractor_version"), inserted.get(table.name, []))
        return inserted

    def _stored_facts(self, conn, ids: list[int]) -> dict[int, dict[str, Counter]]:
        """The derived rows of ``ids`` as ``_insert_facts`` builds them, without the
        version: what re-extraction compares its new rows with (as multisets: SQLite's
        0/1 equals and hashes as ``False``/``True``)."""
        facts: dict[int, dict[str, Counter]] = {pid: {} for pid in ids}
        for table in t.DERIVED:
            columns = [table.c[name] for name in FACT_COLUMNS[table.name]]
            for row in conn.execute(select(*columns).where(table.c.paper_id.in_(_IDS)), {"ids": ids}):
                facts[row[0]].setdefault(table.name, Counter())[row] += 1
        return facts

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
        """Datasets by number of papers, for review: discovered names need a human look.
        Papers a re-sync soft-deleted do not count."""
        pd = t.paper_datasets
        live = pd.join(t.papers, and_(t.papers.c.id == pd.c.paper_id, t.papers.c.deleted.is_(False)))
        papers = func.count(func.distinct(pd.c.paper_id))
        introduced = func.count(func.distinct(case((pd.c.role == "introduced", pd.c.paper_id))))
        q = (
            select(t.datasets.c.name, t.datasets.c.domain, t.datasets.c.kind, t.datasets.c.discovered,
                   papers.label("papers"), introduced.label("introduced"))
            .select_from(t.datasets.outerjoin(live, pd.c.dataset_id == t.datasets.c.id))
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
        q = select(t.papers.c.id, t.papers.c.abstract, t.papers.c.link_fields, t.papers.c.title).where(
            t.papers.c.id > after_id
        )
        if not everything:
            q = q.where(t.papers.c.extractor_version != self.version)
        with self.engine.connect() as conn:
            rows = conn.execute(q.order_by(t.papers.c.id).limit(limit)).all()
        return [
            (
                pid,
                Paper(
                    abstract=abstract,
                    position=0,
                    field_links=(fields or "").split("\n") if fields else [],
                    title=title,
                ),
            )
            for pid, abstract, fields, title in rows
        ]

    def replace_facts(self, papers: list[tuple[int, Paper]]) -> int:
        """Swap the derived rows of ``papers`` for fresh ones, in one transaction; the
        number of papers whose facts changed.

        Every paper gets the new version; only those whose facts changed get a new
        ``updated_at``, so that an incremental reader of ``updated_at`` re-reads what an
        upgrade changed, not the whole corpus.
        """
        ids = [pid for pid, _ in papers]
        with self._transaction() as conn:
            before = self._stored_facts(conn, ids)
            for table in t.DERIVED:
                conn.execute(_DELETE_FACTS[table.name], {"ids": ids})
            after: dict[int, dict[str, Counter]] = {pid: {} for pid in ids}
            for name, rows in self._insert_facts(conn, papers).items():
                for row in rows:
                    after[row[0]].setdefault(name, Counter())[row[:-1]] += 1
            changed = [pid for pid in ids if before[pid] != after[pid]]
            conn.execute(_REVERSION, {"ids": ids, "version": self.version})
            if changed:
                conn.execute(_RESTAMP, {"ids": changed, "now": now()})
        return len(changed)

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
