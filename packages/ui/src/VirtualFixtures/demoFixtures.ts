import type { Fixture } from '@lobbykit/contract/calls/fixtures'

/** Demo virtual fixtures for stories and tests: a match open for bets, a live one, a race and a result. */
export const demoFixtures: Fixture[] = [
  {
    fixture_id: 'FB-20260601-1003',
    sport: 'football',
    starts_at: '2026-06-01T10:03:00.000Z',
    ends_at: '2026-06-01T10:04:30.000Z',
    status: 'open',
    home: { EN: 'Manila Eagles', CN: '马尼拉雄鹰' },
    away: { EN: 'Hanoi Tigers', CN: '河内猛虎' },
    runners: [],
    markets: [
      {
        market: '1x2',
        picks: [
          { pick: 'home', odds: 215 },
          { pick: 'draw', odds: 330 },
          { pick: 'away', odds: 310 },
        ],
      },
      {
        market: 'over_under',
        picks: [
          { pick: 'over', odds: 190 },
          { pick: 'under', odds: 185 },
        ],
      },
    ],
    result: null,
  },
  {
    fixture_id: 'HR-20260601-1003',
    sport: 'horse_racing',
    starts_at: '2026-06-01T10:04:00.000Z',
    ends_at: '2026-06-01T10:05:00.000Z',
    status: 'open',
    home: {},
    away: {},
    runners: [
      { number: 1, name: { EN: 'Silver Monsoon' } },
      { number: 2, name: { EN: 'Lucky Lantern', CN: '幸运灯笼' } },
      { number: 3, name: { EN: 'Harbour Star' } },
      { number: 4, name: { EN: 'Jade Runner' } },
    ],
    markets: [
      {
        market: 'winner',
        picks: [
          { pick: '1', odds: 320 },
          { pick: '2', odds: 450 },
          { pick: '3', odds: 275 },
          { pick: '4', odds: 700 },
        ],
      },
    ],
    result: null,
  },
  {
    fixture_id: 'FB-20260601-1000',
    sport: 'football',
    starts_at: '2026-06-01T10:00:00.000Z',
    ends_at: '2026-06-01T10:01:30.000Z',
    status: 'running',
    home: { EN: 'Cebu Sharks' },
    away: { EN: 'Saigon Dragons', VI: 'Rồng Sài Gòn' },
    runners: [],
    markets: [
      {
        market: '1x2',
        picks: [
          { pick: 'home', odds: 240 },
          { pick: 'draw', odds: 310 },
          { pick: 'away', odds: 285 },
        ],
      },
    ],
    result: null,
  },
  {
    fixture_id: 'FB-20260601-0957',
    sport: 'football',
    starts_at: '2026-06-01T09:57:00.000Z',
    ends_at: '2026-06-01T09:58:30.000Z',
    status: 'finished',
    home: { EN: 'Davao Falcons' },
    away: { EN: 'Kuala Lumpur Lions' },
    runners: [],
    markets: [
      {
        market: '1x2',
        picks: [
          { pick: 'home', odds: 200 },
          { pick: 'draw', odds: 340 },
          { pick: 'away', odds: 350 },
        ],
      },
    ],
    result: '2-1',
  },
]
