import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { ClearFilters, LobbySearch, ProviderRadios, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Galaxy's lobby: four cinematic cards a row, providers as chips. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const empty = filter.narrowed ? t`Try another name or provider.` : t`Try another category.`
  return (
    <div className={styles.lobby}>
      <LobbyHeading
        filter={filter}
        classes={{ head: styles.marquee, title: styles.title, count: styles.tally }}
      />
      <LobbyCategories categories={props.categories} icons={false} variant="chips" />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="game-search" className={styles.search} />
        <ProviderRadios filter={filter} classes={{ root: styles.chips }} />
      </div>
      <GameGrid
        {...filter.grid}
        emptyMessage={empty}
        variant="wide"
        minItemWidth={240}
        gap={20}
        skeletonCount={16}
        className={styles.results}
      />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
