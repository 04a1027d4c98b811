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
#   BENCH_C_BUDGET               seconds for all of (c) before extrapolating the rest (default 900;
#                                0 leaves (c) out)
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

cleanup() { rm -rf "$tmp"; }
trap cleanup EXIT

. "$here/lib.sh"

if ! "${PSQL[@]}" -d postgres -c 'SELECT 1' >/dev/null 2>"$tmp/conn"; then
  echo "discovery bench: cannot connect to PostgreSQL:"; cat "$tmp/conn"; exit 1
fi

declare -a rows
for sf in "${sfs[@]}"; do
  db="bench_tpch_sf$(echo "$sf" | tr '.' '_')"
  echo "== SF $sf (database $db)"
  generate_db "$db" "$here/tpch_gen.sql" "$sf" lineitem || exit 1

  one_pass_sql "$db" "$tmp/b.sql"
  # warm-up pass, untimed: (a) and (b) both start from a warm cache
  "${PSQL[@]}" -d "$db" -f "$tmp/b.sql" >/dev/null

  # ---- (a) the analysis ----
  measure_analysis "$db" "$tmp"

  # ---- (b) one sequential pass ----
  "${PSQL[@]}" -d "$db" -f "$tmp/b.sql" >"$tmp/b.out" || exit 1
  b=$(timing_sum "$tmp/b.out")
  echo "  (b) one sequential pass over $(grep -c 'count(\*)' "$tmp/b.sql") tables: $b s"

  # ---- (c) one LEFT JOIN per candidate pair (BENCH_C_BUDGET=0: not measured) ----
  c=; n_extra=0
  if [ "$c_budget" != 0 ]; then
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
  fi

  ab=$(ratio "$a" "$b"); ca=$(ratio "$c" "$a")
  goal=$(awk -v ab="$ab" -v ca="$ca" 'BEGIN {
           if (ab == "n/a") { print "n/a"; exit }
           printf "a/b<=2 %s, c/a>=20 %s", (ab + 0 <= 2 ? "met" : "NOT met"), (ca == "n/a" ? "n/a" : ca + 0 >= 20 ? "met" : "NOT met") }')
  note=$([ "$n_extra" -gt 0 ] && echo " (c partly extrapolated)")
  rows+=("$(printf '%-6s %10s %10s %10s %8s %8s %9s   %s%s' "$sf" "${a:-n/a}" "$b" "$c" "$ab" "$ca" "$peak_mb" "$goal" "$note")")

  [ "${BENCH_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
done

echo
echo "Discovery bench (seconds; goal at SF 1: a/b <= 2 and c/a >= 20;"
echo "peak MB: largest private memory (RssAnon) of a process doing the analysis)"
printf '%-6s %10s %10s %10s %8s %8s %9s   %s\n' sf "a" "b" "c" "a/b" "c/a" "peak MB" goal
for r in "${rows[@]}"; do echo "$r"; done
