import { startupResponseSchema } from '@lobbykit/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import type { Database } from '../db/client'
import { openTestDatabase } from '../testing/testDatabase'
import { isInMaintenance } from './startup'

let database: Database
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await openTestDatabase()
  app = createApp({ db: database.db })
})
afterAll(() => database.close())

const startup = (body: unknown) =>
  app.request('/api/startup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /api/startup', () => {
  it('answers the demo tenant on localhost from the database', async () => {
    const response = await startup({ domain_name: 'localhost' })
    expect(response.status).toBe(200)
    const body = startupResponseSchema.parse(await response.json())
    expect(body.statusCode).toBe(1)
    expect(body.site.site_name).toBe('Lucky Harbor Casino')
    expect(body.site.theme_code).toBe('casino1')
    expect(body.maintenance.is_maintenance).toBe(false)
    expect(body.content.game_menu.map((item) => item.slug)).toContain('livecasino')
  })

  it('answers each template code on <code>.localhost', async () => {
    const body = startupResponseSchema.parse(await (await startup({ domain_name: 'slot2.localhost' })).json())
    expect(body.site.theme_code).toBe('slot2')
  })

  it('reports the maintenance window of the maintenance tenant', async () => {
    const body = startupResponseSchema.parse(
      await (await startup({ domain_name: 'maintenance.localhost' })).json(),
    )
    expect(body.maintenance.is_maintenance).toBe(true)
    expect(Date.parse(body.maintenance.end_date ?? '')).toBeGreaterThan(Date.now())
  })

  it('refuses an unknown domain, a missing field and malformed JSON with 4xx and a message', async () => {
    const unknown = await startup({ domain_name: 'nobody.example' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ statusCode: 0, message: 'Unknown domain: nobody.example' })

    const missing = await startup({})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ statusCode: 0, message: 'domain_name is required' })

    const malformed = await startup('{"domain_name":')
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { message: string }).message).toBe('Request body must be valid JSON')
  })

  it('answers an unknown call with 404 and a GET on a call with 405', async () => {
    expect((await app.request('/api/nope', { method: 'POST' })).status).toBe(404)
    expect((await app.request('/api/startup')).status).toBe(405)
  })
})

describe('isInMaintenance', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  it('is on only inside the window', () => {
    const window = {
      maintenanceStart: new Date('2026-06-01T11:00:00Z'),
      maintenanceEnd: new Date('2026-06-01T13:00:00Z'),
    }
    expect(isInMaintenance(window, now)).toBe(true)
    expect(isInMaintenance(window, new Date('2026-06-01T13:00:00Z'))).toBe(false)
    expect(isInMaintenance(window, new Date('2026-06-01T10:59:59Z'))).toBe(false)
    expect(isInMaintenance({ maintenanceStart: null, maintenanceEnd: null }, now)).toBe(false)
  })
})
