import { msg } from '@lingui/core/macro'

/**
 * Refusals of the inbox's, the missions', the referral's, the VIP rewards' and the deposit bonus's calls, in the
 * `player` group: core's error dialog translates the API's letters-only messages by id
 * (docs/product.md#error-handler).
 */
export const engagementRefusalTexts = [
  msg({
    id: 'verifyPhoneToClaim',
    message: 'Verify your phone number on the Security page to claim this reward.',
  }),
  msg({ id: 'missionNotFound', message: 'This mission has ended. Your list is up to date now.' }),
  msg({
    id: 'missionNotComplete',
    message: 'This mission is not complete yet. Its progress bar shows what is left.',
  }),
  msg({
    id: 'nothingToClaim',
    message: 'Nothing to claim yet: commission is earned when a friend makes a first deposit.',
  }),
  msg({
    id: 'vipRewardNotFound',
    message: 'This level has no reward to claim any more. The VIP table is up to date now.',
  }),
  msg({
    id: 'vipLevelNotReached',
    message: 'You have not reached this level yet. Its requirement shows what is left.',
  }),
  msg({
    id: 'bonusOfferNotFound',
    message: 'This offer is no longer available. The promotions list is up to date now.',
  }),
  msg({
    id: 'bonusOfferExpired',
    message: 'This offer is not running right now. Check its dates on the promotions page.',
  }),
  msg({
    id: 'bonusAlreadyOpen',
    message: 'You already have an open bonus. Finish or forfeit it before you opt in to another.',
  }),
  msg({
    id: 'bonusWaitingForDeposit',
    message:
      'You have opted in to a bonus that waits for your deposit. Deposit to start it, then claim this reward: it joins that bonus.',
  }),
  msg({
    id: 'bonusForfeitNotAccepted',
    message:
      'You have an active bonus: withdrawing now forfeits its bonus balance. Nothing was withdrawn; confirm the forfeit to go ahead.',
  }),
]
