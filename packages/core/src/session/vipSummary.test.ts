import { describe, expect, it } from 'vitest'
import { progressPercent, vipSummaryFrom } from './vipSummary'

const bronze = {
  starting_deposit: 0,
  cycle_deposit: 100_000,
  deposit_next: 100_000,
  starting_turnover: 0,
  cycle_turnover: 1_000_000,
  turnover_next: 1_000_000,
  vip_name: 'Bronze',
  vip_name_next: 'Silver',
}

describe('VIP summary', () => {
  it('shows the share of the next level reached', () => {
    expect(vipSummaryFrom(bronze, { totalDeposit: 50_000, totalTurnover: 250_000 })).toEqual({
      totalDeposit: 50_000,
      depoProgress: 50,
      totalTurnover: 250_000,
      toProgress: 25,
      currentLevel: 'Bronze',
      nextLevel: 'Silver',
    })
  })

  it('caps progress at 100 % when the player is past the target', () => {
    const summary = vipSummaryFrom(bronze, { totalDeposit: 350_000, totalTurnover: 1_000_001 })
    expect(summary.depoProgress).toBe(100)
    expect(summary.toProgress).toBe(100)
    expect(summary.totalDeposit).toBe(350_000)
  })

  it('never shows 100 % before the target is reached, nor below 0', () => {
    expect(progressPercent(99_999, 100_000)).toBe(99)
    expect(progressPercent(-5, 100)).toBe(0)
  })

  it('shows full bars at the top level and empty names without a level', () => {
    const top = vipSummaryFrom(
      { ...bronze, vip_name: 'Diamond', vip_name_next: '', deposit_next: 0, turnover_next: 0 },
      { totalDeposit: 10, totalTurnover: 10 },
    )
    expect(top).toMatchObject({ depoProgress: 100, toProgress: 100, currentLevel: 'Diamond', nextLevel: '' })
    expect(vipSummaryFrom(undefined, { totalDeposit: 0, totalTurnover: 0 })).toMatchObject({
      currentLevel: '',
      nextLevel: '',
    })
  })
})
