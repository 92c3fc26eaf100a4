-- How many papers does each venue have per year, and what share links code?
SELECT venue, year, papers, papers_with_code, share_with_code
FROM v_venue_summary
WHERE venue IS NOT NULL
ORDER BY venue NULLS LAST, year NULLS LAST;
