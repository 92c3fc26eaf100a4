-- Which authors publish most in one subarea (here: Robustness)?
SELECT a.name, COUNT(DISTINCT a.paper_id) AS papers
FROM v_paper_authors a
JOIN v_paper_categories c ON c.paper_id = a.paper_id
WHERE c.subarea = 'Robustness'
GROUP BY a.name
ORDER BY papers DESC, a.name
LIMIT 20;
