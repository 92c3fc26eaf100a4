-- What gains (percentage points) over which baselines are reported, per dataset, with their papers?
SELECT r.dataset, r.value, r.metric, r.baseline, r.title, r.venue, r.year, r.paper_id, r.text
FROM v_results r
WHERE r.unit = 'pp' AND r.kind = 'improvement' AND r.role = 'result'
ORDER BY r.dataset NULLS LAST, r.value DESC, r.paper_id;
