#!/usr/bin/env bash
# bench/discovery.sh: how fast relationship discovery is, as ratios on a TPC-H-shaped database.
#
# Why ratios: absolute times depend on the machine; what the design promises
# is relative.  For each scale factor it generates bench/tpch_gen.sql into a
# fresh database (no foreign keys), runs VACUUM ANALYZE and measures, in one run:
#   (a) SELECT ekaya.analyze(wait => true)                       wall time
#   (b) one sequential pass over every table (SELECT count(*) per table,
#       a plain heap scan: parallel workers and index-only
#       scans off; summed; after one untimed warm-up pass)
#   (c) the per-pair SQL approach the engine replaces: for every
#       type-compatible (source column, single-column unique target) pair
#       from the catalog, one LEFT JOIN query counting distinct and matched
#       values.  Each query is capped by a statement_timeout; once a pair
#       times out, or the total exceeds a budget, the remaining pairs are
#       timed on a TABLESAMPLE SYSTEM (10%) of the source and scaled up --
#       the table says how many pairs were extrapolated.
# Goal (issue 3): a/b <= 2 and c/a >= 20 at SF 1.  No assertion: it prints.
# It also samples the private memory (RssAnon, every 0.1 s) of the backend
# running the analysis and of any server process started during it (a
# background worker), when the server runs on this machine.
#
# Usage: bench/discovery.sh [sf ...]          (default: 0.1 1)
# Environment:
#   PGHOST, PGPORT, PGUSER ...   a superuser on a running cluster with the extension installed
#   BENCH_PAIR_TIMEOUT           seconds per (c) query before extrapolating (default 120)
#   BENCH_C_BUDGET               seconds for all of (c) before extrapolating the rest (default 900)
#   BENCH_SAMPLE_PCT             sample size for extrapolated pairs, percent (default 10)
#   BENCH_REUSE=1                reuse an already generated bench_tpch_sf* database
#   BENCH_KEEP=1                 keep the databases (default: drop them at the end)
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
pair_timeout=${BENCH_PAIR_TIMEOUT:-120}
c_budget=${BENCH_C_BUDGET:-900}
sample_pct=${BENCH_SAMPLE_PCT:-10}
sfs=("$@")
[ ${#sfs[@]} -eq 0 ] && sfs=(0.1 1)

PSQL=(env "PGOPTIONS=${PGOPTIONS:-} -c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1)
tmp=$(mktemp -d)
monitor_pid=
cleanup() { [ -n "$monitor_pid" ] && kill "$monitor_pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

now() { date +%s.%N; }
sub() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
# Sum of the "Time: N ms" lines psql's \timing printed, in seconds.
timing_sum() { awk '/^Time: / { s += $2 } END { printf "%.3f", s / 1000 }' "$1"; }
ratio() { awk -v x="$1" -v y="$2" 'BEGIN { if (x == "" || y == "" || y + 0 == 0) print "n/a"; else printf "%.2f", x / y }'; }

if ! "${PSQL[@]}" -d postgres -c 'SELECT 1' >/dev/null 2>"$tmp/conn"; then
  echo "discovery bench: cannot connect to PostgreSQL:"; cat "$tmp/conn"; exit 1
fi

# Sample RssAnon of the given backend, of server processes that were not
# running when the sampling started (parallel or background workers) and of
# any server process whose title mentions ekaya; write "peak_kb pid title"
# lines, highest first, to $2.
monitor() {
  local backend=$1 out=$2 stop=$3 postmaster p kb
  postmaster=$(awk '/^PPid:/ { print $2 }' "/proc/$backend/status" 2>/dev/null)
  local before
  before=" $(pgrep -P "$postmaster" | tr '\n' ' ') "
  declare -A peak
  while [ ! -e "$stop" ]; do
    for p in "$backend" $(pgrep -P "$postmaster"); do
      if [ "$p" != "$backend" ] && [[ "$before" == *" $p "* ]]; then
        grep -qi ekaya "/proc/$p/cmdline" 2>/dev/null || continue   # an ekaya worker started earlier
      fi
      kb=$(awk '/^RssAnon:/ { print $2 }' "/proc/$p/status" 2>/dev/null)
      [ -n "$kb" ] || continue
      if [ -z "${peak[$p]:-}" ] || [ "$kb" -gt "${peak[$p]}" ]; then
        peak[$p]=$kb
        echo "$kb $p $(tr '\0' ' ' <"/proc/$p/cmdline" 2>/dev/null)" >>"$out.raw"
      fi
    done
    sleep 0.1
  done
  # keep the last (highest) sample per pid
  [ -f "$out.raw" ] && awk '{ line[$2] = $0 } END { for (p in line) print line[p] }' "$out.raw" | sort -rn >"$out"
}

declare -a rows
for sf in "${sfs[@]}"; do
  db="bench_tpch_sf$(echo "$sf" | tr '.' '_')"
  echo "== SF $sf (database $db)"
  if [ "${BENCH_REUSE:-0}" = 1 ] && "${PSQL[@]}" -d "$db" -Atc "SELECT 1 FROM lineitem LIMIT 1" >/dev/null 2>&1; then
    echo "  reusing the generated database"
  else
    "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || exit 1
    t0=$(now)
    "${PSQL[@]}" -d "$db" -v sf="$sf" -f "$here/tpch_gen.sql" >/dev/null || { echo "  generation failed"; exit 1; }
    t1=$(now)
    "${PSQL[@]}" -d "$db" -c "VACUUM ANALYZE" || exit 1
    echo "  generated in $(sub "$t0" "$t1") s, VACUUM ANALYZE $(sub "$t1" "$(now)") s"
  fi
  "${PSQL[@]}" -d "$db" -Atc "SELECT format('  %s rows, %s', sum(n_live_tup), pg_size_pretty(sum(pg_total_relation_size(relid))))
                              FROM pg_stat_user_tables WHERE schemaname = 'public'"

  tables=$("${PSQL[@]}" -d "$db" -Atc "
    SELECT format('%I.%I', n.nspname, c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'm') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'ekaya') AND n.nspname NOT LIKE 'pg\_%'
    ORDER BY 1")
  {
    echo "SET max_parallel_workers_per_gather = 0;"
    echo "SET enable_indexonlyscan = off; SET enable_indexscan = off; SET enable_bitmapscan = off;"
    printf '%s\n' '\timing on'
    for t in $tables; do echo "SELECT count(*) FROM $t;"; done
  } >"$tmp/b.sql"

  # warm-up pass, untimed: (a) and (b) both start from a warm cache
  "${PSQL[@]}" -d "$db" -f "$tmp/b.sql" >/dev/null

  # ---- (a) the analysis ----
  a=
  peak_mb=n/a
  if ! "${PSQL[@]}" -d "$db" -c "CREATE EXTENSION IF NOT EXISTS ekaya_ontology" >"$tmp/ext" 2>&1; then
    echo "  (a) skipped: $(head -1 "$tmp/ext")"
  else
    rm -f "$tmp/pid" "$tmp/stop" "$tmp/mem" "$tmp/mem.raw"
    cat >"$tmp/a.sql" <<SQL
\o $tmp/pid
SELECT pg_backend_pid();
\o
\timing on
SELECT ekaya.analyze(wait => true) AS job_id \gset
\timing off
SELECT 'job ' || :job_id;
SELECT 'ekaya.work_mem ' || coalesce(current_setting('ekaya.work_mem', true), '(not set)');
SELECT 'VmHWM ' || (regexp_match(pg_read_file('/proc/' || pg_backend_pid() || '/status'), 'VmHWM:\s+(\d+ kB)'))[1];
SELECT 'job row ' || to_jsonb(j)::text FROM ekaya.engine_jobs j WHERE j.job_id = :job_id;
SQL
    "${PSQL[@]}" -At -d "$db" -f "$tmp/a.sql" >"$tmp/a.out" 2>&1 &
    apid=$!
    for _ in $(seq 100); do [ -s "$tmp/pid" ] && break; sleep 0.05; done
    backend=$(tr -dc 0-9 <"$tmp/pid" 2>/dev/null)
    if [ -n "$backend" ] && [ -r "/proc/$backend/status" ]; then
      monitor "$backend" "$tmp/mem" "$tmp/stop" &
      monitor_pid=$!
    fi
    wait "$apid"; arc=$?
    if [ -n "$monitor_pid" ]; then touch "$tmp/stop"; wait "$monitor_pid"; monitor_pid=; fi
    if [ $arc -ne 0 ]; then
      echo "  (a) analysis failed:"; sed 's/^/    /' "$tmp/a.out"
    else
      a=$(timing_sum "$tmp/a.out")
      echo "  (a) ekaya.analyze: $a s"
      grep -E '^(job|ekaya.work_mem|VmHWM)' "$tmp/a.out" | sed 's/^/      /'
      if [ -s "$tmp/mem" ]; then
        peak_mb=$(awk 'NR == 1 { printf "%.1f", $1 / 1024 }' "$tmp/mem")
        awk -v b="$backend" '$2 == b { printf "      peak private memory (RssAnon) of the analysing backend %s: %.1f MB\n", $2, $1 / 1024 }
                              $2 != b { $1 = sprintf("%.1f MB", $1 / 1024); print "      other server process: " $0 }' "$tmp/mem"
      else
        echo "      peak memory: not measurable (server not on this machine)"
      fi
    fi
  fi

  # ---- (b) one sequential pass ----
  "${PSQL[@]}" -d "$db" -f "$tmp/b.sql" >"$tmp/b.out" || exit 1
  b=$(timing_sum "$tmp/b.out")
  echo "  (b) one sequential pass over $(echo "$tables" | wc -w) tables: $b s"

  # ---- (c) one LEFT JOIN per candidate pair ----
  "${PSQL[@]}" -d "$db" -At -F $'\t' >"$tmp/pairs" <<'SQL'
WITH cols AS (
    SELECT c.oid AS relid, n.nspname, c.relname, a.attname, a.attnum, c.reltuples,
           CASE WHEN a.atttypid IN ('int2'::regtype, 'int4'::regtype, 'int8'::regtype) THEN 'int'
                WHEN a.atttypid IN ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype) THEN 'text'
                WHEN a.atttypid = 'uuid'::regtype THEN 'uuid' END AS fam
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'ekaya') AND n.nspname NOT LIKE 'pg\_%'
), targets AS (
    SELECT DISTINCT cols.* FROM cols
    JOIN pg_index i ON i.indrelid = cols.relid AND i.indisunique AND i.indnkeyatts = 1
                   AND i.indkey[0] = cols.attnum
)
SELECT format('%s.%s -> %s.%s', s.relname, s.attname, t.relname, t.attname),
       format('SELECT count(DISTINCT s.%I), count(DISTINCT t.%I) FROM %I.%I s LEFT JOIN %I.%I t ON s.%I = t.%I',
              s.attname, t.attname, s.nspname, s.relname, t.nspname, t.relname, s.attname, t.attname)
FROM cols s
JOIN targets t ON t.fam = s.fam AND (t.relid, t.attnum) <> (s.relid, s.attnum)
WHERE s.fam IS NOT NULL
ORDER BY s.reltuples, 1;
SQL
  npairs=$(wc -l <"$tmp/pairs")
  c_measured=0; c_extra=0; n_measured=0; n_extra=0; extrapolating=0
  while IFS=$'\t' read -r name q; do
    if [ "$extrapolating" = 0 ]; then
      if out=$("${PSQL[@]}" -d "$db" -At -c "SET statement_timeout = '${pair_timeout}s'" -c '\timing on' -c "$q" 2>&1); then
        c_measured=$(awk -v s="$c_measured" -v t="$(echo "$out" | awk '/^Time: / { print $2 / 1000 }')" 'BEGIN { printf "%.3f", s + t }')
        n_measured=$((n_measured + 1))
        awk -v c="$c_measured" -v b="$c_budget" 'BEGIN { exit !(c > b) }' && extrapolating=1 &&
          echo "  (c) budget of ${c_budget}s spent: extrapolating the remaining pairs"
        continue
      fi
      echo "  (c) $name exceeded ${pair_timeout}s: extrapolating it and the remaining pairs"
      extrapolating=1
    fi
    qs=${q/ s LEFT JOIN/ s TABLESAMPLE SYSTEM ($sample_pct) LEFT JOIN}
    out=$("${PSQL[@]}" -d "$db" -At -c "SET statement_timeout = '${pair_timeout}s'" -c '\timing on' -c "$qs" 2>&1) ||
      { echo "  (c) $name: even the ${sample_pct}% sample failed: $out"; continue; }
    c_extra=$(awk -v p="$sample_pct" -v s="$c_extra" -v t="$(echo "$out" | awk '/^Time: / { print $2 / 1000 }')" 'BEGIN { printf "%.3f", s + (100 / p) * t }')
    n_extra=$((n_extra + 1))
  done <"$tmp/pairs"
  c=$(awk -v x="$c_measured" -v y="$c_extra" 'BEGIN { printf "%.3f", x + y }')
  echo "  (c) per-pair SQL: $npairs pairs, $c s ($n_measured measured: $c_measured s; $n_extra extrapolated from ${sample_pct}% samples: $c_extra s)"

  ab=$(ratio "$a" "$b"); ca=$(ratio "$c" "$a")
  goal=$(awk -v ab="$ab" -v ca="$ca" 'BEGIN {
           if (ab == "n/a") { print "n/a"; exit }
           printf "a/b<=2 %s, c/a>=20 %s", (ab + 0 <= 2 ? "met" : "NOT met"), (ca + 0 >= 20 ? "met" : "NOT met") }')
  note=$([ "$n_extra" -gt 0 ] && echo " (c partly extrapolated)")
  rows+=("$(printf '%-6s %10s %10s %10s %8s %8s %9s   %s%s' "$sf" "${a:-n/a}" "$b" "$c" "$ab" "$ca" "$peak_mb" "$goal" "$note")")

  [ "${BENCH_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
done

echo
echo "Discovery bench (seconds; goal at SF 1: a/b <= 2 and c/a >= 20;"
echo "peak MB: largest private memory (RssAnon) of a process doing the analysis)"
printf '%-6s %10s %10s %10s %8s %8s %9s   %s\n' sf "a" "b" "c" "a/b" "c/a" "peak MB" goal
for r in "${rows[@]}"; do echo "$r"; done
