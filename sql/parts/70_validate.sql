-- Checking an agent's SQL before it runs: validate_joins, validate_sql, repair_hint.
--
-- These three functions deliberately have NO `SET search_path` clause, unlike the rest of the
-- extension. They parse and analyze the caller's SQL with the server's own analyzer, and the
-- names in that SQL must resolve exactly as they will when the caller runs it, that is under the
-- caller's search_path; pinning search_path to pg_catalog would make every unqualified table an
-- "undefined_table". To stay safe without the pin, every query the C code runs internally is
-- fully schema-qualified (ekaya.*, pg_catalog.*) and uses OPERATOR(pg_catalog.=), so an object
-- planted in the caller's search_path cannot capture it. They are SECURITY INVOKER: analysis,
-- catalog suggestions and relationship lookups all see only what the caller may SELECT.
-- Nothing is executed: the statement is parsed and analyzed inside a subtransaction that is
-- rolled back, and validate_sql plans it (never runs it) for a row estimate.

-- The joins of the plain views among p_rels (engine_column_lineage), as relationship rows:
-- a relationship whose every column on one side is copied by a column of the view, with the
-- view and those columns in place of that side; and, of type 'lineage', the view to a table
-- whose primary key it copies. via_view names the view. Read as the caller (validate_rels.c):
-- row security hides the lineage to a base table the caller cannot read, and with it what the
-- view inherits from that table.
CREATE FUNCTION ekaya._view_relationships(p_rels oid[])
RETURNS TABLE(source_table_oid oid, source_columns text[], target_table_oid oid, target_columns text[],
              relationship_type text, status text, rejection_reason text, cardinality text,
              match_rate real, confidence real, relationship_id bigint, via_view oid)
LANGUAGE sql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    WITH v AS (
        SELECT l.table_oid AS view_oid, l.base_table_oid AS base, l.base_column::text AS bcol,
               l.column_name::text AS vcol
          FROM ekaya.engine_column_lineage l
          JOIN pg_catalog.pg_class c ON c.oid = l.table_oid AND c.relkind = 'v'
         WHERE l.table_oid = ANY (p_rels) AND l.base_table_oid IS NOT NULL
    ), sides AS (
        -- through the indexes on either end; nothing is read when no view is involved
        SELECT r.source_table_oid::oid AS src, r.source_columns AS scols, r.target_table_oid::oid AS tgt,
               r.target_columns AS tcols, r.relationship_type, r.status, r.rejection_reason, r.cardinality,
               r.match_rate, r.confidence, r.relationship_id, true AS is_source
          FROM ekaya.engine_schema_relationships r
         WHERE r.source_table_oid IN (SELECT v.base FROM v) AND (SELECT EXISTS (SELECT FROM v))
        UNION ALL
        SELECT r.source_table_oid, r.source_columns, r.target_table_oid, r.target_columns, r.relationship_type,
               r.status, r.rejection_reason, r.cardinality, r.match_rate, r.confidence, r.relationship_id, false
          FROM ekaya.engine_schema_relationships r
         WHERE r.target_table_oid IN (SELECT v.base FROM v) AND (SELECT EXISTS (SELECT FROM v))
        UNION ALL
        -- a table's primary key, joined by the view that copies it (the source side is replaced)
        SELECT k.table_oid, k.columns, k.table_oid, k.columns, 'lineage', 'accepted', NULL, 'N:1', 1, 1,
               NULL, true
          FROM ekaya.engine_schema_keys k
         WHERE k.key_type = 'primary' AND k.table_oid IN (SELECT v.base FROM v)
    )
    SELECT CASE WHEN x.is_source THEN m.view_oid ELSE x.src END, CASE WHEN x.is_source THEN m.vcols ELSE x.scols END,
           CASE WHEN x.is_source THEN x.tgt ELSE m.view_oid END, CASE WHEN x.is_source THEN x.tcols ELSE m.vcols END,
           x.relationship_type, x.status, x.rejection_reason, x.cardinality, x.match_rate, x.confidence,
           x.relationship_id, m.view_oid
      FROM sides x
     CROSS JOIN LATERAL (
           SELECT vv.view_oid,
                  pg_catalog.array_agg((SELECT pg_catalog.min(v.vcol) FROM v
                                         WHERE v.view_oid = vv.view_oid AND v.bcol = k.c
                                           AND v.base = CASE WHEN x.is_source THEN x.src ELSE x.tgt END)
                                       ORDER BY k.o) AS vcols
             FROM (SELECT DISTINCT v.view_oid FROM v
                    WHERE v.base = CASE WHEN x.is_source THEN x.src ELSE x.tgt END) vv
            CROSS JOIN pg_catalog.unnest(CASE WHEN x.is_source THEN x.scols ELSE x.tcols END) WITH ORDINALITY k(c, o)
            GROUP BY vv.view_oid) m
     WHERE pg_catalog.array_position(m.vcols, NULL) IS NULL
$$;

CREATE FUNCTION ekaya.validate_joins(sql text)
RETURNS TABLE(join_no int, left_table text, left_columns text[], right_table text,
              right_columns text[], join_kind text, status text, cardinality text,
              match_rate real, confidence real, message text, suggestion text)
LANGUAGE c VOLATILE PARALLEL UNSAFE SECURITY INVOKER
AS 'MODULE_PATHNAME', 'ekaya_validate_joins';

COMMENT ON FUNCTION ekaya.validate_joins(text) IS
'One row per join in the statement with its status (declared, verified, rejected, unverified, type_mismatch, not_equality, missing_condition), then one row per join that makes an aggregate wrong (fan_trap, chasm_trap, row_loss: join_no is the row of that join, cardinality is left:right), or one row naming why the statement could not be analyzed (syntax_error, undefined_table, undefined_column, ...). Views are reported as themselves, not expanded. Never executes the statement.';

CREATE FUNCTION ekaya.validate_sql(sql text)
RETURNS TABLE(severity text, code text, message text, "position" int, suggestion text)
LANGUAGE c VOLATILE PARALLEL UNSAFE SECURITY INVOKER
AS 'MODULE_PATHNAME', 'ekaya_validate_sql';

COMMENT ON FUNCTION ekaya.validate_sql(text) IS
'Every reason a statement should not run as written: not exactly one statement, parse and name errors with did-you-mean, not read-only, unsafe or volatile functions, missing LIMIT, cartesian products, joins that are not declared or verified, aggregates that a join makes wrong (fan_trap, chasm_trap, row_loss, with the measured cardinality, NULLs or orphans and a rewrite), the business terms it computes (metric) or reads another way (metric_mismatch); plus the planner''s row estimate (planned, never executed).';

CREATE FUNCTION ekaya.repair_hint(sql text, sqlstate text DEFAULT NULL, message text DEFAULT NULL)
RETURNS jsonb
LANGUAGE c VOLATILE PARALLEL UNSAFE SECURITY INVOKER
AS 'MODULE_PATHNAME', 'ekaya_repair_hint';

COMMENT ON FUNCTION ekaya.repair_hint(text, text, text) IS
'Classify a failed statement''s error (fail_fast, retry, repairable) and return the minimal facts to repair it: for 42703 the columns of the table the alias names plus its one-hop neighbours with join conditions, for 42P01 the nearest table names.';
