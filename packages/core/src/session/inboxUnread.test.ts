import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { inboxUnreadAtom } from '../stores/inbox'
import { signedOutUser, userAtom } from '../stores/user'
import { fakeApi, json } from '../testing/fakeApi'
import type { FlowContext } from './context'
import { watchInboxUnread } from './inboxUnread'

const signedIn = (accountId: string) => ({
  ...signedOutUser,
  isAuthenticated: true,
  token: `token-${accountId}`,
  user: { account_id: accountId, session_token: `token-${accountId}`, full_name: '', contact_email: '' },
})

function setUp(answer: () => Response | Promise<Response>) {
  // The user store is kept in localStorage: each test starts from a visitor.
  localStorage.clear()
  const api = fakeApi(answer)
  const store = createStore()
  const ctx: FlowContext = { store, api: api.client, domainName: 'localhost', handleError: vi.fn() }
  const listeners = new Map<string, () => void>()
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (name: string, run: () => void) => listeners.set(name, run),
    removeEventListener: (name: string) => listeners.delete(name),
  }
  const watch = () => watchInboxUnread(ctx, { doc: doc as unknown as Document })
  const comeBack = () => listeners.get('visibilitychange')?.()
  return { api, store, doc, listeners, watch, comeBack }
}

const inboxAnswer = (unread: number) => json({ statusCode: 1, message: 'OK', value: [], unread })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the header's unread inbox count", () => {
  it('is asked when a player is signed in and when the tab comes back, not on every balance change', async () => {
    let unread = 3
    const t = setUp(() => inboxAnswer(unread))
    t.store.set(userAtom, signedIn('demo'))
    const stop = t.watch()
    await vi.waitFor(() => expect(t.store.get(inboxUnreadAtom)).toBe(3))
    expect(t.api.requests[0]?.path).toBe('/api/settings/get_inbox')
    expect(t.api.requests[0]?.body).toMatchObject({ account_id: 'demo', auth: 'token-demo' })

    t.store.set(userAtom, (state) => ({ ...state, game: { balance: 500, token: 1 } }))
    await settle()
    expect(t.api.requests).toHaveLength(1)

    unread = 1
    t.comeBack()
    await vi.waitFor(() => expect(t.store.get(inboxUnreadAtom)).toBe(1))
    stop()
    expect(t.listeners.size).toBe(0)
  })

  it('is cleared on sign-out and asked again for the next player', async () => {
    const t = setUp(() => inboxAnswer(2))
    t.store.set(userAtom, signedIn('first'))
    t.watch()
    await vi.waitFor(() => expect(t.store.get(inboxUnreadAtom)).toBe(2))
    t.store.set(userAtom, signedOutUser)
    expect(t.store.get(inboxUnreadAtom)).toBeUndefined()
    t.comeBack()
    await settle()
    expect(t.api.requests).toHaveLength(1)
    t.store.set(userAtom, signedIn('second'))
    await vi.waitFor(() => expect(t.api.requests).toHaveLength(2))
    expect(t.api.requests[1]?.body).toMatchObject({ account_id: 'second' })
  })

  it("never shows a signed-out player's late answer, and keeps the count when an ask fails", async () => {
    let answer: (response: Response) => void = () => {}
    const t = setUp(() => new Promise<Response>((resolve) => (answer = resolve)))
    t.store.set(userAtom, signedIn('demo'))
    t.watch()
    await vi.waitFor(() => expect(t.api.requests).toHaveLength(1))
    t.store.set(userAtom, signedOutUser)
    answer(inboxAnswer(4))
    await settle()
    expect(t.store.get(inboxUnreadAtom)).toBeUndefined()

    t.store.set(userAtom, signedIn('demo'))
    await vi.waitFor(() => expect(t.api.requests).toHaveLength(2))
    answer(inboxAnswer(4))
    await vi.waitFor(() => expect(t.store.get(inboxUnreadAtom)).toBe(4))
    t.comeBack()
    await vi.waitFor(() => expect(t.api.requests).toHaveLength(3))
    answer(json({ statusCode: 0, message: 'disconnect' }, 500))
    await settle()
    await settle()
    expect(t.store.get(inboxUnreadAtom)).toBe(4)
  })

  it('asks nothing for a visitor', async () => {
    const t = setUp(() => inboxAnswer(1))
    t.watch()
    t.comeBack()
    await settle()
    expect(t.api.requests).toHaveLength(0)
    expect(t.store.get(inboxUnreadAtom)).toBeUndefined()
  })
})
