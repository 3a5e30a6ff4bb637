#!/usr/bin/env bash
# k6 for the load scenarios, built with Go from the k6 module when the binary is missing and
# cached under .services/bin.
# Usage: scripts/services/k6.sh {ensure|start|stop|bin}
set -euo pipefail

NAME=k6
# shellcheck source=lib/local-service.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/local-service.sh"
BIN_DIR="$REPO/.services/bin"
K6="$BIN_DIR/k6"

ensure() {
  go_build_once "$K6" k6 "go.k6.io/k6@${FACET_K6_VERSION:-latest}"
}

case "${1:-}" in
  ensure) ensure ;;
  start) ensure ;; # nothing to run: k6 is a command
  stop) ;;
  bin) echo "$K6" ;;
  *) echo "usage: $0 {ensure|start|stop|bin}" >&2; exit 2 ;;
esac
