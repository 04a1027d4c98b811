#!/usr/bin/env bash
# cluster.sh start|stop|env|psql: a throwaway PostgreSQL cluster for the demo and the tests.
# It lives in .run/ (git-ignored) on an unusual port with its own socket directory, so it never
# touches a system cluster. initdb refuses root, so as root the cluster belongs to `postgres`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
PG_CONFIG=${PG_CONFIG:-pg_config}
bindir=$("$PG_CONFIG" --bindir)
run="$repo/.run"
data="$run/data"
sock="$run/sock"
port=${EKAYA_PORT:-54329}

if [ "$(id -u)" -eq 0 ]; then owner=postgres; as_owner=(runuser -u postgres --); else owner=$(id -un); as_owner=(); fi

# The cluster owner must be able to walk into .run; CI clones into a 0700 temporary folder.
make_reachable() {
  mkdir -p "$run" "$sock"
  [ ${#as_owner[@]} -eq 0 ] && return 0
  chown "$owner" "$run" "$sock"
  local d="$run"
  while [ "$d" != "/" ]; do
    d=$(dirname "$d")
    if ! "${as_owner[@]}" test -x "$d"; then
      echo "ekaya: letting $owner traverse $d (chmod o+x) so the cluster in $run is reachable"
      chmod o+x "$d"
    fi
  done
}

print_env() {
  echo "export PGHOST='$sock' PGPORT='$port' PGUSER='$([ ${#as_owner[@]} -eq 0 ] && id -un || echo postgres)'"
}

case "${1:-}" in
  start)
    make_reachable
    if [ ! -f "$data/PG_VERSION" ]; then
      "${as_owner[@]}" "$bindir/initdb" -D "$data" -U "$([ ${#as_owner[@]} -eq 0 ] && id -un || echo postgres)" \
        -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
      cat >> "$data/postgresql.conf" <<CONF
port = $port
listen_addresses = ''
unix_socket_directories = '$sock'
fsync = off
synchronous_commit = off
full_page_writes = off
max_worker_processes = 16
shared_buffers = 256MB
logging_collector = off
log_min_messages = warning
CONF
    fi
    if ! "${as_owner[@]}" "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1; then
      # port and socket directory are given at every start, so EKAYA_PORT and a moved checkout
      # win over what initdb once wrote into postgresql.conf
      "${as_owner[@]}" "$bindir/pg_ctl" -D "$data" -l "$run/server.log" -w -t 60 \
        -o "-p $port -k '$sock'" start >/dev/null
    fi
    echo "ekaya: cluster running on port $port, socket $sock (log: $run/server.log)"
    ;;
  stop)
    if [ -f "$data/PG_VERSION" ] && "${as_owner[@]}" "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1; then
      "${as_owner[@]}" "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null
      echo "ekaya: cluster stopped"
    else
      echo "ekaya: no cluster running in $data"
    fi
    ;;
  env) print_env ;;
  *) echo "usage: $0 start|stop|env" >&2; exit 2 ;;
esac
