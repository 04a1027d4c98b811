#!/usr/bin/env bash
# install.sh: `make install` into the PostgreSQL that pg_config names. Writing there needs root
# on Debian; a non-root user gets the command to run instead of a permission error deep in make.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_CONFIG=${PG_CONFIG:-pg_config}
target=$("$PG_CONFIG" --pkglibdir)
if [ ! -w "$target" ]; then
  echo "ekaya: cannot write to $target; run 'sudo make install' (or make demo / make test as root)" >&2
  exit 1
fi
make -s install PG_CONFIG="$PG_CONFIG" >/dev/null
