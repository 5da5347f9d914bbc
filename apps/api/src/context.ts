import type { SiteCache } from './cache/siteCache'
import type { Db } from './db/client'
import type { Logger } from './logging/logger'
import type { RateRules } from './security/rateLimit'

/** What every call handler may use. */
export interface ApiContext {
  db: Db
  sites: SiteCache
  now: () => Date
  /** Waits before a slowed sign-in is checked (docs/architecture.md#sign-in-limits). */
  pause: (ms: number) => Promise<void>
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  rateRules: RateRules
  sessionTtlMs: number
  /** The gallery's hosts are `<label>.<previewHost>` (docs/operators.md#gallery). */
  previewHost: string
  /** Where what goes wrong outside a request's answer is logged (docs/deploy.md#logs). */
  logger: Logger
  /** Where one-time codes go besides the outbox table (development prints them). */
  onOutbox?: ((message: { recipient: string; body: string }) => void) | undefined
}
