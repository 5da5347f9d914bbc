import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The product's one lingui config, at the repository root. */
const linguiConfig = { configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080'

/**
 * The console is served by the API under `/console/` on its own host (docs/operators.md#console-host), so every
 * file it loads lives under that path.
 */
export default defineConfig({
  base: '/console/',
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }),
    lingui(linguiConfig),
    vanillaExtractPlugin(),
  ],
  server: {
    port: 5174,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: { target: 'es2022', sourcemap: 'hidden' },
})
