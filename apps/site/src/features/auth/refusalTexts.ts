import { msg } from '@lingui/core/macro'

/**
 * Refusals of the calls that set a password (sign-up, reset, change), in the `dialogs` group: core's error dialog
 * translates the API's letters-only messages by id (docs/product.md#error-handler), and every page that sets a
 * password loads this group.
 */
export const passwordRefusalTexts = [
  msg({
    id: 'commonPassword',
    message: 'This password is too common and easy to guess. Please choose another.',
  }),
]
