#!/usr/bin/env bash
# Stripe's own API double for the Stripe adapter's suites: stripe/stripe-mock (stateless: it
# validates every request against Stripe's OpenAPI spec and answers its fixtures), built with Go
# from its module when the binary is missing (cached under .services/bin), on loopback only.
# Usage: scripts/services/stripe-mock.sh {ensure|start|stop|url|status}
#   url prints STRIPE_MOCK_URL (http://127.0.0.1:12111)
set -euo pipefail

NAME=stripe-mock
# shellcheck source=lib/local-service.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/local-service.sh"
BIN="$REPO/.services/bin/stripe-mock"
PORT="${FACET_STRIPE_MOCK_PORT:-12111}"
URL="http://127.0.0.1:$PORT"
# The version `go install ...@latest` resolved when the adapter was written; its fixtures and
# spec are what the suites expect. Override to try another.
VERSION="${FACET_STRIPE_MOCK_VERSION:-v0.203.0}"

FIXTURES="$DATA/fixtures3.json"

ensure() {
  go_build_once "$BIN" stripe-mock "github.com/stripe/stripe-mock@$VERSION"
}

# stripe-mock answers every PaymentIntent call with one bundled fixture whose status is
# requires_payment_method, whatever was asked. Its own fixtures are served with that one status
# set to requires_capture (what Stripe answers for a confirmed manual-capture intent) so the
# adapter reads statuses as it must with Stripe; everything else is the bundled file.
fixtures() {
  command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"
  local dir
  dir="$(go mod download -json "github.com/stripe/stripe-mock@$VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
  mkdir -p "$DATA"
  python3 - "$dir/embedded/openapi/fixtures3.json" "$FIXTURES" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))
pi = f["resources"]["payment_intent"]
pi["status"], pi["last_payment_error"] = "requires_capture", None
json.dump(f, open(sys.argv[2], "w"))
PY
}

# Any path answers 401 without a key: a connection that answers at all is the mock.
running() { curl -sS -o /dev/null "$URL/v1/customers" 2>/dev/null; }
# This checkout's stripe-mock (not another checkout's on the same port).
mine() { [ -f "$DATA/stripe-mock.pid" ] && kill -0 "$(cat "$DATA/stripe-mock.pid")" 2>/dev/null && running; }

start() {
  ensure
  if already_mine; then return; fi
  fixtures
  nohup "$BIN" -http-addr "127.0.0.1:$PORT" -fixtures "$FIXTURES" >"$DATA/stripe-mock.log" 2>&1 &
  echo $! >"$DATA/stripe-mock.pid"
  for _ in $(seq 1 100); do running && break; sleep 0.1; done
  running || { echo "stripe-mock: nothing answers on $PORT (see $DATA/stripe-mock.log)" >&2; exit 1; }
  echo "stripe-mock: ready at $URL" >&2
}

stop() {
  if [ -f "$DATA/stripe-mock.pid" ]; then
    kill "$(cat "$DATA/stripe-mock.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do running || break; sleep 0.1; done
    rm -f "$DATA/stripe-mock.pid"
  fi
  echo "stripe-mock: stopped" >&2
}

service_cli mine "$@"
