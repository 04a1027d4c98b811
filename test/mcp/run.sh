#!/bin/sh
# test/mcp/run.sh: the ekaya-mcp suite, driven by the official MCP SDK.
#
# Expects PGHOST/PGPORT/PGUSER/PGDATABASE to point at a database where
# CREATE EXTENSION ekaya_ontology and SELECT ekaya.analyze(wait => true) have
# run on the demo data, and mcp/ekaya-mcp to be built (or EKAYA_MCP to name
# the binary).  Installs the pinned SDK on first use; exits non-zero on any
# failure and ends with the "N passed, M failed" line scripts/run-tests.sh
# reads.
set -eu
cd "$(dirname "$0")"

binary=${EKAYA_MCP:-../../mcp/ekaya-mcp}
if [ ! -x "$binary" ]; then
    echo "run.sh: $binary is not built; run make -C mcp first" >&2
    exit 1
fi
if [ -z "${PGDATABASE:-}" ]; then
    echo "run.sh: set PGHOST, PGPORT, PGUSER and PGDATABASE to the analyzed demo database" >&2
    exit 1
fi

if [ ! -d node_modules ]; then
    npm ci --no-audit --no-fund
fi

tap=$(mktemp)
trap 'rm -f "$tap"' EXIT
rc=0
node --test --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$tap" \
    protocol.test.mjs tools.test.mjs query_safety.test.mjs edges.test.mjs \
    production.test.mjs http.test.mjs approved.test.mjs || rc=$?
pass=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$tap")
fail=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$tap")
echo "${pass:-0} passed, ${fail:-1} failed"
exit "$rc"
