import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { TextField } from '@lobbykit/ui/TextField'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useId, useMemo, useState } from 'react'
import * as styles from './Lobby.css'

/** A game passes when it is by the chosen provider (or any) and its name holds the search text. */
function matches(game: GameTile, provider: string, needle: string): boolean {
  return (provider === '' || game.provider_code === provider) && game.game_name.toLowerCase().includes(needle)
}

/** Neon's lobby: pill chips and provider chips over a six-column grid of rounded tiles. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const [provider, setProvider] = useState('')
  const groupName = useId()
  const needle = query.trim().toLowerCase()
  const shown = useMemo(
    () => games.filter((game) => matches(game, provider, needle)),
    [games, provider, needle],
  )
  const filtered = needle !== '' || provider !== ''
  const count = shown.length
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip categories={categories} icons={false} label={t`Lobby categories`} />
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
        <fieldset className={styles.providers}>
          <legend className={styles.legend}>{t`Provider`}</legend>
          {[{ code: '', name: t`All` }, ...providers].map((p) => (
            <label key={p.code || 'all'} className={styles.providerChip}>
              <input
                type="radio"
                name={groupName}
                value={p.code}
                checked={provider === p.code}
                onChange={() => setProvider(p.code)}
                className={styles.radio}
              />
              <span>{p.name}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <GameGrid
        games={shown}
        variant="tile"
        minItemWidth={170}
        gap={16}
        loading={loading}
        skeletonCount={18}
        error={error}
        label={title}
        emptyTitle={filtered ? t`No games match your search` : t`No games here yet`}
        emptyMessage={t`Try another category or provider.`}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        className={styles.grid}
      />
      {filtered && count === 0 && !loading && !error ? (
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            setQuery('')
            setProvider('')
          }}
        >
          {t`Clear filters`}
        </button>
      ) : null}
    </div>
  )
}
