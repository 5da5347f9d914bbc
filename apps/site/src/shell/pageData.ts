import type { CmsContent } from '@lobbykit/contract/calls/settings'
import { pageDataElementId } from '@lobbykit/contract/drawnPage'
import type { ApiCall, ApiResult } from '@lobbykit/core/api/call'
import { use } from 'react'
import type * as z from 'zod/mini'
import { callAndReport, perRuntime, type SiteRuntime } from './runtime'

/**
 * The answers a page was drawn with (docs/architecture.md#server-rendering). On the server, a page that needs an
 * answer waits for it (React's `use`), so the HTML holds the data; the answers go out with the page, and the
 * browser starts from them: its first render is the server's, and it does not ask for them again.
 */
export interface PageData {
  /** Whether this runtime renders on the server: a missing answer is waited for, not shown as loading. */
  readonly server: boolean
  /** Each call's result by `callKey`. */
  readonly answers: Map<string, ApiResult<unknown>>
  /** The keys the server answered that no effect has used yet: the first one takes the answer instead of asking. */
  readonly fresh: Set<string>
  /** Server only: the calls on their way. */
  readonly pending: Map<string, Promise<unknown>>
  /** In the browser: the calls on their way, so two parts of a page asking the same share one call. */
  readonly asking: Map<string, Promise<ApiResult<unknown>>>
  /** The served page's head already holds its SEO record's tags (the first page of a drawn page load). */
  seoServed: boolean
}

const pageData = perRuntime(() => newPageData({ server: false, answers: new Map(), seoServed: false }))

/** The page data of one runtime (one browser page, or one server render). */
export const pageDataOf = pageData.of

/** Page data with these answers, all of them unused yet, and nothing on its way. */
function newPageData(start: Pick<PageData, 'server' | 'answers' | 'seoServed'>): PageData {
  return { ...start, fresh: new Set(start.answers.keys()), pending: new Map(), asking: new Map() }
}

/** Gives a runtime its page data: the server's (empty, waiting) or the browser's (the server's answers). */
export function startPageData(runtime: SiteRuntime, from: { server: boolean; answers?: PageAnswers }) {
  const answers = new Map(Object.entries(from.answers ?? {}))
  pageData.set(runtime, newPageData({ server: from.server, answers, seoServed: !from.server }))
}

/** The answers as they travel with the page. */
export type PageAnswers = Record<string, ApiResult<unknown>>

export function pageAnswers(runtime: SiteRuntime): PageAnswers {
  return Object.fromEntries(pageDataOf(runtime).answers)
}

/** One call with one body: the key its answer is kept under. */
export function callKey(call: { definition: { path: string } }, body: unknown): string {
  return `${call.definition.path} ${JSON.stringify(body)}`
}

/**
 * The answer the page was drawn with, for a call with this body. On the server it waits for the call (the
 * render suspends until it is in); in the browser it is the server's answer, or undefined when the server did
 * not draw this page. A failure on the server is kept as it is, not reported: the browser shows it as the
 * server drew it.
 */
export function usePageAnswer<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  runtime: SiteRuntime,
  call: ApiCall<Req, Res>,
  body: z.input<Req> | undefined,
): ApiResult<z.output<Res>> | undefined {
  if (body === undefined) return undefined
  const data = pageDataOf(runtime)
  const key = callKey(call, body)
  if (!data.server) return data.answers.get(key) as ApiResult<z.output<Res>> | undefined
  // Every render of a component passes the same promises to `use` in the same order, answered or not: React
  // matches a render's `use` calls to the last one's by position.
  let pending = data.pending.get(key)
  if (!pending) {
    pending = call(runtime.api, body).then((result) => {
      data.answers.set(key, result)
    })
    data.pending.set(key, pending)
  }
  use(pending)
  return data.answers.get(key) as ApiResult<z.output<Res>> | undefined
}

/**
 * Asks a call in the browser, once while it is on its way: a second asker with the same body gets the same
 * answer. A success is kept for the page load; a failure goes to the error handler once.
 */
export function askOnce<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  runtime: SiteRuntime,
  call: ApiCall<Req, Res>,
  body: z.input<Req>,
): Promise<ApiResult<z.output<Res>>> {
  const data = pageDataOf(runtime)
  const key = callKey(call, body)
  let asking = data.asking.get(key) as Promise<ApiResult<z.output<Res>>> | undefined
  if (!asking) {
    asking = callAndReport(runtime, call, body).then((result) => {
      data.asking.delete(key)
      if (result.ok) data.answers.set(key, result)
      return result
    })
    data.asking.set(key, asking)
  }
  return asking
}

/** Whether the server's answer under `key` is still unused; using it makes it used. */
export function takeFresh(runtime: SiteRuntime, key: string): boolean {
  return pageDataOf(runtime).fresh.delete(key)
}

export { pageDataElementId }

/** What the server drew the page with, as it travels with the page. */
export interface DrawnPageData {
  answers: PageAnswers
  /** The tenant's CMS pages, when the page showed one (the layout store's fields). */
  cms: { cms: CmsContent; cms_status: boolean } | null
}

/** The drawn page's data, when the server drew the page (and the element parses). */
export function drawnPageData(doc: Pick<Document, 'getElementById'>): DrawnPageData | undefined {
  const text = doc.getElementById(pageDataElementId)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as DrawnPageData
  } catch {
    return undefined
  }
}
