import { demoHomeProps, demoLayoutProps, demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template11', () => {
  describeTemplateContract('template11', template, themeModules, {
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

  it('home: the odometer reads the jackpot out once, as one amount', () => {
    render(<Home {...demoHomeProps({ jackpot: 1_284_559_031 })} />)
    expect(screen.getByText('₱12,845,590.31')).toBeTruthy()
    expect(screen.getAllByText('8', { ignore: 'script, style' })[0]!.getAttribute('aria-hidden')).toBe('true')
  })

  it('lobby: provider chips filter the square grid', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((p) => props.games.some((g) => g.provider_code === p.code))!
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    const expected = props.games.filter((g) => g.provider_code === provider.code).length
    expect(screen.getByText(expected === 1 ? '1 game' : `${expected} games`)).toBeTruthy()
  })
})
