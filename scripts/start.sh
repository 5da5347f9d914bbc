#!/usr/bin/env bash
# Builds the product and serves it on http://localhost:${PORT:-8080} (embedded PGlite unless DATABASE_URL is set).
source "$(dirname "$0")/lib/toolchain.sh"
echo "» building"
pnpm exec turbo run build --filter=@lobbykit/api --filter=@lobbykit/site --filter=@lobbykit/console --output-logs=errors-only
exec node apps/api/dist/server.mjs
