import { domConfig } from '@lobbykit/vitest-config/dom'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(domConfig(), {
  test: {
    // One jsdom per worker, not one per file (docs/architecture.md#tests).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
})
