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
