import type { GetGamesResponse } from '@lobbykit/contract/calls/product'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { describe, expect, it, vi } from 'vitest'
import {
  CatalogueView,
  CatalogueViews,
  type FetchPage,
  fewNarrowedGames,
  typingFetchDelayMs,
} from './cataloguePages'

const example = callExamples.getGames.response.value[0]!
const game = (n: number) => ({ ...example, game_code: `G-${n}`, game_name: `Game ${n}` })

/** A server of `total` games that answers each page when `answer` is called. */
function server(total: number) {
  const waiting: (() => void)[] = []
  const fetchPage = vi.fn<FetchPage>(
    (page) =>
      new Promise((resolve) =>
        waiting.push(() =>
          resolve({
            ok: true,
            data: {
              statusCode: 1,
              message: 'OK',
              value: Array.from({ length: Math.max(0, Math.min(4, total - (page - 1) * 4)) }, (_, n) =>
                game((page - 1) * 4 + n + 100),
              ),
              total,
              page,
              page_size: 4,
              providers: [],
              sorts: ['popular', 'name'],
            } satisfies GetGamesResponse,
          }),
        ),
      ),
  )
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  /** Lets the asked pages go out, then answers them. */
  const answer = async () => {
    await tick()
    for (const resolve of waiting.splice(0)) resolve()
    await tick()
  }
  return { fetchPage, answer }
}

const names = (view: CatalogueView) =>
  Array.from({ length: view.total ?? 0 }, (_, index) => view.at(index)?.game_name ?? null)

describe('CatalogueView', () => {
  it('asks for the first page, then the pages the grid wants, each once', async () => {
    const { fetchPage, answer } = server(10)
    const view = new CatalogueView(fetchPage, 4)
    expect(view.settled).toBe(false)
    await answer()
    expect(view.total).toBe(10)
    view.want(0, 10)
    view.want(4, 10)
    await answer()
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3])
    expect(view.loaded()).toMatchObject({ complete: true })
    expect(view.loaded().games).toHaveLength(10)
  })

  it('shows narrowed games at once and asks nothing when they came from every game', async () => {
    const { fetchPage } = server(10)
    const view = new CatalogueView(fetchPage, 4, {
      games: [game(1), game(2), game(3), game(4), game(5)],
      complete: true,
      providers: [],
      sorts: ['popular'],
    })
    expect(view.settled).toBe(true)
    expect(names(view)).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4', 'Game 5'])
    view.want(0, 5)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchPage).not.toHaveBeenCalled()
  })

  it("shows narrowed games until the server's first page replaces them, asking for nothing else meanwhile", async () => {
    const { fetchPage, answer } = server(6)
    const view = new CatalogueView(fetchPage, 4, {
      games: [game(1), game(2)],
      complete: false,
      providers: [],
      sorts: ['popular'],
    })
    expect(names(view)).toEqual(['Game 1', 'Game 2'])
    view.want(0, 8)
    await new Promise((resolve) => setTimeout(resolve, typingFetchDelayMs + 20))
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1])
    expect(view.loaded().complete).toBe(false)
    await answer()
    expect(view.total).toBe(6)
    expect(names(view)).toEqual(['Game 100', 'Game 101', 'Game 102', 'Game 103', null, null])
  })
})

describe('CatalogueViews', () => {
  it('asks the server only for the last of narrowed searches typed in a row, and for an earlier one shown again', async () => {
    const { fetchPage, answer } = server(6)
    const views = new CatalogueViews()
    // A screenful of narrowed games: the server is asked only once typing rests.
    const screenful = Array.from({ length: fewNarrowedGames }, (_, n) => game(n + 1))
    const narrowed = () => ({ games: screenful, complete: false, providers: [], sorts: [] })
    const g = views.view('g', fetchPage, 4, { lobby: 'slots', narrowed })
    views.view('go', fetchPage, 4, { lobby: 'slots', narrowed })
    views.view('elsewhere', fetchPage, 4, { lobby: 'casino', narrowed })
    await new Promise((resolve) => setTimeout(resolve, typingFetchDelayMs + 20))
    expect(fetchPage).toHaveBeenCalledTimes(2)
    await answer()
    expect(names(g)).toEqual(screenful.map((item) => item.game_name))
    expect(views.view('g', fetchPage, 4, { lobby: 'slots', narrowed })).toBe(g)
    await new Promise((resolve) => setTimeout(resolve, typingFetchDelayMs + 20))
    await answer()
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(names(g)).toEqual(['Game 100', 'Game 101', 'Game 102', 'Game 103', null, null])
  })

  it('asks at once for a search whose narrowed games are fewer than a screenful, and never for one typed past', async () => {
    const { fetchPage } = server(6)
    const views = new CatalogueViews()
    const few = () => ({ games: [game(1)], complete: false, providers: [], sorts: [] })
    views.view('d', fetchPage, 4, { lobby: 'slots', narrowed: few })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchPage).toHaveBeenCalledTimes(1)
    views.view('dr', fetchPage, 4, { lobby: 'slots', narrowed: few })
    views.view('dra', fetchPage, 4, { lobby: 'slots', narrowed: few })
    await new Promise((resolve) => setTimeout(resolve, 0))
    // 'dr' was typed past before its turn came: only 'dra' went out.
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('lists the answered views of one lobby query with their searches, for a narrower search to narrow', async () => {
    const { fetchPage, answer } = server(6)
    const views = new CatalogueViews()
    const about = (lobby: string, rest: string, search: string) => ({ lobby, rest, search })
    views.view('slots:g', fetchPage, 4, { lobby: 'slots', about: about('slots', 'popular', 'g') })
    views.view('slots:name:g', fetchPage, 4, { lobby: 'slots', about: about('slots', 'name', 'g') })
    views.view('casino:g', fetchPage, 4, { lobby: 'casino', about: about('casino', 'popular', 'g') })
    // Narrowed games are not an answer of the server's.
    const narrowed = () => ({ games: [game(1)], complete: false, providers: [], sorts: [] })
    views.view('slots:go', fetchPage, 4, { lobby: 'slots', narrowed, about: about('slots', 'popular', 'go') })
    expect(views.answeredLike({ lobby: 'slots', rest: 'popular' })).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    const g = views.answeredLike({ lobby: 'slots', rest: 'popular' })
    await answer()
    const answered = views.answeredLike({ lobby: 'slots', rest: 'popular' })
    expect(g).toEqual([])
    expect(answered.map((entry) => entry.search).sort()).toEqual(['g', 'go'])
  })
})
