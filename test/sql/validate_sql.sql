-- validate_sql and repair_hint, and memory flatness over 10,000 calls.
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
CREATE SCHEMA vs;
SET search_path = vs, public;
CREATE TABLE users (user_id int PRIMARY KEY, name text);
CREATE TABLE orders (id int PRIMARY KEY, user_id int REFERENCES users, total numeric);
CREATE TABLE notes (id int, body text);
INSERT INTO ekaya.engine_schema_relationships
       (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
        relationship_type, status, cardinality, confidence, match_rate)
VALUES ('orders'::regclass, '{user_id}', '{2}', 'users'::regclass, '{user_id}', '{1}', 'fk', 'accepted', 'N:1', 1, 1);
UPDATE ekaya.engine_state SET generation = generation + 1;
CREATE FUNCTION vs_show(q text) RETURNS TABLE(severity text, code text, message text, "position" int, suggestion text)
LANGUAGE sql AS $$
  SELECT severity, code, regexp_replace(message, 'cost [0-9.]+', 'cost N'), "position", suggestion
    FROM ekaya.validate_sql(q)
$$;

-- a clean query: only the estimate
SELECT * FROM vs_show('SELECT o.id FROM orders o JOIN users u ON o.user_id = u.user_id LIMIT 10');
-- missing LIMIT, but not for a single-row aggregate
SELECT * FROM vs_show('SELECT * FROM orders');
SELECT * FROM vs_show('SELECT count(*) FROM orders');
SELECT * FROM vs_show('SELECT * FROM orders LIMIT ALL');
-- cartesian products, with and without a known relationship
SELECT * FROM vs_show('SELECT * FROM orders o, users u LIMIT 5');
SELECT * FROM vs_show('SELECT * FROM orders o, notes n LIMIT 5');
SELECT * FROM vs_show('SELECT * FROM orders o, generate_series(1, 3) g LIMIT 5');
-- non-verified joins are warnings
SELECT * FROM vs_show('SELECT * FROM orders o JOIN notes n ON n.id = o.id LIMIT 5');
-- not read-only
SELECT * FROM vs_show('DELETE FROM orders');
SELECT * FROM vs_show('UPDATE orders SET total = 0');
SELECT * FROM vs_show('INSERT INTO notes VALUES (1, ''x'')');
SELECT * FROM vs_show('SELECT * INTO vs.copy FROM orders');
SELECT * FROM vs_show('SELECT * FROM orders FOR UPDATE LIMIT 1');
SELECT * FROM vs_show('WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d LIMIT 1');
SELECT * FROM vs_show('CREATE TABLE vs.t (a int)');
SELECT * FROM vs_show('DROP TABLE orders');
SELECT * FROM vs_show('EXPLAIN ANALYZE DELETE FROM orders');
-- unsafe functions by class, volatile functions
SELECT * FROM vs_show('SELECT pg_read_file(''/etc/passwd'')');
SELECT * FROM vs_show('SELECT lo_import(''/etc/passwd'')');
SELECT * FROM vs_show('SELECT pg_terminate_backend(1)');
SELECT * FROM vs_show('SELECT set_config(''work_mem'', ''1GB'', false)');
SELECT last_value AS seq_before FROM ekaya.relationship_id_seq \gset
SELECT * FROM vs_show('SELECT pg_sleep(10)');
SELECT * FROM vs_show('SELECT nextval(''ekaya.relationship_id_seq'')');
SELECT * FROM vs_show('SELECT random() FROM orders LIMIT 1');
SELECT * FROM vs_show('SELECT now(), lower(name) FROM users LIMIT 1');
-- nothing ran
SELECT last_value = :seq_before AS sequence_untouched FROM ekaya.relationship_id_seq;
SELECT count(*) FROM orders;
-- statement count and errors
SELECT * FROM vs_show(NULL);
SELECT * FROM vs_show('');
SELECT * FROM vs_show('SELECT 1; SELECT 2');
SELECT * FROM vs_show('SELECT * FROM ordrs LIMIT 1');
SELECT * FROM vs_show('SELECT nam FROM users LIMIT 1');
SELECT * FROM vs_show('SELECT * FORM users');
SELECT * FROM vs_show('SELECT * FROM orders WHERE id = $1 LIMIT $2');

-- repair_hint
SELECT ekaya.repair_hint('SELECT o.totl FROM orders o', '42703', 'column o.totl does not exist');
SELECT ekaya.repair_hint('SELECT u.nme FROM users u JOIN orders o ON o.user_id = u.user_id', NULL, NULL);
SELECT ekaya.repair_hint('SELECT * FROM user', '42P01', 'relation "user" does not exist');
SELECT ekaya.repair_hint('SELECT * FROM ordrs', NULL, NULL);
SELECT ekaya.repair_hint('SELECT * FRM orders', '42601', 'syntax error at or near "FRM"');
SELECT ekaya.repair_hint('SELECT 1', '08006', 'connection failure');
SELECT ekaya.repair_hint('SELECT 1', '42501', 'permission denied for table orders');
SELECT ekaya.repair_hint('SELECT 1', '53200', 'out of memory');
SELECT ekaya.repair_hint('SELECT 1', '40001', 'could not serialize access');
SELECT ekaya.repair_hint('SELECT 1', '42804', 'argument of WHERE must be type boolean');
SELECT ekaya.repair_hint(NULL, NULL, NULL);
SELECT ekaya.repair_hint('garbage (((', 'zz', NULL);
-- issue 15, item 5: jsonb, never 54001, for the shapes validate_* call statement_too_complex
SELECT ekaya.repair_hint('SELECT 1' || repeat('+1', 500000), '42703', 'column u.nme does not exist');
SELECT ekaya.repair_hint($$SELECT '{}'::jsonb$$ || repeat($$->'a'$$, 100000), '42703', 'column u.nme does not exist');
SELECT ekaya.repair_hint('SELECT 1' || repeat(' UNION ALL SELECT 1', 99999), '42703', 'column u.nme does not exist');
SELECT ekaya.repair_hint('SELECT 1' || repeat('+1', 500000));
-- what is echoed is bounded: a long message is clipped, a long SQLSTATE is not one
SELECT length(ekaya.repair_hint('SELECT 1', '42000', repeat('x', 1000000))->>'message');
SELECT ekaya.repair_hint('SELECT 1', repeat('4', 1000000), 'x')->>'sqlstate';

-- 10,000 calls keep the backend's memory flat
CREATE FUNCTION vs_mem() RETURNS bigint LANGUAGE sql AS
$$ SELECT sum(total_bytes)::bigint FROM pg_backend_memory_contexts $$;
DO $$
DECLARE before bigint; after bigint; n int;
BEGIN
  -- warm caches first
  FOR i IN 1..200 LOOP
    PERFORM count(*) FROM ekaya.validate_joins('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id');
    PERFORM count(*) FROM ekaya.validate_sql('SELECT * FROM ordrs o JOIN users u ON o.user_id = u.user_id');
  END LOOP;
  before := vs.vs_mem();
  FOR i IN 1..5000 LOOP
    PERFORM count(*) FROM ekaya.validate_joins('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id');
    PERFORM count(*) FROM ekaya.validate_sql(CASE WHEN i % 2 = 0 THEN 'SELECT * FROM ordrs' ELSE 'SELECT * FROM orders o, users u' END);
  END LOOP;
  after := vs.vs_mem();
  IF after - before > 1024 * 1024 THEN
    RAISE EXCEPTION 'backend memory grew by % bytes over 10,000 calls', after - before;
  END IF;
  RAISE NOTICE 'memory flat over 10,000 calls';
END $$;
