import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DemoLobby, demoLobbyGames, demoLobbyProps, demoSlotGames } from '../demo'
import { GameGrid } from '../GameGrid/GameGrid'
import { LobbyHeading } from '../LobbyHeading/LobbyHeading'
import type { GameTile, LobbyProps } from '../template'
import {
  ClearFilters,
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderButtons,
  ProviderRadios,
  ProviderSelect,
  ProviderTabs,
  SortSelect,
} from './LobbyFilters'
import { type LobbyFilterOptions, useLobbyFilter } from './useLobbyFilter'

type Picker = 'select' | 'label' | 'tabs' | 'radios' | 'buttons' | 'toggles'

/** A lobby as the templates compose it: heading, search, one kind of provider picker, sort, favourites, grid, "Clear filters". */
function ComposedLobby({
  props,
  picker,
  options,
}: {
  props: LobbyProps
  picker: Picker
  options?: LobbyFilterOptions
}) {
  const filter = useLobbyFilter(props, options)
  const grid = <GameGrid {...filter.grid} />
  return (
    <div>
      <LobbyHeading filter={filter} classes={{}} />
      <LobbySearch filter={filter} name="q" />
      {picker === 'select' ? <ProviderSelect filter={filter} classes={{}} /> : null}
      {picker === 'label' ? <ProviderSelect filter={filter} classes={{}} as="label" /> : null}
      {picker === 'radios' ? <ProviderRadios filter={filter} /> : null}
      {picker === 'buttons' ? <ProviderButtons filter={filter} /> : null}
      {picker === 'toggles' ? <ProviderButtons filter={filter} toggleOff /> : null}
      <MoreProviders filter={filter} />
      <SortSelect filter={filter} />
      <FavouritesToggle filter={filter} />
      {picker === 'tabs' ? (
        <ProviderTabs filter={filter} variant="pill">
          {grid}
        </ProviderTabs>
      ) : (
        grid
      )}
      <ClearFilters filter={filter} onlyWhenMissed={picker === 'radios'} />
    </div>
  )
}

/** Each picker's lobby as a component of its own, made once: a component made per render would lose its state. */
const views = Object.fromEntries(
  (['select', 'label', 'tabs', 'radios', 'buttons', 'toggles'] as const).map((picker) => [
    picker,
    (lobby: LobbyProps) => <ComposedLobby props={lobby} picker={picker} />,
  ]),
) as Record<Picker, (lobby: LobbyProps) => ReactNode>
const tabsWithAll = (lobby: LobbyProps) => (
  <ComposedLobby props={lobby} picker="tabs" options={{ everyProvider: 'all' }} />
)

/** The composed lobby over the demo's in-memory catalogue, so its controls change what it shows. */
function Lobby({
  games = demoSlotGames,
  picker,
  allTab = false,
  onQueryChange,
}: {
  games?: GameTile[]
  picker: Picker
  allTab?: boolean
  onQueryChange?: LobbyProps['onQueryChange']
}) {
  // The demo works out providers and sorts from the games it is given.
  const { providers: _providers, sorts: _sorts, games: _games, ...rest } = demoLobbyProps()
  const View = allTab ? tabsWithAll : views[picker]
  return <DemoLobby {...rest} Lobby={View} games={games} onQueryChange={onQueryChange} />
}

const props = demoLobbyProps()
const all = demoSlotGames
const first = all[0]!
const provider = props.providers.find((item) => item.code === first.provider_code)!
const byProvider = all.filter((game) => game.provider_code === provider.code)
const cards = () => screen.queryAllByRole('button', { name: /^Play/ })
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: text } })

describe('useLobbyFilter and the lobby filter blocks', () => {
  it('shows the title as the h1 and tallies the games shown', () => {
    render(<Lobby picker="select" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(props.title)
    expect(screen.getByText(`${all.length} games`)).toBeVisible()
    expect(cards()).toHaveLength(all.length)
  })

  it('says "Loading…" while the games load', () => {
    render(<ComposedLobby props={demoLobbyProps({ loading: true })} picker="select" />)
    expect(screen.getByText('Loading…')).toBeVisible()
  })

  it('the provider select keeps that provider\'s games; "Clear filters" brings every game back', () => {
    render(<Lobby picker="select" />)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), { target: { value: provider.code } })
    expect(cards()).toHaveLength(byProvider.length)
    for (const card of cards()) expect(card.textContent).toContain(provider.name)
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(cards()).toHaveLength(all.length)
    expect((screen.getByRole('combobox', { name: 'Provider' }) as HTMLSelectElement).value).toBe('')
  })

  it('the search matches names case-insensitively, ignoring outer spaces, and says when nothing matches', () => {
    render(<Lobby picker="label" />)
    search(`  ${first.game_name.toUpperCase()} `)
    expect(cards().some((card) => card.textContent?.includes(first.game_name))).toBe(true)
    search('no such game')
    expect(screen.getByText('No games match your search')).toBeVisible()
    expect(screen.getByText('0 games')).toBeVisible()
  })

  it('says "No games here yet" when the lobby itself is empty', () => {
    render(<Lobby games={[]} picker="select" />)
    expect(screen.getByText('No games here yet')).toBeVisible()
  })

  it('provider tabs start on "All providers" and a tab narrows the grid in its panel', () => {
    render(<Lobby picker="tabs" allTab />)
    expect(screen.getByRole('tab', { name: 'All providers' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    expect(screen.getByRole('tab', { name: provider.name }).getAttribute('aria-selected')).toBe('true')
    expect(cards()).toHaveLength(byProvider.length)
  })

  it('provider radios narrow the games; "Clear filters" waits until the filters hide every game', () => {
    render(<Lobby picker="radios" />)
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('radio', { name: provider.name }))
    expect(cards()).toHaveLength(byProvider.length)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    search('no such game')
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(cards()).toHaveLength(all.length)
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true)
  })

  it('provider buttons are pressed when picked; with toggleOff a second press goes back to every provider', () => {
    const { unmount } = render(<Lobby picker="buttons" />)
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    expect(screen.getByRole('button', { name: provider.name }).getAttribute('aria-pressed')).toBe('true')
    expect(cards()).toHaveLength(byProvider.length)
    unmount()
    render(<Lobby picker="toggles" />)
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    expect(cards()).toHaveLength(byProvider.length)
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    expect(screen.getByRole('button', { name: 'All providers' }).getAttribute('aria-pressed')).toBe('true')
    expect(cards()).toHaveLength(all.length)
  })

  it('the sort select offers the lobby\'s orders and "A to Z" orders the cards by name', () => {
    render(<Lobby picker="select" />)
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Most popular',
      'Newest',
      'A to Z',
      'Highest RTP',
    ])
    fireEvent.change(sort, { target: { value: 'name' } })
    const names = cards().map((card) => card.textContent ?? '')
    const sorted = [...all].sort((a, b) => a.game_name.localeCompare(b.game_name, 'en'))
    expect(names[0]).toContain(sorted[0]!.game_name)
    expect(names.at(-1)).toContain(sorted.at(-1)!.game_name)
  })

  it('the favourites toggle is pressed while it keeps only favourites, and says so when there are none', () => {
    render(<Lobby picker="select" />)
    const toggle = screen.getByRole('button', { name: 'Favourites' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(cards()).toHaveLength(all.filter((game) => game.isFavourite).length)
    search('no such game')
    expect(screen.getByText('No favourites here yet')).toBeVisible()
  })

  it('chip pickers show the first twelve providers; "More providers" picks any other, which then gets its chip', () => {
    const many: GameTile[] = demoLobbyGames(40).map((game, index) => ({
      ...game,
      provider_code: `P${index}`,
      provider_name: `Studio ${index}`,
    }))
    render(<Lobby picker="buttons" games={many} />)
    expect(screen.queryByRole('button', { name: 'Studio 11' })).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Studio 30' })).toBeNull()
    const more = screen.getByRole('combobox', { name: 'More providers' }) as HTMLSelectElement
    expect(within(more).getAllByRole('option')).toHaveLength(1 + 28)
    fireEvent.change(more, { target: { value: 'P30' } })
    expect(screen.getByRole('button', { name: 'Studio 30' }).getAttribute('aria-pressed')).toBe('true')
    expect(cards()).toHaveLength(1)
  })

  it('sends every keystroke as it comes, and a late echo of an earlier one does not undo later keys', () => {
    const onQueryChange = vi.fn()
    const { rerender } = render(<ComposedLobby props={demoLobbyProps({ onQueryChange })} picker="select" />)
    const box = screen.getByRole('searchbox', { name: 'Search games' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: 'l' } })
    fireEvent.change(box, { target: { value: 'lu' } })
    expect(onQueryChange.mock.calls.map(([change]) => change)).toEqual([{ search: 'l' }, { search: 'lu' }])
    // The address catches up with the first key only now.
    const base = demoLobbyProps({ onQueryChange })
    rerender(<ComposedLobby props={{ ...base, query: { ...base.query, search: 'l' } }} picker="select" />)
    expect(box.value).toBe('lu')
    // Back in history: the address changes on its own, and the box follows.
    rerender(<ComposedLobby props={{ ...base, query: { ...base.query, search: 'koi' } }} picker="select" />)
    expect(box.value).toBe('koi')
  })
})
