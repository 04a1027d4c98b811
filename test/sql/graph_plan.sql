-- plan_joins, plan_joins_sql, get_neighbors, graph_stats, privileges and hostile identifiers.
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
SET client_min_messages = warning;
CREATE SCHEMA gpl;
SET search_path = gpl, public;

-- Own id range, so other tests' ids (ekaya.relationship_id_seq) do not depend on this file.
CREATE SEQUENCE gpl.rel_ids START 950001;
CREATE FUNCTION gpl.rel(src regclass, scols text[], tgt regclass, tcols text[],
                        typ text DEFAULT 'fk', conf real DEFAULT 1, role text DEFAULT NULL,
                        card text DEFAULT 'N:1', orphans bigint DEFAULT 0)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO ekaya.engine_schema_relationships
        (relationship_id, source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
         relationship_type, status, cardinality, confidence, orphan_count, source_role)
    SELECT nextval('gpl.rel_ids'), src, scols,
           (SELECT array_agg(a.attnum ORDER BY u.o) FROM unnest(scols) WITH ORDINALITY u(c, o)
              JOIN pg_attribute a ON a.attrelid = src AND a.attname = u.c),
           tgt, tcols,
           (SELECT array_agg(a.attnum ORDER BY u.o) FROM unnest(tcols) WITH ORDINALITY u(c, o)
              JOIN pg_attribute a ON a.attrelid = tgt AND a.attname = u.c),
           typ, 'accepted', card, conf, orphans, role;
    UPDATE ekaya.engine_state SET generation = generation + 1;
$$;

-- Shop: orders + products needs the bridge order_items; customers hang off orders.
CREATE TABLE customers (customer_id int PRIMARY KEY);
CREATE TABLE orders (order_id int PRIMARY KEY, customer_id int);
CREATE TABLE products (product_id int PRIMARY KEY, category_id int NOT NULL);
CREATE TABLE categories (category_id int PRIMARY KEY);
CREATE TABLE order_items (order_id int NOT NULL, line int, product_id int NOT NULL, PRIMARY KEY (order_id, line));
CREATE TABLE reviews (review_id int PRIMARY KEY, product_id int NOT NULL, customer_id int NOT NULL);
CREATE TABLE island (island_id int PRIMARY KEY);
CREATE TABLE island_child (id int PRIMARY KEY, island_id int NOT NULL);
SELECT rel('orders', '{customer_id}', 'customers', '{customer_id}');
SELECT rel('order_items', '{order_id}', 'orders', '{order_id}');
SELECT rel('order_items', '{product_id}', 'products', '{product_id}', 'inferred', 0.9, orphans => 3);
SELECT rel('products', '{category_id}', 'categories', '{category_id}');
SELECT rel('reviews', '{product_id}', 'products', '{product_id}');
SELECT rel('reviews', '{customer_id}', 'customers', '{customer_id}', 'inferred', 0.6);
SELECT rel('island_child', '{island_id}', 'island', '{island_id}');

SELECT * FROM ekaya.plan_joins(ARRAY['orders', 'products']);
SELECT ekaya.plan_joins_sql(ARRAY['orders', 'products']);
SELECT * FROM ekaya.plan_joins(ARRAY['customers', 'categories', 'order_items']);
SELECT ekaya.plan_joins_sql(ARRAY['customers', 'categories', 'order_items', 'orders']);
-- one table, duplicates
SELECT * FROM ekaya.plan_joins(ARRAY['orders']);
SELECT ekaya.plan_joins_sql(ARRAY['orders', 'gpl.orders', 'ORDERS']);
SELECT ekaya.plan_joins_sql(ARRAY['island']);
-- cannot be connected: groups named
SELECT * FROM ekaya.plan_joins(ARRAY['orders', 'island', 'products', 'island_child', 'pg_catalog.pg_class']);
-- bad input
SELECT * FROM ekaya.plan_joins(NULL);
SELECT * FROM ekaya.plan_joins(ARRAY[]::text[]);
SELECT * FROM ekaya.plan_joins(ARRAY['orders', NULL]);
SELECT * FROM ekaya.plan_joins(ARRAY['orders', 'prodcts']);

-- Neighbours
SELECT * FROM ekaya.get_neighbors('products') ORDER BY distance, neighbor_table, direction;
SELECT distance, neighbor_table, from_table, direction FROM ekaya.get_neighbors('products', 2, 'out');
SELECT distance, neighbor_table, from_table, direction, confidence
  FROM ekaya.get_neighbors('customers', 2, 'in', 0.7) ORDER BY distance, neighbor_table;
SELECT * FROM ekaya.get_neighbors('products', 1, 'sideways');
SELECT * FROM ekaya.get_neighbors('products', 0);
SELECT * FROM ekaya.get_neighbors('products', 1, 'both', 1.5);

-- Privileges: a role without SELECT on the middle table sees no path through it, and no
-- relationship touching it.
CREATE ROLE ekaya_graph_reader;
GRANT USAGE ON SCHEMA gpl TO ekaya_graph_reader;
GRANT SELECT ON orders, products, customers, categories, reviews TO ekaya_graph_reader;
SET ROLE ekaya_graph_reader;
SELECT path_rank, description FROM ekaya.get_join_path('orders', 'products');
SELECT * FROM ekaya.plan_joins(ARRAY['orders', 'products']);
SELECT distance, neighbor_table FROM ekaya.get_neighbors('orders') ORDER BY 1, 2;
SELECT * FROM ekaya.get_join_path('orders', 'order_items');
SELECT (ekaya.graph_stats() - 'cache' - 'generation' - 'hubs') AS stats_reader;
RESET ROLE;
-- same backend, superuser again: the cached graph was never filtered for the reader
SELECT path_rank, description FROM ekaya.get_join_path('orders', 'products');
-- a grant takes effect on the next call
GRANT SELECT ON order_items TO ekaya_graph_reader;
SET ROLE ekaya_graph_reader;
SELECT path_rank, description FROM ekaya.get_join_path('orders', 'products');
RESET ROLE;

