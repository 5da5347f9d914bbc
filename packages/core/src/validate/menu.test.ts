import { describe, expect, it } from 'vitest'
import { filterMenuByProviders } from './menu'

interface Item {
  content_id: number
  name: string
  category: string
  slug: string
  children: Item[]
}

const item = (category: string, children: Item[] = []): Item => ({
  content_id: 1,
  name: category,
  category,
  slug: category,
  children,
})

describe('menu filtering by provider_count', () => {
  const counts = [
    { category: 'slot_game', count: 12 },
    { category: 'casino', count: 0 },
  ]

  it('keeps product categories with games and drops those without or missing from provider_count', () => {
    const result = filterMenuByProviders([item('slot_game'), item('casino'), item('fishing')], counts)
    expect(result.map((i) => i.category)).toEqual(['slot_game'])
  })

  it('always keeps hot and items outside the product-category map', () => {
    const result = filterMenuByProviders([item('hot'), item('promotions'), item('vip')], [])
    expect(result.map((i) => i.category)).toEqual(['hot', 'promotions', 'vip'])
  })

  it('filters children too, keeping the rest of each item', () => {
    const [games] = filterMenuByProviders([item('games', [item('casino'), item('slot_game')])], counts)
    expect(games?.children.map((i) => i.category)).toEqual(['slot_game'])
    expect(games?.name).toBe('games')
  })
})
