#!/usr/bin/env bash
# test/traps/run.sh: the wrong answers that run (issue 20). corpus.sql holds pairs of queries on
# the demo marketplace and on the shared datasets: for each question, a variant that runs and
# returns a wrong number (a fan trap, a chasm trap, or rows an INNER JOIN silently drops) and a
# correct variant of the same question, each with the verdict expected from ekaya.validate_sql
# and ekaya.validate_joins (fan_trap, chasm_trap, row_loss, or none).
#
# For each database it loads the data (the datasets with their declared keys, the demo with
# none), runs the analysis, then for every query of that database:
#   - the trap codes validate_sql reports (rows whose code is fan_trap, chasm_trap or row_loss)
#     and those validate_joins reports (rows whose status is one of them);
#   - the query itself, run read-only under a statement timeout: a digest of its rows, and its
#     first row for display.
# Scoring counts (query, code) pairs for each function: a code expected and reported is a true
# positive, reported but not expected a false positive, expected but not reported a false
# negative. Assertions: precision and recall of each function at least EKAYA_TRAPS_MIN (0.95),
# and every pair's two variants return different rows on the data (otherwise the pair proves
# nothing). --verbose lists every query with its verdicts and the numbers it returned; mistakes
# are always listed. Ends with "N passed, M failed".
#
# Usage: test/traps/run.sh [--verbose] [--keep] [--only DB]...
# Environment: PG* (a superuser on a running cluster with the extension installed),
# EKAYA_DATASETS (default <repo>/../shared/datasets), EKAYA_TRAPS_MIN.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
datasets=${EKAYA_DATASETS:-$repo/../shared/datasets}
min=${EKAYA_TRAPS_MIN:-0.95}
verbose=0; keep=0; only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --verbose) verbose=1; shift ;;
    --keep) keep=1; shift ;;
    --only) only+=("${2:?--only needs a database: demo, chinook, northwind, pagila, pokedex}"); shift 2 ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
PSQL=(psql -X -q -v ON_ERROR_STOP=1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0; skipped=()
ok() { echo "ok   $1"; passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }

if ! "${PSQL[@]}" -d postgres -c 'SELECT 1' >/dev/null 2>"$tmp/conn.log"; then
  sed 's/^/  /' "$tmp/conn.log"; echo "0 passed, 1 failed"; exit 1
fi

# Load database $1 into traps_$1; returns non-zero when its files are missing or loading failed.
load() {
  local ds=$1 db="traps_$1" dir="$datasets/$1"
  "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1
  case "$ds" in
    demo)
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$db" -f "$repo/demo/marketplace.sql" >>"$tmp/load.log" 2>&1 ;;
    chinook)
      [ -r "$dir/Chinook_PostgreSql.sql" ] || return 2
      # the script drops, creates and \c's into "chinook": give it our name
      sed -e "s/^DROP DATABASE IF EXISTS chinook;/DROP DATABASE IF EXISTS $db;/" \
          -e "s/^CREATE DATABASE chinook;/CREATE DATABASE $db;/" \
          -e "s/^\\\\c chinook;/\\\\c $db/" "$dir/Chinook_PostgreSql.sql" \
        | "${PSQL[@]}" -d postgres >"$tmp/load.log" 2>&1 ;;
    northwind)
      [ -r "$dir/northwind.sql" ] || return 2
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$db" -f "$dir/northwind.sql" >>"$tmp/load.log" 2>&1 ;;
    pagila)
      [ -r "$dir/pagila-schema.sql" ] || return 2
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$db" -f "$dir/pagila-schema.sql" -f "$dir/pagila-data.sql" >>"$tmp/load.log" 2>&1 ;;
    pokedex)
      [ -r "$dir/pokedex.sql" ] || return 2
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$db" -f "$dir/pokedex.sql" >>"$tmp/load.log" 2>&1 ;;
  esac
}

