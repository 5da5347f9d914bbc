import type { LiveChat } from '@lobbykit/contract/calls/startup'
import { liveChatScriptUrl } from '@lobbykit/contract/liveChat'
import { pageNonce } from '@lobbykit/core/startup/pageNonce'
import type { Store } from 'jotai/vanilla'
import { atom } from 'jotai/vanilla'

/** Whether the chat widget has loaded: the floating button appears only then (docs/product.md#live-chat-button). */
export const liveChatReadyAtom = atom(false)

interface LiveChatWindow {
  __lc?: { license?: string }
  LiveChatWidget?: { call(method: string): void }
}

/**
 * Loads the vendor's widget once (`chat_id` is the tenant's licence with the vendor), its script carrying the page's
 * nonce (docs/architecture.md#security-headers); marks the chat ready when its script has run.
 */
export function loadLiveChatWidget(liveChat: LiveChat, store: Store, doc: Document = document): void {
  if (doc.querySelector('script[data-live-chat]')) return
  ;(window as unknown as LiveChatWindow).__lc = { license: liveChat.chat_id }
  const script = doc.createElement('script')
  script.nonce = pageNonce(doc)
  script.async = true
  script.src = liveChatScriptUrl
  script.dataset.liveChat = liveChat.chat_id
  script.addEventListener('load', () => store.set(liveChatReadyAtom, true))
  script.addEventListener('error', () => console.warn('Live chat widget failed to load', liveChat.chat_id))
  doc.head.append(script)
}

/** Opens the chat; before the widget is ready it only logs (docs/product.md#log-messages). */
export function openLiveChat(win: Window = window): boolean {
  const widget = (win as unknown as LiveChatWindow).LiveChatWidget
  if (!widget) {
    console.warn('LiveChatWidget not initialized yet.')
    return false
  }
  widget.call('maximize')
  return true
}
