import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'jsdom',
    // One jsdom per worker, not one per file: building it was three quarters of the suite's time
    // (docs/architecture.md#tests).
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test-d.ts', 'src/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
})
