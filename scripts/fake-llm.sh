#!/usr/bin/env bash
# `npm run fake:llm`: builds and starts the fake OpenAI-compatible server (test/fakes), on
# FAKE_LLM_PORT (default 8089), for `DISTILLER=openai-compatible LLM_BASE_URL=… LLM_MODEL=x npm run demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
npx tsc -p tsconfig.fakes.json
exec node dist/test/fakes/fake-llm.main.js "$@"
