-- Finding 6: planner statistics of a table the caller may not read never leak through
-- validate_sql's row estimate. mallory has USAGE on schema app but no SELECT on
-- app.secret_stats (1,000 rows, ANALYZEd); the estimate for a range predicate on it would tell
-- her how many values sort below 'M'.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');
CREATE SCHEMA app;
CREATE TABLE app.secret_stats (s text);
INSERT INTO app.secret_stats SELECT CASE WHEN g % 4 = 0 THEN 'Alpha' ELSE 'Zulu' END || g FROM generate_series(1, 1000) g;
ANALYZE app.secret_stats;
GRANT USAGE ON SCHEMA app TO ekaya_sec_mallory;

SET ROLE ekaya_sec_mallory;
CREATE TEMP TABLE answer AS
SELECT array_agg(code ORDER BY code) AS codes
  FROM ekaya.validate_sql('SELECT * FROM app.secret_stats WHERE s < ''M'' LIMIT 10');
SELECT pg_temp.check('6.1: validate_sql gives mallory no row estimate for a table she cannot read',
                     NOT ('estimated_rows' = ANY (coalesce(codes, '{}'))), 'codes: ' || coalesce(codes::text, 'none'))
  FROM answer;
SELECT pg_temp.check('6.2: validate_sql reports the table as insufficient_privilege',
                     'insufficient_privilege' = ANY (coalesce(codes, '{}')), 'codes: ' || coalesce(codes::text, 'none'))
  FROM answer;
RESET ROLE;

DROP SCHEMA app CASCADE;
CALL pg_temp.drop_roles('ekaya_sec_mallory');
