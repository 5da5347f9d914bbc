import { demoHomeProps, demoLayoutProps, demoLobbyProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template10', () => {
  describeTemplateContract('template10', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: `${props.site.siteName} home` })).toBeTruthy()
    expect(banner.textContent).toContain(props.site.logoText)
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it("lobby: a provider tab shows only that provider's games", () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((p) => props.games.some((g) => g.provider_code === p.code))!
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    const expected = props.games.filter((g) => g.provider_code === provider.code).length
    expect(screen.getByText(expected === 1 ? '1 game' : `${expected} games`)).toBeTruthy()
    expect(screen.getByRole('tab', { name: provider.name }).getAttribute('aria-selected')).toBe('true')
  })

  it('home: a signed-in player is welcomed with their balance and can deposit', () => {
    const deposit = vi.fn()
    const props = demoHomeProps({ session: signedInSession })
    render(<Home {...props} actions={{ ...props.actions, deposit }} />)
    const account = screen.getByRole('region', { name: 'Your account' })
    expect(account.textContent).toContain('₱12,540.75')
    within(account).getByRole('button', { name: 'Deposit' }).click()
    expect(deposit).toHaveBeenCalledTimes(1)
  })
})
