-- Publishing a run: swap the stage rows of one job into the engine tables in the caller's
-- transaction. Called by the analysis (C) as the extension owner; nobody else may execute it.
-- Curated rows survive: manual relationships are never deleted here, an inferred row that
-- duplicates a manual one is not inserted, and a manual rejection keeps its inference rejected.
-- A relationship the run could not measure (its stage row's evidence has not_measured: the
-- measurement gave way to DDL, timed out, ...) keeps the row of the run that last published
-- it, marked stale, instead of the run's unmeasured row.
CREATE FUNCTION ekaya._publish(p_job_id bigint) RETURNS void
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    replaced oid[];
    kept bigint[];
BEGIN
    -- One publish at a time (jobs of several roles may run at once); readers are not blocked.
    PERFORM FROM ekaya.engine_state FOR UPDATE;
    -- Tables this run analysed, plus tables that no longer exist.
    SELECT coalesce(array_agg(s.table_oid), '{}') INTO replaced
      FROM ekaya.stage_schema_tables s WHERE s.job_id = p_job_id;
    SELECT replaced || coalesce(array_agg(e.table_oid), '{}') INTO replaced
      FROM ekaya.engine_schema_tables e
     WHERE NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = e.table_oid);

    SELECT coalesce(array_agg(e.relationship_id), '{}') INTO kept
      FROM ekaya.engine_schema_relationships e
     WHERE e.source = 'analysis'
       AND EXISTS (SELECT FROM ekaya.stage_schema_relationships s
                    WHERE s.job_id = p_job_id AND s.evidence ? 'not_measured'
                      AND s.source_table_oid = e.source_table_oid AND s.source_attnums = e.source_attnums
                      AND s.target_table_oid = e.target_table_oid AND s.target_attnums = e.target_attnums)
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = e.source_table_oid)
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = e.target_table_oid);

    DELETE FROM ekaya.engine_schema_tables WHERE table_oid = ANY (replaced);
    DELETE FROM ekaya.engine_schema_keys WHERE table_oid = ANY (replaced);
    DELETE FROM ekaya.engine_schema_columns WHERE table_oid = ANY (replaced);
    DELETE FROM ekaya.engine_column_terms WHERE table_oid = ANY (replaced);
    DELETE FROM ekaya.engine_table_values WHERE table_oid = ANY (replaced);
    DELETE FROM ekaya.engine_column_values WHERE table_oid = ANY (replaced);
    DELETE FROM ekaya.engine_column_lineage WHERE table_oid = ANY (replaced);
    DELETE FROM ekaya.engine_relationship_alternatives a
     WHERE ((a.source_table_oid = ANY (replaced) AND a.target_table_oid = ANY (replaced))
            OR NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = a.source_table_oid)
            OR NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = a.target_table_oid))
       AND NOT EXISTS (SELECT FROM ekaya.engine_schema_relationships k
                        WHERE k.relationship_id = ANY (kept) AND k.job_id = a.job_id
                          AND k.source_table_oid = a.source_table_oid AND k.source_attnums = a.source_attnums
                          AND k.target_table_oid = a.target_table_oid AND k.target_attnums = a.target_attnums);
    -- A run only re-measures pairs of tables it analysed; relationships to tables outside its
    -- scope (another schema, or a table the requester cannot read) keep their earlier evidence.
    DELETE FROM ekaya.engine_schema_relationships
     WHERE source = 'analysis' AND relationship_id <> ALL (kept)
       AND ((source_table_oid = ANY (replaced) AND target_table_oid = ANY (replaced))
            OR NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = source_table_oid)
            OR NOT EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = target_table_oid));

    -- A table dropped after the run profiled it (the worker commits between tables) is not published.
    INSERT INTO ekaya.engine_schema_tables SELECT * FROM ekaya.stage_schema_tables s WHERE job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.table_oid);
    INSERT INTO ekaya.engine_schema_keys SELECT * FROM ekaya.stage_schema_keys s WHERE job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.table_oid);
    INSERT INTO ekaya.engine_schema_columns SELECT * FROM ekaya.stage_schema_columns s WHERE job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.table_oid);
    INSERT INTO ekaya.engine_table_values SELECT * FROM ekaya.stage_table_values s WHERE job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.table_oid);
    INSERT INTO ekaya.engine_column_values
           (table_oid, attnum, null_count, null_fraction, distinct_count, min_value, max_value, top_values,
            enum_values, sample_values, value_stems, job_id)
    SELECT s.table_oid, s.attnum, s.null_count, s.null_fraction, s.distinct_count, s.min_value, s.max_value,
           s.top_values, s.enum_values, s.sample_values, ekaya._value_stems(s.enum_values), s.job_id
      FROM ekaya.stage_column_values s WHERE job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.table_oid);
    INSERT INTO ekaya.engine_column_lineage SELECT * FROM ekaya.stage_column_lineage s WHERE job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.table_oid);
    INSERT INTO ekaya.engine_relationship_alternatives
    SELECT * FROM ekaya.stage_relationship_alternatives s WHERE job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.source_table_oid)
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.target_table_oid);
    -- The curated rows and the accepted sources are read once, before the statements that
    -- change the table they come from (MATERIALIZED): a subquery re-run per row would also
    -- read every row the statement has written so far, quadratic in the rows a run publishes
    -- (100 identical tables, 60,000 rejected candidates: 25 s instead of well under one).
    -- (The kept rows too: on a first publish the planner, seeing an empty table, re-read the
    -- rows written so far for each stage row: 200 tables and 110,000 rows took 225 s.)
    WITH manual AS MATERIALIZED (
        SELECT m.source_table_oid, m.source_columns, m.target_table_oid, m.target_columns
          FROM ekaya.engine_schema_relationships m
         WHERE m.source = 'manual' AND m.status = 'accepted'),
    keep AS MATERIALIZED (
        SELECT k.source_table_oid, k.source_attnums, k.target_table_oid, k.target_attnums
          FROM ekaya.engine_schema_relationships k
         WHERE k.relationship_id = ANY (kept))
    INSERT INTO ekaya.engine_schema_relationships
    SELECT s.* FROM ekaya.stage_schema_relationships s
     WHERE s.job_id = p_job_id
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.source_table_oid)
       AND EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid = s.target_table_oid)
       AND NOT EXISTS (SELECT FROM manual m
                        WHERE m.source_table_oid = s.source_table_oid AND m.source_columns = s.source_columns
                          AND m.target_table_oid = s.target_table_oid AND m.target_columns = s.target_columns)
       AND NOT EXISTS (SELECT FROM keep k
                        WHERE k.source_table_oid = s.source_table_oid AND k.source_attnums = s.source_attnums
                          AND k.target_table_oid = s.target_table_oid AND k.target_attnums = s.target_attnums);

    -- The kept rows say that they are stale, and why this run could not measure them.
    UPDATE ekaya.engine_schema_relationships k
       SET stale = true,
           evidence = k.evidence || jsonb_build_object('not_measured', s.evidence -> 'not_measured',
                                                       'not_measured_by_job', p_job_id)
      FROM ekaya.stage_schema_relationships s
     WHERE k.relationship_id = ANY (kept) AND s.job_id = p_job_id AND s.evidence ? 'not_measured'
       AND k.source_table_oid = s.source_table_oid AND k.source_attnums = s.source_attnums
       AND k.target_table_oid = s.target_table_oid AND k.target_attnums = s.target_attnums;

    -- Manual rejections override whatever the data said this time.
    WITH manual AS MATERIALIZED (
        SELECT m.source_table_oid, m.source_columns, m.target_table_oid, m.target_columns
          FROM ekaya.engine_schema_relationships m
         WHERE m.source = 'manual' AND m.status = 'rejected')
    UPDATE ekaya.engine_schema_relationships r
       SET status = 'rejected', rejection_reason = 'manually_rejected'
      FROM manual m
     WHERE r.job_id = p_job_id AND r.source = 'analysis' AND r.relationship_type <> 'fk'
       AND m.source_table_oid = r.source_table_oid AND m.source_columns = r.source_columns
       AND m.target_table_oid = r.target_table_oid AND m.target_columns = r.target_columns;

    -- (A column that is the source of an accepted relationship plays the foreign key role for
    -- the readers who can see that relationship: ekaya._role_seen, when it is read.)

    PERFORM ekaya._rebuild_entity_relationships();
    PERFORM ekaya._derive_column_terms(p_job_id);

    DELETE FROM ekaya.stage_schema_tables WHERE job_id = p_job_id;
    DELETE FROM ekaya.stage_schema_keys WHERE job_id = p_job_id;
    DELETE FROM ekaya.stage_schema_columns WHERE job_id = p_job_id;
    DELETE FROM ekaya.stage_schema_relationships WHERE job_id = p_job_id;
    DELETE FROM ekaya.stage_table_values WHERE job_id = p_job_id;
    DELETE FROM ekaya.stage_column_values WHERE job_id = p_job_id;
    DELETE FROM ekaya.stage_relationship_alternatives WHERE job_id = p_job_id;
    DELETE FROM ekaya.stage_column_lineage WHERE job_id = p_job_id;

    UPDATE ekaya.engine_state
       SET generation = generation + 1, last_job_id = p_job_id, published_at = now();
    PERFORM ekaya._store_answers();  -- answers computed once per generation (80_ontology.sql)
    PERFORM ekaya._revalidate_approved(NULL);  -- approved queries against the new state (86_approved.sql)
    -- business terms against the new state, as the extension's owner sees them (87_terms.sql);
    -- a term that cannot be checked never fails the publish
    BEGIN
        PERFORM ekaya._revalidate_terms((SELECT e.extowner FROM pg_catalog.pg_extension e
                                          WHERE e.extname = 'ekaya_ontology'));
    EXCEPTION WHEN OTHERS THEN
        RAISE WARNING 'business terms were not checked again after this analysis: %', SQLERRM;
    END;
END
$$;

-- The table-level rollup is derived entirely from accepted column-level rows, so it is rebuilt,
-- never patched. Also called after curation edits.
CREATE FUNCTION ekaya._rebuild_entity_relationships() RETURNS void
LANGUAGE sql
SET search_path = pg_catalog, pg_temp
AS $$
    DELETE FROM ekaya.engine_entity_relationships;
    INSERT INTO ekaya.engine_entity_relationships
           (source_table_oid, target_table_oid, source_role, relationship_type, cardinality,
            confidence, relationship_ids, job_id)
    SELECT r.source_table_oid, r.target_table_oid, coalesce(r.source_role, ''),
           min(r.relationship_type), min(r.cardinality), max(r.confidence),
           array_agg(r.relationship_id ORDER BY r.relationship_id), max(r.job_id)
      FROM ekaya.engine_schema_relationships r
     WHERE r.status = 'accepted'
     GROUP BY r.source_table_oid, r.target_table_oid, coalesce(r.source_role, '');
$$;

REVOKE ALL ON FUNCTION ekaya._publish(bigint), ekaya._rebuild_entity_relationships() FROM PUBLIC;
