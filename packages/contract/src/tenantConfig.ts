import * as z from 'zod/mini'
import {
  leaderboardCategories,
  leaderboardCodeSchema,
  leaderboardMetrics,
  leaderboardPeriods,
  leaderboardTopSize,
} from './calls/leaderboards'
import { missionCodeSchema, missionMetrics, missionPeriods, missionRewardKinds } from './calls/missions'
import { cmsPageKeys } from './calls/settings'
import { vipBenefitLength, vipBenefitsMax, vipLevelsMax } from './calls/vip'
import { gameCategories, productCategoryKeys } from './categories'
import { envelopeShape, rowIdSchema, timestampSchema } from './common'
import { isKnownCurrency } from './currency'
import { htmlLangs } from './htmlLangs'
import { checkTheme } from './registry'

// --- a tenant's settings as one versioned document (docs/operators.md#tenant-versions) ---------------------

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

/** An http(s) address, or '' where the field is optional. */
const webAddress = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine(
    (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
    'must be an http(s) address',
  ),
)
/** A picture: one of our media paths or an http(s) address; '' for none. */
const pictureAddress = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine(
    (value) =>
      value === '' || value.startsWith('/api/media/') || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
    'must be a media path or an http(s) address',
  ),
)
const domainName = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(253),
    z.regex(/^(?!-)[a-z0-9-]{1,63}(?:\.(?!-)[a-z0-9-]{1,63})*$/, 'must be a host name'),
  )

export const languageCodes = Object.keys(htmlLangs) as (keyof typeof htmlLangs)[]

const menuSlug = z
  .string()
  .check(z.trim(), z.maxLength(80), z.regex(/^[a-z0-9-]*$/, 'must be lower-case words and dashes'))

/** The site's navigation: `category` names the kind of page (home, promotions, vip, news, or a game category). */
const menuEntry = z.object({
  name: requiredText(60),
  category: z.string().check(z.maxLength(40), z.regex(/^[a-z_]*$/, 'must be a lower-case key')),
  slug: menuSlug,
})

/** The lobby's category bar: each entry is one of the game categories. */
const gameMenuEntry = z.object({
  name: requiredText(60),
  category: z
    .string()
    .check(
      z.refine(
        (value) => gameCategories.some((category) => category.key === value),
        'must be a game category',
      ),
    ),
  slug: menuSlug,
})

const cmsPage = z.object({
  status: z.boolean(),
  /** HTML, sanitised when saved (docs/product.md#cms-sanitising). */
  en_body: text(100_000),
  local_body: text(100_000),
})

export const seoEntrySchema = z.object({
  page_name: requiredText(60),
  en_item_name: text(200),
  en_body: text(20_000),
  local_item_name: text(200),
  local_body: text(20_000),
  meta_title: text(200),
  meta_desc: text(500),
  meta_keywords: text(500),
  meta_url: webAddress,
  meta_canonical: webAddress,
  meta_author: text(200),
  meta_publisher: text(200),
  meta_lang: text(20),
  meta_image_url: pictureAddress,
})

/** The most a mission's target or reward may be: far above any real one, still exact in a double. */
const missionAmountMax = 1_000_000_000_000

/**
 * A mission (docs/product.md#missions): `target` in the metric's unit (a count, or minor units for turnover and
 * deposits), `reward` in minor units for cash or bonus, or a count of minigame tokens. `wagering_multiple` is for a
 * bonus reward only: the bonus must be bet that many times over before it turns into cash (0 releases it at once).
 */
export const missionEntrySchema = z.object({
  code: missionCodeSchema,
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  target: z.int().check(z.gte(1), z.lte(missionAmountMax)),
  reward_kind: z.enum(missionRewardKinds),
  reward: z.int().check(z.gte(1), z.lte(missionAmountMax)),
  wagering_multiple: z._default(
    z.int().check(z.gte(0, 'cannot be below 0'), z.lte(100, 'at most 100 times')),
    0,
  ),
})
export type MissionEntry = z.infer<typeof missionEntrySchema>

/** The most boards a tenant runs. */
export const leaderboardsMax = 10

