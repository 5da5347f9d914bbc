import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoActions, demoMenu, demoSite, signedInSession, signedOutSession } from '../demo/data'
import { Header } from './Header'

describe('Header', () => {
  it('offers visitors Log in and Join now, wired to the shell', () => {
    const log = vi.fn()
    render(<Header site={demoSite} session={signedOutSession} actions={demoActions(log)} />)
    const banner = screen.getByRole('banner')
    fireEvent.click(within(banner).getByRole('button', { name: 'Log in' }))
    fireEvent.click(within(banner).getByRole('button', { name: 'Join now' }))
    expect(log.mock.calls.map((c) => c[0])).toEqual(['login', 'register'])
    expect(within(banner).queryByText('Balance')).toBeNull()
  })

  it("shows a player's balance in the site currency, Deposit and Log out", () => {
    const log = vi.fn()
    render(<Header site={demoSite} session={signedInSession} actions={demoActions(log)} />)
    expect(screen.getByText('₱12,540.75')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(log.mock.calls.map((c) => c[0])).toEqual(['deposit', 'logout'])
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
  })

  it('leads a player to the inbox and says how many messages are unread', async () => {
    const header = (unread: number) => (
      <Header
        site={demoSite}
        session={{ ...signedInSession, inbox: { href: '/vi/inbox', unread } }}
        actions={demoActions()}
      />
    )
    // The link's code loads with the first signed-in header; React retries a suspended render inside an awaited act.
    const view = await act(async () => render(header(3)))
    const inbox = await screen.findByRole('link', { name: 'Inbox, 3 unread' })
    expect(inbox.getAttribute('href')).toBe('/vi/inbox')
    expect(inbox.textContent).toBe('3')
    await act(async () => view.rerender(header(250)))
    expect(screen.getByRole('link', { name: 'Inbox, 250 unread' }).textContent).toBe('99+')
    await act(async () => view.rerender(header(0)))
    expect(screen.getByRole('link', { name: 'Inbox' }).textContent).toBe('')
  })

  it("writes the balance as the page's language does, in the currency's own minor unit", () => {
    const site = { ...demoSite, currency: 'VND', language: 'VI' }
    render(
      <Header site={site} session={{ ...signedInSession, balance: 1_250_000 }} actions={demoActions()} />,
    )
    expect(within(screen.getByRole('banner')).getByText(/₫/).textContent).toMatch(/^1\.250\.000\s₫$/)
  })

  it('links the logo home and marks the current page in its menu', () => {
    render(
      <Header
        site={demoSite}
        session={signedOutSession}
        actions={demoActions()}
        menu={demoMenu}
        pathname="/vip"
      />,
    )
    expect(screen.getByRole('link', { name: 'Lucky Harbor home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'VIP' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it('opens the menu drawer and the language picker', () => {
    const onOpenMenu = vi.fn()
    const log = vi.fn()
    render(
      <Header
        site={demoSite}
        session={signedOutSession}
        actions={demoActions(log)}
        onOpenMenu={onOpenMenu}
        variant="compact"
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    fireEvent.click(screen.getByRole('button', { name: 'Language: EN' }))
    expect(onOpenMenu).toHaveBeenCalledOnce()
    expect(log).toHaveBeenCalledWith('openLanguagePicker')
  })
})
