import { type SeoRecord, seoMetaTags, twitterCardOf } from '@lobbykit/contract/calls/seo'
import { type StartupResponse, startupElementId } from '@lobbykit/contract/calls/startup'
import { earlyClicksKey, intlWarmWorkerPath } from '@lobbykit/contract/drawnPage'
import { htmlLangOf } from '@lobbykit/contract/htmlLangs'
import { inlineJson } from '@lobbykit/contract/inlineJson'
import { type SitePage, sitePageAt } from '@lobbykit/contract/sitePages'
import { nonceAttribute } from '../http/contentSecurityPolicy'
import { escapeMarkup } from '../http/escapeMarkup'
import type { Preloads } from './assetPreloads'
import type { DrawnPage } from './drawnPages'
import { inlineStylesheets } from './inlineStyles'

/** The page a path names and the language it is asked in (its prefix, else the tenant's default). */
export function pageOf(
  path: string,
  defaultLanguage: string,
): { page: SitePage | undefined; language: string } {
  const [, first = '', ...rest] = path.split('/')
  const prefixed = first !== '' && first === first.toLowerCase() && htmlLangOf(first) !== undefined
  return {
    page: sitePageAt(prefixed ? `/${rest.join('/')}` : path || '/'),
    language: prefixed ? first.toUpperCase() : defaultLanguage.toUpperCase(),
  }
}

/** What the served page says about its tenant and page before any script runs. */
export interface DocumentParts {
  startup: StartupResponse
  /** The page's SEO record, when it has one. */
  seo: SeoRecord | undefined
  language: string
  themeColor: string
  /** The tenant's small icon (favicon). */
  iconHref: string
  /** The tenant's template and colour theme files, fetched beside the entry. */
  preloads: Preloads
  /** The page as the site's server build drew it, when it did (docs/architecture.md#server-rendering). */
  drawn?: DrawnPage | undefined
  /** The text of the built stylesheets the page links, by address: a drawn page carries them inline. */
  styles?: ReadonlyMap<string, string>
}

/** The head elements of a tenant's page: title, meta and social tags, icon, manifest and the start-up answer. */
export function documentHead({ startup, seo, themeColor, iconHref }: DocumentParts): string {
  const title = seo?.meta_title || startup.site.site_name
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    `<meta name="theme-color" content="${escapeMarkup(themeColor)}" />`,
    `<link rel="icon" href="${escapeMarkup(iconHref)}" />`,
    '<link rel="manifest" href="/manifest.webmanifest" />',
  ]
  if (seo) {
    for (const [{ attribute, key }, field] of seoMetaTags) {
      const value = String(seo[field] ?? '')
      if (value) tags.push(`<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`)
    }
    const card = twitterCardOf(seo)
    if (card) tags.push(`<meta name="twitter:card" content="${card}" />`)
    if (seo.meta_canonical) tags.push(`<link rel="canonical" href="${escapeMarkup(seo.meta_canonical)}" />`)
  }
  tags.push(
    `<script${nonceAttribute} id="${startupElementId}" type="application/json">${inlineJson(startup)}</script>`,
  )
  return tags.join('\n    ')
}

/**
 * The template's and colour's files, last in the head: their stylesheets come after the entry's, in the order
 * the browser would have added them once the entry asked for them, so the cascade is the same.
 */
export function preloadTags({ preloads }: Pick<DocumentParts, 'preloads'>): string {
  return [
    ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}" />`),
    ...preloads.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}" />`,
    ),
  ]
    .map((tag) => `  ${tag}\n  `)
    .join('')
}

/**
 * The built index.html with a tenant's page filled in: `<html lang>`, and the head's placeholder title and
 * theme colour replaced by the page's own elements. What the shell does not mark is left as it is. Every script
 * element it writes carries the nonce's mark (docs/architecture.md#security-headers), as the shell's own do.
 */
