-- Jobs: analysis runs in a dynamic background worker as the requesting role (src/worker.c).
-- The job row is created by the worker in its own transaction, so a job exists independently of
-- the caller's transaction and `wait => true` can watch it from inside one statement. Writes to
-- engine_jobs happen in C as the extension owner (SetUserIdAndSecContext around fixed,
-- parameterised statements); callers only ever SELECT it, through row-level security.

-- The requester's effective ekaya.* settings, applied by the worker.
ALTER TABLE ekaya.engine_jobs ADD COLUMN options jsonb NOT NULL DEFAULT '{}';
CREATE INDEX ON ekaya.engine_jobs (database, status);

-- DDL log written by the event trigger: which analysed (or analysable) tables changed, and when.
-- A run consumes the entries older than its start; later ones keep their tables stale.
-- Also remembers new and dropped tables, which have no engine_schema_tables row to flag.
CREATE TABLE ekaya.engine_changes (
    table_oid   oid NOT NULL,
    schema_name name NOT NULL,
    table_name  name,
    change      text NOT NULL CHECK (change IN ('ddl', 'drop')),
    owner       oid,            -- the table's owner when known: who may still see a dropped table
    changed_at  timestamptz NOT NULL DEFAULT pg_catalog.clock_timestamp()
);
CREATE INDEX ON ekaya.engine_changes (table_oid);
-- A live table: whoever may read it. A dropped one: members of the role that owned it (and
-- superusers), never everyone.
ALTER TABLE ekaya.engine_changes ENABLE ROW LEVEL SECURITY;
CREATE POLICY readable_changes ON ekaya.engine_changes FOR SELECT
    USING (CASE WHEN EXISTS (SELECT FROM pg_catalog.pg_class c WHERE c.oid OPERATOR(pg_catalog.=) table_oid)
                THEN pg_catalog.has_table_privilege(table_oid, 'SELECT')
                ELSE owner IS NOT NULL AND pg_catalog.pg_has_role(owner, 'USAGE') END);
GRANT SELECT ON ekaya.engine_changes TO PUBLIC;

-- Stage rows of jobs that no longer run (a worker that died mid-run leaves its rows behind).
-- Called by a worker creating a job, as the extension owner; jobs of other roles may be running.
CREATE FUNCTION ekaya._clear_dead_stage() RETURNS void
LANGUAGE sql
SET search_path = pg_catalog, pg_temp
AS $$
    WITH live AS MATERIALIZED (
        SELECT j.job_id FROM ekaya.engine_jobs j WHERE j.status IN ('queued', 'running'))
    , a AS (DELETE FROM ekaya.stage_schema_tables s WHERE s.job_id NOT IN (SELECT job_id FROM live))
    , b AS (DELETE FROM ekaya.stage_schema_keys s WHERE s.job_id NOT IN (SELECT job_id FROM live))
    , c AS (DELETE FROM ekaya.stage_schema_columns s WHERE s.job_id NOT IN (SELECT job_id FROM live))
    , d AS (DELETE FROM ekaya.stage_schema_relationships s WHERE s.job_id NOT IN (SELECT job_id FROM live))
    , e AS (DELETE FROM ekaya.stage_table_values s WHERE s.job_id NOT IN (SELECT job_id FROM live))
    , f AS (DELETE FROM ekaya.stage_column_values s WHERE s.job_id NOT IN (SELECT job_id FROM live))
    , g AS (DELETE FROM ekaya.stage_column_lineage s WHERE s.job_id NOT IN (SELECT job_id FROM live))
    DELETE FROM ekaya.stage_relationship_alternatives s WHERE s.job_id NOT IN (SELECT job_id FROM live);
$$;
REVOKE ALL ON FUNCTION ekaya._clear_dead_stage() FROM PUBLIC;

-- Entry point of an analysis: starts (or joins) the job of this database and returns its id.
-- tables => re-analyses the schemas holding those tables; stale_only => the schemas with tables
-- changed since the last analysis (nothing, if none changed).
CREATE FUNCTION ekaya.analyze(schemas text[] DEFAULT NULL, wait boolean DEFAULT false,
                              tables regclass[] DEFAULT NULL, stale_only boolean DEFAULT false)
RETURNS bigint
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_analyze';

-- Stops a queued or running job within a second; its results are never published.
CREATE FUNCTION ekaya.cancel(job_id bigint) RETURNS boolean
LANGUAGE c VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_cancel';

