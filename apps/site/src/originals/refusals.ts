import { useLingui } from '@lingui/react/macro'
import type { ApiFailure } from '@lobbykit/core/api/call'

/** The game token is gone (expired, signed out, another game): only a relaunch from the lobby helps. */
export function endsGame(error: ApiFailure): boolean {
  return error.message === 'gameTokenInvalid' || error.message === 'sessionExpired'
}

/**
 * What a refused round tells the player, in the game's own words (docs/product.md#rounds,
 * docs/product.md#game-tokens): the stake limits are named, a network failure asks to try again.
 */
export function useRefusalText(limits: { min: string; max: string }) {
  const { t } = useLingui()
  return (error: ApiFailure): string => {
    const { min, max } = limits
    switch (error.message) {
      case 'insufficientFunds':
        return t`Not enough balance for this stake. Lower the stake or deposit in the lobby.`
      case 'stakeOutOfRange':
        return t`The stake must be between ${min} and ${max}.`
      case 'gameTokenInvalid':
      case 'sessionExpired':
        return t`This game session has ended. Relaunch the game from the lobby.`
      case 'timedOut':
        return t`You are taking a break from play, so this game is paused.`
      case 'selfExcluded':
        return t`You have excluded yourself from play, so this game is closed.`
      case 'fixtureClosed':
        return t`Betting has closed on one of your selections. Remove it and try again.`
      case 'nonceUsed':
        return t`That nonce was already used. Choose a higher nonce.`
      case 'tooManyRequests':
        return t`Too many bets at once. Please wait a moment.`
      default:
        if (error.statusMessage !== undefined)
          return t`We could not reach the game server. Check your connection and try again.`
        return t`The game could not take this bet. Please try again.`
    }
  }
}
