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
# The second case (issue 15, item 3): less memory may cost time, never correctness. Nine
# tables (about 1.5 million rows) with eight true references, among them one whose source and
# target are stored in opposite key orders (sessions ascending, accounts descending: cut value
# sets that kept their first values shared none), are analysed with the default
# ekaya.work_mem and with 1MB. At 1MB the value sets are cut, and the results must be the
# default's: exactly the eight true references accepted, each with match rate 1, no orphans
# and its exact distinct count (checked against SQL); every column's distinct count the same
# as with the default memory, exact (and marked so) on tables read whole, and on sampled ones
# within a factor of 1.5 of the true count (the Duj1 estimator on a 30,000-row sample).
#
# The third case (issue 17): 400 tables under ekaya.work_mem = 1MB, every reference found, the
# stored rows and the worker's peak memory bounded (see below).
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

# --- the same results with ekaya.work_mem = 1MB as with the default ---
db=ekaya_scale_lowmem
"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || exit 1
if ! "${PSQL[@]}" -d "$db" >/dev/null <<'SQL'
SET client_min_messages = warning;
CREATE TABLE customers (customer_id int PRIMARY KEY, code text UNIQUE, region int);
INSERT INTO customers SELECT g, 'CU-' || lpad(g::text, 6, '0'), g % 7 FROM generate_series(1, 60000) g;
CREATE TABLE products (sku text PRIMARY KEY, price int);
INSERT INTO products SELECT 'SKU' || lpad(g::text, 6, '0'), g % 500 FROM generate_series(1, 20000) g;
CREATE TABLE orders (order_id int PRIMARY KEY, customer_id int, customer_code text, amount int);
INSERT INTO orders SELECT g, 1 + (g * 7919) % 60000, 'CU-' || lpad((1 + (g * 104729) % 60000)::text, 6, '0'), g % 1000
  FROM generate_series(1::bigint, 300000) g;
CREATE TABLE order_items (item_id int PRIMARY KEY, order_id int, product_sku text, quantity int);
INSERT INTO order_items SELECT g, 1 + (g * 15485863 % 300000)::int, 'SKU' || lpad((1 + (g * 31337) % 20000)::text, 6, '0'), g % 9
  FROM generate_series(1::bigint, 500000) g;
CREATE TABLE reviews (review_id int PRIMARY KEY, customer_id int, product_sku text, rating int);
INSERT INTO reviews SELECT g, 1 + (g * 39916801 % 60000)::int, 'SKU' || lpad((1 + (g * 7907) % 20000)::text, 6, '0'), g % 5
  FROM generate_series(1::bigint, 150000) g;
CREATE TABLE payments (payment_id int PRIMARY KEY, order_id int, cents int);
INSERT INTO payments SELECT g, 1 + (g * 9973) % 300000, g % 10000 FROM generate_series(1::bigint, 200000) g;
CREATE TABLE accounts (account_id int PRIMARY KEY, label text);
INSERT INTO accounts SELECT g, 'account ' || g FROM generate_series(40000, 1, -1) g;
CREATE TABLE sessions (session_id bigint PRIMARY KEY, account_id int, seconds int);
INSERT INTO sessions SELECT g, 1 + (g - 1) / 5, g % 3600 FROM generate_series(1::bigint, 200000) g;
VACUUM ANALYZE;
CREATE EXTENSION ekaya_ontology;
CREATE TABLE truth (source regclass, source_column name, target regclass, target_column name);
INSERT INTO truth VALUES ('orders', 'customer_id', 'customers', 'customer_id'), ('orders', 'customer_code', 'customers', 'code'),
  ('order_items', 'order_id', 'orders', 'order_id'), ('order_items', 'product_sku', 'products', 'sku'),
  ('reviews', 'customer_id', 'customers', 'customer_id'), ('reviews', 'product_sku', 'products', 'sku'),
  ('payments', 'order_id', 'orders', 'order_id'), ('sessions', 'account_id', 'accounts', 'account_id');
SQL
then
  echo "FAILED: could not build the low-memory test database"; echo "$passed passed, $((failed + 1)) failed"; exit 1
