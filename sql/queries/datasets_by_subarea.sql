-- Which datasets does each subarea use most?
SELECT c.area, c.subarea, d.dataset, COUNT(DISTINCT d.paper_id) AS papers
FROM v_paper_datasets d
JOIN v_paper_categories c ON c.paper_id = d.paper_id
GROUP BY c.area, c.subarea, d.dataset
ORDER BY c.area, c.subarea NULLS LAST, papers DESC, d.dataset;
