#!/usr/bin/env bash
# test/bounds/run.sh: the bounds of the functions for agents other than the SQL checkers
# (issue 15, item 1): hostile arguments (very long names, terms and texts, huge arrays, graphs
# with millions of paths) and a schema of 2,000 tables, each case with the outcome and the
# output size README.md documents ("Bounds of the functions for agents") and a peak memory
# bound (EKAYA_BOUNDS_PEAK_KB, default 256 MB, measured where the backend can read
# /proc/self/status). Each case is a statement of its own under a statement_timeout
# (EKAYA_BOUNDS_TIMEOUT, default 120s) that only guards against hanging: no timing is asserted.
# Environment: PG* variables of a superuser on a running cluster with the extension installed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
db=ekaya_bounds
peak_kb=${EKAYA_BOUNDS_PEAK_KB:-262144}
export PGDATABASE=postgres
psql -X -q -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
export PGDATABASE=$db
if ! psql -X -q -f "$here/bounds.sql" >/dev/null 2>"$here/../../.run/bounds-setup.err"; then
  cat "$here/../../.run/bounds-setup.err" | tail -5
  echo "bounds: the set-up failed"
  echo "0 passed, 1 failed"
  exit 1
fi
# each case in a backend of its own, so that one case's memory does not count for the next
cases=$(psql -X -qAt -c "SELECT name FROM public.bounds_cases ORDER BY n")
while IFS= read -r name; do
  [ -n "$name" ] || continue
  PGOPTIONS="-c client_min_messages=warning -c statement_timeout=${EKAYA_BOUNDS_TIMEOUT:-120s}" \
    psql -X -q -v ON_ERROR_STOP=0 -c "SELECT public.bounds_check(\$\$$name\$\$, $peak_kb)" >/dev/null 2>&1
done <<< "$cases"
out=$(psql -X -q -v ON_ERROR_STOP=0 2>&1 <<SQL
SELECT 'bounds=' || count(*) || '/' || count(*) FILTER (WHERE coalesce(r.ok, false))
  FROM public.bounds_cases c LEFT JOIN public.bounds_results r ON r.name = c.name;
SELECT CASE WHEN coalesce(r.ok, false) THEN 'ok' ELSE 'FAILED' END || ': ' || c.name || ': '
       || coalesce(r.detail, 'did not finish (an ERROR escaped, or the statement timeout)')
  FROM public.bounds_cases c LEFT JOIN public.bounds_results r ON r.name = c.name
 ORDER BY coalesce(r.ok, false), c.n;
SQL
)
echo "$out" | grep -E '^ *(ok|FAILED): ' | sed 's/^ *//'
total=$(echo "$out" | sed -n 's/^ *bounds=\([0-9]*\)\/.*/\1/p')
good=$(echo "$out" | sed -n 's/^ *bounds=[0-9]*\/\([0-9]*\).*/\1/p')
if [ -z "$total" ] || [ -z "$good" ]; then
  echo "$out" | tail -20
  echo "bounds: the cases did not run"
  echo "0 passed, 1 failed"
  exit 1
fi
echo "$good passed, $((total - good)) failed"
[ "$good" -eq "$total" ]
