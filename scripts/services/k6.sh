#!/usr/bin/env bash
# k6 for the load scenarios, built with Go from the k6 module when the binary is missing and
# cached under .services/bin.
# Usage: scripts/services/k6.sh {ensure|start|stop|bin}
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BIN_DIR="$REPO/.services/bin"
K6="$BIN_DIR/k6"

ensure() {
  if [ -x "$K6" ]; then return; fi
  if command -v k6 >/dev/null 2>&1; then mkdir -p "$BIN_DIR"; ln -sf "$(command -v k6)" "$K6"; return; fi
  command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"
  command -v go >/dev/null 2>&1 || { echo "k6: Go is needed to build k6" >&2; exit 1; }
  echo "k6: building go.k6.io/k6 with Go (first run only)" >&2
  mkdir -p "$BIN_DIR"
  GOBIN="$BIN_DIR" GOFLAGS=-mod=mod go install "go.k6.io/k6@${FACET_K6_VERSION:-latest}" >&2
  [ -x "$K6" ] || { echo "k6: build failed" >&2; exit 1; }
}

case "${1:-}" in
  ensure) ensure ;;
  start) ensure ;; # nothing to run: k6 is a command
  stop) ;;
  bin) echo "$K6" ;;
  *) echo "usage: $0 {ensure|start|stop|bin}" >&2; exit 2 ;;
esac
