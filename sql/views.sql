-- The public SQL interface of extractor: dashboards and `extractor evaluate` read only
-- these views.  They are created by the Alembic migrations (this file is the current
-- snapshot of what `alembic upgrade head` creates; a test keeps the two identical) and
-- behave the same on SQLite and PostgreSQL.
--
-- Full-text search is not a view: ask it the same way on both databases with
--   SELECT rowid AS paper_id, title FROM papers_fts('graph transformer') ORDER BY rank
-- (an FTS5 table on SQLite, a function over a tsvector index on PostgreSQL; sql/README.md).

-- One row per sighting: the same paper in two files (or twice in one) has two rows.  Venue,
-- year, track and status are what that source says (NULL where it says nothing);
-- affiliations are the paper's distinct affiliations (semicolon-separated); record is the source
-- record as read (JSON text); first_seen_at / updated_at as in v_paper_changes.  A paper a
-- re-sync soft-deleted has no sightings left, so it has no rows here.
CREATE VIEW v_papers AS
SELECT s.paper_id AS paper_id, src.name AS source_name, s.position AS position,
       s.external_id AS external_id, p.title AS title, p.abstract AS abstract,
       p.authors_truncated AS authors_truncated, p.content_key AS content_key,
       p.url AS url, src.path AS source_path, s.line AS line,
       NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year, NULLIF(v.track, '') AS track, s.status AS status,
       p.affiliations AS affiliations, substr(p.first_seen_at, 1, 26) AS first_seen_at,
       substr(p.updated_at, 1, 26) AS updated_at, CAST(s.record AS TEXT) AS record
FROM sightings s
JOIN papers p ON p.id = s.paper_id
JOIN sources src ON src.id = s.source_id
LEFT JOIN venues v ON v.id = s.venue_id;

-- Paper-level views show only papers some source still holds (papers.deleted is false).
CREATE VIEW v_paper_authors AS
SELECT pa.paper_id AS paper_id, pa.position AS position, a.name AS name
FROM paper_authors pa
JOIN authors a ON a.id = pa.author_id
JOIN papers p ON p.id = pa.paper_id
WHERE NOT p.deleted;

CREATE VIEW v_paper_categories AS
SELECT pc.paper_id AS paper_id, c.area AS area, NULLIF(c.subarea, '') AS subarea
FROM paper_categories pc
JOIN categories c ON c.id = pc.category_id
JOIN papers p ON p.id = pc.paper_id
WHERE NOT p.deleted;

-- The fact views carry the paper's title and its venue and year (those of its newest
-- sighting that names a venue), so a dashboard needs no join for a label.
CREATE VIEW v_paper_links AS
SELECT l.paper_id AS paper_id, l.url AS url, l.kind AS kind, l.host AS host,
       r.owner AS owner, r.repo AS repo, l.promised AS promised, l.position AS position,
       l.start_char AS start_char, l.end_char AS end_char, p.title AS title, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year
FROM paper_links l
LEFT JOIN repositories r ON r.id = l.repository_id
JOIN papers p ON p.id = l.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE NOT p.deleted;

CREATE VIEW v_paper_datasets AS
SELECT pd.paper_id AS paper_id, d.name AS dataset, pd.mention AS mention, pd.role AS role,
       pd.start_char AS start_char, pd.end_char AS end_char, d.domain AS domain,
       d.kind AS dataset_kind, d.discovered AS discovered, p.title AS title, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id
JOIN papers p ON p.id = pd.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE NOT p.deleted;

CREATE VIEW v_paper_artifacts AS
SELECT a.paper_id AS paper_id, a.name AS name, a.type AS type,
       a.start_char AS start_char, a.end_char AS end_char, a.position AS position, p.title AS title, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year
FROM paper_artifacts a
JOIN papers p ON p.id = a.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE NOT p.deleted;

CREATE VIEW v_results AS
SELECT r.paper_id AS paper_id, r.text AS text, r.value AS value, r.value_high AS value_high,
       r.unit AS unit, r.kind AS kind, r.role AS role, r.qualifier AS qualifier,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline,
       r.start_char AS start_char, r.end_char AS end_char, r.position AS position, p.title AS title, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year
FROM results r
JOIN papers p ON p.id = r.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE NOT p.deleted;

-- Ids sources give for the paper: arxiv (no version), doi (lower-case), openreview, s2, acl, pwc.
CREATE VIEW v_paper_identifiers AS
SELECT i.paper_id AS paper_id, i.scheme AS scheme, i.value AS value
FROM paper_identifiers i
JOIN papers p ON p.id = i.paper_id
WHERE NOT p.deleted;

