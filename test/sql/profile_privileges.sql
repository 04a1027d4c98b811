-- A table the caller cannot SELECT is skipped with the reason, and nothing about it is stored;
-- what is stored is only shown to roles that can SELECT the table.
CREATE SCHEMA priv;
CREATE TABLE priv.open_t (id int PRIMARY KEY, secret_ref int);
CREATE TABLE priv.closed_t (id int PRIMARY KEY, salary int);
INSERT INTO priv.open_t SELECT g, g FROM generate_series(1, 10) g;
INSERT INTO priv.closed_t SELECT g, g * 1000 FROM generate_series(1, 10) g;
CREATE ROLE ekaya_reader;
GRANT USAGE ON SCHEMA priv TO ekaya_reader;
GRANT SELECT ON priv.open_t TO ekaya_reader;
SET ROLE ekaya_reader;
SELECT ekaya.analyze(ARRAY['priv'], wait => true) > 0 AS analysed;
SELECT table_name FROM ekaya.tables WHERE table_name LIKE 'priv.%' ORDER BY 1;
SELECT skipped FROM ekaya.jobs ORDER BY job_id DESC LIMIT 1;
RESET ROLE;
-- nothing about the closed table was stored by that run
SELECT count(*) FROM ekaya.engine_schema_columns WHERE table_oid = 'priv.closed_t'::regclass;
-- a superuser's run stores both; the reader still sees only what it may SELECT
SELECT ekaya.analyze(ARRAY['priv'], wait => true) > 0 AS analysed;
SET ROLE ekaya_reader;
SELECT table_name, column_name FROM ekaya.columns WHERE table_name LIKE 'priv.%' ORDER BY 1, 2;
SELECT count(*) FROM ekaya.engine_schema_tables WHERE schema_name = 'priv';
-- the search terms derived at publish: the closed table's (stems of its values) are not shown
SELECT table_oid::regclass AS table_name, count(*) AS columns FROM ekaya.engine_column_terms
 WHERE table_oid IN ('priv.open_t'::regclass, 'priv.closed_t'::regclass) GROUP BY 1 ORDER BY 1;
-- the stage tables are not readable at all
SELECT count(*) FROM ekaya.stage_schema_columns;
RESET ROLE;
SELECT table_oid::regclass AS table_name, count(*) AS columns FROM ekaya.engine_column_terms
 WHERE table_oid IN ('priv.open_t'::regclass, 'priv.closed_t'::regclass) GROUP BY 1 ORDER BY 1;
DROP SCHEMA priv CASCADE;
DROP OWNED BY ekaya_reader;
DROP ROLE ekaya_reader;
