#!/usr/bin/env bash
# test/repair/run.sh: is repair_hint's answer helpful for realistic mistakes (issue 19)?
#
# Each statement of cases.txt is run on the demo as an agent would run it (read-only session,
# so a write fails as it would for an agent's role), the SQLSTATE and message of its error are
# given to ekaya.repair_hint, and the answer counts as helpful when it contains the expected
# fix (a substring, case-insensitive: NULLIF for a division by zero, HAVING for an aggregate in
# WHERE, the PostgreSQL equivalent of another dialect's function, the table two joins away that
# has the column, ...). Prints "helpful N/M"; one assertion per case.
# Needs the demo database (scripts/demo-db.sh) on the cluster named by the PG* variables.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
db=${PGDATABASE:-ekaya_demo}
if ! psql -X -q -d "$db" -Atc "SELECT 1 FROM pg_extension WHERE extname = 'ekaya_ontology'" 2>/dev/null | grep -q 1; then
  echo "skipped: database $db without the extension (scripts/demo-db.sh)"; echo "0 passed, 0 failed"; exit 0
fi
passed=0; failed=0
while IFS='|' read -r want sql; do
  case "$want" in ''|\#*) continue ;; esac
  err=$(PGOPTIONS="-c default_transaction_read_only=on" psql -X -q -d "$db" -v VERBOSITY=verbose \
          -c "\\set VERBOSITY verbose" -c "$sql" 2>&1 >/dev/null | grep -m1 '^ERROR:')
  state=$(echo "$err" | sed -nE 's/^ERROR: +([0-9A-Z]{5}): .*/\1/p')
  msg=$(echo "$err" | sed -nE 's/^ERROR: +[0-9A-Z]{5}: (.*)/\1/p')
  if [ -z "$state" ]; then
    failed=$((failed + 1)); echo "FAIL (no error): $sql"; continue
  fi
  hint=$(printf '%s\n' "SELECT ekaya.repair_hint(:'s', :'st', :'m')::text;" |
         psql -X -q -d "$db" -At -v s="$sql" -v st="$state" -v m="$msg")
  if printf '%s' "$hint" | grep -qiF -- "$want"; then
    passed=$((passed + 1)); printf 'helpful   %s  %-60.60s  (%s)\n' "$state" "$sql" "$want"
  else
    failed=$((failed + 1)); printf 'UNHELPFUL %s  %-60.60s  wanted %s, got: %s\n' "$state" "$sql" "$want" "$(printf '%s' "$hint" | cut -c1-300)"
  fi
done < "$here/cases.txt"
echo "helpful $passed/$((passed + failed))"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
