#!/usr/bin/env bash
# `npm test`: unit specs, then medium specs against the real MySQL/MariaDB and Redis
# (started by scripts/services.sh when not already running). Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
source scripts/services.sh
# The tests get a database and a queue prefix of their own, next to whatever the demo keeps.
export DATABASE_URL="${DATABASE_URL%/*}/distillo_test"
export QUEUE_PREFIX="distillo-test"
export NODE_ENV=test
export NODE_OPTIONS="--experimental-vm-modules ${NODE_OPTIONS:-}"
mkdir -p .data
status=0
npx jest --runInBand --json --outputFile=.data/jest-results.json "$@" || status=$?
node -e '
  const r = require("./.data/jest-results.json");
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' || true
exit $status
