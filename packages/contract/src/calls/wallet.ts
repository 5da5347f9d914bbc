import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, minorUnitsSchema, rowIdSchema, timestampSchema } from '../common'

/**
 * The cashier calls under /api/wallet/* (docs/product.md#cashier). Amounts are integer minor units of the
 * tenant's currency (its ISO 4217 exponent: `currencyExponent` in `@lobbykit/contract/currency`).
 */

/** The largest amount any money call accepts (minor units); a method's own maximum is usually far lower. */
export const maxMoneyAmount = 1_000_000_000_000

/** A money amount a player sends: a whole, positive number of minor units. */
export const amountSchema = z
  .int('must be a whole number of minor units')
  .check(z.gte(1, 'must be at least 1'), z.lte(maxMoneyAmount, `must be at most ${maxMoneyAmount}`))

/**
 * The client's idempotency key of a money request (a UUID fits): the same key again answers the first answer
 * and moves nothing; the same key with another body is refused (`requestIdReused`).
 */
export const requestIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'))

/** An ISO 8601 timestamp with its offset (`2026-06-01T00:00:00+07:00`) bounding a history filter. */
export const filterTimeSchema = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' })

export const maxHistoryPageSize = 100

/** Pages of a history list (docs/product.md#pagination): `date_from` inclusive, `date_to` exclusive. */
export const historyQueryShape = {
  date_from: z.optional(filterTimeSchema),
  date_to: z.optional(filterTimeSchema),
  page: z.int().check(z.gte(1), z.lte(10_000)),
  page_size: z.int().check(z.gte(1), z.lte(maxHistoryPageSize)),
}

export const walletTransactionTypes = ['deposit', 'withdrawal'] as const
export type WalletTransactionType = (typeof walletTransactionTypes)[number]

/** pending: waits for an operator; approved: done; rejected: refused by an operator; cancelled: by the player. */
export const walletTransactionStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type WalletTransactionStatus = (typeof walletTransactionStatuses)[number]

/** The answer of every call that moves money: the transaction, where it stands and the balance after it. */
export const moneyMoveResponseSchema = z.object({
  ...envelopeShape,
  transaction_id: z.int(),
  status: z.enum(walletTransactionStatuses),
  /** The game balance after the call, minor units. */
  balance: minorUnitsSchema,
})
export type MoneyMoveResponse = z.infer<typeof moneyMoveResponseSchema>

// --- deposits ------------------------------------------------------------------------------------------------

export const depositMethodSchema = z.object({
  method_id: z.int(),
  name: z.string(),
  min_amount: minorUnitsSchema,
  max_amount: minorUnitsSchema,
  /** Taken from the deposit: the balance grows by `amount - fee`. */
  fee: minorUnitsSchema,
  /** Roughly how long an operator takes to approve; 0 for an instant method. */
  eta_minutes: z.int(),
  /** The deposit stays pending until an operator approves it. */
  needs_approval: z.boolean(),
})
export type DepositMethod = z.infer<typeof depositMethodSchema>

export const depositMethodsRequestSchema = z.object({ ...authenticatedShape })
export type DepositMethodsRequest = z.infer<typeof depositMethodsRequestSchema>
export const depositMethodsResponseSchema = z.object({
  ...envelopeShape,
  methods: z.array(depositMethodSchema),
})
export type DepositMethodsResponse = z.infer<typeof depositMethodsResponseSchema>

export const depositRequestSchema = z.object({
  ...authenticatedShape,
  method_id: rowIdSchema,
  amount: amountSchema,
  request_id: requestIdSchema,
})
export type DepositRequest = z.infer<typeof depositRequestSchema>
export const depositResponseSchema = moneyMoveResponseSchema
export type DepositResponse = z.infer<typeof depositResponseSchema>

// --- bank accounts -------------------------------------------------------------------------------------------

/** At most this many bank accounts per player. */
export const maxBankAccounts = 5

export const bankSchema = z.object({ bank_code: z.string(), bank_name: z.string() })
export type Bank = z.infer<typeof bankSchema>

