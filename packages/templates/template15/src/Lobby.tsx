import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Lobby.css'
import { medallion } from './Medallion.css'

/** Fortune's lobby: categories and provider coins over a grid of round medallions. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [house, setHouse] = useState('')
  const group = useId()
  const wanted = name.trim().toLowerCase()
  const medallions = games.filter(
    (game) =>
      (!house || game.provider_code === house) && (!wanted || game.game_name.toLowerCase().includes(wanted)),
  )
  const narrowed = Boolean(wanted || house)
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading
            ? t`Loading…`
            : t`${plural({ count: medallions.length }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip
        categories={categories}
        variant="chips"
        icons
        wrap
        label={t`Lobby categories`}
        className={styles.categories}
      />
      <div className={styles.filters}>
        <TextField
          className={styles.search}
          label={t`Search games`}
          name="game"
          type="search"
          value={name}
          onChange={setName}
          placeholder={t`Game name`}
        />
        <fieldset className={styles.coins}>
          <legend className={styles.legend}>{t`Provider`}</legend>
          {[['', t`All`], ...providers.map((p) => [p.code, p.name])].map(([code = '', label]) => (
            <label key={code || 'all'} className={styles.coin}>
              <input
                className={styles.radio}
                type="radio"
                name={group}
                checked={house === code}
                onChange={() => setHouse(code)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      <GameGrid
        games={medallions}
        variant="tile"
        minItemWidth={112}
        gap={20}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        loading={loading}
        error={error}
        emptyTitle={narrowed ? t`No games match your search` : t`No games here yet`}
        emptyMessage={t`Try another category or provider.`}
        label={title}
        className={medallion}
      />
    </div>
  )
}
