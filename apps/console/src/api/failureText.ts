import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { operatorMessages } from '@lobbykit/contract/operator'

/** The server's refusals the console knows, in the operator's language; others (a named field) show as sent. */
const known: Record<string, MessageDescriptor> = {
  [operatorMessages.signInFailed]: msg`Wrong e-mail address or password`,
  [operatorMessages.signInRequired]: msg`Your session has ended: sign in again`,
  [operatorMessages.csrfMissing]: msg`The request lacks its CSRF token: reload the console`,
  [operatorMessages.crossSite]: msg`Operator calls are refused from other sites`,
  [operatorMessages.notAllowed]: msg`Your role may not do this`,
  [operatorMessages.playerToken]: msg`A player session cannot make operator calls`,
  [operatorMessages.playerNotFound]: msg`No such player`,
  [operatorMessages.adjustmentTooLarge]: msg`The debit is larger than the player's balance`,
  [operatorMessages.tenantNotFound]: msg`No such tenant`,
  [operatorMessages.operatorNotFound]: msg`No operator has this e-mail address`,
  [operatorMessages.operatorExists]: msg`An operator already has this e-mail address`,
  [operatorMessages.disableSelf]: msg`You cannot disable your own account`,
  [operatorMessages.versionNotFound]: msg`No such version of this tenant`,
  [operatorMessages.staleDraft]: msg`Someone saved a newer version since you started: reload it and make your change again`,
  [operatorMessages.analyticsOwnerOnly]: msg`Only an owner may change the analytics scripts`,
}

/** What to show for a failed call: status 0 is a server that was not reached or answered nonsense. */
export function failureText(i18n: I18n, failure: { status: number; message: string }): string {
  if (failure.status === 0)
    return i18n._(msg`The server cannot be reached: check the connection and try again.`)
  const descriptor = known[failure.message]
  return descriptor ? i18n._(descriptor) : failure.message
}
