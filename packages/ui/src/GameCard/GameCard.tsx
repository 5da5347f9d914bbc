import { useLingui } from '@lingui/react/macro'
import { memo, useState } from 'react'
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage'
import { visuallyHidden } from '../styles/shared.css'
import type { GameTile } from '../template/types'
import * as styles from './GameCard.css'

export type GameCardVariant = (typeof styles.gameCardVariants)[number]

export interface GameCardProps {
  game: GameTile
  variant?: GameCardVariant
  onPlay: (game: GameTile) => void
  /** Shows a heart button when given: every card has one (docs/product.md#lobby); the shell decides what a visitor's press does. */
  onToggleFavourite?: (game: GameTile) => void
  /** A short label over the art: "Hot", "New", "Live". */
  badge?: string
  showProvider?: boolean
  /** The art is decorative; eager for the first screen, lazy below it. */
  loading?: 'lazy' | 'eager'
  className?: string
}

/** A variant's class names, worked out once: a lobby renders its cards again at every keystroke. */
const variantClasses = Object.fromEntries(
  styles.gameCardVariants.map((variant) => [
    variant,
    {
      root: styles.root({ variant }),
      play: styles.play({ variant }),
      art: styles.art({ variant }),
      info: styles.info({ variant }),
      playPill: styles.playPill({ variant }),
      favourite: styles.favourite({ variant }),
    },
  ]),
) as Record<GameCardVariant, Record<'root' | 'play' | 'art' | 'info' | 'playPill' | 'favourite', string>>

/**
 * One game: its art, name and provider. The whole card is one button that plays the game; the favourite
 * heart is a separate toggle beside it (never nested inside the button). A card whose props are the same
 * does not render again.
 */
export const GameCard = memo(function GameCard({
  game,
  variant = 'tile',
  onPlay,
  onToggleFavourite,
  badge,
  showProvider = true,
  loading = 'lazy',
  className,
}: GameCardProps) {
  const { t } = useLingui()
  // The art that failed to load, not a flag: a grid reuses a card's element for another game.
  const [failedImage, setFailedImage] = useState<string>()
  const failed = failedImage === game.game_image
  const gameName = game.game_name
  const showPill = variant === 'wide' || variant === 'row'
  const classes = variantClasses[variant]
  return (
    <div data-block="game-card" className={className ? `${classes.root} ${className}` : classes.root}>
      <button type="button" className={classes.play} onClick={() => onPlay(game)}>
        <span className={classes.art}>
          {failed || !game.game_image ? (
            <PlaceholderImage
              className={styles.fallback}
              width="100%"
              height="100%"
              size={96}
              label={game.game_name}
            />
          ) : (
            <img
              className={styles.image}
              src={game.game_image}
              alt=""
              loading={loading}
              decoding="async"
              width={variant === 'wide' ? 320 : 240}
              height={variant === 'wide' ? 180 : variant === 'poster' ? 320 : 240}
              onError={() => setFailedImage(game.game_image)}
            />
          )}
          {badge ? <span className={styles.badge}>{badge}</span> : null}
        </span>
        <span className={classes.info}>
          <span className={styles.name}>
            <span className={visuallyHidden}>{t`Play`} </span>
            {game.game_name}
          </span>
          {showProvider && game.provider_name ? (
            <span className={styles.provider}>
              <span className={visuallyHidden}>, </span>
              {game.provider_name}
            </span>
          ) : null}
        </span>
        {showPill ? (
          <span className={classes.playPill} aria-hidden="true">
            <span className={styles.playIcon} />
            {t`Play`}
          </span>
        ) : null}
      </button>
      {onToggleFavourite ? (
        <button
          type="button"
          className={classes.favourite}
          aria-pressed={game.isFavourite ?? false}
          aria-label={t`Favourite ${gameName}`}
          onClick={() => onToggleFavourite(game)}
        >
          <span className={styles.heartIcon} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  )
})

/** A placeholder card of the same size while games load. */
export function GameCardSkeleton({ variant = 'tile' }: { variant?: GameCardVariant }) {
  if (variant === 'row') {
    return (
      <div aria-hidden="true" className={variantClasses[variant].play}>
        <span className={`${styles.skeleton} ${variantClasses[variant].art}`} />
        <span style={{ flex: 1 }}>
          <span className={styles.skeletonLine} />
        </span>
      </div>
    )
  }
  return (
    <div aria-hidden="true">
      <span className={`${styles.skeleton} ${variantClasses[variant].art}`} />
      {variant === 'tile' ? <span className={styles.skeletonLine} /> : null}
    </div>
  )
}
