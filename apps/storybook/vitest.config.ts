import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One browser for the whole run; the browser tests share it and must not run in parallel files.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
})
