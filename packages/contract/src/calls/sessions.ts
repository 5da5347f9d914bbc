import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, rowIdSchema, timestampSchema } from '../common'

// --- the player's sessions: list and sign out (docs/product.md#sessions) --------------------------------

/** How a session was opened. */
export const sessionMethods = ['password', 'tac', 'signup'] as const
export type SessionMethod = (typeof sessionMethods)[number]

/** One live session of the signed-in player (not expired, not signed out). */
export const sessionInfoSchema = z.object({
  session_id: rowIdSchema,
  /** The browser's User-Agent when the session opened (at most 300 characters); the page names the device from it. */
  user_agent: z.string(),
  /**
   * Where the session was opened from, as coarse as the platform knows it: without a geo lookup, the client
   * address with its last part hidden (`203.0.113.x`, `2001:db8:85a3:x`); '' when unknown.
   */
  place: z.string(),
  method: z.enum(sessionMethods),
  created_at: timestampSchema,
  /** The last call made with the session (to within about 5 minutes). */
  last_seen_at: timestampSchema,
  /** The session of this very call: the device the player is using now. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfoSchema>

/** The player's live sessions, the current one first, then the most recently seen. */
const sessionListShape = { sessions: z.array(sessionInfoSchema) }

export const listSessionsRequestSchema = z.object({ ...authenticatedShape })
export type ListSessionsRequest = z.infer<typeof listSessionsRequestSchema>
export const listSessionsResponseSchema = z.object({ ...envelopeShape, ...sessionListShape })
export type ListSessionsResponse = z.infer<typeof listSessionsResponseSchema>

/**
 * Signs one session of the player out. A session of another player or tenant, or one already ended, answers
 * `sessionNotFound`. Ending the current session is a logout.
 */
export const revokeSessionRequestSchema = z.object({ ...authenticatedShape, session_id: rowIdSchema })
export type RevokeSessionRequest = z.infer<typeof revokeSessionRequestSchema>
export const revokeSessionResponseSchema = z.object({ ...envelopeShape, ...sessionListShape })
export type RevokeSessionResponse = z.infer<typeof revokeSessionResponseSchema>

/** Signs out every session of the player except the current one; `revoked` says how many ended. */
export const revokeOtherSessionsRequestSchema = z.object({ ...authenticatedShape })
export type RevokeOtherSessionsRequest = z.infer<typeof revokeOtherSessionsRequestSchema>
export const revokeOtherSessionsResponseSchema = z.object({
  ...envelopeShape,
  ...sessionListShape,
  revoked: z.int().check(z.gte(0)),
})
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>
