-- Exact verification of candidates found on sampled value sets: every candidate of a source
-- table is measured by one scan of it (orphan rows, distinct matched and orphan values), and a
-- second scan only where distinct orphans outgrow their budget. Covers a declared key target,
-- a target that is only measured unique, a composite key, and orphans.
SET client_min_messages = warning;
CREATE SCHEMA dv;
SET search_path = dv, public;
CREATE TABLE parents (parent_id int PRIMARY KEY, name text);
INSERT INTO parents SELECT g, 'parent ' || g FROM generate_series(1, 1000) g;
-- no declared key: the target is the column measured unique
CREATE TABLE shops (shop_id int, label text);
INSERT INTO shops SELECT g, 'shop ' || g FROM generate_series(1, 1200) g;
CREATE TABLE order_lines (order_id int, line_no int, qty int, PRIMARY KEY (order_id, line_no));
INSERT INTO order_lines SELECT o, l, o % 7 FROM generate_series(1, 500) o, generate_series(1, 3) l;
CREATE TABLE facts (fact_id int PRIMARY KEY, parent_id int, shop_id int, order_id int, line_no int);
INSERT INTO facts
SELECT g, 1 + (g * 7919) % 1000, 1 + (g * 1009) % 1200, 1 + (g * 31) % 500, 1 + g % 3
  FROM generate_series(1, 40000) g;
-- orphans: 12 rows holding 4 distinct parent ids that do not exist
UPDATE facts SET parent_id = 100000 + fact_id % 4 WHERE fact_id <= 12;
-- a composite key no constraint declares: unique (invoice_id, item_no) pairs in a keyless table
CREATE TABLE invoice_items (invoice_id int, item_no int, qty int);
INSERT INTO invoice_items SELECT i, n, (i * 7 + n) % 11 FROM generate_series(1, 300) i, generate_series(1, 5) n;
CREATE TABLE item_notes (note_id int PRIMARY KEY, invoice_id int, item_no int);
INSERT INTO item_notes SELECT g, 1 + (g * 37) % 300, 1 + g % 5 FROM generate_series(1, 5000) g;
-- ... and look-alike pairs that are not unique, so not a key: they repeat in the profile's
-- sample, and are never candidates (issue 17)
CREATE TABLE batch_steps (batch_id int, step_no int);
INSERT INTO batch_steps SELECT b, s FROM generate_series(1, 100) b, generate_series(1, 3) s, generate_series(1, 2) twice;
CREATE TABLE step_refs (ref_id int PRIMARY KEY, batch_id int, step_no int);
INSERT INTO step_refs SELECT g, 1 + g % 100, 1 + g % 3 FROM generate_series(1, 3000) g;
-- a keyless child with one row per parent so far: its batch_id is unique, yet the composite
-- reference says it is the child
CREATE TABLE run_lines (run_id int, seq int, qty int);
INSERT INTO run_lines SELECT r, s, (r + s) % 5 FROM generate_series(1, 200) r, generate_series(1, 3) s;
CREATE TABLE run_line_notes (run_id int, seq int, note text);
INSERT INTO run_line_notes SELECT r, 1 + r % 3, 'note ' || r FROM generate_series(1, 200) r;
-- a keyless table whose coupon_id looks unique on the sample but repeats once in the whole table
CREATE TABLE coupons (coupon_id int, label text);
INSERT INTO coupons SELECT g, 'coupon ' || g FROM generate_series(1, 3000) g;
INSERT INTO coupons VALUES (1234, 'coupon 1234 again');
CREATE TABLE coupon_uses (use_id int PRIMARY KEY, coupon_id int);
INSERT INTO coupon_uses SELECT g, 1 + (g * 7) % 3000 FROM generate_series(1, 6000) g;
-- both sides sampled and a weak name (code_id names no table): the match rate estimated on
-- the samples falls under the threshold; measured exactly, the reference holds
CREATE TABLE ledgers (code_id int, label text);
INSERT INTO ledgers SELECT g, 'code ' || g FROM generate_series(50001, 53000) g;
CREATE TABLE code_uses (use_id int PRIMARY KEY, code_id int);
INSERT INTO code_uses SELECT g, 50001 + (g * 7) % 3000 FROM generate_series(1, 6000) g;
ANALYZE dv.parents, dv.shops, dv.order_lines, dv.facts, dv.invoice_items, dv.item_notes, dv.batch_steps,
  dv.step_refs, dv.run_lines, dv.run_line_notes, dv.coupons, dv.coupon_uses, dv.ledgers, dv.code_uses;
