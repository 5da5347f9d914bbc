import type { GameTile, LobbyProps } from '@lobbykit/ui/template'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { CardSkeletons, GameCard } from './GameCard'
import { Icon } from './icons'
import * as styles from './Lobby.css'

/** Pitch's lobby: list rows in three columns. */
export function Lobby({ session, title, categories, games, providers, loading, error, actions }: LobbyProps) {
  const [query, setQuery] = useState('')
  const [provider, setProvider] = useState('')
  const searchId = useId()
  const providerId = useId()
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
  const onFavourite = session.signedIn ? actions.toggleFavourite : undefined
  const filtered = needle !== '' || provider !== ''

  const card = (game: GameTile) => (
    <li key={game.game_code} className={styles.item}>
      <GameCard game={game} look="row" onPlay={actions.playGame} onFavourite={onFavourite} />
    </li>
  )
  let body: ReactNode
  if (error) {
    body = (
      <p role="alert" className={styles.message}>
        <Icon name="close" /> {error}
      </p>
    )
  } else if (loading) {
    body = <CardSkeletons count={18} className={styles.games} />
  } else if (shown.length === 0) {
    body = (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{filtered ? 'No games match your search' : 'No games here yet'}</p>
        {filtered && (
          <button
            type="button"
            className={styles.reset}
            onClick={() => {
              setQuery('')
              setProvider('')
            }}
          >
            Clear filters
          </button>
        )}
      </div>
    )
  } else {
    body = <ul className={styles.games}>{shown.map(card)}</ul>
  }

  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count} aria-live="polite">
          {loading ? 'Loading…' : `${shown.length} ${shown.length === 1 ? 'game' : 'games'}`}
        </p>
      </div>
      <nav aria-label="Lobby categories" className={styles.categories}>
        <ul className={styles.categoryList}>
          {categories.map((category) => (
            <li key={category.key}>
              <a
                href={category.href}
                className={styles.category}
                aria-current={category.active ? 'page' : undefined}
              >
                <span>{category.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.tools}>
        <label className={styles.field} htmlFor={searchId}>
          <span className={styles.label}>Search games</span>
          <span className={styles.inputWrap}>
            <Icon name="search" size={18} />
            <input
              id={searchId}
              type="search"
              className={styles.input}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Game name"
            />
          </span>
        </label>
        <label className={styles.field} htmlFor={providerId}>
          <span className={styles.label}>Provider</span>
          <select
            id={providerId}
            className={styles.input}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            <option value="">All providers</option>
            {providers.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.results}>{body}</div>
    </div>
  )
}
