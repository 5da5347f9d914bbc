import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template5', () => {
  describeTemplateContract('template5', template, sources, {
    landmarks: { navigation: ['Footer', 'Main', 'Shortcuts'] },
    lobbyFilters: {
      provider: 'radio',
      search: 'Search games',
      reset: 'Clear filters',
      cardsNameTheProvider: true,
      counts: true,
    },
  })
})
