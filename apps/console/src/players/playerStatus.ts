import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { playerStatuses } from '@lobbykit/contract/operator'

/** An account's status in the operator's language. */
export const playerStatusNames: Record<(typeof playerStatuses)[number], MessageDescriptor> = {
  ACTIVE: msg`Active`,
  BLOCK: msg`Blocked`,
  CLOSE: msg`Closed`,
}