fi
"${PSQL[@]}" -d "$db" -c "SELECT ekaya.analyze(wait => true)" \
  -c "CREATE TABLE default_columns AS SELECT table_oid, attnum, distinct_count, distinct_exact FROM ekaya.columns" >/dev/null \
  || { failed=$((failed + 1)); echo "FAILED: the analysis with the default ekaya.work_mem did not finish"; }
"${PSQL[@]}" -d "$db" -c "SET ekaya.work_mem = '1MB'" -c "SELECT ekaya.analyze(wait => true)" >/dev/null \
  || { failed=$((failed + 1)); echo "FAILED: the analysis with ekaya.work_mem = 1MB did not finish"; }

check "low memory: the run used 1MB, cut value sets and succeeded" \
  "SELECT status = 'succeeded' AND options->>'ekaya.work_mem' = '1024' AND (stats->>'value_sets_cut')::boolean FROM $job"
check "low memory: exactly the eight true references are accepted" \
  "SELECT count(*) = 8 AND count(*) FILTER (WHERE t.source IS NULL) = 0
     FROM ekaya.engine_schema_relationships r
     LEFT JOIN truth t ON t.source = r.source_table_oid AND r.source_columns = ARRAY[t.source_column]::text[]
                      AND t.target = r.target_table_oid AND r.target_columns = ARRAY[t.target_column]::text[]
    WHERE r.status = 'accepted'"
# each true reference: accepted, match rate 1, no orphans, exact distinct count, measured exactly
while read -r src scol tgt tcol; do
  check "low memory: $src.$scol -> $tgt.$tcol accepted with match rate 1 and its exact distinct count" \
    "SELECT r.match_rate = 1 AND r.orphan_count = 0 AND r.inference_method LIKE '%sql'
            AND r.source_distinct = (SELECT count(DISTINCT $scol) FROM $src)
       FROM ekaya.engine_schema_relationships r
      WHERE r.status = 'accepted' AND r.source_table_oid = '$src'::regclass AND r.source_columns = '{$scol}'
        AND r.target_table_oid = '$tgt'::regclass AND r.target_columns = '{$tcol}'"
done <<'REFS'
orders customer_id customers customer_id
orders customer_code customers code
order_items order_id orders order_id
order_items product_sku products sku
reviews customer_id customers customer_id
reviews product_sku products sku
payments order_id orders order_id
sessions account_id accounts account_id
REFS
check "low memory: every column's distinct count is the one the default memory gives" \
  "SELECT count(*) = (SELECT count(*) FROM default_columns) AND bool_and(c.distinct_count = d.distinct_count AND c.distinct_exact = d.distinct_exact)
     FROM ekaya.columns c JOIN default_columns d USING (table_oid, attnum)"
check "low memory: distinct counts of tables read whole are exact, and marked so" \
  "SELECT bool_and(c.distinct_exact AND c.distinct_count = (SELECT count(DISTINCT sku) FROM products))
     FROM ekaya.columns c WHERE c.table_name = 'public.products' AND c.column_name = 'sku'"
check "low memory: distinct counts of sampled key columns are within a factor of 1.5 of the truth" \
  "SELECT bool_and(c.distinct_count BETWEEN v.n / 1.5 AND v.n * 1.5)
     FROM ekaya.columns c
     JOIN (VALUES ('orders', 'customer_id', (SELECT count(DISTINCT customer_id) FROM orders)),
                  ('order_items', 'order_id', (SELECT count(DISTINCT order_id) FROM order_items)),
                  ('reviews', 'product_sku', (SELECT count(DISTINCT product_sku) FROM reviews)),
                  ('sessions', 'account_id', (SELECT count(DISTINCT account_id) FROM sessions)),
                  ('payments', 'payment_id', (SELECT count(*) FROM payments))) v(t, col, n)
       ON c.table_name = 'public.' || v.t AND c.column_name = v.col"

