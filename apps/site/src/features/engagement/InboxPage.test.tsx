import { inboxUnreadAtom } from '@lobbykit/core/stores/inbox'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { json, ok, setUpWallet } from '../wallet/walletTestKit'
import { InboxPage } from './InboxPage'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP', language: 'EN' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const item = (inbox_id: number, is_read: boolean) => ({
  inbox_id,
  title: `Message ${inbox_id}`,
  body: 'Hello',
  reward: 0,
  is_read,
  is_claimed: false,
  created_at: '2026-11-01T10:00:00.000Z',
})

describe('the inbox (docs/product.md#inbox)', () => {
  it('marks what it shows as read once, after a moment, keeps the new ones marked for this visit and updates the header count', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/settings/get_inbox')
          return json({ ...ok, value: [item(3, false), item(2, true), item(1, false)], unread: 2 })
        if (path === '/api/settings/read_inbox') return json({ ...ok, unread: 0 })
        return undefined
      },
    })
    wallet.render(<InboxPage />)
    expect(await screen.findByText('Message 3')).toBeVisible()
    expect(screen.getByText('2 unread')).toBeVisible()
    // The header's badge counts what the inbox counts, and drops to what stays unread once the page marks them.
    expect(wallet.store.get(inboxUnreadAtom)).toBe(2)
    await vi.waitFor(() => expect(wallet.sent('/api/settings/read_inbox')).toHaveLength(1), {
      timeout: 3_000,
    })
    await vi.waitFor(() => expect(wallet.store.get(inboxUnreadAtom)).toBe(0))
    expect(wallet.sent('/api/settings/read_inbox')[0]).toMatchObject({
      account_id: 'demo',
      auth: wallet.token,
      inbox_ids: [3, 1],
    })
    expect(screen.getByText('Message 3').closest('li')?.className).not.toBe(
      screen.getByText('Message 2').closest('li')?.className,
    )
  })
})
