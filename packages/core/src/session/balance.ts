import { userAtom } from '../stores/user'
import type { FlowContext } from './context'
import { refreshBalance } from './refresh'

/** docs/product.md#cashier: the header balance and tokens are fetched again this often while the page is visible. */
export const balanceRefreshMs = 30_000

/**
 * After a wallet action answered with the new balance (deposit, withdraw, cancel, inbox claim): the store
 * takes it at once, so the header of every template shows it without a reload, then the whole wallet
 * (tokens, minigame) is fetched again.
 */
export async function afterWalletAction(ctx: FlowContext, balance?: number): Promise<void> {
  if (balance !== undefined) {
    ctx.store.set(userAtom, (state) =>
      state.isAuthenticated ? { ...state, game: { ...state.game, balance } } : state,
    )
  }
  await refreshBalance(ctx)
}

export interface BalanceWatchOptions {
  intervalMs?: number
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  setInterval?: (run: () => void, ms: number) => unknown
  clearInterval?: (handle: unknown) => void
}

/**
 * Keeps the signed-in player's balance and tokens fresh: every 30 s while the tab is visible, and at once
 * when a hidden tab comes back into view. Nothing is asked for a visitor or a hidden tab, and a refresh never
 * overlaps the one before. Returns a function that stops.
 */
export function watchBalance(ctx: FlowContext, options: BalanceWatchOptions = {}): () => void {
  const doc = options.doc ?? globalThis.document
  const every = options.setInterval ?? ((run, ms) => globalThis.setInterval(run, ms))
  const stop = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as number))
  let running = false
  const refresh = () => {
    if (running || doc.visibilityState !== 'visible' || !ctx.store.get(userAtom).isAuthenticated) return
    running = true
    void refreshBalance(ctx).finally(() => {
      running = false
    })
  }
  const handle = every(refresh, options.intervalMs ?? balanceRefreshMs)
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') refresh()
  }
  doc.addEventListener('visibilitychange', onVisibility)
  return () => {
    stop(handle)
    doc.removeEventListener('visibilitychange', onVisibility)
  }
}
