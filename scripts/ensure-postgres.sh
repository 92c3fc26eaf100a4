#!/usr/bin/env bash
# The PostgreSQL tests start a throwaway cluster from the local server binaries.
# Install them from Debian's packages when they are missing (needs root or sudo);
# with EXTRACTOR_TEST_PG_URL set, an existing server is used instead.
set -euo pipefail
if [ -n "${EXTRACTOR_TEST_PG_URL:-}" ]; then exit 0; fi
if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then exit 0; fi
if command -v initdb >/dev/null 2>&1; then exit 0; fi
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
echo "PostgreSQL server binaries not found; installing them with apt-get" >&2
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql postgresql-contrib >/dev/null
