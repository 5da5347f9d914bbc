import { demoHomeProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Home } = template

describe('template13', () => {
  describeTemplateContract('template13', template, sources, {
    landmarks: { navigation: ['Main', 'Game categories', 'Footer', 'Shortcuts'], logoTextLink: true },
    phoneDrawer: {
      open: 'More',
      from: 'Shortcuts',
      sheet: 'More',
      drawer: { 'All games': 'categories', Pages: 'menu' },
      language: /language/i,
      close: 'Close',
    },
    lobbyFilters: { provider: 'tab', search: /search games/i, reset: 'Clear filters', counts: true },
  })

  it('home: the reels hero and the masonry both play through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const [first, second] = props.sections[0]!.games
    fireEvent.click(screen.getByRole('button', { name: `Spin ${first!.game_name}` }))
    fireEvent.click(
      screen.getAllByRole('button', { name: new RegExp(`^play ?${second!.game_name}(,|$)`, 'i') })[0]!,
    )
    expect(playGame.mock.calls).toEqual([[first], [second]])
  })

  it('home: while the shell loads, the reels stay and the sections wait behind a busy status', () => {
    render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})
