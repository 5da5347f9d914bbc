import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { tenantDomains, tenants } from '../db/schema'
import { openTestDatabase } from '../testing/testDatabase'
import { SiteCache } from './siteCache'

let database: Database
let clock = 1_000_000

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('SiteCache', () => {
  it('computes an answer once per tenant version', async () => {
    const cache = new SiteCache(database.db, { checkIntervalMs: 1_000, clock: () => clock })
    const site = await cache.site('localhost')
    if (!site) throw new Error('localhost is a demo tenant')
    let loads = 0
    const load = async () => ++loads
    expect(await cache.memo(site, 'answer', load)).toBe(1)
    expect(await cache.memo(site, 'answer', load)).toBe(1)

    await database.db.update(tenants).set({ siteName: 'Changed' }).where(eq(tenants.id, site.tenant.id))
    clock += 1_000
    await cache.site('localhost')
    await settle()
    const fresh = await cache.site('localhost')
    if (!fresh) throw new Error('still a tenant')
    expect(fresh.tenant.siteName).toBe('Changed')
    expect(await cache.memo(fresh, 'answer', load)).toBe(2)
  })

  it('remembers an unknown domain for one interval only', async () => {
    const cache = new SiteCache(database.db, { checkIntervalMs: 1_000, clock: () => clock })
    expect(await cache.site('late.localhost')).toBeUndefined()
    const [casino2] = await database.db.select().from(tenants).where(eq(tenants.code, 'casino2'))
    await database.db.insert(tenantDomains).values({ domain: 'late.localhost', tenantId: casino2?.id ?? 0 })
    expect(await cache.site('late.localhost')).toBeUndefined()
    clock += 1_000
    expect((await cache.site('late.localhost'))?.tenant.code).toBe('casino2')
  })

  it('recomputes a `recent` answer once it is older than its time to live', async () => {
    const cache = new SiteCache(database.db, { checkIntervalMs: 60_000, clock: () => clock })
    const site = await cache.site('localhost')
    if (!site) throw new Error('localhost is a demo tenant')
    let loads = 0
    const load = async () => ++loads
    expect(await cache.recent(site, 'board', 30_000, load)).toBe(1)
    clock += 29_000
    expect(await cache.recent(site, 'board', 30_000, load)).toBe(1)
    clock += 1_000
    expect(await cache.recent(site, 'board', 30_000, load)).toBe(2)
  })

  it('shares a tenant memo between the domains of a tenant, computed once per tenant version', async () => {
    const cache = new SiteCache(database.db, { checkIntervalMs: 0 })
    const site = async (domain: string) => {
      const entry = await cache.site(domain)
      if (!entry) throw new Error(`${domain} is a demo tenant`)
      return entry
    }
    let loads = 0
    const load = async () => ++loads
    const localhost = await site('localhost')
    expect(await cache.tenantMemo(localhost, 'index', load)).toBe(1)
    expect(await cache.tenantMemo(await site('casino1.localhost'), 'index', load)).toBe(1)
    expect(await cache.tenantMemo(await site('aff.casino1.localhost'), 'index', load)).toBe(1)
    expect(await cache.tenantMemo(await site('slot2.localhost'), 'index', load)).toBe(2)

    await database.db
      .update(tenants)
      .set({ siteName: 'Changed again' })
      .where(eq(tenants.id, localhost.tenant.id))
    const fresh = await site('casino1.localhost')
    expect(fresh.tenant.version).toBeGreaterThan(localhost.tenant.version)
    expect(await cache.tenantMemo(fresh, 'index', load)).toBe(3)
    expect(await cache.tenantMemo(await site('localhost'), 'index', load)).toBe(3)
    // An entry of the older version, still held by a request, keeps its own copy and leaves the shared one.
    expect(await cache.tenantMemo(localhost, 'index', load)).toBe(4)
    expect(await cache.tenantMemo(fresh, 'index', load)).toBe(3)
    expect(await cache.tenantMemo(await site('slot2.localhost'), 'index', load)).toBe(2)
  })
})
