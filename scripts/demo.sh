#!/usr/bin/env bash
# `npm run demo`: the main job on the offline defaults, no API key needed. The reference corpus goes
# through intake, redaction and distillation; the demo reviewer approves the units; they are
# indexed; then the API and a worker start and stay up (Ctrl-C stops both).
# DEMO_SERVE=0 npm run demo: the report only, no server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
source scripts/services.sh
npm run -s build
node corpus/build.mjs --check
node dist/src/cli.js demo "$@"
if [ "${DEMO_SERVE:-1}" = "0" ]; then exit 0; fi
node dist/src/worker.js &
worker=$!
trap 'kill "$worker" 2>/dev/null || true' EXIT INT TERM
echo
# The demo server speaks plain HTTP: say so explicitly (cookies are Secure by default).
export COOKIE_SECURE="${COOKIE_SECURE:-false}"
echo "Starting the server: open the chat demo page and the review page printed below (Ctrl-C to stop)."
node dist/src/main.js
