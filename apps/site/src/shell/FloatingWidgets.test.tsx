import { currentModalAtom } from '@lobbykit/core/stores/modal'
import { signedOutUser, userAtom } from '@lobbykit/core/stores/user'
import { fireEvent, render, screen } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import FloatingWidgets from './FloatingWidgets'
import { RuntimeProvider, type SiteRuntime } from './runtime'

const navigate = vi.hoisted(() => vi.fn())
const shell = vi.hoisted(() => ({ rewardsLogin: 'login-route' as string }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))
vi.mock('./useShell', () => ({
  useShell: () => ({ site: { gamify_status: true }, template: { rewardsLogin: shell.rewardsLogin } }),
}))
vi.mock('./useLanguage', () => ({
  useLanguage: () => ({ code: 'VI', lang: 'vi', href: (path: string) => `/vi${path}` }),
}))

function renderWidgets(signedIn: boolean) {
  const store = createStore()
  if (signedIn)
    store.set(userAtom, {
      ...signedOutUser,
      isAuthenticated: true,
      token: 'token',
      user: { account_id: 'demo', session_token: 'token', full_name: 'Demo', contact_email: '' },
    })
  else store.set(userAtom, signedOutUser)
  const runtime = { store, site: { domain_name: 'localhost', external_id: 'demo' } } as unknown as SiteRuntime
  render(
    <RuntimeProvider runtime={runtime}>
      <FloatingWidgets />
    </RuntimeProvider>,
  )
  return store
}

afterEach(() => {
  vi.restoreAllMocks()
  navigate.mockReset()
})

describe('rewards icon (docs/product.md#rewards-icon)', () => {
  it('opens the minigame in a new tab for a signed-in player', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWidgets(true)
    fireEvent.click(screen.getByRole('button', { name: 'Rewards' }))
    expect(open).toHaveBeenCalledWith('/vi/minigame', '_blank', 'noopener')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('sends a visitor to sign in instead: /login, or the login dialog where the template says so', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWidgets(false)
    fireEvent.click(screen.getByRole('button', { name: 'Rewards' }))
    expect(navigate).toHaveBeenCalledWith({ href: '/vi/login' })
    shell.rewardsLogin = 'login-modal'
    const store = renderWidgets(false)
    fireEvent.click(screen.getAllByRole('button', { name: 'Rewards' })[1]!)
    expect(store.get(currentModalAtom)).toBe('login')
    expect(open).not.toHaveBeenCalled()
  })
})
