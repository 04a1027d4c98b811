#!/usr/bin/env bash
# join_path.sh: latency of get_join_path and plan_joins on a synthetic 1,000-table graph, side by
# side with a recursive-CTE path search (and pgr_KSP when pgRouting is installed). Not a test:
# prints a table, asserts nothing. Uses the cluster of scripts/cluster.sh (EKAYA_PORT etc.).
# Timing is server-side (clock_timestamp around each call in PL/pgSQL), so client round trips
# are not counted for either side.
#   bench/join_path.sh [pairs=2000] [cte_pairs=100]
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
eval "$(scripts/cluster.sh env)"
db=${EKAYA_BENCH_DB:-ekaya_bench}
pairs=${1:-2000}
cte_pairs=${2:-100}
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
psql -X -q -d "$db" -c "CREATE EXTENSION ekaya_ontology"
psql -X -q -d "$db" -f bench/join_path_setup.sql
# pgRouting's pgr_KSP only when the package is installed (postgresql-15-pgrouting pulls PostGIS).
ksp=0
if [ "$(psql -X -At -d "$db" -c "SELECT count(*) FROM pg_available_extensions WHERE name = 'pgrouting'")" = 1 ]; then
  psql -X -q -d "$db" -c "CREATE EXTENSION pgrouting CASCADE" 2>/dev/null && ksp=1
fi
[ "$ksp" = 1 ] || echo "pgr_KSP: skipped (postgresql-15-pgrouting not installed)"
psql -X -q -d "$db" -v pairs="$pairs" -v cte_pairs="$cte_pairs" -v ksp="$ksp" -f bench/join_path_run.sql
