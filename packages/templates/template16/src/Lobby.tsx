import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import { wanted } from './Frame.css'
import * as styles from './Lobby.css'

/** Saloon's lobby: the underlined categories, a search and a provider picker over four wanted posters a row. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [outlaw, setOutlaw] = useState('')
  const [studio, setStudio] = useState('')
  const pickerId = useId()
  const term = outlaw.trim().toLowerCase()
  const posters =
    term === '' && studio === ''
      ? games
      : games.filter(
          (game) =>
            game.game_name.toLowerCase().includes(term) && (studio === '' || game.provider_code === studio),
        )
  return (
    <div className={styles.lobby}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.tally} aria-live="polite">
          {loading
            ? t`Loading…`
            : t`${plural({ count: posters.length }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip categories={categories} variant="tabs" icons={false} label={t`Lobby categories`} />
      <div className={styles.filters}>
        <TextField
          className={styles.filter}
          label={t`Search games`}
          name="wanted"
          type="search"
          value={outlaw}
          onChange={setOutlaw}
          placeholder={t`Game name`}
        />
        <p className={styles.filter}>
          <label htmlFor={pickerId} className={styles.pickerLabel}>
            {t`Provider`}
          </label>
          <select
            id={pickerId}
            value={studio}
            onChange={(e) => setStudio(e.target.value)}
            className={styles.picker}
          >
            <option value="">{t`All providers`}</option>
            {providers.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </p>
      </div>
      <GameGrid
        games={posters}
        variant="poster"
        minItemWidth={260}
        gap={24}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        loading={loading}
        skeletonCount={8}
        error={error}
        emptyTitle={term || studio ? t`No games match your search` : t`No games here yet`}
        emptyMessage={t`Try another category or provider.`}
        label={title}
        className={`${styles.grid} ${wanted}`}
      />
    </div>
  )
}
