import { msg } from '@lingui/core/macro'

/**
 * Refusals of the inbox's calls, in the `player` group: core's error dialog translates the API's letters-only
 * messages by id (docs/product.md#error-handler).
 */
export const inboxRefusalTexts = [
  msg({
    id: 'verifyPhoneToClaim',
    message: 'Verify your phone number on the Security page to claim this reward.',
  }),
]
