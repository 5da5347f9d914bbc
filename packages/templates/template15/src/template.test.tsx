import { demoHomeProps, demoLayoutProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Layout, Home } = template

describe('template15', () => {
  describeTemplateContract('template15', template, sources, {
    landmarks: {
      navigation: ['Main', 'Game categories', 'Footer'],
      logoTextLink: true,
      lists: { 'Game categories': 'categories' },
    },
    phoneDrawer: { open: 'Menu', drawer: { Menu: ['menu', 'categories'] }, close: 'toggle' },
    jackpot: true,
    sectionPlay: [0, 2],
    lobbyFilters: { provider: 'radio', search: /search games/i, reset: 'Clear filters' },
    lobbyWindow: { max: 400 },
  })

  it('the wordmark footer names the site', () => {
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} />)
    expect(screen.getByRole('contentinfo').textContent).toContain(props.site.siteName)
  })

  it('home: the band stays while games load behind a busy status', () => {
    render(<Home {...demoHomeProps({ loading: true, sections: [], jackpot: 5_000_00 })} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    expect(screen.getAllByText('₱5,000.00')).toHaveLength(1)
  })

  it("home: the jackpot band's button asks visitors to join", () => {
    const register = vi.fn()
    const props = demoHomeProps({ jackpot: 1_284_559_031 })
    render(<Home {...props} actions={{ ...props.actions, register }} />)
    fireEvent.click(screen.getByRole('button', { name: /join now/i }))
    expect(register).toHaveBeenCalledTimes(1)
  })
})
