import { playSessionAtom } from '@lobbykit/core/session/playSession'
import { signedOutUser, userAtom } from '@lobbykit/core/stores/user'
import { fireEvent, render, screen } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { RealityCheckDialog } from './RealityCheckDialog'
import { RuntimeProvider, type SiteRuntime } from './runtime'

vi.mock('./useShell', () => ({ useShell: () => ({ site: { currency: 'PHP' } }) }))
vi.mock('./useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

function show(startBalance: number, balance: number) {
  const store = createStore()
  store.set(userAtom, { ...signedOutUser, isAuthenticated: true, game: { balance, token: 0 } })
  store.set(playSessionAtom, {
    account_id: 'demo',
    started_at: Date.now() - 85 * 60_000,
    start_balance: startBalance,
    reminded_at: null,
    minutes: 30,
    minutes_read_at: Date.now(),
  })
  const onClose = vi.fn()
  const onHistory = vi.fn()
  render(
    <RuntimeProvider runtime={{ store } as unknown as SiteRuntime}>
      <RealityCheckDialog onClose={onClose} onHistory={onHistory} />
    </RuntimeProvider>,
  )
  return { onClose, onHistory }
}

describe('reality-check reminder', () => {
  it('tells the time played and the net result since signing in', () => {
    show(100_000, 350_000)
    const dialog = screen.getByRole('dialog', { name: 'Reality check' })
    expect(dialog.textContent).toContain('1 hour, 25 minutes')
    expect(dialog.textContent).toContain('+₱2,500.00')
  })

  it('shows a loss as a loss', () => {
    show(100_000, 40_000)
    expect(screen.getByRole('dialog').textContent).toContain('-₱600.00')
  })

  it('lets the player keep playing or see their history', () => {
    const { onClose, onHistory } = show(0, 0)
    fireEvent.click(screen.getByRole('button', { name: 'See my history' }))
    expect(onHistory).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
