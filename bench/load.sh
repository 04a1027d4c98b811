#!/usr/bin/env bash
# bench/load.sh [seconds] [clients]: every function an agent calls, under concurrency, while an
# analysis runs and DDL happens (issues 9 and 15). Loopback only, bounded in time. Prints one
# table of calls and latency percentiles (p50 / p95 / p99 / max, ms) per agent call, and fails
# when any client saw an error or a deadlock.
#
# Each agent call is one pgbench script of equal weight, so every call is measured under the
# same mix. The budget (EKAYA_LOAD_P99_MS, default 50 ms) is reported per call; with
# EKAYA_LOAD_STRICT=1 a call over budget also fails the run. EKAYA_LOAD_BACKGROUND=0 leaves the
# analysis / DDL loop out (the calls alone).
#
# Needs the demo database (scripts/demo-db.sh) on the cluster named by the PG* variables.
set -uo pipefail
secs=${1:-60}
clients=${2:-16}
db=${PGDATABASE:-ekaya_demo}
budget=${EKAYA_LOAD_P99_MS:-50}
background=${EKAYA_LOAD_BACKGROUND:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name|statement, in the order of the table
calls=(
  "get_join_path|SELECT count(*) FROM ekaya.get_join_path('billing_engagements', 'accounts');"
  "plan_joins|SELECT count(*) FROM ekaya.plan_joins(ARRAY['order_items', 'users', 'accounts']);"
  "validate_joins|SELECT count(*) FROM ekaya.validate_joins('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id JOIN accounts a ON a.account_id = u.account_id');"
  "validate_sql|SELECT count(*) FROM ekaya.validate_sql('SELECT o.status, u.email FROM orders o JOIN users u ON u.user_id = o.user_id WHERE o.status = ''shipped'' LIMIT 10');"
  "repair_hint|SELECT ekaya.repair_hint('SELECT o.stat FROM orders o', '42703', 'column o.stat does not exist') IS NOT NULL;"
  "search_columns|SELECT count(*) FROM ekaya.search_columns('order status');"
  "resolve_entity|SELECT ekaya.resolve_entity('customer', 'orders placed last month') IS NOT NULL;"
  "get_table_details|SELECT pg_catalog.length(ekaya.get_table_details(ARRAY['orders', 'users'])::text);"
  "ontology_context|SELECT pg_catalog.length(ekaya.ontology_context('summary')::text);"
  "get_neighbors|SELECT count(*) FROM ekaya.get_neighbors('orders', 2);"
  "graph_stats|SELECT pg_catalog.length(ekaya.graph_stats()::text);"
  "status|SELECT pg_catalog.length(ekaya.status()::text);"
)
args=()
for i in "${!calls[@]}"; do
  echo "${calls[$i]#*|}" > "$work/s$i.sql"
  args+=(-f "$work/s$i.sql@1")
done

# background: repeated analyses and DDL on a scratch table, for the whole run
bg=
if [ "$background" = 1 ]; then
  (
    end=$((SECONDS + secs))
    while [ $SECONDS -lt $end ]; do
      psql -X -q -d "$db" -c "SELECT ekaya.analyze(wait => true)" >/dev/null 2>>"$work/bg.err" || true
      psql -X -q -d "$db" -c "CREATE TABLE IF NOT EXISTS load_scratch (id int); ALTER TABLE load_scratch ADD COLUMN IF NOT EXISTS c int; DROP TABLE load_scratch" >/dev/null 2>>"$work/bg.err" || true
    done
  ) &
  bg=$!
fi

pgbench -n -d "$db" -c "$clients" -j 2 -T "$secs" --log --log-prefix="$work/log" "${args[@]}" \
  > "$work/pgbench.out" 2>&1 || true
[ -n "$bg" ] && { wait "$bg" || true; }

grep -vE '^(pgbench|transaction type|scaling|query mode|number of clients|number of threads|maximum number|SQL script|  - |batch size| - )' \
  "$work/pgbench.out" | grep -iE 'error|deadlock|abort' >&2 || true
failed=$( (grep -E 'number of failed transactions' "$work/pgbench.out" || true) | grep -oE '[0-9]+' | head -1)
errors=$(grep -ciE 'error|deadlock' "$work/pgbench.out" || true)
bgerrors=$(grep -ciE 'error|deadlock' "$work/bg.err" 2>/dev/null || true)
tps=$( (grep -E '^tps' "$work/pgbench.out" || true) | head -1 | grep -oE '[0-9]+\.[0-9]+' | head -1)
# per-transaction latencies (µs) from the logs: column 3; script number: column 4
cat "$work"/log.* | awk '{print $4, $3}' | sort -k1,1n -k2,2n > "$work/lat"
echo "load: ${clients} clients, ${secs} s, $([ "$background" = 1 ] && echo 'analysis + DDL in the background' || echo 'no background work'), $(nproc) cores"
printf '%-18s %8s %9s %9s %9s %9s  %s\n' call calls p50_ms p95_ms p99_ms max_ms "p99<${budget}ms"
over=0
for i in "${!calls[@]}"; do
  name=${calls[$i]%%|*}
  awk -v id="$i" '$1 == id {print $2}' "$work/lat" > "$work/l$i"
  n=$(wc -l < "$work/l$i")
  if [ "$n" -eq 0 ]; then printf '%-18s %8d\n' "$name" 0; over=$((over + 1)); continue; fi
  pct() { sed -n "$(( (n * $1 + 99) / 100 ))p" "$work/l$i"; }
  ms() { awk -v v="$1" 'BEGIN { printf "%.1f", v / 1000 }'; }
  p99=$(pct 99)
  ok=$(awk -v v="$p99" -v b="$budget" 'BEGIN { print (v / 1000 < b) ? "yes" : "NO" }')
  [ "$ok" = yes ] || over=$((over + 1))
  printf '%-18s %8d %9s %9s %9s %9s  %s\n' "$name" "$n" "$(ms "$(pct 50)")" "$(ms "$(pct 95)")" \
    "$(ms "$p99")" "$(ms "$(tail -1 "$work/l$i")")" "$ok"
done
echo "throughput: ${tps:-?} tps; failed transactions: ${failed:-0}; error lines: $errors; analysis/DDL errors: ${bgerrors:-0}; calls over the p99 budget: $over"
[ "${failed:-0}" -eq 0 ] && [ "$errors" -eq 0 ] && [ "${bgerrors:-0}" -eq 0 ] \
  && { [ "${EKAYA_LOAD_STRICT:-0}" != 1 ] || [ "$over" -eq 0 ]; }
