import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { intlWarmWorkerPath } from '@lobbykit/contract/drawnPage'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { minify } from 'terser'
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite'
import { buildIdOf } from './scripts/buildId'
import { type BundleFile, dropEmptyChunks } from './scripts/emptyChunks'

/**
 * The entries built at the site's root under a fixed name, the service worker and the locale-data worker (see the
 * build's inputs); every other entry is a hashed asset.
 */
const rootFileNames: Record<string, string | undefined> = {
  sw: 'sw.js',
  intlWarm: intlWarmWorkerPath.slice(1),
}
/** The product's one lingui config, at the repository root. */
const linguiConfig = { configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080'
// docs/deploy.md#build-id: BUILD_ID, else the commit, so hosts building the same commit agree.
const buildId = buildIdOf(process.env)

/**
 * Writes the build metadata the hourly new-version check reads (docs/product.md#other-calls): `build/meta.json` (this
 * build) and `build/latest.json` (the newest build: a deployment overwrites it, so older pages see it change).
 */
function buildMetadata(): Plugin {
  return {
    name: 'lobbykit-build-metadata',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const source = `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`
      this.emitFile({ type: 'asset', fileName: 'build/meta.json', source })
      this.emitFile({ type: 'asset', fileName: 'build/latest.json', source })
    },
  }
}

/**
 * The originals games' window is a second page (docs/product.md#originals): in development, as the API's
 * static server does in production, every `/originals/...` path loads originals.html.
 */
function originalsPage(): Plugin {
  return {
    name: 'lobbykit-originals-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/originals(\/|\?|$)/.test(req.url)) {
          const query = req.url.indexOf('?')
          req.url = `/originals.html${query >= 0 ? req.url.slice(query) : ''}`
        }
        next()
      })
    },
  }
}

/**
 * The browser's chunks of our code go through terser before the build's own minifier
 * (docs/architecture.md#first-visit-code): it shortens them by 3 to 8 % more (1.2 KB gzip of a first visit). The
 * libraries' chunk (`vendor`) is left to the build's minifier alone, which does better on it than terser.
 */
function minifyOwnCode(): Plugin {
  return {
    name: 'lobbykit-minify-own-code',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async renderChunk(code, chunk) {
      if (chunk.name === 'vendor') return null
      const out = await minify(code, { module: true, ecma: 2020, compress: { passes: 2 }, sourceMap: true })
      if (out.code === undefined) return null
      return { code: out.code, map: typeof out.map === 'string' ? out.map : undefined }
    },
  }
}

/** Drops the chunks a code-splitting group left holding nothing but an import (scripts/emptyChunks.ts). */
function withoutEmptyChunks(): Plugin {
  return {
    name: 'lobbykit-without-empty-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      dropEmptyChunks(bundle as unknown as Record<string, BundleFile>)
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }),
    lingui(linguiConfig),
    vanillaExtractPlugin(),
    buildMetadata(),
    originalsPage(),
    minifyOwnCode(),
    withoutEmptyChunks(),
  ],
  resolve: {
    // lingui and the router's store ask for the shim that brings useSyncExternalStore to React before 18; React 19
    // has it, and the same package's plain builds use React's own (0.2 KB less on every first visit).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // docs/architecture.md#server-rendering: the server's build of the site (`src/server.tsx`, into dist-server)
  // holds its code and libraries but jsdom, which Node loads itself.
  ssr: { noExternal: true, external: ['jsdom'] },
  build: isSsrBuild ? { target: 'node22', outDir: 'dist-server', emptyOutDir: true } : clientBuild,
}))

const clientBuild = {
  target: 'es2022',
  sourcemap: 'hidden',
  manifest: true,
  // A dynamic import fetches its stylesheets first (Vite keeps those), not the chunks it imports: listing those
  // for every page and template cost 2.8 KB gzip of main on every first visit. The server links the whole chunk
  // closure of the page it answers, and the menu's pages load in the background after the first paint
  // (docs/architecture.md#first-visit-code), so the extra round trip falls where no player waits on it.
  // No modulepreload polyfill: every browser the build targets (es2022) knows modulepreload.
  modulePreload: { polyfill: false, resolveDependencies: () => [] },
  rolldownOptions: {
    // Two pages: the site's shell, and the originals games' window (without the router or templates); the
    // service worker; and the worker that loads the browser's locale data for a drawn page.
    input: {
      main: fileURLToPath(new URL('./index.html', import.meta.url)),
      originals: fileURLToPath(new URL('./originals.html', import.meta.url)),
      // The service worker (docs/product.md#installable-app): at the root, unhashed, so its scope is the whole site
      // and the browser finds a new version at the same address.
      sw: fileURLToPath(new URL('./src/pwa/serviceWorker.ts', import.meta.url)),
      // At the address the server's page loader names (`intlWarmWorkerPath` in the contract).
      intlWarm: fileURLToPath(new URL('./src/startup/intlWarmWorker.ts', import.meta.url)),
    },
    output: {
      entryFileNames: (chunk: { name: string }) => rootFileNames[chunk.name] ?? 'assets/[name]-[hash].js',
      codeSplitting: {
        groups: [
          // Every page needs these libraries: one long-cached file instead of a dozen small requests. ky and zod
          // are not among them: the api client loads ky with the first call, and zod comes with the first schema a
          // page needs, after a drawn page has painted (docs/architecture.md#first-visit-code).
          {
            name: 'vendor',
            test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|@lingui|use-sync-external-store)[\\/]/,
            priority: 20,
          },
          // The ui blocks and core helpers that ten or more entries (templates, routes, lazy parts) share
          // (Header, GameCard, Button, the api caller ...): one file instead of ~15 tiny ones on every first
          // visit. Values from 10 to 12 give the same file; 20 leaves 24 files on a first visit. Measured on
          // template1: 34 files and 159.5 KB gzip before, 19 files and 156.2 KB after. Sharing all of ui
          // (minShareCount 2) would also ship modals and tables to every first visit: 169.8 KB.
          // With the contract's plain values (registry, categories ...), and without the modules built on zod (the
          // call maker, the field rules, the stored shapes, the contract's schemas): shared by many pages' chunks,
          // those load with the first of those pages, not with every first visit (docs/architecture.md#first-visit-code).
          // A module shared only by main's chunks would otherwise stay in main, and a chunk the originals' page
          // loads importing from main runs the whole site inside the game's window.
          // Nor the lobby's filters and heading: only the templates' lobbies use them, and those load with the
          // first lobby page (docs/architecture.md#first-visit-code), so a visit to the home does not pay for them.
          {
            name: 'blocks',
            test: /packages[\\/]((ui|core)[\\/]src[\\/](?!LobbyFilters[\\/]|LobbyHeading[\\/]|api[\\/]call\.ts|validate[\\/]fields\.ts|stores[\\/]storedShapes\.ts|api[\\/]startup[\\/])|contract[\\/]src[\\/](?!calls[\\/]|common\.ts|api\.ts|fixtures[\\/]))/,
            minShareCount: 10,
            priority: 10,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions
