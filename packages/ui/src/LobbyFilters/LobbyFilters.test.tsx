import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoLobbyProps } from '../demo'
import { GameGrid } from '../GameGrid/GameGrid'
import { LobbyHeading } from '../LobbyHeading/LobbyHeading'
import type { LobbyProps } from '../template'
import {
  ClearFilters,
  LobbySearch,
  ProviderButtons,
  ProviderRadios,
  ProviderSelect,
  ProviderTabs,
} from './LobbyFilters'
import { type LobbyFilterOptions, useLobbyFilter } from './useLobbyFilter'

type Picker = 'select' | 'label' | 'tabs' | 'radios' | 'buttons' | 'toggles'

/** A lobby as the templates compose it: heading, search, one kind of provider picker, the grid, "Clear filters". */
function Lobby({
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

const props = demoLobbyProps()
const first = props.games[0]!
const provider = props.providers.find((item) => item.code === first.provider_code)!
const byProvider = props.games.filter((game) => game.provider_code === provider.code)
const cards = () => screen.queryAllByRole('button', { name: /^Play/ })
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: text } })

describe('useLobbyFilter and the lobby filter blocks', () => {
  it('shows the title as the h1 and tallies the games shown', () => {
    render(<Lobby props={props} picker="select" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(props.title)
    expect(screen.getByText(`${props.games.length} games`)).toBeVisible()
    expect(cards()).toHaveLength(props.games.length)
  })

  it('says "Loading…" while the games load', () => {
    render(<Lobby props={demoLobbyProps({ loading: true })} picker="select" />)
    expect(screen.getByText('Loading…')).toBeVisible()
  })

  it('the provider select keeps that provider\'s games; "Clear filters" brings every game back', () => {
    render(<Lobby props={props} picker="select" />)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), { target: { value: provider.code } })
    expect(cards()).toHaveLength(byProvider.length)
    for (const card of cards()) expect(card.textContent).toContain(provider.name)
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(cards()).toHaveLength(props.games.length)
    expect((screen.getByRole('combobox', { name: 'Provider' }) as HTMLSelectElement).value).toBe('')
  })

  it('the search matches names case-insensitively, ignoring outer spaces, and says when nothing matches', () => {
    render(<Lobby props={props} picker="label" />)
    search(`  ${first.game_name.toUpperCase()} `)
    expect(cards().some((card) => card.textContent?.includes(first.game_name))).toBe(true)
    search('no such game')
    expect(screen.getByText('No games match your search')).toBeVisible()
    expect(screen.getByText('0 games')).toBeVisible()
  })

  it('says "No games here yet" when the lobby itself is empty', () => {
    render(<Lobby props={demoLobbyProps({ games: [] })} picker="select" />)
    expect(screen.getByText('No games here yet')).toBeVisible()
  })

  it('provider tabs start on "All providers" and a tab narrows the grid in its panel', () => {
    render(<Lobby props={props} picker="tabs" options={{ everyProvider: 'all' }} />)
    expect(screen.getByRole('tab', { name: 'All providers' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    expect(screen.getByRole('tab', { name: provider.name }).getAttribute('aria-selected')).toBe('true')
    expect(cards()).toHaveLength(byProvider.length)
  })

  it('provider radios narrow the games; "Clear filters" waits until the filters hide every game', () => {
    render(<Lobby props={props} picker="radios" />)
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('radio', { name: provider.name }))
    expect(cards()).toHaveLength(byProvider.length)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    search('no such game')
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(cards()).toHaveLength(props.games.length)
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true)
  })

  it('provider buttons are pressed when picked; with toggleOff a second press goes back to every provider', () => {
    const { unmount } = render(<Lobby props={props} picker="buttons" />)
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    expect(screen.getByRole('button', { name: provider.name }).getAttribute('aria-pressed')).toBe('true')
    expect(cards()).toHaveLength(byProvider.length)
    unmount()
    render(<Lobby props={props} picker="toggles" />)
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    expect(cards()).toHaveLength(byProvider.length)
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    expect(screen.getByRole('button', { name: 'All providers' }).getAttribute('aria-pressed')).toBe('true')
    expect(cards()).toHaveLength(props.games.length)
  })
})
