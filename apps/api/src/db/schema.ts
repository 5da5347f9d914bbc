import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** Money and token amounts: integer minor units. */
const minorUnits = (name: string) => bigint(name, { mode: 'number' })
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })

// --- tenants and their site content ----------------------------------------------------------------------

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  /** Short stable name used in demo domains (`<code>.localhost`) and tooling. */
  code: text('code').notNull().unique(),
  externalId: text('external_id').notNull().unique(),
  siteName: text('site_name').notNull(),
  currency: text('currency').notNull(),
  themeCode: text('theme_code').notNull(),
  themeColor: text('theme_color').notNull(),
  /** The brand colour (hex) the generated logos use. */
  brandColor: text('brand_color').notNull().default('#c9a227'),
  logo1: text('logo1').notNull().default(''),
  logo2: text('logo2').notNull().default(''),
  logo3: text('logo3').notNull().default(''),
  logoText: text('logo_text').notNull().default(''),
  status: boolean('status').notNull().default(true),
  expiredDate: timestamp('expired_date', { withTimezone: true }),
  androidSub: text('android_sub').notNull().default(''),
  iosSub: text('ios_sub').notNull().default(''),
  manifestIcon: text('manifest_icon').notNull().default(''),
  gamifyStatus: boolean('gamify_status').notNull().default(false),
  /** Minutes without a call that end a player's session; 0: never (docs/architecture.md#sessions). */
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  /** The language of its unprefixed pages (docs/product.md#languages). */
  language: text('language').notNull().default('EN'),
  /** The language its local texts (the `local_` fields) are written in (docs/product.md#local-texts). */
  localLanguage: text('local_language').notNull().default('EN'),
  maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  liveChatId: text('live_chat_id').notNull().default(''),
  liveChatImageId: text('live_chat_image_id').notNull().default(''),
  liveChatStatus: boolean('live_chat_status').notNull().default(false),
  affiliateDomains: text('affiliate_domains').array().notNull().default([]),
  /** Turnover (minor units) that earns one minigame token (docs/product.md#minigame). */
  minigameTurnoverPerToken: minorUnits('minigame_turnover_per_token').notNull().default(100_000),
  /** The referral commission (docs/product.md#referral): percent of a friend's first deposit, capped (0: no cap). */
  referralPercent: integer('referral_percent').notNull().default(0),
  referralCap: minorUnits('referral_cap').notNull().default(0),
  /** Bumped (by triggers) on every change to the tenant or its content, so every instance drops its cache. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const tenantDomains = pgTable('tenant_domains', {
  domain: text('domain').primaryKey(),
  tenantId: tenantRef(),
})

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** 'menu' (site navigation) or 'game_menu' (the lobby's category bar). */
    kind: text('kind').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    category: text('category').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('menu_items_tenant_idx').on(table.tenantId, table.kind)],
)

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    partnerName: text('partner_name').notNull(),
    href: text('href').notNull(),
    imgUrl: text('img_url').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('partners_tenant_idx').on(table.tenantId)],
)

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    platform: text('platform').notNull(),
    accountName: text('account_name').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('social_accounts_tenant_idx').on(table.tenantId)],
)

