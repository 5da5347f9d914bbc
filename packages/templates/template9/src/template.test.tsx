import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template9', () => {
  describeTemplateContract('template9', template, sources, {
    landmarks: { navigation: ['Main', 'Game categories', 'Footer', 'Footer games', 'Shortcuts'] },
    topTen: { section: 1, numbered: true },
    lobbyFilters: {
      provider: { select: 'Provider' },
      search: 'Search games',
      reset: 'Clear filters',
      counts: true,
    },
  })
})
