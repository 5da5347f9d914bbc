import { useLingui } from '@lingui/react/macro'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { Button } from '../Button/Button'
import { useEagerCards } from '../GameCard/artPriority'
import { GameCard, type GameCardProps, GameCardSkeleton, type GameCardVariant } from '../GameCard/GameCard'
import { artAspect } from '../GameCard/GameCard.css'
import { laterCard } from '../GameCard/laterCard.css'
import { Icon } from '../Icon/Icon'
import type { GameTile, PagedGames } from '../template/types'
import { assignCardSlots } from './cardSlots'
import * as styles from './GameGrid.css'
import { isPaged, wholeList } from './pagedGames'
import { useWindowRows } from './useWindowRows'

export interface GameGridProps {
  /**
   * The games: a list held whole, or a lobby's server pages (docs/product.md#lobby), whose rows near the screen
   * are asked for as the page scrolls and show placeholders until they arrive.
   */
  games: readonly GameTile[] | PagedGames
  variant?: GameCardVariant
  onPlay: GameCardProps['onPlay']
  onToggleFavourite?: GameCardProps['onToggleFavourite']
  badgeFor?: (game: GameTile) => string | undefined
  /** The narrowest a card may be, in px; the grid fits as many columns as it can. */
  minItemWidth?: number
  /** Space between cards in px. */
  gap?: number
  loading?: boolean
  skeletonCount?: number
  /** A failure to show instead of the games, with an optional retry. */
  error?: string
  onRetry?: () => void
  emptyTitle?: string
  emptyMessage?: string
  /** Window virtualisation: 'auto' turns it on above 60 games, and always for paged games. */
  virtualize?: boolean | 'auto'
  /** Rows rendered beyond each edge of the window. */
  overscan?: number
  label?: string
  className?: string
}

/** Cards whose art loads eagerly: a phone's first screen and most of a desktop's. */
const eagerCards = 8

/** The games a grid shows before it is placed: the first screen of a phone or a desktop. */
const firstShown = 24

const defaultMinWidth: Record<GameCardVariant, number> = { tile: 136, poster: 132, wide: 260, row: 300 }
const textHeight: Record<GameCardVariant, number> = { tile: 48, poster: 0, wide: 58, row: 0 }

/**
 * The lobby grid. Small lists render as a plain CSS grid; large ones (10,000 games) are virtualised
 * against the browser window, keeping the page's own scrolling.
 */
