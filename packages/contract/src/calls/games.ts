import * as z from 'zod/mini'
import {
  authenticatedShape,
  envelopeShape,
  minorUnitsSchema,
  multiplierSchema,
  requiredText,
  siteShape,
  timestampSchema,
} from '../common'
import { originalsEngines, sportsMarkets } from '../originals'
import { gameSchema } from './product'
import { amountSchema, requestIdSchema } from './wallet'

/**
 * Playing games (docs/product.md#games): a game is launched through its provider's adapter and runs on a
 * short-lived game token, never on the player's session token. Our own provider, originals, answers rounds
 * under /api/originals/*; every catalogue game plays on the originals engine nearest its category.
 */

export {
  engineByCategory,
  type OriginalsEngine,
  originalsEngines,
  originalsGames,
  originalsProviderCode,
  type SportsMarket,
  sportsMarkets,
} from '../originals'

/** A game token as the launch answers it: 43 URL-safe base64 characters (256 bits). */
export const gameTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be a game token'))

// --- launch --------------------------------------------------------------------------------------------------

export const gameLaunchRequestSchema = z.object({
  ...authenticatedShape,
  ...siteShape,
  game_code: requiredText(80),
  provider_code: requiredText(40),
})
export type GameLaunchRequest = z.infer<typeof gameLaunchRequestSchema>
export const gameLaunchResponseSchema = z.object({
  ...envelopeShape,
  /** Where the game's window loads (an iframe on the tenant's page); same origin for originals. */
  url: z.string(),
  game_token: gameTokenSchema,
  expires_at: timestampSchema,
  game: gameSchema,
})
export type GameLaunchResponse = z.infer<typeof gameLaunchResponseSchema>

// --- what a game shows before the first round ----------------------------------------------------------------

export const slotSymbols = ['cherry', 'lemon', 'bell', 'clover', 'diamond', 'seven', 'wild'] as const
export type SlotSymbol = (typeof slotSymbols)[number]

export const slotRulesSchema = z.object({
  engine: z.literal('slot'),
  /** Each payline: the row (0 top .. 2 bottom) it crosses on each of the 5 reels. */
  paylines: z.array(z.array(z.int())),
  /** What 3, 4 and 5 of a symbol on a line pay, as multipliers of the line bet (stake / lines). */
  paytable: z.array(z.object({ symbol: z.enum(slotSymbols), pays: z.array(multiplierSchema) })),
})
export const crashRulesSchema = z.object({
  engine: z.literal('crash'),
  min_cash_out: multiplierSchema,
  max_cash_out: multiplierSchema,
})
export const diceSeedStateSchema = z.object({
  /** SHA-256 of the server seed in use, shown before any bet on it. */
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The smallest nonce the next bet may use. */
  next_nonce: z.int(),
  /** The seed pair retired by the last rotation, now revealed so its rounds can be verified. */
  previous: z.nullable(
    z.object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      last_nonce: z.int(),
    }),
  ),
})
export type DiceSeedState = z.infer<typeof diceSeedStateSchema>
export const diceRulesSchema = z.object({
  engine: z.literal('dice'),
  /** Percent of the stake the house keeps on average, in hundredths of a percent (100 is 1%). */
  house_edge_bp: z.int(),
  seed: diceSeedStateSchema,
})
export const rouletteBetKinds = [
  'straight',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
] as const
export type RouletteBetKind = (typeof rouletteBetKinds)[number]
export const rouletteRulesSchema = z.object({
  engine: z.literal('roulette'),
  /** What each kind pays, as a multiplier of its chip including the chip (3600 for straight: 35 to 1). */
  pays: z.record(z.enum(rouletteBetKinds), multiplierSchema),
  red_numbers: z.array(z.int()),
})
export const virtualSportsRulesSchema = z.object({
  engine: z.literal('virtual_sports'),
  max_selections: z.int(),
})
export const gameRulesSchema = z.discriminatedUnion('engine', [
  slotRulesSchema,
  crashRulesSchema,
  diceRulesSchema,
  rouletteRulesSchema,
  virtualSportsRulesSchema,
])
export type GameRules = z.infer<typeof gameRulesSchema>

