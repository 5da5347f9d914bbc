import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Tabs } from '@lobbykit/ui/Tabs'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useMemo, useState, useSyncExternalStore } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

const desktopQuery = () =>
  typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(desktop)

function subscribeToDesktop(onChange: () => void) {
  const query = desktopQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Candy's posters: five a row from its desktop breakpoint, two a row on phones. */
function usePosterWidth(): number {
  const wide = useSyncExternalStore(
    subscribeToDesktop,
    () => desktopQuery()?.matches ?? false,
    () => true,
  )
  return wide ? 200 : 150
}

/** Candy's lobby: category chips, a rounded search field, provider tabs, then five tall posters a row. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const [provider, setProvider] = useState('all')
  const posterWidth = usePosterWidth()
  const needle = query.trim().toLowerCase()
  const shown = useMemo(
    () =>
      games.filter(
        (game) =>
          (provider === 'all' || game.provider_code === provider) &&
          (!needle || game.game_name.toLowerCase().includes(needle)),
      ),
    [games, provider, needle],
  )
  const total = shown.length
  const grid = (
    <GameGrid
      games={shown}
      variant="poster"
      minItemWidth={posterWidth}
      gap={20}
      loading={loading}
      skeletonCount={15}
      error={error}
      label={title}
      emptyTitle={needle || provider !== 'all' ? t`No games match your search` : t`No games here yet`}
      emptyMessage={t`Try another category or provider.`}
      onPlay={actions.playGame}
      onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
    />
  )

  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count: total }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip categories={categories} variant="chips" icons={false} label={t`Lobby categories`} />
      <TextField
        className={styles.search}
        label={t`Search games`}
        name="q"
        type="search"
        value={query}
        onChange={setQuery}
        placeholder={t`Game name`}
      />
      <Tabs
        className={styles.providers}
        label={t`Providers`}
        variant="pill"
        value={provider}
        onChange={setProvider}
        items={[{ code: 'all', name: t`All providers` }, ...providers].map((p) => ({
          key: p.code,
          label: p.name,
          content: grid,
        }))}
      />
    </div>
  )
}