/** One CMS page per tenant (about_us, privacy_policy, ...), bodies sanitised before they are stored. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    tenantId: tenantRef(),
    page: text('page').notNull(),
    status: boolean('status').notNull(),
    enBody: text('en_body').notNull(),
    localBody: text('local_body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.page] })],
)

export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    pageName: text('page_name').notNull(),
    enItemName: text('en_item_name').notNull(),
    enBody: text('en_body').notNull(),
    localItemName: text('local_item_name').notNull(),
    localBody: text('local_body').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDesc: text('meta_desc').notNull(),
    metaKeywords: text('meta_keywords').notNull(),
    metaUrl: text('meta_url').notNull(),
    metaCanonical: text('meta_canonical').notNull(),
    metaAuthor: text('meta_author').notNull(),
    metaPublisher: text('meta_publisher').notNull(),
    metaLang: text('meta_lang').notNull(),
    metaImageUrl: text('meta_image_url').notNull(),
  },
  (table) => [uniqueIndex('seo_pages_tenant_page_idx').on(table.tenantId, table.pageName)],
)

export const analyticsScripts = pgTable(
  'analytics_scripts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    section: text('section').notNull(),
    script: text('script').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('analytics_scripts_tenant_idx').on(table.tenantId),
    check('analytics_section_check', sql`${table.section} in ('HEAD', 'BODY')`),
  ],
)

/**
 * A tenant's VIP levels (docs/product.md#vip-rewards), written from its published document: what each needs in total
 * deposits and turnover, the cash its reaching pays once (0: none) and the operator's benefit lines.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    minDeposit: minorUnits('min_deposit').notNull(),
    minTurnover: minorUnits('min_turnover').notNull(),
    levelUpReward: minorUnits('level_up_reward').notNull().default(0),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex('vip_levels_tenant_level_idx').on(table.tenantId, table.level),
    check('vip_levels_level_up_reward_check', sql`${table.levelUpReward} >= 0`),
  ],
)

/**
 * A VIP level-up reward paid (docs/product.md#vip-rewards): the primary key lets one claim per player and level in,
 * however many arrive at once; `request_id` is the claim's idempotency key, so its retry answers the same payment.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    amount: minorUnits('amount').notNull(),
    requestId: text('request_id').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.playerId, table.level] }),
    uniqueIndex('vip_rewards_request_idx').on(table.playerId, table.requestId),
    check('vip_rewards_amount_check', sql`${table.amount} > 0`),
  ],
)

/**
 * The banners of a tenant's home hero (docs/product.md#home), words in English and the tenant's language, shown
 * from `starts_at` until `ends_at` (none: no end), in `position` order.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    enKicker: text('en_kicker').notNull().default(''),
    localKicker: text('local_kicker').notNull().default(''),
    enTitle: text('en_title').notNull(),
    localTitle: text('local_title').notNull(),
    enSubtitle: text('en_subtitle').notNull().default(''),
    localSubtitle: text('local_subtitle').notNull().default(''),
    enCta: text('en_cta').notNull().default(''),
    localCta: text('local_cta').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** A path of the site (`/spin`) or an http(s) address. */
    href: text('href').notNull(),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    index('banners_tenant_idx').on(table.tenantId, table.position),
    check('banners_window_check', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
)

/**
 * A tenant's promotions (docs/product.md#home): title, one-line summary, terms (sanitised HTML, like CMS bodies)
 * and the action's words, in English and the tenant's language, running from `starts_at` until `ends_at`.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    enTitle: text('en_title').notNull(),
    localTitle: text('local_title').notNull(),
    enSummary: text('en_summary').notNull().default(''),
    localSummary: text('local_summary').notNull().default(''),
    enBody: text('en_body').notNull().default(''),
    localBody: text('local_body').notNull().default(''),
    enCta: text('en_cta').notNull().default(''),
    localCta: text('local_cta').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    href: text('href').notNull(),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    index('promotions_tenant_idx').on(table.tenantId, table.position),
    check('promotions_window_check', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
)

/**
 * A tenant's deposit bonus offers (docs/product.md#deposit-bonus), written by code from its published document
 * (`deposit_bonuses`): `percent` of a qualifying deposit, at most
 * `max_bonus`, for a deposit of at least `min_deposit` made between `starts_at` and `ends_at`; the bonus is released to
 * cash once `wagering_multiple` times it is staked on games of `categories` (product category keys).
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    terms: text('terms').notNull().default(''),
    /** The title and terms in the tenant's language, '' for none (the site shows the English). */
    localTitle: text('local_title').notNull().default(''),
    localTerms: text('local_terms').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    percent: integer('percent').notNull(),
    maxBonus: minorUnits('max_bonus').notNull(),
    minDeposit: minorUnits('min_deposit').notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    categories: text('categories').array().notNull(),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bonus_offers_tenant_code_idx').on(table.tenantId, table.code),
    check('bonus_offers_percent_check', sql`${table.percent} > 0 and ${table.percent} <= 1000`),
    check('bonus_offers_amounts_check', sql`${table.maxBonus} > 0 and ${table.minDeposit} >= 0`),
    check('bonus_offers_wagering_check', sql`${table.wageringMultiple} >= 0`),
    check('bonus_offers_window_check', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
)