SET ekaya.sample_rows = 1000;
SELECT ekaya.analyze(ARRAY['dv'], wait => true) > 0 AS analysed;
RESET ekaya.sample_rows;
RESET search_path;

SELECT source_columns, target_table, target_columns, status, orphan_count,
       round(match_rate::numeric, 3) AS match_rate
  FROM ekaya.relationships WHERE source_table = 'dv.facts' AND status = 'accepted'
 ORDER BY source_columns;
-- what was measured by SQL says so
SELECT r.source_columns, r.inference_method, r.evidence->>'measured' AS measured
  FROM ekaya.engine_schema_relationships r
  JOIN ekaya.engine_schema_tables t ON t.table_oid = r.source_table_oid
 WHERE t.qualified_name = 'dv.facts' AND r.status = 'accepted'
 ORDER BY r.source_columns;
-- the exact counts of the orphans: 12 rows holding 4 distinct values
SELECT source_distinct - matched_count AS orphan_distinct, orphan_count
  FROM ekaya.engine_schema_relationships r
  JOIN ekaya.engine_schema_tables t ON t.table_oid = r.source_table_oid
 WHERE t.qualified_name = 'dv.facts' AND r.source_columns = '{parent_id}' AND r.status = 'accepted';
-- composite keys are measured exactly too: distinct source tuples, matched tuples, target keys
SELECT r.matched_count, r.source_distinct, r.target_distinct, r.target_coverage,
       r.source_distinct = (SELECT count(*) FROM (SELECT DISTINCT order_id, line_no FROM dv.facts) d)
         AS source_distinct_exact
  FROM ekaya.engine_schema_relationships r
  JOIN ekaya.engine_schema_tables t ON t.table_oid = r.source_table_oid
 WHERE t.qualified_name = 'dv.facts' AND r.source_columns = '{order_id,line_no}' AND r.status = 'accepted';
-- the undeclared composite key is found and proven unique; the look-alike is no candidate
SELECT r.source_table, r.source_columns, r.target_table, r.target_columns, r.status, r.rejection_reason,
       e.evidence->>'key' AS key, e.matched_count, e.source_distinct, e.target_distinct
  FROM ekaya.relationships r
  JOIN ekaya.engine_schema_relationships e
    ON e.source_table_oid = r.source_table::regclass AND e.source_columns = r.source_columns
   AND e.target_table_oid = r.target_table::regclass
 WHERE r.source_table IN ('dv.item_notes', 'dv.step_refs') AND array_length(r.source_columns, 1) = 2
 ORDER BY 1;
-- the child references the parent's pair; the parent's run_id is not a reference to the child
SELECT source_table, source_columns, target_table, target_columns, status, rejection_reason
  FROM ekaya.relationships
 WHERE source_table IN ('dv.run_lines', 'dv.run_line_notes') AND target_table IN ('dv.run_lines', 'dv.run_line_notes')
   AND (status = 'accepted' OR rejection_reason = 'reverse_duplicate')
 ORDER BY 1, 2;
-- a key measured unique on a sample is checked over the whole table before anything references it
SELECT t.sampled, r.status, r.rejection_reason
  FROM ekaya.relationships r, ekaya.engine_schema_tables t
 WHERE r.source_table = 'dv.coupon_uses' AND r.source_columns = '{coupon_id}' AND r.target_table = 'dv.coupons'
   AND t.qualified_name = 'dv.coupons';
SELECT r.status, r.rejection_reason, e.evidence->>'screened' AS screened,
       e.evidence->>'set_match_rate' < '0.98' AS estimate_low,
       r.match_rate
  FROM ekaya.relationships r
  JOIN ekaya.engine_schema_relationships e
    ON e.source_table_oid = r.source_table::regclass AND e.source_columns = r.source_columns
   AND e.target_table_oid = r.target_table::regclass
 WHERE r.source_table = 'dv.code_uses' AND r.source_columns = '{code_id}' AND r.target_table = 'dv.ledgers';
-- the job reports where its time went (values vary; only the keys are checked)
SELECT (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(stats->'ms') k) AS phases,
       (stats->>'verify_queries')::int > 0 AS verified
  FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1;
