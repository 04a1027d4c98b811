#!/usr/bin/env bash
# test/accuracy/run.sh: score relationship discovery on real sample databases.
#
# Why: discovery must find the relationships that hold with no declarations to
# lean on, and its mistakes must be visible by name.  For each of chinook,
# northwind, pagila and pokedex (../shared/datasets, see its README), and
# databases of our own (every <db>.sql here with a <db>_truth.csv) -- tpch, a
# small TPC-H-shaped one (bench/tpch_gen.sql
# at SF 0.02, read with ekaya.sample_rows = 5000 so that sampling and exact
# verification run, and holding the composite reference lineitem(l_partkey,
# l_suppkey) -> partsupp; truth bench/tpch_expected_relationships.csv, where
# every row counts because none is declared), shapes (shapes.sql: a
# role-playing date dimension, text keys, a composite foreign key, keyless
# tables, identical key ranges; truth shapes_truth.csv) and star (star.sql:
# a warehouse in the style of AdventureWorksDW with quoted CamelCase names;
# truth star_truth.csv), app (app.sql: a Rails-style application with a
# polymorphic association; truth app_truth.csv) and warehouse (warehouse.sql:
# the TPC-DS-shaped warehouse of bench/tpcds_gen.sql at sf 0.01, 25 tables,
# 107 foreign keys, three of them composite; truth warehouse_truth.csv) -- and
# each mode
#   fk  : foreign keys dropped, primary keys and unique constraints kept
#   all : foreign keys, primary keys and unique constraints dropped; plain
#         unique indexes (backing no constraint) stay, as the shared README
#         defines the mode
#   bare: as all, and the plain unique indexes dropped too: no key is left
#         (not run by default; --only db:bare or EKAYA_ACC_MODES="fk all bare";
#         asserted at F1 >= 0.85)
# it loads the database into acc_<db>_<mode>, creates the extension, runs
# `SELECT ekaya.analyze(wait => true)`, and scores the accepted rows of
# ekaya.relationships against truth.csv (test/accuracy/score.sql).  One
# assertion per database and mode: F1 >= 0.95 (fk) and >= 0.90 (all).
# At the end it prints, per mode, micro F1 (over the summed counts of all
# databases) and macro F1 (the mean of the databases' F1), and the reliability
# table of the accepted rows of every run: confidence bucket -> how many, how
# many right; one more assertion: accepted rows with confidence >= 0.9 are
# right at least 95% of the time.
#
# Usage:
#   test/accuracy/run.sh                 every database in modes fk and all
#   test/accuracy/run.sh --only pagila   one database (repeatable; also db:mode)
#   test/accuracy/run.sh --demo DBNAME   score an already loaded demo database
#                                        against demo/expected_relationships.csv
#                                        (analyses it first only when
#                                        ekaya.relationships is empty); every
#                                        true relationship there is undeclared
#                                        and counts: one not found is an FN
#   --truth FILE  with --demo: score against FILE instead, e.g. a database
#                 made by bench/tpch_gen.sql and bench/tpch_expected_relationships.csv
#   --keep      keep the acc_* databases (default: drop them at the end;
#               a run whose load, drop or analysis failed keeps its database)
#
# Environment:
#   PGHOST, PGPORT, PGUSER ...  a superuser on a running cluster where the
#                               extension is installed
#   EKAYA_DATASETS              datasets folder (default <repo>/../shared/datasets)
#   EKAYA_ACC_SETUP_SQL         SQL file run in each scored database instead of
#                               "CREATE EXTENSION ...; SELECT ekaya.analyze(...)";
#                               it gets truth.csv on standard input.  Only for
#                               testing this harness (test/accuracy/fake_analysis.sql).
#   EKAYA_DEMO_MIN_F1           threshold for --demo (default 0.90)
#
# Output ends with "N passed, M failed"; the exit status is non-zero when any
# assertion failed.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
datasets=${EKAYA_DATASETS:-$repo/../shared/datasets}
setup_sql=${EKAYA_ACC_SETUP_SQL:-}
demo_db=
demo_truth="$repo/demo/expected_relationships.csv"
keep=0
only=()

