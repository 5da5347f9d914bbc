import { defineConfig } from 'vitest/config'

// The generator test scaffolds a package and runs that package's own type check and tests: allow time.
export default defineConfig({ test: { testTimeout: 180_000, hookTimeout: 60_000, include: ['*.test.mjs'] } })
