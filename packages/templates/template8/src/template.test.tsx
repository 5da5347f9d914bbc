import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template8', () => {
  describeTemplateContract('template8', template, sources, {
    landmarks: { navigation: ['Footer', 'Game categories', 'Main'] },
    lobbyFilters: { provider: 'tab', search: 'Search games', cardsNameTheProvider: true, counts: true },
  })
})
