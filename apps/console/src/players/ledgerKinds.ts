import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LedgerKind } from '@lobbykit/contract/calls/wallet'

/** What each kind of ledger line is, in the operator's language (docs/architecture.md#money). */
export const ledgerKindNames: Record<LedgerKind, MessageDescriptor> = {
  deposit: msg`Deposit`,
  deposit_fee: msg`Deposit fee`,
  withdrawal: msg`Withdrawal`,
  withdrawal_return: msg`Withdrawal returned`,
  bet: msg`Bet`,
  win: msg`Win`,
  inbox_reward: msg`Inbox reward`,
  bet_refund: msg`Bet refunded`,
  spin_prize: msg`Wheel prize`,
  adjustment: msg`Adjustment`,
  mission_reward: msg`Mission reward`,
  referral_commission: msg`Referral commission`,
  leaderboard_prize: msg`Leaderboard prize`,
  vip_reward: msg`VIP level-up reward`,
  bonus_credit: msg`Deposit bonus credited`,
  bonus_release: msg`Deposit bonus turned into cash`,
  bonus_forfeit: msg`Deposit bonus forfeited`,
}
