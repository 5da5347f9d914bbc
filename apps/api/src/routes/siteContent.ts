import { apiMessages, type Top10Entry } from '@lobbykit/contract'
import { and, asc, countDistinct, desc, eq, gt, count as rowCount, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import {
  adVisits,
  banners,
  games,
  ledgerEntries,
  partners,
  players,
  promotions,
  socialAccounts,
  walletTransactions,
} from '../db/schema'
import { defineCall } from '../http/call'
import { clientAddress } from '../http/clientAddress'
import { Refusal } from '../http/refusal'
import { ok, okJson } from '../http/respond'
import { hitRateLimits } from '../security/rateLimit'
import { analyticsOf, loadCms, seoOf } from '../tenants/content'
import { previewCms } from '../tenants/preview'
import { requireSite } from '../tenants/site'

/** `demo` -> `de**o`: boards show who won without giving away account ids. */
export function maskAccountId(accountId: string): string {
  if (accountId.length <= 3) return `${accountId.slice(0, 1)}**`
  return `${accountId.slice(0, 2)}**${accountId.slice(-1)}`
}

const answer = (fields: object) => JSON.stringify({ statusCode: 1, message: 'OK', ...fields })

const day = 86_400_000

async function loadTop10(db: Db, tenantId: number, now: Date) {
  const entry = {
    account_id: players.accountId,
    amount: ledgerEntries.amount,
    game_name: games.name,
    created_at: ledgerEntries.createdAt,
  }
  const board = (kind: 'withdrawal' | 'win', since: Date) =>
    db
      .select(entry)
      .from(ledgerEntries)
      .innerJoin(players, eq(ledgerEntries.playerId, players.id))
      .leftJoin(games, eq(ledgerEntries.gameId, games.id))
      .where(
        and(
          eq(ledgerEntries.tenantId, tenantId),
          eq(ledgerEntries.kind, kind),
          gt(ledgerEntries.createdAt, since),
          // A cashier withdrawal counts once paid out, not while held or after it came back.
          kind === 'withdrawal'
            ? sql`(${ledgerEntries.reference} not like 'wallet_tx:%' or exists (select 1 from ${walletTransactions} where ${walletTransactions.status} = 'approved' and ${ledgerEntries.reference} = 'wallet_tx:' || ${walletTransactions.id}))`
            : undefined,
        ),
      )
  const [withdrawals, wins, lastHour, registered, active, deposited] = await Promise.all([
    board('withdrawal', new Date(now.getTime() - 30 * day))
      .orderBy(asc(ledgerEntries.amount))
      .limit(10),
    board('win', new Date(now.getTime() - 30 * day))
      .orderBy(desc(ledgerEntries.amount))
      .limit(10),
    board('withdrawal', new Date(now.getTime() - 3_600_000))
      .orderBy(desc(ledgerEntries.createdAt))
      .limit(10),
    db.select({ n: rowCount() }).from(players).where(eq(players.tenantId, tenantId)),
    db
      .select({ n: rowCount() })
      .from(players)
      .where(and(eq(players.tenantId, tenantId), gt(players.lastLoginAt, new Date(now.getTime() - day)))),
    db
      .select({ n: countDistinct(ledgerEntries.playerId) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.kind, 'deposit'))),
  ])
  const line = (row: (typeof wins)[number]): Top10Entry => ({
    account_id: maskAccountId(row.account_id),
    amount: Math.abs(row.amount),
    game_name: row.game_name ?? '',
    created_at: row.created_at.toISOString(),
  })
  return {
    withrawal: withdrawals.map(line),
    winner: wins.map(line),
    hour_withdrawal: lastHour.map(line),
    registered_player: registered[0]?.n ?? 0,
    active_player: active[0]?.n ?? 0,
    deposited_player: deposited[0]?.n ?? 0,
  }
}

/** An item shown from `startsAt` until `endsAt` (none: no end), kept as the JSON of its answer. */
export interface Scheduled {
  startsAt: number
  endsAt: number | null
  json: string
}

/** The answer of the items showing at `now` (starts_at <= now < ends_at), in their stored order. */
export function showingAnswer(items: readonly Scheduled[], now: Date): string {
  const at = now.getTime()
  const showing = items.filter((item) => item.startsAt <= at && (item.endsAt === null || at < item.endsAt))
  return `{"statusCode":1,"message":"OK","value":[${showing.map((item) => item.json).join(',')}]}`
}

/** Every banner of a tenant, in its order (docs/product.md#home). */
async function loadBanners(db: Db, tenantId: number): Promise<Scheduled[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.tenantId, tenantId))
    .orderBy(asc(banners.position), asc(banners.id))
  return rows.map((row) => ({
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    json: JSON.stringify({
      banner_id: row.id,
      en_kicker: row.enKicker,
      local_kicker: row.localKicker,
      en_title: row.enTitle,
      local_title: row.localTitle,
      en_subtitle: row.enSubtitle,
      local_subtitle: row.localSubtitle,
      en_cta: row.enCta,
      local_cta: row.localCta,
      image_url: row.imageUrl,
      href: row.href,
    }),
  }))
}