/**
 * A leaderboard (docs/product.md#leaderboards): which rounds it counts (`category`, or `all`), how it ranks them
 * (`metric`), over a day or a week, and the cash prize of each rank from the first, in minor units (1 to
 * `leaderboardTopSize` ranks, each prize at least 1).
 */
export const leaderboardEntrySchema = z.object({
  code: leaderboardCodeSchema,
  period: z.enum(leaderboardPeriods),
  category: z.enum(leaderboardCategories),
  metric: z.enum(leaderboardMetrics),
  prizes: z
    .array(z.int().check(z.gte(1, 'each prize must be at least 1 minor unit'), z.lte(missionAmountMax)))
    .check(
      z.minLength(1, 'a board needs a prize for at least its first rank'),
      z.maxLength(leaderboardTopSize, `a board pays at most ${leaderboardTopSize} ranks`),
    ),
})
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>

/**
 * A VIP level (docs/product.md#vip-rewards): its number (from 1, ascending), its name and benefit lines as the
 * operator wrote them, the total deposits and turnover it needs and the cash reward reaching it pays once (0: none),
 * all amounts in minor units.
 */
export const vipLevelSettingSchema = z.object({
  level: z
    .int()
    .check(z.gte(1, 'a level number starts at 1'), z.lte(1_000, 'a level number is at most 1000')),
  name: z.string().check(z.trim(), z.minLength(1, 'a level needs a name'), z.maxLength(40)),
  min_deposit: z.int().check(z.gte(0, 'cannot be below 0'), z.lte(missionAmountMax)),
  min_turnover: z.int().check(z.gte(0, 'cannot be below 0'), z.lte(missionAmountMax)),
  level_up_reward: z.int().check(z.gte(0, 'cannot be below 0 (0 pays nothing)'), z.lte(missionAmountMax)),
  benefits: z._default(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'a benefit line cannot be empty'),
            z.maxLength(vipBenefitLength, `a benefit line is at most ${vipBenefitLength} characters`),
          ),
      )
      .check(z.maxLength(vipBenefitsMax, `a level lists at most ${vipBenefitsMax} benefits`)),
    [],
  ),
})
export type VipLevelSetting = z.infer<typeof vipLevelSettingSchema>

/** The most deposit bonus offers a tenant runs (docs/product.md#deposit-bonus). */
export const depositBonusesMax = 10

const offerTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' })

/**
 * A deposit bonus offer (docs/product.md#deposit-bonus): `percent` of a qualifying deposit of at least `min_deposit`,
 * at most `max_bonus` (minor units), released to cash once staked `wagering_multiple` times on games of `categories`
 * (product category keys), for opt-ins between `starts_at` and `ends_at` (none: no end). `title` and `terms` are
 * English, `local_title` and `local_terms` the tenant's language ('' shows the English on a page in that language).
 */
export const depositBonusSettingSchema = z.object({
  code: z
    .string()
    .check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a code is 1 to 40 lowercase letters, digits or -')),
  title: z.string().check(z.trim(), z.minLength(1, 'an offer needs a title'), z.maxLength(80)),
  terms: z._default(text(2_000), ''),
  local_title: z._default(text(80), ''),
  local_terms: z._default(text(2_000), ''),
  image_url: z._default(text(500), ''),
  percent: z.int().check(z.gte(1, 'at least 1 %'), z.lte(1_000, 'at most 1000 %')),
  max_bonus: z.int().check(z.gte(1, 'an offer pays at least 1'), z.lte(missionAmountMax)),
  min_deposit: z.int().check(z.gte(0, 'cannot be below 0'), z.lte(missionAmountMax)),
  wagering_multiple: z.int().check(z.gte(0, 'cannot be below 0'), z.lte(100, 'at most 100 times')),
  categories: z
    .array(
      z
        .string()
        .check(
          z.refine(
            (value) => (productCategoryKeys as readonly string[]).includes(value),
            'an unknown category',
          ),
        ),
    )
    .check(z.minLength(1, 'an offer needs at least one game category')),
  starts_at: offerTime,
  ends_at: z.nullable(offerTime),
})
export type DepositBonusSetting = z.infer<typeof depositBonusSettingSchema>

