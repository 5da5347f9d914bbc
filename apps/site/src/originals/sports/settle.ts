import type { Fixture } from '@lobbykit/contract/calls/fixtures'
import type { SportsSelection } from '@lobbykit/contract/calls/games'

/**
 * How a settled fixture's result decides a selection (docs/product.md#originals), so the bet list can show
 * a bet won or lost as soon as its fixtures end; the server settles the money itself.
 * Football results read "2-1"; horse races list the finishing order "3,1,5,...".
 */
export function selectionWon(selection: SportsSelection, result: string): boolean {
  if (selection.market === 'winner') return result.split(',')[0]?.trim() === selection.pick
  const [home, away] = result.split('-').map((goals) => Number(goals))
  if (home === undefined || away === undefined || Number.isNaN(home) || Number.isNaN(away)) return false
  if (selection.market === 'over_under') return (home + away > 2.5 ? 'over' : 'under') === selection.pick
  const outcome = home > away ? 'home' : home < away ? 'away' : 'draw'
  return outcome === selection.pick
}

export type BetState = 'open' | 'won' | 'lost' | 'unknown'

/**
 * A bet's state from the fixtures on show: open until every fixture has a result; won when every selection
 * won; unknown when a fixture is no longer listed (the bet history has it).
 */
export function betState(selections: SportsSelection[], fixtures: Fixture[]): BetState {
  let open = false
  for (const selection of selections) {
    const fixture = fixtures.find((f) => f.fixture_id === selection.fixture_id)
    if (!fixture) return 'unknown'
    if (fixture.result === null) {
      open = true
      continue
    }
    if (!selectionWon(selection, fixture.result)) return 'lost'
  }
  return open ? 'open' : 'won'
}

/** The odds of an accumulator: the product of its selections' odds, in hundredths (rounded down). */
export function combinedOdds(odds: number[]): number {
  return Math.floor(odds.reduce((product, o) => product * (o / 100), 1) * 100)
}
