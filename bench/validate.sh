#!/usr/bin/env bash
# validate.sh: speed of validate_joins and validate_sql next to EXPLAIN of the same query, on
# chains of 1, 5, 10 and 20 joins over tables with recorded relationships. Runs against the
# cluster named by the PG* variables, in its own database; each figure is the mean of ITER calls
# in one backend, after a warm-up, so all ratios come from one run.
# Goal (issue 6): validate_joins no slower than EXPLAIN, and under 1 ms at 10 joins.
set -euo pipefail
ITER=${ITER:-2000}
db=ekaya_bench_validate
export PGDATABASE=postgres
psql -X -q -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null
export PGDATABASE=$db
psql -X -q -v ON_ERROR_STOP=1 <<SQL
SET client_min_messages = warning;
CREATE EXTENSION ekaya_ontology;
DO \$\$
BEGIN
  FOR i IN 0..20 LOOP
    EXECUTE format('CREATE TABLE t%s (id int PRIMARY KEY, parent_id int, name text, amount numeric)', i);
    IF i > 0 THEN
      EXECUTE format('INSERT INTO ekaya.engine_schema_relationships (source_table_oid, source_columns, source_attnums,
                        target_table_oid, target_columns, target_attnums, relationship_type, status, cardinality, confidence, match_rate)
                      VALUES (%L::regclass, ''{parent_id}'', ''{2}'', %L::regclass, ''{id}'', ''{1}'', %L, ''accepted'', ''N:1'', 0.9, 0.99)',
                     't' || i, 't' || (i - 1), CASE WHEN i % 2 = 0 THEN 'fk' ELSE 'inferred' END);
    END IF;
  END LOOP;
  UPDATE ekaya.engine_state SET generation = generation + 1;
END \$\$;
CREATE FUNCTION bench_query(n int) RETURNS text LANGUAGE sql AS \$f\$
  SELECT 'SELECT t0.id, t' || n || '.name FROM t0' ||
         string_agg(format(' JOIN t%s ON t%s.parent_id = t%s.id', i, i, i - 1), '' ORDER BY i) ||
         ' WHERE t0.amount > 10 LIMIT 100'
    FROM generate_series(1, n) i
\$f\$;
CREATE FUNCTION bench_us(q text, what text, iter int) RETURNS numeric LANGUAGE plpgsql AS \$f\$
DECLARE t0 timestamptz; r record;
BEGIN
  FOR i IN 1..50 LOOP   -- warm-up
    IF what = 'joins' THEN PERFORM count(*) FROM ekaya.validate_joins(q);
    ELSIF what = 'sql' THEN PERFORM count(*) FROM ekaya.validate_sql(q);
    ELSE FOR r IN EXECUTE 'EXPLAIN ' || q LOOP END LOOP; END IF;
  END LOOP;
  t0 := clock_timestamp();
  FOR i IN 1..iter LOOP
    IF what = 'joins' THEN PERFORM count(*) FROM ekaya.validate_joins(q);
    ELSIF what = 'sql' THEN PERFORM count(*) FROM ekaya.validate_sql(q);
    ELSE FOR r IN EXECUTE 'EXPLAIN ' || q LOOP END LOOP; END IF;
  END LOOP;
  RETURN round(extract(epoch FROM clock_timestamp() - t0) * 1e6 / iter, 1);
END \$f\$;
SQL
echo "validate_joins / validate_sql vs EXPLAIN, mean microseconds per call over $ITER calls"
psql -X -q <<SQL
WITH r AS (
  SELECT n, bench_us(bench_query(n), 'explain', $ITER) AS explain_us,
            bench_us(bench_query(n), 'joins', $ITER) AS validate_joins_us,
            bench_us(bench_query(n), 'sql', $ITER) AS validate_sql_us
    FROM unnest(ARRAY[1, 5, 10, 20]) n)
SELECT n AS joins, explain_us, validate_joins_us, validate_sql_us,
       round(validate_joins_us / explain_us, 2) AS joins_ratio,
       round(validate_sql_us / explain_us, 2) AS sql_ratio,
       CASE WHEN validate_joins_us <= explain_us AND (n <> 10 OR validate_joins_us < 1000) THEN 'ok' ELSE 'MISS' END AS goal
  FROM r ORDER BY n;
SELECT count(*) AS rows_at_10_joins, count(*) FILTER (WHERE status IN ('declared', 'verified')) AS verified
  FROM ekaya.validate_joins(bench_query(10));
SQL
