-- Get-method ids are published unsigned (v3 `contract_methods` are uint32). Earlier indexing stored the
-- 19-bit dictionary keys signed (recv_external as -1); rewrite those rows in place instead of re-indexing.
UPDATE contract_methods
SET methods = ARRAY(SELECT CASE WHEN m < 0 THEN m + 524288 ELSE m END FROM unnest(methods) AS m)
WHERE EXISTS (SELECT 1 FROM unnest(methods) AS m WHERE m < 0);
