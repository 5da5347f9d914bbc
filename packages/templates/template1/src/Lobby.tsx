import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useId, useMemo, useState } from 'react'
import * as styles from './Lobby.css'

/** Harbor's lobby: category chips, then a search box and a provider picker over a six-column tile grid. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [provider, setProvider] = useState('')
  const pickerId = useId()
  const words = search.trim().toLowerCase()
  const shown = useMemo(() => {
    if (!words && !provider) return games
    return games.filter(
      (game) =>
        (provider === '' || game.provider_code === provider) && game.game_name.toLowerCase().includes(words),
    )
  }, [games, words, provider])
  const narrowed = shown !== games
  const total = shown.length
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count: total }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip categories={categories} label={t`Lobby categories`} variant="chips" icons={false} />
      <div className={styles.filters}>
        <TextField
          name="search"
          type="search"
          label={t`Search games`}
          placeholder={t`Game name`}
          value={search}
          onChange={setSearch}
          className={styles.search}
        />
        <div className={styles.picker}>
          <label htmlFor={pickerId} className={styles.pickerLabel}>
            {t`Provider`}
          </label>
          <select
            id={pickerId}
            className={styles.select}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            <option value="">{t`All providers`}</option>
            {providers.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        {narrowed ? (
          <Button
            tone="neutral"
            onClick={() => {
              setSearch('')
              setProvider('')
            }}
          >
            {t`Clear filters`}
          </Button>
        ) : null}
      </div>
      <GameGrid
        label={title}
        variant="tile"
        games={shown}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        loading={loading}
        error={error}
        emptyTitle={narrowed ? t`No games match your search` : t`No games here yet`}
        emptyMessage={t`Try another category or provider.`}
        skeletonCount={18}
        minItemWidth={170}
        gap={16}
      />
    </div>
  )
}
