-- ekaya_ontology install script, assembled by the Makefile from sql/parts/*.sql in name order.
\echo Use "CREATE EXTENSION ekaya_ontology" to load this file. \quit

-- The schema is created here, as a member of the extension (the control file names pg_catalog,
-- as pg_cron's does, so that CREATE EXTENSION does not create or reuse a schema ekaya itself).
-- A schema ekaya that already exists makes the install fail: a role that created it first
-- could have planted objects in it (an exact-type overload of a function the extension calls
-- as its owner, a table the script would write to). DROP EXTENSION drops the schema with the
-- extension. Every object below is created schema-qualified; while this script runs,
-- search_path is pg_catalog, pg_temp.
DO $$
BEGIN
    IF EXISTS (SELECT FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) 'ekaya') THEN
        RAISE EXCEPTION 'schema "ekaya" already exists'
            USING ERRCODE = 'duplicate_schema',
                  HINT = 'ekaya_ontology creates its schema ekaya itself, so that nothing in it predates the extension: drop or rename the existing schema first.';
    END IF;
END
$$;
CREATE SCHEMA ekaya;
