import { readFileSync } from 'node:fs'
import { apiCalls } from '@lobbykit/contract'
import { operatorCalls, operatorMessages } from '@lobbykit/contract/operator'
import { type TenantConfig, tenantConfigSchema } from '@lobbykit/contract/tenantConfig'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leaderboards, tenants, vipLevels } from '../db/schema'
import { demoOperatorPassword } from '../seed/operators'
import { signUp } from '../testing/players'
import { openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

type Role = 'owner' | 'onboarding'
const sessions = new Map<Role, { cookie: string; csrf: string }>()

async function as(role: Role) {
  const known = sessions.get(role)
  if (known) return known
  const response = await t.post(
    operatorCalls.operatorLogin.path,
    JSON.stringify({ email: `${role}@lobbykit.test`, password: demoOperatorPassword }),
  )
  const signed = {
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    csrf: ((await response.json()) as { csrf_token: string }).csrf_token,
  }
  sessions.set(role, signed)
  return signed
}

async function call(role: Role, name: keyof typeof operatorCalls, body: unknown) {
  const who = await as(role)
  const response = await t.post(operatorCalls[name].path, JSON.stringify(body), {
    cookie: who.cookie,
    'x-csrf-token': who.csrf,
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function configOf(code: string, version?: number) {
  const { json } = await call('onboarding', 'tenantConfig', {
    tenant_code: code,
    ...(version ? { version } : {}),
  })
  return operatorCalls.tenantConfig.response.parse(json)
}

const siteNameOn = async (domain: string) =>
  ((await t.call('startup', { domain_name: domain })).json.site as { site_name: string }).site_name

describe('tenant versions (docs/operators.md#tenant-versions)', () => {
  it('saves an edit as a draft players do not see, publishes it, and rolls it back', async () => {
    const first = await configOf('slot4')
    expect(first.version).toMatchObject({ version: 1, state: 'published', created_by: 'live settings' })
    const liveName = first.config.site.site_name
    expect(await siteNameOn('slot4.localhost')).toBe(liveName)

    const edited: TenantConfig = {
      ...first.config,
      site: { ...first.config.site, site_name: 'Reel Palace' },
      cms: { ...first.config.cms, about_us: { ...first.config.cms.about_us, en_body: '<p>New about</p>' } },
    }
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'slot4',
      based_on: 1,
      config: edited,
    })
    expect(saved.status, String(saved.json.message)).toBe(200)
    expect(saved.json.version).toMatchObject({ version: 2, state: 'draft', based_on: 1 })
    expect(await siteNameOn('slot4.localhost')).toBe(liveName)

    const diff = await call('onboarding', 'tenantDiff', { tenant_code: 'slot4', from: 1, to: 2 })
    expect((diff.json.changes as { path: string }[]).map((change) => change.path)).toEqual([
      'site.site_name',
      'cms.about_us.en_body',
    ])

    expect((await call('onboarding', 'tenantPublish', { tenant_code: 'slot4', version: 2 })).status).toBe(200)
    expect(await siteNameOn('slot4.localhost')).toBe('Reel Palace')
    const about = await t.call('siteInfoDetail', { domain_name: 'slot4.localhost', external_id: 'ext-slot4' })
    expect(JSON.stringify(about.json)).toContain('New about')
    const again = await call('onboarding', 'tenantPublish', { tenant_code: 'slot4', version: 2 })
    expect(again.status).toBe(409)

    const rolledBack = await call('onboarding', 'tenantRollback', { tenant_code: 'slot4', version: 1 })
    expect(rolledBack.json.version).toMatchObject({ version: 3, state: 'published', based_on: 1 })
    expect(await siteNameOn('slot4.localhost')).toBe(liveName)
    const versions = await call('onboarding', 'tenantVersions', { tenant_code: 'slot4' })
    expect(
      (versions.json.versions as { version: number; state: string }[]).map((v) => [v.version, v.state]),
    ).toEqual([
      [3, 'published'],
      [2, 'superseded'],
      [1, 'superseded'],
    ])
    const owner = await call('owner', 'auditLog', { limit: 10 })
    const actions = (owner.json.entries as { action: string; target: string }[])
      .filter((entry) => entry.target === 'tenant:slot4')
      .map((entry) => entry.action)
    expect(actions).toEqual(['tenants.rollback', 'tenants.publish', 'tenants.edit'])
  })

  it('refuses an edit started from an older version, so a second editor loses nothing', async () => {
    const { config } = await configOf('slot5')
    const first = await call('onboarding', 'tenantSave', { tenant_code: 'slot5', based_on: 1, config })
    expect(first.status).toBe(200)
    const stale = await call('onboarding', 'tenantSave', { tenant_code: 'slot5', based_on: 1, config })
    expect(stale.status).toBe(409)
    expect(stale.json.message).toBe(operatorMessages.staleDraft)
  })

  it("saves a whole document with long pages, far past a call's usual 16 KB, and refuses one past 4 MB", async () => {
    const { config, version } = await configOf('slot7')
    const long = `<p>${'Responsible play matters. '.repeat(3_000)}</p>`
    const cms = Object.fromEntries(
      Object.entries(config.cms).map(([key, page]) => [key, { ...page, en_body: long, local_body: long }]),
    ) as TenantConfig['cms']
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'slot7',
      based_on: version.version,
      config: { ...config, cms },
    })
    expect(saved.status, String(saved.json.message)).toBe(200)
    const huge = await call('onboarding', 'tenantSave', {
      tenant_code: 'slot7',
      based_on: version.version,
      config: { ...config, padding: 'x'.repeat(4 * 1024 * 1024) },
    })
    expect(huge.status).toBe(413)
  })

  it('names the field of every refused setting', async () => {
    const { config, version } = await configOf('slot6')
    const refusal = async (change: Partial<TenantConfig>) => {
      const { status, json } = await call('onboarding', 'tenantSave', {
        tenant_code: 'slot6',
        based_on: version.version,
        config: { ...config, ...change },
      })
      return `${status} ${String(json.message)}`
    }
    expect(await refusal({ site: { ...config.site, theme_color: 'hot-pink' } })).toBe(
      '400 config.site.theme_color: Invalid theme color',
    )
    expect(await refusal({ site: { ...config.site, theme_code: 'casino99' } })).toBe(
      '400 config.site.theme_code: Invalid theme code',
    )
    expect(
      await refusal({ partners: [{ partner_name: 'X', href: 'javascript:alert(1)', img_url: '' }] }),
    ).toBe('400 config.partners.0.href: must be an http(s) address')
    expect(
      await refusal({
        maintenance: { start_date: '2026-12-02T00:00:00.000Z', end_date: '2026-12-01T00:00:00.000Z' },
      }),
    ).toMatch(/^400 config\.maintenance\.end_date:/)
    expect(await refusal({ affiliate_domains: ['not a domain'] })).toMatch(
      /^400 config\.affiliate_domains\.0:/,
    )
    const mission = {
      code: 'daily-play',
      period: 'daily',
      metric: 'rounds',
      target: 5,
      reward_kind: 'cash',
      reward: 100,
      wagering_multiple: 0,
    } as const
    expect(await refusal({ missions: [mission, { ...mission, target: 9 }] })).toBe(
      '400 config.missions: mission daily-play is there twice: each needs its own code',
    )
    expect(await refusal({ missions: [{ ...mission, metric: 'logins', target: 2 }] })).toBe(
      '400 config.missions.0.target: a daily mission can count at most 1 days of sign-in',
    )
    expect(await refusal({ missions: [{ ...mission, reward: 0 }] })).toMatch(
      /^400 config\.missions\.0\.reward:/,
    )
    expect(await refusal({ referral: { percent: 60, cap: 0 } })).toMatch(/^400 config\.referral\.percent:/)
    const board: TenantConfig['leaderboards'][number] = {
      code: 'daily-bets',
      period: 'daily',
      category: 'all',
      metric: 'turnover',
      prizes: [5_000, 1_000],
    }
    expect(await refusal({ leaderboards: [board, { ...board, metric: 'multiplier' }] })).toBe(
      '400 config.leaderboards: leaderboard daily-bets is there twice: each needs its own code',
    )
    expect(await refusal({ leaderboards: [{ ...board, prizes: [1_000, 5_000] }] })).toBe(
      '400 config.leaderboards.0.prizes.1: rank 2 cannot win more than rank 1',
    )
    expect(await refusal({ leaderboards: [{ ...board, prizes: [] }] })).toBe(
      '400 config.leaderboards.0.prizes: a board needs a prize for at least its first rank',
    )
    expect(await refusal({ leaderboards: [{ ...board, category: 'hot' as 'all' }] })).toMatch(
      /^400 config\.leaderboards\.0\.category:/,
    )
    const level: TenantConfig['vip_levels'][number] = {
      level: 1,
      name: 'Bronze',
      min_deposit: 0,
      min_turnover: 0,
      level_up_reward: 0,
      benefits: [],
    }
    const silver = { ...level, level: 2, name: 'Silver', min_deposit: 1_000, min_turnover: 5_000 }
    expect(await refusal({ vip_levels: [silver, level] })).toBe(
      '400 config.vip_levels.1.level: level 1 must come after level 2: levels go up, each once',
    )
    expect(
      await refusal({ vip_levels: [level, { ...silver, min_turnover: 0, min_deposit: 0, name: 'Bronze' }] }),
    ).toBe('400 config.vip_levels: VIP level name Bronze is there twice: each level needs its own name')
    expect(await refusal({ vip_levels: [{ ...level, level: 0 }] })).toBe(
      '400 config.vip_levels.0.level: a level number starts at 1',
    )
    expect(await refusal({ vip_levels: [{ ...level, level_up_reward: -1 }] })).toMatch(
      /^400 config\.vip_levels\.0\.level_up_reward:/,
    )
    expect(await refusal({ vip_levels: [{ ...level, benefits: Array(6).fill('Your badge') }] })).toBe(
      '400 config.vip_levels.0.benefits: a level lists at most 5 benefits',
    )
  })

  it('publishes the VIP levels with their rewards and benefits, which players then see', async () => {
    const { config, version } = await configOf('casino3')
    // The demo's levels, numbered from 1, with rewards above the first.
    expect(config.vip_levels.map((entry) => [entry.level, entry.name, entry.level_up_reward > 0])).toEqual([
      [1, 'Bronze', false],
      [2, 'Silver', true],
      [3, 'Gold', true],
      [4, 'Platinum', true],
      [5, 'Diamond', true],
    ])
    const edited: TenantConfig['vip_levels'] = [
      { level: 1, name: 'Member', min_deposit: 0, min_turnover: 0, level_up_reward: 0, benefits: [] },
      {
        level: 2,
        name: 'Regular',
        min_deposit: 10_000,
        min_turnover: 0,
        level_up_reward: 1_500,
        benefits: ['The Regular badge on your account'],
      },
    ]
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'casino3',
      based_on: version.version,
      config: { ...config, vip_levels: edited },
    })
    expect(saved.status, String(saved.json.message)).toBe(200)
    const draft = Number((saved.json.version as { version: number }).version)
    expect(
      (await call('onboarding', 'tenantPublish', { tenant_code: 'casino3', version: draft })).status,
    ).toBe(200)
    const rows = await t.database.db
      .select({ level: vipLevels.level, reward: vipLevels.levelUpReward, benefits: vipLevels.benefits })
      .from(vipLevels)
      .innerJoin(tenants, eq(tenants.id, vipLevels.tenantId))
      .where(eq(tenants.code, 'casino3'))
    expect(rows).toEqual([
      { level: 1, reward: 0, benefits: [] },
      { level: 2, reward: 1_500, benefits: ['The Regular badge on your account'] },
    ])
    const who = await signUp(t, { domain_name: 'casino3.localhost', external_id: 'ext-casino3' })
    const answer = apiCalls.vipLevels.response.parse((await t.call('vipLevels', who)).json)
    expect(answer.value.map((entry) => [entry.name, entry.level_up_reward, entry.benefits])).toEqual([
      ['Member', 0, []],
      ['Regular', 1_500, ['The Regular badge on your account']],
    ])
    expect((await configOf('casino3')).config.vip_levels).toEqual(edited)
  })

  it('publishes leaderboards; a board keeps the time it began counting while its period, category and metric stay', async () => {
    const { config, version } = await configOf('casino4')
    expect(config.leaderboards.map((board) => board.code)).toEqual([
      'daily-turnover',
      'weekly-slots-multiplier',
    ])
    const since = async () =>
      Object.fromEntries(
        (
          await t.database.db
            .select({ code: leaderboards.code, since: leaderboards.activeSince })
            .from(leaderboards)
            .innerJoin(tenants, eq(tenants.id, leaderboards.tenantId))
            .where(eq(tenants.code, 'casino4'))
        ).map((row) => [row.code, row.since.getTime()]),
      )
    const publishBoards = async (boards: TenantConfig['leaderboards'], basedOn: number) => {
      const saved = await call('onboarding', 'tenantSave', {
        tenant_code: 'casino4',
        based_on: basedOn,
        config: { ...config, leaderboards: boards },
      })
      expect(saved.status, String(saved.json.message)).toBe(200)
      const draft = Number((saved.json.version as { version: number }).version)
      const published = await call('onboarding', 'tenantPublish', { tenant_code: 'casino4', version: draft })
      expect(published.status).toBe(200)
      return draft
    }
    const before = await since()
    const [daily, weekly] = config.leaderboards
    const edited = [
      { code: 'weekly-fishing', period: 'weekly', category: 'fishing', metric: 'multiplier', prizes: [500] },
      { ...weekly!, metric: 'turnover' },
      { ...daily!, prizes: [100_000, 1] },
    ] as const satisfies TenantConfig['leaderboards']
    const draft = await publishBoards([...edited], version.version)
    const after = await since()
    expect(after['daily-turnover']).toBe(before['daily-turnover'])
    expect(after['weekly-slots-multiplier']).toBeGreaterThan(before['weekly-slots-multiplier'] ?? 0)
    expect(after['weekly-fishing']).toBeGreaterThan(0)
    const answer = await t.call('leaderboards', {
      domain_name: 'casino4.localhost',
      external_id: 'ext-casino4',
    })
    expect(
      apiCalls.leaderboards.response
        .parse(answer.json)
        .value.map((board) => [board.board_code, board.metric, board.prizes]),
    ).toEqual([
      ['weekly-fishing', 'multiplier', [500]],
      ['weekly-slots-multiplier', 'turnover', weekly?.prizes],
      ['daily-turnover', 'turnover', [100_000, 1]],
    ])
    await publishBoards([edited[0]], draft)
    expect(Object.keys(await since())).toEqual(['weekly-fishing'])
  })

  it('publishes the language of the local texts, which the start-up answer then carries, and names it when missing', async () => {
    // docs/product.md#local-texts: casino1 is an English site whose local texts are in Filipino.
    const { config, version } = await configOf('casino1')
    expect(config.site).toMatchObject({ language: 'EN', local_language: 'PHP' })
    const siteOn = async () => (await t.call('startup', { domain_name: 'casino1.localhost' })).json.site
    expect(await siteOn()).toMatchObject({ local_language: 'PHP' })
    const { local_language: _missing, ...withoutLocal } = config.site
    const refused = await call('onboarding', 'tenantSave', {
      tenant_code: 'casino1',
      based_on: version.version,
      config: { ...config, site: withoutLocal },
    })
    expect(refused.status).toBe(400)
    expect(String(refused.json.message)).toMatch(/^config\.site\.local_language:/)
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'casino1',
      based_on: version.version,
      config: { ...config, site: { ...config.site, local_language: 'VI' } },
    })
    expect(saved.status, String(saved.json.message)).toBe(200)
    const draft = Number((saved.json.version as { version: number }).version)
    expect(await siteOn()).toMatchObject({ local_language: 'PHP' })
    expect(
      (await call('onboarding', 'tenantPublish', { tenant_code: 'casino1', version: draft })).status,
    ).toBe(200)
    expect(await siteOn()).toMatchObject({ local_language: 'VI' })
    expect((await configOf('casino1')).config.site).toMatchObject({ language: 'EN', local_language: 'VI' })
  })

  it('gives every tenant and stored document from before the setting its own default language as local language', async () => {
    const { config } = await configOf('casino3')
    expect(config.site.language).not.toBe('EN')
    // As the database stood before migration 0021: no local language in the documents, the column's default.
    await t.database.db.execute(
      sql`update tenant_versions set config = config #- '{site,local_language}' where tenant_id = (select id from tenants where code = 'casino3')`,
    )
    await t.database.db.execute(sql`update tenants set local_language = 'EN' where code = 'casino3'`)
    const migration = readFileSync(new URL('../../drizzle/0021_local_language.sql', import.meta.url), 'utf8')
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'))
    expect(updates).toHaveLength(2)
    for (const statement of updates) await t.database.db.execute(sql.raw(statement))
    const migrated = await configOf('casino3')
    expect(migrated.config.site.local_language).toBe(config.site.language)
    const startup = await t.call('startup', { domain_name: 'casino3.localhost' })
    expect(startup.json.site).toMatchObject({ local_language: config.site.language })
  })

  it('publishes missions to the players, and reads an older document without missions or referral as none', async () => {
    const { config, version } = await configOf('casino2')
    expect(config.missions.map((mission) => mission.code)).toContain('daily-login')
    expect(config.referral.percent).toBe(10)
    const missions = [
      {
        code: 'weekend-spins',
        period: 'weekly',
        metric: 'rounds',
        target: 50,
        reward_kind: 'minigame_token',
        reward: 3,
      },
    ] as const
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'casino2',
      based_on: version.version,
      config: { ...config, missions },
    })
    expect(saved.status, String(saved.json.message)).toBe(200)
    const draft = Number((saved.json.version as { version: number }).version)
    expect(
      (await call('onboarding', 'tenantPublish', { tenant_code: 'casino2', version: draft })).status,
    ).toBe(200)
    const who = await signUp(t, { domain_name: 'casino2.localhost', external_id: 'ext-casino2' })
    const list = apiCalls.missions.response.parse((await t.call('missions', who)).json).value
    expect(list).toMatchObject([{ mission_code: 'weekend-spins', target: 50, progress: 0, reward: 3 }])
    const { missions: _gone, referral: _none, ...older } = config
    const old = await call('onboarding', 'tenantSave', {
      tenant_code: 'casino2',
      based_on: draft,
      config: older,
    })
    expect(old.status, String(old.json.message)).toBe(200)
    const read = await configOf('casino2', Number((old.json.version as { version: number }).version))
    expect(read.config.missions).toEqual([])
    expect(read.config.referral).toEqual({ percent: 0, cap: 0 })
    const { leaderboards: _boards, ...beforeBoards } = older
    expect(tenantConfigSchema.parse(beforeBoards).leaderboards).toEqual([])
  })

  it('stores CMS bodies sanitised, and lets only an owner change the analytics scripts', async () => {
    const { config, version } = await configOf('slot7')
    const withScript: TenantConfig = {
      ...config,
      cms: {
        ...config.cms,
        faqs: {
          ...config.cms.faqs,
          en_body: '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        },
      },
    }
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'slot7',
      based_on: version.version,
      config: withScript,
    })
    expect(saved.status).toBe(200)
    const stored = await configOf('slot7')
    expect(stored.config.cms.faqs.en_body).toBe('<p>Hi</p>')

    const analytics: TenantConfig['analytics'] = [{ section: 'HEAD', script: 'window.tracked = true' }]
    const byOnboarding = await call('onboarding', 'tenantSave', {
      tenant_code: 'slot7',
      based_on: stored.version.version,
      config: { ...stored.config, analytics },
    })
    expect(byOnboarding.status).toBe(403)
    expect(byOnboarding.json.message).toBe(operatorMessages.analyticsOwnerOnly)
    const byOwner = await call('owner', 'tenantSave', {
      tenant_code: 'slot7',
      based_on: stored.version.version,
      config: { ...stored.config, analytics },
    })
    expect(byOwner.status).toBe(200)
  })

  it('makes a tenant whose site opens on its domains at once, and refuses what clashes, naming the field', async () => {
    const theme = { theme_code: 'slot2', theme_color: 'neon-arcade' }
    const input = {
      tenant_code: 'newbrand',
      site_name: 'New Brand Spins',
      currency: 'php',
      language: 'VI',
      ...theme,
      domains: ['newbrand.localhost', 'WWW.newbrand.example'],
    }
    const made = await call('onboarding', 'tenantCreate', input)
    expect(made.status, String(made.json.message)).toBe(200)
    expect(made.json.tenant).toMatchObject({
      tenant_code: 'newbrand',
      currency: 'PHP',
      domains: ['newbrand.localhost', 'www.newbrand.example'],
      published: 1,
      latest: 1,
    })
    const startup = await t.call('startup', { domain_name: 'www.newbrand.example' })
    expect(startup.status).toBe(200)
    expect(startup.json).toMatchObject({
      language: 'VI',
      // docs/product.md#local-texts: written in its own language until its operators choose another.
      site: {
        site_name: 'New Brand Spins',
        currency: 'PHP',
        ...theme,
        external_id: 'ext-newbrand',
        local_language: 'VI',
      },
    })
    expect((startup.json.provider_count as unknown[]).length).toBeGreaterThan(0)

    const refusal = async (change: Record<string, unknown>) => {
      const { status, json } = await call('onboarding', 'tenantCreate', { ...input, ...change })
      return `${status} ${String(json.message)}`
    }
    expect(await refusal({})).toBe('409 tenant_code: newbrand is taken')
    expect(await refusal({ tenant_code: 'other', domains: ['fresh.example', 'slot2.localhost'] })).toBe(
      '409 domains.1: slot2.localhost already serves slot2',
    )
    expect(await refusal({ tenant_code: 'other', currency: 'XXX', domains: ['fresh.example'] })).toBe(
      '400 currency: must be a currency the platform knows',
    )
    expect(await refusal({ tenant_code: 'other', theme_color: 'hot-pink', domains: ['fresh.example'] })).toBe(
      '400 theme_color: Invalid theme color',
    )
    expect(await refusal({ tenant_code: 'Other Brand', domains: ['fresh.example'] })).toMatch(
      /^400 tenant_code:/,
    )

    const moved = await call('onboarding', 'tenantDomains', {
      tenant_code: 'newbrand',
      domains: ['newbrand2.localhost'],
    })
    expect(moved.status, String(moved.json.message)).toBe(200)
    expect((await t.call('startup', { domain_name: 'newbrand.localhost' })).status).toBe(404)
    expect((await t.call('startup', { domain_name: 'newbrand2.localhost' })).status).toBe(200)
  })

  it("opens a draft through a signed preview link in that browser only, until the link's end", async () => {
    const { config, version } = await configOf('slot8')
    const draft: TenantConfig = {
      ...config,
      site: { ...config.site, site_name: 'Preview Palace' },
      cms: {
        ...config.cms,
        about_us: { ...config.cms.about_us, status: true, en_body: '<p>Draft about</p>' },
      },
    }
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'slot8',
      based_on: version.version,
      config: draft,
    })
    const draftVersion = (saved.json.version as { version: number }).version
    const link = await call('onboarding', 'tenantPreview', { tenant_code: 'slot8', version: draftVersion })
    expect(link.status, String(link.json.message)).toBe(200)
    const url = String(link.json.url)
    expect(url).toMatch(/^http:\/\/slot8\.localhost\/api\/preview\/open\?token=/)

    const opened = await t.app.request(url)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/')
    const cookieHeader = opened.headers.get('set-cookie') ?? ''
    expect(cookieHeader).toContain('HttpOnly')
    const cookie = cookieHeader.split(';')[0] ?? ''
    const startupWith = async (headers: Record<string, string>, app = t) => {
      const response = await app.post(
        '/api/startup',
        JSON.stringify({ domain_name: 'slot8.localhost' }),
        headers,
      )
      return ((await response.json()) as { site: { site_name: string } }).site.site_name
    }
    expect(await startupWith({ cookie })).toBe('Preview Palace')
    const about = await t.post(
      '/api/settings/siteinfodetail',
      JSON.stringify({ domain_name: 'slot8.localhost', external_id: 'ext-slot8' }),
      { cookie },
    )
    expect(JSON.stringify(await about.json())).toContain('Draft about')
    // Another browser, and a player, see the published site.
    expect(await startupWith({})).toBe(config.site.site_name)
    // The preview is of slot8 only: on another tenant's domain the cookie changes nothing.
    const elsewhere = await t.post('/api/startup', JSON.stringify({ domain_name: 'slot2.localhost' }), {
      cookie,
    })
    expect(((await elsewhere.json()) as { site: { site_name: string } }).site.site_name).not.toBe(
      'Preview Palace',
    )

    const tampered = url.replace(
      /token=([^.]+)\.(.)/,
      (_m, payload: string, first: string) => `token=${payload}.${first === 'A' ? 'B' : 'A'}`,
    )
    expect((await t.app.request(tampered)).status).toBe(403)
    const later = t.sibling({ now: () => new Date(Date.now() + 2 * 3_600_000) })
    expect(await startupWith({ cookie }, later)).toBe(config.site.site_name)
    expect((await later.app.request(url)).status).toBe(403)
  })

  it('reaches every API instance within a second of publishing', async () => {
    // A second instance over the same database, checking tenant versions every second by its own clock.
    let clock = Date.now()
    const other = t.sibling({ cacheCheckIntervalMs: 1000, now: () => new Date(clock) })
    const nameThere = async () => {
      const response = await other.post('/api/startup', JSON.stringify({ domain_name: 'slot9.localhost' }))
      return ((await response.json()) as { site: { site_name: string } }).site.site_name
    }
    const before = await nameThere()
    const { config, version } = await configOf('slot9')
    const saved = await call('onboarding', 'tenantSave', {
      tenant_code: 'slot9',
      based_on: version.version,
      config: { ...config, site: { ...config.site, site_name: 'Published Everywhere' } },
    })
    const draft = (saved.json.version as { version: number }).version
    expect((await call('onboarding', 'tenantPublish', { tenant_code: 'slot9', version: draft })).status).toBe(
      200,
    )
    clock += 500
    expect(await nameThere()).toBe(before)
    clock += 500
    // The first request past the second starts the check (one small query), and the answers change with it: no
    // more time passes on this instance's clock.
    await expect.poll(nameThere, { timeout: 5_000, interval: 20 }).toBe('Published Everywhere')
  })
})
