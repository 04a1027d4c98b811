\set ECHO none
-- test/security/helpers.sql: included with \i at the top of every test of the security suite
-- (and again after each \c, since it defines temporary functions). Every assertion prints one
-- line, "ok <finding>.<n>: <what>" or "FAIL <finding>.<n>: <what> -- <what happened>", computed
-- in SQL, so the expected files hold ok lines and never the wording of the extension's messages.
-- Types and functions are qualified: test 04 calls outcome() with a hostile search_path.
\pset format unaligned
\pset tuples_only on
SET client_min_messages = warning;

-- 'ok label' when passed is true, otherwise 'FAIL label -- detail' (NULL counts as false).
CREATE FUNCTION pg_temp.check(label pg_catalog.text, passed boolean, detail pg_catalog.text DEFAULT NULL)
RETURNS pg_catalog.text LANGUAGE sql SET search_path = pg_catalog, pg_temp AS $$
    SELECT CASE WHEN passed THEN 'ok ' || label
                ELSE 'FAIL ' || label || ' -- ' || coalesce(left(translate(detail, E'\n', ' '), 600), 'condition was ' || coalesce(passed::text, 'NULL')) END
$$;

-- Runs a statement as the current role: '00000' when it succeeds, else 'SQLSTATE message'.
-- An error rolls back what the statement did (the exception block is a subtransaction).
CREATE FUNCTION pg_temp.outcome(sql pg_catalog.text) RETURNS pg_catalog.text LANGUAGE plpgsql AS $$
DECLARE
    state pg_catalog.text;
    msg pg_catalog.text;
BEGIN
    EXECUTE sql;
    RETURN '00000';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, msg = MESSAGE_TEXT;
    RETURN state OPERATOR(pg_catalog.||) ' ' OPERATOR(pg_catalog.||) msg;
END
$$;

-- The statement fails, with SQLSTATE want when given.
CREATE FUNCTION pg_temp.expect_error(label pg_catalog.text, sql pg_catalog.text, want pg_catalog.text DEFAULT NULL)
RETURNS pg_catalog.text LANGUAGE sql SET search_path = pg_catalog, pg_temp AS $$
    SELECT pg_temp.check(label, o <> '00000' AND (want IS NULL OR left(o, 5) = want),
                         CASE WHEN o = '00000' THEN 'it succeeded' ELSE 'got ' || o END
                         || CASE WHEN want IS NULL THEN '' ELSE ', expected SQLSTATE ' || want END)
      FROM (SELECT pg_temp.outcome(sql) AS o) s
$$;

-- The statement succeeds.
CREATE FUNCTION pg_temp.expect_ok(label pg_catalog.text, sql pg_catalog.text) RETURNS pg_catalog.text
LANGUAGE sql SET search_path = pg_catalog, pg_temp AS $$
    SELECT pg_temp.check(label, o = '00000', 'got ' || o) FROM (SELECT pg_temp.outcome(sql) AS o) s
$$;

-- Roles are cluster-wide: created only if a previous run did not leave them behind, dropped
-- with everything they own or were granted in the current database.
CREATE FUNCTION pg_temp.execute_all(statements pg_catalog.text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    s pg_catalog.text;
BEGIN
    FOREACH s IN ARRAY statements LOOP
        EXECUTE s;
    END LOOP;
END
$$;
CREATE PROCEDURE pg_temp.create_roles(VARIADIC names pg_catalog.text[]) LANGUAGE sql AS $$
    SELECT pg_temp.execute_all(ARRAY(SELECT pg_catalog.format('CREATE ROLE %I LOGIN', r) FROM pg_catalog.unnest(names) r
                                      WHERE r NOT IN (SELECT rolname FROM pg_catalog.pg_roles)))
$$;
CREATE PROCEDURE pg_temp.drop_roles(VARIADIC names pg_catalog.text[]) LANGUAGE sql AS $$
    SELECT pg_temp.execute_all(ARRAY(SELECT pg_catalog.format(f, r) FROM pg_catalog.unnest(names) WITH ORDINALITY n(r, i),
                                            (VALUES (1, 'DROP OWNED BY %I CASCADE'), (2, 'DROP ROLE %I')) v(j, f)
                                      WHERE r IN (SELECT rolname FROM pg_catalog.pg_roles) ORDER BY i, j))
$$;

-- Waits (up to two minutes) until no analysis job of this database is queued or running, so
-- that a job a test started in the background cannot be handed to the next test's request.
CREATE FUNCTION pg_temp.wait_for_jobs() RETURNS boolean
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    FOR i IN 1..1200 LOOP
        IF to_regclass('ekaya.engine_jobs') IS NULL THEN
            RETURN true;
        END IF;
        PERFORM ekaya._reap_jobs();
        IF NOT EXISTS (SELECT FROM ekaya.engine_jobs j
                        WHERE j.status IN ('queued', 'running') AND j.database = current_database()) THEN
            RETURN true;
        END IF;
        PERFORM pg_sleep(0.1);
    END LOOP;
    RETURN false;
END
$$;
\set ECHO all
