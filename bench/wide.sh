#!/usr/bin/env bash
# bench/wide.sh: how an analysis scales with many near-identical tables.
#
# Why: multi-tenant schemas hold the same table many times. Every pair of such tables is a
# candidate, and every candidate turned down is stored with its reason, so the stored rows grow
# with the square of the table count. The time per stored row must not grow with them: a
# publishing statement that re-read the rows it had written so far once made 100 tables take
# 25 s and 200 tables time out. This bench creates N identical tables of 10 columns and 1,000
# rows for each N, analyses them, and prints the time, the stored candidates, and both as
# ratios to the smallest N: the time ratio should follow the rows ratio, not its square.
# No assertion: it prints.
#
# Usage: bench/wide.sh [N ...]            (default: 50 100 200 400)
# Environment: PGHOST, PGPORT, PGUSER ... a superuser on a running cluster with the extension
# installed; BENCH_KEEP=1 keeps the databases.
set -uo pipefail

counts=("$@")
[ ${#counts[@]} -eq 0 ] && counts=(50 100 200 400)
PSQL=(env "PGOPTIONS=${PGOPTIONS:-} -c client_min_messages=warning" psql -X -q -At -v ON_ERROR_STOP=1)

printf '%-6s %10s %12s %12s %10s %10s\n' tables seconds candidates "us/candidate" "time x" "rows x"
base_t=
base_r=
for n in "${counts[@]}"; do
  db=bench_wide_$n
  "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || exit 1
  "${PSQL[@]}" -d "$db" >/dev/null <<SQL || { echo "wide bench: setup of $n tables failed"; exit 1; }
CREATE EXTENSION ekaya_ontology;
DO \$\$
BEGIN
  FOR i IN 1..$n LOOP
    EXECUTE format('CREATE TABLE t%s (id int PRIMARY KEY, a int, b int, c int, d text, e numeric,
                                      f date, g int, h text, k int)', i);
    EXECUTE format('INSERT INTO t%s SELECT x, x %% 10, x %% 100, x, ''v'' || x, x,
                           date ''2020-01-01'' + x, x %% 7, ''n'' || (x %% 50), x * 2
                      FROM generate_series(1, 1000) x', i);
  END LOOP;
END \$\$;
ANALYZE;
SQL
  s=$(date +%s.%N)
  "${PSQL[@]}" -d "$db" -c "SELECT ekaya.analyze(wait => true)" >/dev/null || { echo "$n: analysis failed"; exit 1; }
  e=$(date +%s.%N)
  rows=$("${PSQL[@]}" -d "$db" -c "SELECT count(*) FROM ekaya.engine_schema_relationships")
  t=$(awk -v a="$s" -v b="$e" 'BEGIN { printf "%.2f", b - a }')
  [ -z "$base_t" ] && { base_t=$t; base_r=$rows; }
  awk -v n="$n" -v t="$t" -v r="$rows" -v bt="$base_t" -v br="$base_r" 'BEGIN {
        printf "%-6s %10s %12d %12.1f %10.2f %10.2f\n", n, t, r, (r > 0 ? t * 1e6 / r : 0), t / bt, (br > 0 ? r / br : 0) }'
  [ "${BENCH_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
done
