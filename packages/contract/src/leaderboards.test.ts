import { describe, expect, it } from 'vitest'
import { leaderboardCategories } from './calls/leaderboards'
import { productCategoryKeys } from './categories'
import { leaderboardEntrySchema } from './tenantConfig'

const board = {
  code: 'daily-bets',
  period: 'daily',
  category: 'all',
  metric: 'turnover',
  prizes: [50_000, 20_000, 10_000],
} as const

const issuesOf = (value: unknown) => {
  const parsed = leaderboardEntrySchema.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('leaderboards (docs/product.md#leaderboards)', () => {
  it('counts every product category, or all of them, never the hot selection', () => {
    expect(leaderboardCategories).toEqual(['all', ...productCategoryKeys])
  })

  it('takes a board with 1 to 20 prizes of whole minor units', () => {
    expect(issuesOf(board)).toEqual([])
    expect(issuesOf({ ...board, prizes: Array(20).fill(1) })).toEqual([])
    expect(issuesOf({ ...board, prizes: [] })).toEqual([
      'prizes: a board needs a prize for at least its first rank',
    ])
    expect(issuesOf({ ...board, prizes: Array(21).fill(1) })).toEqual([
      'prizes: a board pays at most 20 ranks',
    ])
    expect(issuesOf({ ...board, prizes: [100, 0] })).toEqual([
      'prizes.1: each prize must be at least 1 minor unit',
    ])
    expect(issuesOf({ ...board, prizes: [100, 2.5] })).toHaveLength(1)
    expect(issuesOf({ ...board, prizes: [100, Number.NaN] })).toHaveLength(1)
  })

  it('refuses an unknown category, metric or period, and a code that is not one', () => {
    expect(issuesOf({ ...board, category: 'hot' })).toHaveLength(1)
    expect(issuesOf({ ...board, metric: 'wins' })).toHaveLength(1)
    expect(issuesOf({ ...board, period: 'monthly' })).toHaveLength(1)
    expect(issuesOf({ ...board, code: 'Daily Bets' })).toEqual([
      'code: must be 1 to 40 lower-case letters, digits or dashes',
    ])
  })
})
