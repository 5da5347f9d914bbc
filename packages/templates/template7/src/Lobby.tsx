import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { LobbySearch, ProviderButtons, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useMemo } from 'react'
import { overlay } from './Home.css'
import * as styles from './Lobby.css'

/** How many games a provider's row shows before "All" opens the provider's full (virtualised) grid. */
const rowLength = 20

/** Deco's lobby: one sideways row per provider; a chosen provider or a search opens one full grid. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const { shown, grid } = filter
  const { providers } = props
  const rows = useMemo(() => {
    const byProvider = new Map<string, GameTile[]>()
    for (const game of shown) {
      const list = byProvider.get(game.provider_code) ?? []
      list.push(game)
      byProvider.set(game.provider_code, list)
    }
    const named = providers.filter((p) => byProvider.has(p.code))
    const others = [...byProvider.keys()].filter((code) => !providers.some((p) => p.code === code))
    return [
      ...named.map((p) => ({ key: p.code, title: p.name, games: byProvider.get(p.code)! })),
      ...(others.length > 0
        ? [{ key: 'other', title: t`More games`, games: others.flatMap((code) => byProvider.get(code)!) }]
        : []),
    ]
  }, [shown, providers, t])
  const oneGrid = props.loading || Boolean(props.error) || shown.length === 0 || filter.narrowed
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories variant="tabs" icons={false} categories={props.categories} />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <ul className={styles.makers} aria-label={t`Providers`}>
          <ProviderButtons filter={filter} className={styles.maker} listItems />
        </ul>
      </div>
      {oneGrid ? (
        <GameGrid {...grid} minItemWidth={180} gap={20} className={overlay} />
      ) : (
        <div className={styles.rows}>
          {rows.map((row) => (
            <GameShelf
              key={row.key}
              section={{ key: row.key, title: row.title, games: row.games.slice(0, rowLength) }}
              itemWidth="180px"
              headerVariant="underline"
              onPlay={grid.onPlay}
              onToggleFavourite={grid.onToggleFavourite}
              className={overlay}
            />
          ))}
        </div>
      )}
    </div>
  )
}
