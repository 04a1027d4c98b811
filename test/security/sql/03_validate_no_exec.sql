-- Finding 3: validate_sql, validate_joins and repair_hint never execute a function of the
-- statement. mallory's mal.innocent() is declared IMMUTABLE but advances a sequence and writes a
-- log; planning a statement that calls it (directly, or through a view) folds the "constant"
-- call, that is runs it, as the superuser who asked for the check.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');
CREATE SCHEMA mal AUTHORIZATION ekaya_sec_mallory;
SET ROLE ekaya_sec_mallory;
CREATE SEQUENCE mal.seq;
CREATE TABLE mal.log (who text, what text);
GRANT INSERT ON mal.log TO PUBLIC;
CREATE FUNCTION mal.note(what text) RETURNS void LANGUAGE sql AS
    'INSERT INTO mal.log VALUES (current_user, what)';
CREATE FUNCTION mal.innocent() RETURNS int LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    PERFORM nextval('mal.seq');
    PERFORM mal.note('innocent');
    RETURN 1;
END
$$;
CREATE VIEW mal.report AS SELECT mal.innocent() AS x, 2 AS y;
GRANT USAGE ON SCHEMA mal TO PUBLIC;
GRANT SELECT ON mal.report TO PUBLIC;
RESET ROLE;

-- validate_sql's answer: no estimate, and a row that says why
CREATE TEMP TABLE checked AS
SELECT n, q, (SELECT array_agg(v.code ORDER BY v.code) FROM ekaya.validate_sql(q) v) AS codes
  FROM (VALUES (1, 'SELECT x FROM mal.report LIMIT 5'), (2, 'SELECT mal.innocent() LIMIT 1')) s(n, q);
SELECT pg_temp.check('3.' || c.n || ': validate_sql gives no row estimate for ' || c.q,
                     NOT ('estimated_rows' = ANY (coalesce(c.codes, '{}'))), 'codes: ' || c.codes::text)
  FROM checked c ORDER BY c.n;
SELECT pg_temp.check('3.' || c.n + 2 || ': validate_sql says why it gave none (estimate_skipped or untrusted_function) for ' || c.q,
                     coalesce(c.codes && ARRAY['estimate_skipped', 'untrusted_function'], false),
                     'codes: ' || coalesce(c.codes::text, 'none'))
  FROM checked c ORDER BY c.n;

-- each checker on each text: did the call advance mal.innocent()'s sequence? (an error is fine)
CREATE FUNCTION pg_temp.runs_innocent(sql text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
    before bigint := pg_sequence_last_value('mal.seq');
BEGIN
    PERFORM pg_temp.outcome(sql);
    RETURN pg_sequence_last_value('mal.seq') IS DISTINCT FROM before;
END
$$;
SELECT pg_temp.check(label || ': ' || checker || ' does not run mal.innocent()' || CASE WHEN via_view THEN ' through a view' ELSE '' END,
                     NOT pg_temp.runs_innocent(format(call, CASE WHEN via_view THEN 'SELECT x FROM mal.report LIMIT 5'
                                                                 ELSE 'SELECT mal.innocent() LIMIT 1' END)),
                     'the sequence moved')
  FROM (VALUES (1, '3.5', 'validate_sql', 'SELECT * FROM ekaya.validate_sql(%L)', false),
               (2, '3.6', 'validate_sql', 'SELECT * FROM ekaya.validate_sql(%L)', true),
               (3, '3.7', 'validate_joins', 'SELECT * FROM ekaya.validate_joins(%L)', false),
               (4, '3.8', 'validate_joins', 'SELECT * FROM ekaya.validate_joins(%L)', true),
               (5, '3.9', 'repair_hint', 'SELECT ekaya.repair_hint(%L, ''42703'', ''column "z" does not exist'')', false),
               (6, '3.10', 'repair_hint', 'SELECT ekaya.repair_hint(%L)', true)) c(n, label, checker, call, via_view)
 ORDER BY n;

SELECT pg_temp.check('3.11: mal.innocent() never ran (its sequence never moved)',
                     NOT is_called, 'nextval was called ' || last_value || ' times')
  FROM mal.seq;
SELECT pg_temp.check('3.12: mal.innocent() wrote nothing', count(*) = 0, count(*) || ' log rows')
  FROM mal.log;

CALL pg_temp.drop_roles('ekaya_sec_mallory');
