/**
 * Shared checks of a template's lobby, parameterised by its own controls: filtering by provider and search
 * and showing every game again, and the window of a 10,000-game lobby. `describeTemplateContract` runs them
 * from its `lobbyFilters` and `lobbyWindow` options; `expect*` holds each check, `it*` registers it.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { demoLobbyGames, demoLobbyProps } from '../demo'
import type { GameTile, TemplateModule } from '../template'

/** How a lobby lets a player pick one provider: a select (by its label), or a tab, radio or toggle each. */
export type ProviderPicker = { select: string } | 'tab' | 'radio' | 'button'

export interface LobbyFilterOptions {
  /** How a provider is picked; omit it when the lobby has no provider filter. */
  provider?: ProviderPicker
  /** The search box's name; omit it when the lobby has no search. */
  search?: string | RegExp
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
 * every game again.
 */
export function expectLobbyFilters(
  { Lobby }: TemplateModule,
  { provider, search, reset, cardsNameTheProvider, counts, empty = /no games match/i }: LobbyFilterOptions,
): void {
  const props = demoLobbyProps()
  const { container } = render(<Lobby {...props} />)
  const expectShown = (kept: readonly GameTile[]) => {
    for (const game of props.games) {
      const shown = screen.queryAllByText(game.game_name).length > 0
      expect(shown, `${game.game_name} is ${kept.includes(game) ? '' : 'not '}shown`).toBe(
        kept.includes(game),
      )
    }
    expect(cardsIn(container)).toHaveLength(kept.length)
    if (counts)
      expect(screen.getAllByText(kept.length === 1 ? '1 game' : `${kept.length} games`)).toHaveLength(1)
  }
  expectShown(props.games)
  const first = props.games[0]!
  let kept: readonly GameTile[] = props.games
  if (provider) {
    const chosen = props.providers.find((item) => item.code === first.provider_code)!
    pick(provider, chosen)
    kept = props.games.filter((game) => game.provider_code === chosen.code)
    expect(kept.length).toBeLessThan(props.games.length)
    expectShown(kept)
    if (cardsNameTheProvider)
      for (const card of cardsIn(container)) expect(card.textContent).toContain(chosen.name)
  }
  if (search === undefined) return
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
    else fireEvent.click(screen.getByRole(provider ?? 'button', { name: reset }))
  }
  if (reset) expectShown(props.games)
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
  const props = demoLobbyProps({ games: demoLobbyGames(10_000, category) })
  const { container } = render(<Lobby {...props} />)
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
  const by = [options.provider && 'provider', options.search !== undefined && 'search'].filter(Boolean)
  it(`lobby: filters by ${by.join(' and ')}${options.reset ? ', then shows every game again' : ''}`, () =>
    expectLobbyFilters(template, options))
}

/** Registers the windowed lobby test (see `expectLobbyWindow`). */
export function itWindowsTheLobby(template: TemplateModule, options: LobbyWindowOptions): void {
  it(`lobby: 10,000 games keep fewer than ${options.max} cards in the DOM`, () =>
    expectLobbyWindow(template, options))
}
