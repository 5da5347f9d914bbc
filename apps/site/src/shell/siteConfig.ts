import type { SitePath } from '../router'

/**
 * Per-tenant shell settings the platform API does not carry: where `/` sends a visitor and which language
 * a domain opens in when the URL names none (otherwise the tenant's language from start-up).
 */
export interface DomainConfig {
  rootRedirect?: SitePath
  language?: string
}

const byDomain: Record<string, DomainConfig> = {
  'sportsbook1.localhost': { rootRedirect: '/sports' },
  'sportsbook2.localhost': { rootRedirect: '/sports' },
}

/** Country-code top-level domains that imply a language when the tenant sets none for the domain. */
const languageByTld: Record<string, string> = {
  ph: 'PHP',
  vn: 'VI',
  my: 'MS',
  np: 'NE',
  cn: 'CN',
  ru: 'RUS',
  es: 'ESP',
}

export function domainConfig(hostname: string): DomainConfig {
  const exact = byDomain[hostname.toLowerCase()]
  if (exact) return exact
  const tld = hostname.toLowerCase().split('.').at(-1) ?? ''
  const language = languageByTld[tld]
  return language ? { language } : {}
}
