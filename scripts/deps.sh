#!/usr/bin/env bash
# deps.sh: install the Debian packages the build and the tests need, only those missing.
# As root it runs apt-get itself; otherwise it prints the exact command to run and fails,
# because a half-installed toolchain gives confusing errors much later.
set -euo pipefail

pkgs=(gcc make postgresql-15 postgresql-server-dev-15 postgresql-contrib libpq-dev
      libpg-query-dev libjansson-dev libmicrohttpd-dev libipc-run-perl wamerican)
command -v node >/dev/null 2>&1 || pkgs+=(nodejs npm)

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "ekaya: missing Debian packages: ${missing[*]}" >&2
  echo "ekaya: run as root, or install them first:  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "ekaya: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
