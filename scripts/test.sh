#!/usr/bin/env bash
# `npm test`: unit specs, then medium specs against the real MySQL/MariaDB and Redis
# (started by scripts/services.sh when not already running). Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
source scripts/services.sh
# The tests get a database and a queue prefix of their own, next to whatever the demo keeps.
# TEST_NAMESPACE separates test runs that share one machine's servers (it must end in _test).
namespace="${TEST_NAMESPACE:-distillo_test}"
case "$namespace" in *_test) ;; *) echo "TEST_NAMESPACE must end in _test" >&2; exit 2 ;; esac
export DATABASE_URL="${DATABASE_URL%/*}/${namespace}"
export QUEUE_PREFIX="${namespace//_/-}"
export NODE_ENV=test
# Passing tests print nothing: request lines and the like only when asked for (LOG_LEVEL=log).
export LOG_LEVEL="${LOG_LEVEL:-warn}"
export NODE_OPTIONS="--experimental-vm-modules ${NODE_OPTIONS:-}"
mkdir -p .data
status=0
npx jest --runInBand --json --outputFile=".data/jest-results-${namespace}.json" "$@" || status=$?
node -e '
  const r = require(`./.data/jest-results-${process.argv[1]}.json`);
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' "$namespace" || true
exit $status
