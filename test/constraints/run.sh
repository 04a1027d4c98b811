#!/usr/bin/env bash
# test/constraints/run.sh: ekaya.suggest_constraints on the demo marketplace (no foreign key
# declared there, 17 relationships found in the data). Its own copy of the demo is loaded and
# analysed; every statement the function suggests for relationships without orphans is then
# run as it stands, in its order (CONCURRENTLY needs each to be a statement of its own, so psql
# \gexec runs them); afterwards every suggested foreign key must exist and be valid, every
# suggested index must exist and be valid, the demo's relationships must all be declared, and a
# second call must suggest nothing more. Ends with "N passed, M failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
db=ekaya_constraints
PSQL=(psql -X -q -v ON_ERROR_STOP=1)
passed=0; failed=0
check() {	# name, SQL returning one boolean
  if [ "$("${PSQL[@]}" -d "$db" -Atc "$2" 2>&1)" = t ]; then echo "ok   $1"; passed=$((passed + 1))
  else echo "FAIL $1"; failed=$((failed + 1)); fi
}

"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db" >/dev/null 2>&1
"${PSQL[@]}" -d "$db" -f "$repo/demo/marketplace.sql" >/dev/null
"${PSQL[@]}" -d "$db" -c "CREATE EXTENSION ekaya_ontology" -c "SELECT ekaya.analyze(wait => true)" >/dev/null
"${PSQL[@]}" -d "$db" -c "CREATE TABLE suggested AS SELECT * FROM ekaya.suggest_constraints()" >/dev/null

check "suggestions exist for the undeclared relationships" \
  "SELECT count(*) FILTER (WHERE action = 'foreign_key') >= 15 FROM suggested"
check "the order is unique keys, foreign keys NOT VALID, VALIDATE, indexes" \
  "SELECT bool_and(ok) FROM (SELECT array_position(ARRAY['unique_key','foreign_key','validate','index'], action)
                                    >= coalesce(max(array_position(ARRAY['unique_key','foreign_key','validate','index'], action))
                                       OVER (ORDER BY step ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS ok
                               FROM suggested WHERE step IS NOT NULL) s"
check "nothing was executed by suggesting" \
  "SELECT count(*) = 0 FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace"

# apply: every statement of a relationship without orphans (unique keys and indexes always)
"${PSQL[@]}" -d "$db" >/tmp/ekaya_constraints_apply.log 2>&1 <<'SQL'
SELECT statement FROM suggested
 WHERE step IS NOT NULL AND coalesce(orphan_count, 0) = 0
 ORDER BY step \gexec
SQL
rc=$?
if [ $rc -eq 0 ]; then echo "ok   every suggested statement ran"; passed=$((passed + 1))
else echo "FAIL every suggested statement ran"; sed 's/^/    | /' /tmp/ekaya_constraints_apply.log | tail -5; failed=$((failed + 1)); fi

check "every suggested foreign key exists and is valid" \
  "SELECT count(*) = (SELECT count(*) FROM suggested WHERE action = 'validate' AND coalesce(orphan_count, 0) = 0)
     FROM pg_constraint WHERE contype = 'f' AND convalidated AND connamespace = 'public'::regnamespace"
check "every suggested index exists and is valid" \
  "SELECT count(*) = (SELECT count(*) FROM suggested WHERE action IN ('index', 'unique_key'))
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indisvalid AND c.relname IN (SELECT substring(statement from 'CONCURRENTLY (\S+) ON') FROM suggested)"
check "every relationship of the demo is now declared" \
  "SELECT count(*) = 0 FROM ekaya.relationships r
    WHERE r.status = 'accepted' AND NOT EXISTS (
          SELECT FROM pg_constraint k WHERE k.contype = 'f' AND k.conrelid = r.source_table::regclass
             AND k.confrelid = r.target_table::regclass
             AND (SELECT array_agg(a.attname::text ORDER BY u.i) FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
                    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n) = r.source_columns)"
check "a second call suggests nothing more" "SELECT count(*) = 0 FROM ekaya.suggest_constraints() WHERE step IS NOT NULL"

"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
