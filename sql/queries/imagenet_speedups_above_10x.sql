-- Which papers on ImageNet report a speedup above 10x, at which venue and year?
SELECT DISTINCT r.paper_id, r.title, r.venue, r.year, r.text, r.value
FROM v_results r
WHERE r.unit = 'times' AND r.kind = 'speedup' AND r.value > 10
  AND (r.dataset = 'ImageNet'
       OR EXISTS (SELECT 1 FROM v_paper_datasets d WHERE d.paper_id = r.paper_id AND d.dataset = 'ImageNet'))
ORDER BY r.value DESC, r.paper_id;