-- Whether a pid is a live analysis worker (reads the postmaster's worker slots; never cached).
CREATE FUNCTION ekaya._worker_alive(pid integer) RETURNS boolean
LANGUAGE c VOLATILE STRICT
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_worker_alive';

-- Closes jobs whose worker is gone as failed/'interrupted'; returns how many.
CREATE FUNCTION ekaya._reap_jobs() RETURNS integer
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_reap_jobs';

-- Readiness for an agent: what is known, how fresh it is, and what is being done about it.
-- Counts respect the caller's privileges (row-level security on the engine tables).
CREATE FUNCTION ekaya.status() RETURNS jsonb
LANGUAGE plpgsql VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    result jsonb;
BEGIN
    PERFORM ekaya._reap_jobs();
    WITH last_ok AS (
        -- a partial job published too; its degraded list says what it could not measure
        SELECT j.job_id, j.finished_at, j.schemas, j.requested_by, j.skipped, j.status, j.degraded
          FROM ekaya.jobs j
         WHERE j.status IN ('succeeded', 'partial') AND j.database = current_database()
         ORDER BY j.job_id DESC LIMIT 1
    ), last_bad AS (
        SELECT j.job_id, j.status, j.error, j.finished_at
          FROM ekaya.jobs j
         WHERE j.status IN ('failed', 'cancelled') AND j.database = current_database()
         ORDER BY j.job_id DESC LIMIT 1
    ), running AS (
        SELECT j.job_id, j.status, j.phase, j.tables_done, j.tables_total, j.candidates_checked,
               j.relationships_verified, j.relationships_to_verify, j.current_table,
               j.started_at, j.requested_by
          FROM ekaya.jobs j
         WHERE j.status IN ('queued', 'running') AND j.database = current_database()
         ORDER BY j.job_id LIMIT 1
    ), stale AS (
        -- stale: flagged, dropped, or in the change log (the flag may lag behind the log)
        SELECT coalesce(ekaya.table_name(t.table_oid), t.qualified_name) AS name,
               CASE WHEN ekaya.table_name(t.table_oid) IS NULL THEN 'dropped' ELSE 'changed' END AS change
          FROM ekaya.engine_schema_tables t
         WHERE t.stale OR ekaya.table_name(t.table_oid) IS NULL
            OR EXISTS (SELECT FROM ekaya.engine_changes c WHERE c.table_oid = t.table_oid)
        UNION
        -- a dropped table's name is kept in the log; a NULL name (never expected) must not break status()
        SELECT coalesce(ekaya.table_name(c.table_oid), format('%I.%I', c.schema_name, c.table_name),
                        format('%I.(oid %s)', c.schema_name, c.table_oid)),
               CASE WHEN ekaya.table_name(c.table_oid) IS NULL THEN 'dropped' ELSE 'new' END
          FROM ekaya.engine_changes c
         WHERE NOT EXISTS (SELECT FROM ekaya.engine_schema_tables t WHERE t.table_oid = c.table_oid)
    )
    SELECT jsonb_build_object(
        'ready', EXISTS (SELECT FROM ekaya.engine_schema_tables),
        'generation', (SELECT s.generation FROM ekaya.engine_state s),
        'published_at', (SELECT s.published_at FROM ekaya.engine_state s),
        'last_success', (SELECT to_jsonb(l) FROM last_ok l),
        'last_failure', (SELECT to_jsonb(b) FROM last_bad b),
        'running', (SELECT to_jsonb(r) FROM running r),
        'stale_count', (SELECT count(*) FROM stale),
        'stale_tables', coalesce((SELECT jsonb_agg(jsonb_build_object('table', s.name, 'change', s.change)
                                                   ORDER BY s.name)
                                    FROM (SELECT * FROM stale ORDER BY name LIMIT 100) s), '[]'),
        'counts', jsonb_build_object(
            'tables', (SELECT count(*) FROM ekaya.engine_schema_tables WHERE kind <> 'view'),
            'views', (SELECT count(*) FROM ekaya.engine_schema_tables WHERE kind = 'view'),
            'columns', (SELECT count(*) FROM ekaya.engine_schema_columns),
            'relationships', (SELECT count(*) FROM ekaya.engine_schema_relationships WHERE status = 'accepted'),
            'rejected_relationships', (SELECT count(*) FROM ekaya.engine_schema_relationships WHERE status = 'rejected')))
      INTO result;
    RETURN result;
END
$$;

-- Staleness: every DDL on a table in a schema the engine knows marks the table stale and logs
-- the change. SECURITY DEFINER because the DDL's author cannot write the engine tables; the
-- search_path is pinned and every reference qualified, so nothing of the caller's is resolved.
-- Tables of schemas the engine never analysed, temporary tables and the engine's own are ignored.
CREATE FUNCTION ekaya._mark_stale() RETURNS event_trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    changed oid[];
BEGIN
    IF TG_EVENT = 'sql_drop' THEN
        WITH dropped AS (
            SELECT DISTINCT d.objid, d.schema_name, d.object_identity, d.objsubid, d.address_names
              FROM pg_catalog.pg_event_trigger_dropped_objects() d
             WHERE d.classid = 'pg_catalog.pg_class'::regclass
               AND d.object_type IN ('table', 'foreign table', 'materialized view', 'view', 'table column')
               AND NOT d.is_temporary
        ), logged AS (
            INSERT INTO ekaya.engine_changes (table_oid, schema_name, table_name, change, owner)
            SELECT d.objid, d.schema_name,
                   coalesce((SELECT t.table_name FROM ekaya.engine_schema_tables t WHERE t.table_oid = d.objid),
                            d.address_names[2]),
                   CASE WHEN d.objsubid = 0 THEN 'drop' ELSE 'ddl' END,
                   coalesce((SELECT t.owner FROM ekaya.engine_schema_tables t WHERE t.table_oid = d.objid),
                            (SELECT c.relowner FROM pg_catalog.pg_class c WHERE c.oid = d.objid))
              FROM dropped d
             WHERE d.schema_name <> 'ekaya'
               AND EXISTS (SELECT FROM ekaya.engine_schema_tables t
                            WHERE t.table_oid = d.objid OR t.schema_name = d.schema_name)
            RETURNING table_oid
        )
        SELECT array_agg(table_oid) INTO changed FROM logged;
    ELSE
        WITH cmd AS (
            SELECT c.classid, c.objid FROM pg_catalog.pg_event_trigger_ddl_commands() c
             WHERE NOT c.in_extension
        ), rel AS (
            SELECT cmd.objid AS relid FROM cmd WHERE cmd.classid = 'pg_catalog.pg_class'::regclass
            UNION
            SELECT i.indrelid FROM cmd JOIN pg_catalog.pg_index i ON i.indexrelid = cmd.objid
             WHERE cmd.classid = 'pg_catalog.pg_class'::regclass
            UNION
            SELECT con.conrelid FROM cmd JOIN pg_catalog.pg_constraint con ON con.oid = cmd.objid
             WHERE cmd.classid = 'pg_catalog.pg_constraint'::regclass
            UNION
            SELECT ad.adrelid FROM cmd JOIN pg_catalog.pg_attrdef ad ON ad.oid = cmd.objid
             WHERE cmd.classid = 'pg_catalog.pg_attrdef'::regclass
        ), logged AS (
            INSERT INTO ekaya.engine_changes (table_oid, schema_name, table_name, change, owner)
            SELECT c.oid, n.nspname, c.relname, 'ddl', c.relowner
              FROM rel
              JOIN pg_catalog.pg_class c ON c.oid = rel.relid
              JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
             WHERE c.relkind IN ('r', 'p', 'f', 'm', 'v')
               AND c.relpersistence <> 't'
               AND n.nspname <> 'ekaya'
               AND EXISTS (SELECT FROM ekaya.engine_schema_tables t
                            WHERE t.table_oid = c.oid OR t.schema_name = n.nspname)
            RETURNING table_oid
        )
        SELECT array_agg(table_oid) INTO changed FROM logged;
    END IF;
    -- SKIP LOCKED: a row locked by a publishing run must not hold up the DDL. The change log
    -- entry above is what counts; the flag is a convenience, re-derived after every publish.
    IF changed IS NOT NULL THEN
        UPDATE ekaya.engine_schema_tables t SET stale = true
         WHERE t.table_oid = ANY (ARRAY(SELECT l.table_oid FROM ekaya.engine_schema_tables l
                                         WHERE l.table_oid = ANY (changed) AND NOT l.stale
                                           FOR UPDATE SKIP LOCKED));
    END IF;
END
$$;
-- _reap_jobs stays executable by everyone: status() calls it as the invoker, and all it can do is
-- close jobs whose worker is gone.
REVOKE ALL ON FUNCTION ekaya._mark_stale() FROM PUBLIC;

CREATE EVENT TRIGGER ekaya_mark_stale_ddl ON ddl_command_end EXECUTE FUNCTION ekaya._mark_stale();
CREATE EVENT TRIGGER ekaya_mark_stale_drop ON sql_drop EXECUTE FUNCTION ekaya._mark_stale();
