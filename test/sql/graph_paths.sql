-- get_join_path over hand-made relationships (inserted directly, independent of discovery).
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
SET client_min_messages = warning;
CREATE SCHEMA gp;
SET search_path = gp, public;

-- Insert one accepted relationship, attnums taken from the catalog.
-- Own id range, so other tests' ids (ekaya.relationship_id_seq) do not depend on this file.
CREATE SEQUENCE gp.rel_ids START 900001;
CREATE FUNCTION gp.rel(src regclass, scols text[], tgt regclass, tcols text[],
                       typ text DEFAULT 'fk', conf real DEFAULT 1, role text DEFAULT NULL,
                       card text DEFAULT 'N:1', orphans bigint DEFAULT 0, status text DEFAULT 'accepted')
RETURNS void LANGUAGE sql AS $$
    INSERT INTO ekaya.engine_schema_relationships
        (relationship_id, source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
         relationship_type, status, cardinality, confidence, match_rate, orphan_count, source_role, source)
    SELECT nextval('gp.rel_ids'), src, scols,
           (SELECT array_agg(a.attnum ORDER BY u.o) FROM unnest(scols) WITH ORDINALITY u(c, o)
              JOIN pg_attribute a ON a.attrelid = src AND a.attname = u.c),
           tgt, tcols,
           (SELECT array_agg(a.attnum ORDER BY u.o) FROM unnest(tcols) WITH ORDINALITY u(c, o)
              JOIN pg_attribute a ON a.attrelid = tgt AND a.attname = u.c),
           typ, status, card, conf, CASE WHEN typ = 'inferred' THEN 1 - orphans / 100.0 END, orphans, role,
           CASE WHEN typ = 'manual' THEN 'manual' ELSE 'analysis' END;
    UPDATE ekaya.engine_state SET generation = generation + 1;
$$;

-- Marketplace: two roles from billing_engagements to users.
CREATE TABLE accounts (account_id int PRIMARY KEY, name text);
CREATE TABLE users (user_id int PRIMARY KEY, account_id int NOT NULL);
CREATE TABLE billing_engagements (id int PRIMARY KEY, host_id int NOT NULL, visitor_id int NOT NULL);
SELECT rel('billing_engagements', '{host_id}', 'users', '{user_id}', 'inferred', 0.95, 'host');
SELECT rel('billing_engagements', '{visitor_id}', 'users', '{user_id}', 'inferred', 0.95, 'visitor');
SELECT rel('users', '{account_id}', 'accounts', '{account_id}', 'fk');

-- Pagila-like chain with a cycle through customer.
CREATE TABLE film (film_id int PRIMARY KEY);
CREATE TABLE inventory (inventory_id int PRIMARY KEY, film_id int NOT NULL);
CREATE TABLE customer (customer_id int PRIMARY KEY);
CREATE TABLE rental (rental_id int PRIMARY KEY, inventory_id int NOT NULL, customer_id int NOT NULL);
CREATE TABLE payment (payment_id int PRIMARY KEY, rental_id int, customer_id int NOT NULL);
SELECT rel('inventory', '{film_id}', 'film', '{film_id}');
SELECT rel('rental', '{inventory_id}', 'inventory', '{inventory_id}');
SELECT rel('rental', '{customer_id}', 'customer', '{customer_id}');
SELECT rel('payment', '{rental_id}', 'rental', '{rental_id}');
SELECT rel('payment', '{customer_id}', 'customer', '{customer_id}');

-- Self reference.
CREATE TABLE employee (employee_id int PRIMARY KEY, reports_to int);
SELECT rel('employee', '{reports_to}', 'employee', '{employee_id}', 'fk');

-- Composite key.
CREATE TABLE shipments_c (order_no int, region text, PRIMARY KEY (order_no, region));
CREATE TABLE parcels (parcel_id int PRIMARY KEY, order_no int NOT NULL, region text NOT NULL);
SELECT rel('parcels', '{order_no,region}', 'shipments_c', '{order_no,region}');

-- A rejected relationship is never a path.
CREATE TABLE lonely (lonely_id int PRIMARY KEY, film_id int);
SELECT rel('lonely', '{film_id}', 'film', '{film_id}', 'inferred', 0.4, status => 'rejected');

-- Two roles give two paths, both ranked equally (ambiguous), both N:1.
SELECT path_rank, total_hops, cardinality, confidence, description, sql_hint, warnings
  FROM ekaya.get_join_path('billing_engagements', 'accounts');
SELECT jsonb_pretty(hops) FROM ekaya.get_join_path('billing_engagements', 'accounts') WHERE path_rank = 1;

-- plan_joins picks one role and says so; get_neighbors lists both roles.
SELECT * FROM ekaya.plan_joins(ARRAY['billing_engagements', 'accounts']);
SELECT distance, neighbor_table, direction, from_columns, role FROM ekaya.get_neighbors('users')
 ORDER BY distance, neighbor_table, role;

