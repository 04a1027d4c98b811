-- Uninstalling: DROP EXTENSION ekaya_ontology drops the schema ekaya and everything in it, the
-- curated rows (manual relationships, aliases, approved queries, business terms) too. They are user
-- data, kept by pg_dump with the database (pg_extension_config_dump), but an uninstall would
-- delete them without a word; so a DROP EXTENSION of this extension first says how many go and the pg_dump command that keeps them
-- (README.md, "Uninstalling"). It can only be said before the drop (ddl_command_start): at
-- ddl_command_end and sql_drop the trigger itself is gone. The event has no argument naming the
-- extension, so the statement text decides; a DROP EXTENSION of another extension whose text
-- happens to name this one gets the note too, which is harmless. SECURITY DEFINER: the counts
-- include rows of tables the dropping role may not read (row-level security).
CREATE FUNCTION ekaya._note_uninstall() RETURNS event_trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    nrel bigint;
    nali bigint;
    napp bigint;
    nterm bigint;
BEGIN
    -- only for a role that could drop it (the counts are of every role's curation)
    IF pg_catalog.current_query() !~* '\mekaya_ontology\M'
       OR NOT pg_catalog.pg_has_role(session_user,
                                     (SELECT e.extowner FROM pg_catalog.pg_extension e
                                       WHERE e.extname = 'ekaya_ontology'), 'MEMBER') THEN
        RETURN;
    END IF;
    SELECT pg_catalog.count(*) INTO nrel FROM ekaya.engine_schema_relationships r WHERE r.source = 'manual';
    SELECT pg_catalog.count(*) INTO nali FROM ekaya.engine_aliases;
    SELECT pg_catalog.count(*) INTO napp FROM ekaya.engine_approved_queries;
    IF napp > 0 THEN
        RAISE NOTICE 'DROP EXTENSION ekaya_ontology deletes % approved quer% with the schema ekaya',
            napp, CASE WHEN napp = 1 THEN 'y' ELSE 'ies' END
            USING HINT = 'To keep them, run first: pg_dump --data-only --table=ekaya.engine_approved_queries '
                         '--table=ekaya.approved_query_id_seq -f ekaya_approved.sql '
                         || pg_catalog.quote_ident(pg_catalog.current_database())
                         || '; after CREATE EXTENSION ekaya_ontology, load them back with psql -f ekaya_approved.sql.';
    END IF;
    SELECT pg_catalog.count(*) INTO nterm FROM ekaya.engine_business_terms;
    IF nterm > 0 THEN
        RAISE NOTICE 'DROP EXTENSION ekaya_ontology deletes % business term% with the schema ekaya',
            nterm, CASE WHEN nterm = 1 THEN '' ELSE 's' END
            USING HINT = 'To keep them, run first: pg_dump --data-only --table=ekaya.engine_business_terms -f ekaya_terms.sql '
                         || pg_catalog.quote_ident(pg_catalog.current_database())
                         || '; after CREATE EXTENSION ekaya_ontology, load them back with psql -f ekaya_terms.sql.';
    END IF;
    IF nrel + nali = 0 THEN
        RETURN;
    END IF;
    RAISE NOTICE 'DROP EXTENSION ekaya_ontology deletes % curated relationship% and % alias% with the schema ekaya',
        nrel, CASE WHEN nrel = 1 THEN '' ELSE 's' END, nali, CASE WHEN nali = 1 THEN '' ELSE 'es' END
        USING HINT = 'To keep them, run first: pg_dump --data-only --table=ekaya.engine_schema_relationships '
                     '--table=ekaya.engine_aliases --table=ekaya.relationship_id_seq -f ekaya_curation.sql '
                     || pg_catalog.quote_ident(pg_catalog.current_database())
                     || '; after CREATE EXTENSION ekaya_ontology, load them back with psql -f ekaya_curation.sql.';
END
$$;
REVOKE ALL ON FUNCTION ekaya._note_uninstall() FROM PUBLIC;

CREATE EVENT TRIGGER ekaya_note_uninstall ON ddl_command_start WHEN TAG IN ('DROP EXTENSION')
    EXECUTE FUNCTION ekaya._note_uninstall();
