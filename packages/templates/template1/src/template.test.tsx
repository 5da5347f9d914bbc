import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template1', () => {
  describeTemplateContract('template1', template, sources, {
    landmarks: { navigation: ['Footer', 'Footer games', 'Game categories', 'Main', 'Shortcuts'] },
    phoneDrawer: {
      open: 'More',
      drawer: { Menu: ['menu', 'categories'] },
      language: 'Language: EN',
      close: 'Close',
    },
    playerHome: { deposits: 2 },
    lobbyFilters: {
      provider: { select: 'Provider' },
      search: 'Search games',
      reset: 'Clear filters',
      cardsNameTheProvider: true,
    },
  })
})
