#!/usr/bin/env bash
# demo-db.sh [dbname]: (re)creates the demo database from demo/marketplace.sql, installs the
# extension and runs the analysis. Shared by `make demo` and `make test` (the MCP suite and the
# demo scoring run against it), so both always see the same data.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
db=${1:-ekaya_demo}
eval "$("$repo/scripts/cluster.sh" env)"
PGOPTIONS="-c client_min_messages=warning" psql -X -q -d postgres -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" -c "CREATE DATABASE \"$db\""
psql -X -q -d "$db" -v ON_ERROR_STOP=1 -f "$repo/demo/marketplace.sql" >/dev/null
psql -X -q -d "$db" -v ON_ERROR_STOP=1 -c "CREATE EXTENSION ekaya_ontology" \
  -c "SELECT ekaya.analyze(wait => true)" >/dev/null