/**
 * A player's deposit bonus (docs/product.md#deposit-bonus): `opted_in` until a qualifying deposit credits it
 * (`active`), then `completed` (released to cash) or `forfeited` (a withdrawal accepted its loss); an opt-in whose
 * offer ended first is `expired`. The partial unique
 * index lets one open bonus per player in, however many opt-ins arrive at once; `request_id` is the opt-in's
 * idempotency key. The offer's terms are copied at opt-in, so an edited offer does not change a bonus under way.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /**
     * An offer with bonuses is never deleted, only ended: publishing keeps it (docs/product.md#deposit-bonus). Null
     * for a bonus a mission paid, which names its mission instead (docs/product.md#missions).
     */
    offerId: integer('offer_id').references(() => bonusOffers.id),
    /** The code of the mission whose bonus reward opened this bonus; null for an offer's bonus. */
    missionCode: text('mission_code'),
    requestId: text('request_id').notNull(),
    status: text('status').notNull(),
    percent: integer('percent').notNull(),
    maxBonus: minorUnits('max_bonus').notNull(),
    minDeposit: minorUnits('min_deposit').notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    categories: text('categories').array().notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    bonusAmount: minorUnits('bonus_amount').notNull().default(0),
    wageringRequired: minorUnits('wagering_required').notNull().default(0),
    wagered: minorUnits('wagered').notNull().default(0),
    /** The cashier transaction whose deposit credited the bonus. */
    depositTransactionId: integer('deposit_transaction_id'),
    /** What the bonus balance held when it was released or forfeited. */
    closedAmount: minorUnits('closed_amount').notNull().default(0),
    createdAt: createdAt(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_bonuses_open_idx')
      .on(table.playerId)
      .where(sql`${table.status} in ('opted_in', 'active')`),
    uniqueIndex('player_bonuses_request_idx').on(table.playerId, table.requestId),
    check(
      'player_bonuses_status_check',
      sql`${table.status} in ('opted_in', 'active', 'completed', 'forfeited', 'expired')`,
    ),
    check('player_bonuses_amounts_check', sql`${table.bonusAmount} >= 0 and ${table.wagered} >= 0`),
    check('player_bonuses_source_check', sql`(${table.offerId} is null) <> (${table.missionCode} is null)`),
  ],
)

// --- the game catalogue ------------------------------------------------------------------------------------

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The HMAC secret the provider signs its wallet callbacks with (docs/product.md#provider-adapter). */
  walletSecret: text('wallet_secret').notNull().default(''),
})

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** A product category key of docs/product.md#categories (slot_game, casino, ...). */
    category: text('category').notNull(),
    gameType: text('game_type').notNull(),
    imageUrl: text('image_url').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    /**
     * The return to player its provider publishes, in hundredths of a percent (9650 is 96.50 %); null where
     * the provider publishes none (live tables, sportsbooks). docs/product.md#lobby
     */
    rtp: integer('rtp'),
    /** The provider's release date: the lobby's `new` order (docs/product.md#lobby). */
    releasedOn: date('released_on', { mode: 'string' }).notNull().default(sql`current_date`),
  },
  (table) => [
    index('games_category_idx').on(table.category, table.popularity),
    index('games_provider_idx').on(table.providerId),
    index('games_hot_idx').on(table.isHot),
    check('games_rtp_check', sql`${table.rtp} is null or ${table.rtp} between 1 and 10000`),
  ],
)

/** The providers a tenant offers: its lobby shows only their games. */
export const tenantProviders = pgTable(
  'tenant_providers',
  {
    tenantId: tenantRef(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.providerId] })],
)

