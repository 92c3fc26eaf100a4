-- Which datasets does each venue's research use most, per year?
SELECT d.venue, d.year, d.dataset, COUNT(DISTINCT d.paper_id) AS papers
FROM v_paper_datasets d
WHERE d.venue IS NOT NULL
GROUP BY d.venue, d.year, d.dataset
ORDER BY d.venue NULLS LAST, d.year NULLS LAST, papers DESC, d.dataset;
