import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template7', () => {
  describeTemplateContract('template7', template, sources, {
    landmarks: { navigation: ['Footer', 'Game categories', 'Main', 'Shortcuts'] },
    lobbyFilters: { provider: 'button', search: 'Search games', cardsNameTheProvider: true },
  })
})