// --- players, sessions and one-time codes ------------------------------------------------------------------

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Stored lower-case: account ids are unique per tenant, whatever their case. */
    accountId: text('account_id').notNull(),
    /** scrypt, per-player salt; '!' for an account that cannot sign in with a password. */
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    referrerCode: text('referrer_code').notNull().default(''),
    affiliateCode: text('affiliate_code').notNull().default(''),
    channel: text('channel').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    promoPlacement: text('promo_placement').notNull().default(''),
    fbp: text('fbp').notNull().default(''),
    appsflyerId: text('appsflyer_id').notNull().default(''),
    visitorId: text('visitor_id').notNull().default(''),
    /** ACTIVE, BLOCK or CLOSE. */
    status: text('status').notNull().default('ACTIVE'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('players_tenant_account_idx').on(table.tenantId, table.accountId),
    check('players_status_check', sql`${table.status} in ('ACTIVE', 'BLOCK', 'CLOSE')`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** password, tac or signup. */
    method: text('method').notNull(),
    /** The User-Agent of the request that opened it (at most 300 characters), to name the device. */
    userAgent: text('user_agent').notNull().default(''),
    /** The client address that opened it; shown to the player only with its last part hidden. */
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
    /** The last call made with it, written at most every few minutes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_player_idx').on(table.playerId)],
)

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** The account id a code was asked for, lower-case: a code belongs to it whether or not it exists. */
    accountId: text('account_id').notNull(),
    /**
     * The account, when it exists. Without one the code is a decoy that no message carries: an unknown account's
     * code takes tries and runs out like a real one (docs/architecture.md#account-probing).
     */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** login, register or reset (a forgotten password). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_account_idx').on(table.tenantId, table.accountId, table.purpose)],
)

/**
 * Codes that verify the phone of an account id before it is registered (docs/product.md#sign-up): there is no
 * player yet, so a code belongs to the tenant, the account id and the phone it was sent to. Sign-up needs a
 * verified, unused one for the same account id and phone.
 */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Lower-case, as players store it. */
    accountId: text('account_id').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code stops working: verified, or replaced by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when sign-up opened the account with this verification; it serves once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('registration_codes_account_idx').on(table.tenantId, table.accountId)],
)

/** Messages to send (SMS, e-mail); a real sender marks them sent. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
})

/** Fixed-window counters of the rate limits, shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
)

// --- money ---------------------------------------------------------------------------------------------------

export const wallets = pgTable(
  'wallets',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    gameBalance: minorUnits('game_balance').notNull().default(0),
    gameToken: minorUnits('game_token').notNull().default(0),
    minigameTokenBalance: minorUnits('minigame_token_balance').notNull().default(0),
    minigameFrozenToken: minorUnits('minigame_frozen_token').notNull().default(0),
    /** Every stake ever placed: minigame tokens are earned as it passes each multiple of the tenant's rate. */
    turnover: minorUnits('turnover').notNull().default(0),
    /**
     * The open deposit bonus's money (docs/product.md#deposit-bonus): stakes draw on it after the game balance; it
     * is never withdrawn, only released to the game balance when its wagering is done or forfeited. Its ledger rows
     * are those of the `bonus_balance` wallet.
     */
    bonusBalance: minorUnits('bonus_balance').notNull().default(0),
  },
  (table) => [
    check(
      'wallets_never_negative',
      sql`${table.gameBalance} >= 0 and ${table.gameToken} >= 0 and ${table.minigameTokenBalance} >= 0 and ${table.minigameFrozenToken} >= 0`,
    ),
    check('wallets_bonus_never_negative', sql`${table.bonusBalance} >= 0`),
  ],
)

