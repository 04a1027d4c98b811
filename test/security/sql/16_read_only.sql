-- Finding 16 (part): functions with side effects refuse to run in a read-only transaction
-- (SQLSTATE 25006): analyze, cancel and the three curation functions. Today analyze() starts a
-- job from a read-only transaction, because its worker writes the job row in a transaction of
-- its own, and cancel() of a job that does not exist simply answers false.
\i test/security/helpers.sql
CREATE SCHEMA ro;
CREATE TABLE ro.customers AS SELECT g AS customer_id, 'c' || g AS name FROM generate_series(1, 20) g;
CREATE TABLE ro.orders AS SELECT g AS order_id, 1 + g % 20 AS customer_id FROM generate_series(1, 60) g;
SELECT ekaya.analyze(ARRAY['ro'], wait => true) > 0 AS analysed;
CREATE TEMP TABLE jobs_before AS SELECT max(job_id) AS last FROM ekaya.engine_jobs;

BEGIN READ ONLY;
SELECT pg_temp.expect_error('16.' || n || ': ' || what || ' fails in a read-only transaction', sql, '25006')
  FROM (VALUES (1, 'analyze()', 'SELECT ekaya.analyze()'),
               (2, 'analyze(wait => true)', $$SELECT ekaya.analyze(ARRAY['ro'], wait => true)$$),
               (3, 'cancel(1)', 'SELECT ekaya.cancel(1)'),
               (4, 'add_alias', $$SELECT ekaya.add_alias('purchaser', 'ro.customers')$$),
               (5, 'add_relationship', $$SELECT ekaya.add_relationship('ro.orders', '{customer_id}', 'ro.customers', '{customer_id}')$$),
               (6, 'reject_relationship', $$SELECT ekaya.reject_relationship('ro.orders', '{customer_id}', 'ro.customers', '{customer_id}')$$))
       v(n, what, sql)
 ORDER BY n;
COMMIT;
SELECT pg_temp.wait_for_jobs() AS no_job_left_running;
SELECT pg_temp.check('16.7: no job was started from the read-only transaction',
                     NOT EXISTS (SELECT FROM ekaya.engine_jobs j, jobs_before b WHERE j.job_id > b.last),
                     (SELECT string_agg('job ' || job_id, ', ') FROM ekaya.engine_jobs j, jobs_before b WHERE j.job_id > b.last));

DROP SCHEMA ro CASCADE;
