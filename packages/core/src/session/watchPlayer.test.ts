import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { inboxUnreadAtom } from '../stores/inbox'
import { signedOutUser, userAtom } from '../stores/user'
import { fakeApi, json } from '../testing/fakeApi'
import type { FlowContext } from './context'
import { watchPlayer } from './watchPlayer'

describe("the header's watch on the signed-in player", () => {
  it('asks for the unread inbox count, and neither it nor the balance once stopped', async () => {
    localStorage.clear()
    const api = fakeApi((path) =>
      path === '/api/settings/get_inbox'
        ? json({ statusCode: 1, message: 'OK', value: [], unread: 4 })
        : json({ statusCode: 1, message: 'OK', value: { balance: 1234, token: 2 } }),
    )
    const store = createStore()
    const ctx: FlowContext = { store, api: api.client, domainName: 'localhost', handleError: vi.fn() }
    store.set(userAtom, {
      ...signedOutUser,
      isAuthenticated: true,
      token: 'token-demo',
      user: { account_id: 'demo', session_token: 'token-demo', full_name: '', contact_email: '' },
    })
    const stop = watchPlayer(ctx)
    await vi.waitFor(() => expect(store.get(inboxUnreadAtom)).toBe(4))
    // A tab coming back into view asks for both while watched…
    const asked = api.requests.length
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() =>
      expect(new Set(api.requests.slice(asked).map((request) => request.path)).size).toBe(2),
    )
    // …and for nothing once stopped.
    stop()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const afterStop = api.requests.length
    document.dispatchEvent(new Event('visibilitychange'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(api.requests).toHaveLength(afterStop)
  })
})
