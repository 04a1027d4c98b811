-- bounds.sql: every agent-facing function but the SQL checkers (test/corpus/hostile.sql has
-- those) against hostile input and a big schema, with the bound README.md documents for it
-- ("Bounds of the functions for agents"). Loaded by run.sh into a database of its own.
--
-- The schema: 2,000 analysed tables of 10 columns, each referencing three others (6,000
-- accepted relationships, written straight into the engine tables: an analysis is not what is
-- measured here), and a layered graph in which two tables are joined by 20^5 paths of six hops.
-- A case is a statement and what it must do: 'rows' (return) or an SQLSTATE it must raise, at
-- most max_chars of output, within the peak memory run.sh passes. Each case runs as a statement
-- of its own under a generous statement_timeout, only a guard: no assertion is about time.

\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE EXTENSION ekaya_ontology;
\ir ../memory/peak.sql

CREATE SCHEMA big;
SELECT format('CREATE TABLE big.t%s (id int PRIMARY KEY, a_id int, b_id int, c_id int, name text, amount numeric, created date, status text, note text, k int)', i)
  FROM generate_series(1, 2000) i \gexec
-- the layers: s -> l1_1..l1_20 -> ... -> l5_1..l5_20 -> t, every table of a layer joined to every one of the next
CREATE SCHEMA layers;
CREATE TABLE layers.s (id int PRIMARY KEY);
CREATE TABLE layers.t (id int PRIMARY KEY, s_id int);
SELECT format('CREATE TABLE layers.l%s_%s (id int PRIMARY KEY, up int)', l, i)
  FROM generate_series(1, 5) l, generate_series(1, 20) i \gexec

INSERT INTO ekaya.engine_schema_tables (table_oid, schema_name, table_name, qualified_name, owner, kind, primary_key, job_id)
SELECT c.oid, n.nspname, c.relname, format('%I.%I', n.nspname, c.relname), c.relowner, 'table', '{id}', 1
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname IN ('big', 'layers') AND c.relkind = 'r';
INSERT INTO ekaya.engine_table_values (table_oid, row_count, job_id)
SELECT table_oid, 1000, 1 FROM ekaya.engine_schema_tables;
INSERT INTO ekaya.engine_schema_columns (table_oid, attnum, column_name, ordinal, data_type, type_oid, type_family,
                                         not_null, is_primary_key, semantic_type, role, job_id, profiled)
SELECT a.attrelid, a.attnum, a.attname, a.attnum, format_type(a.atttypid, a.atttypmod), a.atttypid,
       CASE WHEN a.atttypid = 23 THEN 'integer' ELSE 'text' END, a.attnotnull, a.attnum = 1,
       CASE WHEN a.attname ~ 'id$' THEN 'identifier' WHEN a.attname = 'amount' THEN 'measure'
            WHEN a.attname = 'status' THEN 'category' ELSE 'text' END,
       CASE WHEN a.attnum = 1 THEN 'primary_key' ELSE 'attribute' END, 1, true
  FROM pg_attribute a JOIN ekaya.engine_schema_tables t ON t.table_oid = a.attrelid
 WHERE a.attnum > 0 AND NOT a.attisdropped;
INSERT INTO ekaya.engine_column_values (table_oid, attnum, distinct_count, enum_values, job_id)
SELECT table_oid, attnum, 5,
       CASE WHEN column_name = 'status' THEN '[{"value": "shipped", "count": 3}, {"value": "open", "count": 2}]'::jsonb END, 1
  FROM ekaya.engine_schema_columns;
WITH t AS (SELECT table_oid, row_number() OVER (ORDER BY table_oid) AS i, count(*) OVER () AS n
             FROM ekaya.engine_schema_tables WHERE schema_name = 'big')
INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid,
       target_columns, target_attnums, relationship_type, status, cardinality, confidence, match_rate, source, job_id)
SELECT s.table_oid, ARRAY[v.col], ARRAY[v.att]::int2[], d.table_oid, '{id}', '{1}', 'inferred', 'accepted', 'N:1', 0.9, 1, 'analysis', 1
  FROM t s CROSS JOIN (VALUES ('a_id', 2, 1), ('b_id', 3, 7), ('c_id', 4, 31)) v(col, att, off)
  JOIN t d ON d.i = 1 + (s.i * 13 + v.off) % s.n;
