# Sourced by .ci/run (`source scripts/tools/use-pinned-node.sh`): installs the pinned Node from the npm registry,
# where every release is published as the package node-<os>-<cpu> (the binary, and the headers native addons build
# against), then puts it first on PATH and points node-gyp at its headers for everything that runs afterwards.
# Only the npm registry is reached, through whichever npm the machine has; nothing is downloaded from elsewhere.
PINNED_NODE_VERSION=24.21.0

pinned_node_package() {
  local cpu
  case "$(uname -m)" in
    x86_64 | amd64) cpu=x64 ;;
    aarch64 | arm64) cpu=arm64 ;;
    *) cpu=$(uname -m) ;;
  esac
  echo "node-$(uname -s | tr '[:upper:]' '[:lower:]')-$cpu"
}

use_pinned_node() {
  local package home
  package=$(pinned_node_package)
  home="${PINNED_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/back-office/node}/$PINNED_NODE_VERSION"
  if ! "$home/node_modules/$package/bin/node" --version >/dev/null 2>&1; then
    if ! command -v npm >/dev/null 2>&1; then
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "npm not found: installing Debian's npm to fetch Node $PINNED_NODE_VERSION"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm
      else
        echo "npm is needed to fetch Node $PINNED_NODE_VERSION from the npm registry; install Node.js and npm first." >&2
        return 1
      fi
    fi
    echo "Installing Node $PINNED_NODE_VERSION ($package from the npm registry) into $home"
    mkdir -p "$home"
    npm install --prefix "$home" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$package@$PINNED_NODE_VERSION" >/dev/null || return 1
  fi
  export PATH="$home/node_modules/$package/bin:$PATH"
  # node-gyp builds native addons (better-sqlite3) against these headers, not a system Node's (~/.npmrc may name one).
  export npm_config_nodedir="$home/node_modules/$package"
  local running
  running=$(node --version)
  if [ "$running" != "v$PINNED_NODE_VERSION" ]; then
    echo "Expected Node v$PINNED_NODE_VERSION first on PATH, found $running" >&2
    return 1
  fi
  echo "Node $running ($(command -v node)), npm $(npm --version)"
}
