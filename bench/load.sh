#!/usr/bin/env bash
# bench/load.sh [seconds] [clients]: agents' read functions under concurrency while an analysis
# runs and DDL happens (issue 9). Loopback only, bounded in time. Prints throughput and latency
# percentiles per script and fails when any client saw an error or a deadlock.
#
# Needs the demo database (scripts/demo-db.sh) on the cluster named by the PG* variables.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-60}
clients=${2:-16}
db=${PGDATABASE:-ekaya_demo}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/join_path.sql" <<'SQL'
SELECT count(*) FROM ekaya.get_join_path('billing_engagements', 'accounts');
SQL
cat > "$work/validate.sql" <<'SQL'
SELECT count(*) FROM ekaya.validate_joins('SELECT * FROM orders o JOIN users u ON o.user_id = u.user_id JOIN accounts a ON a.account_id = u.account_id');
SQL
cat > "$work/search.sql" <<'SQL'
SELECT count(*) FROM ekaya.search_columns('order status');
SQL

# background: repeated analyses and DDL on a scratch table, for the whole run
(
  end=$((SECONDS + secs))
  while [ $SECONDS -lt $end ]; do
    psql -X -q -d "$db" -c "SELECT ekaya.analyze(wait => true)" >/dev/null 2>>"$work/bg.err" || true
    psql -X -q -d "$db" -c "CREATE TABLE IF NOT EXISTS load_scratch (id int); ALTER TABLE load_scratch ADD COLUMN IF NOT EXISTS c int; DROP TABLE load_scratch" >/dev/null 2>>"$work/bg.err" || true
  done
) &
bg=$!

pgbench -n -d "$db" -c "$clients" -j 2 -T "$secs" --log --log-prefix="$work/log" \
  -f "$work/join_path.sql@1" -f "$work/validate.sql@1" -f "$work/search.sql@1" > "$work/pgbench.out" 2>&1 || true
wait $bg || true

cat "$work/pgbench.out" | grep -vE '^(pgbench|transaction type|scaling|query mode|number of clients|number of threads|maximum number)' >&2 || true
failed=$( (grep -E 'number of failed transactions' "$work/pgbench.out" || true) | grep -oE '[0-9]+' | head -1)
errors=$(grep -ciE 'error|deadlock' "$work/pgbench.out" || true)
bgerrors=$(grep -ciE 'error|deadlock' "$work/bg.err" 2>/dev/null || true)
tps=$( (grep -E '^tps' "$work/pgbench.out" || true) | head -1 | grep -oE '[0-9]+\.[0-9]+' | head -1)
# per-transaction latencies (µs) from the logs: column 3; script number: column 4
cat "$work"/log.* | awk '{print $4, $3}' | sort -k1,1n -k2,2n > "$work/lat"
echo "load: ${clients} clients, ${secs} s, analysis + DDL in the background"
printf '%-12s %10s %10s %10s %10s\n' script calls median_ms p99_ms max_ms
for id in 0 1 2; do
  name=$(echo "join_path validate search" | cut -d' ' -f$((id + 1)))
  awk -v id=$id '$1 == id {print $2}' "$work/lat" > "$work/l$id"
  n=$(wc -l < "$work/l$id")
  [ "$n" -gt 0 ] || continue
  med=$(sed -n "$(( (n + 1) / 2 ))p" "$work/l$id")
  p99=$(sed -n "$(( (n * 99 + 99) / 100 ))p" "$work/l$id")
  max=$(tail -1 "$work/l$id")
  printf '%-12s %10d %10.3f %10.3f %10.3f\n' "$name" "$n" "$(awk -v v="$med" 'BEGIN{print v/1000}')" \
    "$(awk -v v="$p99" 'BEGIN{print v/1000}')" "$(awk -v v="$max" 'BEGIN{print v/1000}')"
done
echo "throughput: ${tps:-?} tps; failed transactions: ${failed:-0}; error lines: $errors; analysis/DDL errors: ${bgerrors:-0}"
[ "${failed:-0}" -eq 0 ] && [ "$errors" -eq 0 ] && [ "${bgerrors:-0}" -eq 0 ]
