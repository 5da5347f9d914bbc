import { defineConfig } from 'vitest/config'

/** Browser tests against the production build (apps/api serving apps/site/dist), in Debian's Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A poll waits on the browser and the server, which share 2 cores with another suite in CI: vitest's 1 s default
    // fails a step that is merely slow. Playwright's own waits use the contexts' timeouts (20 s or more).
    expect: { poll: { timeout: 20_000 } },
  },
})
