/**
 * The status catalogue of docs/product.md#error-catalogue. Every answer carries `statusCode` and `message`; the browser's
 * synthetic failures (it could not reach the server) also carry `statusMessage`.
 */

export const statusCodes = {
  success: 1,
  /** A refused call, and the synthetic "disconnect" result of most settings calls. */
  disconnect: 0,
  internalServerError: -500,
  serviceUnavailable: -503,
} as const

export type StatusCodeName = keyof typeof statusCodes

/** The `statusMessage` of each synthetic failure. */
export const statusMessages = {
  disconnect: 'disconnect',
  internalServerError: 'internalServerError',
  serviceUnavailable: 'serviceUnavailable',
} as const

export type SyntheticFailureKind = keyof typeof statusMessages

/**
 * Messages the API answers. The letters-only ones are keys the browser translates (docs/product.md#error-handler: a
 * letters-only message is translated, any other is shown as it is).
 */
export const apiMessages = {
  ok: 'OK',
  sessionExpired: 'sessionExpired',
  /** Wrong password and unknown account alike: an answer never tells whether an account exists. */
  invalidCredentials: 'invalidCredentials',
  tooManyRequests: 'tooManyRequests',
  /** A wrong, expired or already used code. */
  invalidTac: 'invalidTac',
  /** The code has had its five attempts; a new one must be requested. */
  tacAttemptsExceeded: 'tacAttemptsExceeded',
  /** Answered to every code request, whether or not the account exists. */
  tacSent: 'tacSent',
  /** Sign-up with an account id that is taken; only answered once the phone is verified for that id. */
  accountExists: 'accountExists',
  /** A new password that is one of the 10,000 most common ones (docs/architecture.md#passwords). */
  commonPassword: 'commonPassword',
  /** Sign-up without a verified code for that account id and phone (docs/product.md#sign-up). */
  phoneNotVerified: 'phoneNotVerified',
  /** A session to sign out that is not one of the player's live sessions. */
  sessionNotFound: 'sessionNotFound',
  /** update_password: the current password is wrong. */
  wrongPassword: 'wrongPassword',
  inboxNotFound: 'inboxNotFound',
  alreadyClaimed: 'alreadyClaimed',
  /** A reward in the inbox is paid only to an account whose phone is verified (the welcome gift among them). */
  verifyPhoneToClaim: 'verifyPhoneToClaim',
  /** A mission the tenant does not run (any more). */
  missionNotFound: 'missionNotFound',
  /** A mission claimed before its progress reached the target. */
  missionNotComplete: 'missionNotComplete',
  /** A referral claim with no commission earned and unclaimed. */
  nothingToClaim: 'nothingToClaim',
  /** A VIP claim of a level the tenant does not have, or whose level-up reward is 0 (docs/product.md#vip-rewards). */
  vipRewardNotFound: 'vipRewardNotFound',
  /** A VIP claim of a level the player's deposits and turnover have not reached yet. */
  vipLevelNotReached: 'vipLevelNotReached',
  /** A bonus opt-in of an offer the tenant does not have (docs/product.md#deposit-bonus). */
  bonusOfferNotFound: 'bonusOfferNotFound',
  /** A bonus opt-in of an offer that has not started or has ended. */
  bonusOfferExpired: 'bonusOfferExpired',
  /** A bonus opt-in while the player holds an open bonus (opted in or active): one at a time. */
  bonusAlreadyOpen: 'bonusAlreadyOpen',
  /**
   * A bonus mission claimed while the player's opted-in bonus waits for its deposit (docs/product.md#missions):
   * nothing is paid; after the deposit the reward joins that bonus.
   */
  bonusWaitingForDeposit: 'bonusWaitingForDeposit',
  /**
   * A withdrawal while a bonus is active, without `accept_bonus_forfeit`: `details.bonus_forfeit` is the bonus balance
   * the withdrawal would forfeit (docs/product.md#deposit-bonus). Sent again with the flag, it forfeits that amount.
   */
  bonusForfeitNotAccepted: 'bonusForfeitNotAccepted',
  /** The account is blocked or closed: both end the session in the browser. */
  blocked: 'BLOCK',
  closed: 'CLOSE',
  permissionDenied: 'permissionDenied',
  // --- cashier and responsible gaming (docs/product.md#cashier) ---
  /** A request_id already used for another body: a retry must send the same body. */
  requestIdReused: 'requestIdReused',
  methodNotFound: 'methodNotFound',
  bankNotFound: 'bankNotFound',
  bankAccountNotFound: 'bankAccountNotFound',
  bankAccountExists: 'bankAccountExists',
  /** The player already has the most bank accounts allowed. */
  bankAccountLimit: 'bankAccountLimit',
  transactionNotFound: 'transactionNotFound',
  /** Only a pending transaction can be cancelled, approved or rejected. */
  notPending: 'notPending',
  /** The deposit would pass a deposit limit; the answer carries period, limit and remaining. */
  depositLimitExceeded: 'depositLimitExceeded',
  /** The player chose a time-out; the answer carries `until`. */
  timedOut: 'timedOut',
  /** The player excluded themself; the answer carries `until`. */
  selfExcluded: 'selfExcluded',
  // --- games and the minigame (docs/product.md#games) ---
  /** The game is not in the catalogue, or its provider is not offered on this site. */
  gameNotFound: 'gameNotFound',
  /** The game token is unknown, expired, or of another player, tenant or game: relaunch the game. */
  gameTokenInvalid: 'gameTokenInvalid',
  /** The stake is outside the game's minimum and maximum; the message names both. */
  stakeOutOfRange: 'stakeOutOfRange',
  /** A bet larger than the game balance. */
  insufficientFunds: 'insufficientFunds',
  /** A provider callback whose signature does not match its body. */
  invalidSignature: 'invalidSignature',
  /** A debit whose transaction id was rolled back (or whose rollback arrived first). */
  transactionRolledBack: 'transactionRolledBack',
  /** A credit or rollback naming a round or debit that does not exist. */
  roundNotFound: 'roundNotFound',
  /** A sports selection on a fixture that has started, is unknown, or repeats a fixture. */
  fixtureClosed: 'fixtureClosed',
  /** A dice nonce not above the last one used on this server seed. */
  nonceUsed: 'nonceUsed',
  /** A spin without a minigame token. */
  noTokens: 'noTokens',
  spinNotFound: 'spinNotFound',
  /** The player already keeps the most favourites allowed (`maxFavourites`). */
  favouritesFull: 'favouritesFull',
} as const

export type ApiMessage = (typeof apiMessages)[keyof typeof apiMessages]

/** docs/product.md#session-expired-flow: these messages trigger the session-expired flow (toast, logout, redirect). */
export const sessionEndingMessages = [
  'sessionExpired',
  'Session Expired',
  'BLOCK',
  'CLOSE',
  'permissionDenied',
] as const

export function endsSession(message: string): boolean {
  return (sessionEndingMessages as readonly string[]).includes(message)
}

/**
 * docs/product.md#error-handler: the error handler ignores statusCode 1, a message of OK in any case, and an empty code.
 */
export function isIgnoredResult(result: { statusCode?: number | null | undefined; message?: string }) {
  if (result.statusCode === undefined || result.statusCode === null) return true
  if (result.statusCode === statusCodes.success) return true
  return (result.message ?? '').toLowerCase() === 'ok'
}

export interface SyntheticFailure {
  statusCode: number
  message: string
  statusMessage: string
}

/** The result the browser substitutes when a call could not reach the server (docs/product.md#synthetic-results). */
export function syntheticFailure(kind: SyntheticFailureKind, message = ''): SyntheticFailure {
  return { statusCode: statusCodes[kind], message, statusMessage: statusMessages[kind] }
}
