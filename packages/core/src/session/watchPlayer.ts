import { watchBalance } from './balance'
import type { FlowContext } from './context'
import { watchInboxUnread } from './inboxUnread'

/**
 * What the header shows of the signed-in player and keeps fresh: the balance and tokens (`balance.ts`) and the unread
 * inbox count (`inboxUnread.ts`). One module, so a first visit loads both watchers later as one chunk. Returns a
 * function that stops both.
 */
export function watchPlayer(ctx: FlowContext): () => void {
  const stops = [watchBalance(ctx), watchInboxUnread(ctx)]
  return () => {
    for (const stop of stops) stop()
  }
}
