import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tenants } from '../db/schema'
import { demoTenants } from './demoTenants'

/** A demo tenant's external id: an operator's tenant never has one of these. */
export const demoExternalId = (code: string) => `ext-${code}`

/** The condition that picks the demo's tenants out of a database's. */
export const isDemoTenant = () =>
  inArray(
    tenants.externalId,
    demoTenants.map((demo) => demoExternalId(demo.code)),
  )

/** The demo tenants' ids, codes and currencies, for the seeds that add to a demo database seeded before them. */
export const demoTenantRows = (db: Db) =>
  db
    .select({ id: tenants.id, code: tenants.code, currency: tenants.currency })
    .from(tenants)
    .where(isDemoTenant())
