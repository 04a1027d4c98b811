-- ontology read API and curation on a small hand-filled schema; two roles for privileges;
-- bad input; the summary token budget on a generated 100-table schema.
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
SET client_min_messages = warning;
CREATE TABLE public.accounts (account_id int PRIMARY KEY, name text, plan text);
CREATE TABLE public.users (user_id int PRIMARY KEY, account_id int, email text, full_name text);
CREATE TABLE public.orders (order_id int PRIMARY KEY, user_id int, status text, ordered_at timestamptz);
CREATE TABLE public.secrets (secret_id int PRIMARY KEY, user_id int, payload text);
COMMENT ON TABLE public.accounts IS 'Customer organisations.';
INSERT INTO ekaya.engine_schema_tables (table_oid, schema_name, table_name, qualified_name, owner, kind, primary_key, description, job_id)
SELECT c.oid, 'public', c.relname, 'public.' || c.relname, c.relowner, 'table', ARRAY[c.relname::text], obj_description(c.oid, 'pg_class'), 0
  FROM pg_class c WHERE c.oid IN ('public.accounts'::regclass, 'public.users'::regclass, 'public.orders'::regclass, 'public.secrets'::regclass);
INSERT INTO ekaya.engine_table_values (table_oid, row_count, job_id)
SELECT c.oid, 10, 0
  FROM pg_class c WHERE c.oid IN ('public.accounts'::regclass, 'public.users'::regclass, 'public.orders'::regclass, 'public.secrets'::regclass);
INSERT INTO ekaya.engine_schema_columns (table_oid, attnum, column_name, ordinal, data_type, type_oid, type_family, not_null,
                                         is_primary_key, semantic_type, role, job_id)
SELECT a.attrelid, a.attnum, a.attname, a.attnum, format_type(a.atttypid, a.atttypmod), a.atttypid, 'x', a.attnotnull,
       a.attnum = 1,
       CASE WHEN a.attname ~ '_id$' THEN 'identifier' WHEN a.attname = 'status' THEN 'category'
            WHEN a.attname = 'ordered_at' THEN 'temporal' ELSE 'text' END,
       CASE WHEN a.attnum = 1 THEN 'primary_key' WHEN a.attname ~ '_id$' THEN 'foreign_key' WHEN a.attname = 'status' THEN 'dimension' ELSE 'attribute' END,
       0
  FROM pg_attribute a
 WHERE a.attrelid IN ('public.accounts'::regclass, 'public.users'::regclass, 'public.orders'::regclass, 'public.secrets'::regclass)
   AND a.attnum > 0;
INSERT INTO ekaya.engine_column_values (table_oid, attnum, enum_values, job_id)
VALUES ('public.orders'::regclass, 3, '[{"value":"pending","count":3},{"value":"shipped","count":7}]', 0);
INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns,
            target_attnums, relationship_type, status, cardinality, confidence)
VALUES ('public.users'::regclass, '{account_id}', '{2}', 'public.accounts'::regclass, '{account_id}', '{1}', 'inferred', 'accepted', 'N:1', 0.95),
       ('public.orders'::regclass, '{user_id}', '{2}', 'public.users'::regclass, '{user_id}', '{1}', 'fk', 'accepted', 'N:1', 1),
       ('public.secrets'::regclass, '{user_id}', '{2}', 'public.users'::regclass, '{user_id}', '{1}', 'inferred', 'accepted', 'N:1', 0.9);
SELECT ekaya._rebuild_entity_relationships();
UPDATE ekaya.engine_state SET generation = generation + 1;

-- search
SELECT table_name, column_name, score, match_reason FROM ekaya.search_columns('shipped');
SELECT table_name, column_name, match_reason FROM ekaya.search_columns('order status', max_results => 3);
SELECT table_name, column_name FROM ekaya.search_columns('email', tables => ARRAY['users']);
-- entities
SELECT ekaya.resolve_entity('users') -> 'primary_match';
SELECT ekaya.resolve_entity('client') -> 'primary_match';
SELECT jsonb_array_length(ekaya.resolve_entity('user') -> 'occurrences');
-- details, with a per-table error entry for a typo
SELECT jsonb_pretty(ekaya.get_table_details(ARRAY['orders', 'ordrs']));
SELECT ekaya.relationship_diagram();
SELECT ekaya.relationship_diagram(ARRAY['orders', 'users'], 'dot');
SELECT ekaya.ontology_context() -> 'entities';
SELECT ekaya.ontology_context() -> 'relationships';

-- bad input
SELECT ekaya.search_columns(NULL);
SELECT ekaya.search_columns('   ');
SELECT ekaya.search_columns(repeat('x', 1000000));
SELECT ekaya.search_columns('x', max_results => 0);
SELECT ekaya.search_columns('x', tables => '{}');
SELECT ekaya.resolve_entity(repeat('customer', 131072));
SELECT ekaya.get_table_details(NULL);
SELECT ekaya.get_table_details('{}');
SELECT ekaya.get_table_details(ARRAY[NULL]::text[]);
SELECT ekaya.relationship_diagram(ARRAY['ordrs']);
SELECT ekaya.relationship_diagram(NULL, 'svg');
SELECT ekaya.ontology_context('everything');
SELECT ekaya.add_relationship('orders', '{}', 'users', '{}');
SELECT ekaya.add_relationship('orders', '{status}', 'users', '{user_id}');
SELECT ekaya.add_relationship('orders', '{nope}', 'users', '{user_id}');
SELECT ekaya.add_alias(repeat('a', 1000000), 'orders');