[ "${EKAYA_SCALE_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null

# --- many tables under a low ekaya.work_mem: bounded memory, bounded stored rows (issue 17) ---
# 400 tables, no constraints: one in ten an entity (id, code, name; 50 to 1,000 rows), the others
# an id, 1 to 3 references named after entities, a quantity and a status (bench/wide_mixed.sql,
# the shape where 2,000 tables once took the worker past 23 GB). Every small integer column is
# contained in nearly every id, so candidates grow with the square of the tables. With
# ekaya.work_mem = 1MB the analysis must find every reference and no other, store rows that
# grow with the columns (the best three rejected candidates of a column, the rest counted), and
# its peak memory must stay within ekaya.work_mem + 24 MB + 8 kB a column: as the job reports
# it (everything allocated under TopMemoryContext), and as sampled from /proc (RssAnon of the
# worker, 8 MB more for what the C library keeps) where the server runs on this machine.
db=ekaya_scale_wide
"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || exit 1
if ! { "${PSQL[@]}" -d "$db" -v n=400 -f "$(dirname "$0")/../../bench/wide_mixed.sql" >/dev/null &&
       "${PSQL[@]}" -d "$db" >/dev/null <<'SQL'
CREATE EXTENSION ekaya_ontology;
ALTER DATABASE ekaya_scale_wide SET ekaya.work_mem = '1MB';
SQL
}; then
  echo "FAILED: could not build the many-table test database"; echo "$passed passed, $((failed + 1)) failed"; exit 1
fi
rss_peak=$(mktemp)
echo 0 >"$rss_peak"
sample_rss() {	# the highest RssAnon (kB) of the ekaya analysis worker, until the file $1 exists
  local pid kb peak=0
  while [ ! -e "$1" ]; do
    pid=$("${PSQL[@]}" -At -d postgres -c "SELECT pid FROM pg_stat_activity WHERE backend_type = 'ekaya_ontology analysis'" 2>/dev/null)
    kb=$([ -n "$pid" ] && awk '/^RssAnon:/ { print $2 }' "/proc/$pid/status" 2>/dev/null)
    [ -n "$kb" ] && [ "$kb" -gt "$peak" ] && { peak=$kb; echo "$peak" >"$rss_peak"; }
    sleep 0.1
  done
}
stop=$(mktemp -u)
sample_rss "$stop" &
sampler=$!
"${PSQL[@]}" -d "$db" -c "SELECT ekaya.analyze(wait => true)" >/dev/null \
  || { failed=$((failed + 1)); echo "FAILED: the analysis of 400 tables did not finish"; }
touch "$stop"; wait "$sampler"; rm -f "$stop"
check "many tables: the run used 1MB, cut value sets and succeeded" \
  "SELECT status = 'succeeded' AND options->>'ekaya.work_mem' = '1024' AND (stats->>'value_sets_cut')::boolean FROM $job"
check "many tables: every reference accepted, to its entity, and nothing else" \
  "SELECT (SELECT count(*) FROM truth) > 300
      AND NOT EXISTS (SELECT FROM truth t WHERE NOT EXISTS (
            SELECT FROM ekaya.relationships r WHERE r.status = 'accepted' AND r.source_table = t.source
               AND r.source_columns = ARRAY[t.source_column] AND r.target_table = t.target))
      AND (SELECT count(*) FROM ekaya.relationships WHERE status = 'accepted') = (SELECT count(*) FROM truth)"
check "many tables: stored rows grow with the columns (at most four a column); the rest are counted" \
  "SELECT (SELECT count(*) FROM ekaya.engine_schema_relationships) <= 4 * (stats->>'columns')::int
      AND (stats->>'rejected_not_stored')::bigint > 10 * (SELECT count(*) FROM ekaya.engine_schema_relationships)
      AND EXISTS (SELECT FROM ekaya.relationships WHERE rejected_not_stored > 0)
     FROM $job"
check "many tables: the worker's peak (as it reports it) is within ekaya.work_mem + 24 MB + 8 kB a column" \
  "SELECT (stats->>'memory_peak_kb')::bigint BETWEEN 1 AND 1024 + 24 * 1024 + 8 * (stats->>'columns')::bigint FROM $job"
peak_kb=$(cat "$rss_peak"); rm -f "$rss_peak"
if [ "$peak_kb" -gt 0 ]; then
  check "many tables: the worker's peak RssAnon ($peak_kb kB, sampled) is within ekaya.work_mem + 32 MB + 8 kB a column" \
    "SELECT $peak_kb <= 1024 + 32 * 1024 + 8 * (stats->>'columns')::bigint FROM $job"
else
  echo "skipped: the worker's RssAnon (the server does not run on this machine)"
fi

[ "${EKAYA_SCALE_KEEP:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
