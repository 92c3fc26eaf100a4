-- Which papers introduced a new benchmark or dataset, and what is it called?
SELECT a.paper_id, a.name, a.type
FROM v_paper_artifacts a
WHERE a.type IN ('benchmark', 'dataset')
UNION
SELECT d.paper_id, d.dataset AS name, 'dataset' AS type
FROM v_paper_datasets d
WHERE d.role = 'introduced'
ORDER BY paper_id, name;
