import {
  type Fixture,
  fixtureSchema,
  type SportsSelection,
  virtualSportsRulesSchema,
} from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { horseNames, sportsLanguageCodes, teamNames } from './names'
import {
  betDisplay,
  combinedOdds,
  fixtureById,
  fixtureIdOf,
  fixtureSlotMs,
  fixturesAround,
  priceBet,
  settleBet,
  sportsMargin,
  virtualSportsEngine,
} from './virtualSports'

const secret = 'test-secret'
/** 30 s into the slot that starts at 10:03 (UTC). */
const now = new Date('2026-06-01T10:03:30.000Z')
const later = (fixture: Fixture) => new Date(Date.parse(fixture.ends_at))

function firstOpen(sport: Fixture['sport']): Fixture {
  return fixturesAround(secret, now).find((fixture) => fixture.sport === sport && fixture.status === 'open')!
}

function pickWon(fixture: Fixture, selection: SportsSelection): boolean {
  if (fixture.sport === 'horse_racing') return fixture.result!.split(',')[0] === selection.pick
  const [home, away] = fixture.result!.split('-').map(Number) as [number, number]
  if (selection.market === 'over_under') return home + away > 2.5 === (selection.pick === 'over')
  return { home: home > away, draw: home === away, away: home < away }[selection.pick as 'home']
}

