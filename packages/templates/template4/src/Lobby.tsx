import { useLingui } from '@lingui/react/macro'
import { formatCount } from '@lobbykit/ui/format'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Tabs } from '@lobbykit/ui/Tabs'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useState } from 'react'
import * as styles from './Lobby.css'

const everyProvider = '*'

/** Obsidian's lobby: provider tabs over dense list rows, three columns on desktop. */
export function Lobby({ session, title, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [provider, setProvider] = useState(everyProvider)
  const rows = provider === everyProvider ? games : games.filter((game) => game.provider_code === provider)
  const grid = (
    <GameGrid
      variant="row"
      label={title}
      games={rows}
      {...{ loading, error }}
      onPlay={actions.playGame}
      onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
      minItemWidth={360}
      gap={8}
      skeletonCount={12}
      emptyTitle={t`No games here yet`}
      emptyMessage={t`Another provider may have what you are after.`}
    />
  )
  const tabs = [{ code: everyProvider, name: t`All` }, ...providers].map((item) => ({
    key: item.code,
    label: item.name,
    content: item.code === provider ? grid : null,
  }))
  return (
    <div className={styles.lobby}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading
            ? t`Loading…`
            : t`${{ shown: formatCount(rows.length) }} of ${{ total: formatCount(games.length) }} games`}
        </p>
      </div>
      <Tabs
        label={t`Providers`}
        variant="pill"
        items={tabs}
        value={provider}
        onChange={setProvider}
        className={styles.providers}
      />
    </div>
  )
}