/** What is wrong with a tenant's offers as a whole: each code once, and each period ending after it starts. */
export function depositBonusIssues(
  offers: readonly Pick<DepositBonusSetting, 'code' | 'starts_at' | 'ends_at'>[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = []
  offers.forEach((offer, index) => {
    if (offers.findIndex((other) => other.code === offer.code) !== index)
      issues.push({ path: ['deposit_bonuses', index, 'code'], message: `offer ${offer.code} is there twice` })
    if (offer.ends_at !== null && Date.parse(offer.ends_at) <= Date.parse(offer.starts_at))
      issues.push({
        path: ['deposit_bonuses', index, 'ends_at'],
        message: 'an offer must end after it starts',
      })
  })
  return issues
}

/**
 * What is wrong with a VIP table as a whole (docs/product.md#vip-rewards): levels ascending, each once, with their own
 * names, and requirements that never fall from one level to the next.
 */
export function vipTableIssues(
  levels: readonly Pick<VipLevelSetting, 'level' | 'name' | 'min_deposit' | 'min_turnover'>[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = []
  levels.forEach((entry, index) => {
    const below = levels[index - 1]
    if (!below) return
    if (entry.level <= below.level)
      issues.push({
        path: ['vip_levels', index, 'level'],
        message: `level ${entry.level} must come after level ${below.level}: levels go up, each once`,
      })
    if (entry.min_deposit < below.min_deposit)
      issues.push({
        path: ['vip_levels', index, 'min_deposit'],
        message: `level ${entry.level} cannot need less deposit than level ${below.level}`,
      })
    if (entry.min_turnover < below.min_turnover)
      issues.push({
        path: ['vip_levels', index, 'min_turnover'],
        message: `level ${entry.level} cannot need less turnover than level ${below.level}`,
      })
  })
  const names = levels.map((entry) => entry.name)
  const twice = names.find((name, index) => names.indexOf(name) !== index)
  if (twice)
    issues.push({
      path: ['vip_levels'],
      message: `VIP level name ${twice} is there twice: each level needs its own name`,
    })
  return issues
}

/**
 * The largest tenant document a save may send, in bytes of JSON: room for the schema's long texts (five CMS pages in
 * two languages, SEO bodies) with their escaping.
 */
export const tenantDocumentMaxBytes = 4 * 1024 * 1024

/** A new tenant's idle timeout, in minutes (docs/architecture.md#sessions). */
export const defaultSessionIdleMinutes = 30

/**
 * Everything of a tenant that the start-up call and the site-content calls carry, as one document: a saved
 * change is a new draft of it, publishing makes one live. The currency and the domains are not in it: the
 * currency is fixed when the tenant is made (money is kept in it), and domains change at once.
 */
export const tenantConfigSchema = z
  .object({
    site: z.object({
      site_name: requiredText(80),
      logo_text: text(40),
      /** The tenant's default language: the language of its unprefixed pages (docs/product.md#languages). */
      language: z.enum(languageCodes),
      /**
       * The language its local texts (the `local_` fields) are written in: a page in that language shows them, a page
       * in any other shows the English ones (docs/product.md#local-texts).
       */
      local_language: z.enum(languageCodes),
      theme_code: requiredText(40),
      theme_color: requiredText(40),
      /** The colour our generated logos use: `#c9a227` or `hsl(45 65% 42%)`. */
      brand_color: z
        .string()
        .check(
          z.regex(
            /^(#[0-9a-f]{6}|hsl\(\d{1,3} \d{1,3}% \d{1,3}%\))$/i,
            'must be a colour like #c9a227 or hsl(45 65% 42%)',
          ),
        ),
      logo1: pictureAddress,
      logo2: pictureAddress,
      logo3: pictureAddress,
      manifest_icon: pictureAddress,
      android_sub: webAddress,
      ios_sub: webAddress,
      gamify_status: z.boolean(),
      /**
       * Minutes without a call after which a player's session ends (docs/architecture.md#sessions): 0 for never
       * (the session still ends after 24 hours), else 15 to 1440. Versions saved before it existed read as 30.
       */
      session_idle_minutes: z._default(
        z.int().check(
          z.refine((minutes) => minutes === 0 || (minutes >= 15 && minutes <= 1_440), {
            message: 'must be 0 (never) or from 15 to 1440 minutes',
          }),
        ),
        defaultSessionIdleMinutes,
      ),
    }),
    maintenance: z.object({
      start_date: z.nullable(timestampSchema),
      end_date: z.nullable(timestampSchema),
    }),
    live_chat: z.object({ status: z.boolean(), chat_id: text(120), image_id: text(120) }),
    affiliate_domains: z.array(domainName).check(z.maxLength(50)),
    partners: z
      .array(z.object({ partner_name: requiredText(80), href: webAddress, img_url: pictureAddress }))
      .check(z.maxLength(40)),
    social_accounts: z
      .array(z.object({ platform: requiredText(40), account_name: requiredText(80), url: webAddress }))
      .check(z.maxLength(20)),
    menu: z.array(menuEntry).check(z.maxLength(30)),
    game_menu: z.array(gameMenuEntry).check(z.maxLength(30)),
    cms: z.object(
      Object.fromEntries(cmsPageKeys.map((key) => [key, cmsPage])) as Record<
        (typeof cmsPageKeys)[number],
        typeof cmsPage
      >,
    ),
    seo: z.array(seoEntrySchema).check(z.maxLength(60)),
    /**
     * The referral commission (docs/product.md#referral): `percent` (0 to 50; 0 pays none) of each referred
     * friend's first approved deposit, at most `cap` minor units (0: no cap). Older versions read as none.
     */
    referral: z._default(
      z.object({
        percent: z.int().check(z.gte(0), z.lte(50)),
        cap: z.int().check(z.gte(0), z.lte(missionAmountMax)),
      }),
      { percent: 0, cap: 0 },
    ),
    /** Missions, in the order the site lists them; versions saved before missions existed read as none. */
    missions: z._default(z.array(missionEntrySchema).check(z.maxLength(20)), []),
    /** Leaderboards, in the order the site shows them; versions saved before leaderboards existed read as none. */
    leaderboards: z._default(z.array(leaderboardEntrySchema).check(z.maxLength(leaderboardsMax)), []),
    /**
     * The VIP levels from the lowest (docs/product.md#vip-rewards); versions saved before they were part of the
     * document read as none.
     */
    vip_levels: z._default(
      z
        .array(vipLevelSettingSchema)
        .check(z.maxLength(vipLevelsMax, `a VIP table holds at most ${vipLevelsMax} levels`)),
      [],
    ),
    /**
     * The deposit bonus offers (docs/product.md#deposit-bonus). Absent (a document of an editor that does not know
     * them yet): publishing leaves the offers as they are.
     */
    deposit_bonuses: z.optional(
      z
        .array(depositBonusSettingSchema)
        .check(z.maxLength(depositBonusesMax, `a tenant runs at most ${depositBonusesMax} offers`)),
    ),
    /** Tenant scripts: only an owner may change them (docs/operators.md#roles). */
    analytics: z
      .array(z.object({ section: z.enum(['HEAD', 'BODY']), script: text(20_000) }))
      .check(z.maxLength(20)),
  })
  .check(
    z.superRefine((config, context) => {
      const theme = checkTheme(config.site.theme_code, config.site.theme_color)
      if (!theme.ok)
        context.addIssue({
          code: 'custom',
          path: theme.message === 'Invalid theme code' ? ['site', 'theme_code'] : ['site', 'theme_color'],
          message: theme.message,
          input: config.site,
        })
      const { start_date: start, end_date: end } = config.maintenance
      if (
        (start === null) !== (end === null) ||
        (start !== null && end !== null && !(Date.parse(end) > Date.parse(start)))
      )
        context.addIssue({
          code: 'custom',
          path: ['maintenance', 'end_date'],
          message: 'a maintenance window needs a start and a later end',
          input: config.maintenance,
        })
      const codes = config.missions.map((mission) => mission.code)
      const twice = codes.find((code, index) => codes.indexOf(code) !== index)
      if (twice)
        context.addIssue({
          code: 'custom',
          path: ['missions'],
          message: `mission ${twice} is there twice: each needs its own code`,
          input: codes,
        })
      config.missions.forEach((mission, index) => {
        const days = mission.period === 'daily' ? 1 : 7
        if (mission.metric === 'logins' && mission.target > days)
          context.addIssue({
            code: 'custom',
            path: ['missions', index, 'target'],
            message: `a ${mission.period} mission can count at most ${days} days of sign-in`,
            input: mission.target,
          })
      })
      const boards = config.leaderboards.map((board) => board.code)
      const boardTwice = boards.find((code, index) => boards.indexOf(code) !== index)
      if (boardTwice)
        context.addIssue({
          code: 'custom',
          path: ['leaderboards'],
          message: `leaderboard ${boardTwice} is there twice: each needs its own code`,
          input: boards,
        })
      config.leaderboards.forEach((board, index) => {
        const falling = board.prizes.findIndex(
          (prize, rank) => rank > 0 && prize > (board.prizes[rank - 1] ?? 0),
        )
        if (falling > 0)
          context.addIssue({
            code: 'custom',
            path: ['leaderboards', index, 'prizes', falling],
            message: `rank ${falling + 1} cannot win more than rank ${falling}`,
            input: board.prizes,
          })
      })
      for (const issue of vipTableIssues(config.vip_levels))
        context.addIssue({ code: 'custom', ...issue, input: config.vip_levels })
      for (const issue of depositBonusIssues(config.deposit_bonuses ?? []))
        context.addIssue({ code: 'custom', ...issue, input: config.deposit_bonuses })
      const pages = config.seo.map((entry) => entry.page_name)
      const repeated = pages.find((page, index) => pages.indexOf(page) !== index)
      if (repeated)
        context.addIssue({
          code: 'custom',
          path: ['seo'],
          message: `page ${repeated} has two records`,
          input: pages,
        })
    }),
  )
export type TenantConfig = z.infer<typeof tenantConfigSchema>

export const versionStates = ['draft', 'published', 'superseded'] as const

export const tenantVersionSchema = z.object({
  version: z.int(),
  state: z.enum(versionStates),
  /** The version this one was made from; null for the first. */
  based_on: z.nullable(z.int()),
  created_by: z.string(),
  created_at: timestampSchema,
  published_at: z.nullable(timestampSchema),
})
export type TenantVersion = z.infer<typeof tenantVersionSchema>

const tenantCodeShape = { tenant_code: requiredText(64) }

export const tenantSummarySchema = z.object({
  tenant_id: rowIdSchema,
  tenant_code: z.string(),
  site_name: z.string(),
  currency: z.string(),
  domains: z.array(z.string()),
  /** The live version's number. */
  published: z.int(),
  /** The newest version's number (above `published` while drafts wait). */
  latest: z.int(),
})
export const tenantListRequestSchema = z.object({})
export const tenantListResponseSchema = z.object({ ...envelopeShape, tenants: z.array(tenantSummarySchema) })

export const tenantVersionsRequestSchema = z.object(tenantCodeShape)
export const tenantVersionsResponseSchema = z.object({
  ...envelopeShape,
  versions: z.array(tenantVersionSchema),
})

export const tenantConfigRequestSchema = z.object({
  ...tenantCodeShape,
  /** Which version; the newest when left out. */
  version: z.optional(z.int().check(z.gte(1))),
})
export const tenantConfigResponseSchema = z.object({
  ...envelopeShape,
  version: tenantVersionSchema,
  config: tenantConfigSchema,
  /** The tenant's currency, fixed when it was made: the editor shows amounts (missions, leaderboard prizes, VIP levels) in it. */
  currency: z.string(),
})

export const tenantSaveRequestSchema = z.object({
  ...tenantCodeShape,
  /** The version the edit started from: saving over a newer one is refused (409), so no edit is lost. */
  based_on: z.int().check(z.gte(1)),
  config: tenantConfigSchema,
})
export const tenantSaveResponseSchema = z.object({ ...envelopeShape, version: tenantVersionSchema })

export const tenantPublishRequestSchema = z.object({ ...tenantCodeShape, version: z.int().check(z.gte(1)) })
export const tenantPublishResponseSchema = z.object({ ...envelopeShape, version: tenantVersionSchema })

/** One difference between two versions: the field's path (`site.site_name`, `partners.2.href`) and its values. */
export const configChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() })
export type ConfigChange = z.infer<typeof configChangeSchema>
export const tenantDiffRequestSchema = z.object({
  ...tenantCodeShape,
  from: z.int().check(z.gte(1)),
  to: z.int().check(z.gte(1)),
})
export const tenantDiffResponseSchema = z.object({ ...envelopeShape, changes: z.array(configChangeSchema) })

/** The leaves that differ between two documents, in document order; arrays compare position by position. */
export function diffConfigs(before: unknown, after: unknown, path = ''): ConfigChange[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null
  if (isRecord(before) && isRecord(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => diffConfigs(before[key], after[key], path ? `${path}.${key}` : key))
  }
  return Object.is(before, after) ? [] : [{ path, before: before ?? null, after: after ?? null }]
}

/** A tenant's code: its demo address (`<code>.localhost`), its media paths and the tooling's handle. */
const tenantCode = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'must be 2 to 40 lower-case letters, digits and dashes'),
  )

