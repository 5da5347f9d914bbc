import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { versionStates } from '@lobbykit/contract/tenantConfig'

/** A version's state in the operator's language (docs/operators.md#tenant-versions). */
export const versionStateNames: Record<(typeof versionStates)[number], MessageDescriptor> = {
  draft: msg`draft`,
  published: msg`live`,
  superseded: msg`earlier`,
}
