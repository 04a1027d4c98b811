-- validate_joins: every join form and every status, on a small schema whose relationships are
-- inserted directly (independent of discovery).
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
CREATE SCHEMA vj;
SET search_path = vj, public;
CREATE TABLE users (user_id int PRIMARY KEY, name text, email text);
CREATE TABLE billing_engagements (id int PRIMARY KEY, host_id int, visitor_id int, amount numeric, ref text);
CREATE TABLE orders (id int PRIMARY KEY, user_id int REFERENCES users, total numeric, code text);
CREATE TABLE items (order_id int, line int, sku text, PRIMARY KEY (order_id, line));
CREATE TABLE shipments (order_id int, line int, shipped date);
CREATE TABLE secret (id int, user_id int);
CREATE VIEW big_orders AS SELECT * FROM orders WHERE total > 100;
INSERT INTO ekaya.engine_schema_relationships
       (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
        relationship_type, status, rejection_reason, cardinality, confidence, match_rate, source)
VALUES ('orders'::regclass, '{user_id}', '{2}', 'users'::regclass, '{user_id}', '{1}', 'fk', 'accepted', NULL, 'N:1', 1, 1, 'analysis'),
       ('billing_engagements'::regclass, '{host_id}', '{2}', 'users'::regclass, '{user_id}', '{1}', 'inferred', 'accepted', NULL, 'N:1', 0.9, 0.98, 'analysis'),
       ('billing_engagements'::regclass, '{visitor_id}', '{3}', 'users'::regclass, '{user_id}', '{1}', 'inferred', 'rejected', 'low_match_rate', 'N:1', 0.3, 0.4, 'analysis'),
       ('items'::regclass, '{order_id}', '{1}', 'orders'::regclass, '{id}', '{1}', 'manual', 'accepted', NULL, 'N:1', 1, 1, 'manual'),
       ('shipments'::regclass, '{order_id,line}', '{1,2}', 'items'::regclass, '{order_id,line}', '{1,2}', 'inferred', 'accepted', NULL, 'N:1', 0.95, 0.99, 'analysis'),
       ('secret'::regclass, '{user_id}', '{2}', 'users'::regclass, '{user_id}', '{1}', 'inferred', 'accepted', NULL, 'N:1', 0.9, 0.9, 'analysis');
UPDATE ekaya.engine_state SET generation = generation + 1;

CREATE FUNCTION vj_show(q text) RETURNS TABLE(j int, l text, lc text[], r text, rc text[], kind text, status text, msg text, sugg text)
LANGUAGE sql AS $$
  SELECT join_no, left_table, left_columns, right_table, right_columns, join_kind, status, message, suggestion
    FROM ekaya.validate_joins(q)
$$;

