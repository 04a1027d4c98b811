#!/usr/bin/env bash
# run-tests.sh: every suite against the throwaway cluster (scripts/cluster.sh), one summary at
# the end, non-zero exit when anything failed. Suites: pg_regress (test/sql), isolation
# (test/isolation/specs), TAP (test/t, own clusters, run as the cluster owner because initdb
# refuses root), and each test/<suite>/run.sh (accuracy, mcp, corpus ...), which end with a
# line "N passed, M failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
PG_CONFIG=${PG_CONFIG:-pg_config}
bindir=$("$PG_CONFIG" --bindir)
pgxs_src=$(dirname "$(dirname "$("$PG_CONFIG" --pgxs)")")
eval "$(scripts/cluster.sh env)"
export PGDATABASE=postgres
if [ "$(id -u)" -eq 0 ]; then as_owner=(runuser -u postgres --); else as_owner=(); fi
out="$repo/.run/test-output"
rm -rf "$out"; mkdir -p "$out"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$out"

passed=0; failed=0; summary=()
record() {	# suite, passed, failed
  passed=$((passed + $2)); failed=$((failed + $3))
  summary+=("$(printf '%-12s %4d passed, %4d failed' "$1" "$2" "$3")")
}
only=${EKAYA_SUITES:-regress isolation tap extra}

if [[ " $only " == *" regress "* ]]; then
  tests=$(ls test/sql/*.sql 2>/dev/null | xargs -n1 basename 2>/dev/null | sed 's/\.sql$//' | sort)
  if [ -n "$tests" ]; then
    echo "== regress"
    "$pgxs_src/test/regress/pg_regress" --bindir="$bindir" --inputdir=test --outputdir="$out/regress" \
      --dbname=ekaya_regress $tests | tee "$out/regress.log"
    total=$(echo "$tests" | wc -w)
    ok=$(grep -cE '\.\.\. ok|^ok ' "$out/regress.log" || true)
    record regress "$ok" $((total - ok))
  fi
fi

if [[ " $only " == *" isolation "* ]]; then
  specs=$(ls test/isolation/specs/*.spec 2>/dev/null | xargs -n1 basename 2>/dev/null | sed 's/\.spec$//' | sort)
  if [ -n "$specs" ]; then
    echo "== isolation"
    "$pgxs_src/test/isolation/pg_isolation_regress" --bindir="$bindir" --inputdir=test/isolation \
      --outputdir="$out/isolation" --dbname=ekaya_isolation $specs | tee "$out/isolation.log"
    total=$(echo "$specs" | wc -w)
    ok=$(grep -cE '\.\.\. ok|^ok ' "$out/isolation.log" || true)
    record isolation "$ok" $((total - ok))
  fi
fi

if [[ " $only " == *" tap "* ]] && ls test/t/*.pl >/dev/null 2>&1; then
  echo "== tap"
  mkdir -p "$out/tap"; [ ${#as_owner[@]} -eq 0 ] || chown postgres "$out/tap"
  "${as_owner[@]}" env TESTDIR="$out/tap" PATH="$bindir:$PATH" PG_REGRESS="$pgxs_src/test/regress/pg_regress" \
    EKAYA_REPO="$repo" PGHOST= PGPORT= PGUSER= PGDATABASE= \
    prove -I "$pgxs_src/test/perl" -I test/t test/t/*.pl 2>&1 | tee "$out/tap.log"
  total=$(ls test/t/*.pl | wc -l)
  bad=$(grep -E '^Failed [0-9]+/[0-9]+ test programs' "$out/tap.log" | sed -E 's/^Failed ([0-9]+).*/\1/')
  if [ -z "$bad" ]; then grep -q '^Result: PASS' "$out/tap.log" && bad=0 || bad=$total; fi
  record tap $((total - bad)) "$bad"
fi

if [[ " $only " == *" extra "* ]]; then
  # suites that talk to an analysed database use the demo marketplace
  echo "== preparing the demo database"
  scripts/demo-db.sh ekaya_demo
  export PGDATABASE=ekaya_demo
  for suite in test/*/run.sh; do
    [ -f "$suite" ] || continue
    name=$(basename "$(dirname "$suite")")
    echo "== $name"
    bash "$suite" 2>&1 | tee "$out/$name.log"
    rc=${PIPESTATUS[0]}
    line=$(grep -E '^([A-Za-z]+: )?[0-9]+ passed, [0-9]+ failed' "$out/$name.log" | tail -1)
    # a suite that ran nothing and says why is skipped, not passed
    if [ "$rc" -eq 0 ] && grep -q '^skipped:' "$out/$name.log" && \
       { [ -z "$line" ] || [[ "$line" =~ ^([A-Za-z]+:\ )?0\ passed,\ 0\ failed ]]; }; then
      summary+=("$(printf '%-12s skipped (%s)' "$name" "$(grep -m1 '^skipped:' "$out/$name.log")")")
    elif [ -n "$line" ]; then
      p=$(echo "$line" | grep -oE '[0-9]+ passed' | cut -d' ' -f1)
      f=$(echo "$line" | grep -oE '[0-9]+ failed' | cut -d' ' -f1)
      [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
      record "$name" "$p" "$f"
      # a suite that ran only part of its cases says so in the summary too
      while read -r l; do summary+=("             partly $l"); done < <(grep '^skipped:' "$out/$name.log" | awk '!seen[$0]++')
    elif [ "$rc" -eq 0 ]; then record "$name" 1 0; else record "$name" 0 1; fi
  done
fi

echo
echo "== summary"
printf '%s\n' "${summary[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
