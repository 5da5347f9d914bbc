import { useLingui } from '@lingui/react/macro'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useId, useRef } from 'react'
import { useEagerCards } from '../GameCard/artPriority'
import { GameCard, type GameCardProps, GameCardSkeleton, type GameCardVariant } from '../GameCard/GameCard'
import { laterCard } from '../GameCard/laterCard.css'
import { Icon } from '../Icon/Icon'
import { SectionHeader, type SectionHeaderProps } from '../SectionHeader/SectionHeader'
import type { GameSection } from '../template/types'
import * as styles from './GameShelf.css'

export interface GameShelfProps {
  section: GameSection
  variant?: GameCardVariant
  onPlay: GameCardProps['onPlay']
  onToggleFavourite?: GameCardProps['onToggleFavourite']
  badge?: string
  /** Card width, any CSS length (default 148px; wide cards 280px). */
  itemWidth?: string
  headerVariant?: SectionHeaderProps['variant']
  icon?: SectionHeaderProps['icon']
  loading?: boolean
  className?: string
}

/**
 * A home-page section: a header with "See all" and one sideways-scrolling row of games, with arrow
 * buttons on desktop (pointer devices) and swipe with snap on phones.
 */
export function GameShelf({
  section,
  variant = 'tile',
  onPlay,
  onToggleFavourite,
  badge,
  itemWidth = variant === 'wide' ? '280px' : variant === 'row' ? '300px' : '148px',
  headerVariant,
  icon,
  loading = false,
  className,
}: GameShelfProps) {
  const { t } = useLingui()
  const listRef = useRef<HTMLUListElement>(null)
  const titleId = useId()
  // Art loading at once: a phone's first screen of a shelf, when the shelf is on the page's first screen.
  const eagerCount = useEagerCards(4)
  const sectionTitle = section.title
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8 })
  }
  return (
    <section aria-labelledby={titleId} className={className} data-block="shelf">
      <SectionHeader
        id={titleId}
        title={section.title}
        href={section.href}
        variant={headerVariant}
        icon={icon}
        tools={
          <>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t`Scroll ${sectionTitle} back`}
              onClick={() => scroll(-1)}
            >
              <Icon name="chevronLeft" size={18} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t`Scroll ${sectionTitle} forward`}
              onClick={() => scroll(1)}
            >
              <Icon name="chevronRight" size={18} />
            </button>
          </>
        }
      />
      <ul
        ref={listRef}
        className={styles.shelf}
        // A skipped card's stand-in height: half its width, below every card look's real height.
        style={assignInlineVars({
          '--shelf-item': itemWidth,
          '--later-card-height': `calc(${itemWidth} / 2)`,
        })}
        aria-busy={loading}
      >
        {loading
          ? Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
              <li key={index} className={styles.item}>
                <GameCardSkeleton variant={variant} />
              </li>
            ))
          : section.games.map((game, index) => (
              <li
                key={game.game_code}
                className={index < eagerCount ? styles.item : `${styles.item} ${laterCard}`}
              >
                <GameCard
                  game={game}
                  variant={variant}
                  onPlay={onPlay}
                  onToggleFavourite={onToggleFavourite}
                  badge={badge}
                  loading={index < eagerCount ? 'eager' : 'lazy'}
                />
              </li>
            ))}
      </ul>
    </section>
  )
}
