-- A hostile public schema (functions, operators and tables shadowing the ones ekaya uses, and
-- public placed before pg_catalog in search_path) changes no result of any ekaya function.
CREATE SCHEMA shop;
CREATE TABLE shop.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE shop.orders (order_id int PRIMARY KEY, customer_id int REFERENCES shop.customers, status text);
INSERT INTO shop.customers SELECT g, 'c' || g FROM generate_series(1, 50) g;
INSERT INTO shop.orders SELECT g, 1 + g % 50, (ARRAY['new','paid','shipped'])[1 + g % 3] FROM generate_series(1, 200) g;
SELECT ekaya.analyze(ARRAY['shop'], wait => true) > 0 AS analysed;

-- every answer ekaya gives about the schema; the view's own operators are bound now, so only
-- ekaya's functions can be affected by what follows
CREATE TEMP VIEW answers AS
SELECT 'relationships' AS what, (SELECT jsonb_agg(r ORDER BY r.source_table, r.target_table)::text
                                   FROM (SELECT source_table, source_columns, target_table, target_columns, status
                                           FROM ekaya.relationships WHERE source_table LIKE 'shop.%') r) AS answer
UNION ALL SELECT 'columns', (SELECT jsonb_agg(c ORDER BY c.table_name, c.column_name)::text
                               FROM (SELECT table_name, column_name, semantic_type, role, distinct_count
                                       FROM ekaya.columns WHERE table_name LIKE 'shop.%') c)
UNION ALL SELECT 'join_path', (SELECT jsonb_agg(p ORDER BY p.path_rank)::text
                                 FROM ekaya.get_join_path('shop.orders', 'shop.customers') p)
UNION ALL SELECT 'plan_sql', ekaya.plan_joins_sql(ARRAY['shop.orders', 'shop.customers'])
UNION ALL SELECT 'validate_joins', (SELECT jsonb_agg(v ORDER BY v.join_no)::text FROM ekaya.validate_joins(
    'SELECT * FROM shop.orders o JOIN shop.customers c ON o.customer_id = c.customer_id') v)
UNION ALL SELECT 'validate_sql', (SELECT jsonb_agg(v ORDER BY v.code)::text FROM ekaya.validate_sql(
    'SELECT * FROM shop.orders o JOIN shop.customers c ON o.customer_id = c.customer_id') v)
UNION ALL SELECT 'search', (SELECT jsonb_agg(s)::text FROM ekaya.search_columns('order status', tables => ARRAY['shop.orders']) s)
UNION ALL SELECT 'details', ekaya.get_table_details(ARRAY['shop.orders'])::text;

CREATE TEMP TABLE answers_before AS SELECT * FROM answers;

-- the hostile objects
CREATE FUNCTION public.has_table_privilege(oid, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION public.has_column_privilege(oid, smallint, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION public.quote_ident(text) RETURNS text LANGUAGE sql AS $$SELECT 'HACKED'$$;
CREATE FUNCTION public.lower(text) RETURNS text LANGUAGE sql AS $$SELECT 'HACKED'$$;
CREATE FUNCTION public.array_to_string(anyarray, text) RETURNS text LANGUAGE sql AS $$SELECT 'HACKED'$$;
CREATE FUNCTION public.hostile_eq(oid, oid) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE OPERATOR public.= (LEFTARG = oid, RIGHTARG = oid, FUNCTION = public.hostile_eq);
CREATE FUNCTION public.hostile_texteq(text, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE OPERATOR public.= (LEFTARG = text, RIGHTARG = text, FUNCTION = public.hostile_texteq);
CREATE TABLE public.pg_class (oid oid, relname name);
CREATE TABLE public.engine_schema_relationships (source_table_oid oid);
CREATE TABLE public.relationships (source_table text);
SET search_path = public, pg_catalog;

CREATE TEMP TABLE answers_after AS SELECT * FROM answers;

-- a re-analysis under the hostile path stores the same results
SELECT ekaya.analyze(ARRAY['shop'], wait => true) > 0 AS analysed;
RESET search_path;
SELECT count(*) AS accepted_after_reanalysis FROM ekaya.relationships WHERE source_table LIKE 'shop.%' AND status = 'accepted';

-- every answer is unchanged and none was empty
SELECT b.what, b.answer IS NOT NULL AS answered, b.answer IS NOT DISTINCT FROM a.answer AS unchanged
  FROM answers_before b JOIN answers_after a USING (what) ORDER BY b.what;
DROP FUNCTION public.has_table_privilege(oid, text), public.has_column_privilege(oid, smallint, text),
    public.quote_ident(text), public.lower(text), public.array_to_string(anyarray, text);
DROP OPERATOR public.= (oid, oid);
DROP OPERATOR public.= (text, text);
DROP FUNCTION public.hostile_eq(oid, oid), public.hostile_texteq(text, text);
DROP TABLE public.pg_class, public.engine_schema_relationships, public.relationships;
DROP SCHEMA shop CASCADE;
