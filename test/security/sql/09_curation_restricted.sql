-- Finding 9: no function that writes runs inside a security-restricted operation. mallory owns
-- mal.t1 and mal.t2, each with an expression index on an IMMUTABLE function of hers that calls
-- ekaya.add_alias (t1) or ekaya.analyze (t2) once she has armed it. When a superuser (or
-- autovacuum) runs ANALYZE on the table, the index expressions run as mallory inside a
-- security-restricted operation; the extension must refuse to write there (SQLSTATE 42501).
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');
CREATE SCHEMA mal AUTHORIZATION ekaya_sec_mallory;
SET ROLE ekaya_sec_mallory;
CREATE TABLE mal.armed (on_ boolean);
CREATE FUNCTION mal.alias_on_read(x int) RETURNS int LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    IF EXISTS (SELECT FROM mal.armed) THEN
        PERFORM ekaya.add_alias('sroterm', 'mal.t1');
    END IF;
    RETURN x;
END
$$;
CREATE FUNCTION mal.analyze_on_read(x int) RETURNS int LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    IF EXISTS (SELECT FROM mal.armed) THEN
        PERFORM ekaya.analyze(ARRAY['mal']);
    END IF;
    RETURN x;
END
$$;
CREATE TABLE mal.t1 (x int);
CREATE TABLE mal.t2 (x int);
INSERT INTO mal.t1 SELECT generate_series(1, 20);
INSERT INTO mal.t2 SELECT generate_series(1, 20);
CREATE INDEX ON mal.t1 ((mal.alias_on_read(x)));
CREATE INDEX ON mal.t2 ((mal.analyze_on_read(x)));
INSERT INTO mal.armed VALUES (true);
RESET ROLE;

CREATE TEMP TABLE jobs_before AS SELECT coalesce(max(job_id), 0) AS last FROM ekaya.engine_jobs;
CREATE TEMP TABLE analyzed AS
SELECT 't1' AS t, pg_temp.outcome('ANALYZE mal.t1') AS o
UNION ALL
SELECT 't2', pg_temp.outcome('ANALYZE mal.t2');
SELECT pg_temp.wait_for_jobs() AS no_job_left_running;

SELECT pg_temp.check('9.1: ANALYZE of mal.t1 created no alias through its index expression',
                     NOT EXISTS (SELECT FROM ekaya.engine_aliases WHERE term = 'sroterm'),
                     (SELECT string_agg('alias created by ' || created_by, ', ') FROM ekaya.engine_aliases WHERE term = 'sroterm'));
SELECT pg_temp.check('9.2: add_alias refused inside the security-restricted operation with SQLSTATE 42501',
                     left(o, 5) = '42501', 'ANALYZE ended with ' || o)
  FROM analyzed WHERE t = 't1';
SELECT pg_temp.check('9.3: ANALYZE of mal.t2 started no analysis job through its index expression',
                     NOT EXISTS (SELECT FROM ekaya.engine_jobs, jobs_before WHERE job_id > last),
                     (SELECT string_agg('job ' || job_id || ' requested by ' || requested_by::regrole, ', ')
                        FROM ekaya.engine_jobs, jobs_before WHERE job_id > last));
SELECT pg_temp.check('9.4: analyze refused inside the security-restricted operation with SQLSTATE 42501',
                     left(o, 5) = '42501', 'ANALYZE ended with ' || o)
  FROM analyzed WHERE t = 't2';

CALL pg_temp.drop_roles('ekaya_sec_mallory');
