import { gameCategories } from '@lobbykit/contract/categories'
import { describe, expect, it } from 'vitest'
import { gameArt } from './art'
import { demoCategories, demoGames, demoLobbyGames, demoMatches, demoPartners, demoSections } from './data'

describe('demo data', () => {
  it('has the 13 categories of the contract with their slugs', () => {
    expect(demoCategories.map((c) => [c.key, c.slug])).toEqual(gameCategories.map((c) => [c.key, c.slug]))
  })

  it('has about 60 games with unique codes, over every product category and several providers', () => {
    expect(demoGames.length).toBeGreaterThanOrEqual(60)
    expect(new Set(demoGames.map((g) => g.game_code)).size).toBe(demoGames.length)
    expect(new Set(demoGames.map((g) => g.category)).size).toBe(12)
    expect(new Set(demoGames.map((g) => g.provider_code)).size).toBeGreaterThan(4)
  })

  it('uses only inline images, never the network', () => {
    const urls = [...demoGames.map((g) => g.game_image), ...demoPartners.map((p) => p.img_url)]
    for (const url of urls) expect(url.startsWith('data:image/svg+xml')).toBe(true)
  })

  it('is deterministic', () => {
    expect(gameArt('Dragon Fortune')).toBe(gameArt('Dragon Fortune'))
    expect(gameArt('Dragon Fortune')).not.toBe(gameArt('Golden Koi'))
    expect(demoLobbyGames(3)).toEqual(demoLobbyGames(3))
  })

  it('builds a lobby of 10,000 games with unique codes', () => {
    const lobby = demoLobbyGames(10_000)
    expect(lobby).toHaveLength(10_000)
    expect(new Set(lobby.map((g) => g.game_code)).size).toBe(10_000)
  })

  it('has hot, new and popular sections and matches with odds', () => {
    expect(demoSections.map((s) => s.key)).toEqual(['hot', 'new', 'popular'])
    for (const s of demoSections) expect(s.games.every(Boolean)).toBe(true)
    expect(demoMatches.some((m) => m.live)).toBe(true)
    for (const m of demoMatches) expect(m.odds.home).toBeGreaterThan(1)
  })
})