/** Append-only (a trigger refuses UPDATE and DELETE): every balance change has its row here. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** game_balance, bonus_balance (docs/product.md#deposit-bonus), game_token or minigame_token. */
    wallet: text('wallet').notNull(),
    /** deposit, deposit_fee, withdrawal, withdrawal_return, bet, win or inbox_reward (and token kinds). */
    kind: text('kind').notNull(),
    /** Signed minor units. */
    amount: minorUnits('amount').notNull(),
    balanceAfter: minorUnits('balance_after').notNull(),
    gameId: integer('game_id').references(() => games.id),
    /** What caused the row: `wallet_tx:<id>` for the cashier, `inbox:<id>` for a claim. */
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_player_idx').on(table.playerId, table.kind),
    index('ledger_player_wallet_idx').on(table.playerId, table.wallet, table.id),
    index('ledger_tenant_kind_idx').on(table.tenantId, table.kind, table.createdAt),
    check('ledger_balance_after_check', sql`${table.balanceAfter} >= 0`),
  ],
)

export const favourites = pgTable(
  'favourites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
)

export const inboxItems = pgTable(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reward: minorUnits('reward').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The operator's request id of a sent message (docs/operators.md#inbox-messages): a retried send delivers once. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('inbox_items_player_idx').on(table.playerId),
    uniqueIndex('inbox_items_request_idx').on(table.playerId, table.requestId),
    check('inbox_reward_check', sql`${table.reward} >= 0`),
  ],
)

/** One row per claimed item: its primary key makes a second claim impossible. */
export const inboxClaims = pgTable('inbox_claims', {
  inboxId: integer('inbox_id')
    .primaryKey()
    .references(() => inboxItems.id, { onDelete: 'cascade' }),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  reward: minorUnits('reward').notNull(),
  ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A tenant's missions (docs/product.md#missions), written from its published document like its menus. `code` is
 * what a claim names, so a claim outlives an edit of the mission's target or reward.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    code: text('code').notNull(),
    /** daily or weekly. */
    period: text('period').notNull(),
    /** rounds, turnover, deposits or logins. */
    metric: text('metric').notNull(),
    target: minorUnits('target').notNull(),
    /** cash, minigame_token or bonus. */
    rewardKind: text('reward_kind').notNull(),
    reward: minorUnits('reward').notNull(),
    /** For a bonus reward: how many times over the bonus must be bet before it turns into cash. */
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('missions_tenant_code_idx').on(table.tenantId, table.code),
    check('missions_period_check', sql`${table.period} in ('daily', 'weekly')`),
    check('missions_metric_check', sql`${table.metric} in ('rounds', 'turnover', 'deposits', 'logins')`),
    check('missions_reward_kind_check', sql`${table.rewardKind} in ('cash', 'minigame_token', 'bonus')`),
    check('missions_wagering_check', sql`${table.wageringMultiple} between 0 and 100`),
    check('missions_amounts_check', sql`${table.target} > 0 and ${table.reward} > 0`),
  ],
)

/** One row per mission a player claimed in a period: its primary key makes a second claim impossible. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    missionCode: text('mission_code').notNull(),
    /** The start of the period the claim belongs to. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    rewardKind: text('reward_kind').notNull(),
    reward: minorUnits('reward').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.missionCode, table.periodStart] })],
)

/**
 * A tenant's leaderboards (docs/product.md#leaderboards), written from its published document. `code` is what a
 * prize names; `active_since` is when the board began counting as it is (kept across publishes that leave its
 * period, category and metric alone), so a board added today never pays for a period that ended before it.
 */
export const leaderboards = pgTable(
  'leaderboards',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    code: text('code').notNull(),
    /** daily or weekly. */
    period: text('period').notNull(),
    /** `all`, or a product category key (slot_game, casino, ...). */
    category: text('category').notNull(),
    /** turnover or multiplier. */
    metric: text('metric').notNull(),
    /** The cash prize of each rank from the first, in minor units. */
    prizes: bigint('prizes', { mode: 'number' }).array().notNull(),
    position: integer('position').notNull(),
    activeSince: timestamp('active_since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leaderboards_tenant_code_idx').on(table.tenantId, table.code),
    check('leaderboards_period_check', sql`${table.period} in ('daily', 'weekly')`),
    check('leaderboards_metric_check', sql`${table.metric} in ('turnover', 'multiplier')`),
    check(
      'leaderboards_prizes_check',
      sql`cardinality(${table.prizes}) between 1 and 20 and 0 < all(${table.prizes})`,
    ),
  ],
)

