import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Tabs } from '@lobbykit/ui/Tabs'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useEffect, useMemo, useState } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/**
 * Quest shows five big posters a row on desktop and two on phones: the virtualised grid sizes its columns
 * from the narrowest card it may use, so that width follows the template's breakpoint.
 */
function useNarrowestPoster(): number {
  const [onDesktop, setOnDesktop] = useState(true)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const media = window.matchMedia(desktop)
    const follow = () => setOnDesktop(media.matches)
    follow()
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [])
  return onDesktop ? 230 : 150
}

/** Quest's lobby: title and search, category chips with icons, provider tabs over five big posters a row. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [studio, setStudio] = useState('any')
  const narrowest = useNarrowestPoster()
  const wanted = text.trim().toLowerCase()
  const found = useMemo(
    () =>
      games.filter(
        (game) =>
          (studio === 'any' || game.provider_code === studio) &&
          (wanted === '' || game.game_name.toLowerCase().includes(wanted)),
      ),
    [games, studio, wanted],
  )
  const posters = (
    <GameGrid
      games={found}
      variant="poster"
      minItemWidth={narrowest}
      gap={16}
      loading={loading}
      skeletonCount={10}
      error={error}
      label={title}
      emptyTitle={wanted || studio !== 'any' ? t`No games match your search` : t`No games here yet`}
      emptyMessage={t`Try another category or provider.`}
      onPlay={actions.playGame}
      onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
    />
  )
  return (
    <div className={styles.lobby}>
      <div className={styles.banner}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.count} aria-live="polite">
            {loading
              ? t`Loading…`
              : t`${plural({ count: found.length }, { one: '# game', other: '# games' })}`}
          </p>
        </div>
        <TextField
          className={styles.search}
          label={t`Search games`}
          name="q"
          type="search"
          value={text}
          onChange={setText}
          placeholder={t`Game name`}
        />
      </div>
      <CategoryStrip categories={categories} variant="chips" label={t`Lobby categories`} />
      <Tabs
        label={t`Providers`}
        variant="line"
        value={studio}
        onChange={setStudio}
        className={styles.studios}
        items={[{ code: 'any', name: t`All providers` }, ...providers].map((entry) => ({
          key: entry.code,
          label: entry.name,
          content: posters,
        }))}
      />
    </div>
  )
}
