import {
  type Fixture,
  type LocalisedName,
  maxAccumulatorSelections,
  type SportsMarket,
  type SportsSelection,
} from '@lobbykit/contract'
import { horseNames, type SportsLanguageCode, sportsLanguageCodes, teamNames } from './names'
import { hmacRandom } from './random'

/**
 * Virtual sports (docs/product.md#originals): a football match and a horse race start every 3 minutes. Every
 * fixture (teams, runners, prices and result) is a pure function of a server secret and the fixture's id, so
 * every server agrees without sharing state and nobody without the secret can foresee a result.
 *
 * - Football: each team's strength comes from HMAC(secret, "team:<n>"); home and away goals are Poisson with
 *   means from both strengths (plus a home advantage), scores up to 9 each. That score distribution gives the
 *   1X2 and over/under 2.5 goals probabilities, and the result is drawn from the same distribution.
 * - Horse racing: 8 of the 24 horses run; each runner's weight blends its horse's strength with the day's form,
 *   its chance of winning is its share of the weights, and the finishing order is drawn runner by runner
 *   from the remaining weights (the winner therefore with exactly the priced chance).
 * - Odds, hundredths: floor(100 / p x (1 - margin)). A single returns p x odds, just under 1 - margin.
 * - The draws use sfc32 seeded by HMAC-SHA256(secret, fixture_id) (and "<id>:result" for the result).
 */

export const fixtureSlotMs = 180_000
export const fixtureDurationMs = 60_000
/** The bookmaker's margin: every single returns at most 95% of its stake on average. */
export const sportsMargin = 0.05
/** The highest odds of an accumulator (x10,000), hundredths. */
export const maxBetOdds = 1_000_000
const maxGoals = 9
const runnersPerRace = 8

type Sport = Fixture['sport']
type Market = SportsMarket

interface PickModel {
  market: Market
  pick: string
  probability: number
  odds: number
}

interface FixtureModel {
  fixture_id: string
  sport: Sport
  startsAt: number
  endsAt: number
  home?: number
  away?: number
  /** Horse indexes of runners 1..8. */
  runners: number[]
  picks: PickModel[]
  result: string
  /** `${market}:${pick}` of every winning pick. */
  winners: Set<string>
}

const strengthsCache = new Map<string, { teams: number[]; horses: number[] }>()
function strengthsOf(secret: string) {
  let strengths = strengthsCache.get(secret)
  if (!strengths) {
    strengths = {
      teams: teamNames.map((_, index) => hmacRandom(secret, `team:${index}`).next()),
      horses: horseNames.map((_, index) => hmacRandom(secret, `horse:${index}`).next()),
    }
    if (strengthsCache.size > 16) strengthsCache.clear()
    strengthsCache.set(secret, strengths)
  }
  return strengths
}

