-- What share of all papers link code, and how many only promise it?
SELECT COUNT(*) AS papers,
       SUM(CASE WHEN EXISTS (SELECT 1 FROM v_paper_links l
                             WHERE l.paper_id = p.paper_id AND l.kind = 'code') THEN 1 ELSE 0 END) AS with_code,
       SUM(CASE WHEN EXISTS (SELECT 1 FROM v_paper_links l
                             WHERE l.paper_id = p.paper_id AND l.kind = 'code' AND l.promised) THEN 1 ELSE 0 END)
           AS code_promised
FROM v_paper_changes p
WHERE NOT p.deleted;
