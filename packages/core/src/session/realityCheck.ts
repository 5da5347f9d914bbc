import { getLimits } from '../api/rg/getLimits'
import { openModalAtom } from '../stores/modal'
import { authFieldsAtom } from '../stores/user'
import type { FlowContext } from './context'
import {
  beginPlaySession,
  endPlaySession,
  playSessionAtom,
  realityCheckDue,
  realityCheckModal,
} from './playSession'

/* The watcher of the reality check (docs/product.md#reality-check); the count itself is in ./playSession. */

/** How often the player's interval is read again (they may change it on /responsible-gaming). */
export const realityCheckRefreshMs = 5 * 60_000

/** How often the watcher looks at the clock. */
export const realityCheckTickMs = 15_000

export interface RealityCheckWatchOptions {
  now?: () => number
  tickMs?: number
  setInterval?: (run: () => void, ms: number) => unknown
  clearInterval?: (handle: unknown) => void
  /** Shows the reminder; opens the `reality-check` modal of the modal stack by default. */
  show?: () => void
}

/**
 * Watches the clock for a signed-in player: starts their count when there is none, reads their interval from
 * `/api/rg/get_limits` (then every 5 minutes), and shows the reminder each time it is due. A visitor's count is
 * dropped. Returns a function that stops.
 */
export function watchRealityCheck(ctx: FlowContext, options: RealityCheckWatchOptions = {}): () => void {
  const now = options.now ?? Date.now
  const every = options.setInterval ?? ((run, ms) => globalThis.setInterval(run, ms))
  const stop = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as number))
  const show = options.show ?? (() => ctx.store.set(openModalAtom, realityCheckModal))
  let reading = false

  const readMinutes = async (accountId: string, auth: { account_id: string; auth: string }) => {
    reading = true
    const result = await getLimits(ctx.api, { ...auth, domain_name: ctx.domainName })
    reading = false
    const current = ctx.store.get(playSessionAtom)
    if (!current || current.account_id !== accountId) return
    // A failure is not worth a dialog: the next read tries again. A session that ended shows up elsewhere.
    ctx.store.set(playSessionAtom, {
      ...current,
      minutes: result.ok ? result.data.reality_check_minutes : current.minutes,
      minutes_read_at: now(),
    })
    tick()
  }

  function tick() {
    const auth = ctx.store.get(authFieldsAtom)
    const session = ctx.store.get(playSessionAtom)
    if (!auth) {
      if (session) endPlaySession(ctx.store)
      return
    }
    if (!session || session.account_id !== auth.account_id) {
      beginPlaySession(ctx.store, now())
      return tick()
    }
    if (!reading && now() - session.minutes_read_at >= realityCheckRefreshMs) {
      void readMinutes(session.account_id, auth)
      return
    }
    if (realityCheckDue(session, now())) {
      ctx.store.set(playSessionAtom, { ...session, reminded_at: now() })
      show()
    }
  }

  const handle = every(tick, options.tickMs ?? realityCheckTickMs)
  tick()
  return () => stop(handle)
}
