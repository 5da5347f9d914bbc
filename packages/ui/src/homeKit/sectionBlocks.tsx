import type { ReactNode } from 'react'
import { useContext, useId } from 'react'
import { ArtPriority } from '../GameCard/artPriority'
import { GameCard, type GameCardProps } from '../GameCard/GameCard'
import { GameGrid, type GameGridProps } from '../GameGrid/GameGrid'
import { GameShelf, type GameShelfProps } from '../GameShelf/GameShelf'
import { SectionHeader, type SectionHeaderProps } from '../SectionHeader/SectionHeader'
import type { GameSection, GameTile, HomeProps } from '../template/types'
import { laterSection } from './laterSection.css'

/**
 * The favourite heart's action: every card has a heart (docs/product.md#lobby); the shell keeps a player's
 * favourite and asks a visitor to sign in.
 */
export function favouriteAction({ actions }: HomeProps) {
  return actions.toggleFavourite
}

/** What a home section's title bar shows besides the title: its look, an icon, the "See all" text. */
export interface HomeHeaderProps {
  headerVariant?: SectionHeaderProps['variant']
  icon?: SectionHeaderProps['icon']
  moreLabel?: string
}

export interface HomeSectionProps extends HomeHeaderProps {
  section: Pick<GameSection, 'title' | 'href'>
  className?: string
  children?: ReactNode
}

/**
 * A home section: a region named by its title bar (title, "See all" link), then whatever the template shows.
 * Past the first screen (`HomeSections` says `later`) the browser draws it only as it nears the screen.
 */
export function HomeSection({
  section,
  className,
  headerVariant,
  icon,
  moreLabel,
  children,
}: HomeSectionProps) {
  const titleId = useId()
  const later = useContext(ArtPriority) === 'later'
  return (
    <section
      aria-labelledby={titleId}
      className={later ? [className, laterSection].filter(Boolean).join(' ') : className}
    >
      <SectionHeader
        id={titleId}
        title={section.title}
        href={section.href}
        variant={headerVariant}
        icon={icon}
        moreLabel={moreLabel}
      />
      {children}
    </section>
  )
}

type CardProps = Partial<Omit<GameCardProps, 'game' | 'onPlay' | 'onToggleFavourite'>>

export interface GameCardListProps {
  home: HomeProps
  games: GameTile[]
  /** A numbered list (`ol`, top tens) or a plain one. */
  as?: 'ul' | 'ol'
  className?: string
  itemClassName?: string
  label?: string
  /** Props of every card, or of each card from its place in the list. */
  card?: CardProps | ((game: GameTile, index: number) => CardProps)
  /** The first this many cards load their art eagerly, the rest lazily. */
  eager?: number
  /** The favourite heart on every card (the default). */
  favourites?: boolean
  /** Shown in each item before its card, e.g. a rank numeral. */
  before?: (game: GameTile, index: number) => ReactNode
}

/** A list of game cards that play the game and (for players) toggle the favourite, one card an item. */
export function GameCardList({
  home,
  games,
  as: List = 'ul',
  className,
  itemClassName,
  label,
  card,
  eager,
  favourites = true,
  before,
}: GameCardListProps) {
  const onToggleFavourite = favourites ? favouriteAction(home) : undefined
  return (
    <List className={className} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.game_code} className={itemClassName}>
          {before?.(game, index)}
          <GameCard
            game={game}
            onPlay={home.actions.playGame}
            onToggleFavourite={onToggleFavourite}
            loading={eager === undefined ? undefined : index < eager ? 'eager' : 'lazy'}
            {...(typeof card === 'function' ? card(game, index) : card)}
          />
        </li>
      ))}
    </List>
  )
}

export interface GameShowcaseProps
  extends Pick<GameCardListProps, 'home' | 'games' | 'className' | 'itemClassName' | 'label'>,
    Pick<GameCardProps, 'variant' | 'badge'> {
  /** Load every card's art at once (the showcase is on the first screen). */
  eager?: boolean
  /** Render the (empty) list even without games. */
  keepEmpty?: boolean
}

/**
 * A few games shown off beside a hero (quick play, live tables, more to try): cards without the provider
 * name, with the heart every card has; nothing at all without games unless keepEmpty.
 */
export function GameShowcase({
  variant,
  badge,
  eager = false,
  keepEmpty = false,
  ...list
}: GameShowcaseProps) {
  if (list.games.length === 0 && !keepEmpty) return null
  const card = { variant, badge, showProvider: false, loading: eager ? 'eager' : undefined } as const
  return <GameCardList card={card} {...list} />
}

export interface HomeCardSectionProps
  extends HomeHeaderProps,
    Omit<GameCardListProps, 'games' | 'className' | 'label'> {
  section: GameSection
  className?: string
  listClassName?: string
  /** The cards to show, when not all of the section's games (a top ten). */
  games?: GameTile[]
}

/** A home section whose games are a list of cards the template lays out (grid, bento, top ten). */
export function HomeCardSection({
  section,
  className,
  headerVariant,
  icon,
  moreLabel,
  listClassName,
  games = section.games,
  ...list
}: HomeCardSectionProps) {
  return (
    <HomeSection {...{ section, className, headerVariant, icon, moreLabel }}>
      <GameCardList games={games} className={listClassName} {...list} />
    </HomeSection>
  )
}

export type SectionGameGridProps = { home: HomeProps; section: GameSection } & Omit<
  GameGridProps,
  'games' | 'label' | 'onPlay' | 'onToggleFavourite' | 'virtualize'
>

/** A section's games as a plain (never virtualised) GameGrid named by the section title. */
export function SectionGameGrid({ home, section, ...grid }: SectionGameGridProps) {
  return (
    <GameGrid
      games={section.games}
      virtualize={false}
      label={section.title}
      onPlay={home.actions.playGame}
      onToggleFavourite={favouriteAction(home)}
      {...grid}
    />
  )
}

export type HomeGridSectionProps = HomeHeaderProps &
  Omit<SectionGameGridProps, 'className'> & { className?: string; gridClassName?: string }

/** A home section whose games are a GameGrid under the title bar. */
export function HomeGridSection({
  section,
  className,
  headerVariant,
  icon,
  moreLabel,
  gridClassName,
  ...grid
}: HomeGridSectionProps) {
  return (
    <HomeSection {...{ section, className, headerVariant, icon, moreLabel }}>
      <SectionGameGrid section={section} className={gridClassName} {...grid} />
    </HomeSection>
  )
}

export type HomeShelfProps = { home: HomeProps } & Omit<GameShelfProps, 'onPlay' | 'onToggleFavourite'>

/** A GameShelf wired to the home: cards play the game and carry the favourite heart. */
export function HomeShelf({ home, ...shelf }: HomeShelfProps) {
  return <GameShelf onPlay={home.actions.playGame} onToggleFavourite={favouriteAction(home)} {...shelf} />
}
