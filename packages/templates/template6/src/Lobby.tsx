import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { SideRail } from '@lobbykit/ui/SideRail'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useId, useMemo, useState, useSyncExternalStore } from 'react'
import { frame } from './Home.css'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/** Whether the desktop layout is showing (the grid then fits four framed cards beside the sidebar). */
function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(desktop)
      query?.addEventListener('change', onChange)
      return () => query?.removeEventListener('change', onChange)
    },
    () => window.matchMedia?.(desktop).matches ?? true,
    () => true,
  )
}

/** Dynasty's lobby: the category list in a sticky sidebar beside framed cards, four a row. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const [provider, setProvider] = useState('')
  const providerId = useId()
  const wide = useDesktop()
  const needle = query.trim().toLowerCase()
  const shown = useMemo(() => {
    const fromProvider = provider ? games.filter((game) => game.provider_code === provider) : games
    return needle
      ? fromProvider.filter((game) => game.game_name.toLowerCase().includes(needle))
      : fromProvider
  }, [games, provider, needle])
  const total = shown.length
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count: total }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <SideRail
        label={t`Lobby categories`}
        groups={[{ title: t`Categories`, items: categories }]}
        className={styles.sidebar}
      />
      <div className={styles.tools}>
        <TextField
          type="search"
          name="q"
          label={t`Search games`}
          placeholder={t`Game name`}
          value={query}
          onChange={setQuery}
          className={styles.field}
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
        games={shown}
        variant="poster"
        minItemWidth={wide ? 200 : 150}
        gap={16}
        loading={loading}
        error={error}
        label={title}
        emptyTitle={needle || provider ? t`No games match your search` : t`No games here yet`}
        emptyMessage={t`Try another category or provider.`}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        className={`${styles.results} ${frame}`}
      />
    </div>
  )
}