WITH layer AS (
    SELECT 0 AS l, 'layers.s'::regclass::oid AS rel
    UNION ALL SELECT l, format('layers.l%s_%s', l, i)::regclass::oid FROM generate_series(1, 5) l, generate_series(1, 20) i
    UNION ALL SELECT 6, 'layers.t'::regclass::oid)
INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid,
       target_columns, target_attnums, relationship_type, status, cardinality, confidence, match_rate, source, job_id)
SELECT lo.rel, CASE WHEN lo.l = 6 THEN '{s_id}'::text[] ELSE '{up}'::text[] END, '{2}', hi.rel, '{id}', '{1}', 'inferred', 'accepted', 'N:1', 0.9, 1, 'analysis', 1
  FROM layer lo JOIN layer hi ON (lo.l = hi.l + 1 AND lo.l <= 5) OR (lo.l = 6 AND hi.l = 5);
UPDATE ekaya.engine_state SET generation = generation + 1, last_job_id = 1, published_at = now();
SELECT ekaya._derive_column_terms(1);
ANALYZE;

CREATE TABLE public.bounds_cases (n serial, name text UNIQUE, stmt text, expect text, max_chars bigint);
CREATE TABLE public.bounds_results (name text, ok boolean, detail text);

INSERT INTO public.bounds_cases (name, stmt, expect, max_chars) VALUES
-- the schema graph
('get_join_path: 100 paths of 6 hops where 3.2 million exist',
 $$SELECT jsonb_agg(p) FROM ekaya.get_join_path('layers.s', 'layers.t', 6, 100) p$$, 'rows', 10000000),
('get_join_path: a 1,000,000-character table name',
 $$SELECT count(*) FROM ekaya.get_join_path(repeat('x', 1000000), 'big.t1')$$, '42P01', NULL),
('get_join_path: a 100,000-part dotted name',
 $$SELECT count(*) FROM ekaya.get_join_path(repeat('a.', 100000) || 'b', 'big.t1')$$, '42P01', NULL),
('get_neighbors: depth 6 over 2,000 tables',
 $$SELECT jsonb_agg(n) FROM ekaya.get_neighbors('big.t1', 6) n$$, 'rows', 10000000),
('get_neighbors: a 1,000,000-character table name',
 $$SELECT count(*) FROM ekaya.get_neighbors(repeat('y', 1000000))$$, '42P01', NULL),
('plan_joins: 64 tables of 2,000 that no relationships connect',
 $$SELECT jsonb_agg(p) FROM ekaya.plan_joins(ARRAY(SELECT 'big.t' || (i * 31) FROM generate_series(1, 64) i)) p$$, '22023', NULL),
('plan_joins: 1,000,000 names',
 $$SELECT count(*) FROM ekaya.plan_joins(array_fill('big.t1'::text, ARRAY[1000000]))$$, '54000', NULL),
('plan_joins_sql: 64 tables of the layers',
 $$SELECT ekaya.plan_joins_sql(ARRAY(SELECT format('layers.l%s_%s', 1 + i % 5, 1 + i % 20) FROM generate_series(1, 64) i))$$, 'rows', 100000),
('graph_stats: 2,000 tables',
 $$SELECT ekaya.graph_stats()$$, 'rows', 100000),
-- the ontology
('ontology_context summary: 2,000 tables',
 $$SELECT ekaya.ontology_context()$$, 'rows', 16000),
('ontology_context tables: 2,000 tables',
 $$SELECT ekaya.ontology_context('tables')$$, 'rows', 6000000),
('ontology_context full: 2,000 tables',
 $$SELECT ekaya.ontology_context('full')$$, 'rows', 10000000),
('ontology_context: a 1,000,000-character detail',
 $$SELECT ekaya.ontology_context(repeat('z', 1000000))$$, '22023', NULL),
('get_table_details: 100 tables of 2,000',
 $$SELECT ekaya.get_table_details(ARRAY(SELECT 'big.t' || i FROM generate_series(1, 100) i))$$, 'rows', 2000000),
