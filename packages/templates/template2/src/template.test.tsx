import { demoHomeProps, demoLayoutProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home } = template

describe('template2', () => {
  describeTemplateContract('template2', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    const banner = screen.getByRole('banner')
    expect(
      within(banner)
        .getByRole('link', { name: `${props.site.siteName} home` })
        .getAttribute('href'),
    ).toBe('/')
    const navs = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(navs.length).toBeGreaterThan(1)
    expect(new Set(navs).size).toBe(navs.length)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('opens the menu drawer from the crest row, with the language picker in it', () => {
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, openLanguagePicker }} />)
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
    const toggle = within(screen.getByRole('banner')).getByRole('button', { expanded: false })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const drawer = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(drawer).getByRole('link', { name: 'Live Casino' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Language: EN' }).at(-1)!)
    expect(openLanguagePicker).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
  })

  it('home: the poster invites visitors to join and players to deposit', () => {
    const register = vi.fn()
    const deposit = vi.fn()
    const props = demoHomeProps()
    const { rerender } = render(<Home {...props} actions={{ ...props.actions, register, deposit }} />)
    screen.getByRole('button', { name: 'Join now' }).click()
    expect(register).toHaveBeenCalledOnce()
    rerender(<Home {...props} session={signedInSession} actions={{ ...props.actions, register, deposit }} />)
    screen.getByRole('button', { name: 'Deposit' }).click()
    expect(deposit).toHaveBeenCalledOnce()
  })
})