/**
 * A leaderboard prize paid: one row per rank of a board's period, and (by the unique index) at most one per player,
 * so settling a period twice, or on two instances at once, pays each prize once.
 */
export const leaderboardPrizes = pgTable(
  'leaderboard_prizes',
  {
    tenantId: tenantRef(),
    boardCode: text('board_code').notNull(),
    /** The start of the period the prize was won in. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    rank: integer('rank').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The score that won it, in the board's unit. */
    score: minorUnits('score').notNull(),
    amount: minorUnits('amount').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.boardCode, table.periodStart, table.rank] }),
    uniqueIndex('leaderboard_prizes_player_idx').on(
      table.tenantId,
      table.boardCode,
      table.periodStart,
      table.playerId,
    ),
    check('leaderboard_prizes_amount_check', sql`${table.amount} > 0 and ${table.rank} >= 1`),
  ],
)

/**
 * A referral commission paid (docs/product.md#referral): one row per referred player, whose primary key makes a
 * second payment for the same friend impossible.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    referredPlayerId: integer('referred_player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    depositAmount: minorUnits('deposit_amount').notNull(),
    commission: minorUnits('commission').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_commissions_referrer_idx').on(table.referrerId),
    check('referral_commissions_amounts_check', sql`${table.commission} > 0`),
  ],
)

export const adVisits = pgTable(
  'ad_visits',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    fbp: text('fbp').notNull(),
    appsflyerId: text('appsflyer_id').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ad_visits_tenant_idx').on(table.tenantId, table.createdAt)],
)

// --- the cashier (docs/product.md#cashier) -------------------------------------------------------------------

/** A tenant's deposit methods: instant ones credit at once, the others wait for an operator. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Stable per tenant (`instant_demo`, `bank_transfer`). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    minAmount: minorUnits('min_amount').notNull(),
    maxAmount: minorUnits('max_amount').notNull(),
    /** Flat fee taken from the deposit, minor units. */
    fee: minorUnits('fee').notNull().default(0),
    etaMinutes: integer('eta_minutes').notNull().default(0),
    needsApproval: boolean('needs_approval').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('payment_methods_tenant_code_idx').on(table.tenantId, table.code),
    check(
      'payment_methods_amounts_check',
      sql`${table.minAmount} >= 1 and ${table.maxAmount} >= ${table.minAmount} and ${table.fee} >= 0 and ${table.fee} < ${table.minAmount} and ${table.etaMinutes} >= 0`,
    ),
  ],
)

/** The banks a tenant pays withdrawals to. */
export const tenantBanks = pgTable(
  'tenant_banks',
  {
    tenantId: tenantRef(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.bankCode] })],
)

/** A player's bank accounts (at most 5, no duplicates); the number is kept whole and shown masked. */
export const playerBankAccounts = pgTable(
  'player_bank_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    holderName: text('holder_name').notNull(),
    accountNo: text('account_no').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('player_bank_accounts_unique_idx').on(table.playerId, table.bankCode, table.accountNo),
    index('player_bank_accounts_player_idx').on(table.playerId),
  ],
)

/**
 * Deposits and withdrawals. `request_id` is the client's idempotency key (unique per player), `request_hash`
 * the hash of the body it came with, `answer` the first answer, given again to a retry.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** deposit or withdrawal. */
    type: text('type').notNull(),
    /** pending, approved, rejected or cancelled. */
    status: text('status').notNull(),
    amount: minorUnits('amount').notNull(),
    fee: minorUnits('fee').notNull().default(0),
    methodId: integer('method_id').references(() => paymentMethods.id),
    methodName: text('method_name').notNull().default(''),
    bankAccountId: integer('bank_account_id').references(() => playerBankAccounts.id, {
      onDelete: 'set null',
    }),
    /** The withdrawal's bank as it was when requested. */
    bankCode: text('bank_code').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountNoMasked: text('account_no_masked').notNull().default(''),
    /** Roughly how long settling takes while pending. */
    etaMinutes: integer('eta_minutes').notNull().default(0),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<{ transaction_id: number; status: string; balance: number }>(),
    reason: text('reason').notNull().default(''),
    /** Who approved or rejected it (an operator, `cli`), or `player` for a cancellation. */
    settledBy: text('settled_by').notNull().default(''),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wallet_transactions_request_idx').on(table.playerId, table.requestId),
    index('wallet_transactions_player_idx').on(table.playerId, table.id),
    index('wallet_transactions_status_idx').on(table.status, table.id),
    check('wallet_transactions_type_check', sql`${table.type} in ('deposit', 'withdrawal')`),
    check(
      'wallet_transactions_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
    check('wallet_transactions_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
  ],
)