-- Authors' affiliations, where the source gives them, as the source writes them.
CREATE VIEW v_paper_affiliations AS
SELECT pa.paper_id AS paper_id, pa.position AS position, a.name AS author, f.name AS affiliation
FROM paper_authors pa
JOIN authors a ON a.id = pa.author_id
JOIN affiliations f ON f.id = pa.affiliation_id
JOIN papers p ON p.id = pa.paper_id
WHERE NOT p.deleted;

-- The values a correction replaced (the newest sighting wins): one row per correction,
-- changed = the fields that changed ('title, authors'); lists semicolon-separated.
CREATE VIEW v_paper_history AS
SELECT h.paper_id AS paper_id, substr(h.replaced_at, 1, 26) AS replaced_at, h.changed AS changed,
       h.title AS title, h.url AS url, h.authors AS authors, h.affiliations AS affiliations,
       h.categories AS categories, h.keywords AS keywords, h.link_fields AS link_fields,
       NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year, NULLIF(v.track, '') AS track, h.run_id AS run_id
FROM paper_history h
JOIN papers p ON p.id = h.paper_id
LEFT JOIN venues v ON v.id = h.venue_id
WHERE NOT p.deleted;

-- The keywords a source gives, as written, one row per paper and keyword; keyword_folded
-- (lower-cased) groups "Imitation Learning" with "imitation learning".
CREATE VIEW v_paper_keywords AS
SELECT k.paper_id AS paper_id, p.title AS title, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year,
       k.keyword AS keyword, LOWER(k.keyword) AS keyword_folded
FROM paper_keywords k
JOIN papers p ON p.id = k.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE NOT p.deleted;