export const originalsInfoRequestSchema = z.object({ game_token: gameTokenSchema })
export type OriginalsInfoRequest = z.infer<typeof originalsInfoRequestSchema>
export const originalsInfoResponseSchema = z.object({
  ...envelopeShape,
  game: gameSchema,
  engine: z.enum(originalsEngines),
  /** The tenant's currency (ISO 4217) and language code, for amounts and texts. */
  currency: z.string(),
  language: z.string(),
  balance: minorUnitsSchema,
  min_stake: minorUnitsSchema,
  max_stake: minorUnitsSchema,
  /** The declared return to player in hundredths of a percent (9650 is 96.50%). */
  rtp_bp: z.int(),
  rules: gameRulesSchema,
})
export type OriginalsInfoResponse = z.infer<typeof originalsInfoResponseSchema>

// --- a round ---------------------------------------------------------------------------------------------------

export const maxSlotLines = 10
export const rouletteBetSchema = z.object({
  kind: z.enum(rouletteBetKinds),
  /** straight: 0..36; dozen and column: 1..3; otherwise 0. */
  value: z.int().check(z.gte(0), z.lte(36)),
  amount: amountSchema,
})
export type RouletteBet = z.infer<typeof rouletteBetSchema>

export const sportsSelectionSchema = z.object({
  fixture_id: requiredText(40),
  market: z.enum(sportsMarkets),
  /** 1x2: home, draw or away; over_under: over or under (2.5 goals); winner: the runner's number. */
  pick: requiredText(10),
})
export type SportsSelection = z.infer<typeof sportsSelectionSchema>
export const maxAccumulatorSelections = 8

export const roundChoiceSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slot'), lines: z.int().check(z.gte(1), z.lte(maxSlotLines)) }),
  /** Cash out automatically at this multiplier (hundredths), if the round has not crashed before. */
  z.object({ engine: z.literal('crash'), cash_out: z.int().check(z.gte(101), z.lte(100_000)) }),
  z.object({
    engine: z.literal('dice'),
    /** Roll in 0..9999 (hundredths of 0..99.99): under wins below target, over wins above it. */
    target: z.int().check(z.gte(100), z.lte(9800)),
    direction: z.enum(['under', 'over']),
    client_seed: requiredText(64),
    nonce: z.int().check(z.gte(0), z.lte(2_147_483_647)),
  }),
  z.object({
    engine: z.literal('roulette'),
    bets: z.array(rouletteBetSchema).check(z.minLength(1), z.maxLength(40)),
  }),
  z.object({
    engine: z.literal('virtual_sports'),
    /** One selection is a single; two or more (one per fixture) an accumulator. */
    selections: z.array(sportsSelectionSchema).check(z.minLength(1), z.maxLength(maxAccumulatorSelections)),
  }),
])
export type RoundChoice = z.infer<typeof roundChoiceSchema>

export const slotOutcomeSchema = z.object({
  engine: z.literal('slot'),
  /** 5 reels, top to bottom. */
  reels: z.array(z.array(z.enum(slotSymbols))),
  line_wins: z.array(
    z.object({ line: z.int(), symbol: z.enum(slotSymbols), count: z.int(), win: minorUnitsSchema }),
  ),
})
export const crashOutcomeSchema = z.object({
  engine: z.literal('crash'),
  crash_point: multiplierSchema,
  cash_out: multiplierSchema,
  cashed_out: z.boolean(),
})
export const diceOutcomeSchema = z.object({
  engine: z.literal('dice'),
  roll: z.int(),
  target: z.int(),
  direction: z.enum(['under', 'over']),
  won: z.boolean(),
  /** The multiplier a win pays, hundredths. */
  payout_multiplier: multiplierSchema,
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.int(),
})
export const rouletteOutcomeSchema = z.object({
  engine: z.literal('roulette'),
  number: z.int(),
  colour: z.enum(['red', 'black', 'green']),
  /** What each bet of the choice returned (0 when lost), in its order. */
  bet_wins: z.array(minorUnitsSchema),
})
export const virtualSportsOutcomeSchema = z.object({
  engine: z.literal('virtual_sports'),
  /** The odds of the bet (the product of its selections'), hundredths. */
  odds: multiplierSchema,
  selections: z.array(z.object({ ...sportsSelectionSchema.shape, odds: multiplierSchema })),
  /** When the last fixture ends and the bet is settled. */
  settles_at: timestampSchema,
})
export const roundOutcomeSchema = z.discriminatedUnion('engine', [
  slotOutcomeSchema,
  crashOutcomeSchema,
  diceOutcomeSchema,
  rouletteOutcomeSchema,
  virtualSportsOutcomeSchema,
])
export type RoundOutcome = z.infer<typeof roundOutcomeSchema>

