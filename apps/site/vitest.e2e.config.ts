import { defineConfig } from 'vitest/config'

/** Browser tests against the production build (apps/api serving apps/site/dist), in Debian's Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