/**
 * Makes a tenant (docs/operators.md#making-a-tenant): its code, currency and domains, and the first settings of
 * its document; the rest starts empty and is edited as drafts.
 */
export const tenantCreateRequestSchema = z
  .object({
    tenant_code: tenantCode,
    site_name: requiredText(80),
    currency: z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine((value) => isKnownCurrency(value), 'must be a currency the platform knows'),
    ),
    language: z.enum(languageCodes),
    theme_code: requiredText(40),
    theme_color: requiredText(40),
    domains: z.array(domainName).check(z.minLength(1), z.maxLength(10)),
  })
  .check(
    z.superRefine((input, context) => {
      const theme = checkTheme(input.theme_code, input.theme_color)
      if (!theme.ok)
        context.addIssue({
          code: 'custom',
          path: [theme.message === 'Invalid theme code' ? 'theme_code' : 'theme_color'],
          message: theme.message,
          input,
        })
    }),
  )
export type TenantCreateRequest = z.infer<typeof tenantCreateRequestSchema>
export const tenantCreateResponseSchema = z.object({
  ...envelopeShape,
  tenant: tenantSummarySchema,
  version: tenantVersionSchema,
})

/** Replaces a tenant's domains; each must be free (no other tenant's). They take effect at once. */
export const tenantDomainsRequestSchema = z.object({
  ...tenantCodeShape,
  domains: z.array(domainName).check(z.minLength(1), z.maxLength(10)),
})
export const tenantDomainsResponseSchema = z.object({ ...envelopeShape, tenant: tenantSummarySchema })

