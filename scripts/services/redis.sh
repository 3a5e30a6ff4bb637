#!/usr/bin/env bash
# Local Redis for the read-model suites and scale-out tests: loopback only.
# Usage: scripts/services/redis.sh {ensure|start|stop|url|status}
set -euo pipefail

NAME=redis
# shellcheck source=lib/local-service.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/local-service.sh"
PORT="${FACET_REDIS_PORT:-63799}"
URL="redis://127.0.0.1:$PORT"

ensure() {
  if command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; then return; fi
  echo "redis: installing Debian's redis-server" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends redis-server redis-tools >/dev/null
  command -v redis-server >/dev/null 2>&1 || { echo "redis: install failed" >&2; exit 1; }
}

running() { redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG; }
# This checkout's Redis (its pid file under .services), not another checkout's on the port.
mine() { [ -f "$DATA/redis.pid" ] && kill -0 "$(cat "$DATA/redis.pid")" 2>/dev/null && running; }

start() {
  ensure
  if already_mine; then return; fi
  mkdir -p "$DATA"
  redis-server --bind 127.0.0.1 --port "$PORT" --dir "$DATA" --daemonize yes \
    --pidfile "$DATA/redis.pid" --logfile "$DATA/redis.log" \
    --save '' --appendonly no --protected-mode yes
  for _ in $(seq 1 100); do running && break; sleep 0.1; done
  running || { echo "redis: did not answer PING on $PORT" >&2; exit 1; }
  echo "redis: ready at $URL" >&2
}

stop() {
  if running; then redis-cli -h 127.0.0.1 -p "$PORT" shutdown nosave >/dev/null 2>&1 || true; fi
  for _ in $(seq 1 50); do running || break; sleep 0.1; done
  echo "redis: stopped" >&2
}

service_cli mine "$@"
