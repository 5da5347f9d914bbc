import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template6', () => {
  describeTemplateContract('template6', template, sources, {
    landmarks: { navigation: ['Footer', 'Game categories', 'Main'] },
    lobbyFilters: {
      provider: { select: 'Provider' },
      search: 'Search games',
      reset: 'All providers',
      cardsNameTheProvider: true,
      counts: true,
    },
  })
})
