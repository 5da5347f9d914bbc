import * as z from 'zod/mini'
import { envelopeShape, minorUnitsSchema, rowIdSchema, timestampSchema } from './common'
import {
  tenantConfigRequestSchema,
  tenantConfigResponseSchema,
  tenantCreateRequestSchema,
  tenantCreateResponseSchema,
  tenantDiffRequestSchema,
  tenantDiffResponseSchema,
  tenantDocumentMaxBytes,
  tenantDomainsRequestSchema,
  tenantDomainsResponseSchema,
  tenantGalleryRequestSchema,
  tenantGalleryResponseSchema,
  tenantListRequestSchema,
  tenantListResponseSchema,
  tenantPreviewRequestSchema,
  tenantPreviewResponseSchema,
  tenantPublishRequestSchema,
  tenantPublishResponseSchema,
  tenantSaveRequestSchema,
  tenantSaveResponseSchema,
  tenantVersionsRequestSchema,
  tenantVersionsResponseSchema,
} from './tenantConfig'

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
  /** Credit or debit a player's balance by hand, with a reason. */
  'cashier.adjust': ['owner', 'cashier'],
  'players.read': ['owner', 'cashier', 'support'],
  /** Block, close or reopen a player's account. */
  'players.manage': ['owner', 'cashier', 'support'],
  'audit.read': ['owner'],
  /** Make operator accounts, and disable or re-enable them. */
  'operators.manage': ['owner'],
  /** The tenants, their versions, the differences between them, preview links and the theme gallery. */
  'tenants.read': ['owner', 'onboarding', 'support'],
  /** Save a draft of a tenant's settings (its analytics scripts: the owner only). */
  'tenants.edit': ['owner', 'onboarding'],
  /** Make a tenant, and change its domains. */
  'tenants.create': ['owner', 'onboarding'],
  /** Make a version live: publish a draft, or roll back to an earlier one. */
  'tenants.publish': ['owner', 'onboarding'],
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

/** An operator account as the owner manages it. */
export const operatorAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
  disabled: z.boolean(),
  created_at: timestampSchema,
})
export const operatorListResponseSchema = z.object({
  ...envelopeShape,
  operators: z.array(operatorAccountSchema),
})
/** A new operator's password: at least 12 characters, and not their address. */
export const operatorCreateRequestSchema = z
  .object({
    email: z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(254),
        z.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'),
      ),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    role: z.enum(operatorRoles),
    password: z.string().check(z.minLength(12, 'must be at least 12 characters'), z.maxLength(200)),
  })
  .check(
    z.refine((input) => input.password.trim().toLowerCase() !== input.email, {
      message: 'must not be the e-mail address',
      path: ['password'],
    }),
  )
export const operatorAccountResponseSchema = z.object({ ...envelopeShape, operator: operatorAccountSchema })
export const operatorDisableRequestSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  disabled: z.boolean(),
})

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

const playerIdShape = { player_id: rowIdSchema }

/** A live session of a player, as the cashier sees it. */
export const playerSessionSchema = z.object({
  session_id: rowIdSchema,
  user_agent: z.string(),
  address: z.string(),
  created_at: timestampSchema,
  last_seen_at: timestampSchema,
})

/** A player's own limits (docs/product.md#responsible-gaming): what support reads before acting. */
export const playerLimitsSchema = z.object({
  /** Deposit limits by period (day, week, month), minor units; null when none. */
  deposit: z.object({
    day: z.nullable(minorUnitsSchema),
    week: z.nullable(minorUnitsSchema),
    month: z.nullable(minorUnitsSchema),
  }),
  time_out_until: z.nullable(timestampSchema),
  self_excluded_until: z.nullable(timestampSchema),
  reality_check_minutes: z.int(),
})

export const playerDetailRequestSchema = z.object(playerIdShape)
export const playerDetailResponseSchema = z.object({
  ...envelopeShape,
  player: playerSummarySchema,
  sessions: z.array(playerSessionSchema),
  limits: playerLimitsSchema,
})

/** One line of a player's ledger: every change of their game balance. */
export const ledgerLineSchema = z.object({
  entry_id: rowIdSchema,
  kind: z.string(),
  amount: minorUnitsSchema,
  balance_after: minorUnitsSchema,
  reference: z.string(),
  created_at: timestampSchema,
})
export const playerLedgerRequestSchema = z.object({
  ...playerIdShape,
  /** Lines older than this id (the page before); the newest first. */
  before_id: z.optional(rowIdSchema),
  limit: z.optional(z.int().check(z.gte(1), z.lte(200))),
})
export const playerLedgerResponseSchema = z.object({ ...envelopeShape, lines: z.array(ledgerLineSchema) })

