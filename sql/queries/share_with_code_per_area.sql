-- What share of papers link a code repository, per area? (percent, one decimal)
SELECT c.area,
       COUNT(DISTINCT c.paper_id) AS papers,
       COUNT(DISTINCT l.paper_id) AS papers_with_code,
       CAST(ROUND(100.0 * COUNT(DISTINCT l.paper_id) / COUNT(DISTINCT c.paper_id), 1) AS FLOAT) AS percent_with_code
FROM v_paper_categories c
LEFT JOIN v_paper_links l ON l.paper_id = c.paper_id AND l.kind = 'code'
GROUP BY c.area
ORDER BY percent_with_code DESC, c.area;