export function fillShell(shell: string, parts: DocumentParts): string {
  // The language the page is shown in, as the browser sets it once it runs (a record's meta_lang aside).
  const lang = htmlLangOf(parts.language) ?? 'en'
  const { drawn } = parts
  // The colour theme's class is on <html> before any script runs: the drawn page shows in its colours.
  const htmlClass = drawn ? ` class="${escapeMarkup(drawn.htmlClass)}"` : ''
  const filled = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeMarkup(lang)}"${htmlClass}`)
    .replace(/\s*<meta name="theme-color"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => documentHead(parts))
    .replace(
      /<\/head>/,
      () => `${preloadTags({ preloads: notIn(shell, parts.preloads) })}${drawn?.head ?? ''}</head>`,
    )
  if (!drawn) return filled
  const { page, entry, modules } = takeScripts(
    parts.styles ? inlineStylesheets(filled, parts.styles) : filled,
  )
  const loader = entry ? `<script${nonceAttribute}>${codeAfterPaint(entry, modules)}</script>` : ''
  return page.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${drawn.root}</div>${drawn.after}${loader}`,
  )
}

const entryScript = /\s*<script[^>]* type="module" crossorigin src="([^"]+)"><\/script>/
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g

/** The page without its entry script and module preloads, and what they named. */
function takeScripts(page: string): { page: string; entry: string | undefined; modules: string[] } {
  const entry = entryScript.exec(page)?.[1]
  const modules = [...page.matchAll(modulePreload)].map((match) => match[1] ?? '')
  return { page: page.replace(entryScript, '').replace(modulePreload, ''), entry, modules }
}

/** How long the code waits at most for the first screen's pictures (see codeAfterPaint). */
export const firstScreenArtWaitMs = 1000

/**
 * docs/architecture.md#server-rendering: a drawn page paints before its code downloads. Once the pictures on
 * its first screen have arrived and are decoded (at most `firstScreenArtWaitMs`), and a frame after the page's
 * first contentful paint, so they are on screen, the modules are preloaded and the entry added: the cover the
 * largest paint waits for does not share a phone's network with the code. Until then the
 * page's links work as plain links, and the buttons pressed are kept for the site to press again once it has
 * hydrated. A tab opened in the background loads the code when it is first shown. The entry's script element
 * carries the loader's own nonce (docs/architecture.md#security-headers).
 */
function codeAfterPaint(entry: string, modules: string[]): string {
  const clicks = `window[${inlineJson(earlyClicksKey)}]`
  const keepClicks = `${clicks}=[];document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');if(b&&${clicks})${clicks}.push(b)},true);`
  // Each preload, then the entry, is added in a task of its own (timeouts run in order): added all at once, they
  // were one task of 30 to 50 ms in Lighthouse's unthrottled trace, four times that on its simulated phone.
  const loadCode = `function loadCode(){warmIntl();var d=document;${inlineJson(modules)}.forEach(function(h){setTimeout(function(){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)})});setTimeout(function(){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.nonce=nonce;s.src=${inlineJson(entry)};d.head.appendChild(s)})}`
  const afterFrame = 'function afterFrame(f){requestAnimationFrame(function(){setTimeout(f)})}'
  // A frame after the first contentful paint (checked for ten frames at most).
  const afterPaint = `function afterPaint(f,n){n=n||0;if(n<10&&!performance.getEntriesByName('first-contentful-paint').length)return afterFrame(function(){afterPaint(f,n+1)});afterFrame(f)}`
  // The pictures the first screen shows (not lazy, above its bottom), decoded, so they paint with the next frame.
  const whenArtIn = `function whenArtIn(f){var h=innerHeight,done=false,art=[].filter.call(document.images,function(i){return i.loading!=='lazy'&&i.getBoundingClientRect().top<h}),left=art.length;function go(){if(!done){done=true;afterPaint(f)}}function one(){if(--left<=0)go()}if(!left)return go();art.forEach(function(i){if(i.decode)i.decode().then(one,one);else if(i.complete)one();else{i.addEventListener('load',one);i.addEventListener('error',one)}});setTimeout(go,${firstScreenArtWaitMs})}`
  return `var nonce=document.currentScript.nonce;${keepClicks}${loadCode}${afterFrame}${afterPaint}${whenArtIn}afterFrame(function(){whenArtIn(loadCode)});${warmIntl}`
}

/**
 * The first `Intl` formatter a page makes loads the browser's locale data: 28 to 62 ms on the benchmark machine,
 * unthrottled, whichever formatter comes first, which the render that first writes a sum or a time would wait for.
 * The loader starts a worker (`intlWarmWorkerPath`) that makes them on a thread of its own as the code starts to
 * download; the data it loads serves the whole page. Should the worker fail to start or load, the page makes them
 * itself, the number's and the date's each in a task of its own.
 */
const warmIntl = `function warmIntl(){var l=document.documentElement.lang;function here(){function warm(f){setTimeout(function(){try{f()}catch(e){}})}warm(function(){new Intl.NumberFormat(l,{style:'currency',currency:'USD'}).format(1)});warm(function(){new Intl.DateTimeFormat(l,{timeZone:'UTC',month:'short',hour:'2-digit'}).format(0)})}try{new Worker(${inlineJson(intlWarmWorkerPath)},{name:l}).onerror=here}catch(e){here()}}`

/**
 * The preloads the shell does not link already: the entry's own chunks and stylesheets (the shared blocks)
 * are there, and a second link to a stylesheet would put it after the template's in the cascade.
 */
function notIn(shell: string, { scripts, styles }: Preloads): Preloads {
  const fresh = (href: string) => !shell.includes(`"${href}"`)
  return { scripts: scripts.filter(fresh), styles: styles.filter(fresh) }
}

/** Seconds a maintenance window has left (its end, else an hour), for Retry-After: at least a minute. */
export function retryAfterSeconds(endDate: string | null, now: Date): number {
  const end = endDate ? Date.parse(endDate) : Number.NaN
  if (Number.isNaN(end)) return 3600
  return Math.max(60, Math.ceil((end - now.getTime()) / 1000))
}
