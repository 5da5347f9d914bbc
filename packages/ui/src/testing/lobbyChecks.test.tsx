import { describe, expect, it } from 'vitest'
import type { LobbyProps, TemplateModule } from '../template'
import { expectLobbyFilters, expectLobbyWindow, itFiltersTheLobby, itWindowsTheLobby } from './lobbyChecks'

/** What a broken lobby gets wrong. */
type Flaw =
  | 'provider ignored'
  | 'search ignored'
  | 'clear keeps the provider'
  | 'sort ignored'
  | 'favourites ignored'
  | 'too many cards rendered'

/** A plain lobby that does what the checks ask, unless told which flaw to have. */
function FakeLobby({ title, games, providers, query, onQueryChange, flaw }: LobbyProps & { flaw?: Flaw }) {
  const change = (next: Partial<LobbyProps['query']>, ignored: boolean) => {
    if (!ignored) onQueryChange(next)
  }
  const count = Math.min(games.total, flaw === 'too many cards rendered' ? 150 : 60)
  return (
    <>
      <h1>{title}</h1>
      <label>
        Provider
        <select
          value={query.provider}
          onChange={(event) => change({ provider: event.target.value }, flaw === 'provider ignored')}
        >
          <option value="">All providers</option>
          {providers.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sort by
        <select
          value={query.sort}
          onChange={(event) =>
            change({ sort: event.target.value as LobbyProps['query']['sort'] }, flaw === 'sort ignored')
          }
        >
          <option value="popular">Most popular</option>
          <option value="name">A to Z</option>
        </select>
      </label>
      <button
        type="button"
        aria-pressed={query.favourites}
        onClick={() => change({ favourites: !query.favourites }, flaw === 'favourites ignored')}
      >
        Favourites
      </button>
      <input
        type="search"
        aria-label="Search games"
        value={query.search}
        onChange={(e) => change({ search: e.target.value }, flaw === 'search ignored')}
      />
      <p>{games.total === 1 ? '1 game' : `${games.total.toLocaleString('en')} games`}</p>
      {games.total === 0 ? (
        <p>
          No games match.
          <button
            type="button"
            onClick={() =>
              onQueryChange(
                flaw === 'clear keeps the provider' ? { search: '' } : { search: '', provider: '' },
              )
            }
          >
            Clear filters
          </button>
        </p>
      ) : (
        <ul aria-label={title}>
          {Array.from({ length: count }, (_, index) => games.at(index)!).map((game, index) => (
            <li key={game.game_code} aria-setsize={games.total} aria-posinset={index + 1}>
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
  'sort ignored': (props) => <FakeLobby {...props} flaw="sort ignored" />,
  'favourites ignored': (props) => <FakeLobby {...props} flaw="favourites ignored" />,
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
    ['provider ignored', /is not shown|expected '' to be/],
    ['search ignored', /is not shown/],
    ['clear keeps the provider', /is shown/],
    ['sort ignored', /sort: 'name'|first name first/],
    ['favourites ignored', /is not shown|toggle shows it is on/],
  ])('the filter check fails a lobby whose %s', (flaw, reason) => {
    expect(() => expectLobbyFilters(fakeLobby(flaw), filters)).toThrow(reason)
  })

  it('the window check fails a lobby that renders more cards than the template allows', () => {
    expect(() => expectLobbyWindow(fakeLobby('too many cards rendered'), { max: 100 })).toThrow(
      /less than 100/,
    )
  })
})
