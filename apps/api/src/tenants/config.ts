import { cmsPageKeys } from '@lobbykit/contract/calls/settings'
import {
  depositBonusSettingSchema,
  leaderboardEntrySchema,
  missionEntrySchema,
  type TenantConfig,
  vipLevelSettingSchema,
} from '@lobbykit/contract/tenantConfig'
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { sanitizeHtml } from '../content/sanitizeHtml'
import type { Db } from '../db/client'
import {
  analyticsScripts,
  bonusOffers,
  cmsPages,
  leaderboards,
  menuItems,
  missions,
  partners,
  playerBonuses,
  seoPages,
  socialAccounts,
  tenants,
  vipLevels,
} from '../db/schema'
import { loadSeo } from './content'

/**
 * A tenant's live settings as one document (docs/operators.md#tenant-versions), read from the tables the start-up
 * and site-content calls answer from. Menus are read flat, in their order.
 */
export async function readLiveConfig(db: Db, tenantId: number): Promise<TenantConfig> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId))
  if (!tenant) throw new Error(`no tenant ${tenantId}`)
  const byPosition = { menu: asc(menuItems.position), id: asc(menuItems.id) }
  const [
    menus,
    partnerRows,
    socialRows,
    cmsRows,
    seoRecords,
    analyticsRows,
    missionRows,
    boardRows,
    vipRows,
    offerRows,
  ] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.tenantId, tenantId))
      .orderBy(byPosition.menu, byPosition.id),
    db
      .select()
      .from(partners)
      .where(eq(partners.tenantId, tenantId))
      .orderBy(asc(partners.position), asc(partners.id)),
    db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.tenantId, tenantId))
      .orderBy(asc(socialAccounts.position), asc(socialAccounts.id)),
    db.select().from(cmsPages).where(eq(cmsPages.tenantId, tenantId)),
    loadSeo(db, tenantId),
    db
      .select()
      .from(analyticsScripts)
      .where(eq(analyticsScripts.tenantId, tenantId))
      .orderBy(asc(analyticsScripts.position), asc(analyticsScripts.id)),
    db
      .select()
      .from(missions)
      .where(eq(missions.tenantId, tenantId))
      .orderBy(asc(missions.position), asc(missions.id)),
    db
      .select()
      .from(leaderboards)
      .where(eq(leaderboards.tenantId, tenantId))
      .orderBy(asc(leaderboards.position), asc(leaderboards.id)),
    db.select().from(vipLevels).where(eq(vipLevels.tenantId, tenantId)).orderBy(asc(vipLevels.level)),
    db
      .select()
      .from(bonusOffers)
      .where(eq(bonusOffers.tenantId, tenantId))
      .orderBy(asc(bonusOffers.position), asc(bonusOffers.id)),
  ])
  const menuOf = (kind: string) =>
    menus
      .filter((row) => row.kind === kind)
      .map((row) => ({ name: row.name, category: row.category, slug: row.slug }))
  const cmsOf = (page: string) => {
    const row = cmsRows.find((entry) => entry.page === page)
    return { status: row?.status ?? false, en_body: row?.enBody ?? '', local_body: row?.localBody ?? '' }
  }
  return {
    site: {
      site_name: tenant.siteName,
      logo_text: tenant.logoText,
      language: tenant.language as TenantConfig['site']['language'],
      local_language: tenant.localLanguage as TenantConfig['site']['language'],
      theme_code: tenant.themeCode,
      theme_color: tenant.themeColor,
      brand_color: tenant.brandColor,
      logo1: tenant.logo1,
      logo2: tenant.logo2,
      logo3: tenant.logo3,
      manifest_icon: tenant.manifestIcon,
      android_sub: tenant.androidSub,
      ios_sub: tenant.iosSub,
      gamify_status: tenant.gamifyStatus,
      session_idle_minutes: tenant.sessionIdleMinutes,
    },
    maintenance: {
      start_date: tenant.maintenanceStart?.toISOString() ?? null,
      end_date: tenant.maintenanceEnd?.toISOString() ?? null,
    },
    live_chat: {
      status: tenant.liveChatStatus,
      chat_id: tenant.liveChatId,
      image_id: tenant.liveChatImageId,
    },
    affiliate_domains: tenant.affiliateDomains,
    partners: partnerRows.map((row) => ({
      partner_name: row.partnerName,
      href: row.href,
      img_url: row.imgUrl,
    })),
    social_accounts: socialRows.map((row) => ({
      platform: row.platform,
      account_name: row.accountName,
      url: row.url,
    })),
    menu: menuOf('menu'),
    game_menu: menuOf('game_menu'),
    cms: Object.fromEntries(cmsPageKeys.map((page) => [page, cmsOf(page)])) as TenantConfig['cms'],
    seo: [...seoRecords.values()].map(({ id: _id, ...entry }) => entry),
    analytics: analyticsRows.map((row) => ({ section: row.section as 'HEAD' | 'BODY', script: row.script })),
    referral: { percent: tenant.referralPercent, cap: tenant.referralCap },
    missions: missionRows.map((row) =>
      missionEntrySchema.parse({
        code: row.code,
        period: row.period,
        metric: row.metric,
        target: row.target,
        reward_kind: row.rewardKind,
        reward: row.reward,
        wagering_multiple: row.wageringMultiple,
      }),
    ),
    leaderboards: boardRows.map((row) =>
      leaderboardEntrySchema.parse({
        code: row.code,
        period: row.period,
        category: row.category,
        metric: row.metric,
        prizes: row.prizes.map(Number),
      }),
    ),
    vip_levels: vipRows.map((row) =>
      vipLevelSettingSchema.parse({
        level: row.level,
        name: row.name,
        min_deposit: row.minDeposit,
        min_turnover: row.minTurnover,
        level_up_reward: row.levelUpReward,
        benefits: row.benefits,
      }),
    ),
    deposit_bonuses: offerRows.map((row) =>
      depositBonusSettingSchema.parse({
        code: row.code,
        title: row.title,
        terms: row.terms,
        local_title: row.localTitle,
        local_terms: row.localTerms,
        image_url: row.imageUrl,
        percent: row.percent,
        max_bonus: row.maxBonus,
        min_deposit: row.minDeposit,
        wagering_multiple: row.wageringMultiple,
        categories: row.categories,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt?.toISOString() ?? null,
      }),
    ),
  }
}

