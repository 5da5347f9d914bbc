import { describe, expect, it } from 'vitest'
import { categoryByKey, gameCategories, productCategoryKeys } from './categories'

describe('game categories', () => {
  it('lists the 13 categories with the slugs of docs/product.md#categories', () => {
    expect(gameCategories).toHaveLength(13)
    expect(Object.fromEntries(gameCategories.map((c) => [c.key, c.slug]))).toEqual({
      hot: '',
      slot_game: 'slots',
      casino: 'livecasino',
      hash_game: 'hashgame',
      sportsbook: 'sportsbook',
      fishing: 'fish',
      poker: 'table',
      sabong: 'sabong',
      lottery: 'lottery',
      horse_racing: 'horseracing',
      bingo: 'bingo',
      arcade: 'arcade',
      crash: 'crash',
    })
  })

  it('treats hot as a selection, not a product category', () => {
    expect(productCategoryKeys).not.toContain('hot')
    expect(productCategoryKeys).toHaveLength(12)
    expect(categoryByKey('fishing')?.route).toBe('/fishing')
    expect(categoryByKey('unknown')).toBeUndefined()
  })
})
