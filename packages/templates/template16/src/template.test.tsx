import { demoHomeProps, demoLayoutProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Layout, Home } = template

describe('template16', () => {
  describeTemplateContract('template16', template, sources, {
    landmarks: {
      navigation: ['Main', 'Game categories', 'Footer', 'Footer games', 'Rooms'],
      logoTextLink: true,
      lists: { Main: 'menu' },
    },
    topTen: { section: 1 },
    lobbyFilters: { provider: { select: 'Provider' }, search: /search games/i, reset: 'Clear filters' },
    lobbyWindow: { max: 200, counts: true },
  })

  it('the top bar holds the main menu, and the footer lists game categories', () => {
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} />)
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(screen.getByRole('banner').contains(main)).toBe(true)
    const footer = screen.getByRole('contentinfo')
    const footerGames = within(footer).queryByRole('navigation', { name: 'Footer games' })
    const links = footerGames ? within(footerGames).queryAllByRole('link') : []
    expect(links.length).toBeGreaterThan(0)
    const categories = props.categories.map((item) => `${item.label} ${item.href}`)
    for (const link of links) expect(categories).toContain(`${link.textContent} ${link.getAttribute('href')}`)
  })

  it('phone tabs: the raised middle tab joins for visitors and deposits for players', () => {
    const register = vi.fn()
    const deposit = vi.fn()
    const props = demoLayoutProps({ children: null })
    const actions = { ...props.actions, register, deposit }
    const { rerender } = render(<Layout {...props} actions={actions} />)
    const rooms = () => within(screen.getByRole('navigation', { name: 'Rooms' }))
    fireEvent.click(rooms().getByRole('button', { name: /join/i }))
    expect(register).toHaveBeenCalledTimes(1)
    rerender(<Layout {...props} session={signedInSession} actions={actions} />)
    fireEvent.click(rooms().getByRole('button', { name: /deposit/i }))
    expect(deposit).toHaveBeenCalledTimes(1)
  })

  it('home: the banner and a wanted poster play through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const featured = props.sections[0]!.games[0]!
    const poster = props.sections[0]!.games[3]!
    fireEvent.click(screen.getByRole('button', { name: `Play ${featured.game_name}` }))
    fireEvent.click(
      screen.getAllByRole('button', { name: new RegExp(`^play ?${poster.game_name}(,|$)`, 'i') })[0]!,
    )
    expect(playGame.mock.calls).toEqual([[featured], [poster]])
  })

  it('home: poster skeletons hold the place while the shell loads', () => {
    const { container } = render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(container.querySelectorAll('[aria-busy="true"] li').length).toBeGreaterThan(0)
  })
})
