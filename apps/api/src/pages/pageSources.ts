import { liveChatHosts, liveChatSockets } from '@lobbykit/contract/liveChat'
import type { SiteEntry } from '../cache/siteCache'
import type { ApiContext } from '../context'
import type { PageSources } from '../http/contentSecurityPolicy'
import { gameFrameOrigins } from '../providers/provider'
import { analyticsOf } from '../tenants/content'

/** An origin as a policy may name it: a scheme, a host of letters, digits, dots and dashes, maybe a port. */
const plainOrigin = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/

/** The origin of an absolute http(s) address; undefined for anything else. */
function originOf(address: string): string | undefined {
  try {
    const { origin } = new URL(address)
    return plainOrigin.test(origin) ? origin : undefined
  } catch {
    return undefined
  }
}

/** Every absolute http(s) address in a text, and every protocol-relative one in a `src` or `href` (as a bare host). */
function hostsIn(text: string): string[] {
  const hosts: string[] = []
  for (const [address] of text.matchAll(/\bhttps?:\/\/[^\s"'`<>()\\,;]+/gi)) {
    const origin = originOf(address)
    if (origin) hosts.push(origin)
  }
  // `src="//cdn.example/tag.js"` loads over the page's own scheme: a host without a scheme says the same.
  for (const [, host = ''] of text.matchAll(/\b(?:src|href)\s*=\s*["']?\/\/([^\s"'`<>/?#\\]+)/gi)) {
    const origin = originOf(`https://${host}`)
    if (origin) hosts.push(origin.slice('https://'.length))
  }
  return hosts
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The hosts an analytics snippet (docs/product.md#analytics) names: those of its scripts (a script's `src`, and the
 * addresses an inline script writes, which is how a tag's loader names the script it adds), and every host it names
 * at all, where its scripts may report to.
 */
export function hostsNamedIn(snippet: string): { scripts: string[]; connections: string[] } {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of snippet.matchAll(scriptElement))
    scripts.push(...hostsIn(attributes), ...hostsIn(text))
  return { scripts, connections: hostsIn(snippet) }
}

/**
 * The hosts beyond our own origin a tenant's pages load from, as its own settings name them
 * (docs/architecture.md#security-headers): its analytics snippets' script hosts (and the hosts they name, for their
 * reports), the live chat vendor's when its chat is on (docs/product.md#live-chat), and the game providers' windows
 * on other origins. Worked out once per tenant version, a preview's from its document.
 */
export function pageSourcesOf(ctx: ApiContext, site: SiteEntry): Promise<PageSources> {
  return ctx.sites.memo(site, 'pageSources', async () => {
    const scripts = new Set<string>()
    const connections = new Set<string>()
    const frames = new Set(gameFrameOrigins())
    for (const item of await analyticsOf(ctx.db, site)) {
      const named = hostsNamedIn(item.script)
      for (const host of named.scripts) scripts.add(host)
      for (const host of named.connections) connections.add(host)
    }
    const { liveChatStatus, liveChatId } = site.tenant
    if (liveChatStatus && liveChatId) {
      scripts.add(liveChatHosts)
      connections.add(liveChatHosts).add(liveChatSockets)
      frames.add(liveChatHosts)
    }
    return { scripts: [...scripts], connections: [...connections], frames: [...frames] }
  })
}
