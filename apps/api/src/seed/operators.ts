import type { OperatorRole } from '@lobbykit/contract/operator'
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operators } from '../db/schema'
import { createOperator } from '../operators/accounts'

/** The demo operators' password (README, demo operators). */
export const demoOperatorPassword = 'console1234'

/** One demo operator per role: `<role>@lobbykit.test`. */
export const demoOperators: { email: string; name: string; role: OperatorRole }[] = [
  { email: 'owner@lobbykit.test', name: 'Olivia Owner', role: 'owner' },
  { email: 'onboarding@lobbykit.test', name: 'Omar Onboarding', role: 'onboarding' },
  { email: 'cashier@lobbykit.test', name: 'Carla Cashier', role: 'cashier' },
  { email: 'support@lobbykit.test', name: 'Sam Support', role: 'support' },
]

/** Adds the demo operators a demo database lacks (one seeded before operators existed gets them). */
export async function seedDemoOperators(db: Db): Promise<void> {
  const present = new Set(
    (
      await db
        .select({ email: operators.email })
        .from(operators)
        .where(
          inArray(
            operators.email,
            demoOperators.map((operator) => operator.email),
          ),
        )
    ).map((row) => row.email),
  )
  for (const operator of demoOperators.filter((demo) => !present.has(demo.email)))
    await createOperator(db, { ...operator, password: demoOperatorPassword })
}
