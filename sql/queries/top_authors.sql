-- Which authors publish most? (distinct papers per author name)
SELECT a.name, COUNT(DISTINCT a.paper_id) AS papers
FROM v_paper_authors a
GROUP BY a.name
ORDER BY papers DESC, a.name
LIMIT 20;
