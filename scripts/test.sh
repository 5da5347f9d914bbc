#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, types, unit and integration tests (API on PGlite and on a real
# PostgreSQL server), the bundle budget, the browser suites (site end to end, Storybook visual and axe), and the
# API as two instances behind HAProxy under faults (tooling/cluster). It ends with the test count, any flaky
# test by name, and a table of where the time went (docs/architecture.md#test-time).
run_started=$(date +%s%3N)
source "$(dirname "$0")/lib/toolchain.sh"

work=$(mktemp -d /tmp/lobbykit-test.XXXXXX)
log="$work/log"
phases="$work/phases"
summaries=()
phase_started=$run_started
# Closes the phase that began at the last mark: `mark "name"`.
mark() {
  local now
  now=$(date +%s%3N)
  printf '%s\t%s\t%s\n' "$1" "$phase_started" "$now" >>"$phases"
  phase_started=$now
}

# Seconds, not minutes: fail before the databases, the browser and turbo when an import crosses a
# package boundary or closes a cycle, or a doc link points outside the repository.
echo "» import boundaries, cycles and doc links"
node tooling/checks/import-boundaries.mjs
node tooling/checks/import-cycles.mjs
node tooling/checks/doc-links.mjs

ensure_postgres
ensure_chromium
ensure_haproxy
mark "set-up: install, checks, PostgreSQL"

# docs/architecture.md#audit-share: the site's axe matrix is audited a fifth at a time, the fifth chosen from the
# commit, unless AXE_SHARE says otherwise (`pnpm test:full` sets it to `all`).
if [ -z "${AXE_SHARE:-}" ]; then
  if [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" = true ]; then
    # A shallow clone has no count to take: the commit's hash picks the share.
    from="commit $(git rev-parse --short=7 HEAD), a shallow clone"
    share=$((0x$(git rev-parse --short=7 HEAD) % 5))
  else
    count=$(git rev-list --count HEAD 2>/dev/null || echo 0)
    from="commit $count on this branch"
    share=$((count % 5))
  fi
  export AXE_SHARE="$share/5"
  echo "» the site's axe audits: share $((share + 1)) of 5 ($from); pnpm test:full audits them all"
else
  echo "» the site's axe audits: AXE_SHARE=$AXE_SHARE"
fi

# Runs turbo with a run summary (.turbo/runs/<id>.json) kept for the time table; `--summarize` names no file, so
# the new one is the one that was not there before.
turbo_run() {
  local before after
  before=$(ls .turbo/runs 2>/dev/null | sort)
  pnpm exec turbo run "$@" --summarize 2>&1 | tee -a "$log"
  local status=${PIPESTATUS[0]}
  after=$(comm -13 <(echo "$before") <(ls .turbo/runs 2>/dev/null | sort) | tail -n 1)
  [ -n "$after" ] && summaries+=(".turbo/runs/$after")
  return "$status"
}

set +e
# Two passes. First everything but the browser suites, two at a time: it fails in a few minutes when a check or a
# unit test does. Then the browser suites (the site end to end, Storybook, the cluster), one task at a time, each
# using both cores itself: a browser step that shares them with a unit-test run is slow enough to time out. The
# second pass finds the first pass's tasks in turbo's cache and does not run them again.
without_browser_suites=(--filter='!@lobbykit/storybook' --filter='!@lobbykit/cluster')
first_pass() {
  turbo_run lint typecheck test size "${without_browser_suites[@]}" --output-logs=new-only --concurrency=2
}
first_pass
status=$?
mark "first pass: lint, types, unit and API tests, builds, sizes"
# One second try of the first pass, loud: a task that fails only under load (a test whose promise outlived it, say)
# must neither stop a green run nor pass unseen. Turbo's cache holds the tasks that passed, so the second try runs
# only the failed ones (and those the failure stopped): a real failure fails twice and stops the run; a flaky one
# is named at the end with its failing tests and their first error, read from the first try's log.
retried=""
if [ "$status" != 0 ]; then
  retried=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | sed -n 's/^ *Failed: *//p' | tr '\n' ' ')
  cp "$log" "$work/first-try.log"
  echo "» the first pass failed (${retried:-no task named}); running its failed tasks once more"
  # The closing count takes the second try's figures for these tasks, not both tries'.
  for task in $retried; do sed -i "\\|^${task/\#/:}:|d" "$log"; done
  first_pass
  status=$?
  mark "first pass, second try"
fi
if [ "$status" = 0 ]; then
  turbo_run lint typecheck test size e2e --output-logs=new-only --concurrency=1
  status=$?
  mark "browser pass: site end to end, Storybook, cluster"
fi
set -e

node tooling/test-report/closing-lines.mjs --log "$log" --phases "$phases" \
  ${retried:+--retried "$retried" --first-try "$work/first-try.log"} "${summaries[@]}"
rm -rf "$work"
exit "$status"
