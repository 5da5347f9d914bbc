/**
 * What templates' layouts share: the page frame with its skip link and main landmark, the icon rail of game
 * categories, the footer's games column and wordmark (their style fragments: @lobbykit/ui/layoutStyles).
 */
export {
  FooterGames,
  type FooterGamesProps,
  FooterWordmark,
  footerGameItems,
  GameIconRail,
  Main,
  PageFrame,
  SkipLink,
} from './layoutKit'
