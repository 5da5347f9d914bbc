import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import type { Db } from '../db/client'
import { tenants } from '../db/schema'
import { type Logger, silentLogger } from '../logging/logger'
import {
  currentPreview,
  type PreviewGrant,
  type PreviewLook,
  previewConfig,
  previewTenantRow,
  withLook,
} from '../tenants/preview'
import { findTenantByDomain, findTenantById, type TenantRow } from '../tenants/tenants'
import { forgetOldest } from './forgetOldest'

const maxRememberedMisses = 10_000

/** A tenant as one domain sees it, with the answers computed for it so far. */
export interface SiteEntry {
  tenant: TenantRow
  memo: Map<string, Promise<unknown>>
  /**
   * An unpublished version shown to the browser holding its preview cookie (docs/operators.md#previews), or on
   * a gallery host (docs/operators.md#gallery) in that host's look: the answers built from this entry come from
   * its document (with the look's theme code and colour), never from the live tables, and never reach others.
   */
  preview?: { version: number; config: TenantConfig; look?: PreviewLook | undefined }
}

/**
 * Previews kept at once: a gallery shows 100 looks of a version, and an operator may have a few open. The
 * least recently used go first, and an evicted one is rebuilt.
 */
const maxPreviews = 250

export interface SiteCacheOptions {
  /** How often (ms) to compare cached tenants with tenants.version; 0 checks on every request. */
  checkIntervalMs?: number
  clock?: () => number
  /** Where a failed background version check is reported (docs/deploy.md#logs); default nowhere. */
  logger?: Logger
}

/**
 * The per-domain, in-process cache of tenants and the answers built from their content (start-up, hot
 * games, partners, site info, the catalogue index, ...). At most once per `checkIntervalMs` it reads every tenant's version (one
 * small query, in the background); database triggers bump the version on any change, so every instance
 * drops stale entries within about that interval. An unknown domain is remembered for one interval (at most
 * 10,000 of them), so a flood of made-up domains costs one query per domain and interval.
 */
export class SiteCache {
  private readonly entries = new Map<string, SiteEntry>()
  private readonly loading = new Map<string, Promise<SiteEntry | undefined>>()
  /** Unknown domains and when they were looked up: asked again only after the check interval. */
  private readonly misses = new Map<string, number>()
  /** Answers shared by every domain of a tenant, for the version they were computed at. */
  private readonly tenantMemos = new Map<number, { version: number; memo: Map<string, Promise<unknown>> }>()
  private readonly previews = new Map<string, Promise<SiteEntry | undefined>>()
  private readonly documents = new Map<string, Promise<TenantConfig | undefined>>()
  private readonly checkIntervalMs: number
  private readonly clock: () => number
  private readonly logger: Logger
  private checkedAt = Number.NEGATIVE_INFINITY
  private checking: Promise<void> | undefined

  constructor(
    private readonly db: Db,
    options: SiteCacheOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000
    this.clock = options.clock ?? Date.now
    this.logger = options.logger ?? silentLogger
  }

  /**
   * The tenant a domain serves; the previewed version of it when the request carries a preview of that tenant.
   * A gallery host (docs/operators.md#gallery) serves the preview its label grants, and only that host does.
   */
  async site(domainName: string): Promise<SiteEntry | undefined> {
    const grant = currentPreview()
    if (grant?.host !== undefined) {
      if (domainName.toLowerCase() !== grant.host) return this.liveSite(domainName)
      const live = await this.liveTenant(grant.tenantId)
      return live && this.previewOf(live, grant)
    }
    const live = await this.liveSite(domainName)
    if (!live || !grant || grant.tenantId !== live.tenant.id) return live
    return (await this.previewOf(live, grant)) ?? live
  }

  /**
   * The entry of a preview, kept per version, look and live tenant version (none of them changes once made); a
   * version's document is read once for all its looks.
   */
  private previewOf(live: SiteEntry, grant: PreviewGrant): Promise<SiteEntry | undefined> {
    const { look } = grant
    const key = `${grant.tenantId}:${grant.version}:${live.tenant.version}:${look?.theme_code ?? ''}:${look?.theme_color ?? ''}`
    let entry = this.previews.get(key)
    if (entry) {
      // Most recently used last: the oldest are forgotten first.
      this.previews.delete(key)
    } else {
      entry = this.documentOf(grant).then((config) => {
        if (!config) return undefined
        const shown = withLook(config, look)
        return {
          tenant: previewTenantRow(live.tenant, shown),
          memo: new Map(),
          preview: { version: grant.version, config: shown, look },
        }
      })
      entry.catch(() => this.previews.delete(key))
    }
    this.previews.set(key, entry)
    forgetOldest(this.previews, maxPreviews)
    return entry
  }

  /** A version's document, shared by the looks of a gallery. */
  private documentOf(grant: PreviewGrant): Promise<TenantConfig | undefined> {
    const key = `${grant.tenantId}:${grant.version}`
    let document = this.documents.get(key)
    if (!document) {
      document = previewConfig(this.db, grant)
      this.documents.set(key, document)
      document.catch(() => this.documents.delete(key))
      forgetOldest(this.documents, maxPreviews)
    }
    return document
  }

