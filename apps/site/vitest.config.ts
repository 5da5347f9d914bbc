import { domConfig } from '@lobbykit/vitest-config/dom'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(domConfig(), {
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
  },
})
