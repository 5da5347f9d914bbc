import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useDeferredValue, useId, useState } from 'react'
import * as styles from './Lobby.css'

/** Pitch's lobby: a compact filter bar (category tabs, name, provider) over list rows, three columns at desktop. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const nameId = useId()
  const providerId = useId()
  const [name, setName] = useState('')
  const [provider, setProvider] = useState('')
  const needle = useDeferredValue(name.trim().toLocaleLowerCase())
  const rows =
    needle || provider
      ? games.filter(
          (game) =>
            (provider === '' || game.provider_code === provider) &&
            (needle === '' || game.game_name.toLocaleLowerCase().includes(needle)),
        )
      : games
  const total = rows.length

  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <output className={styles.count} htmlFor={`${nameId} ${providerId}`}>
          {loading ? t`Loading…` : t`${plural({ count: total }, { one: '# game', other: '# games' })}`}
        </output>
      </div>
      <CategoryStrip categories={categories} label={t`Lobby categories`} variant="tabs" icons={false} />
      <div className={styles.filters}>
        <label className={styles.filter} htmlFor={nameId}>
          <span className={styles.filterLabel}>{t`Game name`}</span>
          <input
            id={nameId}
            type="search"
            className={styles.control}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className={styles.filter} htmlFor={providerId}>
          <span className={styles.filterLabel}>{t`Provider`}</span>
          <select
            id={providerId}
            className={styles.control}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            <option value="">{t`All providers`}</option>
            {providers.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <GameGrid
        className={styles.rows}
        label={title}
        variant="row"
        games={rows}
        minItemWidth={360}
        gap={6}
        loading={loading}
        skeletonCount={18}
        error={error}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        emptyTitle={needle || provider ? t`No games match these filters` : t`No games here yet`}
        emptyMessage={t`Try another name, provider or category.`}
      />
    </div>
  )
}
