#!/usr/bin/env bash
# Starts the production server for an e2e suite on a fresh, seeded embedded database.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DATA_DIR="${DATA_DIR:-$(mktemp -d -t skybook-e2e-XXXXXX)}"
export NODE_ENV=production LOG_LEVEL="${LOG_LEVEL:-warn}"
npx tsx tools/seed/main.ts
exec node dist/apps/edge-server/main.js
