#!/usr/bin/env bash
# Local PostgreSQL for the adapter suites and the bench: loopback only, fsync on.
# Usage: scripts/services/postgres.sh {ensure|start|stop|url|status}
set -euo pipefail

NAME=postgres
# shellcheck source=lib/local-service.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/local-service.sh"
PORT="${FACET_PG_PORT:-54329}"
URL="postgresql://facet:facet@127.0.0.1:$PORT/facet"

pg_bin() {
  local dir
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [ -n "$dir" ] && [ -x "$dir/pg_ctl" ] && echo "$dir"
}

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

ensure() {
  if [ -n "$(pg_bin || true)" ]; then return; fi
  echo "postgres: installing Debian's postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  [ -n "$(pg_bin || true)" ] || { echo "postgres: install failed" >&2; exit 1; }
}

running() { [ -f "$DATA/postmaster.pid" ] && as_pg "$(pg_bin)/pg_ctl" -D "$DATA" status >/dev/null 2>&1; }

start() {
  ensure
  local bin; bin="$(pg_bin)"
  if running; then echo "postgres: already running on $PORT" >&2; return; fi
  if [ ! -f "$DATA/PG_VERSION" ]; then
    mkdir -p "$DATA"
    [ "$(id -u)" = 0 ] && chown -R postgres: "$REPO/.services" "$DATA"
    chmod 700 "$DATA"
    as_pg "$bin/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
      -E UTF8 --locale=C.UTF-8 >/dev/null
    cat >>"$DATA/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$DATA'
fsync = on
synchronous_commit = on
max_connections = 200
shared_buffers = 256MB
CONF
  fi
  as_pg "$bin/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -t 60 start >/dev/null
  for _ in $(seq 1 60); do
    "$bin/pg_isready" -h 127.0.0.1 -p "$PORT" -q && break
    sleep 0.5
  done
  as_pg "$bin/psql" -h "$DATA" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q <<SQL
SELECT 'CREATE ROLE facet LOGIN PASSWORD ''facet'''
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'facet') \gexec
SELECT 'CREATE DATABASE facet OWNER facet'
  WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'facet') \gexec
SQL
  echo "postgres: ready at $URL" >&2
}

stop() {
  local bin; bin="$(pg_bin || true)"
  if [ -n "$bin" ] && running; then as_pg "$bin/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null; fi
  echo "postgres: stopped" >&2
}

service_cli running "$@"
