-- Which papers were added, corrected or removed since a given time (UTC)? For incremental loads.
SELECT paper_id, title, venue, year, first_seen_at, updated_at, deleted
FROM v_paper_changes
WHERE updated_at > '2026-01-01 00:00:00'
ORDER BY updated_at, paper_id;
