#!/usr/bin/env bash
# `npm run bench:<name> -- [args]`: builds, makes sure the services run, runs dist/bench/<name>.bench.js.
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1"; shift
source scripts/node24.sh
source scripts/services.sh
npm run -s build
node "dist/bench/${name}.bench.js" "$@"
