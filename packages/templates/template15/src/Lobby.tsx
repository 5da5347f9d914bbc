import { GameGrid } from '@lobbykit/ui/GameGrid'
import { LobbySearch, ProviderRadios, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'
import { medallion } from './Medallion.css'

/** Fortune's lobby: categories and provider coins over a grid of round medallions. */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const { coins: root, legend, coin: chip, radio } = styles
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories
        categories={props.categories}
        variant="chips"
        icons
        wrap
        className={styles.categories}
      />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="game" className={styles.search} />
        <ProviderRadios filter={filter} classes={{ root, legend, chip, radio }} />
      </div>
      <GameGrid {...filter.grid} variant="tile" minItemWidth={112} gap={20} className={medallion} />
    </div>
  )
}
