-- Which papers introduced a new benchmark or dataset, what is it called, and where was it published?
-- One row per paper and name: a dataset the paper introduces that it also names as its
-- own benchmark or dataset is listed once, as the artifact.
SELECT a.paper_id, a.title, a.venue, a.year, a.name, a.type
FROM v_paper_artifacts a
WHERE a.type IN ('benchmark', 'dataset')
UNION
SELECT d.paper_id, d.title, d.venue, d.year, d.dataset AS name, 'dataset' AS type
FROM v_paper_datasets d
WHERE d.role = 'introduced'
  AND NOT EXISTS (SELECT 1 FROM v_paper_artifacts a
                  WHERE a.paper_id = d.paper_id AND a.type IN ('benchmark', 'dataset')
                    AND a.name IN (d.dataset, d.mention))
ORDER BY paper_id, name;
