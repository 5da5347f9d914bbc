import type { GetGamesResponse } from '@lobbykit/contract/calls/product'
import type { ApiFailure, ApiResult } from '@lobbykit/core/api/call'

/** Asks the server for one page (1-based) of a view's games. */
export type FetchPage = (page: number) => Promise<ApiResult<GetGamesResponse>>

type Games = GetGamesResponse['value']

/** How long narrowed games wait before the server is asked for the search's own answer. */
export const typingFetchDelayMs = 150

/**
 * Fewer narrowed games than this (about a phone screen of them) do not wait: the screen is nearly empty, so
 * the server's answer is what the player waits for, and it gives the next key more games to narrow.
 */
export const fewNarrowedGames = 12

/**
 * A narrower search's games found among a view already on screen (docs/product.md#lobby: typing on only
 * narrows): shown at the keystroke. `complete` when they came from every game of that view, so they are all
 * the server would find.
 */
export interface Narrowed {
  games: Games
  complete: boolean
  providers: GetGamesResponse['providers']
  sorts: GetGamesResponse['sorts']
}

/**
 * One lobby query's games as the server pages them (docs/product.md#lobby): the pages that arrived, the total
 * from the first answer on, and a page asked for at most once while it is on its way. Subscribers hear every
 * change; `version` counts them, for `useSyncExternalStore`.
 */
let views = 0

export class CatalogueView {
  /** Tells views apart (a grid keys its measurements on it). */
  readonly id = ++views
  total: number | undefined
  providers: GetGamesResponse['providers'] = []
  sorts: GetGamesResponse['sorts'] = []
  /** The first page's failure; a later page that fails is asked for again when wanted again. */
  error: ApiFailure | undefined
  version = 0
  private readonly pages = new Map<number, Games>()
  private readonly pending = new Set<number>()
  private readonly listeners = new Set<() => void>()
  /** Shows narrowed games until the server's first page replaces them. */
  private provisional = false

  constructor(
    private readonly fetchPage: FetchPage,
    readonly pageSize: number,
    narrowed?: Narrowed,
    /** Whether this is still the view the player asked for last. */
    private readonly isLatest: () => boolean = () => true,
    /** The first page's answer, when the page was drawn with it (docs/architecture.md#server-rendering). */
    firstPage?: ApiResult<GetGamesResponse>,
  ) {
    if (firstPage) {
      this.take(1, firstPage)
      return
    }
    if (narrowed) {
      for (let start = 0; start < narrowed.games.length; start += pageSize)
        this.pages.set(start / pageSize + 1, narrowed.games.slice(start, start + pageSize))
      this.total = narrowed.games.length
      this.providers = narrowed.providers
      this.sorts = narrowed.sorts
      // Found among every game of a wider search: the server would answer the same.
      if (narrowed.complete) return
      this.provisional = true
    }
    this.load(1)
  }

  /** The games from the first on, as far as they arrived without a gap, and whether that is every game. */
  loaded(): { games: Games; complete: boolean } {
    const games: Games = []
    for (let page = 1; this.pages.has(page); page++) games.push(...(this.pages.get(page) ?? []))
    return { games, complete: !this.provisional && this.total !== undefined && games.length >= this.total }
  }

  /** Whether the server's own answer for this query is in (not games narrowed from another's). */
  get answered(): boolean {
    return !this.provisional && this.total !== undefined
  }

  /** Whether the first answer (games or a failure) is in. */
  get settled(): boolean {
    return this.total !== undefined || this.error !== undefined
  }

  at(index: number): Games[number] | undefined {
    return this.pages.get(Math.floor(index / this.pageSize) + 1)?.[index % this.pageSize]
  }

  /** Asks for the pages holding positions [start, end) that are neither here nor on their way. */
  want = (start: number, end: number): void => {
    if (this.total === undefined || this.provisional) return
    const last = Math.min(end, this.total) - 1
    for (
      let page = Math.floor(start / this.pageSize) + 1;
      page <= Math.floor(last / this.pageSize) + 1;
      page++
    ) {
      this.load(page)
    }
  }

