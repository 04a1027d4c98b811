-- Untrusted bridges: a table owned by someone who owns none of the endpoints (and is not a
-- superuser) must not silently carry a join path or plan (security finding 10).
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
SET client_min_messages = warning;
CREATE ROLE ekaya_br_mallory;
CREATE ROLE ekaya_br_member;
GRANT ekaya_br_mallory TO ekaya_br_member;
CREATE ROLE ekaya_br_root SUPERUSER;
CREATE SCHEMA app;
CREATE SCHEMA mal AUTHORIZATION ekaya_br_mallory;
GRANT USAGE ON SCHEMA mal TO PUBLIC;

-- The application's tables, owned by the superuser running the tests.
CREATE TABLE app.customers (customer_id int PRIMARY KEY);
CREATE TABLE app.orders (order_id int PRIMARY KEY, customer_id int NOT NULL);
CREATE TABLE app.payments (payment_id int PRIMARY KEY, order_id int NOT NULL);
CREATE TABLE app.tickets (ticket_id int PRIMARY KEY);
-- mallory's public link tables.
CREATE TABLE mal.customer_payments (link_id int PRIMARY KEY, customer_id int NOT NULL, payment_id int NOT NULL);
CREATE TABLE mal.ticket_links (link_id int PRIMARY KEY, ticket_id int NOT NULL, customer_id int NOT NULL);
ALTER TABLE mal.customer_payments OWNER TO ekaya_br_mallory;
ALTER TABLE mal.ticket_links OWNER TO ekaya_br_mallory;
GRANT SELECT ON mal.customer_payments, mal.ticket_links TO PUBLIC;

-- Relationships as the superuser asserts them (manual, confidence 1). mallory's are created
-- first (lower relationship ids); the application's then get weaker evidence, as inferred ones
-- would: mallory's route is as short and looks stronger, so by hops, confidence and ids alone
-- it would win.
SELECT ekaya.add_relationship(s, sc, t, tc) ->> 'status' AS added
  FROM (VALUES ('mal.customer_payments', '{customer_id}'::text[], 'app.customers', '{customer_id}'::text[], 1),
               ('mal.customer_payments', '{payment_id}', 'app.payments', '{payment_id}', 2),
               ('mal.ticket_links', '{ticket_id}', 'app.tickets', '{ticket_id}', 3),
               ('mal.ticket_links', '{customer_id}', 'app.customers', '{customer_id}', 4),
               ('app.orders', '{customer_id}', 'app.customers', '{customer_id}', 5),
               ('app.payments', '{order_id}', 'app.orders', '{order_id}', 6)) v(s, sc, t, tc, n)
 ORDER BY n;
UPDATE ekaya.engine_schema_relationships SET relationship_type = 'inferred', source = 'analysis', confidence = 0.9, orphan_count = 0
 WHERE source_table_oid IN ('app.orders'::regclass, 'app.payments'::regclass);
UPDATE ekaya.engine_state SET generation = generation + 1;

-- get_join_path: the trusted path ranks first; mallory's carries the warning.
SELECT path_rank, total_hops, confidence, description, warnings
  FROM ekaya.get_join_path('app.customers', 'app.payments') ORDER BY path_rank;
-- the same from the other end
SELECT path_rank, total_hops, description, warnings
  FROM ekaya.get_join_path('app.payments', 'app.customers') ORDER BY path_rank;
-- fewest untrusted bridges first: payments -> tickets needs one at least
SELECT path_rank, total_hops, description, warnings
  FROM ekaya.get_join_path('app.payments', 'app.tickets', 4) ORDER BY path_rank;

-- plan_joins / plan_joins_sql avoid mallory's table when a trusted tree exists.
SELECT * FROM ekaya.plan_joins(ARRAY['app.customers', 'app.payments']);
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.payments']);
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.payments']) LIKE '%mal.%' AS uses_mal;
-- the only connection goes through mallory: used, with the warning on her step
SELECT * FROM ekaya.plan_joins(ARRAY['app.customers', 'app.tickets']);
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.tickets']);
-- a larger plan takes the one unavoidable untrusted bridge, not both
SELECT step, table_name, bridge, warning FROM ekaya.plan_joins(ARRAY['app.payments', 'app.tickets']) ORDER BY step;
-- the owner's name is current and quoted
ALTER ROLE ekaya_br_mallory RENAME TO "ekaya_br_Mal, lory";
SELECT step, table_name, warning FROM ekaya.plan_joins(ARRAY['app.customers', 'app.tickets']) WHERE bridge;
SELECT warnings[1] FROM ekaya.get_join_path('app.customers', 'app.tickets');
ALTER ROLE "ekaya_br_Mal, lory" RENAME TO ekaya_br_mallory;

-- exclude: mallory's tables are never bridges.
SET ekaya.untrusted_bridges = 'exclude';
SELECT path_rank, total_hops, description, warnings
  FROM ekaya.get_join_path('app.customers', 'app.payments') ORDER BY path_rank;
SELECT count(*) AS paths_through_mal FROM ekaya.get_join_path('app.customers', 'app.payments', 6, 100)
 WHERE description LIKE '%mal.%';
SELECT count(*) AS paths FROM ekaya.get_join_path('app.customers', 'app.tickets', 6);
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.payments']);
SELECT * FROM ekaya.plan_joins(ARRAY['app.customers', 'app.tickets']);
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.tickets']);
SELECT ekaya.plan_joins_sql(ARRAY['app.payments', 'app.tickets', 'app.orders']);
-- a requested table is never a bridge, whoever owns it
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.tickets', 'mal.ticket_links']);
SELECT path_rank, description, warnings FROM ekaya.get_join_path('mal.ticket_links', 'app.tickets');
RESET ekaya.untrusted_bridges;

-- Trusted owners: the owner of an endpoint, a member of it, a superuser.
-- mal.ticket_links -> app.payments: mallory owns an endpoint, so her customer_payments is trusted.
SELECT path_rank, description, warnings
  FROM ekaya.get_join_path('mal.ticket_links', 'app.payments') ORDER BY path_rank;
-- a member of mallory's role could act as her anyway
ALTER TABLE mal.customer_payments OWNER TO ekaya_br_member;
SELECT path_rank, description, warnings
  FROM ekaya.get_join_path('mal.ticket_links', 'app.payments') ORDER BY path_rank;
-- ... but is no one to trust for the application's tables
SELECT path_rank, description, warnings
  FROM ekaya.get_join_path('app.customers', 'app.payments') ORDER BY path_rank;
-- ownership is read at call time: a superuser's table is trusted at once
ALTER TABLE mal.customer_payments OWNER TO ekaya_br_root;
SELECT path_rank, description, warnings
  FROM ekaya.get_join_path('app.customers', 'app.payments') ORDER BY path_rank;
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.payments']);
ALTER TABLE mal.customer_payments OWNER TO ekaya_br_mallory;
SELECT ekaya.plan_joins_sql(ARRAY['app.customers', 'app.payments']);

-- Leave the shared regression database as we found it.
DELETE FROM ekaya.engine_schema_relationships r
 WHERE NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = r.source_table_oid::oid)
    OR NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = r.target_table_oid::oid)
    OR r.source_table_oid::oid IN (SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                                    WHERE n.nspname IN ('app', 'mal'));
UPDATE ekaya.engine_state SET generation = generation + 1;
SELECT ekaya._rebuild_entity_relationships();
DROP SCHEMA app CASCADE;
DROP SCHEMA mal CASCADE;
DROP ROLE ekaya_br_member;
DROP ROLE ekaya_br_mallory;
DROP ROLE ekaya_br_root;
