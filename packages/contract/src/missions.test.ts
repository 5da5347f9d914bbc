import { describe, expect, it } from 'vitest'
import { missionRewardKinds } from './calls/missions'
import { missionEntrySchema } from './tenantConfig'

const mission = {
  code: 'weekly-turnover',
  period: 'weekly',
  metric: 'turnover',
  target: 500_000,
  reward_kind: 'bonus',
  reward: 5_000,
}

describe('missions in the tenant document (docs/product.md#missions)', () => {
  it('pays cash, minigame tokens or bonus', () => {
    expect(missionRewardKinds).toEqual(['cash', 'minigame_token', 'bonus'])
  })

  it('reads a mission saved before bonus rewards as wagering 0 times', () => {
    expect(missionEntrySchema.parse(mission)).toEqual({ ...mission, wagering_multiple: 0 })
    expect(missionEntrySchema.parse({ ...mission, wagering_multiple: 5 }).wagering_multiple).toBe(5)
  })

  it('keeps the wagering multiple a whole number from 0 to 100', () => {
    for (const wagering_multiple of [-1, 101, 2.5])
      expect(missionEntrySchema.safeParse({ ...mission, wagering_multiple }).success).toBe(false)
  })
})