while [ $# -gt 0 ]; do
  case "$1" in
    --demo) demo_db=${2:?--demo needs a database name}; shift 2 ;;
    --truth) demo_truth=${2:?--truth needs a file}; shift 2 ;;
    --only) only+=("${2:?--only needs db or db:mode}"); shift 2 ;;
    --keep) keep=1; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "run.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

PSQL=(psql -X -q -v ON_ERROR_STOP=1)
# our own schemas beyond shapes, star and app: every test/accuracy/<db>.sql with a <db>_truth.csv
own_dbs=$(for f in "$here"/*_truth.csv; do b=$(basename "$f" _truth.csv);
          case "$b" in shapes|star|app) ;; *) [ -f "$here/$b.sql" ] && echo "$b" ;; esac; done | tr '\n' ' ')
# held-out schemas discovery does not pass yet (test/accuracy/pending/README): run only when
# named by --only, so that their figures are measured and reported, not hidden
pending_dbs=$(for o in "${only[@]}"; do b=${o%%:*};
              [ -f "$here/pending/$b.sql" ] && [ -f "$here/pending/${b}_truth.csv" ] && echo "$b"; done |
              sort -u | tr '\n' ' ')
dbfile() {  # db suffix: the file of an own or pending database
  if [ -f "$here/$1$2" ]; then echo "$here/$1$2"; else echo "$here/pending/$1$2"; fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

# Run the analysis (or the test fake) in database $1; truth.csv $2 on stdin.
analyse() {
  local db=$1 truth=$2
  if [ -n "$setup_sql" ]; then
    "${PSQL[@]}" -d "$db" -f "$setup_sql" <"$truth" >"$tmp/setup.log" 2>&1
  else
    "${PSQL[@]}" -d "$db" >"$tmp/setup.log" 2>&1 <<'SQL'
CREATE EXTENSION IF NOT EXISTS ekaya_ontology;
SELECT ekaya.analyze(wait => true);
SQL
  fi
}

# Score database $1 against truth file $2; label $3, threshold $4, count_undeclared $5.
score() {
  local db=$1 truth=$2 label=$3 min=$4 count_und=$5 out result
  if ! out=$("${PSQL[@]}" -d "$db" -v label="$label" -v min_f1="$min" -v count_undeclared="$count_und" \
             -f "$here/score.sql" <"$truth" 2>&1); then
    echo "  $label: scoring failed:"; printf '%s\n' "$out" | sed 's/^/    /'
    failed=$((failed + 1)); return
  fi
  echo "$out" | grep -v '^RESULT \|^COUNTS \|^CONF '
  echo "$out" | grep '^COUNTS ' >>"$tmp/counts"
  echo "$out" | grep '^CONF ' >>"$tmp/conf"
  result=$(echo "$out" | awk '/^RESULT / { print $2 }')
  if [ "$result" = pass ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

fail_run() {  # label, message, log file
  echo "  $1: FAIL ($2)"
  [ -f "$3" ] && tail -n 15 "$3" | sed 's/^/    | /'
  failed=$((failed + 1))
}

# Load dataset $1 into database acc_$1_src (names folded to lower case, as SQL folds them).
load_source() {
  local ds=$1 src="acc_${1,,}_src" dir="$datasets/$1"
  "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $src" >/dev/null 2>&1
  case "$ds" in
    chinook)
      # The script drops, creates and \c's into "chinook": rename it.
      sed -e "s/^DROP DATABASE IF EXISTS chinook;/DROP DATABASE IF EXISTS $src;/" \
          -e "s/^CREATE DATABASE chinook;/CREATE DATABASE $src;/" \
          -e "s/^\\\\c chinook;/\\\\c $src/" "$dir/Chinook_PostgreSql.sql" \
        | "${PSQL[@]}" -d postgres >"$tmp/load.log" 2>&1 ;;
    northwind)
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $src" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$src" -f "$dir/northwind.sql" >>"$tmp/load.log" 2>&1 ;;
    pagila)
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $src" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$src" -f "$dir/pagila-schema.sql" -f "$dir/pagila-data.sql" >>"$tmp/load.log" 2>&1 ;;
    pokedex)
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $src" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$src" -f "$dir/pokedex.sql" >>"$tmp/load.log" 2>&1 ;;
    tpch)
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $src" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$src" -v sf=0.02 -v logged=1 -f "$repo/bench/tpch_gen.sql" >>"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$src" -c "ALTER DATABASE $src SET ekaya.sample_rows = 5000" >>"$tmp/load.log" 2>&1 ;;
    *)
      "${PSQL[@]}" -d postgres -c "CREATE DATABASE $src" >"$tmp/load.log" 2>&1 &&
      "${PSQL[@]}" -d "$src" -f "$(dbfile "$ds" .sql)" >>"$tmp/load.log" 2>&1 ;;
  esac
}

selected() {  # db mode
  [ ${#only[@]} -eq 0 ] && return 0
  local o
  for o in "${only[@]}"; do
    [ "$o" = "$1" ] || [ "$o" = "$1:$2" ] && return 0
  done
  return 1
}

if ! "${PSQL[@]}" -d postgres -c 'SELECT 1' >/dev/null 2>"$tmp/conn.log"; then
  echo "accuracy: cannot connect to PostgreSQL (PGHOST=${PGHOST:-} PGPORT=${PGPORT:-}):"
  sed 's/^/  /' "$tmp/conn.log"
  echo "0 passed, 1 failed"
  exit 1
fi

# ---- demo database -------------------------------------------------------
if [ -n "$demo_db" ]; then
  truth=$demo_truth
  [ -r "$truth" ] || { echo "run.sh: cannot read $truth" >&2; exit 2; }
  echo "== database $demo_db, truth $truth"
  n=$("${PSQL[@]}" -At -d "$demo_db" -c "SELECT count(*) FROM ekaya.relationships" 2>/dev/null || echo 0)
  if [ "${n:-0}" = 0 ]; then
    t0=$(now)
    if ! analyse "$demo_db" "$truth"; then
      fail_run demo "analysis failed" "$tmp/setup.log"
      echo "$passed passed, $failed failed"; exit 1
    fi
    echo "  analysis: $(elapsed "$t0") s"
  fi
  score "$demo_db" "$truth" demo "${EKAYA_DEMO_MIN_F1:-0.90}" on
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]; exit
fi

# ---- tpch and the shared datasets ----------------------------------------
t_all=$(now)
modes=${EKAYA_ACC_MODES:-fk all}
for o in "${only[@]}"; do case "$o" in *:bare) modes="$modes bare" ;; esac; done
for ds in tpch shapes star app $own_dbs $pending_dbs chinook northwind pagila pokedex; do
  any=0; for mode in $modes; do selected "$ds" "$mode" && any=1; done
  [ "$any" = 1 ] || continue
  truth="$datasets/$ds/truth.csv"
  count_und=off
  if [ "$ds" = tpch ]; then
    truth="$repo/bench/tpch_expected_relationships.csv"
    count_und=on
  elif [ -f "$(dbfile "$ds" _truth.csv)" ]; then
    truth=$(dbfile "$ds" _truth.csv)
  elif [ ! -d "$datasets" ]; then
    echo "skipped: $ds: datasets not found at $datasets"
    continue
  fi
  src="acc_${ds,,}_src"
  echo "== $ds"
  t0=$(now)
  if ! load_source "$ds"; then
    for mode in $modes; do selected "$ds" "$mode" && fail_run "$ds/$mode" "loading failed" "$tmp/load.log"; done
    continue
  fi
  echo "  loaded in $(elapsed "$t0") s"
  for mode in $modes; do
    selected "$ds" "$mode" || continue
    db="acc_${ds,,}_${mode}"
    label="$ds/$mode"
    case "$mode" in fk) min=0.95 ;; all) min=0.90 ;; *) min=0.85 ;; esac
    if ! { "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" &&
           "${PSQL[@]}" -d postgres -c "CREATE DATABASE $db TEMPLATE $src"; } >"$tmp/copy.log" 2>&1; then
      fail_run "$label" "copying $src failed" "$tmp/copy.log"; continue
    fi
    # per-database settings do not come with a template
    [ "$ds" = tpch ] && "${PSQL[@]}" -d postgres -c "ALTER DATABASE $db SET ekaya.sample_rows = 5000" >>"$tmp/copy.log" 2>&1
    if ! "${PSQL[@]}" -d "$db" -v mode="$mode" -f "$here/drop_constraints.sql" >"$tmp/drop.log" 2>&1; then
      fail_run "$label" "dropping constraints failed" "$tmp/drop.log"; continue
    fi
    grep -h 'NOTICE' "$tmp/drop.log" | sed "s|^.*NOTICE: *|  $label: |"
    t0=$(now)
    if ! analyse "$db" "$truth"; then
      fail_run "$label" "analysis failed" "$tmp/setup.log"; continue
    fi
    echo "  $label: analysis $(elapsed "$t0") s"
    score "$db" "$truth" "$label" "$min" "$count_und"
    [ "$keep" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1
  done
  [ "$keep" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $src" >/dev/null 2>&1
done

echo "accuracy: total $(elapsed "$t_all") s"
# ---- totals: micro / macro F1 per mode, and the reliability table ---------
if [ -s "$tmp/counts" ]; then
  echo "== totals"
  awk '{ split($7, l, "/"); m = l[2]; tp[m] += $2; fp[m] += $3; fn[m] += $4; fc[m] += $5;
         f1[m] += $6; n[m]++ }
       END { for (m in n) {
               p = (tp[m] + fp[m]) ? tp[m] / (tp[m] + fp[m]) : 1;
               r = (fc[m] + fn[m]) ? fc[m] / (fc[m] + fn[m]) : 1;
               f = (p + r) ? 2 * p * r / (p + r) : 0;
               printf "  mode %s: %d databases  micro P %.3f R %.3f F1 %.3f  (TP %d FP %d FN %d)  macro F1 %.3f\n",
                      m, n[m], p, r, f, tp[m], fp[m], fn[m], f1[m] / n[m] } }' "$tmp/counts" | sort
fi
if [ -s "$tmp/conf" ]; then
  echo "== reliability of accepted relationships (every run above): confidence -> precision"
  awk 'BEGIN { nb = split("0 0.5 0.7 0.8 0.9 0.95 1.01", b, " ") }
       { for (i = nb - 1; i >= 1; i--) if ($2 >= b[i]) { n[i]++; ok[i] += $3; break }
         if ($2 >= 0.9) { hn++; hok += $3 } }
       END { for (i = 1; i < nb; i++)
               printf "  [%.2f, %.2f)  %5d accepted  %5d right  precision %s\n", b[i], (b[i+1] > 1 ? 1 : b[i+1]),
                      n[i], ok[i], n[i] ? sprintf("%.3f", ok[i] / n[i]) : "-";
             printf "  confidence >= 0.9: %d accepted, %d right, precision %s (need >= 0.95)\n", hn, hok,
                    hn ? sprintf("%.3f", hok / hn) : "-";
             print (hn == 0 || hok / hn >= 0.95) ? "RELIABLE pass" : "RELIABLE fail" }' "$tmp/conf" >"$tmp/rel"
  grep -v '^RELIABLE' "$tmp/rel"
  if grep -q '^RELIABLE pass' "$tmp/rel"; then passed=$((passed + 1)); else
    echo "  FAIL: confidence >= 0.9 is right less than 95% of the time"; failed=$((failed + 1)); fi
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
