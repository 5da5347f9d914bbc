import { demoHomeProps, demoLayoutProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Layout, Home } = template

describe('template17', () => {
  describeTemplateContract('template17', template, sources, {
    landmarks: { navigation: ['Main', 'Footer'], lists: { Main: ['menu', 'games'] } },
    playerHome: { deposits: 1, balances: 0 },
    lobbyFilters: { provider: 'radio', search: /search games/i, reset: 'Clear filters' },
  })

  it('the menu button opens the side rail on phones', () => {
    render(<Layout {...demoLayoutProps({ children: null })} />)
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: /menu/i })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
  })

  it('calls the shell for deposit, logout and the language picker', () => {
    const deposit = vi.fn()
    const logout = vi.fn()
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null, session: signedInSession })
    render(<Layout {...props} actions={{ ...props.actions, deposit, logout, openLanguagePicker }} />)
    fireEvent.click(screen.getAllByRole('button', { name: /deposit/i })[0]!)
    fireEvent.click(screen.getAllByRole('button', { name: /log out/i })[0]!)
    fireEvent.click(screen.getAllByRole('button', { name: /language/i })[0]!)
    expect([deposit, logout, openLanguagePicker].map((action) => action.mock.calls.length)).toEqual([1, 1, 1])
  })

  it('home: the game of the week leads with the first hot game', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const lead = props.sections[0]!.games[0]!
    expect(screen.getAllByText('Game of the week')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: `Play ${lead.game_name}` }))
    expect(playGame).toHaveBeenCalledWith(lead)
  })
})
