import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { describe, expect, it } from 'vitest'
import { betState, combinedOdds, selectionWon } from './settle'

const fixture = callExamples.virtualFixtures.response.fixtures[0]!
const id = fixture.fixture_id

describe('settling virtual bets from results', () => {
  it('reads football 1X2, over/under 2.5 and race winners', () => {
    expect(selectionWon({ fixture_id: id, market: '1x2', pick: 'home' }, '2-1')).toBe(true)
    expect(selectionWon({ fixture_id: id, market: '1x2', pick: 'draw' }, '1-1')).toBe(true)
    expect(selectionWon({ fixture_id: id, market: '1x2', pick: 'away' }, '2-1')).toBe(false)
    expect(selectionWon({ fixture_id: id, market: 'over_under', pick: 'over' }, '2-1')).toBe(true)
    expect(selectionWon({ fixture_id: id, market: 'over_under', pick: 'under' }, '1-1')).toBe(true)
    expect(selectionWon({ fixture_id: id, market: 'winner', pick: '3' }, '3,1,5')).toBe(true)
    expect(selectionWon({ fixture_id: id, market: 'winner', pick: '1' }, '3,1,5')).toBe(false)
  })

  it('keeps a bet open until its fixtures end, and multiplies accumulator odds', () => {
    const selection = { fixture_id: id, market: '1x2' as const, pick: 'home' }
    expect(betState([selection], [fixture])).toBe('open')
    expect(betState([selection], [{ ...fixture, result: '3-0', status: 'finished' }])).toBe('won')
    expect(betState([selection], [])).toBe('unknown')
    expect(combinedOdds([215, 190])).toBe(408)
  })
})
