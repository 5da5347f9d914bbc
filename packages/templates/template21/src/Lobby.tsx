import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Icon } from '@lobbykit/ui/Icon'
import { Tabs } from '@lobbykit/ui/Tabs'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useMemo, useState } from 'react'
import * as styles from './Lobby.css'

const ALL = 'all'

/** Arena's lobby: category tiles, a name search and provider tabs over four wide cards a row. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [tab, setTab] = useState(ALL)
  const [term, setTerm] = useState('')
  const lowered = term.trim().toLowerCase()
  const list = useMemo(() => {
    let result = tab === ALL ? games : games.filter((game) => game.provider_code === tab)
    if (lowered) result = result.filter((game) => game.game_name.toLowerCase().includes(lowered))
    return result
  }, [games, tab, lowered])

  const grid = (
    <GameGrid
      className={styles.cards}
      label={title}
      games={list}
      variant="wide"
      minItemWidth={250}
      gap={16}
      loading={loading}
      skeletonCount={12}
      error={error}
      onPlay={actions.playGame}
      onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
      emptyTitle={tab !== ALL || lowered ? t`No games for this search` : t`No games here yet`}
      emptyMessage={t`Pick another provider or category.`}
    />
  )

  return (
    <div className={styles.lobby}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading}>{title}</h1>
        <label className={styles.find}>
          <Icon name="search" size={20} />
          <input
            type="search"
            aria-label={t`Search ${title}`}
            placeholder={t`Find a game`}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </label>
      </div>
      <CategoryStrip categories={categories} label={t`Lobby categories`} variant="tiles" />
      <Tabs
        label={t`Providers`}
        variant="pill"
        value={tab}
        onChange={setTab}
        className={styles.providerTabs}
        items={[
          { key: ALL, name: t`All providers` },
          ...providers.map((p) => ({ key: p.code, name: p.name })),
        ].map((item) => ({ key: item.key, label: item.name, content: item.key === tab ? grid : null }))}
      />
    </div>
  )
}