/** Every promotion of a tenant, in its order (docs/product.md#home). */
async function loadPromotions(db: Db, tenantId: number): Promise<Scheduled[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.tenantId, tenantId))
    .orderBy(asc(promotions.position), asc(promotions.id))
  return rows.map((row) => ({
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    json: JSON.stringify({
      promotion_id: row.id,
      en_title: row.enTitle,
      local_title: row.localTitle,
      en_summary: row.enSummary,
      local_summary: row.localSummary,
      en_body: row.enBody,
      local_body: row.localBody,
      en_cta: row.enCta,
      local_cta: row.localCta,
      image_url: row.imageUrl,
      href: row.href,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt?.toISOString() ?? null,
    }),
  }))
}

/** How long the top-10 boards are served from the cache. */
export const top10CacheMs = 30_000

export function registerSiteContent(app: Hono, ctx: ApiContext) {
  defineCall(app, 'socialAccount', async (c, body) => {
    const site = await requireSite(ctx, body)
    const json = await ctx.sites.memo(site, 'social', async () => {
      if (site.preview) return answer({ accountList: site.preview.config.social_accounts })
      const accountList = await ctx.db
        .select({
          platform: socialAccounts.platform,
          account_name: socialAccounts.accountName,
          url: socialAccounts.url,
        })
        .from(socialAccounts)
        .where(eq(socialAccounts.tenantId, site.tenant.id))
        .orderBy(asc(socialAccounts.position))
      return answer({ accountList })
    })
    return okJson(c, json)
  })

  defineCall(app, 'partners', async (c, body) => {
    const site = await requireSite(ctx, body)
    const json = await ctx.sites.memo(site, 'partners', async () => {
      if (site.preview) return answer({ partners: site.preview.config.partners })
      const list = await ctx.db
        .select({ href: partners.href, img_url: partners.imgUrl, partner_name: partners.partnerName })
        .from(partners)
        .where(eq(partners.tenantId, site.tenant.id))
        .orderBy(asc(partners.position))
      return answer({ partners: list })
    })
    return okJson(c, json)
  })

  // Kept per tenant version; which of them show is decided by the clock on every request.
  defineCall(app, 'banners', async (c, body) => {
    const site = await requireSite(ctx, body)
    const items = await ctx.sites.memo(site, 'banners', () => loadBanners(ctx.db, site.tenant.id))
    return okJson(c, showingAnswer(items, ctx.now()))
  })

  defineCall(app, 'promotions', async (c, body) => {
    const site = await requireSite(ctx, body)
    const items = await ctx.sites.memo(site, 'promotions', () => loadPromotions(ctx.db, site.tenant.id))
    return okJson(c, showingAnswer(items, ctx.now()))
  })

  defineCall(app, 'siteInfoDetail', async (c, body) => {
    const site = await requireSite(ctx, body)
    const json = await ctx.sites.memo(site, 'cms', async () =>
      answer({ cms: site.preview ? previewCms(site.preview.config) : await loadCms(ctx.db, site.tenant.id) }),
    )
    return okJson(c, json)
  })

  defineCall(app, 'getAnalytics', async (c, body) => {
    const site = await requireSite(ctx, body)
    const json = await ctx.sites.memo(site, 'analytics', async () =>
      answer({ value: await analyticsOf(ctx.db, site) }),
    )
    return okJson(c, json)
  })

  defineCall(app, 'seo', async (c, body) => {
    const site = await requireSite(ctx, body)
    const records = await ctx.sites.memo(site, 'seo', () => seoOf(ctx.db, site))
    return ok(c, { value: records.get(body.page_name) ?? null })
  })

  defineCall(app, 'top10WinnerWithdrawal', async (c, body) => {
    const site = await requireSite(ctx, body)
    const json = await ctx.sites.recent(site, 'top10', top10CacheMs, async () =>
      answer(await loadTop10(ctx.db, site.tenant.id, ctx.now())),
    )
    return okJson(c, json)
  })

  defineCall(app, 'adsVisit', async (c, body) => {
    const site = await requireSite(ctx, body)
    const address = clientAddress(c, ctx.trustProxy)
    // docs/architecture.md#sign-in-limits: a write anyone may make is limited per client address.
    const rule = ctx.rateRules.visitsPerAddress
    if (!(await hitRateLimits(ctx.db, [{ key: `visit:address:${address}`, rule }], ctx.now()))) {
      throw new Refusal(429, apiMessages.tooManyRequests)
    }
    const [visit] = await ctx.db
      .insert(adVisits)
      .values({
        tenantId: site.tenant.id,
        fbp: body.fbp,
        appsflyerId: body.appsflyer_id,
        clientAddress: address,
        createdAt: ctx.now(),
      })
      .returning({ id: adVisits.id })
    return ok(c, { visit_id: visit?.id ?? 0 })
  })
}
