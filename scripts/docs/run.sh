#!/usr/bin/env bash
# `npm run docs`: regenerates docs/configuration.md and docs/cli.md, then runs the docs checks.
# `npm run check:docs` (--check): writes nothing; exits 1 when a generated page is stale, README.md
# reaches its line budget, or a link of README.md or docs/ does not resolve. Needs no database.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node24.sh
npx tsc -p tsconfig.build.json
exec node dist/scripts/docs/generate.js "$@"
