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

  it("logs 'LiveChatWidget not initialized yet.' when opened before the widget exists", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(openLiveChat({} as Window)).toBe(false)
    expect(warn).toHaveBeenCalledWith('LiveChatWidget not initialized yet.')
    const call = vi.fn()
    expect(openLiveChat({ LiveChatWidget: { call } } as unknown as Window)).toBe(true)
    expect(call).toHaveBeenCalledWith('maximize')
  })
})
