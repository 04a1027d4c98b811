-- Jobs API: analyze() returns a job run by a background worker; status() tells an agent how
-- ready and how fresh the results are; the event trigger marks changed tables stale.
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
CREATE SCHEMA jobs_api;
CREATE TABLE jobs_api.customers (id int PRIMARY KEY, name text);
CREATE TABLE jobs_api.orders (id int PRIMARY KEY, customer_id int);
INSERT INTO jobs_api.customers SELECT g, 'c' || g FROM generate_series(1, 50) g;
INSERT INTO jobs_api.orders SELECT g, 1 + g % 50 FROM generate_series(1, 500) g;
SELECT ekaya.analyze(ARRAY['jobs_api'], wait => true) > 0 AS analysed;
SELECT status, phase, tables_done, tables_total, error FROM ekaya.jobs ORDER BY job_id DESC LIMIT 1;
SELECT s->'ready' AS ready, s->'running' AS running,
       s->'last_success' ? 'job_id' AS has_last_success, (s->'counts'->>'tables')::int >= 2 AS has_tables
  FROM ekaya.status() s;
-- DDL marks tables stale, creation and drop are remembered too
ALTER TABLE jobs_api.orders ADD COLUMN note text;
CREATE TABLE jobs_api.invoices (id int PRIMARY KEY, order_id int);
SELECT jsonb_path_query_array(ekaya.status()->'stale_tables', '$[*] ? (@.table starts with "jobs_api.")') AS stale;
SELECT table_name, stale FROM ekaya.tables WHERE table_name LIKE 'jobs_api.%' ORDER BY 1;
-- a stale-only run re-analyses the changed schema and clears the marks
SELECT ekaya.analyze(stale_only => true, wait => true) > 0 AS refreshed;
SELECT mode, status FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1;
SELECT jsonb_path_query_array(ekaya.status()->'stale_tables', '$[*] ? (@.table starts with "jobs_api.")') AS stale;
SELECT table_name, stale FROM ekaya.tables WHERE table_name LIKE 'jobs_api.%' ORDER BY 1;
-- nothing stale: a stale-only run has nothing to do and says so
SELECT ekaya.analyze(stale_only => true, wait => true) > 0 AS refreshed;
SELECT mode, status, phase FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1;
-- tables => analyses the schemas of those tables
SELECT ekaya.analyze(tables => ARRAY['jobs_api.orders'::regclass], wait => true) > 0 AS analysed;
SELECT mode, tables, status FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1;
-- bad requests
SELECT ekaya.analyze(tables => ARRAY['jobs_api.orders'::regclass], stale_only => true);
SELECT ekaya.cancel(-1) AS cancelled_nothing;
SELECT ekaya.cancel(max(job_id)) AS cancelled_finished FROM ekaya.jobs;
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT ekaya.analyze(wait => true);
ROLLBACK;
DROP SCHEMA jobs_api CASCADE;
SELECT jsonb_path_query_array(ekaya.status()->'stale_tables', '$[*] ? (@.table starts with "jobs_api.")') AS stale;
-- the next publish forgets dropped tables
CREATE SCHEMA jobs_api_empty;
SELECT ekaya.analyze(ARRAY['jobs_api_empty'], wait => true) > 0 AS analysed;
SELECT jsonb_path_query_array(ekaya.status()->'stale_tables', '$[*] ? (@.table starts with "jobs_api.")') AS stale;
DROP SCHEMA jobs_api_empty;
-- a table created and dropped after the last analysis is reported by name, and status() works
CREATE SCHEMA churn;
CREATE TABLE churn.kept (id int PRIMARY KEY);
SELECT ekaya.analyze(ARRAY['churn'], wait => true) > 0 AS analysed;
CREATE TABLE churn.brief (id int);
DROP TABLE churn.brief;
SELECT s->>'table' AS stale_table, s->>'change' AS change
  FROM jsonb_array_elements(ekaya.status()->'stale_tables') s WHERE s->>'table' LIKE 'churn.%';
DROP SCHEMA churn CASCADE;
-- and the next publish forgets it, leaving the shared database as it was
CREATE SCHEMA churn_empty;
SELECT ekaya.analyze(ARRAY['churn_empty'], wait => true) > 0 AS analysed;
SELECT count(*) FROM ekaya.engine_schema_tables WHERE schema_name = 'churn';
DROP SCHEMA churn_empty;
