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

-- A sales table read once for its own references collects the keys its returns point to:
-- (item, ticket), unique, and (item, customer), with 20 duplicates the profile's sample does
-- not see. Under a small ekaya.work_mem both do not fit: the first gets what it needs, the
-- other is collected for a slice of its first values, where its duplicates show. Same
-- relationships as under the default ekaya.work_mem, and as many verification queries (the
-- sales table is not read again); before, both were verification_failed.
SET client_min_messages = warning;
CREATE SCHEMA vs;
CREATE TABLE vs.items (item_id int PRIMARY KEY, label text);
INSERT INTO vs.items SELECT g, 'item ' || g FROM generate_series(1, 400) g;
CREATE TABLE vs.customers (customer_id int PRIMARY KEY, name text);
INSERT INTO vs.customers SELECT g, 'customer ' || g FROM generate_series(1, 2500) g;
CREATE TABLE vs.sales (item_id int, ticket_no int, customer_id int, qty int);
INSERT INTO vs.sales SELECT 1 + (t * 7 + l * 13) % 400, t, 1 + t % 2500, l FROM generate_series(1, 10000) t, generate_series(1, 4) l;
INSERT INTO vs.sales SELECT item_id, 10000 + ticket_no, customer_id, 9 FROM vs.sales WHERE ticket_no <= 20 AND qty = 1;
CREATE TABLE vs.sale_returns (return_id int PRIMARY KEY, item_id int, ticket_no int, customer_id int);
INSERT INTO vs.sale_returns SELECT g, 1 + (t * 7 + l * 13) % 400, t, 1 + t % 2500
  FROM (SELECT g, 1 + (g * 37) % 10000 AS t, 1 + g % 4 AS l FROM generate_series(1, 3000) g) s;
ANALYZE vs.items, vs.customers, vs.sales, vs.sale_returns;
SET ekaya.sample_rows = 1000;
SELECT ekaya.analyze(ARRAY['vs'], wait => true) AS job \gset
CREATE TEMP TABLE vs_default AS
  SELECT source_table, source_columns, target_table, target_columns, status, rejection_reason
    FROM ekaya.relationships WHERE source_table LIKE 'vs.%';
SELECT (stats->>'verify_queries')::int AS default_queries FROM ekaya.engine_jobs WHERE job_id = :job \gset
SET ekaya.work_mem = '1MB';
SELECT ekaya.analyze(ARRAY['vs'], wait => true) AS job \gset
RESET ekaya.work_mem;
RESET ekaya.sample_rows;
CREATE TEMP TABLE vs_small AS
  SELECT source_table, source_columns, target_table, target_columns, status, rejection_reason
    FROM ekaya.relationships WHERE source_table LIKE 'vs.%';
SELECT (stats->>'verify_queries')::int = :default_queries AS same_queries
  FROM ekaya.engine_jobs WHERE job_id = :job;
SELECT * FROM vs_small WHERE cardinality(source_columns) > 1 ORDER BY 1, 2, 3, 4;
-- nothing differs
(SELECT * FROM vs_default EXCEPT SELECT * FROM vs_small)
UNION ALL (SELECT * FROM vs_small EXCEPT SELECT * FROM vs_default);
DROP SCHEMA vs CASCADE;
DROP TABLE vs_default, vs_small;
RESET client_min_messages;

-- A declared (part, supplier) key of 100,000 pairs whose list (800 kB) does not fit beside the
-- others under ekaya.work_mem = 1MB, but whose set (500 kB) does: collected in slices of its
-- first column's range and joined into one, the lines measured against it by the aggregate,
-- with the counts the default ekaya.work_mem gives (before: SQL joins)
SET client_min_messages = warning;
CREATE SCHEMA vk;
CREATE TABLE vk.supplies (part_id int, supp_id int, cost int, PRIMARY KEY (part_id, supp_id));
INSERT INTO vk.supplies SELECT p, 1 + (p * 7 + s * 250) % 1000, s FROM generate_series(1, 25000) p, generate_series(0, 3) s;
CREATE TABLE vk.lines (line_id int PRIMARY KEY, part_id int, supp_id int, qty int);
INSERT INTO vk.lines SELECT g, 1 + (g * 13) % 5000, 1 + ((1 + (g * 13) % 5000) * 7 + (g % 4) * 250) % 1000, g % 9
  FROM generate_series(1, 20000) g;
-- five lines whose (part, supplier) pair nobody supplies (each pair is on four lines)
UPDATE vk.lines SET supp_id = 1 + (supp_id + 1) % 1000 WHERE line_id <= 5;
ANALYZE vk.supplies, vk.lines;
CREATE VIEW vk.measured AS
  SELECT r.status, e.matched_count, e.orphan_count, e.source_distinct, e.target_distinct,
         e.evidence->>'verified_by' AS verified_by
    FROM ekaya.relationships r
    JOIN ekaya.engine_schema_relationships e
      ON e.source_table_oid = r.source_table::regclass AND e.source_columns = r.source_columns
     AND e.target_table_oid = r.target_table::regclass AND e.target_columns = r.target_columns
   WHERE r.source_table = 'vk.lines' AND r.source_columns = '{part_id,supp_id}' AND r.target_table = 'vk.supplies';
SELECT ekaya.analyze(ARRAY['vk'], wait => true) > 0 AS analysed;
CREATE TEMP TABLE vk_default AS SELECT * FROM vk.measured;
SET ekaya.work_mem = '1MB';
SELECT ekaya.analyze(ARRAY['vk'], wait => true) AS job \gset
RESET ekaya.work_mem;
SELECT * FROM vk.measured;
SELECT (SELECT row(d.*)::text FROM vk_default d) = (SELECT row(m.*)::text FROM vk.measured m) AS same_as_default;
-- the joined set (500 kB) is moved to shared memory for the lines' scan (keyshare.c)
SELECT (stats->>'key_sets_shared')::int > 0 AS shared FROM ekaya.engine_jobs WHERE job_id = :job;
-- again with parallel plans for any table, the scans left to the parallel workers (the
-- worker's session takes the role's settings in this database): they map the shared set
-- instead of copying it, same counts
DO $$
DECLARE s record;
BEGIN
  FOR s IN SELECT * FROM (VALUES ('parallel_setup_cost', '0'), ('parallel_tuple_cost', '0'),
                                 ('min_parallel_table_scan_size', '0'),
                                 ('parallel_leader_participation', 'off')) v(name, value)
  LOOP
    EXECUTE format('ALTER ROLE %I IN DATABASE %I SET %s = %s', current_user, current_database(), s.name, s.value);
  END LOOP;
END $$;
SET ekaya.work_mem = '1MB';
SELECT ekaya.analyze(ARRAY['vk'], wait => true) AS job \gset
RESET ekaya.work_mem;
DO $$ BEGIN EXECUTE format('ALTER ROLE %I IN DATABASE %I RESET ALL', current_user, current_database()); END $$;
SELECT (stats->>'key_sets_shared')::int > 0 AS shared FROM ekaya.engine_jobs WHERE job_id = :job;
SELECT (SELECT row(d.*)::text FROM vk_default d) = (SELECT row(m.*)::text FROM vk.measured m) AS same_with_workers;
DROP SCHEMA vk CASCADE;
DROP TABLE vk_default;
RESET client_min_messages;
