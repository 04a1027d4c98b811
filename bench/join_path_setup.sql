-- Synthetic schema for bench/join_path.sh: 1,000 tables, about 3,000 accepted relationships.
-- Shape: two big hubs (users, date_dim) referenced by ~40% of tables each, eight smaller hubs,
-- chains of ten tables, and random cross references that close cycles. Deterministic (setseed).
SET client_min_messages = warning;
DROP SCHEMA IF EXISTS bench CASCADE;
CREATE SCHEMA bench;
SELECT setseed(0.42);

CREATE TEMP TABLE edges (src int, tgt int, col text);
-- hubs: tables 1 (users) and 2 (date_dim), 3..10 smaller hubs
INSERT INTO edges SELECT i, 1, 'user_id' FROM generate_series(11, 1000) i WHERE random() < 0.40;
INSERT INTO edges SELECT i, 2, 'date_id' FROM generate_series(11, 1000) i WHERE random() < 0.40;
INSERT INTO edges SELECT i, 3 + (i % 8), 'hub_id' FROM generate_series(11, 1000) i WHERE random() < 0.35;
-- chains of ten: t(i) -> t(i+1)
INSERT INTO edges SELECT i, i + 1, 'next_id' FROM generate_series(11, 999) i WHERE i % 10 <> 0;
-- random cross references (cycles)
INSERT INTO edges SELECT DISTINCT s, t, 'ref_id'
  FROM (SELECT (11 + floor(random() * 990))::int s, (11 + floor(random() * 990))::int t
          FROM generate_series(1, 1000)) x WHERE s <> t;
-- number the columns per source table so each relationship has its own column
CREATE TEMP TABLE e2 AS
SELECT src, tgt, col || '_' || row_number() OVER (PARTITION BY src ORDER BY tgt, col) AS col FROM edges;

DO $$
DECLARE
    r record;
BEGIN
    FOR r IN SELECT i, (SELECT string_agg(format('%I int', col), ', ' ORDER BY col) FROM e2 WHERE src = i) cols
               FROM generate_series(1, 1000) i LOOP
        EXECUTE format('CREATE TABLE bench.%I (id int PRIMARY KEY%s)',
                       CASE r.i WHEN 1 THEN 'users' WHEN 2 THEN 'date_dim' ELSE 't' || lpad(r.i::text, 4, '0') END,
                       coalesce(', ' || r.cols, ''));
    END LOOP;
END $$;

CREATE TEMP TABLE names AS
SELECT i, format('bench.%I', CASE i WHEN 1 THEN 'users' WHEN 2 THEN 'date_dim' ELSE 't' || lpad(i::text, 4, '0') END)::regclass::oid AS relid
  FROM generate_series(1, 1000) i;

DELETE FROM ekaya.engine_schema_relationships
 WHERE source_table_oid IN (SELECT relid FROM names) OR target_table_oid IN (SELECT relid FROM names);
INSERT INTO ekaya.engine_schema_relationships
    (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
     relationship_type, status, cardinality, confidence)
SELECT s.relid, ARRAY[e.col], ARRAY[a.attnum], t.relid, ARRAY['id'], ARRAY[1::int2],
       CASE WHEN random() < 0.5 THEN 'fk' ELSE 'inferred' END, 'accepted', 'N:1',
       (0.7 + random() * 0.3)::real
  FROM e2 e JOIN names s ON s.i = e.src JOIN names t ON t.i = e.tgt
  JOIN pg_attribute a ON a.attrelid = s.relid AND a.attname = e.col;
UPDATE ekaya.engine_state SET generation = generation + 1;

-- Baseline: the recursive-CTE path search an agent (or a tool without a graph) would write:
-- every loop-free path up to max_hops over both directions, the best max_paths by hops.
CREATE FUNCTION bench.cte_join_path(a oid, b oid, max_hops int, max_paths int DEFAULT 5)
RETURNS TABLE(path oid[], hops int) LANGUAGE sql STABLE AS $$
    WITH RECURSIVE e AS (
        SELECT source_table_oid AS s, target_table_oid AS t, confidence
          FROM ekaya.engine_schema_relationships WHERE status = 'accepted'
        UNION ALL
        SELECT target_table_oid, source_table_oid, confidence
          FROM ekaya.engine_schema_relationships WHERE status = 'accepted'),
    p(node, path, hops, conf) AS (
        SELECT a, ARRAY[a], 0, 1::real
        UNION ALL
        SELECT e.t, p.path || e.t, p.hops + 1, least(p.conf, e.confidence)
          FROM p JOIN e ON e.s = p.node
         WHERE p.hops < max_hops AND p.node <> b AND e.t <> ALL (p.path))
    SELECT path, hops FROM p WHERE node = b ORDER BY hops, conf DESC LIMIT max_paths
$$;

CREATE TABLE bench.pairs AS
SELECT n, (SELECT relid FROM names WHERE i = 1 + (hashint4(n) & 1023) % 1000) a,
          (SELECT relid FROM names WHERE i = 1 + (hashint4(n + 100000) & 1023) % 1000) b
  FROM generate_series(1, 2000) n;
DELETE FROM bench.pairs WHERE a = b;
CREATE TABLE bench.sets AS
SELECT n, ARRAY(SELECT relid::regclass::text FROM names ORDER BY hashint4(i * 7919 + n) LIMIT 6) tabs
  FROM generate_series(1, 300) n;
CREATE TABLE bench.timings (what text, ms float8);
SELECT count(*) AS relationships FROM ekaya.engine_schema_relationships
 WHERE source_table_oid IN (SELECT relid FROM names);