-- Hostile identifiers: quotes, spaces, unicode, keywords and 63-byte names are quoted.
CREATE SCHEMA "Odd Schema";
CREATE TABLE "Odd Schema"."Order ""Lines""" ("Line ID" int PRIMARY KEY, "Ürün-Nr" int NOT NULL, "select" int NOT NULL);
CREATE TABLE "Odd Schema"."ürünler" ("Ürün-Nr" int PRIMARY KEY);
CREATE TABLE "Odd Schema".abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghi ("select" int PRIMARY KEY);
CREATE TABLE "Odd Schema"."do" (id int PRIMARY KEY, "select" int NOT NULL);
SELECT rel('"Odd Schema"."Order ""Lines"""', '{Ürün-Nr}', '"Odd Schema"."ürünler"', '{Ürün-Nr}');
SELECT rel('"Odd Schema"."Order ""Lines"""', '{select}',
           '"Odd Schema".abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghi', '{select}');
SELECT rel('"Odd Schema"."do"', '{select}',
           '"Odd Schema".abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghi', '{select}');
SELECT sql_hint, description
  FROM ekaya.get_join_path('"Odd Schema"."ürünler"', '"Odd Schema".abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghi');
SELECT ekaya.plan_joins_sql(ARRAY['"Odd Schema"."ürünler"', '"Odd Schema"."do"']);
-- the generated SQL runs
DO $$
DECLARE q text;
BEGIN
    SELECT 'SELECT count(*) ' || sql_hint INTO q
      FROM ekaya.get_join_path('"Odd Schema"."ürünler"', '"Odd Schema".abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghi');
    EXECUTE q;
    EXECUTE 'SELECT count(*) ' || ekaya.plan_joins_sql(ARRAY['"Odd Schema"."ürünler"', '"Odd Schema"."do"']);
    EXECUTE 'SELECT count(*) ' || ekaya.plan_joins_sql(ARRAY['gpl.customers', 'gpl.categories', 'gpl.order_items']);
    RAISE WARNING 'generated SQL ran';
END $$;

SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(ekaya.graph_stats()) k;
SELECT jsonb_typeof(ekaya.graph_stats()->'hubs') AS hubs, (ekaya.graph_stats()->'tables')::int > 10 AS many_tables;

DROP TABLE "Odd Schema"."Order ""Lines""", "Odd Schema"."ürünler",
    "Odd Schema".abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghij_abcdefghi, "Odd Schema"."do";
DROP SCHEMA "Odd Schema";
DROP OWNED BY ekaya_graph_reader;
DROP ROLE ekaya_graph_reader;
RESET search_path;

-- Leave the shared regression database as we found it.
DELETE FROM ekaya.engine_schema_relationships r
 WHERE NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = r.source_table_oid::oid)
    OR NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = r.target_table_oid::oid)
    OR r.source_table_oid::oid IN (SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                                    WHERE n.nspname = 'gpl');
UPDATE ekaya.engine_state SET generation = generation + 1;
DROP SCHEMA gpl CASCADE;
-- a bridge that joins on the target's primary key is preferred over one that joins on another
-- unique key of the same confidence (orders + products bridge through order_items.product_id)
CREATE SCHEMA pkpref;
CREATE TABLE pkpref.products (product_id int PRIMARY KEY, sku text UNIQUE);
CREATE TABLE pkpref.orders (order_id int PRIMARY KEY);
CREATE TABLE pkpref.order_items (order_id int, product_id int);
CREATE TABLE pkpref.shipments (order_id int, product_sku text);
INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums,
       target_table_oid, target_columns, target_attnums, relationship_type, status, cardinality, confidence)
VALUES ('pkpref.order_items', '{order_id}', '{1}', 'pkpref.orders', '{order_id}', '{1}', 'inferred', 'accepted', 'N:1', 0.95),
       ('pkpref.order_items', '{product_id}', '{2}', 'pkpref.products', '{product_id}', '{1}', 'inferred', 'accepted', 'N:1', 0.95),
       ('pkpref.shipments', '{order_id}', '{1}', 'pkpref.orders', '{order_id}', '{1}', 'inferred', 'accepted', 'N:1', 0.95),
       ('pkpref.shipments', '{product_sku}', '{2}', 'pkpref.products', '{sku}', '{2}', 'inferred', 'accepted', 'N:1', 0.97);
UPDATE ekaya.engine_state SET generation = generation + 1;
SELECT table_name, bridge FROM ekaya.plan_joins(ARRAY['pkpref.orders', 'pkpref.products']) ORDER BY step;
DELETE FROM ekaya.engine_schema_relationships WHERE source_table_oid IN ('pkpref.order_items'::regclass, 'pkpref.shipments'::regclass);
UPDATE ekaya.engine_state SET generation = generation + 1;
DROP SCHEMA pkpref CASCADE;
