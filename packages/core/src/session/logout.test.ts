import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedOutUser, userAtom } from '../stores/user'
import { fakeApi, json } from '../testing/fakeApi'
import { forceLogoutKey, logout, logoutLocally, watchForceLogout } from './logout'

const signedIn = {
  ...signedOutUser,
  isAuthenticated: true,
  token: 'tok',
  user: { account_id: 'demo', session_token: 'tok', full_name: 'Demo', contact_email: 'd@e.co' },
}

/** What the browser does after a tab writes localStorage: a storage event in every other tab. */
function deliverToOtherTab(key: string, tab: EventTarget) {
  const event = { key, newValue: localStorage.getItem(key), storageArea: localStorage }
  window.dispatchEvent(new StorageEvent('storage', event)) // jotai's store sync listens on window
  tab.dispatchEvent(new StorageEvent('storage', event))
}

afterEach(() => localStorage.clear())

describe('logout', () => {
  it('resets the user, removes the stored user and writes a fresh force-logout marker', () => {
    const store = createStore()
    store.set(userAtom, signedIn)
    expect(localStorage.getItem('user')).not.toBeNull()
    logoutLocally(store, localStorage, () => 1234)
    expect(store.get(userAtom)).toEqual(signedOutUser)
    expect(localStorage.getItem('user')).toBeNull()
    expect(localStorage.getItem(forceLogoutKey)).toBe('1234')
  })

  it('ends the session on the server first, and still signs out when the server is unreachable', async () => {
    const store = createStore()
    store.set(userAtom, signedIn)
    const api = fakeApi(() => json(callExamples.logout.response))
    await logout({ store, api: api.client, domainName: 'localhost' })
    expect(api.requests[0]).toMatchObject({
      path: '/api/auth/logout',
      body: { account_id: 'demo', auth: 'tok', domain_name: 'localhost' },
    })
    store.set(userAtom, signedIn)
    const down = fakeApi(() => {
      throw new TypeError('Failed to fetch')
    })
    await logout({ store, api: down.client, domainName: 'localhost' })
    expect(store.get(userAtom).isAuthenticated).toBe(false)
  })

  it('signs out and reloads the other tab (two stores sharing one storage), not the tab that logged out', () => {
    const tabA = { store: createStore(), events: new EventTarget(), reload: vi.fn() }
    const tabB = { store: createStore(), events: new EventTarget(), reload: vi.fn() }
    for (const tab of [tabA, tabB]) {
      tab.store.sub(userAtom, () => {})
      watchForceLogout(tab.store, tab.events, tab.reload)
    }
    tabA.store.set(userAtom, signedIn)
    deliverToOtherTab('user', tabB.events)
    expect(tabB.store.get(userAtom).isAuthenticated).toBe(true)

    logoutLocally(tabA.store)
    deliverToOtherTab('user', tabB.events)
    deliverToOtherTab(forceLogoutKey, tabB.events)
    expect(tabB.store.get(userAtom)).toEqual(signedOutUser)
    expect(tabB.reload).toHaveBeenCalledTimes(1)
    expect(tabA.reload).not.toHaveBeenCalled()
  })

  it('ignores other keys and a removed marker', () => {
    const store = createStore()
    const events = new EventTarget()
    const reload = vi.fn()
    const stop = watchForceLogout(store, events, reload)
    events.dispatchEvent(new StorageEvent('storage', { key: 'layout', newValue: '{}' }))
    events.dispatchEvent(new StorageEvent('storage', { key: forceLogoutKey, newValue: null }))
    stop()
    events.dispatchEvent(new StorageEvent('storage', { key: forceLogoutKey, newValue: '1' }))
    expect(reload).not.toHaveBeenCalled()
  })
})
