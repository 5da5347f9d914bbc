import type {
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
} from '@lobbykit/contract/calls/settings'
import { defineLazyCall } from '../lazyCall'

/** POST /api/settings/profile_update: updates full name and e-mail. Unreachable server: 0 disconnect. */
export const profileUpdate = defineLazyCall<
  typeof profileUpdateRequestSchema,
  typeof profileUpdateResponseSchema
>({ path: 'settings/profile_update', offlineFailure: 'disconnect' }, () =>
  import('@lobbykit/contract/calls/settings').then((calls) => ({
    request: calls.profileUpdateRequestSchema,
    response: calls.profileUpdateResponseSchema,
  })),
)
