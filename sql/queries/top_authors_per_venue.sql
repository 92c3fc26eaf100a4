-- Which authors publish most at each venue and year?
SELECT c.venue, c.year, a.name, COUNT(DISTINCT a.paper_id) AS papers
FROM v_paper_authors a
JOIN v_paper_changes c ON c.paper_id = a.paper_id
WHERE c.venue IS NOT NULL
GROUP BY c.venue, c.year, a.name
HAVING COUNT(DISTINCT a.paper_id) > 1
ORDER BY c.venue NULLS LAST, c.year NULLS LAST, papers DESC, a.name;