describe('virtual sports', () => {
  it('offers a match and a race for each slot from 2 before to 5 after, the same on every call', () => {
    const fixtures = fixturesAround(secret, now)
    expect(fixtures).toEqual(fixturesAround(secret, new Date(now)))
    expect(fixturesAround('another-secret', now)).not.toEqual(fixtures)
    expect(fixtures).toHaveLength(16)
    for (const fixture of fixtures) expect(fixtureSchema.parse(fixture)).toEqual(fixture)
    const football = fixtures.filter((fixture) => fixture.sport === 'football')
    expect(football.map((fixture) => fixture.starts_at.slice(11, 16))).toEqual([
      '09:57',
      '10:00',
      '10:03',
      '10:06',
      '10:09',
      '10:12',
      '10:15',
      '10:18',
    ])
    expect(football.map((fixture) => fixture.status)).toEqual([
      'finished',
      'finished',
      'running',
      'open',
      'open',
      'open',
      'open',
      'open',
    ])
    expect(football[2]!.fixture_id).toBe('FB-20260601-1003')
    expect(Date.parse(football[2]!.ends_at) - Date.parse(football[2]!.starts_at)).toBe(60_000)
    for (const fixture of fixtures) {
      expect(fixture.result === null).toBe(fixture.status !== 'finished')
      if (fixture.sport === 'football') {
        expect(fixture.home.EN).not.toBe(fixture.away.EN)
        expect(fixture.result ?? '0-0').toMatch(/^\d+-\d+$/)
        expect(fixture.markets.map((market) => market.market)).toEqual(['1x2', 'over_under'])
      } else {
        expect(fixture.runners.map((runner) => runner.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
        expect(new Set(fixture.runners.map((runner) => runner.name.EN)).size).toBe(8)
        if (fixture.result)
          expect(fixture.result.split(',').map(Number).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
        expect(fixture.markets.map((market) => market.market)).toEqual(['winner'])
      }
    }
  })

  it('prices sane odds with the bookmaker margin over many fixtures', () => {
    for (let slot = 0; slot < 400; slot++) {
      const at = new Date(Date.UTC(2026, 5, 1) + slot * fixtureSlotMs * 8)
      for (const fixture of fixturesAround(secret, at)) {
        for (const market of fixture.markets) {
          for (const pick of market.picks) expect(pick.odds).toBeGreaterThan(101)
          const book = market.picks.reduce((sum, pick) => sum + 100 / pick.odds, 0)
          expect(book).toBeGreaterThanOrEqual(1 / (1 - sportsMargin))
          expect(book).toBeLessThan(1 / (1 - sportsMargin) + 0.05)
        }
      }
    }
  })

  it('prices a single and an accumulator, settling when the last fixture ends', () => {
    const match = firstOpen('football')
    const race = firstOpen('horse_racing')
    const single = priceBet(secret, [{ fixture_id: match.fixture_id, market: '1x2', pick: 'draw' }], now)
    if ('refusal' in single) throw new Error(single.refusal)
    const drawOdds = match.markets[0]!.picks.find((pick) => pick.pick === 'draw')!.odds
    expect(single.odds).toBe(drawOdds)
    expect(single.selections).toEqual([
      { fixture_id: match.fixture_id, market: '1x2', pick: 'draw', odds: drawOdds },
    ])
    expect(single.settlesAt.toISOString()).toBe(match.ends_at)

    const accumulator = priceBet(
      secret,
      [
        { fixture_id: match.fixture_id, market: 'over_under', pick: 'over' },
        { fixture_id: race.fixture_id, market: 'winner', pick: '3' },
      ],
      now,
    )
    if ('refusal' in accumulator) throw new Error(accumulator.refusal)
    expect(accumulator.odds).toBe(combinedOdds(accumulator.selections.map((selection) => selection.odds)))
    expect(accumulator.odds).toBeGreaterThan(accumulator.selections[0]!.odds)
    expect(combinedOdds([250, 300])).toBe(750)
    expect(combinedOdds([5000, 5000, 5000, 5000])).toBe(1_000_000)
  })

  it('refuses started, unknown, far-off and repeated fixtures, wrong markets and unknown picks', () => {
    const [finished, , running] = fixturesAround(secret, now)
    const match = firstOpen('football')
    const race = firstOpen('horse_racing')
    const refusal = (selections: SportsSelection[]) => {
      const answer = priceBet(secret, selections, now)
      return 'refusal' in answer ? answer.refusal : undefined
    }
    expect(refusal([{ fixture_id: running!.fixture_id, market: '1x2', pick: 'home' }])).toMatch(/started/)
    expect(refusal([{ fixture_id: finished!.fixture_id, market: '1x2', pick: 'home' }])).toMatch(/started/)
    expect(refusal([{ fixture_id: 'FB-20260601-1004', market: '1x2', pick: 'home' }])).toMatch(/fixture_id/)
    expect(refusal([{ fixture_id: 'nonsense', market: '1x2', pick: 'home' }])).toMatch(/fixture_id/)
    const farOff = fixtureIdOf('football', Date.parse(match.starts_at) + 6 * fixtureSlotMs)
    expect(refusal([{ fixture_id: farOff, market: '1x2', pick: 'home' }])).toMatch(/not a fixture on offer/)
    expect(
      refusal([
        { fixture_id: match.fixture_id, market: '1x2', pick: 'home' },
        { fixture_id: match.fixture_id, market: 'over_under', pick: 'under' },
      ]),
    ).toMatch(/selections\[1\]\.fixture_id repeats/)
    expect(refusal([{ fixture_id: match.fixture_id, market: 'winner', pick: '1' }])).toMatch(
      /selections\[0\]\.market/,
    )
    expect(refusal([{ fixture_id: race.fixture_id, market: '1x2', pick: 'home' }])).toMatch(
      /selections\[0\]\.market/,
    )
    expect(refusal([{ fixture_id: race.fixture_id, market: 'winner', pick: '9' }])).toMatch(
      /selections\[0\]\.pick/,
    )
    expect(refusal([{ fixture_id: match.fixture_id, market: '1x2', pick: 'x' }])).toMatch(
      /selections\[0\]\.pick/,
    )
  })

  it('settles every pick by the fixture result, only once it has finished', () => {
    let wins = 0
    for (const fixture of fixturesAround(secret, now).filter((candidate) => candidate.status === 'open')) {
      const selections = fixture.markets.flatMap((market) =>
        market.picks.map((pick) => ({
          fixture_id: fixture.fixture_id,
          market: market.market,
          pick: pick.pick,
        })),
      )
      for (const selection of selections) {
        expect(settleBet(secret, [selection], now)).toMatchObject({ finished: false })
        const finished = fixtureById(secret, fixture.fixture_id, later(fixture))!
        expect(finished.status).toBe('finished')
        const settled = settleBet(secret, [selection], later(fixture))
        expect(settled).toEqual({ won: pickWon(finished, selection), finished: true })
        if (settled.won) wins++
      }
      // Exactly one 1X2 pick, one over/under pick or one runner wins.
      const winners = selections.filter((selection) => settleBet(secret, [selection], later(fixture)).won)
      expect(winners).toHaveLength(fixture.sport === 'football' ? 2 : 1)
    }
    expect(wins).toBe(15)
    const match = firstOpen('football')
    const race = fixturesAround(secret, now).find(
      (fixture) => fixture.sport === 'horse_racing' && fixture.starts_at > match.starts_at,
    )!
    const raceResult = fixtureById(secret, race.fixture_id, later(race))!.result!.split(',')
    const both = [
      { fixture_id: match.fixture_id, market: 'over_under' as const, pick: 'over' },
      { fixture_id: race.fixture_id, market: 'winner' as const, pick: raceResult[0]! },
    ]
    const overWon = settleBet(secret, [both[0]!], later(match)).won
    expect(settleBet(secret, both, later(match))).toEqual({ won: false, finished: false })
    expect(settleBet(secret, both, later(race))).toEqual({ won: overWon, finished: true })
    expect(settleBet(secret, [both[0]!, { ...both[1]!, pick: raceResult[1]! }], later(race)).won).toBe(false)
  })

  it('finds any fixture by id, even long finished, and nothing for an id that names none', () => {
    const old = fixtureById(secret, 'HR-20250101-0000', now)!
    expect(old.status).toBe('finished')
    expect(old.result).toMatch(/^\d(,\d){7}$/)
    expect(fixtureById(secret, 'HR-20250101-0001', now)).toBeUndefined()
    expect(fixtureById(secret, 'XX-20250101-0000', now)).toBeUndefined()
    expect(fixtureById(secret, 'FB-20251301-0000', now)).toBeUndefined()
  })

  it('names every team and horse in all 8 languages', () => {
    expect(teamNames).toHaveLength(16)
    expect(horseNames).toHaveLength(24)
    for (const names of [teamNames, horseNames]) {
      for (const code of sportsLanguageCodes) {
        const inLanguage = names.map((name) => name[code])
        for (const name of inLanguage) expect(name?.trim()).toBeTruthy()
        expect(new Set(inLanguage).size).toBe(names.length)
      }
      // Translated, not copied: most names differ from English in Chinese, Russian and Nepali.
      for (const code of ['CN', 'RUS', 'NE']) {
        expect(names.every((name) => name[code] !== name.EN)).toBe(true)
      }
    }
  })

  it('gives the bet display fields of a bet, with team names in every language', () => {
    const match = firstOpen('football')
    const race = firstOpen('horse_racing')
    const single = betDisplay(secret, [{ fixture_id: match.fixture_id, market: '1x2', pick: 'away' }], now)
    expect(single).toMatchObject({
      bet_type: 'single',
      home_away: 'away',
      criteria1: '1x2',
      home_team_name: match.home.EN,
      away_team_name: match.away.EN,
    })
    expect(Object.keys(single.team_names)).toEqual([...sportsLanguageCodes])
    expect(single.team_names.VI).toEqual({ home_team_name: match.home.VI, away_team_name: match.away.VI })
    expect(
      betDisplay(secret, [{ fixture_id: match.fixture_id, market: '1x2', pick: 'away' }], now, 'cn')
        .home_team_name,
    ).toBe(match.home.CN)
    const accumulator = betDisplay(
      secret,
      [
        { fixture_id: race.fixture_id, market: 'winner', pick: '4' },
        { fixture_id: match.fixture_id, market: '1x2', pick: 'home' },
      ],
      now,
    )
    expect(accumulator).toMatchObject({
      bet_type: 'accumulator',
      home_away: '4',
      criteria1: 'winner',
      home_team_name: race.runners[3]!.name.EN,
      away_team_name: '',
    })
    expect(accumulator.team_names.NE!.home_team_name).toBe(race.runners[3]!.name.NE)
  })

  it('declares its rules and a 95% return', () => {
    expect(virtualSportsRulesSchema.parse(virtualSportsEngine.rules())).toEqual({
      engine: 'virtual_sports',
      max_selections: 8,
    })
    expect(virtualSportsEngine.rtpBp).toBe(Math.round((1 - sportsMargin) * 10_000))
  })
})
