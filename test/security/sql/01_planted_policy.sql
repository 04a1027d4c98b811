-- Finding 1 (b): code a table owner planted never runs as the role that asked for the analysis.
-- mallory's table mal.t has row-level security with a policy calling her function
-- mal.pwn_policy(), which logs the role it runs as. alice, an ordinary reader granted SELECT on
-- mal.t, analyses schema mal. Today the worker reads mal.t as alice, so the policy runs with
-- alice's rights (and would run with a superuser's if a superuser asked); it must not run as
-- alice. (Part (a), a view rule planted while the analysis waits for a lock, is t/010.)
\i test/security/helpers.sql
CALL pg_temp.create_roles('ekaya_sec_mallory', 'ekaya_sec_alice');
CREATE SCHEMA mal AUTHORIZATION ekaya_sec_mallory;
SET ROLE ekaya_sec_mallory;
CREATE TABLE mal.log (who name, rolsuper boolean, at text);
GRANT INSERT ON mal.log TO PUBLIC;
CREATE FUNCTION mal.pwn_policy() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO mal.log SELECT current_user, r.rolsuper, 'policy' FROM pg_roles r WHERE r.rolname = current_user;
    RETURN true;
END
$$;
CREATE TABLE mal.t (id int PRIMARY KEY, note text);
INSERT INTO mal.t SELECT g, 'n' || g FROM generate_series(1, 20) g;
ALTER TABLE mal.t ENABLE ROW LEVEL SECURITY;
CREATE POLICY planted ON mal.t FOR SELECT USING (mal.pwn_policy());
GRANT USAGE ON SCHEMA mal TO ekaya_sec_alice;
GRANT SELECT ON mal.t TO ekaya_sec_alice;
RESET ROLE;

SET ROLE ekaya_sec_alice;
SELECT pg_temp.outcome($$SELECT ekaya.analyze(ARRAY['mal'], wait => true)$$) = '00000' AS alice_analysed;
RESET ROLE;
SELECT pg_temp.check('1b.1: mallory''s policy function never ran as alice, the requester',
                     NOT EXISTS (SELECT FROM mal.log WHERE who = 'ekaya_sec_alice'),
                     (SELECT count(*) || ' policy calls as alice' FROM mal.log WHERE who = 'ekaya_sec_alice'));
SELECT pg_temp.check('1b.2: mallory''s policy function never ran as a superuser',
                     NOT EXISTS (SELECT FROM mal.log WHERE rolsuper),
                     (SELECT string_agg(DISTINCT who, ', ') FROM mal.log WHERE rolsuper));

CALL pg_temp.drop_roles('ekaya_sec_mallory', 'ekaya_sec_alice');
