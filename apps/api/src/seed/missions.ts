import { demoAmount } from './money'

/**
 * A demo tenant's missions (docs/product.md#missions): one of each metric, daily and weekly, with amounts in the
 * tenant's currency scaled from pesos (`demoAmount` takes centavos) and rewards a player notices without the demo
 * giving money away.
 */
export function demoMissionsOf(currency: string) {
  const money = (pesos: number) => demoAmount(currency, pesos * 100)
  const missions = [
    {
      code: 'daily-login',
      period: 'daily',
      metric: 'logins',
      target: 1,
      rewardKind: 'minigame_token',
      reward: 1,
    },
    {
      code: 'daily-rounds',
      period: 'daily',
      metric: 'rounds',
      target: 10,
      rewardKind: 'minigame_token',
      reward: 2,
    },
    {
      code: 'daily-turnover',
      period: 'daily',
      metric: 'turnover',
      target: money(500),
      rewardKind: 'cash',
      reward: money(10),
    },
    {
      code: 'weekly-deposit',
      period: 'weekly',
      metric: 'deposits',
      target: money(1_000),
      rewardKind: 'cash',
      reward: money(50),
    },
    {
      code: 'weekly-logins',
      period: 'weekly',
      metric: 'logins',
      target: 5,
      rewardKind: 'minigame_token',
      reward: 5,
    },
    {
      code: 'weekly-turnover',
      period: 'weekly',
      metric: 'turnover',
      target: money(5_000),
      rewardKind: 'cash',
      reward: money(100),
    },
  ] as const
  return missions.map((mission, position) => ({ ...mission, position }))
}
