import { demoHomeProps, demoLayoutProps, demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template4', () => {
  // Its categories live in the layout's navigation; the lobby's own bar is the providers'.
  describeTemplateContract('template4', template, themeModules, {
    lobbyCategoryStrip: false,
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
    expect(navs.length).toBeGreaterThan(2)
    expect(new Set(navs).size).toBe(navs.length)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('opens the drawer of icon tiles from the header, with the language picker in it', () => {
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, openLanguagePicker }} />)
    expect(screen.queryByRole('navigation', { name: 'All pages' })).toBeNull()
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { expanded: false }))
    const drawer = screen.getByRole('navigation', { name: 'All pages' })
    expect(within(drawer).getByRole('link', { name: 'Live Casino' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Language: EN' }).at(-1)!)
    expect(openLanguagePicker).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('navigation', { name: 'All pages' })).toBeNull()
  })

  it('home: the jackpot reads out in the site currency, beside a ranked top ten', () => {
    const props = demoHomeProps({ jackpot: 1_284_559_031 })
    render(<Home {...props} />)
    expect(screen.getByText('₱12,845,590.31')).toBeTruthy()
    const ranking = screen.getByRole('heading', { name: props.sections[0]!.title }).closest('section')!
    expect(within(ranking).getAllByRole('listitem')).toHaveLength(
      Math.min(10, props.sections[0]!.games.length),
    )
  })

  it('lobby: the provider tabs start on All', () => {
    render(<Lobby {...demoLobbyProps()} />)
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true')
  })

  it('lobby: a provider tab narrows the rows to its games', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((item) => item.code === props.games[0]!.provider_code)!
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    expect(screen.getByRole('tab', { name: provider.name }).getAttribute('aria-selected')).toBe('true')
    const rows = screen.getAllByRole('button', { name: /^Play/ })
    expect(rows.length).toBe(props.games.filter((game) => game.provider_code === provider.code).length)
    for (const row of rows) expect(row.textContent).toContain(provider.name)
  })
})
