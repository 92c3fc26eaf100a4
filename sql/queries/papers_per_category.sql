-- How many distinct papers does each area / subarea have?
SELECT c.area, c.subarea, COUNT(DISTINCT c.paper_id) AS papers
FROM v_paper_categories c
GROUP BY c.area, c.subarea
ORDER BY papers DESC, c.area, c.subarea NULLS LAST;
