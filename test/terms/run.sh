#!/usr/bin/env bash
# test/terms/run.sh: business terms (issue 21) on the demo marketplace and on the shared chinook.
# Terms are defined (a glossary entry and metrics over one and over several tables), refused
# for what must not be stored (an unknown column or table, a second statement, a user function,
# a subquery), found by resolve_entity, search_columns and ontology_context, named by
# validate_sql when a statement computes them and flagged (metric_mismatch) when it aggregates
# their columns another way or joins their tables on another path; a column rename makes a term
# stale, then broken once revalidated; a role sees only the terms whose tables it may read, and
# may not curate what it does not own; terms survive a re-analysis and pg_dump / restore.
# Ends with "N passed, M failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
datasets=${EKAYA_DATASETS:-$repo/../shared/datasets}
db=ekaya_terms
PSQL=(psql -X -q -v ON_ERROR_STOP=1)
passed=0; failed=0
ok()   { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }
check() {	# name, SQL returning one boolean [, database [, role]]
  local sql=$2
  [ -n "${4:-}" ] && sql="SET ROLE $4; $sql"
  if [ "$("${PSQL[@]}" -d "${3:-$db}" -Atc "$sql" 2>&1 | tail -1)" = t ]; then ok "$1"; else fail "$1"; fi
}
refused() {	# name, SQL, SQLSTATE [, database [, role]]
  local sql=$2 out
  [ -n "${5:-}" ] && sql="SET ROLE $5; $sql"
  out=$(psql -X -q -d "${4:-$db}" -v VERBOSITY=sqlstate -c "$sql" 2>&1)
  if [[ $out == *"ERROR:  $3"* ]]; then ok "$1"; else fail "$1"; echo "    | $out" | head -3; fi
}
q() { "${PSQL[@]}" -d "${2:-$db}" -Atc "$1"; }

"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "DROP DATABASE IF EXISTS ${db}_restored WITH (FORCE)" \
  -c "DROP ROLE IF EXISTS ekaya_terms_reader" -c "DROP ROLE IF EXISTS ekaya_terms_curator" \
  -c "DROP ROLE IF EXISTS ekaya_terms_gone" -c "CREATE DATABASE $db" >/dev/null 2>&1
"${PSQL[@]}" -d "$db" -f "$repo/demo/marketplace.sql" >/dev/null
"${PSQL[@]}" -d "$db" -c "CREATE EXTENSION ekaya_ontology" -c "SELECT ekaya.analyze(wait => true)" >/dev/null

echo "== demo: defining terms"
check "a glossary entry without an expression" \
  "SELECT ekaya.define_term('Active user', 'A user with a session in the last 30 days') @> '{\"term\": \"active user\", \"status\": \"valid\"}'"
check "a metric over one table stores its columns and aggregate by name" \
  "SELECT t ->> 'status' = 'valid' AND t -> 'columns' = '[\"public.order_items.unit_price\", \"public.order_items.quantity\"]'
          AND t -> 'aggregates' = '[\"sum\"]' AND t -> 'join_path' = '[]'
     FROM ekaya.define_term('gmv', 'Gross merchandise value: what was ordered, at the price of the order line',
                            'SUM(order_items.unit_price * order_items.quantity)', '{order_items}') t"
check "a metric over two tables stores the verified join path between them" \
  "SELECT t -> 'tables' = '[\"public.order_items\", \"public.orders\"]'
          AND t -> 'join_path' @> '[{\"left_table\": \"public.order_items\", \"left_columns\": [\"order_id\"],
                                     \"right_table\": \"public.orders\", \"right_columns\": [\"order_id\"]}]'
     FROM ekaya.define_term('order revenue', 'Revenue of orders: order lines at their price, by order',
                            'SUM(order_items.unit_price * order_items.quantity)', '{order_items, orders}') t"