export const originalsRoundRequestSchema = z.object({
  game_token: gameTokenSchema,
  stake: amountSchema,
  request_id: requestIdSchema,
  choice: roundChoiceSchema,
})
export type OriginalsRoundRequest = z.infer<typeof originalsRoundRequestSchema>
export const originalsRoundResponseSchema = z.object({
  ...envelopeShape,
  round_id: z.string(),
  outcome: roundOutcomeSchema,
  /** What the round paid (0 when lost; 0 while a sports bet is open). */
  win: minorUnitsSchema,
  /** The game balance after the round. */
  balance: minorUnitsSchema,
  /** settled, or open for a sports bet until its fixtures end. */
  status: z.enum(['settled', 'open']),
})
export type OriginalsRoundResponse = z.infer<typeof originalsRoundResponseSchema>

export const diceSeedRequestSchema = z.object({
  game_token: gameTokenSchema,
  /** Retire the server seed in use (revealing it) and start a new one. */
  rotate: z.boolean(),
  /** A new client seed for the next bets; omitted keeps the one in use. */
  client_seed: z.optional(requiredText(64)),
})
export type DiceSeedRequest = z.infer<typeof diceSeedRequestSchema>
export const diceSeedResponseSchema = z.object({ ...envelopeShape, seed: diceSeedStateSchema })
export type DiceSeedResponse = z.infer<typeof diceSeedResponseSchema>

// --- recently played ------------------------------------------------------------------------------------------

export const recentGamesRequestSchema = z.object({ ...authenticatedShape })
export type RecentGamesRequest = z.infer<typeof recentGamesRequestSchema>
export const recentGamesResponseSchema = z.object({
  ...envelopeShape,
  /** Newest first, at most 12. */
  value: z.array(z.object({ ...gameSchema.shape, played_at: timestampSchema })),
})
export type RecentGamesResponse = z.infer<typeof recentGamesResponseSchema>

// --- the provider's seamless-wallet callbacks (server to server, signed) --------------------------------------

/**
 * The header carrying the callback's signature: hex HMAC-SHA256 of the raw body with the provider's secret.
 * These calls are made by game providers, not browsers, so they are not in `apiCalls`.
 */
export const providerSignatureHeader = 'x-lobbykit-signature'

export const walletCallbackBaseShape = {
  provider_code: requiredText(40),
  /** The game token the launch gave; debit needs it live, credit and rollback accept it expired. */
  game_token: gameTokenSchema,
}
export const providerTransactionIdSchema = requiredText(100)
export const providerBalanceRequestSchema = z.object({ ...walletCallbackBaseShape })
export const providerDebitRequestSchema = z.object({
  ...walletCallbackBaseShape,
  transaction_id: providerTransactionIdSchema,
  round_id: requiredText(100),
  amount: amountSchema,
})
export const providerCreditRequestSchema = z.object({
  ...walletCallbackBaseShape,
  transaction_id: providerTransactionIdSchema,
  round_id: requiredText(100),
  /** 0 settles a lost round. */
  amount: z.int().check(z.gte(0), z.lte(1_000_000_000_000)),
})
export const providerRollbackRequestSchema = z.object({
  ...walletCallbackBaseShape,
  transaction_id: providerTransactionIdSchema,
  /** The debit to undo; unknown ones are recorded so a late debit with this id is refused. */
  reference_transaction_id: providerTransactionIdSchema,
  round_id: requiredText(100),
})
export const providerWalletResponseSchema = z.object({
  ...envelopeShape,
  balance: minorUnitsSchema,
  currency: z.string(),
})
export type ProviderWalletResponse = z.infer<typeof providerWalletResponseSchema>

/** The callbacks' paths under /api/provider/{provider_code}/. */
export const providerCallbacks = {
  balance: providerBalanceRequestSchema,
  debit: providerDebitRequestSchema,
  credit: providerCreditRequestSchema,
  rollback: providerRollbackRequestSchema,
} as const
export type ProviderCallbackName = keyof typeof providerCallbacks
