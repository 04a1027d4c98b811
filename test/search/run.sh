#!/usr/bin/env bash
# test/search/run.sh: mean reciprocal rank of ekaya.search_columns on a labelled query set.
#
# Why: column search is only useful if the right column comes first; queries.csv holds >= 50
# labelled questions over the demo and the shared datasets (dataset,query,expected, where
# expected lists the acceptable table.column answers separated by '|'). For each query the
# reciprocal rank of the first acceptable answer in the top 20 counts (0 when absent).
# One assertion: MRR over all queries >= EKAYA_SEARCH_MIN_MRR (default 0.8).
#
# Usage:
#   test/search/run.sh --no-load  score databases that already exist and are analysed:
#                                 search_demo, search_chinook, search_northwind, search_pagila
#                                 (override with EKAYA_SEARCH_DB_DEMO=... etc.); missing ones are
#                                 reported as skipped
#   test/search/run.sh [--load]   (the default, as make test runs it)
#                                 (re)create those databases from demo/marketplace.sql and
#                                 ../shared/datasets, CREATE EXTENSION, and analyse them with
#                                 ekaya.analyze(wait => true)
#   --keep                        with --load: keep the databases (default: keep; they are cheap)
# Environment: PGHOST, PGPORT, PGUSER (a superuser), EKAYA_DATASETS (default <repo>/../shared/datasets).
# Output ends with "N passed, M failed"; exit status non-zero on failure.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
datasets=${EKAYA_DATASETS:-$repo/../shared/datasets}
min=${EKAYA_SEARCH_MIN_MRR:-0.8}
load=1
[ "${1:-}" = "--no-load" ] && load=0
PSQL=(psql -X -q -v ON_ERROR_STOP=1)

dbname() {
  local v="EKAYA_SEARCH_DB_$(echo "$1" | tr a-z A-Z)"
  echo "${!v:-search_$1}"
}

fill() {	# db
  "${PSQL[@]}" -d "$1" -c "SELECT ekaya.analyze(wait => true)" >/dev/null
}

if [ $load = 1 ]; then
  for ds in demo chinook northwind pagila; do
    db=$(dbname "$ds")
    "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" 2>/dev/null
    case $ds in
      demo) "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db" && "${PSQL[@]}" -d "$db" -f "$repo/demo/marketplace.sql" >/dev/null 2>&1 ;;
      chinook) [ -d "$datasets/chinook" ] || { echo "skipped: datasets not found"; continue; }
            "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS chinook" 2>/dev/null
            psql -X -q -d postgres -f "$datasets/chinook/Chinook_PostgreSql.sql" >/dev/null 2>&1
            "${PSQL[@]}" -d postgres -c "ALTER DATABASE chinook RENAME TO $db" ;;
      northwind) [ -d "$datasets/northwind" ] || { echo "skipped: datasets not found"; continue; }
            "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db" && psql -X -q -d "$db" -f "$datasets/northwind/northwind.sql" >/dev/null 2>&1 ;;
      pagila) [ -d "$datasets/pagila" ] || { echo "skipped: datasets not found"; continue; }
            "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db" && psql -X -q -d "$db" -f "$datasets/pagila/pagila-schema.sql" -f "$datasets/pagila/pagila-data.sql" >/dev/null 2>&1 ;;
    esac
    "${PSQL[@]}" -d "$db" -c "CREATE EXTENSION IF NOT EXISTS ekaya_ontology" >/dev/null || exit 1
    fill "$db"
  done
fi

total=0; sum=0; lines=()
declare -A have
while IFS=, read -r ds query expected; do
  [ "$ds" = dataset ] && continue
  db=$(dbname "$ds")
  if [ -z "${have[$ds]:-}" ]; then
    if "${PSQL[@]}" -d "$db" -Atc "SELECT 1 FROM pg_extension WHERE extname = 'ekaya_ontology'" 2>/dev/null | grep -q 1; then
      have[$ds]=yes; else have[$ds]=no; echo "skipped: database $db (dataset $ds) not found or without the extension"; fi
  fi
  [ "${have[$ds]}" = yes ] || continue
  rank=$("${PSQL[@]}" -d "$db" -At -v q="$query" -v e="$expected" <<'SQL'
SELECT coalesce(min(n), 0) FROM (
  SELECT row_number() OVER () AS n, table_name || '.' || column_name AS tc
    FROM ekaya.search_columns(:'q', max_results => 20)) s
 WHERE tc = ANY (string_to_array(:'e', '|'));
SQL
)
  total=$((total + 1))
  rr=$(awk -v r="$rank" 'BEGIN { printf "%.4f", (r > 0) ? 1 / r : 0 }')
  sum=$(awk -v a="$sum" -v b="$rr" 'BEGIN { printf "%.4f", a + b }')
  printf '%-10s rank %-3s %-40s %s\n' "$ds" "$([ "$rank" = 0 ] && echo '-' || echo "$rank")" "$query" "$expected"
done < "$here/queries.csv"

if [ $total -eq 0 ]; then
  echo "skipped: no database to score (run with --load)"; echo "0 passed, 0 failed"; exit 0
fi
mrr=$(awk -v s="$sum" -v n="$total" 'BEGIN { printf "%.4f", s / n }')
echo "MRR $mrr over $total queries (threshold $min)"
if awk -v m="$mrr" -v t="$min" 'BEGIN { exit !(m >= t) }'; then echo "1 passed, 0 failed"; exit 0
else echo "0 passed, 1 failed"; exit 1; fi