  private liveSite(domainName: string): Promise<SiteEntry | undefined> {
    const domain = domainName.toLowerCase()
    return this.live(domain, () => findTenantByDomain(this.db, domain))
  }

  /** A tenant's live entry by its id (a gallery host's tenant), kept beside the domains' (`#` is in no domain). */
  private liveTenant(id: number): Promise<SiteEntry | undefined> {
    return this.live(`#${id}`, () => findTenantById(this.db, id))
  }

  /** The cached live entry of `key`, loaded with `find` when missing (an unknown key is remembered a while). */
  private async live(
    key: string,
    find: () => Promise<TenantRow | undefined>,
  ): Promise<SiteEntry | undefined> {
    if (this.clock() - this.checkedAt >= this.checkIntervalMs) {
      // With an interval, requests do not wait for the check: they are served from the cache while it runs
      // (stale by at most the interval plus one query), so the check never shows in their latency.
      if (this.checkIntervalMs === 0) await this.dropStale()
      else
        this.dropStale().catch((error: unknown) =>
          this.logger.error({ err: error }, 'tenant version check failed'),
        )
    }
    const cached = this.entries.get(key)
    if (cached) return cached
    const missedAt = this.misses.get(key)
    if (missedAt !== undefined && this.clock() - missedAt < this.checkIntervalMs) return undefined
    let pending = this.loading.get(key)
    if (!pending) {
      pending = this.load(key, find).finally(() => this.loading.delete(key))
      this.loading.set(key, pending)
    }
    return pending
  }

  /** An answer computed once per tenant version: `load` runs again only after the tenant changed. */
  memo<T>(entry: SiteEntry, key: string, load: () => Promise<T>): Promise<T> {
    let value = entry.memo.get(key) as Promise<T> | undefined
    if (!value) {
      value = load()
      entry.memo.set(key, value)
      value.catch(() => entry.memo.delete(key))
    }
    return value
  }

  /**
   * Like `memo`, but shared by every domain of the entry's tenant (`localhost` and `casino1.localhost`, the
   * affiliate domains): what is big to build and the same for each domain (the catalogue index) is built once
   * per tenant version. An entry older than the shared version (a domain loaded before the change and not yet
   * dropped) keeps its own copy until the next version check drops it.
   */
  tenantMemo<T>(entry: SiteEntry, key: string, load: () => Promise<T>): Promise<T> {
    if (entry.preview) return this.memo(entry, `tenant:${key}`, load)
    const { id, version } = entry.tenant
    let slot = this.tenantMemos.get(id)
    if (slot && slot.version > version) return this.memo(entry, `tenant:${key}`, load)
    if (!slot || slot.version < version) {
      slot = { version, memo: new Map() }
      this.tenantMemos.set(id, slot)
    }
    const memo = slot.memo
    let value = memo.get(key) as Promise<T> | undefined
    if (!value) {
      value = load()
      memo.set(key, value)
      value.catch(() => memo.delete(key))
    }
    return value
  }

  /** Like `memo`, but the answer is also recomputed once it is older than `ttlMs` (boards, counters). */
  recent<T>(entry: SiteEntry, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = this.clock()
    const held = entry.memo.get(key) as Promise<{ at: number; value: T }> | undefined
    const fresh = (held ?? Promise.resolve(undefined)).then((slot) => {
      if (slot && now - slot.at < ttlMs) return slot
      const next = load().then((value) => ({ at: now, value }))
      entry.memo.set(key, next)
      next.catch(() => entry.memo.delete(key))
      return next
    })
    return fresh.then((slot) => slot.value)
  }

  /** Forgets everything; the next request of every domain reads the database again. */
  clear() {
    this.entries.clear()
    this.tenantMemos.clear()
  }

  private async load(
    key: string,
    find: () => Promise<TenantRow | undefined>,
  ): Promise<SiteEntry | undefined> {
    const tenant = await find()
    if (!tenant) {
      if (this.misses.size >= maxRememberedMisses) this.misses.clear()
      this.misses.set(key, this.clock())
      return undefined
    }
    this.misses.delete(key)
    const entry: SiteEntry = { tenant, memo: new Map() }
    this.entries.set(key, entry)
    return entry
  }

  private dropStale(): Promise<void> {
    this.checking ??= this.readVersions().finally(() => {
      this.checking = undefined
    })
    return this.checking
  }

  private async readVersions() {
    const started = this.clock()
    const rows = await this.db.select({ id: tenants.id, version: tenants.version }).from(tenants)
    const current = new Map(rows.map((row) => [row.id, row.version]))
    for (const [domain, entry] of this.entries) {
      if (current.get(entry.tenant.id) !== entry.tenant.version) this.entries.delete(domain)
    }
    for (const [id, slot] of this.tenantMemos) {
      if (current.get(id) !== slot.version) this.tenantMemos.delete(id)
    }
    this.checkedAt = started
  }
}
