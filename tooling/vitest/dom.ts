import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** Vitest config for packages that render React with vanilla-extract styles in jsdom. */
export function domConfig() {
  return defineConfig({
    plugins: [vanillaExtractPlugin(), react()],
    test: {
      environment: 'jsdom',
      setupFiles: [fileURLToPath(new URL('./dom-setup.ts', import.meta.url))],
    },
  })
}
