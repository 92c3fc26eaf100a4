-- Which papers on ImageNet report a speedup above 10x, at which venue and year?  A
-- paper's own speedups only; a range counts by its upper end ("5-20x"); a speedup
-- measured on another dataset does not count because the paper also uses ImageNet.
SELECT DISTINCT r.paper_id, r.title, r.venue, r.year, r.text, r.value, r.value_high,
       COALESCE(r.value_high, r.value) AS up_to
FROM v_results r
WHERE r.unit = 'times' AND r.kind = 'speedup' AND r.role = 'result' AND COALESCE(r.value_high, r.value) > 10
  AND (r.dataset = 'ImageNet'
       OR (r.dataset IS NULL
           AND EXISTS (SELECT 1 FROM v_paper_datasets d WHERE d.paper_id = r.paper_id AND d.dataset = 'ImageNet')))
ORDER BY up_to DESC, r.paper_id, r.text;