check "re-defining a term replaces it" \
  "SELECT (ekaya.define_term('active user', 'A user with a session in the last 30 days, admins excluded')) ->> 'definition' LIKE '%admins excluded'
      AND (SELECT count(*) = 1 FROM ekaya.business_terms WHERE term = 'active user')"
refused "an unknown column is refused (42703)" \
  "SELECT ekaya.define_term('x', 'x', 'SUM(order_items.price)', '{order_items}')" 42703
refused "an unknown table is refused (42P01)" \
  "SELECT ekaya.define_term('x', 'x', 'SUM(order_lines.price)', '{order_lines}')" 42P01
refused "a second statement (a write) is refused (42601)" \
  "SELECT ekaya.define_term('x', 'x', 'SUM(order_items.quantity); DELETE FROM order_items', '{order_items}')" 42601
refused "a FROM clause of its own is refused (42601)" \
  "SELECT ekaya.define_term('x', 'x', 'SUM(o.quantity) FROM order_items o', '{order_items}')" 42601
"${PSQL[@]}" -d "$db" -c "CREATE FUNCTION public.tax(numeric) RETURNS numeric LANGUAGE sql AS 'SELECT \$1 * 1.2'" >/dev/null
refused "a user function is refused (22023, untrusted_function)" \
  "SELECT ekaya.define_term('x', 'x', 'SUM(public.tax(order_items.unit_price))', '{order_items}')" 22023
refused "a subquery is refused (0A000)" \
  "SELECT ekaya.define_term('x', 'x', 'SUM(order_items.quantity) + (SELECT count(*) FROM public.orders)', '{order_items}')" 0A000
refused "an expression without its tables is refused (22023)" \
  "SELECT ekaya.define_term('x', 'x', 'SUM(order_items.quantity)')" 22023
check "the expression is analyzed, never run (a division by zero is stored)" \
  "SELECT (ekaya.define_term('x', 'x', 'SUM(order_items.quantity / 0)', '{order_items}')) ->> 'status' = 'valid'
      AND (ekaya.remove_term('x')) ->> 'removed' = 'true'"
refused "removing an unknown term is refused (42704)" "SELECT ekaya.remove_term('no such term')" 42704
check "a word without stems names no term" "SELECT ekaya._terms_matching('???') = '[]'"
check "nothing was stored by the refused calls" "SELECT count(*) = 3 FROM ekaya.business_terms"

echo "== demo: finding terms"
check "resolve_entity names the term and points at its table" \
  "SELECT r -> 'business_terms' -> 0 ->> 'term' = 'gmv' AND r -> 'primary_match' ->> 'primary_table' = 'public.order_items'
     FROM ekaya.resolve_entity('gmv') r"
check "resolve_entity lists a term among the entities it finds" \
  "SELECT r -> 'business_terms' @> '[{\"term\": \"order revenue\", \"match_reason\": \"business_term\"}]'
     FROM ekaya.resolve_entity('order revenue') r"
check "search_columns finds the columns of a term by its name, with the reason" \
  "SELECT count(*) = 2 AND bool_and(match_reason = 'business term \"gmv\"')
     FROM (SELECT * FROM ekaya.search_columns('gmv') LIMIT 2) s
    WHERE table_name = 'public.order_items' AND column_name IN ('unit_price', 'quantity')"
check "search_columns finds them by the words of the definition" \
  "SELECT count(*) = 2 FROM ekaya.search_columns('gross merchandise value')
    WHERE table_name = 'public.order_items' AND column_name IN ('unit_price', 'quantity') AND match_reason LIKE 'business term%'"
check "ontology_context lists the terms with their status" \
  "SELECT c -> 'business_terms' @> '[{\"term\": \"gmv\", \"status\": \"valid\", \"sql_expression\": \"SUM(order_items.unit_price * order_items.quantity)\"}]'
          AND jsonb_array_length(c -> 'business_terms') = 3
     FROM ekaya.ontology_context() c"
check "ontology_context('tables') lists them too" \
  "SELECT jsonb_array_length(ekaya.ontology_context('tables') -> 'business_terms') = 3"

echo "== demo: validate_sql"
vs() { q "SELECT coalesce(string_agg(code || ':' || message, E'\n'), '') FROM ekaya.validate_sql(\$v\$$1\$v\$)"; }
out=$(vs "SELECT o.user_id, SUM(oi.quantity * oi.unit_price) FROM order_items oi JOIN orders o ON o.order_id = oi.order_id GROUP BY 1 LIMIT 10")
[[ $out == *'metric:computes the business term "gmv"'* ]] && ok "the same expression (aliases, operands swapped) is named as metric gmv" || { fail "the same expression is named as metric gmv"; echo "$out" | sed 's/^/    | /'; }
[[ $out == *'metric:computes the business term "order revenue"'* && $out != *metric_mismatch* ]] \
  && ok "on the definition's join path: metric order revenue, no mismatch" || { fail "on the definition's join path: metric order revenue, no mismatch"; echo "$out" | sed 's/^/    | /'; }
out=$(vs "WITH l AS (SELECT order_id, unit_price AS p, quantity AS n FROM order_items) SELECT SUM(l.p * l.n) FROM l LIMIT 1")
[[ $out == *'metric:computes the business term "gmv"'* ]] && ok "through a CTE the columns are still the metric's" || fail "through a CTE the columns are still the metric's"
out=$(vs "SELECT SUM(unit_price) FROM order_items LIMIT 1")
[[ $out == *'metric_mismatch:'*'"gmv"'* && $out != *'metric:'* ]] && ok "SUM(unit_price) alone is a metric_mismatch" || { fail "SUM(unit_price) alone is a metric_mismatch"; echo "$out" | sed 's/^/    | /'; }
out=$(vs "SELECT AVG(unit_price * quantity) FROM order_items LIMIT 1")
[[ $out == *'metric_mismatch:'*'"gmv"'* ]] && ok "AVG instead of SUM is a metric_mismatch" || fail "AVG instead of SUM is a metric_mismatch"
out=$(vs "SELECT SUM(unit_price * quantity * 0.9) FROM order_items LIMIT 1")
[[ $out == *'metric_mismatch:'*'"gmv"'* ]] && ok "other arithmetic is a metric_mismatch" || fail "other arithmetic is a metric_mismatch"
out=$(vs "SELECT SUM(num_seats), count(*) FROM accounts LIMIT 1")
[[ $out != *metric* ]] && ok "an unrelated aggregate gets no metric row" || { fail "an unrelated aggregate gets no metric row"; echo "$out" | sed 's/^/    | /'; }
out=$(vs "SELECT o.status, SUM(oi.unit_price * oi.quantity) FROM order_items oi JOIN shipments s ON s.order_id = oi.order_id JOIN orders o ON o.order_id = s.order_id GROUP BY 1 LIMIT 10")
[[ $out == *'metric_mismatch:the business term "order revenue" joins'* ]] && ok "another join path between the metric's tables is a metric_mismatch" \
  || { fail "another join path between the metric's tables is a metric_mismatch"; echo "$out" | sed 's/^/    | /'; }

echo "== demo: privileges and curation"
"${PSQL[@]}" -d "$db" -c "CREATE ROLE ekaya_terms_reader" -c "CREATE ROLE ekaya_terms_curator" \
  -c "GRANT SELECT ON order_items TO ekaya_terms_reader, ekaya_terms_curator" \
  -c "GRANT SELECT ON ALL TABLES IN SCHEMA public TO ekaya_terms_curator" >/dev/null
check "a reader of order_items alone sees gmv, not order revenue (it cannot read orders)" \
  "SELECT array_agg(term ORDER BY term)::text = '{gmv}' FROM ekaya.business_terms WHERE tables <> '{}'" "$db" ekaya_terms_reader
check "... nor in resolve_entity" \
  "SELECT NOT (ekaya.resolve_entity('order revenue') ? 'business_terms')" "$db" ekaya_terms_reader
