import { access } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import type { StartupResponse } from '@lobbykit/contract/calls/startup'
import { forgetOldest } from '../cache/forgetOldest'

/**
 * The site's server build (apps/site/src/server.tsx, built into dist-server) as the API calls it: one public page
 * of a tenant drawn by React (docs/architecture.md#server-rendering).
 */
export interface DrawnPage {
  /** Hoisted head elements (image preloads). */
  head: string
  /** The markup inside `#root`. */
  root: string
  /** The elements after `#root` (the data the page was drawn with). */
  after: string
  /** The colour theme's class for `<html>`. */
  htmlClass: string
}

export interface PageRequest {
  url: string
  origin: string
  startup: StartupResponse
  fetch: (request: Request) => Response | Promise<Response>
  /** The nonce for the script elements the drawing writes (docs/architecture.md#security-headers). */
  nonce: string
}

export type DrawPage = (request: PageRequest) => Promise<DrawnPage | undefined>

/**
 * Loads the site's server build once, the first time a page is asked. Without the file (the site not built, or
 * built before server rendering) the pages go out as the shell alone, and the browser draws them.
 */
export function siteServer(entry: string | undefined): () => Promise<DrawPage | undefined> {
  let loaded: Promise<DrawPage | undefined> | undefined
  return () => {
    loaded ??= entry
      ? access(entry).then(
          async () => {
            try {
              return ((await import(pathToFileURL(entry).href)) as { renderPage: DrawPage }).renderPage
            } catch (error) {
              console.error(`The site's server build (${entry}) does not load: pages go out undrawn`, error)
              return undefined
            }
          },
          () => undefined,
        )
      : Promise.resolve(undefined)
    return loaded
  }
}

/**
 * Drawn pages kept for a while (as the documents they went out in): a page's games, banners and winners change
 * without the tenant changing, so a copy serves the next visitors for `ttlMs` and is then drawn again. The
 * oldest go past `max` copies.
 */
export class DrawnPageCache<Page> {
  private readonly pages = new Map<string, { at: number; page: Promise<Page | undefined> }>()

  constructor(
    private readonly clock: () => number,
    private readonly ttlMs = 30_000,
    private readonly max = 500,
  ) {}

  /** Whether a copy of `key` drawn within the last `ttlMs` is kept (or on its way). */
  has(key: string): boolean {
    const kept = this.pages.get(key)
    return kept !== undefined && this.clock() - kept.at < this.ttlMs
  }

  get(key: string, draw: () => Promise<Page | undefined>): Promise<Page | undefined> {
    const now = this.clock()
    const kept = this.pages.get(key)
    if (kept && now - kept.at < this.ttlMs) return kept.page
    const page = draw().catch((error: unknown) => {
      console.error('drawing a page failed', error)
      return undefined
    })
    this.pages.delete(key)
    this.pages.set(key, { at: now, page })
    forgetOldest(this.pages, this.max)
    return page
  }
}
