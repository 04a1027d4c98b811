#!/usr/bin/env bash
# test/memory/run.sh: many calls (2,000 in make test, EKAYA_MEMORY_CALLS=10000 for the full check) of each agent-facing SQL function in one session keep the
# backend's memory flat (issue 9). Memory is the sum of pg_backend_memory_contexts after a
# warm-up of 200 calls and after 10,000 more; growth above 1 MB fails (a leak of a few hundred
# bytes per call shows up as several MB). Runs against the demo database (PG* variables).
set -uo pipefail
db=${PGDATABASE:-ekaya_demo}
calls=${EKAYA_MEMORY_CALLS:-2000}
limit_kb=${EKAYA_MEMORY_LIMIT_KB:-1024}
passed=0; failed=0

check() {	# signature-for-to_regprocedure, statement
  local sig=$1 stmt=$2
  if [ "$(psql -X -qAt -d "$db" -c "SELECT to_regprocedure('$sig') IS NOT NULL")" != t ]; then
    echo "skipped: $sig is not installed"
    return
  fi
  local out
  out=$(psql -X -qAt -d "$db" -v ON_ERROR_STOP=1 <<SQL 2>&1
SET client_min_messages = warning;
DO \$\$ BEGIN FOR i IN 1..200 LOOP PERFORM count(*) FROM ($stmt) s; END LOOP; END \$\$;
SELECT sum(total_bytes) AS before FROM pg_backend_memory_contexts \gset
DO \$\$ BEGIN FOR i IN 1..$calls LOOP PERFORM count(*) FROM ($stmt) s; END LOOP; END \$\$;
SELECT ((sum(total_bytes) - :before) / 1024)::bigint FROM pg_backend_memory_contexts;
SQL
)
  local grew
  grew=$(echo "$out" | tail -1)
  if [[ "$grew" =~ ^-?[0-9]+$ ]] && [ "$grew" -le "$limit_kb" ]; then
    echo "ok: $sig: memory grew ${grew} kB over $calls calls"
    passed=$((passed + 1))
  else
    echo "FAILED: $sig: ${out//$'\n'/ }"
    failed=$((failed + 1))
  fi
}

check 'ekaya.get_join_path(text,text,integer,integer)' "SELECT * FROM ekaya.get_join_path('billing_engagements', 'accounts')"
check 'ekaya.plan_joins(text[])' "SELECT * FROM ekaya.plan_joins(ARRAY['orders', 'products'])"
check 'ekaya.validate_joins(text)' "SELECT * FROM ekaya.validate_joins('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id')"
check 'ekaya.validate_sql(text)' "SELECT * FROM ekaya.validate_sql('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id')"
check 'ekaya.search_columns(text,text,text[],integer)' "SELECT * FROM ekaya.search_columns('order status')"
check 'ekaya.resolve_entity(text,text)' "SELECT ekaya.resolve_entity('customer')"
check 'ekaya.get_table_details(text[],boolean)' "SELECT ekaya.get_table_details(ARRAY['orders'])"
check 'ekaya.ontology_context(text)' "SELECT ekaya.ontology_context()"
check 'ekaya.repair_hint(text,text,text)' "SELECT ekaya.repair_hint('SELECT o.nope FROM orders o', '42703', 'column o.nope does not exist')"
check 'ekaya.status()' "SELECT ekaya.status()"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
