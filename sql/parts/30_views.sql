-- Public views: names instead of OIDs, schema-qualified and quoted only where an identifier needs it.

-- Names as quote_ident would print them, so agents can paste them into SQL.
CREATE FUNCTION ekaya.table_name(rel oid) RETURNS text
LANGUAGE sql STABLE STRICT PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT pg_catalog.format('%I.%I', n.nspname, c.relname)
      FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) c.relnamespace
     WHERE c.oid OPERATOR(pg_catalog.=) rel
$$;

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
-- reader may not read.
CREATE FUNCTION ekaya._role_seen(p_table oid, p_attnum int2, p_role text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE WHEN p_role IN ('primary_key', 'foreign_key') THEN p_role
                WHEN EXISTS (SELECT FROM ekaya.engine_schema_relationships r
                              WHERE r.source_table_oid = p_table AND p_attnum = ANY (r.source_attnums)
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

CREATE VIEW ekaya.jobs WITH (security_invoker = true) AS
SELECT j.job_id, pg_catalog.pg_get_userbyid(j.requested_by) AS requested_by, j.database, j.schemas,
       j.status, j.phase, j.tables_done, j.tables_total, j.candidates_checked,
       j.started_at, j.finished_at, j.error, j.skipped, j.degraded,
       j.relationships_verified, j.relationships_to_verify, j.current_table
  FROM ekaya.engine_jobs j;

GRANT SELECT ON ekaya.relationships, ekaya.tables, ekaya.columns, ekaya.jobs TO PUBLIC;
