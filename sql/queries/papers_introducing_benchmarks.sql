-- Which papers introduced a new benchmark or dataset, what is it called, and where was it published?
SELECT a.paper_id, a.title, a.venue, a.year, a.name, a.type
FROM v_paper_artifacts a
WHERE a.type IN ('benchmark', 'dataset')
UNION
SELECT d.paper_id, d.title, d.venue, d.year, d.dataset AS name, 'dataset' AS type
FROM v_paper_datasets d
WHERE d.role = 'introduced'
ORDER BY paper_id, name;
