import type { Store } from 'jotai/vanilla'
import { RESET } from 'jotai/vanilla/utils'
import { persistedAtom } from '../stores/persist'
import type { PlaySession } from '../stores/storedShapes'
import { userAtom } from '../stores/user'

/**
 * The reality check (docs/product.md#reality-check): every N minutes of play (N is the player's
 * `reality_check_minutes`, 0 = off) a dialog says how long they have played and their net result. Until games
 * run on the platform, play is the time signed in on the site and the net result the balance's change since
 * signing in. The record is kept in local storage, so a reload or another tab continues the same count.
 */
export type { PlaySession } from '../stores/storedShapes'

export const playSessionKey = 'playSession'

/** The modal of the modal stack that shows the reminder. */
export const realityCheckModal = 'reality-check'

export const playSessionAtom = persistedAtom<PlaySession | null>(
  playSessionKey,
  null,
  (shapes) => shapes.storedPlaySessionSchema,
)

/** Starts the count for the signed-in player: now, from their balance now. */
export function beginPlaySession(store: Store, now: number = Date.now()): void {
  const { isAuthenticated, user, game } = store.get(userAtom)
  if (!isAuthenticated || !user) return
  const previous = store.get(playSessionAtom)
  const same = previous?.account_id === user.account_id
  store.set(playSessionAtom, {
    account_id: user.account_id,
    started_at: now,
    start_balance: game.balance,
    reminded_at: null,
    minutes: same ? previous.minutes : 0,
    minutes_read_at: same ? previous.minutes_read_at : 0,
  })
}

/** Ends the count (logout). */
export function endPlaySession(store: Store): void {
  store.set(playSessionAtom, RESET)
}

/** What the reminder says: time played and the net result in minor units (positive = won). */
export interface RealityCheckFigures {
  playedMs: number
  net: number
}

export function realityCheckFigures(store: Store, now: number = Date.now()): RealityCheckFigures {
  const session = store.get(playSessionAtom)
  const balance = store.get(userAtom).game.balance
  if (!session) return { playedMs: 0, net: 0 }
  return { playedMs: Math.max(0, now - session.started_at), net: balance - session.start_balance }
}

/** Whether a reminder is due: on, and N minutes since sign-in or since the last reminder. */
export function realityCheckDue(session: PlaySession, now: number): boolean {
  if (session.minutes <= 0) return false
  return now >= (session.reminded_at ?? session.started_at) + session.minutes * 60_000
}
