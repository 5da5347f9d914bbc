import { apiMessages, newAccountIdSchema } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { type CodeCheck, consumeCode, issueCode, tacLifetimeSeconds } from '../auth/oneTimeCodes'
import { samePhone } from '../auth/phones'
import { issueRegistrationCode, spendRegistration, verifyRegistrationCode } from '../auth/registrationCodes'
import {
  findPlayer,
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
import { hashPassword, verifyPassword } from '../security/passwords'
import { hitRateLimits, type RateRule } from '../security/rateLimit'
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

export function registerAuth(app: Hono, ctx: ApiContext) {
  /** Counts an attempt per account of the tenant and per client address; refuses over either limit. */
  async function limit(
    c: Context,
    kind: 'login' | 'tac',
    tenantId: number,
    accountId: string,
    rules: { account: RateRule; address: RateRule },
  ) {
    const address = clientAddress(c, ctx.trustProxy)
    const allowed = await hitRateLimits(
      ctx.db,
      [
        { key: `${kind}:account:${tenantId}:${normalizeAccountId(accountId)}`, rule: rules.account },
        { key: `${kind}:address:${address}`, rule: rules.address },
      ],
      ctx.now(),
    )
    if (!allowed) throw new Refusal(429, apiMessages.tooManyRequests)
  }
  const loginRules = { account: ctx.rateRules.loginPerAccount, address: ctx.rateRules.loginPerAddress }
  const tacRules = { account: ctx.rateRules.tacPerAccount, address: ctx.rateRules.tacPerAddress }
  const codeSent = (c: Context) => ok(c, { expires_in: tacLifetimeSeconds }, apiMessages.tacSent)

  defineCall(app, 'login', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limit(c, 'login', site.tenant.id, body.account_id, loginRules)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    const valid = await verifyPassword(body.password, player?.passwordHash)
    if (!player || !valid) throw new Refusal(401, apiMessages.invalidCredentials)
    refuseInactive(player)
    await refuseRestricted(ctx.db, player.id, ctx.now())
    const token = await openSession(ctx, ctx.db, player, 'password', sessionClient(ctx, c))
    return ok(c, sessionAnswer(player, token))
  })

  defineCall(app, 'loginTac', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limit(c, 'login', site.tenant.id, body.account_id, loginRules)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    refuseCode(await consumeCode(ctx.db, player, 'login', body.tac, ctx.now()))
    if (!player) throw new Refusal(401, apiMessages.invalidTac)
    refuseInactive(player)
    await refuseRestricted(ctx.db, player.id, ctx.now())
    return ok(c, sessionAnswer(player, await openSession(ctx, ctx.db, player, 'tac', sessionClient(ctx, c))))
  })

  defineCall(app, 'logout', async (c, body) => {
    const { session } = await requirePlayer(ctx, c, body)
    await revokeSession(ctx.db, session.id, ctx.now())
    return ok(c, {})
  })

  // docs/product.md#sign-up: the account opens only with a phone verified for it by request_new_register and
  // tac/verify; the verification is spent in the same transaction, so it serves one account.
  defineCall(app, 'signup', async (c, body) => {
    const site = await requireSite(ctx, body)
    const address = clientAddress(c, ctx.trustProxy)
    const allowed = await hitRateLimits(
      ctx.db,
      [{ key: `signup:address:${address}`, rule: ctx.rateRules.signupPerAddress }],
      ctx.now(),
    )
    if (!allowed) throw new Refusal(429, apiMessages.tooManyRequests)
    const passwordHash = await hashPassword(body.password)
    const now = ctx.now()
    const answer = await ctx.db.transaction(async (tx) => {
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
      if (!player) throw new Refusal(409, apiMessages.accountExists)
      const verifiedAt = await spendRegistration(
        tx,
        { tenantId: site.tenant.id, accountId: body.account_id, phone: body.contact_phone },
        now,
      )
      // Thrown inside the transaction: the player row above is rolled back.
      if (!verifiedAt) throw new Refusal(403, apiMessages.phoneNotVerified)
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
      return sessionAnswer(player, await openSession(ctx, tx, player, 'signup', sessionClient(ctx, c)))
    })
    return ok(c, answer)
  })

  defineCall(app, 'forgotPassword', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limit(c, 'tac', site.tenant.id, body.account_id, tacRules)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    if (player && player.status === 'ACTIVE' && samePhone(player.phone, body.contact_phone)) {
      await issueCode(ctx, player, 'reset', site.tenant.siteName)
    }
    return codeSent(c)
  })

  defineCall(app, 'resetPassword', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limit(c, 'login', site.tenant.id, body.account_id, loginRules)
    const found = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    // A wrong phone is answered like a wrong code, and does not spend the code's tries.
    const player = found && samePhone(found.phone, body.contact_phone) ? found : undefined
    refuseCode(await consumeCode(ctx.db, player, 'reset', body.tac, ctx.now()))
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
    await limit(c, 'tac', site.tenant.id, body.account_id, tacRules)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    if (player && player.status === 'ACTIVE') await issueCode(ctx, player, 'login', site.tenant.siteName)
    return codeSent(c)
  })

  defineCall(app, 'tacRequestNewRegister', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limit(c, 'tac', site.tenant.id, body.account_id, tacRules)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    if (body.contact_phone !== undefined) {
      // Before sign-up: the code goes to the phone the new account will have.
      if (player) throw new Refusal(409, apiMessages.accountExists)
      const accountId = newAccountIdSchema.safeParse(body.account_id.trim())
      if (!accountId.success) {
        throw new Refusal(400, `account_id: ${accountId.error.issues[0]?.message ?? 'invalid'}`)
      }
      await issueRegistrationCode(
        ctx,
        { tenantId: site.tenant.id, accountId: accountId.data, phone: body.contact_phone },
        site.tenant.siteName,
      )
      return codeSent(c)
    }
    if (player && player.status === 'ACTIVE' && !player.phoneVerifiedAt) {
      await issueCode(ctx, player, 'register', site.tenant.siteName)
    }
    return codeSent(c)
  })

  defineCall(app, 'tacVerify', async (c, body) => {
    const site = await requireSite(ctx, body)
    await limit(c, 'login', site.tenant.id, body.account_id, loginRules)
    const player = await findPlayer(ctx.db, site.tenant.id, body.account_id)
    if (!player) {
      // An account id not registered yet: the code request_new_register sent to its future phone.
      refuseCode(await verifyRegistrationCode(ctx.db, site.tenant.id, body.account_id, body.tac, ctx.now()))
      return ok(c, { verified: true })
    }
    refuseCode(await consumeCode(ctx.db, player, 'register', body.tac, ctx.now()))
    await ctx.db.update(players).set({ phoneVerifiedAt: ctx.now() }).where(eq(players.id, player.id))
    return ok(c, { verified: true })
  })

  defineCall(app, 'updatePassword', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    await limit(c, 'login', player.tenantId, player.accountId, loginRules)
    if (!(await verifyPassword(body.password, player.passwordHash))) {
      throw new Refusal(403, apiMessages.wrongPassword)
    }
    const passwordHash = await hashPassword(body.new_password)
    const token = await ctx.db.transaction(async (tx) => {
      await tx.update(players).set({ passwordHash }).where(eq(players.id, player.id))
      await revokeEverySession(tx, player.id, ctx.now())
      return openSession(ctx, tx, player, 'password', sessionClient(ctx, c))
    })
    return ok(c, { token })
  })
}
