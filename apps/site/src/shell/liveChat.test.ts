import { liveChatScriptUrl } from '@lobbykit/contract/liveChat'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { liveChatReadyAtom, loadLiveChatWidget, openLiveChat } from './liveChat'

describe('live chat', () => {
  it('adds the widget script once and is ready only after it loaded', () => {
    const store = createStore()
    loadLiveChatWidget({ chat_id: 'lic-1', image_id: '', status: true }, store)
    loadLiveChatWidget({ chat_id: 'lic-1', image_id: '', status: true }, store)
    const scripts = document.querySelectorAll('script[data-live-chat]')
    expect(scripts).toHaveLength(1)
    expect(store.get(liveChatReadyAtom)).toBe(false)
    scripts[0]?.dispatchEvent(new Event('load'))
    expect(store.get(liveChatReadyAtom)).toBe(true)
  })

  it("gives the widget's script the page's nonce (docs/architecture.md#security-headers)", () => {
    document.head.innerHTML = '<script nonce="page-nonce-2" type="application/json">{}</script>'
    loadLiveChatWidget({ chat_id: 'lic-2', image_id: '', status: true }, createStore())
    const script = document.querySelector<HTMLScriptElement>('script[data-live-chat]')
    expect(script?.src).toBe(liveChatScriptUrl)
    expect(script?.nonce).toBe('page-nonce-2')
  })

  it("logs 'LiveChatWidget not initialized yet.' when opened before the widget exists", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(openLiveChat({} as Window)).toBe(false)
    expect(warn).toHaveBeenCalledWith('LiveChatWidget not initialized yet.')
    const call = vi.fn()
    expect(openLiveChat({ LiveChatWidget: { call } } as unknown as Window)).toBe(true)
    expect(call).toHaveBeenCalledWith('maximize')
  })
})
