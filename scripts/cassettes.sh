#!/usr/bin/env bash
# `npm run cassettes -- status|file DIR …`: recorded model answers (test/fakes/cassettes.main.ts; docs/recorded-model.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
npx tsc -p tsconfig.fakes.json
exec node dist/test/fakes/cassettes.main.js "$@"