function oddsOf(probability: number): number {
  return Math.floor((100 * (1 - sportsMargin)) / probability)
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** FB-20260601-1003 / HR-20260601-1003: the sport and the UTC start (a multiple of 3 minutes). */
export function fixtureIdOf(sport: Sport, startsAt: number): string {
  const date = new Date(startsAt)
  const day = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`
  return `${sport === 'football' ? 'FB' : 'HR'}-${day}-${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`
}

function parseFixtureId(id: string): { sport: Sport; startsAt: number } | undefined {
  const match = /^(FB|HR)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(id)
  if (!match) return undefined
  const [, kind, year, month, day, hour, minute] = match
  const sport: Sport = kind === 'FB' ? 'football' : 'horse_racing'
  const startsAt = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))
  if (startsAt % fixtureSlotMs !== 0 || fixtureIdOf(sport, startsAt) !== id) return undefined
  return { sport, startsAt }
}

/** The index a uniform draw u in [0, 1) lands on when each index takes its weight's share of [0, 1). */
function weightedIndex(weights: readonly number[], u: number): number {
  let left = u * weights.reduce((sum, weight) => sum + weight, 0)
  for (const [index, weight] of weights.entries()) {
    left -= weight
    if (left < 0) return index
  }
  return weights.length - 1
}

function poisson(mean: number): number[] {
  const chances = [Math.exp(-mean)]
  for (let goals = 1; goals <= maxGoals; goals++) chances.push((chances[goals - 1]! * mean) / goals)
  return chances
}

function footballModel(secret: string, id: string, startsAt: number): FixtureModel {
  const random = hmacRandom(secret, id)
  const home = random.int(teamNames.length)
  const away = (home + 1 + random.int(teamNames.length - 1)) % teamNames.length
  const { teams } = strengthsOf(secret)
  const homeStrength = teams[home]!
  const awayStrength = teams[away]!
  const homeGoals = poisson(0.8 + 1.5 * homeStrength * (1 - 0.5 * awayStrength))
  const awayGoals = poisson(0.5 + 1.5 * awayStrength * (1 - 0.5 * homeStrength))
  const scores: { home: number; away: number; chance: number }[] = []
  homeGoals.forEach((homeChance, homeScore) => {
    awayGoals.forEach((awayChance, awayScore) => {
      scores.push({ home: homeScore, away: awayScore, chance: homeChance * awayChance })
    })
  })
  const total = scores.reduce((sum, score) => sum + score.chance, 0)
  const chanceOf = (won: (score: { home: number; away: number }) => boolean) =>
    scores.reduce((sum, score) => sum + (won(score) ? score.chance : 0), 0) / total
  const outcomes: {
    market: Market
    pick: string
    won: (score: { home: number; away: number }) => boolean
  }[] = [
    { market: '1x2', pick: 'home', won: (score) => score.home > score.away },
    { market: '1x2', pick: 'draw', won: (score) => score.home === score.away },
    { market: '1x2', pick: 'away', won: (score) => score.home < score.away },
    { market: 'over_under', pick: 'over', won: (score) => score.home + score.away > 2.5 },
    { market: 'over_under', pick: 'under', won: (score) => score.home + score.away < 2.5 },
  ]
  const picks = outcomes.map(({ market, pick, won }) => {
    const probability = chanceOf(won)
    return { market, pick, probability, odds: oddsOf(probability) }
  })
  const drawn = weightedIndex(
    scores.map((candidate) => candidate.chance),
    hmacRandom(secret, `${id}:result`).next(),
  )
  const score = scores[drawn]!
  return {
    fixture_id: id,
    sport: 'football',
    startsAt,
    endsAt: startsAt + fixtureDurationMs,
    home,
    away,
    runners: [],
    picks,
    result: `${score.home}-${score.away}`,
    winners: new Set(outcomes.filter(({ won }) => won(score)).map(({ market, pick }) => `${market}:${pick}`)),
  }
}

function raceModel(secret: string, id: string, startsAt: number): FixtureModel {
  const random = hmacRandom(secret, id)
  const pool = horseNames.map((_, index) => index)
  for (let i = 0; i < runnersPerRace; i++) {
    const j = i + random.int(pool.length - i)
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  const runners = pool.slice(0, runnersPerRace)
  const { horses } = strengthsOf(secret)
  const weights = runners.map((horse) => 0.5 + 2 * (0.5 * horses[horse]! + 0.5 * random.next()))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const picks = weights.map((weight, index) => {
    const probability = weight / total
    return { market: 'winner' as const, pick: String(index + 1), probability, odds: oddsOf(probability) }
  })
  const result = hmacRandom(secret, `${id}:result`)
  const left = runners.map((_, index) => index)
  const order: number[] = []
  while (left.length > 0) {
    const at = weightedIndex(
      left.map((index) => weights[index]!),
      result.next(),
    )
    order.push(left[at]! + 1)
    left.splice(at, 1)
  }
  return {
    fixture_id: id,
    sport: 'horse_racing',
    startsAt,
    endsAt: startsAt + fixtureDurationMs,
    runners,
    picks,
    result: order.join(','),
    winners: new Set([`winner:${order[0]}`]),
  }
}

const modelCache = new Map<string, FixtureModel>()
/** The fixture behind an id, whatever the time; undefined for an id that names no fixture. */
function modelOf(secret: string, id: string): FixtureModel | undefined {
  const key = `${secret}\u0000${id}`
  const cached = modelCache.get(key)
  if (cached) return cached
  const parsed = parseFixtureId(id)
  if (!parsed) return undefined
  const model =
    parsed.sport === 'football'
      ? footballModel(secret, id, parsed.startsAt)
      : raceModel(secret, id, parsed.startsAt)
  if (modelCache.size >= 512) modelCache.clear()
  modelCache.set(key, model)
  return model
}

function statusAt(model: FixtureModel, now: number): Fixture['status'] {
  if (now < model.startsAt) return 'open'
  return now < model.endsAt ? 'running' : 'finished'
}

function fixtureOf(model: FixtureModel, now: number): Fixture {
  const status = statusAt(model, now)
  const marketsOf = model.sport === 'football' ? (['1x2', 'over_under'] as const) : (['winner'] as const)
  return {
    fixture_id: model.fixture_id,
    sport: model.sport,
    starts_at: new Date(model.startsAt).toISOString(),
    ends_at: new Date(model.endsAt).toISOString(),
    status,
    home: model.home === undefined ? {} : { ...teamNames[model.home]! },
    away: model.away === undefined ? {} : { ...teamNames[model.away]! },
    runners: model.runners.map((horse, index) => ({ number: index + 1, name: { ...horseNames[horse]! } })),
    markets: marketsOf.map((market) => ({
      market,
      picks: model.picks.filter((pick) => pick.market === market).map(({ pick, odds }) => ({ pick, odds })),
    })),
    result: status === 'finished' ? model.result : null,
  }
}

function currentSlot(now: Date): number {
  return Math.floor(now.getTime() / fixtureSlotMs)
}

/** The fixtures of the 3-minute slots from 2 before the current one to 5 after: a match and a race each. */
export function fixturesAround(secret: string, now: Date): Fixture[] {
  const slot = currentSlot(now)
  const fixtures: Fixture[] = []
  for (let offset = -2; offset <= 5; offset++) {
    const startsAt = (slot + offset) * fixtureSlotMs
    for (const sport of ['football', 'horse_racing'] as const) {
      fixtures.push(fixtureOf(modelOf(secret, fixtureIdOf(sport, startsAt))!, now.getTime()))
    }
  }
  return fixtures
}

/** Any fixture by its id (also one long finished, for settling); undefined for an id that names none. */
export function fixtureById(secret: string, id: string, now: Date): Fixture | undefined {
  const model = modelOf(secret, id)
  return model && fixtureOf(model, now.getTime())
}

export type PricedSelection = SportsSelection & { odds: number }
export type PricedBet = { odds: number; selections: PricedSelection[]; settlesAt: Date }

/** The odds of a bet: each selection's, multiplied (floored to hundredths at each step, capped at maxBetOdds). */
export function combinedOdds(odds: readonly number[]): number {
  return Math.min(
    maxBetOdds,
    odds.reduce((product, selectionOdds) => Math.floor((product * selectionOdds) / 100), 100),
  )
}

/** What a won bet pays: the stake times its odds, floored to a whole minor unit. */
export function sportsWin(stake: number, odds: number): number {
  return Math.floor((stake * odds) / 100)
}

/**
 * Prices a single or an accumulator, or refuses it (the text names the field): a fixture not on offer or
 * already started, the same fixture twice, a market the sport does not offer, an unknown pick.
 */
export function priceBet(
  secret: string,
  selections: readonly SportsSelection[],
  now: Date,
): PricedBet | { refusal: string } {
  if (selections.length < 1 || selections.length > maxAccumulatorSelections) {
    return { refusal: `selections must hold 1 to ${maxAccumulatorSelections} selections` }
  }
  const slot = currentSlot(now)
  const seen = new Set<string>()
  const priced: PricedSelection[] = []
  let settlesAt = 0
  for (const [index, selection] of selections.entries()) {
    const field = `selections[${index}]`
    if (seen.has(selection.fixture_id))
      return { refusal: `${field}.fixture_id repeats a fixture of this bet` }
    seen.add(selection.fixture_id)
    const model = modelOf(secret, selection.fixture_id)
    const offered = model && Math.floor(model.startsAt / fixtureSlotMs) - slot <= 5
    if (!model || !offered) return { refusal: `${field}.fixture_id is not a fixture on offer` }
    if (statusAt(model, now.getTime()) !== 'open')
      return { refusal: `${field}.fixture_id has already started` }
    const markets = model.picks.filter((pick) => pick.market === selection.market)
    if (markets.length === 0) {
      return {
        refusal: `${field}.market ${selection.market} is not offered on ${model.sport.replace('_', ' ')}`,
      }
    }
    const pick = markets.find((candidate) => candidate.pick === selection.pick)
    if (!pick)
      return {
        refusal: `${field}.pick must be one of ${markets.map((candidate) => candidate.pick).join(', ')}`,
      }
    priced.push({
      fixture_id: selection.fixture_id,
      market: selection.market,
      pick: selection.pick,
      odds: pick.odds,
    })
    settlesAt = Math.max(settlesAt, model.endsAt)
  }
  return {
    odds: combinedOdds(priced.map((selection) => selection.odds)),
    selections: priced,
    settlesAt: new Date(settlesAt),
  }
}

/** Whether every fixture of the bet has finished, and whether every selection won. */
export function settleBet(
  secret: string,
  selections: readonly SportsSelection[],
  now: Date,
): { won: boolean; finished: boolean } {
  let won = selections.length > 0
  let finished = true
  for (const selection of selections) {
    const model = modelOf(secret, selection.fixture_id)
    if (!model) throw new Error(`No fixture ${selection.fixture_id}`)
    if (now.getTime() < model.endsAt) finished = false
    if (!model.winners.has(`${selection.market}:${selection.pick}`)) won = false
  }
  return { won, finished }
}

export interface BetDisplay {
  bet_type: 'single' | 'accumulator'
  home_away: string
  criteria1: string
  home_team_name: string
  away_team_name: string
  team_names: Record<string, { home_team_name: string; away_team_name: string }>
}

/**
 * The bet display fields (docs/product.md#bet-display) of a sports bet, from its first selection: the pick,
 * the market and the two teams (a race: the picked runner and nothing), in `language` (EN when the name has
 * none in it) and in every language code.
 */
export function betDisplay(
  secret: string,
  selections: readonly SportsSelection[],
  _now: Date,
  language: string = 'EN',
): BetDisplay {
  const first = selections[0]
  const model = first && modelOf(secret, first.fixture_id)
  const nameIn = (name: LocalisedName | undefined, code: string) =>
    name ? (name[code] ?? name.EN ?? '') : ''
  let home: LocalisedName | undefined
  let away: LocalisedName | undefined
  if (model?.sport === 'football') {
    home = teamNames[model.home!]
    away = teamNames[model.away!]
  } else if (model && first) {
    const runner = model.runners[Number(first.pick) - 1]
    home = runner === undefined ? undefined : horseNames[runner]
  }
  return {
    bet_type: selections.length > 1 ? 'accumulator' : 'single',
    home_away: first?.pick ?? '',
    criteria1: first?.market ?? '',
    home_team_name: nameIn(home, language.toUpperCase()),
    away_team_name: nameIn(away, language.toUpperCase()),
    team_names: Object.fromEntries(
      sportsLanguageCodes.map((code: SportsLanguageCode) => [
        code,
        { home_team_name: nameIn(home, code), away_team_name: nameIn(away, code) },
      ]),
    ),
  }
}

export const virtualSportsEngine = {
  engine: 'virtual_sports',
  /** 1 - sportsMargin, less the odds' flooring (the simulator measures about 94.8%). */
  rtpBp: 9500,
  rules: () => ({ engine: 'virtual_sports' as const, max_selections: maxAccumulatorSelections }),
} as const
