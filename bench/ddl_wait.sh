#!/usr/bin/env bash
# bench/ddl_wait.sh: how long users' DDL waits for a running analysis.
#
# Why: an analysis reads under AccessShareLock, which only ACCESS EXCLUSIVE DDL (ALTER TABLE,
# DROP TABLE, TRUNCATE) conflicts with; such DDL must not wait for a whole read, because
# every later query on the table queues behind it. The analysis gives way instead
# (src/ddl_yield.c): its reads stop within about 100 ms and are retried later. This bench
# times `ALTER TABLE ... ADD COLUMN` plus `DROP COLUMN` on a big table three ways, in one run:
#   idle            no analysis running (the baseline)
#   profiling       while the analysis profiles that table
#   verifying       while the analysis verifies a relationship by scanning that table
#   verifying (SQL) the same with ekaya.work_mem = 1MB, too small for the target's key set,
#                   so that the scan is the SQL-join fallback
# and prints each as a ratio to the baseline, with the job's outcome, beside the time of one
# plain scan of the table (what the DDL would wait behind a read that did not give way).
# No assertion: it prints.
#
# Usage: bench/ddl_wait.sh [rows]          (default 20000000 rows in the big table)
# Environment: PGHOST, PGPORT, PGUSER ... a superuser on a running cluster with the extension
# installed; BENCH_KEEP=1 keeps the database.
set -uo pipefail

rows=${1:-20000000}
db=bench_ddl_wait
PSQL=(env "PGOPTIONS=${PGOPTIONS:-} -c client_min_messages=warning" psql -X -q -At -v ON_ERROR_STOP=1)

now() { date +%s.%N; }
ddl() {	# prints the seconds one ADD COLUMN + DROP COLUMN took
  local s e
  s=$(now)
  "${PSQL[@]}" -d "$db" -c "SET lock_timeout = '60s'" \
    -c "ALTER TABLE big_lines ADD COLUMN bench_tmp int" -c "ALTER TABLE big_lines DROP COLUMN bench_tmp" >/dev/null || return 1
  e=$(now)
  awk -v a="$s" -v b="$e" 'BEGIN { printf "%.3f", b - a }'
}
wait_for() {	# SQL that returns t once the moment has come; gives up after 60 s
  local i
  for i in $(seq 1 6000); do
    [ "$("${PSQL[@]}" -d "$db" -c "$1")" = t ] && return 0
    sleep 0.01
  done
  return 1
}
during() {	# label, SQL that says the analysis is reading big_lines in that phase[, ekaya.work_mem]
  local job t out
  # a sample of a quarter of the table, so that profiling it lasts long enough to be seen
  job=$("${PSQL[@]}" -d "$db" -c "SET ekaya.sample_rows = $((rows / 4))" -c "SET ekaya.work_mem = '${3:-64MB}'" \
        -c "SELECT ekaya.analyze()")
  if ! wait_for "$2"; then
    echo "$1 - - (the phase was not seen)"; return
  fi
  t=$(ddl)
  wait_for "SELECT status <> 'running' FROM ekaya.engine_jobs WHERE job_id = $job" >/dev/null
  out=$("${PSQL[@]}" -d "$db" -c "SELECT status || ', ' || (stats->>'verify_queries') || ' verification queries, '
                                         || skipped::text FROM ekaya.engine_jobs WHERE job_id = $job")
  echo "$1 $t $out"
}

"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || exit 1
"${PSQL[@]}" -d "$db" >/dev/null <<SQL || { echo "ddl_wait bench: setup failed"; exit 1; }
-- keys 100 apart: a bitmap of their range (1.9 MB) fits the default ekaya.work_mem, not 1MB
CREATE TABLE accounts (account_id int PRIMARY KEY, name text);
INSERT INTO accounts SELECT 100 * g, 'account ' || g FROM generate_series(1, 150000) g;
CREATE UNLOGGED TABLE big_lines AS
  SELECT (100 * (1 + (g * 7919) % 150000))::int AS account_id, g % 1000 AS amount
  FROM generate_series(1::bigint, $rows) g;
VACUUM ANALYZE;
CREATE EXTENSION ekaya_ontology;
SQL

base=$(ddl)
# what a read that did not give way would make the DDL wait: one pass over the table
s=$(now); "${PSQL[@]}" -d "$db" -c "SELECT count(*) FROM big_lines" >/dev/null; e=$(now)
scan=$(awk -v a="$s" -v b="$e" 'BEGIN { printf "%.3f", b - a }')
prof=$(during profiling "SELECT EXISTS (SELECT 1 FROM pg_stat_activity
                                         WHERE backend_type = 'ekaya_ontology analysis' AND query LIKE '%profiling public.big_lines%')")
ver=$(during verifying "SELECT EXISTS (SELECT 1 FROM pg_stat_activity
                                        WHERE backend_type = 'parallel worker' AND query LIKE '%_orphans%big_lines%')")
sql=$(during "verifying(SQL)" "SELECT EXISTS (SELECT 1 FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
                                        WHERE a.backend_type = 'ekaya_ontology analysis'
                                          AND a.query LIKE '%discovering%' AND l.relation = 'big_lines'::regclass)" 1MB)

echo
echo "DDL on a $rows-row table while an analysis reads it (seconds; ratio to the same DDL on an idle table)"
printf '%-12s %8s %7s  %s\n' phase seconds ratio "job"
printf '%-12s %8s %7s  %s\n' idle "$base" 1.00 "-"
printf '%-12s %8s %7s  %s\n' "(one scan)" "$scan" "$(awk -v x="$scan" -v y="$base" 'BEGIN { printf "%.2f", x / y }')" \
  "what the DDL would wait behind a read that did not give way"
for line in "$prof" "$ver" "$sql"; do
  read -r phase secs rest <<<"$line"
  ratio=$(awk -v x="$secs" -v y="$base" 'BEGIN { if (x == "-" || y + 0 == 0) print "n/a"; else printf "%.2f", x / y }')
  printf '%-12s %8s %7s  %s\n' "$phase" "$secs" "$ratio" "$rest"
done
[ "${BENCH_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
