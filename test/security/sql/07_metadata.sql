-- Finding 7: what the extension learned about tables a role may not read does not reach it.
--   (a) evidence.alternatives of an ambiguous reference names only tables the reader may read;
--   (b) a column is not a foreign_key for a reader who cannot see the referenced table;
--   (c) the change log shows a dropped table only to members of its owner;
--   (d) a job's skipped list leaves out schemas the requester has no USAGE on;
--   (e) a table in a schema without USAGE is reported exactly like a missing one.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');

-- (a) transfers.location_id fits warehouses and depots equally well: rejected as ambiguous,
-- with both as alternatives; mallory may read transfers and warehouses, not depots
CREATE SCHEMA amb;
CREATE TABLE amb.warehouses (warehouse_id int PRIMARY KEY, label text);
CREATE TABLE amb.depots (depot_id int PRIMARY KEY, label text);
INSERT INTO amb.warehouses SELECT g, 'W' || g FROM generate_series(1, 50) g;
INSERT INTO amb.depots SELECT g, 'D' || g FROM generate_series(1, 50) g;
CREATE TABLE amb.transfers (transfer_id int PRIMARY KEY, location_id int, quantity int);
INSERT INTO amb.transfers SELECT g, 1 + (g * 11) % 50, 1 + g % 9 FROM generate_series(1, 400) g;
GRANT USAGE ON SCHEMA amb TO ekaya_sec_mallory;
GRANT SELECT ON amb.warehouses, amb.transfers TO ekaya_sec_mallory;

-- (b) orders.customer_id references customers (inferred, not declared); mallory may read orders only
-- (c) dropme is analysed, then dropped by its owner, the superuser
CREATE SCHEMA app;
CREATE TABLE app.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE app.orders (order_id int PRIMARY KEY, customer_id int, amount int);
INSERT INTO app.customers SELECT g, 'customer ' || g FROM generate_series(1, 100) g;
INSERT INTO app.orders SELECT g, 1 + (g * 7) % 100, g % 97 FROM generate_series(1, 400) g;
CREATE TABLE app.dropme (id int PRIMARY KEY, note text);
INSERT INTO app.dropme SELECT g, 'n' || g FROM generate_series(1, 10) g;
GRANT USAGE ON SCHEMA app TO ekaya_sec_mallory;
GRANT SELECT ON app.orders, app.dropme TO ekaya_sec_mallory;

-- (d), (e) a schema mallory has no USAGE on (SELECT on its table does not help without it)
CREATE SCHEMA hidden;
CREATE TABLE hidden.t (id int PRIMARY KEY, order_id int);
INSERT INTO hidden.t SELECT g, g FROM generate_series(1, 10) g;
GRANT SELECT ON hidden.t TO ekaya_sec_mallory;

SELECT ekaya.analyze(ARRAY['amb', 'app'], wait => true) > 0 AS analysed;
SELECT pg_temp.check('7.0a: the superuser sees transfers.location_id rejected as ambiguous between warehouses and depots',
                     EXISTS (SELECT FROM ekaya.relationships WHERE source_table = 'amb.transfers'
                                AND rejection_reason = 'ambiguous_target' AND evidence::text LIKE '%depots%'),
                     'no ambiguous_target row naming depots');
SELECT pg_temp.check('7.0b: the superuser sees orders.customer_id as an accepted, inferred foreign key',
                     EXISTS (SELECT FROM ekaya.relationships WHERE source_table = 'app.orders' AND source_columns = '{customer_id}'
                                AND target_table = 'app.customers' AND status = 'accepted' AND relationship_type <> 'fk')
                     AND (SELECT role FROM ekaya.columns WHERE table_name = 'app.orders' AND column_name = 'customer_id') = 'foreign_key',
                     'no accepted relationship or role');
CREATE TEMP TABLE dropped AS SELECT 'app.dropme'::regclass::oid AS table_oid;
GRANT SELECT ON dropped TO ekaya_sec_mallory;
DROP TABLE app.dropme;
SELECT pg_temp.check('7.0c: the superuser sees the drop in the change log',
                     EXISTS (SELECT FROM ekaya.engine_changes c JOIN dropped d USING (table_oid)), 'no change log row');

SET ROLE ekaya_sec_mallory;
SELECT pg_temp.check('7.1: ekaya.relationships names depots nowhere for mallory',
                     NOT EXISTS (SELECT FROM ekaya.relationships r WHERE r::text LIKE '%depots%'),
                     (SELECT string_agg(r.source_table || ' -> ' || r.target_table || ' ' || coalesce(r.evidence->>'alternatives', ''), '; ')
                        FROM ekaya.relationships r WHERE r::text LIKE '%depots%'));
SELECT pg_temp.check('7.2: orders.customer_id is no foreign_key for mallory, who cannot read customers',
                     role IS DISTINCT FROM 'foreign_key', 'role ' || role)
  FROM ekaya.columns WHERE table_name = 'app.orders' AND column_name = 'customer_id';
SELECT pg_temp.check('7.3: mallory sees no change log row of the dropped table',
                     NOT EXISTS (SELECT FROM ekaya.engine_changes c JOIN dropped d USING (table_oid)),
                     (SELECT string_agg(c.schema_name || '.' || c.table_name || ' ' || c.change, ', ')
                        FROM ekaya.engine_changes c JOIN dropped d USING (table_oid)));
SELECT pg_temp.check('7.4: ekaya.status() lists the dropped table nowhere for mallory',
                     NOT (ekaya.status()::text LIKE '%dropme%'), ekaya.status()->>'stale_tables');
SELECT pg_temp.outcome($$SELECT ekaya.analyze(wait => true)$$) = '00000' AS mallory_analysed_everything;
SELECT pg_temp.check('7.5: mallory''s job over all schemas does not mention schema hidden in skipped',
                     NOT (skipped::text LIKE '%hidden%'), 'skipped: ' || skipped::text)
  FROM ekaya.jobs WHERE requested_by = 'ekaya_sec_mallory' ORDER BY job_id DESC LIMIT 1;
-- the same call with a schema that does not exist: same SQLSTATE, same message up to the name
SELECT pg_temp.check('7.' || n || ': ' || fn || ' reports hidden.t like a table of a schema that does not exist',
                     replace(pg_temp.outcome(format(call, 'hidden')), 'hidden', '<schema>')
                       = replace(pg_temp.outcome(format(call, 'nosuch')), 'nosuch', '<schema>'),
                     pg_temp.outcome(format(call, 'hidden')) || ' versus ' || pg_temp.outcome(format(call, 'nosuch')))
  FROM (VALUES (6, 'get_join_path', $$SELECT * FROM ekaya.get_join_path('%s.t', 'app.orders')$$),
               (7, 'get_join_path (as target)', $$SELECT * FROM ekaya.get_join_path('app.orders', '%s.t')$$),
               (8, 'plan_joins', $$SELECT * FROM ekaya.plan_joins(ARRAY['%s.t', 'app.orders'])$$),
               (9, 'plan_joins_sql', $$SELECT ekaya.plan_joins_sql(ARRAY['app.orders', '%s.t'])$$),
               (10, 'get_neighbors', $$SELECT * FROM ekaya.get_neighbors('%s.t')$$)) v(n, fn, call)
 ORDER BY n;
RESET ROLE;

DROP SCHEMA amb, app, hidden CASCADE;
CALL pg_temp.drop_roles('ekaya_sec_mallory');