/** A signed, expiring link that opens the tenant's real site with a version (a draft) in one browser only. */
export const tenantPreviewRequestSchema = z.object({ ...tenantCodeShape, version: z.int().check(z.gte(1)) })
export const tenantPreviewResponseSchema = z.object({
  ...envelopeShape,
  /** Opens the preview on the tenant's first domain: `/api/preview/open?token=…`. */
  url: z.string(),
  expires_at: timestampSchema,
})

/**
 * The theme gallery (docs/operators.md#gallery): a version (usually a draft) of the tenant's real site in every
 * template and colour of the registry, each look on its own signed host, for the console's frames.
 */
export const tenantGalleryRequestSchema = z.object({ ...tenantCodeShape, version: z.int().check(z.gte(1)) })
/** One look of the gallery: the site at `url` shows the version with this theme code and colour. */
export const tenantGalleryFrameSchema = z.object({
  theme_code: z.string(),
  theme_color: z.string(),
  /** `<scheme>//<label>.<preview host><:port>/`, in the scheme and port of the console's address. */
  url: z.string(),
})
export type TenantGalleryFrame = z.infer<typeof tenantGalleryFrameSchema>
export const tenantGalleryResponseSchema = z.object({
  ...envelopeShape,
  /** One per template and colour, in the registry's order (20 x 5). */
  frames: z.array(tenantGalleryFrameSchema),
  /** When every frame's host stops answering: the console asks again for a new gallery. */
  expires_at: timestampSchema,
})
