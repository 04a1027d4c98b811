-- Views: catalogued by the analysis (columns, types, comments, lineage of each column read from
-- the stored query, never by running it), served by get_table_details and search_columns, and
-- joined through: a view column that copies a base column inherits its relationships in
-- get_join_path, plan_joins and validate_joins. Two roles for privileges.
SET client_min_messages = warning;
CREATE SCHEMA vw;
CREATE TABLE vw.customers (id int PRIMARY KEY, name text, city text);
CREATE TABLE vw.orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES vw.customers, total numeric,
                        ordered_at date);
CREATE TABLE vw.order_items (order_id int REFERENCES vw.orders, line int, sku text, qty int,
                             PRIMARY KEY (order_id, line));
INSERT INTO vw.customers SELECT g, 'c' || g, CASE WHEN g % 2 = 0 THEN 'Paris' ELSE 'Oslo' END
  FROM generate_series(1, 50) g;
INSERT INTO vw.orders SELECT g, 1 + g % 50, g * 1.5, date '2024-01-01' + g FROM generate_series(1, 400) g;
INSERT INTO vw.order_items SELECT 1 + g % 400, g, 'sku' || (g % 9), 1 + g % 3 FROM generate_series(1, 1200) g;
-- a function with a side effect: the analysis must never run a view that calls it
CREATE TABLE vw.calls (n int);
CREATE FUNCTION vw.trap() RETURNS int LANGUAGE plpgsql AS $$BEGIN INSERT INTO vw.calls VALUES (1); RETURN 1; END$$;

-- a copy view (with a computed column), a join view, an aggregate view, a view of a view
-- through a CTE, a view calling the trap, and a materialized view
CREATE VIEW vw.recent_orders AS
  SELECT o.id AS order_id, o.customer_id, o.total::text AS total_text, o.ordered_at
    FROM vw.orders o WHERE o.ordered_at > date '2024-06-01';
COMMENT ON VIEW vw.recent_orders IS 'Orders of the last months.';
COMMENT ON COLUMN vw.recent_orders.customer_id IS 'Who ordered.';
CREATE VIEW vw.order_lines AS
  SELECT i.order_id, i.sku, o.customer_id AS buyer, c.name AS buyer_name
    FROM vw.order_items i JOIN vw.orders o ON o.id = i.order_id JOIN vw.customers c ON c.id = o.customer_id;
CREATE VIEW vw.sales_by_customer AS
  SELECT customer_id, sum(total) AS revenue, count(*) AS n FROM vw.orders GROUP BY customer_id;
CREATE VIEW vw.big_spenders AS
  WITH s AS (SELECT * FROM vw.sales_by_customer) SELECT s.customer_id AS cust, s.revenue FROM s WHERE s.revenue > 10;
CREATE VIEW vw.trapped AS SELECT c.id, vw.trap() AS t FROM vw.customers c;
CREATE MATERIALIZED VIEW vw.city_orders AS
  SELECT c.city, o.id AS order_id, o.customer_id FROM vw.orders o JOIN vw.customers c ON c.id = o.customer_id;

SELECT ekaya.analyze(ARRAY['vw'], wait => true) > 0 AS analysed;
-- nothing ran the views: the trap was never called
SELECT count(*) AS trap_calls FROM vw.calls;
SELECT table_name, kind FROM ekaya.engine_schema_tables WHERE schema_name = 'vw' ORDER BY 1;
-- plain views are not profiled (no data read); the materialized view is, like a table
SELECT t.table_name, v.row_count FROM ekaya.engine_schema_tables t
  LEFT JOIN ekaya.engine_table_values v ON v.table_oid = t.table_oid
 WHERE t.schema_name = 'vw' AND t.kind <> 'table' ORDER BY 1;
-- lineage: through joins, a view of a view and a CTE; computed columns have none
SELECT table_oid::regclass AS view, column_name, coalesce(base_table || '.' || base_column, 'computed') AS lineage
  FROM ekaya.engine_column_lineage WHERE table_oid::regclass::text LIKE 'vw.%'
 ORDER BY table_oid::regclass::text, attnum;

-- get_table_details of a view: columns, types, comments, lineage, inherited relationships
SELECT jsonb_pretty(ekaya.get_table_details(ARRAY['vw.recent_orders']) -> 'tables' -> 0);
SELECT c ->> 'name' AS name, c ->> 'lineage' AS lineage, c -> 'fk' -> 0 ->> 'inherited_from' AS inherited_from,
       c -> 'fk' -> 0 ->> 'target_table' AS target
  FROM jsonb_array_elements(ekaya.get_table_details(ARRAY['vw.big_spenders', 'vw.order_lines']) -> 'tables') t,
       jsonb_array_elements(t -> 'columns') c;
-- a materialized view is profiled like a table, and its columns show their lineage too
SELECT c ->> 'name' AS name, c ->> 'lineage' AS lineage, c ? 'distinct_count' AS profiled
  FROM jsonb_array_elements(ekaya.get_table_details(ARRAY['vw.city_orders']) -> 'tables' -> 0 -> 'columns') c;
-- views are not entities of the table graph (ontology_context, archetypes)
SELECT count(*) AS views_in_graph FROM ekaya._table_graph() g
  JOIN ekaya.engine_schema_tables t ON t.table_oid = g.table_oid WHERE t.kind = 'view';

-- search_columns finds view columns, marked
SELECT table_name, column_name, match_reason FROM ekaya.search_columns('buyer', tables => ARRAY['vw.order_lines', 'vw.orders']);