-- One row per paper ever stored, soft-deleted ones included: for incremental models
-- (dbt: WHERE updated_at > the last run's) and "what changed since".  Timestamps are
-- UTC text 'YYYY-MM-DD HH:MM:SS.ffffff', written substr(TS, 1, 26) here (see above).
CREATE VIEW v_paper_changes AS
SELECT p.id AS paper_id, p.title AS title, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year,
       substr(p.first_seen_at, 1, 26) AS first_seen_at, substr(p.updated_at, 1, 26) AS updated_at,
       p.deleted AS deleted, p.extractor_version AS extractor_version
FROM papers p
LEFT JOIN venues v ON v.id = p.venue_id;

-- Dashboards.  Where a view shows a calendar day ('YYYY-MM-DD', UTC) it is written
-- substr(TS, 1, 10) here, the SQLite form (timestamps are stored as UTC ISO text), and a
-- timestamp as text substr(TS, 1, 26).  PostgreSQL gets to_char(TS AT TIME ZONE 'UTC',
-- 'YYYY-MM-DD') and to_char(TS AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') instead,
-- so neither depends on the client's time zone.  Everything else is the same SQL on both.

-- One row per (area, subarea): distinct papers, those linking code (promised links count),
-- their share (0-1, four decimals) and those reporting at least one number.
CREATE VIEW v_category_summary AS
SELECT c.area AS area, NULLIF(c.subarea, '') AS subarea, COUNT(*) AS papers,
       SUM(f.has_code) AS papers_with_code,
       CAST(ROUND(1.0 * SUM(f.has_code) / COUNT(*), 4) AS FLOAT) AS share_with_code,
       SUM(f.has_results) AS papers_with_results
FROM (SELECT pc.paper_id AS paper_id, pc.category_id AS category_id,
             CASE WHEN EXISTS (SELECT 1 FROM paper_links l
                               WHERE l.paper_id = pc.paper_id AND l.kind = 'code') THEN 1 ELSE 0 END AS has_code,
             CASE WHEN EXISTS (SELECT 1 FROM results r
                               WHERE r.paper_id = pc.paper_id) THEN 1 ELSE 0 END AS has_results
      FROM paper_categories pc
      JOIN papers p ON p.id = pc.paper_id
      WHERE NOT p.deleted) f
JOIN categories c ON c.id = f.category_id
GROUP BY c.id, c.area, c.subarea;

-- One row per canonical dataset: papers using or introducing it, and the UTC days it was
-- first ingested (papers.first_seen_at) and last seen in an ingested file (sources.ingested_at).
CREATE VIEW v_dataset_usage AS
SELECT d.name AS dataset, d.domain AS domain, COUNT(*) AS papers,
       SUM(CASE WHEN pd.role = 'introduced' THEN 1 ELSE 0 END) AS papers_introducing,
       substr(MIN(p.first_seen_at), 1, 10) AS first_seen, substr(MAX(ls.last_at), 1, 10) AS last_seen
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id
JOIN papers p ON p.id = pd.paper_id
LEFT JOIN (SELECT s.paper_id AS paper_id, MAX(src.ingested_at) AS last_at
        FROM sightings s JOIN sources src ON src.id = s.source_id
        GROUP BY s.paper_id) ls ON ls.paper_id = pd.paper_id
WHERE NOT p.deleted
GROUP BY d.id, d.name, d.domain;

-- One row per author name: distinct papers, distinct areas (a count), first and last seen.
CREATE VIEW v_author_summary AS
SELECT a.name AS name, COUNT(DISTINCT pa.paper_id) AS papers, COUNT(DISTINCT c.area) AS areas,
       substr(MIN(p.first_seen_at), 1, 10) AS first_seen, substr(MAX(ls.last_at), 1, 10) AS last_seen
FROM authors a
JOIN paper_authors pa ON pa.author_id = a.id
JOIN papers p ON p.id = pa.paper_id
LEFT JOIN (SELECT s.paper_id AS paper_id, MAX(src.ingested_at) AS last_at
        FROM sightings s JOIN sources src ON src.id = s.source_id
        GROUP BY s.paper_id) ls ON ls.paper_id = pa.paper_id
LEFT JOIN paper_categories pc ON pc.paper_id = pa.paper_id
LEFT JOIN categories c ON c.id = pc.category_id
WHERE NOT p.deleted
GROUP BY a.id, a.name;

-- Leaderboards: a paper's own speedups and improvements, speedups first, multipliers
-- before pp before percent, largest (upper end of a range) first.
CREATE VIEW v_top_results AS
SELECT r.paper_id AS paper_id,
       COALESCE(NULLIF(p.title, ''),
                CASE WHEN LENGTH(p.abstract) > 80 THEN RTRIM(SUBSTR(p.abstract, 1, 80)) || '…'
                     ELSE p.abstract END) AS title_or_snippet,
       r.kind AS kind, r.unit AS unit, r.value AS value, r.value_high AS value_high,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline, r.text AS text, NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year
FROM results r
JOIN papers p ON p.id = r.paper_id
LEFT JOIN venues v ON v.id = p.venue_id
WHERE r.role = 'result' AND r.kind IN ('speedup', 'improvement') AND NOT p.deleted
ORDER BY CASE r.kind WHEN 'speedup' THEN 0 ELSE 1 END,
         CASE r.unit WHEN 'times' THEN 0 WHEN 'pp' THEN 1 WHEN 'percent' THEN 2 ELSE 3 END,
         COALESCE(r.value_high, r.value) DESC, r.paper_id, r.position;

-- Ingestion health: per UTC day, papers first ingested and files (sources) last ingested.
CREATE VIEW v_ingest_timeline AS
SELECT t.day AS day, SUM(t.papers_new) AS papers_new, SUM(t.sources) AS sources
FROM (SELECT substr(p.first_seen_at, 1, 10) AS day, 1 AS papers_new, 0 AS sources FROM papers p WHERE NOT p.deleted
      UNION ALL
      SELECT substr(src.ingested_at, 1, 10) AS day, 0 AS papers_new, 1 AS sources FROM sources src) t
GROUP BY t.day
ORDER BY t.day;

-- One row per (venue, year) of the papers (NULLs: papers no source places): distinct
-- papers, those linking code, their share (0-1, four decimals), those reporting numbers.
CREATE VIEW v_venue_summary AS
SELECT NULLIF(v.name, '') AS venue, NULLIF(v.year, 0) AS year, COUNT(*) AS papers,
       SUM(f.has_code) AS papers_with_code,
       CAST(ROUND(1.0 * SUM(f.has_code) / COUNT(*), 4) AS FLOAT) AS share_with_code,
       SUM(f.has_results) AS papers_with_results
FROM (SELECT p.id AS paper_id, p.venue_id AS venue_id,
             CASE WHEN EXISTS (SELECT 1 FROM paper_links l
                               WHERE l.paper_id = p.id AND l.kind = 'code') THEN 1 ELSE 0 END AS has_code,
             CASE WHEN EXISTS (SELECT 1 FROM results r
                               WHERE r.paper_id = p.id) THEN 1 ELSE 0 END AS has_results
      FROM papers p
      WHERE NOT p.deleted) f
LEFT JOIN venues v ON v.id = f.venue_id
GROUP BY v.name, v.year;