export const bankAccountSchema = z.object({
  bank_account_id: z.int(),
  bank_code: z.string(),
  bank_name: z.string(),
  holder_name: z.string(),
  /** Only the last four digits show (`****6789`). */
  account_no_masked: z.string(),
  is_default: z.boolean(),
})
export type BankAccount = z.infer<typeof bankAccountSchema>

export const bankListRequestSchema = z.object({ ...authenticatedShape })
export type BankListRequest = z.infer<typeof bankListRequestSchema>
export const bankListResponseSchema = z.object({
  ...envelopeShape,
  /** The tenant's banks a player may add an account of. */
  banks: z.array(bankSchema),
  /** The player's accounts, the default first. */
  accounts: z.array(bankAccountSchema),
  max_accounts: z.int(),
})
export type BankListResponse = z.infer<typeof bankListResponseSchema>

export const bankCodeSchema = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/, 'must be a bank code'))

/** The letters-only filter of docs/product.md#key-filters: letters and spaces, with at least one letter. */
export const holderNameSchema = z
  .string()
  .check(z.regex(/^(?=.*[A-Za-z])[A-Za-z ]{1,100}$/, 'must be 1 to 100 letters or spaces'))

/** The digits-only filter of docs/product.md#key-filters. */
export const accountNoSchema = z.string().check(z.regex(/^[0-9]{6,20}$/, 'must be 6 to 20 digits'))

export const addBankRequestSchema = z.object({
  ...authenticatedShape,
  bank_code: bankCodeSchema,
  holder_name: holderNameSchema,
  account_no: accountNoSchema,
})
export type AddBankRequest = z.infer<typeof addBankRequestSchema>
export const addBankResponseSchema = z.object({
  ...envelopeShape,
  /** The new account. */
  bank_account_id: z.int(),
  /** Every account of the player after the addition. */
  accounts: z.array(bankAccountSchema),
})
export type AddBankResponse = z.infer<typeof addBankResponseSchema>

// --- withdrawals ---------------------------------------------------------------------------------------------

export const withdrawRequestSchema = z.object({
  ...authenticatedShape,
  bank_account_id: rowIdSchema,
  amount: amountSchema,
  request_id: requestIdSchema,
  /**
   * The player accepts losing an active deposit bonus's balance (docs/product.md#deposit-bonus); without it a
   * withdrawal during a bonus is refused with `bonusForfeitNotAccepted` and the amount at stake.
   */
  accept_bonus_forfeit: z.optional(z.boolean()),
})
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>
/** The amount leaves the balance at once and is held while the withdrawal is pending. */
export const withdrawResponseSchema = moneyMoveResponseSchema
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>

export const cancelWithdrawalRequestSchema = z.object({ ...authenticatedShape, transaction_id: rowIdSchema })
export type CancelWithdrawalRequest = z.infer<typeof cancelWithdrawalRequestSchema>
/** The held amount is back in the balance. */
export const cancelWithdrawalResponseSchema = moneyMoveResponseSchema
export type CancelWithdrawalResponse = z.infer<typeof cancelWithdrawalResponseSchema>

// --- histories -----------------------------------------------------------------------------------------------

export const walletTransactionSchema = z.object({
  transaction_id: z.int(),
  type: z.enum(walletTransactionTypes),
  status: z.enum(walletTransactionStatuses),
  amount: minorUnitsSchema,
  fee: minorUnitsSchema,
  /** The deposit method's name; empty for a withdrawal. */
  method_name: z.string(),
  /** The withdrawal's bank; empty for a deposit. */
  bank_code: z.string(),
  bank_name: z.string(),
  account_no_masked: z.string(),
  /** Why an operator rejected it; empty otherwise. */
  reason: z.string(),
  created_at: timestampSchema,
  /** When it was approved, rejected or cancelled; null while pending. */
  settled_at: z.nullable(timestampSchema),
  /** While pending: roughly when an operator will have settled it (created_at + the method's time). */
  expected_by: z.nullable(timestampSchema),
})
export type WalletTransaction = z.infer<typeof walletTransactionSchema>

export const transactionsRequestSchema = z.object({
  ...authenticatedShape,
  type: z.optional(z.enum(walletTransactionTypes)),
  status: z.optional(z.enum(walletTransactionStatuses)),
  ...historyQueryShape,
})
export type TransactionsRequest = z.infer<typeof transactionsRequestSchema>
export const transactionsResponseSchema = z.object({
  ...envelopeShape,
  /** Newest first. */
  items: z.array(walletTransactionSchema),
  /** Items matching the filters over every page. */
  total: z.int(),
})
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>