-- curation
SELECT ekaya.add_relationship('orders', '{user_id}', 'accounts', '{account_id}', 'wrong on purpose') - 'relationship_id' - 'created_by';
SELECT ekaya.reject_relationship('secrets', '{user_id}', 'users', '{user_id}') - 'relationship_id' - 'created_by';
SELECT ekaya.reject_relationship('orders', '{user_id}', 'users', '{user_id}') - 'relationship_id';
SELECT source_table, source_columns, target_table, status, relationship_type, source
  FROM ekaya.relationships ORDER BY 1, 2, 3, source;
SELECT ekaya.add_alias('Buyer', 'orders', 'user_id') - 'created_by';
SELECT ekaya.resolve_entity('buyer') -> 'primary_match' ->> 'primary_table';

-- two roles: a reader that cannot see secrets learns nothing about it
DROP ROLE IF EXISTS ekaya_reader;
CREATE ROLE ekaya_reader;
GRANT SELECT ON public.accounts, public.users, public.orders TO ekaya_reader;
SET ROLE ekaya_reader;
SELECT count(*) FROM ekaya.search_columns('payload');
SELECT ekaya.get_table_details(ARRAY['secrets']);
SELECT ekaya.relationship_diagram(ARRAY['secrets']);
SELECT position('secrets' in ekaya.relationship_diagram()) AS secrets_in_diagram;
SELECT position('secret' in ekaya.ontology_context('full')::text) AS secrets_in_context;
SELECT ekaya.resolve_entity('secrets') -> 'primary_match';
SELECT ekaya.add_alias('hidden', 'secrets');
SELECT ekaya.add_relationship('secrets', '{user_id}', 'users', '{user_id}');
-- reading a table is not enough to curate it (the owner or a member of ekaya.curator_role may)
SELECT ekaya.add_alias('org', 'accounts') ->> 'created_by';
RESET ROLE;

-- summary budget: 100 generated tables, each referencing two earlier ones
DO $$
BEGIN
  FOR i IN 1..100 LOOP
    EXECUTE format('CREATE TABLE public.gen_table_%s (gen_table_%s_id int PRIMARY KEY, ref_a_id int, ref_b_id int, label text, amount numeric, created_at timestamptz)', i, i);
  END LOOP;
END $$;
INSERT INTO ekaya.engine_schema_tables (table_oid, schema_name, table_name, qualified_name, owner, kind, primary_key, job_id)
SELECT c.oid, 'public', c.relname, 'public.' || c.relname, c.relowner, 'table', ARRAY['id'], 0
  FROM pg_class c WHERE c.relname ~ '^gen_table_\d+$' AND c.relkind = 'r';
INSERT INTO ekaya.engine_table_values (table_oid, row_count, job_id)
SELECT c.oid, 1000, 0 FROM pg_class c WHERE c.relname ~ '^gen_table_\d+$' AND c.relkind = 'r';
INSERT INTO ekaya.engine_schema_columns (table_oid, attnum, column_name, ordinal, data_type, type_oid, type_family, not_null, is_primary_key, semantic_type, job_id)
SELECT a.attrelid, a.attnum, a.attname, a.attnum, format_type(a.atttypid, a.atttypmod), a.atttypid, 'x', false, a.attnum = 1,
       CASE WHEN a.attname = 'label' THEN 'text' WHEN a.attname = 'amount' THEN 'measure' ELSE 'identifier' END, 0
  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relname ~ '^gen_table_\d+$' AND a.attnum > 0;
INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns,
            target_attnums, relationship_type, status, cardinality, confidence)
SELECT format('public.gen_table_%s', i)::regclass, ARRAY[col], ARRAY[att]::int2[], format('public.gen_table_%s', t)::regclass,
       ARRAY[format('gen_table_%s_id', t)], '{1}', 'inferred', 'accepted', 'N:1', 0.9
  FROM generate_series(2, 100) i,
       LATERAL (VALUES ('ref_a_id', 2, (i * 7) % (i - 1) + 1), ('ref_b_id', 3, (i * 13) % (i - 1) + 1)) v(col, att, t);
-- every writer of the engine tables bumps the generation (answers stored at publish are per generation)
UPDATE ekaya.engine_state SET generation = generation + 1;
SELECT (SELECT count(*) FROM ekaya.tables) AS tables,
       length(ekaya.ontology_context()::text) / 4 < 4000 AS summary_under_4000_tokens,
       ekaya.ontology_context() ? 'omitted' AS trimmed,
       jsonb_array_length(ekaya.ontology_context() -> 'subject_areas') > 1 AS has_areas;
DROP OWNED BY ekaya_reader;
DROP ROLE ekaya_reader;
-- leave the shared regression database as we found it
DROP TABLE public.accounts, public.users, public.orders, public.secrets CASCADE;
DO $$ BEGIN FOR i IN 1..100 LOOP EXECUTE format('DROP TABLE IF EXISTS public.gen_table_%s', i); END LOOP; END $$;
