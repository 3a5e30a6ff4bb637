#!/usr/bin/env bash
# npm test: installs and starts what the suites need (on loopback), runs every suite, stops what
# it started, and ends with one line 'N passed, N failed' for the whole run.
set -uo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
export REPO
cd "$REPO"

services=(postgres redis kafka k6 chromium smtp s3)
started=()
stop_services() {
  [ "${FACET_KEEP_SERVICES:-0}" = 1 ] && return
  for s in "${started[@]}"; do bash "scripts/services/$s.sh" stop >/dev/null 2>&1 || true; done
}
trap stop_services EXIT
trap 'exit 130' INT TERM

service_failures=()
for s in "${services[@]}"; do
  script="scripts/services/$s.sh"
  [ -f "$script" ] || continue
  echo "== service $s"
  if bash "$script" ensure && bash "$script" start; then
    started+=("$s")
  else
    echo "!! service $s could not be installed or started; the suites that need it will fail"
    service_failures+=("$s")
  fi
done

[ -f scripts/services/postgres.sh ] && export PG_URL="${PG_URL:-$(bash scripts/services/postgres.sh url)}"
[ -f scripts/services/redis.sh ] && export REDIS_URL="${REDIS_URL:-$(bash scripts/services/redis.sh url)}"
[ -f scripts/services/kafka.sh ] && export KAFKA_BROKERS="${KAFKA_BROKERS:-$(bash scripts/services/kafka.sh brokers)}"
[ -f scripts/services/smtp.sh ] && export SMTP_URL="${SMTP_URL:-$(bash scripts/services/smtp.sh url)}" SMTP_MAILDIR="${SMTP_MAILDIR:-$(bash scripts/services/smtp.sh maildir)}"
[ -f scripts/services/s3.sh ] && export FILES_S3_ENDPOINT="${FILES_S3_ENDPOINT:-$(bash scripts/services/s3.sh url)}"
export FACET_SERVICE_FAILURES="${service_failures[*]:-}"

node scripts/run-suites.mjs "$@"
