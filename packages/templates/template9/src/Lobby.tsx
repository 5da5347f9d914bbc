import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { SideRail } from '@lobbykit/ui/SideRail'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useId, useMemo, useState } from 'react'
import * as styles from './Lobby.css'

/** Palazzo's lobby: a sticky sidebar of categories beside the search, the provider picker and the grid. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const [provider, setProvider] = useState('')
  const providerId = useId()
  const needle = query.trim().toLowerCase()
  const shown = useMemo(
    () =>
      games.filter(
        (game) =>
          (!provider || game.provider_code === provider) &&
          (!needle || game.game_name.toLowerCase().includes(needle)),
      ),
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
      <div className={styles.side}>
        <SideRail label={t`Lobby categories`} groups={[{ items: categories }]} />
      </div>
      <div className={styles.tools}>
        <TextField
          className={styles.field}
          label={t`Search games`}
          name="q"
          type="search"
          value={query}
          onChange={setQuery}
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
      <div className={styles.results}>
        <GameGrid
          games={shown}
          variant="poster"
          minItemWidth={168}
          gap={16}
          loading={loading}
          skeletonCount={16}
          error={error}
          label={title}
          emptyTitle={filtered ? t`No games match your search` : t`No games here yet`}
          emptyMessage={t`Try another category or provider.`}
          onPlay={actions.playGame}
          onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        />
        {filtered && count === 0 && !loading && !error ? (
          <Button
            className={styles.reset}
            onClick={() => {
              setQuery('')
              setProvider('')
            }}
          >
            {t`Clear filters`}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
