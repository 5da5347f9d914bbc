import { defineConfig } from 'vitest/config'

/**
 * Each file starts its own cluster (two API processes, HAProxy, a database): one file at a time, on a 2-core
 * machine, so one file's load does not skew another's timings.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
