-- Which papers on ImageNet report a speedup above 10x?
SELECT DISTINCT p.paper_id, p.title, r.text, r.value
FROM v_results r
JOIN v_papers p ON p.paper_id = r.paper_id
WHERE r.unit = 'times' AND r.kind = 'speedup' AND r.value > 10
  AND (r.dataset = 'ImageNet'
       OR EXISTS (SELECT 1 FROM v_paper_datasets d WHERE d.paper_id = r.paper_id AND d.dataset = 'ImageNet'))
ORDER BY r.value DESC, p.paper_id;
