#!/usr/bin/env bash
# run.sh: bounded fuzzing of the parse-and-extract code behind validate_joins, validate_sql and
# repair_hint. A SQL mutator (mutate.py) derives batches of statements from the corpus; each batch
# runs in one backend of the cluster named by the PG* variables (database ekaya_corpus, set up by
# test/corpus/run.sh, which this script runs first). A backend crash or an ERROR escaping one of
# the functions is a finding: the batch is kept in fuzz/findings/ for replay. Bounded by
# FUZZ_SECONDS (default 60); FUZZ_SEED makes a run reproducible. Not part of CI.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
secs=${FUZZ_SECONDS:-60}
seed=${FUZZ_SEED:-$(date +%s)}
batch=${FUZZ_BATCH:-2000}
bash "$repo/test/corpus/run.sh" >/dev/null || { echo "fuzz: corpus setup failed"; exit 1; }
export PGDATABASE=ekaya_corpus
mkdir -p "$here/findings"
end=$((SECONDS + secs)); n=0; total=0; findings=0
while [ $SECONDS -lt $end ]; do
  f=$(mktemp /tmp/ekaya-fuzz.XXXXXX.csv)
  python3 "$here/mutate.py" "$repo/test/corpus/corpus.csv" $((seed + n)) "$batch" > "$f"
  chmod a+r "$f"
  out=$(psql -X -q -v ON_ERROR_STOP=1 2>&1 <<SQL
SET search_path = corpus, public;
CREATE TEMP TABLE fz (n serial, sql text);
\copy fz(sql) FROM '$f' WITH (FORMAT csv, HEADER true)
DO \$\$
DECLARE r record; bad int := 0; st text; msg text;
BEGIN
  FOR r IN SELECT * FROM fz ORDER BY n LOOP
    BEGIN
      PERFORM count(*) FROM ekaya.validate_joins(r.sql);
      PERFORM count(*) FROM ekaya.validate_sql(r.sql);
      PERFORM ekaya.repair_hint(r.sql);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE, msg = MESSAGE_TEXT;
      RAISE WARNING 'escaped error % % on #%: %', st, msg, r.n, left(r.sql, 200);
      bad := bad + 1;
    END;
  END LOOP;
  IF bad > 0 THEN RAISE EXCEPTION '% escaped errors', bad; END IF;
END \$\$;
SELECT 'sentinel=' || count(*) FROM sentinel;
SQL
)
  rc=$?
  total=$((total + batch))
  if [ $rc -ne 0 ] || ! echo "$out" | grep -q 'sentinel=1'; then
    findings=$((findings + 1))
    cp "$f" "$here/findings/batch-seed$((seed + n)).csv"
    echo "$out" | tail -15
    echo "fuzz: finding kept in fuzz/findings/batch-seed$((seed + n)).csv"
    psql -X -q -c "DELETE FROM corpus.sentinel WHERE v <> 1" >/dev/null 2>&1 || true
  fi
  rm -f "$f"; n=$((n + 1))
done
echo "fuzz: seed $seed, $n batches, $total statements, $findings findings"
echo "$((n - findings)) passed, $findings failed"
[ "$findings" -eq 0 ]
