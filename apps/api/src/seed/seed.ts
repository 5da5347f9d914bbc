import { gameCategories, templateByCode } from '@lobbykit/contract'
import { logoArtPath } from '@lobbykit/contract/mediaPaths'
import { count, countDistinct, eq, inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { rowsOf } from '../db/rows'
import {
  analyticsScripts,
  cmsPages,
  favourites,
  gameRounds,
  games,
  inboxItems,
  leaderboards,
  ledgerEntries,
  menuItems,
  missions,
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
import { startingMenu } from '../tenants/create'
import { catalogueGames, catalogueProviders } from './bigCatalogue'
import { seedDemoBonusOffers } from './bonus'
import { seedDemoCashier } from './cashier'
import { type DemoGame, demoGames, demoProviders } from './catalogue'
import { demoExternalId, isDemoTenant } from './demoTenantRows'
import { type DemoTenant, demoTenants } from './demoTenants'
import { newWalletSecret, seedDemoGames, turnoverPerTokenOf } from './games'
import { seedDemoHomeContent } from './homeContent'
import { demoLeaderboardsOf, seedDemoLeaderboards } from './leaderboards'
import { demoMissionsOf } from './missions'
import { demoAmount } from './money'
import { seedDemoOperators } from './operators'
import { demoAccount, demoInbox, type PlayerPlan, playersOf } from './players'
import {
  analyticsOf,
  cmsPagesOf,
  localLanguage,
  partnersOf,
  seoPagesOf,
  socialAccountsOf,
} from './siteContent'
import { demoVipLevelsOf, seedDemoVipRewards } from './vip'

const hour = 3_600_000

/** Providers that only make sports, racing and sabong games: slot sites do without them. */
const sportsOnlyProviders = new Set(['FALCON', 'KESTREL', 'RAPIDS', 'ZENITH', 'PHOENIX'])

/** The big studios lead the big catalogue tenant's order, the demo providers follow, then the small studios. */
const bigStudiosFirst = 9

function providerCodesFor(demo: DemoTenant): string[] {
  const family = templateByCode(demo.themeCode)?.family ?? 'casino'
  const codes = demoProviders.map((provider) => provider.code)
  if (demo.bigCatalogue) {
    const studios = catalogueProviders().map((provider) => provider.code)
    return [...studios.slice(0, bigStudiosFirst), ...codes, ...studios.slice(bigStudiosFirst)]
  }
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

/** What the tenants' seed needs of the catalogue: ids by code, and which games players play. */
interface SeededCatalogue {
  providerIds: Map<string, number>
  gameIds: Map<string, number>
  catalogue: { code: string; providerCode: string; isHot: boolean; popularity: number }[]
}

/**
 * Inserts games in one statement that reads them from a JSON parameter: about 2.5 times faster on PGlite than
 * bulk VALUES (12,000 games in 0.4 s, not 1 s), which every fresh test database pays.
 */
async function insertGames(
  db: Db,
  rows: readonly DemoGame[],
  providerIds: ReadonlyMap<string, number>,
): Promise<{ id: number; code: string }[]> {
  if (rows.length === 0) return []
  const json = JSON.stringify(
    rows.map((game) => ({
      provider_id: providerIds.get(game.providerCode) ?? 0,
      code: game.code,
      name: game.name,
      category: game.category,
      game_type: game.gameType,
      image_url: game.imageUrl,
      is_hot: game.isHot,
      popularity: game.popularity,
      rtp: game.rtp,
      released_on: game.releasedOn,
    })),
  )
  return rowsOf<{ id: number; code: string }>(
    await db.execute(sql`
      insert into ${games} (provider_id, code, name, category, game_type, image_url, is_hot, popularity, rtp, released_on)
      select provider_id, code, name, category, game_type, image_url, is_hot, popularity, rtp, released_on
      from jsonb_to_recordset(${json}::jsonb) as game(provider_id integer, code text, name text, category text,
        game_type text, image_url text, is_hot boolean, popularity integer, rtp integer, released_on date)
      returning id, code`),
  )
}

/** The demo catalogue, and the big catalogue's studios too when a tenant offers them. */
async function seedCatalogue(db: Db, now: Date, big: boolean): Promise<SeededCatalogue> {
  const studios = big ? catalogueProviders() : []
  const providerRows = await db
    .insert(providers)
    .values(
      [...demoProviders, ...studios].map(({ code, name }) => ({
        code,
        name,
        walletSecret: newWalletSecret(),
      })),
    )
    .returning({ id: providers.id, code: providers.code })
  const providerIds = new Map(providerRows.map((row) => [row.code, row.id]))
  const catalogue = [...demoGames(now), ...(big ? catalogueGames(now, studios) : [])]
  const gameRows = await insertGames(db, catalogue, providerIds)
  return { providerIds, gameIds: new Map(gameRows.map((row) => [row.code, row.id])), catalogue }
}

/** The big catalogue's studios and games that are not stored yet (a database seeded before it existed). */
async function seedBigCatalogue(db: Db, now: Date) {
  const studios = catalogueProviders()
  await db
    .insert(providers)
    .values(studios.map(({ code, name }) => ({ code, name, walletSecret: newWalletSecret() })))
    .onConflictDoNothing({ target: providers.code })
  const providerRows = await db
    .select({ id: providers.id, code: providers.code })
    .from(providers)
    .where(
      inArray(
        providers.code,
        studios.map((studio) => studio.code),
      ),
    )
  const stored = new Set(
    (
      await db
        .select({ code: games.code })
        .from(games)
        .where(
          inArray(
            games.providerId,
            providerRows.map((row) => row.id),
          ),
        )
    ).map((row) => row.code),
  )
  const missing = catalogueGames(now, studios).filter((game) => !stored.has(game.code))
  await insertGames(db, missing, new Map(providerRows.map((row) => [row.code, row.id])))
}

/** The catalogue as stored: for tenants added to a seeded database. */
async function storedCatalogue(db: Db): Promise<SeededCatalogue> {
  const providerRows = await db.select({ id: providers.id, code: providers.code }).from(providers)
  const gameRows = await db
    .select({
      id: games.id,
      code: games.code,
      providerCode: providers.code,
      isHot: games.isHot,
      popularity: games.popularity,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
  return {
    providerIds: new Map(providerRows.map((row) => [row.code, row.id])),
    gameIds: new Map(gameRows.map((row) => [row.code, row.id])),
    catalogue: gameRows,
  }
}

/**
 * The release dates and RTPs of the demo games of a database seeded before games had them: there, every demo
 * game still has the day of the migration, so one statement sets them all; afterwards their dates differ and
 * this writes nothing.
 */
async function backfillDemoCatalogue(db: Db, now: Date) {
  const [state] = await db
    .select({ n: count(), dates: countDistinct(games.releasedOn) })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(
      inArray(
        providers.code,
        demoProviders.map((provider) => provider.code),
      ),
    )
  if (!state || state.n < 2 || state.dates !== 1) return
  const values = demoGames(now).map(
    (game) => sql`(${game.code}::text, ${game.rtp}::integer, ${game.releasedOn}::date)`,
  )
  await db.execute(
    sql`update ${games} set rtp = v.rtp, released_on = v.released_on from (values ${sql.join(values, sql`, `)}) as v(code, rtp, released_on) where ${games.code} = v.code`,
  )
}

/** A database of the demo: it holds a demo tenant under its demo external id (an operator's never does). */
async function isDemoDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants).where(isDemoTenant())
  return (row?.n ?? 0) > 0
}

/**
 * Seeds the demo tenants when the database has none; returns whether it did. A demo database seeded before
 * later parts of the demo existed gets them added (the cashier, the originals, release dates and RTPs, the
 * big catalogue tenant, banners and promotions, leaderboards, VIP level-up rewards); a start over an up-to-date database writes nothing.
 * `demos` is every demo tenant but for tests.
 */
export async function seedIfEmpty(
  db: Db,
  now = new Date(),
  demos: readonly DemoTenant[] = demoTenants,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tenants)
  if ((existing?.n ?? 0) > 0) {
    const demo = await isDemoDatabase(db)
    if (demo) {
      await backfillDemoCatalogue(db, now)
      // Before the missing tenants, which come with their boards.
      await seedDemoLeaderboards(db, now)
      await seedDemoVipRewards(db)
      await seedMissingTenants(db, now, demos)
    }
    await seedDemoCashier(db)
    await seedDemoGames(db, now)
    if (demo) await seedDemoHomeContent(db, now)
    if (demo) await seedDemoOperators(db)
    if (demo) await seedDemoBonusOffers(db, now)
    return false
  }
  const demoHashes = await demoPasswordHashes(demos.length)
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const seeded = await seedCatalogue(
      tx,
      now,
      demos.some((demo) => demo.bigCatalogue),
    )
    await seedTenants(tx, demos, seeded, demoHashes, now)
    await seedDemoCashier(tx)
    await seedDemoGames(tx, now)
    await seedDemoHomeContent(tx, now)
    await seedDemoOperators(tx)
    await seedDemoBonusOffers(tx, now)
  })
  return true
}

