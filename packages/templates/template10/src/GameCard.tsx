import type { GameTile } from '@lobbykit/ui/template'
import * as styles from './GameCard.css'
import { Icon } from './icons'

export type CardLook = 'poster'

export interface GameCardProps {
  game: GameTile
  look?: CardLook
  /** A rank shown beside the art (top-10 lists). */
  rank?: number
  onPlay(game: GameTile): void
  /** When given (signed-in players), the card shows a favourite toggle. */
  onFavourite?(game: GameTile): void
}

/** Candy's game card: tall 3:4 posters with a name plate, bouncing on hover. */
export function GameCard({ game, look = 'poster', rank, onPlay, onFavourite }: GameCardProps) {
  return (
    <div className={`${styles.card} ${styles.look[look]}`}>
      {rank !== undefined && (
        <span className={styles.rank} aria-hidden="true">
          {rank}
        </span>
      )}
      <button
        type="button"
        className={styles.play}
        onClick={() => onPlay(game)}
        aria-label={`Play ${game.game_name}`}
      >
        <img
          className={styles.art}
          src={game.game_image}
          alt=""
          loading="lazy"
          decoding="async"
          width={300}
          height={300}
        />
        <span className={styles.playBadge} aria-hidden="true">
          <Icon name="play" size={18} />
        </span>
      </button>
      <div className={styles.info}>
        <p className={styles.name}>{game.game_name}</p>
        {game.provider_name && <p className={styles.provider}>{game.provider_name}</p>}
      </div>
      {onFavourite && (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={Boolean(game.isFavourite)}
          aria-label={`Favourite ${game.game_name}`}
          onClick={() => onFavourite(game)}
        >
          <Icon name="star" size={16} />
        </button>
      )}
    </div>
  )
}

/** Placeholder cards while the shell loads games. */
export function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>Loading games</span>
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((key) => (
        <span key={key} className={styles.skeleton} />
      ))}
    </div>
  )
}
