import type { TemplatePartName } from '@lobbykit/contract/sitePages'

/** One chunk of Vite's build manifest (`.vite/manifest.json`): its file, the chunks it imports, its CSS. */
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

export type BuildManifest = Record<string, ManifestChunk>

/** What a page links in its head so the browser fetches it beside the entry rather than after it. */
export interface Preloads {
  scripts: string[]
  styles: string[]
}

/** Nothing to fetch early. */
export const noPreloads: Preloads = { scripts: [], styles: [] }

const entryOf = (manifest: BuildManifest, suffix: string) =>
  Object.entries(manifest).find(([source]) => source.endsWith(suffix))?.[1]

/**
 * The files of a tenant's template and colour theme (docs/architecture.md#tenant-document): each module with the
 * chunks it imports, and their stylesheets in the order the browser would add them (a chunk's imports' before its
 * own), so the cascade is the same. The browser would find
 * them only once the entry has run and asked for them; linked in the head, they download at once. Nothing for a
 * template the build lacks.
 */
export function themePreloads(manifest: BuildManifest, templateId: string, colour: string): Preloads {
  const root = `/packages/templates/${templateId}/src`
  const template = entryOf(manifest, `${root}/index.ts`)
  if (!template) return noPreloads
  return closureOf(manifest, [
    template,
    entryOf(manifest, `${root}/themes/index.ts`),
    entryOf(manifest, `${root}/themes/${colour}.css.ts`),
  ])
}

/**
 * The template part a page shows (its home or lobby: `templatePartOf`), which loads apart from the template's
 * module (docs/architecture.md#first-visit-code): its chunks and stylesheets, so a drawn page shows in the
 * part's styles and hydrates without waiting for its code. Nothing for a page that shows no part.
 */
export function templatePartPreloads(
  manifest: BuildManifest,
  templateId: string,
  part: TemplatePartName | undefined,
): Preloads {
  if (!part) return noPreloads
  return closureOf(manifest, [entryOf(manifest, `/packages/templates/${templateId}/src/${part}.tsx`)])
}

/**
 * The code of the page at a path (its route's component chunk, docs/architecture.md#server-rendering) with what
 * it imports, and its stylesheets: a drawn page shows in them before any script runs.
 */
export function routePreloads(manifest: BuildManifest, path: string): Preloads {
  const file = path === '/' ? '/index' : path
  return closureOf(manifest, [manifest[`src/routes/{-$lang}${file}.tsx?tsr-split=component`]])
}

/** The lists of files in the order given, each file once. */
export function joinPreloads(...lists: Preloads[]): Preloads {
  return {
    scripts: [...new Set(lists.flatMap((list) => list.scripts))],
    styles: [...new Set(lists.flatMap((list) => list.styles))],
  }
}

/** Chunks with everything they import, their stylesheets in cascade order (a chunk's imports' before its own). */
function closureOf(manifest: BuildManifest, chunks: (ManifestChunk | undefined)[]): Preloads {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(manifest[imported])
    for (const css of chunk.css ?? []) styles.add(css)
  }
  for (const chunk of chunks) visit(chunk)
  return { scripts: [...scripts].map((file) => `/${file}`), styles: [...styles].map((file) => `/${file}`) }
}
