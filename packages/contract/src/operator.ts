import * as z from 'zod/mini'
import { envelopeShape, minorUnitsSchema, rowIdSchema, timestampSchema } from './common'

// --- the operators' calls (docs/operators.md) ---------------------------------------------------------------

/** What an operator account is for: each role may do exactly the actions `operatorActions` gives it. */
export const operatorRoles = ['owner', 'onboarding', 'cashier', 'support'] as const
export type OperatorRole = (typeof operatorRoles)[number]

const everyRole = operatorRoles

/**
 * Which roles may do each action (docs/operators.md#roles). The API refuses the others (403); the console shows
 * an operator only what their role may do.
 */
export const operatorActions = {
  /** Who is signed in, and the CSRF token of the session. */
  'session.read': everyRole,
  'session.end': everyRole,
  'cashier.read': ['owner', 'cashier'],
  'cashier.settle': ['owner', 'cashier'],
  'players.read': ['owner', 'cashier', 'support'],
  'audit.read': ['owner'],
} as const satisfies Record<string, readonly OperatorRole[]>
export type OperatorAction = keyof typeof operatorActions

/** Whether `role` may do `action`. */
export function roleMay(role: OperatorRole, action: OperatorAction): boolean {
  return (operatorActions[action] as readonly OperatorRole[]).includes(role)
}

/** The header that carries the session's CSRF token on every call but sign-in (docs/operators.md#sessions). */
export const csrfHeader = 'x-csrf-token'
/** The operator session's cookie: httpOnly, Secure, SameSite=Strict, only sent to `/api/operator`. */
export const operatorCookieName = 'lk_operator'

const emailSchema = z.string().check(z.trim(), z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/))

export const operatorSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
})
export type Operator = z.infer<typeof operatorSchema>

/** A session's answer: the operator, the CSRF token to send back, and the actions the role may do. */
const sessionShape = {
  operator: operatorSchema,
  csrf_token: z.string(),
  actions: z.array(z.string()),
}

export const operatorLoginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(200)),
})
export const operatorSessionResponseSchema = z.object({ ...envelopeShape, ...sessionShape })
export const emptyRequestSchema = z.object({})
export const okResponseSchema = z.object({ ...envelopeShape })

/** A pending deposit or withdrawal, as the cashier's queue lists it. */
export const pendingTransactionSchema = z.object({
  transaction_id: rowIdSchema,
  tenant_code: z.string(),
  currency: z.string(),
  account_id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  /** Minor units of the tenant's currency. */
  amount: minorUnitsSchema,
  fee: minorUnitsSchema,
  /** The deposit method, or the withdrawal's bank and masked account. */
  via: z.string(),
  created_at: timestampSchema,
})
export type PendingTransaction = z.infer<typeof pendingTransactionSchema>

export const cashierPendingRequestSchema = z.object({
  tenant_code: z.optional(z.string().check(z.maxLength(64))),
})
export const cashierPendingResponseSchema = z.object({
  ...envelopeShape,
  pending: z.array(pendingTransactionSchema),
})

export const cashierApproveRequestSchema = z.object({ transaction_id: rowIdSchema })
/** A reason is required: the player reads it in their history. */
export const cashierRejectRequestSchema = z.object({
  transaction_id: rowIdSchema,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
})
export const cashierSettleResponseSchema = z.object({
  ...envelopeShape,
  transaction_id: rowIdSchema,
  status: z.enum(['approved', 'rejected']),
  /** The player's game balance after it, in minor units. */
  balance: minorUnitsSchema,
})

export const playerSearchRequestSchema = z.object({
  /** Part of an account id, phone or e-mail address. */
  query: z.string().check(z.trim(), z.minLength(2), z.maxLength(64)),
  tenant_code: z.optional(z.string().check(z.maxLength(64))),
})
export const playerSummarySchema = z.object({
  player_id: rowIdSchema,
  tenant_code: z.string(),
  account_id: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']),
  balance: minorUnitsSchema,
  currency: z.string(),
  created_at: timestampSchema,
})
export type PlayerSummary = z.infer<typeof playerSummarySchema>
export const playerSearchResponseSchema = z.object({
  ...envelopeShape,
  players: z.array(playerSummarySchema),
})

/** One entry of the append-only audit log: who did what, to what, with the values before and after. */
export const auditEntrySchema = z.object({
  audit_id: rowIdSchema,
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: timestampSchema,
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditLogRequestSchema = z.object({
  /** Entries older than this id (the page before); the newest first. */
  before_id: z.optional(rowIdSchema),
  limit: z.optional(z.int().check(z.gte(1), z.lte(200))),
})
export const auditLogResponseSchema = z.object({ ...envelopeShape, entries: z.array(auditEntrySchema) })

/**
 * Every operator call: its path under `/api/operator`, the action it does (which roles may call it), and its
 * request and answer schemas. Sign-in is the one call without a session.
 */
export const operatorCalls = {
  operatorLogin: {
    path: '/api/operator/login',
    action: null,
    request: operatorLoginRequestSchema,
    response: operatorSessionResponseSchema,
  },
  operatorSession: {
    path: '/api/operator/session',
    action: 'session.read',
    request: emptyRequestSchema,
    response: operatorSessionResponseSchema,
  },
  operatorLogout: {
    path: '/api/operator/logout',
    action: 'session.end',
    request: emptyRequestSchema,
    response: okResponseSchema,
  },
  cashierPending: {
    path: '/api/operator/cashier/pending',
    action: 'cashier.read',
    request: cashierPendingRequestSchema,
    response: cashierPendingResponseSchema,
  },
  cashierApprove: {
    path: '/api/operator/cashier/approve',
    action: 'cashier.settle',
    request: cashierApproveRequestSchema,
    response: cashierSettleResponseSchema,
  },
  cashierReject: {
    path: '/api/operator/cashier/reject',
    action: 'cashier.settle',
    request: cashierRejectRequestSchema,
    response: cashierSettleResponseSchema,
  },
  playerSearch: {
    path: '/api/operator/players/search',
    action: 'players.read',
    request: playerSearchRequestSchema,
    response: playerSearchResponseSchema,
  },
  auditLog: {
    path: '/api/operator/audit',
    action: 'audit.read',
    request: auditLogRequestSchema,
    response: auditLogResponseSchema,
  },
} as const satisfies Record<
  string,
  {
    path: `/api/operator/${string}`
    action: OperatorAction | null
    request: z.ZodMiniType
    response: z.ZodMiniType
  }
>
export type OperatorCallName = keyof typeof operatorCalls
export type OperatorRequestOf<K extends OperatorCallName> = z.infer<(typeof operatorCalls)[K]['request']>

/** The operators' refusals, each naming what was wrong. */
export const operatorMessages = {
  signInFailed: 'Wrong e-mail address or password',
  signInRequired: 'Sign in to the console first',
  csrfMissing: 'The request lacks its CSRF token: reload the console',
  crossSite: 'Operator calls are refused from other sites',
  notAllowed: 'Your role may not do this',
  playerToken: 'A player session cannot make operator calls',
} as const
