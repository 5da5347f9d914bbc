import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LeaderboardCategory } from '@lobbykit/contract/calls/leaderboards'

/**
 * The game categories as the editor names them (docs/product.md#categories): every product category, and `all` for
 * a leaderboard of every game. The leaderboards' and the deposit bonuses' pickers share them.
 */
export const categoryNames: Record<LeaderboardCategory, MessageDescriptor> = {
  all: msg`Every game`,
  slot_game: msg`Slots`,
  casino: msg`Live casino`,
  hash_game: msg`Hash games`,
  sportsbook: msg`Sportsbook`,
  fishing: msg`Fishing`,
  poker: msg`Poker and table games`,
  sabong: msg`Sabong`,
  lottery: msg`Lottery`,
  horse_racing: msg`Horse racing`,
  bingo: msg`Bingo`,
  arcade: msg`Arcade`,
  crash: msg`Crash`,
}
