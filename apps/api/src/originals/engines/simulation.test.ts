import { originalsGames } from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { engineOf, engines, originalsGameOf } from './index'
import { gamesOf, simulate } from './simulation'

describe('RTP simulation', () => {
  it('measures every originals game within 0.5 percentage points of its declared RTP over 1,000,000 rounds', () => {
    const results = simulate({ rounds: 1_000_000, seed: 2026 })
    expect(results.map((result) => result.game_code)).toEqual(originalsGames.map((game) => game.game_code))
    for (const result of results) {
      expect(result.rounds).toBe(1_000_000)
      expect(result.staked).toBeGreaterThan(0)
      expect(result.declaredRtp).toBe(engines[result.engine].rtpBp / 100)
      expect(Math.abs(result.difference), `${result.game_code}: ${result.measuredRtp}%`).toBeLessThan(0.5)
    }
  }, 120_000)

  it('repeats its figures for a seed and picks games by code or engine', () => {
    expect(simulate({ game: 'crash', rounds: 5000, seed: 3 })).toEqual(
      simulate({ game: 'ORIGINALS-ROCKET', rounds: 5000, seed: 3 }),
    )
    expect(simulate({ game: 'dice', rounds: 5000, seed: 3 })).not.toEqual(
      simulate({ game: 'dice', rounds: 5000, seed: 4 }),
    )
    expect(gamesOf('roulette').map((game) => game.game_code)).toEqual(['ORIGINALS-ROULETTE'])
    expect(gamesOf('all')).toHaveLength(5)
    expect(gamesOf('poker')).toEqual([])
  })

  it('finds each engine and house game', () => {
    for (const game of originalsGames) {
      expect(originalsGameOf(game.game_code.toLowerCase())).toEqual(game)
      expect(engineOf(game.engine).engine).toBe(game.engine)
    }
    expect(originalsGameOf('AURORA-0001')).toBeUndefined()
    expect(Object.fromEntries(Object.values(engines).map((engine) => [engine.engine, engine.rtpBp]))).toEqual(
      {
        slot: 9587,
        crash: 9700,
        dice: 9900,
        roulette: 9730,
        virtual_sports: 9500,
      },
    )
  })
})