// --- responsible gaming (docs/product.md#responsible-gaming) -------------------------------------------------

/**
 * Deposit limits per period. A decrease replaces `amount` at once; an increase or a removal waits in
 * `pending_amount` (null for a removal) until `pending_from`.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    /** day, week or month: the last 24 hours, 7 days or 30 days. */
    period: text('period').notNull(),
    amount: minorUnits('amount'),
    pendingAmount: minorUnits('pending_amount'),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.period] }),
    check('deposit_limits_period_check', sql`${table.period} in ('day', 'week', 'month')`),
    check(
      'deposit_limits_amount_check',
      sql`(${table.amount} is null or ${table.amount} > 0) and (${table.pendingAmount} is null or ${table.pendingAmount} > 0)`,
    ),
  ],
)

/** A player's time-out, self-exclusion and reality-check reminder. */
export const responsibleGaming = pgTable(
  'responsible_gaming',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    timeOutUntil: timestamp('time_out_until', { withTimezone: true }),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    /** 0 when off. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('responsible_gaming_reality_check', sql`${table.realityCheckMinutes} >= 0`)],
)

// --- games: game tokens, rounds, provider wallet transactions (docs/product.md#games) ---------------------

/** A launched game's token: bound to player, tenant, game and the session that launched it; stored hashed. */
export const gameTokens = pgTable(
  'game_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('game_tokens_player_idx').on(table.playerId)],
)

/**
 * A game round: a bet and what it paid. Originals rounds carry the client's `request_id` (unique per player)
 * and their first `answer`; a provider's rounds carry its own round id. Sports bets stay `open` until
 * `settles_at` and carry the bet display fields (docs/product.md#bet-display).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    providerCode: text('provider_code').notNull(),
    providerRoundId: text('provider_round_id').notNull(),
    requestId: text('request_id'),
    requestHash: text('request_hash'),
    stake: minorUnits('stake').notNull(),
    payout: minorUnits('payout').notNull().default(0),
    /** open, settled or rolled_back. */
    status: text('status').notNull(),
    outcome: jsonb('outcome'),
    answer: jsonb('answer'),
    betType: text('bet_type').notNull().default(''),
    homeAway: text('home_away').notNull().default(''),
    criteria1: text('criteria1').notNull().default(''),
    homeTeamName: text('home_team_name').notNull().default(''),
    awayTeamName: text('away_team_name').notNull().default(''),
    /** Language code -> { home_team_name, away_team_name }. */
    teamNames: jsonb('team_names').notNull().default({}),
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round_idx').on(table.providerCode, table.providerRoundId),
    uniqueIndex('game_rounds_request_idx').on(table.playerId, table.requestId),
    index('game_rounds_player_idx').on(table.playerId, table.id),
    index('game_rounds_open_idx').on(table.status, table.settlesAt),
    // docs/product.md#leaderboards: a board ranks a tenant's rounds settled in its period.
    index('game_rounds_tenant_settled_idx').on(table.tenantId, table.settledAt),
    check('game_rounds_status_check', sql`${table.status} in ('open', 'settled', 'rolled_back')`),
    check('game_rounds_amounts_check', sql`${table.stake} >= 0 and ${table.payout} >= 0`),
  ],
)

