#!/usr/bin/env bash
# valgrind.sh: the pg_regress suite against a server running under valgrind memcheck (every
# backend is traced), then a count of invalid reads and writes. Not part of make test: it takes
# several minutes. Debian's server is not built with USE_VALGRIND, so memcheck sees memory
# contexts as plain malloc blocks: reads past a palloc chunk inside its block go unseen, reads
# past a block or of freed blocks are reported.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
PG_CONFIG=${PG_CONFIG:-pg_config}
bindir=$("$PG_CONFIG" --bindir)
pgxs_src=$(dirname "$(dirname "$("$PG_CONFIG" --pgxs)")")
run="$repo/.run/valgrind"
port=${EKAYA_VALGRIND_PORT:-54331}
if [ "$(id -u)" -eq 0 ]; then as_owner=(runuser -u postgres --); user=postgres; else as_owner=(); user=$(id -un); fi
command -v valgrind >/dev/null || { echo "valgrind.sh: install valgrind first (apt-get install valgrind)" >&2; exit 1; }

scripts/cluster.sh env >/dev/null	# makes .run reachable for the cluster owner
rm -rf "$run"; mkdir -p "$run/logs" "$run/sock"
[ ${#as_owner[@]} -eq 0 ] || chown -R postgres "$run"
"${as_owner[@]}" "$bindir/initdb" -D "$run/data" -U "$user" -A trust >/dev/null
"${as_owner[@]}" valgrind --quiet --trace-children=yes --leak-check=no --track-origins=no \
  --error-markers=VALGRINDERROR-BEGIN,VALGRINDERROR-END --log-file="$run/logs/%p.log" \
  "$bindir/postgres" -D "$run/data" -p "$port" -k "$run/sock" -c listen_addresses= \
  -c max_worker_processes=16 > "$run/server.log" 2>&1 &
for _ in $(seq 1 120); do "$bindir/pg_isready" -q -h "$run/sock" -p "$port" && break; sleep 1; done

tests=$(ls test/sql/*.sql | xargs -n1 basename | sed 's/\.sql$//' | sort)
PGHOST="$run/sock" PGPORT=$port PGUSER=$user "$pgxs_src/test/regress/pg_regress" --bindir="$bindir" \
  --inputdir=test --outputdir="$run/regress" --dbname=ekaya_valgrind $tests | tail -3
"${as_owner[@]}" "$bindir/pg_ctl" -D "$run/data" -m fast -w -t 300 stop >/dev/null

invalid=$(cat "$run"/logs/*.log | grep -cE 'Invalid (read|write)' || true)
ours=$(cat "$run"/logs/*.log | grep -A12 -E 'Invalid (read|write)' | grep -c 'ekaya_ontology.so' || true)
echo "valgrind: $invalid invalid reads/writes in the server, $ours with ekaya_ontology.so on the stack (logs: $run/logs)"
[ "$invalid" -eq 0 ]