/**
 * What a statement line records. deposit, deposit_fee, withdrawal (the hold when requested),
 * withdrawal_return (a rejected or cancelled withdrawal coming back), bet, win, inbox_reward, bet_refund (a
 * provider rolled a bet back), spin_prize (a lucky spin's cash prize), adjustment (an operator's correction,
 * with a reason: docs/operators.md#cashier), mission_reward (docs/product.md#missions), referral_commission (docs/product.md#referral),
 * leaderboard_prize (docs/product.md#leaderboards), vip_reward (docs/product.md#vip-rewards), and a deposit bonus's
 * bonus_credit, bonus_release (turned into cash) and bonus_forfeit (docs/product.md#deposit-bonus: the first and last
 * move the bonus balance only, the release both). A later kind may appear, so a page shows an unknown kind by its name.
 */
export const ledgerKinds = [
  'deposit',
  'deposit_fee',
  'withdrawal',
  'withdrawal_return',
  'bet',
  'win',
  'inbox_reward',
  'bet_refund',
  'spin_prize',
  'adjustment',
  'mission_reward',
  'referral_commission',
  'leaderboard_prize',
  'vip_reward',
  'bonus_credit',
  'bonus_release',
  'bonus_forfeit',
] as const
export type LedgerKind = (typeof ledgerKinds)[number]

export const statementEntrySchema = z.object({
  entry_id: z.int(),
  kind: z.string(),
  /** Signed minor units: positive in, negative out. */
  amount: minorUnitsSchema,
  /** The running balance after this line. */
  balance_after: minorUnitsSchema,
  /** The cashier transaction behind the line, if any. */
  transaction_id: z.nullable(z.int()),
  /** The game of a bet or win; empty otherwise. */
  game_name: z.string(),
  created_at: timestampSchema,
})
export type StatementEntry = z.infer<typeof statementEntrySchema>

export const statementRequestSchema = z.object({ ...authenticatedShape, ...historyQueryShape })
export type StatementRequest = z.infer<typeof statementRequestSchema>
export const statementResponseSchema = z.object({
  ...envelopeShape,
  /** Newest first. */
  items: z.array(statementEntrySchema),
  total: z.int(),
  /** The balance before the first line of the range. */
  opening_balance: minorUnitsSchema,
  /** The balance after the last line of the range. */
  closing_balance: minorUnitsSchema,
})
export type StatementResponse = z.infer<typeof statementResponseSchema>

/** Team names of a sports bet in one language. */
export const teamNamesSchema = z.object({ home_team_name: z.string(), away_team_name: z.string() })
export type TeamNames = z.infer<typeof teamNamesSchema>

/**
 * A game round with the bet display fields of docs/product.md#bet-display. Casino rounds leave the sports
 * fields empty; `team_names` holds the team names per language code (`EN`, `VI`, ...).
 */
export const betRoundSchema = z.object({
  round_id: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  provider_code: z.string(),
  category: z.string(),
  /** What was staked, minor units (positive). */
  stake: minorUnitsSchema,
  /** What came back, minor units (0 for a lost round). */
  payout: minorUnitsSchema,
  /** payout - stake. */
  net: minorUnitsSchema,
  /** open or settled. */
  status: z.string(),
  created_at: timestampSchema,
  settled_at: z.nullable(timestampSchema),
  bet_type: z.string(),
  home_away: z.string(),
  criteria1: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  team_names: z.record(z.string(), teamNamesSchema),
})
export type BetRound = z.infer<typeof betRoundSchema>

export const betHistoryRequestSchema = z.object({ ...authenticatedShape, ...historyQueryShape })
export type BetHistoryRequest = z.infer<typeof betHistoryRequestSchema>
export const betHistoryResponseSchema = z.object({
  ...envelopeShape,
  /** Newest first. */
  items: z.array(betRoundSchema),
  total: z.int(),
})
export type BetHistoryResponse = z.infer<typeof betHistoryResponseSchema>
