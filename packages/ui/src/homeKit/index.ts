/**
 * The pieces every template's home page is built from, so a template's Home states only its arrangement:
 * the hero's facts (useHomeHero), the game lists with their loading skeleton (HomeSections), sections of
 * cards, grids and shelves wired to play and favourite, the player's welcome strip and balance, the
 * jackpot digits, the house promotions and the player's recently played shelf. Style fragments for the
 * same blocks are in `@lobbykit/ui/homeStyles`.
 */
export { HomeSections, type HomeSectionsProps } from './HomeSections'
export { JackpotDigits, type JackpotDigitsProps } from './JackpotDigits'
export { JackpotStage, type JackpotStageProps } from './JackpotStage'
export { PlayerShelves, type PlayerShelvesProps } from './PlayerShelves'
export { PromoList, type PromoListProps } from './PromoList'
export {
  favouriteAction,
  GameCardList,
  type GameCardListProps,
  GameShowcase,
  type GameShowcaseProps,
  HomeCardSection,
  type HomeCardSectionProps,
  HomeGridSection,
  type HomeGridSectionProps,
  type HomeHeaderProps,
  HomeSection,
  type HomeSectionProps,
  HomeShelf,
  type HomeShelfProps,
  SectionGameGrid,
  type SectionGameGridProps,
} from './sectionBlocks'
export { type HeroAction, type HomeHero, useHomeHero } from './useHomeHero'
export { PlayerBalance, WelcomeStrip, type WelcomeStripProps } from './WelcomeStrip'