/** Largest adjustment, either way, in minor units: a typo must not move a fortune. */
export const maxAdjustment = 1_000_000_000

export const cashierAdjustRequestSchema = z.object({
  ...playerIdShape,
  /** Signed minor units: positive credits the player, negative debits them; never zero. */
  amount: minorUnitsSchema.check(
    z.refine((amount) => amount !== 0, 'amount: must not be 0'),
    z.gte(-maxAdjustment),
    z.lte(maxAdjustment),
  ),
  reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(300)),
  /** Makes a retried adjustment apply once: the same id answers the first result. */
  request_id: z.string().check(z.minLength(8), z.maxLength(64)),
})
export const cashierAdjustResponseSchema = z.object({
  ...envelopeShape,
  entry_id: rowIdSchema,
  balance: minorUnitsSchema,
})

export const playerStatuses = ['ACTIVE', 'BLOCK', 'CLOSE'] as const
export const playerSetStatusRequestSchema = z.object({
  ...playerIdShape,
  status: z.enum(playerStatuses),
  reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(300)),
})
export const playerSetStatusResponseSchema = z.object({
  ...envelopeShape,
  status: z.enum(playerStatuses),
  /** Sessions the change signed out (a blocked or closed account keeps none). */
  sessions_ended: z.int(),
})

/**
 * A message to one player's inbox (docs/operators.md#inbox-messages), with a reward the player claims through the
 * ledger or none. A reward is money: only a role that may adjust balances may attach one.
 */
export const playerMessageRequestSchema = z.object({
  ...playerIdShape,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  /** Minor units the player may claim once; 0 for a plain message. */
  reward: minorUnitsSchema.check(z.gte(0), z.lte(maxAdjustment)),
  /** Makes a retried send deliver once: the same id answers the first message. */
  request_id: z.string().check(z.minLength(8), z.maxLength(64)),
})
export const playerMessageResponseSchema = z.object({ ...envelopeShape, inbox_id: rowIdSchema })

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
  playerDetail: {
    path: '/api/operator/players/detail',
    action: 'players.read',
    request: playerDetailRequestSchema,
    response: playerDetailResponseSchema,
  },
  playerLedger: {
    path: '/api/operator/players/ledger',
    action: 'players.read',
    request: playerLedgerRequestSchema,
    response: playerLedgerResponseSchema,
  },
  playerSetStatus: {
    path: '/api/operator/players/status',
    action: 'players.manage',
    request: playerSetStatusRequestSchema,
    response: playerSetStatusResponseSchema,
  },
  playerMessage: {
    path: '/api/operator/players/message',
    action: 'players.manage',
    request: playerMessageRequestSchema,
    response: playerMessageResponseSchema,
  },
  cashierAdjust: {
    path: '/api/operator/cashier/adjust',
    action: 'cashier.adjust',
    request: cashierAdjustRequestSchema,
    response: cashierAdjustResponseSchema,
  },
  tenantList: {
    path: '/api/operator/tenants/list',
    action: 'tenants.read',
    request: tenantListRequestSchema,
    response: tenantListResponseSchema,
  },
  tenantCreate: {
    path: '/api/operator/tenants/create',
    action: 'tenants.create',
    request: tenantCreateRequestSchema,
    response: tenantCreateResponseSchema,
  },
  tenantDomains: {
    path: '/api/operator/tenants/domains',
    action: 'tenants.create',
    request: tenantDomainsRequestSchema,
    response: tenantDomainsResponseSchema,
  },
  tenantVersions: {
    path: '/api/operator/tenants/versions',
    action: 'tenants.read',
    request: tenantVersionsRequestSchema,
    response: tenantVersionsResponseSchema,
  },
  tenantConfig: {
    path: '/api/operator/tenants/config',
    action: 'tenants.read',
    request: tenantConfigRequestSchema,
    response: tenantConfigResponseSchema,
  },
  tenantDiff: {
    path: '/api/operator/tenants/diff',
    action: 'tenants.read',
    request: tenantDiffRequestSchema,
    response: tenantDiffResponseSchema,
  },
  tenantPreview: {
    path: '/api/operator/tenants/preview',
    action: 'tenants.read',
    request: tenantPreviewRequestSchema,
    response: tenantPreviewResponseSchema,
  },
  tenantGallery: {
    path: '/api/operator/tenants/gallery',
    action: 'tenants.read',
    request: tenantGalleryRequestSchema,
    response: tenantGalleryResponseSchema,
  },
  tenantSave: {
    path: '/api/operator/tenants/save',
    action: 'tenants.edit',
    request: tenantSaveRequestSchema,
    response: tenantSaveResponseSchema,
    /** A whole tenant document, long CMS pages and SEO bodies included: more than a call's usual 16 KB. */
    maxBodyBytes: tenantDocumentMaxBytes,
  },
  tenantPublish: {
    path: '/api/operator/tenants/publish',
    action: 'tenants.publish',
    request: tenantPublishRequestSchema,
    response: tenantPublishResponseSchema,
  },
  tenantRollback: {
    path: '/api/operator/tenants/rollback',
    action: 'tenants.publish',
    request: tenantPublishRequestSchema,
    response: tenantPublishResponseSchema,
  },
  operatorList: {
    path: '/api/operator/operators/list',
    action: 'operators.manage',
    request: emptyRequestSchema,
    response: operatorListResponseSchema,
  },
  operatorCreate: {
    path: '/api/operator/operators/create',
    action: 'operators.manage',
    request: operatorCreateRequestSchema,
    response: operatorAccountResponseSchema,
  },
  operatorDisable: {
    path: '/api/operator/operators/disable',
    action: 'operators.manage',
    request: operatorDisableRequestSchema,
    response: operatorAccountResponseSchema,
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
    /** A larger body than a call's usual 16 KB, for the calls that carry whole documents. */
    maxBodyBytes?: number
  }
