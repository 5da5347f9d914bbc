import { gameCategories, templateByCode } from '@lobbykit/contract'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import {
  analyticsScripts,
  cmsPages,
  favourites,
  gameRounds,
  games,
  inboxItems,
  ledgerEntries,
  menuItems,
  partners,
  players,
  providers,
  recentGames,
  seoPages,
  socialAccounts,
  tenantDomains,
  tenantProviders,
  tenants,
  vipLevels,
  wallets,
} from '../db/schema'
import { roundReference } from '../games/gameWallet'
import { hashOf } from '../media/svg'
import { hashPassword, noPassword } from '../security/passwords'
import { seedDemoCashier } from './cashier'
import { demoGames, demoProviders } from './catalogue'
import { type DemoTenant, demoTenants } from './demoTenants'
import { newWalletSecret, seedDemoGames, turnoverPerTokenOf } from './games'
import { demoAmount } from './money'
import { demoAccount, demoInbox, type PlayerPlan, playersOf } from './players'
import {
  analyticsOf,
  cmsPagesOf,
  demoVipLevels,
  partnersOf,
  seoPagesOf,
  socialAccountsOf,
} from './siteContent'

const siteMenu = [
  { name: 'Home', category: 'home', slug: '' },
  { name: 'Promotions', category: 'promotions', slug: 'promotions' },
  { name: 'VIP', category: 'vip', slug: 'vip' },
  { name: 'News', category: 'news', slug: 'news' },
]

const hour = 3_600_000

/** Providers that only make sports, racing and sabong games: slot sites do without them. */
const sportsOnlyProviders = new Set(['FALCON', 'KESTREL', 'RAPIDS', 'ZENITH', 'PHOENIX'])

function providerCodesFor(demo: DemoTenant): string[] {
  const family = templateByCode(demo.themeCode)?.family ?? 'casino'
  const codes = demoProviders.map((provider) => provider.code)
  if (family === 'slot') return codes.filter((code) => !sportsOnlyProviders.has(code))
  if (family === 'sportsbook') {
    return [
      ...codes.filter((code) => sportsOnlyProviders.has(code)),
      ...codes.filter((code) => !sportsOnlyProviders.has(code)),
    ]
  }
  return codes
}

/**
 * The demo affiliate domain of a tenant (start-up's `aff_domain`): `aff.<code>.localhost`. Sign-ups from it
 * carry it as their `affiliate_code` (docs/product.md#sign-up).
 */
export function affiliateDomainOf(demo: DemoTenant): string {
  return `aff.${demo.code}.localhost`
}

function brandColorOf(demo: DemoTenant): string {
  return `hsl(${hashOf(demo.themeColor) % 360} 65% 42%)`
}

/** Inserts in slices, so a bulk insert stays under PostgreSQL's 65,535 parameters. */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 1_000) {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size))
  }
}

async function seedCatalogue(db: Db) {
  const providerRows = await db
    .insert(providers)
    .values(demoProviders.map(({ code, name }) => ({ code, name, walletSecret: newWalletSecret() })))
    .returning({ id: providers.id, code: providers.code })
  const providerIds = new Map(providerRows.map((row) => [row.code, row.id]))
  const catalogue = demoGames()
  const gameRows: { id: number; code: string }[] = []
  for (let start = 0; start < catalogue.length; start += 1_000) {
    const slice = catalogue.slice(start, start + 1_000).map(({ providerCode, ...game }) => ({
      ...game,
      providerId: providerIds.get(providerCode) ?? 0,
    }))
    gameRows.push(...(await db.insert(games).values(slice).returning({ id: games.id, code: games.code })))
  }
  return { providerIds, gameIds: new Map(gameRows.map((row) => [row.code, row.id])), catalogue }
}

