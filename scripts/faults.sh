#!/usr/bin/env bash
# `npm run test:faults [-- --only=redis,worker,import,soak --soak-seconds=N]`: see scripts/faults.mjs.
# Starts its own private Redis and MariaDB/MySQL on free ports; the shared servers are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
exec node scripts/faults.mjs "$@"
