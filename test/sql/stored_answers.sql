-- Answers stored at publish (issue 15, latency under load): the table graph and the summary are
-- computed once per generation, and served only to a reader that would compute exactly the
-- same: every analysed table readable whole, no table renamed since, the generation current.
SET client_min_messages = warning;
CREATE SCHEMA sa;
CREATE TABLE sa.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE sa.orders (order_id int PRIMARY KEY, customer_id int NOT NULL REFERENCES sa.customers, amount numeric);
CREATE TABLE sa.secret_notes (note_id int PRIMARY KEY, customer_id int REFERENCES sa.customers, body text);
INSERT INTO sa.customers SELECT i, 'c' || i FROM generate_series(1, 50) i;
INSERT INTO sa.orders SELECT i, 1 + i % 50, i FROM generate_series(1, 200) i;
INSERT INTO sa.secret_notes SELECT i, 1 + i % 50, 'n' FROM generate_series(1, 20) i;
ALTER TABLE sa.secret_notes ENABLE ROW LEVEL SECURITY;
CREATE POLICY few ON sa.secret_notes FOR SELECT USING (note_id < 5);
SELECT ekaya.analyze(ARRAY['sa'], wait => true) IS NOT NULL AS analysed;
SELECT name, generation = (SELECT generation FROM ekaya.engine_state) AS current_generation
  FROM ekaya.engine_answers ORDER BY name;
-- the stored graph is the live one
SELECT (SELECT jsonb_agg(to_jsonb(g) ORDER BY g.idx) FROM ekaya._table_graph() g)
     = (SELECT jsonb_agg(to_jsonb(g) ORDER BY g.idx) FROM ekaya._table_graph_live() g) AS same_graph;
SELECT ekaya._stored_answer('summary') IS NOT NULL AS stored_for_superuser,
       ekaya.ontology_context()::text ~ 'secret_notes' AS names_secret_notes;

-- a reader that may not read sa.secret_notes never sees the stored rows
CREATE ROLE sa_reader;
GRANT USAGE ON SCHEMA sa TO sa_reader;
GRANT SELECT ON sa.customers, sa.orders TO sa_reader;
SET ROLE sa_reader;
SELECT count(*) AS answers_visible FROM ekaya.engine_answers;
SELECT ekaya._stored_answer('summary') IS NULL AS not_served,
       ekaya.ontology_context()::text ~ 'secret' AS names_secret,
       ekaya.ontology_context()::text ~ 'sa.orders' AS names_orders;
RESET ROLE;

-- a reader that may read every table but not every row of one: computed per call
GRANT SELECT ON sa.secret_notes TO sa_reader;
SET ROLE sa_reader;
SELECT ekaya._stored_answer('summary') IS NULL AS not_served_under_rls;
RESET ROLE;
-- the same reader once row security does not apply to it: served
ALTER ROLE sa_reader BYPASSRLS;
SET ROLE sa_reader;
SELECT ekaya._stored_answer('summary') IS NOT NULL AS served_when_all_readable;
RESET ROLE;

-- a rename drops the stored answers that name the table; the summary names the new table
ALTER TABLE sa.orders RENAME TO purchases;
SELECT count(*) AS answers_after_rename FROM ekaya.engine_answers;
SELECT ekaya.ontology_context()::text ~ 'sa.purchases' AS names_new,
       ekaya.ontology_context()::text ~ '"sa.orders"' AS names_old;
-- a curation makes a new generation and stores its answers again
SELECT ekaya.add_alias('buyer', 'sa.customers') IS NOT NULL AS aliased;
SELECT count(*) AS answers_after_curation FROM ekaya.engine_answers;
SELECT ekaya.ontology_context()::text ~ 'buyer' AS summary_has_alias;

DROP OWNED BY sa_reader;
DROP ROLE sa_reader;
DELETE FROM ekaya.engine_aliases WHERE term = 'buyer';
DROP SCHEMA sa CASCADE;
RESET client_min_messages;
