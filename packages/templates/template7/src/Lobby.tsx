import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { TextField } from '@lobbykit/ui/TextField'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useMemo, useState } from 'react'
import { overlay } from './Home.css'
import * as styles from './Lobby.css'

/** How many games a provider's row shows before "All" opens the provider's full (virtualised) grid. */
const rowLength = 20

/** Deco's lobby: one sideways row per provider; a chosen provider or a search opens one full grid. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const [provider, setProvider] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = useMemo(
    () =>
      games.filter(
        (game) =>
          ['', game.provider_code].includes(provider) && game.game_name.toLowerCase().includes(needle),
      ),
    [games, provider, needle],
  )
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
  const favourite = session.signedIn ? actions.toggleFavourite : undefined
  const oneGrid = loading || Boolean(error) || shown.length === 0 || needle !== '' || provider !== ''
  const total = shown.length
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count: total }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip variant="tabs" icons={false} categories={categories} label={t`Lobby categories`} />
      <div className={styles.tools}>
        <TextField
          className={styles.search}
          label={t`Search games`}
          name="search"
          type="search"
          value={query}
          onChange={setQuery}
          placeholder={t`Game name`}
        />
        <ul className={styles.makers} aria-label={t`Providers`}>
          {[{ code: '', name: t`All providers` }, ...providers].map((p) => (
            <li key={p.code || 'all'}>
              <button
                type="button"
                className={styles.maker}
                aria-pressed={provider === p.code}
                onClick={() => setProvider(p.code)}
              >
                {p.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {oneGrid ? (
        <GameGrid
          games={shown}
          loading={loading}
          error={error}
          label={title}
          emptyTitle={needle || provider ? t`No games match your search` : t`No games here yet`}
          emptyMessage={t`Try another category or provider.`}
          onPlay={actions.playGame}
          onToggleFavourite={favourite}
          minItemWidth={180}
          gap={20}
          className={overlay}
        />
      ) : (
        <div className={styles.rows}>
          {rows.map((row) => (
            <GameShelf
              key={row.key}
              section={{ key: row.key, title: row.title, games: row.games.slice(0, rowLength) }}
              itemWidth="180px"
              headerVariant="underline"
              onPlay={actions.playGame}
              onToggleFavourite={favourite}
              className={overlay}
            />
          ))}
        </div>
      )}
    </div>
  )
}
