import type { Store } from 'jotai/vanilla'
import * as z from 'zod/mini'
import { newBuildAtom } from './newBuild'

// The hourly check of docs/product.md#new-version (see newBuild.ts). Its code loads after the first page, so a
// first visit does not download it.

export const newBuildCheckIntervalMs = 3_600_000
export const buildMetaUrl = '/build/meta.json'
export const latestBuildUrl = '/build/latest.json'

export const buildMetaSchema = z.object({ id: z.string(), timestamp: z.number() })
export type BuildMeta = z.infer<typeof buildMetaSchema>

export interface NewBuildWatchOptions {
  store: Store
  /** The running build's id when the shell knows it (baked in at build time); otherwise read from meta.json. */
  currentBuildId?: string
  fetch?: typeof fetch
  now?: () => number
  setInterval?: (run: () => void, ms: number) => unknown
  clearInterval?: (id: unknown) => void
}

async function getBuild(fetcher: typeof fetch, url: string): Promise<BuildMeta | undefined> {
  try {
    const response = await fetcher(url, { cache: 'no-store' })
    if (!response.ok) return undefined
    const parsed = buildMetaSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts the hourly check; returns `{ check, stop }` (`check` runs one check now and resolves to whether a
 * new build is out). Failed or malformed answers are ignored: being offline is not a new version.
 */
export function watchForNewBuild({
  store,
  currentBuildId,
  fetch: fetcher = globalThis.fetch.bind(globalThis),
  now = Date.now,
  setInterval: every = globalThis.setInterval,
  clearInterval: cancel = (id) => globalThis.clearInterval(id as number),
}: NewBuildWatchOptions): { check: () => Promise<boolean>; stop: () => void } {
  let running: Promise<string | undefined> | undefined = currentBuildId
    ? Promise.resolve(currentBuildId)
    : undefined
  const currentId = () => {
    running ??= getBuild(fetcher, buildMetaUrl).then((meta) => {
      if (!meta) running = undefined
      return meta?.id
    })
    return running
  }
  const check = async () => {
    if (store.get(newBuildAtom)) return true
    const id = await currentId()
    if (!id) return false
    const latest = await getBuild(fetcher, `${latestBuildUrl}?t=${now()}`)
    const isNew = latest !== undefined && latest.id !== id
    if (isNew) store.set(newBuildAtom, true)
    return isNew
  }
  const timer = every(() => void check(), newBuildCheckIntervalMs)
  return { check, stop: () => cancel(timer) }
}
