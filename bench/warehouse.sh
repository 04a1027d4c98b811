#!/usr/bin/env bash
# bench/warehouse.sh: how fast the analysis of a warehouse is, as a ratio to one pass over it.
#
# Why a ratio: absolute times depend on the machine; the goal is relative (issue 17): an
# analysis of a TPC-DS-shaped warehouse takes at most twice one pass over all its tables, with
# only primary keys declared (mode fk) and with nothing declared at all (mode all), while each
# fact table is read at most once for verification. For each scale factor it generates
# bench/tpcds_gen.sql (sf 1: 25 tables, 19.6 million rows) into bench_ds_sf<sf>, runs VACUUM
# ANALYZE, and for each mode measures, in one run:
#   (a) SELECT ekaya.analyze(wait => true), wall time, with the private memory (RssAnon) of
#       every process doing it sampled every 0.1 s (bench/lib.sh);
#   (b) one sequential pass over every table (SELECT count(*) per table, a plain heap scan:
#       parallel workers and index scans off; summed; after one untimed warm-up pass),
# and prints a/b, the peak memory, the job's per-phase timings, its verification queries and
# how many scans read each fact table, and what it accepted. Mode fk runs with the generated
# primary keys; mode all drops every constraint of schema public first, and a later
# mode fk on a reused database declares them again (bench/tpcds_keys.sql).
# No assertion: it prints.
#
# Usage: bench/warehouse.sh [sf ...]          (default: 0.1 1)
# Environment:
#   PGHOST, PGPORT, PGUSER ...   a superuser on a running cluster with the extension installed
#   BENCH_MODES                  modes to run, in order (default "fk all")
#   BENCH_REPEAT                 measurements of (a) and (b) per mode (default 1)
#   BENCH_RSS_LIMIT_MB           cancel the analysis when a process of it passes this (default 4096)
#   BENCH_REUSE=1                reuse an already generated bench_ds_sf* database
#   BENCH_KEEP=1                 keep the databases (default: drop them at the end)
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
sfs=("$@")
[ ${#sfs[@]} -eq 0 ] && sfs=(0.1 1)
modes=${BENCH_MODES:-fk all}
repeat=${BENCH_REPEAT:-1}
limit_kb=$(( ${BENCH_RSS_LIMIT_MB:-4096} * 1024 ))

PSQL=(env "PGOPTIONS=${PGOPTIONS:-} -c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$here/lib.sh"

if ! "${PSQL[@]}" -d postgres -c 'SELECT 1' >/dev/null 2>"$tmp/conn"; then
  echo "warehouse bench: cannot connect to PostgreSQL:"; cat "$tmp/conn"; exit 1
fi

declare -a rows
for sf in "${sfs[@]}"; do
  db="bench_ds_sf$(echo "$sf" | tr '.' '_')"
  echo "== SF $sf (database $db)"
  generate_db "$db" "$here/tpcds_gen.sql" "$sf" store_sales || exit 1
  one_pass_sql "$db" "$tmp/b.sql"

  for mode in $modes; do
    keys=$("${PSQL[@]}" -d "$db" -Atc "SELECT count(*) FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                                        WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f')")
    case "$mode" in
      fk)  [ "$keys" = 0 ] && { "${PSQL[@]}" -d "$db" -f "$here/tpcds_keys.sql" >/dev/null || exit 1; } ;;
      all) [ "$keys" = 0 ] || "${PSQL[@]}" -d "$db" -c "
             DO \$\$ DECLARE r record; BEGIN
               FOR r IN SELECT c.conname, c.conrelid::regclass AS rel FROM pg_constraint c
                          JOIN pg_namespace n ON n.oid = c.connamespace
                         WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f') ORDER BY c.contype = 'f' DESC
               LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.rel, r.conname); END LOOP;
             END \$\$" >/dev/null || exit 1 ;;
      *)   echo "  unknown mode $mode"; continue ;;
    esac
    echo " -- mode $mode ($("${PSQL[@]}" -d "$db" -Atc "SELECT count(*) FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                                                       WHERE n.nspname = 'public' AND c.contype = 'p'") primary keys declared)"
    # warm-up pass, untimed: (a) and (b) both start from a warm cache
    "${PSQL[@]}" -d "$db" -f "$tmp/b.sql" >/dev/null
    for r in $(seq "$repeat"); do
      measure_analysis "$db" "$tmp" "$limit_kb"
      if [ -n "$job_row" ]; then
        echo "$job_row" | "${PSQL[@]}" -d "$db" -At -c "
          CREATE TEMP TABLE j (r jsonb); COPY j FROM STDIN;
          SELECT format('      job: %s, stats.ms %s, verify_queries %s, verified_by %s',
                        r->>'status', r->'stats'->'ms', r->'stats'->'verify_queries', r->'stats'->'verified_by') FROM j;
          SELECT format('      relationships: %s accepted (%s composite), %s rejected stored, %s not stored',
                        count(*) FILTER (WHERE status = 'accepted'),
                        count(*) FILTER (WHERE status = 'accepted' AND cardinality(source_columns) > 1),
                        count(*) FILTER (WHERE status = 'rejected'),
                        coalesce((SELECT (r->'stats'->>'rejected_not_stored') FROM j), 'n/a'))
            FROM ekaya.relationships;" 2>&1 | sed -n '/relationships\|job:/p'
      fi
      "${PSQL[@]}" -d "$db" -f "$tmp/b.sql" >"$tmp/b.out" || exit 1
      b=$(timing_sum "$tmp/b.out")
      echo "  (b) one sequential pass over $(grep -c 'count(\*)' "$tmp/b.sql") tables: $b s"
      ab=$(ratio "$a" "$b")
      goal=$(awk -v ab="$ab" 'BEGIN { if (ab == "n/a") print "n/a"; else print (ab + 0 <= 2 ? "met" : "NOT met") }')
      [ -n "$killed" ] && goal="cancelled at $killed"
      rows+=("$(printf '%-6s %-5s %10s %10s %8s %9s   %s' "$sf" "$mode" "${a:-n/a}" "$b" "$ab" "$peak_mb" "$goal")")
    done
  done
  [ "${BENCH_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
done

echo
echo "Warehouse bench (seconds; goal: a/b <= 2 in both modes;"
echo "peak MB: largest private memory (RssAnon) of a process doing the analysis)"
printf '%-6s %-5s %10s %10s %8s %9s   %s\n' sf mode "a" "b" "a/b" "peak MB" goal
for r in "${rows[@]}"; do echo "$r"; done
