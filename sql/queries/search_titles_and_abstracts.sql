-- Which papers are about graph transformers? (full-text search, the same form on SQLite and PostgreSQL)
SELECT s.rowid AS paper_id, c.title, c.venue, c.year
FROM papers_fts('graph transformers') s
JOIN v_paper_changes c ON c.paper_id = s.rowid
ORDER BY s.rank, s.rowid
LIMIT 20;
