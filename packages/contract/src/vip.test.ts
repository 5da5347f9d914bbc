import { describe, expect, it } from 'vitest'
import { vipLevelSettingSchema, vipTableIssues } from './tenantConfig'

const level: {
  level: number
  name: string
  min_deposit: number
  min_turnover: number
  level_up_reward: number
  benefits: string[]
} = {
  level: 1,
  name: 'Bronze',
  min_deposit: 0,
  min_turnover: 0,
  level_up_reward: 0,
  benefits: [],
}

const issuesOf = (value: unknown) => {
  const parsed = vipLevelSettingSchema.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

/** The issues of a whole table, as a document's check reports them. */
const tableIssues = (levels: (typeof level)[]) =>
  vipTableIssues(levels).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('VIP levels in the tenant document (docs/product.md#vip-rewards)', () => {
  it('takes a level with a reward and up to 5 benefit lines, trimmed', () => {
    expect(issuesOf(level)).toEqual([])
    expect(vipLevelSettingSchema.parse({ ...level, benefits: ['  Your badge  '] }).benefits).toEqual([
      'Your badge',
    ])
    expect(vipLevelSettingSchema.parse({ ...level, benefits: undefined }).benefits).toEqual([])
    expect(issuesOf({ ...level, benefits: Array(6).fill('A line') })).toEqual([
      'benefits: a level lists at most 5 benefits',
    ])
    expect(issuesOf({ ...level, benefits: ['  '] })).toEqual(['benefits.0: a benefit line cannot be empty'])
    expect(issuesOf({ ...level, benefits: ['x'.repeat(81)] })).toEqual([
      'benefits.0: a benefit line is at most 80 characters',
    ])
  })

  it('refuses a level 0, a negative reward or amount, and a nameless level', () => {
    expect(issuesOf({ ...level, level: 0 })).toEqual(['level: a level number starts at 1'])
    expect(issuesOf({ ...level, level_up_reward: -1 })).toEqual([
      'level_up_reward: cannot be below 0 (0 pays nothing)',
    ])
    expect(issuesOf({ ...level, min_deposit: -5 })).toEqual(['min_deposit: cannot be below 0'])
    expect(issuesOf({ ...level, name: ' ' })).toEqual(['name: a level needs a name'])
    expect(issuesOf({ ...level, level_up_reward: 2.5 })).toHaveLength(1)
  })

  it('wants levels ascending, each once, with requirements that never fall', () => {
    const silver = { ...level, level: 2, name: 'Silver', min_deposit: 100, min_turnover: 1_000 }
    expect(tableIssues([level, silver])).toEqual([])
    expect(tableIssues([silver, { ...level, level: 2 }])).toEqual([
      'vip_levels.1.level: level 2 must come after level 2: levels go up, each once',
      'vip_levels.1.min_deposit: level 2 cannot need less deposit than level 2',
      'vip_levels.1.min_turnover: level 2 cannot need less turnover than level 2',
    ])
    expect(tableIssues([level, { ...silver, name: 'Bronze' }])).toEqual([
      'vip_levels: VIP level name Bronze is there twice: each level needs its own name',
    ])
  })
})
