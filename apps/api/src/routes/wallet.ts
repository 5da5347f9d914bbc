import type { VipLevelEntry, VipSummary } from '@lobbykit/contract'
import { asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { vipLevels, wallets } from '../db/schema'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'
import { settleDueSportsBets } from '../originals/sportsSettlement'
import { vipTotalsOf } from '../vip/vip'

/** What the summary reads of a level. */
type VipLevelRow = Pick<typeof vipLevels.$inferSelect, 'name' | 'minDeposit' | 'minTurnover'>

/** Percent of the way from `start` to `next`, capped to 0..100 (docs/product.md#vip-progress), two decimals. */
export function progress(total: number, start: number, next: number): number {
  if (next <= start) return 100
  const percent = ((total - start) / (next - start)) * 100
  return Math.round(Math.min(100, Math.max(0, percent)) * 100) / 100
}

/** The VIP table and where a player with these totals stands in it. */
export function vipStanding(
  levels: VipLevelRow[],
  totals: { deposit: number; turnover: number },
): { nextLevel: VipLevelEntry[]; summary: VipSummary } {
  const entries = levels.map((level, index) => {
    const next = levels[index + 1]
    const depositNext = next?.minDeposit ?? level.minDeposit
    const turnoverNext = next?.minTurnover ?? level.minTurnover
    return {
      starting_deposit: level.minDeposit,
      cycle_deposit: depositNext - level.minDeposit,
      deposit_next: depositNext,
      starting_turnover: level.minTurnover,
      cycle_turnover: turnoverNext - level.minTurnover,
      turnover_next: turnoverNext,
      vip_name: level.name,
      vip_name_next: next?.name ?? '',
    }
  })
  let reached = 0
  levels.forEach((level, index) => {
    if (totals.deposit >= level.minDeposit && totals.turnover >= level.minTurnover) reached = index
  })
  const current = entries[reached]
  return {
    nextLevel: entries,
    summary: {
      totalDeposit: totals.deposit,
      depoProgress: current ? progress(totals.deposit, current.starting_deposit, current.deposit_next) : 0,
      totalTurnover: totals.turnover,
      toProgress: current ? progress(totals.turnover, current.starting_turnover, current.turnover_next) : 0,
      currentLevel: current?.vip_name ?? '',
      nextLevel: current?.vip_name_next ?? '',
    },
  }
}

export function registerWallet(app: Hono, ctx: ApiContext) {
  defineCall(app, 'getBalance', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    // A sports bet whose fixtures have ended has paid by the time the balance is shown.
    await settleDueSportsBets(ctx.db, ctx.now(), player.id, ctx.logger)
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.playerId, player.id))
    return ok(c, {
      game_balance: wallet?.gameBalance ?? 0,
      game_token: wallet?.gameToken ?? 0,
      bonus_balance: wallet?.bonusBalance ?? 0,
      minigame: {
        token_balance: wallet?.minigameTokenBalance ?? 0,
        frozen_token: wallet?.minigameFrozenToken ?? 0,
      },
    })
  })

  defineCall(app, 'vip', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const levels = await ctx.db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.tenantId, player.tenantId))
      .orderBy(asc(vipLevels.level))
    return ok(c, vipStanding(levels, await vipTotalsOf(ctx.db, player.id)))
  })
}
