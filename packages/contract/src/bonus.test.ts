import { describe, expect, it } from 'vitest'
import { depositBonusIssues, depositBonusSettingSchema } from './tenantConfig'

const offer = {
  code: 'welcome-100',
  title: '100% deposit bonus',
  percent: 100,
  max_bonus: 50_000,
  min_deposit: 10_000,
  wagering_multiple: 20,
  categories: ['slot_game', 'fishing'],
  starts_at: '2026-01-01T00:00:00+08:00',
  ends_at: null as string | null,
}

const issuesOf = (value: unknown) => {
  const parsed = depositBonusSettingSchema.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))
}

describe('deposit bonus offers in the tenant document (docs/product.md#deposit-bonus)', () => {
  it('takes an offer, its terms, local texts and banner defaulting to none', () => {
    expect(depositBonusSettingSchema.parse(offer)).toEqual({
      ...offer,
      terms: '',
      local_title: '',
      local_terms: '',
      image_url: '',
    })
    expect(
      depositBonusSettingSchema.parse({
        ...offer,
        local_title: ' Bonus 100% ',
        local_terms: 'Nạp tối thiểu.',
      }),
    ).toMatchObject({ title: '100% deposit bonus', local_title: 'Bonus 100%', local_terms: 'Nạp tối thiểu.' })
  })

  it('keeps the local texts within the limits of the English ones', () => {
    expect(issuesOf({ ...offer, local_title: 'x'.repeat(81), local_terms: 'x'.repeat(2_001) })).toEqual([
      'local_title',
      'local_terms',
    ])
  })

  it('refuses a bad code, percent, maximum, multiple, category or time', () => {
    expect(issuesOf({ ...offer, code: 'Welcome 100' })).toEqual(['code'])
    expect(issuesOf({ ...offer, percent: 0 })).toEqual(['percent'])
    expect(issuesOf({ ...offer, max_bonus: 0 })).toEqual(['max_bonus'])
    expect(issuesOf({ ...offer, wagering_multiple: 101 })).toEqual(['wagering_multiple'])
    expect(issuesOf({ ...offer, categories: [] })).toEqual(['categories'])
    expect(issuesOf({ ...offer, categories: ['hot'] })).toEqual(['categories.0'])
    expect(issuesOf({ ...offer, starts_at: 'soon' })).toEqual(['starts_at'])
  })

  it('wants each code once and each period to end after it starts', () => {
    const issues = depositBonusIssues([
      offer,
      { ...offer, ends_at: '2025-12-31T00:00:00Z' },
      { ...offer, code: 'other', ends_at: '2026-02-01T00:00:00Z' },
    ]).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(issues).toEqual([
      'deposit_bonuses.1.code: offer welcome-100 is there twice',
      'deposit_bonuses.1.ends_at: an offer must end after it starts',
    ])
  })
})
