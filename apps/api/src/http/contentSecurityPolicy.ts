import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'

/**
 * The Content-Security-Policy of each kind of answer (docs/architecture.md#security-headers): a tenant's pages, the
 * console's page, and everything that is no page (calls, files, refusals). A page's scripts run only when they
 * come from our own origin, carry the answer's nonce, or come from a host the tenant's own settings name.
 */

/** A fresh nonce: 128 random bits, for one answer only. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * Stands for the answer's nonce in a document kept for many answers (a tenant's filled page, a drawn page): the
 * server writes it on every script element it writes, and each answer puts its own nonce in its place as it goes
 * out (`withNonce`). Random per process, so no text of a tenant's can name it.
 */
export const nonceMark = newNonce()

/** The mark as an attribute, for a script element the server writes: `<script${nonceAttribute}>`. */
export const nonceAttribute = ` nonce="${nonceMark}"`

/**
 * Our own build's HTML (a shell as Vite wrote it, nothing of a tenant's in it yet) with the mark on every script
 * element. Never for a document that holds tenant text: a script someone slipped in would get the nonce too.
 */
export function markScripts(html: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script${nonceAttribute}`)
}

/** The document as one answer sends it: its own nonce wherever the mark stands. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(nonceAttribute, ` nonce="${nonce}"`)
}

/** The hosts beyond our own origin that a tenant's pages load from, as the tenant's settings name them. */
export interface PageSources {
  /** `script-src`: the hosts of the tenant's analytics scripts and of its live chat. */
  scripts: readonly string[]
  /** `connect-src`: where those scripts report to (the same hosts), and the live chat's API and sockets. */
  connections: readonly string[]
  /** `frame-src` and `child-src`: game windows on other origins, the live chat's window. */
  frames: readonly string[]
}

/** A page that loads nothing but our own. */
export const ownSourcesOnly: PageSources = { scripts: [], connections: [], frames: [] }

interface PageAnswer {
  nonce: string
  sources: PageSources
}

const pageAnswers = new WeakMap<Context, PageAnswer>()

/**
 * Says that this request's answer is an HTML page whose scripts carry `nonce`: the security headers then give it a
 * page's policy (the console's, or a tenant's with `sources`) instead of the one for answers that are no page.
 */
export function answerAsPage(c: Context, nonce: string, sources: PageSources = ownSourcesOnly): void {
  pageAnswers.set(c, { nonce, sources })
}

/** The page this request answered with, when it answered with one. */
export function pageAnswerOf(c: Context): PageAnswer | undefined {
  return pageAnswers.get(c)
}

const unique = (sources: readonly string[]) => [...new Set(sources)]

const policyOf = (directives: readonly (readonly string[])[]) =>
  directives.map((directive) => directive.join(' ')).join('; ')

/**
 * A tenant's page: its own scripts (`'self'`: the build's chunks), the inline ones the server wrote (the nonce)
 * and those of the hosts its settings name; styles from the build and inline (React writes `style` attributes
 * into a drawn page, the server inlines the stylesheets, CMS bodies carry styles); pictures and media from any
 * HTTPS address, which is what an operator may give for them; calls to our own API and to the named hosts; frames
 * of our own game windows and of the named hosts; no plugins; the base, form targets and framing held to the site.
 */
export function tenantPagePolicy(nonce: string, sources: PageSources, frameAncestors: string): string {
  const frames = ["'self'", ...unique(sources.frames)]
  return policyOf([
    ["default-src 'none'"],
    ["script-src 'self'", `'nonce-${nonce}'`, ...unique(sources.scripts)],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: https:"],
    ["font-src 'self'"],
    ["media-src 'self' https:"],
    ["connect-src 'self'", ...unique(sources.connections)],
    ['frame-src', ...frames],
    ['child-src', ...frames],
    ["manifest-src 'self'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ['frame-ancestors', frameAncestors],
  ])
}

/**
 * The console's page: no tenant script, so only its own build and the nonce; its own styles; tenants' pictures
 * (any HTTPS address); calls to its own host; frames only of the gallery's hosts (`galleryFrames`); never framed.
 */
export function consolePagePolicy(nonce: string, galleryFrames: string): string {
  return policyOf([
    ["default-src 'none'"],
    ["script-src 'self'", `'nonce-${nonce}'`],
    ["style-src 'self'"],
    ["img-src 'self' data: https:"],
    ["connect-src 'self'"],
    ['frame-src', galleryFrames],
    ['child-src', galleryFrames],
    ["object-src 'none'"],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ])
}

/**
 * An answer that is no page (a call's JSON, a file, a refusal): it loads nothing and runs nothing, even when a
 * browser is led to open it as a document (an SVG, a JSON answer with a tenant's text in it).
 */
export function noPagePolicy(frameAncestors: string): string {
  return policyOf([["default-src 'none'"], ['frame-ancestors', frameAncestors]])
}

/**
 * The site's service worker (docs/product.md#installable-app): a worker runs under the policy of its own script's
 * answer, so this one may fetch the site's own files and pages, and nothing else.
 */
export const serviceWorkerPolicy = policyOf([["default-src 'none'"], ["connect-src 'self'"]])
