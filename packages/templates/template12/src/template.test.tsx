import { describeTemplateContract } from '@lobbykit/ui/testing'
import { describe } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })

describe('template12', () => {
  describeTemplateContract('template12', template, sources, {
    landmarks: { navigation: ['Main', 'Game categories', 'Footer'] },
    phoneDrawer: { open: 'Menu', drawer: { Menu: ['menu', 'categories'] }, close: 'toggle' },
    lobbyFilters: { provider: 'tab', search: 'Search games', counts: true },
  })
})
