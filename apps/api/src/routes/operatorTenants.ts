import { operatorMessages } from '@lobbykit/contract/operator'
import { templateRegistry } from '@lobbykit/contract/registry'
import { diffConfigs } from '@lobbykit/contract/tenantConfig'
import { asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { tenantDomains, tenants } from '../db/schema'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'
import { appendAudit } from '../operators/audit'
import { defineOperatorCall } from '../operators/operatorCall'
import { createTenant, replaceDomains } from '../tenants/create'
import { previewTtlMs, signGalleryLabel, signPreview } from '../tenants/preview'
import {
  configOfVersion,
  copyForRollback,
  lockTenant,
  publish,
  saveDraft,
  versionOf,
  versionsOf,
  versionView,
} from '../tenants/versions'

/** docs/operators.md#tenant-versions: the tenants, their versions, drafts, publishing and rolling back. */
export function registerOperatorTenants(app: Hono, ctx: ApiContext) {
  /** Runs `work` in a transaction with the tenant of `code` locked. */
  const withTenant = <T>(
    code: string,
    work: (tx: Db, tenant: Awaited<ReturnType<typeof lockTenant>>) => Promise<T>,
  ) =>
    ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      return work(tx, await lockTenant(tx, code))
    })

  /** How the calls list a tenant: its domains and its live and newest versions. */
  const summaryOf = async (db: Db, tenant: typeof tenants.$inferSelect) => {
    const versions = await versionsOf(db, tenant.id, ctx.now())
    const domains = await db
      .select({ domain: tenantDomains.domain })
      .from(tenantDomains)
      .where(eq(tenantDomains.tenantId, tenant.id))
      .orderBy(asc(tenantDomains.domain))
    return {
      tenant_id: tenant.id,
      tenant_code: tenant.code,
      site_name: tenant.siteName,
      currency: tenant.currency,
      domains: domains.map((row) => row.domain),
      published: versions.find((row) => row.state === 'published')?.version ?? 0,
      latest: versions[0]?.version ?? 0,
    }
  }

  defineOperatorCall(app, ctx, 'tenantList', async (c) => {
    const rows = await ctx.db.select().from(tenants).orderBy(asc(tenants.code))
    const list = []
    for (const tenant of rows) list.push(await summaryOf(ctx.db, tenant))
    return ok(c, { tenants: list })
  })

  defineOperatorCall(app, ctx, 'tenantCreate', async (c, body, who) => {
    const now = ctx.now()
    const made = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const { tenant, version } = await createTenant(tx, body, who.operator.email, now)
      await appendAudit(tx, {
        operator: who.operator.email,
        action: 'tenants.create',
        target: `tenant:${tenant.code}`,
        before: null,
        after: { ...body, version: version.version },
        at: now,
      })
      return { tenant: await summaryOf(tx, tenant), version: versionView(version) }
    })
    return ok(c, made)
  })

  defineOperatorCall(app, ctx, 'tenantDomains', async (c, body, who) => {
    const now = ctx.now()
    const tenant = await withTenant(body.tenant_code, async (tx, locked) => {
      const before = await summaryOf(tx, locked)
      await replaceDomains(tx, locked.id, body.domains)
      await appendAudit(tx, {
        operator: who.operator.email,
        action: 'tenants.create',
        target: `tenant:${locked.code}`,
        before: { domains: before.domains },
        after: { domains: body.domains },
        at: now,
      })
      return summaryOf(tx, locked)
    })
    return ok(c, { tenant })
  })

  defineOperatorCall(app, ctx, 'tenantVersions', async (c, body) => {
    const versions = await withTenant(body.tenant_code, (tx, tenant) => versionsOf(tx, tenant.id, ctx.now()))
    return ok(c, { versions: versions.map(versionView) })
  })

  defineOperatorCall(app, ctx, 'tenantConfig', async (c, body) => {
    const { row, currency } = await withTenant(body.tenant_code, async (tx, tenant) => ({
      row: await versionOf(tx, tenant.id, body.version, ctx.now()),
      currency: tenant.currency,
    }))
    return ok(c, { version: versionView(row), config: configOfVersion(row), currency })
  })

  defineOperatorCall(app, ctx, 'tenantDiff', async (c, body) => {
    const changes = await withTenant(body.tenant_code, async (tx, tenant) => {
      const from = await versionOf(tx, tenant.id, body.from, ctx.now())
      const to = await versionOf(tx, tenant.id, body.to, ctx.now())
      return diffConfigs(configOfVersion(from), configOfVersion(to))
    })
    return ok(c, { changes })
  })

  defineOperatorCall(app, ctx, 'tenantPreview', async (c, body, who) => {
    const now = ctx.now()
    const { tenant, row, domain } = await withTenant(body.tenant_code, async (tx, locked) => {
      const version = await versionOf(tx, locked.id, body.version, now)
      // The tenant's own address rather than an affiliate's.
      const { domains } = await summaryOf(tx, locked)
      const own = domains.find((domain) => !locked.affiliateDomains.includes(domain)) ?? domains[0]
      return { tenant: locked, row: version, domain: own }
    })
    if (!domain) throw new Refusal(409, `${tenant.code} has no domain to preview on`)
    const expiresAt = now.getTime() + previewTtlMs
    const token = await signPreview(ctx.db, { tenantId: tenant.id, version: row.version, expiresAt })
    await appendAudit(ctx.db, {
      operator: who.operator.email,
      action: 'tenants.preview',
      target: `tenant:${tenant.code}`,
      before: null,
      after: { version: row.version, expires_at: new Date(expiresAt).toISOString() },
      at: now,
    })
    // The same scheme and port as the console's own address: one deployment serves both.
    const here = new URL(c.req.url)
    const url = `${here.protocol}//${domain}${here.port ? `:${here.port}` : ''}/api/preview/open?token=${encodeURIComponent(token)}`
    return ok(c, { url, expires_at: new Date(expiresAt).toISOString() })
  })

  // docs/operators.md#gallery: the version in every look of the registry, each on its own signed host.
  defineOperatorCall(app, ctx, 'tenantGallery', async (c, body, who) => {
    const now = ctx.now()
    const { tenant, row } = await withTenant(body.tenant_code, async (tx, locked) => ({
      tenant: locked,
      row: await versionOf(tx, locked.id, body.version, now),
    }))
    // Whole seconds: a label keeps its end in seconds.
    const expiresAt = Math.floor((now.getTime() + previewTtlMs) / 1000) * 1000
    const here = new URL(c.req.url)
    const port = here.port ? `:${here.port}` : ''
    const frames = []
    for (const template of templateRegistry) {
      for (const colour of template.colours) {
        const look = { theme_code: template.code, theme_color: colour }
        const label = await signGalleryLabel(ctx.db, {
          tenantId: tenant.id,
          version: row.version,
          expiresAt,
          look,
        })
        // The same scheme and port as the console's own address: one deployment serves both.
        frames.push({ ...look, url: `${here.protocol}//${label}.${ctx.previewHost}${port}/` })
      }
    }
    const expires = new Date(expiresAt).toISOString()
    await appendAudit(ctx.db, {
      operator: who.operator.email,
      action: 'tenants.gallery',
      target: `tenant:${tenant.code}`,
      before: null,
      after: { version: row.version, expires_at: expires },
      at: now,
    })
    return ok(c, { frames, expires_at: expires })
  })

  defineOperatorCall(app, ctx, 'tenantSave', async (c, body, who) => {
    const now = ctx.now()
    const saved = await withTenant(body.tenant_code, async (tx, tenant) => {
      const base = await versionOf(tx, tenant.id, body.based_on, now)
      const { analytics: before } = configOfVersion(base)
      if (who.operator.role !== 'owner' && diffConfigs(before, body.config.analytics).length > 0)
        throw new Refusal(403, operatorMessages.analyticsOwnerOnly)
      const { saved: row } = await saveDraft(tx, tenant.id, {
        basedOn: body.based_on,
        config: body.config,
        by: who.operator.email,
        now,
      })
      await appendAudit(tx, {
        operator: who.operator.email,
        action: 'tenants.edit',
        target: `tenant:${tenant.code}`,
        before: { version: base.version },
        after: {
          version: row.version,
          changed: diffConfigs(base.config, row.config).map((change) => change.path),
        },
        at: now,
      })
      return row
    })
    return ok(c, { version: versionView(saved) })
  })

  /** Publishes `version` of the tenant (a copy of it first, when rolling back) and audits it. */
  const publishCall = (rollback: boolean) =>
    (async (c, body, who) => {
      const now = ctx.now()
      const published = await withTenant(body.tenant_code, async (tx, tenant) => {
        let row = await versionOf(tx, tenant.id, body.version, now)
        if (!rollback && row.state !== 'draft')
          throw new Refusal(409, `Version ${row.version} is ${row.state}: roll back to make it live again`)
        if (rollback && row.state === 'published')
          throw new Refusal(409, `Version ${row.version} is already live`)
        if (rollback) row = await copyForRollback(tx, tenant.id, row, who.operator.email, now)
        const before = await publish(tx, tenant.id, row, now)
        await appendAudit(tx, {
          operator: who.operator.email,
          action: rollback ? 'tenants.rollback' : 'tenants.publish',
          target: `tenant:${tenant.code}`,
          before: { published: before?.version ?? null },
          after: { published: row.version, ...(rollback ? { copy_of: body.version } : {}) },
          at: now,
        })
        return versionOf(tx, tenant.id, row.version, now)
      })
      return ok(c, { version: versionView(published) })
    }) satisfies Parameters<typeof defineOperatorCall<'tenantPublish'>>[3]

  defineOperatorCall(app, ctx, 'tenantPublish', publishCall(false))
  defineOperatorCall(app, ctx, 'tenantRollback', publishCall(true))
}
