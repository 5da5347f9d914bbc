import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Tabs } from '@lobbykit/ui/Tabs'
import { TextField } from '@lobbykit/ui/TextField'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useMemo, useState } from 'react'
import * as styles from './Lobby.css'

const everyProvider = '*'

/** Arcade's lobby: title, count and search on one line, category tabs, provider chips, eight squares a row. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [maker, setMaker] = useState(everyProvider)
  const term = search.trim().toLowerCase()
  const matching = useMemo(() => {
    const byMaker = maker === everyProvider ? games : games.filter((game) => game.provider_code === maker)
    return term ? byMaker.filter((game) => game.game_name.toLowerCase().includes(term)) : byMaker
  }, [games, maker, term])
  const chips = [{ code: everyProvider, name: t`All` }, ...providers]

  return (
    <div className={styles.lobby}>
      <div className={styles.marquee}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading
            ? t`Loading…`
            : t`${plural({ count: matching.length }, { one: '# game', other: '# games' })}`}
        </p>
        <TextField
          className={styles.search}
          label={t`Search games`}
          name="q"
          type="search"
          value={search}
          onChange={setSearch}
          placeholder={t`Game name`}
        />
      </div>
      <CategoryStrip categories={categories} variant="tabs" label={t`Lobby categories`} />
      <Tabs
        className={styles.chips}
        label={t`Providers`}
        variant="pill"
        value={maker}
        onChange={setMaker}
        items={chips.map(({ code, name }) => ({
          key: code,
          label: name,
          content: (
            <GameGrid
              games={matching}
              minItemWidth={150}
              gap={6}
              loading={loading}
              skeletonCount={24}
              error={error}
              label={title}
              emptyTitle={
                term || maker !== everyProvider ? t`No games match your search` : t`No games here yet`
              }
              emptyMessage={t`Try another category or provider.`}
              onPlay={actions.playGame}
              onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
            />
          ),
        }))}
      />
    </div>
  )
}
