import { demoHomeProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Home } = template

describe('template3', () => {
  describeTemplateContract('template3', template, sources, {
    landmarks: { navigation: ['Footer', 'Shortcuts'] },
    phoneDrawer: {
      open: 'More',
      drawer: { Main: ['menu', 'games'] },
      language: 'Language: EN',
      close: 'Close',
    },
    playerHome: { deposits: 1 },
    lobbyFilters: {
      provider: 'button',
      search: /search/i,
      reset: 'All providers',
      cardsNameTheProvider: true,
    },
  })

  it('home: the carousel slides between the promotion and the hot games', () => {
    const playGame = vi.fn()
    const props = demoHomeProps({ banners: [{ key: 'welcome', title: 'Big welcome', cta: 'Claim' }] })
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Big welcome' }).closest('li')!.hasAttribute('inert'),
    ).toBe(false)
    expect(screen.getByText(/1 \/ 4/).textContent).toBe('Slide 1 / 4')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(screen.getByText(/2 \/ 4/).textContent).toBe('Slide 2 / 4')
    const hot = props.sections[0]!.games[0]!
    const current = screen.getByRole('heading', { level: 2, name: hot.game_name }).closest('li')!
    expect(current.hasAttribute('inert')).toBe(false)
    fireEvent.click(within(current).getByRole('button', { name: 'Play now' }))
    expect(playGame).toHaveBeenCalledWith(hot)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(screen.getByText(/4 \/ 4/).textContent).toBe('Slide 4 / 4')
  })

  it('home: every banner of the tenant has its slide, its button leading where the banner says', () => {
    const openLink = vi.fn()
    const banners = [
      { key: 'one', title: 'First banner', cta: 'Claim', href: '/one' },
      { key: 'two', title: 'Second banner', cta: 'Spin', href: '/two' },
    ]
    const props = demoHomeProps({ banners })
    render(<Home {...props} actions={{ ...props.actions, openLink }} />)
    expect(screen.getByText(/1 \/ 5/).textContent).toBe('Slide 1 / 5')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    const second = screen.getByRole('heading', { level: 2, name: 'Second banner' }).closest('li')!
    expect(second.hasAttribute('inert')).toBe(false)
    fireEvent.click(within(second).getByRole('button', { name: 'Spin' }))
    expect(openLink).toHaveBeenCalledWith('/two')
  })
})
