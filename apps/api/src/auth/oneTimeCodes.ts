import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { oneTimeCodes } from '../db/schema'
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from '../security/tokens'
import { normalizeAccountId, type PlayerRow } from './sessions'
import { deliver, queueText, type TextMessage } from './textMessages'

export const tacLifetimeSeconds = 300
export const tacMaxAttempts = 5

/** login: sign in by code; register: verify a new account's phone; reset: replace a forgotten password. */
export type CodePurpose = 'login' | 'register' | 'reset'

const purposeText: Record<CodePurpose, string> = {
  login: 'sign-in code',
  register: 'verification code',
  reset: 'password reset code',
}

/** Whose code: the account id a request names on a tenant, and the player when that account exists. */
export interface CodeHolder {
  tenantId: number
  accountId: string
}

/**
 * Issues a 6-digit code for an account id (any earlier live code of the same purpose stops working). With a
 * player, a text message carries it to the player's phone; without one it is a decoy nobody receives, so an unknown
 * account's code request leaves the same trace as a real one (docs/architecture.md#account-probing). Only the
 * code's hash is stored.
 */
export async function issueCode(
  ctx: ApiContext,
  holder: CodeHolder,
  player: PlayerRow | undefined,
  purpose: CodePurpose,
  siteName: string,
) {
  const code = newOneTimeCode()
  const now = ctx.now()
  const message: TextMessage | undefined = player && {
    tenantId: player.tenantId,
    recipient: player.phone,
    body: `${siteName}: your ${purposeText[purpose]} is ${code}. It expires in ${tacLifetimeSeconds / 60} minutes.`,
  }
  const sent = await ctx.db.transaction(async (tx) => {
    const accountId = normalizeAccountId(holder.accountId)
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.tenantId, holder.tenantId),
          eq(oneTimeCodes.accountId, accountId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
    await tx.insert(oneTimeCodes).values({
      tenantId: holder.tenantId,
      accountId,
      playerId: player?.id ?? null,
      purpose,
      codeHash: hashOneTimeCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + tacLifetimeSeconds * 1000),
    })
    return message !== undefined && (await queueText(ctx, tx as unknown as Db, message))
  })
  if (sent) deliver(ctx, message)
}

export type CodeCheck = 'accepted' | 'invalid' | 'exhausted'

/**
 * Checks a code against the account id's live code of that purpose. Every try counts (the count is written before
 * the comparison, so parallel tries cannot overrun it); after five tries the code is dead, even for the right
 * digits. A decoy runs out the same way. Accepted means the digits were right and the code was sent to `player`.
 */
export async function consumeCode(
  db: Db,
  holder: CodeHolder,
  player: PlayerRow | undefined,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, holder.tenantId),
        eq(oneTimeCodes.accountId, normalizeAccountId(holder.accountId)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1)
  if (!live) return 'invalid'
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, live.id),
        lt(oneTimeCodes.attempts, tacMaxAttempts),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts })
  if (!counted) return 'exhausted'
  if (!oneTimeCodeMatches(code, live.codeHash)) return 'invalid'
  if (!player || live.playerId !== player.id) return 'invalid'
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id })
  return consumed ? 'accepted' : 'invalid'
}
