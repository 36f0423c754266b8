# Sourced by .ci/run (`source scripts/tools/use-pinned-node.sh && use_pinned_node`): installs the pinned Node from the
# npm registry (scripts/tools/pinned-node.mjs, which names the version), then puts it first on PATH and points node-gyp
# at its headers for everything that runs afterwards, `npm ci` included. A machine with neither Node nor npm gets
# Debian's first, only to fetch it.
use_pinned_node() {
  local here bin_dir
  here=$(dirname "${BASH_SOURCE[0]}")
  if ! command -v npm >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "npm not found: installing Debian's npm to fetch the pinned Node"
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm
    else
      echo "npm is needed to fetch the pinned Node from the npm registry; install Node.js and npm first." >&2
      return 1
    fi
  fi
  bin_dir=$(node "$here/pinned-node.mjs" --print-bin-dir) || return 1
  export PATH="$bin_dir:$PATH"
  # node-gyp builds native addons (better-sqlite3) against these headers, not a system Node's (~/.npmrc may name one).
  export npm_config_nodedir="${bin_dir%/bin}"
  echo "Node $(node --version) ($(command -v node)), npm $(npm --version)"
}