-- join paths from a view: its column inherits the edge of the base column
SELECT path_rank, total_hops, hops -> 0 ->> 'from_table' AS from_table, hops -> 0 -> 'from_columns' AS from_cols,
       hops -> 0 ->> 'to_table' AS to_table, hops -> 0 ->> 'inherited_via_view' AS inherited
  FROM ekaya.get_join_path('vw.big_spenders', 'vw.customers');
SELECT step, table_name, join_type, on_clause, warning FROM ekaya.plan_joins(ARRAY['vw.order_lines', 'vw.customers']);
-- a view that copies a table's primary key joins that table on it (lineage)
SELECT path_rank, description FROM ekaya.get_join_path('vw.recent_orders', 'vw.orders') WHERE path_rank = 1;
-- a view is an endpoint, never a bridge between tables, a neighbour of a table or counted in graph_stats
SELECT count(*) AS paths, count(*) FILTER (WHERE hops::text LIKE '%order_lines%') AS through_views
  FROM ekaya.get_join_path('vw.orders', 'vw.customers');
SELECT table_name FROM ekaya.plan_joins(ARRAY['vw.order_items', 'vw.customers']) ORDER BY step;
SELECT neighbor_table FROM ekaya.get_neighbors('vw.customers', 2) ORDER BY 1;
SELECT neighbor_table, direction FROM ekaya.get_neighbors('vw.order_lines', 1) ORDER BY 1;

-- validate_joins: a join through a view column is judged as its base column's join
SELECT join_no, status, message FROM ekaya.validate_joins(
  'SELECT * FROM vw.recent_orders r JOIN vw.customers c ON c.id = r.customer_id
     JOIN vw.order_lines l ON l.buyer = c.id JOIN vw.orders o ON o.id = r.customer_id
     JOIN vw.orders o2 ON o2.id = r.order_id');
SELECT severity, code FROM ekaya.validate_sql(
  'SELECT c.name FROM vw.sales_by_customer s JOIN vw.customers c ON c.id = s.customer_id LIMIT 5') ORDER BY 1, 2;

-- privileges: a role sees a view only if it can SELECT it, and a lineage only when it can read
-- the base table too
CREATE ROLE ekaya_view_reader;
GRANT USAGE ON SCHEMA vw TO ekaya_view_reader;
GRANT SELECT ON vw.recent_orders, vw.customers TO ekaya_view_reader;
SET ROLE ekaya_view_reader;
SELECT table_name FROM ekaya.tables WHERE table_name LIKE 'vw.%' ORDER BY 1;
SELECT table_oid::regclass AS view, column_name, base_table FROM ekaya.engine_column_lineage
 WHERE table_oid::regclass::text LIKE 'vw.%';
SELECT ekaya.get_table_details(ARRAY['vw.recent_orders']) -> 'tables' -> 0 -> 'columns';
-- the base table's name appears nowhere in what this role is shown
SELECT ekaya.get_table_details(ARRAY['vw.recent_orders'])::text LIKE '%orders.%' AS names_base;
SELECT table_name, column_name FROM ekaya.search_columns('customer', tables => ARRAY['vw.recent_orders']);
SELECT ekaya.get_table_details(ARRAY['vw.sales_by_customer']) -> 'tables' -> 0 ->> 'error' AS unreadable;
SELECT join_no, status FROM ekaya.validate_joins(
  'SELECT * FROM vw.recent_orders r JOIN vw.customers c ON c.id = r.customer_id');
-- nor does the join graph offer it the edge the view inherits from orders
SELECT hops FROM ekaya.get_join_path('vw.recent_orders', 'vw.customers');
-- graph_stats counts tables and their relationships: not the view, nor the edge it inherits
SELECT g -> 'tables' AS tables, g -> 'relationships' AS relationships FROM ekaya.graph_stats() g;
RESET ROLE;
-- with the base table readable, the lineage and the verdict come back
GRANT SELECT ON vw.orders TO ekaya_view_reader;
SET ROLE ekaya_view_reader;
SELECT c ->> 'name' AS name, c ->> 'lineage' AS lineage FROM
  jsonb_array_elements(ekaya.get_table_details(ARRAY['vw.recent_orders']) -> 'tables' -> 0 -> 'columns') c;
SELECT join_no, status, message FROM ekaya.validate_joins(
  'SELECT * FROM vw.recent_orders r JOIN vw.customers c ON c.id = r.customer_id');
SELECT path_rank, description FROM ekaya.get_join_path('vw.recent_orders', 'vw.customers') WHERE path_rank = 1;
RESET ROLE;

-- a view created after the analysis: a message that says so, not "not analyzed"
CREATE VIEW vw.late_view AS SELECT id, name FROM vw.customers;
SELECT ekaya.get_table_details(ARRAY['vw.late_view']) -> 'tables' -> 0;
-- status() lists it as new, like a new table
SELECT s FROM jsonb_array_elements(ekaya.status() -> 'stale_tables') s WHERE s ->> 'table' LIKE 'vw.%';
-- and the next analysis catalogues it; a dropped view leaves with its lineage
DROP VIEW vw.big_spenders;
SELECT ekaya.analyze(ARRAY['vw'], wait => true) > 0 AS analysed;
SELECT ekaya.get_table_details(ARRAY['vw.late_view']) -> 'tables' -> 0 -> 'columns' -> 0 ->> 'lineage' AS lineage;
SELECT count(*) AS dropped_rows FROM ekaya.engine_column_lineage l
 WHERE NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = l.table_oid);

DROP SCHEMA vw CASCADE;
DROP OWNED BY ekaya_view_reader;
DROP ROLE ekaya_view_reader;
