import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { oneTimeCodes, outbox } from '../db/schema'
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from '../security/tokens'
import type { PlayerRow } from './sessions'

export const tacLifetimeSeconds = 300
export const tacMaxAttempts = 5

/** login: sign in by code; register: verify a new account's phone; reset: replace a forgotten password. */
export type CodePurpose = 'login' | 'register' | 'reset'

const purposeText: Record<CodePurpose, string> = {
  login: 'sign-in code',
  register: 'verification code',
  reset: 'password reset code',
}

/**
 * Issues a 6-digit code (any earlier live code of the same purpose stops working) and puts the SMS that
 * carries it in the outbox. Only its hash is stored.
 */
export async function issueCode(ctx: ApiContext, player: PlayerRow, purpose: CodePurpose, siteName: string) {
  const code = newOneTimeCode()
  const now = ctx.now()
  const body = `${siteName}: your ${purposeText[purpose]} is ${code}. It expires in ${tacLifetimeSeconds / 60} minutes.`
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.playerId, player.id),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
    await tx.insert(oneTimeCodes).values({
      tenantId: player.tenantId,
      playerId: player.id,
      purpose,
      codeHash: hashOneTimeCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + tacLifetimeSeconds * 1000),
    })
    await tx
      .insert(outbox)
      .values({ tenantId: player.tenantId, channel: 'sms', recipient: player.phone, body })
  })
  ctx.onOutbox?.({ recipient: player.phone, body })
}

export type CodeCheck = 'accepted' | 'invalid' | 'exhausted'

/**
 * Checks a code against the player's live code of that purpose. Every try counts (the count is written
 * before the comparison, so parallel tries cannot overrun it); after five tries the code is dead, even for
 * the right digits.
 */
export async function consumeCode(
  db: Db,
  player: PlayerRow | undefined,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  if (!player) return 'invalid'
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, player.id),
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
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id })
  return consumed ? 'accepted' : 'invalid'
}
