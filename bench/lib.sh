# bench/lib.sh: what the analysis benchmarks share (sourced, not run).
#
#   now, sub A B, ratio X Y, timing_sum FILE     clocks and arithmetic for the printed tables
#   monitor BACKEND OUT STOP [LIMIT_KB DB]        samples the private memory (RssAnon, every
#       0.1 s) of the backend BACKEND, of server processes started after the sampling began
#       (parallel and background workers) and of any server process whose command line
#       mentions ekaya, until the file STOP exists; writes "peak_kb pid command" lines, highest
#       first, to OUT. With LIMIT_KB, a process over it gets the running analysis jobs of
#       database DB cancelled (ekaya.cancel) and OUT.killed written: a schema that makes the
#       analysis grow without bound must not take the machine (and every other cluster on it)
#       down with it.

now() { date +%s.%N; }
sub() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
ratio() { awk -v x="$1" -v y="$2" 'BEGIN { if (x == "" || y == "" || y + 0 == 0) print "n/a"; else printf "%.2f", x / y }'; }
# Sum of the "Time: N ms" lines psql's \timing printed, in seconds.
timing_sum() { awk '/^Time: / { s += $2 } END { printf "%.3f", s / 1000 }' "$1"; }

monitor() {
  local backend=$1 out=$2 stop=$3 limit=${4:-0} db=${5:-} postmaster p kb before
  postmaster=$(awk '/^PPid:/ { print $2 }' "/proc/$backend/status" 2>/dev/null)
  before=" $(pgrep -P "$postmaster" | tr '\n' ' ') "
  declare -A peak
  while [ ! -e "$stop" ]; do
    for p in "$backend" $(pgrep -P "$postmaster"); do
      if [ "$p" != "$backend" ] && [[ "$before" == *" $p "* ]]; then
        grep -qi ekaya "/proc/$p/cmdline" 2>/dev/null || continue   # an ekaya worker started earlier
      fi
      kb=$(awk '/^RssAnon:/ { print $2 }' "/proc/$p/status" 2>/dev/null)
      [ -n "$kb" ] || continue
      if [ -z "${peak[$p]:-}" ] || [ "$kb" -gt "${peak[$p]}" ]; then
        peak[$p]=$kb
        echo "$kb $p $(tr '\0' ' ' <"/proc/$p/cmdline" 2>/dev/null)" >>"$out.raw"
      fi
      if [ "$limit" -gt 0 ] && [ "$kb" -gt "$limit" ] && [ ! -e "$out.killed" ]; then
        echo "$kb $p $(tr '\0' ' ' <"/proc/$p/cmdline" 2>/dev/null)" >"$out.killed"
        psql -X -q -At -d "$db" -c "SELECT ekaya.cancel(job_id) FROM ekaya.engine_jobs WHERE status = 'running'" \
          >/dev/null 2>&1
      fi
    done
    sleep 0.1
  done
  # keep the last (highest) sample per pid
  [ -f "$out.raw" ] && awk '{ line[$2] = $0 } END { for (p in line) print line[p] }' "$out.raw" | sort -rn >"$out"
}

# one_pass_sql DB FILE: the baseline pass, (b) of the benchmarks: SELECT count(*) of every table
# of DB outside the system schemas, a plain heap scan (parallel workers and index scans off),
# timed by psql. Run it once untimed first, so that (a) and (b) both start from a warm cache.
one_pass_sql() {
  local db=$1 file=$2 tables
  tables=$("${PSQL[@]}" -d "$db" -Atc "
    SELECT format('%I.%I', n.nspname, c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'm') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'ekaya') AND n.nspname NOT LIKE 'pg\_%'
    ORDER BY 1")
  {
    echo "SET max_parallel_workers_per_gather = 0;"
    echo "SET enable_indexonlyscan = off; SET enable_indexscan = off; SET enable_bitmapscan = off;"
    printf '%s\n' '\timing on'
    for t in $tables; do echo "SELECT count(*) FROM $t;"; done
  } >"$file"
}

