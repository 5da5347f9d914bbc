#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, types, unit and integration tests (API on PGlite and on a real
# PostgreSQL server), the bundle budget, the browser suites (site end to end, Storybook visual and axe), and the
# API as two instances behind HAProxy under faults (tooling/cluster).
source "$(dirname "$0")/lib/toolchain.sh"

# Seconds, not minutes: fail before the databases, the browser and turbo when an import crosses a
# package boundary or closes a cycle, or a doc link points outside the repository.
echo "» import boundaries, cycles and doc links"
node tooling/checks/import-boundaries.mjs
node tooling/checks/import-cycles.mjs
node tooling/checks/doc-links.mjs

ensure_postgres
ensure_chromium
ensure_haproxy

log=$(mktemp /tmp/lobbykit-test.XXXXXX)
set +e
pnpm exec turbo run lint typecheck test size e2e --output-logs=new-only --concurrency=2 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

# One closing line over every package's vitest summary ("Tests  12 passed | 1 failed (13)").
sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '
  /^[^ ]*:? *Tests +[0-9]/ {
    for (i = 1; i <= NF; i++) {
      if ($(i + 1) ~ /^passed/) passed += $i
      if ($(i + 1) ~ /^failed/) failed += $i
    }
  }
  END { printf "Tests: %d passed, %d failed\n", passed, failed }'
rm -f "$log"
exit "$status"
