import type {
  OriginalsInfoResponse,
  OriginalsRoundResponse,
  RoundChoice,
} from '@lobbykit/contract/calls/games'
import type { ApiClient } from '@lobbykit/core/api/client'
import { createContext, useContext } from 'react'

/** What every game gets from the window around it: the info, money formatting and the round call. */
export interface GameSession {
  api: ApiClient
  token: string
  info: OriginalsInfoResponse
  /** The date locale of the game's language (docs/product.md#date-locales), for money and numbers. */
  locale: string
  reducedMotion: boolean
  money: (minor: number) => string
  balance: number
  /**
   * Sends one round. On success the shown balance drops by the stake (the win shows once the animation
   * ends, through `settle`); a refusal is shown by the window and answers undefined.
   */
  play: (stake: number, choice: RoundChoice) => Promise<OriginalsRoundResponse | undefined>
  /**
   * The animation has drawn the round: show its balance and win, and say `text` to screen readers. An open
   * sports bet has no win yet, so it leaves the last win as it was.
   */
  settle: (round: { balance: number; win: number; status?: 'settled' | 'open' }, text: string) => void
  /** Says a text in the live region (a seed rotated, a bet settled). */
  announce: (text: string) => void
  /** Reads the balance again (after sports bets settle on the server); undefined when it could not. */
  refreshBalance: () => Promise<number | undefined>
  /** Shows a refusal or any other problem in the window's alert. */
  showError: (text: string) => void
}

export const GameContext = createContext<GameSession | null>(null)

export function useGame(): GameSession {
  const session = useContext(GameContext)
  if (!session) throw new Error('useGame outside a game window')
  return session
}

/** A multiplier in hundredths as the games write it: 250 is "x2.50". */
export function multiplierText(hundredths: number): string {
  return `x${(hundredths / 100).toFixed(2)}`
}
