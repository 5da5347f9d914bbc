import { useLingui } from '@lingui/react/macro'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useRef } from 'react'
import { Button } from '../Button/Button'
import { GameCard, type GameCardProps, GameCardSkeleton, type GameCardVariant } from '../GameCard/GameCard'
import { artAspect } from '../GameCard/GameCard.css'
import { Icon } from '../Icon/Icon'
import type { GameTile } from '../template/types'
import * as styles from './GameGrid.css'
import { useWindowRows } from './useWindowRows'

export interface GameGridProps {
  games: GameTile[]
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
  /** Window virtualisation: 'auto' turns it on above 60 games. */
  virtualize?: boolean | 'auto'
  /** Rows rendered beyond each edge of the window. */
  overscan?: number
  label?: string
  className?: string
}

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
  const ref = useRef<HTMLDivElement>(null)
  const measureRef = useRef<HTMLLIElement>(null)
  const enabled = !loading && !error && (virtualize === true || (virtualize === 'auto' && games.length > 60))
  const rows = useWindowRows(ref, measureRef, {
    count: games.length,
    minItemWidth,
    gap,
    overscan,
    enabled,
    estimateRowHeight: (width) => (variant === 'row' ? 64 : width / artAspect[variant] + textHeight[variant]),
  })
  const cssVars = assignInlineVars({ '--grid-min': `${minItemWidth}px`, '--grid-gap': `${gap}px` })

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

  if (games.length === 0) {
    return (
      <div className={[styles.state, className].filter(Boolean).join(' ')}>
        <Icon name="search" size={32} />
        <p className={styles.stateTitle}>{emptyTitle}</p>
        <p className={styles.stateText}>{emptyMessage}</p>
      </div>
    )
  }

  const card = (game: GameTile) => (
    <GameCard
      game={game}
      variant={variant}
      onPlay={onPlay}
      onToggleFavourite={onToggleFavourite}
      badge={badgeFor?.(game)}
    />
  )

  if (!enabled) {
    return (
      <ul
        aria-label={label}
        className={[styles.staticList, className].filter(Boolean).join(' ')}
        style={cssVars}
      >
        {games.map((game) => (
          <li key={game.game_code} className={styles.item}>
            {card(game)}
          </li>
        ))}
      </ul>
    )
  }

  const first = rows.startRow * rows.columns
  const visible = games.slice(first, rows.endRow * rows.columns)
  return (
    <div
      ref={ref}
      className={[styles.viewport, className].filter(Boolean).join(' ')}
      style={{ height: rows.totalHeight }}
    >
      <ul
        aria-label={label}
        className={styles.window_}
        style={{
          transform: `translateY(${rows.startRow * rows.rowStride}px)`,
          gridTemplateColumns: `repeat(${rows.columns}, minmax(0, 1fr))`,
          gap,
        }}
      >
        {visible.map((game, index) => (
          <li
            key={game.game_code}
            ref={index === 0 ? measureRef : undefined}
            className={styles.item}
            aria-setsize={games.length}
            aria-posinset={first + index + 1}
          >
            {card(game)}
          </li>
        ))}
      </ul>
    </div>
  )
}
