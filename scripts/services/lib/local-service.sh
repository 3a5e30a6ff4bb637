# Sourced by scripts/services/<name>.sh: the parts every local service does the same way.
# The sourcing script sets NAME (its messages' prefix) first and, for these helpers, PORT and URL,
# and defines running (the port answers) and mine (this checkout's server answers).

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
# The service's own files: data, pid and logs, under this checkout.
DATA="$REPO/.services/$NAME"

# go_build_once <binary path> <what> <module>@<version>: the binary cached under .services/bin,
# linked from PATH when installed there, else built with Go on the first run only.
go_build_once() {
  local bin="$1" what="$2" module="$3" cmd
  cmd="$(basename "$bin")"
  if [ -x "$bin" ]; then return; fi
  if command -v "$cmd" >/dev/null 2>&1; then mkdir -p "$(dirname "$bin")"; ln -sf "$(command -v "$cmd")" "$bin"; return; fi
  command -v go >/dev/null 2>&1 || export PATH="$PATH:/usr/local/go/bin"
  command -v go >/dev/null 2>&1 || { echo "$NAME: Go is needed to build $what" >&2; exit 1; }
  echo "$NAME: building ${module%@*} with Go (first run only)" >&2
  mkdir -p "$(dirname "$bin")"
  GOBIN="$(dirname "$bin")" GOFLAGS=-mod=mod go install "$module" >&2
  [ -x "$bin" ] || { echo "$NAME: build failed" >&2; exit 1; }
}

# True when this checkout's server already runs; exits when another server holds the port, so a
# suite never talks to a server some other checkout started.
already_mine() {
  if mine; then echo "$NAME: already running on $PORT" >&2; return 0; fi
  if running; then
    echo "$NAME: port $PORT is held by a server this checkout did not start; not using it" >&2
    exit 1
  fi
  return 1
}

# service_cli <status check> <command>: {ensure|start|stop|url|status}, with ensure, start and
# stop defined by the sourcing script.
service_cli() {
  local check="$1"
  case "${2:-}" in
    ensure) ensure ;;
    start) start ;;
    stop) stop ;;
    url) echo "$URL" ;;
    status) if "$check"; then echo running; else echo stopped; exit 1; fi ;;
    *) echo "usage: $0 {ensure|start|stop|url|status}" >&2; exit 2 ;;
  esac
}
