import { gameSchema } from '@lobbykit/contract/calls/product'
import { originalsGames, originalsProviderCode } from '@lobbykit/contract/originals'
import { describe, expect, it } from 'vitest'
import { defaultGameLists } from './defaultGameLists'

describe('the default game lists', () => {
  it('are the four lists of the product rules, each of games every tenant offers, each game once', () => {
    expect(Object.keys(defaultGameLists)).toEqual(['hot', 'featured', 'popular', 'new'])
    const originals = new Set<string>(originalsGames.map((game) => game.game_code))
    for (const [name, list] of Object.entries(defaultGameLists)) {
      expect(list.length, name).toBeGreaterThanOrEqual(3)
      expect(new Set(list.map((game) => game.game_code)).size, name).toBe(list.length)
      for (const game of list) {
        expect(gameSchema.safeParse(game).success).toBe(true)
        expect(game.provider_code).toBe(originalsProviderCode)
        expect(originals.has(game.game_code)).toBe(true)
        expect(game.game_image).toBe(`/api/media/game/${game.game_code}.webp`)
      }
    }
    expect(defaultGameLists.hot).toHaveLength(originalsGames.length)
  })
})
