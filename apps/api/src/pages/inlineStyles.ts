import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * A drawn page's stylesheets, written into its head (docs/architecture.md#server-rendering). Each linked
 * stylesheet is a request the first paint waits for, and on a phone's network the four or five of a page cost
 * about a third of a second more than the page itself; their text is a few kilobytes. The link stays,
 * `disabled`: the browser neither applies nor fetches it, but the code that later asks for the same stylesheet
 * (Vite's loader of a lazy chunk's CSS) finds it there and does not add it a second time. (An inert
 * `media="not all"` link was still fetched, at the lowest priority, beside the first screen's pictures.)
 */

const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"\s*\/?>/g

/** The built stylesheets a page links, in order. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(stylesheetLink)].map((match) => match[1] ?? '')
}

/** Reads built stylesheets from the site's build; each file is read once (its name carries its content's hash). */
export function stylesheetReader(siteDir: string) {
  const texts = new Map<string, Promise<string | undefined>>()
  const read = (href: string) => {
    let text = texts.get(href)
    if (!text) {
      text = /^\/assets\/[\w.-]+\.css$/.test(href)
        ? readFile(join(siteDir, href), 'utf8').catch(() => undefined)
        : Promise.resolve(undefined)
      texts.set(href, text)
    }
    return text
  }
  return async (hrefs: readonly string[]): Promise<ReadonlyMap<string, string>> => {
    const entries = await Promise.all(hrefs.map(async (href) => [href, await read(href)] as const))
    return new Map(entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined))
  }
}

/** The page with each stylesheet link it has the text of written inline before its inert link. */
export function inlineStylesheets(html: string, texts: ReadonlyMap<string, string>): string {
  return html.replace(stylesheetLink, (link, href: string) => {
    const text = texts.get(href)
    // A text that could close the element is left linked.
    if (text === undefined || /<\/style/i.test(text)) return link
    return `<style data-href="${href}">${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled />`
  })
}
