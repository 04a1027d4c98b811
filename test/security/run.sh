#!/usr/bin/env bash
# test/security/run.sh: the security regression suite (SECURITY.md, "What was fixed").
#
# Every finding of the security review is reproduced as an attack by an ordinary role
# (ekaya_sec_mallory) and checked to fail. Two parts:
#   sql/*.sql  pg_regress tests, for what one or a few sessions show deterministically, run
#              against a database of their own (ekaya_security), created fresh here with the
#              extension installed;
#   t/*.pl     TAP tests on throwaway clusters, for what needs concurrency, a restart, a
#              preloaded library or a backend that may hang (run as the cluster owner, since
#              initdb refuses root), run in parallel.
# Findings (numbered as in the review) and where they are tested:
#   1 planted code runs as the requester  sql/01 (row-security policy), t/010 (view rule planted
#                                          while the worker waits for a lock)
#   2 pre-existing schema ekaya           sql/02      9 curation in a restricted operation  sql/09
#   3 validate_* execute functions        sql/03     10 untrusted bridges in join paths     sql/10
#   4 hostile types ahead of pg_catalog   sql/04     11 launcher refresh role              t/020
#   5 profiles bypass row security        sql/05     12 forged key set hangs _orphans       t/030
#   6 planner statistics of unreadable    sql/06     13 another role's job captures a slot  t/040
#   7 metadata of unreadable tables       sql/07     14 DOT injection                       sql/14
#   8 curation rights                     sql/08     16 writes in read-only transactions    sql/16
#   (15, the MCP query tool, is tested in test/mcp.)
# Each assertion prints "ok <finding>.<n>: ..." or "FAIL <finding>.<n>: ... -- details"; this
# script counts them (a pg_regress test that differs from its expected file in any other way,
# or a TAP script that dies, counts as one more failure) and prints "N passed, M failed" last.
#
# Environment: PG* variables of a superuser on a running cluster with the extension installed
# (scripts/cluster.sh env), PG_CONFIG naming that PostgreSQL.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
PG_CONFIG=${PG_CONFIG:-pg_config}
bindir=$("$PG_CONFIG" --bindir)
pgxs_src=$(dirname "$(dirname "$("$PG_CONFIG" --pgxs)")")
db=ekaya_security
out="$repo/.run/test-output/security"
rm -rf "$out"; mkdir -p "$out/tap"
if [ "$(id -u)" -eq 0 ]; then as_owner=(runuser -u postgres --); chown postgres "$out/tap"; else as_owner=(); fi
PSQL=(env "PGOPTIONS=${PGOPTIONS:-} -c client_min_messages=warning" "$bindir/psql" -X -q -v ON_ERROR_STOP=1)
passed=0; failed=0; fails=()

# TAP scripts start first (own clusters, in the background); they run while pg_regress does.
tap_pids=()
for script in test/security/t/*.pl; do
  [ -f "$script" ] || continue
  name=$(basename "$script" .pl)
  mkdir -p "$out/tap/$name"; [ ${#as_owner[@]} -eq 0 ] || chown postgres "$out/tap/$name"
  "${as_owner[@]}" env TESTDIR="$out/tap/$name" PATH="$bindir:$PATH" \
    PG_REGRESS="$pgxs_src/test/regress/pg_regress" PG_TEST_PORT_DIR="$out/tap" PGHOST= PGPORT= PGUSER= PGDATABASE= \
    prove -v --merge -I "$pgxs_src/test/perl" "$script" >"$out/tap/$name.log" 2>&1 &
  tap_pids+=($!)
done

# pg_regress part
tests=$(ls test/security/sql/*.sql 2>/dev/null | xargs -n1 basename 2>/dev/null | sed 's/\.sql$//' | sort)
if [ -n "$tests" ]; then
  if "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null &&
     "${PSQL[@]}" -d "$db" -c "CREATE EXTENSION ekaya_ontology" >/dev/null; then
    "$pgxs_src/test/regress/pg_regress" --bindir="$bindir" --inputdir=test/security \
      --outputdir="$out/regress" --use-existing --dbname="$db" $tests >"$out/regress.log" 2>&1
    cat "$out/regress.log"
    for t in $tests; do
      exp="test/security/expected/$t.out"; res="$out/regress/results/$t.out"
      [ -f "$res" ] || res=/dev/null
      want=$(grep -cE '^ok [0-9]' "$exp" || true)
      # an expected ok line that is not in the results is a failure, whatever replaced it
      missing=$(grep -E '^ok [0-9]' "$exp" | grep -vxFf <(grep -E '^ok [0-9]' "$res") | wc -l)
      passed=$((passed + want - missing)); failed=$((failed + missing))
      while read -r l; do fails+=("$t: $l"); done < <(grep -E '^FAIL [0-9]' "$res")
      if [ "$missing" -eq 0 ] && ! grep -qE "^(ok|not ok) +[0-9]+ +[-+] $t +\.\.\. ok" "$out/regress.log" &&
         ! grep -qE "^test $t +\.\.\. ok" "$out/regress.log"; then
        failed=$((failed + 1)); fails+=("$t: output differs from expected/$t.out (see $out/regress/regression.diffs)")
      elif [ "$missing" -gt 0 ] && ! grep -qE '^FAIL [0-9]' "$res"; then
        fails+=("$t: $missing assertions missing from the output (see $out/regress/regression.diffs)")
      fi
    done
  else
    echo "FAIL: could not create database $db with the extension"; failed=$((failed + 1))
  fi
  "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true
  # finding 14: the DOT diagram the test wrote, parsed by Graphviz where it is installed
  if ! command -v dot >/dev/null; then
    echo "skipped: 14.3, parsing the DOT diagram with Graphviz (dot is not installed)"
  elif [ -s "$out/14_diagram.dot" ] && dot -Tcanon "$out/14_diagram.dot" >/dev/null 2>"$out/14_dot.err"; then
    echo "ok 14.3: Graphviz parses the DOT diagram"; passed=$((passed + 1))
  else
    echo "FAIL 14.3: Graphviz parses the DOT diagram -- $(head -c 300 "$out/14_dot.err" 2>/dev/null)"
    failed=$((failed + 1)); fails+=("14_dot_quoting: FAIL 14.3: Graphviz does not parse $out/14_diagram.dot")
  fi
fi

# TAP part
for pid in "${tap_pids[@]}"; do wait "$pid"; done
for script in test/security/t/*.pl; do
  [ -f "$script" ] || continue
  name=$(basename "$script" .pl); log="$out/tap/$name.log"
  echo "== $name"; grep -E '^(ok|not ok) [0-9]|^# +(got|expected):' "$log" || true
  p=$(grep -cE '^ok [0-9]' "$log" || true); f=$(grep -cE '^not ok [0-9]' "$log" || true)
  passed=$((passed + p)); failed=$((failed + f))
  while read -r l; do fails+=("$name: $l"); done < <(grep -E '^not ok [0-9]' "$log")
  # a script that died or planned differently than it ran is one failure more
  if ! grep -q '^Result: PASS' "$log" && [ "$f" -eq 0 ]; then
    failed=$((failed + 1)); fails+=("$name: the script did not complete (see $log)")
  fi
done

echo
if [ ${#fails[@]} -gt 0 ]; then echo "== failures"; printf '%s\n' "${fails[@]}"; echo; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
