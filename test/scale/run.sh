#!/usr/bin/env bash
# test/scale/run.sh: millions of rows with the smallest ekaya.work_mem (issue 3, bad input).
#
# Why: a database bigger than the analysis' memory must still be analysed, exactly where the
# product promises exactness, and the run must say how it coped. Two million events reference
# 300,000 accounts twice: by an integer id (dense, so its key set is a bitmap that fits in
# 1 MB) and by a text code (a hash key set of about 3 MB that does not fit, so the
# verification falls back to SQL joins, which spill to disk). Seven rows of each reference are
# planted orphans. With ekaya.work_mem = 1MB the analysis must succeed, accept both
# relationships with their exact orphan and distinct counts (checked against SQL), say
# which path measured each, and report sampled tables and value sets cut at their budget in
# the job's stats. No timing is asserted.
#
# Environment: PG* variables of a superuser on a running cluster with the extension installed.
set -uo pipefail
db=ekaya_scale
passed=0; failed=0
PSQL=(env "PGOPTIONS=${PGOPTIONS:-} -c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1)

check() {	# description, SQL returning t when the assertion holds
  local got
  got=$("${PSQL[@]}" -At -d "$db" -c "$2" 2>&1)
  if [ "$got" = t ]; then
    echo "ok: $1"; passed=$((passed + 1))
  else
    echo "FAILED: $1 (got: ${got//$'\n'/ })"; failed=$((failed + 1))
  fi
}

"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || exit 1
if ! "${PSQL[@]}" -d "$db" >/dev/null <<'SQL'
SET client_min_messages = warning;
CREATE TABLE accounts (account_id int PRIMARY KEY, code text UNIQUE, name text);
INSERT INTO accounts
SELECT g, 'ACC-' || lpad(g::text, 7, '0'), 'account ' || g FROM generate_series(1, 300000) g;
CREATE TABLE events (event_id bigint PRIMARY KEY, account_id int, account_code text, amount int);
INSERT INTO events
SELECT g, 1 + (g * 7919) % 300000, 'ACC-' || lpad((1 + (g * 104729) % 300000)::text, 7, '0'), g % 1000
  FROM generate_series(1::bigint, 2000000) g;
-- planted orphans: 7 rows each, 3 distinct values each
UPDATE events SET account_id = 1000000 + event_id % 3, account_code = 'ACC-X' || event_id % 3
 WHERE event_id <= 7;
VACUUM ANALYZE accounts, events;
CREATE EXTENSION ekaya_ontology;
ALTER DATABASE ekaya_scale SET ekaya.work_mem = '1MB';
SQL
then
  echo "FAILED: could not build the test database"; echo "0 passed, 1 failed"; exit 1
fi

if ! "${PSQL[@]}" -d "$db" -c "SELECT ekaya.analyze(wait => true)" >/dev/null; then
  failed=$((failed + 1)); echo "FAILED: the analysis did not finish"
fi

job="(SELECT * FROM ekaya.engine_jobs ORDER BY job_id DESC LIMIT 1) j"
rel() {	# source column: the accepted relationship's engine row
  echo "(SELECT r.* FROM ekaya.engine_schema_relationships r
          WHERE r.source_table_oid = 'events'::regclass AND r.source_columns = '{$1}'
            AND r.status = 'accepted') r"
}
check "the analysis ran with ekaya.work_mem = 1MB and succeeded" \
  "SELECT status = 'succeeded' AND options->>'ekaya.work_mem' = '1024' FROM $job"
check "events was sampled for profiling, and the job says so" \
  "SELECT (stats->>'sampled_tables')::int >= 1 FROM $job"
check "value sets were cut at their budget, and the job says so" \
  "SELECT (stats->>'value_sets_cut')::boolean FROM $job"
check "both references were measured, one by key sets and one by SQL joins" \
  "SELECT (stats->'verified_by'->>'aggregate')::int >= 1 AND (stats->'verified_by'->>'sql_join')::int >= 1 FROM $job"
# The accepted reference from events.<column> to accounts.<key>: exact orphan rows (7) and
# distinct orphans (3) and distinct values, all checked against SQL on the same data, measured
# the way the LIKE pattern on evidence.verified_by says.
check_reference() {	# description, column, key, verified_by pattern
  check "$1" "SELECT r.target_table_oid = 'accounts'::regclass
          AND r.orphan_count = (SELECT count(*) FROM events e WHERE NOT EXISTS
                                  (SELECT 1 FROM accounts a WHERE a.$3 = e.$2))
          AND r.orphan_count = 7 AND r.source_distinct - r.matched_count = 3
          AND r.source_distinct = (SELECT count(DISTINCT $2) FROM events)
          AND r.evidence->>'verified_by' LIKE '$4'
     FROM $(rel "$2")"
}
check_reference "events.account_id -> accounts: exact, by the key-set aggregate" \
  account_id account_id aggregate
check_reference "events.account_code -> accounts.code: exact, by SQL joins (over ekaya.work_mem)" \
  account_code code 'sql_join%ekaya.work_mem%'
check "no relationship from the amounts (small integers) was accepted" \
  "SELECT NOT EXISTS (SELECT 1 FROM ekaya.relationships
                       WHERE source_table = 'public.events' AND source_columns = '{amount}' AND status = 'accepted')"

[ "${EKAYA_SCALE_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
