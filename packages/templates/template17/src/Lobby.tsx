import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { TextField } from '@lobbykit/ui/TextField'
import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { useId, useMemo, useState } from 'react'
import * as styles from './Lobby.css'

interface Filter {
  text: string
  provider: string
}

const noFilter: Filter = { text: '', provider: '' }

/** A game passes when its provider is the picked one (or none is) and its name holds the typed text. */
function passes(game: GameTile, { text, provider }: Filter): boolean {
  if (provider && game.provider_code !== provider) return false
  const wanted = text.trim().toLowerCase()
  return wanted === '' || game.game_name.toLowerCase().includes(wanted)
}

/** Galaxy's lobby: four cinematic cards a row, providers as chips. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const { t } = useLingui()
  const [filter, setFilter] = useState<Filter>(noFilter)
  const groupName = useId()
  const filtered = filter.text.trim() !== '' || filter.provider !== ''
  const shown = useMemo(
    () => (filtered ? games.filter((game) => passes(game, filter)) : games),
    [games, filter, filtered],
  )
  const count = shown.length

  return (
    <div className={styles.lobby}>
      <div className={styles.marquee}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.tally} aria-live="polite">
          {loading ? t`Loading…` : t`${plural({ count }, { one: '# game', other: '# games' })}`}
        </p>
      </div>
      <CategoryStrip categories={categories} label={t`Lobby categories`} icons={false} variant="chips" />
      <div className={styles.filters}>
        <TextField
          name="game-search"
          type="search"
          label={t`Search games`}
          placeholder={t`Game name`}
          value={filter.text}
          onChange={(text) => setFilter({ ...filter, text })}
          className={styles.search}
        />
        <fieldset className={styles.chips}>
          <legend>{t`Provider`}</legend>
          {[{ code: '', name: t`All` }, ...providers].map((p) => (
            <label key={p.code || 'all'}>
              <input
                type="radio"
                name={groupName}
                value={p.code}
                checked={filter.provider === p.code}
                onChange={() => setFilter({ ...filter, provider: p.code })}
              />
              {p.name}
            </label>
          ))}
        </fieldset>
      </div>
      <GameGrid
        className={styles.results}
        games={shown}
        variant="wide"
        minItemWidth={240}
        gap={20}
        loading={loading}
        skeletonCount={16}
        error={error}
        onPlay={actions.playGame}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        label={title}
        emptyTitle={filtered ? t`No games match your search` : t`No games here yet`}
        emptyMessage={filtered ? t`Try another name or provider.` : t`Try another category.`}
      />
      {filtered && count === 0 && !loading && !error ? (
        <button type="button" className={styles.reset} onClick={() => setFilter(noFilter)}>
          {t`Clear filters`}
        </button>
      ) : null}
    </div>
  )
}
