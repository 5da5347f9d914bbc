import { msg } from '@lingui/core/macro'

/** The messages group: what the site tells a player after they did something (notices and confirmations). */
export const noticeTexts = {
  profileSaved: msg`Your profile is saved.`,
  resetSent: msg`If the details match an account, we have sent instructions to its phone number.`,
  passwordChanged: msg`Your password is changed. Please log in with your new password.`,
  rewardClaimed: msg`Reward claimed: {amount} added to your balance.`,
}
