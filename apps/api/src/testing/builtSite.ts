import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { BuildManifest } from '../pages/assetPreloads'

export interface BuiltSite {
  /** The built `index.html`, as Vite writes it. */
  indexHtml: string
  /** Vite's manifest (`.vite/manifest.json`): which files each source was built into. */
  manifest: BuildManifest
  /** Other files by their path in the build. */
  files?: Record<string, string>
}

/** Writes a stand-in for the site's build into a fresh directory, for the API to serve pages from. */
export function writeBuiltSite(site: BuiltSite): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  writeFileSync(join(dir, 'index.html'), site.indexHtml)
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(site.manifest))
  for (const [path, text] of Object.entries(site.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

/** The built `index.html` of a site that needs nothing more: one entry script. */
export const entryOnlyIndexHtml =
  '<!doctype html><html lang="en"><head><title>LobbyKit</title><script type="module" crossorigin src="/assets/main-abc.js"></script></head><body><div id="root"></div></body></html>'

/** A stand-in for the console's build: Vite's index.html with the base `/console/`, one hashed asset and its map. */
export function writeConsoleBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>LobbyKit console</title><script type="module" src="/console/assets/main-abc.js"></script>',
  )
  writeFileSync(join(dir, 'assets', 'main-abc.js'), 'console.log("console")')
  writeFileSync(join(dir, 'assets', 'main-abc.js.map'), '{"version":3}')
  return dir
}