check "... nor in ontology_context" \
  "SELECT NOT (ekaya.ontology_context('tables') -> 'business_terms') @> '[{\"term\": \"order revenue\"}]'" "$db" ekaya_terms_reader
check "... nor in search_columns" \
  "SELECT count(*) = 0 FROM ekaya.search_columns('order revenue') WHERE match_reason LIKE '%order revenue%'" "$db" ekaya_terms_reader
check "... nor in validate_sql, which still names gmv" \
  "SELECT bool_or(message LIKE '%\"gmv\"%') AND NOT bool_or(message LIKE '%order revenue%')
     FROM ekaya.validate_sql('SELECT SUM(unit_price * quantity) FROM order_items LIMIT 1')" "$db" ekaya_terms_reader
refused "a role that owns no table and is no curator may not define a term (42501)" \
  "SELECT ekaya.define_term('units', 'Units ordered', 'SUM(order_items.quantity)', '{order_items}')" 42501 "$db" ekaya_terms_reader
refused "nor remove one (42501)" "SELECT ekaya.remove_term('gmv')" 42501 "$db" ekaya_terms_reader
refused "curation is refused in a read-only transaction (25006)" \
  "BEGIN READ ONLY; SELECT ekaya.define_term('units', 'Units ordered', 'SUM(order_items.quantity)', '{order_items}')" 25006
check "a member of ekaya.curator_role may define one" \
  "SET ekaya.curator_role = 'ekaya_terms_curator'; SET ROLE ekaya_terms_curator;
   SELECT (ekaya.define_term('units', 'Units ordered', 'SUM(order_items.quantity)', '{order_items}')) ->> 'defined_by' = 'ekaya_terms_curator'"
refused "a role may not define a term over a table it cannot read (42P01, as for any unknown table)" \
  "SET ROLE ekaya_terms_reader; SELECT ekaya.define_term('o', 'o', 'count(*)', '{orders}')" 42P01
check "remove_term removes it" "SELECT (ekaya.remove_term('units')) ->> 'removed' = 'true'"
check "... and it is gone" "SELECT NOT EXISTS (SELECT FROM ekaya.business_terms WHERE term = 'units')"

"${PSQL[@]}" -d "$db" -c "CREATE ROLE ekaya_terms_gone" -c "GRANT SELECT ON order_items TO ekaya_terms_gone" \
  -c "GRANT ekaya_terms_curator TO ekaya_terms_gone" >/dev/null
q "SET ekaya.curator_role = 'ekaya_terms_curator'; SET ROLE ekaya_terms_gone;
   SELECT ekaya.define_term('units', 'Units ordered', 'SUM(order_items.quantity)', '{order_items}')" >/dev/null
"${PSQL[@]}" -d "$db" -c "REVOKE ALL ON order_items FROM ekaya_terms_gone" -c "DROP ROLE ekaya_terms_gone" >/dev/null
check "validate_sql compares a term as the role that defined it: a dropped definer's term is not named" \
  "SELECT count(*) = 0 FROM ekaya.validate_sql('SELECT SUM(quantity) FROM order_items LIMIT 1') WHERE code = 'metric'"
check "revalidated, a dropped definer's term is broken" \
  "SELECT (ekaya.revalidate_terms()) -> 'terms' @> '[{\"term\": \"units\", \"status\": \"broken\",
                                                    \"reason\": \"the role that defined the term no longer exists\"}]'"
q "SELECT ekaya.remove_term('units')" >/dev/null

echo "== demo: DDL, re-analysis, dump and restore"
q "ALTER TABLE order_items RENAME COLUMN unit_price TO price" >/dev/null
check "a column rename makes the term stale" "SELECT status = 'stale' FROM ekaya.business_terms WHERE term = 'gmv'"
check "a term on other tables stays valid" "SELECT status = 'valid' FROM ekaya.business_terms WHERE term = 'active user'"
q "SELECT ekaya.revalidate_terms()" >/dev/null
check "revalidated, it is broken, with the reason" \
  "SELECT status = 'broken' AND status_reason LIKE '%unit_price%' FROM ekaya.business_terms WHERE term = 'gmv'"
