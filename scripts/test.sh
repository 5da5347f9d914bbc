#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, types, unit and integration tests (API on PGlite and on a real
# PostgreSQL server), the bundle budget, and the browser suites.
source "$(dirname "$0")/lib/toolchain.sh"
ensure_postgres
ensure_chromium
pnpm exec turbo run lint typecheck test size --output-logs=errors-only --concurrency=2
