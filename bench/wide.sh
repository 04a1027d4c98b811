#!/usr/bin/env bash
# bench/wide.sh: how an analysis scales with the number of tables.
#
# Why: real schemas have thousands of tables, and nothing about an analysis may grow with the
# square of their number: neither its time, nor its memory, nor the rows it stores. Two shapes:
#
#   identical (default)  N identical tables of 10 columns and 1,000 rows (multi-tenant copies):
#                        every pair of them is a candidate, every candidate turned down once was
#                        stored with its reason, and the stored rows grew with the square of N.
#   mixed                N tables of which one in ten is an entity (ent<k>: id, code, name;
#                        50 to 1,000 rows) and the others hold an id, 1 to 3 references named
#                        after entities (ent<k>_id), a quantity and a status (100 to 500 rows
#                        each); no
#                        constraints. At 2,000 tables this once took the analysis worker past
#                        23 GB until the kernel killed it (issue 17). The true references are
#                        known by construction, and the bench scores what was accepted.
#
# For each N it creates the tables in a fresh database, analyses them, and prints the time,
# the stored relationship rows (and how many rejected candidates were counted but not stored),
# the peak private memory (RssAnon) of the processes doing the analysis, and both as ratios to
# the smallest N: time and rows should follow N (tables x columns), not its square. The
# analysis is cancelled when a process passes BENCH_RSS_LIMIT_MB (default 4096), so that a
# schema that makes it grow without bound cannot take the machine down. No assertion: it prints.
#
# Usage: bench/wide.sh [N ...]              (default: 50 100 200 400)
# Environment: PGHOST, PGPORT, PGUSER ... a superuser on a running cluster with the extension
# installed; BENCH_SHAPE=identical|mixed; BENCH_WORK_MEM (ekaya.work_mem for the analysis,
# default the server's); BENCH_RSS_LIMIT_MB; BENCH_KEEP=1 keeps the databases.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
counts=("$@")
[ ${#counts[@]} -eq 0 ] && counts=(50 100 200 400)
shape=${BENCH_SHAPE:-identical}
limit_kb=$(( ${BENCH_RSS_LIMIT_MB:-4096} * 1024 ))
PSQL=(env "PGOPTIONS=${PGOPTIONS:-} -c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$here/lib.sh"

create_identical() {	# db n
  "${PSQL[@]}" -d "$1" >/dev/null <<SQL
DO \$\$
BEGIN
  FOR i IN 1..$2 LOOP
    EXECUTE format('CREATE TABLE t%s (id int PRIMARY KEY, a int, b int, c int, d text, e numeric,
                                      f date, g int, h text, k int)', i);
    EXECUTE format('INSERT INTO t%s SELECT x, x %% 10, x %% 100, x, ''v'' || x, x,
                           date ''2020-01-01'' + x, x %% 7, ''n'' || (x %% 50), x * 2
                      FROM generate_series(1, 1000) x', i);
  END LOOP;
END \$\$;
SQL
}

create_mixed() {	# db n
  "${PSQL[@]}" -d "$1" -v n="$2" -f "$here/wide_mixed.sql" >/dev/null
}

printf '%-6s %10s %10s %12s %10s %10s %10s  %s\n' tables seconds stored "not stored" "time x" "stored x" "peak MB" "mixed: TP FP FN"
base_t=
base_r=
for n in "${counts[@]}"; do
  db=bench_wide_$n
  "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || exit 1
  "${PSQL[@]}" -d "$db" -c "CREATE EXTENSION ekaya_ontology" >/dev/null || exit 1
  [ -n "${BENCH_WORK_MEM:-}" ] && "${PSQL[@]}" -d postgres -c "ALTER DATABASE $db SET ekaya.work_mem = '$BENCH_WORK_MEM'" >/dev/null
  case "$shape" in
    identical) create_identical "$db" "$n" ;;
    mixed) create_mixed "$db" "$n" ;;
    *) echo "unknown shape $shape"; exit 2 ;;
  esac || { echo "wide bench: setup of $n tables failed"; exit 1; }
  "${PSQL[@]}" -d "$db" -c "ANALYZE" >/dev/null
  echo "== $n tables ($shape)" >"$tmp/log"
  measure_analysis "$db" "$tmp" "$limit_kb" >>"$tmp/log"
  [ -z "$a" ] && { cat "$tmp/log"; printf '%-6s %10s\n' "$n" "failed"; continue; }
  read -r rows unstored < <("${PSQL[@]}" -At -F ' ' -d "$db" -c "
    SELECT (SELECT count(*) FROM ekaya.engine_schema_relationships),
           coalesce((SELECT (stats->>'rejected_not_stored')::bigint FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1), 0)")
  score=
  if [ "$shape" = mixed ]; then
    score=$("${PSQL[@]}" -At -d "$db" -c "
      WITH found AS (SELECT source_table, source_columns[1] AS col, target_table FROM ekaya.relationships
                      WHERE status = 'accepted' AND cardinality(source_columns) = 1)
      SELECT format('%s %s %s',
        (SELECT count(*) FROM found f JOIN truth t ON (t.source, t.source_column, t.target) = (f.source_table, f.col, f.target_table)),
        (SELECT count(*) FROM found f WHERE NOT EXISTS (SELECT FROM truth t WHERE (t.source, t.source_column, t.target) = (f.source_table, f.col, f.target_table))),
        (SELECT count(*) FROM truth t WHERE NOT EXISTS (SELECT FROM found f WHERE (t.source, t.source_column, t.target) = (f.source_table, f.col, f.target_table))))")
  fi
  [ -z "$base_t" ] && { base_t=$a; base_r=$rows; }
  awk -v n="$n" -v t="$a" -v r="$rows" -v u="$unstored" -v bt="$base_t" -v br="$base_r" -v p="$peak_mb" -v s="$score" 'BEGIN {
        printf "%-6s %10.2f %10d %12d %10.2f %10.2f %10s  %s\n", n, t, r, u, t / bt, (br > 0 ? r / br : 0), p, s }'
  [ "${BENCH_VERBOSE:-0}" = 1 ] && cat "$tmp/log"
  [ "${BENCH_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
done
