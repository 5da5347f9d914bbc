import { authFieldsAtom } from '@lobbykit/core/stores/user'
import { useAtomValue } from 'jotai/react'
import { useRuntime } from './runtime'

/** `account_id` and `auth` of the signed-in player, with the site's domain; undefined for a visitor. */
export function useAuthFields() {
  const runtime = useRuntime()
  const auth = useAtomValue(authFieldsAtom, { store: runtime.store })
  return auth ? { ...auth, domain_name: runtime.domainName } : undefined
}
