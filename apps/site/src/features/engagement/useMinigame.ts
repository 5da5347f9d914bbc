import { minigameState } from '@lobbykit/core/api/minigame/minigameState'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'

/** The player's token wallet and the wheel's prizes (docs/product.md#minigame), with a way to read them again. */
export function useMinigame() {
  return useApiQuery(minigameState, useAuthFields())
}