/**
 * Every seamless-wallet callback a provider made, by its transaction id (unique per provider): a repeat
 * answers `answer` again. A rollback of a debit never seen writes a `tombstone` debit under that id, so the
 * debit arriving late is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerCode: text('provider_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** debit, credit or rollback. */
    kind: text('kind').notNull(),
    /** done, rolled_back (a debit undone later) or tombstone. */
    status: text('status').notNull(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    amount: minorUnits('amount').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('provider_transactions_idx').on(table.providerCode, table.transactionId),
    check('provider_transactions_kind_check', sql`${table.kind} in ('debit', 'credit', 'rollback')`),
    check('provider_transactions_status_check', sql`${table.status} in ('done', 'rolled_back', 'tombstone')`),
  ],
)

/** A player's provably fair dice seeds per game: one active pair; retired ones are revealed. */
export const diceSeeds = pgTable(
  'dice_seeds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The last nonce bet on this pair; -1 before the first bet. */
    lastNonce: integer('last_nonce').notNull().default(-1),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('dice_seeds_active_idx').on(table.playerId, table.gameId).where(sql`${table.active}`),
  ],
)

/** The games a player played last (docs/product.md#games: recently played). */
export const recentGames = pgTable(
  'recent_games',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('recent_games_player_idx').on(table.playerId, table.playedAt),
  ],
)

/** Lucky spins (docs/product.md#minigame): frozen until collected. */
export const minigameSpins = pgTable(
  'minigame_spins',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    requestId: text('request_id').notNull(),
    prizeIndex: integer('prize_index').notNull(),
    /** cash, tokens or nothing. */
    prizeKind: text('prize_kind').notNull(),
    prizeAmount: minorUnits('prize_amount').notNull(),
    /** frozen or collected. */
    status: text('status').notNull(),
    createdAt: createdAt(),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('minigame_spins_request_idx').on(table.playerId, table.requestId),
    index('minigame_spins_status_idx').on(table.playerId, table.status),
    check('minigame_spins_status_check', sql`${table.status} in ('frozen', 'collected')`),
  ],
)

/**
 * Secrets of this installation, by name, made once and shared by every instance over the same database:
 * `virtual_sports` seeds the virtual fixtures, so every server draws the same ones (docs/product.md#originals).
 */
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
})

// --- operators: the console's accounts, sessions and audit log (docs/operators.md) ------------------------------

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: one account per address. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** owner, onboarding, cashier or support (the contract's `operatorRoles`). */
    role: text('role').notNull(),
    /** scrypt, as players' passwords. */
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('operators_role_check', sql`${table.role} in ('owner', 'onboarding', 'cashier', 'support')`),
  ],
)

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Sent back in the `x-csrf-token` header of every call. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
)

/** Append-only: the migration adds a trigger that refuses every update and delete. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator's e-mail address, kept as it was when they acted. */
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    /** What was acted on: `transaction:41`, `tenant:slot2`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_target_idx').on(table.target)],
)

/**
 * Every saved state of a tenant's settings (docs/operators.md#tenant-versions): a draft until published; the
 * published one is what the live tables hold; an earlier published one is superseded.
 */
export const tenantVersions = pgTable(
  'tenant_versions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** 1, 2, 3, ... per tenant. */
    version: integer('version').notNull(),
    /** The contract's TenantConfig. */
    config: jsonb('config').notNull(),
    state: text('state').notNull(),
    basedOn: integer('based_on'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tenant_versions_tenant_version_idx').on(table.tenantId, table.version),
    check('tenant_versions_state_check', sql`${table.state} in ('draft', 'published', 'superseded')`),
  ],
)

/** Pictures operators upload for a tenant (logos, the manifest icon), checked by their bytes, kept by their hash. */
export const tenantMedia = pgTable(
  'tenant_media',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** SHA-256 of the bytes (hex): the file's name, so a path never changes what it shows. */
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The file, base64. */
    data: text('data').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tenant_media_tenant_sha_idx').on(table.tenantId, table.sha256)],
)
