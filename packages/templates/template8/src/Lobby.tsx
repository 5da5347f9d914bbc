import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Tabs } from '@lobbykit/ui/Tabs'
import { TextField } from '@lobbykit/ui/TextField'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useMemo, useState } from 'react'
import * as styles from './Lobby.css'

/** Strip's lobby: category chips, a search and provider tabs over a dense eight-column grid of small tiles. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [maker, setMaker] = useState('all')
  const term = search.trim().toLowerCase()
  const visible = useMemo(() => {
    const found: GameTile[] = []
    for (const game of games) {
      if (maker !== 'all' && game.provider_code !== maker) continue
      if (term && !game.game_name.toLowerCase().includes(term)) continue
      found.push(game)
    }
    return found
  }, [games, maker, term])
  const size = visible.length
  const grid = (
    <GameGrid
      games={visible}
      minItemWidth={150}
      gap={8}
      loading={loading}
      skeletonCount={24}
      error={error}
      label={title}
      emptyTitle={term || maker !== 'all' ? t`No games match your search` : t`No games here yet`}
      emptyMessage={t`Try another category or provider.`}
      onPlay={actions.playGame}
      onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
      className={styles.grid}
    />
  )
  return (
    <div className={styles.lobby}>
      <div className={styles.top}>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.total} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count: size }, { one: '# game', other: '# games' })}`}
        </p>
        <TextField
          className={styles.search}
          label={t`Search games`}
          name="search"
          type="search"
          value={search}
          onChange={setSearch}
          placeholder={t`Game name`}
        />
      </div>
      <CategoryStrip
        categories={categories}
        icons={false}
        label={t`Lobby categories`}
        className={styles.chips}
      />
      <Tabs
        label={t`Providers`}
        variant="pill"
        value={maker}
        onChange={setMaker}
        className={styles.tabs}
        items={[{ code: 'all', name: t`All providers` }, ...providers].map((p) => ({
          key: p.code,
          label: p.name,
          content: grid,
        }))}
      />
    </div>
  )
}
