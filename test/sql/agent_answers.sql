-- Answers an agent can rely on for unseen schemas (issue 19): the primitives behind
-- search_columns and resolve_entity, repair_hint's advice per SQLSTATE, validate_sql's
-- division warning. The measured figures are in test/search (MRR@10, top-1 per dataset).

-- run-together lower-case names are split by a dictionary (Debian's wamerican word list)
SELECT w, ekaya._name_tokens(w) AS tokens
  FROM unnest(ARRAY['unitsreturned', 'billingdocumentheader', 'accountmanagerstaffnumber', 'supervisedby',
                    'customerid', 'weightkg', 'HoursWorked', 'tblTimesheetEntry',
                    -- words, inflections of words and names that are no words stay whole
                    'status', 'username', 'approver', 'shippers', 'pokedex', 'sku_code']) w;
-- a measure is no synonym of another measure: a rating is not a price, a cost is not a revenue
SELECT s, ekaya._synonym_stems(ekaya._stem(s)) AS synonyms
  FROM unnest(ARRAY['rating', 'price', 'cost', 'revenue', 'amount']) s;
-- values of more than three words (free-text comments) are no category values to match
SELECT ekaya._value_stems('[{"value": "paid"}, {"value": "late delivery"},
                            {"value": "Arrived late but the quality is fine"}]') AS value_stems;
-- how the words of a term name a table or a role: 1 all words, +2 the head word, +4 a synonym
SELECT n, ekaya._words_match(ekaya._stems('invoice line'), ARRAY['bill billing', 'item detail entri'],
                             ekaya._stems(n), '{header}') AS invoice_line
  FROM unnest(ARRAY['billingdocumentline', 'billingdocumentheader', 'invoice_lines', 'orders']) n;
SELECT ekaya._words_match(ekaya._stems('supervisor'), ARRAY['manag boss'], ekaya._stems('supervisedby'),
                          ARRAY['id', 'by', 'staff']) AS supervisor,
       ekaya._words_match(ekaya._stems('project'), ARRAY[''], ekaya._stems('ProjectLeadID'),
                          ARRAY['id', 'employe']) AS project_is_no_lead;

-- repair_hint: a specific action for every SQLSTATE an agent meets, other dialects translated
CREATE SCHEMA aa;
CREATE TABLE aa.customers (customer_id int PRIMARY KEY, name text NOT NULL, plan text NOT NULL);
CREATE TABLE aa.orders (order_id int PRIMARY KEY, customer_id int NOT NULL REFERENCES aa.customers,
                        status text NOT NULL, quantity int NOT NULL, discount int NOT NULL, amount numeric NOT NULL);
CREATE TABLE aa.order_lines (order_id int NOT NULL REFERENCES aa.orders, line_no int NOT NULL, price numeric NOT NULL,
                             PRIMARY KEY (order_id, line_no));
INSERT INTO aa.customers SELECT i, 'c' || i, (ARRAY['free', 'pro'])[1 + i % 2] FROM generate_series(1, 40) i;
INSERT INTO aa.orders SELECT i, 1 + i % 40, (ARRAY['open', 'shipped'])[1 + i % 2], 1 + i % 5, i % 3, i
  FROM generate_series(1, 300) i;
INSERT INTO aa.order_lines SELECT o, l, o + l FROM generate_series(1, 300) o, generate_series(1, 2) l;
SELECT ekaya.analyze(ARRAY['aa'], wait => true) IS NOT NULL AS analysed;
SET search_path = aa, public;
SELECT c.sqlstate, h->>'class' AS class, h->>'error' AS error, h->>'action' AS action,
       h - ARRAY['sqlstate', 'class', 'error', 'action', 'message', 'whitelist'] AS details
  FROM (VALUES
    ('22012', 'SELECT amount / discount FROM orders', 'division by zero'),
    ('42803', 'SELECT customer_id FROM orders WHERE count(*) > 2 GROUP BY customer_id', 'aggregate functions are not allowed in WHERE'),
    ('42803', 'SELECT status, customer_id FROM orders GROUP BY status', 'column "orders.customer_id" must appear in the GROUP BY clause or be used in an aggregate function'),
    ('25006', 'UPDATE orders SET status = ''x''', 'cannot execute UPDATE in a read-only transaction'),
    ('42702', 'SELECT customer_id FROM orders o JOIN customers c ON c.customer_id = o.customer_id', 'column reference "customer_id" is ambiguous'),
    ('42703', 'SELECT * FROM orders WHERE status = "shipped"', 'column "shipped" does not exist'),
    ('42703', 'SELECT l.plan FROM order_lines l', 'column l.plan does not exist'),
    ('42703', 'SELECT DATEDIFF(day, now(), now()) FROM orders', 'column "day" does not exist'),
    ('42883', 'SELECT IFNULL(status, ''none'') FROM orders', 'function ifnull(text, unknown) does not exist'),
    ('42883', 'SELECT ISNULL(status, ''none'') FROM orders', 'function isnull(text, unknown) does not exist'),
    ('42883', 'SELECT GETDATE()', 'function getdate() does not exist'),
    ('42883', 'SELECT YEAR(now())', 'function year(timestamp with time zone) does not exist'),
    ('42883', 'SELECT * FROM orders WHERE status = 1', 'operator does not exist: text = integer'),
    ('42601', 'SELECT TOP 10 * FROM orders', 'syntax error at or near "10"'),
    ('42601', 'SELECT `status` FROM orders LIMIT 5, 10', 'syntax error at or near "`"'),
    ('42P01', 'SELECT * FROM order_line', 'relation "order_line" does not exist'),
    ('22P02', 'SELECT * FROM orders WHERE order_id = ''abc''', 'invalid input syntax for type integer: "abc"'),
    ('42804', 'SELECT 1 FROM orders WHERE 1', 'argument of WHERE must be type boolean, not type integer'),
    ('21000', 'SELECT (SELECT order_id FROM orders)', 'more than one row returned by a subquery used as an expression'),
    ('42P20', 'SELECT * FROM orders WHERE row_number() OVER () < 3', 'window functions are not allowed in WHERE'),
    ('25P02', 'SELECT 1', 'current transaction is aborted, commands ignored until end of transaction block')
  ) c(sqlstate, sql, message),
  LATERAL (SELECT ekaya.repair_hint(c.sql, c.sqlstate, c.message) AS h) x;

-- validate_sql: a division by a column whose measured values hold 0 (discount: 0 to 2) is
-- warned about, one that cannot be 0 (quantity: 1 to 5) is not
SELECT severity, code, message, position, suggestion
  FROM ekaya.validate_sql('SELECT o.amount / o.discount, amount % discount, amount / quantity FROM orders o LIMIT 5')
 WHERE code = 'division_by_zero';
-- a reader that does not see every row sees no measured values, and no warning
CREATE ROLE aa_reader;
GRANT USAGE ON SCHEMA aa TO aa_reader;
GRANT SELECT ON aa.orders TO aa_reader;
ALTER TABLE aa.orders ENABLE ROW LEVEL SECURITY;
CREATE POLICY open_only ON aa.orders FOR SELECT USING (status = 'open');
SET ROLE aa_reader;
SELECT count(*) AS division_warnings
  FROM ekaya.validate_sql('SELECT amount / discount FROM aa.orders LIMIT 5') WHERE code = 'division_by_zero';
RESET ROLE;
RESET search_path;
DROP OWNED BY aa_reader;
DROP ROLE aa_reader;
DROP SCHEMA aa CASCADE;

-- plan_joins never multiplies rows where a tree without fan-out exists: f1 reaches d3 through
-- m (its m.d3_id is inferred, so that route weighs more) or through d1 and a second fact f2
-- (declared, lighter, but each f1 row would repeat once per f2 row of its d1)
CREATE SCHEMA pj;
CREATE TABLE pj.d1 (d1_id int PRIMARY KEY, label text NOT NULL);
CREATE TABLE pj.d3 (d3_id int PRIMARY KEY, label text NOT NULL);
CREATE TABLE pj.m (m_id int PRIMARY KEY, d3_id int NOT NULL, label text NOT NULL);
CREATE TABLE pj.f1 (f1_id int PRIMARY KEY, d1_id int NOT NULL REFERENCES pj.d1, m_id int NOT NULL REFERENCES pj.m, amount numeric NOT NULL);
CREATE TABLE pj.f2 (f2_id int PRIMARY KEY, d1_id int NOT NULL REFERENCES pj.d1, d3_id int NOT NULL REFERENCES pj.d3, amount numeric NOT NULL);
INSERT INTO pj.d1 SELECT i, 'd1 ' || i FROM generate_series(1, 10) i;
INSERT INTO pj.d3 SELECT i, 'd3 ' || i FROM generate_series(1, 20) i;
INSERT INTO pj.m SELECT i, 1 + i % 20, 'm ' || i FROM generate_series(1, 50) i;
INSERT INTO pj.f1 SELECT i, 1 + i % 10, 1 + i % 50, i FROM generate_series(1, 1000) i;
INSERT INTO pj.f2 SELECT i, 1 + i % 10, 1 + i % 20, i FROM generate_series(1, 5000) i;
ANALYZE pj.d1, pj.d3, pj.m, pj.f1, pj.f2;
SELECT ekaya.analyze(ARRAY['pj'], wait => true) IS NOT NULL AS analysed;
SELECT source_table, source_columns, target_table, relationship_type
  FROM ekaya.relationships WHERE source_table LIKE 'pj.%' AND status = 'accepted' ORDER BY 1, 2;
SELECT step, table_name, join_type, on_clause, bridge, cardinality, warning, estimated_rows
  FROM ekaya.plan_joins(ARRAY['pj.f1', 'pj.d1', 'pj.d3']);
SELECT ekaya.plan_joins_sql(ARRAY['pj.f1', 'pj.d1', 'pj.d3']);
-- where only a tree with fan-out connects the tables, each step says how the rows grow
SELECT step, table_name, cardinality, warning, estimated_rows
  FROM ekaya.plan_joins(ARRAY['pj.f1', 'pj.f2']);
SELECT ekaya.plan_joins_sql(ARRAY['pj.f1', 'pj.f2']);
DROP SCHEMA pj CASCADE;
