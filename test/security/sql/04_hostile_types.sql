-- Finding 4: types planted ahead of pg_catalog capture none of the extension's internal queries.
-- mallory creates the types mal.text and mal."char" with implicit casts from (and back to) the
-- built-in types, each cast running her function. A superuser whose search_path puts mallory's
-- schema before pg_catalog then uses the checkers and the graph functions in ways that look up
-- names (did-you-mean for an unknown table or column). No cast function may run.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');
CREATE SCHEMA app;
CREATE TABLE app.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE app.orders (order_id int PRIMARY KEY, customer_id int REFERENCES app.customers, total int);
INSERT INTO app.customers SELECT g, 'c' || g FROM generate_series(1, 50) g;
INSERT INTO app.orders SELECT g, 1 + g % 50, g FROM generate_series(1, 200) g;
SELECT ekaya.analyze(ARRAY['app'], wait => true) > 0 AS analysed;

CREATE SCHEMA ekaya_sec_mal AUTHORIZATION ekaya_sec_mallory;
SET ROLE ekaya_sec_mallory;
CREATE SEQUENCE ekaya_sec_mal.hits;
CREATE TABLE ekaya_sec_mal.log (who text, rolsuper boolean, via text);
GRANT INSERT ON ekaya_sec_mal.log TO PUBLIC;
GRANT USAGE ON SCHEMA ekaya_sec_mal TO PUBLIC;
GRANT USAGE ON SEQUENCE ekaya_sec_mal.hits TO PUBLIC;
CREATE FUNCTION ekaya_sec_mal.note(via pg_catalog.text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_catalog.nextval('ekaya_sec_mal.hits');
    INSERT INTO ekaya_sec_mal.log
    SELECT current_user, r.rolsuper, via FROM pg_catalog.pg_roles r WHERE r.rolname = current_user;
END
$$;
CREATE TYPE ekaya_sec_mal.text AS ENUM ('x');
-- each cast function notes that it ran, then returns a value of its target type
CREATE FUNCTION ekaya_sec_mal.to_text(pg_catalog.name) RETURNS ekaya_sec_mal.text LANGUAGE sql
    AS $$SELECT ekaya_sec_mal.note('name -> text'); SELECT 'x'::ekaya_sec_mal.text$$;
CREATE CAST (pg_catalog.name AS ekaya_sec_mal.text) WITH FUNCTION ekaya_sec_mal.to_text(pg_catalog.name) AS IMPLICIT;
CREATE TYPE ekaya_sec_mal."char" AS ENUM ('r', 'v', 'm', 'f', 'p');
CREATE FUNCTION ekaya_sec_mal.to_char(pg_catalog."char") RETURNS ekaya_sec_mal."char" LANGUAGE sql
    AS $$SELECT ekaya_sec_mal.note('"char" -> "char"'); SELECT 'r'::ekaya_sec_mal."char"$$;
CREATE FUNCTION ekaya_sec_mal.from_char(ekaya_sec_mal."char") RETURNS pg_catalog."char" LANGUAGE sql
    AS $$SELECT ekaya_sec_mal.note('"char" <- "char"'); SELECT 'r'::pg_catalog."char"$$;
CREATE CAST (pg_catalog."char" AS ekaya_sec_mal."char") WITH FUNCTION ekaya_sec_mal.to_char(pg_catalog."char") AS IMPLICIT;
CREATE CAST (ekaya_sec_mal."char" AS pg_catalog."char") WITH FUNCTION ekaya_sec_mal.from_char(ekaya_sec_mal."char") AS IMPLICIT;
RESET ROLE;

-- the superuser's calls, mallory's schema first; errors are allowed, a cast function running is not
CREATE TEMP TABLE calls (n int, what text, sql text);
INSERT INTO calls VALUES
    (1, 'validate_sql, unknown table', $$SELECT * FROM ekaya.validate_sql('SELECT * FROM app.ordrs LIMIT 5')$$),
    (2, 'validate_sql, unknown column', $$SELECT * FROM ekaya.validate_sql('SELECT o.custmer_id FROM app.orders o LIMIT 5')$$),
    (3, 'validate_joins, unknown table', $$SELECT * FROM ekaya.validate_joins('SELECT * FROM ordrs o JOIN app.customers c ON o.customer_id = c.customer_id')$$),
    (4, 'validate_joins, unknown column', $$SELECT * FROM ekaya.validate_joins('SELECT * FROM app.orders o JOIN app.customers c ON o.custmer_id = c.customer_id')$$),
    (5, 'repair_hint, unknown table', $$SELECT ekaya.repair_hint('SELECT * FROM ordrs', '42P01', 'relation "ordrs" does not exist')$$),
    (6, 'repair_hint, unknown column', $$SELECT ekaya.repair_hint('SELECT o.custmer_id FROM app.orders o', '42703', 'column o.custmer_id does not exist')$$),
    (7, 'get_join_path', $$SELECT * FROM ekaya.get_join_path('app.orders', 'app.customers')$$),
    (8, 'get_join_path, unknown table', $$SELECT * FROM ekaya.get_join_path('app.ordrs', 'app.customers')$$),
    (9, 'plan_joins', $$SELECT * FROM ekaya.plan_joins(ARRAY['app.orders', 'app.customers'])$$),
    (10, 'plan_joins_sql', $$SELECT ekaya.plan_joins_sql(ARRAY['app.orders', 'app.customers'])$$),
    (11, 'search_columns', $$SELECT * FROM ekaya.search_columns('customer name')$$);
CREATE TEMP TABLE ran (n int, moved boolean);
SET search_path = ekaya_sec_mal, pg_catalog;
DO $$
DECLARE
    c record;
    before bigint;
BEGIN
    FOR c IN SELECT * FROM pg_temp.calls ORDER BY n LOOP
        before := pg_catalog.pg_sequence_last_value('ekaya_sec_mal.hits');
        PERFORM pg_temp.outcome(c.sql);
        INSERT INTO pg_temp.ran VALUES (c.n, pg_catalog.pg_sequence_last_value('ekaya_sec_mal.hits') IS DISTINCT FROM before);
    END LOOP;
END
$$;
RESET search_path;

SELECT pg_temp.check('4.' || c.n || ': ' || c.what || ' runs none of mallory''s cast functions', NOT r.moved,
                     'a cast function ran')
  FROM calls c JOIN ran r USING (n) ORDER BY c.n;
SELECT pg_temp.check('4.12: no cast function ran, as anyone', NOT is_called, 'the cast functions ran ' || last_value || ' times')
  FROM ekaya_sec_mal.hits;
SELECT pg_temp.check('4.13: nothing ran as a superuser', NOT EXISTS (SELECT FROM ekaya_sec_mal.log WHERE rolsuper),
                     (SELECT string_agg(DISTINCT who || ' via ' || via, ', ') FROM ekaya_sec_mal.log));

DROP SCHEMA app CASCADE;
CALL pg_temp.drop_roles('ekaya_sec_mallory');
