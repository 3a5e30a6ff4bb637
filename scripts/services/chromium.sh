#!/usr/bin/env bash
# Debian's Chromium for the browser e2e suite (playwright-core drives it; no browser download).
# Usage: scripts/services/chromium.sh {ensure|start|stop|status|path}
set -euo pipefail

BIN="${CHROMIUM_PATH:-/usr/bin/chromium}"

ensure() {
  if [ -x "$BIN" ]; then return; fi
  echo "chromium: installing Debian's chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  # A post-install hook of an unrelated package may fail in containers; the binary is what counts.
  $sudo apt-get install -y -qq chromium fonts-noto-core >/dev/null || $sudo dpkg --configure -a || true
  [ -x "$BIN" ] || { echo "chromium: install failed" >&2; exit 1; }
}

case "${1:-}" in
  ensure) ensure ;;
  # A browser is launched per test by playwright-core; there is no daemon to run.
  start) ensure ;;
  stop) ;;
  status) [ -x "$BIN" ] && "$BIN" --version ;;
  path) echo "$BIN" ;;
  *) echo "usage: $0 {ensure|start|stop|status|path}" >&2; exit 2 ;;
esac
