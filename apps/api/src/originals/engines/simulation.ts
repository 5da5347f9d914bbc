import { type OriginalsEngine, originalsGames, type RouletteBet, rouletteBetKinds } from '@lobbykit/contract'
import { crashEngine } from './crash'
import { diceEngine } from './dice'
import { engines } from './index'
import { type Random, seededRandom } from './random'
import { rouletteEngine } from './roulette'
import { slotEngine } from './slot'
import { fixtureIdOf, fixtureSlotMs, priceBet, settleBet, sportsWin } from './virtualSports'

/**
 * The RTP simulator (docs/product.md#originals): plays many rounds of each originals game with a seeded
 * generator and compares what was paid with what was staked. `pnpm --filter @lobbykit/api simulate` prints
 * it; the engines' tests run it too.
 */

export interface SimulationResult {
  game_code: string
  engine: OriginalsEngine
  rounds: number
  staked: number
  paid: number
  /** Percent. */
  measuredRtp: number
  declaredRtp: number
  /** measured - declared, percentage points. */
  difference: number
}

/** One round: what was staked and what it paid. */
type Round = (random: Random, index: number) => { stake: number; win: number }

const stake = 1000
const crashTargets = [101, 110, 125, 150, 200, 300, 500, 1000]

function roundOf(engine: OriginalsEngine, random: Random, seed: string): Round {
  switch (engine) {
    case 'slot':
      return (r) => ({ stake, win: slotEngine.play({ lines: 10 }, stake, r).win })
    case 'crash':
      return (r) => ({
        stake,
        win: crashEngine.play({ cash_out: crashTargets[r.int(crashTargets.length)]! }, stake, r).win,
      })
    case 'dice': {
      const serverSeed = Array.from({ length: 8 }, () =>
        random
          .int(2 ** 32)
          .toString(16)
          .padStart(8, '0'),
      ).join('')
      return (r, index) => {
        const choice = {
          target: 100 + r.int(9701),
          direction: r.int(2) === 0 ? ('under' as const) : ('over' as const),
          client_seed: 'simulation',
          nonce: index,
        }
        return { stake, win: diceEngine.play(choice, stake, serverSeed).win }
      }
    }
    case 'roulette':
      return (r) => {
        const bets: RouletteBet[] = Array.from({ length: 1 + r.int(3) }, () => {
          const kind = rouletteBetKinds[r.int(rouletteBetKinds.length)]!
          const value =
            kind === 'straight' ? r.int(37) : kind === 'dozen' || kind === 'column' ? 1 + r.int(3) : 0
          return { kind, value, amount: stake / 10 }
        })
        const total = bets.reduce((sum, bet) => sum + bet.amount, 0)
        const refusal = rouletteEngine.validate({ bets }, total)
        if (refusal) throw new Error(refusal)
        return { stake: total, win: rouletteEngine.play({ bets }, total, r).win }
      }
    case 'virtual_sports': {
      // Singles on random fixtures: a few bets per 3-minute slot, each placed while its fixture is open and
      // settled once it has finished.
      const secret = `simulation-${seed}`
      const firstSlot = Math.floor(Date.UTC(2026, 0, 1) / fixtureSlotMs)
      return (r, index) => {
        const slot = firstSlot + Math.floor(index / 16)
        const football = r.int(2) === 0
        const selection = football
          ? r.int(5) < 3
            ? { market: '1x2' as const, pick: ['home', 'draw', 'away'][r.int(3)]! }
            : { market: 'over_under' as const, pick: r.int(2) === 0 ? 'over' : 'under' }
          : { market: 'winner' as const, pick: String(1 + r.int(8)) }
        const selections = [
          {
            fixture_id: fixtureIdOf(football ? 'football' : 'horse_racing', slot * fixtureSlotMs),
            ...selection,
          },
        ]
        const bet = priceBet(secret, selections, new Date((slot - 1) * fixtureSlotMs))
        if ('refusal' in bet) throw new Error(bet.refusal)
        const settled = settleBet(secret, selections, bet.settlesAt)
        if (!settled.finished) throw new Error('A bet was not settled at its settling time')
        return { stake, win: settled.won ? sportsWin(stake, bet.odds) : 0 }
      }
    }
  }
}

/** The originals games a --game argument names: a game code, an engine, or all. */
export function gamesOf(game = 'all'): (typeof originalsGames)[number][] {
  const wanted = game.trim()
  if (wanted === '' || wanted.toLowerCase() === 'all') return [...originalsGames]
  return originalsGames.filter(
    (candidate) => candidate.game_code === wanted.toUpperCase() || candidate.engine === wanted.toLowerCase(),
  )
}

export function simulate(options: {
  game?: string
  rounds: number
  seed?: number | string
}): SimulationResult[] {
  const seed = String(options.seed ?? 1)
  return gamesOf(options.game).map(({ game_code, engine }) => {
    const random = seededRandom(`${seed}:${engine}`)
    const round = roundOf(engine, random, seed)
    let staked = 0
    let paid = 0
    for (let index = 0; index < options.rounds; index++) {
      const played = round(random, index)
      staked += played.stake
      paid += played.win
    }
    const measuredRtp = staked === 0 ? 0 : (paid / staked) * 100
    const declaredRtp = engines[engine].rtpBp / 100
    return {
      game_code,
      engine,
      rounds: options.rounds,
      staked,
      paid,
      measuredRtp,
      declaredRtp,
      difference: measuredRtp - declaredRtp,
    }
  })
}
