import { accountStatuses, apiMessages } from '@lobbykit/contract'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { inboxClaims, inboxItems, ledgerEntries, players, wallets } from '../db/schema'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'

export function registerAccount(app: Hono, ctx: ApiContext) {
  defineCall(app, 'profileUpdate', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const [updated] = await ctx.db
      .update(players)
      .set({ fullName: body.full_name.trim(), email: body.contact_email })
      .where(eq(players.id, player.id))
      .returning()
    const stored = updated ?? player
    return ok(c, {
      value: [{ account_id: stored.accountId, full_name: stored.fullName, contact_email: stored.email }],
    })
  })

  defineCall(app, 'checkStatus', async (c, body) => {
    // The account's own standing, as stored (a blocked or closed account never gets here: requirePlayer
    // answers BLOCK or CLOSE, which end the session in the browser).
    const { player } = await requirePlayer(ctx, c, body)
    const status = accountStatuses.find((known) => known === player.status) ?? 'CLOSE'
    return ok(c, { status, phone_verified: player.phoneVerifiedAt !== null })
  })

  defineCall(app, 'getInbox', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const rows = await ctx.db
      .select({ item: inboxItems, claimedAt: inboxClaims.claimedAt })
      .from(inboxItems)
      .leftJoin(inboxClaims, eq(inboxClaims.inboxId, inboxItems.id))
      .where(eq(inboxItems.playerId, player.id))
      .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
    const value = rows.map(({ item, claimedAt }) => ({
      inbox_id: item.id,
      title: item.title,
      body: item.body,
      reward: item.reward,
      is_read: item.readAt !== null,
      is_claimed: claimedAt !== null,
      created_at: item.createdAt.toISOString(),
    }))
    return ok(c, { value, unread: value.filter((item) => !item.is_read).length })
  })

  // docs/product.md#inbox: the page marks what it showed; only the player's own unread items change.
  defineCall(app, 'readInbox', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    await ctx.db
      .update(inboxItems)
      .set({ readAt: ctx.now() })
      .where(
        and(
          eq(inboxItems.playerId, player.id),
          inArray(inboxItems.id, body.inbox_ids),
          isNull(inboxItems.readAt),
        ),
      )
    const [unread] = await ctx.db
      .select({ count: count() })
      .from(inboxItems)
      .where(and(eq(inboxItems.playerId, player.id), isNull(inboxItems.readAt)))
    return ok(c, { unread: unread?.count ?? 0 })
  })

  defineCall(app, 'claimInbox', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const now = ctx.now()
    const answer = await ctx.db.transaction(async (tx) => {
      const [item] = await tx
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.id, body.inbox_id), eq(inboxItems.playerId, player.id)))
      if (!item) throw new Refusal(404, apiMessages.inboxNotFound)
      // docs/architecture.md#sign-in-limits: a reward is money; only an account with a verified phone receives it.
      if (item.reward > 0 && !player.phoneVerifiedAt) throw new Refusal(403, apiMessages.verifyPhoneToClaim)
      const [claim] = await tx
        .insert(inboxClaims)
        .values({ inboxId: item.id, playerId: player.id, reward: item.reward, claimedAt: now })
        .onConflictDoNothing()
        .returning()
      if (!claim) throw new Refusal(409, apiMessages.alreadyClaimed)
      await tx
        .update(inboxItems)
        .set({ readAt: now })
        .where(and(eq(inboxItems.id, item.id), isNull(inboxItems.readAt)))
      const [wallet] = await tx
        .update(wallets)
        .set({ gameBalance: sql`${wallets.gameBalance} + ${item.reward}` })
        .where(eq(wallets.playerId, player.id))
        .returning({ gameBalance: wallets.gameBalance })
      if (!wallet) throw new Error(`Player ${player.id} has no wallet`)
      if (item.reward > 0) {
        const [entry] = await tx
          .insert(ledgerEntries)
          .values({
            tenantId: player.tenantId,
            playerId: player.id,
            wallet: 'game_balance',
            kind: 'inbox_reward',
            amount: item.reward,
            balanceAfter: wallet.gameBalance,
            reference: `inbox:${item.id}`,
            createdAt: now,
          })
          .returning({ id: ledgerEntries.id })
        await tx
          .update(inboxClaims)
          .set({ ledgerEntryId: entry?.id ?? null })
          .where(eq(inboxClaims.inboxId, item.id))
      }
      return { inbox_id: item.id, reward: item.reward, game_balance: wallet.gameBalance }
    })
    return ok(c, answer)
  })
}
