import { useLingui } from '@lingui/react/macro'
import type { SlotSymbol } from '@lobbykit/contract/calls/games'

/** The symbols' names as a player reads and hears them. */
export function useSymbolNames(): Record<SlotSymbol, string> & { wildWord: string } {
  const { t } = useLingui()
  return {
    cherry: t`Cherry`,
    lemon: t`Lemon`,
    bell: t`Bell`,
    clover: t`Clover`,
    diamond: t`Diamond`,
    seven: t`Seven`,
    wild: t`Wild`,
    wildWord: t`WILD`,
  }
}
