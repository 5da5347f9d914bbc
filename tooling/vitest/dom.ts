import { fileURLToPath } from 'node:url'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The product's one lingui config, at the repository root. */
export const linguiConfigPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url))

/** Vitest config for packages that render React with vanilla-extract styles and lingui texts in jsdom. */
export function domConfig() {
  return defineConfig({
    plugins: [
      vanillaExtractPlugin(),
      react(),
      babel({ presets: [linguiTransformerBabelPreset({}, { configPath: linguiConfigPath })] }),
    ],
    test: {
      environment: 'jsdom',
      setupFiles: [fileURLToPath(new URL('./dom-setup.ts', import.meta.url))],
    },
  })
}
