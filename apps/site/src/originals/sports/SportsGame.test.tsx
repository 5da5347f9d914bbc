import type { Fixture } from '@lobbykit/contract/calls/fixtures'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { infoFor, renderGame, roundAnswer } from '../testing/fakeServer'

const now = Date.parse('2026-06-01T10:01:00.000Z')
const match: Fixture = callExamples.virtualFixtures.response.fixtures[0]!
const race: Fixture = {
  fixture_id: 'HR-20260601-1000-1',
  sport: 'horse_racing',
  starts_at: '2026-06-01T10:02:00.000Z',
  ends_at: '2026-06-01T10:03:00.000Z',
  status: 'open',
  home: {},
  away: {},
  runners: [
    { number: 1, name: { EN: 'Silver Arrow', CN: '银箭' } },
    { number: 2, name: { EN: 'Night Comet' } },
  ],
  markets: [
    {
      market: 'winner',
      picks: [
        { pick: '1', odds: 250 },
        { pick: '2', odds: 320 },
      ],
    },
  ],
  result: null,
}
const ok = { statusCode: 1, message: 'OK' }

function server(fixtures: () => Fixture[], extra = {}) {
  return {
    startup: () => callExamples.startup.response,
    'originals/fixtures': () => ({ ...ok, fixtures: fixtures() }),
    'originals/round': (body: Record<string, unknown>) => {
      const selections = (body.choice as { selections: { fixture_id: string }[] }).selections
      const odds = selections.length > 1 ? 537 : 215
      return roundAnswer({
        round_id: `R-${selections.map((s) => s.fixture_id).join('+')}`,
        status: 'open',
        outcome: {
          engine: 'virtual_sports',
          odds,
          selections: selections.map((s) => ({ ...s, odds: s.fixture_id === race.fixture_id ? 250 : 215 })),
          settles_at: match.ends_at,
        },
        win: 0,
        balance: 248_000,
      })
    },
    ...extra,
  }
}

describe('the virtual sports window', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(now)
  })
  afterEach(() => vi.useRealTimers())

  it('lists fixtures in the player language with a countdown and odds', async () => {
    renderGame(
      infoFor('virtual_sports', { language: 'CN' }),
      server(() => [match, race]),
    )
    expect(await screen.findByRole('heading', { name: '马尼拉雄鹰 vs 河内猛虎' })).toBeInTheDocument()
    expect(screen.getByText('Starts in 2:00')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /Horse racing/ }))
    expect(screen.getByRole('button', { name: '1. 银箭 2.50' })).toBeInTheDocument()
    // No Chinese name: English instead.
    expect(screen.getByRole('button', { name: '2. Night Comet 3.20' })).toBeInTheDocument()
  })

  it('places singles as one round each, then shows the bet settled from the result', async () => {
    let fixtures = [match, race]
    const { calls } = renderGame(
      infoFor('virtual_sports'),
      server(() => fixtures),
    )
    fireEvent.click(await screen.findByRole('button', { name: '1 Manila Eagles 2.15' }))
    fireEvent.click(screen.getByRole('button', { name: /Horse racing/ }))
    fireEvent.click(screen.getByRole('button', { name: '1. Silver Arrow 2.50' }))
    fireEvent.click(screen.getByRole('button', { name: 'Min' }))
    expect(screen.getByTestId('potential-return')).toHaveTextContent('₱4.65')
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }))
    await waitFor(() => expect(screen.getAllByTestId('placed-bet')).toHaveLength(2))
    const rounds = calls.filter((call) => call.path === 'originals/round')
    expect(rounds.map((call) => call.body.choice)).toEqual([
      {
        engine: 'virtual_sports',
        selections: [{ fixture_id: match.fixture_id, market: '1x2', pick: 'home' }],
      },
      {
        engine: 'virtual_sports',
        selections: [{ fixture_id: race.fixture_id, market: 'winner', pick: '1' }],
      },
    ])
    expect(rounds[0]?.body.request_id).not.toBe(rounds[1]?.body.request_id)
    expect(screen.getAllByText('Open')).toHaveLength(2)
    expect(screen.getByTestId('last-win')).toHaveTextContent('—')

    fixtures = [
      { ...match, status: 'finished', result: '2-1' },
      { ...race, status: 'finished', result: '2,1' },
    ]
    await act(() => vi.advanceTimersByTimeAsync(15_000))
    await waitFor(() => expect(screen.getByText('Won ₱2.15')).toBeInTheDocument())
    expect(screen.getByText('Lost')).toBeInTheDocument()
  })

  it('places an accumulator as one round at the combined odds', async () => {
    const { calls } = renderGame(
      infoFor('virtual_sports'),
      server(() => [match, race]),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Over 2.5 1.90' }))
    fireEvent.click(screen.getByRole('button', { name: /Horse racing/ }))
    fireEvent.click(screen.getByRole('button', { name: '2. Night Comet 3.20' }))
    fireEvent.click(screen.getByRole('button', { name: 'Accumulator' }))
    expect(screen.getByTestId('combined-odds')).toHaveTextContent('6.08')
    fireEvent.click(screen.getByRole('button', { name: 'Place accumulator' }))
    await waitFor(() => expect(screen.getAllByTestId('placed-bet')).toHaveLength(1))
    const rounds = calls.filter((call) => call.path === 'originals/round')
    expect(rounds).toHaveLength(1)
    expect(rounds[0]?.body.choice).toMatchObject({
      selections: [{ market: 'over_under' }, { market: 'winner' }],
    })
    expect(within(screen.getByRole('list', { name: 'My bets' })).getByText(/at 5.37/)).toBeInTheDocument()
  })

  it('shows a closed fixture refusal', async () => {
    renderGame(
      infoFor('virtual_sports'),
      server(() => [match], { 'originals/round': () => ({ statusCode: 0, message: 'fixtureClosed' }) }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'X Draw 3.30' }))
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betting has closed on one of your selections.',
    )
  })
})
