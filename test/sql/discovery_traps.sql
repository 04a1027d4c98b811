-- Relationship discovery on a small schema full of traps: role-playing references, padded
-- char(n) and mixed-case text keys, uuids written as text, NaN and empty strings, an all-NULL
-- column, a self reference, a reference cycle, two tables with identical key ranges, a
-- composite key, small integers that fall inside every serial key, and a declared foreign
-- key that the data violates. No foreign key is declared except the violated one.
CREATE SCHEMA disc;
SET search_path = disc, public;

-- people: a person-like table (names, email), so role nouns (host, visitor) point at it
CREATE TABLE users (user_id int PRIMARY KEY, email text, first_name text, last_name text);
INSERT INTO users SELECT g, 'u' || g || '@example.com', 'F' || g, 'L' || g FROM generate_series(1, 200) g;

CREATE TABLE engagements (engagement_id int PRIMARY KEY, host_id int, visitor_id int, rating int);
INSERT INTO engagements SELECT g, 1 + (g * 7) % 200, 1 + (g * 13) % 200, 1 + g % 5 FROM generate_series(1, 600) g;

-- char(4) key with padding; a varchar reference to it, and a lower-case copy that matches nothing
CREATE TABLE countries (country_code char(4) PRIMARY KEY, name text);
INSERT INTO countries SELECT 'C' || lpad(g::text, 2, '0'), 'Country ' || g FROM generate_series(1, 40) g;
CREATE TABLE cities (city_id int PRIMARY KEY, country_code varchar(10), country_code_lc text, alt_code text,
                     coupon_id int, density numeric);
INSERT INTO cities SELECT g, 'C' || lpad((1 + g % 40)::text, 2, '0'), 'c' || lpad((1 + g % 40)::text, 2, '0'),
       CASE WHEN g % 3 = 0 THEN '' ELSE 'A' || g END, NULL,
       CASE WHEN g % 10 = 0 THEN 'NaN'::numeric ELSE g * 1.5 END
  FROM generate_series(1, 300) g;

-- uuid key, referenced from text holding the same uuids
CREATE TABLE sessions (session_id uuid PRIMARY KEY, started int);
INSERT INTO sessions SELECT md5(g::text)::uuid, g FROM generate_series(1, 100) g;
CREATE TABLE events (event_id int PRIMARY KEY, session_ref text);
INSERT INTO events SELECT g, md5((1 + g % 100)::text)::uuid::text FROM generate_series(1, 400) g;

-- self reference (managers cluster at low ids, as they do) and a cycle with departments
CREATE TABLE employees (emp_id int PRIMARY KEY, first_name text, last_name text, email text,
                        manager_id int, dept_id int);
INSERT INTO employees SELECT g, 'E' || g, 'M' || g, 'e' || g || '@example.com',
       CASE WHEN g = 1 THEN NULL ELSE 1 + (g - 2) / 8 END, 1 + g % 12
  FROM generate_series(1, 120) g;
CREATE TABLE departments (dept_id int PRIMARY KEY, head_emp_id int);
INSERT INTO departments SELECT g, 1 + (g * 37) % 120 FROM generate_series(1, 12) g;

-- two tables with the same key range: a reference to "a location" cannot be placed
CREATE TABLE warehouses (warehouse_id int PRIMARY KEY, label text);
CREATE TABLE depots (depot_id int PRIMARY KEY, label text);
INSERT INTO warehouses SELECT g, 'W' || g FROM generate_series(1, 50) g;
INSERT INTO depots SELECT g, 'D' || g FROM generate_series(1, 50) g;
CREATE TABLE transfers (transfer_id int PRIMARY KEY, location_id int, quantity int);
INSERT INTO transfers SELECT g, 1 + (g * 11) % 50, 1 + g % 9 FROM generate_series(1, 400) g;

-- composite key and a reference to it
CREATE TABLE orders (order_id int PRIMARY KEY, placed_by int);
INSERT INTO orders SELECT g, 1 + (g * 3) % 200 FROM generate_series(1, 300) g;
CREATE TABLE order_lines (order_id int, line_no int, amount numeric(8,2), PRIMARY KEY (order_id, line_no));
INSERT INTO order_lines SELECT o, l, o * l * 0.5 FROM generate_series(1, 300) o, generate_series(1, 3) l;
CREATE TABLE line_returns (return_id int PRIMARY KEY, order_id int, line_no int);
INSERT INTO line_returns SELECT g, 1 + (g * 7) % 300, 1 + g % 3 FROM generate_series(1, 150) g;