-- declared (fk), JOIN ... ON
SELECT * FROM vj_show('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id');
-- reversed sides
SELECT * FROM vj_show('SELECT * FROM users u JOIN orders o ON u.user_id = o.user_id');
-- verified (inferred), comma join with WHERE
SELECT * FROM vj_show('SELECT * FROM billing_engagements b, users u WHERE b.host_id = u.user_id AND u.name = ''x''');
-- verified (manual), LEFT JOIN
SELECT * FROM vj_show('SELECT * FROM items i LEFT JOIN orders o ON o.id = i.order_id');
-- multi-column AND, composite key
SELECT * FROM vj_show('SELECT * FROM shipments s JOIN items i ON s.order_id = i.order_id AND s.line = i.line');
-- USING and NATURAL
SELECT * FROM vj_show('SELECT * FROM shipments JOIN items USING (order_id, line)');
SELECT * FROM vj_show('SELECT * FROM shipments NATURAL JOIN items');
-- rejected, with the reason and the verified alternative
SELECT * FROM vj_show('SELECT * FROM billing_engagements b JOIN users u ON b.visitor_id = u.user_id');
-- unverified, with the verified join between the same tables
SELECT * FROM vj_show('SELECT * FROM billing_engagements b JOIN users u ON b.id = u.user_id');
-- type_mismatch (cast), not_equality
SELECT * FROM vj_show('SELECT * FROM billing_engagements b JOIN users u ON b.ref = u.user_id::text');
SELECT * FROM vj_show('SELECT * FROM orders o JOIN users u ON o.user_id < u.user_id');
-- missing_condition: cross join / comma join of related tables
SELECT * FROM vj_show('SELECT * FROM billing_engagements b CROSS JOIN users u');
SELECT * FROM vj_show('SELECT * FROM orders, users');
-- self-join, RIGHT and FULL joins
SELECT * FROM vj_show('SELECT * FROM users a JOIN users b ON a.user_id = b.user_id');
SELECT * FROM vj_show('SELECT * FROM orders o RIGHT JOIN users u ON o.user_id = u.user_id');
SELECT * FROM vj_show('SELECT * FROM orders o FULL JOIN users u ON o.user_id = u.user_id');
-- nested joins resolved through join aliases
SELECT * FROM vj_show('SELECT * FROM (orders o JOIN users u ON o.user_id = u.user_id) ou JOIN items i ON i.order_id = ou.id');
-- derived table, CTE, LATERAL
SELECT * FROM vj_show('SELECT * FROM (SELECT id AS oid, user_id AS uid FROM orders) d JOIN users u ON d.uid = u.user_id');
SELECT * FROM vj_show('WITH o AS (SELECT * FROM orders) SELECT * FROM o JOIN users u ON o.user_id = u.user_id');
SELECT * FROM vj_show('SELECT * FROM users u, LATERAL (SELECT * FROM orders o WHERE o.user_id = u.user_id LIMIT 1) x');
-- EXISTS / NOT EXISTS / IN / NOT IN semi- and anti-joins, scalar subquery
SELECT * FROM vj_show('SELECT * FROM users u WHERE EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.user_id)');
SELECT * FROM vj_show('SELECT * FROM users u WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.user_id)');
SELECT * FROM vj_show('SELECT * FROM users u WHERE u.user_id IN (SELECT o.user_id FROM orders o)');
SELECT * FROM vj_show('SELECT * FROM users u WHERE u.user_id NOT IN (SELECT b.visitor_id FROM billing_engagements b)');
SELECT * FROM vj_show('SELECT u.name, (SELECT count(*) FROM orders o WHERE o.user_id = u.user_id) FROM users u');
-- subquery in a set operation, recursive CTE
SELECT * FROM vj_show('SELECT o.id FROM orders o JOIN users u ON o.user_id = u.user_id UNION ALL SELECT i.order_id FROM items i JOIN orders o ON i.order_id = o.id');
SELECT * FROM vj_show('WITH RECURSIVE r AS (SELECT user_id FROM users UNION SELECT o.user_id FROM orders o JOIN r ON o.user_id = r.user_id) SELECT * FROM r');
-- a view is reported as itself
SELECT * FROM vj_show('SELECT * FROM big_orders bo JOIN users u ON bo.user_id = u.user_id');
-- filters are not joins
SELECT * FROM vj_show('SELECT * FROM orders o WHERE o.id = o.user_id AND o.total > 5');
-- errors become rows: syntax, unknown table, unknown column (with did-you-mean)
SELECT * FROM vj_show('SELEC * FROM orders');
SELECT * FROM vj_show('SELECT * FROM order_s');
SELECT * FROM vj_show('SELECT o.totl FROM orders o');
SELECT * FROM vj_show('SELECT * FROM orders o JOIN users u ON o.user_id = u.userid');
-- bad inputs
SELECT * FROM vj_show(NULL);
SELECT * FROM vj_show('');
SELECT * FROM vj_show('   -- only a comment');
SELECT * FROM vj_show('SELECT 1; SELECT 2');
SELECT * FROM vj_show(E'\x01\x02 garbage ((((');
-- about 1 MB of SQL: broken, too deep for the analyzer, too deep for the parser
SELECT status FROM ekaya.validate_joins(repeat('SELECT 1 + ', 100000) || '1');
SELECT status, message FROM ekaya.validate_joins('SELECT ' || repeat('1 + ', 250000) || '1');
SELECT status FROM ekaya.validate_joins('SELECT ' || repeat('(', 100000) || '1' || repeat(')', 100000));
SELECT count(*) FROM ekaya.validate_joins('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id WHERE ' || repeat('o.id = 1 OR ', 100000) || 'true');
SELECT * FROM vj_show('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id WHERE o.id = $1 AND u.name = $2');
-- DML and volatile functions in the text are analyzed, never executed
INSERT INTO users VALUES (1, 'a', 'a@x');
SELECT * FROM vj_show('DELETE FROM users u USING orders o WHERE o.user_id = u.user_id');
SELECT * FROM vj_show('INSERT INTO orders SELECT * FROM orders');
SELECT * FROM vj_show('SELECT nextval(''ekaya.relationship_id_seq''), pg_sleep(5) FROM users');
SELECT count(*) AS users_left FROM users;
SELECT count(*) AS orders_now FROM orders;
-- a caller who cannot read a table never learns its relationships
CREATE ROLE vj_reader;
GRANT USAGE ON SCHEMA vj TO vj_reader;
GRANT SELECT ON users, secret TO vj_reader;
REVOKE SELECT ON secret FROM vj_reader;
GRANT EXECUTE ON FUNCTION vj_show(text) TO vj_reader;
SET ROLE vj_reader;
SELECT * FROM vj_show('SELECT * FROM secret s JOIN users u ON s.id = u.user_id');
SELECT * FROM vj_show('SELECT * FROM secret s, users u');
RESET ROLE;
DROP OWNED BY vj_reader;
DROP ROLE vj_reader;
