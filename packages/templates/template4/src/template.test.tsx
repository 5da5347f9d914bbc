import { demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Lobby } = template

describe('template4', () => {
  // Its categories live in the layout's navigation; the lobby's own bar is the providers'.
  describeTemplateContract('template4', template, sources, {
    lobbyCategoryStrip: false,
    landmarks: { navigation: ['Footer', 'Game categories', 'Main'] },
    phoneDrawer: {
      open: /menu/i,
      from: 'banner',
      drawer: { 'All pages': ['menu', 'categories'] },
      language: 'Language: EN',
      close: 'Close',
    },
    jackpot: true,
    topTen: { section: 0, numbered: true },
    lobbyFilters: {
      provider: 'tab',
      search: 'Search games',
      reset: 'Clear filters',
      cardsNameTheProvider: true,
    },
  })

  it('lobby: the provider tabs start on All', () => {
    render(<Lobby {...demoLobbyProps()} />)
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true')
  })
})
