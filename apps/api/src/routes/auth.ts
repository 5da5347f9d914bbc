import { apiMessages, newAccountIdSchema } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { type CodeCheck, consumeCode, issueCode, tacLifetimeSeconds } from '../auth/oneTimeCodes'
import { samePhone } from '../auth/phones'
import {
  issueRegistrationCode,
  spendRegistration,
  tellAccountTaken,
  verifyRegistrationCode,
} from '../auth/registrationCodes'
import {
  dropSessionCookie,
  findPlayer,
  handOverSession,
  normalizeAccountId,
  openSession,
  type PlayerRow,
  requirePlayer,
  revokeEverySession,
  revokeSession,
  sessionAnswer,
  sessionClient,
} from '../auth/sessions'
import { refuseRestricted } from '../cashier/responsibleGaming'
import type { ApiContext } from '../context'
import { inboxItems, players, wallets } from '../db/schema'
import { defineCall } from '../http/call'
import { clientAddress } from '../http/clientAddress'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'
import { isCommonPassword } from '../security/commonPasswords'
import { hashPassword, needsRehash, verifyPassword } from '../security/passwords'
import { hitRateLimits } from '../security/rateLimit'
import {
  beforeSignIn,
  countSignInFailure,
  type SignInAttempt,
  type SignInPath,
} from '../security/signInGuard'
import { demoAmount } from '../seed/money'
import { requireSite } from '../tenants/site'

/**
 * The welcome message every new account finds in its inbox, with a claimable reward in minor units of the
 * tenant's currency (₱50 and about as much in the others).
 */
export const welcomeReward = (currency: string) => demoAmount(currency, 5_000)

function refuseInactive(player: PlayerRow) {
  if (player.status === 'BLOCK') throw new Refusal(403, apiMessages.blocked)
  if (player.status === 'CLOSE') throw new Refusal(403, apiMessages.closed)
}

function refuseCode(check: CodeCheck) {
  if (check === 'exhausted') throw new Refusal(429, apiMessages.tacAttemptsExceeded)
  if (check === 'invalid') throw new Refusal(401, apiMessages.invalidTac)
}

/** docs/architecture.md#passwords: one of the 10,000 most common passwords is refused, whatever the rule allows. */
function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) throw new Refusal(400, apiMessages.commonPassword)
}

