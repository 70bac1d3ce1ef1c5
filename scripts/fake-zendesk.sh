#!/usr/bin/env bash
# `npm run fake:zendesk`: tries the Zendesk connector locally, with no Zendesk account. Builds,
# starts the bundled fake Zendesk (test/fakes/fake-zendesk.main.ts: FAKE_ZENDESK_TICKETS tickets,
# default 200, on FAKE_ZENDESK_PORT, default 8090), points ZENDESK_URL/EMAIL/API_TOKEN at it, then
# runs `kb db:migrate`, `kb connectors:test zendesk` and `kb connectors:sync zendesk` (into the
# database of DATABASE_URL) and stops it.
# `npm run fake:zendesk -- COMMAND…` runs COMMAND instead, with the same variables, while the fake
# answers: e.g. `npm run fake:zendesk -- npm run demo` (the demo server's worker syncs it too).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
eval "$(node scripts/dotenv-exports.mjs)"
source scripts/services.sh
npm run -s build
npx tsc -p tsconfig.fakes.json
mkdir -p .data
out=".data/fake-zendesk.out"
: > "$out"
node dist/test/fakes/fake-zendesk.main.js --tickets "${FAKE_ZENDESK_TICKETS:-200}" --comments 6 --port "${FAKE_ZENDESK_PORT:-8090}" > "$out" &
fake=$!
trap 'kill "$fake" 2>/dev/null || true' EXIT INT TERM
for _ in $(seq 1 100); do
  grep -q '^FAKE_ZENDESK_URL=' "$out" && break
  kill -0 "$fake" 2>/dev/null || { cat "$out" >&2; echo "The fake Zendesk did not start (port ${FAKE_ZENDESK_PORT:-8090} taken? set FAKE_ZENDESK_PORT)" >&2; exit 1; }
  sleep 0.2
done
line="$(grep -m1 '^FAKE_ZENDESK_URL=' "$out")"
field() { sed -n "s/.*\b$1=\([^ ]*\).*/\1/p" <<<"$line"; }
export ZENDESK_URL="$(field FAKE_ZENDESK_URL)" ZENDESK_EMAIL="$(field EMAIL)" ZENDESK_API_TOKEN="$(field TOKEN)"
export ZENDESK_PRODUCT_FIELD="${ZENDESK_PRODUCT_FIELD:-brand}"
echo "Fake Zendesk at ${ZENDESK_URL} (${FAKE_ZENDESK_TICKETS:-200} tickets): ZENDESK_URL=${ZENDESK_URL} ZENDESK_EMAIL=${ZENDESK_EMAIL} ZENDESK_API_TOKEN=${ZENDESK_API_TOKEN}"
if [ "$#" -gt 0 ]; then
  "$@"
  exit $?
fi
node dist/src/cli.js db:migrate
node dist/src/cli.js connectors:test zendesk
node dist/src/cli.js connectors:sync zendesk