-- Reverse direction: 1:N with a fan-out warning.
SELECT path_rank, cardinality, description, warnings
  FROM ekaya.get_join_path('gp.accounts', 'gp.billing_engagements') ORDER BY path_rank;

-- payment -> film is payment -> rental -> inventory -> film; the cycle through customer is longer.
SELECT path_rank, total_hops, description, sql_hint
  FROM ekaya.get_join_path('payment', 'film', 4, 5);
-- rental -> payment: one hop directly, or via customer (chasm trap), never looping.
SELECT path_rank, total_hops, cardinality, description, warnings
  FROM ekaya.get_join_path('rental', 'payment');
-- max_paths honoured
SELECT count(*) FROM ekaya.get_join_path('rental', 'payment', 3, 1);
-- max_hops honoured: payment -> film needs 3
SELECT count(*) FROM ekaya.get_join_path('payment', 'film', 2);

-- Self reference
SELECT path_rank, total_hops, description, sql_hint FROM ekaya.get_join_path('employee', 'employee');
-- Composite key: joined on all columns
SELECT sql_hint, hops->0->'from_columns' AS from_columns FROM ekaya.get_join_path('shipments_c', 'parcels');
-- No path: zero rows (rejected relationships do not count)
SELECT count(*) FROM ekaya.get_join_path('lonely', 'film');
SELECT count(*) FROM ekaya.get_join_path('film', 'accounts', 6);

-- Name resolution: schema-qualified, quoted, search_path, upper case folds.
SELECT count(*) FROM ekaya.get_join_path('gp.payment', '"gp"."film"');
SELECT count(*) FROM ekaya.get_join_path('PAYMENT', 'Film');

-- A partition stands for its partitioned table.
CREATE TABLE events (event_id int, customer_id int NOT NULL) PARTITION BY RANGE (event_id);
CREATE TABLE events_p1 PARTITION OF events FOR VALUES FROM (0) TO (1000);
SELECT rel('events', '{customer_id}', 'customer', '{customer_id}');
SELECT description FROM ekaya.get_join_path('events_p1', 'customer');

-- Bad input
SELECT * FROM ekaya.get_join_path('paymnt', 'film');
SELECT * FROM ekaya.get_join_path('gp.custmer', 'film');
SELECT * FROM ekaya.get_join_path('payment', 'no_such_table_xyz_at_all_really');
SELECT * FROM ekaya.get_join_path('payment', 'film', 0);
SELECT * FROM ekaya.get_join_path('payment', 'film', 7);
SELECT * FROM ekaya.get_join_path('payment', 'film', 3, 0);
SELECT * FROM ekaya.get_join_path(NULL, 'film');
SELECT * FROM ekaya.get_join_path('payment', NULL);
SELECT * FROM ekaya.get_join_path('payment', 'film', NULL);
SELECT * FROM ekaya.get_join_path('payment', 'film', 3, NULL);
SELECT * FROM ekaya.get_join_path('payment', 'a.b.c.d');
DO $$
BEGIN
    PERFORM * FROM ekaya.get_join_path('paymnt', 'film');
EXCEPTION WHEN undefined_table THEN
    RAISE WARNING 'errcode undefined_table: %', SQLERRM;
END $$;

-- Cache invalidation inside one session: a new relationship shows up after the generation bump,
-- a removed one disappears, and a rolled-back change is not served.
SELECT count(*) FROM ekaya.get_join_path('lonely', 'film');
SELECT rel('lonely', '{film_id}', 'film', '{film_id}', 'manual', 1);
SELECT total_hops, description FROM ekaya.get_join_path('lonely', 'film');
BEGIN;
DELETE FROM ekaya.engine_schema_relationships WHERE source_table_oid = 'lonely'::regclass;
UPDATE ekaya.engine_state SET generation = generation + 1;
SELECT count(*) FROM ekaya.get_join_path('lonely', 'film');
ROLLBACK;
SELECT count(*) FROM ekaya.get_join_path('lonely', 'film');
DELETE FROM ekaya.engine_schema_relationships WHERE source_table_oid = 'lonely'::regclass;
UPDATE ekaya.engine_state SET generation = generation + 1;
SELECT count(*) FROM ekaya.get_join_path('lonely', 'film');

-- Renamed table and column: names come from the catalog now, not from the analysis.
ALTER TABLE employee RENAME TO staff_member;
ALTER TABLE staff_member RENAME COLUMN reports_to TO manager_id;
SELECT sql_hint FROM ekaya.get_join_path('staff_member', 'staff_member');
-- Dropped table: gone from every path.
DROP TABLE customer CASCADE;
SELECT path_rank, description FROM ekaya.get_join_path('rental', 'payment');

RESET search_path;

-- Leave the shared regression database as we found it.
DELETE FROM ekaya.engine_schema_relationships r
 WHERE NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = r.source_table_oid::oid)
    OR NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = r.target_table_oid::oid)
    OR r.source_table_oid::oid IN (SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                                    WHERE n.nspname = 'gp');
UPDATE ekaya.engine_state SET generation = generation + 1;
DROP SCHEMA gp CASCADE;
