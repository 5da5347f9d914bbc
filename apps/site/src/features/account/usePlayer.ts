import { userAtom } from '@lobbykit/core/stores/user'
import { useAtomValue } from 'jotai/react'
import { useRuntime } from '../../shell/runtime'

/** The signed-in player's own data as the session holds it: name, e-mail, wallet and VIP level. */
export function usePlayer() {
  const { store } = useRuntime()
  return useAtomValue(userAtom, { store })
}