>
export type OperatorCallName = keyof typeof operatorCalls

/**
 * The calls that need no CSRF token (docs/operators.md#sessions): reading the session is how a reloaded or new tab
 * of the console gets the token back. It changes nothing and answers only its own site (a cross-site request is
 * refused before the token is looked at, and another site cannot read the answer).
 */
export const csrfExemptCalls: ReadonlySet<OperatorCallName> = new Set(['operatorSession'])
export type OperatorRequestOf<K extends OperatorCallName> = z.infer<(typeof operatorCalls)[K]['request']>

/** The picture types an operator may upload (no SVG: it can carry script), and the largest file. */
export const mediaUploadTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export const maxUploadBytes = 512 * 1024

/**
 * An upload is the one operator call whose body is not JSON: `POST <path>?tenant_code=<code>` with the file's
 * bytes as the body and its type as `content-type`, plus the session's cookie and CSRF header. The answer names
 * the path to put in a logo or the manifest icon of a draft.
 */
export const operatorUploads = {
  tenantMedia: { path: '/api/operator/tenants/media', action: 'tenants.edit' },
} as const satisfies Record<string, { path: `/api/operator/${string}`; action: OperatorAction }>

export const mediaUploadResponseSchema = z.object({
  ...envelopeShape,
  /** `/api/media/upload/<tenant code>/<sha-256>.<png|jpg|webp>`: the same file always has the same path. */
  path: z.string(),
  content_type: z.enum(mediaUploadTypes),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
})

/** The operators' refusals, each naming what was wrong. */
export const operatorMessages = {
  signInFailed: 'Wrong e-mail address or password',
  signInRequired: 'Sign in to the console first',
  csrfMissing: 'The request lacks its CSRF token: reload the console',
  crossSite: 'Operator calls are refused from other sites',
  notAllowed: 'Your role may not do this',
  playerToken: 'A player session cannot make operator calls',
  playerNotFound: 'No such player',
  adjustmentTooLarge: "The debit is larger than the player's balance",
  tenantNotFound: 'No such tenant',
  operatorNotFound: 'email: no operator has this address',
  operatorExists: 'email: an operator already has this address',
  disableSelf: 'email: you cannot disable your own account',
  versionNotFound: 'No such version of this tenant',
  staleDraft: 'Someone saved a newer version since you started: reload it and make your change again',
  analyticsOwnerOnly: 'analytics: only an owner may change the analytics scripts',
  galleryExpired: "This gallery preview has expired: reload the console's gallery.",
  rewardNotAllowed: 'reward: your role may send messages but not rewards, which are money',
} as const