check "validate_sql ignores a broken term" \
  "SELECT count(*) = 0 FROM ekaya.validate_sql('SELECT SUM(price * quantity) FROM order_items LIMIT 1') WHERE code LIKE 'metric%' AND message LIKE '%\"gmv\"%'"
q "ALTER TABLE order_items RENAME COLUMN price TO unit_price" >/dev/null
check "renamed back and revalidated, nothing is broken" "SELECT (ekaya.revalidate_terms()) ->> 'broken' = '0'"
check "... and the term is valid again" "SELECT status = 'valid' FROM ekaya.business_terms WHERE term = 'gmv'"
q "ALTER TABLE order_items RENAME COLUMN unit_price TO price" >/dev/null
q "SELECT ekaya.analyze(wait => true)" >/dev/null
check "a published analysis checks the terms again: broken, with the reason" \
  "SELECT status = 'broken' AND status_reason LIKE '%unit_price%' FROM ekaya.business_terms WHERE term = 'gmv'"
q "ALTER TABLE order_items RENAME COLUMN price TO unit_price" >/dev/null
q "SELECT ekaya.revalidate_terms()" >/dev/null
q "SELECT ekaya.analyze(wait => true)" >/dev/null
check "a re-analysis keeps every term" "SELECT count(*) = 3 FROM ekaya.business_terms"
rm -f /tmp/ekaya_terms.dump
if pg_dump -Fc -f /tmp/ekaya_terms.dump "$db" 2>/tmp/ekaya_terms_dump.log \
   && "${PSQL[@]}" -d postgres -c "CREATE DATABASE ${db}_restored" >/dev/null \
   && pg_restore -d "${db}_restored" /tmp/ekaya_terms.dump 2>>/tmp/ekaya_terms_dump.log; then
  ok "pg_dump / pg_restore"
else
  fail "pg_dump / pg_restore"; tail -3 /tmp/ekaya_terms_dump.log | sed 's/^/    | /'
fi
check "the restored database has the terms, valid" \
  "SELECT count(*) = 3 AND bool_and(status = 'valid') FROM ekaya.business_terms" "${db}_restored"
check "their tables are found by name after the restore" \
  "SELECT table_oids = ARRAY['public.order_items'::regclass::oid, 'public.orders'::regclass::oid]
     FROM ekaya.engine_business_terms WHERE term = 'order revenue'" "${db}_restored"
check "validate_sql names the metric in the restored database" \
  "SELECT bool_or(code = 'metric' AND message LIKE '%\"gmv\"%') FROM ekaya.validate_sql('SELECT SUM(unit_price * quantity) FROM order_items LIMIT 1')" "${db}_restored"
"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS ${db}_restored WITH (FORCE)" >/dev/null 2>&1

q "SELECT count(*) FROM (SELECT ekaya.define_term('bulk ' || g, repeat('word ', 80) || g,
                                                 'SUM(order_items.quantity * ' || g || ')', '{order_items}')
                            FROM generate_series(1, 30) g) x" >/dev/null
check "ontology_context's summary keeps the terms within 3,000 characters and counts the rest" \
  "SELECT length((c -> 'business_terms')::text) <= 3100
          AND jsonb_array_length(c -> 'business_terms') + (c ->> 'business_terms_omitted')::int = 33
     FROM ekaya.ontology_context() c"
check "ontology_context('tables') lists all 33" "SELECT jsonb_array_length(ekaya.ontology_context('tables') -> 'business_terms') = 33"

