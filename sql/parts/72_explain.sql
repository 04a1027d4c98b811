-- ekaya.explain(sql): the planner's plan for an agent's SELECT, planned and never executed,
-- under validate_sql's rule: planned only when every function in the rewritten statement (views
-- and row-security policies expanded) is built-in or belongs to an extension, the caller may read
-- every relation, none is under row security for the caller or a foreign table, the statement is
-- within validate_sql's size bounds, and with the constant arguments of function calls turned
-- into parameters (so that planning folds nothing). Like validate_sql it has no SET search_path:
-- names resolve as the caller's session resolves them.
CREATE FUNCTION ekaya.explain(sql text) RETURNS jsonb
LANGUAGE c VOLATILE PARALLEL UNSAFE SECURITY INVOKER
AS 'MODULE_PATHNAME', 'ekaya_explain';

COMMENT ON FUNCTION ekaya.explain(text) IS
'{"planned": true, "plan": EXPLAIN (FORMAT JSON) output, "estimated_rows", "findings"} for a read-only SELECT that validate_sql allows and that can be planned without running anyone''s code; otherwise {"planned": false, "reason", "findings"}. Never executes the statement.';
