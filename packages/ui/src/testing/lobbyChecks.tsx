/**
 * Shared checks of a template's lobby, parameterised by its own controls: filtering by provider and search,
 * sorting, the favourites filter and showing every game again, and the window of a 10,000-game lobby
 * (docs/product.md#lobby). The template's Lobby runs over the demo's in-memory catalogue (`DemoLobby`), which
 * does what the server does with the query, so a control that does not change the query fails the check.
 * `describeTemplateContract` runs them from its `lobbyFilters` and `lobbyWindow` options; `expect*` holds each
 * check, `it*` registers it.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { DemoLobby, demoLobbyGames, demoLobbyProps, demoSlotGames } from '../demo'
import type { GameTile, LobbyProps, TemplateModule } from '../template'

/** How a lobby lets a player pick one provider: a select (by its label), or a tab, radio or toggle each. */
export type ProviderPicker = { select: string } | 'tab' | 'radio' | 'button'

export interface LobbyFilterOptions {
  /** How a provider is picked. Every lobby has a provider filter. */
  provider: ProviderPicker
  /** The search box's name. Every lobby has a search. */
  search: string | RegExp
  /** The sort select's name. Default: 'Sort by'. */
  sort?: string | RegExp
  /** The favourites toggle's name. Default: 'Favourites'. */
  favourites?: string | RegExp
  /** How the lobby shows every game again after a search finds none: its 'Clear filters' button, or an
   * emptied search and the 'All providers' choice. */
  reset?: 'Clear filters' | 'All providers'
  /** Each card names its provider. */
  cardsNameTheProvider?: boolean
  /** The lobby counts the games it shows ("9 games"). */
  counts?: boolean
  /** The text a search that finds nothing shows. Default: /no games match/i. */
  empty?: RegExp
}

const cardsIn = (container: HTMLElement) => [...container.querySelectorAll('[data-block="game-card"]')]

/** The demo lobby's props without the parts `DemoLobby` works out from its games. */
function demoBase(overrides: Partial<LobbyProps> = {}) {
  const { providers: _providers, sorts: _sorts, games: _games, ...props } = demoLobbyProps(overrides)
  return props
}

/** Picks `provider` with the lobby's own picker, and checks that the picker shows the choice. */
function pick(picker: ProviderPicker, provider: { code: string; name: string }): void {
  if (typeof picker === 'object') {
    const select = screen.getByRole('combobox', { name: picker.select }) as HTMLSelectElement
    fireEvent.change(select, { target: { value: provider.code } })
    expect(select.value).toBe(provider.code)
    return
  }
  const control = screen.getByRole(picker, { name: provider.name })
  fireEvent.click(control)
  const state = { tab: 'aria-selected', radio: 'aria-checked', button: 'aria-pressed' }[picker]
  const on = control.getAttribute(state) ?? String((control as HTMLInputElement).checked)
  expect(on, `${picker} ${provider.name} shows it is chosen`).toBe('true')
}

/**
 * The lobby's filters: picking the first game's provider shows exactly that provider's games, a search by
 * a game's name shows only that game, a search for nothing shows the empty message, and the reset shows
 * every game again; "A to Z" puts the games in name order; "Favourites" keeps only the favourites and shows
 * that it is on.
 */
