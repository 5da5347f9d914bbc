import { getInbox } from '../api/settings/getInbox'
import { inboxUnreadAtom } from '../stores/inbox'
import { authFieldsAtom } from '../stores/user'
import type { FlowContext } from './context'

export interface InboxWatchOptions {
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
}

/**
 * Keeps the header's unread count (docs/product.md#inbox): asked when a player signs in and when a hidden tab comes
 * back into view (an operator's message may have arrived), cleared when they sign out. A failed ask keeps the count
 * it had: the header is no place for an error, and the inbox page reports its own. Returns a function that stops.
 */
export function watchInboxUnread(ctx: FlowContext, options: InboxWatchOptions = {}): () => void {
  const doc = options.doc ?? globalThis.document
  let signedInAs: string | undefined
  let asked = 0
  const ask = async () => {
    const auth = ctx.store.get(authFieldsAtom)
    const ticket = ++asked
    if (!auth) {
      ctx.store.set(inboxUnreadAtom, undefined)
      return
    }
    const result = await getInbox(ctx.api, { ...auth, domain_name: ctx.domainName })
    // A later ask (another player signed in, or this one signed out) has the last word.
    if (ticket === asked && result.ok) ctx.store.set(inboxUnreadAtom, result.data.unread)
  }
  const onSession = () => {
    const auth = ctx.store.get(authFieldsAtom)
    const who = auth ? `${auth.account_id}\n${auth.auth}` : undefined
    // The fields are a new object whenever the user store changes (every balance refresh): ask only for a new session.
    if (who === signedInAs) return
    signedInAs = who
    void ask()
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && signedInAs) void ask()
  }
  onSession()
  const stopSession = ctx.store.sub(authFieldsAtom, onSession)
  doc.addEventListener('visibilitychange', onVisibility)
  return () => {
    stopSession()
    doc.removeEventListener('visibilitychange', onVisibility)
  }
}
