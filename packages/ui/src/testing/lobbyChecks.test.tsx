import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { LobbyProps, TemplateModule } from '../template'
import { expectLobbyFilters, expectLobbyWindow, itFiltersTheLobby, itWindowsTheLobby } from './lobbyChecks'

/** What a broken lobby gets wrong. */
type Flaw = 'provider ignored' | 'search ignored' | 'clear keeps the provider' | 'too many cards rendered'

/** A plain lobby that does what the checks ask, unless told which flaw to have. */
function FakeLobby({ title, games, providers, flaw }: LobbyProps & { flaw?: Flaw }) {
  const [provider, setProvider] = useState('')
  const [search, setSearch] = useState('')
  const shown = games.filter(
    (game) =>
      (flaw === 'provider ignored' || !provider || game.provider_code === provider) &&
      (flaw === 'search ignored' || game.game_name.toLowerCase().includes(search.toLowerCase())),
  )
  const window = shown.slice(0, flaw === 'too many cards rendered' ? 150 : 60)
  return (
    <>
      <h1>{title}</h1>
      <label>
        Provider
        <select value={provider} onChange={(event) => setProvider(event.target.value)}>
          <option value="">All providers</option>
          {providers.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <input
        type="search"
        aria-label="Search games"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <p>{shown.length === 1 ? '1 game' : `${shown.length.toLocaleString('en')} games`}</p>
      {shown.length === 0 ? (
        <p>
          No games match.
          <button
            type="button"
            onClick={() => {
              setSearch('')
              if (flaw !== 'clear keeps the provider') setProvider('')
            }}
          >
            Clear filters
          </button>
        </p>
      ) : (
        <ul aria-label={title}>
          {window.map((game, index) => (
            <li key={game.game_code} aria-setsize={shown.length} aria-posinset={index + 1}>
              <div data-block="game-card">
                {game.game_name} <small>{game.provider_name}</small>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The fake lobby, whole and with each flaw, made once here: a component made per call would lose its state. */
const lobbies: Record<Flaw | 'whole', TemplateModule['Lobby']> = {
  whole: (props) => <FakeLobby {...props} />,
  'provider ignored': (props) => <FakeLobby {...props} flaw="provider ignored" />,
  'search ignored': (props) => <FakeLobby {...props} flaw="search ignored" />,
  'clear keeps the provider': (props) => <FakeLobby {...props} flaw="clear keeps the provider" />,
  'too many cards rendered': (props) => <FakeLobby {...props} flaw="too many cards rendered" />,
}

/** A template whose Lobby is the fake lobby, whole or with that flaw. */
const fakeLobby = (flaw?: Flaw) =>
  ({ Lobby: lobbies[flaw ?? 'whole'] }) as Partial<TemplateModule> as TemplateModule

const filters = {
  provider: { select: 'Provider' },
  search: 'Search games',
  reset: 'Clear filters',
  cardsNameTheProvider: true,
  counts: true,
} as const

describe('lobby checks', () => {
  describe('pass a lobby that has them', () => {
    itFiltersTheLobby(fakeLobby(), filters)
    itWindowsTheLobby(fakeLobby(), { max: 100, setsize: true, counts: true })
  })

  it.each<[Flaw, RegExp]>([
    ['provider ignored', /is not shown/],
    ['search ignored', /is not shown/],
    ['clear keeps the provider', /is shown/],
  ])('the filter check fails a lobby whose %s', (flaw, reason) => {
    expect(() => expectLobbyFilters(fakeLobby(flaw), filters)).toThrow(reason)
  })

  it('the window check fails a lobby that renders more cards than the template allows', () => {
    expect(() => expectLobbyWindow(fakeLobby('too many cards rendered'), { max: 100 })).toThrow(
      /less than 100/,
    )
  })
})