-- a declared foreign key, NOT VALID, that the data violates
CREATE TABLE payments (payment_id int PRIMARY KEY, order_id int);
INSERT INTO payments SELECT g, CASE WHEN g % 50 = 0 THEN 9000 + g ELSE 1 + g % 300 END FROM generate_series(1, 500) g;
ALTER TABLE payments ADD CONSTRAINT payments_order_fk FOREIGN KEY (order_id) REFERENCES orders NOT VALID;
RESET search_path;

SELECT ekaya.analyze(ARRAY['disc'], wait => true) > 0 AS analysed;

-- what was accepted, with roles and cardinality
SELECT source_table, source_columns, target_table, target_columns, relationship_type, cardinality,
       source_role, orphan_count
  FROM ekaya.relationships
 WHERE status = 'accepted' AND source_table LIKE 'disc.%'
 ORDER BY 1, 2, 3;

-- the declared, violated foreign key
SELECT source_table, source_columns, status, fk_violated, orphan_count, match_rate < 1 AS partial
  FROM ekaya.relationships WHERE relationship_type = 'fk' AND source_table = 'disc.payments';

-- traps: every candidate of these columns is rejected, each with a reason; only the best three
-- rejected rows of a column are stored, the others are counted on them (issue 17)
SELECT source_table, source_columns, count(*) + max(rejected_not_stored) AS candidates, count(*) AS stored,
       count(*) FILTER (WHERE status = 'accepted') AS accepted,
       string_agg(DISTINCT rejection_reason, ', ' ORDER BY rejection_reason) AS reasons
  FROM ekaya.relationships
 WHERE (source_table, source_columns[1]) IN (('disc.engagements', 'rating'), ('disc.transfers', 'quantity'),
                                             ('disc.transfers', 'location_id'), ('disc.cities', 'country_code_lc'))
 GROUP BY 1, 2 ORDER BY 1, 2;

-- the ambiguous reference lists both alternatives
SELECT target_table, rejection_reason, evidence->'alternatives' AS alternatives
  FROM ekaya.relationships
 WHERE source_table = 'disc.transfers' AND source_columns = '{location_id}'
   AND rejection_reason = 'ambiguous_target'
 ORDER BY 1;

-- no relationship from the all-NULL column, the fractional column or the empty-string column
SELECT count(*) AS from_null_nan_or_empty FROM ekaya.relationships
 WHERE source_table = 'disc.cities' AND source_columns && ARRAY['coupon_id', 'density', 'alt_code'];

-- every rejection carries a documented reason
SELECT DISTINCT rejection_reason IN ('no_overlap', 'low_match_rate', 'low_cardinality', 'clustered_range',
       'chance_containment', 'ambiguous_target', 'better_target', 'type_mismatch', 'reverse_duplicate',
       'source_is_key', 'self_bijection', 'verification_failed', 'not_measured') AS documented
  FROM ekaya.relationships WHERE status = 'rejected';

-- the run counted its candidates, and the metrics are sane
SELECT candidates_checked > 0 AS counted FROM ekaya.jobs ORDER BY job_id DESC LIMIT 1;
SELECT count(*) AS bad_metrics FROM ekaya.relationships
 WHERE confidence NOT BETWEEN 0 AND 1 OR match_rate NOT BETWEEN 0 AND 1 OR orphan_count < 0;

-- Bad input: many rows and a tiny ekaya.work_mem. The value sets overflow; the run still
-- finishes, says so, and checks what it accepts with SQL.
CREATE TABLE disc.big (big_id int PRIMARY KEY, payload text);
INSERT INTO disc.big SELECT g, 'p' || g FROM generate_series(1, 120000) g;
CREATE TABLE disc.big_refs (ref_id int PRIMARY KEY, big_id int);
INSERT INTO disc.big_refs SELECT g, 1 + (g * 7919) % 120000 FROM generate_series(1, 120000) g;
SET ekaya.work_mem = '1MB';
SELECT ekaya.analyze(ARRAY['disc'], wait => true) > 0 AS analysed;
RESET ekaya.work_mem;
SELECT source_columns, target_table, status, inference_method, evidence->>'overflowed' AS overflowed,
       evidence->>'measured' AS measured, orphan_count
  FROM ekaya.relationships WHERE source_table = 'disc.big_refs' AND status = 'accepted';

DROP SCHEMA disc CASCADE;
-- leave the shared regression database as we found it: a full analysis forgets dropped tables
SELECT ekaya.analyze(wait => true) > 0 AS forgotten;
SELECT count(*) AS left_over FROM ekaya.engine_schema_tables WHERE schema_name = 'disc';
