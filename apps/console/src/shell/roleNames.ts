import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OperatorRole } from '@lobbykit/contract/operator'

/** The roles' names in the operator's language (docs/operators.md#roles). */
export const roleNames: Record<OperatorRole, MessageDescriptor> = {
  owner: msg`Owner`,
  onboarding: msg`Onboarding`,
  cashier: msg`Cashier`,
  support: msg`Support`,
}