/**
 * The demo players' password hashes: one hash, shared. Their password is public anyway (README), and a hash at
 * today's cost takes 0.4 s (docs/architecture.md#passwords).
 */
async function demoPasswordHashes(count: number): Promise<string[]> {
  return new Array<string>(count).fill(await hashPassword(demoAccount.password))
}

/** The demo tenants a demo database lacks (added to the demo after it was seeded), with their catalogue. */
async function seedMissingTenants(db: Db, now: Date, demos: readonly DemoTenant[]) {
  const present = new Set((await db.select({ code: tenants.code }).from(tenants)).map((row) => row.code))
  const missing = demos.filter((demo) => !present.has(demo.code))
  if (missing.length === 0) return
  const hashes = await demoPasswordHashes(missing.length)
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    if (missing.some((demo) => demo.bigCatalogue)) await seedBigCatalogue(tx, now)
    await seedTenants(tx, missing, await storedCatalogue(tx), hashes, now)
  })
}

/**
 * The demo tenants with their domains, menus, providers, site content, players, ledgers, rounds, favourites
 * and inbox. A tenant's variety (partners, phones, ...) follows its place in `demoTenants`, so it is the same
 * whether seeded with the others or added later.
 */
async function seedTenants(
  tx: Db,
  demos: readonly DemoTenant[],
  { providerIds, gameIds, catalogue }: SeededCatalogue,
  demoHashes: readonly string[],
  now: Date,
) {
  const tenantRows = await tx
    .insert(tenants)
    .values(
      demos.map((demo) => ({
        code: demo.code,
        externalId: demoExternalId(demo.code),
        siteName: demo.siteName,
        currency: demo.currency,
        themeCode: demo.themeCode,
        themeColor: demo.themeColor,
        brandColor: brandColorOf(demo),
        logo1: logoArtPath(demo.code, '1.webp'),
        logo2: logoArtPath(demo.code, '2.webp'),
        logo3: logoArtPath(demo.code, '3.webp'),
        manifestIcon: logoArtPath(demo.code, 'icon.png'),
        logoText: demo.siteName,
        language: demo.language,
        localLanguage: localLanguage(demo),
        gamifyStatus: demo.gamifyStatus,
        liveChatId: demo.liveChat.id,
        liveChatImageId: demo.liveChat.imageId,
        liveChatStatus: demo.liveChat.status,
        affiliateDomains: [affiliateDomainOf(demo)],
        minigameTurnoverPerToken: turnoverPerTokenOf(demo.currency),
        // docs/product.md#referral: 10 % of a friend's first deposit, at most ₱500 in the tenant's currency.
        referralPercent: 10,
        referralCap: demoAmount(demo.currency, 50_000),
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
  const perTenant = demos.map((demo) => ({
    demo,
    index: Math.max(
      0,
      demoTenants.findIndex((candidate) => candidate.code === demo.code),
    ),
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
      ...startingMenu.map((item, position) => ({ tenantId, kind: 'menu', position, ...item })),
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
    missions,
    perTenant.flatMap(({ demo, tenantId }) =>
      demoMissionsOf(demo.currency).map((mission) => ({ ...mission, tenantId })),
    ),
  )
  await insertAll(
    tx,
    leaderboards,
    perTenant.flatMap(({ demo, tenantId }) =>
      demoLeaderboardsOf(demo.currency).map((board) => ({ ...board, tenantId, activeSince: now })),
    ),
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
      demoVipLevelsOf(demo.currency).map((level) => ({ ...level, tenantId })),
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
        planned.map((plan: PlayerPlan, index) => ({
          tenantId,
          accountId: plan.accountId,
          // docs/product.md#referral: the demo player's first three friends signed up through their link.
          referrerCode: index >= 1 && index <= 3 ? demoAccount.accountId : '',
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
}