export function expectLobbyFilters(
  { Lobby }: TemplateModule,
  {
    provider,
    search,
    sort = 'Sort by',
    favourites = 'Favourites',
    reset,
    cardsNameTheProvider,
    counts,
    empty = /no games match/i,
  }: LobbyFilterOptions,
): void {
  const games = demoSlotGames
  const onQueryChange = vi.fn()
  const { container } = render(
    <DemoLobby {...demoBase()} Lobby={Lobby} games={games} onQueryChange={onQueryChange} />,
  )
  const expectShown = (kept: readonly GameTile[]) => {
    for (const game of games) {
      const shown = screen.queryAllByText(game.game_name).length > 0
      expect(shown, `${game.game_name} is ${kept.includes(game) ? '' : 'not '}shown`).toBe(
        kept.includes(game),
      )
    }
    expect(cardsIn(container)).toHaveLength(kept.length)
    if (counts)
      expect(screen.getAllByText(kept.length === 1 ? '1 game' : `${kept.length} games`)).toHaveLength(1)
  }
  expectShown(games)

  const sortBox = screen.getByRole('combobox', { name: sort }) as HTMLSelectElement
  fireEvent.change(sortBox, { target: { value: 'name' } })
  expect(onQueryChange).toHaveBeenLastCalledWith({ sort: 'name' })
  const byName = [...games].sort((a, b) => a.game_name.localeCompare(b.game_name, 'en'))
  expect(cardsIn(container)[0]?.textContent, 'A to Z puts the first name first').toContain(
    byName[0]!.game_name,
  )
  fireEvent.change(sortBox, { target: { value: 'popular' } })

  const toggle = screen.getByRole('button', { name: favourites })
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-pressed'), 'the favourites toggle shows it is on').toBe('true')
  expectShown(games.filter((game) => game.isFavourite))
  fireEvent.click(toggle)
  expectShown(games)

  const first = games[0]!
  const chosen = { code: first.provider_code, name: first.provider_name ?? '' }
  pick(provider, chosen)
  let kept: readonly GameTile[] = games.filter((game) => game.provider_code === chosen.code)
  expect(kept.length).toBeLessThan(games.length)
  expectShown(kept)
  if (cardsNameTheProvider)
    for (const card of cardsIn(container)) expect(card.textContent).toContain(chosen.name)

  const box = screen.getByRole('searchbox', { name: search }) as HTMLInputElement
  const target = kept[kept.length - 1]!
  fireEvent.change(box, { target: { value: target.game_name } })
  expectShown([target])
  fireEvent.change(box, { target: { value: 'no such game' } })
  expectShown([])
  expect(screen.getAllByText(empty)).toHaveLength(1)
  if (reset === 'Clear filters') {
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(box.value).toBe('')
  } else if (reset === 'All providers') {
    fireEvent.change(box, { target: { value: '' } })
    if (typeof provider === 'object') pick(provider, { code: '', name: reset })
    else fireEvent.click(screen.getByRole(provider, { name: reset }))
  }
  kept = reset ? games : kept
  if (reset) expectShown(kept)
}

export interface LobbyWindowOptions {
  /** Fewer cards than this are in the DOM. */
  max: number
  /** The list of games tells assistive technology the whole count (`aria-setsize` on its items). */
  setsize?: boolean
  /** The lobby counts all of them ("10,000 games"). */
  counts?: boolean
  /** The games' category, where the template lays one out differently. Default: slot_game. */
  category?: string
}

/** A lobby of 10,000 games keeps only a window of them in the DOM, and still tells their number. */
export function expectLobbyWindow(
  { Lobby }: TemplateModule,
  { max, setsize, counts, category }: LobbyWindowOptions,
): void {
  const props = demoBase()
  const { container } = render(
    <DemoLobby {...props} Lobby={Lobby} games={demoLobbyGames(10_000, category)} />,
  )
  const cards = cardsIn(container).length
  expect(cards).toBeGreaterThan(0)
  expect(cards).toBeLessThan(max)
  if (setsize) {
    const rows = within(screen.getByRole('list', { name: props.title })).getAllByRole('listitem')
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('10000')
  }
  if (counts) expect(screen.getAllByText('10,000 games')).toHaveLength(1)
}

/** Registers the lobby filter test (see `expectLobbyFilters`). */
export function itFiltersTheLobby(template: TemplateModule, options: LobbyFilterOptions): void {
  it(`lobby: filters by provider and search, sorts, keeps favourites${options.reset ? ', then shows every game again' : ''}`, () =>
    expectLobbyFilters(template, options))
}

/** Registers the windowed lobby test (see `expectLobbyWindow`). */
export function itWindowsTheLobby(template: TemplateModule, options: LobbyWindowOptions): void {
  it(`lobby: 10,000 games keep fewer than ${options.max} cards in the DOM`, () =>
    expectLobbyWindow(template, options))
}