export function registerAuth(app: Hono, ctx: ApiContext) {
  /** Counts a code request per account of the tenant and per client address (each may send a text message). */
  async function limitCodeRequests(c: Context, tenantId: number, accountId: string) {
    const address = clientAddress(c, ctx.trustProxy)
    const allowed = await hitRateLimits(
      ctx.db,
      [
        {
          key: `tac:account:${tenantId}:${normalizeAccountId(accountId)}`,
          rule: ctx.rateRules.tacPerAccount,
        },
        { key: `tac:address:${address}`, rule: ctx.rateRules.tacPerAddress },
      ],
      ctx.now(),
    )
    if (!allowed) throw new Refusal(429, apiMessages.tooManyRequests)
  }
  /** A sign-in attempt on one path: its failures are counted for the account named, known or not. */
  const attemptOf = (c: Context, path: SignInPath, tenantId: number, accountId: string): SignInAttempt => ({
    path,
    account: `${tenantId}:${normalizeAccountId(accountId)}`,
    address: clientAddress(c, ctx.trustProxy),
  })
  /** Checks a code; a wrong or spent one counts as a failure of the attempt and is refused. */
  async function requireCode(attempt: SignInAttempt, check: Promise<CodeCheck>) {
    const result = await check
    if (result === 'accepted') return
    await countSignInFailure(ctx, attempt)
    refuseCode(result)
  }
  /** A hash made at an older, cheaper cost is replaced while the password is at hand (docs/architecture.md#passwords). */
  async function rehashIfCheap(player: PlayerRow, password: string) {
    if (!needsRehash(player.passwordHash)) return
    const passwordHash = await hashPassword(password)
    await ctx.db
      .update(players)
      .set({ passwordHash })
      .where(and(eq(players.id, player.id), eq(players.passwordHash, player.passwordHash)))
  }
  const codeSent = (c: Context) => ok(c, { expires_in: tacLifetimeSeconds }, apiMessages.tacSent)

  defineCall(app, 'login', async (c, body) => {
    const site = await requireSite(ctx, body)
    const attempt = attemptOf(c, 'password', site.tenant.id, body.account_id)
    await beforeSignIn(ctx, attempt)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    const valid = await verifyPassword(body.password, player?.passwordHash)
    if (!player || !valid) {
      await countSignInFailure(ctx, attempt)
      throw new Refusal(401, apiMessages.invalidCredentials)
    }
    refuseInactive(player)
    await refuseRestricted(ctx.db, player.id, ctx.now())
    await rehashIfCheap(player, body.password)
    const token = await openSession(ctx, ctx.db, player, 'password', sessionClient(ctx, c))
    return ok(c, sessionAnswer(player, handOverSession(ctx, c, token)))
  })

  defineCall(app, 'loginTac', async (c, body) => {
    const site = await requireSite(ctx, body)
    const attempt = attemptOf(c, 'code', site.tenant.id, body.account_id)
    await beforeSignIn(ctx, attempt)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    const holder = { tenantId: site.tenant.id, accountId: body.account_id }
    await requireCode(attempt, consumeCode(ctx.db, holder, player, 'login', body.tac, ctx.now()))
    if (!player) throw new Refusal(401, apiMessages.invalidTac)
    refuseInactive(player)
    await refuseRestricted(ctx.db, player.id, ctx.now())
    const token = await openSession(ctx, ctx.db, player, 'tac', sessionClient(ctx, c))
    return ok(c, sessionAnswer(player, handOverSession(ctx, c, token)))
  })

  defineCall(app, 'logout', async (c, body) => {
    const { session } = await requirePlayer(ctx, c, body)
    await revokeSession(ctx.db, session.id, ctx.now())
    dropSessionCookie(ctx, c)
    return ok(c, {})
  })

  // docs/product.md#sign-up: the account opens only with a phone verified for it by request_new_register and
  // tac/verify; the verification is spent in the same transaction, so it serves one account. It is checked before
  // whether the id is taken: without a verified phone, a taken id and a free one answer alike
  // (docs/architecture.md#account-probing).
  defineCall(app, 'signup', async (c, body) => {
    const site = await requireSite(ctx, body)
    const address = clientAddress(c, ctx.trustProxy)
    const allowed = await hitRateLimits(
      ctx.db,
      [{ key: `signup:address:${address}`, rule: ctx.rateRules.signupPerAddress }],
      ctx.now(),
    )
    if (!allowed) throw new Refusal(429, apiMessages.tooManyRequests)
    refuseCommonPassword(body.password)
    const passwordHash = await hashPassword(body.password)
    const now = ctx.now()
    const answer = await ctx.db.transaction(async (tx) => {
      const verifiedAt = await spendRegistration(
        tx,
        { tenantId: site.tenant.id, accountId: body.account_id, phone: body.contact_phone },
        now,
      )
      if (!verifiedAt) throw new Refusal(403, apiMessages.phoneNotVerified)
      const [player] = await tx
        .insert(players)
        .values({
          tenantId: site.tenant.id,
          accountId: normalizeAccountId(body.account_id),
          passwordHash,
          phone: body.contact_phone,
          email: body.contact_email ?? '',
          referrerCode: body.referrer_code ?? '',
          affiliateCode: body.affiliate_code ?? '',
          channel: body.ch ?? '',
          campaign: body.cm ?? '',
          promoPlacement: body.pp ?? '',
          fbp: body.fbp ?? '',
          appsflyerId: body.appsflyer_id ?? '',
          visitorId: body.visitor_id ?? '',
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning()
      // Thrown inside the transaction: the verification spent above is given back.
      if (!player) throw new Refusal(409, apiMessages.accountExists)
      await tx.update(players).set({ phoneVerifiedAt: verifiedAt }).where(eq(players.id, player.id))
      await tx.insert(wallets).values({ playerId: player.id, tenantId: site.tenant.id })
      await tx.insert(inboxItems).values({
        tenantId: site.tenant.id,
        playerId: player.id,
        title: `Welcome to ${site.tenant.siteName}`,
        body: 'Your account is ready. Claim this welcome gift to start playing.',
        reward: welcomeReward(site.tenant.currency),
        createdAt: now,
      })
      return { player, token: await openSession(ctx, tx, player, 'signup', sessionClient(ctx, c)) }
    })
    return ok(c, sessionAnswer(answer.player, handOverSession(ctx, c, answer.token)))
  })

  defineCall(app, 'forgotPassword', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limitCodeRequests(c, site.tenant.id, body.account_id)
    const found = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    const player =
      found?.status === 'ACTIVE' && samePhone(found.phone, body.contact_phone) ? found : undefined
    const holder = { tenantId: site.tenant.id, accountId: body.account_id }
    await issueCode(ctx, holder, player, 'reset', site.tenant.siteName)
    return codeSent(c)
  })

  defineCall(app, 'resetPassword', async (c, body) => {
    const site = await requireSite(ctx, body)
    refuseCommonPassword(body.new_password)
    const attempt = attemptOf(c, 'reset', site.tenant.id, body.account_id)
    await beforeSignIn(ctx, attempt)
    const found = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    // A wrong phone is answered like a wrong code, and spends one of the code's tries as a wrong code does.
    const player = found && samePhone(found.phone, body.contact_phone) ? found : undefined
    const holder = { tenantId: site.tenant.id, accountId: body.account_id }
    await requireCode(attempt, consumeCode(ctx.db, holder, player, 'reset', body.tac, ctx.now()))
    if (!player) throw new Refusal(401, apiMessages.invalidTac)
    refuseInactive(player)
    const passwordHash = await hashPassword(body.new_password)
    await ctx.db.transaction(async (tx) => {
      await tx.update(players).set({ passwordHash }).where(eq(players.id, player.id))
      await revokeEverySession(tx, player.id, ctx.now())
    })
    return ok(c, {})
  })

  defineCall(app, 'tacRequestLogin', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limitCodeRequests(c, site.tenant.id, body.account_id)
    const found = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    const holder = { tenantId: site.tenant.id, accountId: body.account_id }
    const player = found?.status === 'ACTIVE' ? found : undefined
    await issueCode(ctx, holder, player, 'login', site.tenant.siteName)
    return codeSent(c)
  })

  defineCall(app, 'tacRequestNewRegister', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limitCodeRequests(c, site.tenant.id, body.account_id)
    const found = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    const holder = { tenantId: site.tenant.id, accountId: body.account_id }
    if (body.contact_phone !== undefined) {
      // Before sign-up: the code goes to the phone the new account will have. A taken id is answered alike, and
      // only that phone is told (docs/architecture.md#account-probing).
      const accountId = newAccountIdSchema.safeParse(body.account_id.trim())
      if (!accountId.success) {
        throw new Refusal(400, `account_id: ${accountId.error.issues[0]?.message ?? 'invalid'}`)
      }
      const registration = { tenantId: site.tenant.id, accountId: accountId.data, phone: body.contact_phone }
      if (found) await tellAccountTaken(ctx, registration, site.tenant.siteName)
      else await issueRegistrationCode(ctx, registration, site.tenant.siteName)
      return codeSent(c)
    }
    const player = found?.status === 'ACTIVE' && !found.phoneVerifiedAt ? found : undefined
    await issueCode(ctx, holder, player, 'register', site.tenant.siteName)
    return codeSent(c)
  })

  defineCall(app, 'tacVerify', async (c, body) => {
    const site = await requireSite(ctx, body)
    const attempt = attemptOf(c, 'code', site.tenant.id, body.account_id)
    await beforeSignIn(ctx, attempt)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    if (!player) {
      // An account id not registered yet: the code request_new_register sent to its future phone.
      await requireCode(
        attempt,
        verifyRegistrationCode(ctx.db, site.tenant.id, body.account_id, body.tac, ctx.now()),
      )
      return ok(c, { verified: true })
    }
    const holder = { tenantId: site.tenant.id, accountId: body.account_id }
    await requireCode(attempt, consumeCode(ctx.db, holder, player, 'register', body.tac, ctx.now()))
    await ctx.db.update(players).set({ phoneVerifiedAt: ctx.now() }).where(eq(players.id, player.id))
    return ok(c, { verified: true })
  })

  defineCall(app, 'updatePassword', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    refuseCommonPassword(body.new_password)
    const attempt = attemptOf(c, 'current-password', player.tenantId, player.accountId)
    await beforeSignIn(ctx, attempt)
    if (!(await verifyPassword(body.password, player.passwordHash))) {
      await countSignInFailure(ctx, attempt)
      throw new Refusal(403, apiMessages.wrongPassword)
    }
    const passwordHash = await hashPassword(body.new_password)
    const token = await ctx.db.transaction(async (tx) => {
      await tx.update(players).set({ passwordHash }).where(eq(players.id, player.id))
      await revokeEverySession(tx, player.id, ctx.now())
      return openSession(ctx, tx, player, 'password', sessionClient(ctx, c))
    })
    return ok(c, { token: handOverSession(ctx, c, token) })
  })
}
