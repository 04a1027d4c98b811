#!/bin/sh
# bench/mcp_overhead.sh: cost of going through ekaya-mcp versus libpq.
#
# Usage: bench/mcp_overhead.sh [ITERATIONS [STARTS]]
# Needs mcp/ekaya-mcp built and PG* pointing at a database with
# ekaya_ontology installed and analyzed (e.g. the demo database).  Prints a
# table of medians, p99s and ratios; it asserts nothing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
binary=${EKAYA_MCP:-$root/mcp/ekaya-mcp}
[ -x "$binary" ] || { echo "mcp_overhead: build ekaya-mcp first: make -C $root/mcp" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -O2 -Wall -Wextra -Werror -I"$(${PG_CONFIG:-pg_config} --includedir)" \
    -o "$tmp/mcp_overhead" "$here/mcp_overhead.c" -lpq
"$tmp/mcp_overhead" "$binary" "${1:-2000}" "${2:-30}"
