import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { domConfig } from '@lobbykit/vitest-config/dom'
import babel from '@rolldown/plugin-babel'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(domConfig(), {
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: { include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
})
