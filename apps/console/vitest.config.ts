import { domConfig } from '@lobbykit/vitest-config/dom'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(domConfig(), {
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
})
