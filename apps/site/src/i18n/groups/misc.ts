import { msg } from '@lingui/core/macro'

/** The misc group: names of things (game categories, site pages) that are not sentences of the interface. */
export const categoryNames = {
  hot: msg`Hot`,
  slot_game: msg`Slots`,
  casino: msg`Live casino`,
  hash_game: msg`Hash games`,
  sportsbook: msg`Sports`,
  fishing: msg`Fishing`,
  poker: msg`Poker`,
  sabong: msg`Sabong`,
  lottery: msg`Lottery`,
  horse_racing: msg`Horse racing`,
  bingo: msg`Bingo`,
  arcade: msg`Arcade`,
  crash: msg`Crash`,
}

/**
 * The site's own pages a start-up menu item can stand for (by its category). The tenant names them once, in
 * one language; the player reads them in theirs, as they do the game categories.
 */
export const pageNames = {
  home: msg`Home`,
  promotions: msg`Promotions`,
  vip: msg`VIP`,
  news: msg`News`,
}