('get_table_details: 20 names of 1,000,000 characters',
 $$SELECT ekaya.get_table_details(array_fill(repeat('q', 1000000), ARRAY[20]))$$, '54000', NULL),
('get_table_details: 100 names of 9,000 characters',
 $$SELECT ekaya.get_table_details(array_fill(repeat('q', 9000), ARRAY[100]))$$, 'rows', 100000),
('get_table_details: 1,000,000 names',
 $$SELECT ekaya.get_table_details(array_fill('big.t1'::text, ARRAY[1000000]))$$, '54000', NULL),
('relationship_diagram: every table, Mermaid',
 $$SELECT ekaya.relationship_diagram()$$, 'rows', 1000000),
('relationship_diagram: every table, DOT',
 $$SELECT ekaya.relationship_diagram(NULL, 'dot')$$, 'rows', 1000000),
('relationship_diagram: 1,000 named tables',
 $$SELECT ekaya.relationship_diagram(ARRAY(SELECT 'big.t' || i FROM generate_series(1, 1000) i))$$, 'rows', 1000000),
('search_columns: 16 words (the first 8 count) over 20,000 columns',
 $$SELECT jsonb_agg(s) FROM ekaya.search_columns('order status shipped amount created name note customer product total price date time user email phone', max_results => 1000) s$$, 'rows', 1000000),
('search_columns: 1,000 characters of one repeated letter',
 $$SELECT count(*) FROM ekaya.search_columns(repeat('w', 1000))$$, 'rows', NULL),
('search_columns: a 1,000,000-character query',
 $$SELECT count(*) FROM ekaya.search_columns(repeat('order ', 200000))$$, '54000', NULL),
('search_columns: 1,000 table names',
 $$SELECT count(*) FROM ekaya.search_columns('status', tables => ARRAY(SELECT 'big.t' || i FROM generate_series(1, 1000) i))$$, 'rows', NULL),
('resolve_entity: a 200-character term and a 10,000-character context',
 $$SELECT ekaya.resolve_entity(repeat('t', 200), repeat('status amount name note created ', 300))$$, 'rows', 100000),
('resolve_entity: a term of one table name and the longest context',
 $$SELECT ekaya.resolve_entity('t5', rpad('', 10000, 'order customer status '))$$, 'rows', 100000),
('resolve_entity: a 1,000,000-character term',
 $$SELECT ekaya.resolve_entity(repeat('t', 1000000))$$, '54000', NULL),
('status: 2,000 tables',
 $$SELECT ekaya.status()$$, 'rows', 100000),
-- curation refuses what is too long before looking anything up
('add_relationship: 1,000,000-character names',
 $$SELECT ekaya.add_relationship(repeat('r', 1000000), ARRAY[repeat('c', 1000000)], 'big.t1', '{id}')$$, '54000', NULL),
('add_alias: a 1,000,000-character term',
 $$SELECT ekaya.add_alias(repeat('a', 1000000), 'big.t1')$$, '54000', NULL);

CREATE FUNCTION public.bounds_check(p_name text, p_peak_kb bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    c record;
    out text;
    m record;
    e record;
    why text;
    st text;
    msg text;
BEGIN
    SELECT * INTO c FROM public.bounds_cases WHERE name = p_name;
    m := public.ek_measure_start();
    BEGIN
        EXECUTE c.stmt INTO out;
        why := CASE WHEN c.expect <> 'rows' THEN format('expected SQLSTATE %s, got a result', c.expect)
                    WHEN length(out) > c.max_chars THEN format('%s characters of output, at most %s', length(out), c.max_chars) END;
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE, msg = MESSAGE_TEXT;
        why := CASE WHEN st <> c.expect THEN format('ERROR %s: %s', st, left(msg, 200))
                    WHEN length(msg) > 1000 THEN format('an error message of %s characters', length(msg)) END;
    END;
    e := public.ek_measure_end(m.measured, m.started, p_peak_kb);
    INSERT INTO public.bounds_results VALUES (p_name, why IS NULL AND e.too_much IS NULL,
        concat_ws('; ', why, e.too_much, CASE WHEN out IS NOT NULL THEN format('%s characters', length(out)) END, e.note));
END $$;
