import { demoHomeProps, demoLayoutProps, demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template9', () => {
  describeTemplateContract('template9', template, themeModules, {
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

  it('lobby: the provider picker narrows the games to that provider', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((p) => props.games.some((g) => g.provider_code === p.code))!
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: provider.code } })
    const expected = props.games.filter((g) => g.provider_code === provider.code).length
    expect(screen.getByText(expected === 1 ? '1 game' : `${expected} games`)).toBeTruthy()
  })

  it('home: the second section is a ranked top ten', () => {
    const props = demoHomeProps()
    render(<Home {...props} />)
    const second = screen.getByRole('heading', { name: props.sections[1]!.title }).closest('section')!
    const ranks = within(second).getAllByRole('listitem')
    expect(ranks.length).toBe(Math.min(10, props.sections[1]!.games.length))
    expect(ranks[0]!.textContent).toMatch(/^1/)
  })
})
