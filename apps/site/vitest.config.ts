import { domConfig } from '@lobbykit/vitest-config/dom'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(domConfig(), {
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    // e2e/ holds the browser suites (*.e2e.test.ts, vitest.e2e.config.ts) and the plain tests of their helpers.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
    exclude: ['e2e/**/*.e2e.test.ts', '**/node_modules/**'],
    setupFiles: ['./src/testing/setup.ts'],
  },
})
