-- ekaya.suggest_constraints: the DDL for accepted, undeclared relationships; orphans make the
-- VALIDATE step fail and are listed by the query it gives; columns whose types a foreign key
-- cannot compare get a note, not a statement; nothing is executed; unreadable tables do not show.
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
SET client_min_messages = warning;
CREATE SCHEMA sc;
CREATE TABLE sc.customers (id int PRIMARY KEY, ref uuid);
CREATE TABLE sc.orders (id int PRIMARY KEY, customer_id int, customer_ref text);
CREATE TABLE sc.codes (code text);            -- no key declared
CREATE TABLE sc.items (order_id int, code text);
INSERT INTO sc.customers SELECT g, gen_random_uuid() FROM generate_series(1, 10) g;
INSERT INTO sc.orders SELECT g, 1 + g % 10, NULL FROM generate_series(1, 30) g;
INSERT INTO sc.orders VALUES (31, 99, NULL), (32, 98, NULL);      -- two orphans
INSERT INTO sc.codes VALUES ('a'), ('b');
INSERT INTO sc.items VALUES (1, 'a'), (2, 'b');
INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums, target_table_oid,
            target_columns, target_attnums, relationship_type, status, cardinality, confidence, orphan_count)
VALUES ('sc.orders', '{customer_id}', '{2}', 'sc.customers', '{id}', '{1}', 'inferred', 'accepted', 'N:1', 0.9, 2),
       ('sc.orders', '{customer_ref}', '{3}', 'sc.customers', '{ref}', '{2}', 'manual', 'accepted', 'N:1', 1, 0),
       ('sc.items', '{order_id}', '{1}', 'sc.orders', '{id}', '{1}', 'inferred', 'accepted', 'N:1', 0.9, 0),
       ('sc.items', '{code}', '{2}', 'sc.codes', '{code}', '{1}', 'inferred', 'accepted', 'N:1', 0.9, 0);
SELECT step, action, table_name, statement, relationship, orphan_count, note
  FROM ekaya.suggest_constraints(ARRAY['sc']) ORDER BY step NULLS LAST, relationship;
-- nothing was executed
SELECT count(*) AS foreign_keys FROM pg_constraint WHERE contype = 'f' AND connamespace = 'sc'::regnamespace;
-- the foreign key with orphans is declared NOT VALID, and its VALIDATE step fails on them
SELECT statement FROM ekaya.suggest_constraints(ARRAY['sc'])
 WHERE action IN ('unique_key', 'foreign_key') AND coalesce(orphan_count, 0) > 0 ORDER BY step \gexec
SELECT statement FROM ekaya.suggest_constraints(ARRAY['sc'])
 WHERE action = 'validate' AND orphan_count > 0 \gexec
SELECT orphans_query FROM ekaya.suggest_constraints(ARRAY['sc']) WHERE action = 'validate' AND orphan_count > 0 \gexec
-- a role that cannot read sc.orders sees nothing about its relationships
CREATE ROLE ekaya_sc_reader;
GRANT USAGE ON SCHEMA sc TO ekaya_sc_reader;
GRANT SELECT ON sc.customers, sc.codes, sc.items TO ekaya_sc_reader;
SET ROLE ekaya_sc_reader;
SELECT action, relationship FROM ekaya.suggest_constraints(ARRAY['sc']) ORDER BY step NULLS LAST, relationship;
RESET ROLE;
DROP OWNED BY ekaya_sc_reader;
DROP ROLE ekaya_sc_reader;
DELETE FROM ekaya.engine_schema_relationships WHERE source_table_oid::oid IN ('sc.orders'::regclass, 'sc.items'::regclass);
DROP SCHEMA sc CASCADE;
