import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import type { StorybookConfig } from '@storybook/react-vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

/** The product's one lingui config, at the repository root. */
const linguiConfigPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url))

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../../packages/**/src/**/*.stories.@(ts|tsx)',
    // The operator console's screens (apps/console), in its own theme.
    '../../console/src/**/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin(),
      // ui and templates read their texts through lingui's `t` macro. Stories show the English source
      // texts without loading a catalogue, so the compiled messages keep their text, not only the id.
      babel({
        presets: [
          linguiTransformerBabelPreset({ descriptorFields: 'message' }, { configPath: linguiConfigPath }),
        ],
      }),
      // The console's screens can load their catalogues (its language picker does); stories stay in English.
      lingui({ configPath: linguiConfigPath }),
    ]
    return viteConfig
  },
}

export default config
