-- Public views: names instead of OIDs, schema-qualified and quoted only where an identifier needs it.

-- Names as quote_ident would print them, so agents can paste them into SQL.
CREATE FUNCTION ekaya.table_name(rel oid) RETURNS text
LANGUAGE c STABLE STRICT PARALLEL SAFE AS 'MODULE_PATHNAME', 'ekaya_table_name';

CREATE VIEW ekaya.relationships WITH (security_invoker = true) AS
SELECT ekaya.table_name(r.source_table_oid) AS source_table,
       r.source_columns,
       ekaya.table_name(r.target_table_oid) AS target_table,
       r.target_columns,
       r.relationship_type,
       r.cardinality,
       r.confidence,
       r.match_rate,
       r.orphan_count,
       r.status,
       r.rejection_reason,
       r.source_role,
       r.relationship_id,
       r.inference_method,
       r.matched_count,
       r.source_distinct,
       r.target_distinct,
       r.target_coverage,
       r.fk_violated,
       r.source,
       r.evidence OPERATOR(pg_catalog.||) coalesce(
           (SELECT pg_catalog.jsonb_build_object('alternatives',
                       pg_catalog.jsonb_agg(ekaya.table_name(a.alternative_oid) OPERATOR(pg_catalog.||) '.'
                                            OPERATOR(pg_catalog.||) pg_catalog.quote_ident(a.alternative_column)
                                            ORDER BY 1))
              FROM ekaya.engine_relationship_alternatives a
             WHERE a.source_table_oid OPERATOR(pg_catalog.=) r.source_table_oid
               AND a.source_attnums OPERATOR(pg_catalog.=) r.source_attnums
               AND a.target_table_oid OPERATOR(pg_catalog.=) r.target_table_oid
               AND a.target_attnums OPERATOR(pg_catalog.=) r.target_attnums
               AND a.job_id OPERATOR(pg_catalog.=) r.job_id
            HAVING pg_catalog.count(*) OPERATOR(pg_catalog.>) 0), '{}') AS evidence,
       r.stale,
       r.rejected_not_stored
  FROM ekaya.engine_schema_relationships r
 WHERE ekaya.table_name(r.source_table_oid) IS NOT NULL
   AND ekaya.table_name(r.target_table_oid) IS NOT NULL;

-- The role a column plays for the reader: foreign_key when it is the source of an accepted
-- relationship the reader can see (or of a declared constraint), else the role its profile
-- gave it. Computed when read, so that a column does not reveal a relationship to a table the
-- reader may not read. Relationships name their columns (85_column_identity.sql): the column is
-- matched by its current name.
CREATE FUNCTION ekaya._role_seen(p_table oid, p_attnum int2, p_role text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE WHEN p_role IN ('primary_key', 'foreign_key') THEN p_role
                WHEN EXISTS (SELECT FROM ekaya.engine_schema_relationships r
                               JOIN pg_catalog.pg_attribute a
                                 ON a.attrelid = p_table AND a.attnum = p_attnum AND NOT a.attisdropped
                              WHERE r.source_table_oid = p_table AND a.attname::text = ANY (r.source_columns)
                                AND r.status = 'accepted'
                                AND pg_catalog.has_table_privilege(r.target_table_oid, 'SELECT'))
                THEN 'foreign_key'
                ELSE p_role END
$$;

CREATE VIEW ekaya.tables WITH (security_invoker = true) AS
SELECT ekaya.table_name(t.table_oid) AS table_name, t.kind, v.row_count, t.row_count_exact, t.sampled,
       t.primary_key, t.description, t.analyzed_at, t.stale, t.table_oid
  FROM ekaya.engine_schema_tables t
  LEFT JOIN ekaya.engine_table_values v ON v.table_oid OPERATOR(pg_catalog.=) t.table_oid;

CREATE VIEW ekaya.columns WITH (security_invoker = true) AS
SELECT ekaya.table_name(c.table_oid) AS table_name, c.column_name, c.ordinal, c.data_type, c.type_family,
       c.not_null, c.is_primary_key, c.is_unique, c.semantic_type,
       ekaya._role_seen(c.table_oid, c.attnum, c.role) AS role, v.null_fraction,
       v.distinct_count, c.distinct_exact, v.min_value, v.max_value, c.min_length, c.max_length,
       v.enum_values, v.top_values, v.sample_values, c.patterns, c.description, c.sampled,
       c.table_oid, c.attnum
  FROM ekaya.engine_schema_columns c
  LEFT JOIN ekaya.engine_column_values v
         ON v.table_oid OPERATOR(pg_catalog.=) c.table_oid AND v.attnum OPERATOR(pg_catalog.=) c.attnum;

-- A job stored as running whose worker is gone (SIGKILL, crash or server restart) is shown
-- failed / interrupted at once, as status() will close it; reading never writes (src/job.c).
CREATE FUNCTION ekaya._job_gone(job_id bigint, status text, worker_pid integer) RETURNS boolean
LANGUAGE c VOLATILE
SET search_path = pg_catalog, pg_temp
AS 'MODULE_PATHNAME', 'ekaya_job_gone';

CREATE VIEW ekaya.jobs WITH (security_invoker = true) AS
SELECT j.job_id, pg_catalog.pg_get_userbyid(j.requested_by) AS requested_by, j.database, j.schemas,
       CASE WHEN l.gone THEN 'failed' ELSE j.status END AS status,
       CASE WHEN l.gone THEN pg_catalog.concat('interrupted during ', j.phase) ELSE j.phase END AS phase,
       j.tables_done, j.tables_total, j.candidates_checked,
       j.started_at, j.finished_at, CASE WHEN l.gone THEN 'interrupted' ELSE j.error END AS error, j.skipped,
       j.degraded, j.relationships_verified, j.relationships_to_verify, j.current_table
  FROM ekaya.engine_jobs j
  CROSS JOIN LATERAL (SELECT ekaya._job_gone(j.job_id, j.status, j.worker_pid) AS gone) l;

GRANT SELECT ON ekaya.relationships, ekaya.tables, ekaya.columns, ekaya.jobs TO PUBLIC;