/** The document with its CMS bodies sanitised (docs/product.md#cms-sanitising): what a version stores. */
export function sanitizeConfig(config: TenantConfig): TenantConfig {
  const cms = Object.fromEntries(
    Object.entries(config.cms).map(([page, entry]) => [
      page,
      { ...entry, en_body: sanitizeHtml(entry.en_body), local_body: sanitizeHtml(entry.local_body) },
    ]),
  ) as TenantConfig['cms']
  return { ...config, cms }
}

/** The tenant row's columns a document sets (the live row's on publishing, a preview's overlay). */
export function tenantColumnsOf(config: TenantConfig) {
  const { site, maintenance, live_chat: liveChat } = config
  return {
    siteName: site.site_name,
    logoText: site.logo_text,
    language: site.language,
    localLanguage: site.local_language,
    themeCode: site.theme_code,
    themeColor: site.theme_color,
    brandColor: site.brand_color,
    logo1: site.logo1,
    logo2: site.logo2,
    logo3: site.logo3,
    manifestIcon: site.manifest_icon,
    androidSub: site.android_sub,
    iosSub: site.ios_sub,
    gamifyStatus: site.gamify_status,
    sessionIdleMinutes: site.session_idle_minutes,
    maintenanceStart: maintenance.start_date ? new Date(maintenance.start_date) : null,
    maintenanceEnd: maintenance.end_date ? new Date(maintenance.end_date) : null,
    liveChatStatus: liveChat.status,
    liveChatId: liveChat.chat_id,
    liveChatImageId: liveChat.image_id,
    affiliateDomains: config.affiliate_domains,
    referralPercent: config.referral.percent,
    referralCap: config.referral.cap,
  } satisfies Partial<typeof tenants.$inferInsert>
}

