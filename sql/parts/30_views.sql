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
       r.evidence
  FROM ekaya.engine_schema_relationships r
 WHERE ekaya.table_name(r.source_table_oid) IS NOT NULL
   AND ekaya.table_name(r.target_table_oid) IS NOT NULL;

CREATE VIEW ekaya.tables WITH (security_invoker = true) AS
SELECT ekaya.table_name(t.table_oid) AS table_name, t.kind, t.row_count, t.row_count_exact, t.sampled,
       t.primary_key, t.description, t.analyzed_at, t.stale, t.table_oid
  FROM ekaya.engine_schema_tables t;

CREATE VIEW ekaya.columns WITH (security_invoker = true) AS
SELECT ekaya.table_name(c.table_oid) AS table_name, c.column_name, c.ordinal, c.data_type, c.type_family,
       c.not_null, c.is_primary_key, c.is_unique, c.semantic_type, c.role, c.null_fraction,
       c.distinct_count, c.distinct_exact, c.min_value, c.max_value, c.min_length, c.max_length,
       c.enum_values, c.top_values, c.sample_values, c.patterns, c.description, c.sampled,
       c.table_oid, c.attnum
  FROM ekaya.engine_schema_columns c;

CREATE VIEW ekaya.jobs WITH (security_invoker = true) AS
SELECT j.job_id, pg_catalog.pg_get_userbyid(j.requested_by) AS requested_by, j.database, j.schemas,
       j.status, j.phase, j.tables_done, j.tables_total, j.candidates_checked,
       j.started_at, j.finished_at, j.error, j.skipped
  FROM ekaya.engine_jobs j;

GRANT SELECT ON ekaya.relationships, ekaya.tables, ekaya.columns, ekaya.jobs TO PUBLIC;
