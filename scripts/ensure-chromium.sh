#!/usr/bin/env bash
# The report test opens the generated HTML in a real headless Chromium (Debian's
# `chromium` package; Playwright's downloaded browsers are not used).  Install it from
# Debian's packages when it is missing (needs root or sudo).  EXTRACTOR_CHROMIUM may
# point at an existing Chromium/Chrome binary instead.
set -euo pipefail
if [ -n "${EXTRACTOR_CHROMIUM:-}" ] && [ -x "${EXTRACTOR_CHROMIUM}" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "chromium not found; installing Debian's chromium with apt-get" >&2
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