export function GameGrid({
  games,
  variant = 'tile',
  onPlay,
  onToggleFavourite,
  badgeFor,
  minItemWidth = defaultMinWidth[variant],
  gap = 12,
  loading = false,
  skeletonCount = 12,
  error,
  onRetry,
  emptyTitle: emptyTitleProp,
  emptyMessage: emptyMessageProp,
  virtualize = 'auto',
  overscan = 3,
  label: labelProp,
  className,
}: GameGridProps) {
  const { t } = useLingui()
  const emptyTitle = emptyTitleProp ?? t`No games here yet`
  const emptyMessage = emptyMessageProp ?? t`Try another category or provider.`
  const label = labelProp ?? t`Games`
  const eagerCount = useEagerCards(eagerCards)
  const ref = useRef<HTMLDivElement>(null)
  const measureRef = useRef<HTMLLIElement>(null)
  // The cards' slots (cardSlots.ts) as the last committed render placed them, and as this render places them.
  const shownSlots = useRef<ReadonlyMap<string, number>>(new Map())
  const placingSlots = useRef<ReadonlyMap<string, number>>(new Map())
  useLayoutEffect(() => {
    shownSlots.current = placingSlots.current
  })
  const paged = isPaged(games)
  const source = useMemo(() => (isPaged(games) ? games : wholeList(games)), [games])
  const count = source.total
  const enabled =
    !loading && !error && (virtualize === true || (virtualize === 'auto' && (paged || count > 60)))
  const estimateRowHeight = (width: number) =>
    variant === 'row' ? 64 : width / artAspect[variant] + textHeight[variant]
  const rows = useWindowRows(ref, measureRef, {
    count,
    contentKey: source.version,
    minItemWidth,
    gap,
    overscan,
    enabled,
    estimateRowHeight,
  })
  const cssVars = assignInlineVars({
    '--grid-min': `${minItemWidth}px`,
    '--grid-gap': `${gap}px`,
    '--later-card-height': `${Math.floor(estimateRowHeight(minItemWidth))}px`,
  })
  const first = rows.startRow * rows.columns
  const end = Math.min(count, rows.endRow * rows.columns)
  // Ask for the pages of the rows about to show; the source asks the server once per page.
  useEffect(() => {
    if (enabled && end > first) source.want(first, end)
  }, [enabled, source, first, end])

  if (error) {
    return (
      <div role="alert" className={[styles.state, className].filter(Boolean).join(' ')}>
        <Icon name="alert" size={32} />
        <p className={styles.stateTitle}>{t`Games could not be loaded`}</p>
        <p className={styles.stateText}>{error}</p>
        {onRetry ? (
          <Button tone="neutral" onClick={onRetry}>
            {t`Try again`}
          </Button>
        ) : null}
      </div>
    )
  }

  if (loading) {
    return (
      <div aria-busy="true" aria-label={t`${label}: loading`} role="status" className={className}>
        <ul className={styles.staticList} style={cssVars}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <li key={index} className={styles.item}>
              <GameCardSkeleton variant={variant} />
            </li>
          ))}
        </ul>
      </div>
    )
  }

  if (count === 0) {
    return (
      <div className={[styles.state, className].filter(Boolean).join(' ')}>
        <Icon name="search" size={32} />
        <p className={styles.stateTitle}>{emptyTitle}</p>
        <p className={styles.stateText}>{emptyMessage}</p>
      </div>
    )
  }

  // The first screen's art loads at once: the largest thing a lobby paints first is one of those cards.
  const card = (game: GameTile, index: number) => (
    <GameCard
      game={game}
      variant={variant}
      loading={index < eagerCount ? 'eager' : 'lazy'}
      onPlay={onPlay}
      onToggleFavourite={onToggleFavourite}
      badge={badgeFor?.(game)}
    />
  )

  if (!enabled) {
    const list = isPaged(games) ? [] : games
    return (
      <ul
        aria-label={label}
        className={[styles.staticList, className].filter(Boolean).join(' ')}
        style={cssVars}
      >
        {list.map((game, index) => (
          <li
            key={game.game_code}
            className={index < eagerCount ? styles.item : `${styles.item} ${laterCard}`}
          >
            {card(game, index)}
          </li>
        ))}
      </ul>
    )
  }

  // Every row has the measured height of a real card, so a placeholder and the card that replaces it take the
  // same room and nothing moves when a page arrives (docs/product.md#lobby).
  const itemHeight = rows.measured ? rows.rowStride - gap : undefined
  // Not placed yet (a page drawn on the server, and its first render in the browser): the first games in a
  // plain grid the stylesheet lays out for any screen, where the placed window puts them too.
  const positions = rows.placed
    ? Array.from({ length: Math.max(0, end - first) }, (_, offset) => first + offset)
    : Array.from({ length: Math.min(count, firstShown) }, (_, index) => index).filter(
        (index) => source.at(index) !== undefined,
      )
  // The window's games, read once: undefined where a page has not arrived.
  const shownGames = positions.map((index) => source.at(index))
  const measuredAt = positions[shownGames.findIndex((game) => game !== undefined)]
  const { slots, kept } = assignCardSlots(
    shownGames.map((game) => game && `${game.provider_code}/${game.game_code}`),
    shownSlots.current,
  )
  placingSlots.current = kept
  return (
    <div
      ref={ref}
      className={[styles.viewport, className].filter(Boolean).join(' ')}
      style={rows.placed ? { height: rows.totalHeight } : undefined}
    >
      <ul
        aria-label={label}
        className={rows.placed ? styles.window_ : styles.staticList}
        style={
          rows.placed
            ? {
                transform: `translateY(${rows.startRow * rows.rowStride}px)`,
                gridTemplateColumns: `repeat(${rows.columns}, minmax(0, 1fr))`,
                gap,
              }
            : cssVars
        }
      >
        {positions.map((index, place) => {
          const game = shownGames[place]
          return (
            <li
              key={`slot:${slots[place]}`}
              ref={index === measuredAt ? measureRef : undefined}
              className={styles.item}
              style={itemHeight === undefined ? undefined : { height: itemHeight }}
              aria-setsize={count}
              aria-posinset={index + 1}
              aria-busy={game ? undefined : true}
            >
              {game ? card(game, index) : <GameCardSkeleton variant={variant} />}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
