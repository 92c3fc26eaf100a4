-- The public SQL interface of extractor: dashboards and `extractor evaluate` read only
-- these views.  They are created by the Alembic migrations (this file is the current
-- snapshot of what `alembic upgrade head` creates; a test keeps the two identical) and
-- behave the same on SQLite and PostgreSQL.

-- One row per sighting: the same paper in two files (or twice in one) has two rows.
CREATE VIEW v_papers AS
SELECT s.paper_id AS paper_id, src.name AS source_name, s.position AS position,
       s.external_id AS external_id, p.title AS title, p.abstract AS abstract,
       p.authors_truncated AS authors_truncated, p.content_key AS content_key,
       p.url AS url, src.path AS source_path, s.line AS line
FROM sightings s
JOIN papers p ON p.id = s.paper_id
JOIN sources src ON src.id = s.source_id;

CREATE VIEW v_paper_authors AS
SELECT pa.paper_id AS paper_id, pa.position AS position, a.name AS name
FROM paper_authors pa
JOIN authors a ON a.id = pa.author_id;

CREATE VIEW v_paper_categories AS
SELECT pc.paper_id AS paper_id, c.area AS area, NULLIF(c.subarea, '') AS subarea
FROM paper_categories pc
JOIN categories c ON c.id = pc.category_id;

CREATE VIEW v_paper_links AS
SELECT l.paper_id AS paper_id, l.url AS url, l.kind AS kind, l.host AS host,
       r.owner AS owner, r.repo AS repo, l.promised AS promised, l.position AS position,
       l.start_char AS start_char, l.end_char AS end_char
FROM paper_links l
LEFT JOIN repositories r ON r.id = l.repository_id;

CREATE VIEW v_paper_datasets AS
SELECT pd.paper_id AS paper_id, d.name AS dataset, pd.mention AS mention, pd.role AS role,
       pd.start_char AS start_char, pd.end_char AS end_char, d.domain AS domain,
       d.kind AS dataset_kind, d.discovered AS discovered
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id;

CREATE VIEW v_paper_artifacts AS
SELECT a.paper_id AS paper_id, a.name AS name, a.type AS type,
       a.start_char AS start_char, a.end_char AS end_char, a.position AS position
FROM paper_artifacts a;

CREATE VIEW v_results AS
SELECT r.paper_id AS paper_id, r.text AS text, r.value AS value, r.value_high AS value_high,
       r.unit AS unit, r.kind AS kind, r.role AS role, r.qualifier AS qualifier,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline,
       r.start_char AS start_char, r.end_char AS end_char, r.position AS position
FROM results r;

-- Dashboards (migration 0003).  Where a view shows a calendar day ('YYYY-MM-DD', UTC) it is
-- written substr(TS, 1, 10) here, the SQLite form (timestamps are stored as UTC ISO text).
-- PostgreSQL gets to_char(TS AT TIME ZONE 'UTC', 'YYYY-MM-DD') instead, so the day does
-- not depend on the client's time zone.  Everything else is the same SQL on both.

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
      FROM paper_categories pc) f
JOIN categories c ON c.id = f.category_id
GROUP BY c.id, c.area, c.subarea;

-- One row per canonical dataset: papers using or introducing it, and the UTC days it was
-- first ingested (papers.created_at) and last seen in an ingested file (sources.ingested_at).
CREATE VIEW v_dataset_usage AS
SELECT d.name AS dataset, d.domain AS domain, COUNT(*) AS papers,
       SUM(CASE WHEN pd.role = 'introduced' THEN 1 ELSE 0 END) AS papers_introducing,
       substr(MIN(p.created_at), 1, 10) AS first_seen, substr(MAX(ls.last_at), 1, 10) AS last_seen
FROM paper_datasets pd
JOIN datasets d ON d.id = pd.dataset_id
JOIN papers p ON p.id = pd.paper_id
LEFT JOIN (SELECT s.paper_id AS paper_id, MAX(src.ingested_at) AS last_at
        FROM sightings s JOIN sources src ON src.id = s.source_id
        GROUP BY s.paper_id) ls ON ls.paper_id = pd.paper_id
GROUP BY d.id, d.name, d.domain;

-- One row per author name: distinct papers, distinct areas (a count), first and last seen.
CREATE VIEW v_author_summary AS
SELECT a.name AS name, COUNT(DISTINCT pa.paper_id) AS papers, COUNT(DISTINCT c.area) AS areas,
       substr(MIN(p.created_at), 1, 10) AS first_seen, substr(MAX(ls.last_at), 1, 10) AS last_seen
FROM authors a
JOIN paper_authors pa ON pa.author_id = a.id
JOIN papers p ON p.id = pa.paper_id
LEFT JOIN (SELECT s.paper_id AS paper_id, MAX(src.ingested_at) AS last_at
        FROM sightings s JOIN sources src ON src.id = s.source_id
        GROUP BY s.paper_id) ls ON ls.paper_id = pa.paper_id
LEFT JOIN paper_categories pc ON pc.paper_id = pa.paper_id
LEFT JOIN categories c ON c.id = pc.category_id
GROUP BY a.id, a.name;

-- Leaderboards: a paper's own speedups and improvements, speedups first, multipliers
-- before pp before percent, largest (upper end of a range) first.
CREATE VIEW v_top_results AS
SELECT r.paper_id AS paper_id,
       COALESCE(NULLIF(p.title, ''),
                CASE WHEN LENGTH(p.abstract) > 80 THEN RTRIM(SUBSTR(p.abstract, 1, 80)) || '…'
                     ELSE p.abstract END) AS title_or_snippet,
       r.kind AS kind, r.unit AS unit, r.value AS value, r.value_high AS value_high,
       r.metric AS metric, r.dataset AS dataset, r.baseline AS baseline, r.text AS text
FROM results r
JOIN papers p ON p.id = r.paper_id
WHERE r.role = 'result' AND r.kind IN ('speedup', 'improvement')
ORDER BY CASE r.kind WHEN 'speedup' THEN 0 ELSE 1 END,
         CASE r.unit WHEN 'times' THEN 0 WHEN 'pp' THEN 1 WHEN 'percent' THEN 2 ELSE 3 END,
         COALESCE(r.value_high, r.value) DESC, r.paper_id, r.position;

-- Ingestion health: per UTC day, papers first ingested and files (sources) last ingested.
CREATE VIEW v_ingest_timeline AS
SELECT t.day AS day, SUM(t.papers_new) AS papers_new, SUM(t.sources) AS sources
FROM (SELECT substr(p.created_at, 1, 10) AS day, 1 AS papers_new, 0 AS sources FROM papers p
      UNION ALL
      SELECT substr(src.ingested_at, 1, 10) AS day, 0 AS papers_new, 1 AS sources FROM sources src) t
GROUP BY t.day
ORDER BY t.day;
