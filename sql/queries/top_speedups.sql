-- The largest speedups papers claim for themselves (multipliers, own results), with their papers.
SELECT r.paper_id, r.title, r.venue, r.year, r.value, r.value_high, r.qualifier, r.metric, r.dataset,
       r.baseline, r.text
FROM v_results r
WHERE r.unit = 'times' AND r.kind = 'speedup' AND r.role = 'result'
ORDER BY COALESCE(r.value_high, r.value) DESC, r.paper_id
LIMIT 20;
