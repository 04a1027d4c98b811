-- Finding 2: CREATE EXTENSION does not move into a schema someone else prepared. In a fresh
-- database mallory, who may create schemas, creates schema ekaya first and plants
-- ekaya._stems(name), an overload the extension's own code would pick for a name argument and
-- run as the extension owner. The superuser's CREATE EXTENSION must fail. Without such a
-- schema, CREATE EXTENSION creates it and DROP EXTENSION removes it again.
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory');
\set home_db :DBNAME
DROP DATABASE IF EXISTS ekaya_sec_fresh;
CREATE DATABASE ekaya_sec_fresh;
GRANT CREATE ON DATABASE ekaya_sec_fresh TO ekaya_sec_mallory;
\c ekaya_sec_fresh
\i test/security/helpers.sql
SET ROLE ekaya_sec_mallory;
CREATE SCHEMA ekaya;
CREATE TABLE ekaya.log (who name, rolsuper boolean);
GRANT USAGE ON SCHEMA ekaya TO PUBLIC;
GRANT INSERT ON ekaya.log TO PUBLIC;
CREATE FUNCTION ekaya._stems(s name) RETURNS text[] LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO ekaya.log SELECT current_user, r.rolsuper FROM pg_roles r WHERE r.rolname = current_user;
    RETURN ARRAY[s::text];
END
$$;
RESET ROLE;
SELECT pg_temp.expect_error('2.1: CREATE EXTENSION fails when mallory owns a schema ekaya',
                            'CREATE EXTENSION ekaya_ontology');
SELECT pg_temp.check('2.2: the extension is not installed into mallory''s schema',
                     NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'ekaya_ontology'), 'it is installed');
DROP EXTENSION IF EXISTS ekaya_ontology;
SET ROLE ekaya_sec_mallory;
DROP SCHEMA ekaya CASCADE;
RESET ROLE;

SELECT pg_temp.expect_ok('2.3: CREATE EXTENSION succeeds when there is no schema ekaya', 'CREATE EXTENSION ekaya_ontology');
SELECT pg_temp.expect_ok('2.4: DROP EXTENSION succeeds', 'DROP EXTENSION ekaya_ontology');
SELECT pg_temp.check('2.5: DROP EXTENSION leaves no schema ekaya behind',
                     NOT EXISTS (SELECT FROM pg_namespace WHERE nspname = 'ekaya'), 'schema ekaya is still there');

\c :home_db
\i test/security/helpers.sql
DROP DATABASE ekaya_sec_fresh;
CALL pg_temp.drop_roles('ekaya_sec_mallory');