  /** After a failed first page: ask again. */
  retry(): void {
    this.error = undefined
    this.changed()
    this.load(1)
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Asks for the first page if it was never asked (the player typed on before it was due). */
  resume(): void {
    if (this.provisional && !this.pending.has(1)) this.load(1)
  }

  private load(page: number): void {
    if ((this.pages.has(page) && !this.provisional) || this.pending.has(page)) return
    this.pending.add(page)
    // Narrowed games wait a little: while the player types on, only the last search is asked.
    if (this.provisional) {
      const few = (this.total ?? 0) < fewNarrowedGames
      setTimeout(
        () => {
          if (this.isLatest()) this.fetch(page)
          else this.pending.delete(page)
        },
        few ? 0 : typingFetchDelayMs,
      )
      return
    }
    // Asked once the render that made the view is done (a view is made while the page renders), and before
    // the browser paints it: the answer is what the player waits for.
    queueMicrotask(() => this.fetch(page))
  }

  private fetch(page: number): void {
    void this.fetchPage(page).then((result) => {
      this.pending.delete(page)
      if (this.provisional) {
        this.provisional = false
        this.pages.clear()
      }
      this.take(page, result)
      this.changed()
    })
  }

  private take(page: number, result: ApiResult<GetGamesResponse>): void {
    if (result.ok) {
      this.pages.set(page, result.data.value)
      this.total = result.data.total
      this.providers = result.data.providers
      this.sorts = result.data.sorts
    } else if (page === 1) {
      this.error = result.error
    }
  }

  private changed(): void {
    this.version += 1
    for (const listener of this.listeners) listener()
  }
}

/** The query a view answers: its lobby, the rest of its query but the search (one key), and the search. */
export interface ViewQuery {
  lobby: string
  rest: string
  search: string
}

/**
 * The views of the last few queries, so the back button and a search typed again show their games at once.
 * The oldest is forgotten past `size`.
 */
export class CatalogueViews {
  private readonly views = new Map<string, CatalogueView>()
  /** Per lobby, the view its player asked for last. */
  private readonly latest = new Map<string, CatalogueView>()
  /** What each view answers, when its maker said. */
  private readonly queries = new WeakMap<CatalogueView, ViewQuery>()

  constructor(private readonly size = 24) {}

  view(
    key: string,
    fetchPage: FetchPage,
    pageSize: number,
    {
      lobby = '',
      narrowed,
      about,
      firstPage,
    }: {
      lobby?: string
      narrowed?: () => Narrowed | undefined
      about?: ViewQuery
      firstPage?: ApiResult<GetGamesResponse>
    } = {},
  ): CatalogueView {
    const known = this.views.get(key)
    if (known && !known.error) {
      this.views.delete(key)
      this.views.set(key, known)
      this.latest.set(lobby, known)
      known.resume()
      return known
    }
    const view: CatalogueView = new CatalogueView(
      fetchPage,
      pageSize,
      firstPage ? undefined : narrowed?.(),
      () => this.latest.get(lobby) === view,
      firstPage,
    )
    this.latest.set(lobby, view)
    this.views.set(key, view)
    if (about) this.queries.set(view, about)
    while (this.views.size > this.size) {
      const oldest = this.views.keys().next().value
      if (oldest === undefined) break
      this.views.delete(oldest)
    }
    return view
  }

  /**
   * The views kept whose own answer is in, of the query `about` names but its search (the same lobby,
   * provider, sort and filter), with their searches: what a narrower search may narrow.
   */
  answeredLike(about: Omit<ViewQuery, 'search'>): { view: CatalogueView; search: string }[] {
    const found: { view: CatalogueView; search: string }[] = []
    for (const view of this.views.values()) {
      const query = this.queries.get(view)
      if (query && query.lobby === about.lobby && query.rest === about.rest && view.answered && !view.error)
        found.push({ view, search: query.search })
    }
    return found
  }

  /** Forgets the views whose key says so (a player's favourites changed). */
  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.views.keys()]) if (matches(key)) this.views.delete(key)
  }
}
