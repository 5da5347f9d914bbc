import type { VipLevelEntry, VipSummary } from '@lobbykit/contract/calls/auth'

/** Progress in whole percent, capped to 0..100 (docs/product.md#vip-progress); no target left means the level is full. */
export function progressPercent(total: number, target: number): number {
  if (target <= 0) return 100
  return Math.min(100, Math.max(0, Math.floor((total / target) * 100)))
}

/**
 * The VIP summary (docs/product.md#vip-summary), from the player's level entry and their deposit and turnover totals:
 * progress is the share of `deposit_next` / `turnover_next` reached, capped at 100 %. A player at the top
 * level (no next level) shows full bars.
 */
export function vipSummaryFrom(
  level: VipLevelEntry | undefined,
  totals: { totalDeposit: number; totalTurnover: number },
): VipSummary {
  const top = !level?.vip_name_next
  return {
    totalDeposit: totals.totalDeposit,
    depoProgress: top ? 100 : progressPercent(totals.totalDeposit, level.deposit_next),
    totalTurnover: totals.totalTurnover,
    toProgress: top ? 100 : progressPercent(totals.totalTurnover, level.turnover_next),
    currentLevel: level?.vip_name ?? '',
    nextLevel: level?.vip_name_next ?? '',
  }
}
