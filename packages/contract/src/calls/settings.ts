import * as z from 'zod/mini'
import {
  authenticatedShape,
  domainNameSchema,
  emailSchema,
  envelopeShape,
  fullNameSchema,
  minorUnitsSchema,
  rowIdSchema,
  shortText,
  siteShape,
  timestampSchema,
} from '../common'

// --- profile and account ---------------------------------------------------------------------------

/** The profile (docs/product.md#profile), without the token. */
export const profileSchema = z.object({
  account_id: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

export const profileUpdateRequestSchema = z.object({
  ...authenticatedShape,
  full_name: fullNameSchema,
  contact_email: emailSchema,
})
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>
/** On success `value[0]` is the stored profile (docs/product.md#api-calls). */
export const profileUpdateResponseSchema = z.object({ ...envelopeShape, value: z.array(profileSchema) })
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>

export const accountStatuses = ['ACTIVE', 'BLOCK', 'CLOSE'] as const
export type AccountStatus = (typeof accountStatuses)[number]

export const checkStatusRequestSchema = z.object({ ...authenticatedShape })
export type CheckStatusRequest = z.infer<typeof checkStatusRequestSchema>
/** An active account answers ACTIVE; a blocked or closed one answers message BLOCK or CLOSE instead. */
export const checkStatusResponseSchema = z.object({
  ...envelopeShape,
  status: z.enum(accountStatuses),
  phone_verified: z.boolean(),
})
export type CheckStatusResponse = z.infer<typeof checkStatusResponseSchema>

// --- inbox ---------------------------------------------------------------------------------------------

export const inboxItemSchema = z.object({
  inbox_id: z.int(),
  title: z.string(),
  body: z.string(),
  /** Minor units credited to the game balance on claim; 0 for a message without a reward. */
  reward: minorUnitsSchema,
  is_read: z.boolean(),
  is_claimed: z.boolean(),
  created_at: timestampSchema,
})
export type InboxItem = z.infer<typeof inboxItemSchema>

export const getInboxRequestSchema = z.object({ ...authenticatedShape })
export type GetInboxRequest = z.infer<typeof getInboxRequestSchema>
export const getInboxResponseSchema = z.object({
  ...envelopeShape,
  value: z.array(inboxItemSchema),
  unread: z.int(),
})
export type GetInboxResponse = z.infer<typeof getInboxResponseSchema>

export const claimInboxRequestSchema = z.object({
  ...authenticatedShape,
  inbox_id: rowIdSchema,
})
export type ClaimInboxRequest = z.infer<typeof claimInboxRequestSchema>
export const claimInboxResponseSchema = z.object({
  ...envelopeShape,
  inbox_id: z.int(),
  /** What the claim credited, minor units. */
  reward: minorUnitsSchema,
  /** The game balance after the claim, minor units. */
  game_balance: minorUnitsSchema,
})
export type ClaimInboxResponse = z.infer<typeof claimInboxResponseSchema>

/** Marks the player's own items read (docs/product.md#inbox); ids that are not theirs change nothing. */
export const readInboxRequestSchema = z.object({
  ...authenticatedShape,
  inbox_ids: z.array(rowIdSchema).check(z.minLength(1), z.maxLength(100)),
})
export type ReadInboxRequest = z.infer<typeof readInboxRequestSchema>
export const readInboxResponseSchema = z.object({
  ...envelopeShape,
  /** What stays unread afterwards: the badge's count. */
  unread: z.int(),
})
export type ReadInboxResponse = z.infer<typeof readInboxResponseSchema>

// --- site content ----------------------------------------------------------------------------------------

export const socialAccountSchema = z.object({
  /** facebook, telegram, instagram, x, youtube, whatsapp, ... */
  platform: z.string(),
  account_name: z.string(),
  url: z.string(),
})
export type SocialAccount = z.infer<typeof socialAccountSchema>

export const socialAccountRequestSchema = z.object({ ...siteShape })
export type SocialAccountRequest = z.infer<typeof socialAccountRequestSchema>
export const socialAccountResponseSchema = z.object({
  ...envelopeShape,
  accountList: z.array(socialAccountSchema),
})
export type SocialAccountResponse = z.infer<typeof socialAccountResponseSchema>

/** A line of the top-10 boards; account ids are masked (`de**o`). */
export const top10EntrySchema = z.object({
  account_id: z.string(),
  amount: minorUnitsSchema,
  /** The game won on; empty for withdrawals. */
  game_name: z.string(),
  created_at: timestampSchema,
})
export type Top10Entry = z.infer<typeof top10EntrySchema>

export const top10WinnerWithdrawalRequestSchema = z.object({ ...siteShape })
export type Top10WinnerWithdrawalRequest = z.infer<typeof top10WinnerWithdrawalRequestSchema>
/** The top-10 answer (docs/product.md#top-10; `withrawal` spelled so). */
export const top10WinnerWithdrawalResponseSchema = z.object({
  ...envelopeShape,
  /** The ten largest withdrawals of the last 30 days. */
  withrawal: z.array(top10EntrySchema),
  /** The ten largest wins of the last 30 days. */
  winner: z.array(top10EntrySchema),
  /** The latest withdrawals of the last hour, newest first, at most ten. */
  hour_withdrawal: z.array(top10EntrySchema),
  registered_player: z.int(),
  /** Players signed in during the last 24 hours. */
  active_player: z.int(),
  /** Players with at least one deposit. */
  deposited_player: z.int(),
})
export type Top10WinnerWithdrawalResponse = z.infer<typeof top10WinnerWithdrawalResponseSchema>

export const cmsPageKeys = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming'] as const
export type CmsPageKey = (typeof cmsPageKeys)[number]

/** CMS content (docs/product.md#cms): per page a `_status` flag and `en_` / `local_` bodies (sanitised HTML). */
export const cmsContentSchema = z.object({
  about_us_status: z.boolean(),
  en_about_us: z.string(),
  local_about_us: z.string(),
  privacy_policy_status: z.boolean(),
  en_privacy_policy: z.string(),
  local_privacy_policy: z.string(),
  banking_status: z.boolean(),
  en_banking: z.string(),
  local_banking: z.string(),
  faqs_status: z.boolean(),
  en_faqs: z.string(),
  local_faqs: z.string(),
  responsible_gaming_status: z.boolean(),
  en_responsible_gaming: z.string(),
  local_responsible_gaming: z.string(),
})
export type CmsContent = z.infer<typeof cmsContentSchema>

export const siteInfoDetailRequestSchema = z.object({ ...siteShape })
export type SiteInfoDetailRequest = z.infer<typeof siteInfoDetailRequestSchema>
export const siteInfoDetailResponseSchema = z.object({ ...envelopeShape, cms: cmsContentSchema })
export type SiteInfoDetailResponse = z.infer<typeof siteInfoDetailResponseSchema>

/** An analytics item (docs/product.md#analytics). */
export const analyticsItemSchema = z.object({
  section: z.enum(['HEAD', 'BODY']),
  script: z.string(),
})
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>

export const getAnalyticsRequestSchema = z.object({ domain_name: domainNameSchema })
export type GetAnalyticsRequest = z.infer<typeof getAnalyticsRequestSchema>
export const getAnalyticsResponseSchema = z.object({ ...envelopeShape, value: z.array(analyticsItemSchema) })
export type GetAnalyticsResponse = z.infer<typeof getAnalyticsResponseSchema>

export const adsVisitRequestSchema = z.object({
  ...siteShape,
  fbp: shortText(200),
  appsflyer_id: shortText(200),
})
export type AdsVisitRequest = z.infer<typeof adsVisitRequestSchema>
export const adsVisitResponseSchema = z.object({ ...envelopeShape, visit_id: z.int() })
export type AdsVisitResponse = z.infer<typeof adsVisitResponseSchema>

/** A partner (docs/product.md#site). */
export const partnerSchema = z.object({
  href: z.string(),
  img_url: z.string(),
  partner_name: z.string(),
})
export type Partner = z.infer<typeof partnerSchema>

export const partnersRequestSchema = z.object({ ...siteShape })
export type PartnersRequest = z.infer<typeof partnersRequestSchema>
export const partnersResponseSchema = z.object({ ...envelopeShape, partners: z.array(partnerSchema) })
export type PartnersResponse = z.infer<typeof partnersResponseSchema>

// --- banners and promotions (docs/product.md#home) ---------------------------------------------------------

/**
 * A banner the tenant sets for its home's hero. Words come in English and the tenant's language, as CMS bodies
 * do (docs/product.md#cms); the browser shows the page language's pair.
 */
export const bannerSchema = z.object({
  banner_id: z.int(),
  /** A short line above the title ("Welcome offer"); may be empty. */
  en_kicker: z.string(),
  local_kicker: z.string(),
  en_title: z.string(),
  local_title: z.string(),
  en_subtitle: z.string(),
  local_subtitle: z.string(),
  /** The button's words; empty for a banner without a button. */
  en_cta: z.string(),
  local_cta: z.string(),
  /** The art, at least 16:9. */
  image_url: z.string(),
  /** Where the banner leads: a path of the site (`/promotions`) or an http(s) address. */
  href: z.string(),
})
export type Banner = z.infer<typeof bannerSchema>

export const bannersRequestSchema = z.object({ ...siteShape })
export type BannersRequest = z.infer<typeof bannersRequestSchema>
/** The tenant's banners showing now, in the tenant's order. */
export const bannersResponseSchema = z.object({ ...envelopeShape, value: z.array(bannerSchema) })
export type BannersResponse = z.infer<typeof bannersResponseSchema>

/** A promotion of the tenant (docs/product.md#home): what it offers, its terms and where to take it up. */
export const promotionSchema = z.object({
  promotion_id: z.int(),
  en_title: z.string(),
  local_title: z.string(),
  /** One line for cards and shelves. */
  en_summary: z.string(),
  local_summary: z.string(),
  /** The terms, sanitised HTML (docs/product.md#cms-sanitising). */
  en_body: z.string(),
  local_body: z.string(),
  /** The action's words ("Spin the wheel"). */
  en_cta: z.string(),
  local_cta: z.string(),
  image_url: z.string(),
  /** Where the action leads: a path of the site or an http(s) address. */
  href: z.string(),
  starts_at: timestampSchema,
  /** Null for a promotion without an end. */
  ends_at: z.nullable(timestampSchema),
})
export type Promotion = z.infer<typeof promotionSchema>

export const promotionsRequestSchema = z.object({ ...siteShape })
export type PromotionsRequest = z.infer<typeof promotionsRequestSchema>
/** The tenant's promotions running now, in the tenant's order. */
export const promotionsResponseSchema = z.object({ ...envelopeShape, value: z.array(promotionSchema) })
export type PromotionsResponse = z.infer<typeof promotionsResponseSchema>
