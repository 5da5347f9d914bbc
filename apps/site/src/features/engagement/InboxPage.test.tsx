import { signedOutUser, userAtom } from '@lobbykit/core/stores/user'
import { fakeApi, json } from '@lobbykit/core/testing/fakeApi'
import { render, screen } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { RuntimeProvider, type SiteRuntime } from '../../shell/runtime'
import { InboxPage } from './InboxPage'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP', language: 'EN' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const ok = { statusCode: 1, message: 'OK' }
const item = (inbox_id: number, is_read: boolean) => ({
  inbox_id,
  title: `Message ${inbox_id}`,
  body: 'Hello',
  reward: 0,
  is_read,
  is_claimed: false,
  created_at: '2026-11-01T10:00:00.000Z',
})

function renderInbox() {
  const store = createStore()
  store.set(userAtom, {
    ...signedOutUser,
    isAuthenticated: true,
    token: 'tok-1',
    user: { account_id: 'demo', session_token: 'tok-1', full_name: '', contact_email: '' },
  })
  const api = fakeApi((path) => {
    if (path === '/api/settings/get_inbox')
      return json({ ...ok, value: [item(3, false), item(2, true), item(1, false)], unread: 2 })
    if (path === '/api/settings/read_inbox') return json({ ...ok, unread: 0 })
    return json({ statusCode: 0, message: 'notFound' }, 404)
  })
  const runtime = {
    store,
    api: api.client,
    domainName: 'localhost',
    handleError: vi.fn(),
    site: { domain_name: 'localhost', external_id: 'demo' },
  } as unknown as SiteRuntime
  render(
    <RuntimeProvider runtime={runtime}>
      <InboxPage />
    </RuntimeProvider>,
  )
  return api
}

describe('the inbox (docs/product.md#inbox)', () => {
  it('marks what it shows as read once, after a moment, and keeps the new ones marked for this visit', async () => {
    const api = renderInbox()
    expect(await screen.findByText('Message 3')).toBeVisible()
    expect(screen.getByText('2 unread')).toBeVisible()
    await vi.waitFor(
      () =>
        expect(api.requests.filter((request) => request.path === '/api/settings/read_inbox')).toHaveLength(1),
      { timeout: 3_000 },
    )
    const [read] = api.requests.filter((request) => request.path === '/api/settings/read_inbox')
    expect(read?.body).toMatchObject({ account_id: 'demo', auth: 'tok-1', inbox_ids: [3, 1] })
    expect(screen.getByText('Message 3').closest('li')?.className).not.toBe(
      screen.getByText('Message 2').closest('li')?.className,
    )
  })
})
