#!/usr/bin/env bash
# demo.sh: loads the demo marketplace, analyses it and shows what ekaya_ontology learned.
# Sections for capabilities that are not installed yet are left out rather than failing.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
db=ekaya_demo
eval "$("$repo/scripts/cluster.sh" env)"
export PGDATABASE=$db

echo "ekaya: loading the demo marketplace (no foreign keys declared) and analysing it ..."
start=$(date +%s%N)
"$repo/scripts/demo-db.sh" "$db"
echo "ekaya: done in $(( ($(date +%s%N) - start) / 1000000 )) ms"

q() { echo; echo "== $1"; psql -X -P pager=off -d "$db" -c "$2"; }
has() { [ "$(psql -X -qAt -d "$db" -c "SELECT to_regprocedure('$1') IS NOT NULL")" = t ]; }

q "Tables" "SELECT table_name, kind, row_count, row_count_exact AS exact, primary_key FROM ekaya.tables ORDER BY 1"
q "Column profiles (public.orders, public.users)" \
  "SELECT table_name, column_name, data_type, semantic_type, role, round(null_fraction::numeric, 2) AS nulls,
          distinct_count AS distinct, min_value, max_value, left(enum_values::text, 60) AS enum_values,
          patterns
     FROM ekaya.columns WHERE table_name IN ('public.orders', 'public.users') ORDER BY table_name, ordinal"
q "Relationships found in the data (accepted)" \
  "SELECT source_table || '(' || array_to_string(source_columns, ', ') || ')' AS source,
          target_table || '(' || array_to_string(target_columns, ', ') || ')' AS target,
          relationship_type AS type, cardinality, round(confidence::numeric, 2) AS confidence,
          round(match_rate::numeric, 3) AS match_rate, orphan_count AS orphans, source_role AS role
     FROM ekaya.relationships WHERE status = 'accepted' ORDER BY 1, 2"
q "The traps: measures contained in id ranges, turned down, and why" \
  "SELECT source_table || '.' || array_to_string(source_columns, ', ') AS source,
          target_table || '.' || array_to_string(target_columns, ', ') AS target,
          rejection_reason, round(match_rate::numeric, 3) AS match_rate
     FROM ekaya.relationships
    WHERE status = 'rejected' AND source_columns && ARRAY['quantity', 'rating', 'num_seats']::text[]
    ORDER BY 1, 2 LIMIT 12"
q "Candidates turned down, by reason" \
  "SELECT rejection_reason, count(*) FROM ekaya.relationships WHERE status = 'rejected' GROUP BY 1 ORDER BY 2 DESC"
if has 'ekaya.get_join_path(text,text,integer,integer)'; then
  q "Join paths billing_engagements -> accounts" \
    "SELECT path_rank, total_hops, description, sql_hint FROM ekaya.get_join_path('billing_engagements', 'accounts')"
fi
if has 'ekaya.validate_joins(text)'; then
  q "validate_joins on an agent's guess" \
    "SELECT join_no, left_table, left_columns, right_table, right_columns, status, suggestion
       FROM ekaya.validate_joins('SELECT * FROM billing_engagements b JOIN users u ON b.engagement_id = u.user_id')"
fi
if [ -x "$repo/test/accuracy/run.sh" ] || [ -f "$repo/test/accuracy/run.sh" ]; then
  echo; echo "== Scored against demo/expected_relationships.csv"
  bash "$repo/test/accuracy/run.sh" --demo "$db" || true
fi

cat <<MSG

ekaya: the demo cluster keeps running. Connect with:
  psql -h $PGHOST -p $PGPORT -U $PGUSER $db
Stop it with: make demo-stop
MSG