/**
 * Writes a document into the live tables, in the caller's transaction: the tenant's row, then its menus,
 * partners, social accounts, CMS pages, SEO records, analytics scripts, missions, leaderboards and VIP levels replaced. The tables' triggers bump the
 * tenant's version, so every instance's cache drops it within its check interval (a second).
 */
export async function applyConfig(tx: Db, tenantId: number, config: TenantConfig): Promise<void> {
  await tx
    .update(tenants)
    .set({ ...tenantColumnsOf(config), updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
  const ofTenant = <T extends { tenantId: unknown }>(table: T) => eq(table.tenantId as never, tenantId)
  await tx.delete(menuItems).where(and(ofTenant(menuItems), inArray(menuItems.kind, ['menu', 'game_menu'])))
  const menuRows = (['menu', 'game_menu'] as const).flatMap((kind) =>
    config[kind].map((entry, position) => ({ tenantId, kind, parentId: null, ...entry, position })),
  )
  if (menuRows.length > 0) await tx.insert(menuItems).values(menuRows)
  await tx.delete(partners).where(ofTenant(partners))
  if (config.partners.length > 0)
    await tx.insert(partners).values(
      config.partners.map((entry, position) => ({
        tenantId,
        partnerName: entry.partner_name,
        href: entry.href,
        imgUrl: entry.img_url,
        position,
      })),
    )
  await tx.delete(socialAccounts).where(ofTenant(socialAccounts))
  if (config.social_accounts.length > 0)
    await tx.insert(socialAccounts).values(
      config.social_accounts.map((entry, position) => ({
        tenantId,
        platform: entry.platform,
        accountName: entry.account_name,
        url: entry.url,
        position,
      })),
    )
  await tx.delete(cmsPages).where(ofTenant(cmsPages))
  await tx.insert(cmsPages).values(
    cmsPageKeys.map((page) => ({
      tenantId,
      page,
      status: config.cms[page].status,
      enBody: sanitizeHtml(config.cms[page].en_body),
      localBody: sanitizeHtml(config.cms[page].local_body),
    })),
  )
  await tx.delete(seoPages).where(ofTenant(seoPages))
  if (config.seo.length > 0)
    await tx.insert(seoPages).values(
      config.seo.map((entry) => ({
        tenantId,
        pageName: entry.page_name,
        enItemName: entry.en_item_name,
        enBody: entry.en_body,
        localItemName: entry.local_item_name,
        localBody: entry.local_body,
        metaTitle: entry.meta_title,
        metaDesc: entry.meta_desc,
        metaKeywords: entry.meta_keywords,
        metaUrl: entry.meta_url,
        metaCanonical: entry.meta_canonical,
        metaAuthor: entry.meta_author,
        metaPublisher: entry.meta_publisher,
        metaLang: entry.meta_lang,
        metaImageUrl: entry.meta_image_url,
      })),
    )
  await tx.delete(analyticsScripts).where(ofTenant(analyticsScripts))
  if (config.analytics.length > 0)
    await tx.insert(analyticsScripts).values(
      config.analytics.map((entry, position) => ({
        tenantId,
        section: entry.section,
        script: entry.script,
        position,
      })),
    )
  // A mission's claims name its code, not its row: replacing the rows keeps what players claimed.
  await tx.delete(missions).where(ofTenant(missions))
  if (config.missions.length > 0)
    await tx.insert(missions).values(
      config.missions.map((entry, position) => ({
        tenantId,
        code: entry.code,
        period: entry.period,
        metric: entry.metric,
        target: entry.target,
        rewardKind: entry.reward_kind,
        reward: entry.reward,
        wageringMultiple: entry.wagering_multiple,
        position,
      })),
    )
  // docs/product.md#leaderboards: a board keeps its row (and when it began counting) while its period, category and
  // metric stay; a changed one counts anew from now, so it never pays a period it did not run in as it is.
  const boardCodes = config.leaderboards.map((entry) => entry.code)
  await tx
    .delete(leaderboards)
    .where(
      and(
        ofTenant(leaderboards),
        boardCodes.length > 0 ? notInArray(leaderboards.code, boardCodes) : undefined,
      ),
    )
  if (config.leaderboards.length > 0)
    await tx
      .insert(leaderboards)
      .values(
        config.leaderboards.map((entry, position) => ({
          tenantId,
          code: entry.code,
          period: entry.period,
          category: entry.category,
          metric: entry.metric,
          prizes: entry.prizes,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [leaderboards.tenantId, leaderboards.code],
        set: {
          period: sql`excluded.period`,
          category: sql`excluded.category`,
          metric: sql`excluded.metric`,
          prizes: sql`excluded.prizes`,
          position: sql`excluded.position`,
          activeSince: sql`case when ${leaderboards.period} = excluded.period and ${leaderboards.category} = excluded.category and ${leaderboards.metric} = excluded.metric then ${leaderboards.activeSince} else excluded.active_since end`,
        },
      })
  // docs/product.md#vip-rewards: the table is replaced whole; a reward paid stays paid (vip_rewards names the level's
  // number, not its row), and a level whose reward changes pays the new amount to whoever claims it next.
  await tx.delete(vipLevels).where(eq(vipLevels.tenantId, tenantId))
  if (config.vip_levels.length > 0)
    await tx.insert(vipLevels).values(
      config.vip_levels.map((entry) => ({
        tenantId,
        level: entry.level,
        name: entry.name,
        minDeposit: entry.min_deposit,
        minTurnover: entry.min_turnover,
        levelUpReward: entry.level_up_reward,
        benefits: entry.benefits,
      })),
    )
  if (config.deposit_bonuses) await applyDepositBonuses(tx, tenantId, config.deposit_bonuses)
}

/**
 * docs/product.md#deposit-bonus: the offers by code, updated in place (a credited bonus keeps the terms copied at its
 * opt-in; an opt-in still waiting for its deposit follows its offer's end). An offer left out of the document is
 * deleted, or, when players hold bonuses of it, ended now and kept.
 */
async function applyDepositBonuses(
  tx: Db,
  tenantId: number,
  offers: NonNullable<TenantConfig['deposit_bonuses']>,
): Promise<void> {
  const codes = offers.map((offer) => offer.code)
  const gone = await tx
    .select({ id: bonusOffers.id, startsAt: bonusOffers.startsAt, endsAt: bonusOffers.endsAt })
    .from(bonusOffers)
    .where(
      and(
        eq(bonusOffers.tenantId, tenantId),
        codes.length > 0 ? notInArray(bonusOffers.code, codes) : undefined,
      ),
    )
  const now = new Date()
  for (const offer of gone) {
    const [held] = await tx
      .select({ id: playerBonuses.id })
      .from(playerBonuses)
      .where(eq(playerBonuses.offerId, offer.id))
      .limit(1)
    if (!held) await tx.delete(bonusOffers).where(eq(bonusOffers.id, offer.id))
    else if ((offer.endsAt === null || offer.endsAt > now) && offer.startsAt < now)
      await tx.update(bonusOffers).set({ endsAt: now }).where(eq(bonusOffers.id, offer.id))
  }
  for (const [position, offer] of offers.entries()) {
    const changes = {
      title: offer.title,
      terms: offer.terms,
      localTitle: offer.local_title,
      localTerms: offer.local_terms,
      imageUrl: offer.image_url,
      percent: offer.percent,
      maxBonus: offer.max_bonus,
      minDeposit: offer.min_deposit,
      wageringMultiple: offer.wagering_multiple,
      categories: offer.categories,
      position,
      startsAt: new Date(offer.starts_at),
      endsAt: offer.ends_at === null ? null : new Date(offer.ends_at),
    }
    await tx
      .insert(bonusOffers)
      .values({ tenantId, code: offer.code, ...changes })
      .onConflictDoUpdate({ target: [bonusOffers.tenantId, bonusOffers.code], set: changes })
  }
  // An opt-in still waiting for its deposit follows its offer's end; a credited bonus keeps the terms it was given.
  await tx.execute(sql`
    update ${playerBonuses} set ends_at = ${bonusOffers.endsAt}
    from ${bonusOffers}
    where ${bonusOffers.id} = ${playerBonuses.offerId} and ${bonusOffers.tenantId} = ${tenantId}
      and ${playerBonuses.status} = 'opted_in'`)
}
