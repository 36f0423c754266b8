#!/usr/bin/env bash
# The README's two commands on a machine whose Node is older than the project's, as a new developer would run them:
#
#   bash scripts/tools/fresh-machine-check.sh [old-node-version]      (default 20.20.2)
#
# fetches that old Node from the npm registry, clones this repository's HEAD into a throw-away folder and, with only
# the old Node on PATH and an empty cache for the pinned one, runs `npm install`, then `npm start` until it serves the
# app and signs the demo owner in, then `npm test -- type-check` (the same launcher as the whole run). Fails unless both
# switched to the pinned Node by themselves, saying so in one line, and the native addon works on it.
set -euo pipefail
old_version=${1:-20.20.2}
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill -- -"$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

case "$(uname -m)" in x86_64 | amd64) cpu=x64 ;; aarch64 | arm64) cpu=arm64 ;; *) cpu=$(uname -m) ;; esac
package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$cpu"
echo "Fetching Node $old_version ($package) to play the machine's old Node"
npm install --prefix "$work/old-node" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$package@$old_version" >/dev/null
old_bin="$work/old-node/node_modules/$package/bin"

git clone --quiet "$repo" "$work/clone"
cd "$work/clone"
# The old Node first on PATH, its own headers for native builds, and nowhere the pinned Node was fetched before.
export PATH="$old_bin:$PATH" npm_config_nodedir="$old_bin/.." PINNED_NODE_CACHE="$work/pinned-node" CI=true
echo "On Node $(node --version): npm install"
npm install --no-audit --no-fund --loglevel=error

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
echo "npm start on port $port"
PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" setsid npm start >"$work/start.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 600); do
  if curl -fsS "http://127.0.0.1:$port/config.js" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat "$work/start.log"
    echo "FAILED: npm start ended before it served the app" >&2
    exit 1
  fi
  sleep 1
done
status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/token" \
  --data 'client_id=back-office&grant_type=password&userName=demo@exemplo.com.br&password=demo1234')
index=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
kill -- -"$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=
cat "$work/start.log"
grep -q "is older than this project's" "$work/start.log" || { echo "FAILED: npm start did not say it switched Node" >&2; exit 1; }
[ "$status" = 200 ] || { echo "FAILED: the demo owner's sign-in answered $status" >&2; exit 1; }
[ "$index" = 200 ] || { echo "FAILED: the app's page answered $index" >&2; exit 1; }

echo "npm test -- type-check"
npm test -- type-check 2>&1 | tee "$work/test.log"
grep -q "is older than this project's" "$work/test.log" || { echo "FAILED: npm test did not say it switched Node" >&2; exit 1; }
echo "Both commands ran on the pinned Node from Node $old_version: passed"
