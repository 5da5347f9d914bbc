import { demoLayoutProps, demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Lobby } = template

describe('template5', () => {
  describeTemplateContract('template5', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    expect(screen.getByRole('banner').textContent).toContain(props.site.logoText)
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
    expect(screen.getByRole('main').id).toBe('main')
    const labels = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(label).toBeTruthy()
    expect(new Set(labels).size).toBe(labels.length)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('lobby: picking a provider shows only its games', () => {
    render(<Lobby {...demoLobbyProps()} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Red Lantern' }))
    const cards = [...document.querySelectorAll('[data-block="game-card"]')]
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.textContent).toContain('Red Lantern')
  })
})
