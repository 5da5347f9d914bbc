import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Icon } from '@lobbykit/ui/Icon'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useEffect, useMemo, useState } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/** Whether the desktop layout is on, so the wall can hold five columns there and two on phones. */
function useWideWall(): boolean {
  const [wide, setWide] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(desktop)
    const sync = () => setWide(query.matches)
    sync()
    query.addEventListener('change', sync)
    return () => query.removeEventListener('change', sync)
  }, [])
  return wide
}

/**
 * Riviera's lobby: provider chips and a search over a five-column wall of tiles with a name band; phones,
 * which have no rail, get the categories as a strip of icon tiles.
 */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [picked, setPicked] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const wide = useWideWall()
  const needle = query.trim().toLowerCase()
  const wall = useMemo(
    () =>
      games.filter((game) => {
        if (picked !== null && game.provider_code !== picked) return false
        return needle === '' || game.game_name.toLowerCase().includes(needle)
      }),
    [games, picked, needle],
  )
  const chips = [{ code: null, name: t`All providers` }, ...providers]
  return (
    <div className={styles.lobby}>
      <div className={styles.top}>
        <h1 className={styles.title}>{title}</h1>
        <TextField
          name="q"
          type="search"
          label={t`Search ${title}`}
          placeholder={t`Game name`}
          value={query}
          onChange={setQuery}
          className={styles.search}
        />
      </div>
      <CategoryStrip
        categories={categories}
        label={t`Lobby categories`}
        variant="tiles"
        className={styles.phoneCategories}
      />
      <fieldset className={styles.providers}>
        <legend className={styles.providersLabel}>
          <Icon name="slots" size={18} />
          {t`Providers`}
        </legend>
        {chips.map((chip) => (
          <button
            key={chip.code ?? 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={picked === chip.code}
            onClick={() => setPicked(chip.code)}
          >
            {chip.name}
          </button>
        ))}
      </fieldset>
      <GameGrid
        games={wall}
        variant="poster"
        minItemWidth={wide ? 196 : 148}
        gap={12}
        loading={loading}
        skeletonCount={15}
        error={error}
        label={title}
        emptyTitle={games.length === 0 ? t`No games here yet` : t`No games match these filters`}
        emptyMessage={t`Pick another provider or clear the search.`}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
      />
    </div>
  )
}
