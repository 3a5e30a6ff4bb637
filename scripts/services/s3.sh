#!/usr/bin/env bash
# An S3-compatible server for the S3 file-store adapter's contract suite: MinIO, built with Go from
# its module when the binary is missing (cached under .services/bin), on loopback only.
# Usage: scripts/services/s3.sh {ensure|start|stop|url|status}
#   url prints FILES_S3_ENDPOINT (http://127.0.0.1:9799); the bucket and keys are fixed test values.
set -euo pipefail

NAME=s3
# shellcheck source=lib/local-service.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/local-service.sh"
BIN_DIR="$REPO/.services/bin"
MINIO="$BIN_DIR/minio"
PORT="${FACET_S3_PORT:-9799}"
URL="http://127.0.0.1:$PORT"
export MINIO_ROOT_USER="${FACET_S3_ACCESS_KEY:-facet-test}"
export MINIO_ROOT_PASSWORD="${FACET_S3_SECRET_KEY:-facet-test-secret}"

ensure() {
  go_build_once "$MINIO" MinIO "github.com/minio/minio@${FACET_MINIO_VERSION:-latest}"
}

running() { curl -fsS -o /dev/null "$URL/minio/health/live" 2>/dev/null; }
# This checkout's MinIO (not another checkout's on the same port).
mine() { [ -f "$DATA/minio.pid" ] && kill -0 "$(cat "$DATA/minio.pid")" 2>/dev/null && running; }

start() {
  ensure
  if already_mine; then return; fi
  mkdir -p "$DATA/data"
  MINIO_BROWSER=off MINIO_UPDATE=off nohup "$MINIO" server "$DATA/data" \
    --address "127.0.0.1:$PORT" --quiet >"$DATA/minio.log" 2>&1 &
  echo $! >"$DATA/minio.pid"
  for _ in $(seq 1 150); do running && break; sleep 0.2; done
  running || { echo "s3: MinIO did not answer on $PORT (see $DATA/minio.log)" >&2; exit 1; }
  echo "s3: ready at $URL" >&2
}

stop() {
  if [ -f "$DATA/minio.pid" ]; then
    kill "$(cat "$DATA/minio.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do running || break; sleep 0.1; done
    rm -f "$DATA/minio.pid"
  fi
  echo "s3: stopped" >&2
}

service_cli mine "$@"
