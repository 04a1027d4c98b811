#!/usr/bin/env bash
# graph_datasets/run.sh: join paths on the shared sample databases checked against their truth.
# Each database is loaded, its truth.csv relationships are inserted as accepted (declared ones as
# fk, undeclared ones as inferred), so the check does not depend on discovery, and known paths
# and plans are compared with what get_join_path / plan_joins return. Ends with "N passed, M failed".
#   EKAYA_DATASETS  datasets folder (default <repo>/../shared/datasets)
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
eval "$(scripts/cluster.sh env)"
datasets=${EKAYA_DATASETS:-$repo/../shared/datasets}
if [ ! -d "$datasets" ]; then
  echo "skipped: datasets not found at $datasets"
  echo "0 passed, 0 failed"
  exit 0
fi
passed=0; failed=0

load() {	# dataset db
  local ds=$1 db=$2 dir="$datasets/$1"
  psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null 2>&1
  case $ds in
    pagila) psql -X -q -d "$db" -f "$dir/pagila-schema.sql" -f "$dir/pagila-data.sql" >/dev/null 2>&1 ;;
    northwind) psql -X -q -d "$db" -f "$dir/northwind.sql" >/dev/null 2>&1 ;;
    chinook) # the script creates and connects to a database named chinook; load it there and use that
      psql -X -q -d postgres -f "$dir/Chinook_PostgreSql.sql" >/dev/null 2>&1 ;;
  esac
  psql -X -q -d "$db" <<SQL >/dev/null
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
CREATE TEMP TABLE truth (source_table text, source_columns text, target_table text, target_columns text, status text);
\copy truth FROM '$dir/truth.csv' WITH (FORMAT csv, HEADER true)
INSERT INTO ekaya.engine_schema_relationships
    (source_table_oid, source_columns, source_attnums, target_table_oid, target_columns, target_attnums,
     relationship_type, status, cardinality, confidence)
SELECT s.oid, string_to_array(source_columns, '+'),
       (SELECT array_agg(a.attnum ORDER BY u.o) FROM unnest(string_to_array(source_columns, '+')) WITH ORDINALITY u(c, o)
          JOIN pg_attribute a ON a.attrelid = s.oid AND a.attname = u.c),
       t.oid, string_to_array(target_columns, '+'),
       (SELECT array_agg(a.attnum ORDER BY u.o) FROM unnest(string_to_array(target_columns, '+')) WITH ORDINALITY u(c, o)
          JOIN pg_attribute a ON a.attrelid = t.oid AND a.attname = u.c),
       CASE status WHEN 'undeclared' THEN 'inferred' ELSE 'fk' END, 'accepted', 'N:1',
       CASE status WHEN 'undeclared' THEN 0.9 ELSE 1 END
  FROM truth, LATERAL (SELECT source_table::regclass::oid) s(oid), LATERAL (SELECT target_table::regclass::oid) t(oid);
UPDATE ekaya.engine_state SET generation = generation + 1;
SQL
}

check() {	# db description sql expected
  local got
  got=$(psql -X -At -d "$1" -c "$3" 2>&1)
  if [ "$got" = "$4" ]; then passed=$((passed + 1)); echo "ok   $2"
  else failed=$((failed + 1)); echo "FAIL $2"; echo "     expected: $4"; echo "     got:      $got"; fi
}

# Tables along the best path, comma-separated.
path_sql() {	# from to [max_hops]
  echo "SELECT (hops->0->>'from_table') || ',' || (SELECT string_agg(h->>'to_table', ',' ORDER BY o)
                 FROM jsonb_array_elements(hops) WITH ORDINALITY x(h, o))
          FROM ekaya.get_join_path('$1', '$2', ${3:-3}) WHERE path_rank = 1"
}

load pagila ekaya_gds_pagila
db=ekaya_gds_pagila
check $db "pagila payment -> film" "$(path_sql payment film)" "public.payment,public.rental,public.inventory,public.film"
check $db "pagila customer -> country" "$(path_sql customer country)" "public.customer,public.address,public.city,public.country"
check $db "pagila film -> actor via film_actor" "$(path_sql film actor)" "public.film,public.film_actor,public.actor"
check $db "pagila store -> staff: declared staff.store_id first, then the undeclared manager" \
  "SELECT string_agg(hops->0->'from_columns'->>0, ',' ORDER BY path_rank) FROM ekaya.get_join_path('store', 'staff') WHERE total_hops = 1" \
  "store_id,manager_staff_id"
check $db "pagila plan_joins film + actor bridges film_actor" \
  "SELECT string_agg(table_name || '/' || bridge, ',' ORDER BY step) FROM ekaya.plan_joins(ARRAY['film', 'actor'])" \
  "public.film_actor/true,public.actor/false,public.film/false"
check $db "pagila plan_joins runs" \
  "SELECT 1 FROM (SELECT ekaya.plan_joins_sql(ARRAY['payment', 'film', 'category']) q) x" "1"
psql -X -q -d $db -c "DO \$\$ BEGIN EXECUTE 'SELECT count(*) ' || ekaya.plan_joins_sql(ARRAY['payment', 'film', 'category']); END \$\$" >/dev/null 2>&1 \
  && { passed=$((passed + 1)); echo "ok   pagila generated plan SQL executes"; } \
  || { failed=$((failed + 1)); echo "FAIL pagila generated plan SQL executes"; }

load chinook chinook
db=chinook
check $db "chinook invoice_line -> genre" "$(path_sql invoice_line genre)" "public.invoice_line,public.track,public.genre"
check $db "chinook employee self reference" \
  "SELECT sql_hint FROM ekaya.get_join_path('employee', 'employee')" \
  "FROM public.employee AS e JOIN public.employee AS e2 ON e2.employee_id = e.reports_to"
check $db "chinook plan_joins playlist + genre" \
  "SELECT string_agg(table_name, ',' ORDER BY step) FROM ekaya.plan_joins(ARRAY['playlist', 'genre'])" \
  "public.playlist_track,public.playlist,public.track,public.genre"

load northwind ekaya_gds_northwind
db=ekaya_gds_northwind
check $db "northwind order_details -> categories" "$(path_sql order_details categories)" \
  "public.order_details,public.products,public.categories"

for d in ekaya_gds_pagila chinook ekaya_gds_northwind; do psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $d" >/dev/null 2>&1; done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