-- a chain of sampled tables, chain_c -> chain_b -> chain_a: verification reads each source
-- table once, and the scan of chain_b also collects the keys of chain_b that chain_c is probed
-- against. Three queries: chain_a's keys, chain_b, chain_c (four if chain_b were read again)
CREATE SCHEMA dvc;
CREATE TABLE dvc.chain_a (a_id int PRIMARY KEY, label text);
INSERT INTO dvc.chain_a SELECT g, 'a ' || g FROM generate_series(100001, 103000) g;
CREATE TABLE dvc.chain_b (b_id int PRIMARY KEY, a_id int);
INSERT INTO dvc.chain_b SELECT g, 100001 + (g * 7) % 3000 FROM generate_series(200001, 206000) g;
CREATE TABLE dvc.chain_c (c_id int PRIMARY KEY, b_id int);
INSERT INTO dvc.chain_c SELECT g, 200001 + (g * 11) % 6000 FROM generate_series(300001, 309000) g;
ANALYZE dvc.chain_a, dvc.chain_b, dvc.chain_c;
SET ekaya.sample_rows = 1000;
SELECT ekaya.analyze(ARRAY['dvc'], wait => true) > 0 AS analysed;
RESET ekaya.sample_rows;
SELECT stats->'verify_queries' AS queries, stats->'verified_by' AS verified_by
  FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1;
SELECT source_table, source_columns, target_table, status, match_rate, orphan_count
  FROM ekaya.relationships WHERE source_table LIKE 'dvc.%' AND status = 'accepted' ORDER BY 1;
-- undeclared composite keys of a keyless table: the smallest that holds is the key. In slots,
-- (site, bay) is unique, so the triple (site, bay, level) holding it is not the key, and the
-- other pairs hold duplicates; parking references a slot by all three columns. The pairs that
-- repeat in the profile's sample, and the triple, are never candidates (issue 17)
CREATE SCHEMA dvk;
CREATE TABLE dvk.slots (site int, bay int, level int, note text);
INSERT INTO dvk.slots SELECT 1 + g / 100, g % 100, g % 3, 'note ' || g % 10 FROM generate_series(0, 2999) g;
CREATE TABLE dvk.parking (parking_id int PRIMARY KEY, site int, bay int, level int);
INSERT INTO dvk.parking SELECT g, 1 + ((g * 7) % 3000) / 100, ((g * 7) % 3000) % 100, ((g * 7) % 3000) % 3
  FROM generate_series(1, 4000) g;
-- and a keyless table's copy shares all eight of its columns: a copy, not a reference, so
-- none of its 28 pairs and 56 triples is a candidate
CREATE TABLE dvk.readings (c1 int, c2 int, c3 int, c4 int, c5 int, c6 int, c7 int, c8 int);
INSERT INTO dvk.readings SELECT g % 97, g % 89, g % 83, g % 79, g % 73, g % 71, g % 67, g % 61
  FROM generate_series(1, 2000) g;
CREATE TABLE dvk.readings_copy AS SELECT * FROM dvk.readings;
ANALYZE dvk.slots, dvk.parking, dvk.readings, dvk.readings_copy;
SELECT ekaya.analyze(ARRAY['dvk'], wait => true) > 0 AS analysed;
SELECT source_columns, target_columns, status, rejection_reason
  FROM ekaya.relationships WHERE source_table = 'dvk.parking' AND target_table = 'dvk.slots'
   AND cardinality(source_columns) > 1
 ORDER BY cardinality(source_columns), source_columns;
SELECT count(*) AS composites_between_copies
  FROM ekaya.relationships WHERE source_table LIKE 'dvk.readings%' AND cardinality(source_columns) > 1;
-- leave no rows behind: later tests count the analysed tables
CREATE TEMP TABLE dv_gone AS
  SELECT table_oid FROM ekaya.engine_schema_tables WHERE schema_name IN ('dv', 'dvc', 'dvk');
DELETE FROM ekaya.engine_schema_relationships
 WHERE source_table_oid IN (SELECT table_oid FROM dv_gone) OR target_table_oid IN (SELECT table_oid FROM dv_gone);
DELETE FROM ekaya.engine_entity_relationships
 WHERE source_table_oid IN (SELECT table_oid FROM dv_gone) OR target_table_oid IN (SELECT table_oid FROM dv_gone);
DELETE FROM ekaya.engine_schema_columns WHERE table_oid IN (SELECT table_oid FROM dv_gone);
DELETE FROM ekaya.engine_schema_keys WHERE table_oid IN (SELECT table_oid FROM dv_gone);
DELETE FROM ekaya.engine_schema_tables WHERE table_oid IN (SELECT table_oid FROM dv_gone);
DROP SCHEMA dv, dvc, dvk CASCADE;
