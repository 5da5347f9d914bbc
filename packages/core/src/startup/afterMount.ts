import type { LiveChat } from '@lobbykit/contract/calls/startup'
import { pageDataElementId } from '@lobbykit/contract/drawnPage'
import { getAnalytics } from '../api/settings/getAnalytics'
import { partners } from '../api/settings/partners'
import { socialAccount } from '../api/settings/socialAccount'
import { loadCms } from '../cms/loadCms'
import { type FlowContext, siteFields } from '../session/context'
import { type LayoutState, layoutAtom } from '../stores/layout'
import { injectAnalytics } from './analytics'

/** docs/product.md#live-chat: live chat loads only when its status is true and it has a chat_id. */
export function shouldLoadLiveChat(liveChat: LiveChat | null | undefined): liveChat is LiveChat {
  return Boolean(liveChat?.status && liveChat.chat_id)
}

export interface AfterMountOptions {
  /** Loads the chat widget (the shell owns the vendor script). Called only when live chat is on. */
  loadLiveChat?: (liveChat: LiveChat) => unknown
  doc?: Document
  /**
   * Runs the store updates these loads make. The site passes React's `startTransition`: the whole page reads
   * the layout store, and an urgent update would re-render it in one task a phone feels, where a transition
   * renders it in slices between the player's input.
   */
  inBackground?: (apply: () => void) => void
}

/**
 * Whether the page came drawn with the tenant's CMS pages (a CMS page the server drew): those are fresh. Any other
 * CMS pages in the store may be a returning visitor's stored ones, which an operator's publishing has replaced.
 */
function drawnWithCms(doc: Document): boolean {
  try {
    const data = JSON.parse(doc.getElementById(pageDataElementId)?.textContent || 'null') as {
      cms?: unknown
    } | null
    return Boolean(data?.cms)
  } catch {
    return false
  }
}

/**
 * docs/product.md#after-mount: what loads once the site is on screen: social accounts, site info (CMS bodies are
 * sanitised before they are stored; asked even when stored, unless the page came drawn with them), partners, the analytics scripts and the live chat. They run side by
 * side; each failure goes to the error handler on its own (site info and partners -503 are only logged).
 */
export async function loadAfterMount(ctx: FlowContext, options: AfterMountOptions = {}): Promise<void> {
  const { store, api, handleError } = ctx
  const { inBackground = (apply) => apply() } = options
  const site = siteFields(ctx)
  const update = (changes: Partial<LayoutState>) =>
    inBackground(() => store.set(layoutAtom, (layout) => ({ ...layout, ...changes })))

  const socialTask = socialAccount(api, site).then((result) => {
    if (result.ok) update({ accountList: result.data.accountList })
    else handleError(result.error)
  })
  const siteInfoTask = loadCms(ctx, inBackground, !drawnWithCms(options.doc ?? document))
  const partnersTask = partners(api, site).then((result) => {
    if (result.ok) update({ partners: result.data.partners, showPartner: result.data.partners.length > 0 })
    else handleError(result.error)
  })
  const analyticsTask = getAnalytics(api, { domain_name: site.domain_name }).then((result) => {
    if (result.ok) injectAnalytics(result.data.value, options.doc)
    else handleError(result.error)
  })
  const liveChat = store.get(layoutAtom).live_chat
  if (options.loadLiveChat && shouldLoadLiveChat(liveChat)) options.loadLiveChat(liveChat)
  await Promise.all([socialTask, siteInfoTask, partnersTask, analyticsTask])
}