/**
 * Seeds the demo tenants when the database has none; returns whether it did. A database seeded before the
 * cashier existed gets the demo tenants' cashier (methods, banks) added.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tenants)
  if ((existing?.n ?? 0) > 0) {
    await seedDemoCashier(db)
    await seedDemoGames(db)
    return false
  }
  const demoHashes = await Promise.all(demoTenants.map(() => hashPassword(demoAccount.password)))
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const { providerIds, gameIds, catalogue } = await seedCatalogue(tx)
    const tenantRows = await tx
      .insert(tenants)
      .values(
        demoTenants.map((demo) => ({
          code: demo.code,
          externalId: `ext-${demo.code}`,
          siteName: demo.siteName,
          currency: demo.currency,
          themeCode: demo.themeCode,
          themeColor: demo.themeColor,
          brandColor: brandColorOf(demo),
          logo1: `/api/media/logo/${demo.code}/1.svg`,
          logo2: `/api/media/logo/${demo.code}/2.svg`,
          logo3: `/api/media/logo/${demo.code}/3.svg`,
          manifestIcon: `/api/media/logo/${demo.code}/icon.svg`,
          logoText: demo.siteName,
          language: demo.language,
          gamifyStatus: demo.gamifyStatus,
          liveChatId: demo.liveChat.id,
          liveChatImageId: demo.liveChat.imageId,
          liveChatStatus: demo.liveChat.status,
          affiliateDomains: [affiliateDomainOf(demo)],
          minigameTurnoverPerToken: turnoverPerTokenOf(demo.currency),
          maintenanceStart: demo.maintenanceHours
            ? new Date(now.getTime() - demo.maintenanceHours.startsAgo * hour)
            : null,
          maintenanceEnd: demo.maintenanceHours
            ? new Date(now.getTime() + demo.maintenanceHours.lastsFor * hour)
            : null,
        })),
      )
      .returning({ id: tenants.id, code: tenants.code })
    const tenantIds = new Map(tenantRows.map((row) => [row.code, row.id]))
    const perTenant = demoTenants.map((demo, index) => ({
      demo,
      index,
      tenantId: tenantIds.get(demo.code) ?? 0,
    }))

    await insertAll(
      tx,
      tenantDomains,
      // A visitor an affiliate sends arrives on the affiliate's domain: it serves the same site.
      perTenant.flatMap(({ demo, tenantId }) =>
        [...demo.domains, affiliateDomainOf(demo)].map((domain) => ({ domain, tenantId })),
      ),
    )
    await insertAll(
      tx,
      menuItems,
      perTenant.flatMap(({ tenantId }) => [
        ...siteMenu.map((item, position) => ({ tenantId, kind: 'menu', position, ...item })),
        ...gameCategories.map((category, position) => ({
          tenantId,
          kind: 'game_menu',
          position,
          name: category.key,
          category: category.key,
          slug: category.slug,
        })),
      ]),
    )
    await insertAll(
      tx,
      tenantProviders,
      perTenant.flatMap(({ demo, tenantId }) =>
        providerCodesFor(demo).map((code, position) => ({
          tenantId,
          providerId: providerIds.get(code) ?? 0,
          position,
        })),
      ),
    )
    await insertAll(
      tx,
      partners,
      perTenant.flatMap(({ index, tenantId }) => partnersOf(index).map((p) => ({ ...p, tenantId }))),
    )
    await insertAll(
      tx,
      socialAccounts,
      perTenant.flatMap(({ demo, index, tenantId }) =>
        socialAccountsOf(demo, index).map((s) => ({ ...s, tenantId })),
      ),
    )
    await insertAll(
      tx,
      cmsPages,
      perTenant.flatMap(({ demo, index, tenantId }) =>
        cmsPagesOf(demo, index).map((page) => ({ ...page, tenantId })),
      ),
    )
    await insertAll(
      tx,
      seoPages,
      perTenant.flatMap(({ demo, tenantId }) => seoPagesOf(demo).map((page) => ({ ...page, tenantId }))),
    )
    await insertAll(
      tx,
      analyticsScripts,
      perTenant.flatMap(({ demo, index, tenantId }) =>
        analyticsOf(demo, index).map((script) => ({ ...script, tenantId })),
      ),
    )
    await insertAll(
      tx,
      vipLevels,
      perTenant.flatMap(({ demo, tenantId }) =>
        demoVipLevels.map((level) => ({
          ...level,
          minDeposit: level.minDeposit === 0 ? 0 : demoAmount(demo.currency, level.minDeposit),
          minTurnover: level.minTurnover === 0 ? 0 : demoAmount(demo.currency, level.minTurnover),
          tenantId,
        })),
      ),
    )

    // Players play the tenant's hot games and a few others of its providers.
    const plans = perTenant.map(({ demo, index, tenantId }) => {
      const offered = new Set(providerCodesFor(demo))
      const playable = catalogue.filter(
        (game) => offered.has(game.providerCode) && (game.isHot || game.popularity > 9_000),
      )
      const codes = playable.map((game) => game.code)
      return { demo, tenantId, codes, players: playersOf(demo.code, index, codes, now, demo.currency) }
    })
    const playerRows = await tx
      .insert(players)
      .values(
        plans.flatMap(({ tenantId, players: planned }, tenantIndex) =>
          planned.map((plan: PlayerPlan) => ({
            tenantId,
            accountId: plan.accountId,
            passwordHash: plan.isDemo ? (demoHashes[tenantIndex] ?? noPassword) : noPassword,
            phone: plan.phone,
            email: plan.email,
            fullName: plan.fullName,
            phoneVerifiedAt: plan.phoneVerified ? plan.createdAt : null,
            lastLoginAt: plan.lastLoginAt,
            createdAt: plan.createdAt,
          })),
        ),
      )
      .returning({ id: players.id, tenantId: players.tenantId, accountId: players.accountId })
    const playerIds = new Map(playerRows.map((row) => [`${row.tenantId}:${row.accountId}`, row.id]))
    const providerOfGame = new Map(catalogue.map((game) => [game.code, game.providerCode]))
    const walletRows: (typeof wallets.$inferInsert)[] = []
    const ledgerRows: { row: typeof ledgerEntries.$inferInsert; roundKey: string | undefined }[] = []
    const roundRows: (typeof gameRounds.$inferInsert)[] = []
    const recentRows = new Map<string, typeof recentGames.$inferInsert>()
    const inboxRows: (typeof inboxItems.$inferInsert)[] = []
    const favouriteRows: (typeof favourites.$inferInsert)[] = []
    for (const { demo, tenantId, codes, players: planned } of plans) {
      for (const plan of planned) {
        const playerId = playerIds.get(`${tenantId}:${plan.accountId}`) ?? 0
        let turnover = 0
        // Each seeded bet is a settled round (docs/product.md#rounds): its bet and win rows name it.
        const rounds = new Map<number, typeof gameRounds.$inferInsert>()
        for (const entry of plan.ledger) {
          const gameId = entry.gameCode ? (gameIds.get(entry.gameCode) ?? null) : null
          const roundKey = entry.round === undefined ? undefined : `seed:${playerId}:${entry.round}`
          if (roundKey !== undefined && entry.round !== undefined && gameId !== null && entry.gameCode) {
            const round = rounds.get(entry.round)
            if (entry.kind === 'bet') {
              turnover -= entry.amount
              rounds.set(entry.round, {
                tenantId,
                playerId,
                gameId,
                providerCode: providerOfGame.get(entry.gameCode) ?? '',
                providerRoundId: roundKey,
                stake: -entry.amount,
                payout: 0,
                status: 'settled',
                createdAt: entry.createdAt,
                settledAt: entry.createdAt,
              })
              const recent = recentRows.get(`${playerId}:${gameId}`)
              if (!recent || (recent.playedAt as Date) < entry.createdAt) {
                recentRows.set(`${playerId}:${gameId}`, { playerId, gameId, playedAt: entry.createdAt })
              }
            } else if (round && entry.kind === 'win') {
              round.payout = entry.amount
              round.settledAt = entry.createdAt
            }
          }
          ledgerRows.push({
            row: {
              tenantId,
              playerId,
              wallet: entry.wallet,
              kind: entry.kind,
              amount: entry.amount,
              balanceAfter: entry.balanceAfter,
              gameId,
              createdAt: entry.createdAt,
            },
            roundKey,
          })
        }
        roundRows.push(...rounds.values())
        walletRows.push({ playerId, tenantId, ...plan.wallet, turnover })
        if (plan.isDemo) {
          for (const item of demoInbox(demo.siteName, now, demo.currency))
            inboxRows.push({ ...item, tenantId, playerId })
          codes.slice(0, 6).forEach((code, position) => {
            favouriteRows.push({
              playerId,
              gameId: gameIds.get(code) ?? 0,
              createdAt: new Date(now.getTime() - position * hour),
            })
          })
        }
      }
    }
    const roundIds = new Map<string, number>()
    for (let start = 0; start < roundRows.length; start += 1_000) {
      const stored = await tx
        .insert(gameRounds)
        .values(roundRows.slice(start, start + 1_000))
        .returning({ id: gameRounds.id, key: gameRounds.providerRoundId })
      for (const row of stored) roundIds.set(row.key, row.id)
    }
    await insertAll(tx, wallets, walletRows)
    await insertAll(
      tx,
      ledgerEntries,
      ledgerRows.map(({ row, roundKey }) => {
        const roundId = roundKey === undefined ? undefined : roundIds.get(roundKey)
        return roundId === undefined ? row : { ...row, reference: roundReference(roundId) }
      }),
    )
    await insertAll(tx, inboxItems, inboxRows)
    await insertAll(tx, favourites, favouriteRows)
    await insertAll(tx, recentGames, [...recentRows.values()])
    await seedDemoCashier(tx)
    await seedDemoGames(tx)
  })
  return true
}
