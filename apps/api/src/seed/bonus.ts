import type { Db } from '../db/client'
import { bonusOffers } from '../db/schema'
import { demoTenantRows } from './demoTenantRows'
import { demoAmount } from './money'

/**
 * A demo tenant's deposit bonus offer (docs/product.md#deposit-bonus): 100 % of a deposit up to ₱500, from ₱100, staked
 * 20 times on slots or fishing games; amounts in its currency (`demoAmount` takes centavos), running from a day before
 * the seed without an end.
 */
export function demoBonusOffersOf(currency: string, now: Date) {
  return [
    {
      code: 'welcome-100',
      title: '100% deposit bonus',
      terms:
        'Opt in, then deposit at least the minimum: we add 100% of it as bonus, up to the maximum. Stake the bonus 20 times on slots or fishing games and it becomes cash. Withdrawing before then forfeits the bonus.',
      percent: 100,
      maxBonus: demoAmount(currency, 50_000),
      minDeposit: demoAmount(currency, 10_000),
      wageringMultiple: 20,
      categories: ['slot_game', 'fishing'],
      position: 0,
      startsAt: new Date(now.getTime() - 24 * 3_600_000),
      endsAt: null,
    },
  ]
}

/** The demo offers, for every demo tenant, on a database without any offer (a fresh seed, or one seeded before them). */
export async function seedDemoBonusOffers(db: Db, now: Date) {
  const [existing] = await db.select({ id: bonusOffers.id }).from(bonusOffers).limit(1)
  if (existing) return
  const rows = await demoTenantRows(db)
  const values = rows.flatMap((tenant) =>
    demoBonusOffersOf(tenant.currency, now).map((offer) => ({ ...offer, tenantId: tenant.id })),
  )
  if (values.length > 0) await db.insert(bonusOffers).values(values)
}
