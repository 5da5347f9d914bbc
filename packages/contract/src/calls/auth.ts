import * as z from 'zod/mini'
import {
  accountIdSchema,
  authenticatedShape,
  emailSchema,
  envelopeShape,
  minorUnitsSchema,
  newAccountIdSchema,
  newPasswordSchema,
  passwordSchema,
  phoneSchema,
  shortText,
  siteShape,
  tacSchema,
} from '../common'

// --- sessions: login, login_tac, signup --------------------------------------------------------------

export const sessionUserSchema = z.object({
  account_id: z.string(),
  session_token: z.string(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/**
 * What a session's token reads as in an answer to a browser on the tenant's own site (`Sec-Fetch-Site:
 * same-origin`): the real token went into an HttpOnly cookie no script can read, and the calls send this as their
 * `auth` (docs/architecture.md#session-cookie). Other clients get the token itself, and send it.
 */
export const sessionInCookie = 'cookie'

/** The answer of every call that opens a session (docs/product.md#api-calls: login; login_tac and signup alike). */
export const sessionResponseSchema = z.object({
  ...envelopeShape,
  token: z.string(),
  user: sessionUserSchema,
  fullname: z.string(),
  email: z.string(),
})
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const loginRequestSchema = z.object({
  ...siteShape,
  account_id: accountIdSchema,
  password: passwordSchema,
})
export type LoginRequest = z.infer<typeof loginRequestSchema>
export const loginResponseSchema = sessionResponseSchema
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const loginTacRequestSchema = z.object({
  ...siteShape,
  account_id: accountIdSchema,
  tac: tacSchema,
})
export type LoginTacRequest = z.infer<typeof loginTacRequestSchema>
export const loginTacResponseSchema = sessionResponseSchema
export type LoginTacResponse = z.infer<typeof loginTacResponseSchema>

/** Optional tracking and referral fields a sign-up may carry (docs/product.md#api-calls). */
const optionalTracking = z.optional(shortText(200))

export const signupRequestSchema = z.object({
  ...siteShape,
  account_id: newAccountIdSchema,
  password: newPasswordSchema,
  contact_phone: phoneSchema,
  contact_email: z.optional(z.union([z.literal(''), emailSchema])),
  referrer_code: optionalTracking,
  ch: optionalTracking,
  cm: optionalTracking,
  pp: optionalTracking,
  affiliate_code: optionalTracking,
  fbp: optionalTracking,
  appsflyer_id: optionalTracking,
  visitor_id: optionalTracking,
})
export type SignupRequest = z.infer<typeof signupRequestSchema>
/**
 * Opens the account only when `tac/verify` has confirmed `contact_phone` for this account id (within 30
 * minutes; otherwise `phoneNotVerified`). A new account is signed in at once: the answer is the new session,
 * like login's.
 */
export const signupResponseSchema = sessionResponseSchema
export type SignupResponse = z.infer<typeof signupResponseSchema>

export const logoutRequestSchema = z.object({ ...authenticatedShape })
export type LogoutRequest = z.infer<typeof logoutRequestSchema>
export const logoutResponseSchema = z.object({ ...envelopeShape })
export type LogoutResponse = z.infer<typeof logoutResponseSchema>

// --- wallet and VIP ------------------------------------------------------------------------------------

export const getBalanceRequestSchema = z.object({ ...authenticatedShape })
export type GetBalanceRequest = z.infer<typeof getBalanceRequestSchema>

export const minigameWalletSchema = z.object({
  token_balance: minorUnitsSchema,
  frozen_token: minorUnitsSchema,
})
export type MinigameWallet = z.infer<typeof minigameWalletSchema>

export const getBalanceResponseSchema = z.object({
  ...envelopeShape,
  /** Minor units of the tenant's currency: the cash, which the player may withdraw. */
  game_balance: minorUnitsSchema,
  game_token: minorUnitsSchema,
  minigame: minigameWalletSchema,
  /**
   * An active deposit bonus's balance (docs/product.md#deposit-bonus), playable but not withdrawable; 0 without one.
   * Absent from an answer of a server before bonuses, hence the default.
   */
  bonus_balance: z._default(minorUnitsSchema, 0),
})
export type GetBalanceResponse = z.infer<typeof getBalanceResponseSchema>

export const vipRequestSchema = z.object({ ...authenticatedShape })
export type VipRequest = z.infer<typeof vipRequestSchema>

/** A VIP level entry (docs/product.md#vip-summary): one row per level, amounts in minor units. */
export const vipLevelEntrySchema = z.object({
  starting_deposit: minorUnitsSchema,
  cycle_deposit: minorUnitsSchema,
  deposit_next: minorUnitsSchema,
  starting_turnover: minorUnitsSchema,
  cycle_turnover: minorUnitsSchema,
  turnover_next: minorUnitsSchema,
  vip_name: z.string(),
  vip_name_next: z.string(),
})
export type VipLevelEntry = z.infer<typeof vipLevelEntrySchema>

/** The VIP summary (docs/product.md#vip-summary): progress in percent, capped at 100 (docs/product.md#vip-progress). */
export const vipSummarySchema = z.object({
  totalDeposit: minorUnitsSchema,
  depoProgress: z.number().check(z.gte(0), z.lte(100)),
  totalTurnover: minorUnitsSchema,
  toProgress: z.number().check(z.gte(0), z.lte(100)),
  currentLevel: z.string(),
  /** The next level's name; empty at the top level. */
  nextLevel: z.string(),
})
export type VipSummary = z.infer<typeof vipSummarySchema>

export const vipResponseSchema = z.object({
  ...envelopeShape,
  nextLevel: z.array(vipLevelEntrySchema),
  summary: vipSummarySchema,
})
export type VipResponse = z.infer<typeof vipResponseSchema>

// --- passwords and one-time codes ----------------------------------------------------------------------

/** Answer of every call that sends a code; the same whether or not the account exists. */
export const tacSentResponseSchema = z.object({
  ...envelopeShape,
  /** Seconds until the code expires. */
  expires_in: z.int(),
})
export type TacSentResponse = z.infer<typeof tacSentResponseSchema>

/**
 * Sends a password reset code to the account's phone when the phone matches (for `reset_password`); always
 * the same answer.
 */
export const forgotPasswordRequestSchema = z.object({
  ...siteShape,
  account_id: accountIdSchema,
  contact_phone: phoneSchema,
})
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>
export const forgotPasswordResponseSchema = tacSentResponseSchema
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>

/**
 * Confirms a phone with the code request_new_register sent: before sign-up, the phone of the account id being
 * registered (sign-up then needs that verification); for an existing account, its own phone.
 */
export const tacVerifyRequestSchema = z.object({
  ...siteShape,
  account_id: accountIdSchema,
  tac: tacSchema,
})
export type TacVerifyRequest = z.infer<typeof tacVerifyRequestSchema>
export const tacVerifyResponseSchema = z.object({ ...envelopeShape, verified: z.boolean() })
export type TacVerifyResponse = z.infer<typeof tacVerifyResponseSchema>

/**
 * Sends a verification code by SMS. With `contact_phone`: to that phone, for the account id about to be
 * registered; sign-up opens the account only once the code is verified. An account id already taken is answered
 * alike, and that phone is told by text that the id is taken. Without it: to the phone of the existing account,
 * when that phone is not verified yet. Every answer is the same whether or not the account exists.
 */
export const tacRequestNewRegisterRequestSchema = z.object({
  ...siteShape,
  account_id: accountIdSchema,
  contact_phone: z.optional(phoneSchema),
})
export type TacRequestNewRegisterRequest = z.infer<typeof tacRequestNewRegisterRequestSchema>
export const tacRequestNewRegisterResponseSchema = tacSentResponseSchema
export type TacRequestNewRegisterResponse = z.infer<typeof tacRequestNewRegisterResponseSchema>

export const tacRequestLoginRequestSchema = z.object({ ...siteShape, account_id: accountIdSchema })
export type TacRequestLoginRequest = z.infer<typeof tacRequestLoginRequestSchema>
export const tacRequestLoginResponseSchema = tacSentResponseSchema
export type TacRequestLoginResponse = z.infer<typeof tacRequestLoginResponseSchema>

export const updatePasswordRequestSchema = z.object({
  ...authenticatedShape,
  password: passwordSchema,
  new_password: newPasswordSchema,
})
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>
/** Every session of the account is revoked; the answer carries a fresh token for this browser. */
export const updatePasswordResponseSchema = z.object({ ...envelopeShape, token: z.string() })
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponseSchema>

/**
 * Completes "forgot password" with the code `forgot_password` sent: sets the new password and ends every
 * session of the account; the player then signs in with it. A wrong code, phone or account all answer
 * `invalidTac`.
 */
export const resetPasswordRequestSchema = z.object({
  ...siteShape,
  account_id: accountIdSchema,
  contact_phone: phoneSchema,
  tac: tacSchema,
  new_password: newPasswordSchema,
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>
export const resetPasswordResponseSchema = z.object({ ...envelopeShape })
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>
