#!/usr/bin/env bash
# A supported Node for this shell or one command: the `node` on PATH when it is 22.12 or newer,
# otherwise Node 24 taken from the npm registry (package node-<os>-<arch>, which carries the
# binary and its headers; nodejs.org downloads are not needed), unpacked once under .cache/node
# (gitignored; FACET_NODE_CACHE to put it elsewhere) and put first on PATH. FACET_NODE_FETCH=1 takes
# that pinned Node even when the machine's is supported (the exact Node CI runs on).
#
#   source scripts/node/use-supported-node.sh      # this shell: then npm ci, npm start, npm test
#   bash scripts/node/use-supported-node.sh npm ci  # one command
#
# It also points node-gyp at that Node's own headers (npm_config_nodedir): native modules built
# from source (better-sqlite3 when no prebuilt binary can be fetched) must match the Node that
# loads them, and a machine-wide `nodedir` (this kind of machine sets /usr, Node 20's) would not.

# The Node the project fetches when the machine's is too old, and each package's integrity as the
# registry lists it: a changed tarball is refused.
FACET_NODE_VERSION=24.21.0
facet_node_integrity() {
  case "$1" in
    linux-x64) echo 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' ;;
    linux-arm64) echo 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==' ;;
  esac
}

# True when the node at $1 is at least 22.12 (the oldest release the dependencies' engines allow).
facet_node_supported() {
  "$1" -e 'const [a, b] = process.versions.node.split(".").map(Number);
    process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null
}

# The folder holding include/node/ for the node at $1, when its headers are that very version.
facet_node_headers() {
  local prefix
  prefix=$(dirname "$(dirname "$(readlink -f "$1")")")
  local h="$prefix/include/node/node_version.h"
  [ -f "$h" ] || return 1
  local v
  v=$(awk '/define NODE_(MAJOR|MINOR|PATCH)_VERSION/ {printf "%s%s", sep, $3; sep="."}' "$h")
  [ "v$v" = "$("$1" -v)" ] && echo "$prefix"
}

facet_fetch_node() {
  local repo="$1" platform arch
  case "$(uname -s)" in Linux) platform=linux ;; *) platform=unsupported ;; esac
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=unsupported ;; esac
  local want
  want=$(facet_node_integrity "$platform-$arch")
  if [ -z "$want" ]; then
    echo "use-supported-node: no pinned Node package for $(uname -s) $(uname -m); install Node 24 yourself" >&2
    return 1
  fi
  local pkg="node-$platform-$arch"
  local cache="${FACET_NODE_CACHE:-$repo/.cache/node}"
  local dir="$cache/$pkg-$FACET_NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    echo "use-supported-node: fetching $pkg@$FACET_NODE_VERSION from the npm registry into $dir" >&2
    mkdir -p "$cache" || return 1
    local tmp
    tmp=$(mktemp -d "$cache/.fetch-XXXXXX") || return 1
    local got
    got=$(cd "$tmp" && npm pack "$pkg@$FACET_NODE_VERSION" --json --silent |
      sed -n 's/.*"integrity": *"\([^"]*\)".*/\1/p')
    if [ "$got" != "$want" ]; then
      echo "use-supported-node: $pkg@$FACET_NODE_VERSION integrity '$got', expected '$want'" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir "$tmp/unpacked" &&
      tar -xzf "$tmp/$pkg-$FACET_NODE_VERSION.tgz" -C "$tmp/unpacked" --strip-components=1 &&
      rm -rf "$dir" && mv "$tmp/unpacked" "$dir"
    local ok=$?
    rm -rf "$tmp"
    [ $ok = 0 ] || return 1
  fi
  echo "$dir"
}

facet_use_supported_node() {
  local repo
  repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  local current
  current=$(command -v node)
  if [ -z "$current" ] || [ "${FACET_NODE_FETCH:-0}" = 1 ] || ! facet_node_supported "$current"; then
    local dir
    dir=$(facet_fetch_node "$repo") || return 1
    export PATH="$dir/bin:$PATH"
    hash -r
    local was=missing
    [ -n "$current" ] && was=$("$current" -v)
    echo "use-supported-node: Node $(node -v) from $dir/bin (the machine's: $was)" >&2
  fi
  local headers
  if headers=$(facet_node_headers "$(command -v node)"); then
    export npm_config_nodedir="$headers"
  else
    # node-gyp would download the headers; say which Node they must match.
    unset npm_config_nodedir
    echo "use-supported-node: no headers beside $(command -v node); node-gyp will fetch $(node -v)'s" >&2
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  facet_use_supported_node
  if [ $# -gt 0 ]; then exec "$@"; fi
  node -v
else
  facet_use_supported_node
fi
