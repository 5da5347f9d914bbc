import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template10', () => {
  describeTemplateContract('template10', template, sources, {
    landmarks: { navigation: ['Main', 'Game categories', 'Footer', 'Shortcuts'] },
    playerHome: { deposits: 1, region: 'Your account' },
    lobbyFilters: { provider: 'tab', search: 'Search games', counts: true },
  })
})
