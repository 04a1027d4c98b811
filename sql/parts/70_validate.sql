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
