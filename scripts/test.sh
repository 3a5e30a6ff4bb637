#!/usr/bin/env bash
# npm test: installs and starts what the suites need (on loopback), runs every suite, stops what
# it started, and ends with one line 'N passed, N failed' for the whole run.
set -uo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
export REPO
cd "$REPO"
# On a supported Node: the one on PATH when it is 22.12+, else Node 24 from the npm registry.
source scripts/node/use-supported-node.sh || exit 1

services=(postgres redis kafka k6 chromium smtp s3 stripe-mock)
started=()
stop_services() {
  [ "${FACET_KEEP_SERVICES:-0}" = 1 ] && return
  for s in "${started[@]}"; do bash "scripts/services/$s.sh" stop >/dev/null 2>&1 || true; done
}
trap stop_services EXIT
trap 'exit 130' INT TERM

service_failures=()
available=()
for s in "${services[@]}"; do
  script="scripts/services/$s.sh"
  [ -f "$script" ] || continue
  echo "== service $s"
  # A server this checkout started before the run is used and left running, and said so.
  if bash "$script" status >/dev/null 2>&1; then
    echo "   already up from this checkout: used, and left as it is"
    available+=("$s")
  elif bash "$script" ensure && bash "$script" start; then
    started+=("$s")
    available+=("$s")
  else
    echo "!! service $s could not be installed or started; the suites that need it will fail"
    service_failures+=("$s")
  fi
done

# A suite gets a server's address only when this run has that server, or the caller named one:
# a port another checkout's server holds is never used behind the run's back.
has() { [[ " ${available[*]} " == *" $1 "* ]]; }
from_env_or() { # VAR service command
  if [ -n "${!1:-}" ]; then echo "== $1 from your environment: ${!1}"
  elif has "$2"; then export "$1=$(bash "scripts/services/$2.sh" "$3")"; fi
}
from_env_or PG_URL postgres url
from_env_or REDIS_URL redis url
from_env_or KAFKA_BROKERS kafka brokers
from_env_or SMTP_URL smtp url
from_env_or SMTP_MAILDIR smtp maildir
from_env_or FILES_S3_ENDPOINT s3 url
from_env_or STRIPE_MOCK_URL stripe-mock url
export FACET_SERVICE_FAILURES="${service_failures[*]:-}"

node scripts/run-suites.mjs "$@"
