import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Salon's lobby: a centred title, an underlined row of categories, then four wide table cards a row. */
export function Lobby({ session, title, categories, games, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const tally = loading
    ? t`Loading…`
    : t`${plural({ count: games.length }, { one: '# game', other: '# games' })}`
  return (
    <div className={styles.lobby}>
      <div className={styles.masthead}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.tally} aria-live="polite">
          {tally}
        </p>
      </div>
      <CategoryStrip
        categories={categories}
        label={t`Lobby categories`}
        variant="tabs"
        icons={false}
        className={styles.rooms}
      />
      <GameGrid
        label={title}
        emptyMessage={t`Another room of the salon may have a seat for you.`}
        games={games}
        error={error}
        loading={loading}
        skeletonCount={8}
        variant="wide"
        minItemWidth={264}
        gap={20}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
      />
    </div>
  )
}
