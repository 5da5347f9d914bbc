import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { TextField } from '@lobbykit/ui/TextField'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useState } from 'react'
import * as styles from './Lobby.css'

const matches = (game: GameTile, provider: string, words: string) =>
  (provider === '' || game.provider_code === provider) && game.game_name.toLowerCase().includes(words)

/** Pixel's lobby: category tabs, a search and a provider picker over list rows, two columns on desktop. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [provider, setProvider] = useState('')
  const words = search.trim().toLowerCase()
  const rows = words || provider ? games.filter((game) => matches(game, provider, words)) : games
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count: rows.length }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip categories={categories} variant="tabs" icons label={t`Lobby categories`} />
      <div className={styles.tools}>
        <TextField
          type="search"
          name="search"
          label={t`Search games`}
          placeholder={t`Game name`}
          value={search}
          onChange={setSearch}
          className={styles.field}
        />
        <label className={styles.field}>
          <span className={styles.label}>{t`Provider`}</span>
          <select className={styles.select} value={provider} onChange={(e) => setProvider(e.target.value)}>
            {[{ code: '', name: t`All providers` }, ...providers].map(({ code, name }) => (
              <option key={code || 'all'} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <GameGrid
        games={rows}
        variant="row"
        minItemWidth={420}
        gap={8}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        loading={loading}
        error={error}
        emptyTitle={words || provider ? t`No games match your search` : t`No games here yet`}
        emptyMessage={t`Try another category, provider or name.`}
        label={title}
        className={styles.rows}
      />
    </div>
  )
}
