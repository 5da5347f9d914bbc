import type { GetGamesResponse } from '@lobbykit/contract/calls/product'
import type { ApiFailure, ApiResult } from '@lobbykit/core/api/call'

/** Asks the server for one page (1-based) of a view's games. */
export type FetchPage = (page: number) => Promise<ApiResult<GetGamesResponse>>

type Games = GetGamesResponse['value']

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

  constructor(
    private readonly fetchPage: FetchPage,
    readonly pageSize: number,
  ) {
    this.load(1)
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
    if (this.total === undefined) return
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

  private load(page: number): void {
    if (this.pages.has(page) || this.pending.has(page)) return
    this.pending.add(page)
    void this.fetchPage(page).then((result) => {
      this.pending.delete(page)
      if (result.ok) {
        this.pages.set(page, result.data.value)
        this.total = result.data.total
        this.providers = result.data.providers
        this.sorts = result.data.sorts
      } else if (page === 1) {
        this.error = result.error
      }
      this.changed()
    })
  }

  private changed(): void {
    this.version += 1
    for (const listener of this.listeners) listener()
  }
}

/**
 * The views of the last few queries, so the back button and a search typed again show their games at once.
 * The oldest is forgotten past `size`.
 */
export class CatalogueViews {
  private readonly views = new Map<string, CatalogueView>()

  constructor(private readonly size = 24) {}

  view(key: string, fetchPage: FetchPage, pageSize: number): CatalogueView {
    const known = this.views.get(key)
    if (known && !known.error) {
      this.views.delete(key)
      this.views.set(key, known)
      return known
    }
    const view = new CatalogueView(fetchPage, pageSize)
    this.views.set(key, view)
    while (this.views.size > this.size) {
      const oldest = this.views.keys().next().value
      if (oldest === undefined) break
      this.views.delete(oldest)
    }
    return view
  }

  /** Forgets the views whose key says so (a player's favourites changed). */
  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.views.keys()]) if (matches(key)) this.views.delete(key)
  }
}