# measure_analysis DB TMP [LIMIT_KB]: (a) of the benchmarks, SELECT ekaya.analyze(wait => true)
# in DB, timed by psql, with the memory of the processes doing it sampled (monitor). Prints what
# it measured and sets a (seconds, empty when the analysis failed), peak_mb, killed (the
# memory limit was hit and the job cancelled) and job_row (the engine_jobs row as JSON).
measure_analysis() {
  local db=$1 tmp=$2 limit=${3:-0} backend apid arc mpid=
  a=; peak_mb=n/a; killed=; job_row=
  if ! "${PSQL[@]}" -d "$db" -c "CREATE EXTENSION IF NOT EXISTS ekaya_ontology" >"$tmp/ext" 2>&1; then
    echo "  (a) skipped: $(head -1 "$tmp/ext")"
    return
  fi
  rm -f "$tmp/pid" "$tmp/stop" "$tmp/mem" "$tmp/mem.raw" "$tmp/mem.killed"
  cat >"$tmp/a.sql" <<SQL
\o $tmp/pid
SELECT pg_backend_pid();
\o
\timing on
SELECT ekaya.analyze(wait => true) AS job_id \gset
\timing off
SELECT 'job ' || :job_id;
SELECT 'ekaya.work_mem ' || coalesce(current_setting('ekaya.work_mem', true), '(not set)');
SELECT 'job row ' || to_jsonb(j)::text FROM ekaya.engine_jobs j WHERE j.job_id = :job_id;
SQL
  "${PSQL[@]}" -At -d "$db" -f "$tmp/a.sql" >"$tmp/a.out" 2>&1 &
  apid=$!
  for _ in $(seq 100); do [ -s "$tmp/pid" ] && break; sleep 0.05; done
  backend=$(tr -dc 0-9 <"$tmp/pid" 2>/dev/null)
  if [ -n "$backend" ] && [ -r "/proc/$backend/status" ]; then
    monitor "$backend" "$tmp/mem" "$tmp/stop" "$limit" "$db" &
    mpid=$!
  fi
  wait "$apid"; arc=$?
  if [ -n "$mpid" ]; then touch "$tmp/stop"; wait "$mpid"; fi
  [ -s "$tmp/mem" ] && peak_mb=$(awk 'NR == 1 { printf "%.1f", $1 / 1024 }' "$tmp/mem")
  if [ -e "$tmp/mem.killed" ]; then
    killed=$(awk '{ printf "%.0f MB", $1 / 1024 }' "$tmp/mem.killed")
    echo "  (a) analysis cancelled: a process reached $killed (limit $((limit / 1024)) MB)"
    return
  fi
  if [ $arc -ne 0 ]; then
    echo "  (a) analysis failed:"; sed 's/^/    /' "$tmp/a.out"
    return
  fi
  a=$(timing_sum "$tmp/a.out")
  job_row=$(sed -n 's/^job row //p' "$tmp/a.out")
  echo "  (a) ekaya.analyze: $a s"
  grep -E '^(job [0-9]|ekaya.work_mem)' "$tmp/a.out" | sed 's/^/      /'
  if [ -s "$tmp/mem" ]; then
    awk -v b="$backend" '$2 == b { printf "      peak private memory (RssAnon) of the requesting backend %s: %.1f MB\n", $2, $1 / 1024 }
                          $2 != b { $1 = sprintf("%.1f MB", $1 / 1024); print "      server process: " $0 }' "$tmp/mem"
  else
    echo "      peak memory: not measurable (server not on this machine)"
  fi
}

# generate_db DB GENERATOR SF PROBE_TABLE: DB generated by the SQL file GENERATOR at scale factor
# SF, then VACUUM ANALYZE; with BENCH_REUSE=1 a DB whose PROBE_TABLE has rows is kept as it is.
# Prints what it did and the database's size; returns non-zero when generation failed.
generate_db() {
  local db=$1 gen=$2 sf=$3 probe=$4 t0 t1
  if [ "${BENCH_REUSE:-0}" = 1 ] && "${PSQL[@]}" -d "$db" -Atc "SELECT 1 FROM $probe LIMIT 1" >/dev/null 2>&1; then
    echo "  reusing the generated database"
    # the extension of an earlier build may differ from the installed one
    "${PSQL[@]}" -d "$db" -c "DROP EXTENSION IF EXISTS ekaya_ontology CASCADE" >/dev/null || return 1
  else
    "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null || return 1
    t0=$(now)
    "${PSQL[@]}" -d "$db" -v sf="$sf" -f "$gen" >/dev/null || { echo "  generation failed"; return 1; }
    t1=$(now)
    "${PSQL[@]}" -d "$db" -c "VACUUM ANALYZE" || return 1
    echo "  generated in $(sub "$t0" "$t1") s, VACUUM ANALYZE $(sub "$t1" "$(now)") s"
  fi
  "${PSQL[@]}" -d "$db" -Atc "SELECT format('  %s tables, %s rows, %s', count(*), sum(n_live_tup),
                                            pg_size_pretty(sum(pg_total_relation_size(relid))))
                              FROM pg_stat_user_tables WHERE schemaname = 'public'"
}
