-- Two-integer keys collected as packed pairs (keypairs.c): a key set of grouped pairs within a
-- budget that 16-byte pairs, or a hash table, did not fit; built in place out of unordered
-- pairs with duplicates; the same counts as an exact join; values that do not pack are hashed.
CREATE TABLE vp_t (a int, b int);
-- 100,000 distinct pairs over 1,000 first values, in no order, and 5,000 duplicates
INSERT INTO vp_t SELECT 1 + (g * 7919) % 1000, 1 + (g::int8 * 104729) % 100000 FROM generate_series(1, 100000) g;
INSERT INTO vp_t SELECT a, b FROM vp_t ORDER BY b DESC LIMIT 5000;
CREATE TABLE vp_s (a int, b int);
INSERT INTO vp_s SELECT a, b FROM vp_t WHERE b % 3 = 0;
INSERT INTO vp_s VALUES (5, 200000), (2000, 1), (2000, 1), (NULL, 1);
SELECT count(*) AS pairs, count(DISTINCT (a, b)) AS distinct_pairs FROM vp_t;
-- 1.2 MB: the packed list (840 kB) fits beside the run offsets; a hash table would take 2 MB
SELECT substr(ks, 1, 4) = '\x31504b45'::bytea AS grouped_pairs,
       length(ks) < 500000 AS compact
  FROM (SELECT ekaya._keyset(1200000, a, b) AS ks FROM vp_t) k;
-- {orphan rows, distinct orphans, matched rows, distinct matched}, as the exact join counts them
SELECT ekaya._orphans((SELECT ekaya._keyset(1200000, a, b) FROM vp_t), 100000, a, b) AS grouped
  FROM vp_s;
SELECT count(*) FILTER (WHERE t.a IS NULL) AS orphan_rows,
       count(DISTINCT (s.a, s.b)) FILTER (WHERE t.a IS NULL) AS orphan_distinct,
       count(*) FILTER (WHERE t.a IS NOT NULL) AS matched_rows,
       count(DISTINCT (s.a, s.b)) FILTER (WHERE t.a IS NOT NULL) AS matched_distinct
  FROM vp_s s LEFT JOIN (SELECT DISTINCT a, b FROM vp_t) t USING (a, b)
 WHERE s.a IS NOT NULL AND s.b IS NOT NULL;
-- a value that does not pack (negative): the list becomes hashes in place, same counts
SELECT ekaya._orphans((SELECT ekaya._keyset(4000000, a, b) FROM (SELECT a, b FROM vp_t UNION ALL SELECT -1, 3) t),
                      100000, a, b) AS hashed,
       substr((SELECT ekaya._keyset(4000000, a, b) FROM (SELECT a, b FROM vp_t UNION ALL SELECT -1, 3) t), 1, 4)
         = '\x314b4b45'::bytea AS hash_table
  FROM vp_s;
-- too small for the list or a table: none
SELECT ekaya._keyset(600000, a, b) IS NULL AS over_budget FROM vp_t;
-- collected by parallel workers and combined: the same set
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SELECT ekaya._orphans((SELECT ekaya._keyset(1200000, a, b) FROM vp_t), 100000, a, b) AS grouped_parallel
  FROM vp_s;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
RESET max_parallel_workers_per_gather;
DROP TABLE vp_t, vp_s;

-- An analysis under a small ekaya.work_mem: a keyless table's undeclared (line, ticket) key of
-- 40,000 pairs, that a composite reference points to, is collected as packed pairs and proven
-- unique (its 16-byte pairs and its hash table were over the budget: not measured)
SET client_min_messages = warning;
CREATE SCHEMA vp;
CREATE TABLE vp.ticket_lines (line_no int, ticket_id int, qty int);
INSERT INTO vp.ticket_lines SELECT l, t, (t + l) % 9 FROM generate_series(1, 10000) t, generate_series(1, 4) l;
CREATE TABLE vp.line_returns (return_id int PRIMARY KEY, line_no int, ticket_id int);
INSERT INTO vp.line_returns SELECT g, 1 + g % 4, 1 + (g * 37) % 10000 FROM generate_series(1, 3000) g;
ANALYZE vp.ticket_lines, vp.line_returns;
SET ekaya.work_mem = '1MB';
SELECT ekaya.analyze(ARRAY['vp'], wait => true) > 0 AS analysed;
RESET ekaya.work_mem;
SELECT r.source_columns, r.target_table, r.target_columns, r.status, r.rejection_reason,
       e.evidence->>'key' AS key, e.matched_count, e.source_distinct, e.target_distinct, e.orphan_count
  FROM ekaya.relationships r
  JOIN ekaya.engine_schema_relationships e
    ON e.source_table_oid = r.source_table::regclass AND e.source_columns = r.source_columns
   AND e.target_table_oid = r.target_table::regclass AND e.target_columns = r.target_columns
 WHERE r.source_table = 'vp.line_returns' AND array_length(r.source_columns, 1) = 2
 ORDER BY 1, 2;
DROP SCHEMA vp CASCADE;
RESET client_min_messages;
