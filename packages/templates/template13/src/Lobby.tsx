import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Tabs } from '@lobbykit/ui/Tabs'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useMemo, useState } from 'react'
import * as styles from './Lobby.css'

/** Spin's lobby: search, provider pills, and a masonry where every ninth game is doubled. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const [provider, setProvider] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = useMemo(
    () =>
      games.filter(
        (game) =>
          (!provider || game.provider_code === provider) &&
          (!needle || game.game_name.toLowerCase().includes(needle)),
      ),
    [games, provider, needle],
  )
  const filtered = needle !== '' || provider !== ''
  const grid = (
    <>
      <GameGrid
        games={shown}
        variant="tile"
        minItemWidth={150}
        gap={16}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        loading={loading}
        skeletonCount={18}
        error={error}
        emptyTitle={filtered ? t`No games match your search` : t`No games here yet`}
        emptyMessage={t`Try another category or provider.`}
        label={title}
        className={styles.games}
      />
      {filtered && !loading && !error && shown.length === 0 ? (
        <Button
          tone="brand"
          className={styles.reset}
          onClick={() => {
            setQuery('')
            setProvider('')
          }}
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </>
  )
  const all = { code: '', name: t`All` }

  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count: shown.length }, { one: '# game', other: '# games' })}`}
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
        label={t`Provider`}
        variant="pill"
        value={provider}
        onChange={setProvider}
        className={styles.providers}
        items={[all, ...providers].map((p) => ({
          key: p.code,
          label: p.name,
          content: p.code === provider ? grid : null,
        }))}
      />
    </div>
  )
}
