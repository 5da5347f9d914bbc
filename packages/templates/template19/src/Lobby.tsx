import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Icon } from '@lobbykit/ui/Icon'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useState, useSyncExternalStore } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/** Whether the desktop media query matches (false on the server and in tests without matchMedia). */
function useDesktop(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const query = window.matchMedia(desktop)
      query.addEventListener('change', notify)
      return () => query.removeEventListener('change', notify)
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(desktop).matches : false),
    () => false,
  )
}

/** Fizz's lobby: category chips, a search pill and provider toggles over five rounded tiles a row (three on phones). */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<string | null>(null)
  const wide = useDesktop()
  const words = search.trim().toLowerCase()
  const matches = (game: GameTile) =>
    (picked === null || game.provider_code === picked) && game.game_name.toLowerCase().includes(words)
  const visible = words === '' && picked === null ? games : games.filter(matches)
  const narrowed = visible !== games

  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading
            ? t`Loading…`
            : t`${plural({ count: visible.length }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip categories={categories} label={t`Lobby categories`} className={styles.chips} />
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <Icon name="search" size={18} />
          <input
            type="search"
            aria-label={t`Search games`}
            value={search}
            placeholder={t`Search games`}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <fieldset className={styles.providers} aria-label={t`Provider`}>
          <button
            type="button"
            className={styles.provider}
            aria-pressed={picked === null}
            onClick={() => setPicked(null)}
          >
            {t`All providers`}
          </button>
          {providers.map((entry) => (
            <button
              key={entry.code}
              type="button"
              className={styles.provider}
              aria-pressed={picked === entry.code}
              onClick={() => setPicked(picked === entry.code ? null : entry.code)}
            >
              {entry.name}
            </button>
          ))}
        </fieldset>
      </div>
      <GameGrid
        className={styles.grid}
        label={title}
        games={visible}
        variant="tile"
        minItemWidth={wide ? 200 : 100}
        gap={wide ? 16 : 12}
        loading={loading}
        skeletonCount={15}
        error={error}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        emptyTitle={narrowed ? t`No games match your search` : t`No games here yet`}
        emptyMessage={narrowed ? t`Try fewer letters or all providers.` : t`Try another category.`}
      />
    </div>
  )
}
