import type { OriginalsEngine, OriginalsInfoResponse } from '@lobbykit/contract/calls/games'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { roulettePays, rouletteRedNumbers } from '@lobbykit/contract/roulette'
import { createApiClient } from '@lobbykit/core/api/client'
import { render } from '@testing-library/react'
import { GameApp } from '../GameApp'

/** Test helpers of the game windows: a fake API that records each call's body, and games' info answers. */
export type Handler = (body: Record<string, unknown>) => unknown

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown> }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const path = new URL(request.url).pathname.replace(/^\/api\//, '')
    const body = (await request.json()) as Record<string, unknown>
    calls.push({ path, body })
    const handler = handlers[path]
    if (!handler) return new Response(JSON.stringify({ statusCode: 0, message: 'notFound' }), { status: 404 })
    const answer = handler(body)
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return {
    api: createApiClient({ fetch: fetch as typeof globalThis.fetch, baseUrl: 'http://game.test' }),
    calls,
  }
}

export const token = callExamples.originalsInfo.request.game_token
const ok = { statusCode: 1, message: 'OK' }

const rulesByEngine: Record<OriginalsEngine, OriginalsInfoResponse['rules']> = {
  slot: {
    engine: 'slot',
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
      [0, 0, 1, 2, 2],
      [2, 2, 1, 0, 0],
      [1, 0, 0, 0, 1],
      [1, 2, 2, 2, 1],
      [0, 1, 1, 1, 0],
    ],
    paytable: [
      { symbol: 'cherry', pays: [20, 50, 150] },
      { symbol: 'lemon', pays: [30, 80, 200] },
      { symbol: 'bell', pays: [50, 150, 400] },
      { symbol: 'clover', pays: [80, 200, 600] },
      { symbol: 'diamond', pays: [150, 400, 1200] },
      { symbol: 'seven', pays: [300, 1000, 5000] },
      { symbol: 'wild', pays: [500, 2000, 10000] },
    ],
  },
  crash: { engine: 'crash', min_cash_out: 101, max_cash_out: 100_000 },
  dice: callExamples.originalsInfo.response.rules,
  roulette: {
    engine: 'roulette',
    pays: { ...roulettePays },
    red_numbers: [...rouletteRedNumbers],
  },
  virtual_sports: { engine: 'virtual_sports', max_selections: 8 },
}

export function infoFor(
  engine: OriginalsEngine,
  extra: Partial<OriginalsInfoResponse> = {},
): OriginalsInfoResponse {
  return {
    ...callExamples.originalsInfo.response,
    ...ok,
    engine,
    rules: rulesByEngine[engine],
    game: { ...callExamples.originalsInfo.response.game, game_name: `Test ${engine}` },
    ...extra,
  }
}

/** A window stand-in: records what the game tells its parent page; no matchMedia, so no animation. */
export function fakeWindow() {
  const posted: unknown[] = []
  const parent = { postMessage: (data: unknown) => posted.push(data) }
  const win = { parent, location: { origin: 'http://game.test' } } as unknown as Window
  return { win, posted }
}

export function renderGame(info: OriginalsInfoResponse, handlers: Record<string, Handler>) {
  const server = fakeApi(handlers)
  const { win, posted } = fakeWindow()
  const view = render(<GameApp api={server.api} token={token} info={info} win={win} />)
  return { ...view, calls: server.calls, posted }
}

export function roundAnswer(fields: Record<string, unknown>) {
  return { ...ok, round_id: 'R1', status: 'settled', ...fields }
}
