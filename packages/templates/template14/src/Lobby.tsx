import { plural, t } from '@lingui/core/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { TextField } from '@lobbykit/ui/TextField'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Lobby.css'

const matches = (game: GameTile, provider: string, words: string) =>
  (provider === '' || game.provider_code === provider) && game.game_name.toLowerCase().includes(words)

/** Pixel's lobby: category tabs, a search and a provider picker over list rows, two columns on desktop. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const [search, setSearch] = useState('')
  const [provider, setProvider] = useState('')
  const providerId = useId()
  const words = search.trim().toLowerCase()
  const rows = words || provider ? games.filter((game) => matches(game, provider, words)) : games
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : plural(rows.length, { one: '# game', other: '# games' })}
        </p>
      </div>
      <CategoryStrip categories={categories} variant="tabs" icons label={t`Lobby categories`} />
      <div className={styles.tools}>
        <TextField
          className={styles.field}
          label={t`Search games`}
          name="search"
          type="search"
          value={search}
          onChange={setSearch}
          placeholder={t`Game name`}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={providerId}>
            {t`Provider`}
          </label>
          <select
            id={providerId}
            className={styles.select}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            <option value="">{t`All providers`}</option>
            {providers.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
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
