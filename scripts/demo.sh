#!/usr/bin/env bash
# `npm run demo`: the main job on the offline defaults, no API key needed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
source scripts/services.sh
npm run -s build
node corpus/build.mjs --check
node dist/src/cli.js demo "$@"