echo "== chinook"
if [ -f "$datasets/chinook/Chinook_PostgreSql.sql" ]; then
  cdb=ekaya_terms_chinook
  "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $cdb WITH (FORCE)" -c "DROP DATABASE IF EXISTS chinook WITH (FORCE)" >/dev/null 2>&1
  psql -X -q -d postgres -f "$datasets/chinook/Chinook_PostgreSql.sql" >/dev/null 2>&1
  "${PSQL[@]}" -d postgres -c "ALTER DATABASE chinook RENAME TO $cdb" >/dev/null
  "${PSQL[@]}" -d "$cdb" -c "CREATE EXTENSION ekaya_ontology" -c "SELECT ekaya.analyze(wait => true)" >/dev/null
  check "chinook: revenue over invoice_line" \
    "SELECT (ekaya.define_term('revenue', 'What customers paid: unit price times quantity of the invoice lines',
            'SUM(invoice_line.unit_price * invoice_line.quantity)', '{invoice_line}')) ->> 'status' = 'valid'" "$cdb"
  check "chinook: customer revenue joins invoice_line, invoice and customer" \
    "SELECT t -> 'tables' = '[\"public.invoice_line\", \"public.invoice\", \"public.customer\"]' AND jsonb_array_length(t -> 'join_path') = 2
       FROM ekaya.define_term('customer revenue', 'What each customer paid',
            'SUM(invoice_line.unit_price * invoice_line.quantity)', '{invoice_line, customer}') t" "$cdb"
  check "chinook: search_columns('revenue') finds unit_price and quantity first" \
    "SELECT array_agg(column_name ORDER BY column_name) = '{quantity,unit_price}'
       FROM (SELECT * FROM ekaya.search_columns('revenue', max_results => 2)) s WHERE table_name = 'public.invoice_line'" "$cdb"
  check "chinook: validate_sql names revenue" \
    "SELECT bool_or(code = 'metric' AND message LIKE '%\"revenue\"%')
       FROM ekaya.validate_sql('SELECT SUM(il.quantity * il.unit_price) FROM invoice_line il LIMIT 1')" "$cdb"
  check "chinook: invoice totals are another column, no metric row" \
    "SELECT count(*) = 0 FROM ekaya.validate_sql('SELECT SUM(total) FROM invoice LIMIT 1') WHERE code LIKE 'metric%'" "$cdb"
  check "chinook: customers joined through their support rep are another join path" \
    "SELECT bool_or(code = 'metric_mismatch' AND message LIKE '%support_rep_id%business term \"customer revenue\" does not%')
       FROM ekaya.validate_sql('SELECT c.country, SUM(il.unit_price * il.quantity) FROM invoice_line il
                                  JOIN invoice i ON i.invoice_id = il.invoice_id
                                  JOIN customer c ON c.support_rep_id = i.customer_id GROUP BY 1 LIMIT 5')" "$cdb"
  check "chinook: invoice lines joined to customers without the invoice are another join path" \
    "SELECT bool_or(code = 'metric_mismatch' AND message LIKE '%joins public.customer to public.invoice_line%\"customer revenue\" does not%')
       FROM ekaya.validate_sql('SELECT c.country, SUM(il.unit_price * il.quantity) FROM invoice_line il
                                  JOIN customer c ON c.customer_id = il.invoice_id GROUP BY 1 LIMIT 5')" "$cdb"
  check "chinook: on the definition's path, no mismatch" \
    "SELECT count(*) = 0 FROM ekaya.validate_sql('SELECT c.country, SUM(il.unit_price * il.quantity) FROM invoice_line il
              JOIN invoice i ON i.invoice_id = il.invoice_id JOIN customer c ON c.customer_id = i.customer_id GROUP BY 1 LIMIT 5')
      WHERE code = 'metric_mismatch'" "$cdb"
  "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $cdb WITH (FORCE)" >/dev/null 2>&1
else
  echo "skipped: chinook not found in $datasets"
fi

"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" \
  -c "DROP ROLE IF EXISTS ekaya_terms_reader" -c "DROP ROLE IF EXISTS ekaya_terms_curator" >/dev/null 2>&1
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
