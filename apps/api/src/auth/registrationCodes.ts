import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { registrationCodes } from '../db/schema'
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from '../security/tokens'
import { type CodeCheck, issueCode, tacLifetimeSeconds, tacMaxAttempts } from './oneTimeCodes'
import { samePhone } from './phones'
import { normalizeAccountId } from './sessions'
import { deliver, queueText, type TextMessage } from './textMessages'

/** How long a verified phone may wait for its sign-up (docs/product.md#sign-up). */
export const registrationVerifiedForMs = 30 * 60_000

/**
 * Sends a verification code to the phone of an account id about to be registered (there is no player yet).
 * An earlier live code for the same account id on the tenant stops working. Only the code's hash is stored.
 */
export async function issueRegistrationCode(
  ctx: ApiContext,
  registration: { tenantId: number; accountId: string; phone: string },
  siteName: string,
) {
  const code = newOneTimeCode()
  const now = ctx.now()
  const accountId = normalizeAccountId(registration.accountId)
  const message: TextMessage = {
    tenantId: registration.tenantId,
    recipient: registration.phone,
    body: `${siteName}: your verification code is ${code}. It expires in ${tacLifetimeSeconds / 60} minutes.`,
  }
  const sent = await ctx.db.transaction(async (tx) => {
    await tx
      .update(registrationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(registrationCodes.tenantId, registration.tenantId),
          eq(registrationCodes.accountId, accountId),
          isNull(registrationCodes.consumedAt),
        ),
      )
    await tx.insert(registrationCodes).values({
      tenantId: registration.tenantId,
      accountId,
      phone: registration.phone,
      codeHash: hashOneTimeCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + tacLifetimeSeconds * 1000),
    })
    return queueText(ctx, tx as unknown as Db, message)
  })
  if (sent) deliver(ctx, message)
}

/**
 * A sign-up's code request for an account id that is taken (docs/architecture.md#account-probing): the answer is
 * the same as for a free one, a decoy code takes the tries a real one would, and the phone being registered is
 * told by text that the id is taken. Only whoever holds that phone learns it, one capped message at a time.
 */
export async function tellAccountTaken(
  ctx: ApiContext,
  registration: { tenantId: number; accountId: string; phone: string },
  siteName: string,
) {
  await issueCode(ctx, registration, undefined, 'register', siteName)
  const message: TextMessage = {
    tenantId: registration.tenantId,
    recipient: registration.phone,
    body: `${siteName}: the account ID ${normalizeAccountId(registration.accountId)} is already taken. Choose another, or sign in if it is yours.`,
  }
  const sent = await ctx.db.transaction((tx) => queueText(ctx, tx as unknown as Db, message))
  if (sent) deliver(ctx, message)
}

/**
 * Checks a code against the live registration code of the account id, with the rules of every one-time code:
 * each try counts before the comparison, and after five tries the code is dead. A right code marks the phone
 * it was sent to as verified for that account id.
 */
export async function verifyRegistrationCode(
  db: Db,
  tenantId: number,
  accountId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(registrationCodes)
    .where(
      and(
        eq(registrationCodes.tenantId, tenantId),
        eq(registrationCodes.accountId, normalizeAccountId(accountId)),
        isNull(registrationCodes.consumedAt),
        gt(registrationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(registrationCodes.id))
    .limit(1)
  if (!live) return 'invalid'
  const [counted] = await db
    .update(registrationCodes)
    .set({ attempts: sql`${registrationCodes.attempts} + 1` })
    .where(
      and(
        eq(registrationCodes.id, live.id),
        lt(registrationCodes.attempts, tacMaxAttempts),
        isNull(registrationCodes.consumedAt),
      ),
    )
    .returning({ attempts: registrationCodes.attempts })
  if (!counted) return 'exhausted'
  if (!oneTimeCodeMatches(code, live.codeHash)) return 'invalid'
  const [verified] = await db
    .update(registrationCodes)
    .set({ consumedAt: now, verifiedAt: now })
    .where(and(eq(registrationCodes.id, live.id), isNull(registrationCodes.consumedAt)))
    .returning({ id: registrationCodes.id })
  return verified ? 'accepted' : 'invalid'
}

/**
 * Spends the verification sign-up needs: a phone verified for this account id on the tenant, within the last
 * 30 minutes, not used before, and the same number as the sign-up's. Answers when it was verified, or
 * undefined when there is no such verification. Run it in the sign-up's transaction: a verification serves
 * one account only, even when two sign-ups race.
 */
export async function spendRegistration(
  db: Db,
  registration: { tenantId: number; accountId: string; phone: string },
  now: Date,
): Promise<Date | undefined> {
  const candidates = await db
    .select()
    .from(registrationCodes)
    .where(
      and(
        eq(registrationCodes.tenantId, registration.tenantId),
        eq(registrationCodes.accountId, normalizeAccountId(registration.accountId)),
        isNotNull(registrationCodes.verifiedAt),
        isNull(registrationCodes.usedAt),
        gt(registrationCodes.verifiedAt, new Date(now.getTime() - registrationVerifiedForMs)),
      ),
    )
    .orderBy(desc(registrationCodes.id))
  const match = candidates.find((row) => samePhone(row.phone, registration.phone))
  if (!match?.verifiedAt) return undefined
  const [spent] = await db
    .update(registrationCodes)
    .set({ usedAt: now })
    .where(and(eq(registrationCodes.id, match.id), isNull(registrationCodes.usedAt)))
    .returning({ id: registrationCodes.id })
  return spent ? match.verifiedAt : undefined
}
