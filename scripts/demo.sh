#!/usr/bin/env bash
# `npm run demo`: the main job on the offline defaults, no API key needed. The reference corpus goes
# through intake, redaction and distillation; the demo reviewer approves a few units itself (the
# cleanest texts; the rest wait for a person on the review page); they are indexed; then the API
# and a worker start and stay up (Ctrl-C stops both).
# DEMO_SERVE=0 npm run demo: the report only, no server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
# .env fills in what the environment leaves unset, here as in the server, the worker and `kb`.
eval "$(node scripts/dotenv-exports.mjs)"
source scripts/services.sh
npm run -s build
node corpus/build.mjs --check main
mkdir -p .data
node dist/src/cli.js demo "$@" | tee .data/demo-report.txt
if [ "${DEMO_SERVE:-1}" = "0" ]; then exit 0; fi
# The report and the addresses are what a newcomer reads: the server's and the worker's own log lines
# (one per request) go quiet unless LOG_LEVEL asks for them.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
node dist/src/worker.js &
worker=$!
# The demo server speaks plain HTTP: say so explicitly (cookies are Secure by default).
export COOKIE_SECURE="${COOKIE_SECURE:-false}"
node dist/src/main.js &
api=$!
trap 'kill "$worker" "$api" 2>/dev/null || true' EXIT INT TERM
# The login and the addresses come last, once the server answers, so they are not scrolled away.
base="http://${HOST:-127.0.0.1}:${PORT:-3000}"
for _ in $(seq 1 150); do
  if node -e "fetch('$base/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" 2>/dev/null; then break; fi
  kill -0 "$api" 2>/dev/null || { echo "The server stopped: see its messages above." >&2; exit 1; }
  sleep 0.2
done
# Customers use the chat (scripts/demo-conversations.mjs), so the review page's "Metriche" has conversations.
node scripts/demo-conversations.mjs "$base" || echo "  (the scripted chat questions failed: see above)" >&2
echo
echo "Distillo is running (Ctrl-C stops the server and the worker):"
echo "  chat demo page:  $base/"
echo "  review page:     $base/review"
echo "  API reference:   $base/api/docs"
echo "  queues (admins): $base/admin/queues"
grep -E '^ *(reviewer|admin) login' .data/demo-report.txt | sed 's/^ */  /' || true
wait "$api"