# The corpus, the analysis and the verdicts in database traps_$1; rows appended to results.csv.
run_db() {
  local ds=$1 db="traps_$1"
  "${PSQL[@]}" -d "$db" >"$tmp/run.log" 2>&1 <<SQL || return 1
SET client_min_messages = warning;
CREATE EXTENSION ekaya_ontology;
SELECT ekaya.analyze(wait => true);
CREATE TABLE public.traps_corpus (n serial, db text, pair text, variant text, expected text, question text, sql text);
\i $here/corpus.sql
DELETE FROM public.traps_corpus WHERE db <> '$ds';
-- one query: its verdicts, a digest of its rows to compare the variants, its first row to show;
-- each call is a statement of its own, under the session's statement_timeout
CREATE TABLE public.traps_results (n int, db text, pair text, variant text, expected text, by_sql text,
                                   by_joins text, digest text, shown text, question text);
CREATE FUNCTION public.traps_one(k int) RETURNS void LANGUAGE plpgsql AS \$f\$
DECLARE c public.traps_corpus; s text; j text; d text; sh text;
BEGIN
  SELECT * INTO c FROM public.traps_corpus WHERE n = k;
  SELECT coalesce(string_agg(DISTINCT v.code, '+' ORDER BY v.code), 'none') INTO s
    FROM ekaya.validate_sql(c.sql) v WHERE v.code IN ('fan_trap', 'chasm_trap', 'row_loss');
  SELECT coalesce(string_agg(DISTINCT v.status, '+' ORDER BY v.status), 'none') INTO j
    FROM ekaya.validate_joins(c.sql) v WHERE v.status IN ('fan_trap', 'chasm_trap', 'row_loss');
  BEGIN
    EXECUTE format('SELECT md5(coalesce(string_agg(t::text, E''\n'' ORDER BY t::text), '''')),
                           left(coalesce((array_agg(t::text ORDER BY t::text))[1], ''(no rows)''), 70)
                      FROM (%s) t', c.sql) INTO d, sh;
  EXCEPTION WHEN query_canceled OR others THEN
    d := 'error'; sh := 'ERROR: ' || left(SQLERRM, 80);
  END;
  INSERT INTO public.traps_results VALUES (c.n, c.db, c.pair, c.variant, c.expected, s, j, d, sh, c.question);
END
\$f\$;
SET statement_timeout = '60s';
SELECT format('SELECT public.traps_one(%s)', n) FROM public.traps_corpus ORDER BY n \gexec
RESET statement_timeout;
\copy (SELECT db, pair, variant, expected, by_sql, by_joins, digest, shown, question FROM public.traps_results ORDER BY n) TO '$tmp/$ds.csv' WITH (FORMAT csv)
SQL
  cat "$tmp/$ds.csv" >>"$tmp/results.csv"
}

: >"$tmp/results.csv"
for ds in demo chinook northwind pagila pokedex; do
  if [ ${#only[@]} -gt 0 ] && [[ " ${only[*]} " != *" $ds "* ]]; then continue; fi
  t0=$(date +%s)
  load "$ds"; rc=$?
  if [ $rc -eq 2 ]; then skipped+=("$ds"); echo "skipped: $ds (datasets not found in $datasets)"; continue; fi
  if [ $rc -ne 0 ]; then bad "$ds: load"; tail -5 "$tmp/load.log" | sed 's/^/    | /'; continue; fi
  if ! run_db "$ds"; then bad "$ds: corpus run"; tail -8 "$tmp/run.log" | sed 's/^/    | /'; continue; fi
  echo "$ds: $(wc -l <"$tmp/$ds.csv") queries ($(( $(date +%s) - t0 )) s)"
  [ "$keep" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS traps_$ds WITH (FORCE)" >/dev/null 2>&1
done

# Scoring, in a scratch session.
score=$("${PSQL[@]}" -d postgres -At -F '|' -v verbose="$verbose" -v min="$min" 2>&1 <<SQL
CREATE TEMP TABLE r (db text, pair text, variant text, expected text, by_sql text, by_joins text,
                     digest text, shown text, question text);
\copy r FROM '$tmp/results.csv' WITH (FORMAT csv)
CREATE TEMP TABLE codes AS
SELECT f.fn, r.db, r.pair, r.variant, c AS code,
       c = ANY (string_to_array(r.expected, '+')) AS expected,
       c = ANY (string_to_array(CASE f.fn WHEN 'validate_sql' THEN r.by_sql ELSE r.by_joins END, '+')) AS found
  FROM r CROSS JOIN (VALUES ('validate_sql'), ('validate_joins')) f(fn)
 CROSS JOIN unnest(ARRAY['fan_trap', 'chasm_trap', 'row_loss']) c;
SELECT 'COUNT', count(*), count(*) FILTER (WHERE expected <> 'none'), count(*) FILTER (WHERE expected = 'none') FROM r;
SELECT 'SCORE', fn, count(*) FILTER (WHERE expected AND found), count(*) FILTER (WHERE found AND NOT expected),
       count(*) FILTER (WHERE expected AND NOT found),
       coalesce(round((count(*) FILTER (WHERE expected AND found))::numeric
                      / nullif(count(*) FILTER (WHERE found), 0), 3)::text, 'n/a'),
       round((count(*) FILTER (WHERE expected AND found))::numeric / nullif(count(*) FILTER (WHERE expected), 0), 3)
  FROM codes GROUP BY fn ORDER BY fn DESC;
SELECT 'CODE', fn, code, count(*) FILTER (WHERE expected AND found), count(*) FILTER (WHERE found AND NOT expected),
       count(*) FILTER (WHERE expected AND NOT found)
  FROM codes GROUP BY fn, code ORDER BY fn DESC, code;
SELECT 'DB', fn, db, count(*) FILTER (WHERE expected AND found), count(*) FILTER (WHERE found AND NOT expected),
       count(*) FILTER (WHERE expected AND NOT found)
  FROM codes GROUP BY fn, db ORDER BY fn DESC, db;
SELECT 'MISS', db, pair, variant, 'expected ' || expected || ', validate_sql ' || by_sql || ', validate_joins ' || by_joins
  FROM r WHERE by_sql <> expected OR by_joins <> expected ORDER BY db, pair, variant;
SELECT 'SAME', a.db, a.pair, a.shown FROM r a JOIN r b ON a.db = b.db AND a.pair = b.pair AND a.variant < b.variant
 WHERE a.digest = b.digest OR a.digest = 'error' OR b.digest = 'error' ORDER BY a.db, a.pair;
SELECT 'ERROR', db, pair, variant, shown FROM r WHERE digest = 'error' ORDER BY db, pair, variant;
SELECT 'ROW', db, pair, variant, expected, by_sql, by_joins, shown, question FROM r WHERE :verbose = 1 ORDER BY db, pair, variant DESC;
SQL
)
if ! grep -q '^COUNT|' <<<"$score"; then
  echo "$score" | tail -10; bad "scoring"; echo "$passed passed, $failed failed"; exit 1
fi
IFS='|' read -r _ total ntrap nright <<<"$(grep '^COUNT|' <<<"$score")"
echo "corpus: $total queries, $ntrap with a trap, $nright correct variants"
if [ "$verbose" = 1 ]; then
  echo "== every query: db pair variant | expected | validate_sql | validate_joins | first row returned"
  grep '^ROW|' <<<"$score" | awk -F'|' '{ printf "  %-9s %-14s %-5s | %-10s | %-10s | %-10s | %s\n", $2, $3, $4, $5, $6, $7, $8 }'
fi
echo "== per code (true positives, false positives, false negatives)"
grep '^CODE|' <<<"$score" | awk -F'|' '{ printf "  %-15s %-11s TP %3d  FP %3d  FN %3d\n", $2, $3, $4, $5, $6 }'
echo "== per database"
grep '^DB|' <<<"$score" | awk -F'|' '{ printf "  %-15s %-10s TP %3d  FP %3d  FN %3d\n", $2, $3, $4, $5, $6 }'
grep '^MISS|' <<<"$score" | awk -F'|' '{ printf "  wrong verdict: %s %s %s: %s\n", $2, $3, $4, $5 }'
while IFS='|' read -r _ fn tp fp fn_ prec rec; do
  echo "$fn: TP $tp  FP $fp  FN $fn_  precision $prec  recall $rec"
  if [ "$prec" != n/a ] && awk -v p="$prec" -v m="$min" 'BEGIN { exit !(p >= m) }'; then ok "$fn precision $prec >= $min"
  else bad "$fn precision $prec >= $min"; fi
  if awk -v r="$rec" -v m="$min" 'BEGIN { exit !(r >= m) }'; then ok "$fn recall $rec >= $min"
  else bad "$fn recall $rec >= $min"; fi
done < <(grep '^SCORE|' <<<"$score")
same=$(grep -c '^SAME|' <<<"$score" || true)
grep '^SAME|' <<<"$score" | awk -F'|' '{ printf "  same rows from both variants: %s %s: %s\n", $2, $3, $4 }'
grep '^ERROR|' <<<"$score" | awk -F'|' '{ printf "  query failed: %s %s %s: %s\n", $2, $3, $4, $5 }'
if [ "$same" -eq 0 ]; then ok "every pair's variants return different rows"; else bad "every pair's variants return different rows ($same do not)"; fi
[ ${#skipped[@]} -eq 0 ] || echo "skipped: ${skipped[*]} (datasets not found in $datasets)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
